"""The store backends the contract suite (tests/test_store_contract.py) runs on.

Each backend makes fresh tournament locations and can inspect them from outside the
store: a fingerprint of everything stored (to prove "untouched"), a foreign database,
a schema version set by hand."""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

from app.store import schema


class SqliteBackend:
    name = "sqlite"

    def __init__(self, tmp_path: Path) -> None:
        self.tmp_path = tmp_path
        self._count = 0

    def location(self) -> str:
        self._count += 1
        return str(self.tmp_path / f"t{self._count}.mcrt")

    def fingerprint(self, location: str) -> str:
        p = Path(location)
        return hashlib.sha256(p.read_bytes()).hexdigest() if p.exists() else "absent"

    def make_foreign(self, location: str) -> None:
        conn = sqlite3.connect(location)
        conn.execute("CREATE TABLE invoices (id INTEGER PRIMARY KEY, amount REAL)")
        conn.execute("INSERT INTO invoices VALUES (1, 9.5)")
        conn.commit()
        conn.close()

    def set_schema_version(self, location: str, version: int) -> None:
        conn = sqlite3.connect(location)
        conn.execute(f"PRAGMA user_version={version}")
        conn.commit()
        conn.close()

    def schema_version(self, location: str) -> int:
        conn = sqlite3.connect(location)
        try:
            return conn.execute("PRAGMA user_version").fetchone()[0]
        finally:
            conn.close()

    def create_old(self, location: str, version: int) -> None:
        """A tournament in the format of `version` (before later migrations)."""
        conn = sqlite3.connect(location, isolation_level=None)
        conn.execute(f"PRAGMA application_id={schema.APPLICATION_ID}")
        for v in range(1, version + 1):
            conn.executescript(schema.MIGRATIONS[v])
        conn.execute(f"PRAGMA user_version={version}")
        conn.execute("INSERT INTO meta VALUES ('format', ?)", (schema.FORMAT_NAME,))
        conn.execute(
            "INSERT INTO meta VALUES ('settings', ?)", ('{"name": "Old Open", "sessions": 2}',)
        )
        conn.execute("INSERT INTO players (number, name) VALUES (1, 'Old Player')")
        conn.close()

    def close(self) -> None:
        pass
