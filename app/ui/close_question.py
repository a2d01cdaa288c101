"""The question asked before a tournament or the window closes with hands typed at
the table sheet and not recorded (opened without blocking; Cancel is the default)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QAbstractButton, QMessageBox, QWidget

from app.ui.wording import clause_separator

Key = tuple[int, int, int]  # session, table, hand

translate = QCoreApplication.translate


def ask_close(
    parent: QWidget,
    drafts: list[Key],
    discard: Callable[[], object],
    keep: Callable[[], object],
) -> QMessageBox:
    """Ask whether to lose ``drafts`` (the first four are named): ``discard`` runs on
    "Close without recording", ``keep`` on Cancel. The words are the window's (its
    translation context)."""
    where = clause_separator().join(
        translate("MainWindow", "session %1, table %2, hand %3")
        .replace("%1", str(s))
        .replace("%2", str(t))
        .replace("%3", str(h))
        for s, t, h in drafts[:4]
    )
    box = QMessageBox(
        QMessageBox.Icon.Warning,
        translate("MainWindow", "Hands not recorded"),
        translate(
            "MainWindow", "These hands were typed but not recorded: %1. Close and lose them?"
        ).replace("%1", where),
        parent=parent,
    )
    box.setObjectName("confirmClose")
    lose = box.addButton(
        translate("MainWindow", "Close without recording"), QMessageBox.ButtonRole.AcceptRole
    )
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(QMessageBox.StandardButton.Cancel)

    def answered(button: QAbstractButton) -> None:
        box.setObjectName("")
        box.deleteLater()
        if button is lose:
            discard()
        else:
            keep()

    box.buttonClicked.connect(answered)
    box.open()
    return box
