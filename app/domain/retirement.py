"""Proposals overtaken by what happened at the table since (docs/contracts.md,
"Table-side entry"): the hand entered at a station, the table seated again or no
longer seated, or (for one still waiting for the table) the match changed. Such a
proposal can never be stored: it is "rejected" with an "Outdated: ..." reason and
`retired` saying why ("entered", "reseated", "unseated", "changed").

Reads show every proposal as it stands now (`current`) without writing, so the table's
pages and the referee's queue see the change at once and a read stays a read; the next
write on the match (a proposal) stores what the reads showed (`retire_outdated`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from app.domain.proposal_model import Proposal, from_row

if TYPE_CHECKING:
    from app.domain.service import TournamentService

OPEN = ("pending", "referee")  # a proposal still to be settled


@dataclass
class MatchNow:
    """What a proposal is compared with: the match's players by starting seat (None:
    the table is not seated any more), the hands entered, and its version (read only
    when a pending proposal needs it: it reads the whole match)."""

    session: int
    table: int
    seats: tuple[int, ...] | None
    entered: frozenset[int]
    read_version: Callable[[], str]
    _version: str | None = field(default=None, repr=False)

    def version(self) -> str:
        if self._version is None:
            self._version = self.read_version()
        return self._version


def match_now(
    svc: TournamentService, session: int, table: int, seats: tuple[int, ...] | None = None
) -> MatchNow:
    """The match now (`seats`: its players, when the caller has just read them)."""
    if seats is None:
        seated = svc.store.list_tables(session, table)
        seats = seated[0].seats if seated else None
    return MatchNow(
        session,
        table,
        seats,
        frozenset(svc.store.hand_numbers(session, table)),
        lambda: svc.match_version(session, table),
    )


def why_outdated(p: Proposal, now: MatchNow) -> tuple[str, str] | None:
    """(retired, reason) when the open proposal `p` can no longer be stored."""
    if p.status not in OPEN:
        return None
    if now.seats is None:
        return "unseated", f"Outdated: table {p.table} is no longer seated in session {p.session}."
    if p.players and tuple(p.players) != tuple(now.seats):
        return "reseated", (
            "Outdated: the table was seated again after this proposal: propose the hand again."
        )
    if p.hand in now.entered:
        return "entered", f"Outdated: hand {p.hand} was entered at a station meanwhile."
    if p.status == "pending" and p.version != now.version():
        return "changed", (
            "Outdated: the table's hands changed after it was proposed (a hand or penalty "
            "entered at a station): propose the hand again."
        )
    return None


def current(p: Proposal, now: MatchNow) -> Proposal:
    """The proposal as it stands now: itself, or retired with why."""
    why = why_outdated(p, now)
    if why is None:
        return p
    retired, reason = why
    return p.but(status="rejected", reason=reason, notes=p.notes | {"retired": retired})


def retire_outdated(svc: TournamentService, session: int, table: int) -> None:
    """Store the retirement of every open proposal of the match that is outdated (inside
    the caller's transaction on the match)."""
    now = match_now(svc, session, table)
    for row in svc.store.list_proposals(session, table):
        p = from_row(row)
        retired = current(p, now)
        if retired is not p:
            svc.store.put_proposal(retired.row())
