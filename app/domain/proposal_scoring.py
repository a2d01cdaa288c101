"""A new proposal scored by the engine through the one hand path, and its claim checked
under the tournament's rule system (docs/contracts.md, "Table-side entry").

The hand is previewed exactly as a station's entry would be (`preview_hand`). A hand
the rules refuse is looked at once more: tiles that win but stay under the system's
minimum go to the referee (in every system); anything else is not a win (422). A claim
the engine finds wrong goes to the referee too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import scoring
from app.domain import claimcheck, handtiles
from app.domain.anyhands import HandEntry
from app.domain.errors import Refused
from app.domain.model import HandRecord, Table
from app.domain.proposal_model import Proposal, Request
from app.domain.rotation import table_winds
from app.domain.rulesets import TournamentRules
from app.domain.tableside import SEAT_LETTERS, NotAWin, SeatLink
from scoring import HandError
from scoring.result import json_number

if TYPE_CHECKING:
    from app.domain.service import TournamentService


def scored(
    svc: TournamentService, seat: SeatLink, request: Request, version: str, table: Table
) -> Proposal:
    """The new proposal with the engine's result and the claim's verdict."""
    rules = svc.rules()
    entry = request.entry(table)
    base = Proposal(
        0, seat.session, seat.table, seat.seat, "pending", version, request, None, None,
        players=table.seats,
    )  # fmt: skip
    try:
        record = svc.preview_hand(seat.session, seat.table, request.hand, entry)
    except Refused as refused:
        full = _winning_full(rules, table, request, entry)
        if full is None:
            raise NotAWin(str(refused)) from None
        # Tiles that win, under the minimum: the referee's ruling (a false win, a draw).
        verdict = claimcheck.verdict(rules, full, request.claim or "")
        return base.but(status="referee", verdict=verdict, reason=f"Under the minimum: {refused}")
    made = base.but(result=result_json(record), points=tuple(str(p) for p in record.points))
    if request.draw or not request.claim:
        return made
    verdict = claimcheck.verdict(rules, full_notation(rules, table, request, entry), request.claim)
    made = made.but(verdict=verdict)
    if verdict is not None and verdict.get("verdict") == "wrong":
        return made.but(status="referee", reason="The claim is not the engine's count.")
    return made


def full_notation(rules: TournamentRules, table: Table, request: Request, entry: HandEntry) -> str:
    """The winner's notation as the table played it: the winds of the hand, who gave the
    tile and the fourth part's tokens, as the service scores it (handtiles.by_tiles)."""
    seats = table_winds(table, request.hand, rules.hands)
    entry = handtiles.written_extras(rules, seats, entry)
    return handtiles.situated(
        rules, seats, request.hand, entry.winners[0], entry.tiles[0], entry, True
    )


def _winning_full(
    rules: TournamentRules, table: Table, request: Request, entry: HandEntry
) -> str | None:
    """The full notation when the tiles win but the hand is under the minimum; None
    for anything else the rules refuse (not a win, unreadable, a contradiction)."""
    if request.draw or not entry.winners:
        return None
    try:
        full = full_notation(rules, table, request, entry)
        result = scoring.score_hand(full, rules=rules.system, options=rules.options)
    except (HandError, Refused):
        return None
    return None if result.meets_minimum else full


def result_json(record: HandRecord) -> dict[str, object]:
    """The scoring JSON of a hand: fans, total and payments by seat letter."""
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
