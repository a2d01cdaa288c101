"""`python -m seating` as a new user meets it: --version, --hard-avoid without a file
to avoid, and teams/avoid files saved by Excel in another encoding (QA findings)."""

from __future__ import annotations

import json
import subprocess
import sys
from importlib import metadata
from pathlib import Path

import pytest

from seating.cli import main

ARGS = ["--players", "8", "--sessions", "2", "--time-limit", "2"]


@pytest.mark.slow
def test_version_is_the_package_version() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "seating", "--version"], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0
    assert done.stdout.strip() == f"python -m seating {metadata.version('mcr-tournament-manager')}"


def test_hard_avoid_without_avoid_is_refused(capsys: pytest.CaptureFixture) -> None:
    assert main([*ARGS, "--hard-avoid"]) == 2
    err = capsys.readouterr().err
    assert "--hard-avoid" in err and "--avoid" in err


def _file(tmp_path: Path, raw: bytes) -> str:
    path = tmp_path / "teams.csv"
    path.write_bytes(raw)
    return str(path)


@pytest.mark.slow
def test_a_cp1252_file_is_refused_with_the_file_and_the_encoding(
    tmp_path: Path, capsys: pytest.CaptureFixture
) -> None:
    path = _file(tmp_path, "player,team\n1,München\n2,München\n".encode("cp1252"))
    assert main([*ARGS, "--teams", path]) == 2
    err = capsys.readouterr().err
    assert "teams.csv" in err and "not UTF-8" in err and "line 2" in err
    assert "--encoding" in err and "cp1252" in err
    assert "codec" not in err  # no raw Python codec message
    # Named, it is read: the two Munich players never share a table.
    assert main([*ARGS, "--teams", path, "--encoding", "cp1252", "--json"]) == 0
    plan = json.loads(capsys.readouterr().out)
    assert all(not {1, 2} <= set(table) for session in plan["sessions"] for table in session)


@pytest.mark.parametrize("bom", ["utf-8-sig", "utf-16"])
@pytest.mark.slow
def test_a_file_with_a_byte_order_mark_is_read(tmp_path: Path, bom: str, capsys) -> None:
    path = _file(tmp_path, "player,group\n1,Zürich\n2,Zürich\n".encode(bom))
    assert main([*ARGS, "--avoid", path, "--hard-avoid", "--json"]) == 0
    plan = json.loads(capsys.readouterr().out)
    assert all(not {1, 2} <= set(table) for session in plan["sessions"] for table in session)


def test_an_unknown_encoding_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    path = _file(tmp_path, b"player,team\n1,A\n")
    assert main([*ARGS, "--teams", path, "--encoding", "klingon"]) == 2
    assert "Unknown encoding 'klingon'" in capsys.readouterr().err
