"""The Reports page offers the reports' language: by default the tournament's language
setting, else the interface's; the files are written in the language chosen."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from app.tournament import open_tournament
from app.ui.demo_data import create_demo
from app.ui.language import install_translation, remove_translation
from app.ui.window import MainWindow


@pytest.fixture
def window(qtbot, tmp_path):
    w = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(w)
    w.show()
    yield w
    w.close_document()


def _write_site(qtbot, reports, folder: Path) -> str:
    reports.folder_edit.setText(str(folder))
    reports.xlsx_check.setChecked(False)
    reports.pdf_check.setChecked(False)
    reports.html_check.setChecked(True)
    job = reports.write()
    assert job is not None
    with qtbot.waitSignal(job.ended, timeout=60000):
        pass
    (site,) = folder.glob("*-site")
    return (site / "index.html").read_text(encoding="utf-8")


@pytest.mark.slow
def test_the_language_is_offered_and_used(qtbot, window, tmp_path):
    assert window.open_file(str(create_demo(tmp_path)))
    reports = window.show_page("reports")
    combo = reports.language_combo
    assert [combo.itemData(i) for i in range(combo.count())] == ["en", "zh_CN"]
    assert reports.language() == "en"  # an English interface, no tournament setting
    combo.setCurrentIndex(combo.findData("zh_CN"))
    index = _write_site(qtbot, reports, tmp_path / "out")
    assert '<html lang="zh-CN">' in index and ">排名</a>" in index


def test_the_tournament_language_is_the_default(qtbot, window, tmp_path):
    path = create_demo(tmp_path)
    with open_tournament(path) as svc:
        svc.update_settings(dataclasses.replace(svc.settings(), language="zh_CN"))
    assert window.open_file(str(path))
    assert window.show_page("reports").language() == "zh_CN"


@pytest.mark.slow
def test_a_chinese_interface_writes_chinese_by_default(qtbot, tmp_path):
    app = QApplication.instance()
    translator = install_translation(app, "zh_CN")
    assert translator is not None
    try:
        w = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
        qtbot.addWidget(w)
        assert w.open_file(str(create_demo(tmp_path)))
        reports = w.show_page("reports")
        assert reports.language() == "zh_CN"
        w.close_document()
    finally:
        remove_translation(app, translator)
