"""Server locations (`postgresql://user:password@host:port/dbname`) as the user sees
them: never with the password (messages, window titles, the recent list), and the
name of this station for the audit log."""

from __future__ import annotations

import os
import socket
from urllib.parse import urlsplit, urlunsplit


def without_password(url: str) -> str:
    """The URL with its password left out (for the recent list and messages)."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    user = parts.username or ""
    host = parts.hostname or ""
    if ":" in host:  # an IPv6 address
        host = f"[{host}]"
    netloc = f"{user}@{host}" if user else host
    if parts.port is not None:
        netloc += f":{parts.port}"
    return urlunsplit((parts.scheme, netloc, parts.path, parts.query, parts.fragment))


def with_password(url: str, password: str) -> str:
    """The URL with `password` put in (typed by the user, never stored)."""
    from urllib.parse import quote

    parts = urlsplit(without_password(url))
    user, _, host = parts.netloc.rpartition("@")
    netloc = f"{user}:{quote(password, safe='')}@{host}" if user else parts.netloc
    return urlunsplit((parts.scheme, netloc, parts.path, parts.query, parts.fragment))


def station_name() -> str:
    """This station's name in the audit log: `MCR_STATION` if set, else the computer's
    name (so the head referee sees which desk entered a hand)."""
    name = os.environ.get("MCR_STATION", "").strip()
    return (name or socket.gethostname() or "station")[:60]
