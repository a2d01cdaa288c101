"""The standings page and the full-screen projector view."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QTimer, Signal, Slot
from PySide6.QtGui import QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.ui.document import Document
from app.ui.rows_model import Column, RowsModel
from app.ui.standings.timer import SessionTimer

translate = QCoreApplication.translate


def standings_model(parent: QWidget) -> RowsModel:
    return RowsModel(
        [
            Column(translate("Standings", "Place"), lambda r: r.rank, numeric=True),
            Column(translate("Standings", "Player"), lambda r: r.player.name),
            Column(translate("Standings", "Country"), lambda r: r.player.country or ""),
            Column(translate("Standings", "Team"), lambda r: r.player.team or ""),
            Column(translate("Standings", "Sessions"), lambda r: r.sessions_played, numeric=True),
            Column(translate("Standings", "Table points"), lambda r: r.table_points, numeric=True),
            Column(translate("Standings", "Score"), lambda r: r.score, numeric=True),
        ],
        parent,
    )


def team_model(parent: QWidget) -> RowsModel:
    return RowsModel(
        [
            Column(translate("Standings", "Place"), lambda r: r.rank, numeric=True),
            Column(translate("Standings", "Team"), lambda r: r.team),
            Column(translate("Standings", "Members"), lambda r: len(r.members), numeric=True),
            Column(translate("Standings", "Table points"), lambda r: r.table_points, numeric=True),
            Column(translate("Standings", "Score"), lambda r: r.score, numeric=True),
        ],
        parent,
    )


def _table(parent: QWidget, model: RowsModel, name: str) -> QTableView:
    view = QTableView(parent)
    view.setObjectName(name)
    view.setModel(model)
    view.verticalHeader().hide()
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
    return view


class StandingsView(QWidget):
    """Individual and team standings, refreshed whenever a result changes.

    Signals:
        projectorRequested(): the user asked for the projector view.
    """

    projectorRequested = Signal()

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.model = standings_model(self)
        self.team_model = team_model(self)
        self.table = _table(self, self.model, "standings")
        self.team_table = _table(self, self.team_model, "teamStandings")
        projector = QPushButton(self.tr("&Projector view"), self)
        projector.setObjectName("openProjector")
        projector.setShortcut(QKeySequence("F11"))
        projector.clicked.connect(self.projectorRequested)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Table points first, then score.")))
        top.addStretch(1)
        top.addWidget(projector)
        splitter = QSplitter(self)
        left = QWidget(self)
        lv = QVBoxLayout(left)
        lv.addWidget(QLabel(self.tr("<b>Players</b>")))
        lv.addWidget(self.table)
        right = QWidget(self)
        rv = QVBoxLayout(right)
        rv.addWidget(QLabel(self.tr("<b>Teams</b>")))
        rv.addWidget(self.team_table)
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(splitter)
        document.changed.connect(self.refresh)
        self.refresh()

    @Slot()
    def refresh(self) -> None:
        self.model.set_rows(self.document.workspace.standings())
        self.team_model.set_rows(self.document.workspace.team_standings())


class ProjectorView(QWidget):
    """Full-screen standings for the hall, with the session clock. Esc closes it."""

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Standings — projector"))
        self.document = document
        self.setStyleSheet("background: #10263b; color: white;")
        self.title = QLabel(self)
        self.title.setFont(QFont(self.font().family(), 26, QFont.Weight.Bold))
        self.timer = SessionTimer(self)
        self.model = standings_model(self)
        self.table = _table(self, self.model, "projectorStandings")
        big = QFont(self.font().family(), 18)
        self.table.setFont(big)
        self.table.setStyleSheet(
            "QTableView { background: #10263b; color: white; gridline-color: #2f4f6f; }"
            "QHeaderView::section { background: #1f4e79; color: white; font-size: 16pt; }"
        )
        self.table.verticalHeader().setDefaultSectionSize(36)
        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.timer)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.table)
        self._scroll = QTimer(self)  # page through long standings
        self._scroll.setInterval(8000)
        self._scroll.timeout.connect(self._next_page)
        self._scroll.start()
        QShortcut(QKeySequence("Esc"), self, self.close)
        QShortcut(QKeySequence("Space"), self, self.timer.toggle)
        QShortcut(QKeySequence("+"), self, lambda: self.timer.extend(300))
        document.changed.connect(self.refresh)
        self.refresh()

    @Slot()
    def refresh(self) -> None:
        self.title.setText(self.document.workspace.settings().name)
        self.model.set_rows(self.document.workspace.standings())

    @Slot()
    def _next_page(self) -> None:
        bar = self.table.verticalScrollBar()
        bar.setValue(0 if bar.value() >= bar.maximum() else bar.value() + bar.pageStep())
