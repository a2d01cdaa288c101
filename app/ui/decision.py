"""The two answers of a dialog that can overwrite what another station stored (issue
21): keep what is stored, the default, or put mine over it, on purpose only.

A referee presses Enter for everything on the sheet, so an Enter meant for the sheet
must never replace another station's work: Enter and Escape keep what is stored, and
overwriting takes a click, its own key (Alt+O, the mnemonic of "over") or Space on
that button. A line above the buttons says so.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)


class DecisionDialog(QDialog):
    """A dialog answered by the two buttons :func:`decision` gives it.

    Signals:
        decided(bool): True = put mine over what is stored, False = keep it.
    """

    decided = Signal(bool)
    keep_button: QPushButton  # set by decision()
    mine_button: QPushButton


def decision(dialog: DecisionDialog, keep: str, mine: str) -> QWidget:
    """The answers of `dialog` (texts translated by it) with the line that explains
    the keys; sets `dialog.keep_button` and `dialog.mine_button`, and makes accept /
    reject emit `dialog.decided(True / False)`."""
    room = QWidget(dialog)
    layout = QVBoxLayout(room)
    layout.setContentsMargins(0, 6, 0, 0)
    hint = QLabel(
        QCoreApplication.translate(
            "Decision", "Enter or Esc keeps what is stored; Alt+O puts yours over it."
        ),
        room,
    )
    hint.setObjectName("decisionHint")
    hint.setWordWrap(True)
    buttons = QDialogButtonBox(room)
    keep_button = buttons.addButton(keep, QDialogButtonBox.ButtonRole.RejectRole)
    mine_button = buttons.addButton(mine, QDialogButtonBox.ButtonRole.AcceptRole)
    keep_button.setObjectName("keepStored")
    mine_button.setObjectName("enterMine")
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)  # Escape too
    decided = dialog.decided
    dialog.accepted.connect(lambda: decided.emit(True))
    dialog.rejected.connect(lambda: decided.emit(False))
    # In a dialog every push button is "auto default": the one with the focus takes
    # Enter. The platform's button order may put "mine" first and give it the focus
    # when the dialog opens (it did, on Linux), so "mine" never takes Enter, and
    # "keep" is the default and starts with the focus.
    mine_button.setAutoDefault(False)
    keep_button.setDefault(True)
    keep_button.setFocus()
    QWidget.setTabOrder(keep_button, mine_button)
    dialog.keep_button = keep_button
    dialog.mine_button = mine_button
    layout.addWidget(hint)
    layout.addWidget(buttons)
    return room
