"""The conflict dialog for a match's penalties, totals and state (issue 13): a change
based on a view another station has changed since is refused, and the window shows
what is stored now (with who changed it last) and offers a reload or the change again,
instead of a bare error. Two stations on one tournament file: the same per-match
version check as on a server (the contract suite runs it on both backends)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt

from app.domain import MatchState, TournamentSettings
from app.tournament import create_tournament, open_tournament
from app.ui.stations import MatchConflictDialog
from app.ui.window import MainWindow


@pytest.fixture
def two_stations(qtbot, tmp_path, monkeypatch):
    """This station's window on table 1, and another station's service on the file."""
    path = tmp_path / "club.mcr"
    with create_tournament(path, TournamentSettings("Club", sessions=1)) as svc:
        for name in ("Ann", "Bo", "Cy", "Di"):
            svc.add_player(name)
        svc.seat_sessions(seed=1, time_limit=1)
    monkeypatch.setenv("MCR_STATION", "desk 1")
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    assert window.open_file(str(path), remember=False)
    page = window.show_table(1, 1)
    monkeypatch.setenv("MCR_STATION", "head referee")
    other = open_tournament(path)
    yield window, page, other
    other.close()
    window.close_document()


def click(qtbot, widget):
    assert widget.isEnabled(), widget.objectName()
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def conflict(qtbot, window) -> MatchConflictDialog:
    qtbot.waitUntil(
        lambda: window.findChild(MatchConflictDialog, "matchConflictDialog") is not None,
        timeout=2000,
    )
    dialog = window.findChild(MatchConflictDialog, "matchConflictDialog")
    assert dialog.isVisible() and dialog.keep_button.isDefault()
    return dialog


@pytest.mark.slow
def test_a_penalty_on_an_outdated_view_shows_the_stored_match_and_reloads(qtbot, two_stations):
    window, page, other = two_stations
    panel = page.penalties_panel
    page.tabs.setCurrentWidget(panel)
    seats = window.document.workspace.table(1, 1).seats
    panel.player_combo.setCurrentIndex(1)
    other.record_penalty(1, 1, seats[2], -5, "talking")  # meanwhile, at another desk
    click(qtbot, panel.add_button)
    dialog = conflict(qtbot, window)
    assert "New penalty" in dialog.mine_label.text() and "-30" in dialog.mine_label.text()
    stored = dialog.stored_text()
    assert "talking" in stored and "head referee" in stored  # what, and who
    assert "changed at another station" in window.last_error()
    assert [p.reason for p in other.penalties(1, 1)] == ["talking"]  # mine not stored
    click(qtbot, dialog.keep_button)  # reload
    assert [p.reason for p in window.document.workspace.penalties(1, 1)] == ["talking"]
    assert panel.model.rowCount() == 1  # the view shows what is stored


def test_a_penalty_on_an_outdated_view_can_be_applied_on_purpose(qtbot, two_stations):
    window, page, other = two_stations
    panel = page.penalties_panel
    page.tabs.setCurrentWidget(panel)
    seats = window.document.workspace.table(1, 1).seats
    panel.player_combo.setCurrentIndex(1)
    other.record_penalty(1, 1, seats[2], -5, "talking")
    click(qtbot, panel.add_button)
    click(qtbot, conflict(qtbot, window).mine_button)
    reasons = sorted(p.reason for p in other.penalties(1, 1))
    assert reasons == ["False win", "talking"]
    window.undo_action.trigger()  # as any change: undoable
    assert [p.reason for p in other.penalties(1, 1)] == ["talking"]


@pytest.mark.slow
def test_totals_on_an_outdated_view_show_the_conflict(qtbot, two_stations):
    window, page, other = two_stations
    form = page.totals_form
    page.tabs.setCurrentWidget(form)
    seats = window.document.workspace.table(1, 1).seats
    for spin, value in zip(form.spins, (12, -4, -4, -4), strict=True):
        spin.setValue(value)
    other.record_penalty(1, 1, seats[0], -3, "slow play")
    click(qtbot, form.save_button)
    dialog = conflict(qtbot, window)
    assert "+12 / -4 / -4 / -4" in dialog.mine_label.text()
    assert "slow play" in dialog.stored_text()
    assert other.totals(1, 1) is None
    click(qtbot, dialog.mine_button)  # on the match as it is now
    assert other.totals(1, 1).totals == (12, -4, -4, -4)


@pytest.mark.slow
def test_verifying_an_outdated_match_shows_the_conflict(qtbot, two_stations):
    window, page, other = two_stations
    other.set_totals(1, 1, [12, -4, -4, -4])
    window.document.check_file()  # the window shows the complete match
    page.refresh()
    seats = window.document.workspace.table(1, 1).seats
    other.record_penalty(1, 1, seats[1], -6, "late", shared=True)  # then another change
    click(qtbot, page.verify_button)
    dialog = conflict(qtbot, window)
    assert "Verify" in dialog.mine_label.text() and "late" in dialog.stored_text()
    assert other.match_status(1)[0].state == MatchState.COMPLETE  # not verified
    click(qtbot, dialog.keep_button)
    assert other.match_status(1)[0].state == MatchState.COMPLETE


@pytest.mark.slow
def test_the_hand_conflict_dialog_opens_in_chinese_too(qtbot, tmp_path):
    """The refusal is recognised by its kind, not by its English words: with the
    Chinese translation installed the hand's conflict dialog opens as well."""
    from PySide6.QtWidgets import QApplication

    from app.ui.main import install_translation, remove_translation
    from tests.test_ui_stations import _stale_entry_in_two_windows

    app = QApplication.instance()
    translator = install_translation(app, "zh_CN")
    assert translator is not None
    try:
        first, second, dialog, stored = _stale_entry_in_two_windows(qtbot, tmp_path)
        assert "changed at another station" not in first.document.last_error  # translated
        click(qtbot, dialog.keep_button)
        for w in (first, second):
            w.close_document()
    finally:
        remove_translation(app, translator)
