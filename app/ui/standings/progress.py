"""Where the standings stand: after which session, which matches are still being
played, and each player's session-by-session results. Plain Python (no Qt), built
from the domain's table results, so the standings page and the projector say the same.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from app.domain import MatchState, Player, StandingRow, TableResult
from app.domain.model import Points
from app.domain.progress import FINISHED, SessionProgress, complete_through
from app.domain.scope import Scope, ScopedStandings, progress_of

__all__ = ["FINISHED", "SessionCell", "SessionProgress", "StandingLine", "StandingsReport"]


@dataclass(frozen=True)
class SessionCell:
    """One player's match in one session."""

    session: int
    table: int
    state: MatchState
    score: Points  # exact: halves under a system that pays them
    table_points: Fraction
    hands_entered: int
    totals_only: bool

    @property
    def finished(self) -> bool:
        return self.state in FINISHED


@dataclass(frozen=True)
class StandingLine:
    """A line of the standings with the player's matches by session."""

    row: StandingRow
    sessions: dict[int, SessionCell] = field(default_factory=dict)

    # the standing row's fields, so a line reads like a StandingRow
    @property
    def rank(self) -> int:
        return self.row.rank

    @property
    def player(self) -> Player:
        return self.row.player

    @property
    def table_points(self) -> Fraction:
        return self.row.table_points

    @property
    def score(self) -> Points:
        return self.row.score

    def unfinished(self) -> list[SessionCell]:
        """Matches counted in this line that are still being played."""
        return [c for c in self.sessions.values() if not c.finished and c.hands_entered]


@dataclass(frozen=True)
class StandingsReport:
    """The standings as shown: lines best first, the sessions counted and their progress."""

    lines: list[StandingLine]
    sessions: list[int]  # the sessions counted (the per-session columns)
    progress: dict[int, SessionProgress]
    after_session: int | None  # the sessions counted: 1..K (None: everything entered)
    scope: Scope  # what the lines count, and the headline's parts (app.domain.scope)

    @property
    def complete_through(self) -> int:
        """The last session K such that every match of sessions 1..K is finished (the
        rule every view shares: app.domain.progress)."""
        return complete_through(self.progress[k] for k in self.sessions)

    def played(self) -> list[int]:
        """Counted sessions with any result (the per-session columns)."""
        return [k for k in self.sessions if self.progress[k].started]

    def under_way(self) -> list[SessionProgress]:
        """Counted sessions that have results but are not finished."""
        return [
            self.progress[k]
            for k in self.sessions
            if self.progress[k].started and not self.progress[k].complete
        ]


def standings_report(
    rows: list[StandingRow],
    results: list[TableResult],
    sessions: int,
    after_session: int | None = None,
    scope: Scope | None = None,
) -> StandingsReport:
    """Join the standings `rows` (already limited to `after_session`, or to `scope`)
    with every table's result of the counted sessions."""
    if scope is None:
        scope = Scope(sessions, after_session, progress_of(results, sessions))
    progress = {p.session: p for p in scope.progress}
    counted = [p.session for p in scope.counted]
    cells: dict[int, dict[int, SessionCell]] = {}
    for k in counted:
        for r in (r for r in results if r.session == k):
            for s in r.seats:
                cells.setdefault(s.player, {})[k] = SessionCell(
                    k, r.table, r.state, s.score, s.table_points, r.hands_entered, r.totals_only
                )
    lines = [StandingLine(row, cells.get(row.player.number, {})) for row in rows]
    return StandingsReport(lines, counted, progress, scope.after, scope)


def scoped_report(view: ScopedStandings) -> StandingsReport:
    """The report of one standings view (app.domain.scope)."""
    return standings_report(view.rows, view.results, view.scope.sessions, scope=view.scope)
