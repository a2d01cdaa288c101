"""plan_sessions: a whole tournament's seating, from algebra where it can and search
where it must, then starting seats and table numbers, then the quality report.

Steps, and why in this order:
1. A known resolvable design for this many players (designs.py) gives sessions in
   which nobody meets twice, where random filling dead-ends long before the limit.
   Teams and avoided groups are then fitted by choosing which player takes which point.
2. Otherwise each session is filled greedily, and in all cases the tabu search
   (search.py) removes what remains of repeats, consecutive repeats and clashes,
   stopping as soon as the plan reaches the lower bound.
3. Winds and table numbers only reorder players inside a session, so they never
   undo step 2.
"""

from __future__ import annotations

import itertools
import random
import time
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from seating.bounds import fewest_shared
from seating.constraints import avoid_rules, check_labels, clash_matrix, unavoidable
from seating.designs import design_for
from seating.errors import PlanCancelled, SeatingError
from seating.library import shipped
from seating.plan import (
    Avoid,
    Player,
    SeatingPlan,
    SessionPlan,
    Table,
    seats_of,
    sessions_from_lists,
)
from seating.quality import evaluate
from seating.search import HARD, REPEAT, TableSearch
from seating.seats import balance_winds, number_tables

Progress = Callable[[float, str], Any]


class CancelToken(Protocol):
    def is_set(self) -> bool: ...


class _Watch:
    """Progress reports and the two ways to cancel: the callback returning False, or a
    token (e.g. threading.Event) being set."""

    def __init__(self, progress: Progress | None, cancel: CancelToken | None) -> None:
        self.progress = progress
        self.cancel = cancel

    def __call__(self, fraction: float, message: str) -> None:
        answer = None
        if self.progress is not None:
            answer = self.progress(min(1.0, max(0.0, fraction)), message)
        if answer is False or (self.cancel is not None and self.cancel.is_set()):
            raise PlanCancelled("seating plan cancelled")


def substitutes_needed(players: int) -> int:
    """How many substitutes make `players` a multiple of four."""
    return -players % 4


# 1000 tables, the tournament file's limit; the search's memory grows with the square
# of the players, and 100,000 players once took every byte of a 24 GB machine.
MAX_PLAYERS = 4000


def roster(players: int | Sequence[Player]) -> tuple[Player, ...]:
    """The players as a tuple of ids, refusing counts that cannot fill tables of four."""
    if isinstance(players, bool):
        raise SeatingError("players must be a number or a list of player ids")
    count = players if isinstance(players, int) else len(players)
    if count > MAX_PLAYERS:
        raise SeatingError(f"{count} players: a plan seats at most {MAX_PLAYERS} players")
    if isinstance(players, int):
        ids: tuple[Player, ...] = tuple(range(1, players + 1))
    else:
        ids = tuple(players)
        if len(set(ids)) != len(ids):
            raise SeatingError("a player is listed twice")
    count = len(ids)
    if count < 4:
        raise SeatingError(f"{count} players cannot fill a table of four")
    missing = substitutes_needed(count)
    if missing:
        word = "substitute is" if missing == 1 else "substitutes are"
        raise SeatingError(
            f"{count} players cannot sit at tables of four: {missing} {word} needed"
            f" (to make {count + missing} players)"
        )
    return ids


def _fewest_repeats(
    search: TableSearch, clash: list[list[int]], free_sessions: int, fixed_sessions: int = 0
) -> int:
    """Lower bound on the repeat cost: the free sessions' meetings, poured into the
    allowed pairs that have met least so far (a meeting of a pair that met m times
    adds m repeats); with fewer than four tables, at least what the table-splitting
    argument makes each session after the first add (seating.bounds)."""
    n = search.n
    levels: dict[int, int] = {}
    base = 0
    for p in range(n):
        row, forbid = search.meet[p], clash[p]
        for q in range(p + 1, n):
            m = row[q]
            base += m * (m - 1) // 2
            if forbid[q] < HARD:
                levels[m] = levels.get(m, 0) + 1
    meetings = 6 * (n // 4) * free_sessions
    cost = 0
    level = 0
    while meetings > 0 and levels:
        here = levels.get(level, 0)
        used = min(here, meetings)
        cost += used * level
        meetings -= used
        levels[level + 1] = levels.get(level + 1, 0) + used
        level += 1
        if level > 10_000:
            break
    after_first = free_sessions if fixed_sessions else max(0, free_sessions - 1)
    split = after_first * (n // 4) * fewest_shared(n // 4)
    return base + max(cost, split)


def _fit_design(
    classes: list[tuple[tuple[int, ...], ...]],
    clash: list[list[int]],
    rng: random.Random,
    deadline: float,
    tick: Callable[[], None] = lambda: None,
) -> list[int]:
    """Which player sits on which point of the design, chosen so that teammates and
    avoided players share as few blocks as possible: swap labels while that does not
    hurt, restarting from a fresh shuffle when stuck (teams of the size of the design's
    never-meeting groups have few good fits and many dead ends)."""
    n = len(clash)
    partners: list[list[int]] = [[] for _ in range(n)]
    for cls in classes:
        for block in cls:
            for a in block:
                partners[a].extend(b for b in block if b != a)
    best_label = list(range(n))
    best = None
    attempts = 0
    while attempts < 200 and (best is None or (best > 0 and time.monotonic() < deadline)):
        attempts += 1
        tick()  # lets a cancel request through between attempts
        label = list(range(n))
        rng.shuffle(label)
        current = sum(clash[label[a]][label[b]] for a in range(n) for b in partners[a]) // 2
        for step in range(min(20 * n * n, 300_000) if current else 0):
            if step % 4096 == 4095 and time.monotonic() > deadline:
                break
            a, b = rng.sample(range(n), 2)
            la, lb = label[a], label[b]
            ca, cb = clash[la], clash[lb]
            delta = 0
            for x in partners[a]:
                if x != b:
                    delta += cb[label[x]] - ca[label[x]]
            for y in partners[b]:
                if y != a:
                    delta += ca[label[y]] - cb[label[y]]
            if delta <= 0:
                label[a], label[b] = lb, la
                current += delta
                if current == 0:
                    break
        if best is None or current < best:
            best, best_label = current, label
    return best_label


def _teams_as_one_session(
    design: tuple[tuple[tuple[int, ...], ...], ...], clash: list[list[int]]
) -> list[int] | None:
    """A labelling that seats every team (and hard-avoided group) inside the tables of
    the design's first session, or None if the groups do not pack into tables of four.

    Pairs of one table of a design never meet in its other sessions, so with the first
    session left out the plan seats no teammates together at all, and a complete
    design still reaches the lower bound (the left-out session's pairs are exactly the
    teammates, who may not meet anyway).
    """
    n = len(clash)
    group = list(range(n))

    def root(p: int) -> int:
        while group[p] != p:
            group[p] = group[group[p]]
            p = group[p]
        return p

    for p in range(n):
        for q in range(p + 1, n):
            if clash[p][q] >= HARD:
                group[root(p)] = root(q)
    members: dict[int, list[int]] = {}
    for p in range(n):
        members.setdefault(root(p), []).append(p)
    if any(len(m) > 4 for m in members.values()):
        return None
    tables: list[list[int]] = [[] for _ in range(n // 4)]
    for m in sorted(members.values(), key=len, reverse=True):  # first fit decreasing
        fit = next((t for t in tables if len(t) + len(m) <= 4), None)
        if fit is None:
            return None
        fit.extend(m)
    label = [0] * n
    for block, table in zip(design[0], tables, strict=True):
        for point, player in zip(block, table, strict=True):
            label[point] = player
    return label


# Designs solved at run time in this process, by number of players. A failure is not
# kept: a later call may give the solver more time.
_SOLVED: dict[int, tuple[tuple[tuple[tuple[int, ...], ...], ...], str]] = {}


def _solve_design(
    n: int,
    sessions: int,
    found: tuple[tuple[tuple[tuple[int, ...], ...], ...], str] | None,
    budget: float,
    watch: _Watch,
) -> tuple[tuple[tuple[tuple[int, ...], ...], ...], str] | None:
    """For N = 4 mod 12 players missing from the library, look for the Kirkman-type
    design with CP-SAT (difference.py) within `budget` seconds, reporting progress and
    obeying cancel; None when not needed, not found, or OR-Tools is missing."""
    have = len(found[0]) if found else 0
    if n % 12 != 4 or have >= min(sessions, (n - 1) // 3) or n > 400 or budget < 1:
        return None
    if n not in _SOLVED:
        try:
            import ortools.sat.python.cp_model  # noqa: F401 (left out of the desktop bundle)
        except ImportError:
            return None
        from seating import difference

        moduli = difference.group_for(n)
        assert moduli is not None
        base = difference.search_blocks(
            moduli,
            budget,
            progress=lambda f, m: watch(0.01 + 0.03 * f, f"looking for a design: {m}"),
        )
        if base is None:
            return None
        name = f"1-rotational difference family over Z_3 x Z_{moduli[0]}, solved now"
        _SOLVED[n] = (difference.develop(moduli, base), name)
    return _SOLVED[n]


def _clashes_left(
    used: list[tuple[tuple[int, ...], ...]], clash: list[list[int]], label: list[int]
) -> int:
    """Pairs at one table in the fitted design that the teams or avoid lists forbid."""
    return sum(
        1
        for cls in used
        for block in cls
        for a, b in itertools.combinations(block, 2)
        if clash[label[a]][label[b]]
    )


def plan_sessions(
    players: int | Sequence[Player],
    sessions: int,
    teams: Mapping[Player, Hashable] | None = None,
    avoid: Avoid | Mapping[Player, Hashable] | Sequence[Avoid] | None = None,
    seed: int = 0,
    time_limit: float = 10.0,
    fixed: Sequence[SessionPlan] | Sequence[Sequence[Sequence[Player]]] | None = None,
    progress: Progress | None = None,
    cancel: CancelToken | None = None,
    max_steps: int | None = None,
    start: Sequence[SessionPlan] | Sequence[Sequence[Sequence[Player]]] | None = None,
) -> SeatingPlan:
    """Seat a whole tournament.

    players: N (players 1..N) or a list of player ids; N must be a multiple of four.
    sessions: the number of sessions, fixed ones included.
    teams: player -> team; teammates never share a table (while at all possible).
    avoid: player -> group (soft), an `Avoid` (hard or soft), or a list of `Avoid`s.
    fixed: sessions already played, kept exactly (tables in E, S, W, N order); the rest
        are planned around them. Players no longer in `players` may appear in them.
    progress: called now and then with (fraction done, message); returning False cancels.
    cancel: a token with is_set() (threading.Event); set, it cancels.
    time_limit: seconds the whole call may take; the search stops earlier when the plan
        reaches the lower bound, so the plan is the same for a seed unless the limit
        is what stopped it. max_steps caps the search by steps instead (deterministic).
    start: a plan to start the search from (all sessions, fixed ones included), e.g.
        the previous plan when re-planning: its sessions that seat exactly the
        current players are kept as the starting point of the search.

    Raises SeatingError for bad input and PlanCancelled when cancelled.
    """
    started = time.monotonic()
    ids = roster(players)
    index = {p: i for i, p in enumerate(ids)}
    teams = dict(teams or {})
    rules = avoid_rules(avoid)
    played = _checked_input(sessions, index, teams, rules, fixed)
    watch = _Watch(progress, cancel)
    if len(ids) < 16:
        # Fewer than four tables: from the second session on, some table must hold two
        # players who met before (pigeonhole), a repeat the bound does not see.
        time_limit = min(time_limit, 1.0)
    watch(0.0, "starting")

    n = len(ids)
    tables = n // 4
    rng = random.Random(seed)
    clash = clash_matrix(ids, teams, rules)
    search = TableSearch(n, _given_tables(played, index, sessions), clash, rng)
    free = search.free
    bound = _fewest_repeats(search, clash, len(free), sessions - len(free)) * REPEAT
    target = search.cost() + bound + unavoidable(clash, tables, len(free))

    begin = sessions_from_lists(start) if start else ()
    if begin:
        first = _start_from_previous(search, begin, index, n)
    elif played:
        first = _start_greedily(search)
    else:
        first = _start_from_design(search, sessions, clash, rng, started, time_limit, watch)
    watch(0.05, "first plan ready")

    if tables > 1 and not first.settled:  # one table: nothing to swap
        _search(search, first, sessions, target, started, time_limit, max_steps, watch)
    watch(0.95, "seating winds and numbering tables")
    result = _seated_sessions(search, played, ids, index, sessions, rng)
    quality = evaluate(result, ids, teams, rules, method=first.method)
    watch(1.0, "done")
    return SeatingPlan(tuple(result), quality, ids)


def _checked_input(
    sessions: int,
    index: Mapping[Player, int],
    teams: Mapping[Player, Hashable],
    rules: Sequence[Avoid],
    fixed: Sequence[SessionPlan] | Sequence[Sequence[Sequence[Player]]] | None,
) -> tuple[SessionPlan, ...]:
    """The fixed sessions, once the number of sessions and every list is checked
    (SeatingError saying what is wrong)."""
    if isinstance(sessions, bool) or not isinstance(sessions, int) or sessions < 1:
        raise SeatingError(f"the number of sessions must be at least 1, not {sessions!r}")
    check_labels(teams, index, "the teams list")
    for rule in rules:
        check_labels(rule.groups, index, f"the {rule.name} list")
    played = sessions_from_lists(fixed) if fixed else ()
    if len(played) > sessions:
        raise SeatingError(f"{len(played)} sessions are fixed but the plan has {sessions}")
    return played


def _search(
    search: TableSearch,
    first: _FirstPlan,
    sessions: int,
    target: int,
    started: float,
    time_limit: float,
    max_steps: int | None,
    watch: _Watch,
) -> None:
    """Improve the first plan until the target, the time or the steps run out."""

    def report(cost: float, message: str) -> None:
        spent = time.monotonic() - started
        watch(0.05 + 0.9 * spent / max(time_limit, 1e-9), f"searching: cost {cost}, {message}")

    if first.design is not None and first.designed < sessions:
        # First plan the sessions after the design around it, the design held
        # still: a search over all sessions would tear it up to chase the bound.
        everything = search.free
        search.free = [s for s in everything if s >= first.designed]
        search.run(target, started + time_limit / 2, max_steps, report, patience=3000)
        search.free = everything
    # Keep a little of the time for winds and table numbers.
    search.run(target, started + time_limit * 0.95, max_steps, report)


@dataclass
class _FirstPlan:
    """How the search starts: in words for the report (`method`), whether the start is
    already the best known (`settled`), and the design it holds (its first `designed`
    sessions), if any."""

    method: str
    settled: bool = False
    design: Sequence[tuple[tuple[int, ...], ...]] | None = None
    designed: int = 0


def _given_tables(
    played: Sequence[SessionPlan], index: Mapping[Player, int], sessions: int
) -> list[list[list[int]] | None]:
    """The fixed sessions' tables as player indices (players gone: left out), None for
    the sessions to plan; SeatingError when a fixed session seats a player twice."""
    given: list[list[list[int]] | None] = [None] * sessions
    for s, session in enumerate(played):
        seen: set[int] = set()
        given_tables = []
        for table in sorted(session.tables, key=lambda t: t.number):
            members = [index[p] for p in table.seats if p in index]
            if seen & set(members):
                raise SeatingError(f"fixed session {s + 1} seats a player twice")
            seen |= set(members)
            given_tables.append(members)
        given[s] = given_tables
    return given


def _start_greedily(search: TableSearch) -> _FirstPlan:
    for s in search.free:
        search.fill_greedily(s)
    return _FirstPlan("search (tabu) from a greedy start")


def _start_from_previous(
    search: TableSearch, begin: Sequence[SessionPlan], index: Mapping[Player, int], n: int
) -> _FirstPlan:
    """The previous plan's sessions that seat exactly the current players, the others
    filled greedily."""
    for s in search.free:
        tables_given = begin[s].tables if s < len(begin) else ()
        start_seats = [[index.get(p, -1) for p in t.seats] for t in tables_given]
        if sorted(p for t in start_seats for p in t) == list(range(n)):
            search.place(s, start_seats)
        else:
            search.fill_greedily(s)
    return _FirstPlan("search (tabu) from the previous plan")


def _start_from_design(
    search: TableSearch,
    sessions: int,
    clash: list[list[int]],
    rng: random.Random,
    started: float,
    time_limit: float,
    watch: _Watch,
) -> _FirstPlan:
    """A fresh plan: a library plan for exactly this field, else a design (found or
    solved), relabelled around the teams' and avoid lists' clashes; a greedy start when
    there is neither."""
    n = search.n
    tables = n // 4
    found = design_for(n)
    found = _solve_design(n, sessions, found, time_limit / 2, watch) or found
    design = found[0] if found is not None else None
    # A plan kept in the library for exactly this field (the best found once, repeats
    # and all) beats a shorter design followed by a search.
    stored = shipped().exact(n, sessions)
    if stored is not None and design is not None and len(design) >= sessions:
        stored = None
    # Teams (and hard-avoided groups) that pack into the tables of the design's first
    # session: the design less that session seats no teammates at all, and a search
    # for the sessions beyond it does better than a library plan or the whole design
    # relabelled around clashes (teams of four: 32 x 11 at the bound, 80 against about
    # 92; 24 x 8 at 48 against about 57).
    packed = None
    if design is not None and any(HARD <= c for row in clash for c in row):
        packed = _teams_as_one_session(design, clash)
    if packed is not None:
        stored = None
    if stored is None and design is None:
        return _start_greedily(search)
    label: list[int] | None = None
    if stored is not None:
        used = list(stored.sessions)
        method = f"library plan: {stored.source}"
    else:
        assert design is not None and found is not None
        # A design covering every pair repeats in order: repeats then reach the
        # bound and never fall in consecutive sessions; a partial one only starts
        # the plan. With teams that pack into one session (`packed`), that
        # session is cut from any design, partial ones included: a search adding
        # sessions to a plan free of teammates beats relabelling the whole design
        # around clashes (32 players in teams of four over 10 sessions: 32
        # repeats, the bound, against 58).
        complete = len(design) * 6 * tables == n * (n - 1) // 2
        label = packed
        if label is not None:
            design = design[1:]  # the session that would seat the teams together
        count = sessions if complete else len(design)
        used = [design[s % len(design)] for s in range(count)][:sessions]
        method = f"design: {found[1]}"
        if label is not None:
            method += ", less the session that would seat each team together"
        if len(used) < sessions:
            method += f", {len(used)} sessions; search for the other {sessions - len(used)}"
    if stored is not None or label is None:
        label = _fit_design(
            used, clash, rng, started + time_limit / 4, lambda: watch(0.01, "fitting the design")
        )
    for s, cls in enumerate(used):
        search.place(s, [[label[a] for a in block] for block in cls])
    for s in range(len(used), sessions):
        search.fill_greedily(s)
    left = _clashes_left(used, clash, label)
    if any(any(row) for row in clash):
        if left:
            method += f"; relabelling left {left} clashing pairs, search took over"
        else:
            method += "; players relabelled so that no teammates or avoided pairs meet"
    # A library plan for exactly this field, fitted without a clash, is the best
    # known: searching on would only spend the organiser's time.
    return _FirstPlan(method, stored is not None and not left, design, len(used))


def _seated_sessions(
    search: TableSearch,
    played: Sequence[SessionPlan],
    ids: Sequence[Player],
    index: Mapping[Player, int],
    sessions: int,
    rng: random.Random,
) -> list[SessionPlan]:
    """The searched tables with winds balanced and tables numbered; the fixed sessions
    exactly as they were."""
    layout: list[list[list[int]]] = []
    is_free = [True] * sessions
    for s in range(sessions):
        if s < len(played):
            is_free[s] = False
            layout.append(
                [
                    [index.get(p, -1) for p in table.seats]
                    for table in sorted(played[s].tables, key=lambda t: t.number)
                ]
            )
        else:
            layout.append(search.members[s])
    seated = balance_winds(layout, is_free, len(ids), rng)
    numbered = number_tables(seated, is_free, len(ids), rng)
    result = []
    for s, session_tables in enumerate(numbered):
        if not is_free[s]:
            result.append(SessionPlan(s + 1, played[s].tables))
            continue
        result.append(
            SessionPlan(
                s + 1,
                tuple(
                    Table(t + 1, seats_of(ids[p] for p in table))
                    for t, table in enumerate(session_tables)
                ),
            )
        )
    return result


def replan(
    plan: SeatingPlan | Sequence[SessionPlan],
    played: int,
    players: int | Sequence[Player] | None = None,
    substitutes: Mapping[Player, Player] | None = None,
    **options: Any,
) -> SeatingPlan:
    """Re-plan the sessions after the first `played`, which stay exactly as they were.

    substitutes: withdrawn player -> the substitute who takes the place; players:
    the new list of ids (default: the old plan's players with substitutes applied).
    Other options (teams, avoid, seed, time_limit, progress, cancel) as plan_sessions.
    """
    old_sessions = plan.sessions if isinstance(plan, SeatingPlan) else tuple(plan)
    if not 0 <= played <= len(old_sessions):
        raise SeatingError(f"{played} sessions played, but the plan has {len(old_sessions)}")
    if players is None:
        if isinstance(plan, SeatingPlan) and plan.players:
            old_ids: list[Player] = list(plan.players)
        else:
            old_ids = [p for table in old_sessions[0].tables for p in table.seats]
        swap = dict(substitutes or {})
        players = [swap.get(p, p) for p in old_ids]
    options.setdefault("sessions", len(old_sessions))
    # The old plan, substitutes in their predecessors' seats, is where the search starts.
    swap = dict(substitutes or {})
    begin = [
        [[swap.get(p, p) for p in table.seats] for table in session.tables]
        for session in old_sessions
    ]
    options.setdefault("start", begin)
    return plan_sessions(players, fixed=list(old_sessions[:played]), **options)
