"""Help > Guide on the web: the guide in the system's browser (to print it, search it,
or send its address on).

Offline-safe: the project's documentation address is used only when the installation
names one (a `Project-URL` labelled Documentation in the package's metadata, i.e.
`[project.urls]` in pyproject.toml); otherwise the guide shipped with the app (the
one Help > Guide shows, in the interface's language) is made into a web page in the
user's cache folder, its pictures and links pointing at the shipped files, and that
page is opened. Nothing is fetched from the network to decide.
"""

from __future__ import annotations

import re
from importlib import metadata
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QStandardPaths, QUrl
from PySide6.QtGui import QAction, QDesktopServices, QTextDocument
from PySide6.QtWidgets import QMainWindow, QMenu

from app.ui.guide import guide_file

translate = QCoreApplication.translate
DISTRIBUTION = "mcr-tournament-manager"
_RELATIVE = re.compile(r'\b(src|href)="(?![a-zA-Z][a-zA-Z0-9+.-]*:|#|/)([^"]+)"')


def docs_url() -> str | None:
    """The documentation address the installed package names, if any."""
    try:
        entries = metadata.metadata(DISTRIBUTION).get_all("Project-URL") or []
    except metadata.PackageNotFoundError:  # a checkout that is not installed
        return None
    for entry in entries:  # "label, url" texts (the metadata's values are untyped)
        label, _, url = str(entry).partition(",")
        if label.strip().lower() in ("documentation", "docs", "guide") and url.strip():
            return url.strip()
    return None


def web_page_of(guide: Path, folder: Path) -> Path:
    """Write `guide` (Markdown) as a web page into `folder`; its relative pictures and
    links are made absolute, to the shipped files beside the guide."""
    document = QTextDocument()
    document.setMarkdown(guide.read_text(encoding="utf-8"))
    base = QUrl.fromLocalFile(str(guide.parent) + "/")

    def absolute(found: re.Match[str]) -> str:
        return f'{found.group(1)}="{base.resolved(QUrl(found.group(2))).toString()}"'

    html = _RELATIVE.sub(absolute, document.toHtml())
    folder.mkdir(parents=True, exist_ok=True)
    page = folder / f"{guide.stem}.html"
    page.write_text(html, encoding="utf-8")
    return page


def guide_target(base_url: str | None, guide: Path | None, cache: Path) -> QUrl | None:
    """What to open: the guide's page under `base_url` when one is known, else the
    shipped `guide` as a page written into `cache`; None when there is neither."""
    if base_url:
        name = guide.stem if guide is not None else "guide"
        return QUrl(base_url.rstrip("/") + "/").resolved(QUrl(f"{name}.html"))
    if guide is None:
        return None
    return QUrl.fromLocalFile(str(web_page_of(guide, cache)))


def cache_folder() -> Path:
    location = QStandardPaths.StandardLocation.CacheLocation
    return Path(QStandardPaths.writableLocation(location)) / "guide"


def open_guide_on_the_web(window: QMainWindow) -> QUrl | None:
    """Open the guide in the browser; say so in the status bar when it cannot be."""
    try:
        url = guide_target(docs_url(), guide_file(), cache_folder())
    except OSError:  # the cache folder is not writable
        url = None
    if url is None or not QDesktopServices.openUrl(url):
        window.statusBar().showMessage(
            translate("GuideWeb", "The guide cannot be opened in a browser here."), 10000
        )
        return None
    return url


def install(window: QMainWindow) -> QAction:
    """Help > Guide on the web, after Help > Guide (guide.install made the menu)."""
    action = QAction(window)
    action.setObjectName("guideWeb")
    menu = window.menuBar().findChild(QMenu, "helpMenu")
    if menu is None:
        menu = window.menuBar().addMenu("")
        menu.setObjectName("helpMenu")
    menu.addAction(action)
    action.triggered.connect(lambda _=False: open_guide_on_the_web(window))
    retranslate(window)
    return action


def retranslate(window: QMainWindow) -> None:
    action = window.findChild(QAction, "guideWeb")
    if action is not None:
        action.setText(translate("GuideWeb", "Guide on the &web"))
        action.setStatusTip(
            translate("GuideWeb", "The guide in your web browser, to print or share")
        )
