"""The open tournament as the UI uses it: the domain service, the queries the views
need, and what the service does not offer yet (a seating plan with progress and cancel,
live seating warnings, several operations as one undoable change). Plain Python: the Qt
side (:mod:`app.ui.document`) wraps each change in one ``QUndoCommand``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from app.domain import (
    HandRecord,
    MatchState,
    MatchStatus,
    Penalty,
    Player,
    Refused,
    StandingRow,
    Table,
    TableResult,
    TableTotals,
    TeamStandingRow,
    TournamentSettings,
)
from app.domain.service import Change, TournamentService

ProgressFn = Callable[[int, int], bool]  # (done, total) -> False to cancel


class Workspace:
    """A tournament file opened for editing: the domain service and the queries the
    views need. Every mutating call goes through the service and returns its Change."""

    def __init__(self, service: TournamentService) -> None:
        self.service = service

    @classmethod
    def open(cls, path: str | Path) -> Workspace:
        return cls(TournamentService.open(path))

    @classmethod
    def create(cls, path: str | Path, settings: TournamentSettings) -> Workspace:
        return cls(TournamentService.create(path, settings))

    @property
    def location(self) -> str:
        return self.service.store.location

    def close(self) -> None:
        self.service.close()

    # -- undo ---------------------------------------------------------------------------
    def undo(self, change: Change) -> None:
        self.service.undo(change)

    def redo(self, change: Change) -> None:
        self.service.redo(change)

    # -- queries ------------------------------------------------------------------------
    def settings(self) -> TournamentSettings:
        return self.service.settings()

    def players(self) -> list[Player]:
        return self.service.players()

    def player_names(self) -> dict[int, str]:
        return {p.number: p.name for p in self.players()}

    def tables(self, session: int) -> list[Table]:
        return self.service.tables(session)

    def table(self, session: int, table: int) -> Table | None:
        return next((t for t in self.tables(session) if t.table == table), None)

    def hands(self, session: int, table: int) -> list[HandRecord]:
        return self.service.hands(session, table)

    def penalties(self, session: int, table: int) -> list[Penalty]:
        return self.service.penalties(session, table)

    def totals(self, session: int, table: int) -> TableTotals | None:
        return self.service.store.get_totals(session, table)

    def status(self, session: int, table: int) -> MatchStatus:
        for s in self.service.match_status(session):
            if s.table == table:
                return s
        return MatchStatus(session, table, MatchState.OPEN)

    def statuses(self, session: int | None = None) -> list[MatchStatus]:
        return self.service.match_status(session)

    def table_result(self, session: int, table: int) -> TableResult | None:
        for r in self.service.table_results(session):
            if r.table == table:
                return r
        return None

    def standings(self) -> list[StandingRow]:
        return self.service.standings()

    def team_standings(self) -> list[TeamStandingRow]:
        return self.service.team_standings()

    # -- composite changes ----------------------------------------------------------
    def add_players(self, players: Sequence[Player]) -> Change:
        """Several players added as one change (an import)."""
        steps = []
        try:
            for p in players:
                change = self.service.add_player(p.name, p.country, p.ema_id, p.team,
                                                 p.substitute)
                steps.extend(change.steps)
        except Refused:
            if steps:
                self.service.undo(Change("import", tuple(steps)))
            raise
        return Change(f"import {len(players)} players", tuple(steps))

    def set_plan(self, plan: Sequence[Sequence[Sequence[int]]]) -> Change:
        """Seat every session from a plan, as one change."""
        steps = []
        try:
            for k, session in enumerate(plan, start=1):
                tables = [Table(k, i, tuple(t)) for i, t in enumerate(session, start=1)]
                steps.extend(self.service.set_tables(k, tables).steps)
        except Refused:
            if steps:
                self.service.undo(Change("seat", tuple(steps)))
            raise
        return Change("seat sessions", tuple(steps))


def plan_seating(players: Sequence[int], sessions: int, teams: dict[int, str] | None = None,
                 seed: int = 0, progress: ProgressFn | None = None) -> tuple[list, dict]:
    """A seating plan: the ``seating`` library's when it is there, else a simple one.

    Returns (sessions of tables of 4 player numbers, quality report dict). ``progress``
    is called with (done, total) and may return False to cancel (raises ``Cancelled``).
    """
    try:
        from seating import plan_sessions  # type: ignore[attr-defined]
    except ImportError:
        plan_sessions = None
    if plan_sessions is not None:
        return _library_plan(plan_sessions, players, sessions, teams, seed, progress)
    return _simple_plan(players, sessions, teams or {}, seed, progress)


class Cancelled(Exception):
    """The user cancelled a long operation."""


def _library_plan(plan_sessions, players, sessions, teams, seed, progress):  # noqa: ANN001
    from seating import PlanCancelled

    def report(fraction: float, _message: str = "") -> bool:
        if progress is None:
            return True
        return progress(int(fraction * 1000), 1000) is not False

    try:
        plan = plan_sessions(list(players), sessions, teams=teams or None, seed=seed,
                             time_limit=5.0, progress=report)
    except PlanCancelled:
        raise Cancelled from None
    quality = plan.quality.to_dict() if hasattr(plan.quality, "to_dict") else {}
    return plan.as_lists(), quality


def _simple_plan(players, sessions, teams, seed, progress):  # noqa: ANN001
    """Random restarts keeping the plan with the fewest repeat meetings."""
    rng = random.Random(seed)
    players = list(players)
    best_plan: list = []
    best_cost = None
    tries = 200
    for attempt in range(tries):
        if progress is not None and progress(attempt, tries) is False:
            raise Cancelled
        met: set[frozenset[int]] = set()
        plan = []
        cost = 0
        for _ in range(sessions):
            order = players[:]
            rng.shuffle(order)
            tables = [order[i:i + 4] for i in range(0, len(order) - len(order) % 4, 4)]
            for t in tables:
                for i in range(4):
                    for j in range(i + 1, 4):
                        pair = frozenset((t[i], t[j]))
                        if pair in met:
                            cost += 10
                        met.add(pair)
                        if teams.get(t[i]) and teams.get(t[i]) == teams.get(t[j]):
                            cost += 100
            plan.append(tables)
        if best_cost is None or cost < best_cost:
            best_plan, best_cost = plan, cost
    if progress is not None:
        progress(tries, tries)
    return best_plan, quality_report(best_plan, teams)


def quality_report(plan: Sequence[Sequence[Sequence[int]]],
                   teams: dict[int, str] | None = None) -> dict[str, int]:
    """Repeat meetings and teammates at one table, counted over the whole plan."""
    teams = teams or {}
    seen: dict[frozenset[int], int] = {}
    teammates = 0
    for session in plan:
        for t in session:
            for i in range(len(t)):
                for j in range(i + 1, len(t)):
                    pair = frozenset((t[i], t[j]))
                    seen[pair] = seen.get(pair, 0) + 1
                    if teams.get(t[i]) and teams.get(t[i]) == teams.get(t[j]):
                        teammates += 1
    return {
        "repeat_pairs": sum(1 for n in seen.values() if n > 1),
        "teammates_together": teammates,
    }


@dataclass(frozen=True)
class PlanQuality:
    """A seating plan's quality, as the seating page shows it."""

    repeats: int
    repeat_bound: int | None
    teammates: int
    wind_spread: int | None
    same_table: int | None
    same_table_floor: int | None


def plan_quality(plan: Sequence[Sequence[Sequence[int]]], players: Sequence[int],
                 teams: dict[int, str] | None = None) -> PlanQuality:
    """The seating library's report on ``plan`` (its own check, not the planner's claim);
    a plain count of repeats and teammates if the library is not there."""
    teams = {p: t for p, t in (teams or {}).items() if t}
    try:
        from seating import evaluate
        from seating.plan import sessions_from_lists
    except ImportError:
        q = quality_report(plan, teams)
        return PlanQuality(q["repeat_pairs"], None, q["teammates_together"], None, None, None)
    seated = [list(map(list, s)) for s in plan if s]
    everyone = sorted(set(players) | {p for s in seated for t in s for p in t})
    report = evaluate(sessions_from_lists(seated), everyone, teams)
    return PlanQuality(report.repeats, report.repeat_bound, len(report.team_clashes),
                       report.max_wind_spread, report.max_same_table, report.same_table_floor)
