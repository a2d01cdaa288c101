"""How an International hand was won (elements 42-52 but All Pickups) and its flower
elements (53-55), each made once per distinct situation or flowers: every hand asks,
and the same few come again and again (the entries are tuples, never changed)."""

from __future__ import annotations

from functools import lru_cache

from scoring.hand import FLOWER_LETTERS, FLOWER_NAMES
from scoring.rules import Counted
from scoring.tiles import tile_code

from .elements import (
    CHANCE_FLOWER,
    CLEAR_FRONT,
    FINAL_DRAW,
    FINAL_EXPOSED,
    FIRST_KONG,
    FROM_FLOOR,
    FROM_WALL,
    FULL_SET,
    NO_FLOWER,
    ROBBING_KONG,
    SECOND_KONG,
    SELF_HELP,
    THIRD_KONG,
)

NO_FLOWER_ENTRY: tuple[Counted, ...] = ((NO_FLOWER, ("no flower",)),)


# The two below depend on a few small values each: every hand asks, and the same few
# situations and flowers come again and again, so each answer is made once (the entries
# are tuples, never changed).
@lru_cache(maxsize=2048)
def how_won(
    self_drawn: bool, wall_last: bool, kong: bool, chain: int | None, concealed: bool, win: int
) -> tuple[Counted, ...]:
    """The elements of how the hand was won (42-52) but All Pickups."""
    found: list[Counted] = []
    tile = tile_code(win)
    if self_drawn:
        found.append((FROM_WALL, (f"self-drawn {tile}",)))
        if wall_last:
            found.append((FINAL_DRAW, (f"{tile}, the last tile of the wall",)))
        if kong:
            n = chain or 1
            key = FIRST_KONG if n == 1 else SECOND_KONG if n == 2 else THIRD_KONG
            found.append((key, (f"{tile}, the replacement tile after kong {n}",)))
        if concealed:
            found.append((SELF_HELP, ("no claimed set", f"self-drawn {tile}")))
        return tuple(found)
    if kong:
        found.append((ROBBING_KONG, (f"{tile} robbed from a kong",)))
    else:
        found.append((FROM_FLOOR, (f"{tile} discarded",)))
        if wall_last:
            found.append((FINAL_EXPOSED, (f"{tile}, the last discard",)))
    if concealed:
        found.append((CLEAR_FRONT, ("no claimed set", f"{tile} from another player")))
    return tuple(found)


@lru_cache(maxsize=1024)
def flower_elements(letters: str, seat: int) -> tuple[Counted, ...]:
    """Chance Flower and Full Set of Flowers of the flowers held (`seat`: 0-3, E-N)."""
    found: list[Counted] = []
    for group in ("abcd", "efgh"):
        if all(c in letters for c in group):
            found.append((FULL_SET, tuple(FLOWER_NAMES[FLOWER_LETTERS.index(c)] for c in group)))
        elif group[seat] in letters:
            c = group[seat]
            found.append((CHANCE_FLOWER, (FLOWER_NAMES[FLOWER_LETTERS.index(c)],)))
    return tuple(found)
