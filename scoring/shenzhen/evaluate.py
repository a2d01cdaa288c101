"""Does a hand win the Shenzhen game? Four sets and a pair of any tiles; seven pairs and
thirteen orphans only with `special_hands`; no claimed chow (spec section 3, [Z-6],
[Z-13]). There is no fan to count: the settlement (settlement.py) is the hand's worth."""

from __future__ import annotations

from scoring.hand import Hand, MeldKind
from scoring.readings import readings
from scoring.rules import Evaluation, Options

STANDARD = frozenset({"four sets and a pair"})
SPECIAL = frozenset({"seven pairs", "thirteen orphans"})
SHAPES = STANDARD | SPECIAL


def claimed_chow(hand: Hand):
    """The first bracketed chow, or None: the Shenzhen game has none [Z-13]."""
    return next((m for m in hand.melds if m.kind is MeldKind.CHOW), None)


def evaluate(hand: Hand, extras, options: Options) -> Evaluation | None:
    """The reading the hand wins with, counting nothing; None: it does not win."""
    if not hand.concealed or claimed_chow(hand) is not None:
        return None
    shapes = SHAPES if options["special_hands"] else STANDARD
    found = readings(hand, shapes)
    if not found:
        return None
    # Every winning shape is paid alike; the usual reading first, for the referee.
    best = min(found, key=lambda r: r.shape.value != "four sets and a pair")
    return Evaluation(best, ())


def not_winning(hand: Hand, options: Options) -> str:
    """Why the hand does not win, in the game's words."""
    chow = claimed_chow(hand)
    if chow is not None:
        return (
            f"A claimed chow {chow.notation()} is not allowed in the Shenzhen game: a discard "
            "completes a chow only as the winning tile (write that chow among the concealed "
            "tiles)."
        )
    special = [r.shape.value for r in readings(hand, SPECIAL)] if not hand.melds else []
    if special and not options["special_hands"]:
        return (
            f"This hand does not win: the Shenzhen game knows only four sets and a pair "
            f"({special[0]} is not a Shenzhen hand; the option special_hands=on allows it)."
        )
    return (
        "This hand does not win: the Shenzhen game knows only four sets and a pair"
        + (", seven pairs and thirteen orphans" if options["special_hands"] else "")
        + (
            " (with declared sets, the concealed tiles must make the remaining sets and the pair)."
            if hand.melds
            else "."
        )
    )
