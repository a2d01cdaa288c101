"""PDF infrastructure: the page template (header, footer, page x of y), styles, and
the layout of a `Report` as a table that repeats its header on every page."""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from datetime import datetime
from fractions import Fraction

from reportlab.lib import colors
from reportlab.lib.enums import TA_RIGHT
from reportlab.lib.pagesizes import A4, letter
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    BaseDocTemplate,
    Flowable,
    Frame,
    PageTemplate,
    Paragraph,
    Table,
    TableStyle,
)

from app.export.fonts import SANS, SANS_BOLD, draw_text, markup, register_fonts, single_font
from app.export.language import chinese, say, when
from app.export.outline import HeldPageBookmarks
from app.export.rows import INT, POINTS, Report, format_points

PAGE_SIZES = {"a4": A4, "letter": letter}
MARGIN = 14 * mm
HEADER_GAP = 9 * mm  # room for the header line above the frame and the footer below

HEADER_FILL = colors.HexColor("#305496")
STRIPE_FILL = colors.HexColor("#EEF2F8")
RULE = colors.HexColor("#8EA0BF")


def page_size(name: str) -> tuple[float, float]:
    try:
        return PAGE_SIZES[name.strip().lower()]
    except KeyError:
        raise ValueError(f"page size must be A4 or Letter, not {name!r}") from None


class NumberedCanvas(HeldPageBookmarks, Canvas):
    """Defers each page until the end so the footer can say 'page x of y'; bookmarks
    stay with their page (see outline.py)."""

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)
        self._page_states: list[dict[str, object]] = []
        self.page_label_at: tuple[float, float] | None = None
        self._section_title = ""  # set by each section's first flowable (SectionStart)

    def showPage(self) -> None:  # reportlab's name
        self._page_states.append(dict(self.__dict__))
        self.page_held()
        self._startPage()

    def save(self) -> None:
        total = len(self._page_states)
        for number, state in enumerate(self._page_states, start=1):
            self.__dict__.update(state)
            self.write_bookmarks()
            if self.page_label_at:
                x, y = self.page_label_at
                label = say("Page {number} of {total}", number=number, total=total)
                if chinese():  # CJK needs its font run by run
                    draw_text(self, x, y, label, 7.5, align="center")
                else:
                    self.setFont(SANS, 7.5)
                    self.drawCentredString(x, y, label)
            Canvas.showPage(self)
        Canvas.save(self)


class Section(Flowable):
    """Marks where a document starts: names it in the page header and the outline."""

    def __init__(self, title: str, key: str) -> None:
        super().__init__()
        self.title = title
        self.key = key

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        return 0, 0

    def draw(self) -> None:
        self.canv._section_title = self.title
        self.canv.bookmarkPage(self.key)
        self.canv.addOutlineEntry(self.title, self.key, level=0)


class Bookmark(Flowable):
    """An entry under the current section in the outline (a session, say); level 2 is
    one under the entry before it (a session's table)."""

    def __init__(self, title: str, key: str, level: int = 1) -> None:
        super().__init__()
        self.title = title
        self.key = key
        self.level = level

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        return 0, 0

    def draw(self) -> None:
        self.canv.bookmarkPage(self.key)
        self.canv.addOutlineEntry(self.title, self.key, level=self.level)


class ReportDoc(BaseDocTemplate):
    """A4 or Letter, portrait, with a header (event, document) and a footer
    (page x of y, printed at) on every page. Frames: 'page' (one column) and
    'cards' (two columns, for the player cards)."""

    def __init__(
        self,
        path: str,
        event: str,
        size: str = "A4",
        printed_at: datetime | None = None,
        title: str = "",
        first_template: str = "page",
    ) -> None:
        register_fonts()
        self.event = event
        self._forms: dict[str, str] = {}
        self.printed_at = printed_at or datetime.now()
        pagesize = page_size(size)
        super().__init__(
            path,
            pagesize=pagesize,
            leftMargin=MARGIN,
            rightMargin=MARGIN,
            topMargin=MARGIN + HEADER_GAP,
            bottomMargin=MARGIN + HEADER_GAP,
            title=say("{event}: {title}", event=event, title=title) if title else event,
            author="MCR Tournament Manager",
            creator="MCR Tournament Manager",
            # Else every page refers to Helvetica, a font the PDF does not embed.
            initialFontName=SANS,
        )
        w, h = self.width, self.height
        x, y = self.leftMargin, self.bottomMargin
        gap = 6 * mm
        column = (w - gap) / 2
        templates = [
            PageTemplate("page", [Frame(x, y, w, h, id="main")], onPageEnd=self._decorate),
            PageTemplate(
                "cards",
                [
                    Frame(x, y, column, h, id="left", leftPadding=0, rightPadding=0),
                    Frame(
                        x + column + gap,
                        y,
                        column,
                        h,
                        id="right",
                        leftPadding=0,
                        rightPadding=0,
                    ),
                ],
                onPageEnd=self._decorate,
            ),
        ]
        # The document starts in the first template: put the first document's first.
        templates.sort(key=lambda t: t.id != first_template)
        self.addPageTemplates(templates)

    def _decorate(self, canv: NumberedCanvas, doc: BaseDocTemplate) -> None:
        # Drawn at the end of the page, so the section that started on it is known.
        # Header and footer only change with the section: drawn once as a form, reused
        # on each of its pages; the page number is added when the count is known.
        section = getattr(canv, "_section_title", "")
        # Form names are PDF names: no spaces, so number the sections.
        key = self._forms.setdefault(section, f"decoration{len(self._forms)}")
        if not canv.hasForm(key):
            canv.beginForm(key)
            self._draw_decoration(canv, section)
            canv.endForm()
        canv.doForm(key)
        canv.page_label_at = (self.pagesize[0] / 2, MARGIN)

    def _draw_decoration(self, canv: Canvas, section: str) -> None:
        width, height = self.pagesize
        top = height - MARGIN - 4 * mm
        bottom = MARGIN
        canv.saveState()
        canv.setFillColor(colors.black)
        event_width = width - 2 * MARGIN - 70 * mm if section else width - 2 * MARGIN
        draw_text(canv, MARGIN, top, self.event, 9, base=SANS_BOLD, max_width=event_width)
        if section:
            draw_text(canv, width - MARGIN, top, section, 9, align="right", max_width=68 * mm)
        canv.setStrokeColor(RULE)
        canv.setLineWidth(0.5)
        canv.line(MARGIN, top - 2.5 * mm, width - MARGIN, top - 2.5 * mm)
        canv.line(MARGIN, bottom + 4 * mm, width - MARGIN, bottom + 4 * mm)
        canv.setFont(SANS, 7.5)
        printed = say("Printed {when}", when=when(self.printed_at))
        if chinese():
            draw_text(canv, width - MARGIN, bottom, printed, 7.5, align="right")
        else:
            canv.drawRightString(width - MARGIN, bottom, printed)
        canv.drawString(MARGIN, bottom, "MCR Tournament Manager")
        canv.restoreState()


# --- styles ---------------------------------------------------------------------------

TITLE = ParagraphStyle("title", fontName=SANS_BOLD, fontSize=15, leading=19, spaceAfter=8)
HEADING = ParagraphStyle(
    "heading", fontName=SANS_BOLD, fontSize=11.5, leading=15, spaceBefore=8, spaceAfter=5
)
BODY = ParagraphStyle("body", fontName=SANS, fontSize=9, leading=12)
CELL = ParagraphStyle("cell", fontName=SANS, fontSize=8.5, leading=10.5)
CELL_RIGHT = ParagraphStyle("cell_right", parent=CELL, alignment=TA_RIGHT)
HEAD_CELL = ParagraphStyle("head_cell", parent=CELL, fontName=SANS_BOLD, textColor=colors.white)
PADDING = 3


def paragraph(text: str, style: ParagraphStyle = BODY) -> Paragraph:
    return Paragraph(markup(text, base=style.fontName), style)


def cell_text(value: object, kind: str) -> str:
    if value is None:
        return ""
    if isinstance(value, Fraction) or (kind == POINTS and isinstance(value, int)):
        return format_points(value)
    return str(value)


def report_table(
    report: Report,
    width: float,
    font_size: float = 8.5,
    widths: Sequence[float] | None = None,
    bold_columns: Sequence[int] = (),
) -> Table:
    """Lay a report out as one table: header repeated on each page, numbers right."""
    rel = widths or [c.width for c in report.columns]
    scale = width / sum(rel)
    col_widths = [r * scale for r in rel]
    style_cmds: list[tuple[object, ...]] = [
        ("FONT", (0, 0), (-1, -1), SANS, font_size),
        ("FONT", (0, 0), (-1, 0), SANS_BOLD, font_size),
        ("BACKGROUND", (0, 0), (-1, 0), HEADER_FILL),
        ("TEXTCOLOR", (0, 0), (-1, 0), colors.white),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("LEFTPADDING", (0, 0), (-1, -1), PADDING),
        ("RIGHTPADDING", (0, 0), (-1, -1), PADDING),
        ("TOPPADDING", (0, 0), (-1, -1), 1.5),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 2.5),
        ("LINEBELOW", (0, 0), (-1, -1), 0.25, RULE),
        ("ROWBACKGROUNDS", (0, 1), (-1, -1), [colors.white, STRIPE_FILL]),
    ]
    for i, col in enumerate(report.columns):
        if col.kind in (INT, POINTS):
            style_cmds.append(("ALIGN", (i, 0), (i, -1), "RIGHT"))
    # Before the per-cell font commands that _fit adds, so a CJK cell keeps its font.
    style_cmds += [("FONTNAME", (i, 1), (i, -1), SANS_BOLD) for i in bold_columns]
    cell_style = ParagraphStyle("c", parent=CELL, fontSize=font_size, leading=font_size * 1.25)
    head_style = ParagraphStyle("h", parent=HEAD_CELL, fontSize=font_size, leading=font_size * 1.25)
    data: list[list[object]] = [
        [
            _fit(c.title, col_widths[i], font_size, SANS_BOLD, head_style, style_cmds, 0, i)
            for i, c in enumerate(report.columns)
        ]
    ]
    for r, row in enumerate(report.rows, start=1):
        cells = []
        for i, value in enumerate(row):
            kind = report.columns[i].kind
            text = cell_text(value, kind)
            cells.append(_fit(text, col_widths[i], font_size, SANS, cell_style, style_cmds, r, i))
        data.append(cells)
    # Rows of plain one-line strings get a fixed height: measuring every cell is most of
    # the time of a long list. Rows with a wrapped Paragraph are measured (None).
    line = font_size * 1.2 + 4
    heights = [None if any(isinstance(c, Paragraph) for c in row) else line for row in data]
    table = Table(data, colWidths=col_widths, rowHeights=heights, repeatRows=1)
    table.setStyle(TableStyle(style_cmds))
    return table


MAX_CELL_LINES = 3
ELLIPSIS = "\u2026"


def _text_width(text: str, font: str, size: float) -> float:
    """The printed width, counting East Asian wide characters as a full em (the Latin
    font's metrics do not know them; the CJK font prints them one em wide)."""
    wide = sum(1 for ch in text if unicodedata.east_asian_width(ch) in "WF")
    return stringWidth(text, font, size) + wide * size


def clip(text: str, width: float, size: float, font: str, lines: int = MAX_CELL_LINES) -> str:
    """`text`, or its start with an ellipsis, to fit `lines` lines of `width` points
    (with slack for where the lines break)."""
    budget = width * lines * 0.8
    if _text_width(text, font, size) <= budget:
        return text
    room = budget - _text_width(ELLIPSIS, font, size)
    low, high = 0, len(text)
    while low < high:
        mid = (low + high + 1) // 2
        if _text_width(text[:mid], font, size) <= room:
            low = mid
        else:
            high = mid - 1
    return text[:low].rstrip() + ELLIPSIS


def _fit(
    text: str,
    width: float,
    size: float,
    base: str,
    style: ParagraphStyle,
    cmds: list[tuple[object, ...]],
    row: int,
    col: int,
) -> object:
    """A plain string where one font prints it on one line (fast), else a Paragraph
    of at most MAX_CELL_LINES lines (longer text is cut with an ellipsis), so no row
    can grow taller than a page whatever the text."""
    text = clip(text, width - 2 * PADDING, size, base)
    font = single_font(text, base)
    if font is not None and stringWidth(text, font, size) <= width - 2 * PADDING:
        if font != base:
            cmds.append(("FONTNAME", (col, row), (col, row), font))
        return text
    return Paragraph(markup(text, base=style.fontName), style)
