"""Help > Guide (F1): the organiser's and referee's guide (docs/guide.md), shown in the
app with its pictures. It works offline and without a browser; links to other pages of
the docs open in the same viewer, web links in the system's browser.

An installed app finds the guide inside the package (app/resources/guide, copied there
by the build: see packaging/guide_build.py); a checkout, in its docs/ folder. The guide
comes in the interface's language where it is written in it (docs/guide.zh_CN.md), else
in English; a language change while it is open shows it again in the new language.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, QUrl
from PySide6.QtGui import QAction, QImage, QKeySequence, QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QMainWindow,
    QMenu,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from app.resources import resource_path

translate = QCoreApplication.translate
CHECKOUT_DOCS = Path(__file__).resolve().parents[2] / "docs"


def interface_language() -> str:
    """The language the interface is shown in now (app.ui.language says it)."""
    from app.ui import language

    return language.interface_language()


def guide_file(lang: str | None = None) -> Path | None:
    """The guide's Markdown file in ``lang`` (default: the interface's language), else
    in English: the package's copy, else the checkout's; None if neither is there (a
    build without docs)."""
    lang = interface_language() if lang is None else lang
    names = ["guide.md"]
    if not lang.lower().startswith("en"):
        names.insert(0, f"guide.{lang}.md")  # e.g. guide.zh_CN.md
    for name in names:
        for candidate in (resource_path("guide", name), CHECKOUT_DOCS / name):
            if candidate.is_file():
                return candidate
    return None


class GuideBrowser(QTextBrowser):
    """A text browser that fits the guide's pictures (screenshots 1280 pixels wide) to
    its width, so the guide reads without scrolling sideways."""

    def loadResource(self, kind: int, name: QUrl | str) -> object:
        data = super().loadResource(kind, name)
        if kind == QTextDocument.ResourceType.ImageResource.value and data is not None:
            image = data if isinstance(data, QImage) else QImage.fromData(data)
            room = max(320, self.viewport().width() - 32)
            if not image.isNull() and image.width() > room:
                return image.scaledToWidth(room, Qt.TransformationMode.SmoothTransformation)
            return image
        return data


class GuideViewer(QDialog):
    """The guide in a window of its own (not modal: it stays open beside the work)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("guideViewer")
        self.browser = GuideBrowser(self)
        self.browser.setObjectName("guideBrowser")
        self.browser.setOpenExternalLinks(True)  # web links: the system's browser
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        self.back_button = QPushButton(self)
        self.back_button.setObjectName("guideBack")
        self.back_button.setEnabled(False)
        self.back_button.clicked.connect(self.browser.backward)
        self.browser.backwardAvailable.connect(self.back_button.setEnabled)
        buttons.addButton(self.back_button, QDialogButtonBox.ButtonRole.ActionRole)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.shown: Path | None = None  # the guide file shown (its language's)
        em = self.fontMetrics().height()
        self.resize(em * 60, em * 44)  # before loading: the pictures fit this width
        self.retranslate()

    def retranslate(self) -> None:
        """Words and guide in the language shown now (a language change reloads it)."""
        self.setWindowTitle(self.tr("Guide — MCR Tournament Manager"))
        self.back_button.setText(self.tr("◀ &Back"))
        path = guide_file()
        if path is None:
            self.browser.setPlainText(
                self.tr("The guide is not part of this installation (docs/guide.md).")
            )
        elif path != self.shown:
            self.browser.setSearchPaths([str(path.parent)])
            self.browser.setSource(QUrl.fromLocalFile(str(path)))
            self.browser.clearHistory()  # Back does not lead to the other language
        self.shown = path


def install(window: QMainWindow) -> QAction:
    """A Help menu with Guide (F1) at the end of ``window``'s menu bar; the action."""
    action = QAction(window)
    action.setObjectName("guide")
    action.setShortcut(QKeySequence("F1"))  # the help key on every system
    menu = window.menuBar().addMenu("")
    menu.setObjectName("helpMenu")
    menu.addAction(action)
    _name(action, menu)
    return action


def retranslate(window: QMainWindow) -> None:
    """The Help menu's words, and an open guide viewer's, in the language shown now."""
    action = window.findChild(QAction, "guide")
    menu = window.menuBar().findChild(QMenu, "helpMenu")
    if action is not None and menu is not None:
        _name(action, menu)
    for viewer in window.findChildren(GuideViewer):
        viewer.retranslate()


def _name(action: QAction, menu: QMenu) -> None:
    action.setText(translate("Guide", "&Guide"))
    action.setStatusTip(translate("Guide", "The organiser's and referee's guide"))
    # No Alt letter: H, E, L and P are taken by the table sheet's fields and the
    # other menus; F1 is the key for help anyway.
    menu.setTitle(translate("Guide", "Help"))
