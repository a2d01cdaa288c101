"""The store protocol the domain needs: every tournament store implements it (an
SQLite file, `app/store/sqlite_store.py`; a PostgreSQL database shared by several
scoring stations, `app/store/pg_store.py`). The domain owns it and imports no store;
`app.store.open_store(location)` gives the right one for a path or a URL, and
`app.tournament.open_tournament(location)` puts it under the service.

Contract:
- Every mutating call is durable when it returns. Calls made inside
  `with store.transaction("what the user did"):` commit together or not at all;
  outside a transaction each call is its own transaction.
- Every mutating call appends to the audit log (when, operation, entity, key, old and
  new values as JSON), inside the same transaction.
- Reads inside a transaction see a consistent file and hold the write lock, so a
  check followed by a write cannot be invalidated by another process.
- The store checks only what keeps the file consistent (keys, uniqueness); the rules
  of the game are checked by the domain service before it calls the store.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol, runtime_checkable

from app.domain.model import (
    AuditEntry,
    HandRecord,
    MatchState,
    MatchStatus,
    Penalty,
    Player,
    Points,
    Table,
    TableTotals,
    TournamentSettings,
)
from app.domain.tableside import ProposalRow, SeatLink


@dataclass(frozen=True)
class TableSums:
    """Aggregates of one table's entered hands, in starting-seat order (A-D): what
    the standings need, computed by the store without loading every hand."""

    session: int
    table: int
    hand_points: tuple[Points, Points, Points, Points]  # exact (halves in some systems)
    hands_won: tuple[int, int, int, int]
    hands_entered: int


@runtime_checkable
class TournamentStore(Protocol):
    """A tournament file (or server database)."""

    @property
    def location(self) -> str:
        """Where the tournament lives (a file path or a server URL), for messages."""
        ...

    def transaction(
        self, operation: str = "", match: tuple[int, int] | None = None
    ) -> AbstractContextManager[None]:
        """One durable transaction; `operation` names the user's action in the audit
        log. Nested calls join the outermost transaction. `match` (session, table):
        the operation changes that match only (its hands, penalties, totals, state)
        and reads nothing else it could invalidate, so a store shared by several
        stations may let operations on different matches run at the same time (a
        file has one writer anyway and ignores it)."""
        ...

    @property
    def in_transaction(self) -> bool:
        """True inside `transaction()` (or `snapshot()`)."""
        ...

    def snapshot(self) -> AbstractContextManager[None]:
        """Several reads that see one consistent state (no write lock taken)."""
        ...

    def close(self) -> None: ...

    # -- settings -------------------------------------------------------------
    def get_settings(self) -> TournamentSettings: ...
    def put_settings(self, settings: TournamentSettings) -> None: ...

    # -- players --------------------------------------------------------------
    def list_players(self) -> list[Player]:
        """All players, by number."""
        ...

    def get_player(self, number: int) -> Player | None: ...

    def add_player(self, player: Player) -> Player:
        """Store a new player; `player.number` <= 0 means "the next free number".
        Returns the player as stored (with its number)."""
        ...

    def put_player(self, player: Player) -> None:
        """Insert or replace the player with `player.number`."""
        ...

    def delete_player(self, number: int) -> None:
        """Remove a player (only for undoing an addition; the service checks that
        the player is not seated)."""
        ...

    # -- seating --------------------------------------------------------------
    def list_tables(self, session: int | None = None, table: int | None = None) -> list[Table]:
        """Tables by session then table number (`table`: that one only)."""
        ...

    def put_tables(self, session: int, tables: Sequence[Table]) -> None:
        """Replace the seating of one session (an empty sequence removes it)."""
        ...

    # -- hands ----------------------------------------------------------------
    def list_hands(self, session: int | None = None, table: int | None = None) -> list[HandRecord]:
        """Entered hands by session, table, hand number."""
        ...

    def iter_hands(self) -> Iterator[HandRecord]: ...

    def get_hand(self, session: int, table: int, hand: int) -> HandRecord | None: ...

    def put_hand(self, record: HandRecord) -> None:
        """Insert or replace the hand with the same (session, table, hand)."""
        ...

    def delete_hand(self, session: int, table: int, hand: int) -> None: ...

    # -- penalties ------------------------------------------------------------
    def list_penalties(
        self, session: int | None = None, table: int | None = None
    ) -> list[Penalty]: ...

    def add_penalty(self, penalty: Penalty) -> Penalty:
        """Store a penalty; returns it with its id (a given id is kept, for undo)."""
        ...

    def delete_penalty(self, penalty_id: int) -> None: ...

    # -- totals-only entries ----------------------------------------------------
    def list_totals(self, session: int | None = None) -> list[TableTotals]: ...
    def get_totals(self, session: int, table: int) -> TableTotals | None: ...
    def put_totals(self, totals: TableTotals) -> None: ...
    def delete_totals(self, session: int, table: int) -> None: ...

    # -- match states ---------------------------------------------------------
    def list_match_status(
        self, session: int | None = None, table: int | None = None
    ) -> list[MatchStatus]:
        """State of every seated table (OPEN when never set), with hands entered
        (`table`: that one only, read without touching the others)."""
        ...

    def set_match_state(self, session: int, table: int, state: MatchState) -> None: ...

    # -- aggregates and housekeeping --------------------------------------------
    def table_sums(self) -> list[TableSums]:
        """Per-table hand aggregates for every table with at least one hand."""
        ...

    def list_audit(self, limit: int | None = None) -> list[AuditEntry]:
        """The audit log, newest first."""
        ...

    def backup(self, destination: Path, allow_other: bool = False, automatic: bool = False) -> Path:
        """Write a consistent copy of the whole tournament to `destination` (checked:
        never the tournament or its backups; another kind of file only with
        `allow_other`; `automatic`: a new backup in the backup folder)."""
        ...

    def data_version(self) -> int:
        """A number that changes when another connection (another window, process or
        station) commits a change, never for this store's own commits: open views poll
        it to notice other stations' changes."""
        ...

    # -- table-side entry (format 8 on; an older tournament read-only has none) -------
    def list_seat_links(self, session: int) -> list[SeatLink]:
        """The seat links of `session`, by table then seat."""
        ...

    def put_seat_links(self, session: int, links: Sequence[SeatLink]) -> None:
        """Replace the seat links of `session`; audited without any secret."""
        ...

    def seat_of_token(self, token: str) -> SeatLink | None:
        """The link whose secret is `token` (compared in constant time), or None."""
        ...

    def seat_with_players(self, token: str) -> tuple[SeatLink, tuple[int, ...] | None] | None:
        """The link of `token` with its table's players by seat (None: not seated)."""
        ...

    def hand_numbers(self, session: int, table: int) -> list[int]:
        """The numbers of the hands entered in a match, ascending (nothing else read)."""
        ...

    def hand_keys(self, session: int) -> list[tuple[int, int]]:
        """(table, hand) of every hand entered in `session` (nothing else read)."""
        ...

    def add_proposal(self, row: ProposalRow) -> ProposalRow:
        """Store a new proposal; returns it with its id (never reused)."""
        ...

    def put_proposal(self, row: ProposalRow) -> None:
        """Replace the state and body of the proposal with `row.id`."""
        ...

    def get_proposal(self, proposal_id: int) -> ProposalRow | None: ...

    def list_proposals(
        self, session: int | None = None, table: int | None = None, status: str | None = None
    ) -> list[ProposalRow]:
        """Proposals by id, of a session, a table and/or a status."""
        ...
