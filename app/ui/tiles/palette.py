"""The tile palette: the 34 tiles and the 8 flowers as clickable pictures."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, Signal, Slot
from PySide6.QtGui import QFocusEvent, QKeyEvent
from PySide6.QtWidgets import QGridLayout, QToolButton, QWidget

from app.ui.tiles.codes import FLOWERS, HONOURS, SUITS, is_flower, tile_name
from app.ui.tiles.painter import tile_icon, tile_size
from scoring.tiles import parse_tile

if TYPE_CHECKING:
    from app.ui.hand.state import HandState


def translated_tile_name(tile: str) -> str:
    return QCoreApplication.translate("tiles", tile_name(tile))


class TilePalette(QWidget):
    """Buttons for every tile; a tile whose four copies are used is disabled.

    From the keyboard the palette is one Tab stop: the arrow keys move between the
    tiles (Home / End: first and last of a row) and Space or Enter adds the tile.

    Signals:
        tileClicked(str): a tile (or flower) code was clicked.
    """

    tileClicked = Signal(str)

    def __init__(self, parent: QWidget | None = None, tile_width: int = 34) -> None:
        super().__init__(parent)
        self._buttons: dict[str, QToolButton] = {}
        self._tiles: dict[str, int] = {}  # each button's tile, read once
        grid = QGridLayout(self)
        grid.setSpacing(2)
        grid.setContentsMargins(0, 0, 0, 0)
        rows = [[f"{n}{s}" for n in range(1, 10)] for s in SUITS]
        rows += [list(HONOURS), list(FLOWERS)]
        self._rows = rows
        self._current = (0, 0)
        for r, row in enumerate(rows):
            for c, tile in enumerate(row):
                grid.addWidget(self._button(tile, tile_width), r, c)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(QCoreApplication.translate("TilePalette", "Tiles"))

    # -- keyboard: one Tab stop, arrows inside ---------------------------------------
    def current_tile(self) -> str:
        r, c = self._current
        return self._rows[r][c]

    def keyPressEvent(self, event: QKeyEvent) -> None:
        r, c = self._current
        key = event.key()
        moves: dict[int, tuple[int, int]] = {  # key() gives a plain int, the keys are ints too
            Qt.Key.Key_Left: (r, c - 1),
            Qt.Key.Key_Right: (r, c + 1),
            Qt.Key.Key_Up: (r - 1, c),
            Qt.Key.Key_Down: (r + 1, c),
            Qt.Key.Key_Home: (r, 0),
            Qt.Key.Key_End: (r, len(self._rows[r]) - 1),
        }
        if key in moves:
            nr, nc = moves[key]
            nr = max(0, min(nr, len(self._rows) - 1))
            nc = max(0, min(nc, len(self._rows[nr]) - 1))
            self._set_current((nr, nc))
        elif key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter) and not (
            event.modifiers() & Qt.KeyboardModifier.ControlModifier
        ):
            button = self._buttons[self.current_tile()]
            if button.isEnabled():
                button.click()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def _set_current(self, where: tuple[int, int]) -> None:
        self._mark(False)
        self._current = where
        self._mark(self.hasFocus())

    def _mark(self, on: bool) -> None:
        """The tile the keys act on, outlined while the palette has the focus."""
        button = self._buttons[self.current_tile()]
        button.setStyleSheet("QToolButton { border: 2px solid #1565c0; }" if on else "")

    def focusInEvent(self, event: QFocusEvent) -> None:
        self._mark(True)
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self._mark(False)
        super().focusOutEvent(event)

    def _button(self, tile: str, width: int) -> QToolButton:
        button = QToolButton(self)
        button.setObjectName(f"tile-{tile}")
        button.setIcon(tile_icon(tile, width))
        button.setIconSize(tile_size(width))
        button.setAutoRaise(True)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the palette is the one Tab stop
        button.setCheckable(is_flower(tile))
        button.setToolTip(translated_tile_name(tile))
        button.setAccessibleName(translated_tile_name(tile))
        button.clicked.connect(lambda _checked=False, t=tile: self.tileClicked.emit(t))
        self._buttons[tile] = button
        if not is_flower(tile):
            self._tiles[tile] = parse_tile(tile)
        return button

    def set_tile_width(self, width: int) -> None:
        """Redraw the tiles ``width`` pixels wide (a big screen gets big tiles)."""
        for tile, button in self._buttons.items():
            button.setIcon(tile_icon(tile, width))
            button.setIconSize(tile_size(width))

    def tile_width(self) -> int:
        return next(iter(self._buttons.values())).iconSize().width()

    def button(self, tile: str) -> QToolButton:
        """The button of ``tile`` (tests click it like a user)."""
        return self._buttons[tile]

    @Slot(object)
    def set_state(self, state: HandState) -> None:
        """Enable what can still be added to ``state`` (a HandState); show flowers held."""
        addable = state.addable()
        for tile, button in self._buttons.items():
            if is_flower(tile):
                button.setChecked(tile in state.flowers)
            else:
                button.setEnabled(self._tiles[tile] in addable)
