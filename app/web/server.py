"""Serving the web app: bind the address the organiser chose, run uvicorn in a thread
of its own, stop it. The `serve` command and the desktop app use the same `Server`.

The socket is bound here, before uvicorn starts, so a port in use or a host that is
not this computer's is one clear `BindError` at once (and port 0 gives a free port,
for tests). uvicorn's access log stays off: a seat's page address holds its secret,
and secrets never reach a log."""

from __future__ import annotations

import errno
import ipaddress
import socket
import ssl
import threading
import time
from pathlib import Path

import uvicorn
from starlette.types import ASGIApp

START_TIMEOUT_S = 10.0
STOP_TIMEOUT_S = 10.0


class BindError(Exception):
    """The server cannot listen where asked; the message says why and what to do."""


class Server:
    """One web server on `host`:`port` (see the module's docstring)."""

    def __init__(
        self,
        app: ASGIApp,
        host: str = "127.0.0.1",
        port: int = 8765,
        certfile: Path | None = None,
        keyfile: Path | None = None,
    ) -> None:
        self.host, self.port = host, port
        self._tls = certfile is not None
        self._config = uvicorn.Config(
            app,
            log_config=None,  # the app's own logging stays as it is
            log_level="warning",
            access_log=False,
            lifespan="off",
            server_header=False,
            timeout_keep_alive=5,
            limit_concurrency=2000,  # beyond it, 503 rather than running out of memory
            ssl_certfile=str(certfile) if certfile else None,
            ssl_keyfile=str(keyfile) if keyfile else None,
        )
        self._server = uvicorn.Server(self._config)
        self._socket: socket.socket | None = None
        self._thread: threading.Thread | None = None

    @property
    def url(self) -> str:
        """The address to open, e.g. http://127.0.0.1:8765/ (https with a certificate)."""
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{'https' if self._tls else 'http'}://{host}:{self.port}/"

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def start(self) -> str:
        """Bind, start serving in a thread, and return the URL once it answers.
        BindError (nothing left open) when the address or the certificate is wrong."""
        sock = bind(self.host, self.port)
        try:
            self._load_tls()
        except BindError:
            sock.close()
            raise
        self._socket, self.port = sock, sock.getsockname()[1]
        self._thread = threading.Thread(
            target=self._server.run, kwargs={"sockets": [sock]}, name="mcr-web", daemon=True
        )
        self._thread.start()
        deadline = time.monotonic() + START_TIMEOUT_S
        while not self._server.started:
            if not self._thread.is_alive() or time.monotonic() > deadline:
                self.stop()
                raise BindError(f"The web server did not start on {self.url}.")
            time.sleep(0.02)
        return self.url

    def _load_tls(self) -> None:
        try:
            self._config.load()
        except (OSError, ssl.SSLError) as e:
            raise BindError(
                "Cannot use the certificate and key given: "
                f"{getattr(e, 'strerror', None) or e}. Give the organiser's PEM files "
                "(--certfile and --keyfile)."
            ) from None

    def stop(self) -> None:
        """Stop serving: the requests under way finish (within STOP_TIMEOUT_S), then
        the socket is closed. Safe to call twice, or before start."""
        self._server.should_exit = True
        if self._thread is not None:
            self._thread.join(STOP_TIMEOUT_S)
            if self._thread.is_alive():
                self._server.force_exit = True
                self._thread.join(STOP_TIMEOUT_S)
            self._thread = None
        if self._socket is not None:
            self._socket.close()
            self._socket = None

    def wait(self, timeout: float | None = None) -> bool:
        """Wait until the server stops (True) or `timeout` passes (False)."""
        thread = self._thread
        if thread is None:
            return True
        thread.join(timeout)
        return not thread.is_alive()


def bind(host: str, port: int) -> socket.socket:
    """A listening socket on `host`:`port`, or BindError saying why not."""
    if not host.strip():  # the system would read "" as every address of every network
        raise BindError(
            "Give the address to listen on: 127.0.0.1 (this computer only) or 0.0.0.0 "
            "(every network it is on)."
        )
    try:
        found = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except (socket.gaierror, UnicodeError):
        raise BindError(
            f"Cannot serve on host {host!r}: it is not an address of this computer. "
            "Give 127.0.0.1 (this computer only), 0.0.0.0 (every network it is on) or "
            "one of its addresses on the venue's network."
        ) from None
    family, kind, proto, _, address = found[0]
    sock = socket.socket(family, kind, proto)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        if family == socket.AF_INET6:
            sock.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 0)
        sock.bind(address)
        sock.listen(1024)
    except OSError as e:
        sock.close()
        raise BindError(_bind_message(e, host, port)) from None
    sock.set_inheritable(True)
    return sock


def _bind_message(e: OSError, host: str, port: int) -> str:
    if e.errno == errno.EADDRINUSE:
        return (
            f"Port {port} on {host} is already in use (another server, or this one "
            "still running): stop it, or choose another port with --port."
        )
    if e.errno in (errno.EACCES, errno.EPERM):
        return f"Port {port} needs administrator rights on this system: choose one above 1023."
    if e.errno == errno.EADDRNOTAVAIL:
        return f"Cannot serve on {host}: it is not an address of this computer."
    return f"Cannot serve on {host} port {port}: {e.strerror or e}."


def reach(host: str) -> str:
    """Who can open the pages, said plainly for the organiser."""
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        address = None
    if host == "localhost" or (address is not None and address.is_loopback):
        return (
            f"Listening on {host}: only this computer can open the pages "
            "(give --host 0.0.0.0 or this computer's address for the players' phones)."
        )
    if address is not None and address.is_unspecified:
        return (
            f"Listening on {host}: every device on every network this computer is on "
            "(the venue's network included) can open the pages."
        )
    return f"Listening on {host}: devices that reach this address (its network) can open the pages."
