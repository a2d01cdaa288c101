"""Logging in to a tournament server from the window: what the recent list keeps of
an address (never its password), what is wrong with a typed address, and the Connect
dialog opened when a server asks for a password nobody gave (docs/stations.md,
"Server addresses and passwords"). A typed password stays in this process's memory
(`app.store.server_password`); nothing here writes one anywhere.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.domain import TournamentError
from app.store import is_server, server_password
from app.store.server_url import parts, server_location, without_password
from app.ui.messages import translate_message

if TYPE_CHECKING:  # the window imports this module
    from app.ui.window import MainWindow


def remembered(location: str) -> str:
    """What the recent list keeps of a location: a URL without its password (the
    key/value form written as a URL)."""
    if not is_server(location):
        return location
    try:
        return without_password(server_location(location))
    except (TournamentError, ImportError):  # malformed: masked generously
        return without_password(location)


def address_problem(url: str) -> str:
    """What is wrong with a typed server address, in the user's language ("" if
    nothing: without psycopg, opening it says so)."""
    try:
        parts(url)
    except TournamentError as e:  # the message never repeats the address
        return translate_message(str(e))
    except ImportError:
        pass
    return ""


def asks_password(window: MainWindow, location: str, error: Exception) -> bool:
    """A server that asks for a password none gave: the Connect dialog asks for it
    (hidden input), its message saying why. False for any other failure."""
    if not isinstance(error, server_password.PasswordNeeded):
        return False
    # the store's words (no password in them), as for every other server message
    window.stations.ask_connect(remembered(location), translate_message(str(error)))
    return True
