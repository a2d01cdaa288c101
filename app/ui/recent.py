"""File > Open recent: the tournaments opened last, kept in the user's settings. A
server is kept without its password (`server_login.remembered`)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, QSettings, Signal
from PySide6.QtWidgets import QMenu

from app.store import is_server
from app.ui.server_login import remembered

MAX_RECENT = 8
SETTINGS_KEY = "recentFiles"


class RecentFiles(QObject):
    """The recent files in ``settings``, listed in ``menu``.

    Signals:
        chosen(str): a file or a server's address picked in the menu.
    """

    chosen = Signal(str)

    def __init__(self, settings: QSettings, menu: QMenu) -> None:
        super().__init__(menu)
        self._settings = settings
        self._menu = menu
        self._update_menu()

    def files(self) -> list[str]:
        """The recent files and servers, the last opened first."""
        value = self._settings.value(SETTINGS_KEY, [])
        if isinstance(value, str):  # a list of one can come back as its one text
            value = [value]
        return [str(v) for v in value] if isinstance(value, list | tuple) else []

    def remember(self, location: str) -> None:
        """``location`` opened now: first in the list (a file by its full path)."""
        location = remembered(location) if is_server(location) else str(Path(location).resolve())
        files = [location] + [p for p in self.files() if p != location]
        self._settings.setValue(SETTINGS_KEY, files[:MAX_RECENT])
        self._update_menu()

    def _update_menu(self) -> None:
        self._menu.clear()
        files = self.files()
        for location in files:
            action = self._menu.addAction(location)
            action.triggered.connect(lambda _=False, p=location: self.chosen.emit(p))
        self._menu.setEnabled(bool(files))
