"""The main window's menu bar: File, Edit, View and Help, their actions and shortcuts.

`install(window)` builds them once and `retranslate(window)` gives them the words of the
language shown. The words are the window's, so they keep its translation context
("MainWindow"); the parts that other modules add (stations, the guide, about, the
tournament's details) keep theirs.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from app.ui import about, details, guide, guide_web, stations, tableside
from app.ui.language import LanguageMenu
from app.ui.pages import PAGES, page_title
from app.ui.recent import RecentFiles

if TYPE_CHECKING:  # the window imports this module to build its menus
    from app.ui.window import MainWindow


translate = QCoreApplication.translate


def _action(
    parent: QWidget,
    slot: Callable[[], object],
    shortcut: QKeySequence | QKeySequence.StandardKey | str,
    name: str,
) -> QAction:
    """An action named ``name`` (the tests' and the shortcuts' way in); its words are
    given by :func:`retranslate`."""
    action = QAction("", parent)
    action.setShortcut(QKeySequence(shortcut))
    action.setObjectName(name)
    action.triggered.connect(slot)
    return action


def _shows(window: MainWindow, page: str) -> Callable[[], object]:
    """View > a page: shows ``page`` (one function a page, made here, not in a loop)."""
    return lambda: window.show_page(page)


def install(window: MainWindow) -> None:
    """The menus and actions of ``window``, each kept on it under its own name."""
    std = QKeySequence.StandardKey
    window.new_action = _action(window, window.ask_new, std.New, "new")
    window.open_action = _action(window, window.ask_open, std.Open, "open")
    window.copy_action = _action(window, window.ask_save_copy, std.Save, "saveCopy")
    window.close_action = _action(window, window.ask_close_document, std.Close, "closeDocument")
    window.quit_action = _action(window, window.close, std.Quit, "quit")
    window.undo_action = _action(window, window._undo, std.Undo, "undo")
    window.redo_action = _action(window, window._redo, "Ctrl+Y", "redo")
    window.redo_action.setShortcuts([QKeySequence("Ctrl+Y"), QKeySequence("Ctrl+Shift+Z")])
    window.projector_action = _action(window, window.show_projector, "F11", "projector")
    window.history_action = _action(window, window.toggle_history, "Ctrl+H", "history")
    window.history_action.setEnabled(False)
    window.file_menu = menu = window.menuBar().addMenu("")
    menu.addActions([window.new_action, window.open_action])
    window.recent_menu = menu.addMenu("")
    window.recent = RecentFiles(window.settings, window.recent_menu)
    window.recent.chosen.connect(window._open_recent)
    menu.addActions([window.copy_action, window.close_action])
    menu.addSeparator()
    menu.addAction(window.quit_action)
    window.edit_menu = window.menuBar().addMenu("")
    window.edit_menu.addActions([window.undo_action, window.redo_action])
    window.view_menu = view = window.menuBar().addMenu("")
    view.addActions([window.projector_action, window.history_action])
    window.language_menu = LanguageMenu(window.settings, window)
    window.language_menu.chosen.connect(window._language_chosen)
    window.page_actions = {}
    for i, page in enumerate(PAGES):
        window.page_actions[page] = _action(
            window, _shows(window, page), f"Ctrl+{i + 1}", f"page-{page}"
        )
        view.addAction(window.page_actions[page])
    view.addSeparator()
    view.addMenu(window.language_menu)
    window.stations = stations.install(window, menu, view, window.open_action)
    window.guide_action = guide.install(window)
    window.guide_action.triggered.connect(window.show_guide)
    guide_web.install(window)
    window.about_action = about.install(window)
    window.details_action = details.install(window)  # Edit > Tournament details…
    window.about_action.triggered.connect(window.show_about)
    window.tableside = tableside.install(window)  # Tools: table-side entry, the queue
    retranslate(window)


def retranslate(window: MainWindow) -> None:
    """Every menu and action's words in the language shown now."""
    for action, text in (
        (window.new_action, translate("MainWindow", "&New tournament…")),
        (window.open_action, translate("MainWindow", "&Open…")),
        (window.copy_action, translate("MainWindow", "&Save a copy…")),
        (window.close_action, translate("MainWindow", "&Close tournament")),
        (window.quit_action, translate("MainWindow", "&Quit")),
        (window.projector_action, translate("MainWindow", "&Projector view")),
        (window.history_action, translate("MainWindow", "&History of changes")),
    ):
        action.setText(text)
    window.file_menu.setTitle(translate("MainWindow", "&File"))
    window.recent_menu.setTitle(translate("MainWindow", "Open &recent"))
    window.edit_menu.setTitle(translate("MainWindow", "&Edit"))
    window.view_menu.setTitle(translate("MainWindow", "Vie&w"))  # Alt+V: the sheet's Verify
    for page, action in window.page_actions.items():
        action.setText(page_title(page))
    window.language_menu.retranslate()
    window.stations.retranslate()
    guide.retranslate(window)
    guide_web.retranslate(window)
    about.retranslate(window)
    details.retranslate(window)
    window.tableside.retranslate()


def update_undo(window: MainWindow) -> None:
    """Undo and Redo name the change they would make; Save a copy, Close and the
    projector need a tournament."""
    document = window.document
    stack = document.undo_stack if document is not None else None
    can_undo = stack is not None and stack.canUndo()
    can_redo = stack is not None and stack.canRedo()
    window.undo_action.setEnabled(can_undo)
    window.redo_action.setEnabled(can_redo)
    window.undo_action.setText(
        translate("MainWindow", "&Undo %1").replace("%1", stack.undoText())
        if stack is not None and can_undo
        else translate("MainWindow", "&Undo")
    )
    window.redo_action.setText(
        translate("MainWindow", "&Redo %1").replace("%1", stack.redoText())
        if stack is not None and can_redo
        else translate("MainWindow", "&Redo")
    )
    for action in (window.copy_action, window.close_action, window.projector_action):
        action.setEnabled(document is not None)
