"""The hand as tiles: declared sets, concealed tiles and the winning tile apart."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent, QPen, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from app.ui.hand.state import HandState
from app.ui.tiles.painter import TILE_RATIO, tile_pixmap
from scoring import Meld, MeldKind
from scoring.tiles import tile_code

WIN_COLOUR = "#e08a00"


class HandView(QWidget):
    """Paints a :class:`HandState`; clicking a set or tile reports which one.

    Signals:
        meldClicked(int): the set at that index was clicked (the editor removes it).
        tileClicked(str): a concealed tile (its code) was clicked (the editor makes it the
            winning tile).
    """

    meldClicked = Signal(int)
    tileClicked = Signal(str)

    def __init__(self, parent: QWidget | None = None, tile_width: int = 40) -> None:
        super().__init__(parent)
        self._state = HandState()
        self._full = tile_width
        self._w = tile_width  # smaller when the hand is wider than the view
        self._h = round(tile_width * TILE_RATIO)
        self._hits: list[tuple[QRectF, str, int | str]] = []
        self.setMinimumHeight(self._h + 28)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(QCoreApplication.translate("HandView", "Hand"))

    def set_tile_width(self, width: int) -> None:
        """Tiles up to ``width`` pixels wide (a big screen gets big tiles)."""
        self._full = width
        self.setMinimumHeight(round(width * TILE_RATIO) + 28)
        self.updateGeometry()
        self._layout()
        self.update()

    def tile_width(self) -> int:
        return self._full

    def sizeHint(self) -> QSize:
        return QSize(14 * (self._full + 1) + 40, round(self._full * TILE_RATIO) + 28)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._layout()
        super().resizeEvent(event)

    def set_state(self, state: HandState) -> None:
        self._state = state
        self._layout()
        self.update()

    def hit_rects(self) -> list[tuple[QRectF, str, int | str]]:
        """(rect, "meld"|"tile", index or tile) of what is drawn, for clicks and tests."""
        return list(self._hits)

    def _fit(self, tiles: int, gaps: float) -> None:
        """Tiles as large as asked, or smaller so that the whole hand is in view."""
        room = self.width() - 8 - gaps
        width = self._full
        if tiles and room < tiles * (width + 1):
            width = max(16, int(room / tiles) - 1)
        self._w, self._h = width, round(width * TILE_RATIO)

    def _layout(self) -> None:
        tiles = [tile_code(t) for t in self._state.shown_concealed()]
        win = tiles.pop() if self._state.tile_count() == 14 and tiles else None
        melds = self._state.melds
        gaps = 10 * len(melds) + (8 if melds else 0) + (14 if win is not None else 0)
        count = sum(len(m.tiles) for m in melds) + len(tiles) + (win is not None)
        self._fit(count, gaps)
        hits: list[tuple[QRectF, str, int | str]] = []
        x = 4.0
        y = 18.0
        for i, meld in enumerate(self._state.melds):
            start = x
            x += len(meld.tiles) * (self._w + 1)
            hits.append((QRectF(start, y, x - start, self._h), "meld", i))
            x += 10
        if self._state.melds:
            x += 8
        for tile in tiles:
            hits.append((QRectF(x, y, self._w, self._h), "tile", tile))
            x += self._w + 1
        if win is not None:
            x += 14
            hits.append((QRectF(x, y, self._w, self._h), "win", win))
        self._hits = hits

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        small = p.font()
        small.setPixelSize(11)
        p.setFont(small)
        if not self._hits:
            p.setPen(self.palette().placeholderText().color())
            p.drawText(
                self.rect(),
                int(Qt.AlignmentFlag.AlignCenter),
                QCoreApplication.translate("HandView", "Click tiles below or type the notation"),
            )
        for rect, kind, key in self._hits:
            if isinstance(key, int):  # a meld, by its index
                self._paint_meld(p, rect, self._state.melds[key])
            else:  # a tile, by its code
                highlight = WIN_COLOUR if kind == "win" else None
                _draw(p, rect, key, highlight)
                if kind == "win":
                    p.setPen(QColor(WIN_COLOUR))
                    p.drawText(
                        QRectF(rect.x() - 10, 0, rect.width() + 20, 16),
                        int(Qt.AlignmentFlag.AlignCenter),
                        QCoreApplication.translate("HandView", "winning"),
                    )
        p.end()

    def _paint_meld(self, p: QPainter, rect: QRectF, meld: Meld) -> None:
        tiles = [tile_code(t) for t in meld.tiles]
        claimed_index = self._claimed_index(meld)
        for j, tile in enumerate(tiles):
            r = QRectF(rect.x() + j * (self._w + 1), rect.y(), self._w, self._h)
            if meld.concealed and j in (0, 3):
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor("#2e7d5b"))
                p.drawRoundedRect(r.adjusted(0.5, 0.5, -0.5, -0.5), 4, 4)
                continue
            _draw(p, r, tile)
            if j == claimed_index:
                p.setPen(QPen(QColor("#1f4e99"), 2))
                mid = r.center().x()
                p.drawLine(QPointF(mid - 6, 6), QPointF(mid, 14))
                p.drawLine(QPointF(mid + 6, 6), QPointF(mid, 14))
        translate = QCoreApplication.translate
        label = {
            MeldKind.CHOW: translate("HandView", "chow"),
            MeldKind.PUNG: translate("HandView", "pung"),
            MeldKind.KONG: translate("HandView", "kong"),
        }[meld.kind]
        if meld.concealed:
            label = translate("HandView", "concealed kong")
        elif meld.promoted:
            label = translate("HandView", "promoted kong")
        p.setPen(self.palette().text().color())
        # the label on the side away from the claim mark, so the two never overlap
        left_half = claimed_index is not None and claimed_index < len(tiles) / 2
        align = Qt.AlignmentFlag.AlignRight if left_half else Qt.AlignmentFlag.AlignLeft
        p.drawText(QRectF(rect.x(), 0, rect.width(), 16), int(align), label)

    @staticmethod
    def _claimed_index(meld: Meld) -> int | None:
        """Which tile to mark as claimed: the claimed chow tile, or by seat for a set."""
        if meld.claimed_from is None:
            return None
        if meld.kind is MeldKind.CHOW:
            return meld.claimed_from - 1
        return {1: 0, 2: 1, 3: len(meld.tiles) - 1}[meld.claimed_from]

    def mousePressEvent(self, event: QMouseEvent) -> None:
        pos = event.position()
        for rect, kind, key in self._hits:
            if rect.contains(pos):
                if kind == "meld":
                    self.meldClicked.emit(key)
                else:
                    self.tileClicked.emit(key)
                return
        super().mousePressEvent(event)


def _draw(p: QPainter, rect: QRectF, tile: str, highlight: str | None = None) -> None:
    """A tile from the picture cache: painting the hand on every click stays cheap."""
    picture = tile_pixmap(
        tile, round(rect.width()), highlight=highlight, dpr=p.device().devicePixelRatioF()
    )
    p.drawPixmap(rect.topLeft(), picture)
