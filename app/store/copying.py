"""A whole tournament copied between locations (a file and a server, either way).

`copy_tournament(src, dst)` creates the destination (a new file, or an empty
database) and moves every row as stored: players, seating, hands with their fans,
penalties with their ids, totals, match states, the id high-water marks, the whole
audit log (ids, times, stations) and table-side entry's seat links and proposals, then
one audit entry saying where the copy came from. Everything goes through the shared
mapping, so standings are identical.
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

from app.domain.store import TournamentStore
from app.store import mapping
from app.store.copy_file import (
    check_new_file,
    fill_partial,
    partial_name,
    remove_partial,
    write_new_file,
)
from app.store.schema import INCOMPLETE_KEY
from app.store.sql_tables import SqlTables
from app.store.tableside_rows import TABLESIDE_SINCE

# table -> columns, in an order the foreign keys accept
TABLES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("players", mapping.PLAYER_COLUMNS),
    ("seats", ("session", "table_no", "seat", "player")),
    ("hands", mapping.HAND_COLUMNS),
    ("penalties", mapping.PENALTY_COLUMNS),
    ("totals", mapping.TOTALS_COLUMNS),
    ("match_state", mapping.MATCH_STATE_COLUMNS),
    ("audit", ("id", "at", "operation", "entity", "key", "old", "new", "station")),
    # Table-side entry (format 8 on): the seats' secrets go into the copy's own links
    # table and nowhere else (never a message, never the audit), so its cards still work.
    ("seat_links", ("session", "table_no", "seat", "token", "digest")),
    ("proposals", ("id", "session", "table_no", "hand", "by_seat", "status", "version", "body")),
)
TABLESIDE = ("seat_links", "proposals")
META_KEYS = ("last_player",)

# Tests only: a copy that reaches its last step writes its pid to the file this
# variable names and waits there, so a test can kill it mid-copy deterministically.
STALL_FOR_TESTS = "MCR_TEST_STALL_COPY"


def _rows(store: SqlTables) -> dict[str, list[tuple[Any, ...]]]:
    with store.snapshot():
        data = {
            table: store._read(f"SELECT {mapping.columns(cols)} FROM {table} ORDER BY 1")
            for table, cols in TABLES
            if table != "players" and (table not in TABLESIDE or store._version >= TABLESIDE_SINCE)
        }
        for table in TABLESIDE:  # a server of an older format, read without upgrading
            data.setdefault(table, [])
        # A server database of an older format (read-only: never upgraded) may lack
        # the newest player columns: the store reads them as not registered.
        data["players"] = store._read(f"SELECT {store._player_columns()} FROM players ORDER BY 1")
        # Hands through the mapping: each backend stores exact numbers its own way
        # (an integer or "17/2" in a file, text on a server).
        data["hands"] = [mapping.hand_row(h) for h in store.list_hands()]
        data["meta"] = store._read(
            f"SELECT key, value FROM meta WHERE key IN ({','.join('?' * len(META_KEYS))})",
            META_KEYS,
        )
    return data


def _load(store: SqlTables, data: dict[str, list[tuple[Any, ...]]], source: str) -> None:
    """Fill `store` with `data` in one transaction; it ends by deleting the incomplete
    mark of a file copy (copy_file.py), so the mark goes exactly when the rows come."""
    with store.transaction(f"copy from {source}"):
        _fill(store, data, source)


def _fill(store: SqlTables, data: dict[str, list[tuple[Any, ...]]], source: str) -> None:
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
    store._execute("DELETE FROM meta WHERE key=?", (INCOMPLETE_KEY,))
    _stall_for_tests()


def _stall_for_tests() -> None:
    signal_file = os.environ.get(STALL_FOR_TESTS)
    if signal_file:
        Path(signal_file).write_text(str(os.getpid()))
        time.sleep(600)


def copy_tournament(source: str | os.PathLike[str], destination: str | os.PathLike[str]) -> str:
    """Copy the tournament at `source` to a new `destination` (file or URL), all or
    nothing: a new file appears only once complete (copy_file.py), a server database
    is filled in the transaction that creates the tournament. The destination's
    location as the user should see it."""
    from app.store import is_server, open_store

    to_server = is_server(destination)
    if not to_server:  # refused before the source is read
        check_new_file(destination, None if is_server(source) else Path(source))
    src = open_store(source, read_only=True)
    try:
        assert isinstance(src, SqlTables)
        data, settings, where = _rows(src), src.get_settings(), src.location
    finally:
        src.close()
    if to_server:
        from app.store.pg_store import create_pg_store

        def fill_joined(store: SqlTables) -> None:
            # inside create_pg_store's transaction: join it rather than begin one
            store._depth, store._operation = 1, f"copy from {where}"
            _fill(store, data, where)

        created = create_pg_store(str(destination), settings, fill=fill_joined)
        created.close()
        return created.location
    path = Path(destination)
    return str(write_new_file(path, settings, lambda s: _load(s, data, where), f"copy of {where}"))


def copy_store_to(
    src: TournamentStore, path: Path, allow_other: bool = False, automatic: bool = False
) -> Path:
    """A tournament file at `path` with everything `src` holds (a server's backup),
    written under a temporary name (marked incomplete until filled) and renamed into
    place, so a backup file is never half written (a killed process leaves a
    `.partial` that `clean_leftovers` removes). `automatic`: a new backup in the
    backup folder."""
    from app.store.outputs import check_output

    assert isinstance(src, SqlTables)
    path = check_output(path, "copy", None, allow_other=allow_other, backup=automatic)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = partial_name(path)
    try:
        data, where = _rows(src), src.location
        fill_partial(tmp, src.get_settings(), lambda s: _load(s, data, where), f"copy of {where}")
        os.replace(tmp, path)  # allowed by check_output: a previous copy, or confirmed
    finally:
        remove_partial(tmp)
    return path
