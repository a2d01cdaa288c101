"""The open tournament on the Qt side: its undo stack and the one place errors go."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from app.domain import TournamentError
from app.domain.service import Change
from app.ui.workspace import Workspace


class ChangeCommand(QUndoCommand):
    """One user action: its changes applied on redo, reversed on undo."""

    def __init__(self, document: Document, label: str, change: Change) -> None:
        super().__init__(label)
        self._document = document
        self.change = change
        self._done = True  # the service already did it when the command was made

    def redo(self) -> None:
        if self._done:
            self._done = False
            self._document.changed.emit()
            return
        self._document._replay(self.change, undo=False)

    def undo(self) -> None:
        self._document._replay(self.change, undo=True)


class Document(QObject):
    """A tournament open in the window.

    Signals:
        changed(): the tournament changed (an action, an undo or a redo).
        failed(str): an action was refused or the file failed; the message for the user.
        warned(str): an action was done and saved, with a warning (e.g. the automatic
            backup could not be written); nothing is undone.
    """

    changed = Signal()
    failed = Signal(str)
    warned = Signal(str)

    def __init__(self, workspace: Workspace, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.undo_stack = QUndoStack(self)

    @property
    def location(self) -> str:
        return self.workspace.location

    def run(self, label: str, operation: Callable[[], Change | None]) -> bool:
        """Do one user action (a service call returning its Change) as one undoable
        command. A refusal (the rules) or a store error (the environment) is reported
        through :attr:`failed` and nothing changes. Returns whether it was done."""
        try:
            change = operation()
        except (TournamentError, ValueError, OSError) as exc:
            self.failed.emit(str(exc))
            return False
        if change is None or not change.steps:
            self._warn()
            return False
        self.undo_stack.push(ChangeCommand(self, label, change))
        self._warn()  # after the change is shown, so the warning stays on screen
        return True

    def _warn(self) -> None:
        """Pass on what the service noted after a saved change (a failed backup)."""
        take = getattr(self.workspace.service, "take_warnings", None)
        for warning in take() if take else []:
            self.warned.emit(warning)

    def record(self, label: str, change: Change | None) -> bool:
        """Put a change the service already made (e.g. in a worker thread) on the undo
        stack as one command."""
        if change is None or not change.steps:
            self.changed.emit()
            self._warn()
            return False
        self.undo_stack.push(ChangeCommand(self, label, change))
        self._warn()
        return True

    def _replay(self, change: Change, *, undo: bool) -> None:
        try:
            if undo:
                self.workspace.undo(change)
            else:
                self.workspace.redo(change)
        except (TournamentError, ValueError, OSError) as exc:
            self.failed.emit(str(exc))
        self.changed.emit()

    def close(self) -> None:
        self.workspace.close()
