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

from seating.difference import solve_watched

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
    solver = cp_model.CpSolver()
    solver.parameters.max_time_in_seconds = time_limit
    solver.parameters.num_workers = workers
    solver.parameters.random_seed = seed
    status = solve_watched(solver, model, time_limit, progress, cancel)
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
