"""An MCR hand entered by tiles may carry the notation's fourth part, which for MCR
holds `from=` only (docs/contracts.md, "Hand notation"; docs/tournament-rules.md): it must
name the discarder the entry gives (QA: `hand` refused any fourth part on MCR)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.cli import main as cli
from app.tournament import open_tournament

TILES = "123m456p789s11122z"


@pytest.fixture
def event(tmp_path: Path) -> tuple[str, tuple[int, ...]]:
    path = tmp_path / "t.mcrt"
    assert cli(["new", str(path), "--name", "T", "--sessions", "1"]) == 0
    for i in range(1, 5):
        assert cli(["players", "add", str(path), f"Player {i}"]) == 0
    assert cli(["seat", str(path)]) == 0
    with open_tournament(path) as svc:
        seats = svc.table(1, 1).seats  # hand 1: A East, B South, C West, D North
    return str(path), seats


def _hand(f: str, winner: int, how: list[str], tiles: str) -> int:
    base = ["hand", f, "--session", "1", "--table", "1", "--hand", "1"]
    return cli([*base, "--winner", str(winner), *how, "--tiles", tiles])


@pytest.mark.parametrize("said", ["from=S", "from=3", " from = S "])
@pytest.mark.slow
def test_from_naming_the_discarder_is_accepted(event, said, capsys) -> None:
    f, seats = event
    assert _hand(f, seats[0], ["--from", str(seats[1])], f"{TILES}|EE0000||{said}") == 0
    capsys.readouterr()
    assert cli(["hands", f, "--session", "1", "--table", "1", "--json"]) == 0
    hand = json.loads(capsys.readouterr().out)[0]
    # Stored as before: the record keeps who discarded, the notation its three parts.
    assert hand["from"] == seats[1] and hand["tiles"] == f"{TILES}|EE0000"


def test_an_empty_fourth_part_is_accepted(event) -> None:
    f, seats = event
    assert _hand(f, seats[0], ["--self-drawn"], f"{TILES}|EE1000|0|") == 0


@pytest.mark.parametrize(
    ("how", "said", "message"),
    [
        ("from", "from=N", "from=N (seat N), but the discarder sits S"),
        ("self", "from=S", "The notation says from=S: give --from too"),
        ("from", "first", "MCR uses only from= (who discarded)"),
        ("from", "horse=5m", "MCR uses only from="),
        ("from", "from=E", "from"),  # the winner's own seat
    ],
)
@pytest.mark.slow
def test_a_fourth_part_that_disagrees_is_refused(event, how, said, message, capsys) -> None:
    f, seats = event
    before = Path(f).read_bytes()
    flag = "1" if how == "self" else "0"
    args = ["--self-drawn"] if how == "self" else ["--from", str(seats[1])]
    assert _hand(f, seats[0], args, f"{TILES}|EE{flag}000||{said}") == 1
    assert message in capsys.readouterr().err
    assert Path(f).read_bytes() == before


@pytest.mark.slow
def test_five_parts_are_still_refused(event, capsys) -> None:
    f, seats = event
    assert _hand(f, seats[0], ["--self-drawn"], f"{TILES}|EE1000|0||x") == 1
    assert "write tiles[|situation[|flowers[|from=SEAT]]]" in capsys.readouterr().err
