"""Mahjong Competition Rules (Chinese Official, Guobiao) with the MIL 2015 rulings:
81 fans, an 8-fan minimum, each loser pays 8 plus the fan (seeds 000 and 001)."""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from scoring.hand import Hand
from scoring.mcr.evaluate import Evaluation, evaluate
from scoring.mcr.fans import FANS, FLOWER_TILES, FanDef
from scoring.mcr.reading import Shape
from scoring.mcr.rulings import OPTIONS as RULING_OPTIONS
from scoring.mcr.rulings import rulings_of
from scoring.rules import Option, Options, RuleSystem
from scoring.settlement import Outcome, Payment, mcr_items

if TYPE_CHECKING:
    from scoring.extras import Extras
    from scoring.result import ScoreResult

NAME = "MCR"
MINIMUM = 8

# MCR's options (scoring.rules.Option): the rulings a tournament may choose, MIL 2015 by
# default (scoring/mcr/rulings.py, docs/rulings.md); `evaluate` receives them in `options`.
OPTIONS: tuple[Option, ...] = RULING_OPTIONS

# Every shape the reader finds (scoring.mcr.reading.Shape): four sets and a pair, seven
# pairs, thirteen orphans, the two knitted shapes, nine gates.
SHAPES = frozenset(shape.value for shape in Shape)


def _evaluate(hand: Hand, extras: Extras, options: Options) -> Evaluation | None:
    """The interface's evaluate: the best evaluation, or None if the hand does not win."""
    if not options.changed:  # the defaults: MIL 2015
        return evaluate(hand)[0]
    return evaluate(hand, rulings_of(options))[0]


def _settle(result: ScoreResult, outcome: Outcome, options: Options) -> tuple[Payment, ...]:
    """8 + fan from the discarder and 8 from the other two; self-drawn, 8 + fan from each
    (scoring.settlement.mcr_items). The flowers count in the fan paid."""
    return mcr_items(result.total, outcome)


def _minimum_total(result: ScoreResult) -> int | Fraction:
    """MCR's 8-fan minimum does not count the flowers."""
    return result.total - sum((f.total for f in result.fans if f.key == FLOWER_TILES), 0)


def not_winning_message(hand: Hand, options: Options | None = None) -> str:
    return (
        "This hand does not win: its tiles do not make four sets and a pair, seven pairs, "
        "thirteen orphans or a knitted hand."
        + (
            " (With declared sets, the concealed tiles must make the remaining sets and the pair.)"
            if hand.melds
            else ""
        )
    )


RULES = RuleSystem(
    name="mcr",
    title="Mahjong Competition Rules (MIL 2015)",
    fans=FANS,
    minimum=MINIMUM,
    evaluate=_evaluate,
    settle=_settle,
    code=NAME,
    aliases=("MCR",),
    label="MCR",
    options=OPTIONS,
    shapes=SHAPES,
    extras=frozenset({"from"}),
    from_required=False,  # without from=, a discard win still scores; payments are None
    minimum_total=_minimum_total,
    not_winning=not_winning_message,
    fractional_points=False,  # whole fan, whole points (8 + fan)
    claims=True,  # the players' claimed fans are checked against the tiles
    fixed_hands=16,  # its seat rotation is 16 hands
    compact_records=True,  # a plain win is its fan total: 8 + fan from the payers
    under_minimum=(
        "This hand scores {total} fan (flowers included): a win needs at least {minimum} "
        "fan without the flowers."
    ),
)

__all__ = ["FANS", "MINIMUM", "NAME", "OPTIONS", "RULES", "FanDef", "not_winning_message"]
