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


def database_url(server_url: str, dbname: str) -> str:
    """The URL of database `dbname` on the server of `server_url`."""
    from urllib.parse import urlsplit, urlunsplit

    parts = urlsplit(server_url)
    return urlunsplit((parts.scheme, parts.netloc, f"/{dbname}", parts.query, ""))


class PgBackend:
    """Fresh databases on a PostgreSQL server (one per location), dropped at the end."""

    name = "postgresql"

    def __init__(self, server_url: str) -> None:
        import uuid

        self.server_url = server_url
        self.prefix = f"mcrt_{uuid.uuid4().hex[:10]}"
        self.databases: list[str] = []

    def _admin(self):
        import psycopg

        return psycopg.connect(self.server_url, autocommit=True)

    def location(self) -> str:
        name = f"{self.prefix}_{len(self.databases) + 1}"
        with self._admin() as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
        self.databases.append(name)
        return database_url(self.server_url, name)

    def _connect(self, location: str):
        import psycopg

        return psycopg.connect(location, autocommit=True)

    def fingerprint(self, location: str) -> str:
        digest = hashlib.sha256()
        with self._connect(location) as conn:
            tables = conn.execute(
                "SELECT table_name, column_name, data_type FROM information_schema.columns "
                "WHERE table_schema='public' ORDER BY 1, ordinal_position"
            ).fetchall()
            digest.update(repr(tables).encode())
            for (table,) in sorted({(t,) for t, _, _ in tables}):
                rows = conn.execute(f'SELECT * FROM "{table}" ORDER BY 1').fetchall()
                digest.update(repr((table, rows)).encode())
        return digest.hexdigest()

    def make_foreign(self, location: str) -> None:
        with self._connect(location) as conn:
            conn.execute("CREATE TABLE invoices (id INTEGER PRIMARY KEY, amount REAL)")
            conn.execute("INSERT INTO invoices VALUES (1, 9.5)")

    def set_schema_version(self, location: str, version: int) -> None:
        with self._connect(location) as conn:
            conn.execute("UPDATE meta SET value=%s WHERE key='schema_version'", (str(version),))

    def schema_version(self, location: str) -> int:
        with self._connect(location) as conn:
            row = conn.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone()
        return int(row[0])

    def create_old(self, location: str, version: int) -> None:
        from app.store import pg_schema

        with self._connect(location) as conn:
            for v in range(pg_schema.BASE_VERSION, version + 1):
                conn.execute(pg_schema.MIGRATIONS[v])
            for key, value in (
                ("format", schema.FORMAT_NAME),
                ("schema_version", str(version)),
                ("settings", '{"name": "Old Open", "sessions": 2}'),
            ):
                conn.execute("INSERT INTO meta VALUES (%s, %s)", (key, value))
            conn.execute("INSERT INTO players (number, name) VALUES (1, 'Old Player')")

    def close(self) -> None:
        with self._admin() as conn:
            for name in self.databases:
                conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def damage_settings(backend, location: str) -> None:
    """The stored settings made unreadable (as a half-restored or edited database)."""
    if backend.name == "sqlite":
        conn = sqlite3.connect(location)
        conn.execute("UPDATE meta SET value='{not json' WHERE key='settings'")
        conn.commit()
        conn.close()
    else:
        import psycopg

        with psycopg.connect(location, autocommit=True) as conn:
            conn.execute("UPDATE meta SET value='{not json' WHERE key='settings'")


# The `backend` fixture (tests/conftest.py) gives one or the other, a file then a database.
StoreBackend = SqliteBackend | PgBackend
