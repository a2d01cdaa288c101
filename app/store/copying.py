"""A whole tournament copied between locations (a file and a server, either way).

`copy_tournament(src, dst)` creates the destination (a new file, or an empty
database) and moves every row as stored: players, seating, hands with their fans,
penalties with their ids, totals, match states, the id high-water marks and the whole
audit log (ids, times, stations), then one audit entry saying where the copy came
from. Everything goes through the shared mapping, so standings are identical.
"""

from __future__ import annotations

import os
from pathlib import Path

from app.domain.store import TournamentStore
from app.store import mapping
from app.store.sql_tables import SqlTables

# table -> columns, in an order the foreign keys accept
TABLES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("players", mapping.PLAYER_COLUMNS),
    ("seats", ("session", "table_no", "seat", "player")),
    ("hands", mapping.HAND_COLUMNS),
    ("penalties", mapping.PENALTY_COLUMNS),
    ("totals", mapping.TOTALS_COLUMNS),
    ("match_state", mapping.MATCH_STATE_COLUMNS),
    ("audit", ("id", "at", "operation", "entity", "key", "old", "new", "station")),
)
META_KEYS = ("last_player",)


def _rows(store: SqlTables) -> dict[str, list[tuple]]:
    with store.snapshot():
        data = {
            table: store._read(f"SELECT {mapping.columns(cols)} FROM {table} ORDER BY 1")
            for table, cols in TABLES
        }
        # Hands through the mapping: each backend stores exact numbers its own way
        # (an integer or "17/2" in a file, text on a server).
        data["hands"] = [mapping.hand_row(h) for h in store.list_hands()]
        data["meta"] = store._read(
            f"SELECT key, value FROM meta WHERE key IN ({','.join('?' * len(META_KEYS))})",
            META_KEYS,
        )
    return data


def _load(store: SqlTables, data: dict[str, list[tuple]], source: str) -> None:
    with store.transaction(f"copy from {source}"):
        store._execute("DELETE FROM audit")  # the source's log replaces "new tournament"
        for table, cols in TABLES:
            if data[table]:
                marks = ",".join("?" * len(cols))
                store._executemany(
                    f"INSERT INTO {table} ({mapping.columns(cols)}) VALUES ({marks})", data[table]
                )
        for key, value in data["meta"]:
            store._execute(
                "INSERT INTO meta (key, value) VALUES (?, ?) "
                "ON CONFLICT (key) DO UPDATE SET value=excluded.value",
                (key, value),
            )
        store._ids_loaded()
        store._audit("tournament", "", None, f"copied from {source}")


def copy_tournament(source: str | os.PathLike[str], destination: str | os.PathLike[str]) -> str:
    """Copy the tournament at `source` to a new `destination` (file or URL); the
    destination's location as the user should see it."""
    from app.store import create_store, open_store

    src = open_store(source, read_only=True)
    try:
        return _copy(src, lambda settings: create_store(destination, settings))
    finally:
        src.close()


def copy_store_to(
    src: TournamentStore, path: Path, allow_other: bool = False, automatic: bool = False
) -> Path:
    """A tournament file at `path` with everything `src` holds (a server's backup),
    written under a temporary name and renamed into place, so a backup file is never
    half written (a killed process leaves a `.partial` that `clean_leftovers` removes).
    `automatic`: a new backup in the backup folder."""
    from app.store.outputs import PARTIAL, check_output, writer_tag
    from app.store.sqlite_store import create_sqlite_store

    path = check_output(path, "copy", None, allow_other=allow_other, backup=automatic)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name[:150]}.{writer_tag()}{PARTIAL}")
    try:
        tmp.unlink(missing_ok=True)
        _copy(src, lambda settings: create_sqlite_store(tmp, settings))
        os.replace(tmp, path)  # allowed by check_output: a previous copy, or confirmed
    finally:
        for leftover in (tmp, *(tmp.with_name(tmp.name + c) for c in ("-wal", "-shm"))):
            try:
                leftover.unlink(missing_ok=True)
            except OSError:
                pass
    return path


def _copy(src: TournamentStore, create) -> str:
    assert isinstance(src, SqlTables)
    data = _rows(src)
    dst = create(src.get_settings())
    try:
        _load(dst, data, src.location)
        return dst.location
    finally:
        dst.close()
