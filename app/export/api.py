"""The export's public functions, for the CLI and the GUI (see the package docstring)."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Iterator
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path

from app.export import partial, ranking, rows
from app.export.language import using
from app.export.pdf import Selection, build_pdf
from app.export.snapshot import Snapshot
from app.export.source import snapshot_of
from app.export.xlsx import write_reports
from app.store.outputs import check_output

Progress = Callable[[float, str], None]

# Which workbook sheets a document choice (the PDF's document keys, shared with the
# GUI's list) brings; the sheet keys themselves are accepted too.
XLSX_SHEETS: dict[str, tuple[str, ...]] = {
    "standings": ("standings", "teams", "ema"),
    "seating": ("seating", "seats"),
    "cards": ("seats",),
    "scoresheets": ("seating",),
    "results": ("results", "penalties"),
    "hands": ("hands",),
}
SHEET_KEYS = ("standings", "teams", "results", "penalties", "hands", "seating", "seats", "ema")


def _tournament_path(source: object) -> Path | None:
    """The tournament file behind `source` (a service, a store or a workspace), if it
    has one (each has a `path`)."""
    for holder in (source, getattr(source, "service", None)):
        path = getattr(holder, "path", None)
        if path is not None:
            return Path(path)
    return None


def check_export_path(source: object, path: str | Path, kind: str, overwrite: bool = False) -> Path:
    """`path` if an export of `kind` ("xlsx", "pdf") may be written there: never the
    tournament file, its companions or its backups (OutputRefused); an existing file
    that is not an earlier export of that kind only with `overwrite`
    (OutputNeedsConfirmation otherwise: the GUI asks, the CLI refuses)."""
    return check_output(path, kind, _tournament_path(source), allow_other=overwrite)


@contextmanager
def _atomic(path: str | Path) -> Iterator[Path]:
    """Write to a temporary file of this writer's own beside `path`, then put it in
    place in one step: a failed or cancelled export leaves the previous file (or none),
    never half a file, and exports to one path at the same moment each write their own
    file (the last one in place wins, complete)."""
    final = Path(path)
    if not final.parent.is_dir():
        raise FileNotFoundError(f"Cannot write {final}: there is no folder {final.parent}.")
    temp = partial.new_temp(final)
    try:
        yield temp
        os.replace(temp, final)
    finally:
        if temp.exists():
            temp.unlink()


def _sheets(documents: Iterable[str] | None) -> list[str] | None:
    if documents is None:
        return None
    wanted: set[str] = set()
    for d in documents:
        key = d.strip().lower()
        if key in XLSX_SHEETS:
            wanted.update(XLSX_SHEETS[key])
        elif key in SHEET_KEYS:
            wanted.add(key)
        else:
            choices = ", ".join(sorted(set(SHEET_KEYS) | set(XLSX_SHEETS)))
            raise ValueError(f"unknown document {d!r}; choose from {choices}")
    # A choice that brings no sheet (none at all) still gets a workbook: all of it.
    return [k for k in SHEET_KEYS if k in wanted] or None


def write_xlsx(
    source: object,
    path: str | Path,
    progress: Progress | None = None,
    documents: Iterable[str] | None = None,
    overwrite: bool = False,
    lang: str | None = None,
) -> Path:
    """The Excel workbook: standings, team standings, table results, penalties, hand log,
    seating plan, seats by player, European results. `documents` narrows the sheets.
    The path is checked first (`check_export_path`). `lang`: see `export_language`."""
    check_export_path(source, path, "xlsx", overwrite)
    keys = _sheets(documents)
    if progress:
        progress(0.0, "Excel: reading the tournament")
    snap = snapshot_of(source)
    with export_language(snap, lang):
        reports = [r for r in rows.workbook_reports(snap) if keys is None or r.key in keys]
        # The European results sheet is what a ranking body reads: the header block on top.
        preambles = {"ema": ranking.header_rows(snap)}
        with _atomic(path) as temp:
            write_reports(
                reports,
                temp,
                progress,
                title=snap.event,
                heading=snap.heading,
                preambles=preambles,
            )
    return Path(path)


def write_ranking(source: object, path: str | Path, overwrite: bool = False) -> list[str]:
    """The ranking body's results file (app/export/ranking.py), as .xlsx or .csv by
    `path`'s suffix; returns the warnings (what the ranking body would miss)."""
    suffix = Path(path).suffix.lower()
    if suffix not in ranking.FORMATS:
        raise ValueError(f"the ranking file is written as .xlsx or .csv, not '{Path(path).name}'")
    check_export_path(source, path, suffix[1:], overwrite)
    snap = snapshot_of(source)
    result = ranking.ranking_file(snap)
    with _atomic(path) as temp:
        if suffix == ".csv":
            ranking.write_ranking_csv(result, temp)
        else:
            ranking.write_ranking_xlsx(result, temp, snap.heading)
    return list(result.warnings)


def write_pdf(
    source: object,
    path: str | Path,
    documents: Iterable[str] | None = None,
    page_size: str = "A4",
    progress: Progress | None = None,
    session: int | None = None,
    table: int | None = None,
    hand: int | None = None,
    overwrite: bool = False,
    lang: str | None = None,
) -> Path:
    """One PDF with the chosen documents (default: the full set, see pdf.FULL_SET), A4
    or Letter. `session`, `table` and `hand` narrow the per-session documents. The path
    is checked first (`check_export_path`). `lang`: see `export_language`."""
    check_export_path(source, path, "pdf", overwrite)
    if progress:
        progress(0.0, "PDF: reading the tournament")
    snap = snapshot_of(source)
    with export_language(snap, lang), _atomic(path) as temp:
        build_pdf(snap, temp, documents, page_size, progress, Selection(session, table, hand))
    return Path(path)


def export_language(snap: Snapshot, lang: str | None) -> AbstractContextManager[str]:
    """Write inside in `lang` ("en", "zh_CN"), or, when it is None, in the tournament's
    language setting, else English. An unknown language is a ValueError naming it."""
    return using(lang if lang is not None else snap.language or None)


def standings_pdf(
    source: object,
    path: str | Path,
    page_size: str = "A4",
    progress: Progress | None = None,
    lang: str | None = None,
) -> Path:
    """Individual and team standings."""
    return write_pdf(source, path, ["standings"], page_size, progress, lang=lang)


def seating_pdf(
    source: object,
    path: str | Path,
    session: int | None = None,
    page_size: str = "A4",
    progress: Progress | None = None,
    lang: str | None = None,
) -> Path:
    """Each session's tables, and where each player sits, for one session or all."""
    return write_pdf(source, path, ["seating"], page_size, progress, session=session, lang=lang)


def player_cards_pdf(
    source: object,
    path: str | Path,
    page_size: str = "A4",
    progress: Progress | None = None,
    lang: str | None = None,
) -> Path:
    """A card per player with their table and seat in every session."""
    return write_pdf(source, path, ["cards"], page_size, progress, lang=lang)


def score_sheets_pdf(
    source: object,
    path: str | Path,
    session: int | None = None,
    table: int | None = None,
    page_size: str = "A4",
    progress: Progress | None = None,
    lang: str | None = None,
) -> Path:
    """Blank score sheets for every table of a session (or of every session)."""
    return write_pdf(source, path, ["scoresheets"], page_size, progress, session, table, lang=lang)


def match_result_pdf(
    source: object,
    path: str | Path,
    session: int,
    table: int,
    page_size: str = "A4",
    progress: Progress | None = None,
    lang: str | None = None,
) -> Path:
    """The filled-in result sheet of one played match."""
    return write_pdf(source, path, ["results"], page_size, progress, session, table, lang=lang)


def hand_detail_pdf(
    source: object,
    path: str | Path,
    session: int,
    table: int,
    hand: int,
    page_size: str = "A4",
    progress: Progress | None = None,
    lang: str | None = None,
) -> Path:
    """One scored hand: its tiles and every fan."""
    check_export_path(source, path, "pdf")
    snap = snapshot_of(source)
    rows.hand_detail(snap, session, table, hand)  # KeyError now, not a blank page later
    return write_pdf(snap, path, ["hands"], page_size, progress, session, table, hand, lang=lang)
