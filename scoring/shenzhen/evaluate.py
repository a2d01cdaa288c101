"""Does a hand win the Shenzhen game? Four sets and a pair of any tiles; seven pairs and
thirteen orphans only with `special_hands`; no claimed chow (spec section 3, [Z-6],
[Z-13]). There is no fan to count: the settlement (settlement.py) is the hand's worth."""

from __future__ import annotations

from scoring.decompose import is_seven_pairs, is_standard, is_thirteen_orphans
from scoring.extras import Extras
from scoring.hand import Hand, Meld, MeldKind
from scoring.mcr.reading import Reading
from scoring.option_values import option_values
from scoring.readings import readings
from scoring.rules import Evaluation, Options

STANDARD = frozenset({"four sets and a pair"})
SPECIAL = frozenset({"seven pairs", "thirteen orphans"})
SHAPES = STANDARD | SPECIAL


def claimed_chow(hand: Hand) -> Meld | None:
    """The first bracketed chow, or None: the Shenzhen game has none [Z-13]."""
    return next((m for m in hand.melds if m.kind is MeldKind.CHOW), None)


class LazyReading:
    """The reading a hand wins with, found only when someone asks (its text for the
    referee, its groups): no fan needs it, and scoring thousands of hands should not
    pay for it. Attributes are those of scoring.mcr.reading.Reading."""

    __slots__ = ("_hand", "_shapes", "_reading")

    def __init__(self, hand: Hand, shapes: frozenset[str]) -> None:
        self._hand = hand
        self._shapes = shapes
        self._reading: Reading | None = None

    @property
    def reading(self) -> Reading:
        if self._reading is None:
            found = readings(self._hand, self._shapes)
            # Every winning shape is paid alike; the usual reading first, for the referee.
            self._reading = min(found, key=lambda r: r.shape.value != "four sets and a pair")
        return self._reading

    def __getattr__(self, name: str) -> object:
        return getattr(self.reading, name)

    def __str__(self) -> str:
        return str(self.reading)


def wins(hand: Hand, options: Options) -> bool:
    """Four sets and a pair with no claimed chow (seven pairs, thirteen orphans with
    `special_hands`): decided from the tile counts, suit by suit."""
    if not hand.concealed or (hand.melds and claimed_chow(hand) is not None):
        return False
    counts = hand.concealed_counts()
    if is_standard(counts, 4 - len(hand.melds)):
        return True
    if option_values(options)["special_hands"] and not hand.melds:
        return is_seven_pairs(counts) or is_thirteen_orphans(counts)
    return False


def evaluate(hand: Hand, extras: Extras, options: Options) -> Evaluation | None:
    """The reading the hand wins with, counting nothing; None: it does not win."""
    if not wins(hand, options):
        return None
    special = option_values(options)["special_hands"]
    return Evaluation(LazyReading(hand, SHAPES if special else STANDARD), ())


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
