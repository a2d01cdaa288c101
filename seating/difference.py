"""Kirkman-type designs (every pair of v players meets exactly once over (v - 1) / 3
sessions, v = 4 mod 12) from difference families, the base blocks found by CP-SAT.

The construction (the 1-rotational difference method, as for 28 players in designs.py):
players are the elements of an abelian group G = Z_3 x H of order v - 1, plus one
player at infinity. S = Z_3 x {0} has order 3. Base blocks B_1..B_k (k = (v - 4) / 12)
are chosen so that
- together their 4k elements fall in distinct cosets of S, one in each coset but S, so
  the table {inf} + S and the three translates B_j + s (s in S) of each base block seat
  every player once: one session;
- the 12k differences x - y within base blocks, with the two of S, are each non-zero
  element of G once, so developing the session by H (the other |H| - 1 translates)
  seats each pair of players together exactly once.
Then H gives |H| = (v - 1) / 3 sessions. Any choice meeting both conditions is a
design, so a plan from here is checked by counting like any other (library.py).

The blocks are a small exact problem (about 100 booleans for 40 players, 600 for 100)
that CP-SAT answers in seconds for most sizes. OR-Tools is imported only here, and
only when building the library or when a size is missing from it.
"""

from __future__ import annotations

import itertools
import math
import threading
import time
from collections.abc import Callable
from typing import Any

from seating.errors import PlanCancelled

Classes = tuple[tuple[tuple[int, ...], ...], ...]
Element = tuple[int, ...]  # (a, h_1, h_2, ...): a in Z_3, h in H


def _elements(moduli: tuple[int, ...]) -> list[Element]:
    return [tuple(e) for e in itertools.product(*(range(k) for k in (3, *moduli)))]


def _sub(x: Element, y: Element, moduli: tuple[int, ...]) -> Element:
    return tuple((a - b) % k for a, b, k in zip(x, y, (3, *moduli), strict=True))


def _add(x: Element, y: Element, moduli: tuple[int, ...]) -> Element:
    return tuple((a + b) % k for a, b, k in zip(x, y, (3, *moduli), strict=True))


def _difference_class(x: Element, y: Element, moduli: tuple[int, ...]) -> Element:
    """x - y up to sign: the pairs of one class are translates of each other."""
    return min(_sub(x, y, moduli), _sub(y, x, moduli))


def group_for(players: int) -> tuple[int, ...] | None:
    """H as the moduli of a cyclic group Z_m, m = (players - 1) / 3; None unless
    players = 4 mod 12."""
    if players < 16 or players % 12 != 4:
        return None
    return ((players - 1) // 3,)


def search_blocks(
    moduli: tuple[int, ...],
    time_limit: float = 60.0,
    seed: int = 0,
    progress: Callable[[float, str], Any] | None = None,
    cancel: Any = None,
    workers: int = 2,
    symmetric: bool = True,
) -> list[list[Element]] | None:
    """Base blocks for G = Z_3 x H (H = product of Z_k for k in moduli), or None when
    CP-SAT finds none in `time_limit` seconds. `symmetric` asks for blocks closed under
    (a, h) -> (a, -h), a much smaller problem that has answers for most sizes tried.
    progress(fraction, message) is called about four times a second; it returning
    False, or cancel.is_set(), stops the solver and raises PlanCancelled."""
    if (progress is not None and progress(0.0, "building the model") is False) or (
        cancel is not None and cancel.is_set()
    ):
        raise PlanCancelled("seating plan cancelled")
    from ortools.sat.python import cp_model

    size = math.prod(moduli)
    blocks = (size - 1) // 4
    if blocks * 4 != size - 1:
        return None
    elements = [e for e in _elements(moduli) if any(e[1:])]
    model = cp_model.CpModel()
    x = {(e, j): model.new_bool_var("") for e in elements for j in range(blocks)}
    cosets: dict[Element, list[Any]] = {}
    for e in elements:
        cosets.setdefault(e[1:], []).extend(x[e, j] for j in range(blocks))
    for members in cosets.values():
        model.add_exactly_one(members)
    for j in range(blocks):
        model.add(sum(x[e, j] for e in elements) == 4)
    if symmetric:
        for e in elements:
            mirror = (e[0], *(-h % k for h, k in zip(e[1:], moduli, strict=True)))
            for j in range(blocks):
                model.add(x[e, j] == x[mirror, j])
    differences: dict[Element, list[Any]] = {}
    for e, f in itertools.combinations(elements, 2):
        if e[1:] == f[1:]:
            continue  # one coset: never in one block (exactly one per coset)
        together = model.new_bool_var("")
        for j in range(blocks):
            model.add_bool_or([x[e, j].Not(), x[f, j].Not(), together])
        differences.setdefault(_difference_class(e, f, moduli), []).append(together)
    for members in differences.values():
        model.add_at_most_one(members)
    # Symmetry: blocks are interchangeable and each may be moved by S, so the first
    # coset's element may be taken in block 0 with a = 0.
    first = min(e for e in elements if e[0] == 0)
    model.add(x[first, 0] == 1)
    solver, status = solve_model(model, time_limit, workers, seed, progress, cancel)
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return None
    return [[e for e in elements if solver.value(x[e, j])] for j in range(blocks)]


def solve_model(
    model: Any,
    time_limit: float,
    workers: int,
    seed: int | None = None,
    progress: Callable[[float, str], Any] | None = None,
    cancel: Any = None,
) -> tuple[Any, Any]:
    """A CP-SAT solver with the search's limits (its own random seed when none is
    given), run on ``model`` by solve_watched: (the solver, its status)."""
    from ortools.sat.python import cp_model  # imported when a search runs, as below

    solver = cp_model.CpSolver()
    solver.parameters.max_time_in_seconds = time_limit
    solver.parameters.num_workers = workers
    if seed is not None:
        solver.parameters.random_seed = seed
    return solver, solve_watched(solver, model, time_limit, progress, cancel)


def solve_watched(
    solver: Any,
    model: Any,
    time_limit: float,
    progress: Callable[[float, str], Any] | None,
    cancel: Any,
) -> Any:
    """Run solver.solve(model) in a thread (CP-SAT releases the GIL), reporting
    progress and stopping the solver on cancel."""
    outcome: dict[str, Any] = {}
    worker = threading.Thread(target=lambda: outcome.setdefault("s", solver.solve(model)))
    started = time.monotonic()
    worker.start()
    cancelled = False
    while True:
        worker.join(0.25)
        if not worker.is_alive():
            break
        spent = time.monotonic() - started
        answer = None
        try:
            if progress is not None:
                fraction = min(1.0, spent / max(time_limit, 1e-9))
                answer = progress(fraction, f"solving ({spent:.0f} s)")
        except BaseException:
            # The caller's progress may itself raise (the planner's cancels so): the
            # solver must not be left running behind it.
            solver.stop_search()
            worker.join()
            raise
        if answer is False or (cancel is not None and cancel.is_set()):
            cancelled = True
            solver.stop_search()
            worker.join()
            break
    if cancelled:
        raise PlanCancelled("seating plan cancelled")
    return outcome.get("s")


def develop(moduli: tuple[int, ...], base: list[list[Element]]) -> Classes:
    """The (v - 1) / 3 sessions of the design; player (a, h) is a * |H| + index(h),
    the player at infinity is v - 1."""
    elements = _elements(moduli)
    h_values = sorted({e[1:] for e in elements})
    index = {h: i for i, h in enumerate(h_values)}
    size = len(h_values)
    infinity = 3 * size

    def number(e: Element) -> int:
        return e[0] * size + index[e[1:]]

    s_elements = [(a, *([0] * len(moduli))) for a in range(3)]
    classes = []
    for h in h_values:
        shift = (0, *h)
        tables = [tuple(sorted([infinity, *(number(_add(s, shift, moduli)) for s in s_elements)]))]
        for block in base:
            for s in s_elements:
                moved = _add(s, shift, moduli)
                tables.append(tuple(sorted(number(_add(e, moved, moduli)) for e in block)))
        classes.append(tuple(tables))
    return tuple(classes)


def kirkman_classes(
    players: int,
    time_limit: float = 60.0,
    seed: int = 0,
    progress: Callable[[float, str], Any] | None = None,
    cancel: Any = None,
) -> Classes | None:
    """The (players - 1) / 3 sessions of a Kirkman-type design found here, or None."""
    moduli = group_for(players)
    if moduli is None:
        return None
    base = search_blocks(moduli, time_limit, seed, progress, cancel)
    return None if base is None else develop(moduli, base)


def search_triple_blocks(
    players: int,
    time_limit: float = 60.0,
    seed: int = 0,
    progress: Callable[[float, str], Any] | None = None,
    cancel: Any = None,
) -> list[list[int]] | None:
    """Base blocks for `players` = 0 mod 12: G = Z_n, n = players - 3, m = n / 3, and
    three players at infinity that S = <m> (order 3) permutes in turn.

    Block 0 holds three elements of distinct residues mod 3 (with infinity number
    g mod 3 in its translate by g); blocks 1..k four elements each; together one
    element in each residue class mod m, and their differences every non-zero element
    of Z_n except +-m, once. Developed by Z_n (one session per coset of S), that is
    m sessions in which nobody meets twice: only the triples {x, x + m, x + 2m} and the
    three at infinity never meet (a resolvable 4-GDD of type 3^(players/3)).
    """
    if players < 24 or players % 12:
        return None
    if (progress is not None and progress(0.0, "building the model") is False) or (
        cancel is not None and cancel.is_set()
    ):
        raise PlanCancelled("seating plan cancelled")
    from ortools.sat.python import cp_model

    n = players - 3
    m = n // 3
    sizes = [3] + [4] * ((n - 9) // 12)
    model = cp_model.CpModel()
    x = {(e, j): model.new_bool_var("") for e in range(n) for j in range(len(sizes))}
    for r in range(m):
        model.add_exactly_one(x[e, j] for e in range(n) if e % m == r for j in range(len(sizes)))
    for j, size in enumerate(sizes):
        model.add(sum(x[e, j] for e in range(n)) == size)
    for t in range(3):
        model.add_exactly_one(x[e, 0] for e in range(n) if e % 3 == t)
    differences: dict[int, list[Any]] = {}
    for e, f in itertools.combinations(range(n), 2):
        if (f - e) % m == 0:
            continue
        d = min((f - e) % n, (e - f) % n)
        for j in range(len(sizes)):
            together = model.new_bool_var("")
            model.add_bool_or([x[e, j].Not(), x[f, j].Not(), together])
            differences.setdefault(d, []).append(together)
    for members in differences.values():
        model.add_at_most_one(members)
    model.add(x[0, 0] == 1)  # translation: block 0 may be moved to hold 0
    solver, status = solve_model(model, time_limit, 2, seed, progress, cancel)
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return None
    return [[e for e in range(n) if solver.value(x[e, j])] for j in range(len(sizes))]


def develop_triple(players: int, base: list[list[int]]) -> Classes:
    """The m sessions of search_triple_blocks' base blocks; infinity k is n + k."""
    n = players - 3
    m = n // 3
    classes = []
    for shift in range(m):
        tables = []
        for s in (0, m, 2 * m):
            g = (shift + s) % n
            tables.append(tuple(sorted([n + g % 3, *((e + g) % n for e in base[0])])))
            for block in base[1:]:
                tables.append(tuple(sorted((e + g) % n for e in block)))
        classes.append(tuple(tables))
    return tuple(classes)
