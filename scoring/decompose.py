"""Every reading of the concealed tiles: sets and a pair, and the special shapes.

Counts are lists of 34 ints. A set is `(CHOW, lowest tile)` or `(PUNG, tile)`.
"""

from __future__ import annotations

from functools import cache, lru_cache

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
_ORDER = tuple(reading_order(t) for t in range(NUM_TILES))


@cache
def suit_readings(key: tuple[int, ...]) -> tuple[tuple[tuple[int, ...], int], ...]:
    """Every complete split of one suit's nine counts: (sets, pair rank or -1).

    A set is encoded 2 * rank for a pung, 2 * rank + 1 for a chow starting on rank, so
    sorting the codes sorts the sets as readings are listed: a pung before the chow
    that starts on the same tile.
    """
    i = next((k for k, n in enumerate(key) if n), None)
    if i is None:
        return (((), -1),)
    found: set[tuple[tuple[int, ...], int]] = set()
    counts = list(key)

    def sub(delta: tuple[tuple[int, int], ...], code: int | None, pair: int) -> None:
        for k, d in delta:
            counts[k] -= d
        for sets, p in suit_readings(tuple(counts)):
            if pair >= 0 and p >= 0:
                continue
            found.add((tuple(sorted(sets + (code,))) if code is not None else sets, max(p, pair)))
        for k, d in delta:
            counts[k] += d

    if counts[i] >= 3:
        sub(((i, 3),), 2 * i, -1)
    if counts[i] >= 2:
        sub(((i, 2),), None, i)
    if i <= 6 and counts[i + 1] and counts[i + 2]:
        sub(((i, 1), (i + 1, 1), (i + 2, 1)), 2 * i + 1, -1)
    return tuple(sorted(found))


SUIT_BASES = (0, 18, 9)  # characters, bamboo, dots: the order readings are listed in


@lru_cache(maxsize=65536)
def _readings_cached(key: tuple[int, ...], needed: int) -> tuple[tuple[tuple[Set, ...], Tile], ...]:
    honor_sets: list[Set] = []
    honor_pair = -1
    for t in range(27, NUM_TILES):
        n = key[t]
        if n == 3:
            honor_sets.append((PUNG, t))
        elif n == 2 and honor_pair < 0:
            honor_pair = t
        elif n:
            return ()
    partial: list[tuple[list[tuple[int, int]], int]] = [([], honor_pair)]
    for base in SUIT_BASES:
        options = suit_readings(key[base : base + 9])
        if not options:
            return ()
        partial = [
            (acc + [(base, c) for c in sets], p if p >= 0 else (base + q if q >= 0 else -1))
            for acc, p in partial
            for sets, q in options
            if not (p >= 0 and q >= 0)
        ]
    found = []
    for coded, pair in partial:
        if pair < 0 or len(coded) + len(honor_sets) != needed:
            continue
        sets = tuple((CHOW if c % 2 else PUNG, base + c // 2) for base, c in coded)
        found.append((sets + tuple(honor_sets), pair))
    if len(found) > 1:
        found.sort(key=lambda r: [(_ORDER[t], kind == CHOW) for kind, t in r[0]])
    return tuple(found)


def standard_readings(counts: list[int], needed: int) -> tuple[tuple[tuple[Set, ...], Tile], ...]:
    """Every (sets, pair) reading of the concealed tiles with `needed` sets, in the
    order the published reference calculators list them."""
    if sum(counts) != 3 * needed + 2:
        return ()
    return _readings_cached(tuple(counts), needed)


@cache
def _suit_shapes(key: tuple[int, ...]) -> frozenset[tuple[int, bool]]:
    """(sets, with a pair) for every way nine counts of one suit split completely."""
    i = next((k for k, n in enumerate(key) if n), None)
    if i is None:
        return frozenset({(0, False)})
    shapes: set[tuple[int, bool]] = set()
    counts = list(key)

    def sub(delta: list[tuple[int, int]], sets: int, pair: bool) -> None:
        for k, d in delta:
            counts[k] -= d
        for n_sets, has_pair in _suit_shapes(tuple(counts)):
            if not (pair and has_pair):
                shapes.add((n_sets + sets, has_pair or pair))
        for k, d in delta:
            counts[k] += d

    if counts[i] >= 3:
        sub([(i, 3)], 1, False)
    if counts[i] >= 2:
        sub([(i, 2)], 0, True)
    if i <= 6 and counts[i + 1] and counts[i + 2]:
        sub([(i, 1), (i + 1, 1), (i + 2, 1)], 1, False)
    return frozenset(shapes)


def _honor_shape(counts: list[int]) -> tuple[int, int] | None:
    sets = pairs = 0
    for n in counts[27:]:
        if n == 3:
            sets += 1
        elif n == 2:
            pairs += 1
        elif n == 5:
            sets += 1
            pairs += 1
        elif n:
            return None
    return sets, pairs


def is_standard(counts: list[int], needed: int) -> bool:
    """Do the counts make exactly `needed` sets and one pair? Fast: suit by suit.

    Counts of 5 are allowed (a pung and a pair): waits are judged by shape alone.
    """
    honors = _honor_shape(counts)
    if honors is None or honors[1] > 1:
        return False
    options = {(honors[0], honors[1] == 1)}
    for base in (0, 9, 18):
        part = _suit_shapes(tuple(counts[base : base + 9]))
        if not part:
            return False
        options = _merge(options, part)
    return (needed, True) in options


def _merge(a: frozenset | set, b: frozenset | set) -> set[tuple[int, bool]]:
    """Shapes of two disjoint groups of tiles together: sets add up, one pair at most."""
    return {(x + y, p or q) for x, p in a for y, q in b if not (p and q)}


def standard_waits(
    counts: list[int], needed: int, candidates: list[Tile], stop_at: int
) -> list[Tile]:
    """Which candidate tiles complete `counts` into `needed` sets and a pair.

    Only the suit of the added tile changes, so the rest is split once per suit.
    """
    keys = [tuple(counts[b : b + 9]) for b in (0, 9, 18)]
    suits = [_suit_shapes(k) for k in keys]
    honors = _honor_shape(counts)
    honor_part = None if honors is None or honors[1] > 1 else {(honors[0], honors[1] == 1)}
    rest_of: dict[int, set] = {}
    found = []
    for t in candidates:
        if t < 27:
            s = t // 9
            if honor_part is None:
                continue
            rest = rest_of.get(s)
            if rest is None:
                rest = honor_part
                for i in range(3):
                    if i != s:
                        rest = _merge(rest, suits[i])
                rest_of[s] = rest
            grown = list(keys[s])
            grown[t - s * 9] += 1
            part = _suit_shapes(tuple(grown))
            ok = any(x + y == needed and p != q for x, p in part for y, q in rest)
        else:
            if not all(suits):
                continue
            counts[t] += 1
            shape = _honor_shape(counts)
            counts[t] -= 1
            if shape is None or shape[1] > 1:
                continue
            merged = {(shape[0], shape[1] == 1)}
            for part in suits:
                merged = _merge(merged, part)
            ok = (needed, True) in merged
        if ok:
            found.append(t)
            if len(found) >= stop_at:
                break
    return found


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
