"""Every command line prints names its output encoding cannot hold without crashing
(QA: `players list`, `standings` and `audit` raised UnicodeEncodeError on Chinese or
emoji names when stdout was cp1252, i.e. redirected output on Western Windows).

Each command runs in a real child process with the encoding forced, as a user's shell
would give it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from app.domain import TournamentSettings
from app.tournament import create_tournament

ROOT = Path(__file__).resolve().parent.parent
NAMES = ("黄志强", "😀 Ann", "Zoë", "Bo")

# (how the child's output is encoded, the environment that makes it so)
ENCODINGS = {
    "cp1252": {"PYTHONIOENCODING": "cp1252"},
    "ascii": {"PYTHONIOENCODING": "ascii"},
    "C locale": {"LANG": "C", "LC_ALL": "C", "PYTHONUTF8": "0"},
}


def run(args: list[str], env_extra: dict[str, str]) -> subprocess.CompletedProcess[bytes]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHONIO", "LC_"))}
    env.update(env_extra)
    return subprocess.run(
        [sys.executable, *args], cwd=ROOT, env=env, capture_output=True, timeout=120
    )


@pytest.fixture(scope="module")
def tournament(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("enc") / "t.mcrt"
    with create_tournament(path, TournamentSettings("Open 黄", sessions=1)) as svc:
        for name in NAMES:
            svc.add_player(name)
        svc.seat_sessions()
        svc.set_totals(1, 1, [30, 10, -10, -30])
    return path


@pytest.mark.parametrize("encoding", ENCODINGS)
@pytest.mark.parametrize(
    "command",
    [["players", "list"], ["standings"], ["standings", "--teams"], ["audit"], ["tables"]],
    ids=" ".join,
)
@pytest.mark.slow
def test_app_cli_never_crashes_on_a_name(tournament: Path, command: list[str], encoding: str):
    extra = ["--session", "1"] if command == ["tables"] else []
    done = run(["-m", "app.cli", *command, str(tournament), *extra], ENCODINGS[encoding])
    assert done.returncode == 0, done.stderr.decode("utf-8", "replace")
    assert b"Traceback" not in done.stderr
    out = done.stdout.decode("ascii" if encoding != "cp1252" else "cp1252")
    if command[0] in ("players", "standings") and command[-1] != "--teams":
        # a name that cannot be written is escaped, never dropped or turned into "?"
        assert "\\u9ec4\\u5fd7\\u5f3a" in out or "黄志强" in out
        assert "Ann" in out


@pytest.mark.parametrize("encoding", ENCODINGS)
@pytest.mark.parametrize("command", [["players", "list"], ["standings"], ["tables"]], ids=" ".join)
@pytest.mark.slow
def test_json_output_stays_exact_json(tournament: Path, command: list[str], encoding: str):
    extra = ["--session", "1"] if command == ["tables"] else []
    done = run(["-m", "app.cli", *command, str(tournament), *extra, "--json"], ENCODINGS[encoding])
    assert done.returncode == 0, done.stderr.decode("utf-8", "replace")
    text = done.stdout.decode("cp1252" if encoding == "cp1252" else "ascii")
    names = set(_names(json.loads(text)))
    assert {"黄志强", "😀 Ann", "Zoë"} <= names  # escapes that JSON reads back exactly


def _names(data: object) -> list[str]:
    if isinstance(data, dict):
        return [v for k, v in data.items() if k == "name" and isinstance(v, str)] + [
            n for v in data.values() for n in _names(v)
        ]
    if isinstance(data, list):
        return [n for v in data for n in _names(v)]
    return []


@pytest.mark.parametrize("encoding", ["cp1252", "ascii"])
@pytest.mark.slow
def test_an_error_message_with_a_name_is_printed_not_raised(tournament: Path, encoding: str):
    done = run(["-m", "app.cli", "history", str(tournament), "黄志强x"], ENCODINGS[encoding])
    assert done.returncode != 0
    assert b"Traceback" not in done.stderr
    assert b"\\u9ec4" in done.stderr or "黄".encode() in done.stderr


@pytest.mark.parametrize("encoding", ["cp1252", "ascii"])
@pytest.mark.slow
def test_seating_cli_never_crashes_on_a_team_name(tmp_path: Path, encoding: str):
    teams = tmp_path / "teams.csv"
    teams.write_text(
        "player,team\n1,黄队\n2,黄队\n3,😀 club\n4,😀 club\n5,Zoë\n6,Zoë\n7,x\n8,x\n",
        encoding="utf-8",
    )
    args = ["-m", "seating", "--players", "8", "--sessions", "2", "--teams", str(teams)]
    for extra in ([], ["--json"]):
        done = run([*args, *extra], ENCODINGS[encoding])
        assert done.returncode == 0, done.stderr.decode("utf-8", "replace")
        assert b"Traceback" not in done.stderr


@pytest.mark.parametrize("encoding", ["cp1252", pytest.param("ascii", marks=pytest.mark.slow)])
def test_scoring_cli_never_crashes_on_chinese_fan_names(encoding: str):
    for extra in ([], ["--json"]):
        done = run(["-m", "scoring", "123789s123789p33m", *extra], ENCODINGS[encoding])
        assert done.returncode == 0, done.stderr.decode("utf-8", "replace")
        assert b"Traceback" not in done.stderr
        if extra:
            data = json.loads(done.stdout.decode("ascii" if encoding == "ascii" else "cp1252"))
            assert data["total"] > 0
    listing = run(["-m", "scoring", "--list"], ENCODINGS[encoding])
    assert listing.returncode == 0 and b"Traceback" not in listing.stderr
