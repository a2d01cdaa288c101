"""The ASGI app: its routes, the live results and the public API (docs/contracts.md,
"Table-side entry"). Every read goes through the service gate; the answers that every
phone asks for again and again are kept until the tournament changes (app.web.live)."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from pathlib import Path

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from app.domain import claimcheck
from app.domain.errors import StoreError, TournamentError
from app.domain.scope import LATEST, LIVE, View
from app.domain.service import TournamentService
from app.standing_rows import counted, player_rows
from app.web.api import SeatApi
from app.web.gate import ServiceGate
from app.web.guard import Guard
from app.web.live import LiveCache, Marker, read_results
from app.web.pages import live_part, results_page
from app.web.seat import SeatPages
from app.web.words import chosen_language

STATIC = Path(__file__).with_name("static")
# Live answers are never kept by a browser or a proxy: the page asks again itself.
LIVE_HEADERS = {"Cache-Control": "no-store"}


class WebApp:
    """The handlers, sharing the gate to the service and the cache of answers."""

    def __init__(self, service: TournamentService) -> None:
        self.gate = ServiceGate(service)
        self.cache = LiveCache()

    async def results(self, request: Request) -> Response:
        page = await self.gate.call(lambda service: self._rendered(service, _language(request)))
        # The page's language follows the browser's unless ?lang= says otherwise.
        return HTMLResponse(page[2], headers={**LIVE_HEADERS, "Vary": "Accept-Language"})

    async def live(self, request: Request) -> Response:
        """The live part; 304 while it is the one the page has (If-None-Match)."""
        tag, part, _ = await self.gate.call(
            lambda service: self._rendered(service, _language(request))
        )
        headers = {**LIVE_HEADERS, "ETag": tag, "Vary": "Accept-Language"}
        if request.headers.get("if-none-match") == tag:
            return Response(status_code=304, headers=headers)
        return HTMLResponse(part, headers=headers)

    def _rendered(self, service: TournamentService, lang: str) -> tuple[str, str, str]:
        """(ETag, live part, whole page) in `lang` as of now: read and rendered once per
        change of the tournament, however many phones ask."""
        tag = _etag(self.cache.now(service), lang)

        def render() -> tuple[str, str, str]:
            shown = self.cache.get(service, "results", lambda: read_results(service))
            part = live_part(shown, lang)
            return tag, part, results_page(shown, lang, part, tag)

        return self.cache.get(service, ("page", lang), render)

    async def standings(self, request: Request) -> Response:
        """`GET /api/v1/standings`: the rows of `app.cli standings --json`; `?live=1`
        counts everything entered, `?after=K` the sessions 1..K (as the CLI's options)."""
        view = _standings_view(request)

        def rows(service: TournamentService) -> bytes:
            self.cache.now(service)

            def render() -> bytes:
                sessions = service.settings().sessions
                if isinstance(view, int) and view > sessions:
                    raise HTTPException(
                        400, f"There is no session {view}: the tournament has {sessions}."
                    )
                scoped = service.standings_view(view)
                found = player_rows(scoped.rows, counted(scoped.scope))
                return json.dumps(found, ensure_ascii=False).encode()

            return self.cache.get(service, ("standings", view), render)

        body = await self.gate.call(rows)
        return Response(body, media_type="application/json", headers=LIVE_HEADERS)


def make_app(service: TournamentService) -> Starlette:
    """The web app on an opened tournament (the caller keeps it open while serving,
    and closes it after)."""
    web = WebApp(service)
    # Ready for the first claim before the first phone asks (see claimcheck.prepare).
    web.gate.call_now(lambda svc: claimcheck.prepare(svc.rules()))
    api = SeatApi(web.gate)
    seat = SeatPages(web.gate, api.limits)
    routes = [
        Route("/", lambda _: RedirectResponse("/results", status_code=303), methods=["GET"]),
        Route("/results", web.results, methods=["GET"]),
        Route("/results/live", web.live, methods=["GET"]),
        Route("/api/v1/standings", web.standings, methods=["GET"]),
        Route("/api/v1/seat", api.seat, methods=["GET"]),
        Route("/api/v1/proposals", api.propose, methods=["POST"]),
        Route("/api/v1/proposals/{id:int}/confirm", api.confirm, methods=["POST"]),
        Route("/api/v1/proposals/{id:int}/dispute", api.dispute, methods=["POST"]),
        Route("/seat/{token}", seat.page, methods=["GET"]),
        Route("/api/v1/preview", seat.preview, methods=["POST"]),
        Mount("/static", app=StaticFiles(directory=STATIC), name="static"),
    ]
    app = Starlette(
        routes=routes,
        exception_handlers={
            HTTPException: _http_error,
            StoreError: _unavailable,
            TournamentError: _refused,
        },
    )
    app.add_middleware(Guard)
    return app


def _language(request: Request) -> str:
    return chosen_language(request.query_params.get("lang"), request.headers.get("accept-language"))


def _standings_view(request: Request) -> View:
    live = request.query_params.get("live", "")
    after = request.query_params.get("after")
    if live not in ("", "0", "1", "true", "false"):
        raise HTTPException(400, "live is 1 or 0.")
    if after is not None:
        if live in ("1", "true"):
            raise HTTPException(400, "Give live or after, not both.")
        if not after.isdigit() or not 1 <= int(after) <= 999:
            raise HTTPException(400, "after is a session number (1 or more).")
        return int(after)
    return LIVE if live in ("1", "true") else LATEST


def _etag(now: Marker, lang: str) -> str:
    digest = hashlib.sha256(repr((now, lang)).encode()).hexdigest()[:20]
    return f'"{digest}"'


async def _http_error(request: Request, exc: Exception) -> Response:
    """An HTTP error: `{"error": message}` under /api (the contract), text elsewhere."""
    assert isinstance(exc, HTTPException)
    return error_response(request.url.path, exc.status_code, exc.detail, exc.headers)


async def _refused(request: Request, exc: Exception) -> Response:
    """A refusal of the service (a session that does not exist...): its own message."""
    return error_response(request.url.path, 400, str(exc))


async def _unavailable(request: Request, exc: Exception) -> Response:
    """The tournament cannot be read or written now (a server gone, a disk failing):
    503 with the store's own message (never a password: it says the location without
    one), and a phone may ask again (Retry-After)."""
    return error_response(request.url.path, 503, str(exc), {"Retry-After": "2"})


def error_response(
    path: str, status: int, message: str, headers: Mapping[str, str] | None = None
) -> Response:
    if path.startswith("/api/"):
        return JSONResponse({"error": message}, status_code=status, headers=headers)
    return Response(message + "\n", status_code=status, media_type="text/plain", headers=headers)
