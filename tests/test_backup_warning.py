"""Issue 21, smaller item: on a full disk the session-end backup warning said both
"Saved." and "The change was not saved." while the hand was saved. The warning must
say the change was saved and only the backup failed, on the command line and in the
window. The failures are real: a full tmpfs (needs root, skipped otherwise) and a
backup folder that cannot be made (a file has its name)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from app.tournament import open_tournament
from tests.faults_helpers import cli, seated
from tests.test_faults_disk import _fill, small_disk  # noqa: F401
from tests.test_faults_saved import fill_session

CONTRADICTIONS = ("not saved", "Nothing was saved", "was not stored")


def _truthful(warning: str) -> None:
    assert "backup" in warning and "session 1" in warning
    assert "saved" in warning.lower()  # the change: saved
    for words in CONTRADICTIONS:
        assert words not in warning, warning


@pytest.mark.slow
def test_a_full_backup_disk_warns_that_only_the_backup_failed(tmp_path, small_disk):  # noqa: F811
    path = seated(tmp_path / "t.mcrt", players=4, sessions=1)
    fill_session(path, upto=15)
    with open_tournament(path) as svc:
        svc.backup_dir = small_disk / "backups"
        svc.backup_dir.mkdir()
        _fill(small_disk)
        svc.record_draw(1, 1, 16)
        (warning,) = svc.take_warnings()
        assert "full" in warning
        _truthful(warning)
        assert len(svc.hands(1, 1)) == 16


@pytest.mark.slow
def test_a_backup_folder_that_cannot_be_made_warns_that_only_the_backup_failed(tmp_path):
    path = seated(tmp_path / "t.mcrt", players=4, sessions=1)
    fill_session(path, upto=15)
    (tmp_path / "t-backups").write_text("a file where the backup folder should be")
    code, out, err = cli("hand", path, "--session", 1, "--table", 1, "--hand", 16, "--draw")
    assert code == 0, err
    _truthful(err)
    with open_tournament(path, read_only=True) as svc:
        assert len(svc.hands(1, 1)) == 16


@pytest.mark.slow
def test_the_window_shows_the_truthful_warning(qtbot, tmp_path):
    from PySide6.QtCore import QSettings

    from app.ui.window import MainWindow

    path = seated(tmp_path / "t.mcrt", players=4, sessions=1)
    fill_session(path, upto=15)
    (tmp_path / "t-backups").write_text("a file where the backup folder should be")
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    assert window.open_file(str(path), remember=False)
    svc = window.document.workspace.service
    assert window.document.run("hand 16", lambda: svc.record_draw(1, 1, 16))
    _truthful(window.last_error())
    assert len(svc.hands(1, 1)) == 16
    window.close_document()


def test_a_manual_copy_on_a_full_disk_says_nothing_of_a_lost_change(tmp_path, small_disk):  # noqa: F811
    """Save a copy changes nothing in the tournament: its failure never says a change
    was lost."""
    from app.domain import TournamentError

    path = seated(tmp_path / "t.mcrt", players=4, sessions=1)
    _fill(small_disk)
    with open_tournament(path) as svc:
        with pytest.raises(TournamentError) as failed:
            svc.backup(Path(small_disk) / "copy.mcrt")
    assert "full" in str(failed.value)
    for words in CONTRADICTIONS:
        assert words not in str(failed.value)
    assert os.path.exists(path)
