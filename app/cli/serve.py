"""`serve LOCATION [--host H] [--port P] [--certfile F --keyfile F]`: the table-side
web server (app.web) on the tournament, until Ctrl+C or SIGTERM.

The first line printed is `Serving on http://HOST:PORT/` (the contract,
docs/contracts.md), the second says who can reach it (docs/venue-network.md). Both
stop signals end it cleanly: the requests under way finish, exit status 0."""

from __future__ import annotations

import argparse
import signal
import sys
import threading
from pathlib import Path
from types import FrameType
from typing import TYPE_CHECKING

from app.cli.argtypes import whole
from app.domain.errors import Refused
from app.domain.service import TournamentService
from app.web import BindError, Server, make_app
from app.web.server import reach

if TYPE_CHECKING:  # the parser imports this module: no import at run time
    from app.cli.parser import Subcommands

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8765


def add_serve_command(sub: Subcommands) -> None:
    p = sub.add_parser("serve", help="serve the live results (and table-side entry) on the web")
    p.add_argument("file", metavar="LOCATION", help="the tournament: a file or a postgresql:// URL")
    p.add_argument(
        "--host",
        default=DEFAULT_HOST,
        help="the address to listen on: 127.0.0.1 this computer only (default), "
        "0.0.0.0 every network it is on, or one of its addresses",
    )
    p.add_argument("--port", type=whole(0, 65535, "port"), default=DEFAULT_PORT)
    p.add_argument("--certfile", type=Path, help="the organiser's TLS certificate (PEM): https")
    p.add_argument("--keyfile", type=Path, help="the private key of --certfile (PEM)")


def _serve(svc: TournamentService, args: argparse.Namespace) -> int:
    if (args.certfile is None) != (args.keyfile is None):
        raise Refused("Give both --certfile and --keyfile for https, or neither.")
    server = Server(make_app(svc), args.host, args.port, args.certfile, args.keyfile)
    try:
        url = server.start()
    except BindError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    print(f"Serving on {url}", flush=True)
    print(reach(args.host), flush=True)
    print(f"Live results: {url}results   (Ctrl+C stops the server)", flush=True)
    stop = threading.Event()

    def on_signal(signum: int, frame: FrameType | None) -> None:
        stop.set()

    # Both signals set the same flag (also when the shell started us with Ctrl+C
    # ignored, as it does for a background job): the loop below then stops the server.
    previous = {sig: signal.signal(sig, on_signal) for sig in (signal.SIGINT, signal.SIGTERM)}
    try:
        while not stop.is_set() and server.running:
            stop.wait(0.5)
    finally:
        # A second Ctrl+C while the requests under way finish must not end in a traceback.
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        server.stop()
        for sig, handler in previous.items():
            signal.signal(sig, handler)
    print("Stopped.", flush=True)
    return 0


COMMANDS = {"serve": _serve}
