"""Combinations of sets: the principles of no disassembly and one combination.

The chow fans (pairs, threes and fours of chows) and the pung fans of a reading, each
worked out from the sets' tiles alone and kept as a plan (which fan, which sets by
index) that `detect.chow_combinations` and `detect.pung_combinations` replay on every
reading with the same sets. A plan is kept under a canonical key (`canonical_suits`):
the fans treat the three suits alike, so sets that differ only by which suits they are
in share one plan.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache
from itertools import combinations
from typing import Protocol, TypeVar

from scoring.mcr.fans import FANS
from scoring.mcr.reading import Group
from scoring.mcr.tally import Tally
from scoring.tiles import Tile


def chow_pair_fan(a: Tile, b: Tile) -> int | None:
    """The 1-fan pattern two chows (by lowest tile) make, if any."""
    if a // 9 != b // 9:
        return 70 if a % 9 == b % 9 else None
    if a == b:
        return 69
    if abs(a - b) == 3:
        return 71
    if (a % 9, b % 9) in ((0, 6), (6, 0)):  # 123 and 789
        return 72
    return None


@lru_cache(maxsize=4096)
def _three_chow_fan(a: Tile, b: Tile, c: Tile) -> int | None:
    a, b, c = sorted((a, b, c))
    suits = {a // 9, b // 9, c // 9}
    ranks = sorted((a % 9, b % 9, c % 9))
    if len(suits) == 3:
        if ranks[0] + 1 == ranks[1] and ranks[1] + 1 == ranks[2]:
            return 50
        if ranks[0] == ranks[2]:
            return 41
        if ranks == [0, 3, 6]:
            return 39
        return None
    if len(suits) == 1:
        if b - a == 3 and c - b == 3:
            return 28
        if b - a == c - b and b - a in (1, 2):
            return 30
        if a == c:
            return 23
    return None


def _four_chow_fan(tiles: list[Tile]) -> int | None:
    a, b, c, d = sorted(tiles)
    if a // 9 == d // 9:
        if b - a == c - b == d - c and b - a in (1, 2):
            return 16
        if a == d:
            return 14
    return None


PAIR_FAN_ORDER = (69, 70, 71, 72)  # the order in which equal choices are preferred


class _Tiled(Protocol):
    """A chow or a pair as the chow rules read it: its (lowest) tile. A reading's Group,
    or the _Stand that replays a plan."""

    @property
    def tile(self) -> Tile: ...


_Chow = TypeVar("_Chow", bound=_Tiled)


def chow_pairs(
    chows: Sequence[_Chow], limit: int
) -> tuple[list[tuple[int, _Chow, _Chow]], list[int]]:
    """The chow pairs a hand may score, and the pair fans left out.

    One combination only: the chosen pairs form a forest (a chow not yet used may join
    the used ones once). No reuse: a chow takes part in each kind of pair fan at most
    once. Among the largest such choices, prefer the earlier fans of PAIR_FAN_ORDER.
    """
    edges = []
    for (i, a), (j, b) in combinations(enumerate(chows), 2):
        fan = chow_pair_fan(a.tile, b.tile)
        if fan is not None:
            edges.append((fan, i, j))
    best, left_out = _best_pairs(tuple(edges), len(chows), limit)
    return [(f, chows[i], chows[j]) for f, i, j in best], list(left_out)


@lru_cache(maxsize=4096)
def _best_pairs(
    edges: tuple[tuple[int, int, int], ...], nodes: int, limit: int
) -> tuple[tuple[tuple[int, int, int], ...], tuple[int, ...]]:
    """`chow_pairs` on its graph: the edges (fan, chow, chow) chosen, and the fans of
    those left out. Cached: few graphs are possible between four chows."""
    best: tuple[tuple[int, int, int], ...] = ()
    best_score: tuple[int, ...] = (-1,)
    for size in range(min(limit, len(edges)), -1, -1):
        for chosen in combinations(edges, size):
            if not _is_forest_without_reuse(chosen, nodes):
                continue
            kinds = [f for f, _, _ in chosen]
            score = (size, *(kinds.count(k) for k in PAIR_FAN_ORDER))
            if score > best_score:
                best, best_score = chosen, score
        if best_score[0] == size:
            break
    left_out = [f for f, _, _ in edges]
    for f, _, _ in best:
        left_out.remove(f)
    return best, tuple(left_out)


def _is_forest_without_reuse(edges: Iterable[tuple[int, int, int]], nodes: int) -> bool:
    parent = list(range(nodes))

    def root(x: int) -> int:
        while parent[x] != x:
            x = parent[x]
        return x

    seen: set[tuple[int, int]] = set()
    for fan, i, j in edges:
        if (fan, i) in seen or (fan, j) in seen:
            return False
        seen.add((fan, i))
        seen.add((fan, j))
        ri, rj = root(i), root(j)
        if ri == rj:
            return False
        parent[ri] = rj
    return True


def _extra_chow_fan(three: Sequence[_Tiled], extra: _Tiled) -> int | None:
    """The one pair fan a fourth chow may add to a three-chow fan."""
    fans = {chow_pair_fan(g.tile, extra.tile) for g in three}
    return next((f for f in PAIR_FAN_ORDER if f in fans), None)


def _terminal_chows(chows: Sequence[_Tiled], pair: _Tiled) -> int | None:
    """Pure or Three-Suited Terminal Chows: 123 and 789 chows around a pair of 5s."""
    if pair.tile >= 27 or pair.tile % 9 != 4:
        return None
    pair_suit = pair.tile // 9
    shape = sorted((g.tile // 9, g.tile % 9) for g in chows)
    if any(r not in (0, 6) for _, r in shape):
        return None
    if all(s == pair_suit for s, _ in shape) and [r for _, r in shape] == [0, 0, 6, 6]:
        return 13
    others = sorted({0, 1, 2} - {pair_suit})
    if shape == [(others[0], 0), (others[0], 6), (others[1], 0), (others[1], 6)]:
        return 29
    return None


_THREE_OF_FOUR = {14: 23, 16: 30}  # four-chow fans and the three-chow fan in them
ONE_COMBINATION = (
    "one combination only: each chow may join the chows already "
    "counted once, and never twice for the same fan"
)


class _Stand:
    """A chow (or the pair) reduced to what the combination rules read: its tile;
    `index` says which group of the reading it stands for (-1: the pair)."""

    __slots__ = ("tile", "index")

    def __init__(self, tile: Tile, index: int) -> None:
        self.tile = tile
        self.index = index


class _Plan(Tally):
    """A tally that records its groups by index, to replay on any reading."""

    __slots__ = ("indexes",)

    def __init__(self) -> None:
        super().__init__()
        self.indexes: list[tuple[int, tuple[int, ...]]] = []

    def add(self, key: int, *evidence: object) -> None:
        self.indexes.append((key, tuple(_index(g) for g in evidence)))


def _index(stand: object) -> int:
    if not isinstance(stand, _Stand):
        raise TypeError("a plan records stand-ins for the reading's groups")
    return stand.index


@lru_cache(maxsize=1 << 16)
def _chow_plan(
    tiles: tuple[Tile, ...], pair_tile: Tile
) -> tuple[tuple[tuple[int, tuple[int, ...]], ...], tuple[int, ...]]:
    """The chow fans of chows with these lowest tiles (in reading order): each as
    (fan, which chows, -1 for the pair), and the pair fans left out.

    The rules read nothing but the tiles, so the answer is worked out once for each
    distinct set of chows and replayed on every reading that has them.
    """
    chows = [_Stand(t, i) for i, t in enumerate(tiles)]
    pair = _Stand(pair_tile if pair_tile >= 0 else 27, -1)
    plan = _Plan()
    _combine_chows(chows, pair, plan)
    return tuple(plan.indexes), tuple(fan for fan, _ in plan.notes)


def _combine_chows(chows: list[_Stand], pair: _Stand, tally: Tally) -> None:
    """Four-chow fans, else a three-chow fan (with what a fourth chow adds), else the
    chow pairs the principles allow; two or more chows, in reading order."""
    if len(chows) == 4:
        whole = _terminal_chows(chows, pair) or _four_chow_fan([g.tile for g in chows])
        if whole is not None:
            tally.add(whole, *chows, *([pair] if whole in (13, 29) else []))
            if whole in _THREE_OF_FOUR:  # the three-chow fan it excludes (no duplication)
                tally.add(_THREE_OF_FOUR[whole], *chows[:3])
            return
    if len(chows) >= 3 and _three_chows_with_extra(chows, tally):
        return
    chosen, left_out = chow_pairs(chows, len(chows) - 1)
    for fan, a, b in chosen:
        tally.add(fan, a, b)
    for fan in left_out:
        tally.note(fan, ONE_COMBINATION)


def _three_chows_with_extra(chows: Sequence[_Tiled], tally: Tally) -> bool:
    """The best three-chow fan, plus the one pair fan the fourth chow may add to it.

    No disassembly: the three chows of the fan score no pair fan among themselves.
    """
    best = None
    for (i, j, k), others in _triples(len(chows)):
        three = (chows[i], chows[j], chows[k])
        fan = _three_chow_fan(three[0].tile, three[1].tile, three[2].tile)
        if fan is None:
            continue
        fourth = chows[others[0]] if others else None
        extra = _extra_chow_fan(three, fourth) if fourth is not None else None
        value = FANS[fan].points + (1 if extra else 0)
        if best is None or value > best[0]:
            best = (value, fan, three, extra, fourth)
    if best is None:
        return False
    _, fan, three, extra, fourth = best
    tally.add(fan, *three)
    if extra is not None and fourth is not None:  # an extra fan needs the fourth chow
        partner = next(g for g in three if chow_pair_fan(g.tile, fourth.tile) == extra)
        tally.add(extra, partner, fourth)
    return True


@lru_cache(maxsize=8)
def _triples(n: int) -> tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]:
    """Every three of n chows (by index, in the order of `combinations`), and the
    others."""
    return tuple(
        (idx, tuple(i for i in range(n) if i not in idx)) for idx in combinations(range(n), 3)
    )


@lru_cache(maxsize=1 << 14)
def _suited_pung_fan(tiles: tuple[Tile, ...]) -> int | None:
    """The fan of three or four pungs (by tile), if any. Cached: it reads only tiles."""
    if any(t >= 27 for t in tiles):
        return None
    suits = {t // 9 for t in tiles}
    ranks = sorted(t % 9 for t in tiles)
    if len(tiles) == 4:
        if len(suits) == 1 and ranks == list(range(ranks[0], ranks[0] + 4)):
            return 15
        return None
    if len(suits) == 3:
        if ranks == list(range(ranks[0], ranks[0] + 3)):
            return 42
        if ranks[0] == ranks[2]:
            return 32
    elif len(suits) == 1 and ranks == list(range(ranks[0], ranks[0] + 3)):
        return 24
    return None


def _double_pung(a: Tile, b: Tile) -> bool:
    return a < 27 and b < 27 and a // 9 != b // 9 and a % 9 == b % 9


@lru_cache(maxsize=1 << 14)
def _pung_plan(tiles: tuple[Tile, ...]) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """The pung fans of suited pungs with these tiles (in reading order), each as (fan,
    which pungs). Read from the tiles alone, so worked out once per distinct set."""
    n = len(tiles)
    if n == 4 and _suited_pung_fan(tiles) == 15:
        return ((15, (0, 1, 2, 3)), (24, (0, 1, 2)))  # 24 excluded by 15 (no duplication)
    if n >= 3:
        for three in combinations(range(n), 3):
            fan = _suited_pung_fan(tuple([tiles[i] for i in three]))
            if fan is None:
                continue
            plan: list[tuple[int, tuple[int, ...]]] = [(fan, three)]
            # The pung left over may combine once with the three.
            for fourth in (i for i in range(n) if i not in three):
                partner = next((i for i in three if _double_pung(tiles[i], tiles[fourth])), None)
                if partner is not None:
                    plan.append((65, (partner, fourth)))
            return tuple(plan)
    return tuple(
        (65, (i, j)) for i, j in combinations(range(n), 2) if _double_pung(tiles[i], tiles[j])
    )


def smaller_kong_fans(kongs: list[Group], tally: Tally) -> None:
    """The kong fans that the one for their number excludes (no duplication): found for
    explanations, and for rulings under which some of them count."""
    concealed = [g for g in kongs if not g.melded]
    melded = [g for g in kongs if g.melded]
    if len(kongs) == 4:
        tally.add(17, *kongs[:3])
    if len(kongs) >= 3:
        if len(concealed) >= 2:
            tally.add(53, *concealed[:2])
        if len(melded) >= 2:
            tally.add(57, *melded[:2])
        if concealed and melded:
            tally.add(82, concealed[0], melded[0])
    for g in concealed:
        tally.add(67, g)
    for g in melded:
        tally.add(74, g)


# --- the plans' keys: the suits renamed in reading order ------------------------------

# The tile base of the suit listed first, second and third in reading order (characters,
# bamboo, dots: decompose.reading_order).
_BASE_OF_PLACE = (0, 18, 9)


def canonical_suits(tiles: Sequence[Tile], pair: Tile = -1) -> tuple[tuple[Tile, ...], Tile]:
    """Suited tiles in reading order with their suits renamed: the first suit met becomes
    characters, the next bamboo, the next dots, so the order is kept (as every index of
    a plan) and sets that differ only by suit meet under one key. `pair` (-1: none)
    follows the same renaming, or takes the first suit left."""
    places: dict[int, int] = {}
    out = []
    for t in tiles:
        suit = t // 9
        base = places.get(suit)
        if base is None:
            base = places[suit] = _BASE_OF_PLACE[len(places)]
        out.append(base + t % 9)
    if pair >= 0:
        base = places.get(pair // 9)
        pair = (_BASE_OF_PLACE[len(places)] if base is None else base) + pair % 9
    return tuple(out), pair


def chow_plan(
    tiles: Sequence[Tile], pair_tile: Tile = -1
) -> tuple[tuple[tuple[int, tuple[int, ...]], ...], tuple[int, ...]]:
    """`_chow_plan` of chows by lowest tile, in reading order. The chow fans treat the
    suits alike and read the ranks as they are: the key renames the suits only."""
    return _chow_plan(*canonical_suits(tiles, pair_tile))


def pung_plan(tiles: Sequence[Tile]) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """`_pung_plan` of suited pungs in reading order. The pung fans read only which
    suits differ and how far apart the ranks are: the key renames the suits and moves
    the lowest rank to 1."""
    key, _ = canonical_suits(tiles)
    low = min([t % 9 for t in key])
    return _pung_plan(tuple([t - low for t in key]) if low else key)
