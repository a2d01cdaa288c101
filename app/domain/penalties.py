"""What a match holds besides its hands: a referee's penalties, and the totals-only
entry of a match whose hands were not entered one by one."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from app.domain import hands as hand_rules
from app.domain import limits
from app.domain.changes import Change, PenaltyStep, Step, TotalsStep
from app.domain.core import ServiceCore
from app.domain.errors import Refused
from app.domain.matches import Matches
from app.domain.model import MatchState, Penalty, Points, TableTotals, four
from app.domain.versions import Stale


class Penalties:
    """The penalties of one tournament's matches."""

    def __init__(self, core: ServiceCore, matches: Matches) -> None:
        self.core = core
        self.store = core.store
        self.matches = matches

    def record_penalty(
        self,
        session: int,
        table: int,
        player: int,
        points: int,
        reason: str,
        shared: bool = False,
        expected_version: str | None = None,
    ) -> Change:
        """A referee's penalty; with `shared`, the opposite amount goes in equal
        thirds to the other three players."""
        what = f"penalty {session}/{table} player {player}"
        with self.core.operation(what, session, table):
            t = self.core.table(session, table)
            self.matches.check_version(session, table, expected_version)
            hand_rules.seat_at(t, player, "penalised player")
            self.matches.check_editable(self.matches.status(session, table))
            reason = limits.clean_text(reason, "reason", limits.MAX_REASON) or ""
            if not reason:
                raise Refused("A penalty needs a reason (it is printed on the sheets).")
            limits.check_number(points, "penalty", -limits.MAX_PENALTY, limits.MAX_PENALTY)
            if points == 0:
                raise Refused("A penalty of 0 points changes nothing.")
            if shared and points % 3:
                raise Refused(
                    f"{points} cannot be shared equally by three players; use a multiple of 3."
                )
            stored = self.store.add_penalty(
                Penalty(session, table, player, points, reason.strip(), shared)
            )
        return Change(what, (PenaltyStep(None, stored),))

    def delete_penalty(self, penalty_id: int, expected_version: str | None = None) -> Change:
        # Which match it belongs to (a penalty never moves), then that match's
        # transaction, in which it is looked up again (deleted meanwhile: refused).
        shown = expected_version is not None  # on a station's screen: gone = outdated
        match = self._penalty_match(penalty_id, shown)
        with self.store.transaction(f"delete penalty {penalty_id}", match=match):
            found = [p for p in self.store.list_penalties(*match) if p.id == penalty_id]
            if not found:
                raise self._no_penalty(penalty_id, shown)
            self.matches.check_version(found[0].session, found[0].table, expected_version)
            self.matches.check_editable(self.matches.status(found[0].session, found[0].table))
            self.store.delete_penalty(penalty_id)
        return Change(f"delete penalty {penalty_id}", (PenaltyStep(found[0], None),))

    def update_penalty(
        self, old: Penalty, new: Penalty, expected_version: str | None = None
    ) -> Change:
        """A penalty corrected: the old one deleted and the new one recorded, in one
        transaction (a refusal of the new one leaves the old one in place). The version
        is checked once, before anything changes."""
        if old.id is None:  # a penalty shown is a stored one, with its id
            raise Refused("This penalty is not stored: it cannot be corrected.")
        same = (old.session, old.table) == (new.session, new.table)
        match = (old.session, old.table) if same else None  # one match: its lock only
        with self.store.transaction(f"edit penalty {old.id}", match=match):
            removed = self.delete_penalty(old.id, expected_version)
            added = self.record_penalty(
                new.session, new.table, new.player, new.points, new.reason, new.shared
            )
        return Change(f"edit penalty {old.id}", removed.steps + added.steps)

    def _penalty_match(self, penalty_id: int, shown: bool = False) -> tuple[int, int]:
        for p in self.store.list_penalties():
            if p.id == penalty_id:
                return p.session, p.table
        raise self._no_penalty(penalty_id, shown)

    @staticmethod
    def _no_penalty(penalty_id: int, shown: bool) -> Refused:
        if shown:  # it was on the station's screen: deleted at another station since
            return Stale("The penalty changed at another station: reload and try again.")
        return Refused(f"There is no penalty {penalty_id}.")

    def penalties(self, session: int | None = None, table: int | None = None) -> list[Penalty]:
        return self.store.list_penalties(session, table)


class Totals:
    """Totals-only entries: a match's four session scores without its hands."""

    def __init__(self, core: ServiceCore, matches: Matches) -> None:
        self.core = core
        self.store = core.store
        self.matches = matches

    def set_totals(
        self,
        session: int,
        table: int,
        totals: Sequence[Points],
        expected_version: str | None = None,
    ) -> Change:
        """Totals-only entry: the four players' hand scores for the session in starting
        seat order (they must sum to 0). The match becomes complete. Exact: a system
        whose hands pay halves (MahJong Online, the International Game's compound
        chart) takes Fractions; MCR hands pay 8 + fan, so its totals are whole."""
        what = f"totals {session}/{table}"
        with self.core.operation(what, session, table):
            self.core.table(session, table)
            self.matches.check_version(session, table, expected_version)
            if len(totals) != 4:
                raise Refused("Give the totals of the four players.")
            totals = [_exact_total(x, not self.core.rules().fractional_points) for x in totals]
            if sum(totals) != 0:
                raise Refused(
                    f"Hand scores always sum to 0; these sum to {sum(totals)}. "
                    "Enter penalties separately."
                )
            status = self.matches.status(session, table)
            self.matches.check_editable(status)
            if status.hands_entered:
                raise Refused(
                    f"Table {table} of session {session} has hands entered; delete them "
                    "before entering totals only."
                )
            old = self.store.get_totals(session, table)
            new = TableTotals(session, table, four(totals))
            self.store.put_totals(new)
            steps: list[Step] = [TotalsStep(old, new)]
            if status.state == MatchState.OPEN:
                steps.append(self.matches.set_state(status, MatchState.COMPLETE))
        return Change(what, tuple(steps))

    def clear_totals(self, session: int, table: int, expected_version: str | None = None) -> Change:
        what = f"clear totals {session}/{table}"
        with self.store.transaction(what, match=(session, table)):
            self.matches.check_version(session, table, expected_version)
            status = self.matches.status(session, table)
            self.matches.check_editable(status)
            old = self.store.get_totals(session, table)
            if old is None:
                raise Refused(f"Table {table} of session {session} has no totals entered.")
            self.store.delete_totals(session, table)
            steps: list[Step] = [TotalsStep(old, None)]
            if status.state == MatchState.COMPLETE:
                steps.append(self.matches.set_state(status, MatchState.OPEN))
        return Change(what, tuple(steps))


def _exact_total(value: object, whole_only: bool) -> Points:
    """A session total as stored: an int, or an exact Fraction that is not whole
    (never a float: 0.1 + 0.2 must not be a total)."""
    if isinstance(value, bool) or not isinstance(value, int | Fraction):
        raise Refused(f"A total must be an exact number, not {value!r}.")
    number = Fraction(value)
    if abs(number) > limits.MAX_TOTAL:
        raise Refused(
            f"The total must be between {-limits.MAX_TOTAL} and {limits.MAX_TOTAL}, not {value}."
        )
    if number.denominator == 1:
        return number.numerator
    if whole_only:
        raise Refused(
            f"MCR session totals are whole points (every hand pays 8 + fan), not {value}."
        )
    if number.denominator > 10**6:  # no payment is that fine: a typo, kept out of the file
        raise Refused(f"{value} is not a possible total; check the number.")
    return number
