"""Issue 9, keyboard first: a fan-only hand in five keys, Ctrl+Return, Tab never trapped,
the tile palette one Tab stop with arrows inside, unique mnemonics, Alt+V verifies."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QLabel,
    QTabBar,
    QToolButton,
    QWidget,
)

from app.domain import MatchState
from app.tournament import open_tournament
from tests.test_ui_sheet_trust import hooks, new_window, stored, tournament  # noqa: F401


@pytest.fixture
def window(qtbot, tmp_path, tournament):  # noqa: F811
    w = new_window(qtbot, tmp_path, tournament)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    yield w
    w.close_document()


def press(qtbot, key, modifier=Qt.KeyboardModifier.NoModifier) -> QWidget:
    """A key where the focus is, as the referee's keyboard sends it."""
    widget = QApplication.focusWidget()
    assert widget is not None
    qtbot.keyClick(widget, key, modifier)
    return widget


@pytest.mark.slow
def test_a_fan_only_hand_in_five_keys(qtbot, window):
    h = hooks(window)
    assert QApplication.focusWidget() is h.winner  # the sheet opens ready to type
    for key in ("a", "c", "2", "4"):
        press(qtbot, key)
    press(qtbot, Qt.Key.Key_Return)
    record = stored(window)[1]
    seats = window.document.workspace.table(1, 1).seats
    assert (record.winner, record.discarder, record.fan) == (seats[0], seats[2], 24)
    # and the next hand is ready the same way: B self-drawn 8
    assert QApplication.focusWidget() is h.winner and h.hand.value() == 2
    for key in ("2", "s", "8"):
        press(qtbot, key)
    press(qtbot, Qt.Key.Key_Enter)
    assert stored(window)[2].discarder is None and stored(window)[2].winner == seats[1]


@pytest.mark.slow
def test_ctrl_return_records_from_the_tiles(qtbot, window):
    h = hooks(window)
    press(qtbot, "a")
    press(qtbot, "b")
    h.notation.setFocus()
    qtbot.keyClicks(h.notation, "123m456m789m123p55p")
    press(qtbot, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert stored(window)[1].tiles.startswith("123456789m12355p")


@pytest.mark.slow
def test_tab_leaves_the_tables(qtbot, window):
    page = window.pages["table"]
    for table in (page.hands_table, page.summary_table, page.hand_entry.fan_table):
        table.setFocus()
        qtbot.waitUntil(table.hasFocus)
        press(qtbot, Qt.Key.Key_Tab)
        focus = QApplication.focusWidget()
        assert focus is not table and not table.isAncestorOf(focus)


def test_the_tile_palette_is_one_tab_stop_with_arrows_inside(qtbot, window):
    entry = window.pages["table"].hand_entry
    palette = entry.palette_widget
    buttons = palette.findChildren(QToolButton)
    assert len(buttons) == 42
    assert all(b.focusPolicy() == Qt.FocusPolicy.NoFocus for b in buttons)
    # Tab from the widget before the palette lands on the palette, the next Tab leaves it
    h = hooks(window)
    press(qtbot, "a")
    press(qtbot, "s")
    palette.setFocus()
    qtbot.waitUntil(palette.hasFocus)
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Down):  # 3m -> 3p
        press(qtbot, key)
    assert palette.current_tile() == "3p"
    press(qtbot, Qt.Key.Key_Space)
    press(qtbot, Qt.Key.Key_Return)
    assert h.notation.text().startswith("33p|")
    press(qtbot, Qt.Key.Key_Tab)
    assert not palette.hasFocus() and not palette.isAncestorOf(QApplication.focusWidget())


def _mnemonics(window) -> list[tuple[str, str]]:
    """(letter, text) of every mnemonic the referee can reach with the sheet shown."""
    found = []
    for action in window.menuBar().actions():
        found.append(action.text())
    for widget in window.findChildren(QWidget):
        if not widget.isVisible():
            continue
        if isinstance(widget, QAbstractButton | QLabel):
            text = widget.text()
            if isinstance(widget, QLabel) and widget.buddy() is None:
                continue
            found.append(text)
        elif isinstance(widget, QTabBar):
            found += [widget.tabText(i) for i in range(widget.count())]
    letters = []
    for text in found:
        match = re.search(r"&([^&])", text.replace("&&", ""))
        if match:
            letters.append((match.group(1).lower(), text))
    return letters


@pytest.mark.slow
def test_mnemonics_are_unique(qtbot, window):
    page = window.pages["table"]
    for tab in range(page.tabs.count()):
        page.tabs.setCurrentIndex(tab)
        letters = _mnemonics(window)
        seen: dict[str, str] = {}
        for letter, text in letters:
            assert letter not in seen, f"{text!r} and {seen[letter]!r} share Alt+{letter}"
            seen[letter] = text
    assert "v" in seen
    window.show_page("hand")  # the calculator: its own letters, the menus' too
    seen = {}
    for letter, text in _mnemonics(window):
        assert letter not in seen, f"{text!r} and {seen[letter]!r} share Alt+{letter}"
        seen[letter] = text


@pytest.mark.slow
def test_alt_v_verifies(qtbot, window):
    svc = open_tournament(window.document.location)
    for hand in range(1, 17):
        svc.record_draw(1, 1, hand)
    svc.close()
    window.document.check_file()  # as the watch on the file does within 2 s
    state = window.document.workspace.status
    press(qtbot, Qt.Key.Key_V, Qt.KeyboardModifier.AltModifier)  # a button's mnemonic
    qtbot.waitUntil(lambda: state(1, 1).state is MatchState.VERIFIED)  # clicks after 100 ms
    press(qtbot, Qt.Key.Key_V, Qt.KeyboardModifier.AltModifier)  # and reopens
    qtbot.waitUntil(lambda: state(1, 1).state is MatchState.COMPLETE)


@pytest.mark.slow
def test_escape_leaves_correction_mode_unchanged(qtbot, window):
    h = hooks(window)
    for key in ("a", "c", "2", "4"):
        press(qtbot, key)
    press(qtbot, Qt.Key.Key_Return)
    h.hand.setValue(1)
    correct = window.pages["table"].findChild(QAbstractButton, "correct")
    correct.click()
    assert correct.isChecked() and h.winner.isEnabled()
    press(qtbot, "b")
    press(qtbot, Qt.Key.Key_Escape)
    assert not correct.isChecked() and not h.winner.isEnabled()
    seats = window.document.workspace.table(1, 1).seats
    assert h.winner.currentData() == seats[0] and stored(window)[1].winner == seats[0]
