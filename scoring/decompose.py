"""Every reading of the concealed tiles: sets and a pair, and the special shapes.

Counts are lists of 34 ints. Each suit is split on its own (cached by its nine
counts); mcr/reading.py puts the suits together into the readings of a hand.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations_with_replacement
from typing import Final

from scoring.tiles import KNITTED_STRAIGHTS, NUM_TILES, THIRTEEN_ORPHANS, Tile

CHOW = 0  # the kinds of a concealed set
PUNG = 1
Wait = tuple[int, int, int]  # a tile completing a part: (its index there, sets, pairs)


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


Split = tuple[tuple[int, ...], int]  # a suit's sets (codes, sorted) and pair rank or -1
# Set once, whole (a thread scoring at the same time sees no table or all of it).
_TABLE: dict[tuple[int, ...], tuple[Split, ...]] | None = None


def _complete_table() -> dict[tuple[int, ...], tuple[Split, ...]]:
    """Every complete split of every suit of at most 14 tiles, by the suit's nine
    counts: up to four sets and at most one pair, no tile more than four times (about
    22,000 suits, built once, at the first hand, in a tenth of a second). A hand's suit
    is then looked up rather than searched (issue 25, speed)."""
    global _TABLE
    if _TABLE is not None:
        return _TABLE
    kinds = [(2 * r, (r, r, r)) for r in range(9)]
    kinds += [(2 * r + 1, (r, r + 1, r + 2)) for r in range(7)]
    found: dict[tuple[int, ...], set[Split]] = {}
    for n in range(5):
        for combo in combinations_with_replacement(kinds, n):
            counts = [0] * 9
            for _code, ranks in combo:
                for r in ranks:
                    counts[r] += 1
            if max(counts) > 4:
                continue
            codes = tuple(sorted(code for code, _ranks in combo))
            for q in range(-1, 9):
                if q >= 0 and counts[q] > 2:
                    continue
                key = list(counts)
                if q >= 0:
                    key[q] += 2
                found.setdefault(tuple(key), set()).add((codes, q))
    table = {key: tuple(sorted(splits)) for key, splits in found.items()}
    _TABLE = table
    return table


@cache
def suit_readings(key: tuple[int, ...]) -> tuple[tuple[tuple[int, ...], int], ...]:
    """Every complete split of one suit's nine counts: (sets, pair rank or -1).

    A set is encoded 2 * rank for a pung, 2 * rank + 1 for a chow starting on rank, so
    sorting the codes sorts the sets as readings are listed: a pung before the chow
    that starts on the same tile.

    A suit of a hand (14 tiles at most) is looked up in the complete table; a larger
    one (never a hand's) is searched.
    """
    if sum(key) <= 14:
        return _complete_table().get(key, ())
    return split_search(key)


def split_search(key: tuple[int, ...]) -> tuple[tuple[tuple[int, ...], int], ...]:
    """`suit_readings` found by search: the first tile a pung, a pair or a chow's first,
    and the rest split the same way (the definition the table is checked against)."""
    i = next((k for k, n in enumerate(key) if n), None)
    if i is None:
        return (((), -1),)
    found: set[tuple[tuple[int, ...], int]] = set()
    counts = list(key)

    def sub(delta: tuple[tuple[int, int], ...], code: int | None, pair: int) -> None:
        for k, d in delta:
            counts[k] -= d
        for sets, p in _searched(tuple(counts)):
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


_searched = cache(split_search)  # the search's own sub-results, kept


SUIT_BASES = (0, 18, 9)  # characters, bamboo, dots: the order readings are listed in


def _sets_only(counts: list[int]) -> bool:
    """Do these counts of one suit (changed in place) make sets alone?

    From the lowest rank up: what cannot be pungs there (the count modulo 3) must
    start as many chows; three chows on the same ranks are three pungs, so nothing
    else need be tried.
    """
    for i in range(9):
        c = counts[i]
        if c < 0:
            return False
        chows = c % 3
        if chows:
            if i > 6:
                return False
            counts[i + 1] -= chows
            counts[i + 2] -= chows
    return True


def _shape_of(counts: list[int], n: int, rank_sum: int) -> tuple[int, int] | None:
    """(sets, pairs) of one suit's counts (`n` tiles, their ranks adding up to
    `rank_sum`) if they split completely into sets and at most one pair, else None.

    All tiles used, the count says whether there is a pair; and as every set's ranks
    add up to a multiple of 3, the pair's rank r has 2r as their sum modulo 3: only
    those ranks are tried.
    """
    if n % 3 == 0:
        return (n // 3, 0) if _sets_only(counts[:]) else None
    if n % 3 == 1:
        return None
    for r in range(2 * rank_sum % 3, 9, 3):  # r == 2 * (2r) modulo 3
        if counts[r] >= 2:
            rest = counts[:]
            rest[r] -= 2
            if _sets_only(rest):
                return n // 3, 1
    return None


@cache
def _suit_shape(key: tuple[int, ...]) -> tuple[int, int] | None:
    """(sets, pairs) of nine counts of one suit that split completely, else None.

    Every split uses all the tiles, so their number alone fixes the sets and whether
    there is a pair: the only question is whether the suit splits at all.
    """
    return _shape_of(list(key), sum(key), sum(r * c for r, c in enumerate(key)))


PartInfo = tuple[tuple[int, int] | None, tuple[Wait, ...]]  # a part's shape, its waits


def _probe() -> None:
    """Only here to tell whether this module runs compiled (see _NATIVE)."""


# True when mypyc compiled this module (a compiled function is a builtin).
_NATIVE: Final = type(_probe).__name__ != "function"

# `_suit_info` and `_honor_info` of the parts met, in plain dicts: a look-up is a direct
# `dict.get`, cheaper than a cached call (which wraps its argument in a tuple of its
# own). Pure Python keys them by the tuple of the counts (a slice and tuple() run in C);
# compiled, by `suit_code` (a typed int computed inline, hashed at once), as
# `standard_waits` reads them (issue 25, speed).
_SUIT_INFO: dict[tuple[int, ...], PartInfo] = {}
_HONOR_INFO: dict[tuple[int, ...], PartInfo] = {}
_SUIT_INFO_BY_CODE: dict[int, PartInfo] = {}
_HONOR_INFO_BY_CODE: dict[int, PartInfo] = {}


def suit_code(c: list[int], s: int) -> int:
    """The nine counts c[s:s + 9] of one suit as one int, three bits a count (a count
    is at most 5, four copies and one tile tried: no two suits share a code)."""
    return (
        c[s]
        | c[s + 1] << 3
        | c[s + 2] << 6
        | c[s + 3] << 9
        | c[s + 4] << 12
        | c[s + 5] << 15
        | c[s + 6] << 18
        | c[s + 7] << 21
        | c[s + 8] << 24
    )


def honor_code(c: list[int]) -> int:
    """The seven honor counts c[27:] as one int, as `suit_code`."""
    return c[27] | c[28] << 3 | c[29] << 6 | c[30] << 9 | c[31] << 12 | c[32] << 15 | c[33] << 18


def _new_suit_info(key: tuple[int, ...]) -> PartInfo:
    info = _SUIT_INFO[key] = _suit_info(key)
    return info


def _new_honor_info(key: tuple[int, ...]) -> PartInfo:
    info = _HONOR_INFO[key] = _honor_info(key)
    return info


def _suit_info_by_code(c: list[int], s: int) -> PartInfo:
    code = suit_code(c, s)
    info = _SUIT_INFO_BY_CODE.get(code)
    if info is None:
        info = _SUIT_INFO_BY_CODE[code] = _suit_info(tuple(c[s : s + 9]))
    return info


def _honor_info_by_code(c: list[int]) -> PartInfo:
    code = honor_code(c)
    info = _HONOR_INFO_BY_CODE.get(code)
    if info is None:
        info = _HONOR_INFO_BY_CODE[code] = _honor_info(tuple(c[27:]))
    return info


def _suit_info(key: tuple[int, ...]) -> PartInfo:
    """A suit's own `_suit_shape`, and each rank r whose tile completes it: (r, sets,
    pairs) of the suit with that tile added.

    A tile neither held nor within two ranks of a held one joins no set: not tried.
    """
    n = sum(key)
    waits = []
    if (n + 1) % 3 != 1:  # else no tile added can complete the suit
        rank_sum = sum(r * c for r, c in enumerate(key))
        held = sum(1 << r for r, c in enumerate(key) if c)
        near = held | held << 1 | held << 2 | held >> 1 | held >> 2
        for r in range(9):
            if near >> r & 1:
                counts = list(key)
                counts[r] += 1
                grown = _shape_of(counts, n + 1, rank_sum + r)
                if grown is not None:
                    waits.append((r, *grown))
    return _suit_shape(key), tuple(waits)


def _honor_shape(counts: list[int]) -> tuple[int, int] | None:
    """(sets, pairs) of the honors, each kind a pung, a pair or both; else None."""
    return _honors_shape(tuple(counts[27:]))


@cache
def _honors_shape(key: tuple[int, ...]) -> tuple[int, int] | None:
    """(sets, pairs) of the seven honor counts, each a pung, a pair or both; else None."""
    sets = pairs = 0
    for n in key:
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


def _honor_info(key: tuple[int, ...]) -> PartInfo:
    """As `_suit_info`, for the seven honors (a single honor is no set)."""
    waits = []
    for i in range(7):
        if key[i]:
            counts = list(key)
            counts[i] += 1
            grown = _honors_shape(tuple(counts))
            if grown is not None:
                waits.append((i, *grown))
    return _honors_shape(key), tuple(waits)


def _parts(counts: list[int]) -> list[tuple[int, int] | None]:
    """The (sets, pairs) of each suit and of the honors, None where it does not split."""
    return [
        _suit_shape(tuple(counts[0:9])),
        _suit_shape(tuple(counts[9:18])),
        _suit_shape(tuple(counts[18:27])),
        _honor_shape(counts),
    ]


def is_standard(counts: list[int], needed: int) -> bool:
    """Do the counts make exactly `needed` sets and one pair? Fast: suit by suit.

    Counts of 5 are allowed (a pung and a pair): waits are judged by shape alone.
    """
    sets = pairs = 0
    for part in _parts(counts):
        if part is None:  # a suit or the honors do not split
            return False
        sets += part[0]
        pairs += part[1]
    return sets == needed and pairs == 1


def standard_waits(counts: list[int], needed: int, stop_at: int = NUM_TILES) -> list[Tile]:
    """The tiles that complete `counts` into `needed` sets and one pair, in tile order,
    the first `stop_at` of them.

    Only the part of the added tile (a suit, or the honors) changes: each part knows
    (kept) its own shape and what every added tile makes of it, and the
    others must split as they stand.
    """
    if _NATIVE:
        parts = (
            _suit_info_by_code(counts, 0),
            _suit_info_by_code(counts, 9),
            _suit_info_by_code(counts, 18),
            _honor_info_by_code(counts),
        )
    else:  # an info is a pair, never empty: `or` fills the table only on a miss
        k1, k2, k3 = tuple(counts[0:9]), tuple(counts[9:18]), tuple(counts[18:27])
        k4 = tuple(counts[27:])
        parts = (
            _SUIT_INFO.get(k1) or _new_suit_info(k1),
            _SUIT_INFO.get(k2) or _new_suit_info(k2),
            _SUIT_INFO.get(k3) or _new_suit_info(k3),
            _HONOR_INFO.get(k4) or _new_honor_info(k4),
        )
    found: list[Tile] = []
    for i, (_, waits) in enumerate(parts):
        if not waits:
            continue
        sets = pairs = 0
        for j, (shape, _) in enumerate(parts):
            if j != i:
                if shape is None:
                    break
                sets += shape[0]
                pairs += shape[1]
        else:
            for r, grown_sets, grown_pairs in waits:
                if grown_sets + sets == needed and grown_pairs + pairs == 1:
                    found.append(9 * i + r)  # the honors start at 27, after the suits
                    if len(found) >= stop_at:
                        return found
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
        for t in knit:
            if not counts[t]:
                break  # most hands miss one of the first tiles looked at
        else:
            rest = counts[:]
            for t in knit:
                rest[t] -= 1
            out.append((knit, rest))
    return out
