"""A scored hand's fans for the reports: their names in the export's language and the
tiles that make each fan (found again by the engine)."""

from __future__ import annotations

from app.export.language import chinese
from app.export.snapshot import FanLine


def fan_names(f: FanLine) -> tuple[str, str]:
    """A fan's two names for the hand detail: the export's language first."""
    return (f.name_zh or f.name, f.name) if chinese() else (f.name, f.name_zh)


def fans_with_tiles(
    notation: str, lines: tuple[FanLine, ...], options: dict[str, str] | None = None
) -> tuple[FanLine, ...]:
    """The stored fans, each with the tiles or sets that make it (scored again under the
    tournament's MCR rulings `options`).

    The tournament file keeps each fan's name and value, not its tiles; the engine
    finds them again from the notation. If it scores the hand differently (another
    engine version), the stored fans are shown as they are.
    """
    try:
        from scoring import HandError, score_hand
    except ImportError:
        return lines
    try:
        scored = score_hand(notation, options=options)
    except (HandError, ValueError):
        return lines
    found = [(f.fan_id, f.name, f.points, f.count) for f in scored.fans]
    if lines and found != [(f.fan_id, f.name, f.points, f.count) for f in lines]:
        return lines
    return tuple(
        FanLine(
            f.name,
            f.points,
            f.count,
            f.fan_id,
            f.name_zh,
            "; ".join(" ".join(group) for group in getattr(f, "tiles", ()) or ()),
        )
        for f in scored.fans
    )
