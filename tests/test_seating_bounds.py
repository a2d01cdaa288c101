"""The seating report's lower bound is the true fewest repeats for small fields (QA: it
said "lower bound 0 ... 4 above the lower bound" for 8 players x 2 sessions, where 4 is
the minimum: a table of session 2 must take two players from one table of session 1).

The minima are computed here by exhaustive search over every plan (session 1 fixed, as
any plan can be relabelled so), so the bound is checked, never assumed."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from functools import cache

import numpy as np
import pytest

from seating import plan_sessions
from seating.bounds import fewest_shared, split_bound
from seating.quality import repeat_bound


def partitions(players: tuple[int, ...]) -> Iterator[tuple[tuple[int, ...], ...]]:
    """Every way to seat `players` at tables of four."""
    if not players:
        yield ()
        return
    first, rest = players[0], players[1:]
    for mates in itertools.combinations(rest, 3):
        left = tuple(p for p in rest if p not in mates)
        for part in partitions(left):
            yield ((first, *mates), *part)


@cache
def fewest_repeats(n: int, sessions: int) -> int:
    """The fewest repeats of any plan, by branch and bound over whole sessions (repeats
    do not depend on the order of sessions, so later sessions come in index order)."""
    bit = {pair: 1 << i for i, pair in enumerate(itertools.combinations(range(n), 2))}
    masks = [
        sum(bit[pr] for t in part for pr in itertools.combinations(t, 2))
        for part in partitions(tuple(range(n)))
    ]
    best = 10**9

    def go(met: int, left: int, cost: int, start: int) -> None:
        nonlocal best
        if left == 0:
            best = min(best, cost)
            return
        for i in range(start, len(masks)):
            c = (masks[i] & met).bit_count()
            if cost + c < best:
                go(met | masks[i], left - 1, cost + c, i)

    go(masks[0], sessions - 1, 0, 0)
    return best


def fewest_repeats_12(sessions: int) -> int:
    """12 players (5775 ways to seat a session): session 2 taken up to the symmetries of
    session 1 (one per pattern of how its tables cut session 1's), the rest searched
    with numpy, pruned by the per-session floor and by counting the fresh pairs left."""
    n, parts = 12, list(partitions(tuple(range(12))))
    bit = {pair: i for i, pair in enumerate(itertools.combinations(range(n), 2))}
    masks = [sum(1 << bit[pr] for t in p for pr in itertools.combinations(t, 2)) for p in parts]
    low = np.array([m & (2**64 - 1) for m in masks], dtype=np.uint64)
    high = np.array([m >> 64 for m in masks], dtype=np.uint64)

    def costs(met: int) -> np.ndarray:
        return np.bitwise_count(low & np.uint64(met & (2**64 - 1))).astype(int) + np.bitwise_count(
            high & np.uint64(met >> 64)
        ).astype(int)

    def pattern(part: tuple[tuple[int, ...], ...]) -> tuple[int, ...]:
        m = [[len(set(a) & set(b)) for b in part] for a in parts[0]]
        return min(
            tuple(m[r][c] for r in rows for c in cols)
            for rows in itertools.permutations(range(3))
            for cols in itertools.permutations(range(3))
        )

    firsts = {}
    for i, p in enumerate(parts):
        firsts.setdefault(pattern(p), i)
    best = 10**9

    def go(met: int, left: int, cost: int) -> None:
        nonlocal best
        c = costs(met)
        if left == 1:
            best = min(best, cost + int(c.min()))
            return
        for j in np.argsort(c, kind="stable"):
            cj = int(c[j])
            if cost + cj + 3 * (left - 1) >= best:
                break
            after = met | masks[j]
            fresh = 66 - after.bit_count()
            if cost + cj + max(3 * (left - 1), 18 * (left - 1) - fresh) < best:
                go(after, left - 1, cost + cj)

    first = costs(masks[0])
    for i in sorted(firsts.values(), key=lambda i: int(first[i])):  # cheapest first
        if sessions == 2:
            best = min(best, int(first[i]))
        else:
            go(masks[0] | masks[i], sessions - 2, int(first[i]))
    return best


def test_the_table_splitting_counts() -> None:
    assert [fewest_shared(t) for t in (1, 2, 3, 4, 5)] == [6, 2, 1, 0, 0]
    assert split_bound(8, 2) == 4 and split_bound(12, 3) == 6 and split_bound(16, 5) == 0


@pytest.mark.parametrize(("players", "sessions"), [(4, 3), (8, 2), (8, 3), (8, 4), (8, 5)])
def test_the_bound_is_the_exhaustive_minimum_for_8_players(players: int, sessions: int):
    assert repeat_bound(players, sessions) == fewest_repeats(players, sessions)


@pytest.mark.parametrize("sessions", [2, 3, 4, 5])
@pytest.mark.slow
def test_the_bound_is_the_exhaustive_minimum_for_12_players(sessions: int) -> None:
    assert repeat_bound(12, sessions) == fewest_repeats_12(sessions)


@pytest.mark.slow
def test_8_players_2_sessions_is_at_the_lower_bound() -> None:
    plan = plan_sessions(8, 2, seed=0)
    q = plan.quality
    assert q.repeat_bound == 4 and q.repeats == 4
    assert q.standing == "at the lower bound: no plan has fewer repeats"


@pytest.mark.parametrize(("players", "sessions"), [(8, 3), (12, 2), (12, 3), (12, 4)])
@pytest.mark.slow
def test_a_plan_never_beats_the_bound_and_a_gap_says_it_can_be_closed(players, sessions):
    q = plan_sessions(players, sessions, seed=1).quality
    assert q.repeats >= q.repeat_bound
    if q.repeats > q.repeat_bound:  # the bound is reached by some plan: say by how much
        assert q.best_known == q.repeat_bound
        assert q.standing.startswith(f"{q.repeats - q.repeat_bound} above the best known")
