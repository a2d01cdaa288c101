"""The tournament file: one SQLite database (WAL mode) behind `TournamentStore`.

Why it is safe:
- every change runs in `BEGIN IMMEDIATE` ... `COMMIT` with `synchronous=FULL`, so a
  change is on disk when the call returns and a killed process loses at most the
  change it was making (never half of one);
- two processes writing one file queue on SQLite's lock (busy timeout) instead of
  failing or overwriting each other, and reads inside a transaction hold the lock;
- a file is opened only after its header says it is ours (application id, read
  without SQLite) and `PRAGMA integrity_check` passes: a foreign or damaged file gives a
  clear error and is never written.

This module is the connection and the file's safety only; the data methods are
shared with the server backend (`sql_tables`, on `mapping` and the `audit` rules).
"""

from __future__ import annotations

import errno
import os
import sqlite3
import stat
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from app.domain.errors import (
    CannotOpen,
    DamagedFile,
    DiskFull,
    DiskIOError,
    NotARegularFile,
    NotATournamentFile,
    ReadOnlyLocation,
    StoreError,
    TooNewFile,
)
from app.domain.model import TournamentSettings
from app.store import audit, mapping
from app.store.faults import (
    classify,
    classify_os,
    damaged,
)
from app.store.outputs import PARTIAL, check_output, register_open, writer_tag
from app.store.schema import (
    APPLICATION_ID,
    FORMAT_NAME,
    INCOMPLETE_KEY,
    MIGRATIONS,
    SCHEMA_VERSION,
)
from app.store.server_url import station_name
from app.store.sql_tables import SqlTables

BUSY_TIMEOUT_MS = 30_000


def _regular_file(path: Path) -> os.stat_result:
    """The file's status, refusing what cannot be a tournament file without opening it
    (a folder, a pipe that would block forever, a device, something too short)."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        raise StoreError(f"There is no tournament file at {path}.") from None
    except OSError as e:
        raise classify_os(e, path, writing=False) from None
    if not stat.S_ISREG(st.st_mode):
        raise NotARegularFile(
            f"{path} is not a tournament file: it is a folder, a pipe or a device."
        )
    if st.st_size < 100:
        raise NotATournamentFile(
            f"{path} is not a tournament file (it is not an SQLite database at all)."
        )
    return st


def create_sqlite_store(path: str | os.PathLike[str], settings: TournamentSettings) -> SqliteStore:
    """Create a new tournament file at `path` (refused if something is already there).

    The file is built under a temporary name and linked into place only when
    complete, so a crash never leaves a half-made tournament file behind.
    """
    path = Path(path)
    if os.path.lexists(path):
        raise StoreError(f"{path} already exists; choose another name.")
    tmp = path.with_name(f".{path.name[:150]}.{os.getpid()}.creating")
    try:
        tmp.unlink(missing_ok=True)
        if len(path.name.encode("utf-8", "surrogateescape")) > 255:
            raise OSError(errno.ENAMETOOLONG, "File name too long")
        build_tournament_file(tmp, settings)
        try:
            os.link(tmp, path)  # fails if the name was taken meanwhile: never overwrite
        except FileExistsError:
            raise StoreError(f"{path} already exists; choose another name.") from None
        _fsync_dir(path.parent)
    except sqlite3.Error as e:
        raise classify(e, path) from None
    except OSError as e:
        raise classify_os(e, path) from None
    finally:
        try:
            tmp.unlink(missing_ok=True)
        except OSError:
            pass
    return SqliteStore(path)


def build_tournament_file(
    path: Path, settings: TournamentSettings, incomplete: str | None = None
) -> None:
    """Write a new, empty tournament file at `path` (which must not exist) in one
    transaction. `incomplete`: the file is the start of a copy, marked so in `meta`
    (never opened as a tournament) until the copy's last transaction removes the mark."""
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        conn.execute("PRAGMA journal_mode=DELETE")
        conn.execute("PRAGMA synchronous=FULL")
        conn.execute("BEGIN")
        conn.execute(f"PRAGMA application_id={APPLICATION_ID}")
        for version in range(1, SCHEMA_VERSION + 1):
            for statement in _statements(MIGRATIONS[version]):
                conn.execute(statement)
        conn.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
        conn.execute("INSERT INTO meta VALUES ('format', ?)", (FORMAT_NAME,))
        conn.execute("INSERT INTO meta VALUES ('settings', ?)", (mapping.settings_json(settings),))
        if incomplete is not None:
            conn.execute("INSERT INTO meta VALUES (?, ?)", (INCOMPLETE_KEY, incomplete))
        values = audit.entry("new tournament", "settings", "", None, settings)
        names: tuple[str, ...] = audit.AUDIT_COLUMNS
        if SCHEMA_VERSION >= audit.STATION_SINCE:
            values, names = (*values, station_name()), (*names, "station")
        conn.execute(
            f"INSERT INTO audit ({', '.join(names)}) VALUES ({','.join('?' * len(names))})",
            values,
        )
        conn.execute("COMMIT")
    finally:
        conn.close()


def _statements(script: str) -> list[str]:
    return [s.strip() for s in script.split(";") if s.strip()]


def _fsync_dir(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


class SqliteStore(SqlTables):
    """A tournament file opened for reading and writing. See the module docstring.

    `read_only=True` never changes the file in any way: no conversion to WAL mode, no
    format upgrade (an older file is upgraded in a private in-memory copy instead), and
    every write is refused."""

    # True only for the copy that is filling a file marked incomplete (copy_file.py).
    completing_copy = False

    def __init__(self, path: str | os.PathLike[str], read_only: bool = False) -> None:
        self.path = Path(path)
        self.read_only = read_only
        self._lock = threading.RLock()  # one connection, possibly several threads
        self._depth = 0
        self._reading = False  # inside snapshot(): no writes allowed
        self._operation = ""
        self.station = station_name()
        st = _regular_file(self.path)
        self._conn = self._connect()
        try:
            try:
                version = self._verify()
            except (CannotOpen, ReadOnlyLocation, DiskFull, DiskIOError):
                if not read_only:
                    raise
                self._conn.close()
                version = self._reopen_for_reading()
            self._version = version
            if read_only:
                if version < SCHEMA_VERSION:
                    self._conn = self._upgraded_in_memory()
            else:
                self._conn.execute("PRAGMA foreign_keys=ON")
                self._conn.execute("PRAGMA journal_mode=WAL")
                self._conn.execute("PRAGMA synchronous=FULL")
                self._migrate()
        except sqlite3.Error as e:
            self._conn.close()
            raise classify(e, self.path, writing=False) from None
        except BaseException:
            self._conn.close()
            raise
        self._file_id: tuple[int, int] | None = (st.st_dev, st.st_ino)
        register_open(self._file_id, +1)

    # -- opening --------------------------------------------------------------
    def _connect(self, uri_options: str = "") -> sqlite3.Connection:
        target: str | Path = self.path
        if uri_options:
            target = f"{self.path.resolve().as_uri()}?{uri_options}"
        try:
            conn = sqlite3.connect(
                target,
                timeout=BUSY_TIMEOUT_MS / 1000,
                isolation_level=None,
                check_same_thread=False,
                uri=bool(uri_options),
            )
            conn.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
        except sqlite3.Error as e:
            raise classify(e, self.path, writing=False) from None
        return conn

    def _reopen_for_reading(self) -> int:
        """Open the file for reading where SQLite cannot make its companion files
        (a read-only file, folder or disk, a full disk); the file's format version.

        First `mode=ro`, which still needs the WAL index (-shm) to exist or to be
        creatable. Failing that, the file is read as immutable (no locks, no index),
        which is right only when everything saved is in the file itself: a
        non-empty -wal or -journal beside it holds changes the file lacks (a station
        that was killed), so that is refused rather than showing old results. Where
        this user cannot write the folder (or on a read-only or full disk), no -wal or
        -journal can appear meanwhile."""
        self._conn = self._connect("mode=ro")
        try:
            return self._verify()
        except (CannotOpen, ReadOnlyLocation, DiskFull, DiskIOError):
            self._conn.close()
        for companion in ("-wal", "-journal"):
            log = self.path.with_name(self.path.name + companion)
            try:
                pending = log.stat().st_size > 0
            except OSError:
                pending = False
            if pending:
                raise ReadOnlyLocation(
                    f"{self.path} cannot be read here: changes saved last are still in "
                    f"{log.name}, which SQLite can only apply where it can write. Copy "
                    f"{self.path.name} together with {log.name} to a folder you can "
                    "write to, and open it there."
                )
        self._conn = self._connect("immutable=1")
        return self._verify()

    def _upgraded_in_memory(self) -> sqlite3.Connection:
        """A private copy of an older file, upgraded to the current format, for reading
        without touching the file."""
        memory = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
        with self._lock:
            self._conn.backup(memory)
        self._conn.close()
        self._conn = memory
        self.read_only = False
        try:
            self._migrate()
        finally:
            self.read_only = True
        return memory

    def _verify(self) -> int:
        """Refuse a damaged, foreign or too new file before anything is written; the
        file's format version. Only SQLite reads the file (see `_OPEN_FILES`)."""
        try:
            (app_id,) = self._conn.execute("PRAGMA application_id").fetchone()
            if app_id != APPLICATION_ID:
                raise NotATournamentFile(
                    f"{self.path} is an SQLite database of another program, not a tournament file."
                )
            # integrity_check, not quick_check: quick_check misses an index that
            # disagrees with its table (a flipped bit), and at open it costs no more
            # (about 25-40 ms for 300 players x 8 sessions, docs/files-and-faults.md).
            self._conn.text_factory = bytes  # SQLite's findings quote damaged bytes
            try:
                rows = self._conn.execute("PRAGMA integrity_check(5)").fetchall()
            finally:
                self._conn.text_factory = str
            problems = [r[0].decode("utf-8", "replace") for r in rows]
            if problems != ["ok"]:
                raise damaged(self.path, problems[0])
            version: int = self._conn.execute("PRAGMA user_version").fetchone()[0]
            fmt = self._conn.execute("SELECT value FROM meta WHERE key='format'").fetchone()
            unfinished = self._conn.execute(
                "SELECT value FROM meta WHERE key=?", (INCOMPLETE_KEY,)
            ).fetchone()
        except sqlite3.Error as e:
            if "no such table" in str(e):
                raise NotATournamentFile(f"{self.path} is not a tournament file.") from None
            raise classify(e, self.path, writing=False) from None
        except UnicodeDecodeError:
            # Python's sqlite3 cannot even decode SQLite's error message: it quotes
            # bytes of a damaged schema.
            raise damaged(self.path, "its table definitions cannot be read") from None
        if fmt is None or fmt[0] != FORMAT_NAME:
            raise NotATournamentFile(f"{self.path} is not a tournament file.")
        if version > SCHEMA_VERSION:
            raise TooNewFile(
                f"{self.path} was written by a newer version of the program "
                f"(file format {version}, this program reads up to {SCHEMA_VERSION})."
            )
        if version < 1:
            raise NotATournamentFile(f"{self.path} is not a tournament file.")
        if unfinished is not None and not self.completing_copy:
            raise DamagedFile(
                f"{self.path} is an incomplete copy: the copy that was writing it was "
                f"interrupted ({unfinished[0]}). It is not a tournament and cannot be "
                "opened; run the copy again (the file can be deleted)."
            )
        return version

    def _migrate(self) -> None:
        version = self._conn.execute("PRAGMA user_version").fetchone()[0]
        if version == SCHEMA_VERSION:
            return
        with self.transaction("upgrade file format"):
            # Re-read under the write lock: another station may have migrated.
            version = self._conn.execute("PRAGMA user_version").fetchone()[0]

            def migrate(target: int) -> None:
                for statement in _statements(MIGRATIONS[target]):
                    self._conn.execute(statement)
                self._conn.execute(f"PRAGMA user_version={target}")

            self._upgrade(version, SCHEMA_VERSION, migrate)

    @property
    def location(self) -> str:
        return str(self.path)

    @property
    def in_transaction(self) -> bool:
        return self._depth > 0

    def close(self) -> None:
        """Checkpoint the WAL into the file (so the file alone is complete) and close."""
        with self._lock:
            file_id = getattr(self, "_file_id", None)  # None: not opened, or closed already
            if file_id is None:
                return
            if not self.read_only:
                self._checkpoint()
            try:
                self._conn.close()
            except sqlite3.Error:
                pass
            register_open(file_id, -1)
            self._file_id = None

    def _checkpoint(self) -> None:
        """Copy what the WAL holds into the file itself, without waiting for readers
        (a reader still using old pages keeps them in the WAL until the next time)."""
        try:
            self._conn.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchall()
        except sqlite3.Error:
            pass  # the data is committed in the WAL; the next checkpoint copies it

    def __enter__(self) -> SqliteStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- transactions -----------------------------------------------------------
    @contextmanager
    def transaction(
        self, operation: str = "", match: tuple[int, int] | None = None
    ) -> Iterator[None]:
        # `match` is not needed: a file has one writer at a time (BEGIN IMMEDIATE).
        with self._lock:
            if self._joined():
                try:
                    yield
                finally:
                    self._depth -= 1
                return
            try:
                self._conn.execute("BEGIN IMMEDIATE")
            except sqlite3.Error as e:
                raise classify(e, self.path) from None
            self._depth, self._operation = 1, operation or "change"
            try:
                yield
                self._conn.execute("COMMIT")
            except BaseException as e:
                self._rollback()
                if isinstance(e, sqlite3.Error) and not isinstance(e, sqlite3.IntegrityError):
                    raise classify(e, self.path) from None
                raise
            finally:
                self._depth, self._operation = 0, ""
            self._checkpoint()

    def _rollback(self) -> None:
        """Undo the open transaction, if SQLite has not already (it rolls back by itself
        after some errors, e.g. a full disk: rolling back again would be an error)."""
        if not self._conn.in_transaction:
            return
        try:
            self._conn.execute("ROLLBACK")
        except sqlite3.Error:
            pass  # the connection is closed or broken: SQLite discards the transaction

    @contextmanager
    def snapshot(self) -> Iterator[None]:
        """Several reads that see one consistent state (no write lock taken)."""
        with self._lock:
            if self._depth:
                yield
                return
            try:
                self._conn.execute("BEGIN DEFERRED")
            except sqlite3.Error as e:
                raise classify(e, self.path, writing=False) from None
            self._depth, self._reading = 1, True
            try:
                yield
            finally:
                self._depth, self._reading = 0, False
                self._rollback()  # nothing was written: ending the read is enough

    @contextmanager
    def _write(self, entity: str) -> Iterator[sqlite3.Connection]:
        """One mutating call: joins the caller's transaction or makes its own."""
        with self.transaction(self._operation or f"change {entity}"):
            try:
                yield self._conn
            except sqlite3.IntegrityError as e:
                raise StoreError(f"The change to {entity} breaks the file's rules: {e}.") from None

    def _execute(self, sql: str, args: Sequence[object] = ()) -> sqlite3.Cursor:
        return self._conn.execute(sql, args)

    def _executemany(self, sql: str, rows: Sequence[Sequence[object]]) -> None:
        self._conn.executemany(sql, rows)

    def _read(self, sql: str, args: Sequence[object] = ()) -> list[tuple[Any, ...]]:
        with self._lock:
            try:
                return self._conn.execute(sql, args).fetchall()
            except sqlite3.Error as e:
                raise classify(e, self.path, writing=False) from None
            except UnicodeDecodeError:  # SQLite's message quotes damaged bytes
                raise self._damaged("its contents") from None

    def _damaged(self, part: str) -> DamagedFile:
        return DamagedFile(
            f"{self.path} is damaged: {part} cannot be read. Open the latest backup copy "
            "instead, and keep this file for inspection."
        )

    def data_version(self) -> int:
        """SQLite's `PRAGMA data_version`: it changes when another connection (another
        window or process) commits to the file, never for this one's own commits. Open
        views poll it to notice another station's changes."""
        version: int = self._read("PRAGMA data_version")[0][0]
        return version

    def backup(self, destination: Path, allow_other: bool = False, automatic: bool = False) -> Path:
        """Consistent copy through SQLite's backup API (never a file copy, which would
        miss what is still in the WAL), made under a temporary name and renamed into
        place so a backup file is never half written. The destination is checked first
        (`outputs.check_output`): never the tournament file, its companions or another
        backup; an existing file that is not a tournament copy only with `allow_other`.
        `automatic`: a new backup in the tournament's backup folder."""
        destination = check_output(
            destination, "copy", self.path, allow_other=allow_other, backup=automatic
        )
        tmp = destination.with_name(f".{destination.name[:150]}.{writer_tag()}{PARTIAL}")
        target: sqlite3.Connection | None = None
        try:
            destination.parent.mkdir(parents=True, exist_ok=True)
            target = sqlite3.connect(tmp)
            with self._lock:
                self._conn.backup(target)
            target.execute("PRAGMA journal_mode=DELETE")
            target.close()
            target = None
            os.replace(tmp, destination)
            _fsync_dir(destination.parent)
        # a backup changes nothing in the tournament: its failure never says a change
        # was lost (writing=False), whatever change came before it was saved
        except sqlite3.Error as e:
            raise classify(e, destination, writing=False) from None
        except OSError as e:
            raise classify_os(e, destination, writing=False) from None
        finally:
            if target is not None:
                target.close()
            try:
                tmp.unlink(missing_ok=True)
            except OSError:
                pass
        return destination
