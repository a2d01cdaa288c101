"""The CLI's part of the exports' language: `export FILE ... --lang` overrides the
tournament's language (set with `settings FILE --lang`, app/cli/settings.py) for one
export. The parser adds the option with `add_lang_option`; `export` asks
`export_language`.
"""

from __future__ import annotations

import argparse

from app.domain.details import LANGUAGES
from app.domain.errors import Refused
from app.domain.service import TournamentService
from app.export.language import check


def _language(text: str) -> str:
    """An argparse type: en or zh_CN (zh-CN and any case accepted)."""
    try:
        return check(text)
    except ValueError as e:
        raise argparse.ArgumentTypeError(str(e)) from None


def add_lang_option(parser: argparse.ArgumentParser, what: str) -> None:
    parser.add_argument(
        "--lang",
        type=_language,
        metavar="|".join(LANGUAGES),
        help=what,
    )


def export_language(svc: TournamentService, args: argparse.Namespace) -> str:
    """The language of this export: --lang, else the tournament's, else English. A
    stored language this version does not know is refused with its name."""
    if args.lang is not None:
        return str(args.lang)
    stored = svc.settings().language
    try:
        return check(stored)
    except ValueError as e:
        raise Refused(f"The tournament's language cannot be used: {e}.") from None
