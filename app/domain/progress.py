"""How far a tournament is played: each session's matches finished and under way, and
the last complete session. One rule for every view that says so (the GUI's standings
and projector, the results website, the PDF and Excel standings), so they can never
disagree; what a view counts and its headline are app.domain.scope's."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from app.domain.model import MatchState

FINISHED = (MatchState.COMPLETE, MatchState.VERIFIED)
# Beside a score that still includes a match being played (GUI and reports alike).
UNFINISHED_MARK = "◔"


@dataclass(frozen=True)
class SessionProgress:
    """How far a session is: its matches finished, under way, not started."""

    session: int
    tables: int
    finished: int
    under_way: int

    @property
    def complete(self) -> bool:
        return self.tables > 0 and self.finished == self.tables

    @property
    def started(self) -> bool:
        return self.finished + self.under_way > 0


def session_progress(session: int, matches: Iterable[tuple[bool, bool]]) -> SessionProgress:
    """A session's progress from its matches, each given as (finished, anything entered)."""
    tables = finished = under_way = 0
    for done, entered in matches:
        tables += 1
        finished += done
        under_way += not done and entered
    return SessionProgress(session, tables, finished, under_way)


def complete_through(progress: Iterable[SessionProgress]) -> int:
    """The last session K such that every match of sessions 1..K is finished (0: none),
    the sessions given in order. A finished later session after an open one does not
    count: the standings stand after K only when everything before K is in too."""
    done = 0
    for p in progress:
        if not p.complete:
            break
        done = p.session
    return done
