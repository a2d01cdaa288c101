"""Tile and wind names in the user's language. The names themselves are plain data
(:mod:`app.ui.tiles.codes`); they are listed here once so the translation tools find
them, and looked up in the ``tiles`` context."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from app.ui.noop import QT_TRANSLATE_NOOP
from app.ui.tiles.codes import tile_name

# every name tile_name() can give, written out for pyside6-lupdate
NAMES = (
    QT_TRANSLATE_NOOP("tiles", "1 Characters"),
    QT_TRANSLATE_NOOP("tiles", "2 Characters"),
    QT_TRANSLATE_NOOP("tiles", "3 Characters"),
    QT_TRANSLATE_NOOP("tiles", "4 Characters"),
    QT_TRANSLATE_NOOP("tiles", "5 Characters"),
    QT_TRANSLATE_NOOP("tiles", "6 Characters"),
    QT_TRANSLATE_NOOP("tiles", "7 Characters"),
    QT_TRANSLATE_NOOP("tiles", "8 Characters"),
    QT_TRANSLATE_NOOP("tiles", "9 Characters"),
    QT_TRANSLATE_NOOP("tiles", "1 Dots"),
    QT_TRANSLATE_NOOP("tiles", "2 Dots"),
    QT_TRANSLATE_NOOP("tiles", "3 Dots"),
    QT_TRANSLATE_NOOP("tiles", "4 Dots"),
    QT_TRANSLATE_NOOP("tiles", "5 Dots"),
    QT_TRANSLATE_NOOP("tiles", "6 Dots"),
    QT_TRANSLATE_NOOP("tiles", "7 Dots"),
    QT_TRANSLATE_NOOP("tiles", "8 Dots"),
    QT_TRANSLATE_NOOP("tiles", "9 Dots"),
    QT_TRANSLATE_NOOP("tiles", "1 Bamboo"),
    QT_TRANSLATE_NOOP("tiles", "2 Bamboo"),
    QT_TRANSLATE_NOOP("tiles", "3 Bamboo"),
    QT_TRANSLATE_NOOP("tiles", "4 Bamboo"),
    QT_TRANSLATE_NOOP("tiles", "5 Bamboo"),
    QT_TRANSLATE_NOOP("tiles", "6 Bamboo"),
    QT_TRANSLATE_NOOP("tiles", "7 Bamboo"),
    QT_TRANSLATE_NOOP("tiles", "8 Bamboo"),
    QT_TRANSLATE_NOOP("tiles", "9 Bamboo"),
    QT_TRANSLATE_NOOP("tiles", "East"),
    QT_TRANSLATE_NOOP("tiles", "South"),
    QT_TRANSLATE_NOOP("tiles", "West"),
    QT_TRANSLATE_NOOP("tiles", "North"),
    QT_TRANSLATE_NOOP("tiles", "Red dragon"),
    QT_TRANSLATE_NOOP("tiles", "Green dragon"),
    QT_TRANSLATE_NOOP("tiles", "White dragon"),
    QT_TRANSLATE_NOOP("tiles", "Plum"),
    QT_TRANSLATE_NOOP("tiles", "Orchid"),
    QT_TRANSLATE_NOOP("tiles", "Bamboo"),
    QT_TRANSLATE_NOOP("tiles", "Chrysanthemum"),
    QT_TRANSLATE_NOOP("tiles", "Spring"),
    QT_TRANSLATE_NOOP("tiles", "Summer"),
    QT_TRANSLATE_NOOP("tiles", "Autumn"),
    QT_TRANSLATE_NOOP("tiles", "Winter"),
)
# The wind letters of the rotation (round, seat) as the sheets show them.
WIND_LETTERS = {
    "E": QT_TRANSLATE_NOOP("winds", "E"),
    "S": QT_TRANSLATE_NOOP("winds", "S"),
    "W": QT_TRANSLATE_NOOP("winds", "W"),
    "N": QT_TRANSLATE_NOOP("winds", "N"),
}


def translated_name(tile: str) -> str:
    """The name of a tile or flower code in the user's language, e.g. 五筒."""
    return QCoreApplication.translate("tiles", tile_name(tile))


def flower_label(name: str) -> str:
    """A flower's English name (``Plum``) in the user's language."""
    return QCoreApplication.translate("tiles", name)


def wind_letter(wind: str) -> str:
    """A wind letter (E, S, W, N) in the user's language: 东 南 西 北 in Chinese."""
    return QCoreApplication.translate("winds", wind) if wind in WIND_LETTERS else wind
