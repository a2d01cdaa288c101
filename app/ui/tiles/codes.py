"""Tile codes as the hand notation writes them, and their names.

Suited tiles are ``"1m"``..``"9m"`` (characters), ``"1p"``..``"9p"`` (dots) and
``"1s"``..``"9s"`` (bamboo); honours are ``E S W N`` (winds), ``C`` (red dragon),
``F`` (green dragon) and ``P`` (white dragon); the flowers are ``a``..``h``.
This module is plain Python: the notation builder and the tests use it without Qt.
"""

from __future__ import annotations

SUITS = ("m", "p", "s")
WINDS = ("E", "S", "W", "N")
DRAGONS = ("C", "F", "P")
HONOURS = WINDS + DRAGONS
SUITED = tuple(f"{n}{s}" for s in SUITS for n in range(1, 10))
TILES = SUITED + HONOURS  # the 34 playing tiles, in tile order
FLOWERS = tuple("abcdefgh")  # plum, orchid, bamboo, chrysanthemum, spring..winter

_ORDER = {t: i for i, t in enumerate(TILES)}

CHINESE_NUMERALS = "一二三四五六七八九"
HONOUR_CHINESE = {"E": "東", "S": "南", "W": "西", "N": "北", "C": "中", "F": "發", "P": "白"}
FLOWER_CHINESE = {
    "a": "梅", "b": "蘭", "c": "竹", "d": "菊", "e": "春", "f": "夏", "g": "秋", "h": "冬",
}
# English names, untranslated keys: the UI passes them through tr().
HONOUR_NAMES = {
    "E": "East", "S": "South", "W": "West", "N": "North",
    "C": "Red dragon", "F": "Green dragon", "P": "White dragon",
}
SUIT_NAMES = {"m": "Characters", "p": "Dots", "s": "Bamboo"}
FLOWER_NAMES = {
    "a": "Plum", "b": "Orchid", "c": "Bamboo", "d": "Chrysanthemum",
    "e": "Spring", "f": "Summer", "g": "Autumn", "h": "Winter",
}


def is_suited(tile: str) -> bool:
    return len(tile) == 2 and tile[1] in SUITS and tile[0] in "123456789"


def is_flower(tile: str) -> bool:
    return tile in FLOWERS


def tile_key(tile: str) -> int:
    """Sort key in tile order (characters, dots, bamboo, winds, dragons)."""
    return _ORDER[tile]


def sort_tiles(tiles: list[str] | tuple[str, ...]) -> list[str]:
    return sorted(tiles, key=tile_key)


def next_in_suit(tile: str, step: int = 1) -> str | None:
    """The suited tile ``step`` ranks above ``tile``, or None past 9 or for honours."""
    if not is_suited(tile):
        return None
    rank = int(tile[0]) + step
    return f"{rank}{tile[1]}" if 1 <= rank <= 9 else None


def tile_name(tile: str) -> str:
    """English name, e.g. ``"5 Dots"``, ``"East"``, ``"Plum"`` (for tooltips)."""
    if is_suited(tile):
        return f"{tile[0]} {SUIT_NAMES[tile[1]]}"
    if tile in HONOUR_NAMES:
        return HONOUR_NAMES[tile]
    return FLOWER_NAMES.get(tile, tile)
