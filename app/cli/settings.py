"""`settings FILE [--name N] [--venue V] ...`: the tournament's details for publishing
(docs/cli.md); the same options on `new`.

The parser (app/cli/parser.py) adds the options with `add_detail_options` (and
`add_name_options` to `players add/edit`); `new` passes `detail_values(args)` to a new
tournament's settings and the runner calls `settings_command` for `settings`.
"""

from __future__ import annotations

import argparse
import dataclasses
from typing import Any

from app.domain import details
from app.domain.errors import Refused
from app.domain.model import TournamentSettings
from app.domain.service import TournamentService

# option -> settings field; each takes text, '' clears it (on `settings`).
OPTIONS = (
    ("--venue", "venue", "the venue's name"),
    ("--city", "city", "the city"),
    ("--country", "country", "the country's two-letter code (ISO 3166), e.g. DE"),
    ("--start-date", "start_date", "the first day, YYYY-MM-DD"),
    ("--end-date", "end_date", "the last day, YYYY-MM-DD"),
    ("--ranking-id", "ranking_id", "the ranking body's id for this tournament"),
)


def add_name_options(parser: argparse.ArgumentParser) -> None:
    """`players add/edit`: the name in Latin letters and where the family name is."""
    parser.add_argument(
        "--romanised",
        help="the name in Latin letters, for the ranking bodies (e.g. 'Huang Zhiqiang')",
    )
    parser.add_argument(
        "--name-order",
        metavar="family-first|given-first",
        help="where the family name is in the name (default: from its script and country)",
    )


def _language(text: str) -> str:
    """An argparse type: en or zh_CN (zh-CN and any case accepted)."""
    try:
        return details.checked_language(text) or ""
    except Refused as e:
        raise argparse.ArgumentTypeError(str(e)) from None


def add_detail_options(parser: argparse.ArgumentParser) -> None:
    """The detail options (without --name, which `new` requires and `settings` takes)."""
    for option, field, what in OPTIONS:
        parser.add_argument(option, dest=field, help=what)
    parser.add_argument(
        "--lang",
        type=_language,
        metavar="en|zh_CN",
        help="the language of the tournament's results (exports)",
    )


def detail_values(args: argparse.Namespace) -> dict[str, Any]:
    """The details given on the command line, field -> text (None for ''). Any: they
    are keyword arguments of TournamentSettings, whose detail fields take text or None."""
    given = {field: getattr(args, field) for _, field, _ in OPTIONS}
    given["language"] = args.lang
    return {k: (v.strip() or None) for k, v in given.items() if v is not None}


def describe(s: TournamentSettings) -> list[str]:
    """The details as `settings FILE` prints them ('-' for one not set)."""
    if s.start_date and s.end_date and s.start_date != s.end_date:
        dates = f"{s.start_date} to {s.end_date}"
    else:
        dates = s.start_date or s.end_date or "-"
    return [
        f"Name: {s.name}",
        f"Venue: {s.venue or '-'}",
        f"City: {s.city or '-'}",
        f"Country: {s.country or '-'}",
        f"Dates: {dates}",
        f"Ranking-body id: {s.ranking_id or '-'}",
        f"Language: {s.language or 'en'}",
        f"Rules: {s.rule_system}, {s.sessions} sessions",
    ]


def only_shows(args: argparse.Namespace) -> bool:
    """`settings FILE` with nothing to change: opened read-only (never upgraded)."""
    return args.name is None and not detail_values(args)


def settings_command(svc: TournamentService, args: argparse.Namespace) -> int:
    """Change the details given (none: print them), then print them."""
    changes = detail_values(args)
    if args.name is not None:
        if not args.name.strip():
            raise Refused("The tournament needs a name.")
        changes["name"] = args.name.strip()
    if changes:
        svc.update_settings(dataclasses.replace(svc.settings(), **changes))
    for line in describe(svc.settings()):
        print(line)
    return 0
