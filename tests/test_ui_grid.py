"""The match grid: each match's state by session and table, a click or Enter opens
the sheet, and entering results updates it in place (it never collapses or jumps)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt

from app.domain import TournamentSettings
from app.tournament import create_tournament
from app.ui.grid.model import STATUS_ROLE
from app.ui.window import MainWindow


@pytest.fixture
def window(qtbot, tmp_path):
    path = tmp_path / "eight.mcr"
    svc = create_tournament(path, TournamentSettings("Eight", sessions=3))
    for i in range(8):
        svc.add_player(f"Player {i + 1}")
    svc.seat_sessions()
    svc.record_win(1, 1, 1, svc.table(1, 1).seats[0], svc.table(1, 1).seats[1], fan=8)
    svc.set_totals(1, 2, [10, -10, 5, -5])
    svc.close()
    w = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(w)
    w.show()
    assert w.open_file(str(path))
    yield w
    w.close_document()


def cell_text(grid, session, table):
    return grid.model.index_of(session, table).data()


@pytest.mark.slow
def test_grid_shows_every_match_state(qtbot, window, qtmodeltester):
    grid = window.show_page("matches")
    qtmodeltester.check(grid.model)
    assert (grid.model.rowCount(), grid.model.columnCount()) == (2, 3)  # tables x sessions
    assert cell_text(grid, 1, 1) == "1/16"  # open, one hand in
    assert cell_text(grid, 1, 2) == "totals ✓"  # totals only: complete
    assert cell_text(grid, 2, 1) == "–"  # not started
    tip = grid.model.index_of(1, 1).data(Qt.ItemDataRole.ToolTipRole)
    assert "Session 1, table 1: open, 1 of 16 hands entered" in tip
    assert "Player" in tip  # who plays there
    header = grid.model.headerData(0, Qt.Orientation.Horizontal)
    assert header == "Session 1 (1/2)"
    # verifying the totals-only match shows at once, in place
    window.document.run(
        "verify", lambda: window.document.workspace.service.set_match_state(1, 2, "verified")
    )
    assert cell_text(grid, 1, 2) == "totals ✔"
    assert grid.model.index_of(1, 2).data(STATUS_ROLE).state.value == "verified"


def test_click_opens_the_sheet_and_the_grid_keeps_its_place(qtbot, window):
    grid = window.show_page("matches")
    view = grid.view
    index = grid.model.index_of(2, 2)
    rect = view.visualRect(index)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.current_page() == "table"
    sheet = window.pages["table"]
    assert sheet.current() == (2, 2)
    # a result entered on the sheet updates the grid without moving its current cell
    ws = window.document.workspace
    seats = ws.table(2, 2).seats
    window.document.run("win", lambda: ws.service.record_win(2, 2, 1, seats[2], None, fan=8))
    window.show_page("matches")
    assert cell_text(grid, 2, 2) == "1/16"
    assert view.currentIndex() == index


@pytest.mark.slow
def test_keyboard_moves_and_enter_opens(qtbot, window):
    grid = window.show_page("matches")
    view = grid.view
    view.setFocus()
    view.setCurrentIndex(grid.model.index_of(1, 1))
    qtbot.keyClick(view, Qt.Key.Key_Right)  # to session 2
    qtbot.keyClick(view, Qt.Key.Key_Down)  # to table 2
    assert grid.model.where(view.currentIndex()) == (2, 2)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert window.current_page() == "table"
    assert window.pages["table"].current() == (2, 2)


@pytest.mark.slow
def test_sheet_switch_moves_the_grid_cursor(qtbot, window):
    grid = window.pages["matches"]
    window.show_table(3, 1)
    assert grid.model.where(grid.view.currentIndex()) == (3, 1)


@pytest.mark.slow
def test_next_unfinished_match(qtbot, window):
    grid = window.show_page("matches")
    view = grid.view
    view.setCurrentIndex(grid.model.index_of(1, 2))  # totals: complete
    qtbot.mouseClick(grid.next_button, Qt.MouseButton.LeftButton)
    assert grid.model.where(view.currentIndex()) == (2, 1)  # session 2 not started
    qtbot.keyClick(view, Qt.Key.Key_F3)
    assert grid.model.where(view.currentIndex()) == (2, 2)
    for _ in range(3):
        qtbot.keyClick(view, Qt.Key.Key_F3)
    # round the end: session 3, then back to session 1 table 1 (open, one hand)
    assert grid.model.where(view.currentIndex()) == (1, 1)
