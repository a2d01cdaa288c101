"""What a user operation changed, as undo commands: a `Change` is a tuple of `Step`s,
one small frozen type per kind of stored thing (a hand, a session's tables, a player,
a penalty, a match's totals, a match's state, the settings). Each step knows how to
check that it may be replayed (the stored value is still its `old`, and the rules of
the operation that made it allow it) and how to store its `new`; undo replays the
inverse steps (app.domain.history), so no kind is ever named by a string switch."""

from __future__ import annotations

import dataclasses
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import ClassVar, Generic, Protocol, Self, TypeVar

from app.domain.errors import Refused
from app.domain.model import (
    HandRecord,
    MatchState,
    MatchStatus,
    Penalty,
    Player,
    Table,
    TableTotals,
    TournamentSettings,
)
from app.domain.store import TournamentStore
from app.domain.versions import Stale, stale

_Stored = TypeVar("_Stored")
_Value = TypeVar("_Value")


class Replay(Protocol):
    """What a step needs to check itself against the tournament as stored now."""

    @property
    def store(self) -> TournamentStore: ...

    def status(self, session: int, table: int) -> MatchStatus: ...

    def check_editable(self, status: MatchStatus) -> None: ...

    def checked_record(self, record: HandRecord) -> HandRecord: ...

    def anything_entered(self, session: int) -> bool: ...


class Step(ABC):
    """One stored thing replaced: `old` -> `new` (None = absent, where a kind allows
    it). `entity` names the kind in messages ("The player changed at another
    station")."""

    entity: ClassVar[str]
    old: object
    new: object

    @abstractmethod
    def inverse(self) -> Step:
        """The step that puts `old` back."""

    @abstractmethod
    def check(self, replay: Replay) -> None:
        """Refuse (`Stale`, `Refused`) unless `old` is stored now and the rules of the
        operation that made this step allow storing `new`."""

    @abstractmethod
    def apply(self, store: TournamentStore) -> None:
        """Store `new` in place of `old`."""

    def settles(self) -> tuple[int, int] | None:
        """The match whose state follows this step (its hands, penalties or totals
        changed), or None."""
        return None


@dataclass(frozen=True)
class _Replacement(Step, Generic[_Value]):
    old: _Value
    new: _Value

    def inverse(self) -> Self:
        return dataclasses.replace(self, old=self.new, new=self.old)

    def _check_unchanged(self, current: object) -> None:
        if current != self.old:
            raise Stale(f"The {self.entity} changed at another station: reload and try again.")


class _MatchStep(_Replacement[_Value]):
    """A step on one match: refused while the match is verified (unless it is what
    moves the match out of verified) and when the match changed since."""

    @property
    @abstractmethod
    def match(self) -> tuple[int, int]: ...

    @abstractmethod
    def current(self, store: TournamentStore, status: MatchStatus) -> object:
        """What is stored now where this step's `old` should be."""

    def leaves_verified(self, status: MatchStatus) -> bool:
        return False

    def check_rules(self, replay: Replay, status: MatchStatus) -> None:
        replay.check_editable(status)

    def check(self, replay: Replay) -> None:
        session, table = self.match
        status = replay.status(session, table)
        # a verified match is frozen: say so first (its state differs from the one the
        # step expects, which is no sign of another station)
        if status.state == MatchState.VERIFIED and not self.leaves_verified(status):
            raise Refused(
                f"Table {table} of session {session} is verified; reopen it before "
                "undoing or redoing a change to it."
            )
        if self.current(replay.store, status) != self.old:
            raise stale(session, table)
        self.check_rules(replay, status)

    def settles(self) -> tuple[int, int] | None:
        return self.match


@dataclass(frozen=True)
class HandStep(_MatchStep[HandRecord | None]):
    """A hand entered (old None), corrected, or deleted (new None)."""

    entity: ClassVar[str] = "hand"

    @property
    def match(self) -> tuple[int, int]:
        hand = _present(self.new, self.old)
        return hand.session, hand.table

    def current(self, store: TournamentStore, status: MatchStatus) -> object:
        hand = _present(self.new, self.old)
        return store.get_hand(hand.session, hand.table, hand.hand)

    def check_rules(self, replay: Replay, status: MatchStatus) -> None:
        replay.check_editable(status)
        if self.new is not None:
            if status.totals_only:
                raise Refused(
                    f"Table {status.table} of session {status.session} was entered as "
                    "totals only; clear the totals before entering hands."
                )
            replay.checked_record(self.new)

    def apply(self, store: TournamentStore) -> None:
        if self.new is not None:
            store.put_hand(self.new)
        elif self.old is not None:
            store.delete_hand(self.old.session, self.old.table, self.old.hand)


@dataclass(frozen=True)
class PenaltyStep(_MatchStep[Penalty | None]):
    """A penalty recorded (old None) or deleted (new None); stored with its id."""

    entity: ClassVar[str] = "penalty"

    @property
    def match(self) -> tuple[int, int]:
        penalty = _present(self.new, self.old)
        return penalty.session, penalty.table

    def current(self, store: TournamentStore, status: MatchStatus) -> object:
        wanted = _present(self.new, self.old).id
        return next((p for p in store.list_penalties() if p.id == wanted), None)

    def apply(self, store: TournamentStore) -> None:
        if self.old is not None:
            if self.old.id is None:
                raise TypeError("a stored penalty has an id")
            store.delete_penalty(self.old.id)
        if self.new is not None:
            store.add_penalty(self.new)


@dataclass(frozen=True)
class TotalsStep(_MatchStep[TableTotals | None]):
    """A match's totals-only entry set (or replaced) or cleared (new None)."""

    entity: ClassVar[str] = "totals"

    @property
    def match(self) -> tuple[int, int]:
        totals = _present(self.new, self.old)
        return totals.session, totals.table

    def current(self, store: TournamentStore, status: MatchStatus) -> object:
        return store.get_totals(*self.match)

    def check_rules(self, replay: Replay, status: MatchStatus) -> None:
        replay.check_editable(status)
        if self.new is not None and status.hands_entered:
            raise Refused(
                f"Table {status.table} of session {status.session} has hands entered; "
                "delete them before entering totals only."
            )

    def apply(self, store: TournamentStore) -> None:
        if self.new is not None:
            store.put_totals(self.new)
        elif self.old is not None:
            store.delete_totals(self.old.session, self.old.table)


@dataclass(frozen=True)
class StateStep(_MatchStep[MatchStatus]):
    """A match's state changed (open, complete, verified)."""

    entity: ClassVar[str] = "state"

    @property
    def match(self) -> tuple[int, int]:
        return self.new.session, self.new.table

    def current(self, store: TournamentStore, status: MatchStatus) -> object:
        # only the state is compared: the hand count is checked by the hand steps
        return self.old if status.state == self.old.state else status

    def leaves_verified(self, status: MatchStatus) -> bool:
        return self.old.state == status.state  # the undo of a verify

    def check_rules(self, replay: Replay, status: MatchStatus) -> None:
        pass  # any state may follow any other once the match is as the step expects

    def settles(self) -> tuple[int, int] | None:
        return None  # it is the settling itself

    def apply(self, store: TournamentStore) -> None:
        store.set_match_state(self.new.session, self.new.table, self.new.state)


@dataclass(frozen=True)
class PlayerStep(_Replacement[Player | None]):
    """A player added (old None), changed, or removed (new None)."""

    entity: ClassVar[str] = "player"

    def check(self, replay: Replay) -> None:
        player = _present(self.new, self.old)
        self._check_unchanged(replay.store.get_player(player.number))
        if self.new is None and any(player.number in t.seats for t in replay.store.list_tables()):
            raise Refused(f"{player.name} is seated and cannot be removed.")

    def apply(self, store: TournamentStore) -> None:
        if self.new is not None:
            store.put_player(self.new)
        elif self.old is not None:
            store.delete_player(self.old.number)


@dataclass(frozen=True)
class TablesStep(_Replacement[tuple[Table, ...]]):
    """The seating of one session replaced (an empty tuple: not seated)."""

    entity: ClassVar[str] = "seating"

    @property
    def session(self) -> int:
        return (self.new or self.old)[0].session

    def check(self, replay: Replay) -> None:
        self._check_unchanged(tuple(replay.store.list_tables(self.session)))
        if replay.anything_entered(self.session):
            raise Refused(f"Session {self.session} has results: its seating cannot change.")

    def apply(self, store: TournamentStore) -> None:
        store.put_tables(self.session, self.new)


@dataclass(frozen=True)
class SettingsStep(_Replacement[TournamentSettings]):
    """The tournament's settings changed."""

    entity: ClassVar[str] = "settings"

    def check(self, replay: Replay) -> None:
        self._check_unchanged(replay.store.get_settings())

    def apply(self, store: TournamentStore) -> None:
        store.put_settings(self.new)


@dataclass(frozen=True)
class Change:
    """What one user operation did; enough to undo and redo it."""

    description: str
    steps: tuple[Step, ...]

    @property
    def new(self) -> object | None:
        """The main thing created or changed (the first step's new value)."""
        return self.steps[0].new if self.steps else None

    @property
    def old(self) -> object | None:
        return self.steps[0].old if self.steps else None

    def new_as(self, kind: type[_Stored]) -> _Stored:
        """`new` as the type its operation stores, e.g. the Player added."""
        return of(kind, self.new)

    def old_as(self, kind: type[_Stored]) -> _Stored:
        """`old` as the type its operation replaced, e.g. the Penalty deleted."""
        return of(kind, self.old)


def of(kind: type[_Stored], value: object | None) -> _Stored:
    """A step's value as its kind's type (e.g. a PlayerStep's Player)."""
    if not isinstance(value, kind):
        raise TypeError(f"a step holds {value!r}, not a {kind.__name__}")
    return value


def _present(new: _Stored | None, old: _Stored | None) -> _Stored:
    """The value a step is about: the new one, else the old one (never both absent)."""
    value = new if new is not None else old
    if value is None:
        raise TypeError("a step replaces nothing with nothing")
    return value
