"""Fixed-layout forms drawn straight on the canvas: score sheets and player cards.

A tournament prints one score sheet per table and session (600 for 300 players and
8 sessions); drawing them with a few lines and strings instead of nested tables keeps
the whole set inside the time budget, and the geometry exact for writing by hand.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable

from app.domain.rotation import hand_winds
from app.export.fonts import SANS, SANS_BOLD, TextBatch, draw_text
from app.export.language import say, wind, wind_letter
from app.export.pdfbase import HEADER_FILL, RULE, STRIPE_FILL
from app.export.rows import PlayerCard, ScoreSheet, format_points, format_signed

INK = colors.black
GREY = colors.HexColor("#5A5A5A")
DEALER_FILL = colors.HexColor("#FBE3B8")

# Relative widths of the hand grid: hand, round, seat winds A-D, winner, from, fan,
# points A-D.
_GRID = (0.9, 1.2, 0.8, 0.8, 0.8, 0.8, 1.5, 1.6, 1.1, 1.6, 1.6, 1.6, 1.6)
_WIND_OF_LETTER = {"A": "E", "B": "S", "C": "W", "D": "N"}
PLAYER_ROW = 15.0
ROUND_COL = 0.08  # of the width, for each of the four rounds
HEAD_ROW = 13.0
TOTAL_ROW = 15.0
LINE = 15.0
SIGNATURE_ROW = 26.0
STATE_NOTES = {"open": "in progress", "complete": "complete", "verified": "verified by a referee"}
TOTAL_LABELS = ("Hands", "Penalties", "Session score", "Table points")


@dataclass(frozen=True)
class SheetLayout:
    """Where everything on a score sheet goes, for a frame of `width` x `height`.

    The parts that never change (grid, rotation, labels, rules) are drawn once per
    document as a PDF form and reused on every sheet; the names and entries are drawn
    on top, so both must agree on this geometry.
    """

    width: float
    height: float
    penalty_lines: int
    xs: tuple[float, ...]
    row_h: float
    players_top: float
    grid_top: float
    totals_top: float
    penalties_top: float
    signatures_top: float

    @classmethod
    def fit(cls, width: float, height: float, penalty_lines: int = 3) -> SheetLayout:
        scale = width / sum(_GRID)
        xs = [0.0]
        for part in _GRID:
            xs.append(xs[-1] + part * scale)
        players_top = height - 24
        grid_top = players_top - 5 * PLAYER_ROW - 8
        fixed = (
            2 * HEAD_ROW
            + 4 * TOTAL_ROW
            + 10
            + 14
            + penalty_lines * LINE
            + 8
            + 14
            + 3 * SIGNATURE_ROW
        )
        # Hand rows share what is left (Letter is shorter than A4), within reason.
        row_h = max(14.0, min(22.0, (grid_top - fixed) / 16))
        totals_top = grid_top - 2 * HEAD_ROW - 16 * row_h
        penalties_top = totals_top - 4 * TOTAL_ROW - 10
        signatures_top = penalties_top - 14 - penalty_lines * LINE - 8
        return cls(
            width,
            height,
            penalty_lines,
            tuple(xs),
            row_h,
            players_top,
            grid_top,
            totals_top,
            penalties_top,
            signatures_top,
        )

    @property
    def key(self) -> str:
        return f"sheet-{self.width:.1f}x{self.height:.1f}-{self.penalty_lines}"

    def middle(self, col: int) -> float:
        return (self.xs[col] + self.xs[col + 1]) / 2

    def hand_baseline(self, hand: int) -> float:
        top = self.grid_top - 2 * HEAD_ROW - (hand - 1) * self.row_h
        return top - self.row_h / 2 - 3.2

    @property
    def player_columns(self) -> tuple[float, float, float]:
        """Starting seat, number, name; the seat in each round follows in 4 x ROUND_COL."""
        return 0.16 * self.width, 0.08 * self.width, 0.44 * self.width

    def round_column(self, round_index: int) -> float:
        """Middle of the column saying where a player sits in round 0-3."""
        return self.width * (0.68 + ROUND_COL * (round_index + 0.5))


class ScoreSheetFlowable(Flowable):
    """One page: a match's sheet, blank for the table or filled in from the entries."""

    def __init__(self, sheet: ScoreSheet) -> None:
        super().__init__()
        self.sheet = sheet

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        self.width, self.height = availWidth, availHeight
        return availWidth, availHeight

    def draw(self) -> None:
        c = self.canv
        sheet = self.sheet
        layout = SheetLayout.fit(self.width, self.height, max(3, len(sheet.penalties)))
        if not c.hasForm(layout.key):
            c.beginForm(layout.key)
            _draw_static(c, layout)
            c.endForm()
        c.doForm(layout.key)
        batch = TextBatch(c)
        _draw_names(batch, layout, sheet)
        if sheet.filled:
            _draw_entries(batch, layout, sheet)
        batch.draw()


def _draw_static(c: Canvas, L: SheetLayout) -> None:
    """What every score sheet of this layout shares, drawn once into a form: the
    players' box with their seats by round, the grid of the 16 hands with the dealer
    shaded, the totals, the penalties' lines and the signatures."""
    t = TextBatch(c)
    _draw_players_box(c, t, L)
    _draw_grid_header(c, t, L)
    _draw_hand_rows(c, t, L)
    _draw_totals_and_rules(c, t, L)
    _draw_penalties_and_signatures(c, t, L)
    t.draw()


def _draw_players_box(c: Canvas, t: TextBatch, L: SheetLayout) -> None:
    """The players box: starting seats, and the seat each holds in each round."""
    w = L.width
    widths = L.player_columns
    y = L.players_top
    c.setFillColor(HEADER_FILL)
    c.rect(0, y - PLAYER_ROW, w, PLAYER_ROW, stroke=0, fill=1)
    x = 0.0
    for text, width in zip(("Starting seat", "No.", "Player"), widths, strict=True):
        t.add(x + 3, y - PLAYER_ROW + 4, say(text), 8.5, SANS_BOLD, color=colors.white)
        x += width
    # Where each player sits in each round: they move between rounds (seed 000), and
    # the seat a round starts in is the seat wind of its first hand.
    round_starts = [hand_winds(4 * r + 1) for r in range(4)]
    t.add(
        sum(widths) - 4,
        y - PLAYER_ROW + 4,
        say("Seat in round:"),
        8,
        SANS_BOLD,
        "right",
        color=colors.white,
    )
    for r, turn in enumerate(round_starts):
        t.add(
            L.round_column(r),
            y - PLAYER_ROW + 4,
            wind(turn.prevalent),
            8.5,
            SANS_BOLD,
            "center",
            color=colors.white,
        )
    c.setStrokeColor(RULE)
    c.setLineWidth(0.4)
    for i, letter in enumerate("ABCD"):
        row_top = y - PLAYER_ROW * (i + 1)
        base = row_top - PLAYER_ROW + 4
        t.add(3, base, f"{letter} · {wind(_WIND_OF_LETTER[letter])}", 9, SANS_BOLD)
        for r, turn in enumerate(round_starts):
            t.add(L.round_column(r), base, wind(turn.seat_winds[i]), 8.5, SANS, "center")
        c.line(0, row_top - PLAYER_ROW, w, row_top - PLAYER_ROW)


def _draw_grid_header(c: Canvas, t: TextBatch, L: SheetLayout) -> None:
    """The grid's two header rows."""
    w = L.width
    xs, top = L.xs, L.grid_top
    c.setFillColor(HEADER_FILL)
    c.rect(0, top - 2 * HEAD_ROW, w, 2 * HEAD_ROW, stroke=0, fill=1)
    for start, end, text in ((2, 6, "Seat wind, dealer shaded"), (9, 13, "Points")):
        t.add(
            (xs[start] + xs[end]) / 2,
            top - HEAD_ROW + 3.5,
            say(text),
            7.5,
            SANS_BOLD,
            "center",
            max_width=xs[end] - xs[start] - 4,
            color=colors.white,
        )
    for i, label in enumerate(("Hand", "Round", "A", "B", "C", "D", "Winner", "From", "Fan")):
        t.add(
            L.middle(i),
            top - 2 * HEAD_ROW + 3.5,
            say(label),
            7.5,
            SANS_BOLD,
            "center",
            max_width=xs[i + 1] - xs[i] - 4,
            color=colors.white,
        )


def _draw_hand_rows(c: Canvas, t: TextBatch, L: SheetLayout) -> None:
    """The 16 hands of the rotation: who sits which wind, who deals."""
    w = L.width
    xs, top = L.xs, L.grid_top
    for n in range(1, 17):
        turn = hand_winds(n)
        row_top = top - 2 * HEAD_ROW - (n - 1) * L.row_h
        base = L.hand_baseline(n)
        c.setFillColor(DEALER_FILL)
        c.rect(
            xs[2 + turn.dealer],
            row_top - L.row_h,
            xs[3 + turn.dealer] - xs[2 + turn.dealer],
            L.row_h,
            stroke=0,
            fill=1,
        )
        t.add(L.middle(0), base, str(n), 9.5, SANS_BOLD, "center")
        t.add(L.middle(1), base, wind(turn.prevalent), 8, SANS, "center")
        for i, seat_wind in enumerate(turn.seat_winds):
            t.add(
                L.middle(2 + i),
                base,
                wind_letter(seat_wind),
                9,
                SANS_BOLD if i == turn.dealer else SANS,
                "center",
            )
        c.setStrokeColor(RULE)
        c.line(0, row_top - L.row_h, w, row_top - L.row_h)


def _draw_totals_and_rules(c: Canvas, t: TextBatch, L: SheetLayout) -> None:
    """The totals rows, the column rules, the rounds' heavier rules and the frame."""
    w = L.width
    xs, top = L.xs, L.grid_top
    y = L.totals_top
    for label in TOTAL_LABELS:
        c.setFillColor(STRIPE_FILL)
        c.rect(0, y - TOTAL_ROW, w, TOTAL_ROW, stroke=0, fill=1)
        t.add(xs[9] - 4, y - TOTAL_ROW + 4, say(label), 8.5, SANS_BOLD, "right")
        c.setStrokeColor(RULE)
        c.line(0, y - TOTAL_ROW, w, y - TOTAL_ROW)
        y -= TOTAL_ROW
    bottom = y
    # Column rules, a heavier rule between rounds, a frame round it all.
    c.setStrokeColor(GREY)
    c.setLineWidth(0.5)
    inner = {xs[3], xs[4], xs[5], xs[10], xs[11], xs[12]}
    for x in xs[1:-1]:
        c.line(x, top - HEAD_ROW if x in inner else top, x, L.totals_top)
    for x in xs[9:-1]:
        c.line(x, L.totals_top, x, bottom)
    c.rect(0, bottom, w, top - bottom, stroke=1, fill=0)
    c.setLineWidth(1.2)
    for k in range(1, 5):
        ry = top - 2 * HEAD_ROW - 4 * k * L.row_h
        c.line(0, ry, w, ry)


def _draw_penalties_and_signatures(c: Canvas, t: TextBatch, L: SheetLayout) -> None:
    """Lines for the penalties, and the signatures (the referee's last)."""
    w = L.width
    c.setLineWidth(0.4)
    c.setStrokeColor(RULE)
    t.add(0, L.penalties_top - 10, say("Penalties (player, points, reason)"), 9, SANS_BOLD)
    for k in range(L.penalty_lines):
        ly = L.penalties_top - 14 - (k + 1) * LINE
        c.line(0, ly, w, ly)
    t.add(0, L.signatures_top - 10, say("Signatures"), 9, SANS_BOLD)
    c.setStrokeColor(GREY)
    for i in range(5):
        x, ly = _signature_at(L, i)
        c.line(x, ly, x + _half(L), ly)
    x, ly = _signature_at(L, 4)
    t.add(x, ly - 8, say("Referee"), 7.5)


def _half(L: SheetLayout) -> float:
    return (L.width - 20) / 2


def _signature_at(L: SheetLayout, i: int) -> tuple[float, float]:
    col, row = i % 2, i // 2
    return col * (_half(L) + 20), L.signatures_top - 14 - 18 - row * SIGNATURE_ROW


def _draw_names(t: TextBatch, L: SheetLayout, sheet: ScoreSheet) -> None:
    title = say("Match result") if sheet.filled else say("Score sheet")
    where = say("Session {k} · Table {t}", k=sheet.session, t=sheet.table)
    t.add(0, L.height - 14, f"{title} · {where}", 14, SANS_BOLD)
    if sheet.filled:
        notes = [say(STATE_NOTES.get(sheet.state, sheet.state))]
        if sheet.totals_only:
            notes.append(say("totals entered from the paper sheet"))
        t.add(L.width, L.height - 14, " · ".join(n for n in notes if n), 8, align="right")
    widths = L.player_columns
    for i, (letter, number, name) in enumerate(sheet.players):
        base = L.players_top - PLAYER_ROW * (i + 2) + 4
        t.add(widths[0] + widths[1] - 3, base, str(number), 9, align="right")
        t.add(widths[0] + widths[1] + 3, base, name, 10, max_width=widths[2] - 6)
        t.add(
            L.middle(9 + i),
            L.grid_top - 2 * HEAD_ROW + 3.5,
            f"{letter} #{number}",
            7.5,
            SANS_BOLD,
            "center",
            max_width=L.xs[10 + i] - L.xs[9 + i] - 4,
            color=colors.white,
        )
        x, ly = _signature_at(L, i)
        t.add(x, ly - 8, f"{letter} · {name}", 7.5, max_width=_half(L))


def _draw_entries(t: TextBatch, L: SheetLayout, sheet: ScoreSheet) -> None:
    xs = L.xs
    # Column by column rather than row by row: one font change per column, not per cell.
    for line in sheet.hands:
        base = L.hand_baseline(line.hand)
        if line.fan is not None:
            t.add(xs[9] - 4, base, str(line.fan), 9.5, SANS, "right")
        for i, value in enumerate(line.points):
            if value is not None:
                t.add(xs[10 + i] - 4, base, format_signed(value), 9.5, SANS, "right")
    for line in sheet.hands:
        t.add(L.middle(6), L.hand_baseline(line.hand), line.winner, 10, SANS_BOLD, "center")
    for line in sheet.hands:
        t.add(
            L.middle(7),
            L.hand_baseline(line.hand),
            line.source,
            8.5,
            SANS,
            "center",
            max_width=xs[8] - xs[7] - 4,
        )
    totals = (sheet.hand_totals, sheet.penalty_totals, sheet.scores, sheet.table_points)
    for k, values in enumerate(totals):
        base = L.totals_top - TOTAL_ROW * (k + 1) + 4
        for i, value in enumerate(values):
            if value is None:
                continue
            table_points = k == 3 and isinstance(value, int | Fraction)
            text = format_points(value) if table_points else str(value)
            t.add(xs[10 + i] - 4, base, text, 9.5, SANS_BOLD, "right")
    if not sheet.penalties:
        t.add(4, L.penalties_top - 14 - LINE + 4, say("none"), 9)
    for k, (letter, points, reason) in enumerate(sheet.penalties):
        base = L.penalties_top - 14 - (k + 1) * LINE + 4
        t.add(4, base, letter, 9.5, SANS_BOLD)
        t.add(60, base, format_signed(points), 9.5, align="right")
        t.add(70, base, reason, 9, max_width=L.width - 74)


class PlayerCardFlowable(Flowable):
    """A cut-out card: the player's name and their table and seat in every session."""

    ROW = 13.5

    def __init__(self, card: PlayerCard, event: str) -> None:
        super().__init__()
        self.card = card
        self.event = event

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        self.width = availWidth
        self.height = 58 + self.ROW * (len(self.card.seats) + 1) + 8
        return self.width, self.height + 10  # 10 pt gap to the next card

    def draw(self) -> None:
        c = self.canv
        card = self.card
        w, h = self.width, self.height
        top = h + 10
        c.setDash(3, 2)
        c.setStrokeColor(GREY)
        c.rect(0, 10, w, h, stroke=1, fill=0)
        c.setDash()
        draw_text(c, 8, top - 13, self.event, 7, max_width=w - 16)
        draw_text(c, 8, top - 31, card.name, 14, base=SANS_BOLD, max_width=w - 16)
        details = " · ".join(
            x for x in (f"{say('No.')} {card.number}", card.country, card.team) if x
        )
        draw_text(c, 8, top - 45, details, 8.5, max_width=w - 16)
        y = top - 56
        cols = (8, 0.40 * w, 0.68 * w)
        c.setFillColor(HEADER_FILL)
        c.rect(6, y - self.ROW, w - 12, self.ROW, stroke=0, fill=1)
        c.setFillColor(colors.white)
        for x, text in zip(cols, ("Session", "Table", "Seat"), strict=True):
            draw_text(c, x, y - self.ROW + 4, say(text), 8, base=SANS_BOLD)
        c.setFillColor(INK)
        y -= self.ROW
        c.setStrokeColor(RULE)
        c.setLineWidth(0.4)
        for session, table, seat_wind in card.seats:
            draw_text(c, cols[0], y - self.ROW + 4, str(session), 9)
            draw_text(
                c, cols[1], y - self.ROW + 4, str(table) if table else "-", 9.5, base=SANS_BOLD
            )
            draw_text(c, cols[2], y - self.ROW + 4, seat_wind, 9)
            c.line(6, y - self.ROW, w - 6, y - self.ROW)
            y -= self.ROW
