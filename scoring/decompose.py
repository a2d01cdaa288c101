"""Every reading of the concealed tiles: sets and a pair, and the special shapes.

Counts are lists of 34 ints. A set is `(CHOW, lowest tile)` or `(PUNG, tile)`.
"""

from __future__ import annotations

from functools import lru_cache

from scoring.tiles import KNITTED_STRAIGHTS, NUM_TILES, THIRTEEN_ORPHANS, Tile

CHOW = 0
PUNG = 1
Set = tuple[int, Tile]


def reading_order(t: Tile) -> int:
    """The order readings are tried in: characters, bamboo, dots, honors.

    It decides nothing but which of two equally scoring readings is shown, and it is the
    order of the published reference calculators, so both show the same reading.
    """
    if 9 <= t < 18:
        return t + 9
    if 18 <= t < 27:
        return t - 9
    return t


ORDERED_TILES = tuple(sorted(range(NUM_TILES), key=reading_order))


def _search(
    counts: list[int],
    needed: int,
    prev: tuple[int, int],
    acc: list[Set],
    out: list[tuple[tuple[Set, ...], Tile]],
    seen: set,
) -> None:
    """Sets in ascending order (a pung before the chow starting on the same tile), then
    the pair: each reading is found once, in a fixed order."""
    if needed == 0:
        rest = [t for t in range(NUM_TILES) if counts[t]]
        if len(rest) == 1 and counts[rest[0]] == 2:
            key = (tuple(sorted(acc)), rest[0])
            if key not in seen:
                seen.add(key)
                out.append((tuple(acc), rest[0]))
        return
    for t in ORDERED_TILES:
        n = counts[t]
        if not n:
            continue
        order = reading_order(t)
        if n >= 3 and (order, 0) > prev:
            counts[t] -= 3
            acc.append((PUNG, t))
            _search(counts, needed - 1, (order, 0), acc, out, seen)
            acc.pop()
            counts[t] += 3
        if t < 27 and t % 9 <= 6 and counts[t + 1] and counts[t + 2] and (order, 1) >= prev:
            counts[t] -= 1
            counts[t + 1] -= 1
            counts[t + 2] -= 1
            acc.append((CHOW, t))
            _search(counts, needed - 1, (order, 1), acc, out, seen)
            acc.pop()
            counts[t] += 1
            counts[t + 1] += 1
            counts[t + 2] += 1


@lru_cache(maxsize=65536)
def _readings_cached(key: tuple[int, ...], needed: int) -> tuple[tuple[tuple[Set, ...], Tile], ...]:
    found: list[tuple[tuple[Set, ...], Tile]] = []
    _search(list(key), needed, (-1, -1), [], found, set())
    return tuple(found)


def standard_readings(counts: list[int], needed: int) -> tuple[tuple[tuple[Set, ...], Tile], ...]:
    """Every (sets, pair) reading of the concealed tiles with `needed` sets."""
    if sum(counts) != 3 * needed + 2:
        return ()
    return _readings_cached(tuple(counts), needed)


def is_standard(counts: list[int], needed: int) -> bool:
    return bool(standard_readings(counts, needed))


def is_seven_pairs(counts: list[int]) -> bool:
    """Seven pairs; four alike count as two pairs (the MIL rules allow it)."""
    return sum(counts) == 14 and all(n % 2 == 0 for n in counts)


def is_thirteen_orphans(counts: list[int]) -> bool:
    return (
        sum(counts) == 14
        and all(counts[t] >= 1 for t in THIRTEEN_ORPHANS)
        and all(counts[t] == 0 for t in range(NUM_TILES) if t not in THIRTEEN_ORPHANS)
    )


def knitted_honors_straight(counts: list[int]) -> frozenset[Tile] | None:
    """Honors and knitted tiles: 14 different tiles from one knitted straight and the
    honors. Returns that knitted straight, or None."""
    if sum(counts) != 14 or any(n > 1 for n in counts):
        return None
    suited = {t for t in range(27) if counts[t]}
    for knit in KNITTED_STRAIGHTS:
        if suited <= knit:
            return knit
    return None


def knitted_straight_rest(counts: list[int]) -> list[tuple[frozenset[Tile], list[int]]]:
    """Each knitted straight held in full, with the counts of the tiles left over."""
    out = []
    for knit in KNITTED_STRAIGHTS:
        if all(counts[t] for t in knit):
            rest = counts[:]
            for t in knit:
                rest[t] -= 1
            out.append((knit, rest))
    return out
