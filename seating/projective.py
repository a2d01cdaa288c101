"""40 players in 13 sessions, every pair once: a packing of spreads of PG(3, 3).

The points of the projective space PG(3, 3) (the 40 lines through the origin of
GF(3)^4) are the players; its 130 lines (planes through the origin) have four points
each and any two points lie on exactly one line. A spread is 10 lines that partition
the points: a session. A packing splits the 130 lines into 13 spreads: 13 sessions in
which every pair meets once.

The packing is an exact cover found by CP-SAT (half a second): each line in one
spread, each point on one line of each spread; the 13 lines through point 0 are put in
spreads 1..13 in order, which removes the relabelling of spreads from the search.
"""

from __future__ import annotations

import itertools

Vector = tuple[int, int, int, int]
Classes = tuple[tuple[tuple[int, ...], ...], ...]


def _normal(v: tuple[int, ...]) -> Vector:
    """The representative of v's point: first non-zero coordinate 1."""
    lead = next(c for c in v if c)
    inverse = lead  # in GF(3), 1 and 2 are their own inverses
    a, b, c, d = (x * inverse % 3 for x in v)
    return (a, b, c, d)


def _points() -> list[Vector]:
    return sorted({_normal(v) for v in itertools.product(range(3), repeat=4) if any(v)})


def _lines(points: list[Vector]) -> list[frozenset[int]]:
    index = {p: i for i, p in enumerate(points)}
    found: set[frozenset[int]] = set()
    for p, q in itertools.combinations(points, 2):
        span = {
            _normal(tuple((a * x + b * y) % 3 for x, y in zip(p, q, strict=True)))
            for a, b in ((1, 0), (0, 1), (1, 1), (1, 2))
        }
        found.add(frozenset(index[s] for s in span))
    return sorted(found, key=sorted)


def pg33_packing(time_limit: float = 60.0) -> Classes | None:
    """13 sessions of 10 tables for 40 players (0..39), every pair meeting once, or
    None if the solver found no packing within `time_limit` seconds."""
    from ortools.sat.python import cp_model

    from seating.difference import solve_model

    lines = _lines(_points())
    spreads = 13
    model = cp_model.CpModel()
    y = {(i, c): model.new_bool_var("") for i in range(len(lines)) for c in range(spreads)}
    for i in range(len(lines)):
        model.add_exactly_one(y[i, c] for c in range(spreads))
    for point in range(40):
        through = [i for i, line in enumerate(lines) if point in line]
        for c in range(spreads):
            model.add_exactly_one(y[i, c] for i in through)
        if point == 0:
            for c, i in enumerate(through):
                model.add(y[i, c] == 1)
    solver, status = solve_model(model, time_limit, 2)
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return None
    return tuple(
        tuple(sorted(tuple(sorted(line)) for i, line in enumerate(lines) if solver.value(y[i, c])))
        for c in range(spreads)
    )
