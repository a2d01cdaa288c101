"""What a seat's proposal would give, before it is made (`POST /api/v1/preview`): the
engine's fans, total and payments and the claim's verdict, as the seat's page shows
them while the tiles are entered. Nothing is stored and nothing is locked: it is the
proposals' own scoring (`app.domain.proposal_scoring.scored`), so the preview and the
proposal can never disagree."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.domain.proposal_model import read_request
from app.domain.proposal_scoring import scored
from app.domain.seatlinks import seat_of_token

if TYPE_CHECKING:
    from app.domain.service import TournamentService


def preview(svc: TournamentService, token: str, payload: object) -> dict[str, object]:
    """`{"result", "verdict", "referee"}` for the hand `payload` proposes (the body of
    `POST /api/v1/proposals`): `referee` is why the proposal would go to the referee
    (a claim the engine counts otherwise, a hand under the minimum), else null.
    Refusals are the proposal's: 400 malformed, 401 unknown secret, 422 not a win."""
    seat = seat_of_token(svc, token)
    request = read_request(payload)
    with svc.store.snapshot():
        table = svc.table(seat.session, seat.table)
        made = scored(svc, seat, request, "", table)
    return {
        "result": made.result,
        "verdict": made.verdict,
        "referee": made.reason if made.status == "referee" else None,
    }
