"""A match's state (open, complete, verified), its version (what a station saw) and
the winds of its hands: the part of the service every entry in a match relies on."""

from __future__ import annotations

import dataclasses

from app.domain import results
from app.domain.changes import Change, StateStep, Step
from app.domain.core import ServiceCore
from app.domain.errors import Refused
from app.domain.model import MatchState, MatchStatus
from app.domain.rotation import HandWinds, hand_winds
from app.domain.versions import match_version, stale


class Matches:
    """The state and version of each match of one tournament."""

    def __init__(self, core: ServiceCore) -> None:
        self.core = core
        self.store = core.store

    def winds(self, hand: int) -> HandWinds:
        """Prevalent wind, dealer and each starting seat's wind in a hand of the match
        (1-16, or the tournament's match length)."""
        hands = self.core.settings().hands_per_match
        try:
            return hand_winds(hand, hands)
        except ValueError as e:
            raise Refused(str(e)) from None

    def set_match_state(
        self,
        session: int,
        table: int,
        state: MatchState | str,
        expected_version: str | None = None,
    ) -> Change:
        """Open -> complete (something entered) -> verified (checked, then frozen);
        back to open or complete to correct a sheet."""
        state = MatchState(state)
        what = f"match {session}/{table} {state.value}"
        with self.core.operation(what, session, table):
            self.core.table(session, table)
            self.check_version(session, table, expected_version)
            status = self.status(session, table)
            if state != MatchState.OPEN and not (status.hands_entered or status.totals_only):
                raise Refused(f"Table {table} of session {session} has nothing entered yet.")
            if state == MatchState.VERIFIED and status.state == MatchState.OPEN:
                raise Refused("Only a complete match can be verified.")
            step = self.set_state(status, state)
        return Change(what, (step,))

    def match_status(
        self, session: int | None = None, table: int | None = None
    ) -> list[MatchStatus]:
        """The state of every seated table (of `session`; `table`: that one only)."""
        return self.store.list_match_status(session, table)

    def match_version(self, session: int, table: int) -> str:
        """The version of a match as stored now (see :mod:`app.domain.versions`): give
        it back with a change so that a change based on an outdated view is refused."""
        with self.store.snapshot():
            return self.version(session, table)

    def version(self, session: int, table: int) -> str:
        status = self.status(session, table)
        return match_version(
            self.store.list_hands(session, table),
            self.store.list_penalties(session, table),
            self.store.get_totals(session, table),
            status.state,
        )

    def check_version(self, session: int, table: int, expected: str | None) -> None:
        """Refuse (`Stale`) when the match is no longer the one the user saw."""
        if expected is not None and self.version(session, table) != expected:
            raise stale(session, table)

    def status(self, session: int, table: int) -> MatchStatus:
        for s in self.store.list_match_status(session, table):  # that match's rows only
            return s
        raise Refused(f"Session {session} has no table {table}.")

    def set_state(self, status: MatchStatus, state: MatchState) -> Step:
        self.store.set_match_state(status.session, status.table, state)
        if status.state not in results.SCORED_STATES and state in results.SCORED_STATES:
            self.core.mark_scored()  # the session may be finished now (core.operation)
        return StateStep(status, dataclasses.replace(status, state=state))

    @staticmethod
    def check_editable(status: MatchStatus) -> None:
        if status.state == MatchState.VERIFIED:
            raise Refused(
                f"Table {status.table} of session {status.session} is verified; set it "
                "back to complete before correcting it."
            )

    def settle_state(self, session: int, table: int) -> None:
        """A match's state after its hands changed: complete with 16 hands (or totals),
        open with fewer; a verified match is never touched here."""
        status = self.status(session, table)
        full = status.totals_only or status.hands_entered >= self.core.settings().hands_per_match
        if full and status.state == MatchState.OPEN:
            self.set_state(status, MatchState.COMPLETE)
        elif not full and status.state == MatchState.COMPLETE:
            self.set_state(status, MatchState.OPEN)
