"""The referee's Reject dialog: a reason is required, and Enter after typing one
rejects (a referee types the reason and presses Enter; Cancel stays the default only
while there is no reason to lose)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.ui.tableside.settle import ReasonDialog


def test_enter_after_a_reason_rejects_with_it(qtbot):
    dialog = ReasonDialog()
    qtbot.addWidget(dialog)
    chosen: list[str] = []
    dialog.chosen.connect(chosen.append)
    dialog.show()
    qtbot.keyClicks(dialog.reason, "  wrong winner  ")
    qtbot.keyClick(dialog.reason, Qt.Key.Key_Return)
    assert chosen == ["wrong winner"]
    assert dialog.result() == ReasonDialog.DialogCode.Accepted


def test_enter_without_a_reason_rejects_nothing(qtbot):
    dialog = ReasonDialog()
    qtbot.addWidget(dialog)
    chosen: list[str] = []
    dialog.chosen.connect(chosen.append)
    dialog.show()
    qtbot.keyClicks(dialog.reason, "   ")
    qtbot.keyClick(dialog.reason, Qt.Key.Key_Return)
    assert chosen == [] and not dialog.ok.isEnabled()
