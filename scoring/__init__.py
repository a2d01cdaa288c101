"""Pure-Python MCR scoring engine: tiles, notation, readings, waits, the 81 fans."""

from scoring.engine import fan_counts, score, score_hand, wait_table, waits, winning_tiles
from scoring.errors import HandError
from scoring.hand import Hand, Meld, MeldKind, Situation
from scoring.notation import format_hand, parse_hand
from scoring.result import ScoredFan, ScoreResult
from scoring.settlement import settle

__all__ = [
    "Hand",
    "HandError",
    "Meld",
    "MeldKind",
    "ScoreResult",
    "ScoredFan",
    "Situation",
    "fan_counts",
    "format_hand",
    "parse_hand",
    "score",
    "score_hand",
    "settle",
    "wait_table",
    "waits",
    "winning_tiles",
]
