"""The match grid page: the referee's overview of every match, sessions x tables."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt, Signal, Slot
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.domain import MatchState
from app.ui.document import Document
from app.ui.grid.model import COLOURS, NOT_STARTED, STATUS_ROLE, MatchGridModel
from app.ui.lazy import RefreshWhenShown
from app.ui.wording import list_separator

LEGEND_STATES = (NOT_STARTED, "open", "complete", "verified")


class MatchGrid(QWidget):
    """Every match by session (columns) and table (rows), coloured by its state, with
    the hands entered. A click, Enter or double click on a match opens its sheet; the
    arrow keys move between matches.

    Signals:
        tableRequested(int, int): session and table whose sheet the user asked for.
    """

    tableRequested = Signal(int, int)

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.model = MatchGridModel(self)
        self.view = QTableView(self)
        self.view.setObjectName("matchGrid")
        self.view.setModel(self.model)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setTabKeyNavigation(False)  # Tab leaves the grid; arrows move inside
        self.view.setStyleSheet(
            "QTableView::item:selected { border: 3px solid #1565c0; color: #202020; }"
        )
        header = self.view.horizontalHeader()
        line = self.fontMetrics().height()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setMinimumSectionSize(self.fontMetrics().horizontalAdvance("16/16 ✔") + 24)
        self.view.verticalHeader().setDefaultSectionSize(line + 12)
        self.view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.view.clicked.connect(self._open)
        self.view.activated.connect(self._open)  # Enter, Return, double click
        title = QLabel(self.tr("<b>Matches</b>: sessions across, tables down."), self)
        self.next_button = QPushButton(self.tr("&Next unfinished match"), self)
        self.next_button.setObjectName("nextUnfinished")
        self.next_button.setToolTip(
            self.tr("Moves to the next match still open or not started (F3 in the grid)")
        )
        self.next_button.clicked.connect(self.next_unfinished)
        shortcut = QShortcut(QKeySequence("F3"), self.view)
        shortcut.setContext(Qt.ShortcutContext.WidgetShortcut)
        shortcut.activated.connect(self.next_unfinished)
        top = QHBoxLayout()
        top.addWidget(title, 1)
        top.addWidget(self.next_button)
        self.legend = QLabel(self._legend(), self)
        self.legend.setObjectName("gridLegend")
        self.legend.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.legend)
        self._refresher = RefreshWhenShown(self, document.changed, self.refresh)
        self.refresh()

    def _legend(self) -> str:
        chips = []
        examples = dict(
            zip(LEGEND_STATES, ("&nbsp;–&nbsp;", "7/16", "16/16 ✓", "16/16 ✔"), strict=True)
        )
        for state in LEGEND_STATES:
            chips.append(
                f"<span style='background:{COLOURS[state]}; color:#202020'>"
                f"&nbsp;{examples[state]}&nbsp;</span>&nbsp;{self.model.state_text(state)}"
            )
        note = self.tr(
            "Each cell: hands entered of 16 (✓ complete, ✔ verified, – not started). "
            "Click a match or press Enter to open its sheet."
        )
        return "&nbsp;&nbsp;&nbsp;".join(chips) + "<br>" + note

    @Slot()
    def refresh(self) -> None:
        ws = self.document.workspace
        names = ws.player_names()
        seated = {}
        for session in range(1, ws.settings().sessions + 1):
            for t in ws.tables(session):
                seated[(session, t.table)] = list_separator().join(
                    names.get(p, str(p)) for p in t.seats
                )
        settings = ws.settings()
        hands = getattr(settings, "hands_per_match", 16)
        self.model.set_statuses(settings.sessions, ws.statuses(), seated, hands)

    def select(self, session: int, table: int) -> None:
        """Make (session, table) the current cell (the sheet shown), without opening it."""
        index = self.model.index_of(session, table)
        if index.isValid() and index != self.view.currentIndex():
            self.view.setCurrentIndex(index)

    @Slot()
    def next_unfinished(self) -> bool:
        """Move the cursor to the next match not yet complete, session by session, table
        by table, after the current one (wrapping round). False when every match is."""
        model = self.model
        order = [(c, r) for c in range(model.columnCount()) for r in range(model.rowCount())]
        current = self.view.currentIndex()
        start = order.index((current.column(), current.row())) + 1 if current.isValid() else 0
        for column, row in order[start:] + order[:start]:
            status = model.index(row, column).data(STATUS_ROLE)
            if status is not None and status.state is MatchState.OPEN:
                self.view.setCurrentIndex(model.index(row, column))
                self.view.setFocus()
                return True
        return False

    @Slot(QModelIndex)
    def _open(self, index: QModelIndex) -> None:
        if index.isValid() and self.model.status(*self.model.where(index)) is not None:
            self.tableRequested.emit(*self.model.where(index))
