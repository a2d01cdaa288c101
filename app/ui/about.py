"""Help > About: the version, the app's licence and the third-party notices (the LGPL
libraries and how to replace them), as shipped inside the package
(app/resources/licenses), so an installed app or a bundle shows what it carries."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMainWindow,
    QMenu,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from app.resources import resource_path
from app.version import version

translate = QCoreApplication.translate


def notices_text() -> str:
    """The app's licence and the third-party notices, as Markdown."""
    folder = resource_path("licenses")
    licence = (folder / "LICENSE").read_text(encoding="utf-8")
    notices = (folder / "THIRD-PARTY-NOTICES.md").read_text(encoding="utf-8")
    return f"{notices}\n\n## The MCR Tournament Manager's licence\n\n```\n{licence}```\n"


class AboutDialog(QDialog):
    """The version and the licences; Close (Enter or Escape) is the only choice."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("about")
        self.resize(760, 600)
        layout = QVBoxLayout(self)
        self.heading = QLabel(self)
        self.heading.setObjectName("aboutVersion")
        layout.addWidget(self.heading)
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("aboutNotices")
        self.browser.setOpenExternalLinks(True)
        self.browser.setMarkdown(notices_text())
        layout.addWidget(self.browser, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(translate("About", "About MCR Tournament Manager"))
        self.heading.setText(
            translate("About", "MCR Tournament Manager %1 · MIT licence").replace("%1", version())
        )


def install(window: QMainWindow) -> QAction:
    """Help > About, after the guide in the Help menu (guide.install made the menu)."""
    action = QAction(window)
    action.setObjectName("aboutAction")
    menu = window.menuBar().findChild(QMenu, "helpMenu")
    if menu is None:  # no Help menu yet: make it
        menu = window.menuBar().addMenu("")
        menu.setObjectName("helpMenu")
    menu.addAction(action)
    _name(action)
    return action


def retranslate(window: QMainWindow) -> None:
    action = window.findChild(QAction, "aboutAction")
    if action is not None:
        _name(action)
    for dialog in window.findChildren(AboutDialog):
        dialog.retranslate()


def _name(action: QAction) -> None:
    action.setText(translate("About", "&About"))
    action.setStatusTip(translate("About", "Version, licence and third-party notices"))
