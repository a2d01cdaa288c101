"""The main window: files, the navigator, the pages, undo and redo, errors.

Its menus are built by app.ui.menus, its pages by app.ui.pages; what the pages hold
while they are built again in another language is kept by app.ui.kept_pages."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSettings, Qt, Signal, Slot
from PySide6.QtGui import QAction, QCloseEvent
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QFileDialog,
    QFrame,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QUndoView,
    QVBoxLayout,
    QWidget,
)

from app.domain import TournamentError
from app.store import is_server
from app.store.outputs import OutputNeedsConfirmation
from app.ui import kept_pages, menus, server_login, stations
from app.ui.about import AboutDialog
from app.ui.close_question import ask_close
from app.ui.document import Document
from app.ui.fit import ScreenFit
from app.ui.guide import GuideViewer
from app.ui.kept_pages import KeptPages
from app.ui.language import LanguageMenu, switch_language
from app.ui.messages import translate_message
from app.ui.new_tournament import FILE_FILTER, NewTournamentDialog, new_settings
from app.ui.pages import PAGES, Pages, page_title
from app.ui.recent import RecentFiles
from app.ui.standings.projector import ProjectorPanel, ProjectorView
from app.ui.start_page import StartPage
from app.ui.stations import _Stations
from app.ui.table.sheet import TableSheet
from app.ui.tableside import TableSide
from app.ui.workspace import Workspace

SETTINGS_NAME = ("MCR Tournament Manager", "MCR Tournament Manager")  # organisation, app
PAGE_ROLE = Qt.ItemDataRole.UserRole


class MainWindow(QMainWindow):
    """The application window. Without a tournament it shows a start page.

    Signals:
        documentChanged(): a tournament was opened, created or closed.
    """

    documentChanged = Signal()

    # The menus and actions, made by menus.install (the tests reach them by these names).
    new_action: QAction
    open_action: QAction
    copy_action: QAction
    close_action: QAction
    quit_action: QAction
    undo_action: QAction
    redo_action: QAction
    projector_action: QAction
    history_action: QAction
    guide_action: QAction
    about_action: QAction
    details_action: QAction
    page_actions: dict[str, QAction]
    file_menu: QMenu
    recent_menu: QMenu
    edit_menu: QMenu
    view_menu: QMenu
    language_menu: LanguageMenu
    recent: RecentFiles
    stations: _Stations
    tableside: TableSide

    def __init__(self, settings: QSettings | None = None) -> None:
        super().__init__()
        self.settings = settings or QSettings(*SETTINGS_NAME)
        self.document: Document | None = None
        self.pages: Pages | None = None  # the open tournament's, by name and by type
        self.history_dock: QDockWidget | None = None
        self.history_view: QUndoView | None = None
        self.guide_viewer: GuideViewer | None = None
        self._closing = False  # closing after the user agreed to lose hands typed
        self.resize(1280, 800)
        self.screen_fit = ScreenFit(self)  # bigger tiles on a bigger screen
        menus.install(self)
        self._update_actions()
        self._build_start_page()
        self._update_title()

    @Slot()
    def show_about(self) -> AboutDialog:
        """Help > About: the version, the licence, the third-party notices."""
        dialog = AboutDialog(self)
        dialog.open()
        return dialog

    def show_guide(self) -> GuideViewer:
        """Help > Guide (F1): the guide beside the window (one viewer, raised again)."""
        if self.guide_viewer is None:
            self.guide_viewer = GuideViewer(self)
        if self.guide_viewer.isVisible():  # behind the window: to the front
            self.guide_viewer.raise_()
            self.guide_viewer.activateWindow()
        self.guide_viewer.show()
        return self.guide_viewer

    # -- construction ---------------------------------------------------------------
    def _build_start_page(self) -> None:
        page = StartPage((self.new_action, self.open_action), self.recent_files()[:4], self)
        page.recentChosen.connect(self._open_recent)
        self.error_label = page.error_label
        self.setCentralWidget(page)

    def _build_document_ui(self, document: Document) -> None:
        pages = self.pages = Pages(document)
        pages.standings.projectorRequested.connect(self.show_projector)
        pages.matches.tableRequested.connect(self.show_table)
        self.stack = QStackedWidget(self)
        self._holders: dict[str, QScrollArea] = {}
        for name, page in pages.items():
            # each page in a scroll area: a page needing more room than a small screen
            # gives scrolls instead of making the window bigger than the screen (at
            # 1280x800 every page fits and no scroll bar shows)
            holder = QScrollArea(self.stack)
            holder.setObjectName(f"scroll-{name}")
            holder.setWidgetResizable(True)
            holder.setFrameShape(QFrame.Shape.NoFrame)
            holder.setWidget(page)
            self._holders[name] = holder
            self.stack.addWidget(holder)
        self.navigator = QTreeWidget(self)
        self.navigator.setObjectName("navigator")
        self.navigator.setHeaderHidden(True)
        self.navigator.setMinimumWidth(140)
        self.navigator.itemClicked.connect(self._on_navigate)
        self.navigator.itemActivated.connect(self._on_navigate)
        self.banner = QLabel(self)
        self.banner.setObjectName("errorBanner")
        self.banner.setStyleSheet("background: #fdecea; color: #8e1c1c; padding: 6px;")
        self.banner.setWordWrap(True)
        self.banner.hide()
        right = QWidget(self)
        rv = QVBoxLayout(right)
        rv.setContentsMargins(0, 0, 0, 0)
        rv.addWidget(self.banner)
        rv.addWidget(self.stack)
        splitter = QSplitter(self)
        splitter.addWidget(self.navigator)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 1)
        self.navigator.setMaximumWidth(200)
        splitter.setSizes([150, 1130])  # at 1280 px wide, the pages need every pixel
        self.setCentralWidget(splitter)
        splitter.show()  # now, not at the next event: views refresh only when shown
        self._fill_navigator()

    def _fill_navigator(self) -> None:
        """The pages, once: the matches live in their own grid page, so nothing here
        is rebuilt (or collapses) when a result is saved."""
        self.navigator.clear()
        for page in PAGES:
            item = QTreeWidgetItem([page_title(page)])
            item.setData(0, PAGE_ROLE, page)
            self.navigator.addTopLevelItem(item)

    # -- navigation --------------------------------------------------------------
    @Slot(QTreeWidgetItem)
    def _on_navigate(self, item: QTreeWidgetItem) -> None:
        self.show_page(str(item.data(0, PAGE_ROLE)))

    def show_page(self, name: str) -> QWidget | None:
        if self.pages is None or name not in self.pages:
            return None
        self.stack.setCurrentWidget(self._holders[name])
        item = self.navigator.topLevelItem(PAGES.index(name))
        if item is not None:
            self.navigator.setCurrentItem(item)
        return self.pages[name]

    def show_table(self, session: int, table: int) -> TableSheet | None:
        if self.pages is None:
            return None
        self.show_page("table")
        sheet = self.pages.table
        sheet.show_table(session, table)
        return sheet

    def open_table(self, session: int, table: int) -> TableSheet | None:
        """Bring the sheet of ``table`` in ``session`` to the front, ready for the
        keyboard (the winner box has the focus)."""
        sheet = self.show_table(session, table)
        if sheet is not None:
            sheet.hand_form.focus_winner()
        return sheet

    @Slot(int, int, int)
    def _on_focus_requested(self, session: int, table: int, hand: int) -> None:
        """An undo or redo acted there: show it."""
        sheet = self.show_table(session, table)
        if sheet is not None and hand:
            sheet.show_hand(hand)

    def current_page(self) -> str | None:
        if self.document is None:
            return None
        return next(n for n, w in self._holders.items() if w is self.stack.currentWidget())

    def page_holder(self, name: str) -> QScrollArea | None:
        """The scroll area around page ``name`` (it scrolls only on a small screen)."""
        return self._holders.get(name) if self.document is not None else None

    # -- language ------------------------------------------------------------------
    @Slot(str)
    def _language_chosen(self, code: str) -> None:
        """The language chosen applies at once: the pages are built again in it, with
        the tournament, the page, the table and every hand typed kept in place."""
        windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]
        # what is typed is taken while the old words are still known (a default
        # reason left as it was is not carried over as if typed)
        kept = {w: w._keep_pages() for w in windows}
        switch_language(code)
        for window in windows:  # every window of the app
            window.language_menu.action_for(code).setChecked(True)
            window.retranslate(kept[window])
        self.statusBar().showMessage(
            self.tr("The interface is now in %1.").replace("%1", self.language_menu.checked_name()),
            10000,
        )

    def retranslate(self, kept: KeptPages | None = None) -> None:
        """Show everything in the language installed now (after :func:`switch_language`);
        ``kept``: what :meth:`_keep_pages` took before the switch (else taken now)."""
        menus.retranslate(self)
        if self.document is None or self.pages is None:
            error = self.error_label.text()
            self._build_start_page()
            self.error_label.setText(error)  # already in the language it was said in
            self._update_title()
            return
        kept = kept if kept is not None else self._keep_pages()
        self.pages.shutdown()  # a print job finishes first
        self._build_document_ui(self.document)
        self._restore_pages(kept)
        if self.history_dock is not None and self.history_view is not None:
            self.history_dock.setWindowTitle(self.tr("History"))
            self.history_view.setEmptyLabel(self.tr("<opened>"))
        audit = self.stations.audit_dock
        audit_shown = audit is not None and audit.isVisible()
        self.stations.document_opened(self.document)
        if audit_shown and self.stations.audit_dock is not None:
            self.stations.audit_dock.show()
        self.screen_fit.apply(force=True)
        self._update_title()
        self._update_actions()

    def _keep_pages(self) -> KeptPages | None:
        """What the pages hold that is not stored (None: no tournament is open)."""
        if self.pages is None:
            return None
        return kept_pages.keep(self.pages, self.current_page())

    def _restore_pages(self, kept: KeptPages | None) -> None:
        if self.pages is None or self.document is None or kept is None:
            return
        kept_pages.restore(self.pages, kept, self.document)
        if kept.page:
            self.show_page(kept.page)

    # -- the history of changes and the projector ------------------------------------
    @Slot()
    def toggle_history(self) -> None:
        """Show or hide the list of changes (click one to go back to it)."""
        if self.history_dock is not None:
            self.history_dock.setVisible(not self.history_dock.isVisible())

    @Slot()
    def show_projector(self) -> ProjectorView | None:
        if self.pages is None:
            return None
        self.show_page("standings")  # where its controls are
        return self.pages.standings.projector_panel.show_projector()

    @property
    def projector_panel(self) -> ProjectorPanel | None:
        """The projector's controls (on the standings page)."""
        return self.pages.standings.projector_panel if self.pages is not None else None

    @property
    def projector(self) -> ProjectorView | None:
        panel = self.projector_panel
        return panel.projector if panel is not None else None

    # -- files ---------------------------------------------------------------------
    @Slot()
    def ask_new(self) -> NewTournamentDialog:
        dialog = NewTournamentDialog(self)
        dialog.chosen.connect(
            lambda path, name, sessions: self.new_file(path, name, sessions, *dialog.rules())
        )
        dialog.open()
        return dialog

    @Slot()
    def ask_open(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open tournament"), "", self.tr(FILE_FILTER)
        )
        if path:
            self.open_file(path)

    @Slot()
    def ask_save_copy(self) -> None:
        if self.document is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save a copy"), "", self.tr(FILE_FILTER)
        )
        if path:
            self.save_copy(path)

    def save_copy(self, path: str, confirm: bool = True) -> bool:
        """Save a complete copy through SQLite's backup API. Never onto the tournament
        file, its companions or a backup; replacing a file that is not a tournament
        copy is asked first (`confirm=False` answers no without asking)."""
        if self.document is None:
            return False
        service = self.document.workspace.service
        try:
            try:
                service.backup(Path(path))
            except OutputNeedsConfirmation as exc:
                if not confirm or not self._ask_replace(str(exc)):
                    self.show_error(str(exc))
                    return False
                service.backup(Path(path), allow_other=True)
        except (TournamentError, OSError, ValueError) as exc:
            self.show_error(str(exc))
            return False
        self.statusBar().showMessage(self.tr("Copy saved to %1").replace("%1", path))
        return True

    def _ask_replace(self, message: str) -> bool:
        answer = QMessageBox.question(
            self,
            self.tr("Replace a file?"),
            message + "\n\n" + self.tr("Replace it with the tournament copy anyway?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def new_file(
        self,
        path: str,
        name: str,
        sessions: int = 4,
        rules: str = "mcr",
        options: tuple[str, ...] = (),
        hands: int = 16,
    ) -> bool:
        """Create a tournament file and open it; a refusal is shown, nothing opened.
        `rules`, `options` (KEY=VALUE texts) and `hands`: the rule system, checked by its
        module (docs/tournament-rules.md)."""
        if not path:
            self.show_error(self.tr("Choose a file for the new tournament."))
            return False
        try:
            workspace = Workspace.create(path, new_settings(name, sessions, rules, options, hands))
        except (TournamentError, OSError, ValueError) as exc:
            self.show_error(
                self.tr("Cannot create %1: %2")
                .replace("%1", path)
                .replace("%2", translate_message(str(exc)))
            )
            return False
        self._set_document(Document(workspace), path)
        self.show_page("players")
        return True

    def open_file(self, path: str, remember: bool = True) -> bool:
        """Open a tournament file (or server URL); one that cannot be used gets a clear
        message. ``remember``: add it to the recent files (not for the throwaway demo)."""
        try:
            workspace = Workspace.open(path)
        except (TournamentError, OSError, ValueError) as exc:
            if server_login.asks_password(self, path, exc):
                return False
            shown = stations.remembered(path)  # never a server's password
            self.show_error(
                self.tr("Cannot open %1: %2")
                .replace("%1", shown)
                .replace("%2", translate_message(str(exc)))
            )
            return False
        self._set_document(Document(workspace), path, remember)
        self.show_page("standings")
        return True

    @Slot()
    def close_document(self) -> None:
        if self.document is None:
            return
        if self.pages is not None:
            self.pages.shutdown()
        if self.history_dock is not None:
            self.removeDockWidget(self.history_dock)
            self.history_dock.deleteLater()
            self.history_dock = self.history_view = None
        self.history_action.setEnabled(False)
        self.document.close()
        self.document = None
        self.stations.document_opened(None)
        self.pages = None
        self._build_start_page()
        self._update_title()
        self._update_actions()
        self.documentChanged.emit()

    def _set_document(self, document: Document, path: str, remember: bool = True) -> None:
        self.close_document()
        self.document = document
        document.failed.connect(self.show_error)
        document.warned.connect(self.show_error)  # saved, but the user must know
        document.changed.connect(self._on_changed)
        document.focusRequested.connect(self._on_focus_requested)
        document.undo_stack.canUndoChanged.connect(self._update_actions)
        document.undo_stack.canRedoChanged.connect(self._update_actions)
        document.undo_stack.indexChanged.connect(self._update_actions)
        self._build_document_ui(document)
        self.history_dock = QDockWidget(self.tr("History"), self)
        self.history_dock.setObjectName("history")
        self.history_view = QUndoView(document.undo_stack, self.history_dock)
        self.history_view.setEmptyLabel(self.tr("<opened>"))
        self.history_dock.setWidget(self.history_view)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.history_dock)
        self.history_dock.hide()
        self.history_action.setEnabled(True)
        self.stations.document_opened(document)
        if remember:
            self.recent.remember(path)
        self._update_title()
        self._update_actions()
        self.documentChanged.emit()

    def recent_files(self) -> list[str]:
        """File > Open recent's tournaments and servers, the last opened first."""
        return self.recent.files()

    @Slot(str)
    def _open_recent(self, location: str) -> None:
        """A recent file opens at once; a server asks for its password first."""
        if is_server(location):
            self.stations.ask_connect(location)
        else:
            self.open_file(location)

    # -- state ---------------------------------------------------------------------
    @Slot(str)
    def show_error(self, message: str) -> None:
        """The one place a refusal or a file error is shown to the user (in the user's
        language: the domain's and the engine's messages are translated here)."""
        message = translate_message(message)
        self.statusBar().showMessage(message, 15000)
        if self.document is not None:
            self.banner.setText(message)
            self.banner.show()
        else:
            self.error_label.setText(message)

    def last_error(self) -> str:
        if self.document is not None and not self.banner.isHidden():
            return self.banner.text()
        return self.error_label.text() if self.document is None else ""

    @Slot()
    def _on_changed(self) -> None:
        if self.document is not None:
            external = self.document.external
            if not external:  # another station's change leaves a shown refusal alone
                self.banner.hide()
            self._update_actions()
            if external:
                self.statusBar().showMessage(
                    self.tr("Updated with another station's changes."), 3000
                )
            elif self.document.undo_stack.count():
                self.statusBar().showMessage(self.tr("Saved."), 3000)

    @Slot()
    def _undo(self) -> None:
        """Undo through the rules: a refusal is shown and nothing moves."""
        if self.document is not None:
            self.document.undo()

    @Slot()
    def _redo(self) -> None:
        if self.document is not None:
            self.document.redo()

    @Slot()
    def _update_actions(self) -> None:
        menus.update_undo(self)

    @Slot()
    def _update_title(self) -> None:
        app = self.tr("MCR Tournament Manager")
        if self.document is None:
            self.setWindowTitle(app)
            self.setWindowModified(False)
            return
        name = self.document.workspace.settings().name
        file = Path(self.document.location).name
        # every change is stored when it is made: there is never anything to save
        saved = self.tr("saved automatically")
        self.setWindowTitle(f"{name} — {file} ({saved}) — {app}")
        self.setWindowModified(False)

    # -- closing -------------------------------------------------------------------
    def drafts_in_progress(self) -> list[tuple[int, int, int]]:
        """Hands typed at the table sheet and not recorded (session, table, hand)."""
        return self.pages.table.hand_form.drafts_in_progress() if self.pages is not None else []

    def closeEvent(self, event: QCloseEvent) -> None:
        drafts = self.drafts_in_progress() if self.document is not None else []
        if drafts and not self._closing:
            event.ignore()
            self._ask_close(drafts, self.close)
            return
        self.close_document()
        super().closeEvent(event)

    @Slot()
    def ask_close_document(self) -> None:
        """File > Close: a hand typed and not recorded is not dropped without asking."""
        drafts = self.drafts_in_progress() if self.document is not None else []
        if drafts:
            self._ask_close(drafts, self.close_document)
        else:
            self.close_document()

    def _ask_close(
        self, drafts: list[tuple[int, int, int]], then: Callable[[], object]
    ) -> QMessageBox:
        """Closing with a hand typed and not recorded: ask (without blocking); ``then``
        closes when the user agrees to lose them, else the first is shown."""

        def discard() -> None:
            self._closing = True
            try:
                then()
            finally:
                self._closing = False

        def keep() -> None:
            sheet = self.open_table(*drafts[0][:2])
            if sheet is not None:
                sheet.show_hand(drafts[0][2])

        return ask_close(self, drafts, discard, keep)
