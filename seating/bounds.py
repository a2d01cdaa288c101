"""Lower bounds on the repeats of a seating plan that the pair-counting bound misses.

The counting bound (quality.repeat_bound's first part) says only that 1.5 x N x R
meetings among N(N-1)/2 pairs repeat at least the excess. With fewer than four tables it
is far too low: 8 players over 2 sessions have 24 meetings for 28 pairs, so it says 0,
yet every plan has 4 repeats.

The table-splitting argument: take any two sessions. A table of the one holds four
players, who sat at the T tables of the other. With T < 4 some of them shared a table
there (pigeonhole); spread as evenly as can be, the four still hold at least
`fewest_shared(T)` pairs that sat together (T = 3: 2 + 1 + 1 players, 1 pair; T = 2:
2 + 2, 2 pairs; T = 1: 6). Counting repeats session by session in any order (a pair's
second meeting and later ones, each against the session before it), every session after
the first adds at least T x fewest_shared(T): (R - 1) x T x fewest_shared(T) in all.

For every small field (4, 8, 12 players) the larger of the two bounds is the true fewest
repeats, with one exception found by an exhaustive search here (tests/test_seating_bounds.py):
12 players over 4 sessions cannot do with the 9 the argument allows; 13 is the minimum.
(Why 9 fails: it needs three pairs meeting in all four sessions and every other pair at
most once, and then each of the other six players meets one of those three pairs twice
in four sessions.) From 4 sessions (8 players) or 5 (12 players) every pair can have
met, and the counting bound is exact.
"""

from __future__ import annotations

from math import comb

# Said in the report: why the bound is also the fewest any plan can have.
SMALL_FIELD_SOURCE = (
    "the fewest possible: with fewer than four tables, each table of a later session "
    "seats two players who met before"
)

# The fewest repeats of a field where both bounds fall short: found by exhaustive search.
SMALL_FIELD_MINIMA: dict[tuple[int, int], int] = {(12, 4): 13}


def fewest_shared(tables: int) -> int:
    """The fewest pairs among four players, seated at `tables` tables of another session,
    that shared a table there: the four spread as evenly as the tables allow."""
    if tables < 1:
        return 0
    each, extra = divmod(4, tables)
    return extra * comb(each + 1, 2) + (tables - extra) * comb(each, 2)


def split_bound(players: int, sessions: int) -> int:
    """Repeats every plan of `players` (a multiple of four) over `sessions` has, by the
    table-splitting argument (module docstring); 0 from four tables on."""
    tables = players // 4
    if sessions < 2 or tables < 1:
        return 0
    return (sessions - 1) * tables * fewest_shared(tables)


def small_field_minimum(players: int, sessions: int) -> int:
    """The fewest repeats found by exhaustive search where it beats both bounds, else 0."""
    return SMALL_FIELD_MINIMA.get((players, sessions), 0)
