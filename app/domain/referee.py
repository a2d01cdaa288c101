"""The referee's queue of table-side proposals: disputed ones, wrong claims and hands
under the minimum (docs/contracts.md). Accepting stores the hand (or the referee's
corrected entry) through the one hand path; rejecting keeps it, with the reason, for
the table's pages to show."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.domain.anyhands import HandEntry
from app.domain.proposal_model import Proposal, from_row, reason_text
from app.domain.tableside import NoSuchProposal, ProposalConflict

if TYPE_CHECKING:
    from app.domain.service import TournamentService


def queue(svc: TournamentService) -> list[dict[str, object]]:
    """Every proposal waiting for the referee, oldest first (the contract's rows)."""
    return [
        {
            "id": p.id,
            "session": p.session,
            "table": p.table,
            "hand": p.hand,
            "reason": p.reason,
            "proposal": p.to_json(),
        }
        for p in (from_row(r) for r in svc.store.list_proposals(status="referee"))
    ]


def _settled(svc: TournamentService, proposal_id: int) -> Proposal:
    """The proposal to settle, read inside its match's transaction."""
    row = svc.store.get_proposal(proposal_id)
    if row is None:
        raise NoSuchProposal(f"There is no proposal {proposal_id}.")
    p = from_row(row)
    if p.status not in ("pending", "referee"):
        raise ProposalConflict(f"Proposal {proposal_id} is already {p.status}.")
    return p


def _match(svc: TournamentService, proposal_id: int) -> tuple[int, int]:
    row = svc.store.get_proposal(proposal_id)
    if row is None:
        raise NoSuchProposal(f"There is no proposal {proposal_id}.")
    return row.session, row.table


def accept(
    svc: TournamentService, proposal_id: int, corrected: HandEntry | None = None
) -> Proposal:
    """Store the proposed hand (or `corrected`, the referee's own entry of it) through
    the service; the proposal is then "stored"."""
    s, t = _match(svc, proposal_id)
    with svc._operation(f"accept proposal {proposal_id}", s, t):
        p = _settled(svc, proposal_id)
        entry = corrected if corrected is not None else p.request.entry(svc.table(s, t))
        # No version check: the referee decides now, on the match as it is; a hand
        # already entered is refused by record_hand (never replaced).
        svc.record_hand(s, t, p.hand, entry)
        p = p.but(status="stored", notes=p.notes | {"corrected": corrected is not None})
        svc.store.put_proposal(p.row())
        return p


def reject(svc: TournamentService, proposal_id: int, reason: object) -> Proposal:
    """Turn the proposal down with the referee's reason (nothing is stored)."""
    text = reason_text(reason)
    s, t = _match(svc, proposal_id)
    with svc._operation(f"reject proposal {proposal_id}", s, t):
        p = _settled(svc, proposal_id).but(status="rejected", reason=f"Rejected: {text}")
        svc.store.put_proposal(p.row())
        return p
