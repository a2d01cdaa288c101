"""The scored fans as a table model, and a delegate that draws the tiles behind each."""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    QPointF,
    QSize,
    Qt,
)
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem, QWidget

from app.ui.hand.engine import FanLine
from app.ui.tiles.painter import TILE_RATIO, tile_pixmap

TILES_ROLE = Qt.ItemDataRole.UserRole + 1
Index = QModelIndex | QPersistentModelIndex


class FanModel(QAbstractTableModel):
    """One row per scored fan: number, name, Chinese name, points, count, total, tiles."""

    NUMBER, NAME, NAME_ZH, POINTS, COUNT, TOTAL, TILES = range(7)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._fans: tuple[FanLine, ...] = ()
        self._cells: list[tuple] = []

    def set_fans(self, fans: tuple[FanLine, ...]) -> None:
        fans = tuple(fans)
        if fans == self._fans:
            # the same fans (most clicks: still no whole hand): no reset, so the view
            # neither measures its columns again nor repaints
            return
        self.beginResetModel()
        self._fans = fans
        self._cells = [
            (
                f.fan_id if f.fan_id is not None else "",
                f.name,
                f.name_zh,
                f.points,
                f.count,
                f.total,
                f.tiles,
            )
            for f in self._fans
        ]
        self.endResetModel()

    def fans(self) -> tuple[FanLine, ...]:
        return self._fans

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._fans)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 7

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if int(role) != _DISPLAY or orientation != Qt.Orientation.Horizontal:
            return None
        # asked for each column on every layout of the view: one translation, not seven
        if section == self.NUMBER:
            return self.tr("No.")
        if section == self.NAME:
            return self.tr("Fan")
        if section == self.NAME_ZH:
            return self.tr("Chinese")
        if section == self.POINTS:
            return self.tr("Fan points")
        if section == self.COUNT:
            return self.tr("×")
        if section == self.TOTAL:
            return self.tr("Total")
        if section == self.TILES:
            return self.tr("Tiles")
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        # called for every cell on each layout: plain ints and tuples, no enum work
        row = index.row()
        if row < 0 or row >= len(self._fans):
            return None
        col = index.column()
        role = int(role)
        if role == _DISPLAY:
            return self._cells[row][col]
        if role == _TOOLTIP and col == self.TILES:
            return self._fans[row].tiles
        if role == TILES_ROLE and col == self.TILES:
            return self._fans[row].tile_groups
        if role == _ALIGN and col in (0, 3, 4, 5):
            return _RIGHT
        return None


_DISPLAY = int(Qt.ItemDataRole.DisplayRole.value)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole.value)
_ALIGN = int(Qt.ItemDataRole.TextAlignmentRole.value)
_RIGHT = int((Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter).value)


class TilesDelegate(QStyledItemDelegate):
    """Draws the tile groups of :data:`TILES_ROLE` as small tile pictures."""

    WIDTH = 18

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        groups = index.data(TILES_ROLE)
        if not groups:
            super().paint(painter, option, index)
            return
        h = round(self.WIDTH * TILE_RATIO)
        x = option.rect.x() + 2.0
        y = option.rect.y() + (option.rect.height() - h) / 2
        right = option.rect.right()
        if self.sizeHint(option, index).width() > option.rect.width():
            right -= painter.fontMetrics().horizontalAdvance("…") + 4  # room for the mark
        for group in groups:
            for tile in group:
                if x + self.WIDTH > right:
                    # more tiles than room: say so (the tooltip lists them all)
                    painter.setPen(option.palette.text().color())
                    painter.drawText(
                        option.rect.adjusted(0, 0, -2, 0),
                        int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                        "…",
                    )
                    return
                dpr = painter.device().devicePixelRatioF()
                painter.drawPixmap(QPointF(x, y), tile_pixmap(tile, self.WIDTH, dpr=dpr))
                x += self.WIDTH
            x += 6

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        groups = index.data(TILES_ROLE) or ()
        n = sum(len(g) for g in groups)
        return QSize(n * self.WIDTH + 6 * len(groups) + 4, round(self.WIDTH * TILE_RATIO) + 4)
