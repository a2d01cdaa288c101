"""Seat and prevalent winds of each hand of a match (16 hands unless the tournament's
rules say otherwise: `hands` is a multiple of 4, see seating.rotation).

The chart comes from `seating.match_rotation()` (the single source of the rotation).
Players are indexed 0-3 by their starting seat (A-D = E, S, W, N at hand 1).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from app.domain.model import HANDS_PER_MATCH, SEAT_LETTERS, WINDS, four


@dataclass(frozen=True)
class HandWinds:
    """The prevalent wind of a hand, its dealer and every starting seat's wind."""

    hand: int
    prevalent: str
    dealer: int  # starting seat index 0-3
    seat_winds: tuple[str, str, str, str]  # wind of starting seats A, B, C, D


def hand_winds(hand: int, hands: int = HANDS_PER_MATCH) -> HandWinds:
    """Winds of hand `hand` (1-`hands`) of a match of `hands` hands."""
    if not 1 <= hand <= hands:
        raise ValueError(f"a hand number is 1-{hands}, not {hand}")
    return _chart(hands)[hand - 1]


@lru_cache(maxsize=8)
def _chart(hands: int = HANDS_PER_MATCH) -> tuple[HandWinds, ...]:
    from seating import match_rotation

    rows = match_rotation(hands) if hands != HANDS_PER_MATCH else match_rotation()
    chart = []
    for row in rows:
        hand, prevalent, dealer, winds = _fields(row)
        chart.append(
            HandWinds(
                hand=hand,
                prevalent=prevalent,
                dealer=SEAT_LETTERS.index(dealer) if isinstance(dealer, str) else int(dealer),
                seat_winds=four(winds[s] for s in SEAT_LETTERS),
            )
        )
    chart.sort(key=lambda h: h.hand)
    if [h.hand for h in chart] != list(range(1, hands + 1)):
        raise RuntimeError(f"seating.match_rotation() must give hands 1-{hands}")
    for h in chart:
        if sorted(h.seat_winds) != sorted(WINDS):
            raise RuntimeError(f"hand {h.hand}: every wind must be seated once")
    return tuple(chart)


def _fields(row: object) -> tuple[int, str, str | int, dict[str, str]]:
    """Read a rotation row whether it is a mapping (the JSON shape) or an object."""
    if hasattr(row, "as_dict"):
        row = row.as_dict()
    if not isinstance(row, dict):
        raise RuntimeError(f"unexpected rotation row {row!r}")
    dealer = row["dealer"]
    if not isinstance(dealer, str | int):
        raise RuntimeError(f"unexpected dealer {dealer!r} in rotation row {row!r}")
    return row["hand"], row["prevalent"], dealer, dict(row["winds"])
