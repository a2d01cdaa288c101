"""The CLI's publishing helpers: the PDF's session and table
choice (`export --pdf OUT --session S [--table T]`), columns that stay aligned with
Chinese, Japanese and Korean names, and the note on teams of different sizes."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from app.domain.errors import Refused
from app.domain.service import TournamentService
from app.domain.teams import size_note


def add_pdf_selection(p: argparse.ArgumentParser, session: Any, table: Any) -> None:
    """`--session S [--table T]` on `export`: the PDF of one session or one match."""
    p.add_argument(
        "--session",
        type=session,
        help="with --pdf: only this session's sheets; with --table-cards: the cards' session",
    )
    p.add_argument("--table", type=table, help="with --pdf and --session: only this match")


def pdf_selection(svc: TournamentService, args: argparse.Namespace) -> dict[str, Any]:
    """The keyword arguments narrowing `write_pdf` to the chosen session or match,
    checked before anything is written (a refusal names what is wrong)."""
    session, table = getattr(args, "session", None), getattr(args, "table", None)
    if session is None and table is None:
        return {}
    if not args.pdf:
        raise Refused("--session and --table choose the PDF's sheets: give --pdf OUT.pdf too.")
    if session is None:
        raise Refused("--table needs --session: give the session of the match.")
    if not 1 <= session <= svc.settings().sessions:
        raise Refused(f"There is no session {session} (1 to {svc.settings().sessions}).")
    if table is not None:
        svc.table(session, table)  # "there is no table T in session S" otherwise
        # The session's pack, narrowed to one match: its blank and filled-in sheets.
        return {"session": session, "table": table}
    return {"session": session}


# The documents of a session's (or a match's) PDF: the rest (standings, cards, the
# hand log) are the whole tournament's and would not be narrowed.
SESSION_DOCUMENTS = ("seating", "scoresheets", "results")


def warn_team_sizes(svc: TournamentService) -> None:
    """A note on stderr when the teams are of different sizes (see app/domain/teams.py)."""
    note = size_note(r.members for r in svc.team_standings())
    if note:
        print(f"note: {note}", file=sys.stderr)
