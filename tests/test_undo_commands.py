"""Undo as one small command type per kind of change (issue 22): for every kind, the
operation's Change holds that kind's step, and undo then redo give back exactly what
was stored before and after (a real tournament file, read back whole)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from pathlib import Path

import pytest

from app.domain import MatchState, Refused, Table, TournamentSettings
from app.domain.changes import (
    Change,
    HandStep,
    PenaltyStep,
    PlayerStep,
    SettingsStep,
    StateStep,
    Step,
    TablesStep,
    TotalsStep,
)
from app.domain.service import TournamentService
from app.domain.versions import Stale
from app.tournament import create_tournament


@pytest.fixture
def svc(tmp_path: Path):
    """Nine players, two sessions; session 1 seated (players 1-8), player 9 spare."""
    service = create_tournament(tmp_path / "t.mcr", TournamentSettings("Cup", sessions=2))
    for name in ("Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ivy"):
        service.add_player(name)
    service.set_tables(1, [Table(1, 1, (1, 2, 3, 4)), Table(1, 2, (5, 6, 7, 8))])
    yield service
    service.close()


def stored(svc: TournamentService) -> tuple[object, ...]:
    """Everything the tournament holds, from one read."""
    with svc.snapshot():
        return (
            svc.settings(),
            svc.players(),
            svc.tables(),
            svc.all_hands(),
            svc.penalties(),
            svc.all_totals(),
            svc.match_status(),
        )


def nothing(svc: TournamentService) -> None:
    pass


def a_hand(svc: TournamentService) -> None:
    svc.record_win(1, 1, 1, 1, 2, fan=8)


def a_penalty(svc: TournamentService) -> None:
    svc.record_penalty(1, 1, 3, -10, "Slow play")


def totals(svc: TournamentService) -> None:
    svc.set_totals(1, 2, [30, -10, -10, -10])


Setup = Callable[[TournamentService], object]
Operation = Callable[[TournamentService], Change]


def seat_session_2(s: TournamentService) -> Change:
    return s.set_tables(2, [Table(2, 1, (8, 1, 6, 3)), Table(2, 2, (2, 7, 4, 5))])


def edit_player(s: TournamentService) -> Change:
    return s.update_player(dataclasses.replace(s.player(2), team="Reds"))


def delete_penalty(s: TournamentService) -> Change:
    return s.delete_penalty(s.penalties()[0].id or 0)


def rename(s: TournamentService) -> Change:
    return s.update_settings(dataclasses.replace(s.settings(), name="Spring", venue="Utrecht"))


CASES: list[tuple[str, type[Step], Setup, Operation]] = [
    ("hand entered", HandStep, nothing, lambda s: s.record_win(1, 1, 1, 1, 2, fan=8)),
    ("hand corrected", HandStep, a_hand, lambda s: s.record_win(1, 1, 1, 3, fan=12, replace=True)),
    ("hand deleted", HandStep, a_hand, lambda s: s.delete_hand(1, 1, 1)),
    ("tables set", TablesStep, nothing, seat_session_2),
    ("player added", PlayerStep, nothing, lambda s: s.add_player("Jo", country="NL")),
    ("player edited", PlayerStep, nothing, edit_player),
    ("player removed", PlayerStep, nothing, lambda s: s.remove_player(9)),
    ("player substituted", TablesStep, nothing, lambda s: s.withdraw_player(4, substitute=9)),
    ("penalty recorded", PenaltyStep, nothing, lambda s: s.record_penalty(1, 1, 3, -10, "Slow")),
    ("penalty deleted", PenaltyStep, a_penalty, delete_penalty),
    ("totals set", TotalsStep, nothing, lambda s: s.set_totals(1, 2, [30, -10, -10, -10])),
    ("totals cleared", TotalsStep, totals, lambda s: s.clear_totals(1, 2)),
    ("match verified", StateStep, totals, lambda s: s.set_match_state(1, 2, MatchState.VERIFIED)),
    ("settings changed", SettingsStep, nothing, rename),
]


@pytest.mark.parametrize(
    ("kind", "setup", "operation"), [c[1:] for c in CASES], ids=[c[0] for c in CASES]
)
def test_undo_then_redo_restores_exactly(
    svc, kind: type[Step], setup: Setup, operation: Operation
) -> None:
    setup(svc)
    before = stored(svc)
    change = operation(svc)
    after = stored(svc)
    assert after != before
    assert any(isinstance(step, kind) for step in change.steps)
    svc.undo(change)
    assert stored(svc) == before
    svc.redo(change)
    assert stored(svc) == after
    svc.undo(change)  # and once more: the redo left a change that undoes again
    assert stored(svc) == before


def test_every_kind_has_its_own_type_and_name() -> None:
    kinds = [HandStep, PenaltyStep, PlayerStep, SettingsStep, StateStep, TablesStep, TotalsStep]
    assert {c[1] for c in CASES} == set(kinds)
    assert len({k.entity for k in kinds}) == len(kinds)
    assert all(dataclasses.is_dataclass(k) for k in kinds)


def test_an_inverse_swaps_old_and_new_and_keeps_its_kind(svc) -> None:
    change = svc.add_player("Jo")
    step = change.steps[0]
    back = step.inverse()
    assert type(back) is PlayerStep and (back.old, back.new) == (step.new, step.old)
    assert back.inverse() == step
    with pytest.raises(dataclasses.FrozenInstanceError):
        step.new = None  # a step is a record of what happened: never changed


def test_a_step_whose_thing_changed_since_is_stale_and_changes_nothing(svc) -> None:
    renamed = svc.update_player(dataclasses.replace(svc.player(2), name="Bob"))
    svc.update_player(dataclasses.replace(svc.player(2), name="Bobby"))  # changed since
    before = stored(svc)
    with pytest.raises(Stale, match="player changed at another station"):
        svc.undo(renamed)
    assert stored(svc) == before


def test_undoing_a_seating_of_a_session_with_results_is_refused(svc) -> None:
    seated = seat_session_2(svc)
    svc.record_penalty(2, 1, 8, -10, "Slow play")
    with pytest.raises(Refused, match="Session 2 has results"):
        svc.undo(seated)
    assert [t.seats for t in svc.tables(2)] == [(8, 1, 6, 3), (2, 7, 4, 5)]
