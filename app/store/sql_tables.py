"""The tournament's data in SQL tables, shared by the SQLite and PostgreSQL stores.

`SqlTables` implements every data method of the store protocol once, on the mapping
(`mapping`) and the audit rules (`audit`). A backend supplies the connection and its
safety: `_read` (a query, its rows), `_write(entity)` (one mutating call, joining the
caller's transaction or making its own), `_execute` / `_executemany` inside it, and
`_damaged` (the error for data that cannot be read). SQL here is written once with `?`
placeholders and the upsert both databases know (`ON CONFLICT ... DO UPDATE`).
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterator, Sequence
from contextlib import AbstractContextManager
from fractions import Fraction
from typing import Any

from app.domain.errors import DamagedFile, ReadOnlyLocation, StoreError
from app.domain.model import (
    AuditEntry,
    HandRecord,
    MatchState,
    MatchStatus,
    Penalty,
    Player,
    Table,
    TableTotals,
    TournamentSettings,
    four,
)
from app.domain.store import TableSums
from app.store import audit, hand_rows, mapping
from app.store.mapping import columns
from app.store.tableside_rows import TablesideRows


def upsert(table: str, names: tuple[str, ...], keys: tuple[str, ...]) -> str:
    """INSERT that replaces the row with the same key (both SQLite and PostgreSQL)."""
    marks = ",".join("?" * len(names))
    updates = ", ".join(f"{n}=excluded.{n}" for n in names if n not in keys)
    return (
        f"INSERT INTO {table} ({columns(names)}) VALUES ({marks}) "
        f"ON CONFLICT ({columns(keys)}) DO UPDATE SET {updates}"
    )


def session_table_filter(session: int | None, table: int | None) -> tuple[str, list[int]]:
    """A WHERE clause (or none) selecting one session and/or one table, with its arguments."""
    clauses, args = [], []
    if session is not None:
        clauses.append("session=?")
        args.append(session)
    if table is not None:
        clauses.append("table_no=?")
        args.append(table)
    return (f"WHERE {' AND '.join(clauses)}" if clauses else ""), args


# A match's state, hand count and whether it has totals, for the matches the seats'
# filter `{where}` selects (inside the subquery: one match is read through the keys'
# indexes; a station entering a hand touches no other match's rows).
MATCH_STATUS_SQL = """
    SELECT s.session, s.table_no, COALESCE(m.state, 'open'),
           (SELECT COUNT(*) FROM hands h
             WHERE h.session=s.session AND h.table_no=s.table_no),
           EXISTS (SELECT 1 FROM totals t
             WHERE t.session=s.session AND t.table_no=s.table_no)
      FROM (SELECT DISTINCT session, table_no FROM seats {where}) s
      LEFT JOIN match_state m ON m.session=s.session AND m.table_no=s.table_no
     ORDER BY s.session, s.table_no
"""

_PLAYERS = columns(mapping.PLAYER_COLUMNS)
_PLAYER_MARKS = ",".join("?" * len(mapping.PLAYER_COLUMNS))
ROMANISED_SINCE = 7  # the format that added players' romanised name and name order
_HANDS = columns(mapping.HAND_COLUMNS)
_PENALTIES = columns(mapping.PENALTY_COLUMNS)


class SqlTables(TablesideRows):
    """The data methods of `TournamentStore` over the shared schema (see module doc)."""

    _operation: str = ""
    _version: int = 0  # the stored format: the audit's station column from 4 on
    station: str = ""

    # -- what a backend supplies ---------------------------------------------------
    def _read(self, sql: str, args: Sequence[object] = ()) -> list[tuple[Any, ...]]:
        raise NotImplementedError

    def _write(self, entity: str) -> AbstractContextManager[Any]:
        raise NotImplementedError

    def _execute(self, sql: str, args: Sequence[object] = ()) -> Any:
        raise NotImplementedError

    def _executemany(self, sql: str, rows: Sequence[Sequence[object]]) -> None:
        raise NotImplementedError

    def transaction(
        self, operation: str = "", match: tuple[int, int] | None = None
    ) -> AbstractContextManager[None]:
        raise NotImplementedError

    def snapshot(self) -> AbstractContextManager[None]:
        raise NotImplementedError

    def _damaged(self, part: str) -> DamagedFile:
        raise NotImplementedError

    def _penalty_id_given(self, penalty_id: int) -> None:
        """A penalty was stored with an id of its own (an undo): keep the id sequence
        above it (SQLite's AUTOINCREMENT does this by itself)."""

    def _ids_loaded(self) -> None:
        """Rows were loaded with their own ids (a copy): keep id sequences above them."""

    # -- what both backends' transactions share ------------------------------------------
    _depth: int = 0  # transactions open (nested ones join the outermost)
    _reading: bool = False  # inside a read-only snapshot()
    read_only: bool = False

    @property
    def location(self) -> str:
        raise NotImplementedError

    def _joined(self) -> bool:
        """Whether a write joins a transaction already open (counted: the caller
        leaves it with `_depth -= 1`); refused inside a read-only snapshot or on a
        tournament open for reading."""
        if self._reading:
            raise RuntimeError("a write cannot start inside a read-only snapshot()")
        if self._depth:
            self._depth += 1
            return True
        if self.read_only:
            raise ReadOnlyLocation(
                f"{self.location} is open for reading only; nothing was changed."
            )
        return False

    def _upgrade(self, version: int, latest: int, migrate: Any) -> None:
        """Inside the upgrade's transaction: `migrate(target)` brings the stored format
        from target - 1 to target, for each format after `version` up to `latest`, each
        with its audit entry."""
        for target in range(version + 1, latest + 1):
            migrate(target)
            self._version = target
            self._audit("file format", "", str(target - 1), str(target))

    # -- audit ----------------------------------------------------------------------
    def _audit(self, entity: str, key: str, old: object, new: object) -> None:
        values = audit.entry(self._operation, entity, key, old, new)
        names: tuple[str, ...] = audit.AUDIT_COLUMNS
        if self._version >= audit.STATION_SINCE:
            values, names = (*values, self.station or None), (*names, "station")
        self._execute(
            f"INSERT INTO audit ({columns(names)}) VALUES ({','.join('?' * len(names))})", values
        )

    def list_audit(self, limit: int | None = None) -> list[AuditEntry]:
        station = "station" if self._version >= audit.STATION_SINCE else "NULL"
        sql = f"SELECT id, at, operation, entity, key, old, new, {station} FROM audit"
        sql += " ORDER BY id DESC"
        if limit is not None:
            sql += f" LIMIT {int(limit)}"
        return [AuditEntry(*r) for r in self._read(sql)]

    # -- settings -------------------------------------------------------------------
    def get_settings(self) -> TournamentSettings:
        row = self._read("SELECT value FROM meta WHERE key='settings'")
        try:
            return mapping.settings_from_json(row[0][0])
        except (ValueError, TypeError, KeyError, IndexError, AttributeError):
            raise self._damaged("the tournament's settings") from None

    def put_settings(self, settings: TournamentSettings) -> None:
        with self._write("settings"):
            old = self.get_settings()
            self._execute(
                "UPDATE meta SET value=? WHERE key='settings'", (mapping.settings_json(settings),)
            )
            self._audit("settings", "", old, settings)

    # -- players --------------------------------------------------------------------
    def _player_columns(self) -> str:
        # A server tournament of format 6 read without upgrading (read-only) has no
        # romanised name or name order yet: read them as not registered.
        if self._version >= ROMANISED_SINCE:
            return _PLAYERS
        return columns(mapping.PLAYER_COLUMNS[:-2]) + ", NULL, NULL"

    def list_players(self) -> list[Player]:
        rows = self._read(f"SELECT {self._player_columns()} FROM players ORDER BY number")
        return [mapping.player_from_row(r) for r in rows]

    def get_player(self, number: int) -> Player | None:
        sql = f"SELECT {self._player_columns()} FROM players WHERE number=?"
        rows = self._read(sql, (number,))
        return mapping.player_from_row(rows[0]) if rows else None

    def _last_player(self) -> int:
        row = self._execute("SELECT value FROM meta WHERE key='last_player'").fetchone()
        return int(row[0]) if row else 0

    def add_player(self, player: Player) -> Player:
        with self._write("players"):
            if player.number <= 0:
                # Never a number a removed player had (an undo or a printed list may
                # still refer to it): above both the players and the high-water mark.
                (top,) = self._execute("SELECT COALESCE(MAX(number), 0) FROM players").fetchone()
                player = dataclasses.replace(player, number=max(top, self._last_player()) + 1)
            self._execute(
                f"INSERT INTO players ({_PLAYERS}) VALUES ({_PLAYER_MARKS})",
                mapping.player_row(player),
            )
            self._execute(
                upsert("meta", ("key", "value"), ("key",)),
                ("last_player", str(max(player.number, self._last_player()))),
            )
            self._audit("player", str(player.number), None, player)
        return player

    def put_player(self, player: Player) -> None:
        with self._write("players"):
            old = self.get_player(player.number)
            self._execute(
                upsert("players", mapping.PLAYER_COLUMNS, ("number",)), mapping.player_row(player)
            )
            self._audit("player", str(player.number), old, player)

    def delete_player(self, number: int) -> None:
        with self._write("players"):
            old = self.get_player(number)
            self._execute("DELETE FROM players WHERE number=?", (number,))
            self._audit("player", str(number), old, None)

    # -- seating --------------------------------------------------------------------
    def list_tables(self, session: int | None = None, table: int | None = None) -> list[Table]:
        where, args = session_table_filter(session, table)
        rows = self._read(
            f"SELECT session, table_no, seat, player FROM seats {where} "
            "ORDER BY session, table_no, seat",
            args,
        )
        tables: dict[tuple[int, int], list[int]] = {}
        for s, t, _seat, p in rows:
            tables.setdefault((s, t), []).append(p)
        return [Table(s, t, four(ps)) for (s, t), ps in tables.items()]

    def put_tables(self, session: int, tables: Sequence[Table]) -> None:
        with self._write("seating"):
            old = self.list_tables(session)
            self._execute("DELETE FROM seats WHERE session=?", (session,))
            rows = [(session, t.table, i, p) for t in tables for i, p in enumerate(t.seats)]
            if rows:
                self._executemany(
                    "INSERT INTO seats (session, table_no, seat, player) VALUES (?,?,?,?)", rows
                )
            self._audit(
                "seating",
                str(session),
                json.dumps([list(t.seats) for t in old]) if old else None,
                json.dumps([list(t.seats) for t in tables]) if tables else None,
            )
            self._links_follow_seating(session, old, tables)  # tableside_rows.py

    # -- hands ----------------------------------------------------------------------
    def list_hands(self, session: int | None = None, table: int | None = None) -> list[HandRecord]:
        where, args = session_table_filter(session, table)
        rows = self._read(
            f"SELECT {_HANDS} FROM hands {where} ORDER BY session, table_no, hand", args
        )
        return [self._checked_hand(r) for r in rows]

    def _checked_hand(self, row: tuple[Any, ...]) -> HandRecord:
        try:
            return mapping.hand_from_row(row)
        except (ValueError, TypeError, KeyError, ZeroDivisionError):  # damaged JSON or number
            raise self._damaged(f"hand {row[2]} of table {row[1]}, session {row[0]}") from None

    def iter_hands(self) -> Iterator[HandRecord]:
        return iter(self.list_hands())

    def get_hand(self, session: int, table: int, hand: int) -> HandRecord | None:
        rows = self._read(
            f"SELECT {_HANDS} FROM hands WHERE session=? AND table_no=? AND hand=?",
            (session, table, hand),
        )
        return self._checked_hand(rows[0]) if rows else None

    def put_hand(self, record: HandRecord) -> None:
        if sum(Fraction(p) for p in record.points) != 0:  # a second line of defence
            raise StoreError(
                f"The change to hands breaks the file's rules: hand {record.hand}'s "
                "points do not sum to 0."
            )
        with self._write("hands"):
            old = self.get_hand(record.session, record.table, record.hand)
            self._execute(
                upsert("hands", mapping.HAND_COLUMNS, ("session", "table_no", "hand")),
                mapping.hand_row(record),
            )
            key = audit.hand_key(record.session, record.table, record.hand)
            self._audit("hand", key, old, record)

    def delete_hand(self, session: int, table: int, hand: int) -> None:
        with self._write("hands"):
            old = self.get_hand(session, table, hand)
            self._execute(
                "DELETE FROM hands WHERE session=? AND table_no=? AND hand=?",
                (session, table, hand),
            )
            self._audit("hand", audit.hand_key(session, table, hand), old, None)

    # -- penalties ------------------------------------------------------------------
    def list_penalties(self, session: int | None = None, table: int | None = None) -> list[Penalty]:
        where, args = session_table_filter(session, table)
        rows = self._read(
            f"SELECT {_PENALTIES} FROM penalties {where} ORDER BY session, table_no, id", args
        )
        return [mapping.penalty_from_row(r) for r in rows]

    def add_penalty(self, penalty: Penalty) -> Penalty:
        with self._write("penalties"):
            row = mapping.penalty_row(penalty)
            names: tuple[str, ...] = mapping.PENALTY_COLUMNS
            if penalty.id is None:  # the database numbers it
                row, names = row[:-1], names[:-1]
            (new_id,) = self._execute(
                f"INSERT INTO penalties ({columns(names)}) VALUES ({','.join('?' * len(row))}) "
                "RETURNING id",
                row,
            ).fetchone()
            if penalty.id is not None:
                self._penalty_id_given(penalty.id)
            penalty = dataclasses.replace(penalty, id=new_id)
            self._audit("penalty", str(penalty.id), None, penalty)
        return penalty

    def delete_penalty(self, penalty_id: int) -> None:
        with self._write("penalties"):
            rows = self._execute(
                f"SELECT {_PENALTIES} FROM penalties WHERE id=?", (penalty_id,)
            ).fetchall()
            self._execute("DELETE FROM penalties WHERE id=?", (penalty_id,))
            old = mapping.penalty_from_row(rows[0]) if rows else None
            self._audit("penalty", str(penalty_id), old, None)

    # -- totals ---------------------------------------------------------------------
    def list_totals(self, session: int | None = None) -> list[TableTotals]:
        where, args = ("WHERE session=?", (session,)) if session is not None else ("", ())
        rows = self._read(
            f"SELECT {columns(mapping.TOTALS_COLUMNS)} FROM totals {where} "
            "ORDER BY session, table_no",
            args,
        )
        return [mapping.totals_from_row(r) for r in rows]

    def get_totals(self, session: int, table: int) -> TableTotals | None:
        rows = self._read(
            f"SELECT {columns(mapping.TOTALS_COLUMNS)} FROM totals WHERE session=? AND table_no=?",
            (session, table),
        )
        return mapping.totals_from_row(rows[0]) if rows else None

    def put_totals(self, totals: TableTotals) -> None:
        with self._write("totals"):
            old = self.get_totals(totals.session, totals.table)
            self._execute(
                upsert("totals", mapping.TOTALS_COLUMNS, ("session", "table_no")),
                mapping.totals_row(totals),
            )
            self._audit("totals", audit.table_key(totals.session, totals.table), old, totals)

    def delete_totals(self, session: int, table: int) -> None:
        with self._write("totals"):
            old = self.get_totals(session, table)
            self._execute("DELETE FROM totals WHERE session=? AND table_no=?", (session, table))
            self._audit("totals", audit.table_key(session, table), old, None)

    # -- match states ---------------------------------------------------------------
    def list_match_status(
        self, session: int | None = None, table: int | None = None
    ) -> list[MatchStatus]:
        where, args = session_table_filter(session, table)
        rows = self._read(MATCH_STATUS_SQL.format(where=where), args)
        return [mapping.match_status_from_row(r) for r in rows]

    def set_match_state(self, session: int, table: int, state: MatchState) -> None:
        with self._write("match state"):
            row = self._execute(
                "SELECT state FROM match_state WHERE session=? AND table_no=?", (session, table)
            ).fetchone()
            old = row[0] if row else MatchState.OPEN.value
            self._execute(
                upsert("match_state", mapping.MATCH_STATE_COLUMNS, ("session", "table_no")),
                (session, table, MatchState(state).value),
            )
            self._audit(
                "match state",
                audit.table_key(session, table),
                json.dumps(old),
                json.dumps(MatchState(state).value),
            )

    # -- aggregates -----------------------------------------------------------------
    def table_sums(self) -> list[TableSums]:
        # An MCR hand (no `detail`) has whole points and one winner, the one player with
        # positive points: summed by the database. A hand with `detail` (another rule
        # system: halves stored as "17/2", several winners) is added exactly in Python.
        # (CAST: a server keeps the exact numbers as text; MCR ones are whole.)
        won = ", ".join(
            f"SUM(CASE WHEN CAST(p{i} AS INTEGER) > 0 THEN 1 ELSE 0 END)" for i in range(4)
        )
        total = ", ".join(f"SUM(CAST(p{i} AS INTEGER))" for i in range(4))
        rows = self._read(
            f"""
            SELECT session, table_no, {total}, {won}, COUNT(*)
              FROM hands WHERE detail IS NULL
             GROUP BY session, table_no ORDER BY session, table_no
            """
        )
        plain = [
            TableSums(s, t, (int(a), int(b), int(c), int(d)), (wa, wb, wc, wd), n)
            for s, t, a, b, c, d, wa, wb, wc, wd, n in rows
        ]
        other = self._read(f"SELECT {hand_rows.SUM_COLUMNS} FROM hands WHERE detail IS NOT NULL")
        if not other:
            return plain
        seats = {(t.session, t.table): t.seats for t in self.list_tables()}
        try:
            return hand_rows.merge_sums(plain, hand_rows.table_sums(other, seats))
        except (ValueError, TypeError, KeyError, ZeroDivisionError):
            raise self._damaged("the points of a hand") from None
