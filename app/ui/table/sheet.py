"""The table sheet page."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QModelIndex, Qt, Signal, Slot
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.domain import HandRecord, MatchState
from app.domain.rotation import hand_winds
from app.domain.service import Change
from app.export.rows import format_signed
from app.ui import stations
from app.ui.document import Document
from app.ui.fit import ColumnFit
from app.ui.hand.entry import HandEntry
from app.ui.reports.printing import MatchPrintButton
from app.ui.rows_model import Column, RowsModel
from app.ui.table.hand_form import HandForm
from app.ui.table.penalties import PenaltiesPanel
from app.ui.table.totals import TotalsForm
from app.ui.tiles.names import wind_letter
from app.ui.wording import colon, fan_title
from app.ui.workspace import MatchView

WIN_BG = "#fff3d6"


def two_lines(name: str, longest: int = 9) -> str:
    """A long name broken at the space nearest its middle, for a narrow column header."""
    if len(name) <= longest or " " not in name:
        return name
    spaces = [i for i, ch in enumerate(name) if ch == " "]
    cut = min(spaces, key=lambda i: abs(len(name) / 2 - i))
    return f"{name[:cut]}\n{name[cut + 1 :]}"


SummaryRow = tuple[str, object, object, object, object]  # name, hands, penalties, score, points


def _summary(row: object) -> SummaryRow:
    """A row of the summary model (its rows are these tuples)."""
    assert isinstance(row, tuple)
    return row


def _hand_row(row: object) -> HandRow:
    """A row of the hands model (its rows are HandRows)."""
    assert isinstance(row, HandRow)
    return row


@dataclass(frozen=True)
class HandRow:
    hand: int
    prevalent: str
    dealer: int  # starting seat index
    winds: tuple[str, str, str, str]
    record: HandRecord | None


class TableSheet(QWidget):
    """One table of one session: the 16 hands with the rotation, entry and totals.

    Signals:
        tableChanged(int, int): the session and table shown changed.
    """

    tableChanged = Signal(int, int)

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self._seats: tuple[int, ...] = ()
        self._names: dict[int, str] = {}
        self._view: MatchView | None = None  # the MatchView shown
        header = self._build_header()
        self._build_hands()
        self._build_summary()

        sheet = self._sheet = QWidget(self)
        sv = QVBoxLayout(sheet)
        sv.setContentsMargins(0, 0, 0, 0)
        sv.addLayout(header)
        sv.addWidget(self.hands_table, 1)
        sv.addWidget(self.summary_table)
        sv.addWidget(self.penalties_label)

        self.hand_entry = HandEntry(self, stacked=True)
        self.hand_entry.setObjectName("sheetHandEntry")
        self.hand_entry.fan_table.setTabKeyNavigation(False)
        self.hand_form = HandForm(document, self.hand_entry, self)
        self.hand_form.reloadRequested.connect(self.refresh)
        self.hand_spin = self.hand_form.hand_spin
        self.winner_combo = self.hand_form.winner_combo
        self.discarder_combo = self.hand_form.from_combo
        self.fan_edit = self.hand_form.fan_edit
        self.record_button = self.hand_form.record_button
        self.draw_button = self.hand_form.draw_button
        self.message_label = self.hand_form.message_label
        self.extras = self.hand_form.extras  # another rule system's fields
        self.tabs = QTabWidget(self)
        self.tabs.addTab(self.hand_form, self.tr("&Hand"))
        self.tabs.addTab(self._build_penalty_form(), self.tr("&Penalty"))
        self.tabs.addTab(self._build_totals_form(), self.tr("Totals onl&y"))
        sv.addWidget(self.tabs)

        # The tiles scroll in their own box on a small screen (1024x600): the sheet, with
        # the Fan box, Record and the message line, then stays in view, never pushed
        # below the fold by the height of the tile palette.
        self.entry_scroll = QScrollArea(self)
        self.entry_scroll.setObjectName("handEntryScroll")
        self.entry_scroll.setWidgetResizable(True)
        self.entry_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.entry_scroll.setWidget(self.hand_entry)
        splitter = self._splitter = QSplitter(self)
        splitter.addWidget(sheet)
        splitter.addWidget(self.entry_scroll)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 1)
        splitter.setChildrenCollapsible(False)
        splitter.setSizes([520, 600])  # fits a 1280 x 800 screen; the rest goes half and half
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(splitter)

        self.session_spin.valueChanged.connect(self._on_table_selected)
        self.table_spin.valueChanged.connect(self._on_table_selected)
        document.watch(self, self.refresh)
        self.refresh()

    def _build_header(self) -> QHBoxLayout:
        """The session and table shown, the match's state, printing and verifying."""
        self.session_spin = QSpinBox(self)
        self.session_spin.setObjectName("session")
        self.session_spin.setPrefix(self.tr("Session "))
        self.table_spin = QSpinBox(self)
        self.table_spin.setObjectName("table")
        self.table_spin.setPrefix(self.tr("Table "))
        for spin in (self.session_spin, self.table_spin):  # room for the prefix and "99"
            text = spin.prefix() + "99"
            spin.setMinimumWidth(spin.fontMetrics().horizontalAdvance(text) + 36)
        self.state_label = QLabel(self)
        self.state_label.setObjectName("matchState")
        self.verify_button = QPushButton(self.tr("Mark &verified"), self)
        self.verify_button.setObjectName("verify")
        self.verify_button.clicked.connect(self.toggle_verified)
        header = QHBoxLayout()
        for w in (self.session_spin, self.table_spin, self.state_label):
            header.addWidget(w)
        header.addStretch(1)
        self.print_button = MatchPrintButton(self.document, self.current, self)  # this match's PDFs
        header.addWidget(self.print_button)
        header.addWidget(self.verify_button)
        return header

    def _build_hands(self) -> None:
        """The hands of the match, one a row (a click shows the hand in the form)."""
        self.hands_model = RowsModel([], self)
        self.hands_table = QTableView(self)
        self.hands_table.setObjectName("hands")
        self.hands_table.setModel(self.hands_model)
        self.hands_table.verticalHeader().hide()
        self.hands_table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        self.hands_table.horizontalHeader().setStretchLastSection(True)
        self.hands_table.setTabKeyNavigation(False)  # Tab leaves the table (no trap)
        # the result column gives way (elided, its tooltip says it all): never sideways
        self.hands_table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.hands_table.clicked.connect(self._on_hand_clicked)
        self.hands_table.activated.connect(self._on_hand_activated)  # Enter on a row
        # every hand in view: long names elided, rows a little lower if need be
        self._column_fit = ColumnFit(
            self.hands_table, lambda: range(2, 2 + len(self._seats)), 16, self._widest_cells
        )

    def _build_summary(self) -> None:
        """Each player's hands, penalties, score and table points; the penalties."""
        self.summary_model = RowsModel(
            [
                Column(self.tr("Player"), lambda r: _summary(r)[0]),
                Column(self.tr("Hands"), lambda r: _summary(r)[1], numeric=True),
                Column(self.tr("Penalties"), lambda r: _summary(r)[2], numeric=True),
                Column(self.tr("Score"), lambda r: _summary(r)[3], numeric=True),
                Column(self.tr("Table points"), lambda r: _summary(r)[4], numeric=True),
            ],
            self,
        )
        self.summary_table = QTableView(self)
        self.summary_table.setObjectName("summary")
        self.summary_table.setModel(self.summary_model)
        self.summary_table.verticalHeader().hide()
        self.summary_table.setTabKeyNavigation(False)
        summary_header = self.summary_table.horizontalHeader()
        summary_header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        summary_header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.summary_table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        self.summary_table.setMaximumHeight(5 * (self.fontMetrics().height() + 6) + 4)
        self.penalties_label = QLabel(self)
        self.penalties_label.setWordWrap(True)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The tiles keep their whole width while the sheet has room for its own (as
        before they scrolled in a box of their own); on a narrower screen they give
        way and scroll sideways in their box, the sheet never does."""
        super().resizeEvent(event)
        # measured on the window's room (the page's holder), not on this page, which
        # a minimum set here would widen
        port = self.parentWidget()
        width = port.width() if port is not None else self.width()
        layout = self.layout()
        assert layout is not None  # laid out when built
        margins = layout.contentsMargins()
        room = (
            width
            - margins.left()
            - margins.right()
            - self._sheet.minimumSizeHint().width()
            - self._splitter.handleWidth()
        )
        whole = self.hand_entry.minimumSizeHint().width()
        if self.hand_entry.minimumSizeHint().height() > self.entry_scroll.viewport().height():
            whole += self.entry_scroll.verticalScrollBar().sizeHint().width()
        self.entry_scroll.setMinimumWidth(max(0, min(whole, room)))

    # -- forms ---------------------------------------------------------------------
    def _build_penalty_form(self) -> QWidget:
        self.penalties_panel = PenaltiesPanel(self.document, self, version=self._version)
        self.penalty_player = self.penalties_panel.player_combo
        self.penalty_points = self.penalties_panel.points_spin
        self.penalty_shared = self.penalties_panel.shared_check
        self.penalty_reason = self.penalties_panel.reason_edit
        return self.penalties_panel

    def _build_totals_form(self) -> QWidget:
        self.totals_form = TotalsForm(self.document, self, version=self._version)
        self.total_spins = self.totals_form.spins
        return self.totals_form

    # -- showing -------------------------------------------------------------------
    def shutdown(self) -> None:  # the tournament is closing: let a print job finish first
        self.print_button.shutdown()

    def show_table(self, session: int, table: int) -> None:
        changed = (session, table) != self.current()
        for spin, value in ((self.session_spin, session), (self.table_spin, table)):
            spin.blockSignals(True)
            spin.setValue(value)
            spin.blockSignals(False)
        with self.document.workspace.reading():  # the parts ask for the same rows
            self.refresh()
        if changed:
            self.tableChanged.emit(*self.current())

    def current(self) -> tuple[int, int]:
        return self.session_spin.value(), self.table_spin.value()

    @Slot()
    def _on_table_selected(self) -> None:
        with self.document.workspace.reading():
            self.refresh()
        self.tableChanged.emit(*self.current())

    def _name(self, number: int | None) -> str:
        return "" if number is None else self._names.get(number, str(number))

    @Slot()
    def refresh(self) -> None:
        """Read the shown match again (only that match: fast at any size)."""
        ws = self.document.workspace
        if not self._names or self.document.external or not self._view:
            self._names = ws.player_names()
        settings = ws.settings()
        self.session_spin.blockSignals(True)
        self.table_spin.blockSignals(True)
        self.session_spin.setRange(1, max(1, settings.sessions))
        session = self.session_spin.value()
        tables = ws.tables(session)
        self.table_spin.setRange(1, max(1, len(tables)))
        self.session_spin.blockSignals(False)
        self.table_spin.blockSignals(False)
        view = ws.match_view(*self.current())
        names_changed = self._view is None or view is None or view.table != self._view.table
        self._view = view
        self._seats = view.table.seats if view else ()
        records = view.hands if view else {}
        rows = []
        hands = settings.hands_per_match
        self._column_fit.rows = hands  # every hand of the match in view
        for n in range(1, hands + 1):
            w = hand_winds(n, hands)
            rows.append(HandRow(n, w.prevalent, w.dealer, w.seat_winds, records.get(n)))
        if names_changed or self.hands_model.columnCount() == 0:
            self.hands_model.set_columns(self._hand_columns())
            self.hands_model.set_rows(rows if view else [])
        else:  # the same table: only the hands that changed are repainted
            self.hands_model.update_rows(rows if view else [])
        if names_changed:
            self._column_fit.fit()  # long names give up width: no column out of view
        self._refresh_summary(view)
        self.penalties_panel.set_table(*self.current())
        self.totals_form.set_table(*self.current())
        self.hand_form.show_match(
            self.current(),
            view.table if view else None,
            self._names,
            records,
            view.status if view else None,
            view.version if view else "",
        )

    def _widest_cells(self) -> list[str]:
        """The widest text each column can hold (widths are set once per table, so a
        later score never needs more room)."""
        seat = wind_letter("W") + "● -888"
        results = [
            self.tr("%1 self-drawn").replace("%1", "D"),
            self.tr("%1 from %2").replace("%1", "D").replace("%2", "D"),
            self.tr("draw"),
        ]
        widest = max(results, key=self.fontMetrics().horizontalAdvance)
        return ["16", wind_letter("E")] + [seat] * len(self._seats) + ["888", widest]

    def _hand_columns(self) -> list[Column]:
        cols = [
            Column(self.tr("Hand"), lambda r: _hand_row(r).hand, numeric=True),
            Column(
                self.tr("Round"),
                lambda r: wind_letter(_hand_row(r).prevalent),
                tooltip=self._dealer_tip,
            ),
        ]
        cols += [self._seat_column(i, number) for i, number in enumerate(self._seats)]
        cols += [
            Column(self.tr("Fan"), lambda r: self._fan_cell(_hand_row(r)), numeric=True),
            Column(
                self.tr("Result"),
                lambda r: self._result_text(_hand_row(r)),
                tooltip=lambda r: self._result_tooltip(_hand_row(r)),
            ),
        ]
        return cols

    def _seat_column(self, seat: int, player: int) -> Column:
        """A seat's column: its wind and points in each hand, the winner's cell marked."""

        def cell(row: object) -> str:
            return self._seat_cell(_hand_row(row), seat)

        def background(row: object) -> str | None:
            return self._win_background(_hand_row(row), seat)

        return Column(
            two_lines(f"{'ABCD'[seat]} {self._name(player)}"),
            cell,
            numeric=True,
            header_tooltip=f"{'ABCD'[seat]}  {self._name(player)}",
            background=background,
        )

    def _dealer_tip(self, row: object) -> str:
        dealer = self._name(self._seat_player(_hand_row(row).dealer))
        return self.tr("Dealer: %1").replace("%1", dealer)

    def _win_background(self, row: HandRow, seat: int) -> str | None:
        won = row.record is not None and row.record.winner == self._seat_player(seat)
        return WIN_BG if won else None

    @staticmethod
    def _fan_cell(row: HandRow) -> object:
        return row.record.fan if row.record and row.record.fan else ""

    def _seat_player(self, seat: int) -> int | None:
        return self._seats[seat] if seat < len(self._seats) else None

    def _seat_cell(self, row: HandRow, seat: int) -> str:
        wind = wind_letter(row.winds[seat])
        dealer = "●" if row.winds[seat] == "E" else " "
        if row.record is None:
            return f"{wind}{dealer}"
        points = row.record.points[seat]
        return f"{wind}{dealer} {format_signed(points)}"

    def _letter(self, number: int | None) -> str:
        """The seat letter (A-D) of a player at this table, as the columns are headed."""
        return "ABCD"[self._seats.index(number)] if number in self._seats else "?"

    def _result_text(self, row: HandRow) -> str:
        """Who won from whom by seat letter: short enough to be read in full whatever
        the names (the tooltip and the column headers name the players)."""
        return self._describe(row, self._letter)

    def _describe(self, row: HandRow, who: Callable[[int | None], str]) -> str:
        r = row.record
        if r is None:
            return ""
        # another system's extras (kongs, horse, liable, further winners) follow
        extras = self.hand_form.describe_extras(r)
        if r.draw:
            return self.tr("draw") + extras
        if r.discarder is None:
            return self.tr("%1 self-drawn").replace("%1", who(r.winner)) + extras
        return (
            self.tr("%1 from %2").replace("%1", who(r.winner)).replace("%2", who(r.discarder))
        ) + extras

    def _result_tooltip(self, row: HandRow) -> str | None:
        r = row.record
        if r is None:
            return None
        named = self._describe(row, self._name)
        if not r.tiles:
            return named
        fans = "\n".join(
            f"{fan_title(f.name, f.name_zh)}{colon()}{f.points}"
            + (f" ×{f.count}" if f.count > 1 else "")
            for f in r.fans
        )
        return f"{named}\n{r.tiles}\n{fans}"

    def _refresh_summary(self, view: MatchView | None) -> None:
        if view is None:
            self.state_label.setText("")
            self.summary_model.set_rows([])
            self.penalties_label.hide()
            return
        status = view.status
        state_text = {
            MatchState.OPEN: self.tr("open"),
            MatchState.COMPLETE: self.tr("complete"),
            MatchState.VERIFIED: self.tr("verified"),
        }[status.state]
        extra = self.tr(", totals only") if status.totals_only else ""
        self.state_label.setText(
            self.tr("%1 hands entered, %2")
            .replace("%1", str(status.hands_entered))
            .replace("%2", state_text)
            + extra
        )
        self.verify_button.setText(
            self.tr("Reopen (&V)")
            if status.state is MatchState.VERIFIED
            else self.tr("Mark &verified")
        )
        self.summary_model.set_rows(
            [
                (self._name(s.player), s.hand_score, s.penalty_score, s.score, s.table_points)
                for s in view.result.seats
            ]
        )
        pens = view.penalties
        self.penalties_label.setText(
            "; ".join(
                self.tr("Penalty %1 to %2: %3")
                .replace("%1", str(p.points))
                .replace("%2", self._name(p.player))
                .replace("%3", p.reason)
                for p in pens
            )
        )
        self.penalties_label.setVisible(bool(pens))

    def _version(self) -> str | None:
        return self._view.version if self._view else None

    def _run(self, label: str, change: Callable[[str | None], Change | None], mine: str) -> bool:
        """A sheet action other than a hand, on the match's version the sheet shows;
        its refusal is said in the message line (changed at another station: the
        conflict dialog too)."""
        session, table = self.current()
        where = (session, table, 0)
        label = (
            self.tr("Session %1, table %2: %3")
            .replace("%1", str(session))
            .replace("%2", str(table))
            .replace("%3", label)
        )
        done = stations.run_match_change(self, label, where, self._version(), change, mine)
        if not done and self.document.last_error:
            self.hand_form.say(self.document.last_error)
            self.refresh()
        return done

    # -- actions ---------------------------------------------------------------------
    @Slot()
    def record_win(self) -> bool:
        return self.hand_form.record()

    @Slot()
    def record_draw(self) -> bool:
        return self.hand_form.record_draw()

    def show_hand(self, hand: int) -> None:
        self.hand_form.show_hand(hand)

    @Slot(QModelIndex)
    def _on_hand_clicked(self, index: QModelIndex) -> None:
        self.hand_spin.setValue(index.row() + 1)

    @Slot(object)
    def _on_hand_activated(self, index: QModelIndex) -> None:
        self.hand_spin.setValue(index.row() + 1)
        self.tabs.setCurrentWidget(self.hand_form)
        self.hand_form.focus_winner()

    @Slot()
    def add_penalty(self) -> bool:
        return self.penalties_panel.add()

    @Slot()
    def save_totals(self) -> bool:
        return self.totals_form.save()

    @Slot()
    def clear_totals(self) -> bool:
        return self.totals_form.clear()

    @Slot()
    def toggle_verified(self) -> bool:
        session, table = self.current()
        state = self.document.workspace.status(session, table).state
        target = MatchState.COMPLETE if state is MatchState.VERIFIED else MatchState.VERIFIED
        svc = self.document.workspace.service
        label = self.tr("reopen") if target is MatchState.COMPLETE else self.tr("verify")
        mine = (
            self.tr("Reopen the match (back to complete)")
            if target is MatchState.COMPLETE
            else self.tr("Verify the match (checked, then frozen)")
        )
        return self._run(
            label,
            lambda version: svc.set_match_state(session, table, target, expected_version=version),
            mine,
        )
