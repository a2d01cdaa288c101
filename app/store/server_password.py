"""Where a tournament server's password comes from; it is never stored.

In libpq's order, the first that gives one:
1. the address itself (`user:password@`, `?password=`): works, but every local user
   can read a command line, so docs/stations.md recommends the others;
2. a password typed in this process (the window's Connect dialog, the terminal's
   prompt): kept in memory only, under the address without its password, and handed
   to libpq as a separate parameter, never put into the address;
3. libpq's own sources, `PGPASSWORD` and the password file (`PGPASSFILE`, else
   `~/.pgpass`, on Windows `%APPDATA%\\postgresql\\pgpass.conf`): libpq reads them
   itself whenever we pass no password, so we never pass an empty one.

When the server asks for a password that none of these gave, the `prompt` (set by
the CLI when it runs in a terminal: hidden input) is asked once; without one,
`PasswordNeeded` says how to give it.
"""

from __future__ import annotations

import getpass
import sys
from collections.abc import Callable
from typing import TypedDict

from app.domain.errors import ServerUnavailable
from app.store.server_url import (
    HIDDEN,
    BadAddress,
    passwords_in,
    scrub,
    server_location,
    without_password,
)

Prompt = Callable[[str], str | None]  # the address shown (no password) -> typed or None

_typed: dict[str, str] = {}
_prompt: list[Prompt] = []


class PasswordNeeded(ServerUnavailable):
    """The server asks for a password and none was given (nothing was changed)."""


def _key(location: str) -> str:
    try:
        return without_password(server_location(location))
    except (BadAddress, ImportError):
        return without_password(location)


def remember(location: str, password: str) -> None:
    """A password the user typed for `location`, for this process only."""
    if password:
        _typed[_key(location)] = password


def forget(location: str) -> None:
    _typed.pop(_key(location), None)


def typed(location: str) -> str | None:
    return _typed.get(_key(location))


class ConnectArgs(TypedDict, total=False):
    """psycopg.connect's keyword arguments that come from here."""

    password: str


def connect_args(location: str) -> ConnectArgs:
    """Extra parameters for psycopg.connect: a typed password when the address holds
    none (never an empty one: libpq then reads PGPASSWORD and the password file)."""
    password = typed(location)
    return {"password": password} if password and not passwords_in(location) else {}


def set_prompt(prompt: Prompt | None) -> None:
    _prompt.clear()
    if prompt is not None:
        _prompt.append(prompt)


def use_terminal() -> None:
    """Ask in the terminal (hidden input) when the server wants a password: only when
    the program runs in one (a script's input is never read for a password)."""
    try:
        interactive = sys.stdin is not None and sys.stdin.isatty()
    except (OSError, ValueError):
        interactive = False
    set_prompt(_terminal_prompt if interactive else None)


def _terminal_prompt(shown: str) -> str | None:
    try:
        return getpass.getpass(f"Password for {shown}: ", stream=sys.stderr)
    except (EOFError, KeyboardInterrupt, OSError):
        print(file=sys.stderr)
        return None


def ask(location: str) -> str | None:
    """The prompt's answer for `location` (remembered), None without a prompt."""
    if not _prompt:
        return None
    password = _prompt[0](without_password(location))
    if password:
        remember(location, password)
    return password or None


def asks_for_password(error: BaseException) -> bool:
    """libpq's words when the server wants a password and was given none."""
    return "no password supplied" in str(error)


def wrong_password(error: BaseException) -> bool:
    return "password authentication failed" in str(error)


def needed(location: str, what: str = "") -> PasswordNeeded:
    return PasswordNeeded(
        f"The tournament server {without_password(location)} asks for a password. "
        f"{what}Type it when asked (run the command in a terminal, or File > Connect to "
        "server in the window), or give it with PGPASSWORD or a password file "
        "(~/.pgpass or PGPASSFILE); see docs/stations.md."
    )


def said(error: BaseException | str, location: str) -> str:
    """A message from psycopg or libpq with no password left in it: neither the
    address's nor one typed for it."""
    text = scrub(str(error), location)
    password = typed(location)
    if password and len(password) >= 3:
        text = text.replace(password, HIDDEN)
    return text
