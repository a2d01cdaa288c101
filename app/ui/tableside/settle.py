"""The referee's two small dialogs of the queue: the reason of a rejection (required:
the table's pages show it) and the referee's own entry of a hand (Accept corrected…),
previewed by the engine before it can be stored. Both open without blocking and
their safe choice, Cancel, is the default: Enter alone never stores or rejects."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from app.domain import TournamentError
from app.domain.anyhands import HandEntry
from app.domain.proposal_model import MAX_REASON
from app.domain.tableside import SEAT_LETTERS
from app.export.rows import format_signed
from app.ui.messages import translate_message
from app.ui.workspace import Workspace

DRAW = -1
SELF_DRAWN = -1


def _buttons(dialog: QDialog, ok_text: str) -> tuple[QDialogButtonBox, QPushButton]:
    box = QDialogButtonBox(dialog)
    ok = box.addButton(ok_text, QDialogButtonBox.ButtonRole.AcceptRole)
    cancel = box.addButton(QDialogButtonBox.StandardButton.Cancel)
    ok.setAutoDefault(False)
    ok.setDefault(False)
    cancel.setDefault(True)
    box.rejected.connect(dialog.reject)
    return box, ok


class ReasonDialog(QDialog):
    """Why the proposal is rejected.

    Signals:
        chosen(str): the reason, when the referee rejects.
    """

    chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rejectDialog")
        self.setWindowTitle(self.tr("Reject the proposal"))
        self.reason = QLineEdit(self)
        self.reason.setObjectName("rejectReason")
        self.reason.setMaxLength(MAX_REASON)
        self.reason.setPlaceholderText(self.tr("e.g. the winning tile was a discard of North"))
        box, self.ok = _buttons(self, self.tr("&Reject"))
        self.cancel = box.button(QDialogButtonBox.StandardButton.Cancel)
        self.ok.setObjectName("rejectConfirm")
        self.ok.setEnabled(False)
        self.ok.clicked.connect(self._reject_it)
        self.reason.textChanged.connect(self._reason_changed)
        form = QFormLayout(self)
        form.addRow(QLabel(self.tr("The table sees this reason on its phones."), self))
        form.addRow(self.tr("Rea&son:"), self.reason)
        form.addRow(box)

    @Slot(str)
    def _reason_changed(self, text: str) -> None:
        # Rejecting is never Enter's (the safe choice stays the default), but once a
        # reason is typed Enter must not throw it away either: no button is the default
        # then, so Enter does nothing and Reject takes a click or Alt+R.
        given = bool(text.strip())
        self.ok.setEnabled(given)
        self.cancel.setDefault(not given)

    @Slot()
    def _reject_it(self) -> None:
        reason = self.reason.text().strip()
        if not reason:
            return
        self.accept()
        self.chosen.emit(reason)


class CorrectedDialog(QDialog):
    """The referee's own entry of a proposed hand: the winner (or a draw), from whom,
    the tiles; the engine's count shows as it is typed, and only a hand the rules
    accept can be stored.

    Signals:
        chosen(HandEntry): the entry to store in place of the table's.
    """

    chosen = Signal(object)

    def __init__(
        self,
        workspace: Workspace,
        row: Mapping[str, object],
        names: Mapping[str, str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("correctedDialog")
        self.workspace = workspace
        self.session, self.table_no = int(str(row["session"])), int(str(row["table"]))
        self.hand = int(str(row["hand"]))
        table = workspace.table(self.session, self.table_no)
        self.seats = table.seats if table is not None else (0, 0, 0, 0)
        proposal = row.get("proposal")
        entry = proposal.get("entry") if isinstance(proposal, Mapping) else None
        entry = entry if isinstance(entry, Mapping) else {}
        self.setWindowTitle(
            self.tr("Hand %1 of table %2, session %3: the referee's entry")
            .replace("%1", str(self.hand)).replace("%2", str(self.table_no))
            .replace("%3", str(self.session))
        )  # fmt: skip
        self.winner = QComboBox(self)
        self.winner.setObjectName("correctedWinner")
        self.winner.addItem(self.tr("Draw (no winner)"), DRAW)
        self.giver = QComboBox(self)
        self.giver.setObjectName("correctedFrom")
        self.giver.addItem(self.tr("Self-drawn"), SELF_DRAWN)
        self.names = [names.get(letter, letter) for letter in SEAT_LETTERS]
        heading = QLabel(f"<b>{self.windowTitle()}</b>", self)
        for seat, letter in enumerate(SEAT_LETTERS):
            self.winner.addItem(names.get(letter, letter), seat)
            self.giver.addItem(names.get(letter, letter), seat)
        self.tiles = QLineEdit(str(entry.get("tiles") or ""), self)
        self.tiles.setObjectName("correctedTiles")
        # A win on another seat's kong: the notation cannot say it on a discard without
        # the situation's flag, so the table's `robbed` is kept as a choice of its own.
        self.robbed = QCheckBox(self.tr("&Robbing the kong"), self)
        self.robbed.setObjectName("correctedRobbed")
        self.robbed.setChecked(entry.get("robbed") is True)
        self.preview = QLabel(self)
        self.preview.setObjectName("correctedPreview")
        self.preview.setWordWrap(True)
        box, self.ok = _buttons(self, self.tr("&Store this hand"))
        self.ok.setObjectName("correctedStore")
        self.ok.clicked.connect(self._store)
        form = QFormLayout(self)
        form.addRow(heading)
        form.addRow(self.tr("&Winner:"), self.winner)
        form.addRow(self.tr("&From:"), self.giver)
        form.addRow(self.tr("&Tiles:"), self.tiles)
        form.addRow(self.robbed)
        form.addRow(self.preview)
        form.addRow(box)
        if entry.get("winner") in SEAT_LETTERS:
            self.winner.setCurrentIndex(1 + SEAT_LETTERS.index(str(entry["winner"])))
        if entry.get("from") in SEAT_LETTERS:
            self.giver.setCurrentIndex(1 + SEAT_LETTERS.index(str(entry["from"])))
        for signal in (self.winner.currentIndexChanged, self.giver.currentIndexChanged):
            signal.connect(self.check)
        self.tiles.textChanged.connect(self.check)
        self.robbed.toggled.connect(self.check)
        self.resize(520, self.sizeHint().height())
        self.check()

    def entry(self) -> HandEntry:
        winner = int(self.winner.currentData())
        if winner == DRAW:
            return HandEntry()
        giver = int(self.giver.currentData())
        return HandEntry(
            (self.seats[winner],),
            None if giver == SELF_DRAWN else self.seats[giver],
            (self.tiles.text().strip(),),
            robbed=self.robbed.isEnabled() and self.robbed.isChecked(),
        )

    @Slot()
    def check(self) -> bool:
        """The engine's count of the entry as it stands; Store only when it is valid."""
        draw = int(self.winner.currentData()) == DRAW
        self.giver.setEnabled(not draw)
        self.tiles.setEnabled(not draw)
        # only a win on a discard robs a kong (the service refuses it on a self-draw)
        self.robbed.setEnabled(not draw and int(self.giver.currentData()) != SELF_DRAWN)
        try:
            record = self.workspace.service.preview_hand(
                self.session, self.table_no, self.hand, self.entry()
            )
        except TournamentError as e:
            self.preview.setText(translate_message(str(e)))
            self.preview.setStyleSheet("color: #b71c1c;")
            self.ok.setEnabled(False)
            return False
        points = " · ".join(
            f"{self.names[i]} {format_signed(p)}" for i, p in enumerate(record.points)
        )
        text = self.tr("The engine: %1 fan; points %2") if not record.draw else self.tr(
            "A draw; points %2")  # fmt: skip
        self.preview.setText(
            text.replace("%1", "—" if record.fan is None else str(record.fan)).replace("%2", points)
        )
        self.preview.setStyleSheet("")
        self.ok.setEnabled(True)
        return True

    @Slot()
    def _store(self) -> None:
        if not self.check():
            return
        entry = self.entry()
        self.accept()
        self.chosen.emit(entry)
