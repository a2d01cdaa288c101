"""Table points: 4, 2, 1, 0 by session score at one table, ties sharing the points
of the places they occupy (MCR-TOURNAMENT.md). Exact fractions: a table always hands
out exactly 7 points."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

PLACE_POINTS: tuple[int, ...] = (4, 2, 1, 0)


def table_points(scores: Sequence[int | Fraction]) -> tuple[Fraction, ...]:
    """Table points of each player (same order as `scores`).

    >>> [str(p) for p in table_points([10, 10, -5, -15])]
    ['3', '3', '1', '0']
    """
    if len(scores) != len(PLACE_POINTS):
        raise ValueError("a table has four players")
    order = sorted(range(len(scores)), key=lambda i: -scores[i])
    points = [Fraction(0)] * len(scores)
    place = 0
    while place < len(order):
        # Players tied on score occupy places place..end-1 and share their points.
        end = place
        while end < len(order) and scores[order[end]] == scores[order[place]]:
            end += 1
        share = Fraction(sum(PLACE_POINTS[place:end]), end - place)
        for i in order[place:end]:
            points[i] = share
        place = end
    return tuple(points)


def as_number(points: Fraction) -> int | float:
    """Table points for JSON and sheets: an int when whole, else a float (7.5)."""
    return int(points) if points.denominator == 1 else float(points)
