"""`export FILE --xlsx OUT.xlsx --pdf OUT.pdf --html DIR --ranking OUT.xlsx|OUT.csv
--table-cards OUT.pdf --session S`."""

from __future__ import annotations

import argparse
from collections.abc import Callable

from app.cli.language import export_language
from app.cli.publish import SESSION_DOCUMENTS, pdf_selection
from app.cli.ranking import export_ranking
from app.cli.table_cards import check_table_cards_options, export_table_cards
from app.domain.errors import Refused
from app.domain.service import TournamentService


def _export(svc: TournamentService, args: argparse.Namespace) -> int:
    if not any((args.xlsx, args.pdf, args.html, args.ranking, args.table_cards)):
        raise Refused(
            "Give --xlsx OUT.xlsx, --pdf OUT.pdf, --html DIR, --ranking OUT.xlsx|OUT.csv "
            "and/or --table-cards OUT.pdf --session S."
        )
    check_table_cards_options(args)
    if args.ranking:
        export_ranking(svc, args.ranking)
    try:
        import app.export as export
    except ImportError as e:
        raise Refused(f"The Excel/PDF export is not available in this build ({e}).") from None
    lang = export_language(svc, args)
    # With --table-cards alone, --session is the cards' session, not the PDF's.
    selection = pdf_selection(svc, args) if args.pdf or not args.table_cards else {}
    # A session's or a match's PDF holds only the documents that narrow to it.
    documents = SESSION_DOCUMENTS if selection else None
    writers: tuple[tuple[str | None, Callable[[str], object]], ...] = (
        (args.xlsx, lambda out: export.write_xlsx(svc, out, lang=lang)),
        (args.pdf, lambda out: export.write_pdf(svc, out, documents, lang=lang, **selection)),
        (args.html, lambda out: export.write_html(svc, out, lang=lang)),
    )
    for option, write in writers:
        if option:
            _write(option, write)
    if args.table_cards:
        export_table_cards(svc, args, lang)
    return 0


def _write(option: str, write: Callable[[str], object]) -> None:
    try:
        write(option)
    except (OSError, ValueError) as e:
        text = str(e)  # the export may have named the file already
        raise Refused(
            text if text.startswith("Cannot write") else f"Cannot write {option}: {text}"
        ) from None
    print(f"Wrote {option}")


COMMANDS = {"export": _export}
