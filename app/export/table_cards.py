"""Table cards: one card per table of a session, put on the table for table-side entry.

A card shows the session and table large, the four players by the match's starting
seat (E S W N, as `links` names them) each above a QR code of that seat's own link
(docs/contracts.md, "Table-side entry"), the public results link as a QR code, and
what the players do. Two cards fill an A4 (or Letter) page, cut along the dashed line.

The seat links are secrets: they are printed only as the QR codes and the small link
text under each, never in the PDF's metadata (title, subject, outline) or in anything
this module returns or raises. The QR codes are drawn as vector squares (segno makes
the matrix), so they print sharp at any size; each seat's symbol is 40 mm wide and the
results' 26 mm, readable by a phone at arm's length.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

import segno
from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from app.domain.errors import Refused
from app.domain.service import TournamentService
from app.export.api import _atomic, check_export_path
from app.export.fonts import PDF_DRAWING, SANS, SANS_BOLD, draw_text, register_fonts
from app.export.language import say, using, wind
from app.export.pdfbase import page_size as page_dimensions

SEAT_QR = 40 * mm  # the symbol itself; its quiet zone is the blank card around it
RESULTS_QR = 26 * mm
CARD_MARGIN = 9 * mm  # inside each half page: room for the cut and the printer's edge
CARDS_PER_PAGE = 2
# As every export names its writer: check_output recognises an earlier export by it.
CREATOR = "MCR Tournament Manager"
GREY = colors.HexColor("#555555")
LINE = colors.HexColor("#8EA0BF")


@dataclass(frozen=True)
class CardSeat:
    letter: str  # the match's starting seat: E, S, W, N
    number: int  # the player's number
    name: str
    url: str  # the seat's page: a secret

    def __repr__(self) -> str:  # a traceback or a log line never shows the secret
        return f"CardSeat({self.letter}, player {self.number})"


@dataclass(frozen=True)
class Card:
    session: int
    table: int
    seats: tuple[CardSeat, ...]
    results_url: str


@dataclass(frozen=True)
class Square:
    """A QR symbol's place on its page, in points from the bottom left corner."""

    x: float
    y: float
    size: float


@dataclass(frozen=True)
class CardPlace:
    """Where card number `index` (0-based, in table order) is printed: its page
    (0-based) and its QR symbols, the seats' in E S W N order. The tests read the
    rendered symbols back from these places."""

    page: int
    seats: tuple[Square, ...]
    results: Square


def check_base_url(text: str) -> str:
    """The server's address as the phones reach it, ending in one slash; Refused
    unless it is an http(s) address with a host and no query."""
    parts = urlsplit(text.strip())
    if parts.scheme not in ("http", "https") or not parts.hostname or parts.query:
        raise Refused(
            "The base URL is the server's address as the phones reach it, like "
            "http://192.168.1.20:8765/ (http or https, with a host)."
        )
    return text.strip().rstrip("/") + "/"


def table_cards(service: TournamentService, session: int, base_url: str) -> list[Card]:
    """The cards of `session`, by table; its seat links are made if it has none yet.
    Refused for a session that does not exist or is not seated."""
    base = check_base_url(base_url)
    sessions = service.settings().sessions
    if not 1 <= session <= sessions:
        raise Refused(f"There is no session {session} (1 to {sessions}).")
    links = service.seat_links(session)  # Refused when the session has no seating
    tables = {t.table: t for t in service.tables(session)}
    names = {p.number: p.name for p in service.players()}
    cards: dict[int, list[CardSeat]] = {}
    for link in links:
        number = tables[link.table].seats[link.seat]
        seat = CardSeat(link.letter, number, names[number], f"{base}seat/{link.token}")
        cards.setdefault(link.table, []).append(seat)
    return [
        Card(
            session,
            table,
            tuple(sorted(seats, key=lambda s: "ESWN".index(s.letter))),
            base + "results",
        )
        for table, seats in sorted(cards.items())
    ]


def card_place(index: int, size: str = "A4") -> CardPlace:
    """Where card `index` and its QR symbols go (see CardPlace)."""
    width, height = page_dimensions(size)
    half = height / CARDS_PER_PAGE
    bottom = half * (CARDS_PER_PAGE - 1 - index % CARDS_PER_PAGE)
    column = (width - 2 * CARD_MARGIN) / 4
    qr_top = bottom + half - CARD_MARGIN - 27 * mm
    seats = tuple(
        Square(CARD_MARGIN + column * (i + 0.5) - SEAT_QR / 2, qr_top - SEAT_QR, SEAT_QR)
        for i in range(4)
    )
    results = Square(
        width - CARD_MARGIN - 4 * mm - RESULTS_QR, bottom + CARD_MARGIN + 9 * mm, RESULTS_QR
    )
    return CardPlace(index // CARDS_PER_PAGE, seats, results)


@dataclass(frozen=True)
class CardsToPrint:
    """A session's cards as read from the tournament: drawn later, possibly in another
    thread (the desktop app draws them away from its window: 80 tables take seconds)."""

    event: str
    session: int
    language: str | None
    cards: tuple[Card, ...]


# Told after each card drawn (done, total); False stops the drawing (nothing is written).
CardProgress = Callable[[int, int], bool]


class CardsStopped(Exception):
    """The drawing was stopped through its progress callback; no file was written."""


def cards_to_print(
    service: TournamentService,
    session: int,
    path: str | Path,
    *,
    base_url: str,
    lang: str | None = None,
    overwrite: bool = False,
) -> CardsToPrint:
    """Check `path` as every export does (`check_export_path`) and read `session`'s
    cards (its seat links made if it has none yet); `lang` "en" or "zh_CN" (None: the
    tournament's language, else English)."""
    check_export_path(service, path, "pdf", overwrite)
    cards = table_cards(service, session, base_url)
    settings = service.settings()
    language = lang if lang is not None else settings.language or None
    return CardsToPrint(settings.name, session, language, tuple(cards))


def draw_table_cards(
    job: CardsToPrint,
    path: str | Path,
    *,
    page_size: str = "A4",
    progress: CardProgress | None = None,
) -> int:
    """Draw `job`'s cards to the PDF at `path`; returns how many. The file appears
    whole or not at all (stopped through `progress`: `CardsStopped`, nothing written)."""
    with using(job.language), _atomic(path) as temp, PDF_DRAWING:  # see fonts.PDF_DRAWING
        _draw_cards(str(temp), job.event, job.session, job.cards, page_size, progress)
    return len(job.cards)


def write_table_cards(
    service: TournamentService,
    session: int,
    path: str | Path,
    *,
    base_url: str,
    lang: str | None = None,
    page_size: str = "A4",
    overwrite: bool = False,
) -> int:
    """Write `session`'s table cards to the PDF at `path`; returns how many cards
    (one per table). `base_url` is the server's address as the phones reach it;
    `lang` "en" or "zh_CN" (None: the tournament's language, else English). The path
    is checked like every export's (`check_export_path`); the file appears whole or
    not at all."""
    job = cards_to_print(service, session, path, base_url=base_url, lang=lang, overwrite=overwrite)
    return draw_table_cards(job, path, page_size=page_size)


def _draw_cards(
    path: str,
    event: str,
    session: int,
    cards: Sequence[Card],
    size: str,
    progress: CardProgress | None = None,
) -> None:
    register_fonts()
    width, height = page_dimensions(size)
    # initialFontName: else every page refers to Helvetica, a font the PDF does not embed.
    canvas = Canvas(path, pagesize=(width, height), initialFontName=SANS, invariant=False)
    # The metadata names the event and the session only: never a link.
    title = say("Table cards: session {k}", k=session)
    canvas.setTitle(say("{event}: {title}", event=event, title=title))
    canvas.setAuthor(CREATOR)
    canvas.setCreator(CREATOR)
    canvas.setSubject(title)
    for index, card in enumerate(cards):
        if index and index % CARDS_PER_PAGE == 0:
            canvas.showPage()
        _draw_card(canvas, event, card, card_place(index, size), width, height)
        if progress is not None and not progress(index + 1, len(cards)):
            raise CardsStopped("The table cards were not written: stopped.")
    canvas.showPage()
    canvas.save()


def _draw_card(
    canvas: Canvas, event: str, card: Card, place: CardPlace, width: float, height: float
) -> None:
    half = height / CARDS_PER_PAGE
    bottom = place.results.y - CARD_MARGIN - 9 * mm
    top = bottom + half - CARD_MARGIN
    left, right = CARD_MARGIN, width - CARD_MARGIN
    canvas.saveState()
    if bottom > 1:  # the cut between this card and the one below it
        canvas.setStrokeColor(LINE)
        canvas.setDash([3, 3])
        canvas.line(4 * mm, bottom, width - 4 * mm, bottom)
        canvas.setDash([])
    canvas.setFillColor(colors.black)
    # The table is what a player looks for across the hall: the largest text.
    draw_text(canvas, left, top - 12 * mm, say("Table {t}", t=card.table), 30, base=SANS_BOLD)
    draw_text(canvas, right, top - 6 * mm, event, 10, align="right", max_width=100 * mm)
    draw_text(
        canvas,
        right,
        top - 13 * mm,
        say("Session {k}", k=card.session),
        16,
        base=SANS_BOLD,
        align="right",
    )
    canvas.setStrokeColor(LINE)
    canvas.setLineWidth(0.6)
    canvas.line(left, top - 16 * mm, right, top - 16 * mm)
    column = (right - left) / 4
    for seat, square in zip(card.seats, place.seats, strict=True):
        _draw_seat(canvas, seat, square, column)
    _draw_instructions(
        canvas, left, place.results.y + RESULTS_QR - 3 * mm, place.results.x - left - 8 * mm
    )
    draw_qr(canvas, card.results_url, place.results)
    middle = place.results.x + RESULTS_QR / 2
    canvas.setFillColor(colors.black)
    draw_text(
        canvas,
        middle,
        place.results.y - 4 * mm,
        say("Live results"),
        8,
        base=SANS_BOLD,
        align="center",
    )
    canvas.setFillColor(GREY)
    draw_text(
        canvas,
        middle,
        place.results.y - 7.5 * mm,
        card.results_url,
        5.5,
        align="center",
        max_width=RESULTS_QR + 14 * mm,
    )
    canvas.restoreState()


def _draw_seat(canvas: Canvas, seat: CardSeat, square: Square, column: float) -> None:
    middle = square.x + square.size / 2
    canvas.setFillColor(colors.black)
    label = (
        f"{seat.letter}  {wind(seat.letter)}" if wind(seat.letter) != seat.letter else seat.letter
    )
    draw_text(
        canvas, middle, square.y + square.size + 5 * mm, label, 12, base=SANS_BOLD, align="center"
    )
    draw_qr(canvas, seat.url, square)
    room = column - 3 * mm
    draw_text(
        canvas,
        middle,
        square.y - 6 * mm,
        seat.name,
        12,
        base=SANS_BOLD,
        align="center",
        max_width=room,
    )
    canvas.setFillColor(GREY)
    caption = say("Player {number}: scan for your seat", number=seat.number)
    draw_text(canvas, middle, square.y - 10 * mm, caption, 7, align="center", max_width=room)
    # The link as text too, for a phone whose camera will not read the code: the
    # address on one line, the secret alone on the next (whole: it is typed from here).
    address, _, secret = seat.url.rpartition("/")
    draw_text(
        canvas, middle, square.y - 13.5 * mm, address + "/", 6, align="center", max_width=room
    )
    draw_text(canvas, middle, square.y - 16.5 * mm, secret, 6, align="center", max_width=room)


def instructions() -> tuple[str, ...]:
    """What the players do, in the current language (a heading, then its lines)."""
    return (
        say("How to enter your table's hands"),
        say("Each player scans the code above their own name with the phone's camera."),
        say("After each hand, one player enters it; the other three confirm it."),
        say("Something wrong? Dispute it and say why: the referee decides."),
        say("Your seat's page is yours alone: do not share it or photograph this card."),
    )


def _draw_instructions(canvas: Canvas, x: float, y: float, room: float) -> None:
    canvas.setFillColor(colors.black)
    heading, *lines = instructions()
    draw_text(canvas, x, y, heading, 10, base=SANS_BOLD, max_width=room)
    for i, line in enumerate(lines):
        draw_text(canvas, x, y - (6 + 5 * i) * mm, line, 8.5, max_width=room)


def draw_qr(canvas: Canvas, text: str, square: Square) -> None:
    """`text` as a QR code (error correction M at least) filling `square`: one filled
    path of the dark modules, row runs merged, so it renders without seams."""
    code = segno.make_qr(text, error="m")
    matrix = code.matrix
    module = square.size / len(matrix)
    path = canvas.beginPath()
    for r, row in enumerate(matrix):
        y = square.y + square.size - (r + 1) * module
        c = 0
        while c < len(row):
            if not row[c]:
                c += 1
                continue
            start = c
            while c < len(row) and row[c]:
                c += 1
            path.rect(square.x + start * module, y, (c - start) * module, module)
    canvas.setFillColor(colors.black)
    canvas.drawPath(path, stroke=0, fill=1)
