"""The version of a match: what a station saw when it showed the match to a referee.

A change based on an outdated view (another station changed the match meanwhile) must
be refused, never silently applied over the other station's work. The version is a
digest of everything stored for the match (its hands, penalties, totals and state), so
it needs no column of its own: two stations that read the same data get the same
version, and any stored change to the match gives another one.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable

from app.domain.errors import Refused
from app.domain.model import HandRecord, MatchState, Penalty, TableTotals

STALE_TEXT = "changed at another station: reload"


class Stale(Refused):
    """The change was based on an outdated view of a match; nothing was changed."""


def match_version(
    hands: Iterable[HandRecord],
    penalties: Iterable[Penalty],
    totals: TableTotals | None,
    state: MatchState,
) -> str:
    """A short digest of a match's stored data (12 hex digits, stable across runs)."""
    parts = [f"state={MatchState(state).value}", f"totals={totals!r}"]
    parts += sorted(repr(h) for h in hands)
    parts += sorted(repr(p) for p in penalties)
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()[:12]


def stale(session: int, table: int) -> Stale:
    return Stale(f"Table {table} of session {session} {STALE_TEXT} it and try again.")
