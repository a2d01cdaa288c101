"""`python -m seating`: the plan and the rotation as text and JSON, and exit status 2
with a clear message for every kind of bad input."""

from __future__ import annotations

import itertools
import json
import subprocess
import sys
from pathlib import Path

import pytest

from seating.cli import main

ROOT = Path(__file__).resolve().parent.parent


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "seating", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )


@pytest.mark.slow
def test_json_plan_has_sessions_of_tables_in_seat_order_and_quality() -> None:
    done = run("--players", "16", "--sessions", "5", "--json")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert set(data) == {"sessions", "quality"}
    assert len(data["sessions"]) == 5
    pairs = set()
    for session in data["sessions"]:
        assert sorted(p for table in session for p in table) == list(range(1, 17))
        for table in session:
            assert len(table) == 4
            for pair in itertools.combinations(sorted(table), 2):
                assert pair not in pairs
                pairs.add(pair)
    assert data["quality"]["repeats"] == 0
    assert data["quality"]["repeat_bound"] == 0
    # Seat order: E first. Every player starts East once or twice in five sessions.
    east = [table[0] for session in data["sessions"] for table in session]
    assert all(1 <= east.count(p) <= 2 for p in range(1, 17))


def test_text_plan_prints_tables_and_the_quality_report(capsys: pytest.CaptureFixture) -> None:
    assert main(["--players", "8", "--sessions", "1"]) == 0
    out = capsys.readouterr().out
    assert "Session 1" in out and "Table   2" in out
    assert "Repeated meetings: 0" in out
    assert "Starting seats: balanced" in out


@pytest.mark.slow
def test_teams_file_is_obeyed(tmp_path: Path) -> None:
    teams = tmp_path / "teams.csv"
    rows = ["player,team"] + [f"{p},T{(p - 1) // 4}" for p in range(1, 33)]
    teams.write_text("\n".join(rows) + "\n")
    done = run("--players", "32", "--sessions", "5", "--teams", str(teams), "--json")
    assert done.returncode == 0, done.stderr
    team_of = {p: (p - 1) // 4 for p in range(1, 33)}
    for session in json.loads(done.stdout)["sessions"]:
        for table in session:
            assert len({team_of[p] for p in table}) == 4


@pytest.mark.slow
def test_rotation_json_is_one_object_per_hand() -> None:
    done = run("rotation", "--json")
    assert done.returncode == 0
    hands = json.loads(done.stdout)
    assert len(hands) == 16
    assert hands[0] == {
        "hand": 1,
        "prevalent": "E",
        "dealer": "A",
        "winds": {"A": "E", "B": "S", "C": "W", "D": "N"},
    }
    assert hands[4]["prevalent"] == "S" and hands[4]["dealer"] == "B"
    assert [h["hand"] for h in hands] == list(range(1, 17))


def test_rotation_text(capsys: pytest.CaptureFixture) -> None:
    assert main(["rotation"]) == 0
    out = capsys.readouterr().out
    assert len([line for line in out.splitlines() if line.strip()[:2].strip().isdigit()]) == 16


def _teams(tmp_path: Path, text: str) -> str:
    path = tmp_path / "teams.csv"
    path.write_text(text)
    return str(path)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--players", "22", "--sessions", "3"], "2 substitutes are needed"),
        (["--players", "17", "--sessions", "3"], "3 substitutes are needed"),
        (["--players", "19", "--sessions", "3"], "1 substitute is needed"),
        (["--players", "16", "--sessions", "0"], "at least 1"),
        (["--players", "100000", "--sessions", "2"], "at most 4000 players"),
        (["--players", "16"], "--sessions"),
        (["--players", "many", "--sessions", "2"], "invalid int"),
        (["--players", "16", "--sessions", "2", "--teams", "/nonexistent/t.csv"], "cannot read"),
    ],
)
def test_bad_input_exits_2_with_a_message(
    args: list[str], message: str, capsys: pytest.CaptureFixture
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        sys.exit(main(args))
    assert exit_info.value.code == 2
    assert message in capsys.readouterr().err


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("player,team\n1,A\n17,B\n", "unknown player 17"),
        ("player,team\n1,A\nx,B\n", "not a player number"),
        ("player,team\n1\n", "expected player,team"),
        ("name,club\n1,A\n", "header player,team"),
        ("player,team\n1,A\n1,B\n", "listed twice"),
    ],
)
def test_bad_teams_file_exits_2(
    tmp_path: Path, text: str, message: str, capsys: pytest.CaptureFixture
) -> None:
    path = _teams(tmp_path, text)
    assert main(["--players", "16", "--sessions", "2", "--teams", path]) == 2
    assert message in capsys.readouterr().err


def test_teams_file_without_header(tmp_path: Path) -> None:
    path = _teams(tmp_path, "1,A\n2,A\n")
    assert main(["--players", "16", "--sessions", "2", "--teams", path, "--json"]) == 0


@pytest.mark.slow
def test_as_a_subprocess_bad_input_exits_2() -> None:
    done = run("--players", "10", "--sessions", "2")
    assert done.returncode == 2
    assert "2 substitutes are needed" in done.stderr


@pytest.mark.slow
def test_hard_avoid_file(tmp_path: Path) -> None:
    path = tmp_path / "clubs.csv"
    path.write_text("player,group\n" + "".join(f"{p},C{p % 5}\n" for p in range(1, 21)))
    done = run("--players", "20", "--sessions", "4", "--avoid", str(path), "--hard-avoid", "--json")
    assert done.returncode == 0, done.stderr
    for session in json.loads(done.stdout)["sessions"]:
        for table in session:
            assert len({p % 5 for p in table}) == 4


def test_a_roster_beyond_any_hall_is_refused_before_planning() -> None:
    # Found by the QA pass: `--players 100000` planned until the machine ran out of
    # memory (23 GB). 1000 tables (4000 players) is the tournament file's own limit.
    from seating.errors import SeatingError
    from seating.planner import MAX_PLAYERS, roster

    assert MAX_PLAYERS == 4000
    assert len(roster(4000)) == 4000
    with pytest.raises(SeatingError, match="at most 4000 players"):
        roster(100_000)
    with pytest.raises(SeatingError, match="at most 4000 players"):
        roster(list(range(1, 4005)))


@pytest.mark.slow
def test_a_closed_output_pipe_ends_without_a_traceback() -> None:
    # Found by the QA pass: `python -m seating ... | head -1` printed a traceback.
    command = [sys.executable, "-m", "seating", "--players", "64", "--sessions", "7"]
    child = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert child.stdout is not None and child.stderr is not None
    child.stdout.close()  # the reader is gone before the plan is printed
    err = child.stderr.read()
    child.stderr.close()
    assert child.wait(timeout=120) != 0
    assert "Traceback" not in err, err


def test_report_names_the_bound_the_best_known_value_and_the_design(
    capsys: pytest.CaptureFixture,
) -> None:
    assert main(["--players", "40", "--sessions", "13", "--json"]) == 0
    quality = json.loads(capsys.readouterr().out)["quality"]
    assert quality["repeats"] == 0 and quality["repeat_bound"] == 0  # existing keys kept
    assert quality["lower_bound"] == 0 and quality["best_known"] == 0
    assert "Hanani" in quality["best_known_source"]
    assert quality["standing"].startswith("at the lower bound")
    assert quality["method"].startswith("design: PG(3,3)")
    assert main(["--players", "40", "--sessions", "13"]) == 0
    out = capsys.readouterr().out
    assert "best known: 0 (published:" in out
    assert "Made by: design: PG(3,3)" in out


@pytest.mark.slow
def test_rotation_of_another_match_length():
    import subprocess
    import sys

    run = subprocess.run(
        [sys.executable, "-m", "seating", "rotation", "--hands", "8", "--json"],
        capture_output=True,
        text=True,
    )
    assert run.returncode == 0
    assert [h["hand"] for h in json.loads(run.stdout)] == list(range(1, 9))
    bad = subprocess.run(
        [sys.executable, "-m", "seating", "rotation", "--hands", "6"],
        capture_output=True,
        text=True,
    )
    assert bad.returncode == 2 and "multiple of 4" in bad.stderr
