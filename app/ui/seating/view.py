"""The seating page."""

from __future__ import annotations

import csv
import html
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Slot
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.domain import Table
from app.domain.service import SeatingReport
from app.ui.document import Document
from app.ui.rows_model import Column, RowsModel
from app.ui.seating.checks import seating_warnings
from app.ui.wording import clauses
from app.ui.worker import Job
from app.ui.workspace import PlanQuality, plan_quality

if TYPE_CHECKING:  # printing support is loaded when the user prints
    from PySide6.QtPrintSupport import QPrinter


class SeatingView(QWidget):
    """One session's tables; generate the whole plan; swap two players by hand.

    Signals: none (changes go through the document).
    """

    TIME_LIMIT = 5.0  # seconds of search at most

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.job: Job | None = None
        names = document.workspace.player_names
        self._names = names()

        self._build_table()

        self.session_spin = QSpinBox(self)
        self.session_spin.setObjectName("session")
        self.session_spin.setPrefix(self.tr("Session "))
        self.session_spin.valueChanged.connect(self.refresh)
        self.seed_spin = QSpinBox(self)
        self.seed_spin.setPrefix(self.tr("Seed "))
        self.seed_spin.setRange(0, 99999)
        self.generate_button = QPushButton(self.tr("&Generate plan"), self)
        self.generate_button.setObjectName("generate")
        self.generate_button.clicked.connect(self.generate)
        self.cancel_button = QPushButton(self.tr("Cancel"), self)
        self.cancel_button.setObjectName("cancelPlan")
        self.cancel_button.setEnabled(False)
        self.progress = QProgressBar(self)
        self.progress.setObjectName("planProgress")
        self.progress.hide()
        self.swap_button = QPushButton(self.tr("&Swap the two selected players"), self)
        self.swap_button.setObjectName("swap")
        self.swap_button.clicked.connect(self.swap_selected)
        self.substitute_combo = QComboBox(self)
        self.substitute_combo.setObjectName("substitute")
        self.substitute_combo.setToolTip(self.tr("Players not seated in this session"))
        self.substitute_button = QPushButton(self.tr("Seat in the selected place"), self)
        self.substitute_button.setObjectName("seatSubstitute")
        self.substitute_button.clicked.connect(self.seat_substitute)
        self.export_button = QPushButton(self.tr("Export CSV…"), self)
        self.export_button.clicked.connect(self._ask_export)
        self.print_button = QPushButton(self.tr("&Print…"), self)
        self.print_button.clicked.connect(self._print)
        self.quality_label = QLabel(self)
        self.quality_label.setObjectName("quality")
        self.quality_label.setWordWrap(True)
        self.warnings = QListWidget(self)
        self.warnings.setObjectName("seatingWarnings")
        self.warnings.setMaximumHeight(120)

        self._lay_out()
        document.watch(self, self.refresh)
        self.refresh()

    def _build_table(self) -> None:
        """The session's tables: the table number and its four seats, E S W N."""

        def seat(i: int) -> Column[Table]:
            wind = [self.tr("East"), self.tr("South"), self.tr("West"), self.tr("North")][i]
            return Column(
                wind,
                lambda t: self._label(t.seats[i]),
                tooltip=lambda t: self._teams.get(t.seats[i]),
            )

        columns: list[Column[Table]] = [Column(self.tr("Table"), lambda t: t.table, numeric=True)]
        self.model = RowsModel(columns + [seat(i) for i in range(4)], self)
        self.table = QTableView(self)
        self.table.setObjectName("seating")
        self.table.setModel(self.model)
        self.table.verticalHeader().hide()
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.MultiSelection)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)

    def _lay_out(self) -> None:
        top = QHBoxLayout()
        for w in (
            self.session_spin,
            self.seed_spin,
            self.generate_button,
            self.cancel_button,
            self.progress,
        ):
            top.addWidget(w)
        top.addStretch(1)
        bottom = QHBoxLayout()
        for b in (
            self.swap_button,
            self.substitute_combo,
            self.substitute_button,
            self.export_button,
            self.print_button,
        ):
            bottom.addWidget(b)
        bottom.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.quality_label)
        layout.addWidget(self.table, 1)
        layout.addLayout(bottom)
        layout.addWidget(QLabel(self.tr("Broken constraints in this session:")))
        layout.addWidget(self.warnings)

    def _label(self, number: int) -> str:
        return f"{number} {self._names.get(number, '?')}"

    @Slot()
    def refresh(self) -> None:
        ws = self.document.workspace
        self._names = ws.player_names()
        self._teams = {p.number: p.team for p in ws.players() if p.team}
        sessions = ws.settings().sessions
        self.session_spin.setRange(1, max(1, sessions))
        session = self.session_spin.value()
        tables = ws.tables(session)
        self.model.set_rows(tables)
        plan = [[list(t.seats) for t in ws.tables(k)] for k in range(1, sessions + 1)]
        teams = {p.number: p.team for p in ws.players() if p.team}
        if any(plan):
            self.quality_label.setText(
                self._quality_text(
                    plan_quality(plan, [p.number for p in ws.players() if p.active], teams)
                )
            )
        else:
            self.quality_label.setText(self.tr("No seating yet: generate a plan."))
        seated = {p for t in tables for p in t.seats}
        self.substitute_combo.clear()
        for p in ws.players():
            if p.active and p.number not in seated:
                mark = self.tr(" (substitute)") if p.substitute else ""
                self.substitute_combo.addItem(self._label(p.number) + mark, p.number)
        self.substitute_button.setEnabled(self.substitute_combo.count() > 0 and bool(tables))
        earlier = [t for k in range(1, session) for t in ws.tables(k)]
        self.warnings.clear()
        for text in seating_warnings(tables, earlier, teams, self._names):
            self.warnings.addItem(text)
        if not self.warnings.count() and tables:
            self.warnings.addItem(self.tr("None."))

    # -- generating --------------------------------------------------------------
    def _standing(self, q: PlanQuality) -> str:
        """Where the plan stands against the lower bound and the best known value (the
        seating library's figures, worded here so they can be translated)."""
        if q.repeats <= (q.repeat_bound or 0):
            return self.tr("at the lower bound: no plan has fewer repeats")
        if q.best_known is None:
            return self.tr("%1 above the lower bound; no better plan is known").replace(
                "%1", str(q.repeats - (q.repeat_bound or 0))
            )
        if q.repeats <= q.best_known:
            return (
                self.tr("at the best known value (%1, %2)")
                .replace("%1", str(q.best_known))
                .replace("%2", q.best_known_source)
            )
        return (
            self.tr("%1 above the best known value (%2, %3)")
            .replace("%1", str(q.repeats - q.best_known))
            .replace("%2", str(q.best_known))
            .replace("%3", q.best_known_source)
        )

    def _quality_text(self, q: PlanQuality) -> str:
        parts = [self.tr("Plan quality: %1 repeated meetings").replace("%1", str(q.repeats))]
        if q.repeat_bound is not None:
            parts[0] += self.tr(" (lower bound %1)").replace("%1", str(q.repeat_bound))
        if q.repeat_bound is not None:
            parts.append(self._standing(q))
        parts.append(self.tr("%1 teammates at one table").replace("%1", str(q.teammates)))
        if q.wind_spread is not None:
            parts.append(
                self.tr("starting seats balanced")
                if q.wind_spread <= 1
                else self.tr("starting seats differ by up to %1").replace("%1", str(q.wind_spread))
            )
        if q.same_table is not None:
            parts.append(
                self.tr("at most %1 times at one table number (lower bound %2)")
                .replace("%1", str(q.same_table))
                .replace("%2", str(q.same_table_floor))
            )
        return clauses(parts)

    @Slot()
    def generate(self) -> Job:
        """Plan every session in a worker thread; the result is one undoable change."""
        service = self.document.workspace.service
        seed = self.seed_spin.value()

        def work(progress: Callable[[int, int], bool]) -> SeatingReport:  # in the job's thread
            def planned(fraction: float, _message: str = "") -> None:
                progress(int(fraction * 1000), 1000)

            return service.seat_sessions(
                seed, time_limit=self.TIME_LIMIT, progress=planned, cancel=token
            )

        self.job = Job(work, self)
        token = self.job.cancel_token
        self.job.progress.connect(self._on_progress)
        self.job.succeeded.connect(self._on_plan)
        self.job.failed.connect(self.document.failed)
        self.job.ended.connect(self._on_ended)
        self.cancel_button.clicked.connect(self.job.cancel)
        self.generate_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.progress.setValue(0)
        self.progress.show()
        self.job.start()
        return self.job

    @Slot(int, int)
    def _on_progress(self, done: int, total: int) -> None:
        self.progress.setMaximum(max(total, 1))
        self.progress.setValue(done)

    @Slot(object)
    def _on_plan(self, report: SeatingReport) -> None:
        self.document.record(self.tr("Seat sessions"), report.change)

    @Slot()
    def _on_ended(self) -> None:
        self.generate_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        self.progress.hide()
        if self.job is not None:
            self.cancel_button.clicked.disconnect(self.job.cancel)

    # -- by hand ----------------------------------------------------------------
    @Slot()
    def swap_selected(self) -> None:
        cells = [i for i in self.table.selectionModel().selectedIndexes() if i.column() > 0]
        if len(cells) != 2:
            self.document.failed.emit(self.tr("Select exactly two players to swap."))
            return
        tables = [list(t.seats) for t in self.model.rows()]
        (a, b) = cells
        ta, sa, tb, sb = a.row(), a.column() - 1, b.row(), b.column() - 1
        tables[ta][sa], tables[tb][sb] = tables[tb][sb], tables[ta][sa]
        session = self.session_spin.value()
        new = [_table(session, i + 1, s) for i, s in enumerate(tables)]
        self.document.run(
            self.tr("Swap players in session %1").replace("%1", str(session)),
            lambda: self.document.workspace.service.set_tables(session, new),
        )
        self.table.clearSelection()

    @Slot()
    def seat_substitute(self) -> None:
        """Put the chosen unseated player in the selected seat (e.g. a substitute for a
        player who withdrew)."""
        cells = [i for i in self.table.selectionModel().selectedIndexes() if i.column() > 0]
        player = self.substitute_combo.currentData()
        if len(cells) != 1 or player is None:
            self.document.failed.emit(self.tr("Select one seat and the player to put there."))
            return
        tables = [list(t.seats) for t in self.model.rows()]
        tables[cells[0].row()][cells[0].column() - 1] = player
        session = self.session_spin.value()
        new = [_table(session, i + 1, s) for i, s in enumerate(tables)]
        self.document.run(
            self.tr("Seat %1 in session %2")
            .replace("%1", self._label(player))
            .replace("%2", str(session)),
            lambda: self.document.workspace.service.set_tables(session, new),
        )
        self.table.clearSelection()

    def select_cell(self, row: int, column: int) -> None:
        """Select a seat cell (keyboard users and tests)."""
        from PySide6.QtCore import QItemSelectionModel

        self.table.selectionModel().select(
            self.model.index(row, column), QItemSelectionModel.SelectionFlag.Select
        )

    # -- output -------------------------------------------------------------------
    def export_csv(self, path: str) -> None:
        ws = self.document.workspace
        with open(path, "w", newline="", encoding="utf-8") as f:
            out = csv.writer(f)
            out.writerow(["session", "table", "East", "South", "West", "North"])
            for k in range(1, ws.settings().sessions + 1):
                for t in ws.tables(k):
                    out.writerow([k, t.table] + [self._label(p) for p in t.seats])

    @Slot()
    def _ask_export(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export seating"), "seating.csv", self.tr("CSV (*.csv)")
        )
        if path:
            try:
                self.export_csv(path)
            except OSError as exc:
                self.document.failed.emit(str(exc))

    def seating_html(self) -> str:
        ws = self.document.workspace
        parts = [f"<h1>{html.escape(ws.settings().name)}</h1>"]
        for k in range(1, ws.settings().sessions + 1):
            parts.append(f"<h2>{html.escape(self.tr('Session %1').replace('%1', str(k)))}</h2>")
            parts.append(
                "<table border='1' cellpadding='4'><tr><th>#</th><th>E</th><th>S</th>"
                "<th>W</th><th>N</th></tr>"
            )
            for t in ws.tables(k):
                cells = "".join(f"<td>{html.escape(self._label(p))}</td>" for p in t.seats)
                parts.append(f"<tr><td>{t.table}</td>{cells}</tr>")
            parts.append("</table>")
        return "".join(parts)

    @Slot()
    def _print(self) -> None:
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter

        printer = QPrinter()
        dialog = QPrintDialog(printer, self)
        dialog.accepted.connect(lambda: self._print_to(printer))
        # QDialog's open(): PySide6's stub for QPrintDialog lists only open(receiver, slot)
        QDialog.open(dialog)

    def _print_to(self, printer: QPrinter) -> None:
        doc = QTextDocument()
        doc.setHtml(self.seating_html())
        doc.print_(printer)

    def shutdown(self) -> None:
        """Stop a running job (the tournament is being closed)."""
        if self.job is not None and self.job.is_running():
            self.job.stop()


def _table(session: int, number: int, seats: list[int]) -> Table:
    """Table ``number`` of ``session`` with ``seats`` (E, S, W, N) as changed by hand."""
    east, south, west, north = seats
    return Table(session, number, (east, south, west, north))
