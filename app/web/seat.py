"""The seat's page and its preview: `GET /seat/{token}` (the phone's page, HTML) and
`POST /api/v1/preview` (what a proposal would give, stored nowhere).

The page's secret is in its address. Its answer is never kept (no-store), never sent
on to another site (no-referrer), and an unknown or replaced secret gets a page saying
what to do, with 401. The rest of the API the page uses (`/api/v1/seat`, proposals,
confirm, dispute) is app.web.api's; the page and the preview share its rate limits
(app.web.limits): an unknown secret tried at /seat/ counts as a refusal of the
address, as it does at the API, so the page is no way round the guessing limit."""

from __future__ import annotations

import json

from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response

from app.domain.seat_preview import preview
from app.domain.service import TournamentService
from app.domain.tableside import TableSideRefused, UnknownSeat
from app.web.gate import ServiceGate
from app.web.limits import SeatLimits, seconds_header, secret_key
from app.web.seat_messages import said
from app.web.seat_page import SeatView, busy_page, invalid_page, seat_page
from app.web.words import chosen_language

# A seat's answers carry its secret (in the address or the header): never kept.
PRIVATE = {"Cache-Control": "no-store", "Referrer-Policy": "no-referrer", "Vary": "Accept-Language"}
BEARER = "bearer "
BUSY = "Too many requests: wait a moment and try again."


class SeatPages:
    """The handlers, on the server's gate to the service."""

    def __init__(self, gate: ServiceGate, limits: SeatLimits) -> None:
        self.gate, self.limits = gate, limits

    def _wait(self, request: Request, token: str) -> float:
        """Seconds to wait before this seat (or this address) may ask again, 0 if now."""
        address = request.client.host if request.client else ""
        return self.limits.before(secret_key(token), address, write=False)

    def _seen(self, request: Request, token: str, worked: bool) -> None:
        if worked:
            self.limits.worked(secret_key(token))
        else:
            self.limits.refused(request.client.host if request.client else "")

    async def page(self, request: Request) -> Response:
        token = str(request.path_params.get("token", ""))
        lang = _language(request)
        wait = self._wait(request, token)
        if wait:
            headers = {**PRIVATE, "Retry-After": seconds_header(wait)}
            return HTMLResponse(busy_page(lang), status_code=429, headers=headers)
        view = await self.gate.call(lambda service: _view(service, token))
        self._seen(request, token, view is not None)
        if view is None:
            return HTMLResponse(invalid_page(lang), status_code=401, headers=PRIVATE)
        return HTMLResponse(seat_page(view, lang), headers=PRIVATE)

    async def preview(self, request: Request) -> Response:
        """`POST /api/v1/preview`: `{"result", "verdict", "referee"}` for a proposal's
        body; the proposal's own refusals (400, 401, 422) otherwise, a 422 also with
        `said`, the reason in the page's language (`?lang=`, else Accept-Language)."""
        token = bearer_token(request)
        wait = self._wait(request, token)
        if wait:
            return _error(429, BUSY, {"Retry-After": seconds_header(wait)})
        try:
            payload = json.loads(await request.body())
        except (ValueError, UnicodeDecodeError):
            return _error(400, "The body is not JSON: send the proposal's JSON object.")
        try:
            answer = await self.gate.call(lambda service: preview(service, token, payload))
        except TableSideRefused as refused:
            if refused.status == 401:
                self._seen(request, token, False)
            if refused.status != 422:
                return _error(refused.status, str(refused))
            # why the hand is not a win, also as the page says it
            why = {"error": str(refused), "said": said(str(refused), _language(request))}
            return JSONResponse(why, status_code=422, headers={"Cache-Control": "no-store"})
        self._seen(request, token, True)
        return JSONResponse(answer, headers={"Cache-Control": "no-store"})


def bearer_token(request: Request) -> str:
    """The secret of `Authorization: Bearer TOKEN` ("" when missing: refused as an
    unknown secret by the domain)."""
    given = request.headers.get("authorization", "")
    if given[: len(BEARER)].casefold() != BEARER:
        return ""
    return given[len(BEARER) :].strip()


def _language(request: Request) -> str:
    return chosen_language(request.query_params.get("lang"), request.headers.get("accept-language"))


def _view(service: TournamentService, token: str) -> SeatView | None:
    """The seat's page, or None for a secret nobody has."""
    try:
        link = service.seat_of_token(token)
    except UnknownSeat:
        return None
    table = service.table(link.session, link.table)
    names = tuple(service.player(p).name for p in table.seats)
    settings = service.settings()
    rules = service.rules()
    return SeatView(
        settings.name,
        link.session,
        link.table,
        link.letter,
        (names[0], names[1], names[2], names[3]),
        settings.hands_per_match,
        rules.name,
        rules.system.flower_entry(rules.options),
    )


def _error(status: int, message: str, headers: dict[str, str] | None = None) -> Response:
    answer_headers = {"Cache-Control": "no-store", **(headers or {})}
    return JSONResponse({"error": message}, status_code=status, headers=answer_headers)
