"""What every answer of the server carries and what every request must keep to: the
security headers (no script but our own files, no framing, no referrer, so a seat's
link never leaks to another site), the methods the server answers at all, and the size
of a request's body (a phone's hand is a few hundred bytes)."""

from __future__ import annotations

import json

from starlette.exceptions import HTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

MAX_BODY = 16 * 1024  # bytes of a request body: a proposal is far below
TOO_LARGE = f"A request is at most {MAX_BODY} bytes."
METHODS = frozenset({"GET", "HEAD", "POST"})
SECURITY_HEADERS = [
    (
        b"content-security-policy",
        b"default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
        b"connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    ),
    (b"x-content-type-options", b"nosniff"),
    (b"x-frame-options", b"DENY"),
    (b"referrer-policy", b"no-referrer"),
    (b"cross-origin-opener-policy", b"same-origin"),
    (b"cross-origin-resource-policy", b"same-origin"),
]


class TooLarge(HTTPException):
    """The request's body is over MAX_BODY. An HTTP error, so that the app reading the
    body answers 413 itself (Starlette's error handling would otherwise make it a 500
    before this middleware sees it)."""

    def __init__(self) -> None:
        super().__init__(413, TOO_LARGE)


class Guard:
    """ASGI middleware around the whole app (see the module's docstring)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        path = str(scope.get("path", ""))
        if scope["method"] not in METHODS:
            await refuse(send, path, 405, "This server answers GET and POST only.")
            return
        length = dict(scope["headers"]).get(b"content-length", b"0")
        if not length.isdigit() or int(length) > MAX_BODY:
            await refuse(send, path, 413, TOO_LARGE)
            return
        started = False
        seen = 0

        async def counted_receive() -> Message:
            # A body sent in chunks without a length is counted as it comes.
            nonlocal seen
            message = await receive()
            seen += len(message.get("body", b""))
            if seen > MAX_BODY:
                raise TooLarge
            return message

        async def secured_send(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
                message["headers"] = [*message.get("headers", []), *SECURITY_HEADERS]
            await send(message)

        try:
            await self.app(scope, counted_receive, secured_send)
        except TooLarge:
            if not started:
                await refuse(send, path, 413, TOO_LARGE)


async def refuse(send: Send, path: str, status: int, message: str) -> None:
    """An answer refusing the request before the app sees it (JSON under /api)."""
    if path.startswith("/api/"):
        body, kind = json.dumps({"error": message}).encode(), b"application/json"
    else:
        body, kind = (message + "\n").encode(), b"text/plain; charset=utf-8"
    headers = [(b"content-type", kind), (b"content-length", str(len(body)).encode())]
    if status == 405:
        headers.append((b"allow", b"GET, HEAD, POST"))
    await send(
        {"type": "http.response.start", "status": status, "headers": headers + SECURITY_HEADERS}
    )
    await send({"type": "http.response.body", "body": body})
