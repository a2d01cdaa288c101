"""The table sheet page."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Signal, Slot
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.domain import HandRecord, MatchState
from app.domain.rotation import hand_winds
from app.ui.document import Document
from app.ui.fit import ColumnFit
from app.ui.hand.entry import HandEntry
from app.ui.reports.printing import MatchPrintButton
from app.ui.rows_model import Column, RowsModel, show_number
from app.ui.table.penalties import PenaltiesPanel
from app.ui.table.totals import TotalsForm
from app.ui.tiles.names import wind_letter

WIN_BG = "#fff3d6"


def two_lines(name: str, longest: int = 9) -> str:
    """A long name broken at the space nearest its middle, for a narrow column header."""
    if len(name) <= longest or " " not in name:
        return name
    spaces = [i for i, ch in enumerate(name) if ch == " "]
    cut = min(spaces, key=lambda i: abs(len(name) / 2 - i))
    return f"{name[:cut]}\n{name[cut + 1 :]}"


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
        self._shown: tuple[int, int] | None = None
        self._loaded: tuple[int, int, int] | None = None
        self._names: dict[int, str] = {}
        self.session_spin = QSpinBox(self)
        self.session_spin.setObjectName("sheetSession")
        self.session_spin.setPrefix(self.tr("Session "))
        self.table_spin = QSpinBox(self)
        self.table_spin.setObjectName("sheetTable")
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
        self.print_button = MatchPrintButton(document, self.current, self)  # this match's PDFs
        header.addWidget(self.print_button)
        header.addWidget(self.verify_button)

        self.hands_model = RowsModel([], self)
        self.hands_table = QTableView(self)
        self.hands_table.setObjectName("hands")
        self.hands_table.setModel(self.hands_model)
        self.hands_table.verticalHeader().hide()
        self.hands_table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        self.hands_table.horizontalHeader().setStretchLastSection(True)
        self.hands_table.clicked.connect(lambda i: self.hand_spin.setValue(i.row() + 1))
        # all 16 hands in view: long names elided, rows a little lower if need be
        self._column_fit = ColumnFit(self.hands_table, lambda: range(2, 2 + len(self._seats)), 16)
        self.summary_model = RowsModel(
            [
                Column(self.tr("Player"), lambda r: r[0]),
                Column(self.tr("Hands"), lambda r: r[1], numeric=True),
                Column(self.tr("Penalties"), lambda r: r[2], numeric=True),
                Column(self.tr("Score"), lambda r: r[3], numeric=True),
                Column(self.tr("Table points"), lambda r: r[4], numeric=True),
            ],
            self,
        )
        self.summary_table = QTableView(self)
        self.summary_table.setObjectName("summary")
        self.summary_table.setModel(self.summary_model)
        self.summary_table.verticalHeader().hide()
        summary_header = self.summary_table.horizontalHeader()
        summary_header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        summary_header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.summary_table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        self.summary_table.setMaximumHeight(5 * (self.fontMetrics().height() + 6) + 4)
        self.penalties_label = QLabel(self)
        self.penalties_label.setWordWrap(True)

        sheet = QWidget(self)
        sv = QVBoxLayout(sheet)
        sv.setContentsMargins(0, 0, 0, 0)
        sv.addLayout(header)
        sv.addWidget(self.hands_table, 1)
        sv.addWidget(self.summary_table)
        sv.addWidget(self.penalties_label)

        self.tabs = QTabWidget(self)
        self.tabs.addTab(self._build_hand_form(), self.tr("&Hand"))
        self.tabs.addTab(self._build_penalty_form(), self.tr("Pe&nalty"))
        self.tabs.addTab(self._build_totals_form(), self.tr("T&otals only"))
        sv.addWidget(self.tabs)
        self.hand_entry = HandEntry(self, stacked=True)
        self.hand_entry.setObjectName("sheetHandEntry")
        self.hand_entry.evaluated.connect(self._on_evaluated)

        splitter = QSplitter(self)
        splitter.addWidget(sheet)
        splitter.addWidget(self.hand_entry)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 1)
        splitter.setChildrenCollapsible(False)
        splitter.setSizes([520, 600])  # fits a 1280 x 800 screen; the rest goes half and half
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(splitter)

        self.session_spin.valueChanged.connect(self._on_table_selected)
        self.table_spin.valueChanged.connect(self._on_table_selected)
        document.changed.connect(self.refresh)
        self.refresh()

    # -- forms ---------------------------------------------------------------------
    def _build_hand_form(self) -> QWidget:
        box = QWidget(self)
        form = QFormLayout(box)
        self.hand_spin = QSpinBox(box)
        self.hand_spin.setObjectName("handNumber")
        self.hand_spin.setRange(1, 16)
        self.hand_spin.valueChanged.connect(self._load_hand)
        self.winds_label = QLabel(box)
        self.winds_label.setObjectName("winds")
        self.winds_label.setWordWrap(True)
        self.winner_combo = QComboBox(box)
        self.winner_combo.setObjectName("winner")
        self.discarder_combo = QComboBox(box)
        self.discarder_combo.setObjectName("discarder")
        self.winner_combo.currentIndexChanged.connect(self.sync_winds)
        self.discarder_combo.currentIndexChanged.connect(self.sync_winds)
        self.fan_spin = QSpinBox(box)
        self.fan_spin.setObjectName("fan")
        self.fan_spin.setRange(8, 2000)
        self.use_tiles_check = QCheckBox(self.tr("Score from the &tiles entered"), box)
        self.use_tiles_check.setObjectName("useTiles")
        self.use_tiles_check.setChecked(True)
        self.record_button = QPushButton(self.tr("&Record win"), box)
        self.record_button.setObjectName("recordWin")
        self.record_button.setShortcut(QKeySequence("Ctrl+Return"))
        self.record_button.clicked.connect(self.record_win)
        self.draw_button = QPushButton(self.tr("&Draw"), box)
        self.draw_button.setObjectName("recordDraw")
        self.draw_button.clicked.connect(self.record_draw)
        self.delete_button = QPushButton(self.tr("Delete hand"), box)
        self.delete_button.clicked.connect(self.delete_hand)
        buttons = QHBoxLayout()
        for w in (self.record_button, self.draw_button, self.delete_button):
            buttons.addWidget(w)
        form.addRow(self.tr("Hand:"), self.hand_spin)
        form.addRow(self.winds_label)
        form.addRow(self.tr("Winner:"), self.winner_combo)
        form.addRow(self.tr("From:"), self.discarder_combo)
        form.addRow(self.use_tiles_check)
        form.addRow(self.tr("Fan (with flowers):"), self.fan_spin)
        form.addRow(buttons)
        return box

    def _build_penalty_form(self) -> QWidget:
        self.penalties_panel = PenaltiesPanel(self.document, self)
        self.penalty_player = self.penalties_panel.player_combo
        self.penalty_points = self.penalties_panel.points_spin
        self.penalty_shared = self.penalties_panel.shared_check
        self.penalty_reason = self.penalties_panel.reason_edit
        return self.penalties_panel

    def _build_totals_form(self) -> QWidget:
        self.totals_form = TotalsForm(self.document, self)
        self.total_spins = self.totals_form.spins
        return self.totals_form

    # -- showing -------------------------------------------------------------------
    def shutdown(self) -> None:  # the tournament is closing: let a print job finish first
        self.print_button.shutdown()

    def show_table(self, session: int, table: int) -> None:
        self.session_spin.setValue(session)
        self.table_spin.setValue(table)
        self.refresh()

    def current(self) -> tuple[int, int]:
        return self.session_spin.value(), self.table_spin.value()

    @Slot()
    def _on_table_selected(self) -> None:
        self.refresh()
        self.tableChanged.emit(*self.current())

    def _name(self, number: int | None) -> str:
        return "" if number is None else self._names.get(number, str(number))

    @Slot()
    def refresh(self) -> None:
        ws = self.document.workspace
        self._names = ws.player_names()
        self.session_spin.blockSignals(True)
        self.table_spin.blockSignals(True)
        self.session_spin.setRange(1, max(1, ws.settings().sessions))
        session = self.session_spin.value()
        tables = ws.tables(session)
        self.table_spin.setRange(1, max(1, len(tables)))
        self.session_spin.blockSignals(False)
        self.table_spin.blockSignals(False)
        table = ws.table(session, self.table_spin.value())
        self._seats = table.seats if table else ()
        records = {h.hand: h for h in ws.hands(*self.current())} if table else {}
        rows = []
        for n in range(1, 17):
            w = hand_winds(n)
            rows.append(HandRow(n, w.prevalent, w.dealer, w.seat_winds, records.get(n)))
        self.hands_model.set_columns(self._hand_columns())
        self.hands_model.set_rows(rows if table else [])
        # the result takes the width that is left, elided (its tooltip says it in full);
        # long names give up width so that no column is out of view
        self._column_fit.fit()
        self._refresh_summary(session, table)
        self.penalties_panel.set_table(*self.current())
        self.totals_form.set_table(*self.current())
        self._refresh_combos()
        first_empty = next((n for n in range(1, 17) if n not in records), 16)
        if self._shown != self.current():
            self.hand_spin.setValue(first_empty)
        self._shown = self.current()
        self._load_hand()

    def _hand_columns(self) -> list[Column]:
        cols = [
            Column(self.tr("Hand"), lambda r: r.hand, numeric=True),
            Column(
                self.tr("Round"),
                lambda r: wind_letter(r.prevalent),
                tooltip=lambda r: self.tr("Dealer: %1").replace(
                    "%1", self._name(self._seat_player(r.dealer))
                ),
            ),
        ]
        for i, number in enumerate(self._seats):
            cols.append(
                Column(
                    two_lines(self._name(number)),
                    lambda r, i=i: self._seat_cell(r, i),
                    numeric=True,
                    header_tooltip=f"{'ABCD'[i]}  {self._name(number)}",
                    background=lambda r, i=i: (
                        WIN_BG if r.record and r.record.winner == self._seat_player(i) else None
                    ),
                )
            )
        cols += [
            Column(
                self.tr("Fan"),
                lambda r: r.record.fan if r.record and r.record.fan else "",
                numeric=True,
            ),
            Column(self.tr("Result"), self._result_text, tooltip=self._result_tooltip),
        ]
        return cols

    def _seat_player(self, seat: int) -> int | None:
        return self._seats[seat] if seat < len(self._seats) else None

    def _seat_cell(self, row: HandRow, seat: int) -> str:
        wind = wind_letter(row.winds[seat])
        dealer = "●" if row.winds[seat] == "E" else " "
        if row.record is None:
            return f"{wind}{dealer}"
        points = row.record.points[seat]
        return f"{wind}{dealer} {points:+d}" if points else f"{wind}{dealer} 0"

    def _result_text(self, row: HandRow) -> str:
        r = row.record
        if r is None:
            return ""
        if r.draw:
            return self.tr("draw")
        if r.discarder is None:
            return self.tr("%1 self-drawn").replace("%1", self._name(r.winner))
        return (
            self.tr("%1 from %2")
            .replace("%1", self._name(r.winner))
            .replace("%2", self._name(r.discarder))
        )

    def _result_tooltip(self, row: HandRow) -> str | None:
        r = row.record
        if r is None or not r.tiles:
            return None
        fans = "\n".join(
            f"{f.name} {f.name_zh}: {f.points}" + (f" ×{f.count}" if f.count > 1 else "")
            for f in r.fans
        )
        return f"{r.tiles}\n{fans}"

    def _refresh_summary(self, session: int, table: object) -> None:
        ws = self.document.workspace
        status = ws.status(*self.current())
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
            self.tr("Reopen") if status.state is MatchState.VERIFIED else self.tr("Mark &verified")
        )
        result = ws.table_result(*self.current()) if table else None
        rows = []
        if result is not None:
            for s in result.seats:
                rows.append(
                    (self._name(s.player), s.hand_score, s.penalty_score, s.score, s.table_points)
                )
        self.summary_model.set_rows(rows)
        pens = ws.penalties(*self.current()) if table else []
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
        _ = show_number

    def _refresh_combos(self) -> None:
        for combo in (self.winner_combo, self.discarder_combo, self.penalty_player):
            current = combo.currentIndex()
            combo.blockSignals(True)
            combo.clear()
            if combo is self.discarder_combo:
                combo.addItem(self.tr("Self-drawn"), None)
            for i, number in enumerate(self._seats):
                combo.addItem(f"{'ABCD'[i]}  {self._name(number)}", number)
            combo.setCurrentIndex(max(0, min(current, combo.count() - 1)))
            combo.blockSignals(False)

    @Slot()
    def _load_hand(self) -> None:
        """Show an entered hand in the forms (to correct it), or an empty entry; only
        when another hand is chosen, so a hand being entered survives other changes."""
        hand = self.hand_spin.value()
        key = (*self.current(), hand)
        if key == self._loaded:
            self.sync_winds()
            return
        self._loaded = key
        record = (
            next(
                (h for h in self.document.workspace.hands(*self.current()) if h.hand == hand), None
            )
            if self._seats
            else None
        )
        if record is not None and not record.draw:
            self._select(self.winner_combo, record.winner)
            self._select(self.discarder_combo, record.discarder)
            self.fan_spin.setValue(max(8, record.fan or 8))
            if record.tiles:
                self.hand_entry.set_notation(record.tiles)
            else:
                self.hand_entry.clear()
        elif self.hand_entry.state().tile_count():
            self.hand_entry.clear()
        self.record_button.setText(
            self.tr("&Correct win") if record is not None else self.tr("&Record win")
        )
        self.sync_winds()

    @staticmethod
    def _select(combo: QComboBox, value: object) -> None:
        index = combo.findData(value)
        if index >= 0:
            combo.setCurrentIndex(index)

    @Slot()
    def sync_winds(self) -> None:
        if not self._seats:
            self.winds_label.setText(self.tr("This session is not seated yet."))
            return
        hand = self.hand_spin.value()
        w = hand_winds(hand)
        winds = ", ".join(
            f"{self._name(p)} {wind_letter(w.seat_winds[i])}" for i, p in enumerate(self._seats)
        )
        self.winds_label.setText(
            self.tr("Round %1, dealer %2. Seats: %3")
            .replace("%1", wind_letter(w.prevalent))
            .replace("%2", self._name(self._seats[w.dealer]))
            .replace("%3", winds)
        )
        winner = self.winner_combo.currentData()
        if winner in self._seats:
            seat = w.seat_winds[self._seats.index(winner)]
            state = self.hand_entry.state()
            if (state.situation.prevalent_wind, state.situation.seat_wind) != (w.prevalent, seat):
                self.hand_entry.set_winds(w.prevalent, seat)
            self_drawn = self.discarder_combo.currentData() is None
            if state.situation.self_drawn != self_drawn:
                self.hand_entry.set_self_drawn(self_drawn)

    @Slot(object)
    def _on_evaluated(self, evaluation: object) -> None:
        if evaluation.error is None and evaluation.total:
            self.fan_spin.setValue(max(8, evaluation.total))

    # -- actions ---------------------------------------------------------------------
    @Slot()
    def record_win(self) -> bool:
        session, table = self.current()
        hand = self.hand_spin.value()
        winner = self.winner_combo.currentData()
        discarder = self.discarder_combo.currentData()
        svc = self.document.workspace.service
        exists = any(h.hand == hand for h in self.document.workspace.hands(session, table))
        if self.use_tiles_check.isChecked() and self.hand_entry.state().tile_count():
            tiles = self.hand_entry.notation()
            done = self.document.run(
                self.tr("Hand %1: win").replace("%1", str(hand)),
                lambda: svc.record_win(
                    session, table, hand, winner, discarder, tiles=tiles, replace=exists
                ),
            )
        else:
            fan = self.fan_spin.value()
            done = self.document.run(
                self.tr("Hand %1: win").replace("%1", str(hand)),
                lambda: svc.record_win(
                    session, table, hand, winner, discarder, fan=fan, replace=exists
                ),
            )
        if done:
            self._advance()
        return done

    def _advance(self) -> None:
        """After an entry, go to the next hand not yet entered."""
        entered = {h.hand for h in self.document.workspace.hands(*self.current())}
        later = [n for n in range(self.hand_spin.value() + 1, 17) if n not in entered]
        self._loaded = None
        if later:
            self.hand_spin.setValue(later[0])
        else:
            self._load_hand()

    @Slot()
    def record_draw(self) -> bool:
        session, table = self.current()
        hand = self.hand_spin.value()
        exists = any(h.hand == hand for h in self.document.workspace.hands(session, table))
        svc = self.document.workspace.service
        done = self.document.run(
            self.tr("Hand %1: draw").replace("%1", str(hand)),
            lambda: svc.record_draw(session, table, hand, replace=exists),
        )
        if done:
            self._advance()
        return done

    @Slot()
    def delete_hand(self) -> bool:
        session, table = self.current()
        hand = self.hand_spin.value()
        svc = self.document.workspace.service
        return self.document.run(
            self.tr("Delete hand %1").replace("%1", str(hand)),
            lambda: svc.delete_hand(session, table, hand),
        )

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
        label = (
            self.tr("Reopen table") if target is MatchState.COMPLETE else self.tr("Verify table")
        )
        return self.document.run(label, lambda: svc.set_match_state(session, table, target))
