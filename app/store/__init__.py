"""Where tournaments live. `open_store(location)` / `create_store(location, settings)`
give a `TournamentStore` (the protocol is the domain's, `app.domain.store`) for a
location that is either a file path (SQLite, the default for one laptop) or a
PostgreSQL server address (`postgresql://user@host:port/dbname` or libpq's key/value
form, several stations: `server_url`)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager

from app.domain.errors import StoreError
from app.domain.model import TournamentSettings
from app.domain.store import TableSums, TournamentStore
from app.store.schema import APPLICATION_ID, SCHEMA_VERSION
from app.store.server_url import is_server_address, server_location
from app.store.sqlite_store import SqliteStore, create_sqlite_store

SERVER_SCHEMES = ("postgresql://", "postgres://")


def is_server(location: str | os.PathLike[str]) -> bool:
    """Whether `location` names a database server (a URL, or libpq's key/value form)
    rather than a file."""
    return is_server_address(location)


def open_store(location: str | os.PathLike[str], read_only: bool = False) -> TournamentStore:
    """Open an existing tournament (a file or a server URL); StoreError (with a message
    for the user) if it is missing, locked, damaged, foreign or too new. It is never
    modified then. `read_only`: never modified at all (no format upgrade)."""
    if is_server(location):
        with _server_backend():
            from app.store.pg_store import PgStore
        return PgStore(server_location(str(location)), read_only=read_only)
    return SqliteStore(location, read_only=read_only)


def create_store(location: str | os.PathLike[str], settings: TournamentSettings) -> TournamentStore:
    """Create a new tournament: a new file (refused if `location` exists) or in an
    empty server database (refused if it holds anything)."""
    if is_server(location):
        with _server_backend():
            from app.store.pg_store import create_pg_store
        return create_pg_store(server_location(str(location)), settings)
    return create_sqlite_store(location, settings)


@contextmanager
def _server_backend() -> Iterator[None]:
    """Around the import of the PostgreSQL backend, done only when a URL is used (it
    needs psycopg): a missing driver is a message for the user."""
    try:
        yield
    except ImportError as e:
        raise StoreError(
            f"This installation cannot open tournament servers ({e}); install the "
            "program with its dependencies (psycopg) or use a tournament file."
        ) from None


__all__ = [
    "APPLICATION_ID",
    "SCHEMA_VERSION",
    "SqliteStore",
    "TableSums",
    "TournamentStore",
    "create_store",
    "is_server",
    "open_store",
]
