"""Pure-Python scoring engine: tiles, notation, readings, waits, MCR's 81 fans, and the
rule-system interface other systems plug into (docs/rule-systems.md)."""

# First: picks the compiled modules or their pure sources (scoring/native.py).
from scoring import native as native
from scoring.engine import fan_counts, score, score_hand, wait_table, waits, winning_tiles
from scoring.errors import HandError
from scoring.hand import Hand, Meld, MeldKind, Situation
from scoring.notation import format_hand, parse_hand, parse_record
from scoring.result import ScoredFan, ScoreResult
from scoring.rules import (
    Element,
    Option,
    OptionError,
    Options,
    RuleSystem,
    get_rule_system,
    rule_systems,
    system_names,
)
from scoring.settlement import Outcome, Payment, settle

__all__ = [
    "Element",
    "Hand",
    "HandError",
    "Meld",
    "MeldKind",
    "Option",
    "OptionError",
    "Options",
    "Outcome",
    "Payment",
    "RuleSystem",
    "ScoreResult",
    "ScoredFan",
    "Situation",
    "fan_counts",
    "format_hand",
    "get_rule_system",
    "parse_hand",
    "parse_record",
    "rule_systems",
    "score",
    "score_hand",
    "settle",
    "system_names",
    "wait_table",
    "waits",
    "winning_tiles",
]
