"""The main window: files, the navigator, the pages, undo and redo, errors."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, Qt, Signal, Slot
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QFileDialog,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QStackedWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QUndoView,
    QVBoxLayout,
    QWidget,
)

from app.domain import TournamentError, TournamentSettings
from app.store import is_server
from app.store.outputs import OutputNeedsConfirmation
from app.ui import about, details, guide, guide_web, server_login, stations
from app.ui.about import AboutDialog
from app.ui.document import Document
from app.ui.fit import ScreenFit
from app.ui.grid.view import MatchGrid
from app.ui.guide import GuideViewer
from app.ui.hand.entry import HandEntry
from app.ui.language import LanguageMenu, switch_language
from app.ui.messages import translate_message
from app.ui.players.view import PlayersView, TeamsView
from app.ui.reports.view import ReportsView
from app.ui.seating.view import SeatingView
from app.ui.standings.projector import ProjectorPanel, ProjectorView
from app.ui.standings.view import StandingsView
from app.ui.table.sheet import TableSheet
from app.ui.wording import clause_separator, rule_title
from app.ui.workspace import Workspace

FILE_FILTER = "Tournaments (*.mcr *.sqlite *.db);;All files (*)"
MAX_RECENT = 8
SETTINGS_NAME = ("MCR Tournament Manager", "MCR Tournament Manager")  # organisation, app
PAGES = ("players", "teams", "seating", "matches", "table", "standings", "reports", "hand")
PAGE_ROLE = Qt.ItemDataRole.UserRole


def _rule_systems() -> list[tuple[str, str]]:
    """(registry name, title) of every rule system whose module is there, MCR first."""
    from scoring.rules import rule_systems

    return [(name, rule_title(system.title)) for name, system in rule_systems().items()]


def _new_settings(
    name: str, sessions: int, rules: str, options: tuple[str, ...], hands: int
) -> TournamentSettings:
    from app.domain.rulesets import parse_option_pairs

    return TournamentSettings(
        name.strip(),
        sessions,
        rule_system=rules,
        rule_options=parse_option_pairs(options),
        hands_per_match=hands,
    )


class NewTournamentDialog(QDialog):
    """Name, sessions and file of a new tournament; opened with ``open()``, never exec().

    Signals:
        chosen(str, str, int): file path, name and sessions, when accepted.
    """

    chosen = Signal(str, str, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New tournament"))
        self.name_edit = QLineEdit(self)
        self.name_edit.setObjectName("tournamentName")
        self.sessions_spin = QSpinBox(self)
        self.sessions_spin.setRange(1, 50)
        self.sessions_spin.setValue(4)
        self.path_edit = QLineEdit(self)
        self.path_edit.setObjectName("tournamentFile")
        # The rule system is chosen once, here (docs/tournament-rules.md).
        self.rules_combo = QComboBox(self)
        self.rules_combo.setObjectName("rules")
        for name, system in _rule_systems():
            self.rules_combo.addItem(system, name)
        self.options_edit = QLineEdit(self)
        self.options_edit.setObjectName("ruleOptions")
        self.options_edit.setPlaceholderText(self.tr("none (defaults), or e.g. min_fan=3, unit=2"))
        self.hands_spin = QSpinBox(self)
        self.hands_spin.setObjectName("hands")
        self.hands_spin.setRange(4, 64)
        self.hands_spin.setSingleStep(4)
        self.hands_spin.setValue(16)
        self.rules_combo.currentIndexChanged.connect(self._rules_changed)
        self._rules_changed()
        browse = QPushButton(self.tr("…"), self)
        browse.clicked.connect(self._browse)
        row = QHBoxLayout()
        row.addWidget(self.path_edit)
        row.addWidget(browse)
        form = QFormLayout(self)
        form.addRow(self.tr("Name:"), self.name_edit)
        form.addRow(self.tr("Sessions:"), self.sessions_spin)
        form.addRow(self.tr("Rules:"), self.rules_combo)
        form.addRow(self.tr("Options:"), self.options_edit)
        form.addRow(self.tr("Hands a match:"), self.hands_spin)
        form.addRow(self.tr("File:"), row)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.accepted.connect(
            lambda: self.chosen.emit(
                self.path_edit.text(), self.name_edit.text(), self.sessions_spin.value()
            )
        )

    def rules(self) -> tuple[str, tuple[str, ...], int]:
        """The chosen rule system, its options as KEY=VALUE texts and the match length."""
        options = tuple(o.strip() for o in self.options_edit.text().split(",") if o.strip())
        return self.rules_combo.currentData(), options, self.hands_spin.value()

    @Slot()
    def _rules_changed(self) -> None:
        mcr = self.rules_combo.currentData() == "mcr"
        if mcr:
            self.hands_spin.setValue(16)  # MCR's match is its 16-hand rotation
        self.hands_spin.setEnabled(not mcr)

    @Slot()
    def _browse(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Tournament file"), "tournament.mcr", self.tr(FILE_FILTER)
        )
        if path:
            self.path_edit.setText(path)


class MainWindow(QMainWindow):
    """The application window. Without a tournament it shows a start page.

    Signals:
        documentChanged(): a tournament was opened, created or closed.
    """

    documentChanged = Signal()

    def __init__(self, settings: QSettings | None = None) -> None:
        super().__init__()
        self.settings = settings or QSettings(*SETTINGS_NAME)
        self.document: Document | None = None
        self.pages: dict[str, QWidget] = {}
        self.history_dock: QDockWidget | None = None
        self.resize(1280, 800)
        self.screen_fit = ScreenFit(self)  # bigger tiles on a bigger screen
        self._build_actions()
        self._build_start_page()
        self._update_title()

    # -- construction ---------------------------------------------------------------
    def _action(
        self, text: str, slot: object, shortcut: QKeySequence | str | None = None, name: str = ""
    ) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.setObjectName(name)
        action.triggered.connect(slot)
        return action

    def _build_actions(self) -> None:
        std = QKeySequence.StandardKey
        self.new_action = self._action("", self.ask_new, std.New, "new")
        self.open_action = self._action("", self.ask_open, std.Open, "open")
        self.copy_action = self._action("", self.ask_save_copy, std.Save, "saveCopy")
        self.close_action = self._action("", self.ask_close_document, std.Close, "closeDocument")
        self.quit_action = self._action("", self.close, std.Quit, "quit")
        self.undo_action = self._action("", self._undo, std.Undo, "undo")
        self.redo_action = self._action("", self._redo, QKeySequence("Ctrl+Y"), "redo")
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Y"), QKeySequence("Ctrl+Shift+Z")])
        self.projector_action = self._action(
            "", self.show_projector, QKeySequence("F11"), "projector"
        )
        self.file_menu = menu = self.menuBar().addMenu("")
        menu.addActions([self.new_action, self.open_action])
        self.recent_menu = menu.addMenu("")
        menu.addActions([self.copy_action, self.close_action])
        menu.addSeparator()
        menu.addAction(self.quit_action)
        self.edit_menu = edit = self.menuBar().addMenu("")
        edit.addActions([self.undo_action, self.redo_action])
        self.view_menu = view = self.menuBar().addMenu("")
        view.addAction(self.projector_action)
        self.history_action = self._action(
            "", self.toggle_history, QKeySequence("Ctrl+H"), "history"
        )
        self.history_action.setEnabled(False)
        view.addAction(self.history_action)
        self.language_menu = LanguageMenu(self.settings, self)
        self.language_menu.chosen.connect(self._language_chosen)
        self.page_actions: dict[str, QAction] = {}
        for i, page in enumerate(PAGES):
            self.page_actions[page] = self._action(
                "",
                lambda _=False, p=page: self.show_page(p),
                QKeySequence(f"Ctrl+{i + 1}"),
                f"page-{page}",
            )
            view.addAction(self.page_actions[page])
        view.addSeparator()
        view.addMenu(self.language_menu)
        self.stations = stations.install(self, menu, view, self.open_action)
        self.guide_viewer: GuideViewer | None = None
        self.guide_action = guide.install(self)
        self.guide_action.triggered.connect(self.show_guide)
        guide_web.install(self)
        self.about_action = about.install(self)
        self.details_action = details.install(self)  # Edit > Tournament details…
        self.about_action.triggered.connect(self.show_about)
        self._retranslate_actions()
        self._update_recent_menu()
        self._update_actions()

    def _retranslate_actions(self) -> None:
        """Every menu and action's words in the language shown now."""
        for action, text in (
            (self.new_action, self.tr("&New tournament…")),
            (self.open_action, self.tr("&Open…")),
            (self.copy_action, self.tr("&Save a copy…")),
            (self.close_action, self.tr("&Close tournament")),
            (self.quit_action, self.tr("&Quit")),
            (self.projector_action, self.tr("&Projector view")),
            (self.history_action, self.tr("&History of changes")),
        ):
            action.setText(text)
        self.file_menu.setTitle(self.tr("&File"))
        self.recent_menu.setTitle(self.tr("Open &recent"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.view_menu.setTitle(self.tr("Vie&w"))  # Alt+V: the sheet's Verify
        for page, action in self.page_actions.items():
            action.setText(self._page_title(page))
        self.language_menu.retranslate()
        self.stations.retranslate()
        guide.retranslate(self)
        guide_web.retranslate(self)
        about.retranslate(self)
        details.retranslate(self)

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

    def _page_title(self, page: str) -> str:
        return {
            "players": self.tr("Players"),
            "teams": self.tr("Teams"),
            "seating": self.tr("Seating"),
            "matches": self.tr("Matches"),
            "table": self.tr("Table sheet"),
            "standings": self.tr("Standings"),
            "reports": self.tr("Reports"),
            "hand": self.tr("Hand calculator"),
        }[page]

    def _build_start_page(self) -> None:
        page = QWidget(self)
        layout = QVBoxLayout(page)
        layout.addStretch(1)
        title = QLabel(
            self.tr(
                "<h1>MCR Tournament Manager</h1><p>Create a tournament or open one to start.</p>"
            ),
            page,
        )
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(title)
        for action in (self.new_action, self.open_action):
            # no mnemonic on a button of the start page: 新建比赛(&N) loses its (N) too
            text = re.sub(r"\(&\w\)|&", "", action.text())
            button = QPushButton(text, page)
            button.clicked.connect(action.trigger)
            layout.addWidget(button, 0, Qt.AlignmentFlag.AlignCenter)
        for path in self.recent_files()[:4]:
            button = QPushButton(path, page)
            button.setFlat(True)
            button.clicked.connect(lambda _=False, p=path: self._open_recent(p))
            layout.addWidget(button, 0, Qt.AlignmentFlag.AlignCenter)
        self.error_label = QLabel(page)
        self.error_label.setObjectName("startError")
        self.error_label.setStyleSheet("color: #c62828")
        self.error_label.setWordWrap(True)
        self.error_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.error_label)
        layout.addStretch(2)
        self.setCentralWidget(page)

    def _build_document_ui(self, document: Document) -> None:
        self.pages = {
            "players": PlayersView(document),
            "teams": TeamsView(document),
            "seating": SeatingView(document),
            "matches": MatchGrid(document),
            "table": TableSheet(document),
            "standings": StandingsView(document),
            "reports": ReportsView(document),
            "hand": HandEntry(),
        }
        self.pages["standings"].projectorRequested.connect(self.show_projector)
        self.pages["matches"].tableRequested.connect(self.show_table)
        self.pages["table"].tableChanged.connect(self.pages["matches"].select)
        # the test hooks name the table sheet's widgets: the calculator's are apart
        self.pages["hand"].notation_edit.setObjectName("calculatorNotation")
        rules = document.workspace.service.rules()  # the calculator scores as the tournament
        self.pages["hand"].set_rules(rules)
        self.stack = QStackedWidget(self)
        self._holders: dict[str, QScrollArea] = {}
        for name in PAGES:
            self.pages[name].setObjectName(f"page-{name}")
            # each page in a scroll area: a page needing more room than a small screen
            # gives scrolls instead of making the window bigger than the screen (at
            # 1280x800 every page fits and no scroll bar shows)
            holder = QScrollArea(self.stack)
            holder.setObjectName(f"scroll-{name}")
            holder.setWidgetResizable(True)
            holder.setFrameShape(QFrame.Shape.NoFrame)
            holder.setWidget(self.pages[name])
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
            item = QTreeWidgetItem([self._page_title(page)])
            item.setData(0, PAGE_ROLE, page)
            self.navigator.addTopLevelItem(item)

    # -- navigation --------------------------------------------------------------
    @Slot(QTreeWidgetItem)
    def _on_navigate(self, item: QTreeWidgetItem) -> None:
        self.show_page(item.data(0, PAGE_ROLE))

    def show_page(self, name: str) -> QWidget | None:
        if self.document is None or name not in self.pages:
            return None
        self.stack.setCurrentWidget(self._holders[name])
        self.navigator.setCurrentItem(self.navigator.topLevelItem(PAGES.index(name)))
        return self.pages[name]

    def show_table(self, session: int, table: int) -> TableSheet | None:
        sheet = self.show_page("table")
        if sheet is not None:
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

    @Slot(str)
    def _language_chosen(self, code: str) -> None:
        """The language chosen applies at once: the pages are built again in it, with
        the tournament, the page, the table and every hand typed kept in place."""
        windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]
        # what is typed is taken while the old words are still known (a default
        # reason left as it was is not carried over as if typed)
        kept = {w: w._keep_pages() if w.document is not None else None for w in windows}
        switch_language(code)
        for window in windows:  # every window of the app
            window.language_menu.action_for(code).setChecked(True)
            window.retranslate(kept[window])
        self.statusBar().showMessage(
            self.tr("The interface is now in %1.").replace("%1", self.language_menu.checked_name()),
            10000,
        )

    def retranslate(self, kept: dict | None = None) -> None:
        """Show everything in the language installed now (after :func:`switch_language`);
        ``kept``: what :meth:`_keep_pages` took before the switch (else taken now)."""
        self._retranslate_actions()
        if self.document is None:
            error = self.error_label.text()
            self._build_start_page()
            self.error_label.setText(error)  # already in the language it was said in
            self._update_title()
            return
        kept = kept if kept is not None else self._keep_pages()
        for page in self.pages.values():  # a print job finishes first
            if hasattr(page, "shutdown"):
                page.shutdown()
        self._build_document_ui(self.document)
        self._restore_pages(kept)
        if self.history_dock is not None:
            self.history_dock.setWindowTitle(self.tr("History"))
            self.history_dock.widget().setEmptyLabel(self.tr("<opened>"))
        audit = self.stations.audit_dock
        audit_shown = audit is not None and audit.isVisible()
        self.stations.document_opened(self.document)
        if audit_shown and self.stations.audit_dock is not None:
            self.stations.audit_dock.show()
        self.screen_fit.apply(force=True)
        self._update_title()
        self._update_actions()

    def _keep_pages(self) -> dict:
        """What the pages hold that is not stored: the page shown, the table and hand,
        every hand typed and not recorded, the calculator's hand, the projector."""
        sheet: TableSheet = self.pages["table"]
        calculator: HandEntry = self.pages["hand"]
        panel = self.projector_panel
        projector, panel.projector = panel.projector, None  # it lives on: the clock runs
        return {
            "page": self.current_page(),
            "table": sheet.current(),
            "hand": sheet.hand_spin.value(),
            "tab": sheet.tabs.currentIndex(),
            "drafts": sheet.hand_form.take_drafts(),
            "correction": sheet.hand_form.correction(),
            "calculator": (
                calculator.state(),
                calculator.notation_text() if calculator.has_error() else "",
                calculator.claimed_fans_edit.text(),
                calculator.claimed_total_edit.text(),
            ),
            "projector": projector,
            "players": {
                name: edit.text() for name, edit in self._player_edits(self.pages["players"])
            },
            "penalty": (
                sheet.penalties_panel.list.currentIndex().row()
                if sheet.penalties_panel.selected() is not None
                else -1,
                sheet.penalties_panel.player_combo.currentIndex(),
                sheet.penalties_panel.points_spin.value(),
                sheet.penalties_panel.shared_check.isChecked(),
                sheet.penalties_panel.reason_edit.text(),
                sheet.penalties_panel.reason_edit.text()
                == QCoreApplication.translate(
                    "PenaltiesPanel", "False win"
                ),  # the default, untouched
            ),
            "totals": sheet.totals_form.values(),
            "panel": (
                panel.controls.minutes_spin.value(),
                panel.controls.screen_combo.currentIndex(),
                panel.controls.auto_check.isChecked(),
                panel.controls.seconds_spin.value(),
            ),
        }

    def _restore_pages(self, kept: dict) -> None:
        sheet: TableSheet = self.pages["table"]
        sheet.show_table(*kept["table"])
        sheet.hand_form.adopt_drafts(kept["drafts"], kept["hand"], kept["correction"])
        sheet.tabs.setCurrentIndex(kept["tab"])
        calculator: HandEntry = self.pages["hand"]
        state, text, claimed, total = kept["calculator"]
        calculator.restore(state, text)
        calculator.claimed_fans_edit.setText(claimed)
        calculator.claimed_total_edit.setText(total)
        for name, edit in self._player_edits(self.pages["players"]):
            edit.setText(kept["players"][name])
        penalties = sheet.penalties_panel
        row, player, points, shared, reason, default = kept["penalty"]
        if row >= 0:
            penalties.select_row(row)
        penalties.player_combo.setCurrentIndex(player)
        penalties.points_spin.setValue(points)
        penalties.shared_check.setChecked(shared)
        if not default:
            penalties.reason_edit.setText(reason)
        for spin, value in zip(sheet.totals_form.spins, kept["totals"], strict=True):
            spin.setValue(value)
        controls = self.projector_panel.controls
        minutes, screen, auto, seconds = kept["panel"]
        controls.minutes_spin.setValue(minutes)
        controls.screen_combo.setCurrentIndex(screen)
        controls.auto_check.setChecked(auto)
        controls.seconds_spin.setValue(seconds)
        if kept["projector"] is not None:
            self._replace_projector(kept["projector"])
        if kept["page"]:
            self.show_page(kept["page"])

    @staticmethod
    def _player_edits(page: QWidget) -> list[tuple[str, QLineEdit]]:
        """The players page's form fields, by name (typed, not yet added)."""
        names = ("name", "first_name", "last_name", "country", "team", "ema")
        return [(n, getattr(page, f"{n}_edit")) for n in names if hasattr(page, f"{n}_edit")]

    def _replace_projector(self, old: ProjectorView) -> None:
        """A projector in the new language where the old one was, with its clock
        (running on), its standings and page; then the old one goes."""
        new = ProjectorView(self.document)
        new.timer.take_over(old.timer)
        new.set_after_session(old.after_session)
        self.projector_panel.projector = new
        self.projector_panel.controls.set_projector(new)
        if old.isVisible():
            full = old.isFullScreen()
            new.show_on(old.screen(), full_screen=full)
            if not full:
                new.setGeometry(old.geometry())
        new.show_page(old.page)
        old.pager.stop()
        old.timer.blockSignals(True)
        if old.timer.is_running():
            old.timer.toggle()  # its tick stops: one clock only
        old.close()
        old.deleteLater()

    @Slot()
    def toggle_history(self) -> None:
        """Show or hide the list of changes (click one to go back to it)."""
        if self.history_dock is not None:
            self.history_dock.setVisible(not self.history_dock.isVisible())

    @Slot()
    def show_projector(self) -> ProjectorView | None:
        if self.document is None:
            return None
        self.show_page("standings")  # where its controls are
        return self.projector_panel.show_projector()

    @property
    def projector_panel(self) -> ProjectorPanel | None:
        """The projector's controls (on the standings page)."""
        return self.pages["standings"].projector_panel if self.document is not None else None

    @property
    def projector(self) -> ProjectorView | None:
        return self.projector_panel.projector if self.document is not None else None

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
            workspace = Workspace.create(path, _new_settings(name, sessions, rules, options, hands))
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
        for page in self.pages.values():
            if hasattr(page, "shutdown"):
                page.shutdown()
        if self.history_dock is not None:
            self.removeDockWidget(self.history_dock)
            self.history_dock.deleteLater()
            self.history_dock = None
        self.history_action.setEnabled(False)
        self.document.close()
        self.document = None
        self.stations.document_opened(None)
        self.pages = {}
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
        view = QUndoView(document.undo_stack, self.history_dock)
        view.setEmptyLabel(self.tr("<opened>"))
        self.history_dock.setWidget(view)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.history_dock)
        self.history_dock.hide()
        self.history_action.setEnabled(True)
        self.stations.document_opened(document)
        if remember:
            self._remember(path)
        self._update_title()
        self._update_actions()
        self.documentChanged.emit()

    # -- recent files ------------------------------------------------------------------
    def recent_files(self) -> list[str]:
        value = self.settings.value("recentFiles", [])
        if isinstance(value, str):
            value = [value]
        return [str(v) for v in value or []]

    def _remember(self, path: str) -> None:
        path = stations.remembered(path) if is_server(path) else str(Path(path).resolve())
        files = [path] + [p for p in self.recent_files() if p != path]
        self.settings.setValue("recentFiles", files[:MAX_RECENT])
        self._update_recent_menu()

    def _update_recent_menu(self) -> None:
        self.recent_menu.clear()
        for path in self.recent_files():
            action = self.recent_menu.addAction(path)
            action.triggered.connect(lambda _=False, p=path: self._open_recent(p))
        self.recent_menu.setEnabled(bool(self.recent_files()))

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
        stack = self.document.undo_stack if self.document else None
        self.undo_action.setEnabled(bool(stack and stack.canUndo()))
        self.redo_action.setEnabled(bool(stack and stack.canRedo()))
        self.undo_action.setText(
            self.tr("&Undo %1").replace("%1", stack.undoText())
            if stack and stack.canUndo()
            else self.tr("&Undo")
        )
        self.redo_action.setText(
            self.tr("&Redo %1").replace("%1", stack.redoText())
            if stack and stack.canRedo()
            else self.tr("&Redo")
        )
        for action in (self.copy_action, self.close_action, self.projector_action):
            action.setEnabled(self.document is not None)

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

    def drafts_in_progress(self) -> list[tuple[int, int, int]]:
        """Hands typed at the table sheet and not recorded (session, table, hand)."""
        sheet = self.pages.get("table")
        return sheet.hand_form.drafts_in_progress() if sheet is not None else []

    def closeEvent(self, event: QCloseEvent) -> None:
        drafts = self.drafts_in_progress() if self.document is not None else []
        if drafts and not self._closing:
            event.ignore()
            self._ask_close(drafts, self.close)
            return
        self.close_document()
        super().closeEvent(event)

    _closing = False

    @Slot()
    def ask_close_document(self) -> None:
        """File > Close: a hand typed and not recorded is not dropped without asking."""
        drafts = self.drafts_in_progress() if self.document is not None else []
        if drafts:
            self._ask_close(drafts, self.close_document)
        else:
            self.close_document()

    def _ask_close(self, drafts: list[tuple[int, int, int]], then) -> QMessageBox:
        """Closing with a hand typed and not recorded: ask (without blocking)."""
        where = clause_separator().join(
            self.tr("session %1, table %2, hand %3")
            .replace("%1", str(s))
            .replace("%2", str(t))
            .replace("%3", str(h))
            for s, t, h in drafts[:4]
        )
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("Hands not recorded"),
            self.tr("These hands were typed but not recorded: %1. Close and lose them?").replace(
                "%1", where
            ),
            parent=self,
        )
        box.setObjectName("confirmClose")
        discard = box.addButton(
            self.tr("Close without recording"), QMessageBox.ButtonRole.AcceptRole
        )
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)

        def answered(button: object) -> None:
            box.setObjectName("")
            box.deleteLater()
            if button is discard:
                self._closing = True
                try:
                    then()
                finally:
                    self._closing = False
            else:
                self.open_table(*drafts[0][:2])
                self.pages["table"].show_hand(drafts[0][2])

        box.buttonClicked.connect(answered)
        box.open()
        return box
