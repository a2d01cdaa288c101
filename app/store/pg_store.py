"""A tournament in a PostgreSQL database, for several scoring stations at once.

Why it is safe with many writers:
- every change runs in one transaction that first takes its locks (before any read,
  so it sees every change committed before them). A change to one match (a hand, a
  penalty, totals, its state: the domain says which, `transaction(match=...)`) locks
  that match only, so stations on different matches never wait for each other and
  two stations on one match queue; any other change (settings, players, seating,
  undo) is SERIALIZABLE and waits for every writer (`_begin_statement`). A
  serialization failure or deadlock that still happens is raised as `Conflict`, and
  the domain runs the whole operation again (`service._retried`);
- a change is durable when COMMIT returns (the server's fsync), and a station killed
  mid-change loses only that change: the server rolls it back;
- a change to one match is two round trips: its rows are read with its lock and its
  writes sent with COMMIT (app/store/pg_match.py);
- each commit is followed by NOTIFY on `mcr_changes` (`_commit`); a listening
  connection counts other stations' commits, so `data_version()` changes within
  moments and open views refresh (the file backend polls SQLite's data_version for
  the same effect);
- a lost connection (server restarted, network gone) is reopened before the next
  change, with a notice for the user; a change that was under way is reported as not
  saved (the caller keeps it on screen), never half stored.

Only a database with our `meta` marks is used; an empty database is where `new` goes;
a database holding anything else is refused untouched.
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import psycopg
from psycopg import errors as pg_errors

from app.domain.errors import (
    Conflict,
    DamagedFile,
    NotATournamentFile,
    ServerUnavailable,
    StoreError,
    TooNewFile,
)
from app.domain.model import TournamentSettings
from app.store import audit, mapping, pg_schema, server_password
from app.store.pg_connect import (
    CONNECT_TIMEOUT_S,
    RECONNECT_FOR_S,
    connect,
    said,
    unavailable,
)
from app.store.pg_match import (
    PREPARED_MARK,
    MatchReads,
    commit_text,
    held_back,
    prefetch_sql,
    prepare_sql,
    result_sets,
)
from app.store.schema import FORMAT_NAME, SCHEMA_VERSION
from app.store.server_url import station_name, without_password

CHANNEL = "mcr_changes"


def _sql(text: str) -> str:
    """Our SQL is written with `?` (SQLite's style); psycopg takes `%s`."""
    return text.replace("?", "%s")


def create_pg_store(
    url: str, settings: TournamentSettings, fill: Callable[[PgStore], None] | None = None
) -> PgStore:
    """Create the tournament in an empty database (refused if it holds any table).
    `fill` (a copy) writes the rest in the same transaction: a copy interrupted at any
    moment leaves the database empty, as it was."""
    conn = connect(url, "Nothing was created. ")
    try:
        with conn.transaction():
            tables = _user_tables(conn)
            if "meta" in tables:
                raise StoreError(
                    f"The database {without_password(url)} already holds a tournament; "
                    "open it, or create the new one in an empty database. Nothing was changed."
                )
            if tables:
                raise StoreError(
                    f"The database {without_password(url)} is not empty (it holds "
                    f"{', '.join(sorted(tables)[:5])}); a new tournament needs an empty "
                    "database of its own. Nothing was changed."
                )
            for version in range(pg_schema.BASE_VERSION, SCHEMA_VERSION + 1):
                conn.execute(pg_schema.MIGRATIONS[version])
            for key, value in (
                ("format", FORMAT_NAME),
                ("schema_version", str(SCHEMA_VERSION)),
                ("settings", mapping.settings_json(settings)),
            ):
                conn.execute("INSERT INTO meta (key, value) VALUES (%s, %s)", (key, value))
            conn.execute(
                _sql(
                    "INSERT INTO audit (at, operation, entity, key, old, new, station) "
                    "VALUES (?,?,?,?,?,?,?)"
                ),
                (*audit.entry("new tournament", "settings", "", None, settings), station_name()),
            )
            if fill is not None:
                fill(PgStore(url, connection=conn))
    except pg_errors.DuplicateTable:
        raise StoreError(
            f"Another station created a tournament in {without_password(url)} at the same "
            "moment; open that one instead."
        ) from None
    except pg_errors.InsufficientPrivilege as e:
        raise StoreError(
            f"The user in {without_password(url)} may not create tables in that database "
            f"({said(e, url).strip()}). Nothing was created."
        ) from None
    except psycopg.OperationalError as e:
        raise unavailable(url, e, "Nothing was created. ") from None
    except psycopg.Error as e:
        raise StoreError(f"The tournament server refused: {e}. Nothing was created.") from None
    finally:
        conn.close()
    return PgStore(url)


def _user_tables(conn: psycopg.Connection) -> set[str]:
    rows = conn.execute(
        "SELECT table_name FROM information_schema.tables "
        "WHERE table_schema NOT IN ('pg_catalog', 'information_schema')"
    ).fetchall()
    return {r[0] for r in rows}


class PgStore(MatchReads):
    """A tournament database opened by one station. See the module docstring.

    `queue_writers=False` drops the locks (the match's and the tournament's): writers then
    rely on SERIALIZABLE alone and retry on conflicts (kept for measuring,
    bench/bench_stations.py --optimistic)."""

    def __init__(
        self,
        url: str,
        read_only: bool = False,
        station: str | None = None,
        queue_writers: bool = True,
        connection: psycopg.Connection | None = None,
    ) -> None:
        self.url = url
        self.read_only = read_only
        self.station = station or station_name()
        self.queue_writers = queue_writers
        self.notices: list[str] = []  # said to the user once (a reconnection)
        self._lock = threading.RLock()
        self._depth = 0
        self._reading = False
        self._operation = ""
        self._settings: TournamentSettings | None = None
        self._pending = []  # a match's writes, sent with its COMMIT (pg_match)
        self._holding = False  # whether the running transaction holds its writes back
        self._prepared_on: psycopg.Connection | None = None  # has pg_match's statements
        # `connection`: the creating transaction's own (create_pg_store's `fill`)
        self._conn = connection or connect(url, "")
        try:
            self._version = self._verify()
            if not read_only and self._version < SCHEMA_VERSION:
                self._migrate()
        except BaseException:
            self._conn.close()
            raise
        self._changes = 0
        self._changes_lock = threading.Lock()
        self._stop = threading.Event()
        # The listening connection opens on the first data_version() call: a CLI
        # command or a writer that never watches needs no second connection.
        self._listener: threading.Thread | None = None
        self._listening = threading.Event()

    # -- opening ----------------------------------------------------------------------
    def _verify(self) -> int:
        """Refuse a foreign, damaged or too new database before anything is written."""
        where = without_password(self.url)
        try:
            tables = _user_tables(self._conn)
            if "meta" not in tables:
                if tables:
                    raise NotATournamentFile(
                        f"The database {where} holds another program's data, not a "
                        "tournament. Nothing was changed."
                    )
                raise NotATournamentFile(
                    f"The database {where} is empty: there is no tournament in it yet "
                    "(create one with `new`)."
                )
            rows: dict[str, str] = dict(
                self._conn.execute("SELECT key, value FROM meta").fetchall()
            )
        except psycopg.OperationalError as e:
            raise unavailable(self.url, e) from None
        except psycopg.Error as e:
            raise NotATournamentFile(
                f"The database {where} is not a tournament ({said(e, self.url)})."
            ) from None
        if rows.get("format") != FORMAT_NAME:
            raise NotATournamentFile(f"The database {where} is not a tournament.")
        try:
            version = int(rows.get("schema_version", ""))
        except ValueError:
            raise DamagedFile(
                f"The database {where} is damaged: its format version cannot be read."
            ) from None
        if version > SCHEMA_VERSION:
            raise TooNewFile(
                f"The database {where} was written by a newer version of the program "
                f"(format {version}, this program reads up to {SCHEMA_VERSION})."
            )
        if version < pg_schema.BASE_VERSION:
            raise DamagedFile(f"The database {where} has an unknown format ({version}).")
        return version

    def _migrate(self) -> None:
        with self.transaction("upgrade file format"):
            # Re-read under the write lock: another station may have migrated.
            (text,) = self._execute("SELECT value FROM meta WHERE key='schema_version'").fetchone()

            def migrate(target: int) -> None:
                self._execute(pg_schema.MIGRATIONS[target])
                self._execute("UPDATE meta SET value=? WHERE key='schema_version'", (str(target),))

            self._upgrade(int(text), SCHEMA_VERSION, migrate)

    @property
    def location(self) -> str:
        return without_password(self.url)

    @property
    def path(self) -> None:  # no file: no backup folder beside it
        return None

    @property
    def in_transaction(self) -> bool:
        return self._depth > 0

    def close(self) -> None:
        self._stop.set()
        with self._lock:
            try:
                self._conn.close()
            except psycopg.Error:
                pass

    def __enter__(self) -> PgStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- the connection, kept alive -------------------------------------------------
    def _reconnect(self) -> None:
        """A new connection after the old one broke (a restarted server): tried for
        RECONNECT_FOR_S seconds, then the failure is the user's message."""
        try:
            self._conn.close()
        except psycopg.Error:
            pass
        deadline = time.monotonic() + RECONNECT_FOR_S
        while True:
            try:
                self._conn = connect(self.url, "")
                break
            except ServerUnavailable:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.5)
        self.notices.append(
            f"The connection to the tournament server {self.location} was lost and has "
            "been restored."
        )
        with self._changes_lock:
            self._changes += 1  # changes may have been missed meanwhile: refresh

    def _usable(self) -> None:
        if self._conn.closed or self._conn.broken:
            self._reconnect()

    # -- transactions -----------------------------------------------------------------
    @contextmanager
    def transaction(
        self, operation: str = "", match: tuple[int, int] | None = None
    ) -> Iterator[None]:
        with self._lock:
            if self._joined():
                try:
                    yield
                finally:
                    self._depth -= 1
                return
            self._settings = None  # read afresh once per transaction (get_settings)
            cursor = self._begin(self._begin_statement(match))
            self._depth, self._operation = 1, operation or "change"
            committing = False
            try:
                if match is not None and self.queue_writers:
                    self._match_read(match, cursor)
                    self._holding = True
                yield
                committing = True
                self._commit()
            except BaseException as e:
                self._rollback()
                if committing and isinstance(e, psycopg.OperationalError):
                    # The server may have stored it before the line broke: say so.
                    raise unavailable(
                        self.url,
                        e,
                        "The last change may or may not have been saved: check it once "
                        "the station is connected again. ",
                    ) from None
                raise self._translated(e, writing=True) from None
            finally:
                self._depth, self._operation, self._settings = 0, "", None
                self._pending, self._holding = [], False
                self._forget()

    def _commit(self) -> None:
        """The writes held back, COMMIT, then the NOTIFY: one round trip, one text
        (pg_match.commit_text says why the NOTIFY comes after COMMIT)."""
        pending, self._pending = self._pending, []
        self._conn.execute(commit_text(self._conn, pending, CHANNEL, self._pid()))

    def _flush(self) -> None:
        """Send the writes held back, before a statement that must see them."""
        if self._pending:
            pending, self._pending = self._pending, []
            with self._conn.pipeline():
                for sql, args in pending:
                    self._conn.execute(_sql(sql), args)

    def _begin_statement(self, match: tuple[int, int] | None) -> str:
        """BEGIN and the locks, sent in one round trip (a station's latency is mostly
        round trips to a busy server). The locks come before any query, so what the
        transaction reads afterwards includes every change committed before them.

        - A change to one match (`match`): the tournament's lock in ROW SHARE mode
          (any number of match writers at once; only a tournament-wide change waits
          for them), then that match's seat rows FOR NO KEY UPDATE: the per-match
          lock, so two stations changing the same match queue, and stations on
          different matches never wait for each other. Under these locks nothing the
          operation reads can change before it commits, so READ COMMITTED is exact
          (and a statement sees what was committed before it: no serialization
          failures to retry). The batch goes on reading the settings and the
          match's rows, which the operation reads anyway (pg_match.prefetch_sql).
        - Any other change (settings, players, seating, undo): SERIALIZABLE with the
          tournament's lock in EXCLUSIVE mode, waiting for every other writer.
        """
        if not self.queue_writers:  # measuring only: serializable + retries, no lock
            return "BEGIN ISOLATION LEVEL SERIALIZABLE"
        if match is None:
            return "BEGIN ISOLATION LEVEL SERIALIZABLE; LOCK TABLE meta IN EXCLUSIVE MODE"
        session, table = (int(x) for x in match)  # numbers: safe in the statement's text
        return (
            "BEGIN ISOLATION LEVEL READ COMMITTED; LOCK TABLE meta IN ROW SHARE MODE; "
            + prefetch_sql(session, table)
        )

    def get_settings(self) -> TournamentSettings:
        # Settings change only under the tournament-wide lock, which waits for every
        # other writer: inside a transaction they are read once.
        if not self._depth or self._reading:
            return super().get_settings()
        if self._settings is None:
            self._settings = super().get_settings()
        return self._settings

    def put_settings(self, settings: TournamentSettings) -> None:
        self._settings = None
        super().put_settings(settings)
        self._settings = None

    def _match_read(self, match: tuple[int, int], cursor: Any) -> None:
        """The settings and the match's rows, read by BEGIN's batch (pg_match): the
        operation's reads then cost no round trip."""
        rows = result_sets(cursor)
        try:
            self._settings = self._parsed_settings(rows["settings"][0][0])
        except (ValueError, TypeError, KeyError, IndexError, AttributeError):
            self._settings = None  # read again by get_settings, which says what is wrong
        self._hold((int(match[0]), int(match[1])), rows)

    def _begin(self, statement: str) -> Any:
        """Start a transaction (the cursor of its batch); a connection found broken
        here (nothing of the change was sent yet) is reopened and the start tried
        again."""
        self._usable()
        try:
            return self._started(statement)
        except psycopg.OperationalError:
            self._reconnect()
            try:
                return self._started(statement)
            except psycopg.OperationalError as e:
                raise unavailable(self.url, e, "The change was not saved. ") from None
        except psycopg.Error as e:  # e.g. the lock refused: nothing was done
            self._rollback()
            raise self._translated(e, writing=True) from None

    def _started(self, statement: str) -> Any:
        # A match's batch runs prepared statements: made once per connection (a new
        # one after a reconnection has none), outside any transaction.
        if PREPARED_MARK in statement and self._prepared_on is not self._conn:
            self._conn.execute(prepare_sql())
            self._prepared_on = self._conn
        try:
            return self._conn.execute(statement)
        except pg_errors.InvalidSqlStatementName:
            # They were deallocated after all (nothing of ours does): made again once.
            self._rollback()
            self._conn.execute(prepare_sql())
            return self._conn.execute(statement)

    def _pid(self) -> str:
        return str(int(self._conn.info.backend_pid))  # a number: safe in a statement

    def _rollback(self) -> None:
        """End the transaction, keeping the session's prepared statements.

        psycopg answers every ROLLBACK it runs with DEALLOCATE ALL when it has prepared
        statements (a rolled-back transaction may have dropped what they refer to):
        one more round trip, and every statement is parsed and planned again until it
        is prepared anew; a refused hand entry paid both. Our transactions create and
        drop nothing (a format upgrade, which does, runs before any statement is
        prepared), so the ROLLBACK goes to libpq directly, unseen by that rule."""
        try:
            if not self._conn.closed and not self._conn.broken:
                self._conn.pgconn.exec_(b"ROLLBACK")
        except psycopg.Error:
            pass  # the server discards an unfinished transaction by itself

    def _translated(self, e: BaseException, writing: bool) -> BaseException:
        lost = "The change was not saved. " if writing else ""
        if isinstance(e, pg_errors.SerializationFailure | pg_errors.DeadlockDetected):
            return Conflict(
                f"Another station changed the tournament at the same moment. {lost}Try again."
            )
        if isinstance(e, psycopg.OperationalError):
            return unavailable(self.url, e, lost)
        if isinstance(e, psycopg.IntegrityError):
            why = said(e, self.url)
            return StoreError(f"The change breaks the tournament's rules: {why}. {lost}".strip())
        if isinstance(e, psycopg.Error):
            why = said(e, self.url)
            return StoreError(f"The tournament server refused: {why}. {lost}".strip())
        return e

    @contextmanager
    def snapshot(self) -> Iterator[None]:
        """Several reads that see one consistent state (no lock; never a conflict)."""
        with self._lock:
            if self._depth:
                yield
                return
            self._begin("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
            self._depth, self._reading = 1, True
            try:
                yield
            except psycopg.Error as e:
                raise self._translated(e, writing=False) from None
            finally:
                self._depth, self._reading = 0, False
                self._rollback()

    @contextmanager
    def _write(self, entity: str) -> Iterator[Any]:
        with self.transaction(self._operation or f"change {entity}"):
            yield self._conn

    def _execute(self, sql: str, args: Sequence[object] = ()) -> Any:
        if sql.lstrip()[:6].upper() != "SELECT":
            self._forget()  # the match's rows read with the lock may change now
            if self._holding and held_back(sql):
                self._pending.append((sql, args))
                return None
        self._flush()
        return self._conn.execute(_sql(sql), args)

    def _executemany(self, sql: str, rows: Sequence[Sequence[object]]) -> None:
        self._forget()
        self._flush()
        with self._conn.cursor() as cur:
            cur.executemany(_sql(sql), rows)

    def _read(self, sql: str, args: Sequence[object] = ()) -> list[tuple[Any, ...]]:
        with self._lock:
            if self._depth:
                self._flush()
                rows: list[tuple[Any, ...]] = self._conn.execute(_sql(sql), args).fetchall()
                return rows
            for attempt in (1, 2):  # a read is safe to repeat on a new connection
                try:
                    self._usable()
                    rows = self._execute(sql, args).fetchall()
                    return rows
                except psycopg.OperationalError as e:
                    if attempt == 2:
                        raise unavailable(self.url, e) from None
                    self._reconnect()
                except psycopg.Error as e:
                    raise self._translated(e, writing=False) from None
            raise AssertionError("unreachable")

    def _damaged(self, part: str) -> DamagedFile:
        return DamagedFile(
            f"The tournament on {self.location} is damaged: {part} cannot be read. Copy "
            "the latest backup into a new database instead."
        )

    def _penalty_id_given(self, penalty_id: int) -> None:
        self._execute(
            "SELECT setval(pg_get_serial_sequence('penalties', 'id'), "
            "GREATEST((SELECT MAX(id) FROM penalties), ?))",
            (penalty_id,),
        )

    def _ids_loaded(self) -> None:
        for table in pg_schema.IDENTITY_TABLES:
            self._execute(
                f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), "
                f"COALESCE((SELECT MAX(id) FROM {table}), 0) + 1, false)"
            )

    # -- other stations -------------------------------------------------------------------
    def data_version(self) -> int:
        """How many commits of other stations this one has heard of (LISTEN/NOTIFY);
        it also moves after a reconnection, when changes may have been missed."""
        if self._listener is None:
            self._listener = threading.Thread(target=self._listen, name="mcr-listen", daemon=True)
            self._listener.start()
            self._listening.wait(CONNECT_TIMEOUT_S)  # from here on, no change is missed
        with self._changes_lock:
            return self._changes

    def _listen(self) -> None:
        conn: psycopg.Connection | None = None
        while not self._stop.is_set():
            try:
                if conn is None:
                    conn = psycopg.connect(
                        self.url,
                        autocommit=True,
                        connect_timeout=5,
                        **server_password.connect_args(self.url),
                    )
                    conn.execute(f"LISTEN {CHANNEL}")
                    if self._listening.is_set():  # listening again: changes may be missed
                        with self._changes_lock:
                            self._changes += 1
                    self._listening.set()
                for note in conn.notifies(timeout=0.5):
                    if note.payload != self._pid_or_none():
                        with self._changes_lock:
                            self._changes += 1
            except psycopg.Error:
                if conn is not None:
                    try:
                        conn.close()
                    except psycopg.Error:
                        pass
                conn = None
                self._stop.wait(0.5 + random.random() * 0.5)
        if conn is not None:
            conn.close()

    def _pid_or_none(self) -> str | None:
        try:
            return self._pid()
        except psycopg.Error:
            return None

    def take_notices(self) -> list[str]:
        taken, self.notices = self.notices, []
        return taken

    # -- copies -----------------------------------------------------------------------------
    def backup(self, destination: Path, allow_other: bool = False, automatic: bool = False) -> Path:
        """A copy of the whole tournament as a tournament file (SQLite) at `destination`."""
        from app.store.copying import copy_store_to

        return copy_store_to(self, Path(destination), allow_other=allow_other, automatic=automatic)
