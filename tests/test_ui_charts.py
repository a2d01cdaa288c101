"""Score and place session by session: one progression (the domain's) for the website,
the player history and the projector, equal to the standings after each session; the
charts painted; the history reached from the standings; the projector's leaders' chart
between sessions; the guide behind Help > Guide (F1)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QColor, QImage, QKeySequence
from PySide6.QtWidgets import QApplication, QMenu

from app.export.source import from_service
from app.tournament import open_tournament
from app.ui.charts import HALL, Line, LineChart, nice_ticks
from app.ui.demo_data import create_demo
from app.ui.guide import GuideViewer, guide_file
from app.ui.players.history import PlayerHistory
from app.ui.window import MainWindow


@pytest.fixture
def demo(tmp_path):
    return create_demo(tmp_path)


@pytest.fixture
def window(qtbot, tmp_path, demo):
    w = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(w)
    w.show()
    assert w.open_file(str(demo), remember=False)
    yield w
    w.close_document()


def colour_count(image: QImage, colour: str, tolerance: int = 30) -> int:
    """Pixels within `tolerance` of `colour` (every 2nd pixel each way: fast enough)."""
    want = QColor(colour)
    count = 0
    for x in range(0, image.width(), 2):
        for y in range(0, image.height(), 2):
            c = image.pixelColor(x, y)
            if (
                abs(c.red() - want.red())
                + abs(c.green() - want.green())
                + abs(c.blue() - want.blue())
                <= tolerance
            ):
                count += 1
    return count


# -- the progression ------------------------------------------------------------------


@pytest.mark.slow
def test_progression_is_the_standings_after_each_session(demo):
    with open_tournament(demo) as service:
        progression = service.progression()
        # the demo: sessions 1 and 2 finished, 3 under way, 4 not started
        assert progression.started == (1, 2, 3)
        assert progression.sessions == 4
        points = progression.by_player()
        for k in progression.started:
            after = service.standings(after_session=k)
            assert len(after) == 16
            for row in after:
                point = next(p for p in points[row.player.number] if p.session == k)
                assert (point.rank, point.table_points, point.score) == (
                    row.rank,
                    row.table_points,
                    row.score,
                )
                assert point in progression.points(row.player.number)
        # the last started session's standings are the standings
        now = service.standings()
        assert [p.number for p in progression.leaders(6)] == [r.player.number for r in now[:6]]
        # the website's charts are drawn from the same progression
        snap = from_service(service)
        for k, rows in enumerate(snap.after_session, start=1):
            assert [(s.player, s.rank, s.score) for s in rows] == [
                (r.player.number, r.rank, r.score) for r in progression.after[k - 1]
            ]


def test_nice_ticks_cover_the_values():
    for low, high in ((-37, 250), (1, 300), (1, 16), (0, 3), (-1200, 0), (5, 5)):
        ticks = nice_ticks(low, high)
        assert ticks == sorted(ticks)
        assert ticks[0] <= low and ticks[-1] >= high
        assert len(ticks) <= 7


# -- the chart widget -----------------------------------------------------------------


@pytest.mark.slow
def test_the_chart_paints_its_lines_and_labels(qtbot):
    chart = LineChart()
    qtbot.addWidget(chart)
    chart.resize(480, 300)
    chart.empty_text = "No results yet"
    blank = chart.grab().toImage()
    line_colour = chart.chart_style.colours[0]
    assert colour_count(blank, line_colour) == 0
    chart.set_data("Score after each session", ["S1", "S2", "S3"], [Line("A", (120, -40, 300))])
    assert chart.accessibleName() == "Score after each session"
    image = chart.grab().toImage()
    assert colour_count(image, line_colour) > 150  # the line and its points
    assert colour_count(image, chart.chart_style.text, 60) > 100  # title, values
    # the value axis runs from a round tick below the lowest to one above the highest
    axis = chart._axis()
    assert axis.low <= -40 and axis.high >= 300 and 0 in axis.ticks


@pytest.mark.slow
def test_the_hall_chart_is_bright_on_dark(qtbot):
    chart = LineChart(style=HALL)
    qtbot.addWidget(chart)
    chart.resize(800, 450)
    chart.set_data(
        "Leaders",
        ["Session 1", "Session 2"],
        [Line("1. A", (3, 1)), Line("2. B", (1, 2))],
        inverted=True,
        low=1,
        high=3,
        legend=True,
    )
    image = chart.grab().toImage()
    assert colour_count(image, HALL.background) > (800 * 450 / 4) * 0.5
    for colour in HALL.colours[:2]:
        assert colour_count(image, colour) > 200
    # places: the 1st at the top
    axis = chart._axis()
    assert chart.inverted and axis.ticks[0] == 1


# -- the player history ---------------------------------------------------------------


@pytest.mark.slow
def test_history_from_the_standings_shows_sessions_and_charts(qtbot, window, demo):
    page = window.show_page("standings")
    second = page.model.index(1, 1)
    page.table.setCurrentIndex(second)
    rect = page.table.visualRect(second)
    # a double-click is a press, a release and a double-click event
    qtbot.mouseClick(page.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(page.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    dialogs = [d for d in window.findChildren(PlayerHistory) if d.isVisible()]
    assert len(dialogs) == 1
    history = dialogs[0]
    qtbot.addWidget(history)
    player = page.model.row(1).player
    assert player.name in history.windowTitle()
    assert player.name in history.heading.text()
    model = history.model
    assert model.rowCount() == 4  # one line a session
    titles = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    total, place = titles.index("Total"), titles.index("Place")
    with open_tournament(demo) as service:
        for k in (1, 2, 3):
            row = next(r for r in service.standings(after_session=k) if r.player == player)
            assert model.index(k - 1, total).data() == str(row.score)
            assert model.index(k - 1, place).data() == str(row.rank)
    assert model.index(3, place).data() == ""  # session 4 not started
    for chart in (history.score_chart, history.place_chart):
        assert chart.has_points()
        assert chart.labels == ("S1", "S2", "S3")
    assert history.place_chart.inverted
    image = history.place_chart.grab().toImage()
    assert colour_count(image, history.place_chart.chart_style.colours[0]) > 10
    history.close()
    # Enter on a line opens it too
    page.table.setFocus()
    page.table.setCurrentIndex(page.model.index(2, 1))
    qtbot.keyClick(page.table, Qt.Key.Key_Return)
    shown = [d for d in window.findChildren(PlayerHistory) if d.isVisible()]
    assert [d.player for d in shown] == [page.model.row(2).player.number]
    shown[0].close()


@pytest.mark.slow
def test_history_follows_a_change(qtbot, window):
    page = window.show_page("standings")
    history = page.open_history()  # nothing chosen: the leader
    qtbot.addWidget(history)
    leader = page.model.row(0).player
    assert leader.name in history.windowTitle()
    window.document.run(
        "rename",
        lambda: window.document.workspace.service.update_player(_renamed(leader, "Renamed Leader")),
    )
    qtbot.waitUntil(lambda: "Renamed Leader" in history.windowTitle(), timeout=3000)
    history.close()


@pytest.mark.slow
def test_history_from_the_players_page(qtbot, window):
    page = window.show_page("players")
    page.table.setCurrentIndex(page.model.index(4, 1))
    qtbot.mouseClick(page.history_button, Qt.MouseButton.LeftButton)
    shown = [d for d in window.findChildren(PlayerHistory) if d.isVisible()]
    assert [d.player for d in shown] == [page.model.row(4).number]
    qtbot.addWidget(shown[0])
    assert shown[0].model.rowCount() == 4 and shown[0].score_chart.has_points()
    shown[0].close()


def _renamed(player, name):
    from dataclasses import replace

    return replace(player, name=name)


# -- the projector's chart ------------------------------------------------------------


@pytest.mark.slow
def test_projector_charts_the_leaders_between_sessions(qtbot, window):
    projector = window.show_projector()
    qtbot.addWidget(projector)
    projector.showNormal()
    projector.resize(1280, 720)
    qtbot.waitUntil(lambda: projector.table.viewport().height() > 100, timeout=3000)
    # the demo's session 3 is under way: standings only
    assert not projector.between_sessions()
    assert projector.page_count() == projector.standings_pages()
    # the standings after session 2: every result in, the clock stopped
    controls = window.projector_panel.controls
    controls.after_combo.setCurrentIndex(controls.after_combo.findData(2))
    assert projector.between_sessions()
    count = projector.page_count()
    assert count == projector.standings_pages() + 1
    projector.show_page(count - 1)
    assert projector.chart.isVisible() and not projector.table.isVisible()
    assert projector.page_label.text() == f"Page {count} of {count}"
    chart = projector.chart
    assert chart.labels == ("Session 1", "Session 2")
    leaders = window.document.workspace.standings(2)[:6]
    assert [line.name for line in chart.lines] == [f"{r.rank}. {r.player.name}" for r in leaders]
    assert [line.values[-1] for line in chart.lines] == [r.rank for r in leaders]
    image = chart.grab().toImage()
    assert colour_count(image, HALL.colours[0]) > 200
    # the next page is the standings' first again
    projector.next_page()
    assert projector.page == 0 and projector.table.isVisible() and not chart.isVisible()
    # a running clock means a session is being played: no chart
    projector.timer.toggle()
    assert projector.page_count() == projector.standings_pages()
    projector.timer.toggle()
    # the organiser may switch the chart off
    controls.chart_check.setChecked(False)
    assert projector.page_count() == projector.standings_pages()
    # or show it now, whatever is being played
    qtbot.mouseClick(controls.chart_button, Qt.MouseButton.LeftButton)
    assert projector.chart.isVisible()


# -- the guide ------------------------------------------------------------------------


@pytest.mark.slow
def test_help_guide_opens_on_f1(qtbot, window):
    action = window.guide_action
    assert action.objectName() == "guide"
    assert action.shortcut() == QKeySequence("F1")
    assert action in window.menuBar().findChild(QMenu, "helpMenu").actions()
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_F1)
    viewer = window.guide_viewer
    assert isinstance(viewer, GuideViewer) and viewer.isVisible()
    qtbot.addWidget(viewer)
    text = viewer.browser.toPlainText()
    assert text.startswith("Guide for organisers and referees")
    assert "Help > Guide (F1)" in text  # the guide says where it is
    # its pictures are found and fit the viewer's width
    assert guide_file() is not None
    html = viewer.browser.toHtml()
    assert "images/players.png" in html
    image = viewer.browser.loadResource(2, viewer.browser.source().resolved("images/players.png"))
    assert isinstance(image, QImage) and not image.isNull()
    assert image.width() <= viewer.browser.viewport().width()
    viewer.close()
    QApplication.processEvents()


@pytest.mark.slow
def test_help_and_the_open_guide_follow_a_language_change(qtbot, window):
    from app.ui.language import switch_language

    viewer = window.show_guide()
    qtbot.addWidget(viewer)
    menu = window.menuBar().findChild(QMenu, "helpMenu")
    assert menu.title() == "Help" and window.guide_action.text() == "&Guide"
    try:
        window.language_menu.action_for("zh_CN").trigger()
        assert menu.title() == "帮助"
        assert window.guide_action.text() == "使用指南(&G)"
        assert window.guide_viewer is viewer and viewer.windowTitle().startswith("使用指南")
        assert window.guide_action.shortcut() == QKeySequence("F1")
    finally:
        switch_language("en")
        window.retranslate()
    assert menu.title() == "Help"
