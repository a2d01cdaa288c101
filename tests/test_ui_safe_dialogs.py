"""Issue 21, item 2: in every dialog that can overwrite or delete what is stored, the
safe answer is the default. Enter (the key a referee presses for everything on the
sheet) and Escape keep what is stored; overwriting takes a deliberate click or its own
key. Each dialog is opened for real: two stations on one tournament file, the sheet
driven into the conflict."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QWidget
from pytestqt.exceptions import TimeoutError as WaitTimeout

from tests.test_ui_sheet_trust import tournament  # noqa: F401
from tests.test_ui_stations import _stale_entry_in_two_windows
from tests.test_ui_stations_match import conflict, two_stations  # noqa: F401

ALT = Qt.KeyboardModifier.AltModifier


def _focus_in(dialog: QDialog) -> QWidget:
    """The widget of `dialog` that the keyboard reaches: the application's focus when the
    dialog is the active window, else the dialog's own focus widget (what gets the focus
    as soon as it is active: on the offscreen platform, after many windows, activation
    may lag behind the test)."""
    focus = QApplication.focusWidget()
    if focus is not None and (focus is dialog or dialog.isAncestorOf(focus)):
        return focus
    inside = dialog.focusWidget()
    return inside if inside is not None else dialog


def press(qtbot, dialog: QDialog, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """A key where the focus is in the dialog, as the keyboard sends it."""
    dialog.activateWindow()
    try:
        qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog, timeout=2000)
    except WaitTimeout:
        pass  # not active yet: the key goes to the dialog's own focus widget
    qtbot.keyClick(_focus_in(dialog), key, modifier)


def closed(qtbot, dialog: QDialog) -> None:
    qtbot.waitUntil(lambda: not dialog.isVisible())


# -- the hand's conflict dialog --------------------------------------------------------
def _hand_conflict(qtbot, tmp_path):
    first, second, dialog, stored = _stale_entry_in_two_windows(qtbot, tmp_path)
    assert stored(first)[1].fan == 8  # the other station's hand
    return first, second, dialog, stored


def _close(*windows) -> None:
    for w in windows:
        w.close_document()


@pytest.mark.slow
def test_enter_in_the_hand_conflict_keeps_the_stored_hand(qtbot, tmp_path):
    first, second, dialog, stored = _hand_conflict(qtbot, tmp_path)
    assert dialog.keep_button.isDefault() and not dialog.mine_button.isDefault()
    assert dialog.keep_button.hasFocus() or not dialog.isActiveWindow()
    press(qtbot, dialog, Qt.Key.Key_Return)
    closed(qtbot, dialog)
    assert stored(first)[1].fan == 8 and stored(second)[1].fan == 8
    _close(first, second)


@pytest.mark.slow
def test_keypad_enter_in_the_hand_conflict_keeps_the_stored_hand(qtbot, tmp_path):
    first, second, dialog, stored = _hand_conflict(qtbot, tmp_path)
    press(qtbot, dialog, Qt.Key.Key_Enter)
    closed(qtbot, dialog)
    assert stored(first)[1].fan == 8
    _close(first, second)


@pytest.mark.slow
def test_escape_in_the_hand_conflict_keeps_the_stored_hand(qtbot, tmp_path):
    first, second, dialog, stored = _hand_conflict(qtbot, tmp_path)
    press(qtbot, dialog, Qt.Key.Key_Escape)
    closed(qtbot, dialog)
    assert stored(first)[1].fan == 8
    _close(first, second)


@pytest.mark.slow
def test_tab_then_enter_in_the_hand_conflict_still_needs_the_deliberate_choice(qtbot, tmp_path):
    """Moving the focus with Tab onto "Enter mine" and pressing Enter is deliberate:
    the button with the focus is what Enter presses, as in any dialog."""
    first, second, dialog, stored = _hand_conflict(qtbot, tmp_path)
    dialog.mine_button.setFocus()
    press(qtbot, dialog, Qt.Key.Key_Space)
    closed(qtbot, dialog)
    qtbot.waitUntil(lambda: stored(first)[1].fan == 30)
    _close(first, second)


@pytest.mark.slow
def test_the_mnemonic_enters_mine_over_the_stored_hand(qtbot, tmp_path):
    first, second, dialog, stored = _hand_conflict(qtbot, tmp_path)
    press(qtbot, dialog, Qt.Key.Key_O, ALT)
    closed(qtbot, dialog)
    qtbot.waitUntil(lambda: stored(first)[1].fan == 30)
    _close(first, second)


@pytest.mark.slow
def test_a_click_enters_mine_over_the_stored_hand(qtbot, tmp_path):
    first, second, dialog, stored = _hand_conflict(qtbot, tmp_path)
    qtbot.mouseClick(dialog.mine_button, Qt.MouseButton.LeftButton)
    assert stored(first)[1].fan == 30 and stored(second)[1].fan == 30
    _close(first, second)


# -- a match's conflict dialog: penalties, totals, state --------------------------------
def _penalty_conflict(qtbot, window, page, other):
    """This station adds a penalty on a view another station changed since."""
    panel = page.penalties_panel
    page.tabs.setCurrentWidget(panel)
    seats = window.document.workspace.table(1, 1).seats
    panel.player_combo.setCurrentIndex(1)
    other.record_penalty(1, 1, seats[2], -5, "talking")  # meanwhile, at another desk
    qtbot.mouseClick(panel.add_button, Qt.MouseButton.LeftButton)
    return conflict(qtbot, window)


@pytest.mark.slow
def test_enter_in_a_penalty_conflict_keeps_the_stored_match(qtbot, two_stations):  # noqa: F811
    window, page, other = two_stations
    dialog = _penalty_conflict(qtbot, window, page, other)
    assert not dialog.mine_button.isDefault() and not dialog.mine_button.autoDefault()
    press(qtbot, dialog, Qt.Key.Key_Return)
    closed(qtbot, dialog)
    assert [p.reason for p in other.penalties(1, 1)] == ["talking"]


@pytest.mark.slow
def test_escape_in_a_penalty_conflict_keeps_the_stored_match(qtbot, two_stations):  # noqa: F811
    window, page, other = two_stations
    dialog = _penalty_conflict(qtbot, window, page, other)
    press(qtbot, dialog, Qt.Key.Key_Escape)
    closed(qtbot, dialog)
    assert [p.reason for p in other.penalties(1, 1)] == ["talking"]


@pytest.mark.slow
def test_the_mnemonic_applies_a_penalty_on_purpose(qtbot, two_stations):  # noqa: F811
    window, page, other = two_stations
    dialog = _penalty_conflict(qtbot, window, page, other)
    press(qtbot, dialog, Qt.Key.Key_O, ALT)
    closed(qtbot, dialog)
    assert sorted(p.reason for p in other.penalties(1, 1)) == ["False win", "talking"]


def test_enter_in_a_penalty_deletion_conflict_keeps_the_penalty(qtbot, two_stations):  # noqa: F811
    window, page, other = two_stations
    seats = window.document.workspace.table(1, 1).seats
    other.record_penalty(1, 1, seats[0], -10, "slow play")
    window.document.check_file()
    page.refresh()
    panel = page.penalties_panel
    page.tabs.setCurrentWidget(panel)
    panel.list.selectRow(0)
    other.record_penalty(1, 1, seats[1], -5, "talking")  # the view is outdated now
    assert not panel.delete_selected()
    dialog = conflict(qtbot, window)
    press(qtbot, dialog, Qt.Key.Key_Return)
    closed(qtbot, dialog)
    assert sorted(p.reason for p in other.penalties(1, 1)) == ["slow play", "talking"]


@pytest.mark.slow
def test_enter_in_a_totals_conflict_keeps_the_stored_match(qtbot, two_stations):  # noqa: F811
    window, page, other = two_stations
    form = page.totals_form
    page.tabs.setCurrentWidget(form)
    seats = window.document.workspace.table(1, 1).seats
    for spin, value in zip(form.spins, (12, -4, -4, -4), strict=True):
        spin.setValue(value)
    other.record_penalty(1, 1, seats[0], -3, "slow play")
    qtbot.mouseClick(form.save_button, Qt.MouseButton.LeftButton)
    dialog = conflict(qtbot, window)
    press(qtbot, dialog, Qt.Key.Key_Return)
    closed(qtbot, dialog)
    assert other.totals(1, 1) is None


@pytest.mark.slow
def test_enter_in_a_reopen_conflict_keeps_the_match_verified(qtbot, two_stations):  # noqa: F811
    """Reopening a verified match on an outdated view: Enter leaves it verified."""
    from app.domain import MatchState

    window, page, other = two_stations
    other.set_totals(1, 1, [12, -4, -4, -4])
    other.set_match_state(1, 1, MatchState.VERIFIED)
    window.document.check_file()
    page.refresh()
    # meanwhile the head referee reopens, corrects and verifies again
    other.set_match_state(1, 1, MatchState.COMPLETE)
    other.set_totals(1, 1, [16, -8, -4, -4])
    other.set_match_state(1, 1, MatchState.VERIFIED)
    qtbot.mouseClick(page.verify_button, Qt.MouseButton.LeftButton)  # "Reopen"
    dialog = conflict(qtbot, window)
    press(qtbot, dialog, Qt.Key.Key_Return)
    closed(qtbot, dialog)
    assert other.match_status(1)[0].state == MatchState.VERIFIED
    assert other.totals(1, 1).totals == (16, -8, -4, -4)


# -- the sheet's confirmations: replace or delete an entered hand -------------------------
def _correcting(qtbot, tmp_path, tournament):  # noqa: F811
    """Hand 1 entered (8 fan), then opened for correction with 30 typed over it."""
    from tests.test_ui_sheet_trust import fan_only_hand, hooks, new_window

    window = new_window(qtbot, tmp_path, tournament)
    h = hooks(window)
    fan_only_hand(qtbot, h, fan="8")
    qtbot.mouseClick(h.record, Qt.MouseButton.LeftButton)
    h.hand.setValue(1)
    page = window.pages["table"]
    qtbot.mouseClick(page.findChild(QWidget, "correct"), Qt.MouseButton.LeftButton)
    return window, h


def _box(qtbot, window, name: str) -> QMessageBox:
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, name) is not None, timeout=2000)
    return window.findChild(QMessageBox, name)


def _fan(window) -> object:
    return {r.hand: r for r in window.document.workspace.hands(1, 1)}[1].fan


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Escape])
@pytest.mark.slow
def test_a_key_in_the_replace_confirmation_keeps_the_stored_hand(
    qtbot,
    tmp_path,
    tournament,  # noqa: F811
    key,
):
    from tests.test_ui_sheet_trust import type_into

    window, h = _correcting(qtbot, tmp_path, tournament)
    type_into(qtbot, h.fan, "30")
    qtbot.mouseClick(h.record, Qt.MouseButton.LeftButton)
    box = _box(qtbot, window, "confirmReplace")
    press(qtbot, box, key)
    closed(qtbot, box)
    assert _fan(window) == 8
    window.close_document()


@pytest.mark.slow
def test_the_replace_confirmation_replaces_on_its_own_key(qtbot, tmp_path, tournament):  # noqa: F811
    from tests.test_ui_sheet_trust import type_into

    window, h = _correcting(qtbot, tmp_path, tournament)
    type_into(qtbot, h.fan, "30")
    qtbot.mouseClick(h.record, Qt.MouseButton.LeftButton)
    box = _box(qtbot, window, "confirmReplace")
    press(qtbot, box, Qt.Key.Key_R, ALT)
    qtbot.waitUntil(lambda: _fan(window) == 30)
    window.close_document()


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Escape])
@pytest.mark.slow
def test_a_key_in_the_delete_confirmation_keeps_the_stored_hand(
    qtbot,
    tmp_path,
    tournament,  # noqa: F811
    key,
):
    window, h = _correcting(qtbot, tmp_path, tournament)
    window.pages["table"].hand_form.delete_hand()
    box = _box(qtbot, window, "confirmDelete")
    press(qtbot, box, key)
    closed(qtbot, box)
    assert _fan(window) == 8
    window.close_document()


@pytest.mark.slow
def test_the_delete_confirmation_deletes_on_a_click(qtbot, tmp_path, tournament):  # noqa: F811
    window, h = _correcting(qtbot, tmp_path, tournament)
    window.pages["table"].hand_form.delete_hand()
    box = _box(qtbot, window, "confirmDelete")
    delete = next(
        b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole
    )
    qtbot.mouseClick(delete, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: 1 not in {r.hand for r in window.document.workspace.hands(1, 1)})
    window.close_document()


# -- replacing a file that is not a tournament copy: Save a copy -------------------------
def _answer_when_asked(key) -> list[str]:
    """Press `key` where the focus is in the question the window is about to ask (a
    blocking box: the key is sent from the event loop the box runs). Never waits
    for ever: after 5 s the box is closed unanswered and the test fails."""
    from PySide6.QtCore import QTimer
    from PySide6.QtTest import QTest

    seen: list[str] = []
    tries = [0]

    def answer() -> None:
        tries[0] += 1
        box = QApplication.activeModalWidget()
        focus = QApplication.focusWidget()
        if isinstance(box, QMessageBox) and tries[0] > 250:
            box.done(-1)  # unanswered
        elif isinstance(box, QMessageBox) and (
            (focus is not None and box.isAncestorOf(focus)) or tries[0] > 50
        ):
            # The focus is in the box, or after a second the box's own focus widget: the
            # one the keyboard reaches as soon as the box is active.
            seen.append(box.text())
            QTest.keyClick(_focus_in(box), key)
        elif tries[0] <= 250:
            if isinstance(box, QMessageBox):
                box.activateWindow()
            QTimer.singleShot(20, answer)

    QTimer.singleShot(0, answer)
    return seen


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Escape])
@pytest.mark.slow
def test_a_key_in_the_replace_a_file_question_keeps_the_file(qtbot, tmp_path, tournament, key):  # noqa: F811
    import sqlite3

    from tests.test_ui_sheet_trust import new_window

    window = new_window(qtbot, tmp_path, tournament)
    # Another program's database: the same kind of file as a copy, so it is asked about
    # (a file of another kind, such as notes, is refused without asking).
    other = tmp_path / "club.db"
    with sqlite3.connect(other) as db:
        db.execute("CREATE TABLE members (name TEXT)")
        db.execute("INSERT INTO members VALUES ('the organiser')")
    db.close()
    before = other.read_bytes()
    seen = _answer_when_asked(key)
    assert not window.save_copy(str(other))
    assert seen and "club.db" in seen[0]
    assert other.read_bytes() == before
    window.close_document()


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Escape])
@pytest.mark.slow
def test_a_key_in_the_reports_replace_question_answers_no(qtbot, tmp_path, tournament, key):  # noqa: F811
    from tests.test_ui_sheet_trust import new_window

    window = new_window(qtbot, tmp_path, tournament)
    reports = window.pages["reports"]
    seen = _answer_when_asked(key)
    assert reports.confirm_replace("notes.txt is not an export written by this program.") is False
    assert seen and "notes.txt" in seen[0]
    window.close_document()


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Escape])
@pytest.mark.slow
def test_a_key_in_the_close_question_keeps_the_typed_hand(qtbot, tmp_path, tournament, key):  # noqa: F811
    """Closing with a hand typed and not recorded: Enter and Escape keep it."""
    from tests.test_ui_sheet_trust import fan_only_hand, hooks, new_window

    window = new_window(qtbot, tmp_path, tournament)
    h = hooks(window)
    fan_only_hand(qtbot, h, fan="12")
    window.close()
    box = _box(qtbot, window, "confirmClose")
    press(qtbot, box, key)
    closed(qtbot, box)
    assert window.isVisible() and window.document is not None
    assert h.fan.text() == "12"
    window.close_document()
