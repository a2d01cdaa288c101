"""Help > Guide on the web (issue 24): the guide in the system's browser, from the
project's documentation address when the installation names one, else offline from
the guide shipped with the app (made into a web page whose pictures show)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QObject, QSettings, QStandardPaths, QUrl, Slot
from PySide6.QtGui import QAction, QDesktopServices
from PySide6.QtWidgets import QMenu

from app.ui.guide import guide_file
from app.ui.guide_web import guide_target, web_page_of
from app.ui.language import switch_language
from app.ui.window import MainWindow


class Browser(QObject):
    """Receives the addresses Qt would hand to the system's browser (a real URL
    handler, registered with QDesktopServices)."""

    def __init__(self) -> None:
        super().__init__()
        self.opened: list[QUrl] = []

    @Slot(QUrl)
    def open(self, url: QUrl) -> None:
        self.opened.append(url)


@pytest.fixture
def browser(qapp):
    QStandardPaths.setTestModeEnabled(True)  # the page goes to a test cache folder
    receiver = Browser()
    for scheme in ("file", "https", "http"):
        QDesktopServices.setUrlHandler(scheme, receiver, "open")
    yield receiver
    for scheme in ("file", "https", "http"):
        QDesktopServices.unsetUrlHandler(scheme)
    QStandardPaths.setTestModeEnabled(False)


@pytest.fixture
def window(qtbot, tmp_path):
    switch_language("en")  # the English guide, whatever an earlier test left installed
    w = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(w)
    return w


def test_the_help_menu_opens_the_shipped_guide_in_the_browser(window, browser, tmp_path):
    menu = window.menuBar().findChild(QMenu, "helpMenu")
    action = window.findChild(QAction, "guideWeb")
    assert action is not None and action in menu.actions()
    assert action.text() == "Guide on the &web"
    action.trigger()
    (url,) = browser.opened
    assert url.isLocalFile() and url.toLocalFile().endswith(".html")
    page = Path(url.toLocalFile()).read_text(encoding="utf-8")
    assert "Guide for organisers and referees" in page
    # The pictures are found from wherever the page was written.
    source = guide_file()
    assert source is not None
    assert QUrl.fromLocalFile(str(source.parent) + "/").toString() in page
    assert "images/players.png" in page


def test_a_documentation_address_is_opened_when_known(tmp_path):
    guide = tmp_path / "guide.md"
    guide.write_text("# Guide\n\n![x](images/x.png)\n", encoding="utf-8")
    url = guide_target("https://example.org/mcr/docs/", guide, tmp_path / "cache")
    assert url == QUrl("https://example.org/mcr/docs/guide.html")
    # None known: the shipped guide as a page in the cache folder.
    url = guide_target(None, guide, tmp_path / "cache")
    assert url is not None and url.isLocalFile()
    assert Path(url.toLocalFile()).parent == tmp_path / "cache"
    # Neither an address nor a guide: nothing to open.
    assert guide_target(None, None, tmp_path / "cache") is None


def test_the_web_page_keeps_the_guides_words(tmp_path):
    guide = tmp_path / "guide.zh_CN.md"
    guide.write_text("# 使用指南\n\n见 [座位](#seating)。\n", encoding="utf-8")
    page = web_page_of(guide, tmp_path / "out")
    text = page.read_text(encoding="utf-8")
    assert "使用指南" in text and 'charset="utf-8"' in text.lower().replace("'", '"')
    assert page.name == "guide.zh_CN.html"


def test_the_item_follows_a_language_change(window):
    from app.ui.language import switch_language

    action = window.findChild(QAction, "guideWeb")
    try:
        window.language_menu.action_for("zh_CN").trigger()
        assert action.text() == "网页版使用指南(&W)"
    finally:
        switch_language("en")
        window.retranslate()
    assert action.text() == "Guide on the &web"
