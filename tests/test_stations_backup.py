"""Session-end backups of a server tournament (issue 21, item 6), through the two ways
an organiser changes it: the CLI and the window. The change that finishes a session
writes a tournament file of the whole server tournament into this station's local
backup folder (MCR_BACKUP_DIR here); a backup that cannot be written is a warning
after the saved change, never a refusal, and never shows the server's password.
A real PostgreSQL server (the `pg_server` fixture)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from app.domain.model import Table, TournamentSettings
from app.store.outputs import server_backup_folder
from app.store.server_url import with_password
from app.tournament import create_tournament, open_tournament
from tests.store_backends import PgBackend

ROOT = Path(__file__).resolve().parent.parent
SECRET = "backup-secret-pw"


@pytest.fixture
def url(pg_server):
    """A server tournament, one session of one table with hands 1-15 entered: hand 16
    finishes the session. The URL carries a password (the throwaway cluster trusts
    local connections, so it works; what is checked is that it is never shown)."""
    backend = PgBackend(pg_server)
    location = backend.location()
    with create_tournament(location, TournamentSettings("Backup Cup", 1)) as svc:
        for name in ("Ann", "Bob", "Cid", "Dan"):
            svc.add_player(name)
        svc.set_tables(1, [Table(1, 1, (1, 2, 3, 4))])
        for hand in range(1, 16):
            svc.record_win(1, 1, hand, 1 + hand % 4, None, fan=8 + hand)
    yield with_password(location, SECRET)
    backend.close()


def _cli(env_backups: Path, *args: str) -> tuple[int, str, str]:
    env = dict(os.environ, MCR_BACKUP_DIR=str(env_backups))
    proc = subprocess.run(
        [sys.executable, "-m", "app.cli", *args], capture_output=True, text=True, cwd=ROOT, env=env
    )
    return proc.returncode, proc.stdout, proc.stderr


def _standings(location: str | Path) -> list[tuple[int, object]]:
    with open_tournament(location, read_only=True) as svc:
        return [(r.player.number, r.score) for r in svc.standings()]


def _backups(url: str) -> list[Path]:
    folder = server_backup_folder(url)
    return sorted(folder.glob("*-session-1-*.sqlite")) if folder.is_dir() else []


@pytest.mark.slow
def test_the_cli_finishing_a_session_on_a_server_writes_a_local_backup(url, tmp_path, monkeypatch):
    monkeypatch.setenv("MCR_BACKUP_DIR", str(tmp_path / "backups"))
    args = ("hand", url, "--session", "1", "--table", "1", "--hand")
    code, out, err = _cli(tmp_path / "backups", *args, "16", "--draw")
    assert code == 0, err
    assert err == "" and SECRET not in out
    backups = _backups(url)
    assert len(backups) == 1, backups
    assert SECRET not in str(backups[0])
    assert _standings(backups[0]) == _standings(url)
    with open_tournament(backups[0], read_only=True) as copy:
        assert len(copy.hands(1, 1)) == 16
    # a later change in the finished session writes no second backup
    code, _, err = _cli(
        tmp_path / "backups",
        "penalty",
        url,
        "--session",
        "1",
        "--table",
        "1",
        "--player",
        "1",
        "--points",
        "-5",
        "--reason",
        "slow play",
    )
    assert code == 0, err
    assert len(_backups(url)) == 1


@pytest.mark.slow
def test_a_cli_backup_that_cannot_be_written_is_a_warning_and_the_hand_is_saved(url, tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the backup folder should be")
    args = ("hand", url, "--session", "1", "--table", "1", "--hand")
    code, out, err = _cli(blocker, *args, "16", "--draw")
    assert code == 0, err
    assert "Hand 16" in out
    assert "warning:" in err and "backup at the end of session 1" in err
    assert "Traceback" not in err and SECRET not in err + out
    with open_tournament(url, read_only=True) as svc:
        assert len(svc.hands(1, 1)) == 16


@pytest.mark.slow
def test_the_window_finishing_a_session_on_a_server_writes_a_local_backup(
    qtbot, window, url, tmp_path, monkeypatch
):
    monkeypatch.setenv("MCR_BACKUP_DIR", str(tmp_path / "backups"))
    assert window.open_file(url, remember=False)
    service = window.document.workspace.service
    assert service.backup_dir == server_backup_folder(url)
    assert window.document.run("draw", lambda: service.record_draw(1, 1, 16))
    assert window.last_error() == ""
    backups = _backups(url)
    assert len(backups) == 1, backups
    assert _standings(backups[0]) == _standings(url)


def test_a_window_backup_that_cannot_be_written_is_shown_and_the_hand_stays(
    qtbot, window, url, tmp_path, monkeypatch
):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the backup folder should be")
    monkeypatch.setenv("MCR_BACKUP_DIR", str(blocker))
    assert window.open_file(url, remember=False)
    service = window.document.workspace.service
    assert window.document.run("draw", lambda: service.record_draw(1, 1, 16))
    shown = window.last_error()
    assert "backup at the end of session 1" in shown and SECRET not in shown
    assert len(service.hands(1, 1)) == 16
    assert window.undo_action.isEnabled()  # an ordinary, stored change
