"""Seat and prevalent winds of each hand of a match (16 hands unless the tournament's
rules say otherwise: `hands` is a multiple of 4, see seating.rotation).

The chart comes from `seating.match_rotation()` (the single source of the rotation).
Players are indexed 0-3 by their starting seat (A-D = E, S, W, N at hand 1).
This is the one place a hand's winds are worked out: `hand_winds` (the chart's row),
`HandWinds.wind_of` (a player's seat wind) and `TableWinds` (players <-> winds at one
table in one hand, with the refusals a hand entry needs).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from app.domain.errors import Refused
from app.domain.model import HANDS_PER_MATCH, SEAT_LETTERS, WINDS, Points, Table, four


@dataclass(frozen=True)
class HandWinds:
    """The prevalent wind of a hand, its dealer and every starting seat's wind."""

    hand: int
    prevalent: str
    dealer: int  # starting seat index 0-3
    seat_winds: tuple[str, str, str, str]  # wind of starting seats A, B, C, D

    def wind_of(self, seats: Sequence[int], player: int) -> str:
        """The seat wind of `player` at a table seated `seats` (A-D); ValueError if he
        does not sit there."""
        return self.seat_winds[list(seats).index(player)]


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


@dataclass(frozen=True)
class TableWinds:
    """Players <-> seat winds at one table in one hand, for a hand's entry: each lookup
    of a player who does not sit there is refused naming his `role`."""

    table: Table
    winds: HandWinds

    @property
    def prevalent(self) -> str:
        return self.winds.prevalent

    def index(self, player: int, role: str) -> int:
        """`player`'s starting seat index (0-3)."""
        return seat_index(self.table, player, role)

    def wind(self, player: int, role: str) -> str:
        return self.winds.seat_winds[self.index(player, role)]

    def player(self, wind: str) -> int:
        return self.table.seats[self.winds.seat_winds.index(wind)]

    def points(self, by_wind: Mapping[str, Points]) -> tuple[Points, Points, Points, Points]:
        """Points by seat wind as the four players' points in seat order (A-D), exact:
        an int when whole."""
        return four(_exact(by_wind.get(w, 0)) for w in self.winds.seat_winds)


def seat_index(table: Table, player: int, role: str) -> int:
    """`player`'s starting seat index (0-3) at `table`, or a refusal naming the `role`."""
    try:
        return table.seat_of(player)
    except ValueError:
        raise Refused(
            f"The {role} (player {player}) does not play at table {table.table} "
            f"in session {table.session}."
        ) from None


def table_winds(table: Table, hand: int, hands: int = HANDS_PER_MATCH) -> TableWinds:
    """The winds of hand `hand` of a match of `hands` at `table`; Refused for a hand
    number outside the match."""
    if not 1 <= hand <= hands:
        raise Refused(f"A hand number is 1 to {hands}, not {hand}.")
    return TableWinds(table, hand_winds(hand, hands))


def _exact(value: Points) -> Points:
    value = Fraction(value)
    return value.numerator if value.denominator == 1 else value


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
