"""The referee's queue panel (a dock of the window): every proposal that waits for the
referee (disputed, a wrong claim, under the minimum), and for the selected one the
claim beside the engine's verdict (app.ui.tableside.verdict). Accept stores it through
the service, Accept corrected… stores the referee's own entry (app.ui.tableside.
settle), Reject… asks for the reason the table will see.

It follows the tournament as every view does: `Document.changed` fires after each
change of this window and, within the document's poll, after each write of another
connection (the web server's own service, another station), so proposals arriving
from the phones show by themselves. The count is kept up to date even while the panel
is hidden (the status bar shows it); the list is read only while it is shown."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.domain import TournamentError
from app.domain.service import TournamentService
from app.domain.tableside import SEAT_LETTERS
from app.ui.document import Document
from app.ui.messages import translate_message
from app.ui.tableside.settle import CorrectedDialog, ReasonDialog
from app.ui.tableside.verdict import VerdictView, why_here

Row = Mapping[str, object]
ID_ROLE = Qt.ItemDataRole.UserRole


class QueueDock(QDockWidget):
    """See the module's docstring.

    Signals:
        counted(int): how many proposals wait (after every change).
    """

    counted = Signal(int)

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("refereeQueue")
        self.document = document
        self.rows: list[Row] = []
        self._dirty = True
        body = QWidget(self)
        self.list = QTableWidget(0, 5, body)
        self.list.setObjectName("queueList")
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.list.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.verticalHeader().hide()
        self.list.itemSelectionChanged.connect(self._show_selected)
        self.empty = QLabel(body)
        self.empty.setObjectName("queueEmpty")
        self.verdict = VerdictView(body)
        self.accept_button = QPushButton(body)
        self.accept_button.setObjectName("acceptProposal")
        self.accept_button.clicked.connect(self.accept)
        self.corrected_button = QPushButton(body)
        self.corrected_button.setObjectName("acceptCorrected")
        self.corrected_button.clicked.connect(self.ask_corrected)
        self.reject_button = QPushButton(body)
        self.reject_button.setObjectName("rejectProposal")
        self.reject_button.clicked.connect(self.ask_reject)
        self.message = QLabel(body)
        self.message.setObjectName("queueMessage")
        self.message.setWordWrap(True)
        top = QWidget(body)
        tv = QVBoxLayout(top)
        tv.setContentsMargins(0, 0, 0, 0)
        tv.addWidget(self.empty)
        tv.addWidget(self.list)
        bottom = QWidget(body)
        bv = QVBoxLayout(bottom)
        bv.setContentsMargins(0, 0, 0, 0)
        bv.addWidget(self.verdict, 1)
        buttons = QHBoxLayout()
        for button in (self.accept_button, self.corrected_button, self.reject_button):
            buttons.addWidget(button)
        bv.addLayout(buttons)
        bv.addWidget(self.message)
        split = QSplitter(Qt.Orientation.Vertical, body)
        split.addWidget(top)
        split.addWidget(bottom)
        split.setSizes([160, 340])
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(split)
        self.setWidget(body)
        self.setMinimumWidth(440)
        document.changed.connect(self._on_changed)
        self.visibilityChanged.connect(lambda shown: shown and self._dirty and self.refresh())
        self.retranslate()

    def retranslate(self) -> None:
        self.list.setHorizontalHeaderLabels(
            [self.tr("Session"), self.tr("Table"), self.tr("Hand"), self.tr("Proposed by"),
             self.tr("Why here")]
        )  # fmt: skip
        self.empty.setText(self.tr("Nothing waits for the referee."))
        self.accept_button.setText(self.tr("&Accept (engine's count)"))
        self.accept_button.setToolTip(
            self.tr("Store the hand as the table entered it, scored by the engine")
        )
        self.corrected_button.setText(self.tr("Accept &corrected…"))
        self.corrected_button.setToolTip(self.tr("Store the referee's own entry of the hand"))
        self.reject_button.setText(self.tr("Re&ject…"))
        self.verdict.retranslate()
        self._title()
        if self.isVisible():
            self.refresh()

    def _title(self) -> None:
        base = self.tr("Referee's queue")
        self.setWindowTitle(f"{base} ({len(self.rows)})" if self.rows else base)

    # -- reading ---------------------------------------------------------------------
    @Slot()
    def _on_changed(self) -> None:
        if self.isVisible():
            self.refresh()
        else:
            self._dirty = True
            self.count()

    def _read(self) -> list[Row] | None:
        try:
            rows: list[Row] = list(self.document.workspace.service.referee_queue())
            return rows
        except TournamentError as e:
            self.document.failed.emit(str(e))
            return None

    def count(self) -> int:
        """How many wait (read now); said through `counted`."""
        rows = self._read()
        if rows is not None:
            self.rows = rows
            self._title()
            self.counted.emit(len(rows))
        return len(self.rows)

    @Slot()
    def refresh(self) -> None:
        """The list read again, the selection kept on the same proposal if it waits."""
        kept = self.selected_id()
        rows = self._read()
        if rows is None:
            return
        self._dirty = False
        self.rows = rows
        self._title()
        self.counted.emit(len(rows))
        self.list.blockSignals(True)
        self.list.setRowCount(len(rows))
        for r, row in enumerate(rows):
            proposal = _proposal(row)
            names = self._names(row)
            by = names.get(str(proposal.get("by"))) or proposal.get("by")
            values = (row["session"], row["table"], row["hand"], by, why_here(proposal, names))
            for c, value in enumerate(values):
                item = QTableWidgetItem(str(value))
                item.setData(ID_ROLE, row["id"])
                self.list.setItem(r, c, item)
        self.list.resizeColumnsToContents()
        self.list.horizontalHeader().setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        self.list.blockSignals(False)
        self.empty.setVisible(not rows)
        self.list.setVisible(bool(rows))
        ids = [row["id"] for row in rows]
        if rows:
            self.list.selectRow(ids.index(kept) if kept in ids else 0)
        self._show_selected()

    def selected_id(self) -> int | None:
        row = self.selected_row()
        return int(str(row["id"])) if row is not None else None

    def selected_row(self) -> Row | None:
        rows = self.list.selectionModel().selectedRows()
        if not rows or rows[0].row() >= len(self.rows):
            return None
        return self.rows[rows[0].row()]

    def select(self, proposal_id: int) -> bool:
        """Select proposal `proposal_id` in the list (False: it does not wait)."""
        for r, row in enumerate(self.rows):
            if row["id"] == proposal_id:
                self.list.selectRow(r)
                return True
        return False

    @Slot()
    def _show_selected(self) -> None:
        row = self.selected_row()
        for button in (self.accept_button, self.corrected_button, self.reject_button):
            button.setEnabled(row is not None)
        if row is None:
            self.verdict.clear()
            return
        self.verdict.show_proposal(_proposal(row), self._names(row))

    def _names(self, row: Row) -> dict[str, str]:
        workspace = self.document.workspace
        try:
            table = workspace.table(int(str(row["session"])), int(str(row["table"])))
            names = workspace.player_names()
        except TournamentError:
            return {}
        if table is None:
            return {}
        return {
            letter: f"{n} {names.get(n, '')}".strip()
            for letter, n in zip(SEAT_LETTERS, table.seats, strict=True)
        }

    # -- settling ------------------------------------------------------------------------
    @Slot()
    def accept(self) -> bool:
        """Store the selected proposal's hand as the table proposed it."""
        row = self.selected_row()
        if row is None:
            return False
        return self._settle(lambda svc: svc.accept(int(str(row["id"]))), row, self._accepted)

    def _accepted(self, row: Row) -> str:
        return self.tr("Accepted: hand %1 of table %2, session %3 is stored.").replace(
            "%1", str(row["hand"])).replace("%2", str(row["table"])).replace(
            "%3", str(row["session"]))  # fmt: skip

    @Slot()
    def ask_corrected(self) -> CorrectedDialog | None:
        """Accept corrected…: the referee's own entry of the hand, then stored."""
        row = self.selected_row()
        if row is None:
            return None
        dialog = CorrectedDialog(self.document.workspace, row, self._names(row), self)
        dialog.chosen.connect(
            lambda entry: self._settle(
                lambda svc: svc.accept(int(str(row["id"])), entry), row, self._accepted
            )
        )
        dialog.open()
        return dialog

    @Slot()
    def ask_reject(self) -> ReasonDialog | None:
        """Reject…: the reason is required (the table's pages show it)."""
        row = self.selected_row()
        if row is None:
            return None
        dialog = ReasonDialog(self)
        dialog.chosen.connect(
            lambda reason: self._settle(
                lambda svc: svc.reject(int(str(row["id"])), reason), row, self._rejected
            )
        )
        dialog.open()
        return dialog

    def _rejected(self, row: Row) -> str:
        return self.tr("Rejected: hand %1 of table %2, session %3 is not stored.").replace(
            "%1", str(row["hand"])).replace("%2", str(row["table"])).replace(
            "%3", str(row["session"]))  # fmt: skip

    def _settle(
        self, work: Callable[[TournamentService], object], row: Row, said: Callable[[Row], str]
    ) -> bool:
        try:
            work(self.document.workspace.service)
        except TournamentError as e:
            # what to do next too: the referee settles it another way
            then = self.tr("Nothing was stored: accept it corrected, or reject it.")
            self._say(f"{translate_message(str(e))} {then}", error=True)
            self.refresh()
            return False
        self._say(said(row))
        self.document.changed.emit()  # the sheet, the standings and this list
        return True

    def _say(self, text: str, *, error: bool = False) -> None:
        self.message.setStyleSheet("color: #b71c1c; font-weight: bold;" if error else "")
        self.message.setText(text)


def _proposal(row: Row) -> Mapping[str, object]:
    proposal = row.get("proposal")
    return proposal if isinstance(proposal, Mapping) else {}
