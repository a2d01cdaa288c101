"""The address the players' phones reach this computer at, for the table cards' links.

`links`' default base (http://127.0.0.1:8765/) names this computer to itself only: a
phone that scans it opens its own loopback. The cards therefore default to this
computer's address on the network it would use to reach other devices, found without
sending anything: connecting a UDP socket only asks the system's routing table which of
its addresses it would send from (no packet leaves), and the host name's addresses are
the fallback. The organiser overrides it with `--base-url` (a name, TLS, another port).
"""

from __future__ import annotations

import ipaddress
import socket

VENUE_PORT = 8765  # `serve`'s default port
# Any address off this computer serves as the question "which of my addresses would
# reach other networks?"; one of the documentation range (RFC 5737), never contacted.
_ROUTE_PROBE = ("203.0.113.1", 9)


def _usable(text: str) -> bool:
    """An address a phone on the same network can use: IPv4, not loopback, link-local
    or unspecified."""
    try:
        address = ipaddress.IPv4Address(text)
    except ValueError:
        return False
    return not (address.is_loopback or address.is_link_local or address.is_unspecified)


def _routed_address() -> str | None:
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(_ROUTE_PROBE)  # UDP connect: a routing look-up, nothing is sent
            address = str(probe.getsockname()[0])
    except OSError:  # no network at all
        return None
    return address if _usable(address) else None


def _host_name_addresses() -> list[str]:
    try:
        found = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
    except OSError:
        return []
    return [str(info[4][0]) for info in found if _usable(str(info[4][0]))]


def venue_address() -> str | None:
    """This computer's IPv4 address on its network, or None when it has none but
    loopback (then the organiser must say where the server is)."""
    return _routed_address() or next(iter(_host_name_addresses()), None)


def venue_base_url(port: int = VENUE_PORT) -> str | None:
    """`http://ADDRESS:PORT/` of this computer on its network, or None."""
    address = venue_address()
    return f"http://{address}:{port}/" if address else None
