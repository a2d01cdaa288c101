"""Undo and redo: a `Change` replayed backwards or again, with the checks of the
operation that made it, in one transaction."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from app.domain.changes import Change, Step, match_of, of, tables_of
from app.domain.core import ServiceCore
from app.domain.errors import Refused
from app.domain.matches import Matches
from app.domain.model import (
    HandRecord,
    MatchState,
    MatchStatus,
    Penalty,
    Player,
    TableTotals,
    TournamentSettings,
)
from app.domain.store import TournamentStore
from app.domain.versions import Stale, stale


class History:
    """Undo and redo of the changes of one tournament."""

    def __init__(
        self,
        core: ServiceCore,
        matches: Matches,
        checked_record: Callable[[HandRecord], HandRecord],
    ) -> None:
        self.core = core
        self.store = core.store
        self.matches = matches
        # A hand put back is checked again against its table's rules by the hand path.
        self.checked_record = checked_record

    def undo(self, change: Change) -> None:
        """Put back what `change` replaced, as a domain operation with the checks of
        the original (one transaction, all or nothing): refused when something it
        touched was changed since, e.g. at another station (`Stale`), or when its match
        is verified; a match's state follows its hands (16 hands: complete)."""
        steps = tuple(Step(s.entity, s.new, s.old) for s in reversed(change.steps))
        self._apply(f"undo {change.description}", steps)

    def redo(self, change: Change) -> None:
        """Apply `change` again after an undo, with the same checks as `undo`."""
        self._apply(f"redo {change.description}", change.steps)

    def _apply(self, what: str, steps: Sequence[Step]) -> None:
        with self.store.transaction(what):
            touched: set[tuple[int, int]] = set()
            for step in steps:
                self._check_step(step)
                replace(self.store, step)
                if step.entity in ("hand", "penalty", "totals"):
                    touched.add(match_of(step))
            for session, table in sorted(touched):
                self.matches.settle_state(session, table)

    def _check_step(self, step: Step) -> None:
        """Before `step` replaces `step.old` by `step.new`: the stored value must still
        be `step.old`, and the rules of the original operation must allow the change."""
        s = self.store
        current: object
        if step.entity in ("hand", "penalty", "totals", "state"):
            session, table = match_of(step)
            status = self.matches.status(session, table)
            # a verified match is frozen: say so first (its state differs from the one
            # the step expects, which is no sign of another station), unless the step
            # is what moves it out of verified (the undo of a verify)
            leaving = step.entity == "state" and of(MatchStatus, step.old).state == status.state
            if status.state == MatchState.VERIFIED and not leaving:
                raise Refused(
                    f"Table {table} of session {session} is verified; reopen it before "
                    "undoing or redoing a change to it."
                )
        if step.entity == "hand":
            current = s.get_hand(session, table, of(HandRecord, step.new or step.old).hand)
        elif step.entity == "penalty":
            penalty_id = of(Penalty, step.new or step.old).id
            current = next((p for p in s.list_penalties() if p.id == penalty_id), None)
        elif step.entity == "totals":
            current = s.get_totals(session, table)
        elif step.entity == "state":
            old_state = of(MatchStatus, step.old).state
            current = step.old if status.state == old_state else status
            # (only the state is compared: the hand count is checked by the hand steps)
        elif step.entity == "player":
            current = s.get_player(of(Player, step.new or step.old).number)
        elif step.entity == "seating":
            current = tuple(s.list_tables(tables_of(step.new or step.old)[0].session))
        elif step.entity == "settings":
            current = s.get_settings()
        else:
            raise ValueError(f"unknown entity {step.entity}")
        expected = step.old
        if step.entity == "seating":
            expected = tables_of(step.old)
        if current != expected:
            if step.entity in ("hand", "penalty", "totals", "state"):
                raise stale(session, table)
            raise Stale(f"The {step.entity} changed at another station: reload and try again.")
        if step.entity in ("hand", "penalty", "totals"):
            self.matches.check_editable(status)
        if step.entity == "hand" and step.new is not None:
            if status.totals_only:
                raise Refused(
                    f"Table {table} of session {session} was entered as totals only; clear "
                    "the totals before entering hands."
                )
            self.checked_record(of(HandRecord, step.new))
        elif step.entity == "totals" and step.new is not None and status.hands_entered:
            raise Refused(
                f"Table {table} of session {session} has hands entered; delete them before "
                "entering totals only."
            )
        elif step.entity == "player" and step.new is None:
            player = of(Player, step.new or step.old)
            if any(player.number in t.seats for t in s.list_tables()):
                raise Refused(f"{player.name} is seated and cannot be removed.")
        elif step.entity == "seating":
            session = tables_of(step.new or step.old)[0].session
            if self.core.anything_entered(session):
                raise Refused(f"Session {session} has results: its seating cannot change.")


def replace(s: TournamentStore, step: Step) -> None:
    """Store `step.new` where `step.old` is (None: delete it)."""
    entity, current, wanted = step.entity, step.old, step.new
    if entity == "hand":
        if wanted is None:
            gone = of(HandRecord, current)
            s.delete_hand(gone.session, gone.table, gone.hand)
        else:
            s.put_hand(of(HandRecord, wanted))
    elif entity == "penalty":
        if current is not None:
            penalty_id = of(Penalty, current).id
            if penalty_id is None:
                raise TypeError("a stored penalty has an id")
            s.delete_penalty(penalty_id)
        if wanted is not None:
            s.add_penalty(of(Penalty, wanted))
    elif entity == "totals":
        if wanted is None:
            gone_totals = of(TableTotals, current)
            s.delete_totals(gone_totals.session, gone_totals.table)
        else:
            s.put_totals(of(TableTotals, wanted))
    elif entity == "state":
        w = of(MatchStatus, wanted)
        s.set_match_state(w.session, w.table, w.state)
    elif entity == "player":
        if wanted is None:
            s.delete_player(of(Player, current).number)
        else:
            s.put_player(of(Player, wanted))
    elif entity == "seating":
        session = tables_of(wanted or current)[0].session
        s.put_tables(session, tables_of(wanted))
    elif entity == "settings":
        s.put_settings(of(TournamentSettings, wanted))
    else:
        raise ValueError(f"unknown entity {entity}")
