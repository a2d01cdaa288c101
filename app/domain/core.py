"""What every part of the service shares (app.domain.service is their facade): the
store, the safekeeping of the file, the tournament's settings and rules, the lookup of
a table, and the transaction of one entry in a match."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from app.domain import results, rulesets
from app.domain.errors import Refused
from app.domain.model import Table, TournamentSettings
from app.domain.safekeeping import Safekeeping
from app.domain.store import TournamentStore


class ServiceCore:
    """One opened tournament, shared by the parts of the service."""

    def __init__(self, store: TournamentStore, backup_dir: Path | None) -> None:
        self.store = store
        self.safe = Safekeeping(store, backup_dir)
        # Whether the running operation made a match complete (per thread: a window
        # may run a long change in a worker thread meanwhile).
        self._scoring = threading.local()

    def settings(self) -> TournamentSettings:
        return self.store.get_settings()

    def rules(self) -> rulesets.TournamentRules:
        """The tournament's rule system, its options and its match length."""
        return rulesets.tournament_rules(self.settings())

    def check_session(self, session: int) -> None:
        count = self.settings().sessions
        if not 1 <= session <= count:
            raise Refused(f"The tournament has sessions 1 to {count}, not {session}.")

    def table(self, session: int, table: int) -> Table:
        self.check_session(session)
        for t in self.store.list_tables(session, table):  # that match's rows only
            return t
        if not self.store.list_tables(session):
            raise Refused(f"Session {session} is not seated yet.")
        raise Refused(f"Session {session} has no table {table}.")

    def anything_entered(self, session: int | None = None) -> bool:
        return bool(
            self.store.list_hands(session)
            or self.store.list_totals(session)
            or self.store.list_penalties(session)
        )

    def mark_scored(self) -> None:
        """The running operation made a match scored: the session may be finished."""
        self._scoring.newly = True

    def _session_finished(self, session: int) -> bool:
        statuses = self.store.list_match_status(session)
        return bool(statuses) and all(s.state in results.SCORED_STATES for s in statuses)

    @contextmanager
    def operation(self, what: str, session: int, table: int) -> Iterator[None]:
        """One transaction for an entry in match (`session`, `table`); when it finishes
        the session's last match, a backup copy is written after the commit."""
        nested = self.store.in_transaction
        if not nested:
            self._scoring.newly = False  # set by mark_scored: this match became scored
        with self.store.transaction(what, match=(session, table)):
            yield
        # Only a change that made this match scored can finish the session; then the
        # whole session is read, after the commit (inside, only this match is read, so
        # stations on other matches go on at the same time). Of two stations finishing
        # its last two matches at once the later one sees it finished (both may: two
        # backups, never none).
        watch = self.safe.backup_dir is not None and not nested
        newly = getattr(self._scoring, "newly", False)
        if watch and newly and self._session_finished(session):
            self.safe.session_backup(session)
