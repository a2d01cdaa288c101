"""Table-side proposals: a seat proposes its match's next hand, the other three confirm
or dispute it, the referee settles what the table could not (docs/contracts.md).

Everything goes through the one hand path: a proposal's scoring is the service's
`preview_hand` (the engine, server side), three confirmations store it with
`record_hand` and the points previewed (other points are refused, never stored), and
the claim is checked under the tournament's rule system (app.domain.proposal_scoring,
app.domain.claimcheck). Each operation is one transaction on the match; a proposal
remembers the match version it was based on, and one overtaken since (a hand or a
penalty entered at a station, the table seated again) is refused (409), never stored
over the change (app.domain.retirement).
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from app.domain.model import Points
from app.domain.proposal_model import Proposal, from_row, read_request, reason_text
from app.domain.proposal_scoring import scored
from app.domain.retirement import OPEN, current, match_now, retire_outdated, why_outdated
from app.domain.seatlinks import seat_of_token, seated
from app.domain.tableside import (
    SEAT_LETTERS,
    NoSuchProposal,
    NotYourTable,
    ProposalConflict,
    SeatLink,
    UnknownSeat,
)

if TYPE_CHECKING:
    from app.domain.service import TournamentService


def _still_valid(svc: TournamentService, token: str, seat: SeatLink) -> None:
    """The secret read again under the transaction's lock: links rotated between the
    first lookup and this write are refused too (a rotation waits for match writers
    and they for it, so this read sees any rotation committed before)."""
    if svc.store.seat_of_token(token) != seat:
        raise UnknownSeat("This seat link was just replaced: ask the referee for the new card.")


def next_hand(svc: TournamentService, session: int, table: int) -> int:
    """The first hand of the match not entered (one past the last when all are)."""
    return _first_missing(set(svc.store.hand_numbers(session, table)), svc)


def _first_missing(entered: set[int] | frozenset[int], svc: TournamentService) -> int:
    hands = svc.settings().hands_per_match
    return next((h for h in range(1, hands + 1) if h not in entered), hands + 1)


def propose(svc: TournamentService, token: str, payload: object) -> Proposal:
    """A seat's proposal of its match's next hand, scored by the engine; to the referee
    at once when its claim is wrong or the hand is under the minimum."""
    seat = seat_of_token(svc, token)
    request = read_request(payload)
    s, t = seat.session, seat.table
    with svc._operation(f"propose hand {s}/{t}/{request.hand}", s, t):
        _still_valid(svc, token, seat)
        status = svc._status(s, t)
        if status.state.value != "open" or status.totals_only:
            raise ProposalConflict(f"Table {t} of session {s} is closed: ask the referee.")
        expected = next_hand(svc, s, t)
        if request.hand != expected:
            raise ProposalConflict(f"The next hand of this table is hand {expected}.")
        version = svc.match_version(s, t)
        retire_outdated(svc, s, t)
        for other in _open_proposals(svc, s, t):
            if other.hand == request.hand and other.status == "referee":
                raise ProposalConflict(f"Hand {request.hand} is with the referee: wait for it.")
            if other.hand == request.hand:
                raise ProposalConflict(
                    f"Hand {request.hand} is already proposed (by {SEAT_LETTERS[other.by]}): "
                    "confirm or dispute that proposal."
                )
        made = scored(svc, seat, request, version, svc.table(s, t))
        return from_row(svc.store.add_proposal(made.row()))


def _open_proposals(svc: TournamentService, session: int, table: int) -> list[Proposal]:
    return [from_row(r) for r in svc.store.list_proposals(session, table) if r.status in OPEN]


def _own(svc: TournamentService, seat: SeatLink, proposal_id: int) -> Proposal:
    row = svc.store.get_proposal(proposal_id) if isinstance(proposal_id, int) else None
    if row is None:
        raise NoSuchProposal(f"There is no proposal {proposal_id}.")
    if (row.session, row.table) != (seat.session, seat.table):
        raise NotYourTable("This proposal is another table's: your link acts for your table only.")
    return from_row(row)


def confirm(svc: TournamentService, token: str, proposal_id: int) -> Proposal:
    """Another seat confirms; the third confirmation stores the hand (status stored). A
    proposal already stored is answered as it is (nothing is stored twice)."""
    seat = seat_of_token(svc, token)
    with svc._operation(f"confirm proposal {proposal_id}", seat.session, seat.table):
        _still_valid(svc, token, seat)
        p = _own(svc, seat, proposal_id)
        if p.status == "stored":
            return p
        if p.by == seat.seat:
            raise NotYourTable("A seat cannot confirm its own proposal.")
        if p.status != "pending":
            raise ProposalConflict(f"This proposal is {_said(p)}: it cannot be confirmed.")
        _refuse_outdated(svc, p)
        if seat.seat in p.confirmed_by:
            return p
        p = p.but(confirmed_by=(*p.confirmed_by, seat.seat))
        if len(p.confirmed_by) == 3:
            table = svc.table(p.session, p.table)
            points = tuple(exact_points(x) for x in p.points)
            svc.record_hand(
                p.session, p.table, p.hand, p.request.entry(table),
                expected_points=points, expected_version=p.version,
            )  # fmt: skip
            p = p.but(status="stored")
        svc.store.put_proposal(p.row())
        return p


def _refuse_outdated(svc: TournamentService, p: Proposal) -> None:
    """ProposalConflict (409) when the open proposal `p` can no longer be stored."""
    why = why_outdated(p, match_now(svc, p.session, p.table))
    if why is None:
        return
    if why[0] == "changed":
        raise ProposalConflict(
            "The table's hands changed since this proposal: propose the hand again."
        )
    raise ProposalConflict(why[1])


def exact_points(text: str) -> Points:
    value = Fraction(text)
    return int(value) if value.denominator == 1 else value


def _said(p: Proposal) -> str:
    return {"referee": "with the referee", "rejected": "rejected"}.get(p.status, p.status)


def dispute(svc: TournamentService, token: str, proposal_id: int, reason: object) -> Proposal:
    """Another seat disputes a pending proposal: it goes to the referee with the reason."""
    seat = seat_of_token(svc, token)
    text = reason_text(reason)
    with svc._operation(f"dispute proposal {proposal_id}", seat.session, seat.table):
        _still_valid(svc, token, seat)
        p = _own(svc, seat, proposal_id)
        if p.by == seat.seat:
            raise NotYourTable("A seat cannot dispute its own proposal.")
        if p.status not in OPEN:
            raise ProposalConflict(f"This proposal is {_said(p)}: it cannot be disputed.")
        _refuse_outdated(svc, p)
        disputes = (*p.disputes, (seat.seat, text))
        p = p.but(status="referee", disputes=disputes, reason=f"Disputed by {seat.letter}: {text}")
        svc.store.put_proposal(p.row())
        return p


def proposals(svc: TournamentService, session: int, table: int) -> list[Proposal]:
    return [from_row(r) for r in svc.store.list_proposals(session, table)]


def seat_state(svc: TournamentService, token: str) -> dict[str, object]:
    """What a seat's page shows (`GET /api/v1/seat`), each proposal as it stands now
    (docs/contracts.md). Polled by every phone: a handful of small reads, the whole
    match read only while a proposal waits for the table (app.domain.retirement)."""
    with svc.store.snapshot():
        seat, table = seated(svc, token)
        s, t = seat.session, seat.table
        now = match_now(svc, s, t, table.seats)
        rows = svc.store.list_proposals(s, t)
        return {
            "session": s,
            "table": t,
            "seat": seat.letter,
            "player": table.seats[seat.seat],
            "players": dict(zip(SEAT_LETTERS, table.seats, strict=True)),
            "hand": _first_missing(now.entered, svc),
            "proposals": [current(from_row(r), now).to_json() for r in rows],
        }
