"""A change to one match on the server in two round trips (PostgreSQL).

Flat out, a station's latency is its number of round trips to a busy server: each
one puts the station and its server process back in the processor's queue behind
everyone else's. A hand entry made 9. Now:

1. BEGIN, the locks (the tournament's in ROW SHARE mode, the match's seat rows FOR NO
   KEY UPDATE) and, in the same batch, everything of that match the domain reads: the
   settings, its seats, its state, its hands, penalties and totals (`prefetch_sql`).
   Under the match's lock no other station can change any of it until this
   transaction ends (every change to a match takes that lock; any other change waits
   for every match writer), so what was read stays true until this transaction
   writes, and the domain's reads (`list_tables`, `list_match_status`, `get_hand`,
   `list_hands`, `list_penalties`, `get_totals` of that match) are answered from
   memory (`MatchReads`). The first write forgets them all: a read after it goes to
   the server and sees the write. The reads are statements prepared once per
   connection (`prepare_sql`), run by EXECUTE in the batch.
2. The writes (the hand, its audit entry; INSERT, UPDATE and DELETE whose result is
   not needed) are held back and sent at COMMIT, with the NOTIFY, as one text of
   several statements, the values quoted by psycopg (`commit_text`). A read
   inside the transaction sends the held writes first (in a pipeline), so it sees
   them. A write the server refuses stops the text: the statements after it, COMMIT
   included, are never run, and the transaction is rolled back as before.

A refused entry (already entered, stale) is the first round trip and the ROLLBACK.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Any

import psycopg
from psycopg.pq import ExecStatus

from app.domain.model import (
    HandRecord,
    MatchState,
    MatchStatus,
    Penalty,
    Table,
    TableTotals,
    TournamentSettings,
    four,
)
from app.store import mapping
from app.store.mapping import columns
from app.store.sql_tables import SqlTables

_HANDS = columns(mapping.HAND_COLUMNS)
_PENALTIES = columns(mapping.PENALTY_COLUMNS)
_TOTALS = columns(mapping.TOTALS_COLUMNS)

TUPLES_OK = ExecStatus.TUPLES_OK


# The batch's reads as prepared statements of the station's server process (SQL
# PREPARE, once per connection: `prepare_sql`), run by EXECUTE in the batch's text:
# the server then neither parses nor plans them again for every change (they were
# about a third of its processor time per hand entry). A text batch keeps them one
# round trip without psycopg's pipeline, whose bookkeeping per statement costs the
# station more than the server saves. Prepared statements outlive a rolled-back
# transaction and are re-planned by the server after a schema change; a new
# connection has none (PgStore prepares them again after a reconnection).
_WHERE = "WHERE session=$1 AND table_no=$2"
_READS = {
    "mcr_seats": f"SELECT session, table_no, seat, player FROM seats {_WHERE} "
    "ORDER BY seat FOR NO KEY UPDATE",
    "mcr_settings": "SELECT value FROM meta WHERE key='settings'",
    # the state row only: the match's status counts its hands and sees its totals in
    # the rows read below (`list_match_status`), not again on the server
    "mcr_state": f"SELECT state FROM match_state {_WHERE}",
    "mcr_hands": f"SELECT {_HANDS} FROM hands {_WHERE} ORDER BY hand",
    "mcr_penalties": f"SELECT {_PENALTIES} FROM penalties {_WHERE} ORDER BY id",
    "mcr_totals": f"SELECT {_TOTALS} FROM totals {_WHERE}",
}
# The prefetched result sets, in the batch's order (after BEGIN and LOCK).
_PARTS = tuple(name.removeprefix("mcr_") for name in _READS)
PREPARED_MARK = "EXECUTE mcr_"  # a batch holding this needs `prepare_sql` run first


def prepare_sql() -> str:
    """PREPARE of the batch's reads (one text: one round trip, once per connection)."""
    return "; ".join(
        f"PREPARE {name}{'' if '$1' not in sql else '(integer, integer)'} AS {sql}"
        for name, sql in _READS.items()
    )


def prefetch_sql(session: int, table: int) -> str:
    """The statements after BEGIN and the tournament's lock: the match's lock (its seat
    rows, which are also its seats) and its rows, in `_PARTS` order. `session` and
    `table` are ints, written into the text (a batch of several statements takes no
    parameters)."""
    match = f"({int(session)}, {int(table)})"
    return "; ".join(f"EXECUTE {name}{match if '$1' in _READS[name] else ''}" for name in _READS)


def result_sets(cursor: Any) -> dict[str, list[tuple[Any, ...]]]:
    """The rows of the prefetch batch's SELECTs by name (BEGIN and LOCK return none)."""
    sets: list[list[tuple[Any, ...]]] = []
    while True:
        # (the result's status, not `description`, which builds every column's object)
        if cursor.pgresult is not None and cursor.pgresult.status == TUPLES_OK:
            sets.append(cursor.fetchall())
        if not cursor.nextset():
            break
    if len(sets) != len(_PARTS):
        raise RuntimeError(f"the match's batch returned {len(sets)} result sets")
    return dict(zip(_PARTS, sets, strict=True))


class MatchReads(SqlTables):
    """The reads of the match locked by the running transaction, answered from the rows
    read with its lock until the transaction's first write (see the module doc)."""

    _match: tuple[int, int] | None = None  # the match whose rows are held
    _rows: dict[str, list[tuple[Any, ...]]] | None = None
    _owner: int | None = None  # the thread of that transaction
    _pending: list[tuple[str, Sequence[object]]]  # writes held back until COMMIT
    _last_settings: tuple[str, TournamentSettings] | None = None  # text, parsed

    def _parsed_settings(self, text: str) -> TournamentSettings:
        """The settings of this text, parsed once while the text stays the same (they
        are read with every change to a match, and rarely change)."""
        last = self._last_settings
        if last is None or last[0] != text:
            last = self._last_settings = (text, mapping.settings_from_json(text))
        return last[1]

    def _hold(self, match: tuple[int, int], rows: dict[str, list[tuple[Any, ...]]]) -> None:
        self._match, self._rows, self._owner = match, rows, threading.get_ident()

    def _forget(self) -> None:
        self._match, self._rows, self._owner = None, None, None

    def _held(
        self, session: int | None, table: int | None
    ) -> dict[str, list[tuple[Any, ...]]] | None:
        # Only for the transaction's own thread: another thread's read waits for the
        # transaction to end, as every read of the connection does (PgStore._lock).
        rows = self._rows
        if rows is not None and (session, table) == self._match:
            if self._owner == threading.get_ident():
                return rows
        return None

    def list_tables(self, session: int | None = None, table: int | None = None) -> list[Table]:
        rows = self._held(session, table)
        if rows is None:
            return super().list_tables(session, table)
        seats = rows["seats"]
        return [Table(seats[0][0], seats[0][1], four(r[3] for r in seats))] if seats else []

    def list_match_status(
        self, session: int | None = None, table: int | None = None
    ) -> list[MatchStatus]:
        rows = self._held(session, table)
        if rows is None:
            return super().list_match_status(session, table)
        seats = rows["seats"]  # as sql_tables.MATCH_STATUS_SQL: no seats, no match
        if not seats:
            return []
        state = rows["state"][0][0] if rows["state"] else MatchState.OPEN.value
        hands, totals = len(rows["hands"]), bool(rows["totals"])
        return [mapping.match_status_from_row((seats[0][0], seats[0][1], state, hands, totals))]

    def list_hands(self, session: int | None = None, table: int | None = None) -> list[HandRecord]:
        rows = self._held(session, table)
        if rows is None:
            return super().list_hands(session, table)
        return [self._checked_hand(r) for r in rows["hands"]]

    def get_hand(self, session: int, table: int, hand: int) -> HandRecord | None:
        rows = self._held(session, table)
        if rows is None:
            return super().get_hand(session, table, hand)
        found = [r for r in rows["hands"] if r[2] == hand]
        return self._checked_hand(found[0]) if found else None

    def list_penalties(self, session: int | None = None, table: int | None = None) -> list[Penalty]:
        rows = self._held(session, table)
        if rows is None:
            return super().list_penalties(session, table)
        return [mapping.penalty_from_row(r) for r in rows["penalties"]]

    def get_totals(self, session: int, table: int) -> TableTotals | None:
        rows = self._held(session, table)
        if rows is None:
            return super().get_totals(session, table)
        found = rows["totals"]
        return mapping.totals_from_row(found[0]) if found else None


def held_back(sql: str) -> bool:
    """A write whose result nobody reads: sent with COMMIT (`sql` in `?` style)."""
    head = sql.lstrip()[:6].upper()
    return head in ("INSERT", "UPDATE", "DELETE") and "RETURNING" not in sql.upper()


def commit_text(
    conn: psycopg.Connection,
    pending: Sequence[tuple[str, Sequence[object]]],
    channel: str,
    pid: str,
) -> str:
    """The writes held back (`?` style), COMMIT, then the NOTIFY, as one text of several
    statements (the simple protocol: one message, one round trip). The values are
    quoted by psycopg's own client-side binding (ClientCursor): half the station's
    processor time of a pipeline of the same statements. A write refused stops the
    text: COMMIT is never run, and the caller rolls back.

    The NOTIFY comes after COMMIT, in a transaction of its own whose commit does not
    wait for the disk: a transaction that notifies holds one lock of the whole server
    from its NOTIFY until it ends, its disk flush included, so a NOTIFY inside the
    change would make every station's commit wait for the others' disk flushes one by
    one (16 stations flat out queued on it), where commits without it share one
    flush. The change itself is on the server's disk when COMMIT returns; a notice
    lost in a server crash is made up for by the listeners, which count their
    reconnection as a change (PgStore.data_version). `pid` is a number (PgStore._pid)."""
    quoted = psycopg.ClientCursor(conn)
    text = [quoted.mogrify(sql.replace("?", "%s"), args) for sql, args in pending]
    text.append("COMMIT")
    text.append(
        "SELECT set_config('synchronous_commit', 'off', true), "
        f"pg_notify('{channel}', '{int(pid)}')"
    )
    return "; ".join(text)
