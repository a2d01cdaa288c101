"""MahJong Online (seed 003; spec shared/design/rules/mahjong-online.md): fan 0-12 from
scoring hands, auxiliary points worth 1/2 or 1 fan, the basic-score table, dealer and
self-feed multipliers, and ordered liability (docs/rules-mahjong-online.md)."""

from __future__ import annotations

from scoring.hand import Hand
from scoring.mahjong_online.check import check_record
from scoring.mahjong_online.claims import check_claims, claims_json, claims_text
from scoring.mahjong_online.elements import ELEMENTS, MAX
from scoring.mahjong_online.evaluate import evaluate
from scoring.mahjong_online.fan_entry import fan_payments
from scoring.mahjong_online.options import OPTIONS
from scoring.mahjong_online.settlement import (
    basic_score,
    payments_from_fan,
    settle,
    settle_winners,
    total_score,
)
from scoring.rules import Options, RuleSystem
from scoring.tiles import KNITTED_STRAIGHTS

NAME = "MO"
MINIMUM = 2


def not_winning(hand: Hand, options: Options) -> str:
    counts = hand.counts()
    suited = frozenset(t for t in range(27) if counts[t])
    if not hand.melds and suited in KNITTED_STRAIGHTS and sum(counts[27:]) == 5:
        return (
            "This hand does not win: 13 Individuals needs 147, 258, 369 in three suits, "
            "three single honors and a pair of a fourth honor."
        )
    return (
        "This hand does not win: its tiles do not make four sets and a pair, seven pairs, "
        "13 Individuals or Thirteen Orphans."
        + (
            " (With declared sets, the concealed tiles must make the remaining sets and the pair.)"
            if hand.melds
            else ""
        )
    )


RULES = RuleSystem(
    name="mahjong-online",
    title="MahJong Online",
    label="MahJong Online",
    fans=ELEMENTS,
    minimum=MINIMUM,
    evaluate=evaluate,
    settle=settle,
    code=NAME,
    aliases=("MO",),
    options=OPTIONS,
    minimum_option="min_fan",
    cap=MAX,
    shapes=frozenset({"four sets and a pair", "seven pairs", "thirteen orphans", "13 individuals"}),
    extras=frozenset({"from", "first", "liable"}),
    from_required=True,
    flowers_option="flowers",  # off: check.py refuses flowers
    check_record=check_record,
    not_winning=not_winning,
    several_winners=True,  # every claimant of one discard wins (spec 6.4, O-15)
    fan_payments=fan_payments,
)

__all__ = [
    "ELEMENTS",
    "NAME",
    "OPTIONS",
    "RULES",
    "basic_score",
    "check_claims",
    "payments_from_fan",
    "claims_json",
    "claims_text",
    "settle_winners",
    "total_score",
]
