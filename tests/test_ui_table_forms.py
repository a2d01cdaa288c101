"""The totals-only form (names, a running sum that must be zero) and the penalties
list (add, correct, delete, each undoable through the window's undo)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt

from app.domain import TournamentSettings
from app.tournament import create_tournament
from app.ui.window import MainWindow

NAMES = ("Ann Long-Surname", "Bo", "Cy", "Di")


@pytest.fixture
def sheet(qtbot, tmp_path):
    path = tmp_path / "small.mcr"
    svc = create_tournament(path, TournamentSettings("Small", sessions=1))
    for name in NAMES:
        svc.add_player(name)
    svc.seat_sessions()
    svc.close()
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    assert window.open_file(str(path))
    page = window.show_table(1, 1)
    yield window, page
    window.close_document()


def click(qtbot, widget):
    assert widget.isEnabled(), widget.objectName()
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def type_value(qtbot, spin, value):
    spin.selectAll()
    qtbot.keyClicks(spin, str(value))


@pytest.mark.slow
def test_totals_form_names_the_players_and_sums_to_zero(qtbot, sheet):
    window, page = sheet
    form = page.totals_form
    page.tabs.setCurrentWidget(form)
    seats = window.document.workspace.table(1, 1).seats
    names = window.document.workspace.player_names()
    assert [label.full_text() for label in form.name_labels] == [names[p] for p in seats]
    assert form.sum_label.text() == "Sum 0: ready to save."
    type_value(qtbot, form.spins[0], 40)
    type_value(qtbot, form.spins[1], -20)
    assert "Sum +20" in form.sum_label.text() and "must sum to 0" in form.sum_label.text()
    assert not form.save_button.isEnabled()
    type_value(qtbot, form.spins[2], -10)
    type_value(qtbot, form.spins[3], -10)
    assert form.save_button.isEnabled()
    click(qtbot, form.save_button)
    assert window.document.workspace.totals(1, 1).totals == (40, -20, -10, -10)
    assert "Session 1, table 1: totals" in window.undo_action.text()
    # another change elsewhere keeps the stored totals in the form; undo empties it
    window.undo_action.trigger()
    assert window.document.workspace.totals(1, 1) is None
    assert form.values() == [0, 0, 0, 0]
    window.redo_action.trigger()
    assert form.values() == [40, -20, -10, -10]
    assert form.clear_button.isEnabled()


@pytest.mark.slow
def test_totals_form_says_why_it_cannot_save(qtbot, sheet):
    window, page = sheet
    ws = window.document.workspace
    seats = ws.table(1, 1).seats
    window.document.run("win", lambda: ws.service.record_win(1, 1, 1, seats[0], None, fan=8))
    form = page.totals_form
    assert not form.save_button.isEnabled()
    assert "1 hands are entered" in form.sum_label.text()


@pytest.mark.slow
def test_penalties_listed_corrected_and_deleted_with_undo(qtbot, sheet):
    window, page = sheet
    panel = page.penalties_panel
    page.tabs.setCurrentWidget(panel)
    ws = window.document.workspace
    seats = ws.table(1, 1).seats
    assert panel.note.text() == "No penalties at this table."
    assert not panel.save_button.isEnabled() and not panel.delete_button.isEnabled()
    panel.player_combo.setCurrentIndex(3)
    click(qtbot, panel.add_button)  # the preset: false win, -30 shared
    assert panel.model.rowCount() == 1
    assert panel.model.index(0, 1).data() == "-30"
    assert panel.model.index(0, 2).data() == "+10 each"
    # select it: the form shows it; correct the points and the reason
    panel.select_row(0)
    assert panel.points_spin.value() == -30 and panel.reason_edit.text() == "False win"
    type_value(qtbot, panel.points_spin, -60)
    panel.reason_edit.setText("False win, second time")
    click(qtbot, panel.save_button)
    [p] = ws.penalties(1, 1)
    assert (p.player, p.points, p.reason, p.shared) == (
        seats[3],
        -60,
        "False win, second time",
        True,
    )
    assert panel.selected() is not None and panel.selected().points == -60
    assert "correct penalty for" in window.undo_action.text()
    # undo brings the original back, as one step
    window.undo_action.trigger()
    [p] = ws.penalties(1, 1)
    assert (p.points, p.reason) == (-30, "False win")
    window.redo_action.trigger()
    assert ws.penalties(1, 1)[0].points == -60
    # delete, undo, redo
    panel.select_row(0)
    click(qtbot, panel.delete_button)
    assert ws.penalties(1, 1) == [] and panel.model.rowCount() == 0
    window.undo_action.trigger()
    assert len(ws.penalties(1, 1)) == 1 and panel.model.rowCount() == 1
    window.redo_action.trigger()
    assert ws.penalties(1, 1) == []


@pytest.mark.slow
def test_a_refused_correction_keeps_the_old_penalty(qtbot, sheet):
    window, page = sheet
    panel = page.penalties_panel
    panel.player_combo.setCurrentIndex(0)
    click(qtbot, panel.add_button)
    panel.select_row(0)
    type_value(qtbot, panel.points_spin, -31)  # shared: must divide by three
    click(qtbot, panel.save_button)
    assert "cannot be shared equally" in window.last_error()
    [p] = window.document.workspace.penalties(1, 1)
    assert p.points == -30


def test_penalty_list_model(qtbot, sheet, qtmodeltester):
    window, page = sheet
    page.penalties_panel.player_combo.setCurrentIndex(1)
    click(qtbot, page.penalties_panel.add_button)
    qtmodeltester.check(page.penalties_panel.model)


@pytest.mark.slow
def test_delete_key_removes_the_selected_penalty(qtbot, sheet):
    window, page = sheet
    panel = page.penalties_panel
    page.tabs.setCurrentWidget(panel)
    click(qtbot, panel.add_button)
    panel.select_row(0)
    panel.list.setFocus()
    qtbot.keyClick(panel.list, Qt.Key.Key_Delete)
    assert window.document.workspace.penalties(1, 1) == []
    window.undo_action.trigger()
    assert len(window.document.workspace.penalties(1, 1)) == 1
