"""The table sheet: the rotation, wins by fan count and by tiles, draws, penalties,
totals only, correcting a hand and verification."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QPushButton

from app.domain import TournamentSettings
from app.tournament import create_tournament
from app.ui.window import MainWindow
from tests.test_ui_support import engine_fixture  # noqa: F401 - the fixture


@pytest.fixture
def sheet(qtbot, tmp_path):
    path = tmp_path / "small.mcr"
    svc = create_tournament(path, TournamentSettings("Small", sessions=1))
    for name in ("Ann", "Bo", "Cy", "Di"):
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
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def keys(qtbot, widget, text):
    widget.setFocus()
    qtbot.keyClicks(widget, text)


@pytest.mark.slow
def test_rotation_and_fan_count_entry(qtbot, sheet):
    window, page = sheet
    model = page.hands_model
    assert model.rowCount() == 16
    assert model.index(0, 1).data() == "E"  # round of hand 1
    assert model.index(4, 1).data() == "S"  # hand 5: South round
    assert model.index(0, 2).data().startswith("E●")  # A deals hand 1
    keys(qtbot, page.winner_combo, "a")
    keys(qtbot, page.discarder_combo, "b")
    keys(qtbot, page.fan_edit, "10")
    click(qtbot, page.record_button)
    assert page.hand_spin.value() == 2  # on to the next hand
    assert model.index(0, 2).data().endswith("+34")
    assert model.index(0, 3).data().endswith("-18")
    click(qtbot, page.draw_button)
    assert page.hand_spin.value() == 3
    hands = window.document.workspace.hands(1, 1)
    assert [h.draw for h in hands] == [False, True]
    # choosing an entered hand shows it; Correct makes it editable, Record asks first
    page.hand_spin.setValue(1)
    assert page.fan_edit.text() == "10" and not page.fan_edit.isEnabled()
    click(qtbot, page.findChild(QPushButton, "correct"))
    assert page.findChild(QLabel, "correcting").isVisible()
    page.fan_edit.selectAll()
    keys(qtbot, page.fan_edit, "12")
    click(qtbot, page.record_button)
    box = page.findChild(QMessageBox, "confirmReplace")
    click(qtbot, box.buttons()[0])
    assert window.document.workspace.hands(1, 1)[0].fan == 12
    window.undo_action.trigger()
    assert window.document.workspace.hands(1, 1)[0].fan == 10


@pytest.mark.slow
def test_tiles_entry_uses_the_winners_winds(qtbot, sheet, engine):
    window, page = sheet
    page.hand_spin.setValue(6)
    keys(qtbot, page.winner_combo, "c")
    keys(qtbot, page.discarder_combo, "s")  # self-drawn
    situation = page.hand_entry.state().situation
    assert (situation.prevalent_wind, situation.self_drawn) == ("S", True)
    keys(qtbot, page.hand_entry.notation_edit, "123m123p123s789s5p5p")
    assert page.hand_entry.state().situation.prevalent_wind == "S"
    shown = page.hand_entry.evaluation().total
    assert page.fan_edit.text() == str(shown)
    click(qtbot, page.record_button)
    assert window.last_error() == ""
    record = window.document.workspace.hands(1, 1)[0]
    assert record.tiles and record.fans
    assert record.fan == shown


@pytest.mark.slow
def test_penalty_totals_only_and_verification(qtbot, sheet):
    window, page = sheet
    page.penalty_player.setCurrentIndex(3)
    click(qtbot, page.findChild(type(page.record_button), "addPenalty"))
    assert "False win" in page.penalties_label.text()
    penalties = [page.summary_model.row(r)[2] for r in range(4)]
    assert penalties == [10, 10, 10, -30]
    for spin, value in zip(page.total_spins, (40, -20, -10, -10), strict=True):
        spin.setValue(value)
    click(qtbot, page.findChild(type(page.record_button), "saveTotals"))
    assert page.summary_model.row(0)[3] == 50
    assert page.summary_model.row(0)[4] == 4  # complete: table points awarded
    click(qtbot, page.verify_button)
    assert "verified" in page.state_label.text()
    # a verified table refuses changes until reopened
    page.penalty_player.setCurrentIndex(0)
    assert not page.findChild(type(page.record_button), "addPenalty").isEnabled()
    assert "verified" in page.penalties_panel.note.text()
    click(qtbot, page.verify_button)
    assert "verified" not in page.state_label.text()


def test_waits_show_what_each_tile_scores(qtbot, engine):
    from app.ui.hand.entry import HandEntry

    entry = HandEntry()
    qtbot.addWidget(entry)
    entry.set_notation("1112345678999m")
    texts = [entry.waits_list.item(i).text() for i in range(entry.waits_list.count())]
    assert len(texts) >= 2
    assert all("fan" in t for t in texts)


@pytest.mark.slow
def test_the_sheet_fits_a_1280_by_800_screen(qtbot, tmp_path, engine):
    from app.ui.demo_data import create_demo

    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    assert window.open_file(str(create_demo(tmp_path)), remember=False)
    window.resize(1280, 800)
    page = window.show_table(1, 1)
    page.winner_combo.setCurrentIndex(0)
    page.hand_entry.set_notation("123m123p123s789s5p5p")
    qtbot.waitUntil(lambda: window.width() == 1280)
    assert window.minimumSizeHint().width() <= 1280
    assert window.minimumSizeHint().height() <= 800
    # every column of the 16 hands is in view, no sideways scrolling
    qtbot.waitUntil(lambda: page.hands_table.horizontalScrollBar().maximum() == 0, timeout=2000)
    header = page.hands_table.horizontalHeader()
    for column in range(2, 6):  # the players: full names in the header tooltip
        tip = page.hands_model.headerData(
            column, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole
        )
        assert tip and tip[0] in "ABCD"
        assert header.sectionSize(column) >= header.sectionSizeHint(column) - 1
    # the hand entry beside it: the fans, then the claim check, each with room to read
    entry = page.hand_entry
    line = entry.fontMetrics().height()
    assert entry.fan_table.isVisible() and entry.fan_table.height() > 6 * line
    entry.results_tabs.setCurrentWidget(entry.claims_pane)
    entry.claimed_fans_edit.setText("1, 2, 3")
    assert entry.claims_list.height() > 5 * line
    assert entry.claims_pane.details.isVisible()
    assert entry.claims_pane.details.width() > 300
    window.close_document()
