"""The hand form's widgets and their layout, without behaviour: the hand number, the
winds line, winner, from and fan, another system's extras, the buttons and the message
line. `HandForm` (app.ui.table.hand_form) connects them and shows the presenter's state.

Texts are translated in the ``HandForm`` context, as the form's own."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QWidget,
)

from app.domain.model import HANDS_PER_MATCH
from app.ui.table.draft import SELF_DRAWN
from app.ui.table.extras import ExtrasPanel
from app.ui.table.form_parts import Room, restyle

READ_ONLY = "QLineEdit { background: #eeeeee; }"


class HandFormLayout(QWidget):
    """The widgets of the hand form, built and laid out."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._build_fields()
        self._build_buttons()
        self._build_layout()

    def _build_fields(self) -> None:
        self.hand_spin = QSpinBox(self)
        self.hand_spin.setObjectName("hand")
        self.hand_spin.setRange(1, HANDS_PER_MATCH)
        self.winds_label = QLabel(self)
        self.winds_label.setObjectName("winds")
        self.winds_label.setWordWrap(True)
        self.winds_label.setFixedHeight(2 * self.fontMetrics().lineSpacing() + 4)
        self.winner_combo = QComboBox(self)
        self.winner_combo.setObjectName("winner")
        self.winner_combo.setPlaceholderText(QCoreApplication.translate("HandForm", "A-D"))
        self.from_combo = QComboBox(self)
        self.from_combo.setObjectName("from")
        self.from_combo.setPlaceholderText(
            QCoreApplication.translate("HandForm", "A-D, or S self-drawn")
        )
        self.fan_edit = QLineEdit(self)
        self.fan_edit.setObjectName("fan")
        self._whole_fan = QIntValidator(0, 9999, self.fan_edit)
        self.fan_edit.setValidator(self._whole_fan)
        self.fan_edit.setMaxLength(8)
        self.fan_edit.setPlaceholderText(QCoreApplication.translate("HandForm", "8 or more"))
        # the system's extra fields (kongs, horse, liable, ...): shown by capability
        self.extras = ExtrasPanel(self)
        self.extras.setObjectName("extras")

    def _build_buttons(self) -> None:
        self.record_button = QPushButton(QCoreApplication.translate("HandForm", "&Record"), self)
        self.record_button.setObjectName("record")
        self.record_button.setToolTip(
            QCoreApplication.translate(
                "HandForm", "Store this hand (Enter in the fan box, Ctrl+Return)"
            )
        )
        self.draw_button = QPushButton(QCoreApplication.translate("HandForm", "&Draw"), self)
        self.draw_button.setObjectName("draw")
        self.draw_button.setToolTip(
            QCoreApplication.translate("HandForm", "The wall ran out: nobody won this hand")
        )
        self.correct_button = QPushButton(QCoreApplication.translate("HandForm", "C&orrect"), self)
        self.correct_button.setObjectName("correct")
        self.correct_button.setCheckable(True)
        self.correct_button.setToolTip(
            QCoreApplication.translate(
                "HandForm",
                "Change or delete this entered hand (you are asked before it is replaced)",
            )
        )
        self.delete_button = QPushButton(
            QCoreApplication.translate("HandForm", "Delete hand"), self
        )
        self.delete_button.setObjectName("deleteHand")
        self.delete_button.hide()
        self.mode_label = QLabel(self)
        self.mode_label.setObjectName("correcting")
        self.mode_label.setStyleSheet("background: #fff3cd; color: #6d4c00; padding: 3px;")
        self.mode_label.hide()
        # beside the hand number: it may be cut short, never make the window wider
        self.mode_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.message_label = QLabel(self)
        self.message_label.setObjectName("message")
        self.message_label.setWordWrap(True)
        self.message_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        # a fixed room: a message of another length must not move (and repaint) the sheet
        line = self.fontMetrics().lineSpacing()
        self.message_label.setFixedHeight(2 * line + 4)

    def _build_layout(self) -> None:
        form = QFormLayout(self)
        message_room = Room(self.message_label, self)
        buttons = QHBoxLayout()
        for w in (self.record_button, self.draw_button, self.correct_button, self.delete_button):
            buttons.addWidget(w)
        buttons.addStretch(1)
        labels = []
        for text, buddy in (
            (QCoreApplication.translate("HandForm", "Wi&nner:"), self.winner_combo),
            (QCoreApplication.translate("HandForm", "Fro&m:"), self.from_combo),
            (QCoreApplication.translate("HandForm", "F&an:"), self.fan_edit),
        ):
            label = QLabel(text, self)
            label.setBuddy(buddy)
            labels.append(label)
        self.fan_label = labels[2]
        hand_row = QHBoxLayout()
        hand_row.addWidget(self.hand_spin)
        hand_row.addWidget(self.mode_label, 1)  # correcting: said beside the hand number
        self.hand_spin.setMinimumWidth(self.fontMetrics().horizontalAdvance("16") + 48)
        form.addRow(QCoreApplication.translate("HandForm", "Hand:"), hand_row)
        form.addRow(self.winds_label)
        form.addRow(labels[0], self.winner_combo)
        form.addRow(labels[1], self.from_combo)
        form.addRow(labels[2], self.fan_edit)
        form.addRow(self.extras)
        form.addRow(buttons)
        form.addRow(message_room)

    # -- showing -------------------------------------------------------------------------
    @staticmethod
    def choice(combo: QComboBox) -> int | None:
        """The player chosen in ``combo`` (SELF_DRAWN in the from box), None: none."""
        return combo.currentData() if combo.currentIndex() >= 0 else None

    @staticmethod
    def select(combo: QComboBox, value: object) -> None:
        combo.setCurrentIndex(combo.findData(value) if value is not None else -1)

    def fill_seats(self, seats: tuple[int, ...], names: dict[int, str]) -> None:
        """The players of the table in the winner and from boxes (a choice stays)."""
        for combo in (self.winner_combo, self.from_combo):
            current = self.choice(combo)
            combo.blockSignals(True)
            combo.clear()
            if combo is self.from_combo:
                combo.addItem(QCoreApplication.translate("HandForm", "S  Self-drawn"), SELF_DRAWN)
            for i, number in enumerate(seats):
                combo.addItem(f"{'ABCD'[i]}  {names.get(number, number)}", number)
            index = combo.findData(current) if current is not None else -1
            combo.setCurrentIndex(index)
            combo.blockSignals(False)

    def show_correcting(self, line: str | None) -> None:
        """The correction mode on (``line`` says so beside the hand number) or off."""
        on = line is not None
        self.correct_button.blockSignals(True)
        self.correct_button.setChecked(on)
        self.correct_button.blockSignals(False)
        self.delete_button.setVisible(on)
        self.mode_label.setVisible(on)
        if line is not None:
            self.mode_label.setText(line)

    def show_fan(self, source: str, text: str) -> None:
        """The fan box shows ``text``: as typed ("typed"), or worked out from the tiles
        ("tiles") or the elements ticked ("elements"), then read-only, and read-only
        looks read-only, and the label says where the number comes from."""
        typed = source == "typed"
        self.fan_edit.setReadOnly(not typed)
        restyle(self.fan_edit, "" if typed else READ_ONLY)
        labels = {
            "typed": QCoreApplication.translate("HandForm", "F&an:"),
            "tiles": QCoreApplication.translate("HandForm", "F&an (tiles):"),
            "elements": QCoreApplication.translate("HandForm", "F&an (elements):"),
        }
        if self.fan_label.text() != labels[source]:
            self.fan_label.setText(labels[source])
        if source == "tiles":
            tip = QCoreApplication.translate(
                "HandForm", "From the tiles; clear them to type the fan."
            )
            self.fan_edit.setToolTip(tip)
        elif typed:
            tip = QCoreApplication.translate(
                "HandForm", "The fan total, flowers included (8 or more)."
            )
            self.fan_edit.setToolTip(tip)
        if self.fan_edit.text() != text:
            self.fan_edit.setText(text)
