"""The referee's Reject dialog: a reason is required; Enter never rejects (the safe
choice), and once a reason is typed Enter does not throw it away either."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.ui.tableside.settle import ReasonDialog


def test_enter_after_a_reason_keeps_it_and_reject_takes_a_click(qtbot):
    dialog = ReasonDialog()
    qtbot.addWidget(dialog)
    chosen: list[str] = []
    dialog.chosen.connect(chosen.append)
    dialog.show()
    qtbot.keyClicks(dialog.reason, "  wrong winner  ")
    qtbot.keyClick(dialog.reason, Qt.Key.Key_Return)
    assert chosen == [] and dialog.isVisible()
    assert dialog.reason.text() == "  wrong winner  "
    qtbot.mouseClick(dialog.ok, Qt.MouseButton.LeftButton)
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
