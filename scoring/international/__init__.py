"""The International Game (seed 002, part 1; shared/design/rules/international.md):
55 elements, special winning hands at the agreed maximum, a minimum and a cap from the
options, a chart from fan to full score, and the alert rule. Registry name
`international` (code INT). See docs/rules-international.md."""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from scoring.extras import Record
from scoring.hand import Hand
from scoring.rules import Options, RuleSystem

from .check import alert_liable, check_hand
from .elements import ELEMENTS, FLOWER_ELEMENTS, SWH
from .evaluate import SHAPES, evaluate
from .fan_entry import fan_payments
from .options import CHARTS, OPTIONS, check_options

if TYPE_CHECKING:
    from scoring.result import ScoreResult
from .settlement import full_score, settle, winning_priority

NAME = "INT"
TITLE = "The International Game"
LABEL = "the International game"


def _minimum_total(result: ScoreResult) -> int | Fraction:
    """The total compared with min_fan (3.3 step 5): a special winning hand always
    qualifies; the flower elements count unless flower_fans_count_for_minimum=off."""
    if any(f.key in SWH for f in result.fans):
        return max(result.raw_total, result.minimum)
    if result.options is not None and not result.options["flower_fans_count_for_minimum"]:
        return sum((f.total for f in result.fans if f.key not in FLOWER_ELEMENTS), 0)
    return result.raw_total


def _not_winning(hand: Hand, options: Options) -> str:
    text = (
        "This hand does not win in the International game: its tiles make neither four "
        "sets and a pair, seven pairs, thirteen orphans nor seven isolated stars."
    )
    if hand.melds:
        text += (
            " (With declared sets, the concealed tiles must make the remaining sets and the pair.)"
        )
    return text


def _check_record(record: Record, options: Options) -> None:
    if record.hand is not None:
        check_hand(record.hand, record.extras, options)


RULES = RuleSystem(
    name="international",
    title=TITLE,
    fans=ELEMENTS,
    minimum=3,
    evaluate=evaluate,
    settle=settle,
    code=NAME,
    aliases=("INT",),
    label=LABEL,
    options=OPTIONS,
    check_options=check_options,
    minimum_option="min_fan",
    cap_option="max_fan",
    shapes=SHAPES | {"seven isolated stars"},
    extras=frozenset({"from", "first", "chain", "liable"}),
    from_required=True,
    flower_win=True,
    named_flowers=True,  # seat flowers score: check.check_flowers refuses a count
    flowers_option="flowers",
    draw=False,
    minimum_total=_minimum_total,
    not_winning=_not_winning,
    check_record=_check_record,
    priority=(
        "a Thirteen Orphans hand wins first, else the first in turn after the discarder "
        "(right, opposite, left)"
    ),  # seed 002, "Winning Priority"
    fan_payments=fan_payments,
)

__all__ = [
    "CHARTS",
    "ELEMENTS",
    "NAME",
    "OPTIONS",
    "RULES",
    "alert_liable",
    "full_score",
    "settle",
    "winning_priority",
]
