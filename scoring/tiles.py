"""Tiles as small integers, and what the game says about each.

A tile is an int 0-33: characters 1-9 are 0-8, dots 9-17, bamboo 18-26, then the
winds East, South, West, North (27-30) and the dragons red, green, white (31-33).
Integers keep the hot paths (decomposition, waits) to list indexing.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

Tile = int

SUITS = "mps"  # characters (man), dots (pin), bamboo (sou)
SUIT_NAMES = ("characters", "dots", "bamboo")
HONOR_LETTERS = "ESWNCFP"  # East South West North, red (C), green (F), white (P) dragon
HONOR_NAMES = ("East", "South", "West", "North", "Red Dragon", "Green Dragon", "White Dragon")

NUM_TILES = 34
EAST, SOUTH, WEST, NORTH = 27, 28, 29, 30
RED, GREEN, WHITE = 31, 32, 33
WINDS = (EAST, SOUTH, WEST, NORTH)
DRAGONS = (RED, GREEN, WHITE)
ALL_TILES = tuple(range(NUM_TILES))

# The tiles whose pictures look the same upside down (Reversible Tiles).
REVERSIBLE = frozenset(
    [9 + r - 1 for r in (1, 2, 3, 4, 5, 8, 9)] + [18 + r - 1 for r in (2, 4, 5, 6, 8, 9)] + [WHITE]
)
# The green tiles (All Green): 2, 3, 4, 6, 8 bamboo and the green dragon.
GREEN_TILES = frozenset([18 + r - 1 for r in (2, 3, 4, 6, 8)] + [GREEN])
TERMINALS = frozenset(s * 9 + r for s in range(3) for r in (0, 8))
THIRTEEN_ORPHANS = tuple(sorted(TERMINALS)) + WINDS + DRAGONS

# The six knitted straights: 147 in one suit, 258 in another, 369 in the third.
KNITTED_STRAIGHTS: tuple[frozenset[Tile], ...] = tuple(
    frozenset(s1 * 9 + r for r in (0, 3, 6))
    | frozenset(s2 * 9 + r for r in (1, 4, 7))
    | frozenset(s3 * 9 + r for r in (2, 5, 8))
    for s1, s2, s3 in ((0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0))
)


def make(suit: int, rank: int) -> Tile:
    """The suited tile of `suit` (0 m, 1 p, 2 s) and `rank` 1-9."""
    return suit * 9 + rank - 1


def is_suited(t: Tile) -> bool:
    return t < 27


def is_honor(t: Tile) -> bool:
    return t >= 27


def is_wind(t: Tile) -> bool:
    return 27 <= t <= 30


def is_dragon(t: Tile) -> bool:
    return t >= 31


def suit_of(t: Tile) -> int:
    """0, 1, 2 for the three suits; 3 for winds, 4 for dragons."""
    if t < 27:
        return t // 9
    return 3 if t <= 30 else 4


def rank_of(t: Tile) -> int:
    """Rank 1-9 of a suited tile (0 for an honor)."""
    return t % 9 + 1 if t < 27 else 0


def is_terminal(t: Tile) -> bool:
    return t in TERMINALS


def is_terminal_or_honor(t: Tile) -> bool:
    return t >= 27 or t in TERMINALS


def tile_code(t: Tile) -> str:
    """The notation of one tile: '1m' ... '9s', 'E' ... 'P'."""
    if t < 27:
        return f"{t % 9 + 1}{SUITS[t // 9]}"
    return HONOR_LETTERS[t - 27]


def tile_name(t: Tile) -> str:
    """A tile in words, for messages: '5 dots', 'East', 'Red Dragon'."""
    if t < 27:
        return f"{t % 9 + 1} {SUIT_NAMES[t // 9]}"
    return HONOR_NAMES[t - 27]


def tile_phrase(t: Tile) -> str:
    """A tile in words inside a sentence: 'the 1 of characters', 'East', 'the Red Dragon'."""
    if t < 27:
        return f"the {t % 9 + 1} of {SUIT_NAMES[t // 9]}"
    return HONOR_NAMES[t - 27] if t < 31 else f"the {HONOR_NAMES[t - 27]}"


def parse_tile(code: str) -> Tile:
    """The tile of a code such as '5p', 'E' or '1z' (1z-7z are ESWNCFP)."""
    if len(code) == 1 and code in HONOR_LETTERS:
        return 27 + HONOR_LETTERS.index(code)
    if len(code) == 2 and code[0] in "123456789":
        if code[1] in SUITS:
            return make(SUITS.index(code[1]), int(code[0]))
        if code[1] == "z" and code[0] in "1234567":
            return 26 + int(code[0])
    raise ValueError(f"not a tile: {code!r}")


def format_tiles(tiles: Iterable[Tile]) -> str:
    """Tiles in compact notation, suits grouped in the order written: 123m55pEE."""
    out: list[str] = []
    pending: list[str] = []
    pending_suit = ""
    for t in tiles:
        if t < 27:
            suit = SUITS[t // 9]
            if pending and suit != pending_suit:
                out.append("".join(pending) + pending_suit)
                pending = []
            pending.append(str(t % 9 + 1))
            pending_suit = suit
        else:
            if pending:
                out.append("".join(pending) + pending_suit)
                pending = []
            out.append(HONOR_LETTERS[t - 27])
    if pending:
        out.append("".join(pending) + pending_suit)
    return "".join(out)


def counts_of(tiles: Iterable[Tile]) -> list[int]:
    counts = [0] * NUM_TILES
    for t in tiles:
        counts[t] += 1
    return counts


def _probe() -> None:
    """Only here to tell whether this module runs compiled (see _NATIVE)."""


# True when mypyc compiled this module (a compiled function is a builtin).
_NATIVE: Final = type(_probe).__name__ != "function"


def most_copies(counts: list[int]) -> int:
    """The largest of the counts. Pure Python, max() runs in C; compiled, max() of a list
    is a generic call comparing boxed ints, and the typed loop is several times faster."""
    if not _NATIVE:
        return max(counts)
    most = 0
    for n in counts:
        if n > most:
            most = n
    return most
