"""Seating: the tables of each session, drawn by the seating planner or set by hand,
and kept once a session has results."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from app.domain.changes import Change, Step, TablesStep
from app.domain.core import ServiceCore
from app.domain.errors import Refused
from app.domain.model import MatchStatus, Player, Table, four

if TYPE_CHECKING:
    from seating.planner import CancelToken


@dataclass(frozen=True)
class SeatedTable:
    """A table of a session with its players (starting seats E, S, W, N) and state."""

    table: Table
    players: tuple[Player, Player, Player, Player]
    status: MatchStatus


@dataclass(frozen=True)
class SeatingReport:
    """What `seat_sessions` did: the tables of every session and the planner's quality
    report (a dict, empty when the simple fallback seated the players)."""

    tables: tuple[tuple[Table, ...], ...]
    quality: dict[str, object] = field(default_factory=dict)
    change: Change | None = None


class Seating:
    """The seating of every session of one tournament."""

    def __init__(self, core: ServiceCore) -> None:
        self.core = core
        self.store = core.store

    def seat_sessions(
        self,
        seed: int = 0,
        time_limit: float = 10.0,
        progress: Callable[[float, str], object] | None = None,
        cancel: CancelToken | None = None,
    ) -> SeatingReport:
        """Seat the sessions of the tournament with the seating planner. Sessions up to
        the last one with results are kept as they are (and planned around); the rest
        are (re)drawn. The search runs before the write lock is taken, so other
        stations can keep entering meanwhile; `progress`/`cancel` go to the planner."""
        settings = self.core.settings()
        with self.store.snapshot():
            kept = self._sessions_with_results()
            fixed = [[list(t.seats) for t in self.store.list_tables(s)] for s in range(1, kept + 1)]
            players = [p for p in self.store.list_players() if p.active]
        if kept >= settings.sessions:
            raise Refused("Every session already has results: there is nothing left to seat.")
        if len(players) < 4 or len(players) % 4:
            raise Refused(
                f"{len(players)} active players cannot fill tables of four: "
                "add substitutes or withdraw players to reach a multiple of 4."
            )
        plan, quality = _plan(players, settings.sessions, seed, fixed, time_limit, progress, cancel)
        with self.store.transaction("seat sessions"):
            if self._sessions_with_results() != kept:
                raise Refused("Results were entered meanwhile; seat again.")
            steps: list[Step] = []
            for s, session_tables in enumerate(plan, start=1):
                if s <= kept:
                    continue
                tables = tuple(
                    Table(s, t, four(seats)) for t, seats in enumerate(session_tables, start=1)
                )
                old = tuple(self.store.list_tables(s))
                self.store.put_tables(s, tables)
                steps.append(TablesStep(old, tables))
        all_tables = tuple(tuple(self.store.list_tables(s)) for s in range(1, len(plan) + 1))
        return SeatingReport(all_tables, quality, Change("seat sessions", tuple(steps)))

    def _sessions_with_results(self) -> int:
        """The last session with any entry (0 if none)."""
        sessions = {h.session for h in self.store.list_hands()}
        sessions |= {t.session for t in self.store.list_totals()}
        sessions |= {p.session for p in self.store.list_penalties()}
        return max(sessions, default=0)

    def set_tables(self, session: int, tables: Sequence[Table]) -> Change:
        """Replace one session's seating by hand (before anything is entered there)."""
        with self.store.transaction(f"seat session {session}"):
            self.core.check_session(session)
            if self.core.anything_entered(session):
                raise Refused(f"Session {session} has results: its seating cannot change.")
            numbers = [p for t in tables for p in t.seats]
            if len(set(numbers)) != len(numbers):
                raise Refused("A player cannot sit at two places in one session.")
            known = {p.number for p in self.store.list_players()}
            if unknown := [n for n in numbers if n not in known]:
                raise Refused(f"There is no player number {unknown[0]}.")
            tables = tuple(Table(session, i, four(t.seats)) for i, t in enumerate(tables, start=1))
            old = tuple(self.store.list_tables(session))
            self.store.put_tables(session, tables)
        return Change(f"seat session {session}", (TablesStep(old, tables),))

    def tables(self, session: int | None = None) -> list[Table]:
        """The tables of `session` (None: of every session), by session and number."""
        return self.store.list_tables(session)

    def seated_tables(self, session: int) -> list[SeatedTable]:
        """The tables of a session with the players' details and the match state."""
        with self.store.snapshot():
            players = {p.number: p for p in self.store.list_players()}
            status = {s.table: s for s in self.store.list_match_status(session)}
            tables = self.store.list_tables(session)
        return [SeatedTable(t, four(players[n] for n in t.seats), status[t.table]) for t in tables]


def _plan(
    players: list[Player],
    sessions: int,
    seed: int,
    fixed: list[list[list[int]]],
    time_limit: float,
    progress: Callable[[float, str], object] | None,
    cancel: CancelToken | None,
) -> tuple[list[list[list[int]]], dict[str, object]]:
    """Tables of every session (E, S, W, N) from the seating planner, and its quality
    report as a dict."""
    from seating import PlanCancelled, SeatingError, plan_sessions

    numbers = [p.number for p in players]
    teams: dict[Hashable, Hashable] = {p.number: p.team for p in players if p.team}
    try:
        plan = plan_sessions(
            numbers,
            sessions,
            teams=teams or None,
            seed=seed,
            time_limit=time_limit,
            fixed=fixed or None,
            progress=progress,
            cancel=cancel,
        )
    except SeatingError as e:
        raise Refused(str(e)) from None
    except PlanCancelled:
        raise Refused("Seating cancelled; nothing was changed.") from None
    quality = plan.quality.to_dict() if hasattr(plan.quality, "to_dict") else {}
    # The planner seats the ids it was given: the numbers of these players, and of the
    # players of the fixed sessions.
    number_of: dict[Hashable, int] = {n: n for n in numbers}
    number_of.update((n, n) for session in fixed for table in session for n in table)
    return [[[number_of[p] for p in t] for t in s] for s in plan.as_lists()], quality
