"""The table-side web server run by the desktop app (plain Python, no Qt).

How the server reaches the tournament: it opens a service of its own on the window's
location (`open_tournament`), a second connection in this process, and serves that
through `app.web.Server(make_app(service))` exactly as `serve` does. The server's
requests take turns on that connection behind the web app's own gate
(`app.web.gate.ServiceGate`), and the window keeps its connection on the Qt thread
alone: no SQLite connection is ever used by two threads, and the window's undo stack
and memoised reads are never touched from a server thread.

Both stores allow the second connection: SQLite shares its file locks between the
connections of one process (its own inode table), and PostgreSQL opens one more
session. The window notices the server's writes as it notices another station's:
SQLite's `PRAGMA data_version` changes when another connection commits, the server
store's NOTIFY count when another session does (app.ui.document polls it).
"""

from __future__ import annotations

import ipaddress
import socket
from typing import TYPE_CHECKING

from app.domain.service import TournamentService
from app.tournament import open_tournament

if TYPE_CHECKING:
    from app.web import Server

DEFAULT_PORT = 8765
THIS_COMPUTER = "127.0.0.1"
EVERY_NETWORK = "0.0.0.0"


class WebRunner:
    """One server at a time on one tournament: `start` opens the server's own service
    and serves it; `stop` stops serving, frees the port and closes that service."""

    def __init__(self) -> None:
        self._server: Server | None = None
        self._service: TournamentService | None = None
        self.location = ""
        self.host = ""

    @property
    def running(self) -> bool:
        return self._server is not None and self._server.running

    @property
    def active(self) -> bool:
        """A server was started and not stopped (it may have failed meanwhile)."""
        return self._server is not None

    @property
    def port(self) -> int:
        return self._server.port if self._server is not None else 0

    @property
    def url(self) -> str:
        """What the server itself answers on (http://0.0.0.0:8765/ for every network)."""
        return self._server.url if self._server is not None else ""

    def start(self, location: str, host: str, port: int) -> str:
        """Serve the tournament at `location`; BindError (nothing left open) when the
        address cannot be used, StoreError when the tournament cannot be opened."""
        # The web framework is imported when first served: the window starts without it.
        from app.web import Server, make_app

        self.stop()
        service = open_tournament(location)
        try:
            server = Server(make_app(service), host, port)
            url = server.start()
        except BaseException:
            service.close()
            raise
        self._server, self._service = server, service
        self.location, self.host = location, host
        return url

    def stop(self) -> None:
        """Stop serving (the requests under way finish), then close the server's own
        connection. Safe to call when nothing runs."""
        server, service = self._server, self._service
        self._server = self._service = None
        if server is not None:
            server.stop()
        if service is not None:
            service.close()

    def phone_urls(self) -> list[str]:
        """The addresses the players' phones open: the host chosen, or for every
        network each address of this computer on a network."""
        if not self.running:
            return []
        return phone_urls(self.host, self.port)


def phone_urls(host: str, port: int) -> list[str]:
    """http://ADDRESS:PORT/ for each address a phone can use to reach `host`."""
    hosts = local_addresses() if host == EVERY_NETWORK else [host]
    return [f"http://{_bracketed(h)}:{port}/" for h in hosts or [THIS_COMPUTER]]


def _bracketed(host: str) -> str:
    return f"[{host}]" if ":" in host else host


def local_addresses() -> list[str]:
    """This computer's IPv4 addresses on a network (not the loopback), best first:
    private addresses (a venue's network) before the others."""
    found: set[str] = set()
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.add(str(info[4][0]))
    except OSError:
        pass
    found |= _route_address()
    usable = [a for a in found if not ipaddress.ip_address(a).is_loopback]
    return sorted(usable, key=lambda a: (not ipaddress.ip_address(a).is_private, a))


def _route_address() -> set[str]:
    """The address this computer would send from (no packet is sent: a UDP socket's
    connect only picks the route)."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("192.0.2.1", 9))  # TEST-NET-1: never routed anywhere real
        return {str(probe.getsockname()[0])}
    except OSError:
        return set()
    finally:
        probe.close()


def is_loopback(host: str) -> bool:
    try:
        return host == "localhost" or ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False
