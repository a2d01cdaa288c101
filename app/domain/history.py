"""Undo and redo: a `Change` replayed backwards or again, each step checked as the
operation that made it was (app.domain.changes), in one transaction."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from app.domain.changes import Change, Step
from app.domain.core import ServiceCore
from app.domain.matches import Matches
from app.domain.model import HandRecord, MatchStatus
from app.domain.store import TournamentStore


class History:
    """Undo and redo of the changes of one tournament; what its steps check against
    (app.domain.changes.Replay)."""

    def __init__(
        self,
        core: ServiceCore,
        matches: Matches,
        checked_record: Callable[[HandRecord], HandRecord],
    ) -> None:
        self.core = core
        self.matches = matches
        # A hand put back is checked again against its table's rules by the hand path.
        self._checked_record = checked_record

    @property
    def store(self) -> TournamentStore:
        return self.core.store

    def status(self, session: int, table: int) -> MatchStatus:
        return self.matches.status(session, table)

    def check_editable(self, status: MatchStatus) -> None:
        self.matches.check_editable(status)

    def checked_record(self, record: HandRecord) -> HandRecord:
        return self._checked_record(record)

    def anything_entered(self, session: int) -> bool:
        return self.core.anything_entered(session)

    def undo(self, change: Change) -> None:
        """Put back what `change` replaced, as a domain operation with the checks of
        the original (one transaction, all or nothing): refused when something it
        touched was changed since, e.g. at another station (`Stale`), or when its match
        is verified; a match's state follows its hands (16 hands: complete)."""
        steps = tuple(step.inverse() for step in reversed(change.steps))
        self._apply(f"undo {change.description}", steps)

    def redo(self, change: Change) -> None:
        """Apply `change` again after an undo, with the same checks as `undo`."""
        self._apply(f"redo {change.description}", change.steps)

    def _apply(self, what: str, steps: Sequence[Step]) -> None:
        with self.store.transaction(what):
            touched: set[tuple[int, int]] = set()
            for step in steps:
                step.check(self)
                step.apply(self.store)
                if (match := step.settles()) is not None:
                    touched.add(match)
            for session, table in sorted(touched):
                self.matches.settle_state(session, table)
