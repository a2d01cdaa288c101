"""Help > Guide in the interface's language (issue 24: the guide was English only): a
Chinese interface opens docs/guide.zh_CN.md, packaged like the English guide; a language
change while the guide is open shows it again in the new language; any other language
falls back to English. The Chinese guide covers what the English one does."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from app.ui.guide import GuideViewer, guide_file, interface_language
from app.ui.language import switch_language
from app.ui.window import MainWindow

DOCS = Path(__file__).resolve().parent.parent / "docs"
ENGLISH = DOCS / "guide.md"
CHINESE = DOCS / "guide.zh_CN.md"


@pytest.fixture
def window(qtbot, tmp_path):
    w = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(w)
    w.show()
    yield w
    switch_language("en")


def test_the_guide_file_follows_the_language() -> None:
    assert guide_file("en") == ENGLISH
    assert guide_file("zh_CN") == CHINESE
    assert guide_file("de_DE") == ENGLISH  # no German guide: the English one
    assert interface_language() == "en"
    assert guide_file() == ENGLISH


@pytest.mark.slow
def test_a_chinese_interface_opens_the_chinese_guide(qtbot, window) -> None:
    window.language_menu.action_for("zh_CN").trigger()
    assert interface_language() == "zh_CN"
    viewer = window.show_guide()
    qtbot.addWidget(viewer)
    assert isinstance(viewer, GuideViewer)
    assert viewer.browser.toPlainText().startswith("组织者和裁判使用指南")
    # back to English with the guide open: the English guide, and Back does not return
    # to the Chinese one
    window.language_menu.action_for("en").trigger()
    assert viewer.browser.toPlainText().startswith("Guide for organisers and referees")
    assert not viewer.back_button.isEnabled()
    viewer.close()
    QApplication.processEvents()


def _pictures(page: Path) -> list[str]:
    text = page.read_text(encoding="utf-8")
    return re.findall(r"\]\((images/[^)\s]+)", text) + re.findall(r'src="(images/[^"]+)"', text)


def _chapters(page: Path) -> int:
    return len(re.findall(r"^## ", page.read_text(encoding="utf-8"), re.MULTILINE))


def test_the_chinese_guide_covers_the_english_one() -> None:
    english, chinese = _pictures(ENGLISH), _pictures(CHINESE)
    # the same pictures in the same order; the app's views in Chinese where there is one
    assert len(chinese) == len(english) > 10
    for en, zh in zip(english, chinese, strict=True):
        assert zh in (en, en.replace(".png", "-zh.png")), (en, zh)
        assert (DOCS / zh).is_file()
    assert sum(zh.endswith("-zh.png") for zh in chinese) >= 7
    assert _chapters(CHINESE) == _chapters(ENGLISH)
    text = CHINESE.read_text(encoding="utf-8")
    assert "帮助 > 使用指南" in text  # where the guide is, in the menu's own words
