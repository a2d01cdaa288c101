"""The opened tournament as its callers see it without reaching the store: where it
lives, whether another station changed it, consistent reads and batches, and the plain
reads of what is stored (no rule is involved in any of them)."""

from __future__ import annotations

from contextlib import AbstractContextManager
from pathlib import Path

from app.domain.model import AuditEntry, HandRecord, TableTotals
from app.domain.store import TournamentStore


class StoredReads:
    """What TournamentService offers besides its operations (it inherits this)."""

    store: TournamentStore

    @property
    def location(self) -> str:
        """Where the tournament lives, for messages and titles: a file's path, or a
        server's URL without its password."""
        return self.store.location

    @property
    def path(self) -> Path | None:
        """The tournament's file (None on a server: no file, no backups beside it)."""
        path = getattr(self.store, "path", None)
        return None if path is None else Path(path)

    @property
    def station(self) -> str:
        """This station's name, as the audit log records it ("" if the store has none)."""
        return str(getattr(self.store, "station", "") or "")

    def data_version(self) -> int | None:
        """A number that changes when another window, process or station commits a
        change (None when the store cannot tell): open views poll it."""
        probe = getattr(self.store, "data_version", None)
        return probe() if probe is not None else None

    def snapshot(self) -> AbstractContextManager[None]:
        """Several reads that see one consistent state (nothing may change inside)."""
        return self.store.snapshot()

    def batch(self, what: str) -> AbstractContextManager[None]:
        """Several operations as one: all saved or none, named `what` in the audit log
        (an operation inside joins it; a refused one inside may be caught and the
        batch goes on, as the demo's hands that fall back to a fan count)."""
        return self.store.transaction(what)

    def hand(self, session: int, table: int, hand: int) -> HandRecord | None:
        """The stored hand (None if it is not entered)."""
        return self.store.get_hand(session, table, hand)

    def all_hands(self) -> list[HandRecord]:
        """Every entered hand, by session, table and hand number."""
        return self.store.list_hands()

    def totals(self, session: int, table: int) -> TableTotals | None:
        """A match's totals-only entry (None if its hands are entered, or nothing)."""
        return self.store.get_totals(session, table)

    def all_totals(self) -> list[TableTotals]:
        """Every totals-only entry, by session and table."""
        return self.store.list_totals()

    def audit(self, limit: int | None = None) -> list[AuditEntry]:
        """The audit log, newest first."""
        return self.store.list_audit(limit)
