"""The Shenzhen game (seed 002, part 2; spec shared/design/rules/shenzhen.md): no fan, a
fixed settlement. A complete hand (four sets and a pair) wins 5X from the discarder or 5X
from each player when self-drawn, 10X from the robbed player; kongs are paid on declaring,
also in a drawn hand; a self-drawn win turns a horse (lucky draw).

`RULES` is the system (registry name `shenzhen`, code SZ). Its `fans` are empty: what a
hand is worth is its settlement items (`items.ITEMS`, in `ScoreResult.items`).
"""

from __future__ import annotations

from scoring.rules import RuleSystem
from scoring.shenzhen.check import check_record
from scoring.shenzhen.claims import ClaimCheck, check_claims, claims_json, claims_text
from scoring.shenzhen.evaluate import SHAPES, evaluate, not_winning
from scoring.shenzhen.items import ITEMS, LUCKY, lucky_owner
from scoring.shenzhen.options import OPTIONS
from scoring.shenzhen.outcome import settle_outcome
from scoring.shenzhen.settlement import settle

RULES = RuleSystem(
    name="shenzhen",
    title="The Shenzhen game",
    label="the Shenzhen game",
    fans={},  # no fan; the settlement items are ITEMS
    minimum=0,
    evaluate=evaluate,
    settle=settle,
    code="SZ",
    aliases=("SZ",),
    options=OPTIONS,
    shapes=SHAPES,
    extras=frozenset({"from", "horse", "kong"}),
    from_required=True,
    draw=True,
    flowers_option="flowers",  # off (the default): check.py refuses flowers
    not_winning=not_winning,
    check_record=check_record,
    fan_without_tiles=False,  # no fan: a win is its tiles or its outcome
    settle_outcome=settle_outcome,
)

__all__ = [
    "ITEMS",
    "LUCKY",
    "OPTIONS",
    "RULES",
    "ClaimCheck",
    "check_claims",
    "claims_json",
    "claims_text",
    "lucky_owner",
]
