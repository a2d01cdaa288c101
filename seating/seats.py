"""Starting seats and table numbers, chosen after the tables are fixed.

Winds: every player should start in E, S, W and N equally often (counts differing by at
most one). This is an equitable edge colouring of the player-table graph, which always
exists for a bipartite graph (de Werra); a greedy start is repaired by alternating
paths: a player with two more a than b seats hands one a seat down a chain of tables
to a player who has fewer a than b seats, each swap at one table.

Table numbers: each session's tables get the numbers that repeat the fewest numbers
each player already had (greedy assignment, then pairwise exchanges).
"""

from __future__ import annotations

import itertools
import random
from collections import deque

Tables = list[list[int]]
PERMUTATIONS = list(itertools.permutations(range(4)))


def balance_winds(
    sessions: list[Tables], free: list[bool], players: int, rng: random.Random
) -> list[Tables]:
    """Reorder every free table into starting seats E, S, W, N; fixed tables keep theirs."""
    counts = [[0, 0, 0, 0] for _ in range(players)]
    seated = [[table[:] for table in tables] for tables in sessions]
    for s, tables in enumerate(seated):
        if not free[s]:
            for table in tables:
                for wind, p in enumerate(table):
                    if p >= 0:  # -1: a player of a fixed session who has left
                        counts[p][wind] += 1
    for s, tables in enumerate(seated):
        if free[s]:
            for t, table in enumerate(tables):
                tables[t] = _greedy_order(table, counts, rng)
                for wind, p in enumerate(tables[t]):
                    counts[p][wind] += 1
    _repair(seated, free, counts, players)
    return seated


def _greedy_order(table: list[int], counts: list[list[int]], rng: random.Random) -> list[int]:
    best, best_cost, ties = None, 0, 0
    for perm in PERMUTATIONS:
        cost = sum(counts[table[i]][wind] for wind, i in enumerate(perm))
        if best is None or cost < best_cost:
            best, best_cost, ties = perm, cost, 1
        elif cost == best_cost:
            ties += 1
            if rng.randrange(ties) == 0:
                best = perm
    assert best is not None
    return [table[i] for i in best]


def _repair(seated: list[Tables], free: list[bool], counts: list[list[int]], players: int) -> None:
    """Alternating-path repair until no player has two more of one wind than another
    (or, with fixed sessions in the way, until no path helps)."""
    tables_of: list[list[list[int]]] = [[] for _ in range(players)]
    for s, tables in enumerate(seated):
        if free[s]:
            for table in tables:
                for p in table:
                    tables_of[p].append(table)
    improved = True
    while improved:
        improved = False
        for p in range(players):
            for a, b in itertools.permutations(range(4), 2):
                while counts[p][a] - counts[p][b] >= 2 and _move(p, a, b, tables_of, counts):
                    improved = True


def _move(
    start: int, a: int, b: int, tables_of: list[list[list[int]]], counts: list[list[int]]
) -> bool:
    """Find players start -> ... -> end, each step a table where the first sits in wind a
    and the next in wind b, ending at a player with fewer a than b seats; swap along it."""
    parent: dict[int, tuple[int, list[int]]] = {start: (-1, [])}
    queue = deque([start])
    while queue:
        p = queue.popleft()
        for table in tables_of[p]:
            if table[a] != p:
                continue
            q = table[b]
            if q in parent:
                continue
            parent[q] = (p, table)
            if counts[q][b] > counts[q][a]:
                _swap_along(q, parent, a, b, counts)
                return True
            queue.append(q)
    return False


def _swap_along(
    end: int, parent: dict[int, tuple[int, list[int]]], a: int, b: int, counts: list[list[int]]
) -> None:
    q = end
    while True:
        p, table = parent[q]
        if p < 0:
            return
        table[a], table[b] = q, p
        counts[p][a] -= 1
        counts[p][b] += 1
        counts[q][a] += 1
        counts[q][b] -= 1
        q = p


def number_tables(
    sessions: list[Tables], free: list[bool], players: int, rng: random.Random, passes: int = 4
) -> list[Tables]:
    """Order each free session's tables so players see varied table numbers.

    Sessions are numbered one after another, then each is renumbered again against all
    the others until nothing improves: a player's k-th visit to a number costs (k-1)^2,
    so a third visit is much worse than two second ones. A few fresh starts (more for
    small fields, where they are cheap) keep the one whose worst player fares best.
    """
    size = max((len(tables) for tables in sessions), default=0)
    best: tuple[int, int] | None = None
    best_order: list[Tables] = []
    for _ in range(max(1, min(8, 800 // max(players, 1)))):
        ordered, seen = _number_once(sessions, free, players, size, rng, passes)
        score = (max((max(row) for row in seen), default=0), _spread_cost(seen))
        if best is None or score < best:
            best, best_order = score, ordered
    return best_order


def _number_once(
    sessions: list[Tables],
    free: list[bool],
    players: int,
    size: int,
    rng: random.Random,
    passes: int,
) -> tuple[list[Tables], list[list[int]]]:
    seen = [[0] * size for _ in range(players)]
    ordered = [list(tables) for tables in sessions]

    def count(tables: Tables, sign: int) -> None:
        for number, table in enumerate(tables):
            for p in table:
                if 0 <= p < players:
                    seen[p][number] += sign

    for s, tables in enumerate(ordered):
        if free[s]:
            ordered[s] = _order_session(tables, seen, rng)
        count(ordered[s], +1)
    for _ in range(passes):
        before = _spread_cost(seen)
        for s, tables in enumerate(ordered):
            if free[s]:
                count(tables, -1)
                ordered[s] = _order_session(tables, seen, rng)
                count(ordered[s], +1)
        if _spread_cost(seen) >= before:
            break
    return ordered, seen


def _spread_cost(seen: list[list[int]]) -> int:
    return sum(c * c * c for row in seen for c in row)


def _order_session(tables: Tables, seen: list[list[int]], rng: random.Random) -> Tables:
    count = len(tables)
    # cost[t][k]: what numbering table t as k adds, given earlier visits to k.
    cost = [
        [sum(seen[p][k] ** 2 for p in table if p >= 0) for k in range(count)] for table in tables
    ]
    order = list(range(count))
    rng.shuffle(order)
    number_of = [0] * count
    taken = [False] * count
    for t in order:
        k = min((k for k in range(count) if not taken[k]), key=lambda k: cost[t][k])
        taken[k] = True
        number_of[t] = k
    improved = True
    while improved:
        improved = False
        for t, u in itertools.combinations(range(count), 2):
            k, m = number_of[t], number_of[u]
            if cost[t][m] + cost[u][k] < cost[t][k] + cost[u][m]:
                number_of[t], number_of[u] = m, k
                improved = True
    result: Tables = [[] for _ in range(count)]
    for t, k in enumerate(number_of):
        result[k] = tables[t]
    return result
