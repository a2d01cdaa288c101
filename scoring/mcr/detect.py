"""The fan detectors: each looks at one reading and adds the fans it finds.

Every detector has the same signature, `(reading, ctx, tally)`, and is registered
with the shapes it applies to. The counting principles live here as general rules:
- no duplication: the `excludes` data of each fan (applied in `evaluate`);
- no disassembly, no reuse, one combination only: `chow_pairs` below, which picks
  the chow pairs a hand may score as a forest in which no chow takes the same fan
  twice;
- take the maximum: `evaluate` scores every reading and keeps the best.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations

from scoring.decompose import reading_order
from scoring.mcr.context import Context, shape_waits
from scoring.mcr.fans import FANS
from scoring.mcr.reading import Group, Kind, Reading, Shape
from scoring.tiles import (
    DRAGONS,
    GREEN_TILES,
    REVERSIBLE,
    WINDS,
    Tile,
    format_tiles,
    is_dragon,
    is_honor,
    is_terminal,
    is_terminal_or_honor,
    is_wind,
    tile_code,
)


class Tally:
    """The fans found in one reading, each time with what makes it."""

    def __init__(self) -> None:
        self.found: list[tuple[int, tuple[str, ...]]] = []
        self.notes: list[tuple[int, str]] = []  # fans seen but not counted, and why

    def add(self, key: int, *evidence: object) -> None:
        # Evidence stays as objects; only the reading that wins is turned into text.
        self.found.append((key, evidence))

    def note(self, key: int, why: str) -> None:
        self.notes.append((key, why))

    def keys(self) -> set[int]:
        return {k for k, _ in self.found}


Detector = Callable[[Reading, Context, Tally], None]
DETECTORS: list[tuple[frozenset[Shape], Detector]] = []

STANDARD_LIKE = frozenset({Shape.STANDARD, Shape.KNITTED_STRAIGHT})
TILE_BASED = frozenset({Shape.STANDARD, Shape.KNITTED_STRAIGHT, Shape.SEVEN_PAIRS})
EVERY_SHAPE = frozenset(Shape)


_BY_SHAPE: dict[Shape, list[Detector]] = {}


def detectors_for(shape: Shape) -> list[Detector]:
    """The detectors of one shape, in registration order (looked up once per reading)."""
    found = _BY_SHAPE.get(shape)
    if found is None:
        found = _BY_SHAPE[shape] = [fn for shapes, fn in DETECTORS if shape in shapes]
    return found


def detector(*shapes: frozenset[Shape] | Shape) -> Callable[[Detector], Detector]:
    allowed: set[Shape] = set()
    for s in shapes:
        allowed |= s if isinstance(s, frozenset) else {s}

    def register(fn: Detector) -> Detector:
        DETECTORS.append((frozenset(allowed), fn))
        return fn

    return register


def _tiles_text(ctx: Context) -> str:
    """The whole hand, sorted, for fans that take every tile."""
    return format_tiles(sorted(ctx.hand.concealed))


# --- the shapes' own fans -------------------------------------------------------------


@detector(Shape.SEVEN_PAIRS)
def seven_pairs(reading: Reading, ctx: Context, tally: Tally) -> None:
    suits = {t // 9 for t in ctx.present if t < 27}
    pairs = sorted(ctx.present)
    if len(suits) == 1 and not any(is_honor(t) for t in pairs):
        ranks = [t % 9 for t in pairs]
        if len(pairs) == 7 and ranks[-1] - ranks[0] == 6:
            tally.add(6, *(tile_code(t) * 2 for t in pairs))
            return
    tally.add(19, *(tile_code(t) * 2 for t in pairs))


@detector(Shape.THIRTEEN_ORPHANS)
def thirteen_orphans(reading: Reading, ctx: Context, tally: Tally) -> None:
    tally.add(7, _tiles_text(ctx))


@detector(Shape.HONORS_AND_KNITTED)
def honors_and_knitted(reading: Reading, ctx: Context, tally: Tally) -> None:
    honors = [t for t in ctx.present if is_honor(t)]
    suited = [t for t in ctx.present if not is_honor(t)]
    if len(honors) == 7:
        tally.add(20, _tiles_text(ctx))
    else:
        tally.add(34, _tiles_text(ctx))
        if len(suited) == 9:
            tally.add(35, reading.groups[0])


@detector(Shape.NINE_GATES)
def nine_gates(reading: Reading, ctx: Context, tally: Tally) -> None:
    """Nine Gates, and what the winning tile adds: the reading the MIL rules give it."""
    tally.add(4, _tiles_text(ctx))
    rank = ctx.win % 9 + 1
    base = ctx.win - ctx.win % 9
    code = tile_code(ctx.win)[1]
    if rank in (1, 9):
        tally.add(28, f"123{code}", f"456{code}", f"789{code}")
        tally.add(64, tile_code(ctx.win) * 4)
    if rank in (2, 5, 8):
        tally.add(66, f"111{code}", f"999{code}")
        tally.add(73, tile_code(base) * 3)
    if rank in (2, 3, 4, 6, 7, 8):
        tally.add(71, "six in a row")


@detector(Shape.KNITTED_STRAIGHT)
def knitted_straight(reading: Reading, ctx: Context, tally: Tally) -> None:
    tally.add(35, reading.groups[0])


# --- how the hand was won -------------------------------------------------------------


@detector(EVERY_SHAPE)
def winning_situation(reading: Reading, ctx: Context, tally: Tally) -> None:
    win = tile_code(ctx.win)
    if ctx.last_tile:
        tally.add(58, win)
    if ctx.self_drawn:
        tally.add(80, win)
        if ctx.wall_last:
            tally.add(44, win)
        if ctx.kong:
            tally.add(46, win)
    else:
        if ctx.wall_last:
            tally.add(45, win)
        if ctx.kong:
            tally.add(47, win)


@detector(STANDARD_LIKE)
def concealment(reading: Reading, ctx: Context, tally: Tally) -> None:
    melded = [g for g in reading.groups if g.melded]
    if not melded:
        tally.add(56 if ctx.self_drawn else 62, "nothing claimed")
    elif len(melded) == 4 and not ctx.self_drawn:
        tally.add(52, *melded)


# --- pungs and kongs ------------------------------------------------------------------


def _concealed_pungs(reading: Reading, ctx: Context) -> list[Group]:
    """Pungs and kongs made without a claimed tile.

    A pung completed by a discarded winning tile counts as melded, unless the winning
    tile can be read as part of a concealed chow instead.
    """
    pungs = [g for g in reading.sets if g.is_pung and not g.melded]
    if not ctx.self_drawn and not any(
        g.kind is Kind.CHOW and not g.declared and g.tile <= ctx.win <= g.tile + 2
        for g in reading.sets
    ):
        pungs = [g for g in pungs if g.declared or g.tile != ctx.win]
    return pungs


@detector(STANDARD_LIKE)
def kongs_and_concealed_pungs(reading: Reading, ctx: Context, tally: Tally) -> None:
    kongs = [g for g in reading.sets if g.kind is Kind.KONG]
    concealed_kongs = [g for g in kongs if not g.melded]
    melded_kongs = [g for g in kongs if g.melded]
    if len(kongs) == 4:
        tally.add(5, *kongs)
    elif len(kongs) == 3:
        tally.add(17, *kongs)
    elif len(kongs) == 2:
        key = {0: 57, 1: 82, 2: 53}[len(concealed_kongs)]
        tally.add(key, *kongs)
    elif concealed_kongs:
        tally.add(67, *concealed_kongs)
    elif melded_kongs:
        tally.add(74, *melded_kongs)
    concealed = _concealed_pungs(reading, ctx)
    key = {2: 66, 3: 33, 4: 12}.get(len(concealed))
    if key is not None:
        tally.add(key, *concealed)


@detector(STANDARD_LIKE)
def honor_pungs(reading: Reading, ctx: Context, tally: Tally) -> None:
    """Winds and dragons; a pung of terminals or of a wind that scores nothing else."""
    pungs = [g for g in reading.sets if g.is_pung]
    pair = reading.pair
    winds = [g for g in pungs if is_wind(g.tile)]
    dragons = [g for g in pungs if is_dragon(g.tile)]
    claimed: set[Tile] = set()
    if len(winds) == 4:
        tally.add(1, *winds)
        claimed.update(WINDS)
    elif len(winds) == 3:
        tally.add(
            9 if pair is not None and is_wind(pair.tile) else 38,
            *winds,
            *([pair] if pair is not None and is_wind(pair.tile) else []),
        )
        claimed.update(WINDS)
    if len(dragons) == 3:
        tally.add(2, *dragons)
    elif len(dragons) == 2:
        if pair is not None and is_dragon(pair.tile):
            tally.add(10, *dragons, pair)
        else:
            tally.add(54, *dragons)
    elif dragons:
        tally.add(59, *dragons)
    for g in winds:
        if g.tile == ctx.prevalent:
            tally.add(60, g)
            claimed.add(g.tile)
        if g.tile == ctx.seat:
            tally.add(61, g)
            claimed.add(g.tile)
    for g in pungs:
        if is_terminal(g.tile) or (is_wind(g.tile) and g.tile not in claimed):
            tally.add(73, g)


# --- combinations of sets: the principles of no disassembly and one combination -----------


def chow_pair_fan(a: Tile, b: Tile) -> int | None:
    """The 1-fan pattern two chows (by lowest tile) make, if any."""
    if a // 9 != b // 9:
        return 70 if a % 9 == b % 9 else None
    if a == b:
        return 69
    if abs(a - b) == 3:
        return 71
    if {a % 9, b % 9} == {0, 6}:
        return 72
    return None


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


def chow_pairs(chows: list[Group], limit: int) -> tuple[list[tuple[int, Group, Group]], list[int]]:
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
    best: tuple = ()
    best_score: tuple = (-1,)
    for size in range(min(limit, len(edges)), -1, -1):
        for chosen in combinations(edges, size):
            if not _is_forest_without_reuse(chosen, len(chows)):
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
    return [(f, chows[i], chows[j]) for f, i, j in best], left_out


def _is_forest_without_reuse(edges, nodes: int) -> bool:
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


def _extra_chow_fan(three: tuple[Group, ...], extra: Group) -> int | None:
    """The one pair fan a fourth chow may add to a three-chow fan."""
    fans = {chow_pair_fan(g.tile, extra.tile) for g in three}
    return next((f for f in PAIR_FAN_ORDER if f in fans), None)


def _terminal_chows(chows: list[Group], pair: Group) -> int | None:
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


@detector(Shape.STANDARD)
def chow_combinations(reading: Reading, ctx: Context, tally: Tally) -> None:
    chows = sorted(
        (g for g in reading.sets if g.kind is Kind.CHOW), key=lambda g: reading_order(g.tile)
    )
    if len(chows) < 2:
        return
    pair = reading.pair
    if len(chows) == 4:
        whole = _terminal_chows(chows, pair) or _four_chow_fan([g.tile for g in chows])
        if whole is not None:
            tally.add(whole, *chows, *([pair] if whole in (13, 29) else []))
            return
    if len(chows) >= 3 and _three_chows_with_extra(chows, tally):
        return
    chosen, left_out = chow_pairs(chows, len(chows) - 1)
    for fan, a, b in chosen:
        tally.add(fan, a, b)
    for fan in left_out:
        tally.note(
            fan,
            "one combination only: each chow may join the chows already "
            "counted once, and never twice for the same fan",
        )


def _three_chows_with_extra(chows: list[Group], tally: Tally) -> bool:
    """The best three-chow fan, plus the one pair fan the fourth chow may add to it.

    No disassembly: the three chows of the fan score no pair fan among themselves.
    """
    best = None
    for idx in combinations(range(len(chows)), 3):
        three = tuple(chows[i] for i in idx)
        fan = _three_chow_fan(*(g.tile for g in three))
        if fan is None:
            continue
        fourth = next((chows[i] for i in range(len(chows)) if i not in idx), None)
        extra = _extra_chow_fan(three, fourth) if fourth is not None else None
        value = FANS[fan].points + (1 if extra else 0)
        if best is None or value > best[0]:
            best = (value, fan, three, extra, fourth)
    if best is None:
        return False
    _, fan, three, extra, fourth = best
    tally.add(fan, *three)
    if extra is not None:
        partner = next(g for g in three if chow_pair_fan(g.tile, fourth.tile) == extra)
        tally.add(extra, partner, fourth)
    return True


def _suited_pung_fan(tiles: list[Tile]) -> int | None:
    if any(t >= 27 for t in tiles):
        return None
    tiles = sorted(tiles)
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


@detector(Shape.STANDARD)
def pung_combinations(reading: Reading, ctx: Context, tally: Tally) -> None:
    pungs = sorted(
        (g for g in reading.sets if g.is_pung and g.tile < 27), key=lambda g: reading_order(g.tile)
    )
    if len(pungs) < 2:
        return
    if len(pungs) == 4 and _suited_pung_fan([g.tile for g in pungs]) == 15:
        tally.add(15, *pungs)
        return
    if len(pungs) >= 3:
        for three in combinations(pungs, 3):
            fan = _suited_pung_fan([g.tile for g in three])
            if fan is None:
                continue
            tally.add(fan, *three)
            # The pung left over may combine once with the three.
            for fourth in (g for g in pungs if g not in three):
                partner = next((g for g in three if _double_pung(g.tile, fourth.tile)), None)
                if partner is not None:
                    tally.add(65, partner, fourth)
            return
    for a, b in combinations(pungs, 2):
        if _double_pung(a.tile, b.tile):
            tally.add(65, a, b)


@detector(Shape.STANDARD)
def all_pungs(reading: Reading, ctx: Context, tally: Tally) -> None:
    sets = reading.sets
    if all(g.is_pung for g in sets):
        tally.add(48, *sets, reading.pair)


@detector(STANDARD_LIKE)
def all_chows(reading: Reading, ctx: Context, tally: Tally) -> None:
    sets = reading.sets
    pair = reading.pair
    if all(g.kind in (Kind.CHOW, Kind.KNITTED) for g in sets) and pair.tile < 27:
        tally.add(63, *sets, pair)


@detector(Shape.STANDARD)
def set_traits(reading: Reading, ctx: Context, tally: Tally) -> None:
    """Outside Hand, All Five, All Even Pungs: a property every group must have."""
    groups = reading.groups

    def has(g: Group, test: Callable[[Tile], bool]) -> bool:
        return any(test(t) for t in g.tiles)

    if all(has(g, is_terminal_or_honor) for g in groups):
        tally.add(55, *groups)
    elif all(has(g, lambda t: t < 27 and t % 9 == 4) for g in groups):
        tally.add(31, *groups)
    elif all(g.kind is not Kind.CHOW and g.tile < 27 and g.tile % 9 % 2 == 1 for g in groups):
        tally.add(21, *groups)


# --- the tiles as a whole -------------------------------------------------------------


@detector(TILE_BASED)
def suits(reading: Reading, ctx: Context, tally: Tally) -> None:
    present = ctx.present
    used = {t // 9 for t in present if t < 27}
    honors = any(t >= 27 for t in present)
    if not honors:
        tally.add(76, "no honors")
    if len(used) == 2:
        tally.add(75, "no " + ("characters", "dots", "bamboo")[({0, 1, 2} - used).pop()])
    elif len(used) == 1:
        tally.add(49 if honors else 22, "one suit" + (" and honors" if honors else ""))
    if len(used) == 3 and any(t in present for t in WINDS) and any(t in present for t in DRAGONS):
        tally.add(51, "all five types")


@detector(TILE_BASED)
def tile_traits(reading: Reading, ctx: Context, tally: Tally) -> None:
    present = ctx.present
    simples = not any(is_terminal_or_honor(t) for t in present)
    if simples:
        tally.add(68, "no terminals or honors")
    if present <= REVERSIBLE:
        tally.add(40, "reversible tiles only")
    if present <= GREEN_TILES:
        tally.add(3, "green tiles only")
    if simples:
        return
    if all(is_honor(t) for t in present):
        tally.add(11, "honors only")
    elif all(is_terminal(t) for t in present):
        tally.add(8, "terminals only")
    elif all(is_terminal_or_honor(t) for t in present):
        tally.add(18, "terminals and honors only")


@detector(TILE_BASED)
def rank_range(reading: Reading, ctx: Context, tally: Tally) -> None:
    present = ctx.present
    if any(t >= 27 for t in present):
        return
    ranks = {t % 9 + 1 for t in present}
    if ranks <= {1, 2, 3, 4}:
        tally.add(37 if 4 in ranks else 27, "ranks " + "".join(map(str, sorted(ranks))))
    elif ranks <= {6, 7, 8, 9}:
        tally.add(36 if 6 in ranks else 25, "ranks " + "".join(map(str, sorted(ranks))))
    elif ranks <= {4, 5, 6}:
        tally.add(26, "ranks " + "".join(map(str, sorted(ranks))))


@detector(TILE_BASED)
def tile_hog(reading: Reading, ctx: Context, tally: Tally) -> None:
    kongs = {g.tile for g in reading.sets if g.kind is Kind.KONG}
    for t in sorted(ctx.present):
        if ctx.counts[t] == 4 and t not in kongs:
            tally.add(64, tile_code(t) * 4)


# --- the wait -------------------------------------------------------------------------


def _wait_fan(groups: list[Group], win: Tile) -> tuple[int, Group] | None:
    """Edge before Closed before Single Wait when the winning tile fits several."""
    found: dict[int, Group] = {}
    for g in groups:
        if g.kind is Kind.CHOW:
            if g.tile + 1 == win:
                found.setdefault(78, g)
            elif g.tile == win or g.tile + 2 == win:
                found.setdefault(77, g)
        elif g.kind is Kind.PAIR and g.tile == win:
            found.setdefault(79, g)
    for key in (77, 78, 79):
        if key in found:
            return key, found[key]
    return None


@detector(Shape.STANDARD)
def wait(reading: Reading, ctx: Context, tally: Tally) -> None:
    fan = _wait_fan([g for g in reading.groups if not g.declared], ctx.win)
    if fan is not None and ctx.only_wait:
        tally.add(fan[0], fan[1], f"won on {tile_code(ctx.win)}")


@detector(Shape.KNITTED_STRAIGHT)
def knitted_straight_wait(reading: Reading, ctx: Context, tally: Tally) -> None:
    """MIL 2015: the set and pair beside a knitted straight may score a wait fan.

    With a declared set, the only way to wait on one tile is for the pair, whether the
    winning tile is outside the knitted straight or pairs a tile of it.
    """
    knit = reading.groups[0].knitted
    won = f"won on {tile_code(ctx.win)}"
    if ctx.declared:
        if ctx.win not in knit or ctx.hand.concealed.count(ctx.win) == 3:
            tally.add(79, reading.pair, won)
        return
    rest = list(reading.groups[1:])
    counts = [0] * 34
    for g in rest:
        for t in g.tiles:
            counts[t] += 1
    if not counts[ctx.win]:
        return
    counts[ctx.win] -= 1
    if len(shape_waits(counts, 1, seven_pairs=False)) == 1:
        fan = _wait_fan(rest, ctx.win)
        if fan is not None:
            tally.add(fan[0], fan[1], won)
