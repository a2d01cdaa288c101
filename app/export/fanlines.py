"""A scored hand's fans for the reports: their names in the export's language, and the
tiles of an old record's fans (found again by the engine).

The fan lines are the domain's `FanLine`: a record stores each fan's tiles, so the
reports read them from the record; only a record stored before fans kept their tiles is
scored again (`fans_with_tiles`)."""

from __future__ import annotations

from app.domain.model import FanLine, Points
from app.export.language import chinese, evidence


def fan_names(f: FanLine) -> tuple[str, str]:
    """A fan's two names for the hand detail: the export's language first."""
    return (f.name_zh or f.name, f.name) if chinese() else (f.name, f.name_zh)


def fan_row(f: FanLine) -> tuple[int | str | None, str, str, str, Points, int, Points]:
    """A fan's row in the hand detail: number, both names, its tiles (the engine's words
    in the export's language), points each time, times, total."""
    return (f.fan_id, *fan_names(f), evidence(f.tiles_text), f.points, f.count, f.total)


def detail_lines(
    notation: str | None, lines: tuple[FanLine, ...], options: dict[str, str] | None = None
) -> tuple[FanLine, ...]:
    """The fans a hand detail lists: the record's own, with their stored tiles; an old
    record's (a notation, and no fan with tiles) with tiles the engine finds again."""
    if notation and not any(f.tiles for f in lines):
        return fans_with_tiles(notation, lines, options)
    return lines


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
