"""The tile classes as bit masks (tile t is bit t), tested against `Context.mask`, and
the evidence text the detectors write, each made once at import."""

from __future__ import annotations

from collections.abc import Iterable

from scoring.tiles import DRAGONS, GREEN_TILES, REVERSIBLE, TERMINALS, WINDS, Tile, tile_code


def _mask(tiles: Iterable[Tile]) -> int:
    """A bit per tile: tile t is bit t."""
    m = 0
    for t in tiles:
        m |= 1 << t
    return m


# The tile classes as bit masks, to test against `Context.mask` (the tiles present).
SUIT_MASKS = (0x1FF, 0x1FF << 9, 0x1FF << 18)  # characters, dots, bamboo
HONOR_MASK = _mask(range(27, 34))
WIND_MASK = _mask(WINDS)
DRAGON_MASK = _mask(DRAGONS)
TERMINAL_MASK = _mask(TERMINALS)
OUTSIDE_MASK = TERMINAL_MASK | HONOR_MASK  # terminals and honors
REVERSIBLE_MASK = _mask(REVERSIBLE)
GREEN_MASK = _mask(GREEN_TILES)
# Ranks as a nine-bit mask (bit r - 1 for rank r): the ranks of a rank range.
RANKS_1_TO_4 = 0b000001111
RANKS_6_TO_9 = 0b111100000
RANKS_4_TO_6 = 0b000111000
# Evidence text, written once: each tile's code, its four of a kind, "won on" it.
CODE = tuple(tile_code(t) for t in range(34))
FOUR = tuple(code * 4 for code in CODE)
WON_ON = tuple(f"won on {code}" for code in CODE)
RANK_TEXT = tuple(
    "ranks " + "".join(str(r + 1) for r in range(9) if m >> r & 1) for m in range(512)
)
