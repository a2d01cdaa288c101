"""`players edit` and `players withdraw` (QA: the CLI could neither correct a player nor
withdraw one, though the domain and the GUI can): clear refusals, the file unchanged
on a refusal, and a substitute who takes the withdrawn player's later seats."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.cli import main as cli
from app.tournament import open_tournament


def _json(capsys: pytest.CaptureFixture, *args: str) -> object:
    capsys.readouterr()
    assert cli(list(args)) == 0
    return json.loads(capsys.readouterr().out)


@pytest.fixture
def event(tmp_path: Path) -> Path:
    path = tmp_path / "t.mcrt"
    assert cli(["new", str(path), "--name", "T", "--sessions", "3"]) == 0
    for i in range(1, 9):
        assert cli(["players", "add", str(path), f"Player {i}", "--team", f"T{i % 4}"]) == 0
    assert cli(["players", "add", str(path), "Reserve", "--substitute"]) == 0
    assert cli(["players", "withdraw", str(path), "9"]) == 0  # a reserve waits, unseated
    assert cli(["seat", str(path), "--time-limit", "2"]) == 0
    return path


@pytest.mark.slow
def test_edit_changes_only_what_is_given(event: Path, capsys) -> None:
    f = str(event)
    assert cli(["players", "edit", f, "3", "--name", "Wu Lena", "--country", "DE"]) == 0
    assert "Player 3: Wu Lena" in capsys.readouterr().out
    assert cli(["players", "edit", f, "Wu Lena", "--team", "", "--ema-id", "04120031"]) == 0
    row = _json(capsys, "players", "list", f, "--json")[2]
    assert row["name"] == "Wu Lena" and row["country"] == "DE"
    assert row["team"] is None and row["ema_id"] == "04120031"
    assert cli(["players", "edit", f, "3", "--first-name", "Lena", "--last-name", "Wu"]) == 0
    row = _json(capsys, "players", "list", f, "--json")[2]
    assert (row["first_name"], row["last_name"]) == ("Lena", "Wu")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["3"], "Nothing to change"),
        (["42", "--name", "X"], "There is no player number 42"),
        (["3", "--name", "Player 4"], "already registered as player 4"),
        (["3", "--name", ""], "A player needs a name"),
        (["3", "--ema-id", "abc"], "is not a number"),
    ],
)
@pytest.mark.slow
def test_edit_refusals_leave_the_file_as_it_was(event: Path, capsys, args, message) -> None:
    before = event.read_bytes()
    assert cli(["players", "edit", str(event), *args]) == 1
    assert message in capsys.readouterr().err
    assert event.read_bytes() == before


def test_withdraw_with_a_substitute_takes_the_later_seats(event: Path, capsys) -> None:
    f = str(event)
    with open_tournament(event) as svc:
        seats = svc.table(1, 1).seats
        svc.set_totals(1, 1, [30, 10, -10, -30])
        leaving = seats[0]
        later = svc.seated_later(leaving)
    assert later == [2, 3]
    capsys.readouterr()
    assert cli(["players", "withdraw", f, str(leaving), "--substitute", "Reserve"]) == 0
    out = capsys.readouterr().out
    assert "Reserve takes" in out and "sessions 2, 3" in out
    with open_tournament(event) as svc:
        assert leaving in svc.table(1, 1).seats  # session 1 has results: kept
        for k in (2, 3):
            seated = [p for t in svc.tables(k) for p in t.seats]
            assert leaving not in seated and 9 in seated
        players = {p.number: p for p in svc.players()}
        assert not players[leaving].active and players[9].active
        # The result of session 1 still counts for the withdrawn player.
        assert any(r.player.number == leaving for r in svc.standings())


@pytest.mark.slow
def test_withdraw_without_a_substitute_says_to_seat_again(event: Path, capsys) -> None:
    f = str(event)
    capsys.readouterr()
    assert cli(["players", "withdraw", f, "2"]) == 0
    out = capsys.readouterr().out
    assert "still seated in sessions 1, 2, 3" in out and "seat" in out
    # Withdrawn already, a substitute can still be named for the later seats.
    before = event.read_bytes()
    assert cli(["players", "withdraw", f, "2", "--substitute", "5"]) == 1
    assert "already plays in session 1" in capsys.readouterr().err
    assert event.read_bytes() == before
    # 7 active players cannot be seated: the re-plan says so; with the reserve back, it works.
    assert cli(["seat", f, "--time-limit", "2"]) == 1
    assert "7 active players" in capsys.readouterr().err
    assert cli(["players", "edit", f, "Reserve", "--active"]) == 0
    assert cli(["seat", f, "--time-limit", "2"]) == 0
    with open_tournament(event) as svc:
        assert all(2 not in t.seats for k in (1, 2, 3) for t in svc.tables(k))


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["9"], "has already withdrawn"),
        (["1", "--substitute", "1"], "cannot substitute for themselves"),
        (["1", "--substitute", "2"], "already plays in session 1"),
        (["1", "--substitute", "Nobody"], "There is no player named 'Nobody'"),
    ],
)
@pytest.mark.slow
def test_withdraw_refusals_leave_the_file_as_it_was(event: Path, capsys, args, message) -> None:
    before = event.read_bytes()
    assert cli(["players", "withdraw", str(event), *args]) == 1
    assert message in capsys.readouterr().err
    assert event.read_bytes() == before
