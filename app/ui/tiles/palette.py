"""The tile palette: the 34 tiles and the 8 flowers as clickable pictures."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal, Slot
from PySide6.QtWidgets import QGridLayout, QToolButton, QWidget

from app.ui.tiles.codes import FLOWERS, HONOURS, SUITS, is_flower, tile_name
from app.ui.tiles.painter import tile_icon, tile_size
from scoring.tiles import parse_tile


def translated_tile_name(tile: str) -> str:
    return QCoreApplication.translate("tiles", tile_name(tile))


class TilePalette(QWidget):
    """Buttons for every tile; a tile whose four copies are used is disabled.

    Signals:
        tileClicked(str): a tile (or flower) code was clicked.
    """

    tileClicked = Signal(str)

    def __init__(self, parent: QWidget | None = None, tile_width: int = 34) -> None:
        super().__init__(parent)
        self._buttons: dict[str, QToolButton] = {}
        grid = QGridLayout(self)
        grid.setSpacing(2)
        grid.setContentsMargins(0, 0, 0, 0)
        rows = [[f"{n}{s}" for n in range(1, 10)] for s in SUITS]
        rows += [list(HONOURS), list(FLOWERS)]
        for r, row in enumerate(rows):
            for c, tile in enumerate(row):
                grid.addWidget(self._button(tile, tile_width), r, c)

    def _button(self, tile: str, width: int) -> QToolButton:
        button = QToolButton(self)
        button.setObjectName(f"tile-{tile}")
        button.setIcon(tile_icon(tile, width))
        button.setIconSize(tile_size(width))
        button.setAutoRaise(True)
        button.setCheckable(is_flower(tile))
        button.setToolTip(translated_tile_name(tile))
        button.setAccessibleName(translated_tile_name(tile))
        button.clicked.connect(lambda _checked=False, t=tile: self.tileClicked.emit(t))
        self._buttons[tile] = button
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
    def set_state(self, state: object) -> None:
        """Enable what can still be added to ``state`` (a HandState); show flowers held."""
        for tile, button in self._buttons.items():
            if is_flower(tile):
                button.setChecked(tile in state.flowers)
            else:
                button.setEnabled(state.can_add(parse_tile(tile)))
