"""The seat's JSON API (docs/contracts.md, "Table-side entry"): `GET /api/v1/seat`,
`POST /api/v1/proposals`, `POST /api/v1/proposals/{id}/confirm` and `.../dispute`.

Each request carries its seat's secret as `Authorization: Bearer TOKEN`; the service
decides what the seat may do (`TableSideRefused.status` is the answer's status) and
every call goes through the service gate. The seat's state, which every phone polls
every 2 s, is read once per change of its table (app.web.api_cache) and answered 304
while the phone has it (its ETag). Rates are limited per secret and, for refused secrets,
per address (app.web.limits). Nothing here logs, and no message repeats a secret.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable

from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from app.domain.proposal_model import Proposal
from app.domain.service import TournamentService
from app.domain.tableside import TableSideRefused
from app.web.api_cache import SeatCache
from app.web.gate import ServiceGate
from app.web.limits import SeatLimits, seconds_header, secret_key
from app.web.seat_messages import said
from app.web.words import chosen_language

# Answers about a seat hold what only its secret may read: never kept by a browser
# or a proxy.
PRIVATE = {"Cache-Control": "no-store"}
NO_SECRET = "Give the seat's secret as 'Authorization: Bearer TOKEN' (the seat link's token)."
MAX_ID = 2**62  # a proposal number beyond any the store gives (and beyond its integers)


class ApiRefusal(Exception):
    """An answer `{"error": message}` with `status` (and headers), decided before or
    instead of the service."""

    def __init__(self, status: int, message: str, headers: dict[str, str] | None = None):
        super().__init__(message)
        self.status, self.message, self.headers = status, message, headers or {}


class SeatApi:
    """The handlers, sharing the app's service gate; the seats' answers and the rate
    limits are their own."""

    def __init__(self, gate: ServiceGate, limits: SeatLimits | None = None) -> None:
        self.gate = gate
        self.limits = limits or SeatLimits()
        self.seats = SeatCache()

    async def seat(self, request: Request) -> Response:
        """The seat's state; 304 while it is the one the phone has (If-None-Match).
        While the service is busy (a write, other requests waiting), the seat's last
        answer is given if its table had not changed at the last look, under 2 s ago
        (a phone's poll period): queueing behind the others would cost more."""

        async def answer(token: str) -> Response:
            kept = self.seats.recent(token) if self.gate.busy else None
            if kept is None:
                kept = await self.gate.call(lambda service: self.seats.answer(service, token))
            tag, body = kept
            headers = {**PRIVATE, "ETag": tag}
            if _matches(request.headers.get("if-none-match"), tag):
                return Response(status_code=304, headers=headers)
            return Response(body, media_type="application/json", headers=headers)

        return await self._as_seat(request, write=False, work=answer)

    async def _write(self, work: Callable[[TournamentService], Proposal]) -> Proposal:
        """A write through the gate; the seats' cache forgets what it changed."""
        return await self.gate.call(
            lambda service: self.seats.write(
                service, lambda: work(service), lambda p: (p.session, p.table)
            )
        )

    async def propose(self, request: Request) -> Response:
        async def answer(token: str) -> Response:
            payload = await _json_body(request, required=True)
            made = await self._write(lambda service: service.propose(token, payload))
            return _proposal(made, 201)

        return await self._as_seat(request, write=True, work=answer)

    async def confirm(self, request: Request) -> Response:
        async def answer(token: str) -> Response:
            number = _proposal_id(request)
            payload = await _json_body(request, required=False)
            if payload is not None and not isinstance(payload, dict):
                raise ApiRefusal(400, "A confirmation's body is a JSON object (or nothing).")
            done = await self._write(lambda service: service.confirm(token, number))
            return _proposal(done, 200)

        return await self._as_seat(request, write=True, work=answer)

    async def dispute(self, request: Request) -> Response:
        async def answer(token: str) -> Response:
            number = _proposal_id(request)
            payload = await _json_body(request, required=True)
            if not isinstance(payload, dict):
                raise ApiRefusal(400, 'A dispute is a JSON object {"reason": text}.')
            reason = payload.get("reason")
            done = await self._write(lambda service: service.dispute(token, number, reason))
            return _proposal(done, 200)

        return await self._as_seat(request, write=True, work=answer)

    async def _as_seat(
        self, request: Request, write: bool, work: Callable[[str], Awaitable[Response]]
    ) -> Response:
        """Run `work(secret)` for the request's seat, within the limits; every refusal
        is `{"error": message}` with its status, never kept by a browser or a proxy.
        A write's refusal also has `said`, the message in the page's language (`?lang=`,
        else Accept-Language): the page shows it, a phone in Chinese reads Chinese."""
        address = request.client.host if request.client else ""
        lang = _language(request) if write else None
        try:
            token = bearer(request.headers.get("authorization"))
            key = secret_key(token)
            wait = self.limits.before(key, address, write)
            if wait:
                raise ApiRefusal(
                    429,
                    "Too many requests: wait a moment and try again.",
                    {"Retry-After": seconds_header(wait)},
                )
            response = await work(token)
        except ApiRefusal as refusal:
            return _error(refusal.status, refusal.message, refusal.headers, lang)
        except HTTPException as e:  # a body over the size limit (413)
            return _error(e.status_code, e.detail, dict(e.headers or {}), lang)
        except TableSideRefused as refused:
            if refused.status == 401:
                self.limits.refused(address)
            return _error(refused.status, str(refused), lang=lang)
        self.limits.worked(key)
        return response


def bearer(header: str | None) -> str:
    """The secret of an `Authorization: Bearer TOKEN` header; 401 when it is missing
    or says something else (the message never repeats what was sent)."""
    scheme, _, token = (header or "").strip().partition(" ")
    token = token.strip()
    if scheme.lower() != "bearer" or not token or " " in token:
        raise ApiRefusal(401, NO_SECRET, {"WWW-Authenticate": "Bearer"})
    return token


async def _json_body(request: Request, required: bool) -> object:
    """The request's JSON (None when there is no body and none is required); 400 for
    anything that is not JSON. A body over the limit is 413 (app.web.guard)."""
    body = await request.body()
    if not body.strip():
        if required:
            raise ApiRefusal(400, "The request needs a JSON body.")
        return None
    try:
        return json.loads(body)
    except (ValueError, RecursionError):
        raise ApiRefusal(400, "The request's body is not valid JSON.") from None


def _proposal_id(request: Request) -> int:
    number = request.path_params["id"]
    if not isinstance(number, int) or not 0 < number < MAX_ID:
        raise ApiRefusal(404, "There is no such proposal.")
    return number


def _matches(sent: str | None, tag: str) -> bool:
    """Whether If-None-Match names `tag` (a list of tags, or *)."""
    if not sent:
        return False
    given = [t.strip().removeprefix("W/") for t in sent.split(",")]
    return tag in given or "*" in given


def _proposal(proposal: Proposal, status: int) -> Response:
    return JSONResponse(proposal.to_json(), status_code=status, headers=PRIVATE)


def _language(request: Request) -> str:
    return chosen_language(request.query_params.get("lang"), request.headers.get("accept-language"))


def _error(
    status: int, message: str, headers: dict[str, str] | None = None, lang: str | None = None
) -> Response:
    """`{"error": message}` (the contract's English), with `said` when a language is
    given (a write's refusal)."""
    answer = {"error": message} if lang is None else {"error": message, "said": said(message, lang)}
    return JSONResponse(answer, status_code=status, headers={**PRIVATE, **(headers or {})})
