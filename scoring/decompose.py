"""Every reading of the concealed tiles: sets and a pair, and the special shapes.

Counts are lists of 34 ints. A set is `(CHOW, lowest tile)` or `(PUNG, tile)`.
"""

from __future__ import annotations

from functools import lru_cache

from scoring.tiles import KNITTED_STRAIGHTS, NUM_TILES, THIRTEEN_ORPHANS, Tile

CHOW = 0
PUNG = 1
Set = tuple[int, Tile]


def _sets_only(counts: list[int], start: int, needed: int, out: list[tuple[Set, ...]],
               acc: list[Set]) -> None:
    """All ways to split `counts` (from `start` on) into exactly `needed` sets."""
    t = start
    while t < NUM_TILES and counts[t] == 0:
        t += 1
    if t == NUM_TILES:
        if needed == 0:
            out.append(tuple(acc))
        return
    if needed == 0:
        return
    if counts[t] >= 3:
        counts[t] -= 3
        acc.append((PUNG, t))
        _sets_only(counts, t, needed - 1, out, acc)
        acc.pop()
        counts[t] += 3
    if t < 27 and t % 9 <= 6 and counts[t + 1] and counts[t + 2]:
        counts[t] -= 1
        counts[t + 1] -= 1
        counts[t + 2] -= 1
        acc.append((CHOW, t))
        _sets_only(counts, t, needed - 1, out, acc)
        acc.pop()
        counts[t] += 1
        counts[t + 1] += 1
        counts[t + 2] += 1


@lru_cache(maxsize=65536)
def _readings_cached(key: tuple[int, ...], needed: int) -> tuple[tuple[tuple[Set, ...], Tile], ...]:
    counts = list(key)
    found: list[tuple[tuple[Set, ...], Tile]] = []
    for pair in range(NUM_TILES):
        if counts[pair] >= 2:
            counts[pair] -= 2
            splits: list[tuple[Set, ...]] = []
            _sets_only(counts, 0, needed, splits, [])
            counts[pair] += 2
            found.extend((sets, pair) for sets in splits)
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
    return sum(counts) == 14 and all(counts[t] >= 1 for t in THIRTEEN_ORPHANS) and all(
        counts[t] == 0 for t in range(NUM_TILES) if t not in THIRTEEN_ORPHANS
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
