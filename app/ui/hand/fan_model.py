"""The scored fans as a table model, and a delegate that draws the tiles behind each."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPointF, QSize, Qt
from PySide6.QtGui import QPainter, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem, QWidget

from app.domain.model import FanLine
from app.ui.tiles.painter import TILE_RATIO, tile_pixmap
from app.ui.wording import fans_in_english

TILES_ROLE = Qt.ItemDataRole.UserRole + 1
Index = QModelIndex | QPersistentModelIndex


class FanModel(QStandardItemModel):
    """One row per scored fan: number, name, Chinese name, points, count, total, tiles.

    The cells are held by Qt (a standard item model): the view asks for a dozen roles
    of every cell each time it measures its columns or paints, and answering those from
    Python cost more than the rest of a tile click."""

    NUMBER, NAME, NAME_ZH, POINTS, COUNT, TOTAL, TILES = range(7)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 7, parent)
        self._fans: tuple[FanLine, ...] = ()
        self._flowers: tuple[str, ...] = ()
        # held by Qt too: the header asks for every role of every column on each layout
        # (the language is chosen before the window is built: see the language menu)
        self.setHorizontalHeaderLabels(
            [
                self.tr("No."),
                self.tr("Fan"),
                self.tr("Chinese"),
                self.tr("Fan points"),
                self.tr("×"),
                self.tr("Total"),
                self.tr("Tiles"),
            ]
        )

    def set_fans(self, fans: tuple[FanLine, ...], flowers: tuple[str, ...] = ()) -> None:
        """Show `fans`; `flowers` (codes of the flowers held) are drawn beside the Flower
        Tiles fan, which the engine only counts."""
        fans, flowers = tuple(fans), tuple(flowers)
        if fans == self._fans and flowers == self._flowers:
            # the same fans (most clicks: still no whole hand): no reset, so the view
            # neither measures its columns again nor repaints
            return
        # one reset for the views (as a list model gives), not a signal a row
        self.beginResetModel()
        blocked = self.blockSignals(True)
        try:
            self._fans, self._flowers = fans, flowers
            self.setRowCount(0)
            for f in fans:
                self.appendRow(_row(f, flowers))
        finally:
            self.blockSignals(blocked)
        self.endResetModel()

    def fans(self) -> tuple[FanLine, ...]:
        return self._fans


def _row(f: FanLine, flowers: tuple[str, ...] = ()) -> list[QStandardItem]:
    """The cells of one fan: read-only, numbers right-aligned, the tiles' groups for
    the delegate and their codes as the tooltip (the fan line's own views)."""
    groups = f.tile_groups
    if f.fan_id == 81 and flowers and not groups:
        groups = (flowers,)  # the flowers held, beside the fan that counts them
    # in Chinese the name column gives the Chinese name (the Chinese column is hidden)
    name = f.name if fans_in_english() else (f.name_zh or f.name)
    cells: tuple[object, ...] = (f.fan_id if f.fan_id is not None else "", name, f.name_zh)
    # the text is the fan's own tiles; flowers held are only drawn (their codes are not
    # words of either language, and the engine names no tiles for the Flower Tiles fan)
    codes = " ".join("".join(group) for group in f.tile_groups)
    cells += (f.points, f.count, f.total, codes)
    items = []
    for col, value in enumerate(cells):
        # new items, not copies of a model cell: PySide's clone() leaves the copy owned
        # twice (the model and Python both free it: a crash a few hundred hands later)
        item = QStandardItem()
        item.setFlags(_READ_ONLY)
        item.setData(value, _DISPLAY)
        if col in (0, 3, 4, 5):
            item.setData(_RIGHT, _ALIGN)
        items.append(item)
    items[FanModel.TILES].setData(codes, _TOOLTIP)
    items[FanModel.TILES].setData(groups, TILES_ROLE)
    return items


# built once: converting Qt's enums on every cell cost more than the cell
_READ_ONLY = Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled
_DISPLAY = Qt.ItemDataRole.DisplayRole
_ALIGN = Qt.ItemDataRole.TextAlignmentRole
_TOOLTIP = Qt.ItemDataRole.ToolTipRole
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
