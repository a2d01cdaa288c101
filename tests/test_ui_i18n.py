"""Every UI string goes through Qt's translation: the shipped Chinese translation
changes the window's text."""

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from app.ui.main import install_translation, remove_translation
from app.ui.window import MainWindow


@pytest.mark.slow
def test_chinese_translation_applies(qtbot, tmp_path):
    app = QApplication.instance()
    translator = install_translation(app, "zh_CN")
    assert translator is not None
    try:
        window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
        qtbot.addWidget(window)
        titles = [a.text() for a in window.menuBar().actions()]
        assert titles[0] == "文件(&F)"
        assert window.new_file(str(tmp_path / "t.mcr"), "Test", 1)
        navigator = [
            window.navigator.topLevelItem(i).text(0)
            for i in range(window.navigator.topLevelItemCount())
        ]
        assert "选手" in navigator and "算番器" in navigator
        window.close_document()
    finally:
        remove_translation(app, translator)


def test_english_needs_no_translation(qtbot):
    assert install_translation(QApplication.instance(), "en_GB") is None
