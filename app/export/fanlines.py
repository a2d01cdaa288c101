"""A scored hand's fans for the reports: their names in the export's language, and the
tiles of an old record's fans (found again by the engine).

The fan lines are the domain's `FanLine`: a record stores each fan's tiles, so the
reports read them from the record; only a record stored before fans kept their tiles is
scored again (`fans_with_tiles`)."""

from __future__ import annotations

from app.domain.model import FanLine
from app.export.language import chinese


def fan_names(f: FanLine) -> tuple[str, str]:
    """A fan's two names for the hand detail: the export's language first."""
    return (f.name_zh or f.name, f.name) if chinese() else (f.name, f.name_zh)


def fans_with_tiles(
    notation: str, lines: tuple[FanLine, ...], options: dict[str, str] | None = None
) -> tuple[FanLine, ...]:
    """The fans of an old record, each with the tiles or sets that make it (scored again
    under the tournament's MCR rulings `options`).

    A tournament file written before fans kept their tiles holds each fan's name and
    value only; the engine finds the tiles again from the notation. If it scores the
    hand differently (another engine version), the stored fans are shown as they are.
    """
    from app.domain.handtiles import lines as scored_lines
    from scoring import HandError, score_hand

    try:
        scored = score_hand(notation, options=options)
    except (HandError, ValueError):
        return lines
    found = [(f.fan_id, f.name, f.points, f.count) for f in scored.fans]
    if lines and found != [(f.fan_id, f.name, f.points, f.count) for f in lines]:
        return lines
    return scored_lines(scored)  # the domain's own fan lines, as a new record stores them
