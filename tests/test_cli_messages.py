"""Messages of `python -m app.cli` on bad input that the QA pass found unclear: each a
plain sentence about what was given, exit status 1, and the file unchanged."""

from __future__ import annotations

import contextlib
import io
import subprocess
import sys
from pathlib import Path

import pytest

from app.cli import main


def cli(*args: object) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main([str(a) for a in args])
        except SystemExit as usage:  # argparse: a usage error exits 2
            code = int(usage.code or 0)
    return code, out.getvalue(), err.getvalue()


@pytest.fixture
def seated(tmp_path: Path) -> Path:
    path = tmp_path / "open.mcrt"
    assert cli("new", path, "--name", "Open", "--sessions", "2")[0] == 0
    for name in ("Ann Lee", "Bob Ma", "Cat Wu", "Dan Xu"):
        assert cli("players", "add", path, name)[0] == 0
    assert cli("seat", path, "--seed", "1")[0] == 0
    return path


@pytest.mark.slow
def test_an_export_into_a_missing_folder_says_so_once(seated: Path, tmp_path: Path) -> None:
    target = tmp_path / "nowhere" / "results.xlsx"
    code, _, err = cli("export", seated, "--xlsx", target)
    assert code == 1
    assert f"there is no folder {target.parent}" in err
    assert err.count("Cannot write") == 1, err


@pytest.mark.parametrize("version", ["abc", "0", "", "23e46c441c88x"])
@pytest.mark.slow
def test_a_malformed_expected_version_is_not_called_a_change_elsewhere(
    seated: Path, version: str
) -> None:
    before = seated.read_bytes()
    code, _, err = cli(
        "hand", seated, "--session", 1, "--table", 1, "--hand", 1, "--draw",
        "--expect-version", version,
    )  # fmt: skip
    assert code != 0
    assert "another station" not in err
    assert "is not a version" in err and "`version FILE" in err
    assert seated.read_bytes() == before


def test_an_empty_file_name_is_asked_for(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    code, _, err = cli("new", "", "--name", "Open")
    assert code != 0
    assert "file name" in err and "'.'" not in err and ". already exists" not in err
    code, _, err = cli("players", "list", "")
    assert code != 0 and "file name" in err


@pytest.mark.slow
def test_the_seating_report_calls_its_bound_a_bound(tmp_path: Path) -> None:
    # 8 players, 2 sessions: each table of session 2 holds two pairs who met in session
    # 1, so 4 repeats is the best any plan can do; the report said "fewest possible: 1",
    # and later "lower bound 0 ... 4 above the lower bound".
    path = tmp_path / "eight.mcrt"
    assert cli("new", path, "--name", "Eight", "--sessions", "2")[0] == 0
    for n in range(8):
        assert cli("players", "add", path, f"Player {n + 1}")[0] == 0
    code, out, _ = cli("seat", path, "--seed", "1")
    assert code == 0
    assert "Repeated meetings: 4" in out
    assert "(lower bound: 4)" in out and "at the lower bound" in out
    assert "above the lower bound" not in out and "fewest possible: 1" not in out


@pytest.mark.slow
def test_a_closed_output_pipe_is_not_called_a_failed_save(seated: Path) -> None:
    # Found by the QA pass: `hand ... | head -c0` stored the hand, then said "Cannot use
    # FILE: Broken pipe. Nothing was saved." A referee would enter the hand again.
    command = [sys.executable, "-m", "app.cli", "hand", str(seated)]
    command += ["--session", "1", "--table", "1", "--hand", "1", "--draw"]
    child = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert child.stdout is not None and child.stderr is not None
    child.stdout.close()  # the reader is gone before the command prints a word
    err = child.stderr.read()
    child.stderr.close()
    child.wait(timeout=60)
    assert "Nothing was saved" not in err and "Cannot use" not in err, err
    assert "Traceback" not in err
    out = cli("hands", seated, "--session", 1, "--table", 1)[1]
    assert "Hand  1: draw" in out


def test_an_import_of_one_player_counts_in_the_singular(tmp_path: Path) -> None:
    path = tmp_path / "one.mcrt"
    assert cli("new", path, "--name", "One")[0] == 0
    source = tmp_path / "one.csv"
    source.write_text("name\nAnn Lee\nAnn Lee\n", encoding="utf-8")
    code, out, _ = cli("players", "import", path, source)
    assert code == 0
    assert "1 player added, 1 row rejected." in out
