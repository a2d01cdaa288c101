"""The tournament file. `open_store(path)` / `create_store(path, settings)` give a
`TournamentStore` (SQLite now; a server database can implement the same protocol)."""

from __future__ import annotations

import os

from app.domain.model import TournamentSettings
from app.store.interface import TableSums, TournamentStore
from app.store.schema import APPLICATION_ID, SCHEMA_VERSION
from app.store.sqlite_store import SqliteStore, create_sqlite_store


def open_store(path: str | os.PathLike[str], read_only: bool = False) -> TournamentStore:
    """Open an existing tournament file; StoreError (with a message for the user) if it
    is missing, locked, damaged, foreign or too new. The file is never modified then.
    `read_only`: never modified at all (no WAL conversion, no format upgrade)."""
    return SqliteStore(path, read_only=read_only)


def create_store(path: str | os.PathLike[str], settings: TournamentSettings) -> TournamentStore:
    """Create a new tournament file; refused if `path` already exists."""
    return create_sqlite_store(path, settings)


__all__ = [
    "APPLICATION_ID",
    "SCHEMA_VERSION",
    "SqliteStore",
    "TableSums",
    "TournamentStore",
    "create_store",
    "open_store",
]
