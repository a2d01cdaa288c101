"""When the website was written, for every page's footer: local time with its zone,
so a player abroad (or reading a cached copy) knows how fresh the results are."""

from __future__ import annotations

from datetime import datetime

from app.export.language import when


def site_moment(printed_at: datetime | None) -> datetime:
    """The snapshot's moment when it has one (a reproducible site), else now, in the
    local zone."""
    return printed_at if printed_at is not None else datetime.now().astimezone()


def published_text(moment: datetime) -> str:
    """`moment` as the footer writes it, in the current export language:
    "2026-05-16 14:05 CET (UTC+01:00)", "... 14:05 UTC", "... 14:05 UTC+05:30" (a zone
    without a name). A moment without a zone is written as it is."""
    text = when(moment)
    offset = moment.utcoffset()
    if offset is None:
        return text
    minutes = int(offset.total_seconds()) // 60
    sign = "-" if minutes < 0 else "+"
    numeric = f"UTC{sign}{abs(minutes) // 60:02d}:{abs(minutes) % 60:02d}"
    name = moment.tzname() or ""
    if minutes == 0 and name in ("", "UTC", "GMT", "Z", "UTC+00:00"):
        return f"{text} UTC"
    if name.isalpha() and name not in ("UTC", "GMT"):
        return f"{text} {name} ({numeric})"
    return f"{text} {numeric}"
