"""What the service offers so that the UI, the exports and the demo never reach around
it to its store (issue 22): where the tournament lives, consistent reads, batches, the
plain reads of what is stored, and the edits that used to be raw transactions."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from app.domain import MatchState, Penalty, Player, Refused, Table, TournamentSettings
from app.domain.service import TournamentService
from app.tournament import create_tournament, open_tournament


def seated(location: str) -> TournamentService:
    svc = create_tournament(location, TournamentSettings("Cup", sessions=2))
    for name in ("Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"):
        svc.add_player(name)
    svc.set_tables(1, [Table(1, 1, (1, 2, 3, 4)), Table(1, 2, (5, 6, 7, 8))])
    return svc


@pytest.fixture
def cup(backend):
    location = backend.location()
    svc = seated(location)
    yield svc, location, backend.name
    svc.close()


def test_where_the_tournament_lives(cup) -> None:
    svc, location, kind = cup
    assert svc.location == location
    if kind == "sqlite":
        assert svc.path == Path(location)
    else:
        assert svc.path is None and svc.station  # a server: no file, a station's name


def test_the_reads_give_what_the_operations_stored(cup) -> None:
    svc, _, _ = cup
    win = svc.record_win(1, 1, 1, 1, 2, fan=8)
    totals = svc.set_totals(1, 2, [30, -10, -10, -10])
    assert svc.hand(1, 1, 1) == win.new and svc.hand(1, 1, 2) is None
    assert svc.all_hands() == [win.new]
    assert svc.totals(1, 2) == totals.new and svc.totals(1, 1) is None
    assert svc.all_totals() == [totals.new]
    assert [(t.session, t.table) for t in svc.tables()] == [(1, 1), (1, 2)]
    (status,) = svc.match_status(1, 2)
    assert (status.table, status.state) == (2, MatchState.COMPLETE)


def test_a_penalty_corrected_is_one_change_that_undoes(cup) -> None:
    svc, _, _ = cup
    old = svc.record_penalty(1, 1, 3, -10, "Slow play").new_as(Penalty)
    new = dataclasses.replace(old, id=None, points=-20, reason="Late")
    change = svc.update_penalty(old, new, svc.match_version(1, 1))
    assert [(p.points, p.reason) for p in svc.penalties()] == [(-20, "Late")]
    svc.undo(change)
    assert svc.penalties() == [old]


def test_a_batch_is_saved_whole_or_not_at_all(tmp_path: Path) -> None:
    with seated(str(tmp_path / "t.mcr")) as svc:
        with pytest.raises(Refused, match="already registered"):
            with svc.batch("two players"):
                svc.add_player("Jo")
                svc.add_player("jo")  # the same name: refused, and Jo with it
        assert [p.name for p in svc.players()][-1] == "Hal"
        with svc.batch("two players"):
            svc.add_player("Jo")
            svc.add_player("Kim")
        assert {a.operation for a in svc.audit(2)} == {"two players"}


def test_players_added_are_chosen_against_those_registered(tmp_path: Path) -> None:
    with seated(str(tmp_path / "t.mcr")) as svc:

        def next_two(registered: list[Player]) -> list[Player]:
            return [Player(0, f"Guest {len(registered) + i}") for i in (1, 2)]

        added = svc.add_players(next_two, "guests")
        assert [(p.number, p.name) for p in added] == [(9, "Guest 9"), (10, "Guest 10")]
        assert svc.players()[-2:] == added


def test_another_connection_moves_the_data_version(tmp_path: Path) -> None:
    path = tmp_path / "t.mcr"
    with seated(str(path)) as svc, open_tournament(path) as other:
        seen = svc.data_version()
        svc.add_player("Mine")
        assert svc.data_version() == seen  # its own change: nothing to refresh
        other.add_player("Theirs")
        assert svc.data_version() != seen
