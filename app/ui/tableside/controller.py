"""What `install` adds to a window: the Tools menu, the server's line in the status
bar, the referee's queue (its count and its panel), and the rule that the server never
outlives its tournament (it stops when the tournament closes, another one opens, or
the app quits: no port is left open)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal, Slot
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QLabel, QMenu, QPushButton

from app.domain import TournamentError
from app.ui.document import Document
from app.ui.messages import translate_message
from app.ui.tableside.serving import WebRunner, phone_urls

if TYPE_CHECKING:
    from app.ui.tableside.dialog import TableSideDialog
    from app.ui.tableside.queue import QueueDock
    from app.ui.window import MainWindow

ENTRY_KEYS = "Ctrl+Shift+T"
QUEUE_KEYS = "Ctrl+Shift+R"
STATUS_STYLE = "color: #1b5e20; font-weight: bold; padding: 0 6px;"
WAITING_STYLE = "background: #ffe082; color: #5d4037; font-weight: bold; padding: 2px 8px;"


class TableSide(QObject):
    """The window's table-side entry.

    Signals:
        serverChanged(): the server started or stopped.
        queueCounted(int): how many proposals wait for the referee (after each change).
    """

    serverChanged = Signal()
    queueCounted = Signal(int)

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.runner = WebRunner()
        self.document: Document | None = None
        self.dialog: TableSideDialog | None = None
        self.dock: QueueDock | None = None
        self.waiting = 0
        self.entry_action = QAction(window)
        self.entry_action.setObjectName("tableSideEntry")
        self.entry_action.setShortcut(QKeySequence(ENTRY_KEYS))
        self.entry_action.triggered.connect(lambda: self.show_dialog())
        self.queue_action = QAction(window)
        self.queue_action.setObjectName("refereeQueueAction")
        self.queue_action.setShortcut(QKeySequence(QUEUE_KEYS))
        self.queue_action.triggered.connect(lambda: self.show_queue())
        self.menu = QMenu(window)
        self.menu.setObjectName("toolsMenu")
        self.menu.addActions([self.entry_action, self.queue_action])
        help_menu = window.menuBar().findChild(QMenu, "helpMenu")
        if help_menu is not None:  # Tools before Help, as in most applications
            window.menuBar().insertMenu(help_menu.menuAction(), self.menu)
        else:
            window.menuBar().addMenu(self.menu)
        self.server_label = QLabel(window)
        self.server_label.setObjectName("tableSideStatus")
        self.server_label.setStyleSheet(STATUS_STYLE)
        self.server_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.server_label.hide()
        self.queue_button = QPushButton(window)
        self.queue_button.setObjectName("refereeQueueCount")
        self.queue_button.setFlat(True)
        self.queue_button.setStyleSheet(WAITING_STYLE)
        self.queue_button.clicked.connect(lambda: self.show_queue())
        self.queue_button.hide()
        window.statusBar().addPermanentWidget(self.queue_button)
        window.statusBar().addPermanentWidget(self.server_label)
        window.documentChanged.connect(self._document_changed)
        app = QCoreApplication.instance()
        if app is not None:  # the app quitting: the port is freed before it goes
            app.aboutToQuit.connect(self.stop)
        self.retranslate()
        self._document_changed()

    # -- the words -----------------------------------------------------------------
    def retranslate(self) -> None:
        translate = QCoreApplication.translate
        # No Alt letter: every letter of "Tools" is taken on the table sheet or the
        # calculator (Alt+T is the tile field's); its entries have Ctrl+Shift+T and +R.
        self.menu.setTitle(translate("TableSide", "Tools"))
        self.entry_action.setText(translate("TableSide", "&Table-side entry…"))
        self.entry_action.setStatusTip(
            translate("TableSide", "Start the web server for the players' phones; seat links")
        )
        self._show_count()
        self._show_server()
        if self.dock is not None:
            self.dock.retranslate()
        if self.dialog is not None:
            self.dialog.retranslate()

    def _show_count(self) -> None:
        translate = QCoreApplication.translate
        base = translate("TableSide", "&Referee's queue")
        self.queue_action.setText(f"{base} ({self.waiting})" if self.waiting else base)
        self.queue_button.setText(
            translate("TableSide", "Referee: %1 waiting").replace("%1", str(self.waiting))
        )
        self.queue_button.setVisible(self.waiting > 0)

    def _show_server(self) -> None:
        if not self.runner.running:
            self.server_label.hide()
            return
        urls = self.runner.phone_urls()
        text = QCoreApplication.translate("TableSide", "Table-side entry on %1")
        self.server_label.setText(text.replace("%1", urls[0] if urls else self.runner.url))
        self.server_label.show()

    # -- the server ------------------------------------------------------------------
    def start(self, host: str, port: int) -> str:
        """Serve the open tournament on `host`:`port`: "" when it runs, else the one
        message for the user (a port in use, an address not this computer's...)."""
        translate = QCoreApplication.translate
        if self.window.document is None:
            return translate("TableSide", "Open a tournament first.")
        from app.web import BindError

        try:
            self.runner.start(self.window.document.location, host, port)
        except BindError as e:
            return bind_message(str(e), port)
        except (TournamentError, OSError) as e:
            return translate("TableSide", "The server cannot open the tournament: %1").replace(
                "%1", translate_message(str(e))
            )
        self.document = self.window.document
        self._show_server()
        self.serverChanged.emit()
        return ""

    @Slot()
    def stop(self) -> None:
        """Stop the server (safe when none runs): the port is free afterwards."""
        was = self.runner.active
        self.runner.stop()
        self._show_server()
        if was:
            self.serverChanged.emit()

    @property
    def running(self) -> bool:
        return self.runner.running

    def phone_urls(self) -> list[str]:
        return self.runner.phone_urls()

    def base_url(self, host: str, port: int) -> str:
        """The address the seat links start with: the server's while it runs, else the
        one it would have with `host` and `port`."""
        if self.runner.running:
            return self.runner.phone_urls()[0]
        return phone_urls(host, port or 8765)[0]

    # -- the tournament ----------------------------------------------------------------
    @Slot()
    def _document_changed(self) -> None:
        """Another tournament (or none): the server of the old one stops, the queue
        follows the new one."""
        document = self.window.document
        if self.runner.active and document is not self.document:
            self.stop()
        self.document = document
        if self.dock is not None:
            self.window.removeDockWidget(self.dock)
            self.dock.deleteLater()
            self.dock = None
        if self.dialog is not None:
            self.dialog.links.shutdown()  # cards being drawn: stopped, no half file
            self.dialog.close()
            self.dialog.deleteLater()
            self.dialog = None
        self.entry_action.setEnabled(document is not None)
        self.queue_action.setEnabled(document is not None)
        if document is not None:
            from app.ui.tableside.queue import QueueDock

            self.dock = QueueDock(document, self.window)
            self.dock.counted.connect(self._counted)
            self.window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
            self.dock.hide()
            self.dock.count()
        else:
            self._counted(0)

    @Slot(int)
    def _counted(self, waiting: int) -> None:
        self.waiting = waiting
        self._show_count()
        self.queueCounted.emit(waiting)

    # -- the dialog and the panel --------------------------------------------------------
    def show_dialog(self) -> TableSideDialog | None:
        """Tools > Table-side entry: one dialog, raised again when open."""
        if self.window.document is None:
            return None
        if self.dialog is None:
            from app.ui.tableside.dialog import TableSideDialog

            self.dialog = TableSideDialog(self, self.window.document, self.window)
        if self.dialog.isVisible():  # behind the window: to the front
            self.dialog.raise_()
            self.dialog.activateWindow()
        self.dialog.show()
        return self.dialog

    def show_queue(self) -> QueueDock | None:
        """The referee's queue panel, shown and given the focus."""
        if self.dock is None:
            return None
        self.dock.show()
        self.dock.refresh()
        self.dock.list.setFocus()
        return self.dock


def bind_message(message: str, port: int) -> str:
    """The server's BindError said for the dialog (its own words name --port)."""
    translate = QCoreApplication.translate
    if "already in use" in message:
        return translate(
            "TableSide",
            "Port %1 is already in use on this computer (another program, or this app "
            "serving another tournament): choose another port, or stop the other server.",
        ).replace("%1", str(port))
    if "administrator rights" in message:
        return translate(
            "TableSide", "Port %1 needs administrator rights: choose a port above 1023."
        ).replace("%1", str(port))
    if "not an address of this computer" in message:
        return translate(
            "TableSide", "That address is not this computer's: choose another place to listen."
        )
    return translate_message(message)


def install(window: MainWindow) -> TableSide:
    """Add Tools > Table-side entry and Tools > Referee's queue to `window`."""
    return TableSide(window)
