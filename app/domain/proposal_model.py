"""A table-side proposal as the domain reads it, and its JSON (docs/contracts.md).

The store keeps a proposal's keys and state in columns and the rest in a JSON body
(`ProposalRow.body`); `Proposal` is both together. The request a seat sends is read by
`read_request`: one clear 400 message for anything malformed.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from app.domain import limits
from app.domain.anyhands import HandEntry
from app.domain.model import Table
from app.domain.tableside import SEAT_LETTERS, BadRequest, ProposalRow
from scoring import HandError
from scoring.notation import parse_situation

MAX_CLAIM = 500  # characters of a claim line
MAX_REASON = 500  # characters of a dispute's or a rejection's reason


@dataclass(frozen=True)
class Request:
    """What a seat proposes: a win (winner seat, from seat or None = self-drawn, the
    tiles as written, the claim as written, whether the winning tile was robbed from
    the discarder's kong) or a draw."""

    hand: int
    draw: bool = False
    winner: int | None = None
    discarder: int | None = None
    tiles: str | None = None
    claim: str | None = None
    robbed: bool = False

    def entry(self, table: Table) -> HandEntry:
        """The hand entry of the one hand path, with the table's players."""
        if self.draw or self.winner is None:
            return HandEntry()
        giver = None if self.discarder is None else table.seats[self.discarder]
        return HandEntry(
            (table.seats[self.winner],), giver, (self.tiles or "",), robbed=self.robbed
        )

    def to_json(self) -> dict[str, object]:
        return {
            "hand": self.hand,
            "draw": self.draw,
            "winner": _letter(self.winner),
            "from": None if self.draw else (_letter(self.discarder) or "self"),
            "tiles": self.tiles,
            "claim": self.claim,
            "robbed": self.robbed,
        }


def _letter(seat: int | None) -> str | None:
    return None if seat is None else SEAT_LETTERS[seat]


def _seat(value: object, what: str) -> int:
    if not isinstance(value, str) or value.upper() not in SEAT_LETTERS:
        raise BadRequest(f"The {what} is a seat letter E, S, W or N.")
    return SEAT_LETTERS.index(value.upper())


def _text(payload: Mapping[str, object], key: str, most: int) -> str | None:
    value = payload.get(key)
    if value is None:
        return None
    if not isinstance(value, str) or len(value) > most:
        raise BadRequest(f'"{key}" is a text of at most {most} characters.')
    return value.strip() or None


def read_request(payload: object) -> Request:
    """The proposal a seat sent (the API's JSON object); BadRequest (400) if malformed."""
    if not isinstance(payload, Mapping):
        raise BadRequest("A proposal is a JSON object.")
    hand = payload.get("hand")
    if not isinstance(hand, int) or isinstance(hand, bool) or not 1 <= hand <= 999:
        raise BadRequest('"hand" is the number of the hand proposed.')
    robbed = payload.get("robbed", False)
    if not isinstance(robbed, bool):
        raise BadRequest(
            '"robbed" is true or false: whether the winning tile was robbed from a kong.'
        )
    if payload.get("draw") is True:
        if robbed:
            raise BadRequest('A draw robs no kong: leave out "robbed".')
        return Request(hand, draw=True)
    winner = _seat(payload.get("winner"), "winner")
    given = payload.get("from")
    discarder = None if given == "self" else _seat(given, '"from" seat (or "self")')
    if discarder == winner:
        raise BadRequest('The winner cannot win on their own discard: "from" is "self".')
    tiles = _text(payload, "tiles", limits.MAX_NOTATION)
    if tiles is None:
        raise BadRequest('A win gives its "tiles" in notation.')
    if robbed and discarder is None:
        raise BadRequest(
            'Robbing a kong is a win on another seat\'s kong: "from" is that seat, not "self".'
        )
    # As the desktop's entry reads it: the kong flag on a discard means robbing a kong.
    robbed = robbed or (discarder is not None and _kong_flag(tiles))
    claim = _text(payload, "claim", MAX_CLAIM)
    return Request(hand, False, winner, discarder, tiles, claim, robbed)


def _kong_flag(tiles: str) -> bool:
    """Whether the notation's situation (`|PSabcd`) sets the kong flag; a situation
    that cannot be read says nothing here (the scoring refuses it in its words)."""
    parts = tiles.split("|")
    if len(parts) < 2 or not parts[1].strip():
        return False
    try:
        return parse_situation(parts[1].strip().upper()).kong
    except HandError:
        return False


def reason_text(reason: object) -> str:
    if not isinstance(reason, str) or not reason.strip() or len(reason) > MAX_REASON:
        raise BadRequest(f"Give a reason (1 to {MAX_REASON} characters).")
    return reason.strip()


@dataclass(frozen=True)
class Proposal:
    """A proposed hand with its state (`status`: pending, stored, referee, rejected)."""

    id: int
    session: int
    table: int
    by: int  # the proposing seat, 0-3
    status: str
    version: str  # the match version it was based on
    request: Request
    result: dict[str, object] | None  # the engine's scoring (None: under the minimum)
    verdict: dict[str, object] | None  # the claim check (None: nothing claimed)
    points: tuple[str, ...] = ()  # the previewed points, exact, starting-seat order
    confirmed_by: tuple[int, ...] = ()
    disputes: tuple[tuple[int, str], ...] = ()
    reason: str | None = None  # why it went to the referee, or why it was rejected
    notes: dict[str, object] = field(default_factory=dict)  # e.g. accepted, corrected
    # The players by starting seat when it was proposed (() in a proposal stored before
    # they were kept): a table seated again since then makes the proposal outdated.
    players: tuple[int, ...] = ()

    @property
    def hand(self) -> int:
        return self.request.hand

    def but(self, **changes: Any) -> Proposal:
        return replace(self, **changes)

    def to_json(self) -> dict[str, object]:
        waiting = 3 - len(self.confirmed_by) if self.status == "pending" else 0
        return {
            "id": self.id,
            "session": self.session,
            "table": self.table,
            "hand": self.hand,
            "by": SEAT_LETTERS[self.by],
            "status": self.status,
            "confirmed_by": [SEAT_LETTERS[s] for s in self.confirmed_by],
            "waiting_for": waiting,
            "entry": self.request.to_json(),
            "result": self.result,
            "verdict": self.verdict,
            "disputes": [{"seat": SEAT_LETTERS[s], "reason": r} for s, r in self.disputes],
            "reason": self.reason,
        } | self.notes

    def row(self) -> ProposalRow:
        body = {
            "request": self.request.to_json(),
            "result": self.result,
            "verdict": self.verdict,
            "points": list(self.points),
            "confirmed_by": list(self.confirmed_by),
            "disputes": [list(d) for d in self.disputes],
            "reason": self.reason,
            "notes": self.notes,
            "players": list(self.players),
        }
        text = json.dumps(body, ensure_ascii=False, sort_keys=True)
        return ProposalRow(
            self.id or None, self.session, self.table, self.hand, self.by, self.status,
            self.version, text,
        )  # fmt: skip


def from_row(row: ProposalRow) -> Proposal:
    body = json.loads(row.body)
    r = body["request"]
    given = r.get("from")
    request = Request(
        r["hand"],
        bool(r["draw"]),
        None if r["winner"] is None else SEAT_LETTERS.index(r["winner"]),
        None if given in (None, "self") else SEAT_LETTERS.index(given),
        r["tiles"],
        r["claim"],
        bool(r.get("robbed", False)),  # a proposal kept before robbing could be said
    )
    return Proposal(
        row.id or 0, row.session, row.table, row.by_seat, row.status, row.version, request,
        body["result"], body["verdict"], tuple(body["points"]), tuple(body["confirmed_by"]),
        tuple((s, t) for s, t in body["disputes"]), body["reason"], body["notes"],
        tuple(body.get("players", ())),
    )  # fmt: skip
