"""The tournament file: one SQLite database (WAL mode) behind `TournamentStore`.

Why it is safe:
- every change runs in `BEGIN IMMEDIATE` ... `COMMIT` with `synchronous=FULL`, so a
  change is on disk when the call returns and a killed process loses at most the
  change it was making (never half of one);
- two processes writing one file queue on SQLite's lock (busy timeout) instead of
  failing or overwriting each other, and reads inside a transaction hold the lock;
- a file is opened only after its header says it is ours (application id, read
  without SQLite) and `PRAGMA quick_check` passes: a foreign or damaged file gives a
  clear error and is never written.
"""

from __future__ import annotations

import dataclasses
import enum
import errno
import json
import os
import sqlite3
import stat
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime
from fractions import Fraction
from pathlib import Path

from app.domain.errors import (
    CannotOpen,
    DamagedFile,
    DiskFull,
    NotARegularFile,
    NotATournamentFile,
    ReadOnlyLocation,
    StoreError,
    TooNewFile,
)
from app.domain.model import (
    AuditEntry,
    FanLine,
    HandRecord,
    MatchState,
    MatchStatus,
    Penalty,
    Player,
    Table,
    TableTotals,
    TournamentSettings,
)
from app.store.faults import classify, classify_os, disk_nearly_full, media_read_only
from app.store.interface import TableSums
from app.store.outputs import PARTIAL, check_output, register_open, writer_tag
from app.store.schema import APPLICATION_ID, FORMAT_NAME, MIGRATIONS, SCHEMA_VERSION

BUSY_TIMEOUT_MS = 30_000


def _to_json(obj: object) -> str | None:
    """Audit-log text of a domain object (None stays None)."""
    if obj is None:
        return None

    def default(o: object) -> object:
        if isinstance(o, enum.Enum):
            return o.value
        if isinstance(o, Fraction):
            return str(o)
        raise TypeError(type(o).__name__)

    data = dataclasses.asdict(obj) if dataclasses.is_dataclass(obj) else obj
    return json.dumps(data, default=default, ensure_ascii=False, sort_keys=True)


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


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
        conn = sqlite3.connect(tmp, isolation_level=None)
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
            conn.execute("INSERT INTO meta VALUES ('settings', ?)", (_settings_json(settings),))
            conn.execute(
                "INSERT INTO audit (at, operation, entity, key, old, new) VALUES (?,?,?,?,?,?)",
                (_now(), "new tournament", "settings", "", None, _to_json(settings)),
            )
            conn.execute("COMMIT")
        finally:
            conn.close()
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


def _settings_json(settings: TournamentSettings) -> str:
    return json.dumps(dataclasses.asdict(settings), ensure_ascii=False, sort_keys=True)


def _settings_from_json(text: str) -> TournamentSettings:
    data = json.loads(text)
    known = {f.name for f in dataclasses.fields(TournamentSettings)}
    data = {k: v for k, v in data.items() if k in known}  # newer keys: ignore
    if "tie_breaks" in data:
        data["tie_breaks"] = tuple(data["tie_breaks"])
    return TournamentSettings(**data)


class SqliteStore:
    """A tournament file opened for reading and writing. See the module docstring.

    `read_only=True` never changes the file in any way: no conversion to WAL mode, no
    format upgrade (an older file is upgraded in a private in-memory copy instead), and
    every write is refused."""

    def __init__(self, path: str | os.PathLike[str], read_only: bool = False) -> None:
        self.path = Path(path)
        self.read_only = read_only
        self._lock = threading.RLock()  # one connection, possibly several threads
        self._depth = 0
        self._reading = False  # inside snapshot(): no writes allowed
        self._operation = ""
        st = _regular_file(self.path)
        self._conn = self._connect()
        try:
            try:
                version = self._verify()
            except (CannotOpen, ReadOnlyLocation, DiskFull):
                if not read_only:
                    raise
                # A read-only folder or disk, or a full one: SQLite cannot make the
                # WAL's companion files there, but can read the file without them.
                # On a read-only or full disk nobody can change the file meanwhile, so
                # it is read as immutable; in a folder this user cannot write, SQLite
                # reads it read-only, keeping its index in memory.
                self._conn.close()
                frozen = media_read_only(self.path) or disk_nearly_full(self.path)
                self._conn = self._connect("immutable=1" if frozen else "mode=ro")
                version = self._verify()
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
        self._file_id = (st.st_dev, st.st_ino)
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
            problems = [r[0] for r in self._conn.execute("PRAGMA quick_check(5)")]
            if problems != ["ok"]:
                raise DamagedFile(
                    f"{self.path} is damaged and cannot be used ({problems[0]}). "
                    "Open the latest backup copy instead."
                )
            version = self._conn.execute("PRAGMA user_version").fetchone()[0]
            fmt = self._conn.execute("SELECT value FROM meta WHERE key='format'").fetchone()
        except sqlite3.Error as e:
            if "no such table" in str(e):
                raise NotATournamentFile(f"{self.path} is not a tournament file.") from None
            raise classify(e, self.path, writing=False) from None
        if fmt is None or fmt[0] != FORMAT_NAME:
            raise NotATournamentFile(f"{self.path} is not a tournament file.")
        if version > SCHEMA_VERSION:
            raise TooNewFile(
                f"{self.path} was written by a newer version of the program "
                f"(file format {version}, this program reads up to {SCHEMA_VERSION})."
            )
        if version < 1:
            raise NotATournamentFile(f"{self.path} is not a tournament file.")
        return version

    def _migrate(self) -> None:
        version = self._conn.execute("PRAGMA user_version").fetchone()[0]
        if version == SCHEMA_VERSION:
            return
        with self.transaction("upgrade file format"):
            # Re-read under the write lock: another station may have migrated.
            version = self._conn.execute("PRAGMA user_version").fetchone()[0]
            for target in range(version + 1, SCHEMA_VERSION + 1):
                for statement in _statements(MIGRATIONS[target]):
                    self._conn.execute(statement)
                self._conn.execute(f"PRAGMA user_version={target}")
                self._audit("file format", "", str(target - 1), str(target))

    @property
    def location(self) -> str:
        return str(self.path)

    @property
    def in_transaction(self) -> bool:
        return self._depth > 0

    def close(self) -> None:
        """Checkpoint the WAL into the file (so the file alone is complete) and close."""
        with self._lock:
            if getattr(self, "_file_id", None) is None:
                return
            if not self.read_only:
                self._checkpoint()
            try:
                self._conn.close()
            except sqlite3.Error:
                pass
            register_open(self._file_id, -1)
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
    def transaction(self, operation: str = "") -> Iterator[None]:
        with self._lock:
            if self._reading:
                raise RuntimeError("a write cannot start inside a read-only snapshot()")
            if self._depth:
                self._depth += 1
                try:
                    yield
                finally:
                    self._depth -= 1
                return
            if self.read_only:
                raise ReadOnlyLocation(
                    f"{self.path} is open for reading only; nothing was changed."
                )
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

    def _audit(self, entity: str, key: str, old: object, new: object) -> None:
        self._conn.execute(
            "INSERT INTO audit (at, operation, entity, key, old, new) VALUES (?,?,?,?,?,?)",
            (
                _now(),
                self._operation or f"change {entity}",
                entity,
                key,
                old if isinstance(old, str) or old is None else _to_json(old),
                new if isinstance(new, str) or new is None else _to_json(new),
            ),
        )

    def _read(self, sql: str, args: Sequence[object] = ()) -> list[tuple]:
        with self._lock:
            try:
                return self._conn.execute(sql, args).fetchall()
            except sqlite3.Error as e:
                raise classify(e, self.path, writing=False) from None

    # -- settings ---------------------------------------------------------------
    def get_settings(self) -> TournamentSettings:
        row = self._read("SELECT value FROM meta WHERE key='settings'")
        try:
            return _settings_from_json(row[0][0])
        except (ValueError, TypeError, KeyError, IndexError, AttributeError):
            raise self._damaged("the tournament's settings") from None

    def _damaged(self, part: str) -> DamagedFile:
        return DamagedFile(
            f"{self.path} is damaged: {part} cannot be read. Open the latest backup copy "
            "instead, and keep this file for inspection."
        )

    def put_settings(self, settings: TournamentSettings) -> None:
        with self._write("settings") as c:
            old = self.get_settings()
            c.execute("UPDATE meta SET value=? WHERE key='settings'", (_settings_json(settings),))
            self._audit("settings", "", old, settings)

    # -- players ----------------------------------------------------------------
    _PLAYER_COLS = "number, name, country, ema_id, team, substitute, active, first_name, last_name"
    _PLAYER_VALUES = "?,?,?,?,?,?,?,?,?"

    @staticmethod
    def _player(row: tuple) -> Player:
        n, name, country, ema, team, sub, active, first, last = row
        return Player(n, name, country, ema, team, bool(sub), bool(active), first, last)

    def list_players(self) -> list[Player]:
        rows = self._read(f"SELECT {self._PLAYER_COLS} FROM players ORDER BY number")
        return [self._player(r) for r in rows]

    def get_player(self, number: int) -> Player | None:
        rows = self._read(f"SELECT {self._PLAYER_COLS} FROM players WHERE number=?", (number,))
        return self._player(rows[0]) if rows else None

    def add_player(self, player: Player) -> Player:
        with self._write("players") as c:
            if player.number <= 0:
                # Never a number a removed player had (an undo or a printed list may
                # still refer to it): above both the players and the high-water mark.
                (top,) = c.execute(
                    "SELECT MAX(COALESCE((SELECT MAX(number) FROM players), 0),"
                    " COALESCE((SELECT CAST(value AS INTEGER) FROM meta"
                    " WHERE key='last_player'), 0))"
                ).fetchone()
                player = dataclasses.replace(player, number=top + 1)
            c.execute(
                f"INSERT INTO players ({self._PLAYER_COLS}) VALUES ({self._PLAYER_VALUES})",
                self._player_row(player),
            )
            c.execute(
                "INSERT OR REPLACE INTO meta (key, value) VALUES ('last_player', ?)",
                (str(max(player.number, self._last_player())),),
            )
            self._audit("player", str(player.number), None, player)
        return player

    def _last_player(self) -> int:
        row = self._conn.execute("SELECT value FROM meta WHERE key='last_player'").fetchone()
        return int(row[0]) if row else 0

    @staticmethod
    def _player_row(p: Player) -> tuple:
        return (
            p.number,
            p.name,
            p.country,
            p.ema_id,
            p.team,
            int(p.substitute),
            int(p.active),
            p.first_name,
            p.last_name,
        )

    def put_player(self, player: Player) -> None:
        with self._write("players") as c:
            old = self.get_player(player.number)
            c.execute(
                f"INSERT OR REPLACE INTO players ({self._PLAYER_COLS}) "
                f"VALUES ({self._PLAYER_VALUES})",
                self._player_row(player),
            )
            self._audit("player", str(player.number), old, player)

    def delete_player(self, number: int) -> None:
        with self._write("players") as c:
            old = self.get_player(number)
            c.execute("DELETE FROM players WHERE number=?", (number,))
            self._audit("player", str(number), old, None)

    # -- seating ----------------------------------------------------------------
    def list_tables(self, session: int | None = None) -> list[Table]:
        where, args = ("WHERE session=?", (session,)) if session is not None else ("", ())
        rows = self._read(
            f"SELECT session, table_no, seat, player FROM seats {where} "
            "ORDER BY session, table_no, seat",
            args,
        )
        tables: dict[tuple[int, int], list[int]] = {}
        for s, t, _seat, p in rows:
            tables.setdefault((s, t), []).append(p)
        return [Table(s, t, tuple(ps)) for (s, t), ps in tables.items()]  # type: ignore[arg-type]

    def put_tables(self, session: int, tables: Sequence[Table]) -> None:
        with self._write("seating") as c:
            old = self.list_tables(session)
            c.execute("DELETE FROM seats WHERE session=?", (session,))
            c.executemany(
                "INSERT INTO seats (session, table_no, seat, player) VALUES (?,?,?,?)",
                [(session, t.table, i, p) for t in tables for i, p in enumerate(t.seats)],
            )
            self._audit(
                "seating",
                str(session),
                json.dumps([list(t.seats) for t in old]) if old else None,
                json.dumps([list(t.seats) for t in tables]) if tables else None,
            )

    # -- hands ------------------------------------------------------------------
    _HAND_COLS = (
        "session, table_no, hand, winner, discarder, fan, draw, tiles, fans, p0, p1, p2, p3"
    )

    @staticmethod
    def _hand(row: tuple) -> HandRecord:
        s, t, h, winner, discarder, fan, draw, tiles, fans, *points = row
        lines = tuple(FanLine(*f) for f in json.loads(fans)) if fans else ()
        return HandRecord(
            s,
            t,
            h,
            winner,
            discarder,
            fan,
            tuple(points),
            tiles,
            lines,
            bool(draw),  # type: ignore[arg-type]
        )

    def list_hands(self, session: int | None = None, table: int | None = None) -> list[HandRecord]:
        where, args = _session_table_filter(session, table)
        rows = self._read(
            f"SELECT {self._HAND_COLS} FROM hands {where} ORDER BY session, table_no, hand", args
        )
        return [self._checked_hand(r) for r in rows]

    def _checked_hand(self, row: tuple) -> HandRecord:
        try:
            return self._hand(row)
        except (ValueError, TypeError):  # the fans' JSON, written by us, was damaged
            raise self._damaged(f"hand {row[2]} of table {row[1]}, session {row[0]}") from None

    def iter_hands(self) -> Iterator[HandRecord]:
        return iter(self.list_hands())

    def get_hand(self, session: int, table: int, hand: int) -> HandRecord | None:
        rows = self._read(
            f"SELECT {self._HAND_COLS} FROM hands WHERE session=? AND table_no=? AND hand=?",
            (session, table, hand),
        )
        return self._checked_hand(rows[0]) if rows else None

    def put_hand(self, record: HandRecord) -> None:
        with self._write("hands") as c:
            old = self.get_hand(record.session, record.table, record.hand)
            fans = (
                json.dumps(
                    [[f.fan_id, f.name, f.name_zh, f.points, f.count] for f in record.fans],
                    ensure_ascii=False,
                )
                if record.fans
                else None
            )
            c.execute(
                f"INSERT OR REPLACE INTO hands ({self._HAND_COLS}) "
                "VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
                (
                    record.session,
                    record.table,
                    record.hand,
                    record.winner,
                    record.discarder,
                    record.fan,
                    int(record.draw),
                    record.tiles,
                    fans,
                    *record.points,
                ),
            )
            self._audit(
                "hand", self._hand_key(record.session, record.table, record.hand), old, record
            )

    @staticmethod
    def _hand_key(session: int, table: int, hand: int) -> str:
        return f"{session}/{table}/{hand}"

    def delete_hand(self, session: int, table: int, hand: int) -> None:
        with self._write("hands") as c:
            old = self.get_hand(session, table, hand)
            c.execute(
                "DELETE FROM hands WHERE session=? AND table_no=? AND hand=?",
                (session, table, hand),
            )
            self._audit("hand", self._hand_key(session, table, hand), old, None)

    # -- penalties --------------------------------------------------------------
    _PENALTY_COLS = "session, table_no, player, points, reason, shared, id"

    def list_penalties(self, session: int | None = None, table: int | None = None) -> list[Penalty]:
        where, args = _session_table_filter(session, table)
        rows = self._read(
            f"SELECT {self._PENALTY_COLS} FROM penalties {where} ORDER BY session, table_no, id",
            args,
        )
        return [Penalty(s, t, p, pts, r, bool(sh), i) for s, t, p, pts, r, sh, i in rows]

    def add_penalty(self, penalty: Penalty) -> Penalty:
        with self._write("penalties") as c:
            cur = c.execute(
                f"INSERT INTO penalties ({self._PENALTY_COLS}) VALUES (?,?,?,?,?,?,?)",
                (
                    penalty.session,
                    penalty.table,
                    penalty.player,
                    penalty.points,
                    penalty.reason,
                    int(penalty.shared),
                    penalty.id,
                ),
            )
            penalty = dataclasses.replace(penalty, id=cur.lastrowid)
            self._audit("penalty", str(penalty.id), None, penalty)
        return penalty

    def delete_penalty(self, penalty_id: int) -> None:
        with self._write("penalties") as c:
            rows = c.execute(
                f"SELECT {self._PENALTY_COLS} FROM penalties WHERE id=?", (penalty_id,)
            ).fetchall()
            c.execute("DELETE FROM penalties WHERE id=?", (penalty_id,))
            old = Penalty(*rows[0][:4], rows[0][4], bool(rows[0][5]), rows[0][6]) if rows else None
            self._audit("penalty", str(penalty_id), old, None)

    # -- totals -----------------------------------------------------------------
    def list_totals(self, session: int | None = None) -> list[TableTotals]:
        where, args = ("WHERE session=?", (session,)) if session is not None else ("", ())
        rows = self._read(
            f"SELECT session, table_no, t0, t1, t2, t3 FROM totals {where} "
            "ORDER BY session, table_no",
            args,
        )
        return [TableTotals(s, t, tuple(ts)) for s, t, *ts in rows]  # type: ignore[arg-type]

    def get_totals(self, session: int, table: int) -> TableTotals | None:
        rows = self._read(
            "SELECT t0, t1, t2, t3 FROM totals WHERE session=? AND table_no=?", (session, table)
        )
        return TableTotals(session, table, tuple(rows[0])) if rows else None  # type: ignore[arg-type]

    def put_totals(self, totals: TableTotals) -> None:
        with self._write("totals") as c:
            old = self.get_totals(totals.session, totals.table)
            c.execute(
                "INSERT OR REPLACE INTO totals VALUES (?,?,?,?,?,?)",
                (totals.session, totals.table, *totals.totals),
            )
            self._audit("totals", f"{totals.session}/{totals.table}", old, totals)

    def delete_totals(self, session: int, table: int) -> None:
        with self._write("totals") as c:
            old = self.get_totals(session, table)
            c.execute("DELETE FROM totals WHERE session=? AND table_no=?", (session, table))
            self._audit("totals", f"{session}/{table}", old, None)

    # -- match states -----------------------------------------------------------
    def list_match_status(self, session: int | None = None) -> list[MatchStatus]:
        where, args = ("WHERE s.session=?", (session,)) if session is not None else ("", ())
        rows = self._read(
            f"""
            SELECT s.session, s.table_no, COALESCE(m.state, 'open'),
                   (SELECT COUNT(*) FROM hands h
                     WHERE h.session=s.session AND h.table_no=s.table_no),
                   EXISTS (SELECT 1 FROM totals t
                     WHERE t.session=s.session AND t.table_no=s.table_no)
              FROM (SELECT DISTINCT session, table_no FROM seats) s
              LEFT JOIN match_state m ON m.session=s.session AND m.table_no=s.table_no
              {where}
             ORDER BY s.session, s.table_no
            """,
            args,
        )
        return [MatchStatus(s, t, MatchState(st), n, bool(tot)) for s, t, st, n, tot in rows]

    def set_match_state(self, session: int, table: int, state: MatchState) -> None:
        with self._write("match state") as c:
            row = c.execute(
                "SELECT state FROM match_state WHERE session=? AND table_no=?", (session, table)
            ).fetchone()
            old = row[0] if row else MatchState.OPEN.value
            c.execute(
                "INSERT OR REPLACE INTO match_state VALUES (?,?,?)",
                (session, table, MatchState(state).value),
            )
            self._audit(
                "match state",
                f"{session}/{table}",
                json.dumps(old),
                json.dumps(MatchState(state).value),
            )

    # -- aggregates and housekeeping ----------------------------------------------
    def table_sums(self) -> list[TableSums]:
        # A winner is the one player with positive points in a hand.
        rows = self._read(
            """
            SELECT session, table_no, SUM(p0), SUM(p1), SUM(p2), SUM(p3),
                   SUM(p0 > 0), SUM(p1 > 0), SUM(p2 > 0), SUM(p3 > 0), COUNT(*)
              FROM hands GROUP BY session, table_no ORDER BY session, table_no
            """
        )
        return [
            TableSums(s, t, (a, b, c, d), (wa, wb, wc, wd), n)
            for s, t, a, b, c, d, wa, wb, wc, wd, n in rows
        ]

    def list_audit(self, limit: int | None = None) -> list[AuditEntry]:
        sql = "SELECT id, at, operation, entity, key, old, new FROM audit ORDER BY id DESC"
        if limit is not None:
            sql += f" LIMIT {int(limit)}"
        return [AuditEntry(*r) for r in self._read(sql)]

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
        except sqlite3.Error as e:
            raise classify(e, destination) from None
        except OSError as e:
            raise classify_os(e, destination) from None
        finally:
            if target is not None:
                target.close()
            try:
                tmp.unlink(missing_ok=True)
            except OSError:
                pass
        return destination


def _session_table_filter(session: int | None, table: int | None) -> tuple[str, list[int]]:
    """A WHERE clause (or none) selecting one session and/or one table, with its arguments."""
    clauses, args = [], []
    if session is not None:
        clauses.append("session=?")
        args.append(session)
    if table is not None:
        clauses.append("table_no=?")
        args.append(table)
    return (f"WHERE {' AND '.join(clauses)}" if clauses else ""), args
