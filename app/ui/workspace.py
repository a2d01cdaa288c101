"""The open tournament as the UI uses it: the domain service, the queries the views
need, and what the service does not offer (a plan's quality for display, several
operations as one undoable change). Plain Python: the Qt
side (:mod:`app.ui.document`) wraps each change in one ``QUndoCommand``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar, cast

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
    results,
)
from app.domain.model import four
from app.domain.scope import LATEST, LIVE, View
from app.domain.service import Change, TournamentService
from app.tournament import create_tournament, open_tournament
from app.ui.standings.progress import StandingsReport, scoped_report

T = TypeVar("T")
ProgressFn = Callable[[int, int], bool]  # (done, total) -> False to cancel


@dataclass(frozen=True)
class MatchView:
    """Everything the table sheet shows of one match, read in one snapshot; `version`
    is the one a change based on this view must give back (see app.domain.versions)."""

    table: Table
    hands: dict[int, HandRecord]
    status: MatchStatus
    penalties: list[Penalty]
    result: TableResult
    version: str


class Workspace:
    """A tournament file opened for editing: the domain service and the queries the
    views need. Every mutating call goes through the service and returns its Change."""

    def __init__(self, service: TournamentService) -> None:
        self.service = service
        # Within reading(): the players, a session's tables and its match statuses,
        # each read once (None outside it).
        self._memo: dict[tuple[str, int], Sequence[object]] | None = None

    @classmethod
    def open(cls, path: str | Path) -> Workspace:
        return cls(open_tournament(path))

    @classmethod
    def create(cls, path: str | Path, settings: TournamentSettings) -> Workspace:
        return cls(create_tournament(path, settings))

    @property
    def location(self) -> str:
        return self.service.location

    def close(self) -> None:
        self.service.close()

    # -- undo ---------------------------------------------------------------------------
    def undo(self, change: Change) -> None:
        self.service.undo(change)

    def redo(self, change: Change) -> None:
        self.service.redo(change)

    # -- queries ------------------------------------------------------------------------
    @contextmanager
    def reading(self) -> Iterator[None]:
        """A read-only stretch in which the players, a session's tables and its match
        statuses are read once: showing another table asks the sheet, its penalties
        and its totals for them in turn, and at 300 players each read costs a few
        milliseconds. Nothing may be changed inside (what was read would be stale)."""
        outer = self._memo is None
        if outer:
            self._memo = {}
        try:
            yield
        finally:
            if outer:
                self._memo = None

    def _read_once(self, key: tuple[str, int], read: Callable[[], list[T]]) -> list[T]:
        """A fresh list each call (callers may change it), read once within reading()."""
        if self._memo is None:
            return read()
        if key not in self._memo:
            self._memo[key] = read()
        return list(cast("list[T]", self._memo[key]))

    def settings(self) -> TournamentSettings:
        return self.service.settings()

    def players(self) -> list[Player]:
        return self._read_once(("players", 0), self.service.players)

    def player_names(self) -> dict[int, str]:
        return {p.number: p.name for p in self.players()}

    def tables(self, session: int) -> list[Table]:
        return self._read_once(("tables", session), lambda: self.service.tables(session))

    def table(self, session: int, table: int) -> Table | None:
        return next((t for t in self.tables(session) if t.table == table), None)

    def hands(self, session: int, table: int) -> list[HandRecord]:
        return self.service.hands(session, table)

    def penalties(self, session: int, table: int) -> list[Penalty]:
        return self.service.penalties(session, table)

    def totals(self, session: int, table: int) -> TableTotals | None:
        return self.service.totals(session, table)

    def status(self, session: int, table: int) -> MatchStatus:
        for s in self.statuses(session):
            if s.table == table:
                return s
        return MatchStatus(session, table, MatchState.OPEN)

    def statuses(self, session: int | None = None) -> list[MatchStatus]:
        if session is None:
            return self.service.match_status(None)
        return self._read_once(("statuses", session), lambda: self.service.match_status(session))

    def match_view(self, session: int, table: int) -> MatchView | None:
        """One match as the sheet shows it (None if the table is not seated): only that
        match is read, so the sheet stays fast at any tournament size."""
        svc = self.service
        with svc.snapshot():
            seated = self.table(session, table)
            if seated is None:
                return None
            hands = svc.hands(session, table)
            status = self.status(session, table)
            penalties = svc.penalties(session, table)
            totals = svc.totals(session, table)
            version = svc.match_version(session, table)
        data = results.TableData(
            seated,
            status.state,
            four(sum((h.points[i] for h in hands), start=0) for i in range(4)),
            four(sum(h.points[i] > 0 for h in hands) for i in range(4)),
            len(hands),
            totals,
            list(penalties),
        )
        return MatchView(
            seated,
            {h.hand: h for h in hands},
            status,
            penalties,
            results.table_result(data),
            version,
        )

    def table_result(self, session: int, table: int) -> TableResult | None:
        for r in self.service.table_results(session):
            if r.table == table:
                return r
        return None

    def standings(self, after_session: int | None = None) -> list[StandingRow]:
        return self.service.standings(after_session)

    def standings_report(self, view: View | None = LATEST) -> StandingsReport:
        """The standings a view shows with every session's results (app.domain.scope:
        after the last complete session by default; None or LIVE: everything entered)."""
        return scoped_report(self.service.standings_view(LIVE if view is None else view))

    def team_standings(self, after_session: int | None = None) -> list[TeamStandingRow]:
        return results.team_standings(self.standings(after_session))

    # -- composite changes ----------------------------------------------------------
    def update_penalty(
        self, old: Penalty, new: Penalty, expected_version: str | None = None
    ) -> Change:
        """A penalty corrected in one change (TournamentService.update_penalty)."""
        return self.service.update_penalty(old, new, expected_version)

    def add_players(self, players: Sequence[Player]) -> Change:
        """Several players added as one change (an import)."""
        done: list[Change] = []
        try:
            for p in players:
                change = self.service.add_player(
                    p.name,
                    p.country,
                    p.ema_id,
                    p.team,
                    p.substitute,
                    first_name=p.first_name,
                    last_name=p.last_name,
                    romanised=p.romanised,
                    name_order=p.name_order,
                )
                done.append(change)
        except Refused:
            if done:
                self.service.undo(_joined("import", done))
            raise
        return _joined(f"import {len(players)} players", done)


def _joined(description: str, changes: list[Change]) -> Change:
    """``changes`` as one change (undone together), their steps in order."""
    return Change(description, tuple(step for change in changes for step in change.steps))


class Cancelled(Exception):
    """The user cancelled a long operation."""


def quality_report(
    plan: Sequence[Sequence[Sequence[int]]], teams: dict[int, str] | None = None
) -> dict[str, int]:
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
    best_known: int | None = None  # fewest repeats published or found for this field
    best_known_source: str = ""


def plan_quality(
    plan: Sequence[Sequence[Sequence[int]]],
    players: Sequence[int],
    teams: dict[int, str] | None = None,
) -> PlanQuality:
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
    # the library's players are anything hashable: the same teams, typed its way
    report = evaluate(sessions_from_lists(seated), everyone, {p: t for p, t in teams.items()})
    return PlanQuality(
        report.repeats,
        report.repeat_bound,
        len(report.team_clashes),
        report.max_wind_spread,
        report.max_same_table,
        report.same_table_floor,
        report.best_known,
        report.best_known_source,
    )
