"""Issue 9, done means: a whole 16-hand match entered, corrected and verified by keyboard
alone, and by mouse alone, storing exactly what the screen showed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from app.domain import MatchState
from tests.test_ui_sheet_trust import hooks, new_window, stored, tournament  # noqa: F401

TILES = "123m456m789m123p55p"


@pytest.fixture
def window(qtbot, tmp_path, tournament):  # noqa: F811
    w = new_window(qtbot, tmp_path, tournament)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    yield w
    w.close_document()


def keys(qtbot, *presses) -> None:
    """Keys typed where the focus is; a tuple is (key, modifier)."""
    for press in presses:
        key, modifier = (
            press if isinstance(press, tuple) else (press, Qt.KeyboardModifier.NoModifier)
        )
        widget = QApplication.focusWidget()
        assert widget is not None
        if isinstance(key, str) and len(key) > 1:
            qtbot.keyClicks(widget, key)
        else:
            qtbot.keyClick(widget, key, modifier)


ALT = Qt.KeyboardModifier.AltModifier
CTRL = Qt.KeyboardModifier.ControlModifier


def test_a_whole_match_by_keyboard_alone(qtbot, window):
    h = hooks(window)
    seats = window.document.workspace.table(1, 1).seats
    shown = {}
    for hand in range(1, 17):
        assert h.hand.value() == hand and QApplication.focusWidget() is h.winner
        if hand % 5 == 0:  # a draw: Alt+D
            keys(qtbot, ("d", ALT))
            qtbot.waitUntil(lambda n=hand: n in stored(window))
            shown[hand] = None
        elif hand % 4 == 0:  # tiles typed: Ctrl+L to the notation, Enter records
            keys(qtbot, "b", "s", ("l", CTRL), TILES)
            shown[hand] = int(h.fan.text())
            keys(qtbot, Qt.Key.Key_Return)
        else:
            keys(qtbot, "abcd"[hand % 4], "abcd"[(hand + 1) % 4], str(8 + hand))
            shown[hand] = int(h.fan.text())
            keys(qtbot, Qt.Key.Key_Enter)
    entered = stored(window)
    assert {n: (r.fan if not r.draw else None) for n, r in entered.items()} == shown
    assert window.document.workspace.status(1, 1).state is MatchState.COMPLETE
    # correct hand 3: the focus is on the hand number (all entered), 3, Alt+O, ...
    assert QApplication.focusWidget() is h.hand
    keys(qtbot, (Qt.Key.Key_A, CTRL), "3")
    assert h.hand.value() == 3 and not h.record.isEnabled()
    keys(qtbot, ("o", ALT))
    qtbot.waitUntil(lambda: h.winner.isEnabled() and QApplication.focusWidget() is h.winner)
    keys(qtbot, "c", "s", (Qt.Key.Key_A, CTRL), "40", Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, "confirmReplace") is not None)
    box = window.findChild(QMessageBox, "confirmReplace")
    qtbot.waitUntil(lambda: QApplication.activeWindow() is box)
    keys(qtbot, ("r", ALT))  # Replace's own key (Enter keeps the stored hand)
    qtbot.waitUntil(lambda: stored(window)[3].fan == 40)
    third = stored(window)[3]
    assert (third.winner, third.discarder) == (seats[2], None)
    # and verify: Alt+V
    qtbot.waitUntil(lambda: QApplication.focusWidget() is h.hand)
    keys(qtbot, ("v", ALT))
    qtbot.waitUntil(lambda: window.document.workspace.status(1, 1).state is MatchState.VERIFIED)


def choose_by_mouse(qtbot, combo, index: int) -> None:
    qtbot.mousePress(combo, Qt.MouseButton.LeftButton)  # a combo opens on the press
    view = combo.view()
    qtbot.waitUntil(view.isVisible)
    qtbot.wait(QApplication.doubleClickInterval() + 50)  # a quick release only opens it
    rect = view.visualRect(view.model().index(index, 0))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: not view.isVisible())
    assert combo.currentIndex() == index


@pytest.mark.qt_log_ignore("This plugin does not support")  # popups, offscreen
@pytest.mark.slow
def test_a_whole_match_by_mouse_alone(qtbot, window):
    h = hooks(window)
    page = window.pages["table"]
    palette = page.hand_entry.palette_widget
    click = lambda w: qtbot.mouseClick(w, Qt.MouseButton.LeftButton)  # noqa: E731
    shown = {}
    for hand in range(1, 17):
        if hand % 6 == 0:
            click(h.draw)
            shown[hand] = None
            continue
        choose_by_mouse(qtbot, h.winner, hand % 4)
        choose_by_mouse(qtbot, h.from_, 0 if hand % 3 == 0 else 1 + (hand + 1) % 4)
        for tile in ("1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m", "1p", "2p", "3p"):
            click(palette.button(tile))
        click(palette.button("5p"))
        click(palette.button("5p"))
        shown[hand] = int(h.fan.text())
        assert h.record.isEnabled(), h.message.text()
        click(h.record)
        assert h.hand.value() == min(hand + 1, 16)
    entered = stored(window)
    assert {n: (r.fan if not r.draw else None) for n, r in entered.items()} == shown
    # correct hand 2 into a draw, by mouse: the row, Correct, Draw, Replace
    model = page.hands_table.model()
    rect = page.hands_table.visualRect(model.index(1, 0))
    qtbot.mouseClick(page.hands_table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert h.hand.value() == 2
    click(page.findChild(type(h.record), "correct"))
    click(h.draw)
    box = window.findChild(QMessageBox, "confirmReplace")
    click(next(b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole))
    qtbot.waitUntil(lambda: stored(window)[2].draw)
    click(page.verify_button)
    assert window.document.workspace.status(1, 1).state is MatchState.VERIFIED
