"""The readings of a hand a rule system allows, from the engine's one reader.

`scoring.mcr.reading.all_readings` finds every way to read 14 tiles (four sets and a
pair, seven pairs, thirteen orphans, the knitted shapes, nine gates). A system declares
the shapes it allows (`RuleSystem.shapes`, the `Shape` values) and keeps those readings;
a shape the reader does not know (MahJong Online's 13 Individuals, the International
Game's seven isolated stars) is the system's own to find.
"""

from __future__ import annotations

from collections.abc import Iterable

from scoring.hand import Hand
from scoring.mcr.reading import Reading, Shape, all_readings

SHAPES = frozenset(shape.value for shape in Shape)


def readings(hand: Hand, shapes: Iterable[str]) -> list[Reading]:
    """Every reading of `hand` whose shape is one of `shapes` (Shape values, e.g.
    "four sets and a pair", "seven pairs"); empty if none: the hand does not win."""
    allowed = frozenset(shapes)
    unknown = allowed - SHAPES
    if unknown:
        raise ValueError(f"shapes the reader does not know: {', '.join(sorted(unknown))}")
    return [r for r in all_readings(hand) if r.shape.value in allowed]
