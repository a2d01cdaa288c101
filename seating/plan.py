"""What a seating plan is: sessions of tables of four players in starting seats.

Frozen dataclasses, so a plan handed to the GUI or the store cannot be changed behind
the planner's back; player ids are whatever the caller uses (ints 1..N by default).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from seating.quality import QualityReport

Player = Hashable
WINDS = ("E", "S", "W", "N")


def seats_of(players: Iterable[Player]) -> tuple[Player, Player, Player, Player]:
    """A table's four players in seat order (E, S, W, N); ValueError for another count."""
    east, south, west, north = players
    return (east, south, west, north)


@dataclass(frozen=True)
class Table:
    """One table of one session; `seats` lists the players in starting seats E, S, W, N."""

    number: int
    seats: tuple[Player, Player, Player, Player]

    @property
    def east(self) -> Player:
        return self.seats[0]

    @property
    def south(self) -> Player:
        return self.seats[1]

    @property
    def west(self) -> Player:
        return self.seats[2]

    @property
    def north(self) -> Player:
        return self.seats[3]

    def wind_of(self, player: Player) -> str:
        """The starting seat (E/S/W/N) of `player` at this table."""
        return WINDS[self.seats.index(player)]

    def __contains__(self, player: object) -> bool:
        return player in self.seats


@dataclass(frozen=True)
class SessionPlan:
    """One session: its number (from 1) and its tables in table-number order."""

    number: int
    tables: tuple[Table, ...]

    def table_of(self, player: Player) -> Table:
        for table in self.tables:
            if player in table.seats:
                return table
        raise KeyError(player)

    def as_lists(self) -> list[list[Player]]:
        return [list(table.seats) for table in self.tables]


@dataclass(frozen=True)
class SeatingPlan:
    """Every session of a tournament and the quality report that goes with it."""

    sessions: tuple[SessionPlan, ...]
    quality: QualityReport
    players: tuple[Player, ...] = field(default=())

    def as_lists(self) -> list[list[list[Player]]]:
        """Sessions as nested lists, each table in E, S, W, N order (the CLI's JSON)."""
        return [session.as_lists() for session in self.sessions]

    def to_json(self) -> dict[str, Any]:
        return {"sessions": self.as_lists(), "quality": self.quality.to_dict()}


@dataclass(frozen=True)
class Avoid:
    """Players who should not share a table: same club, same country...

    `groups` maps a player to a group label; players without a label avoid nobody.
    A hard avoid weighs like a team clash, a soft one only below a repeated meeting.
    """

    groups: Mapping[Player, Hashable]
    hard: bool = False
    name: str = "group"


def sessions_from_lists(
    sessions: Sequence[Sequence[Sequence[Player]] | SessionPlan],
) -> tuple[SessionPlan, ...]:
    """Accept sessions as nested lists (tables in E, S, W, N order) or as `SessionPlan`s."""
    result = []
    for index, session in enumerate(sessions, start=1):
        if isinstance(session, SessionPlan):
            result.append(session)
            continue
        tables = []
        for number, seats in enumerate(session, start=1):
            if len(seats) != 4:
                raise ValueError(f"session {index}, table {number}: {len(seats)} players, not 4")
            tables.append(Table(number, seats_of(seats)))
        result.append(SessionPlan(index, tuple(tables)))
    return tuple(result)
