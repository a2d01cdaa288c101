"""Tile codes as the hand notation writes them, and their names.

Suited tiles are ``"1m"``..``"9m"`` (characters), ``"1p"``..``"9p"`` (dots) and
``"1s"``..``"9s"`` (bamboo); honours are ``E S W N`` (winds), ``C`` (red dragon),
``F`` (green dragon) and ``P`` (white dragon); the flowers are ``a``..``h``.
The playing tiles are the engine's (:mod:`scoring.tiles`), named by their codes here
because the pictures and buttons are keyed by code. Plain Python, no Qt.
"""

from __future__ import annotations

from scoring.hand import FLOWER_LETTERS, WIND_LETTERS
from scoring.tiles import ALL_TILES, HONOR_LETTERS, tile_code
from scoring.tiles import SUITS as SUIT_LETTERS

# The codes come from the engine's tiles, so a picture and the notation never disagree.
SUITS = tuple(SUIT_LETTERS)
WINDS = tuple(WIND_LETTERS)
HONOURS = tuple(HONOR_LETTERS)
TILES = tuple(tile_code(t) for t in ALL_TILES)  # the 34 playing tiles, in tile order
FLOWERS = tuple(FLOWER_LETTERS)  # plum, orchid, bamboo, chrysanthemum, spring..winter

CHINESE_NUMERALS = "一二三四五六七八九"
HONOUR_CHINESE = {"E": "東", "S": "南", "W": "西", "N": "北", "C": "中", "F": "發", "P": "白"}
FLOWER_CHINESE = {
    "a": "梅",
    "b": "蘭",
    "c": "竹",
    "d": "菊",
    "e": "春",
    "f": "夏",
    "g": "秋",
    "h": "冬",
}
# English names, untranslated keys: the UI passes them through tr().
HONOUR_NAMES = {
    "E": "East",
    "S": "South",
    "W": "West",
    "N": "North",
    "C": "Red dragon",
    "F": "Green dragon",
    "P": "White dragon",
}
SUIT_NAMES = {"m": "Characters", "p": "Dots", "s": "Bamboo"}
FLOWER_NAMES = {
    "a": "Plum",
    "b": "Orchid",
    "c": "Bamboo",
    "d": "Chrysanthemum",
    "e": "Spring",
    "f": "Summer",
    "g": "Autumn",
    "h": "Winter",
}


def is_suited(tile: str) -> bool:
    return len(tile) == 2 and tile[1] in SUITS and tile[0] in "123456789"


def is_flower(tile: str) -> bool:
    return tile in FLOWERS


def tile_name(tile: str) -> str:
    """English name, e.g. ``"5 Dots"``, ``"East"``, ``"Plum"`` (for tooltips)."""
    if is_suited(tile):
        return f"{tile[0]} {SUIT_NAMES[tile[1]]}"
    if tile in HONOUR_NAMES:
        return HONOUR_NAMES[tile]
    return FLOWER_NAMES.get(tile, tile)
