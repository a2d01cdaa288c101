"""Tools > Table-side entry: the web server for the players' phones (where it listens,
its port, Start and Stop, the address the phones open and who can reach it, the live
results link) beside the seat links of a session (app.ui.tableside.links).

Opened without blocking (`show()`); the server keeps running when the dialog closes,
and the status bar says so."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.ui.document import Document
from app.ui.tableside.links import LinksPanel
from app.ui.tableside.serving import DEFAULT_PORT, EVERY_NETWORK, THIS_COMPUTER, local_addresses

if TYPE_CHECKING:
    from app.ui.tableside.controller import TableSide

RUNNING_STYLE = "color: #1b5e20; font-size: 15px; font-weight: bold;"
STOPPED_STYLE = "color: #555; font-size: 15px; font-weight: bold;"
ERROR_STYLE = "color: #b71c1c; font-weight: bold;"


class TableSideDialog(QDialog):
    """The server and the seat links of the open tournament."""

    def __init__(self, tableside: TableSide, document: Document, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("tableSideDialog")
        self.tableside = tableside
        self.document = document
        self.server_box = QGroupBox(self)
        self.host = QComboBox(self)
        self.host.setObjectName("listenOn")
        self.port = QSpinBox(self)
        self.port.setObjectName("port")
        self.port.setRange(0, 65535)  # 0: any free port (the system picks)
        self.port.setValue(DEFAULT_PORT)
        self.port.setGroupSeparatorShown(False)
        self.start_button = QPushButton(self)
        self.start_button.setObjectName("startServer")
        self.start_button.clicked.connect(self.start)
        self.stop_button = QPushButton(self)
        self.stop_button.setObjectName("stopServer")
        self.stop_button.clicked.connect(self.stop)
        self.state = QLabel(self)
        self.state.setObjectName("serverState")
        self.address = _label(self, "phoneAddress", selectable=True)
        self.address.setStyleSheet("font-size: 15px;")
        self.reach = _label(self, "serverReach")
        self.results = _label(self, "resultsLink", selectable=True)
        self.results.setOpenExternalLinks(True)
        self.message = _label(self, "serverMessage")
        self.message.setStyleSheet(ERROR_STYLE)
        self.host_label, self.port_label = QLabel(self), QLabel(self)
        self.host_label.setBuddy(self.host)
        self.port_label.setBuddy(self.port)
        self.form = QFormLayout()
        self.form.addRow(self.host_label, self.host)
        self.form.addRow(self.port_label, self.port)
        buttons = QHBoxLayout()
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.stop_button)
        box = QVBoxLayout(self.server_box)
        box.addLayout(self.form)
        box.addLayout(buttons)
        for widget in (self.message, self.state, self.address, self.reach, self.results):
            box.addWidget(widget)
        box.addStretch(1)
        self.links = LinksPanel(tableside, document, self)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        close.rejected.connect(self.close)
        columns = QHBoxLayout()
        columns.addWidget(self.server_box, 2)
        columns.addWidget(self.links, 3)
        layout = QVBoxLayout(self)
        layout.addLayout(columns)
        layout.addWidget(close)
        self.resize(940, 520)  # fits a 1024x600 screen with the window's frame
        self.host.currentIndexChanged.connect(self.links.refresh_urls)
        self.port.valueChanged.connect(self.links.refresh_urls)
        tableside.serverChanged.connect(self.show_state)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Table-side entry"))
        self.server_box.setTitle(self.tr("Web server for the players' phones"))
        chosen = self.host.currentData()
        self.host.blockSignals(True)
        self.host.clear()
        self.host.addItem(self.tr("This computer only (127.0.0.1)"), THIS_COMPUTER)
        self.host.addItem(self.tr("The venue network (every network, 0.0.0.0)"), EVERY_NETWORK)
        for address in local_addresses():
            self.host.addItem(self.tr("Only the network of %1").replace("%1", address), address)
        found = self.host.findData(chosen) if chosen is not None else -1
        self.host.setCurrentIndex(max(found, 0))
        self.host.blockSignals(False)
        self.port.setSpecialValueText(self.tr("any free port"))
        self.host_label.setText(self.tr("&Listen on:"))
        self.port_label.setText(self.tr("&Port:"))
        self.start_button.setText(self.tr("&Start the server"))
        self.stop_button.setText(self.tr("St&op the server"))
        self.links.retranslate()
        self.show_state()

    def chosen_host(self) -> str:
        return str(self.host.currentData())

    @Slot()
    def start(self) -> bool:
        self.message.clear()
        problem = self.tableside.start(self.chosen_host(), self.port.value())
        if problem:
            self.message.setText(problem)
            self.message.show()
        self.show_state()
        return not problem

    @Slot()
    def stop(self) -> None:
        self.message.clear()
        self.tableside.stop()
        self.show_state()

    @Slot()
    def show_state(self) -> None:
        """Running or not, in words a tired referee cannot misread."""
        running = self.tableside.running
        self.host.setEnabled(not running)
        self.port.setEnabled(not running)
        self.start_button.setEnabled(not running)
        self.stop_button.setEnabled(running)
        self.message.setVisible(bool(self.message.text()))
        if not running:
            self.state.setText(self.tr("The server is stopped: phones cannot reach it."))
            self.state.setStyleSheet(STOPPED_STYLE)
            for label in (self.address, self.reach, self.results):
                label.clear()
                label.hide()
            self.start_button.setDefault(True)
        else:
            self.state.setText(self.tr("The server is running."))
            self.state.setStyleSheet(RUNNING_STYLE)
            urls = self.tableside.phone_urls()
            self.address.setText(
                self.tr("Phones open: %1").replace("%1", "<br>".join(f"<b>{u}</b>" for u in urls))
            )
            self.reach.setText(self.reach_text(self.tableside.runner.host))
            link = f"{urls[0]}results"
            self.results.setText(
                self.tr("Live results: %1").replace("%1", f'<a href="{link}">{link}</a>')
            )
            for label in (self.address, self.reach, self.results):
                label.show()
            self.stop_button.setDefault(True)
        self.links.refresh_urls()

    def reach_text(self, host: str) -> str:
        """Who can open the pages (the words of `serve`, for the dialog)."""
        if host == EVERY_NETWORK:
            return self.tr(
                "Every device on every network this computer is on (the venue's network "
                "included) can open the pages."
            )
        if host == THIS_COMPUTER:
            return self.tr(
                "Only this computer can open the pages: for the players' phones, stop and "
                "choose The venue network."
            )
        return self.tr("Devices that reach %1 (its network) can open the pages.").replace(
            "%1", host
        )


def _label(parent: QWidget, name: str, *, selectable: bool = False) -> QLabel:
    label = QLabel(parent)
    label.setObjectName(name)
    label.setWordWrap(True)
    if selectable:
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
    return label
