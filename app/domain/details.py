"""The tournament's details for publishing: where and when it is played, its country,
the ranking body's id for it and the language of its results.

`normalised` tidies them (spacing, a country code in capitals, "zh-CN" as "zh_CN",
blank as None) and refuses a bad one with one clear message; the service calls it
before a tournament is created and on every settings change.
"""

from __future__ import annotations

import dataclasses
import datetime
import re

from app.domain import limits
from app.domain.errors import Refused
from app.domain.model import TournamentSettings

LANGUAGES = ("en", "zh_CN")
MAX_PLACE = 120  # a venue's or a city's name
MAX_RANKING_ID = 40  # a ranking body's tournament id (EMA: a number; others: codes)
_ISO_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


def checked_date(value: str | None, what: str) -> str | None:
    """An ISO date (YYYY-MM-DD) that exists, or None when blank."""
    text = (value or "").strip()
    if not text:
        return None
    if not _ISO_DATE.fullmatch(text):
        raise Refused(f"The {what} is written YYYY-MM-DD (like 2026-05-02), not '{text[:30]}'.")
    try:
        datetime.date.fromisoformat(text)
    except ValueError:
        raise Refused(f"The {what} {text} is not a date of the calendar (YYYY-MM-DD).") from None
    return text


def checked_country(value: str | None) -> str | None:
    """A two-letter country code (ISO 3166, as the ranking bodies use), in capitals."""
    text = (value or "").strip()
    if not text:
        return None
    if not re.fullmatch(r"[A-Za-z]{2}", text):
        raise Refused(
            f"The tournament's country is a two-letter country code (like DE, CN, GB), "
            f"not '{text[:30]}'."
        )
    return text.upper()


def checked_language(value: str | None) -> str | None:
    """en or zh_CN ("zh-CN" and any case accepted), or None when not chosen."""
    text = (value or "").strip()
    if not text:
        return None
    for lang in LANGUAGES:
        if text.replace("-", "_").lower() == lang.lower():
            return lang
    raise Refused(f"unknown language {text[:30]!r}; choose from {', '.join(LANGUAGES)}")


def normalised(settings: TournamentSettings) -> TournamentSettings:
    """`settings` with its details tidied and checked (Refused on a bad one)."""
    start = checked_date(settings.start_date, "start date")
    end = checked_date(settings.end_date, "end date")
    if start and end and end < start:  # ISO dates compare as text
        raise Refused(f"The tournament ends before it starts ({end} is before {start}).")
    return dataclasses.replace(
        settings,
        venue=limits.clean_text(settings.venue, "venue", MAX_PLACE),
        city=limits.clean_text(settings.city, "city", MAX_PLACE),
        country=checked_country(settings.country),
        start_date=start,
        end_date=end,
        ranking_id=limits.clean_text(settings.ranking_id, "ranking-body id", MAX_RANKING_ID),
        language=checked_language(settings.language),
    )
