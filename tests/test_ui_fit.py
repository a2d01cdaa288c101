"""Any screen and any name: at 1280x800 a whole match (16 hands) is in view with four
30-character names, no name makes the window wider than the screen, and a 1920x1080
window gets bigger tiles."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt

from app.domain import TournamentSettings
from app.tournament import create_tournament
from app.ui.fit import ElidedLabel, window_scale
from app.ui.window import MainWindow

LONG = (
    "Maximiliane Alexandra Schmidtke",
    "Jean-Baptiste Emmanuel Dupontel",
    "Oluwaseun Adebayo Ogunleye-Ojo",
    "Konstantinos Papadopoulos-Kyri",
)


@pytest.fixture
def long_names(qtbot, tmp_path):
    path = tmp_path / "long.mcr"
    svc = create_tournament(path, TournamentSettings("Long names", sessions=1))
    for name in LONG:
        assert len(name) >= 30
        svc.add_player(name)
    svc.seat_sessions()
    seats = svc.table(1, 1).seats
    for hand in range(1, 5):
        svc.record_win(1, 1, hand, seats[hand % 4], seats[(hand + 1) % 4], fan=8 + hand)
    svc.close()
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    assert window.open_file(str(path))
    yield window
    window.close_document()


@pytest.mark.slow
def test_a_whole_match_in_view_at_1280x800_with_long_names(qtbot, long_names):
    window = long_names
    window.resize(1280, 800)
    sheet = window.show_table(1, 1)
    qtbot.waitUntil(lambda: window.width() == 1280)
    # no name makes the window wider or taller than the screen
    assert window.minimumSizeHint().width() <= 1280
    assert window.minimumSizeHint().height() <= 800
    table = sheet.hands_table
    # every hand and every column in view: no scrolling either way
    qtbot.waitUntil(lambda: table.horizontalScrollBar().maximum() == 0, timeout=2000)
    qtbot.waitUntil(
        lambda: table.verticalHeader().length() <= table.viewport().height(), timeout=2000
    )
    last = table.visualRect(sheet.hands_model.index(15, 0))
    assert table.viewport().rect().contains(last)
    assert table.verticalHeader().sectionSize(15) > table.fontMetrics().height()
    header = table.horizontalHeader()
    for column in range(2, 6):
        # the points in each player's column are never cut
        assert header.sectionSize(column) >= table.sizeHintForColumn(column)
        tip = sheet.hands_model.headerData(
            column, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole
        )
        assert any(tip.endswith(name) for name in LONG)  # the whole name
    # the four names in the totals form, elided with the whole name as tooltip
    names = sheet.totals_form.name_labels
    assert sorted(label.full_text() for label in names) == sorted(LONG)


def test_an_elided_label_says_the_whole_name(qtbot):
    label = ElidedLabel(LONG[0])
    qtbot.addWidget(label)
    label.resize(80, 20)
    label.show()
    assert label.shown_text().endswith("…")
    assert label.toolTip() == LONG[0]
    label.resize(600, 20)
    assert label.shown_text() == LONG[0]
    assert label.toolTip() == ""


@pytest.mark.slow
def test_a_bigger_window_gets_bigger_tiles(qtbot, long_names):
    window = long_names
    sheet = window.show_table(1, 1)
    palette = sheet.hand_entry.palette_widget
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: window.width() == 1280)
    window.screen_fit.apply()
    small = palette.tile_width()
    hand_small = sheet.hand_entry.hand_view.tile_width()
    rows_small = sheet.hands_table.verticalHeader().defaultSectionSize()
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: window.width() == 1920)
    window.screen_fit.apply()
    assert palette.tile_width() == round(small * window_scale(1920, 1080)) > small
    assert sheet.hand_entry.hand_view.tile_width() > hand_small
    assert palette.button("5p").iconSize().width() == palette.tile_width()
    qtbot.waitUntil(lambda: sheet.hands_table.verticalHeader().defaultSectionSize() > rows_small)
    # and back
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: window.width() == 1280)
    window.screen_fit.apply()
    assert palette.tile_width() == small


def test_window_scale():
    assert window_scale(1280, 800) == 1.0
    assert window_scale(1024, 768) == 1.0
    assert window_scale(1920, 1080) == 1080 / 800
    assert window_scale(3840, 2160) == 1.6


@pytest.mark.slow
def test_no_name_widens_the_penalty_form(qtbot, long_names):
    window = long_names
    sheet = window.show_table(1, 1)
    combo = sheet.penalties_panel.player_combo
    assert combo.count() == 4
    # sized for a short name; the popup shows the whole one
    assert combo.sizeHint().width() < combo.fontMetrics().horizontalAdvance(LONG[0])


@pytest.mark.slow
def test_even_60_character_names_leave_every_hand_in_view(qtbot, tmp_path):
    path = tmp_path / "longer.mcr"
    svc = create_tournament(path, TournamentSettings("Longer", sessions=1))
    for i, name in enumerate(LONG):
        svc.add_player(f"{name} {LONG[(i + 1) % 4]}"[:60])
    svc.seat_sessions()
    svc.close()
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    assert window.open_file(str(path))
    window.resize(1280, 800)
    sheet = window.show_table(1, 1)
    qtbot.waitUntil(lambda: window.width() == 1280)
    assert window.minimumSizeHint().width() <= 1280
    table = sheet.hands_table
    qtbot.waitUntil(lambda: table.horizontalScrollBar().maximum() == 0, timeout=2000)
    qtbot.waitUntil(
        lambda: table.verticalHeader().length() <= table.viewport().height(), timeout=2000
    )
    window.close_document()


@pytest.mark.slow
def test_the_window_fits_a_1024x600_screen(qtbot, long_names):
    """A small laptop (1024x600, or 1366x768 less a taskbar) holds the window: the pages
    scroll rather than push the window off the screen."""
    window = long_names
    for page in ("table", "hand", "standings", "seating", "matches"):
        window.show_page(page)
        hint = window.minimumSizeHint()
        assert hint.width() <= 1024 and hint.height() <= 600, (page, hint)
    window.resize(1024, 600)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (1024, 600))
    sheet = window.show_table(1, 1)
    # what does not fit can be scrolled to: nothing is cut off out of reach; the tiles
    # scroll in their own box, so the sheet (Fan, Record, the message) stays in view
    # (tests/test_ui_fit_small.py)
    qtbot.waitUntil(lambda: sheet.entry_scroll.verticalScrollBar().maximum() > 0)
    assert window.page_holder("table").verticalScrollBar().maximum() == 0


@pytest.mark.slow
def test_at_1280x800_the_sheet_needs_no_scrolling(qtbot, long_names):
    window = long_names
    window.resize(1280, 800)
    sheet = window.show_table(1, 1)
    qtbot.waitUntil(lambda: window.width() == 1280 and window.height() == 800)
    holder = window.page_holder("table")
    qtbot.waitUntil(lambda: holder.viewport().height() >= sheet.minimumSizeHint().height())
    assert holder.verticalScrollBar().maximum() == 0
    assert holder.horizontalScrollBar().maximum() == 0
    table = sheet.hands_table
    assert not table.verticalScrollBar().isVisible()
    qtbot.waitUntil(
        lambda: table.verticalHeader().length() <= table.viewport().height(), timeout=2000
    )
    for row in range(16):
        assert table.viewport().rect().contains(table.visualRect(sheet.hands_model.index(row, 0)))


@pytest.mark.slow
def test_the_result_column_is_readable_with_long_names(qtbot, long_names):
    """The Result column says who won from whom by seat letter (the letters head the
    players' columns), in full at 1280x800; its tooltip names the players."""
    window = long_names
    window.resize(1280, 800)
    sheet = window.show_table(1, 1)
    qtbot.waitUntil(lambda: window.width() == 1280)
    table, model = sheet.hands_table, sheet.hands_model
    result = model.columnCount() - 1
    metrics = table.fontMetrics()
    qtbot.waitUntil(lambda: table.horizontalScrollBar().maximum() == 0)
    for row in range(4):
        text = model.data(model.index(row, result))
        assert text and len(text) <= 16, text
        width = table.horizontalHeader().sectionSize(result)
        assert metrics.horizontalAdvance(text) + 8 <= width, (text, width)
        tip = model.data(model.index(row, result), Qt.ItemDataRole.ToolTipRole)
        assert sum(name in tip for name in LONG) == 2
    for column in range(2, 6):  # each player's column headed by the seat letter
        title = model.headerData(column, Qt.Orientation.Horizontal)
        assert title.startswith("ABCD"[column - 2] + " ")


@pytest.mark.slow
def test_standings_never_squeeze_the_names_away(qtbot, long_names):
    from PySide6.QtWidgets import QTableView

    from app.ui.standings.columns import NAME_FLOOR_CHARS

    window = long_names
    window.resize(1024, 600)
    page = window.show_page("standings")
    qtbot.waitUntil(lambda: window.width() == 1024)
    table = page.findChild(QTableView, "standings")
    floor = table.fontMetrics().averageCharWidth() * NAME_FLOOR_CHARS
    qtbot.waitUntil(lambda: table.horizontalHeader().sectionSize(1) >= floor)
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: window.width() == 1920)
    # with room, the names take what the other columns leave: no scrolling sideways
    header = table.horizontalHeader()
    qtbot.waitUntil(lambda: header.length() <= table.viewport().width() + 2)
    assert header.sectionSize(1) > floor
    assert table.horizontalScrollBar().maximum() == 0


def _fits(label) -> bool:
    """Whether the label's wrapped text fits its height (two lines)."""
    metrics = label.fontMetrics()
    rect = metrics.boundingRect(
        0, 0, label.contentsRect().width(), 1000, int(Qt.TextFlag.TextWordWrap), label.text()
    )
    return rect.height() <= label.contentsRect().height()


@pytest.mark.slow
def test_the_seat_line_shows_four_long_names_in_two_lines(qtbot, long_names):
    window = long_names
    window.resize(1280, 800)
    sheet = window.show_table(1, 1)
    qtbot.waitUntil(lambda: window.width() == 1280)
    label = sheet.hand_form.winds_label
    qtbot.waitUntil(lambda: _fits(label))
    assert "…" in label.text()
    assert all(name in label.toolTip() for name in LONG)  # the whole line as tooltip


@pytest.mark.slow
def test_short_names_are_never_cut_in_the_seat_line(qtbot, tmp_path):
    from app.ui.demo_data import create_demo

    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    assert window.open_file(str(create_demo(tmp_path)), remember=False)
    window.resize(1280, 800)
    sheet = window.show_table(3, 1)
    qtbot.waitUntil(lambda: window.width() == 1280)
    label = sheet.hand_form.winds_label
    qtbot.waitUntil(lambda: "…" not in label.text())
    assert "Lukas Weber" in label.text() and _fits(label)
    window.close_document()
