"""Which results a standings view counts, and the sentence that says so.

One meaning of "after session K" everywhere (GUI standings and projector, the CLI, the
PDF, Excel and website): the standings after session K count sessions 1..K only, and
are called so only when every match of those sessions is finished. By default a view
shows the standings after the last complete session; the "everything entered" view is
called live, with the sessions still in progress named. When no session is complete
yet the default is the live view (the standings after no session would rank nobody).
Before this rule the headline said "after session 2" over scores that included the
half-played session 3.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

from app.domain.model import MatchState, Player, StandingRow, TableResult
from app.domain.progress import UNFINISHED_MARK, SessionProgress, complete_through, session_progress
from app.domain.results import standings

LATEST: Literal["latest"] = "latest"  # after the last complete session (the default)
LIVE: Literal["live"] = "live"  # everything entered
View = int | Literal["latest", "live"]  # or after session K

FINISHED = (MatchState.COMPLETE, MatchState.VERIFIED)


@dataclass(frozen=True)
class Scope:
    """What a standings view counts: sessions 1..`after` (None: everything entered),
    and how far those sessions and the later ones are played."""

    sessions: int  # the tournament's sessions (planned or seated)
    after: int | None
    progress: tuple[SessionProgress, ...]  # every session, in order

    @property
    def counted(self) -> tuple[SessionProgress, ...]:
        """The sessions counted: up to `after` (or all), but not beyond the last with
        any result (a session nothing of which is entered adds nothing: the standings
        "after session 3" before it starts are the standings after session 2)."""
        limit = self.sessions if self.after is None else self.after
        last = max(
            (p.session for p in self.progress if p.started and p.session <= limit), default=0
        )
        return tuple(p for p in self.progress if p.session <= last)

    @property
    def through(self) -> int:
        """The last session counted (0: none)."""
        counted = self.counted
        return counted[-1].session if counted else 0

    @property
    def live(self) -> bool:
        """Some counted session is not finished: the scores can still change."""
        return any(not p.complete for p in self.counted)

    def in_progress(self) -> list[SessionProgress]:
        """Counted sessions with results that are not finished."""
        return [p for p in self.counted if p.started and not p.complete]

    def not_started(self) -> list[int]:
        """Counted sessions with nothing entered yet (before a later one that has)."""
        return [p.session for p in self.counted if not p.started]

    def not_counted(self) -> list[SessionProgress]:
        """Sessions after the counted ones that have results (not in these scores)."""
        return [p for p in self.progress if p.session > self.through and p.started]

    def counts(self, session: int) -> bool:
        return self.after is None or session <= self.after

    def headline(self, marked: bool = True) -> str:
        """The sentence every view prints above the standings (English: the reports'
        wording; the GUI says the same through its translations, from the same parts).
        `marked`: the view marks the scores that count an unfinished match."""
        if not self.live:
            if not self.through:
                return "No session finished yet."
            text = f"Standings after session {self.through} of {self.sessions}."
            for p in self.not_counted():
                if p.complete:  # a finished later session left out by choice: no news
                    continue
                text += (
                    f" Session {p.session} under way ({p.finished} of {p.tables} tables"
                    " finished), not counted yet."
                )
            return text
        parts = [
            f"session {p.session} in progress ({p.finished} of {p.tables} tables finished)"
            for p in self.in_progress()
        ] + [f"session {k} not started" for k in self.not_started()]
        text = f"Live, sessions 1 to {self.through}: " if self.not_counted() else "Live: "
        text += "including " + ", ".join(parts) + "."
        if marked and self.in_progress():
            text += f" Unfinished matches marked {UNFINISHED_MARK}."
        return text


def progress_of(results: Iterable[TableResult], sessions: int) -> tuple[SessionProgress, ...]:
    """Every session's progress from its tables' results (sessions 1..`sessions`)."""
    by_session: dict[int, list[tuple[bool, bool]]] = {}
    for r in results:
        by_session.setdefault(r.session, []).append(
            (r.state in FINISHED, bool(r.hands_entered or r.totals_only))
        )
    last = max([sessions, *by_session])
    return tuple(session_progress(k, by_session.get(k, [])) for k in range(1, last + 1))


def resolve(view: View, progress: Sequence[SessionProgress]) -> int | None:
    """The last session a view counts (None: everything entered). The default, LATEST:
    the last complete session, or everything while no session is complete."""
    if view == LIVE:
        return None
    if view == LATEST:
        return complete_through(progress) or None
    if isinstance(view, int) and view >= 1:
        return view
    raise ValueError(f"not a standings view: {view!r}")


def scope_of(progress: Sequence[SessionProgress], view: View = LATEST) -> Scope:
    sessions = max((p.session for p in progress), default=0)
    return Scope(sessions, resolve(view, progress), tuple(progress))


@dataclass(frozen=True)
class ScopedStandings:
    """Standings rows of one view, every table's result (all sessions, for the
    per-session columns), and the scope that says what the rows count."""

    rows: list[StandingRow]
    results: list[TableResult]
    scope: Scope


def scoped_standings(
    players: Sequence[Player],
    results: Sequence[TableResult],
    tie_breaks: Sequence[str],
    sessions: int,
    view: View = LATEST,
) -> ScopedStandings:
    """The standings a view shows, ranked by the standings' own rule over the counted
    sessions only (so the headline, the ranking and every score column agree)."""
    scope = scope_of(progress_of(results, sessions), view)
    counted = [r for r in results if scope.counts(r.session)]
    return ScopedStandings(standings(players, counted, tie_breaks), list(results), scope)
