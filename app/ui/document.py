"""The open tournament on the Qt side: its undo stack, the one place errors go, and
the watch on the file for other stations' changes."""

from __future__ import annotations

import sys
import traceback
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack
from PySide6.QtWidgets import QWidget

from app.domain import TournamentError
from app.domain.service import Change
from app.ui.messages import translate_message
from app.ui.workspace import Workspace

POLL_MS = 500  # another station's change shows within this (and a refresh)

Where = tuple[int, int, int]  # session, table, hand (0: the whole table)


class ChangeCommand(QUndoCommand):
    """One user action: its changes applied on redo, reversed on undo, each time as a
    domain operation with the checks of the original (a refusal leaves the stack as it
    was: see :meth:`Document.undo`)."""

    def __init__(self, document: Document, label: str, change: Change, where: Where | None):
        super().__init__(label)
        self._document = document
        self.change = change
        self.where = where
        self.applied = True  # the service already did it when the command was made

    def redo(self) -> None:
        self._step(undo=False)

    def undo(self) -> None:
        self._step(undo=True)

    def _step(self, *, undo: bool) -> None:
        if self.applied:  # done already (the first push, or Document.undo/redo)
            self.applied = False
            if self._document._pushing is not self:  # an undo or redo: show where
                self._document.focus(self.where)
            self._document.changed.emit()
            return
        # reached from the history list (several steps at once): a refusal cannot stop
        # the stack there, so the command is dropped and the reason shown
        if not self._document.replay(self, undo=undo):
            self.setObsolete(True)


class EntryCommand(QUndoCommand):
    """A change to the entry on screen (e.g. clearing the tiles): nothing stored, but
    undoable on its own like any other step."""

    def __init__(
        self,
        document: Document,
        label: str,
        where: Where,
        do: Callable[[], object],
        undo: Callable[[], object],
    ) -> None:
        super().__init__(label)
        self._document = document
        self.where = where
        self._do, self._undo = do, undo
        self.applied = False

    def redo(self) -> None:
        if self._document._pushing is not self:
            self._document.focus(self.where)
        self._do()

    def undo(self) -> None:
        self._document.focus(self.where)
        self._undo()


class Document(QObject):
    """A tournament open in the window.

    Signals:
        changed(): the tournament changed (an action, an undo or a redo, or another
            station's change noticed by the watch on the file).
        failed(str): an action was refused or the file failed; the message for the user.
        warned(str): an action was done and saved, with a warning (e.g. the automatic
            backup could not be written); nothing is undone.
        focusRequested(int, int, int): an undo or redo acted on this session, table
            and hand (0 = the table as a whole): show it.
    """

    changed = Signal()
    failed = Signal(str)
    warned = Signal(str)
    focusRequested = Signal(int, int, int)

    def __init__(self, workspace: Workspace, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.undo_stack = QUndoStack(self)
        # the table sheet's hand form shown now: its entry steps on the undo stack act
        # on it, also after the pages were built again (another language)
        self.entry_form: QObject | None = None
        self.last_error = ""
        self.last_failure: Exception | None = None  # the exception behind last_error
        self.external = False  # True while a change of another station is announced
        self._pushing: QUndoCommand | None = None
        self._seen = self._data_version()
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self.check_file)
        self._poll.start()

    @property
    def location(self) -> str:
        return self.workspace.location

    # -- actions ---------------------------------------------------------------------
    def run(
        self, label: str, operation: Callable[[], Change | None], where: Where | None = None
    ) -> bool:
        """Do one user action (a service call returning its Change) as one undoable
        command. A refusal (the rules) or a store error (the environment) is reported
        through :attr:`failed` and nothing changes; anything else is a bug and is
        reported as one (never as a rule). Returns whether it was done."""
        self.last_error = ""
        self.last_failure = None
        try:
            change = operation()
        except Exception as exc:  # the one place errors are shown
            self._fail(exc)
            return False
        if change is None or not change.steps:
            self._warn()
            return False
        self._push(ChangeCommand(self, label, change, where))
        self._seen = self._data_version()
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
        self._push(ChangeCommand(self, label, change, None))
        self._warn()
        return True

    def push_entry(
        self, label: str, where: Where, do: Callable[[], object], undo: Callable[[], object]
    ) -> None:
        """An undoable change to what is on screen only (see :class:`EntryCommand`)."""
        self._push(EntryCommand(self, label, where, do, undo))

    def _push(self, command: QUndoCommand) -> None:
        self._pushing = command
        try:
            self.undo_stack.push(command)
        finally:
            self._pushing = None

    # -- undo and redo through the rules -------------------------------------------------
    def undo(self) -> bool:
        """Undo the last step; a refusal (verified match, changed at another station)
        is shown and the step stays where it is."""
        return self._move(undo=True)

    def redo(self) -> bool:
        return self._move(undo=False)

    def _move(self, *, undo: bool) -> bool:
        stack = self.undo_stack
        if not (stack.canUndo() if undo else stack.canRedo()):
            return False
        command = stack.command(stack.index() - 1 if undo else stack.index())
        if isinstance(command, ChangeCommand):
            if not self.replay(command, undo=undo):
                return False
            command.applied = True
        if undo:
            stack.undo()
        else:
            stack.redo()
        return True

    def replay(self, command: ChangeCommand, *, undo: bool) -> bool:
        self.last_error = ""
        try:
            if undo:
                self.workspace.undo(command.change)
            else:
                self.workspace.redo(command.change)
        except Exception as exc:
            self.changed.emit()  # show the file as it is (e.g. the other station's change)
            self._fail(exc)
            return False
        self._seen = self._data_version()
        return True

    def focus(self, where: Where | None) -> None:
        if where is not None:
            self.focusRequested.emit(*where)

    def _fail(self, exc: Exception) -> None:
        if isinstance(exc, TournamentError):  # in the user's language (app.ui.messages)
            message = translate_message(str(exc))
        elif isinstance(exc, OSError):
            message = self.tr("The file cannot be used: %1").replace(
                "%1", translate_message(str(exc))
            )
        else:  # a bug: say so, never dress it up as a rule of the game
            traceback.print_exception(exc, file=sys.stderr)
            message = self.tr(
                "Internal error (a bug, not a rule of the game): %1. Nothing was stored; "
                "please report it."
            ).replace("%1", f"{type(exc).__name__}: {exc}")
        self.last_error = message
        self.last_failure = exc  # e.g. a Stale change: the stations' conflict dialog
        self.failed.emit(message)

    # -- other stations ------------------------------------------------------------
    def _data_version(self) -> int | None:
        try:
            return self.workspace.service.data_version()
        except TournamentError:
            return None

    def check_file(self) -> bool:
        """Refresh the views when another station (window or process) changed the file."""
        now = self._data_version()
        if now is None or now == self._seen:
            return False
        self._seen = now
        self.external = True
        try:
            self.changed.emit()
        finally:
            self.external = False
        return True

    # -- views refresh when they are seen ------------------------------------------------
    def watch(self, widget: QWidget, refresh: Callable[[], object]) -> None:
        """Call ``refresh`` on every change while ``widget`` is shown, and once when it
        is shown again after changes: hidden pages cost nothing per change."""
        _LazyRefresh(self, widget, refresh)

    def close(self) -> None:
        self._poll.stop()
        self.workspace.close()


class _LazyRefresh(QObject):
    def __init__(self, document: Document, widget: QWidget, refresh: Callable[[], object]):
        super().__init__(widget)
        self._widget, self._refresh, self._dirty = widget, refresh, False
        document.changed.connect(self._on_changed)
        widget.installEventFilter(self)

    def _on_changed(self) -> None:
        if self._widget.isVisible():
            self._dirty = False
            self._refresh()
        else:
            self._dirty = True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and self._dirty:
            self._dirty = False
            self._refresh()
        return False
