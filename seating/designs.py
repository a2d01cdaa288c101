"""Resolvable designs: sessions in which every pair of players meets at most once, built
by algebra rather than found by search.

A resolvable 2-(v, 4, 1) design splits all pairs of v players into blocks of four, and
its blocks into parallel classes (a class seats every player once: one session). Where
one exists the planner starts from it; where the tournament is longer than the design,
repeating classes in order keeps every repeat out of consecutive sessions.

- v = 4^n: the affine space AG(n, 4), whose lines in one direction form a class
  (16 players: 5 sessions, 64 players: 21 sessions).
- v = 28: a design on GF(3)^3 plus a point at infinity, developed from two base blocks
  found by a tiny search (difference method), 9 sessions.
- v = 4q, q a prime power: a resolvable transversal design from GF(q), q sessions
  (q + 1 when 4 divides q: 32 players get 9).
- 24 players: a 1-rotational plan: players (i, row) for i in Z_m and a few fixed players
  "at infinity"; one base session is searched for in which every pair orbit under
  i -> i + 1 is used at most once, and its m translates are m sessions in which
  nobody meets twice (24 players: Z_7 x 3 rows + 3, the 7 sessions of the limit).

Larger designs that need a solver (PG(3, 3) for 40 players in projective.py, the
difference families for 52, 76, 88, ... in difference.py, 1-rotational plans in
rotational.py) are built once and shipped in the library (library.py); `design_for`
takes whichever of a construction here and a library plan is longer.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from functools import cache

Classes = tuple[tuple[tuple[int, ...], ...], ...]  # sessions of tables of player indexes

# GF(4) = {0, 1, a, a + 1} coded 0, 1, 2, 3: addition is XOR, a^2 = a + 1.
_GF4_MUL = (
    (0, 0, 0, 0),
    (0, 1, 2, 3),
    (0, 2, 3, 1),
    (0, 3, 1, 2),
)


def _affine_classes(dimension: int) -> Classes:
    """Parallel classes of lines of AG(dimension, 4); a point is a base-4 integer."""
    points = list(itertools.product(range(4), repeat=dimension))
    index = {point: i for i, point in enumerate(points)}
    # One direction per projective point: vectors whose first non-zero coordinate is 1.
    directions = [p for p in points if any(p) and p[next(i for i, c in enumerate(p) if c)] == 1]
    classes = []
    for direction in directions:
        seen: set[int] = set()
        lines = []
        for point in points:
            if index[point] in seen:
                continue
            line = tuple(
                index[tuple(c ^ _GF4_MUL[t][d] for c, d in zip(point, direction, strict=True))]
                for t in range(4)
            )
            seen.update(line)
            lines.append(tuple(sorted(line)))
        classes.append(tuple(lines))
    return tuple(classes)


def _gf3_vectors() -> list[tuple[int, int, int]]:
    return [(a, b, c) for a, b, c in itertools.product(range(3), repeat=3)]


def _add3(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...]:
    return tuple((x + y) % 3 for x, y in zip(a, b, strict=True))


def _difference(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...]:
    """The pair's difference up to sign: pairs with equal difference are translates."""
    d = tuple((x - y) % 3 for x, y in zip(a, b, strict=True))
    return min(d, tuple(-x % 3 for x in d))


def _base_blocks_28() -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]:
    """Two blocks B1, B2 of GF(3)^3 for the 28-player design.

    With s = (0,0,1) and S = {0, s, 2s}, the session {inf} + S, B1 + S, B2 + S (B + S meaning
    the three translates of B by S) must partition the points, and the 12 differences of
    B1 and B2 with +-s must be the 13 differences of GF(3)^3, once each. Its 9 translates
    by GF(3)^3 / S are then the 9 sessions.
    """
    s = (0, 0, 1)
    cosets: list[tuple[tuple[int, ...], ...]] = []
    seen: set[tuple[int, ...]] = set()
    for p in _gf3_vectors():
        if p in seen:
            continue
        coset = (p, _add3(p, s), _add3(_add3(p, s), s))
        seen.update(coset)
        cosets.append(coset)
    others = cosets[1:]  # cosets[0] is S itself, which goes with infinity
    s_diff = _difference(s, (0, 0, 0))

    def differences(block: tuple[tuple[int, ...], ...]) -> list[tuple[int, ...]]:
        return [_difference(a, b) for a, b in itertools.combinations(block, 2)]

    for chosen in itertools.combinations(range(len(others)), 4):
        rest = [i for i in range(len(others)) if i not in chosen]
        for b1 in itertools.product(*(others[i] for i in chosen)):
            d1 = differences(b1)
            if len(set(d1)) < 6 or s_diff in d1:
                continue
            for b2 in itertools.product(*(others[i] for i in rest)):
                d2 = differences(b2)
                if s_diff not in d2 and len(set(d1 + d2)) == 12:
                    return b1, b2
    raise AssertionError("no base blocks: the difference search is broken")


def _classes_28() -> Classes:
    b1, b2 = _base_blocks_28()
    vectors = _gf3_vectors()
    index: dict[tuple[int, ...], int] = {v: i for i, v in enumerate(vectors)}
    infinity = 27
    s = (0, 0, 1)
    shifts = [(0, 0, 0), s, _add3(s, s)]
    base: list[tuple[tuple[int, ...], ...]] = [((0, 0, 0), s, _add3(s, s))]
    base += [tuple(_add3(p, t) for p in b1) for t in shifts]
    base += [tuple(_add3(p, t) for p in b2) for t in shifts]
    classes = []
    for x, y in itertools.product(range(3), repeat=2):  # coset representatives of S
        t = (x, y, 0)
        blocks = []
        for k, block in enumerate(base):
            moved = [index[_add3(p, t)] for p in block]
            if k == 0:
                moved.append(infinity)
            blocks.append(tuple(sorted(moved)))
        classes.append(tuple(blocks))
    return tuple(classes)


def _pair_orbit(a: tuple[int, int], b: tuple[int, int], m: int) -> tuple[int, ...] | None:
    """The orbit of the pair {a, b} of (i, row) points under translation mod m; None for
    a pair i, i + m/2 of one row, whose orbit is half as long (it would meet twice)."""
    (i, r), (j, s) = sorted((a, b), key=lambda p: p[1])
    if r == s:
        d = (j - i) % m
        d = min(d, m - d)
        return None if 2 * d == m else (r, r, d)
    return (r, s, (j - i) % m)


def rotational_classes(
    m: int, rows: int, infinities: int, node_limit: int = 200_000, seed: int = 0
) -> Classes | None:
    """m sessions for m * rows + infinities players with no pair meeting twice, or None
    if the bounded search for a base session fails.

    Each player at infinity sits with one player of three different rows, so over the m
    translates he meets all of those rows once; finite pairs are distinct orbits.
    """
    if rows < 3 or (m * rows + infinities) % 4 or infinities > (m * rows + infinities) // 4:
        return None
    search = _BaseSession(m, rows, infinities, node_limit, seed)
    if not search.infinity_block(0):
        return None

    def number(point: tuple[int, int] | tuple[str, int], shift: int) -> int:
        first, second = point
        if isinstance(first, str):  # ("inf", k)
            return m * rows + second
        return second * m + (first + shift) % m

    return tuple(
        tuple(tuple(sorted(number(p, shift) for p in block)) for block in search.blocks)
        for shift in range(m)
    )


class _BaseSession:
    """The bounded backtracking search for the base session of `rotational_classes`:
    players at infinity first (each with three rows), then the finite tables, every pair
    of a table a pair orbit no other table uses."""

    def __init__(self, m: int, rows: int, infinities: int, node_limit: int, seed: int) -> None:
        import random

        self.m, self.rows, self.infinities, self.node_limit = m, rows, infinities, node_limit
        self.rng = random.Random(seed)
        self.free = {(i, r) for r in range(rows) for i in range(m)}
        self.used: set[tuple[int, ...]] = set()
        # each table: (i, row) points, after ("inf", k) for a player at infinity
        self.blocks: list[list[tuple[int, int] | tuple[str, int]]] = []
        self.nodes = 0

    def take(self, points: list[tuple[int, int]]) -> list[tuple[int, ...]] | None:
        """The pair orbits of `points`, or None if one is degenerate, repeated or used."""
        orbits = [_pair_orbit(a, b, self.m) for a, b in itertools.combinations(points, 2)]
        found = [o for o in orbits if o is not None]
        if len(found) < len(orbits) or len(set(found)) < len(found):
            return None
        return None if self.used.intersection(found) else found

    def infinity_block(self, k: int) -> bool:
        if k == self.infinities:
            return self.finite_block()
        for chosen_rows in itertools.combinations(range(self.rows), 3):
            options = [sorted(p for p in self.free if p[1] == r) for r in chosen_rows]
            for option in options:
                self.rng.shuffle(option)
            for points in itertools.product(*options):
                self.nodes += 1
                if self.nodes > self.node_limit:
                    return False
                if self._placed(list(points), ("inf", k), lambda: self.infinity_block(k + 1)):
                    return True
        return False

    def finite_block(self) -> bool:
        if not self.free:
            return True
        first = min(self.free)
        rest = sorted(self.free - {first})
        self.rng.shuffle(rest)
        return self.extend([first], 0, rest)

    def extend(self, block: list[tuple[int, int]], start: int, rest: list[tuple[int, int]]) -> bool:
        if len(block) == 4:
            return self._placed(block, None, self.finite_block)
        for k in range(start, len(rest)):
            self.nodes += 1
            if self.nodes > self.node_limit:
                return False
            wider = block + [rest[k]]
            if self.take(wider) is not None and self.extend(wider, k + 1, rest):
                return True
        return False

    def _placed(
        self,
        points: list[tuple[int, int]],
        infinity: tuple[str, int] | None,
        then: Callable[[], bool],
    ) -> bool:
        """Seat `points` (and the player at infinity) at a table and search on with
        `then`; undone when that fails. False at once when their orbits clash."""
        orbits = self.take(points)
        if orbits is None:
            return False
        self.used.update(orbits)
        self.free.difference_update(points)
        self.blocks.append([infinity, *points] if infinity is not None else list(points))
        if then():
            return True
        self.blocks.pop()
        self.free.update(points)
        self.used.difference_update(orbits)
        return False


def transversal_classes(q: int) -> Classes | None:
    """q sessions for 4q players (q a prime power >= 5), one more when 4 divides q.

    Players (g, x), g in 0..3 ("groups"), x in GF(q); c_0..c_3 distinct non-zero field
    elements. Session v seats (g, v + b c_g) for g = 0..3 at table b: two players of
    different groups meet only when b is the solution of one linear equation, so once;
    players of one group never meet, and with 4 | q one last session seats each group
    by itself, four to a table.
    """
    from seating.fields import field, prime_power

    if q < 5 or prime_power(q) is None:
        return None
    add, mul = field(q)
    c = (1, 2, 3, 4)
    classes = [
        tuple(tuple(sorted(g * q + add[v][mul[b][c[g]]] for g in range(4))) for b in range(q))
        for v in range(q)
    ]
    if q % 4 == 0:
        # First, so that a session planned after the design never follows it: its
        # repeats are pairs of one group, the only pairs the design leaves unmet.
        fours = range(0, q, 4)
        own = tuple(tuple(g * q + x + k for x in range(4)) for g in range(4) for k in fours)
        classes.insert(0, own)
    return tuple(classes)


# Players -> (m, rows, players at infinity) of a 1-rotational plan known to be found fast.
ROTATIONAL = {24: (7, 3, 3)}


def _construction(players: int) -> tuple[Classes, str] | None:
    """The algebraic construction for this many players, and its name."""
    if players in (16, 64, 256):
        dimension = {16: 2, 64: 3, 256: 4}[players]
        return _affine_classes(dimension), f"affine space AG({dimension}, 4)"
    if players == 28:
        return _classes_28(), "difference method over GF(3)^3 plus a point at infinity"
    if players in ROTATIONAL:
        found = rotational_classes(*ROTATIONAL[players])
        m = ROTATIONAL[players][0]
        return (found, f"1-rotational plan over Z_{m}") if found else None
    if players % 4 == 0:
        found = transversal_classes(players // 4)
        return (found, f"resolvable transversal design from GF({players // 4})") if found else None
    return None


@cache
def design_for(players: int) -> tuple[Classes, str] | None:
    """The longest plan with no repeat known here for this many players, and where it
    comes from: a construction above, or the shipped library (library.py) when that
    has a longer one (designs found once by CP-SAT, checked by counting on loading)."""
    from seating.library import shipped

    built = _construction(players)
    stored = shipped().zero_repeat(players)
    if stored is not None and (built is None or stored.length > len(built[0])):
        return stored.sessions, f"{stored.source} (library)"
    return built


def resolvable_design(players: int) -> Classes | None:
    """Sessions (parallel classes) in which no pair of players meets twice, as many as
    the constructions here give for this many players, or None.

    Players are 0..players-1; each class is one session of tables of four. Where
    players = 4 mod 12 and a Kirkman-type design is known (16, 28, 40, 52, 64, ...),
    every pair meets exactly once; otherwise some pairs never meet.
    """
    found = design_for(players)
    return None if found is None else found[0]
