"""How the standings moved: every player's place, table points and score after each
session, for the charts (the website's player pages, the GUI's player history, the
projector between sessions). One computation for all of them, with the standings'
own ranking rule (table points, score, the organiser's tie-breaks), so a chart never
disagrees with the standings after that session.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from app.domain.model import Player, Points, StandingRow, TableResult
from app.domain.results import SCORED_STATES, standings


@dataclass(frozen=True)
class SessionPoint:
    """A player's line of the standings after `session` (sessions 1 to `session` counted)."""

    session: int
    rank: int
    table_points: Fraction
    score: Points


@dataclass(frozen=True)
class Progression:
    """The standings after session 1, after 1-2, after 1-3, ... of every session seated
    or planned (`after[k - 1]`: after session k), and which of them have started."""

    after: tuple[tuple[StandingRow, ...], ...]
    started: tuple[int, ...]  # sessions with any result counted, in order

    @property
    def sessions(self) -> int:
        return len(self.after)

    def points(self, player: int) -> list[SessionPoint]:
        """`player`'s place and totals after each started session (the chart's points)."""
        out = []
        for k in self.started:
            row = next((r for r in self.after[k - 1] if r.player.number == player), None)
            if row is not None:
                out.append(SessionPoint(k, row.rank, row.table_points, row.score))
        return out

    def by_player(self) -> dict[int, list[SessionPoint]]:
        """Every player's points at once (a page per player: one pass, not one a player)."""
        out: dict[int, list[SessionPoint]] = {}
        for k in self.started:
            for r in self.after[k - 1]:
                out.setdefault(r.player.number, []).append(
                    SessionPoint(k, r.rank, r.table_points, r.score)
                )
        return out

    def leaders(self, count: int) -> list[Player]:
        """The first `count` players of the latest started session's standings."""
        if not self.started:
            return []
        return [r.player for r in self.after[self.started[-1] - 1][:count]]


def counts(result: TableResult) -> bool:
    """Whether a table's result counts in the standings yet (the standings' rule: a
    table with nothing entered is skipped, a penalty before the first hand counts)."""
    return (
        result.state in SCORED_STATES
        or result.hands_entered > 0
        or result.totals_only
        or any(s.penalty_score for s in result.seats)
    )


def progression(
    players: Sequence[Player],
    table_results: Sequence[TableResult],
    tie_breaks: Sequence[str] = (),
    sessions: int = 0,
) -> Progression:
    """The standings after each of sessions 1..`sessions` (at least every session that
    has a table), each ranked as `results.standings` ranks them."""
    last = max([sessions, *(r.session for r in table_results)])
    started = tuple(sorted({r.session for r in table_results if counts(r)}))
    after: list[tuple[StandingRow, ...]] = []
    for k in range(1, last + 1):
        if after and k not in started:  # nothing of session k counts: as after k - 1
            after.append(after[-1])
            continue
        counted = [r for r in table_results if r.session <= k]
        after.append(tuple(standings(players, counted, tie_breaks)))
    return Progression(tuple(after), started)
