"""A read-mostly table model over a list of plain rows, described by its columns."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Generic

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor

Index = QModelIndex | QPersistentModelIndex

# The kind of row a model shows (a Player, a standings line...). A model made without
# saying holds plain objects: the checker reads typing_extensions' TypeVar, which has a
# default; Python 3.11's own has none (3.13's has), so the program makes a plain one.
if TYPE_CHECKING:
    from typing_extensions import TypeVar

    R = TypeVar("R", default=object)
else:
    from typing import TypeVar

    R = TypeVar("R")
ROW_ROLE = Qt.ItemDataRole.UserRole + 10
HINT_COLOUR = "#8a8a8a"

# data() and flags() run for every cell on every layout: plain ints, worked out once
_DISPLAY = int(Qt.ItemDataRole.DisplayRole.value)
_EDIT = int(Qt.ItemDataRole.EditRole.value)
_CHECK = int(Qt.ItemDataRole.CheckStateRole.value)
_FOREGROUND = int(Qt.ItemDataRole.ForegroundRole.value)
_ALIGN = int(Qt.ItemDataRole.TextAlignmentRole.value)
_BACKGROUND = int(Qt.ItemDataRole.BackgroundRole.value)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole.value)
_ROW = int(ROW_ROLE)
_RIGHT = int((Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter).value)
_SHOWN = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
_EDITABLE = _SHOWN | Qt.ItemFlag.ItemIsEditable
_CHECKABLE = _SHOWN | Qt.ItemFlag.ItemIsUserCheckable


def show_number(value: object) -> str:
    """Table points as the sheets print them: 7, 1.5, 2.33."""
    if isinstance(value, Fraction):
        if value.denominator == 1:
            return str(value.numerator)
        return f"{float(value):.2f}".rstrip("0").rstrip(".")
    return "" if value is None else str(value)


@dataclass
class Column(Generic[R]):
    """A column: its title, how to read a row, and optionally how to edit it."""

    title: str
    value: Callable[[R], object]
    numeric: bool = False
    check: bool = False  # shown as a check box
    edit: Callable[[R, object], None] | None = None  # (row, new value)
    background: Callable[[R], str | None] | None = None
    tooltip: Callable[[R], str | None] | None = None
    header_tooltip: str | None = None  # e.g. the full title where it is shortened
    hint: Callable[[R], str] | None = None  # shown greyed where the value is empty


class RowsModel(QAbstractTableModel, Generic[R]):
    """Rows of one kind shown through :class:`Column` definitions."""

    def __init__(self, columns: Sequence[Column[R]], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._columns = list(columns)
        self._rows: list[R] = []

    def set_columns(self, columns: Sequence[Column[R]]) -> None:
        self.beginResetModel()
        self._columns = list(columns)
        self.endResetModel()

    def set_rows(self, rows: Sequence[R]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def update_rows(self, rows: Sequence[R]) -> None:
        """Like :meth:`set_rows`, but when the number of rows is the same only the rows
        that differ are announced (a view then repaints those, not the whole table)."""
        new = list(rows)
        if len(new) != len(self._rows) or not new:
            self.set_rows(new)
            return
        changed = [i for i, (a, b) in enumerate(zip(self._rows, new, strict=True)) if a != b]
        self._rows = new
        if changed:
            last = self.columnCount() - 1
            self.dataChanged.emit(self.index(changed[0], 0), self.index(changed[-1], last))

    def rows(self) -> list[R]:
        return list(self._rows)

    def texts(self, column: int) -> set[str]:
        """The different texts shown in ``column`` (to size it without asking Qt's
        delegate about every cell)."""
        col = self._columns[column]
        return {show_number(col.value(row)) for row in self._rows}

    def row(self, index: int) -> R:
        return self._rows[index]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._columns)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        horizontal = orientation == Qt.Orientation.Horizontal
        if horizontal and not 0 <= section < len(self._columns):
            return None
        if role == Qt.ItemDataRole.ToolTipRole and horizontal:
            return self._columns[section].header_tooltip
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        return self._columns[section].title if horizontal else section + 1

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        column = self._columns[index.column()]
        if column.edit is None:
            return _SHOWN
        return _CHECKABLE if column.check else _EDITABLE

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        r = index.row()
        if not (0 <= r < len(self._rows)):
            return None
        row = self._rows[r]
        column = self._columns[index.column()]
        role = int(role)
        if role == _ROW:
            return row
        if column.check:
            if role == _CHECK:
                return Qt.CheckState.Checked if column.value(row) else Qt.CheckState.Unchecked
            return None
        if role == _DISPLAY and column.hint and self._hinted(column, row):
            return column.hint(row)
        if role == _DISPLAY or role == _EDIT:
            return show_number(column.value(row))
        if role == _FOREGROUND and column.hint and self._hinted(column, row):
            return QBrush(QColor(HINT_COLOUR))
        if role == _ALIGN and column.numeric:
            return _RIGHT
        if role == _BACKGROUND and column.background is not None:
            colour = column.background(row)
            return QBrush(QColor(colour)) if colour else None
        if role == _TOOLTIP and column.tooltip is not None:
            return column.tooltip(row)
        return None

    @staticmethod
    def _hinted(column: Column[R], row: R) -> bool:
        hint = column.hint
        return hint is not None and show_number(column.value(row)) == "" and bool(hint(row))

    def setData(self, index: Index, value: object, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid():
            return False
        column = self._columns[index.column()]
        if column.edit is None:
            return False
        row = self._rows[index.row()]
        if column.check and role == Qt.ItemDataRole.CheckStateRole:
            state = value.value if hasattr(value, "value") else value
            column.edit(row, state == Qt.CheckState.Checked.value)
            return True
        if role == Qt.ItemDataRole.EditRole and not column.check:
            column.edit(row, value)
            return True
        return False
