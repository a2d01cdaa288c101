"""A player's history: every session they sat in (table, seat, opponents, score,
table points) with their total and place after it, and charts of the score and the
place session by session (the same points as the website's player page: the domain's
progression)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.domain import HistoryEntry, TournamentError
from app.domain.progression import SessionPoint
from app.ui.charts import Line, LineChart
from app.ui.document import Document
from app.ui.rows_model import Column, RowsModel, show_number
from app.ui.tiles.names import wind_letter
from app.ui.wording import list_separator

translate = QCoreApplication.translate
SEATS = "ESWN"  # the starting seat's wind, as the sheets print it


@dataclass(frozen=True)
class HistoryLine:
    """One session of the table: the match (None: not seated) and the standings after."""

    session: int
    entry: HistoryEntry | None
    after: SessionPoint | None


def history_model(names: dict[int, str], parent: QWidget) -> RowsModel[HistoryLine]:
    def match(line: HistoryLine, read: Callable[[HistoryEntry], object]) -> object:
        return read(line.entry) if line.entry is not None else ""

    return RowsModel(
        [
            Column(translate("History", "Session"), lambda r: r.session, numeric=True),
            Column(
                translate("History", "Table"), lambda r: match(r, lambda e: e.table), numeric=True
            ),
            Column(
                translate("History", "Seat"),
                lambda r: match(r, lambda e: wind_letter(SEATS[e.seat])),  # 东 in Chinese
            ),
            Column(
                translate("History", "Opponents"),
                lambda r: match(
                    r, lambda e: list_separator().join(names.get(o, f"#{o}") for o in e.opponents)
                ),
            ),
            Column(
                translate("History", "Score"), lambda r: match(r, lambda e: e.score), numeric=True
            ),
            Column(
                translate("History", "Table points"),
                lambda r: match(r, lambda e: show_number(e.table_points)),
                numeric=True,
            ),
            Column(
                translate("History", "Total"),
                lambda r: r.after.score if r.after else "",
                numeric=True,
            ),
            Column(
                translate("History", "Place"),
                lambda r: r.after.rank if r.after else "",
                numeric=True,
            ),
        ],
        parent,
    )


class PlayerHistory(QDialog):
    """One player's sessions and charts (see the module docstring); not modal, so the
    organiser can keep it open beside the standings. Refreshes on every change."""

    def __init__(self, document: Document, player: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playerHistory")
        self.document = document
        self.player = player
        self.heading = QLabel(self)
        self.heading.setObjectName("historyHeading")
        self.heading.setTextFormat(Qt.TextFormat.RichText)
        self.score_chart = LineChart(self)
        self.score_chart.setObjectName("historyScoreChart")
        self.place_chart = LineChart(self)
        self.place_chart.setObjectName("historyPlaceChart")
        for chart in (self.score_chart, self.place_chart):
            chart.empty_text = self.tr("No results yet")
        charts = QHBoxLayout()
        charts.addWidget(self.score_chart)
        charts.addWidget(self.place_chart)
        self._names: dict[int, str] = {}  # filled on refresh; the columns read it
        self.model = history_model(self._names, self)
        self.table = QTableView(self)
        self.table.setObjectName("historyTable")
        self.table.setModel(self.model)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addLayout(charts, 3)
        layout.addWidget(self.table, 2)
        layout.addWidget(buttons)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        # A change is shown half a second later, several changes at once: the places
        # after each session rank everyone again (0.2-0.5 s at 300 players x 8 sessions),
        # too long to do for every hand a referee records meanwhile.
        self._later = QTimer(self)
        self._later.setSingleShot(True)
        self._later.setInterval(500)
        self._later.timeout.connect(self.refresh)
        document.changed.connect(self._later.start)
        self.refresh()
        em = self.fontMetrics().height()
        self.resize(em * 56, em * 38)

    def refresh(self) -> None:
        service = self.document.workspace.service
        self._names.clear()
        self._names.update(self.document.workspace.player_names())
        try:
            player = service.player(self.player)
        except TournamentError:  # removed meanwhile (or undone): nothing left to show
            self.close()
            return
        progression = service.progression()
        points = {p.session: p for p in progression.points(self.player)}
        entries = {e.session: e for e in service.player_history(self.player)}
        sessions = range(1, progression.sessions + 1)
        lines = [HistoryLine(k, entries.get(k), points.get(k)) for k in sessions]
        self.setWindowTitle(self.tr("History of %1").replace("%1", player.name))
        latest = points[max(points)] if points else None
        facts = [f"<b style='font-size:large'>{_esc(player.name)}</b>"]
        if latest is not None:
            facts.append(
                self.tr("place %1 after session %2, table points %3, score %4")
                .replace("%1", str(latest.rank))
                .replace("%2", str(latest.session))
                .replace("%3", show_number(latest.table_points))
                .replace("%4", str(latest.score))
            )
        self.heading.setText(" — ".join(facts))
        self.model.set_rows(lines)
        self.table.horizontalHeader().setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        labels = [self.tr("S%1").replace("%1", str(k)) for k in progression.started]
        chosen = [points.get(k) for k in progression.started]
        self.score_chart.set_data(
            self.tr("Score after each session"),
            labels,
            [Line(player.name, tuple(p.score if p else None for p in chosen))],
        )
        self.place_chart.set_data(
            self.tr("Place after each session"),
            labels,
            [Line(player.name, tuple(p.rank if p else None for p in chosen))],
            inverted=True,
            low=1,
            high=max(len(progression.after[0]) if progression.after else 1, 1),
        )

    def closeEvent(self, event: QCloseEvent) -> None:
        self._later.stop()
        try:
            self.document.changed.disconnect(self._later.start)
        except (RuntimeError, TypeError):
            pass
        super().closeEvent(event)


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
