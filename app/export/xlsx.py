"""Lays reports out as an Excel workbook: one sheet and one Excel table per report.

Written in openpyxl's write-only mode: the full 300-player workbook has some 200 000
cells, and streaming them keeps the export well inside its time budget.
"""

from __future__ import annotations

import contextlib
import re
import unicodedata
import warnings
from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING

from openpyxl import Workbook
from openpyxl.cell import Cell, WriteOnlyCell
from openpyxl.styles import Alignment, Font, NamedStyle, PatternFill
from openpyxl.utils import get_column_letter
from openpyxl.worksheet.filters import AutoFilter
from openpyxl.worksheet.table import Table, TableColumn, TableStyleInfo

from app.export.rows import POINTS, TEXT, Report, format_exact
from scoring import terminal

if TYPE_CHECKING:
    from openpyxl.styles.cell_style import StyleArray
    from openpyxl.worksheet._write_only import WriteOnlyWorksheet

Progress = Callable[[float, str], None]

STYLE_HEADER = "Report header"
STYLE_TEXT = "Report text"
STYLE_POINTS = "Report table points"

# Excel treats these as the start of a formula when a user edits the cell.
FORMULA_START = ("=", "+", "-", "@")
# XML 1.0 forbids most control characters; openpyxl refuses them rather than escaping.
_ILLEGAL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f]")
_SHEET_FORBIDDEN = re.compile(r"[\[\]:*?/\\]")
MAX_WIDTH = 60


def _named_styles() -> list[NamedStyle]:
    header = NamedStyle(STYLE_HEADER)
    header.font = Font(bold=True, color="FFFFFF")
    header.fill = PatternFill("solid", fgColor="305496")
    header.alignment = Alignment(horizontal="center", vertical="center", wrap_text=True)
    text = NamedStyle(STYLE_TEXT)
    text.alignment = Alignment(horizontal="left")
    points = NamedStyle(STYLE_POINTS, number_format="0.00")
    points.alignment = Alignment(horizontal="right")
    return [header, text, points]


def clean_text(text: str) -> str:
    return _ILLEGAL.sub("", unicodedata.normalize("NFC", text))


# Column width in Excel's character units: East Asian wide characters count twice
# (the terminal's measure: one function for the CLI, the scoring tool and the workbook).
display_width = terminal.display_width


class _Cells:
    """Makes one sheet's cells.

    A plain int or str goes to openpyxl as it is: it writes those through one reused
    cell, in the default style, which already shows integers as integers and text left
    aligned. Only what needs a format gets a cell of its own with a named style (the
    header, table points, text that looks like a formula): on a 150 000-cell workbook
    that halves the time. Each named style is resolved to its style array once.
    """

    def __init__(self, ws: WriteOnlyWorksheet) -> None:
        self.ws = ws
        self.styles: dict[str, StyleArray] = {}
        for name in (STYLE_HEADER, STYLE_TEXT, STYLE_POINTS):
            proto = WriteOnlyCell(ws)
            proto.style = name
            self.styles[name] = proto._style
        proto = WriteOnlyCell(ws)
        proto.style = STYLE_TEXT
        proto.quotePrefix = True
        self.quoted = proto._style

    def make(self, value: object, kind: str) -> Cell | int | float | str | None:
        if value is None or value == "":
            # Left out of the file altogether: most hands have no tiles, most players
            # no penalty, and an empty cell costs as much to write as a full one.
            return None
        if isinstance(value, Fraction) and kind != POINTS:
            # A hand's points or fan: exact. A half (any power-of-two denominator) is
            # exact as a binary number and shown in full; a third is written as text.
            if value.denominator & (value.denominator - 1) == 0:
                return float(value)
            return str(value)
        if isinstance(value, Fraction) or (kind == POINTS and isinstance(value, int)):
            # Table points: Excel has no exact fractions; 0.00 shows 7/3 as 2.33.
            return Cell(self.ws, 1, 1, float(value), self.styles[STYLE_POINTS])
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        text = clean_text(str(value))
        if not text.startswith(FORMULA_START):
            return text
        # openpyxl makes any string starting with '=' a formula: force plain text, and
        # the quote prefix keeps Excel from reading it as one when the user edits it.
        cell = Cell(self.ws, 1, 1, text, self.quoted)
        cell.data_type = "s"
        return cell

    def header(self, title: str) -> Cell:
        cell = Cell(self.ws, 1, 1, clean_text(title), self.styles[STYLE_HEADER])
        cell.data_type = "s"
        return cell


def _text_of(value: object, kind: str) -> str:
    if value is None:
        return ""
    if isinstance(value, Fraction) and kind != POINTS:
        return format_exact(value)
    if isinstance(value, Fraction) or (kind == POINTS and isinstance(value, int | float)):
        return f"{float(value):.2f}"
    return str(value)


def _widths(report: Report) -> list[float]:
    widths = [display_width(c.title) + 2.0 for c in report.columns]
    for row in report.rows:
        for i, value in enumerate(row):
            w = display_width(_text_of(value, report.columns[i].kind))
            if w + 2 > widths[i]:
                widths[i] = w + 2.0
    return [min(w, MAX_WIDTH) for w in widths]


def _sheet_title(title: str, taken: set[str]) -> str:
    base = _SHEET_FORBIDDEN.sub(" ", title)[:31].strip() or "Sheet"
    name, n = base, 2
    while name.lower() in taken:
        suffix = f" {n}"
        name, n = base[: 31 - len(suffix)] + suffix, n + 1
    taken.add(name.lower())
    return name


def _table_name(key: str, taken: set[str]) -> str:
    # Excel table names: letters, digits and underscores, starting with a letter.
    base = "t_" + re.sub(r"\W", "_", key, flags=re.ASCII)
    name, n = base, 2
    while name in taken:
        name, n = f"{base}_{n}", n + 1
    taken.add(name)
    return name


def _unique_headers(report: Report) -> list[str]:
    # An Excel table needs distinct, non-empty header texts.
    seen: set[str] = set()
    headers = []
    for col in report.columns:
        title, n = clean_text(col.title) or "Column", 2
        while title.lower() in seen:
            title, n = f"{col.title} {n}", n + 1
        seen.add(title.lower())
        headers.append(title)
    return headers


def write_reports(
    reports: Sequence[Report],
    path: str | Path,
    progress: Progress | None = None,
    title: str = "",
    heading: str = "",
    preambles: Mapping[str, Sequence[tuple[str, object]]] | None = None,
) -> Path:
    """Write each report to its own sheet; returns the path written. `heading` (default:
    `title`) is printed at the top of every sheet's pages: the event and its rules.
    `preambles` maps a report's key to (label, value) rows written above its table
    (the ranking bodies' header block: tournament, place, dates, ...)."""
    path = Path(path)
    wb = Workbook(write_only=True)
    wb.properties.title = clean_text(title) or None
    wb.properties.creator = "MCR Tournament Manager"
    for style in _named_styles():
        wb.add_named_style(style)  # once per workbook; cells refer to them by name
    sheet_names: set[str] = set()
    table_names: set[str] = set()
    # Progress by rows written: the hand log alone is most of a big workbook.
    total = sum(len(r.rows) + 1 for r in reports) or 1
    done = 0

    def tick(rows: int, title: str) -> None:
        nonlocal done
        done += rows
        if progress:
            progress(0.95 * done / total, f"Excel: {title}")

    try:
        for report in reports:
            tick(0, report.title)
            preamble = (preambles or {}).get(report.key, ())
            _write_sheet(wb, report, sheet_names, table_names, tick, heading or title, preamble)
        if progress:
            progress(0.95, "Excel: saving")
        wb.save(path)
    except BaseException:
        # Cancelled or failed (saving too: a full disk, a folder gone): finish the
        # streamed sheets now, or their pending writers print "Exception ignored ...
        # closed file" when they are collected, after the caller's clean message.
        _close_sheets(wb)
        raise
    if progress:
        progress(1.0, "Excel: done")
    return path


def _close_sheets(wb: Workbook) -> None:
    """Close every streamed sheet not closed yet and remove its temporary file."""
    for ws in wb.worksheets:
        with contextlib.suppress(Exception):
            ws.close()
        writer = getattr(ws, "_writer", None)
        with contextlib.suppress(Exception):
            if writer is not None and isinstance(writer.out, str):
                writer.cleanup()


def _write_sheet(
    wb: Workbook,
    report: Report,
    sheet_names: set[str],
    table_names: set[str],
    tick: Callable[[int, str], None],
    heading: str = "",
    preamble: Sequence[tuple[str, object]] = (),
) -> WriteOnlyWorksheet:
    ws = wb.create_sheet(_sheet_title(report.title, sheet_names))
    # The table starts below the preamble and an empty row between them.
    top = len(preamble) + 2 if preamble else 1
    if heading:  # printed at the top of every page: the event, its rules and options
        ws.oddHeader.center.text = clean_text(heading).replace("&", "&&")
    if report.note:  # printed too; Excel allows 255 characters for the whole header
        ws.oddHeader.left.text = clean_text(report.note)[:100].replace("&", "&&")
    # Write-only sheets take layout before the first row is appended.
    ws.freeze_panes = f"A{top + 1}"
    # Printed from Excel: landscape, as wide as the page, the header on every page.
    ws.print_title_rows = f"{top}:{top}"
    ws.page_setup.orientation = "landscape"
    ws.page_setup.fitToWidth = 1
    ws.page_setup.fitToHeight = 0
    ws.sheet_properties.pageSetUpPr.fitToPage = True
    widths = _widths(report)
    if preamble:  # the labels stand in the first column: wide enough to read
        widths[0] = max(widths[0], *(display_width(label) + 2.0 for label, _ in preamble))
    for i, width in enumerate(widths, start=1):
        ws.column_dimensions[get_column_letter(i)].width = width
    headers = _unique_headers(report)
    cells = _Cells(ws)
    for label, value in preamble:
        ws.append([cells.header(label), cells.make(value, TEXT)])
    if preamble:
        ws.append([])
    ws.append([cells.header(title) for title in headers])
    kinds = [c.kind for c in report.columns]
    make = cells.make
    for index, row in enumerate(report.rows, start=1):
        ws.append([make(v, k) for v, k in zip(row, kinds, strict=True)])
        if index % 2000 == 0:
            tick(2000, report.title)
    tick(len(report.rows) % 2000 + 1, report.title)
    # A table needs a data row: an empty report gets one empty row, as Excel does.
    last_row = max(len(report.rows), 1) + top
    ref = f"A{top}:{get_column_letter(len(report.columns))}{last_row}"
    table = Table(displayName=_table_name(report.key, table_names), ref=ref)
    # A write-only sheet cannot be read back to name the columns: name them here.
    table.tableColumns = [TableColumn(id=i, name=t) for i, t in enumerate(headers, 1)]
    table.autoFilter = AutoFilter(ref=ref)
    table.tableStyleInfo = TableStyleInfo(name="TableStyleMedium2", showRowStripes=True)
    with warnings.catch_warnings():
        # openpyxl warns on every write-only table that its columns must be given
        # by hand; they are, just above.
        warnings.filterwarnings("ignore", "In write-only mode", UserWarning)
        ws.add_table(table)
    return ws
