"""Mahjong Competition Rules (Chinese Official, Guobiao) with the MIL 2015 rulings:
81 fans, an 8-fan minimum, each loser pays 8 plus the fan (seeds 000 and 001)."""

from scoring.mcr.evaluate import evaluate
from scoring.mcr.fans import FANS, FanDef
from scoring.rules import RuleSystem
from scoring.settlement import settle

NAME = "MCR"
MINIMUM = 8

RULES = RuleSystem(
    name=NAME,
    title="Mahjong Competition Rules (MIL 2015)",
    fans=FANS,
    minimum=MINIMUM,
    evaluate=evaluate,
    settle=settle,
)

__all__ = ["FANS", "MINIMUM", "NAME", "RULES", "FanDef"]
