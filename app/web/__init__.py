"""The table-side web server (issue 23): one ASGI app (Starlette) on an opened
tournament, served by uvicorn. It talks only to the service (never to a store), so a
file and a PostgreSQL tournament are served alike.

`make_app(service)` builds the app; `Server` binds an address, runs the app in a
thread of its own and stops it: the `serve` command (app.cli.serve) and, later, the
desktop app's Tools menu start the same object. What is served is the contract in
docs/contracts.md ("Table-side entry"); who can reach it, docs/venue-network.md.
"""

from __future__ import annotations

from app.web.app import make_app
from app.web.server import BindError, Server

__all__ = ["BindError", "Server", "make_app"]
