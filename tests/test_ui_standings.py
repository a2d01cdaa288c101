"""Standings that say after which session they stand, with per-session columns and
unfinished matches marked; the projector on a chosen screen, its clock and pages
controlled from the main window, no control shown to the hall."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QComboBox

from app.domain.scope import LIVE
from app.ui.demo_data import create_demo
from app.ui.window import MainWindow


@pytest.fixture
def window(qtbot, tmp_path):
    w = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(w)
    w.show()
    assert w.open_file(str(create_demo(tmp_path)), remember=False)
    yield w
    w.close_document()


def headers(model):
    return [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]


@pytest.mark.slow
def test_standings_say_where_they_stand(qtbot, window, qtmodeltester):
    page = window.show_page("standings")
    qtmodeltester.check(page.model)
    # the demo: sessions 1 and 2 finished, session 3 under way, session 4 not started;
    # by default the standings after session 2, session 3 named but not counted
    assert page.headline.text() == (
        "Standings after session 2 of 4. "
        "Session 3 under way (0 of 4 tables finished), not counted yet."
    )
    titles = headers(page.model)
    assert [t for t in titles if t.startswith("S") and t[1:].isdigit()] == ["S1", "S2"]
    # the live view says so, and shows session 3 with its unfinished matches marked
    page.after_choice.setCurrentIndex(page.after_choice.findData(LIVE))
    assert page.headline.text() == (
        "Live: including session 3 in progress (0 of 4 tables finished). "
        "Unfinished matches marked ◔."
    )
    titles = headers(page.model)
    assert [t for t in titles if t.startswith("S") and t[1:].isdigit()] == ["S1", "S2", "S3"]
    s3 = titles.index("S3")
    first = page.model.index(0, s3)
    assert first.data().startswith("◔")  # still being played: marked
    assert "still being played" in first.data(Qt.ItemDataRole.ToolTipRole)
    assert first.data(Qt.ItemDataRole.BackgroundRole) is not None
    s1 = page.model.index(0, titles.index("S1")).data()
    assert "(" in s1 and not s1.startswith("◔")


@pytest.mark.slow
def test_standings_after_a_chosen_session(qtbot, window):
    page = window.show_page("standings")
    ws = window.document.workspace
    page.after_choice.setFocus()
    page.after_choice.setCurrentIndex(page.after_choice.findData(1))
    assert page.headline.text() == (
        "Standings after session 1 of 4. "
        "Session 3 under way (0 of 4 tables finished), not counted yet."
    )  # session 2, finished, is left out by choice: no news
    titles = headers(page.model)
    assert "S2" not in titles and "S1" in titles
    # the table points are those of session 1 alone
    tp = titles.index("Table points")
    expected = {r.player.number: r.table_points for r in ws.standings(1)}
    for row in range(page.model.rowCount()):
        line = page.model.row(row)
        assert line.table_points == expected[line.player.number]
        assert page.model.index(row, tp).data() is not None
    assert sum(r.table_points for r in ws.standings(1)) == 4 * 7  # 4 tables x (4+2+1+0)
    page.after_choice.setCurrentIndex(0)
    assert page.headline.text().startswith("Standings after session 2 of 4.")


@pytest.mark.slow
def test_projector_shows_no_controls_and_is_run_from_the_window(qtbot, window):
    projector = window.show_projector()
    qtbot.addWidget(projector)
    assert projector.isVisible()
    for kind in (QAbstractButton, QAbstractSpinBox, QComboBox):
        shown = [w for w in projector.findChildren(kind) if w.isVisibleTo(projector)]
        assert shown == []
    dock = window.projector_panel
    assert dock.isVisible()
    controls = dock.controls
    # the screens to choose from, and the projector on the chosen one
    screens = QGuiApplication.screens()
    assert controls.screen_combo.count() == len(screens)
    assert projector.screen() == controls.chosen_screen()
    # set the clock, start, extend, pause: from the window, seen on the projector
    controls.minutes_spin.setValue(30)
    qtbot.mouseClick(controls.set_button, Qt.MouseButton.LeftButton)
    assert projector.timer.label.text() == "0:30:00"
    assert controls.clock_label.text() == "0:30:00"
    qtbot.mouseClick(controls.start_button, Qt.MouseButton.LeftButton)
    assert projector.timer.is_running()
    assert controls.start_button.text() == "Pa&use"
    qtbot.mouseClick(controls.start_button, Qt.MouseButton.LeftButton)
    assert not projector.timer.is_running()
    remaining = projector.timer.remaining()
    qtbot.mouseClick(controls.extend_button, Qt.MouseButton.LeftButton)
    assert projector.timer.remaining() == remaining + 300
    # which standings the hall sees
    controls.after_combo.setCurrentIndex(controls.after_combo.findData(1))
    assert projector.subtitle.text().startswith("Standings after session 1 of 4.")


@pytest.mark.slow
def test_projector_pages_through_long_standings(qtbot, window):
    projector = window.show_projector()
    qtbot.addWidget(projector)
    projector.showNormal()
    projector.resize(900, 420)  # room for a few rows only
    qtbot.waitUntil(lambda: projector.page_count() > 1, timeout=3000)
    controls = window.projector_panel.controls
    count = projector.page_count()
    per = projector.rows_per_page()
    assert projector.page == 0
    shown = [r for r in range(projector.model.rowCount()) if not projector.table.isRowHidden(r)]
    assert shown == list(range(per))
    qtbot.mouseClick(controls.next_button, Qt.MouseButton.LeftButton)
    assert projector.page == 1
    shown = [r for r in range(projector.model.rowCount()) if not projector.table.isRowHidden(r)]
    assert shown == list(range(per, min(2 * per, projector.model.rowCount())))
    assert projector.page_label.text() == f"Page 2 of {count}"
    assert controls.page_label.text() == f"page 2 of {count}"
    qtbot.mouseClick(controls.previous_button, Qt.MouseButton.LeftButton)
    assert projector.page == 0
    # pages turn by themselves unless the organiser stops them
    assert projector.pager.isActive()
    controls.auto_check.setChecked(False)
    assert not projector.pager.isActive()
    controls.seconds_spin.setValue(5)
    controls.auto_check.setChecked(True)
    assert projector.pager.isActive() and projector.pager.interval() == 5000
    # The page is due after 20 ms; the limit only guards a hang (0.62 s were measured
    # on the loaded machine, over the 0.2 s it had: tests/time_limits.py).
    with qtbot.waitSignal(projector.pageChanged, timeout=5000):
        projector.pager.setInterval(20)


def test_projector_model(qtbot, window, qtmodeltester):
    projector = window.show_projector()
    qtbot.addWidget(projector)
    qtmodeltester.check(projector.model)


@pytest.mark.slow
def test_a_narrow_projector_keeps_the_latest_sessions(qtbot, window):
    projector = window.show_projector()
    qtbot.addWidget(projector)
    projector.showNormal()
    window.projector_panel.controls.after_combo.setCurrentIndex(1)  # live: session 3 too
    projector.resize(1600, 700)
    qtbot.waitUntil(lambda: "S1" in headers(projector.model))
    assert {"S1", "S2", "S3"} <= set(headers(projector.model))
    projector.resize(760, 700)
    qtbot.waitUntil(lambda: "S1" not in headers(projector.model))
    titles = headers(projector.model)
    assert "S3" in titles  # the session under way stays
    assert titles[:2] == ["Place", "Player"] and titles[-2:] == ["Table points", "Score"]
