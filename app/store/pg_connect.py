"""Connecting to the tournament server: the password's sources (the address, one typed
this session, libpq's own PGPASSWORD and password file, else the prompt, asked once), and
the one message a station shows when the server cannot be reached, never with the
password. Kept apart from the store (pg_store) so that the store is about tables."""

from __future__ import annotations

import psycopg

from app.domain.errors import ServerUnavailable
from app.store import server_password
from app.store.server_url import BadAddress, station_name, without_password

CONNECT_TIMEOUT_S = 5
RECONNECT_FOR_S = 15.0  # how long a station keeps trying before it gives up on a change


def connect(url: str, what: str) -> psycopg.Connection:
    """A connection; the password from the address, one typed this session, libpq's
    own sources (PGPASSWORD, the password file), or else the prompt, asked once."""
    extra = server_password.connect_args(url)
    for attempt in (1, 2):
        try:
            return psycopg.connect(
                url,
                autocommit=True,
                connect_timeout=CONNECT_TIMEOUT_S,
                application_name=f"mcr-tournament {station_name()}"[:63],
                **extra,
            )
        except psycopg.OperationalError as e:
            if server_password.asks_for_password(e) and attempt == 1:
                typed = server_password.ask(url)
                if typed:
                    extra = {"password": typed}
                    continue
                raise server_password.needed(url, what) from None
            if server_password.wrong_password(e):
                server_password.forget(url)  # asked again next time, never kept wrong
            raise unavailable(url, e, what) from None
        except psycopg.Error as e:  # the address itself (checked before: a safety net)
            raise BadAddress(f"The server address cannot be used: {said(e, url)}") from None
    raise AssertionError("unreachable")


def said(e: BaseException, url: str) -> str:
    """psycopg's message without any password (libpq may quote the address)."""
    return server_password.said(e, url)


def unavailable(url: str, e: Exception, what: str = "") -> ServerUnavailable:
    text = said(e, url).strip()
    reason = text.splitlines()[0] if text else type(e).__name__
    if "password" in reason:
        reason += " (check the user name and the event's password)"
    if "does not exist" in reason:
        reason += " (the organiser creates it first: see docs/stations.md)"
    return ServerUnavailable(
        f"The tournament server {without_password(url)} cannot be reached: {reason}. "
        f"{what}Check that the server is running and this computer is on the venue's "
        "network; everything saved before is safe on the server."
    )
