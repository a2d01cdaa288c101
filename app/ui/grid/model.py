"""The item model behind the match grid: one column a session, one row a table
(a big tournament has many more tables than sessions, and scrolls down, not across)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor

from app.domain import HANDS_PER_MATCH, MatchState, MatchStatus

Index = QModelIndex | QPersistentModelIndex
STATUS_ROLE = Qt.ItemDataRole.UserRole + 20  # the cell's MatchStatus (None: no such table)

NOT_STARTED = "not started"
# Background of a cell by what a referee has to do about it: nothing yet, enter, check, done.
COLOURS = {
    NOT_STARTED: "#f4f4f4",
    MatchState.OPEN.value: "#ffe0a3",
    MatchState.COMPLETE.value: "#cfe8ff",
    MatchState.VERIFIED.value: "#c8e6c9",
}


def cell_state(status: MatchStatus) -> str:
    """`not started`, `open`, `complete` or `verified`."""
    if status.state is MatchState.OPEN and not status.hands_entered and not status.totals_only:
        return NOT_STARTED
    return status.state.value


class MatchGridModel(QAbstractTableModel):
    """Each seated match of the tournament, placed by session (column) and table (row).

    A refresh with the same shape only emits ``dataChanged``, so the view keeps its
    current cell and scroll position while results come in.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._sessions = 0
        self._tables = 0
        self._cells: dict[tuple[int, int], MatchStatus] = {}
        self._names: dict[tuple[int, int], str] = {}
        self._hands = HANDS_PER_MATCH

    # -- filling ----------------------------------------------------------------------
    def set_statuses(
        self,
        sessions: int,
        statuses: Sequence[MatchStatus],
        names: dict[tuple[int, int], str] | None = None,
        hands: int = HANDS_PER_MATCH,
    ) -> None:
        """The tournament's ``sessions`` and every seated match's status; ``names``: the
        players of each (session, table), for the tooltip."""
        self._hands = hands  # hands in a match (16 in MCR; the settings may say otherwise)
        tables = max((s.table for s in statuses), default=0)
        cells = {(s.session, s.table): s for s in statuses}
        names = names or {}
        if (sessions, tables) != (self._sessions, self._tables):
            self.beginResetModel()
            self._sessions, self._tables = sessions, tables
            self._cells, self._names = cells, names
            self.endResetModel()
            return
        changed = self._cells != cells or self._names != names
        self._cells, self._names = cells, names
        if changed and sessions and tables:
            self.dataChanged.emit(self.index(0, 0), self.index(tables - 1, sessions - 1))
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, sessions - 1)

    def status(self, session: int, table: int) -> MatchStatus | None:
        return self._cells.get((session, table))

    def index_of(self, session: int, table: int) -> QModelIndex:
        if 1 <= session <= self._sessions and 1 <= table <= self._tables:
            return self.index(table - 1, session - 1)
        return QModelIndex()

    @staticmethod
    def where(index: Index) -> tuple[int, int]:
        """(session, table) of a cell."""
        return index.column() + 1, index.row() + 1

    # -- the model ----------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self._tables

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self._sessions

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        if self._cells.get(self.where(index)) is None:
            return Qt.ItemFlag.NoItemFlags  # a session not seated, or with fewer tables
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not self.hasIndex(index.row(), index.column()):
            return None
        status = self._cells.get(self.where(index))
        if role == STATUS_ROLE:
            return status
        if status is None:
            return None
        state = cell_state(status)
        if role == Qt.ItemDataRole.DisplayRole:
            return self._short(status, state)
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
            return self._describe(status, state)
        if role == Qt.ItemDataRole.BackgroundRole:
            return QBrush(QColor(COLOURS[state]))
        if role == Qt.ItemDataRole.ForegroundRole:
            return QBrush(QColor("#202020"))
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        count = self._sessions if orientation == Qt.Orientation.Horizontal else self._tables
        if not 0 <= section < count:
            return None
        number = str(section + 1)
        if orientation == Qt.Orientation.Vertical:
            if role == Qt.ItemDataRole.DisplayRole:
                return self.tr("Table %1").replace("%1", number)
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            row = [s for (k, _t), s in self._cells.items() if k == section + 1]
            if not row:
                return self.tr("Session %1: not seated").replace("%1", number)
            done = sum(1 for s in row if s.state is not MatchState.OPEN)
            return (
                self.tr("Session %1 (%2/%3)")
                .replace("%1", number)
                .replace("%2", str(done))
                .replace("%3", str(len(row)))
            )
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.tr("Matches finished / matches in the session")
        return None

    # -- texts ----------------------------------------------------------------------
    def _short(self, status: MatchStatus, state: str) -> str:
        if state == NOT_STARTED:
            return "–"
        if status.totals_only:
            body = self.tr("totals")
        else:
            body = f"{status.hands_entered}/{self._hands}"
        mark = {MatchState.COMPLETE.value: " ✓", MatchState.VERIFIED.value: " ✔"}.get(state, "")
        return body + mark

    def state_text(self, state: str) -> str:
        return {
            NOT_STARTED: self.tr("not started"),
            MatchState.OPEN.value: self.tr("open"),
            MatchState.COMPLETE.value: self.tr("complete"),
            MatchState.VERIFIED.value: self.tr("verified"),
        }[state]

    def _describe(self, status: MatchStatus, state: str) -> str:
        head = (
            self.tr("Session %1, table %2: %3")
            .replace("%1", str(status.session))
            .replace("%2", str(status.table))
            .replace("%3", self.state_text(state))
        )
        if status.totals_only:
            detail = self.tr("totals only")
        else:
            detail = (
                self.tr("%1 of %2 hands entered")
                .replace("%1", str(status.hands_entered))
                .replace("%2", str(self._hands))
            )
        names = self._names.get((status.session, status.table))
        return f"{head}, {detail}" + (f"\n{names}" if names else "")
