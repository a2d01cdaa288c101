"""What the live results show, read from the service in one consistent snapshot, and
the change marker that tells the server when to read it again.

The marker is the store's data version (it moves when another process or station
commits) with the newest audit row (it moves on every write, this process's own too):
both are one cheap query, so a thousand polls a minute cost a thousand small reads,
while the standings are worked out only once per change (`LiveCache`)."""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from app.domain.model import MatchState
from app.domain.progress import SessionProgress
from app.domain.scope import LIVE, ScopedStandings
from app.domain.service import TournamentService

Marker = tuple[int | None, int]
T = TypeVar("T")


@dataclass(frozen=True)
class TableLine:
    """One table of the session on show: its players (starting seats E S W N), how
    far its match is and its state."""

    table: int
    names: tuple[str, ...]
    state: MatchState
    hands: int
    totals_only: bool


@dataclass(frozen=True)
class LiveResults:
    """Everything the results page shows, from one snapshot of the tournament."""

    tournament: str
    hands_per_match: int
    view: ScopedStandings  # live: everything entered, unfinished matches included
    session: int  # the session whose tables are shown (0: nothing seated)
    tables: tuple[TableLine, ...]


def marker(service: TournamentService) -> Marker:
    """A value that changes whenever the tournament does (see the module's docstring)."""
    newest = service.audit(1)
    return service.data_version(), newest[0].id if newest else 0


def read_results(service: TournamentService) -> LiveResults:
    """The live results, read in one snapshot (a hand stored meanwhile is either in
    every part or in none)."""
    with service.snapshot():
        settings = service.settings()
        view = service.standings_view(LIVE)
        session = shown_session(view.scope.progress)
        seated = service.seated_tables(session) if session else []
    tables = tuple(
        TableLine(
            t.table.table,
            tuple(p.name for p in t.players),
            t.status.state,
            t.status.hands_entered,
            t.status.totals_only,
        )
        for t in seated
    )
    return LiveResults(settings.name, settings.hands_per_match, view, session, tables)


def shown_session(progress: Sequence[SessionProgress]) -> int:
    """The session the players care about now: the first one under way and not
    finished, else the first seated one not started, else the last seated (0: none)."""
    seated = [p for p in progress if p.tables]
    for p in seated:
        if p.started and not p.complete:
            return p.session
    for p in seated:
        if not p.started:
            return p.session
    return seated[-1].session if seated else 0


class LiveCache:
    """What was read or rendered, kept until the tournament changes: one per key (the
    results read, a page in a language, the standings of a view), all dropped when the
    marker moves. A key always keeps the same type of value (the caller's `render`)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._marker: Marker | None = None
        self._kept: dict[Hashable, object] = {}

    def get(self, service: TournamentService, key: Hashable, render: Callable[[], T]) -> T:
        """The value of `key` as of now. Called through the service gate (one request at
        a time reads the service), with the marker just read by `now`."""
        with self._lock:
            if key in self._kept:
                return self._kept[key]  # type: ignore[return-value]  # same key, same type
        value = render()
        with self._lock:
            self._kept[key] = value
        return value

    def now(self, service: TournamentService) -> Marker:
        """Read the marker; when it moved, forget everything kept."""
        current = marker(service)
        with self._lock:
            if current != self._marker:
                self._marker, self._kept = current, {}
        return current
