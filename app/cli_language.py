"""The CLI's part of the exports' language: `settings FILE --lang` stores the
tournament's language, `export FILE ... --lang` overrides it for one export.

Kept out of app/cli.py (which many hands edit): cli.py adds the options with
`add_lang_option` and calls `set_language` / `export_language`.
"""

from __future__ import annotations

import argparse
import dataclasses

from app.domain.errors import Refused
from app.domain.service import TournamentService
from app.export.language import LABELS, LANGUAGES, check


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


def set_language(svc: TournamentService, args: argparse.Namespace) -> int:
    """`settings FILE --lang L`: the language of the tournament's exports; without
    --lang, print the settings this command sets."""
    settings = svc.settings()
    if args.lang is None:
        lang = settings.language or "en"
        print(f"Exports' language: {lang} ({LABELS.get(lang, lang)})")
        return 0
    if settings.language == args.lang:
        print(f"The exports' language is already {args.lang}.")
        return 0
    svc.update_settings(dataclasses.replace(settings, language=args.lang))
    print(f"The exports are now written in {args.lang} ({LABELS[args.lang]}).")
    return 0


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
