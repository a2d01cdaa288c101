"""MahJong Online's own checks of a record (spec section 9), in its own words."""

from __future__ import annotations

from scoring.errors import HandError
from scoring.extras import Extras, Record
from scoring.hand import Hand
from scoring.rules import Options


def check_hand(hand: Hand, extras: Extras, options: Options) -> None:
    """What a hand with its extras may not be under MahJong Online (the liability of
    6.4, which needs a winning hand, is checked by the evaluation once the tiles win)."""
    s = hand.situation
    if hand.flowers and not options["flowers"]:
        raise HandError(
            f"This tournament plays without flowers (flowers=off): the hand lists "
            f"{hand.flowers} flower{'s' if hand.flowers > 1 else ''}; leave the flowers part "
            "empty."
        )
    if extras.first:
        if not hand.is_concealed:
            raise HandError(
                "A first-circulation win (first) cannot hold a claimed set: the first "
                "circulation ends with the first chow, pung or kong claimed."
            )
        if s.kong and not s.self_drawn:
            raise HandError(
                "No kong can be robbed in the first circulation (first): a robbed kong "
                "needs a claimed pung."
            )


def check_record(record: Record, options: Options) -> None:
    """The RuleSystem hook: run before the engine's generic checks."""
    hand = record.hand
    if hand is None:
        return
    extras = record.extras
    s = hand.situation
    if s.self_drawn and extras.from_text is not None:
        raise HandError(
            f"A self-feed has no feeder: remove from={extras.from_text} (or clear the "
            "self-drawn flag if the tile was grabbed)."
        )
    if not s.self_drawn and extras.from_text is None:
        what = "robbed a kong" if s.kong else "won on a grab"
        raise HandError(
            f"The hand {what}: say who fed the tile (from=1, 2 or 3, or the seat wind)."
        )
    check_hand(hand, extras, options)
