"""The referee's queue of table-side proposals: disputed ones, wrong claims and hands
under the minimum (docs/contracts.md). Accepting stores the hand (or the referee's
corrected entry) through the one hand path; rejecting keeps it, with the reason, for
the table's pages to show.

A proposal outdated since (its hand entered at a station, its table seated again:
app.domain.retirement) leaves the queue and cannot be settled. A plain accept is
checked against the match's version: after a change at a station (a penalty, say) the
referee looks again and accepts with a corrected entry, or rejects; nothing is ever
stored over what the station entered.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from app.domain.anyhands import HandEntry
from app.domain.errors import Refused
from app.domain.proposal_model import Proposal, from_row, read_request, reason_text
from app.domain.proposal_scoring import result_json
from app.domain.proposals import exact_points
from app.domain.retirement import MatchNow, match_now, why_outdated
from app.domain.tableside import NoSuchProposal, ProposalConflict

if TYPE_CHECKING:
    from app.domain.service import TournamentService

Corrected = HandEntry | Mapping[str, object]


def queue(svc: TournamentService) -> list[dict[str, object]]:
    """Every proposal waiting for the referee, oldest first (the contract's rows).
    Reads only: one read of the queue, then per session of a queued proposal its
    seating and its hands' numbers (app.domain.retirement)."""
    with svc.store.snapshot():
        waiting = [from_row(r) for r in svc.store.list_proposals(status="referee")]
        now = _matches_now(svc, {p.session for p in waiting})
    rows: list[dict[str, object]] = []
    for p in waiting:
        match = now.get((p.session, p.table)) or _unseated(p.session, p.table)
        if why_outdated(p, match) is not None:
            continue
        rows.append(
            {
                "id": p.id,
                "session": p.session,
                "table": p.table,
                "hand": p.hand,
                "reason": p.reason,
                "proposal": p.to_json(),
            }
        )
    return rows


def _matches_now(svc: TournamentService, sessions: set[int]) -> dict[tuple[int, int], MatchNow]:
    """Each seated match of `sessions` as a referee proposal is compared with (no
    version: only a proposal waiting for the table needs it)."""
    now: dict[tuple[int, int], MatchNow] = {}
    for session in sorted(sessions):
        entered: dict[int, set[int]] = {}
        for table, hand in svc.store.hand_keys(session):
            entered.setdefault(table, set()).add(hand)
        for t in svc.store.list_tables(session):
            key = (session, t.table)
            now[key] = MatchNow(
                session, t.table, t.seats, frozenset(entered.get(t.table, ())), _no_version
            )
    return now


def _unseated(session: int, table: int) -> MatchNow:
    return MatchNow(session, table, None, frozenset(), _no_version)


def _no_version() -> str:  # pragma: no cover - referee proposals never ask
    raise AssertionError("a proposal with the referee is not compared by version")


def _settled(svc: TournamentService, proposal_id: int) -> Proposal:
    """The proposal to settle, read inside its match's transaction, refused when it is
    settled already or outdated."""
    row = svc.store.get_proposal(proposal_id)
    if row is None:
        raise NoSuchProposal(f"There is no proposal {proposal_id}.")
    p = from_row(row)
    if p.status not in ("pending", "referee"):
        raise ProposalConflict(f"Proposal {proposal_id} is already {p.status}.")
    # Compared as the referee's (hand entered, table seated again or gone): a change of
    # the match's version is for `accept` to weigh, with or without a corrected hand.
    why = why_outdated(p.but(status="referee"), match_now(svc, p.session, p.table))
    if why is not None:
        reason = why[1].removeprefix("Outdated: ")
        raise ProposalConflict(f"Proposal {proposal_id} is outdated: {reason}")
    return p


def _match(svc: TournamentService, proposal_id: int) -> tuple[int, int]:
    row = svc.store.get_proposal(proposal_id)
    if row is None:
        raise NoSuchProposal(f"There is no proposal {proposal_id}.")
    return row.session, row.table


def accept(
    svc: TournamentService, proposal_id: int, corrected: Corrected | None = None
) -> Proposal:
    """Store the proposed hand, or `corrected`: the referee's own entry of it (a
    `HandEntry`, or the proposal's JSON shape: `{"winner", "from", "tiles"}` or
    `{"draw": true}`); the proposal is then "stored"."""
    s, t = _match(svc, proposal_id)
    with svc._operation(f"accept proposal {proposal_id}", s, t):
        p = _settled(svc, proposal_id)
        notes: dict[str, object] = {"corrected": corrected is not None}
        if corrected is None:
            if svc.match_version(s, t) != p.version:
                raise ProposalConflict(
                    f"The match of proposal {proposal_id} changed since it was proposed (a "
                    "hand or penalty entered at a station): look at it again, then accept "
                    "it with your corrected hand, or reject it."
                )
            points = tuple(exact_points(x) for x in p.points) or None
            entry = p.request.entry(svc.table(s, t))
            svc.record_hand(s, t, p.hand, entry, expected_points=points, expected_version=p.version)
        else:
            entry = _entry(svc, p, corrected)
            svc.record_hand(s, t, p.hand, entry)
            stored = svc.hand(s, t, p.hand)
            if stored is not None:  # the table's pages show what the referee stored
                notes["stored"] = result_json(stored)
        p = p.but(status="stored", notes=p.notes | notes)
        svc.store.put_proposal(p.row())
        return p


def _entry(svc: TournamentService, p: Proposal, corrected: Corrected) -> HandEntry:
    if isinstance(corrected, HandEntry):
        return corrected
    if not isinstance(corrected, Mapping):
        raise Refused('A corrected hand is {"winner", "from", "tiles"} or {"draw": true}.')
    request = read_request({**corrected, "hand": p.hand})
    return request.entry(svc.table(p.session, p.table))


def reject(svc: TournamentService, proposal_id: int, reason: object) -> Proposal:
    """Turn the proposal down with the referee's reason (nothing is stored)."""
    text = reason_text(reason)
    s, t = _match(svc, proposal_id)
    with svc._operation(f"reject proposal {proposal_id}", s, t):
        p = _settled(svc, proposal_id).but(status="rejected", reason=f"Rejected: {text}")
        svc.store.put_proposal(p.row())
        return p
