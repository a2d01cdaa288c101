"""The seat links of one session, in the Table-side entry dialog: table, seat, player
and the seat's link (hidden until asked: a link is the seat's secret), Copy link,
Rotate links (a question whose safe answer, No, is the default) and Print table
cards (app.export.table_cards, the same cards as `export --table-cards`).

A link is never written to a message, the status bar or a title: only to the
clipboard when the referee copies it, and onto the printed cards."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Slot
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QFileDialog,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from app.domain import MatchState, TournamentError
from app.domain.tableside import SeatLink
from app.export.table_cards import CardsStopped, cards_to_print, draw_table_cards
from app.ui.document import Document
from app.ui.language import interface_language
from app.ui.messages import translate_message
from app.ui.worker import Job
from app.ui.workspace import Cancelled

if TYPE_CHECKING:
    from app.ui.tableside.controller import TableSide
    from app.ui.tableside.dialog import TableSideDialog

HIDDEN = "••••••••"  # what the link column shows until Show links is ticked


class LinksPanel(QGroupBox):
    """A session's seat links (see the module's docstring)."""

    def __init__(self, tableside: TableSide, document: Document, parent: TableSideDialog):
        super().__init__(parent)
        self.tableside = tableside
        self.document = document
        self.dialog = parent
        self.links: list[SeatLink] = []
        self.job: Job | None = None
        self.session = QSpinBox(self)
        self.session.setObjectName("linksSession")
        sessions = document.workspace.settings().sessions
        self.session.setRange(1, max(sessions, 1))
        self.session.setValue(_session_under_way(document, sessions))
        self.session_label = QLabel(self)
        self.session_label.setBuddy(self.session)
        self.show_links = QCheckBox(self)
        self.show_links.setObjectName("showLinks")
        self.table = QTableWidget(0, 4, self)
        self.table.setObjectName("seatLinks")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.copy_button = QPushButton(self)
        self.copy_button.setObjectName("copyLink")
        self.rotate_button = QPushButton(self)
        self.rotate_button.setObjectName("rotateLinks")
        self.cards_button = QPushButton(self)
        self.cards_button.setObjectName("printCards")
        self.message = QLabel(self)
        self.message.setObjectName("linksMessage")
        self.message.setWordWrap(True)
        top = QHBoxLayout()
        top.addWidget(self.session_label)
        top.addWidget(self.session)
        top.addStretch(1)
        top.addWidget(self.show_links)
        buttons = QHBoxLayout()
        for button in (self.copy_button, self.rotate_button, self.cards_button):
            buttons.addWidget(button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        layout.addWidget(self.message)
        self.session.valueChanged.connect(self.load)
        self.show_links.toggled.connect(self.refresh_urls)
        self.copy_button.clicked.connect(self.copy_link)
        self.rotate_button.clicked.connect(self.ask_rotate)
        self.cards_button.clicked.connect(self.ask_print_cards)
        self.table.itemDoubleClicked.connect(lambda _item: self.copy_link())

    def retranslate(self) -> None:
        self.setTitle(self.tr("Seat links (each seat's own secret)"))
        self.session_label.setText(self.tr("Se&ssion:"))
        self.show_links.setText(self.tr("Show the lin&ks"))
        self.table.setHorizontalHeaderLabels(
            [self.tr("Table"), self.tr("Seat"), self.tr("Player"), self.tr("Link")]
        )
        self.copy_button.setText(self.tr("&Copy link"))
        self.rotate_button.setText(self.tr("&Rotate links…"))
        self.cards_button.setText(self.tr("Print table car&ds…"))
        self.load()

    # -- the links -------------------------------------------------------------------
    @Slot()
    def load(self) -> None:
        """The session's links, made when first asked (as `links` makes them)."""
        self._say("")
        service = self.document.workspace.service
        session = self.session.value()
        try:
            self.links = service.seat_links(session)
            names = self.document.workspace.player_names()
            tables = {t.table: t for t in service.tables(session)}
        except TournamentError as e:
            self.links = []
            self.table.setRowCount(0)
            self._say(translate_message(str(e)), error=True)
            return
        self.table.setRowCount(len(self.links))
        for row, link in enumerate(self.links):
            player = tables[link.table].seats[link.seat]
            values = (str(link.table), link.letter, f"{player} {names.get(player, '')}".strip())
            for col, text in enumerate(values):
                self.table.setItem(row, col, QTableWidgetItem(text))
        self.refresh_urls()
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)

    def base_url(self) -> str:
        return self.tableside.base_url(self.dialog.chosen_host(), self.dialog.port.value())

    def url(self, link: SeatLink) -> str:
        return f"{self.base_url()}seat/{link.token}"

    @Slot()
    def refresh_urls(self) -> None:
        shown = self.show_links.isChecked()
        for row, link in enumerate(self.links):
            self.table.setItem(row, 3, QTableWidgetItem(self.url(link) if shown else HIDDEN))

    def selected(self) -> SeatLink | None:
        rows = self.table.selectionModel().selectedRows()
        return self.links[rows[0].row()] if rows and rows[0].row() < len(self.links) else None

    @Slot()
    def copy_link(self) -> bool:
        """The selected seat's link to the clipboard (said without the secret)."""
        link = self.selected()
        if link is None:
            self._say(self.tr("Choose a seat first."), error=True)
            return False
        QGuiApplication.clipboard().setText(self.url(link))
        said = self.tr("Link of table %1, seat %2 copied.")
        self._say(said.replace("%1", str(link.table)).replace("%2", link.letter))
        return True

    # -- rotating ----------------------------------------------------------------------
    @Slot()
    def ask_rotate(self) -> QMessageBox:
        """Rotate links…: a question (No is the default); Yes replaces every secret of
        the session, and the old cards stop working."""
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("Rotate the seat links?"),
            self.tr(
                "Every seat link of session %1 is replaced: the cards printed so far and "
                "the pages open on the phones stop working, and new table cards must be "
                "printed. Rotate them?"
            ).replace("%1", str(self.session.value())),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setObjectName("rotateQuestion")
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.setEscapeButton(QMessageBox.StandardButton.No)
        box.finished.connect(
            lambda answer: answer == QMessageBox.StandardButton.Yes and self.rotate()
        )
        box.open()
        return box

    def rotate(self) -> bool:
        service = self.document.workspace.service
        session = self.session.value()
        try:
            service.seat_links(session, rotate=True)
        except TournamentError as e:
            self._say(translate_message(str(e)), error=True)
            return False
        self.load()
        said = self.tr("The links of session %1 were replaced: print the table cards again.")
        self._say(said.replace("%1", str(session)))
        return True

    # -- table cards -----------------------------------------------------------------------
    @Slot()
    def ask_print_cards(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Print table cards"),
            f"table-cards-session-{self.session.value()}.pdf",
            self.tr("PDF files (*.pdf)"),
        )
        if path:
            self.print_cards(path)

    def print_cards(self, path: str) -> Job | None:
        """The session's table cards (a QR code per seat) written to the PDF `path`:
        read here (the window's service stays on its thread), drawn by a job of its
        own with progress (80 tables take seconds); None when refused at once."""
        session = self.session.value()
        try:
            cards = cards_to_print(
                self.document.workspace.service,
                session,
                path,
                base_url=self.base_url(),
                lang=interface_language(),
                overwrite=True,  # the file dialog asked before replacing a file
            )
        except (TournamentError, OSError, ValueError) as e:
            self._say(translate_message(str(e)), error=True)
            return None

        def work(progress: Callable[[int, int], bool]) -> int:
            try:
                return draw_table_cards(cards, path, progress=progress)
            except CardsStopped:
                raise Cancelled() from None

        self.cards_button.setEnabled(False)
        self.job = Job(work, self)
        self.job.progress.connect(self._drawing)
        self.job.succeeded.connect(
            lambda _n: self._say(
                self.tr("Table cards of session %1 written to %2.")
                .replace("%1", str(session))
                .replace("%2", path)
            )  # fmt: skip
        )
        self.job.failed.connect(lambda text: self._say(translate_message(text), error=True))
        self.job.ended.connect(lambda: self.cards_button.setEnabled(True))
        self.job.start()
        return self.job

    @Slot(int, int)
    def _drawing(self, done: int, total: int) -> None:
        self._say(self.tr("Drawing the table cards: %1 of %2…").replace(
            "%1", str(done)).replace("%2", str(total)))  # fmt: skip

    def shutdown(self) -> None:
        """Stop drawing cards (the dialog or the tournament closes): no half file."""
        if self.job is not None and self.job.is_running():
            self.job.stop()

    def _say(self, text: str, *, error: bool = False) -> None:
        self.message.setStyleSheet("color: #b71c1c; font-weight: bold;" if error else "")
        self.message.setText(text)


def _session_under_way(document: Document, sessions: int) -> int:
    """The first seated session with a match not complete (the one being played)."""
    try:
        statuses = document.workspace.statuses()
    except TournamentError:
        return 1
    playing = sorted({s.session for s in statuses if s.state == MatchState.OPEN})
    return playing[0] if playing else 1
