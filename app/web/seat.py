"""The seat's page and its preview: `GET /seat/{token}` (the phone's page, HTML) and
`POST /api/v1/preview` (what a proposal would give, stored nowhere).

The page's secret is in its address. Its answer is never kept (no-store), never sent
on to another site (no-referrer), and an unknown or replaced secret gets a page saying
what to do, with 401. The rest of the API the page uses (`/api/v1/seat`, proposals,
confirm, dispute) is app.web.api's."""

from __future__ import annotations

import json

from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response

from app.domain.seat_preview import preview
from app.domain.service import TournamentService
from app.domain.tableside import TableSideRefused, UnknownSeat
from app.web.gate import ServiceGate
from app.web.seat_page import SeatView, invalid_page, seat_page
from app.web.words import chosen_language

# A seat's answers carry its secret (in the address or the header): never kept.
PRIVATE = {"Cache-Control": "no-store", "Referrer-Policy": "no-referrer", "Vary": "Accept-Language"}
BEARER = "bearer "


class SeatPages:
    """The handlers, on the server's gate to the service."""

    def __init__(self, gate: ServiceGate) -> None:
        self.gate = gate

    async def page(self, request: Request) -> Response:
        token = str(request.path_params.get("token", ""))
        lang = chosen_language(
            request.query_params.get("lang"), request.headers.get("accept-language")
        )
        view = await self.gate.call(lambda service: _view(service, token))
        if view is None:
            return HTMLResponse(invalid_page(lang), status_code=401, headers=PRIVATE)
        return HTMLResponse(seat_page(view, lang), headers=PRIVATE)

    async def preview(self, request: Request) -> Response:
        """`POST /api/v1/preview`: `{"result", "verdict", "referee"}` for a proposal's
        body; the proposal's own refusals (400, 401, 422) otherwise."""
        token = bearer_token(request)
        try:
            payload = json.loads(await request.body())
        except (ValueError, UnicodeDecodeError):
            return _error(400, "The body is not JSON: send the proposal's JSON object.")
        try:
            answer = await self.gate.call(lambda service: preview(service, token, payload))
        except TableSideRefused as refused:
            return _error(refused.status, str(refused))
        return JSONResponse(answer, headers={"Cache-Control": "no-store"})


def bearer_token(request: Request) -> str:
    """The secret of `Authorization: Bearer TOKEN` ("" when missing: refused as an
    unknown secret by the domain)."""
    given = request.headers.get("authorization", "")
    if given[: len(BEARER)].casefold() != BEARER:
        return ""
    return given[len(BEARER) :].strip()


def _view(service: TournamentService, token: str) -> SeatView | None:
    """The seat's page, or None for a secret nobody has."""
    try:
        link = service.seat_of_token(token)
    except UnknownSeat:
        return None
    table = service.table(link.session, link.table)
    names = tuple(service.player(p).name for p in table.seats)
    settings = service.settings()
    return SeatView(
        settings.name,
        link.session,
        link.table,
        link.letter,
        (names[0], names[1], names[2], names[3]),
        settings.hands_per_match,
        service.rules().name,
    )


def _error(status: int, message: str) -> Response:
    return JSONResponse(
        {"error": message}, status_code=status, headers={"Cache-Control": "no-store"}
    )
