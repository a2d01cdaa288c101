"""Tabu search over swaps of two players between tables of one session.

The state is every free session's tables; the cost adds, over pairs of players,
`REPEAT * C(m, 2)` for m meetings (one repeat costs 1 unit, a third meeting 2 more),
the pair's clash weight per meeting (teammates, avoided groups), and `CONSECUTIVE` per
pair meeting in two consecutive sessions. Every swap is priced incrementally from
`marginal[p][x]`, the cost of one more meeting of p and x, so one move costs a handful
of list lookups, whatever the number of players.

The search follows the conflict-directed tabu search of Dotu and Van Hentenryck for
the social golfer problem: only swaps that move a player out of a conflict are looked
at, the best non-tabu one is made even if it makes things worse, and a stalled search
is shaken by a few random swaps. Everything random comes from one seeded generator,
so a seed always gives the same plan unless the time limit cuts the search short.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

REPEAT = 100  # one repeated meeting
CONSECUTIVE = 200  # a pair meeting in two consecutive sessions, on top of the repeat
HARD = 10_000  # a teammate or a hard-avoided player at the table, per meeting

Tables = list[list[int]]
Report = Callable[[float, str], None]


class TableSearch:
    """Free sessions of a plan being improved; fixed sessions only count as history.

    `sessions[s]` is None for a session to plan and its tables (lists of player indexes,
    players absent from it left out) for a fixed one.
    """

    def __init__(
        self,
        players: int,
        sessions: list[Tables | None],
        clash: list[list[int]],
        rng: random.Random,
    ) -> None:
        self.n = players
        self.tables = players // 4
        self.count = len(sessions)
        self.rng = rng
        self.clash = clash
        self.free = [s for s, tables in enumerate(sessions) if tables is None]
        # "Where" in a session before the first or after the last: nobody together.
        self._nowhere = [-1 - p for p in range(players)]
        self.is_free = [tables is None for tables in sessions]
        n = players
        # Absent players get a table of their own (-1 - p) so they never "meet" anybody.
        self.where = [[-1 - p for p in range(n)] for _ in sessions]
        self.members: list[Tables] = [[] for _ in sessions]
        self.meet = [[0] * n for _ in range(n)]
        self.marginal = [row[:] for row in clash]
        for s, tables in enumerate(sessions):
            if tables is not None:
                self._place(s, [list(t) for t in tables])

    # -- building -----------------------------------------------------------------

    def _place(self, s: int, tables: Tables) -> None:
        self.members[s] = tables
        where = self.where[s]
        for t, table in enumerate(tables):
            for p in table:
                where[p] = t
            self._count_table(table, +1)

    def _count_table(self, table: list[int], sign: int) -> None:
        meet, marginal = self.meet, self.marginal
        for i, p in enumerate(table):
            for x in table[i + 1 :]:
                meet[p][x] += sign
                meet[x][p] += sign
                marginal[p][x] += sign * REPEAT
                marginal[x][p] += sign * REPEAT

    def place(self, s: int, tables: Tables) -> None:
        """Put a ready-made session (a design's class) in free session s."""
        self._place(s, [list(t) for t in tables])

    def fill_greedily(self, s: int) -> None:
        """Seat free session s table by table, each seat going to the player who adds
        the least cost; a good start that is often already free of repeats."""
        rng = self.rng
        left = list(range(self.n))
        rng.shuffle(left)
        neighbours = [self.where[u] for u in (s - 1, s + 1) if 0 <= u < self.count]
        marginal = self.marginal
        tables: Tables = []
        for _ in range(self.tables):
            table = [left.pop()]
            while len(table) < 4:
                best_cost, best_i = None, 0
                for i, c in enumerate(left):
                    row = marginal[c]
                    cost = 0
                    for x in table:
                        cost += row[x]
                        for where in neighbours:
                            if where[c] == where[x]:
                                cost += CONSECUTIVE
                    if best_cost is None or cost < best_cost:
                        best_cost, best_i = cost, i
                        if cost == 0:
                            break  # nobody can do better than a fresh face
                table.append(left.pop(best_i))
            tables.append(table)
            # Count the table now so the next tables see these meetings.
            self._count_table(table, +1)
        self.members[s] = tables
        where = self.where[s]
        for t, table in enumerate(tables):
            for p in table:
                where[p] = t

    # -- cost ---------------------------------------------------------------------

    def cost(self) -> int:
        """The full cost, computed from scratch (the search keeps it up to date)."""
        total = 0
        n = self.n
        for p in range(n):
            row, clash = self.meet[p], self.clash[p]
            for q in range(p + 1, n):
                m = row[q]
                if m:
                    total += REPEAT * m * (m - 1) // 2 + clash[q] * m
        for s in range(self.count - 1):
            total += CONSECUTIVE * self._adjacent_pairs(s)
        return total

    def _adjacent_pairs(self, s: int) -> int:
        """Pairs meeting in both session s and session s + 1."""
        nxt = self.where[s + 1]
        found = 0
        for table in self.members[s]:
            for i, p in enumerate(table):
                for x in table[i + 1 :]:
                    if nxt[p] == nxt[x]:
                        found += 1
        return found

    def conflicts(self) -> list[tuple[int, int]]:
        """(session, player) for every player of a free session at a table with a cost."""
        found: list[tuple[int, int]] = []
        marginal = self.marginal
        for s in self.free:
            neighbours = [self.where[u] for u in (s - 1, s + 1) if 0 <= u < self.count]
            for table in self.members[s]:
                bad = set()
                for i, p in enumerate(table):
                    row = marginal[p]
                    for x in table[i + 1 :]:
                        if row[x] > REPEAT or any(w[p] == w[x] for w in neighbours):
                            bad.add(p)
                            bad.add(x)
                found.extend((s, p) for p in bad)
        return found

    # -- moves --------------------------------------------------------------------

    def swap_delta(self, s: int, p: int, q: int) -> int:
        """Cost change if p and q (at different tables of session s) trade places."""
        where = self.where[s]
        a_table = self.members[s][where[p]]
        b_table = self.members[s][where[q]]
        gp, gq = self.marginal[p], self.marginal[q]
        delta = 6 * REPEAT
        for x in a_table:
            if x != p:
                delta += gq[x] - gp[x]
        for y in b_table:
            if y != q:
                delta += gp[y] - gq[y]
        for u in (s - 1, s + 1):
            if 0 <= u < self.count:
                w = self.where[u]
                wp, wq = w[p], w[q]
                for x in a_table:
                    if x != p:
                        wx = w[x]
                        delta += CONSECUTIVE * ((wq == wx) - (wp == wx))
                for y in b_table:
                    if y != q:
                        wy = w[y]
                        delta += CONSECUTIVE * ((wp == wy) - (wq == wy))
        return delta

    def swap(self, s: int, p: int, q: int) -> None:
        where = self.where[s]
        a, b = where[p], where[q]
        a_table = self.members[s][a]
        b_table = self.members[s][b]
        meet, marginal = self.meet, self.marginal
        for x in a_table:
            if x != p:
                meet[p][x] -= 1
                meet[x][p] -= 1
                marginal[p][x] -= REPEAT
                marginal[x][p] -= REPEAT
                meet[q][x] += 1
                meet[x][q] += 1
                marginal[q][x] += REPEAT
                marginal[x][q] += REPEAT
        for y in b_table:
            if y != q:
                meet[q][y] -= 1
                meet[y][q] -= 1
                marginal[q][y] -= REPEAT
                marginal[y][q] -= REPEAT
                meet[p][y] += 1
                meet[y][p] += 1
                marginal[p][y] += REPEAT
                marginal[y][p] += REPEAT
        a_table[a_table.index(p)] = q
        b_table[b_table.index(q)] = p
        where[p], where[q] = b, a

    # -- the search ---------------------------------------------------------------

    def run(
        self,
        target: int,
        deadline: float,
        max_steps: int | None = None,
        report: Report | None = None,
        patience: int | None = None,
    ) -> int:
        """Improve until the cost reaches `target`, the deadline, `max_steps` or
        `patience` steps without a new best; leave the best plan found in place and
        return its cost."""
        rng = self.rng
        n = self.n
        cost = self.cost()
        best = cost
        best_tables = self._snapshot()
        tabu = [[0] * n for _ in range(self.count)]
        step = 0
        since_best = 0
        last_best = 0
        stall = 400 + 20 * n
        budget = max(4, 3000 // n)  # conflicting players examined per step
        next_report = time.monotonic() + 0.2
        while cost > target:
            if max_steps is not None and step >= max_steps:
                break
            if patience is not None and step - last_best > patience:
                break
            now = time.monotonic()
            if now >= deadline:
                break
            if report is not None and now >= next_report:
                report(cost, f"{best} best")
                next_report = now + 0.2
            step += 1
            found = self.conflicts()
            if not found:
                break  # nothing left to move (the target was out of reach)
            if len(found) > budget:
                found = rng.sample(found, budget)
            move = self._best_move(found, tabu, step, cost, best)
            if move is None:
                self._shake(1)
                cost = self.cost()
                continue
            delta, s, p, q = move
            self.swap(s, p, q)
            cost += delta
            tenure = 3 + rng.randrange(8)
            tabu[s][p] = step + tenure
            tabu[s][q] = step + tenure
            if cost < best:
                best = cost
                best_tables = self._snapshot()
                since_best = 0
                last_best = step
            else:
                since_best += 1
                if since_best > stall:
                    self._restore(best_tables)
                    self._shake(max(2, n // 16))
                    cost = self.cost()
                    since_best = 0
                    for row in tabu:
                        row[:] = [0] * n
        if cost > best:
            self._restore(best_tables)
            cost = best
        return cost

    def _best_move(
        self,
        found: list[tuple[int, int]],
        tabu: list[list[int]],
        step: int,
        cost: int,
        best: int,
    ) -> tuple[int, int, int, int] | None:
        """The best non-tabu swap moving one of the `found` players (ties at random).

        The arithmetic of `swap_delta`, written out per target table so that what p
        alone contributes is summed once per table rather than once per candidate.
        """
        rng = self.rng
        marginal = self.marginal
        chosen = None
        chosen_delta = 0
        ties = 0
        for s, p in found:
            where = self.where[s]
            tables = self.members[s]
            mine = where[p]
            others = [x for x in tables[mine] if x != p]
            taboo = tabu[s]
            p_tabu = taboo[p] > step
            gp = marginal[p]
            before = self.where[s - 1] if s > 0 else self._nowhere
            after = self.where[s + 1] if s + 1 < self.count else self._nowhere
            bp, ap = before[p], after[p]
            # What p pays now at its table, meetings and consecutive meetings.
            p_here = 0
            for x in others:
                p_here += gp[x] + CONSECUTIVE * ((before[x] == bp) + (after[x] == ap))
            base = 6 * REPEAT - p_here
            for b, table in enumerate(tables):
                if b == mine:
                    continue
                # What p would pay at table b, were he to join all four of it.
                p_there = 0
                for y in table:
                    p_there += gp[y] + CONSECUTIVE * ((before[y] == bp) + (after[y] == ap))
                for q in table:
                    gq = marginal[q]
                    bq, aq = before[q], after[q]
                    q_there = 0
                    for x in others:
                        q_there += gq[x] + CONSECUTIVE * ((before[x] == bq) + (after[x] == aq))
                    q_here = 0
                    for y in table:
                        if y != q:
                            q_here += gq[y] + CONSECUTIVE * ((before[y] == bq) + (after[y] == aq))
                    p_with_q = gp[q] + CONSECUTIVE * ((bq == bp) + (aq == ap))
                    delta = base + p_there - p_with_q + q_there - q_here
                    if (p_tabu or taboo[q] > step) and cost + delta >= best:
                        continue
                    if chosen is None or delta < chosen_delta:
                        chosen, chosen_delta, ties = (s, p, q), delta, 1
                    elif delta == chosen_delta:
                        ties += 1
                        if rng.randrange(ties) == 0:
                            chosen = (s, p, q)
        if chosen is None:
            return None
        return (chosen_delta, *chosen)

    def _shake(self, swaps: int) -> None:
        """A few random swaps, to leave a basin the tabu list cannot leave."""
        rng = self.rng
        for _ in range(swaps):
            s = rng.choice(self.free)
            p, q = rng.sample(range(self.n), 2)
            if self.where[s][p] != self.where[s][q]:
                self.swap(s, p, q)

    def _snapshot(self) -> list[Tables]:
        return [[table[:] for table in self.members[s]] for s in self.free]

    def _restore(self, snapshot: list[Tables]) -> None:
        for s, tables in zip(self.free, snapshot, strict=True):
            for table in self.members[s]:
                self._count_table(table, -1)
            self._place(s, [t[:] for t in tables])

    def sessions(self) -> list[Tables]:
        return [[table[:] for table in tables] for tables in self.members]
