"""Issue 21 in the window: the website is written into a folder holding files the
program did not write only after a deliberate click; Enter and Escape write nothing.
The real question box is answered with real key presses and a real click."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from app.ui.reports.site_question import WRITE_BESIDE
from tests.faults_helpers import seated


def _answer(qtbot, seen: list[str], key: Qt.Key | None = None) -> None:
    """When the question box is up: press `key`, or click the writing button."""

    def act() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, act)  # not shown yet
            return
        seen.append(box.text())
        write = box.findChild(QPushButton, WRITE_BESIDE)
        assert box.defaultButton() is not write and box.escapeButton() is not write
        assert not write.isDefault() and not write.autoDefault()
        if key is not None:
            qtbot.keyClick(box, key)
        else:
            qtbot.mouseClick(write, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, act)


def _tree(folder: Path) -> dict[str, bytes | None]:
    return {
        str(p.relative_to(folder)): (None if p.is_dir() else p.read_bytes())
        for p in sorted(folder.rglob("*"))
    }


def test_the_website_goes_beside_other_files_only_on_a_deliberate_click(qtbot, window, tmp_path):
    path = seated(tmp_path / "t.mcrt", players=4, sessions=1)
    assert window.open_file(str(path))
    reports = window.show_page("reports")
    out = tmp_path / "out"
    site = out / "t-site"
    site.mkdir(parents=True)
    (site / "notes.txt").write_text("keep me", encoding="utf-8")
    reports.folder_edit.setText(str(out))
    reports.xlsx_check.setChecked(False)
    reports.pdf_check.setChecked(False)
    reports.html_check.setChecked(True)
    before = _tree(site)
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Escape):
        seen: list[str] = []
        _answer(qtbot, seen, key)
        assert reports.write() is None, key  # nothing written
        assert seen and "notes.txt" in seen[0] and "did not write" in seen[0]
        assert "Not written" in reports.result_label.text()
        assert _tree(site) == before
    seen = []
    _answer(qtbot, seen)  # the deliberate click
    job = reports.write()
    assert job is not None
    with qtbot.waitSignal(job.ended, timeout=60000):
        pass
    assert reports.result_label.text().startswith("Written"), reports.result_label.text()
    assert (site / "notes.txt").read_text(encoding="utf-8") == "keep me"
    assert (site / "index.html").is_file()


@pytest.mark.slow
def test_the_reports_page_never_writes_the_website_into_the_backup_folder(
    qtbot, window, tmp_path, monkeypatch
):
    path = seated(tmp_path / "t.mcrt", players=4, sessions=1)
    assert window.open_file(str(path))
    backups = Path(window.document.workspace.service.backup()).parent
    reports = window.show_page("reports")
    reports.folder_edit.setText(str(backups))
    reports.xlsx_check.setChecked(False)
    reports.pdf_check.setChecked(False)
    reports.html_check.setChecked(True)
    monkeypatch.setattr(reports, "confirm_site", lambda m: pytest.fail("asked"))
    assert reports.write() is None
    assert "backup folder" in reports.result_label.text()
    assert not (backups / "t-site").exists()
