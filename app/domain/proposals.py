"""Table-side proposals: a seat proposes its match's next hand, the other three confirm
or dispute it, the referee settles what the table could not (docs/contracts.md).

Everything goes through the one hand path: a proposal's scoring is the service's
`preview_hand` (the engine, server side), three confirmations store it with
`record_hand` and the points previewed (other points are refused, never stored), and
the claim is checked by the engine's claim check. Each operation is one transaction on
the match; a proposal remembers the match version it was based on, and a confirmation
after the match changed is refused (409), never stored over the change.
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from app.domain import handtiles
from app.domain.anyhands import HandEntry
from app.domain.errors import Refused
from app.domain.model import HandRecord, Points, Table
from app.domain.proposal_model import Proposal, Request, from_row, read_request, reason_text
from app.domain.rotation import table_winds
from app.domain.seatlinks import seat_of_token
from app.domain.tableside import (
    SEAT_LETTERS,
    NoSuchProposal,
    NotAWin,
    NotYourTable,
    ProposalConflict,
    SeatLink,
    UnknownSeat,
)
from scoring import HandError
from scoring.names import split_entries
from scoring.result import json_number

if TYPE_CHECKING:
    from app.domain.service import TournamentService

OPEN = ("pending", "referee")  # a proposal still to be settled


def _still_valid(svc: TournamentService, token: str, seat: SeatLink) -> None:
    """The secret read again under the transaction's lock: links rotated between the
    first lookup and this write are refused too (a rotation waits for match writers
    and they for it, so this read sees any rotation committed before)."""
    if svc.store.seat_of_token(token) != seat:
        raise UnknownSeat("This seat link was just replaced: ask the referee for the new card.")


def next_hand(svc: TournamentService, session: int, table: int) -> int:
    """The first hand of the match not entered (one past the last when all are)."""
    entered = {h.hand for h in svc.store.list_hands(session, table)}
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
        _retire_outdated(svc, s, t, version)
        for other in _open_proposals(svc, s, t):
            if other.hand == request.hand and other.status == "referee":
                raise ProposalConflict(f"Hand {request.hand} is with the referee: wait for it.")
            if other.hand == request.hand:
                raise ProposalConflict(
                    f"Hand {request.hand} is already proposed (by {SEAT_LETTERS[other.by]}): "
                    "confirm or dispute that proposal."
                )
        made = _scored(svc, seat, request, version)
        return from_row(svc.store.add_proposal(made.row()))


def _scored(svc: TournamentService, seat: SeatLink, request: Request, version: str) -> Proposal:
    """The new proposal with the engine's result and the claim's verdict."""
    table = svc.table(seat.session, seat.table)
    entry = request.entry(table)
    base = Proposal(0, seat.session, seat.table, seat.seat, "pending", version, request, None, None)
    try:
        record = svc.preview_hand(seat.session, seat.table, request.hand, entry)
    except Refused as refused:
        # Under the minimum is the referee's to settle; anything else is not a win.
        verdict = _verdict(svc, table, request, entry)
        if verdict is None or verdict.get("meets_minimum") is not False:
            raise NotAWin(str(refused)) from None
        reason = str(verdict.get("minimum_reason") or refused)
        return base.but(status="referee", verdict=verdict, reason=reason)
    verdict = _verdict(svc, table, request, entry) if request.claim else None
    points = tuple(str(p) for p in record.points)
    made = base.but(result=_result(record), verdict=verdict, points=points)
    if verdict is not None and verdict.get("verdict") == "wrong":
        return made.but(status="referee", reason="The claim is not the engine's count.")
    return made


def _verdict(
    svc: TournamentService, table: Table, request: Request, entry: HandEntry
) -> dict[str, object] | None:
    """The engine's check of the claim (MCR's claim check), None where it has none."""
    rules = svc.rules()
    if request.draw or request.winner is None or not rules.claims or rules.name != "mcr":
        return None
    from scoring.__main__ import claims_json  # the contract's JSON of a claim check
    from scoring.explain import check_claims

    seats = table_winds(table, request.hand, rules.hands)
    winner = entry.winners[0]
    try:
        full = handtiles.situated(rules, seats, request.hand, winner, entry.tiles[0], entry, True)
        # MCR's notation ends at the flowers: who gave the tile is in the situation.
        full = "|".join(full.split("|")[:3])
        check = check_claims(full, split_entries(request.claim or ""), options=rules.options)
    except (HandError, Refused):
        return None
    return claims_json(check)


def _result(record: HandRecord) -> dict[str, object]:
    """The scoring JSON of a previewed hand: fans, total and payments by seat letter."""
    return {
        "draw": record.draw,
        "tiles": record.tiles,
        "fans": [
            {"id": f.fan_id, "name": f.name, "points": json_number(f.points), "count": f.count}
            for f in record.fans
        ],
        "total": json_number(record.fan) if record.fan is not None else None,
        "payments": {
            letter: json_number(p) for letter, p in zip(SEAT_LETTERS, record.points, strict=True)
        },
    }


scored_proposal = _scored  # the seat's preview scores a hand as a proposal is scored


def _retire_outdated(svc: TournamentService, session: int, table: int, version: str) -> None:
    """Pending proposals made before the match changed (a hand or a penalty entered at a
    station) can never be stored: rejected, with why, so the table's pages stop waiting
    for them. Those with the referee stay for the referee."""
    for p in _open_proposals(svc, session, table):
        if p.status == "pending" and p.version != version:
            outdated = "Outdated: the table's hands changed after it was proposed."
            svc.store.put_proposal(p.but(status="rejected", reason=outdated).row())


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
        if svc.match_version(p.session, p.table) != p.version:
            raise ProposalConflict(
                "The table's hands changed since this proposal: propose the hand again."
            )
        if seat.seat in p.confirmed_by:
            return p
        p = p.but(confirmed_by=(*p.confirmed_by, seat.seat))
        if len(p.confirmed_by) == 3:
            table = svc.table(p.session, p.table)
            points = tuple(_exact(x) for x in p.points)
            svc.record_hand(
                p.session, p.table, p.hand, p.request.entry(table),
                expected_points=points, expected_version=p.version,
            )  # fmt: skip
            p = p.but(status="stored")
        svc.store.put_proposal(p.row())
        return p


def _exact(text: str) -> Points:
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
        disputes = (*p.disputes, (seat.seat, text))
        p = p.but(status="referee", disputes=disputes, reason=f"Disputed by {seat.letter}: {text}")
        svc.store.put_proposal(p.row())
        return p


def proposals(svc: TournamentService, session: int, table: int) -> list[Proposal]:
    return [from_row(r) for r in svc.store.list_proposals(session, table)]


def seat_state(svc: TournamentService, token: str) -> dict[str, object]:
    """What a seat's page shows (`GET /api/v1/seat`)."""
    seat = seat_of_token(svc, token)
    with svc.store.snapshot():
        table = svc.table(seat.session, seat.table)
        return {
            "session": seat.session,
            "table": seat.table,
            "seat": seat.letter,
            "player": table.seats[seat.seat],
            "players": dict(zip(SEAT_LETTERS, table.seats, strict=True)),
            "hand": next_hand(svc, seat.session, seat.table),
            "proposals": [p.to_json() for p in proposals(svc, seat.session, seat.table)],
        }
