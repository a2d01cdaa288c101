"""Refresh a view when the tournament changes, but only while it is on screen: a
hidden view is marked stale and refreshed when it is shown again. With hundreds of
players, every page recomputing on every recorded hand would make entry slow."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, SignalInstance
from PySide6.QtWidgets import QWidget


class RefreshWhenShown(QObject):
    """Calls ``refresh`` on ``changed`` if ``widget`` is visible, else when it is next
    shown."""

    def __init__(
        self, widget: QWidget, changed: SignalInstance, refresh: Callable[[], None]
    ) -> None:
        super().__init__(widget)
        self.widget = widget
        self.refresh = refresh
        self.stale = False
        changed.connect(self._on_changed)
        widget.installEventFilter(self)

    def _on_changed(self) -> None:
        if self.widget.isVisible():
            self.stale = False
            self.refresh()
        else:
            self.stale = True

    def flush(self) -> None:
        """Refresh now if a change came while hidden (for a reader of the data)."""
        if self.stale:
            self.stale = False
            self.refresh()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and self.stale:
            self.stale = False
            self.refresh()
        return False
