"""`export FILE --xlsx OUT.xlsx --pdf OUT.pdf --html DIR --ranking OUT.xlsx|OUT.csv`."""

from __future__ import annotations

import argparse

from app.cli.language import export_language
from app.cli.publish import SESSION_DOCUMENTS, pdf_selection
from app.cli.ranking import export_ranking
from app.domain.errors import Refused
from app.domain.service import TournamentService


def _export(svc: TournamentService, args: argparse.Namespace) -> int:
    if not args.xlsx and not args.pdf and not args.html and not args.ranking:
        raise Refused(
            "Give --xlsx OUT.xlsx, --pdf OUT.pdf, --html DIR and/or --ranking OUT.xlsx|OUT.csv."
        )
    if args.ranking:
        export_ranking(svc, args.ranking)
    try:
        import app.export as export
    except ImportError as e:
        raise Refused(f"The Excel/PDF export is not available in this build ({e}).") from None
    lang = export_language(svc, args)
    selection = pdf_selection(svc, args)
    for option, writer_name in (
        (args.xlsx, "write_xlsx"),
        (args.pdf, "write_pdf"),
        (args.html, "write_html"),
    ):
        if not option:
            continue
        writer = getattr(export, writer_name, None)
        if writer is None:
            raise Refused(f"The export has no {writer_name} yet.")
        try:
            if selection and writer_name == "write_pdf":
                writer(svc, option, SESSION_DOCUMENTS, lang=lang, **selection)
            else:
                writer(svc, option, lang=lang)
        except (OSError, ValueError) as e:
            text = str(e)  # the export may have named the file already
            raise Refused(
                text if text.startswith("Cannot write") else f"Cannot write {option}: {text}"
            ) from None
        print(f"Wrote {option}")
    return 0


COMMANDS = {"export": _export}
