"""Swiss seating for the last session(s): tables by current standings.

The top four share table 1, the next four table 2, and so on, as organisers do for a
final session; where that would repeat a meeting (or seat teammates together) players
move to nearby tables instead, with as little displacement in the standings as the
search finds. Starting seats continue the balance of the sessions already played.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Hashable, Mapping, Sequence

from seating.constraints import avoid_rules, check_labels, clash_matrix
from seating.plan import Avoid, Player, SessionPlan, Table, seats_of, sessions_from_lists
from seating.planner import roster
from seating.search import REPEAT
from seating.seats import balance_winds


def swiss_session(
    standings: Sequence[Player],
    history: Sequence[SessionPlan] | Sequence[Sequence[Sequence[Player]]] = (),
    teams: Mapping[Player, Hashable] | None = None,
    avoid: Avoid | Mapping[Player, Hashable] | Sequence[Avoid] | None = None,
    seed: int = 0,
    number: int | None = None,
) -> SessionPlan:
    """One session seated by `standings` (player ids, best first): table 1 the top four.

    history: the sessions already played (their meetings are avoided, their seats
    balanced against). number: the session's number (default: after the history).
    """
    ids = roster(list(standings))
    index = {p: i for i, p in enumerate(ids)}  # index = rank
    teams = dict(teams or {})
    rules = avoid_rules(avoid)
    check_labels(teams, index, "the teams list")
    for rule in rules:
        check_labels(rule.groups, index, f"the {rule.name} list")
    played = sessions_from_lists(history) if history else ()
    n = len(ids)
    clash = clash_matrix(ids, teams, rules)
    met = [[0] * n for _ in range(n)]
    for session in played:
        for table in session.tables:
            present = [index[p] for p in table.seats if p in index]
            for a, b in itertools.combinations(present, 2):
                met[a][b] += 1
                met[b][a] += 1
    pair = [[clash[a][b] + REPEAT * 10 * met[a][b] for b in range(n)] for a in range(n)]
    tables = _by_rank(n, pair)
    _untangle(tables, pair, random.Random(seed))

    layout = []
    free = []
    for session in played:
        layout.append(
            [
                [index.get(p, -1) for p in table.seats]
                for table in sorted(session.tables, key=lambda t: t.number)
            ]
        )
        free.append(False)
    layout.append(tables)
    free.append(True)
    seated = balance_winds(layout, free, n, random.Random(seed))[-1]
    number = len(played) + 1 if number is None else number
    return SessionPlan(
        number,
        tuple(Table(t + 1, seats_of(ids[p] for p in table)) for t, table in enumerate(seated)),
    )


def _by_rank(n: int, pair: list[list[int]]) -> list[list[int]]:
    """Top down: the best unseated player opens a table, and each seat goes to the next
    player in the standings who has met nobody there (the next in line if all have)."""
    left = list(range(n))  # ranks, best first
    tables = []
    while left:
        table = [left.pop(0)]
        while len(table) < 4:
            pick = next((k for k, c in enumerate(left) if all(pair[c][x] == 0 for x in table)), 0)
            table.append(left.pop(pick))
        tables.append(table)
    return tables


def _untangle(tables: list[list[int]], pair: list[list[int]], rng: random.Random) -> None:
    """Simulated annealing on swaps of two players, mostly between nearby tables: the
    cost is repeats and clashes (heavy) plus each player's squared distance from his
    standings table, so a repeat is removed by the smallest displacement found."""

    def cost(table: list[int], t: int) -> int:
        total = sum((p // 4 - t) ** 2 for p in table)
        for a, b in itertools.combinations(table, 2):
            total += pair[a][b]
        return total

    count = len(tables)
    if count < 2:
        return
    costs = [cost(table, t) for t, table in enumerate(tables)]
    current = sum(costs)
    best, best_tables = current, [table[:] for table in tables]
    steps = 20_000 + 200 * count
    for step in range(steps):
        heat = 50.0 * (1 - step / steps) + 0.01
        t = rng.randrange(count)
        distance = 1 + min(int(rng.expovariate(0.5)), count - 1)
        u = t + distance if rng.random() < 0.5 else t - distance
        if not 0 <= u < count:
            continue
        i, j = rng.randrange(4), rng.randrange(4)
        a, b = tables[t][i], tables[u][j]
        tables[t][i], tables[u][j] = b, a
        new_t, new_u = cost(tables[t], t), cost(tables[u], u)
        delta = new_t + new_u - costs[t] - costs[u]
        if delta <= 0 or rng.random() < math.exp(-delta / heat):
            costs[t], costs[u] = new_t, new_u
            current += delta
            if current < best:
                best, best_tables = current, [table[:] for table in tables]
        else:
            tables[t][i], tables[u][j] = a, b
    tables[:] = best_tables
