"""The table sheet under another rule system: the rotation of the tournament's match
length, the payments the rule module makes shown in the Ready line before Record, and
exactly those stored (nothing the screen did not show). One match per system, entered
through the real widgets by keyboard: MahJong Online, the International Game, and the
Shenzhen game's wins on a discard by tiles."""

from __future__ import annotations

from fractions import Fraction

import pytest
from PySide6.QtCore import QSettings, Qt

from app.domain import TournamentSettings
from app.tournament import create_tournament
from app.ui.window import MainWindow
from tests.test_ui_support import engine_fixture  # noqa: F401 - the fixture

_OPEN: list = []


@pytest.fixture(autouse=True)
def _close_windows():
    """Every window opened by a test closes its tournament at the end."""
    yield
    while _OPEN:
        _OPEN.pop().close_document()


def open_sheet(qtbot, tmp_path, rules: str, options=(), hands: int = 4):
    path = tmp_path / f"{rules}.mcr"
    settings = TournamentSettings(
        "Cup", sessions=1, rule_system=rules, rule_options=options, hands_per_match=hands
    )
    svc = create_tournament(path, settings)
    for name in ("Ann", "Bo", "Cy", "Di"):
        svc.add_player(name)
    svc.seat_sessions()
    svc.close()
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    assert window.open_file(str(path))
    _OPEN.append(window)
    page = window.show_table(1, 1)
    qtbot.waitUntil(page.record_button.isVisible)
    return window, page


def click(qtbot, widget):
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def keys(qtbot, widget, text):
    widget.setFocus()
    qtbot.keyClicks(widget, text)


def enter(qtbot, page, winner: str, source: str, fan: str | None = None) -> None:
    keys(qtbot, page.winner_combo, winner)
    keys(qtbot, page.discarder_combo, source)
    if fan is not None:
        page.fan_edit.selectAll()
        keys(qtbot, page.fan_edit, fan)


def record_shown(qtbot, window, page) -> tuple:
    """The Ready line shows each seat's payment; Record stores exactly those points."""
    hand = page.hand_spin.value()
    shown = page.message_label.text()
    assert shown.startswith("Ready:"), shown
    click(qtbot, page.record_button)
    (stored,) = [h for h in window.document.workspace.hands(1, 1) if h.hand == hand]
    for letter, points in zip("ABCD", stored.points, strict=True):
        value = Fraction(points)
        text = (
            "0"
            if not value
            else (f"{float(value):+g}" if value.denominator > 1 else f"{int(value):+d}")
        )
        assert f"{letter} {text}" in shown, (letter, text, shown)
    return stored.points


@pytest.mark.usefixtures("engine")
@pytest.mark.slow
def test_a_mahjong_online_match(qtbot, tmp_path):
    window, page = open_sheet(qtbot, tmp_path, "mahjong-online")
    assert page.hands_model.rowCount() == 4 and page.hand_spin.maximum() == 4
    # 1: the dealer (A) wins on B's discard, 6 fan: 75 x 1.5 = 112.5 from B.
    enter(qtbot, page, "a", "b", "6")
    assert record_shown(qtbot, window, page) == (Fraction(225, 2), Fraction(-225, 2), 0, 0)
    assert page.hand_spin.value() == 2
    assert "+112.5" in page.hands_model.index(0, 2).data()
    # 2: under the minimum: said, nothing stored.
    enter(qtbot, page, "b", "c", "1")
    assert "at least 2 fan" in page.message_label.text()
    click(qtbot, page.record_button)
    assert len(window.document.workspace.hands(1, 1)) == 1
    # 2: by tiles, B (dealing) on C's discard: All Sequences + No Flowers, 2 fan, basic 8
    # x 1.5 = 12 from C.
    page.fan_edit.selectAll()
    keys(qtbot, page.fan_edit, "\b")  # the fan typed is taken back
    page.hand_entry.set_notation("[567m,2]123p456s789s55p")
    assert record_shown(qtbot, window, page) == (0, 12, -12, 0)
    click(qtbot, page.draw_button)
    enter(qtbot, page, "c", "s", "3")  # 4: C self-drawn, 3 fan: basic 16 / 2 from each
    assert record_shown(qtbot, window, page) == (-8, -8, 24, -8)
    assert str(window.document.workspace.service.match_status(1)[0].state) == "complete"


@pytest.mark.usefixtures("engine")
@pytest.mark.slow
def test_an_international_match(qtbot, tmp_path):
    window, page = open_sheet(qtbot, tmp_path, "international", (("min_fan", "0"),))
    for winner, source, fan in (("a", "s", "5"), ("b", "d", "4"), ("c", "a", "8"), ("d", "s", "3")):
        enter(qtbot, page, winner, source, fan)
        assert sum(record_shown(qtbot, window, page)) == 0
    hands = window.document.workspace.hands(1, 1)
    assert [h.fan for h in hands] == [5, 4, 8, 3]
    assert hands[0].points == (72, -24, -24, -24)  # self-drawn 5 fan, compound chart


@pytest.mark.usefixtures("engine")
def test_a_shenzhen_win_on_a_discard_by_tiles(qtbot, tmp_path):
    window, page = open_sheet(qtbot, tmp_path, "shenzhen")
    enter(qtbot, page, "b", "c")
    page.hand_entry.set_notation("123m456p789s234s5p5p")
    assert record_shown(qtbot, window, page) == (0, 5, -5, 0)  # W2: 5 from the discarder


@pytest.mark.usefixtures("engine")
@pytest.mark.slow
def test_a_shenzhen_outcome_without_tiles(qtbot, tmp_path):
    """Shenzhen has no fan: the winner and the discarder alone settle a win (5 from the
    discarder); a self-draw needs its horse, which the sheet cannot take yet: refused."""
    window, page = open_sheet(qtbot, tmp_path, "shenzhen")
    enter(qtbot, page, "c", "d")
    assert record_shown(qtbot, window, page) == (0, 0, 5, -5)
    enter(qtbot, page, "a", "s")
    assert "horse is turned" in page.message_label.text()
    click(qtbot, page.record_button)
    assert len(window.document.workspace.hands(1, 1)) == 1
