"""1-rotational plans found by CP-SAT: one base session, developed by translation.

Players are (i, row) for i in Z_m and `rows` rows, plus a few players "at infinity"
that translation leaves alone. A base session is developed into m sessions by
i -> i + 1, ..., i + m - 1. Two players meet in those m sessions once per time their
pair's orbit under translation is used in the base session, so the plan has no repeat
exactly when the base session uses every orbit at most once (the difference method of
Bose, 1939, in its 1-rotational form). A pair (i, r), (i + m/2, r) has an orbit of half
length and would meet twice: it may never share a table. Each player at infinity sits
with at most one player per row, so over the m sessions it meets each of them once.

The base session is a small exact problem (a few hundred booleans for 40 players)
that local search handles badly and a SAT solver well, so it is handed to OR-Tools'
CP-SAT, imported only here and only when a plan is not already in the library.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

from seating.difference import solve_model

Point = tuple[int, int]  # (i, row); row -1 is a player at infinity, i its number
Classes = tuple[tuple[tuple[int, ...], ...], ...]


def shape_for(players: int, sessions: int) -> tuple[int, int, int] | None:
    """(m, rows, infinities) of a 1-rotational plan with at least `sessions` sessions
    for this many players, three rows, m as small as it can be; None when none fits.

    m sessions need 3m + k = players with k players at infinity, at most one per
    table; players at infinity never meet each other.
    """
    for m in range(sessions, players // 3 + 1):
        k = players - 3 * m
        if 0 <= k <= players // 4:
            return m, 3, k
    return None


def orbit_of(a: Point, b: Point, m: int) -> tuple[int, ...] | tuple[str, int, int] | None:
    """The orbit of the pair {a, b} under translation; None for a short orbit."""
    if a[1] < 0 or b[1] < 0:
        inf, fin = (a, b) if a[1] < 0 else (b, a)
        if fin[1] < 0:
            return ("inf", min(a[0], b[0]), max(a[0], b[0]))
        return (-1, inf[0], fin[1])
    (i, r), (j, s) = sorted((a, b), key=lambda p: (p[1], p[0]))
    if r == s:
        d = (j - i) % m
        d = min(d, m - d)
        return None if 2 * d == m else (r, r, d)
    return (r, s, (j - i) % m)


def develop(
    m: int, rows: int, infinities: int, bases: list[list[list[Point]]], swap: bool = False
) -> Classes:
    """The m sessions of each base session, players numbered row * m + i, then those at
    infinity. With `swap` (two at infinity, m even) odd translations exchange them."""

    def number(p: Point, shift: int) -> int:
        i, r = p
        if r < 0:
            return m * rows + ((i + shift) % 2 if swap else i)
        return r * m + (i + shift) % m

    return tuple(
        tuple(tuple(sorted(number(p, shift) for p in block)) for block in base)
        for base in bases
        for shift in range(m)
    )


def search_base(
    m: int,
    rows: int,
    infinities: int,
    time_limit: float = 60.0,
    seed: int = 0,
    progress: Callable[[float, str], Any] | None = None,
    cancel: Any = None,
    workers: int = 2,
    bases: int = 1,
    swap: bool = False,
) -> list[list[list[Point]]] | None:
    """`bases` base sessions together using every pair orbit at most once (so
    bases * m sessions), or None if CP-SAT found none within `time_limit` seconds.
    progress(fraction, message) is called about every quarter second; it returning
    False, or `cancel.is_set()`, stops the solver and raises PlanCancelled.
    """
    from ortools.sat.python import cp_model

    finite = [(i, r) for r in range(rows) for i in range(m)]
    tables = (m * rows + infinities) // 4
    slots = [(c, b) for c in range(bases) for b in range(tables)]
    model = cp_model.CpModel()
    x = {(p, t): model.new_bool_var("") for p in finite for t in slots}
    for c in range(bases):
        for p in finite:
            model.add_exactly_one(x[p, (c, b)] for b in range(tables))
    for c, b in slots:
        model.add(sum(x[p, (c, b)] for p in finite) == (3 if b < infinities else 4))
    for k in range(infinities):
        # A player at infinity meets each row once over his bases: m players.
        for r in range(rows):
            if swap:
                # Exchanged by odd translations, the two meet row r's players of one
                # parity from each table: the orbit of (inf_k, (i, r)) is (r, i + k mod 2).
                for parity in range(2):
                    model.add_at_most_one(
                        x[(i, r), (c, j)]
                        for j in range(2)
                        for i in range(m)
                        if (i + j) % 2 == parity
                        for c in range(bases)
                    )
                continue
            model.add_at_most_one(x[(i, r), (c, k)] for i in range(m) for c in range(bases))
    # Translation symmetry: the first base session may be moved so that (0, 0) sits
    # with the first player at infinity (or at the first table).
    model.add(x[(0, 0), (0, 0)] == 1)
    orbits: dict[tuple[int, ...] | tuple[str, int, int], list[Any]] = {}
    for p, q in itertools.combinations(finite, 2):
        orbit = orbit_of(p, q, m)
        if orbit is None:
            for slot in slots:
                model.add_bool_or([x[p, slot].Not(), x[q, slot].Not()])
            continue
        for c in range(bases):  # one flag per base: a pair may not meet in two
            together = model.new_bool_var("")
            for t in range(tables):
                model.add_bool_or([x[p, (c, t)].Not(), x[q, (c, t)].Not(), together])
            orbits.setdefault(orbit, []).append(together)
    for members in orbits.values():
        if len(members) > 1:
            model.add_at_most_one(members)
    solver, status = solve_model(model, time_limit, workers, seed, progress, cancel)
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return None
    found: list[list[list[Point]]] = []
    for c in range(bases):
        base: list[list[Point]] = [[(k, -1)] if k < infinities else [] for k in range(tables)]
        for p in finite:
            for b in range(tables):
                if solver.value(x[p, (c, b)]):
                    base[b].append(p)
        found.append(base)
    return found


def rotational_plan(
    players: int,
    sessions: int,
    time_limit: float = 60.0,
    seed: int = 0,
    progress: Callable[[float, str], Any] | None = None,
    cancel: Any = None,
) -> Classes | None:
    """At least `sessions` sessions for `players` players with no pair meeting twice,
    found by search_base; None if no shape fits or the solver found nothing in time."""
    shape = shape_for(players, sessions)
    if shape is None:
        return None
    bases = search_base(*shape, time_limit=time_limit, seed=seed, progress=progress, cancel=cancel)
    if bases is None:
        return None
    return develop(*shape, bases)


def pair_orbit(a: Point, b: Point, m: int) -> tuple[int, int, int]:
    """The orbit of {a, b} under translation by Z_m, short orbits included:
    (row, row, smaller difference) within a row, (row, later row, difference) across."""
    (i, r), (j, s) = sorted((a, b), key=lambda p: (p[1], p[0]))
    if r == s:
        d = (j - i) % m
        return (r, r, min(d, m - d))
    return (r, s, (j - i) % m)


def odd_pair_orbits(players: int) -> int:
    """Pair orbits of odd colour under an involution that swaps the two halves of the
    players: (N/2)^2 odd pairs, the N/2 pairs {x, image of x} alone in their orbit, the
    others two to an orbit."""
    half = players // 2
    return (half * half - half) // 2 + half


def involution_rules_out(players: int) -> bool:
    """True when no plan at the bound for N = 0 mod 12 players over N/3 sessions (every
    pair meets, each player meets one other twice) is mapped to itself by an involution
    that fixes no player and moves every session: every Z_m x rows shape with m even
    (translation by m/2 is such an involution), for N = 12 mod 24 (12, 36, 60, ...).

    Why (counting): colour one player of each pair {x, image of x} even, the other odd.
    Each session seats N/2 odd players, so its tables with an odd number k of odd
    players are even in number, and a table holds k(4 - k) pairs of odd colour (0, 3 or
    4): each session holds an even number of odd pairs. Choosing one session of each
    moved pair, every pair orbit is met exactly once there (the pairs {x, image} alone
    in their orbit must meet, are met twice so, and are already the whole matching of
    repeats), so the chosen sessions hold odd_pair_orbits(N) odd pairs: odd for
    N = 12 mod 24 (171 for 36), a contradiction."""
    return players % 12 == 0 and odd_pair_orbits(players) % 2 == 1


def search_cover_bases(
    m: int,
    rows: int,
    bases: int,
    twice: frozenset[tuple[int, int, int]] = frozenset(),
    time_limit: float = 60.0,
    seed: int = 0,
    workers: int = 1,
    progress: Callable[[float, str], Any] | None = None,
    cancel: Any = None,
    outcome: dict[str, str] | None = None,
) -> list[list[list[Point]]] | None:
    """`bases` base sessions over Z_m x `rows` (no player at infinity) that together use
    every pair orbit exactly once, those in `twice` exactly twice; None if CP-SAT found
    none within `time_limit` seconds.

    Developed (bases * m sessions) every pair meets at least once; a pair meets twice
    when its orbit is short (difference m/2 within a row: m/2 pairs, each met twice by
    one use) or in `twice`. Chosen so the twice-met pairs are a perfect matching (the
    short orbits of Z_m x 3, or for Z_3 the orbits (r, r + 1, 0) of paired rows), the
    plan has one repeat per player: the counting bound N / 2 for N / 3 sessions.
    `outcome["status"]` gets CP-SAT's word: INFEASIBLE is a proof that this shape has
    no such plan, UNKNOWN only that none was found in time.

    Shapes ruled out by counting (players coloured by i mod 2, or mod 4): a table with
    k odd players holds k(4 - k) pairs of odd difference (0, 3 or 4), so the odd
    differences the orbits ask for fix the parity of the tables with k odd, which must
    match the number of odd players. Z_12 x 3 (36 players, one base) and Z_6 x 6 (two
    bases) fail mod 2, Z_8 x 3 (24 players) fails mod 4 (CP-SAT on the colour counts).
    """
    from ortools.sat.python import cp_model

    finite = [(i, r) for r in range(rows) for i in range(m)]
    tables = m * rows // 4
    model = cp_model.CpModel()
    x = {
        (c, p, t): model.new_bool_var("")
        for c in range(bases)
        for p in finite
        for t in range(tables)
    }
    for c in range(bases):
        for p in finite:
            model.add_exactly_one(x[c, p, t] for t in range(tables))
        for t in range(tables):
            model.add(sum(x[c, p, t] for p in finite) == 4)
        # Table order within a base is free: player (0, 0) at the first table, and
        # (translation) the first base's first table holds (0, 0).
        model.add(x[c, (0, 0), 0] == 1)
    usage: dict[tuple[int, int, int], list[Any]] = {}
    for a, b in itertools.combinations(finite, 2):
        orbit = pair_orbit(a, b, m)
        for c in range(bases):
            together = model.new_bool_var("")
            for t in range(tables):
                model.add_bool_or([x[c, a, t].Not(), x[c, b, t].Not(), together])
            usage.setdefault(orbit, []).append(together)
    needed = 0
    for orbit, flags in usage.items():
        # Counting: bases * tables * 6 base pairs, as many as the uses asked for, so
        # "at most" on every orbit forces "exactly".
        model.add(sum(flags) <= (2 if orbit in twice else 1))
        needed += 2 if orbit in twice else 1
    if needed != bases * tables * 6:
        raise ValueError(f"{needed} orbit uses asked for, {bases * tables * 6} base pairs")
    solver, status = solve_model(model, time_limit, workers, seed, progress, cancel)
    if outcome is not None:
        outcome["status"] = solver.status_name(status)
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return None
    return [
        [[p for p in finite if solver.value(x[c, p, t])] for t in range(tables)]
        for c in range(bases)
    ]
