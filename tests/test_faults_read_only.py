"""Issue 21, item 7: a read-only tournament file, or one in a read-only folder, can be
read by the commands that only read (`standings`, `export`); a command that writes
says the file is read-only, and nothing is changed.

Tests may run as root, whom `chmod` does not stop: there the file or folder is made
immutable with `chattr +i` (which stops root too). Where neither works (root on a
file system without immutable files), the test is skipped with that reason."""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.tournament import open_tournament
from tests.faults_helpers import cli, seated


def _chattr(flag: str, path: Path) -> bool:
    if shutil.which("chattr") is None:
        return False
    done = subprocess.run(["chattr", flag, str(path)], capture_output=True)
    return done.returncode == 0


@pytest.fixture
def read_only() -> Iterator:
    """Make a file or folder read-only for this process (undone at the end)."""
    made: list[tuple[Path, str]] = []

    def make(path: Path) -> None:
        if os.geteuid() != 0:
            os.chmod(path, 0o555 if path.is_dir() else 0o444)
            made.append((path, "chmod"))
        elif _chattr("+i", path):
            made.append((path, "chattr"))
        else:
            pytest.skip("running as root, where chmod does not stop writes, on a file "
                        "system where chattr +i is not available")  # fmt: skip
        assert not _writable(path), "the test could not make it read-only"

    yield make
    for path, how in reversed(made):
        if how == "chattr":
            _chattr("-i", path)
        else:
            os.chmod(path, 0o755 if path.is_dir() else 0o644)


def _writable(path: Path) -> bool:
    """Whether this process can really write there (tried, not asked)."""
    try:
        if path.is_dir():
            probe = path / ".probe"
            probe.write_bytes(b"")
            probe.unlink()
        else:
            with path.open("r+b"):
                pass
        return True
    except OSError:
        return False


def _with_hands(path: Path) -> Path:
    seated(path, players=8, sessions=1)
    code, _, err = cli(
        "hand", path, "--session", "1", "--table", "1", "--hand", "1", "--winner",
        "Player 1", "--self-drawn", "--fan", "8",
    )  # fmt: skip
    assert code == 0, err
    return path


def _reads_and_refuses_writes(path: Path, tmp_path: Path) -> None:
    before = path.read_bytes()
    code, out, err = cli("standings", path)
    assert code == 0, err
    assert "Player 1" in out and "48" in out
    book = tmp_path / "out" / "standings.xlsx"
    book.parent.mkdir(exist_ok=True)
    code, _, err = cli("export", path, "--xlsx", book)
    assert code == 0, err
    assert book.stat().st_size > 0
    code, _, err = cli("players", "add", path, "Latecomer")
    assert code == 1 and "read-only" in err and "Traceback" not in err
    assert path.read_bytes() == before


@pytest.mark.slow
def test_a_read_only_file_in_a_writable_folder_is_read(tmp_path, read_only):
    path = _with_hands(tmp_path / "cup.mcrt")
    read_only(path)
    _reads_and_refuses_writes(path, tmp_path)


@pytest.mark.slow
def test_a_file_in_a_read_only_folder_is_read(tmp_path, read_only):
    folder = tmp_path / "locked"
    folder.mkdir()
    path = _with_hands(folder / "cup.mcrt")
    assert not path.with_name("cup.mcrt-wal").exists()  # closed: all in the file
    read_only(folder)
    _reads_and_refuses_writes(path, tmp_path)


def test_changes_left_in_the_log_of_a_read_only_folder_are_never_silently_skipped(
    tmp_path, read_only
):
    """A station killed before its changes reached the file leaves them in `-wal`;
    SQLite cannot read that log where it cannot write its index (`-shm`), and reading
    the file without it would show old results: a clear message instead."""
    folder = tmp_path / "locked"
    folder.mkdir()
    path = _with_hands(folder / "cup.mcrt")
    wal = path.with_name("cup.mcrt-wal")
    with open_tournament(path) as svc:
        svc.add_player("Latecomer")
        wal_bytes = wal.read_bytes()  # the log, as a killed station leaves it
    assert wal_bytes and not wal.exists()
    wal.write_bytes(wal_bytes)
    read_only(folder)
    code, _, err = cli("standings", path)
    assert code == 1 and "-wal" in err and "Traceback" not in err
