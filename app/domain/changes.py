"""What a user operation changed: a `Change` of `Step`s, enough to undo and redo it
(app.domain.history replays them)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeVar

from app.domain.model import HandRecord, MatchStatus, Penalty, Table, TableTotals

_Stored = TypeVar("_Stored")  # a stored thing of one entity (see Step)


@dataclass(frozen=True)
class Step:
    """One stored thing replaced: `old` -> `new` (None = absent).

    entity: "player" (Player), "hand" (HandRecord), "penalty" (Penalty),
    "totals" (TableTotals), "state" (MatchStatus), "seating" (tuple of Tables of
    one session), "settings" (TournamentSettings)."""

    entity: str
    old: object | None
    new: object | None


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
        """`new` as the type its operation stores (see Step), e.g. the Player added."""
        return of(kind, self.new)

    def old_as(self, kind: type[_Stored]) -> _Stored:
        """`old` as the type its operation replaced, e.g. the Penalty deleted."""
        return of(kind, self.old)


def of(kind: type[_Stored], value: object | None) -> _Stored:
    """A step's value as its entity's type (Step's docstring says which)."""
    if not isinstance(value, kind):
        raise TypeError(f"a step holds {value!r}, not a {kind.__name__}")
    return value


def match_of(step: Step) -> tuple[int, int]:
    """The (session, table) of a hand, penalty, totals or state step."""
    ref = step.new or step.old
    if not isinstance(ref, HandRecord | Penalty | TableTotals | MatchStatus):
        raise TypeError(f"a {step.entity} step holds {ref!r}, which is at no table")
    return ref.session, ref.table


def tables_of(value: object | None) -> tuple[Table, ...]:
    """A seating step's value: the tables of one session (None: no seating)."""
    if value is None:
        return ()
    if not isinstance(value, tuple) or not all(isinstance(t, Table) for t in value):
        raise TypeError(f"a seating step holds {value!r}, not tables")
    return tuple(t for t in value if isinstance(t, Table))
