"""The International Game's own checks of a hand and its extras (specification,
sections 5 and 9), and the alert rule's liable player (6.3).

Run by `check_record` before the engine's generic checks and again by `evaluate`
(a self-drawn hand without a fourth part takes the engine's short path, which skips
`check_record`): every refusal says what is wrong and what to write instead.
"""

from __future__ import annotations

from scoring.errors import HandError
from scoring.extras import DEALER, Extras, relative_of, seat_from
from scoring.hand import Hand, Meld, MeldKind
from scoring.rules import Options

NAME = "the International game"


def check_hand(hand: Hand, extras: Extras, options: Options) -> None:
    """Refuse what the International Game cannot score (HandError): the whole record,
    run by the engine before scoring (`RuleSystem.check_record`)."""
    check_flowers(hand, extras, options)
    s = hand.situation
    flower_win = not hand.concealed
    if not extras:
        if s.self_drawn and len(hand.melds) >= 3:
            alert_liable(hand, extras)  # I-E12: derived, or asked for
        return
    if extras.first:
        _check_first(hand, extras)
    if extras.chain is not None:
        kongs = sum(1 for m in hand.melds if m.kind is MeldKind.KONG)
        if not (s.self_drawn and s.kong):
            raise HandError(
                f"chain={extras.chain} is for a win on a replacement tile after kongs: set the "
                "flags self-drawn 1 and kong 1, or leave chain out."
            )
        if kongs < extras.chain:
            raise HandError(
                f"chain={extras.chain} needs {extras.chain} kongs in the hand; it has {kongs}."
            )
    if extras.liable_text is not None and not s.self_drawn:
        raise HandError(
            f"liable={extras.liable_text} is only for a self-drawn win (the alert rule); on "
            "another player's tile that player pays: leave liable out."
        )
    if s.self_drawn and not flower_win:
        alert_liable(hand, extras)
    elif extras.liable_text is not None:
        raise HandError(_no_alert(extras))


def check_flowers(hand: Hand, extras: Extras, options: Options) -> None:
    """The flowers of a hand, and a win on flowers alone (run by `evaluate` too: a wait
    table scores hands without the record checks)."""
    if hand.flowers:
        if not options["flowers"]:
            raise HandError(
                "Flowers are out of play (option flowers=off): leave the flowers part empty."
            )
        if not hand.flower_letters:
            raise HandError(
                f"{hand.flowers} flowers: name the flowers with letters a-h (a plum, b orchid, "
                "c bamboo, d chrysanthemum, e-h the seasons): seat flowers score in "
                f"{NAME}."
            )
    if not hand.concealed:
        _check_flower_win(hand, extras, options)


def _check_flower_win(hand: Hand, extras: Extras, options: Options) -> None:
    s = hand.situation
    if not options["flowers"]:
        raise HandError(
            "A win on flowers alone needs flowers in play (option flowers=off): write the "
            "winning tiles."
        )
    if hand.flowers not in (7, 8):
        raise HandError(f"A win on flowers alone needs seven or eight flowers, not {hand.flowers}.")
    if s.last_tile or s.wall_last or s.kong:
        raise HandError(
            "A win on flowers alone has only the self-drawn flag (1: the winner drew the "
            "last flower; 0: taken, with from=): set the other three flags to 0."
        )
    if extras.first:
        raise HandError("'first' is for the Heaven or the Earth, not a win on flowers alone.")


def _check_first(hand: Hand, extras: Extras) -> None:
    s = hand.situation
    if hand.melds:
        raise HandError(
            "A first-turn win (first) cannot hold a declared set: the Heaven and the Earth "
            "are won on the dealt tiles, nothing claimed or declared."
        )
    if s.self_drawn:
        if s.seat_wind != DEALER:
            raise HandError(
                f"The Heaven is the dealer's (seat East) win; this winner sits {s.seat_wind}. "
                "A non-dealer's first-turn win is the Earth, on the dealer's first discard."
            )
        return
    if s.kong:
        raise HandError(
            "'first' with a robbed kong: the Earth is won on the dealer's first discard."
        )
    if s.seat_wind == DEALER:
        raise HandError(
            "The Earth is a non-dealer's win on the dealer's first discard; the dealer "
            "(seat East) cannot win on it. The dealer's first-turn win is the Heaven, "
            "self-drawn."
        )
    giver = extras.giver(s.seat_wind)
    if giver is not None and giver != DEALER:
        raise HandError(
            f"The Earth is won on the dealer's first discard: from must name the East seat "
            f"(from=E, or from={relative_of(s.seat_wind, DEALER)}), not {giver}."
        )


def _no_alert(extras: Extras) -> str:
    return (
        f"liable={extras.liable_text}: the alert rule does not apply to this hand (it needs "
        "all four sets of one suit, four wind sets or three dragon sets shown, won "
        "self-drawn); leave liable out."
    )


def _source(meld: Meld) -> int | None:
    """Who gave the claimed tile of a declared set, counted from the winner (1 left,
    2 across, 3 right); None for a concealed kong. A chow is always claimed from the left."""
    if meld.kind is MeldKind.CHOW:
        return 1
    return meld.claimed_from


def alert_sets(hand: Hand) -> tuple[Meld, ...] | None:
    """The declared sets the alert rule looks at (6.3), or None when it does not apply:
    (a) all four sets declared and every tile of one suit; (b) four wind sets declared;
    (c) three dragon sets declared."""
    melds = hand.melds
    if len(melds) < 3:
        return None
    winds = tuple(m for m in melds if m.kind is not MeldKind.CHOW and 27 <= m.tile <= 30)
    if len(winds) == 4:
        return winds
    dragons = tuple(m for m in melds if m.kind is not MeldKind.CHOW and m.tile >= 31)
    if len(dragons) == 3:
        return dragons
    if len(melds) == 4:
        tiles = hand.all_tiles
        suit = tiles[0] // 9
        if all(t < 27 and t // 9 == suit for t in tiles):
            return melds
    return None


def alert_liable(hand: Hand, extras: Extras) -> str | None:
    """The seat liable under the alert rule for a self-drawn win, or None when the rule
    does not apply (6.3). Raises HandError when `liable=` is needed, or names a player
    who gave none of those sets."""
    concerned = alert_sets(hand)
    winner = hand.situation.seat_wind
    if concerned is None:
        if extras.liable_text is not None:
            raise HandError(_no_alert(extras))
        return None
    sources = [_source(m) for m in concerned]
    claimed = {seat_from(winner, r) for r in sources if r is not None}
    what = _what(concerned)
    if extras.liable_text is not None:
        seat = extras.liable_seat(winner)
        if seat not in claimed:
            gave = ", ".join(sorted(claimed, key="ESWN".index)) or "nobody"
            raise HandError(
                f"liable={extras.liable_text} ({seat}) gave none of the {what}: they were "
                f"claimed from {gave}."
            )
        return seat
    if None in sources:
        return None  # a concealed kong among them: the last set may not have been claimed
    if len(claimed) == 1:
        return next(iter(claimed))
    raise HandError(
        f"Alert penalty: the {what} were claimed from different players; say who gave the "
        "last of those sets: liable=1, 2 or 3 (or the seat wind)."
    )


def _what(concerned: tuple[Meld, ...]) -> str:
    if len(concerned) == 3:
        return "three dragon sets"
    if all(27 <= m.tile <= 30 and m.kind is not MeldKind.CHOW for m in concerned):
        return "four wind sets"
    return "four sets of one suit"
