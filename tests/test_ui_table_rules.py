"""The table sheet under another rule system: the rotation of the tournament's match
length, the payments the rule module makes shown before Record, and exactly those stored
(nothing the screen did not show). One match per system with fan (MahJong Online, the
International Game), entered through the real widgets."""

from __future__ import annotations

from fractions import Fraction

import pytest
from PySide6.QtCore import QSettings, Qt

from app.domain import TournamentSettings
from app.domain.service import TournamentService
from app.ui.window import MainWindow
from tests.test_ui_support import engine_fixture  # noqa: F401 - the fixture


def open_sheet(qtbot, tmp_path, rules: str, options=(), hands: int = 4):
    path = tmp_path / f"{rules}.mcr"
    settings = TournamentSettings(
        "Cup", sessions=1, rule_system=rules, rule_options=options, hands_per_match=hands
    )
    svc = TournamentService.create(path, settings)
    for name in ("Ann", "Bo", "Cy", "Di"):
        svc.add_player(name)
    svc.seat_sessions()
    svc.close()
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    assert window.open_file(str(path))
    page = window.show_table(1, 1)
    qtbot.waitUntil(page.record_button.isVisible)
    return window, page


def click(qtbot, widget):
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def record_shown(qtbot, window, page) -> tuple:
    """Record: the first press shows the payments, the second stores them; the stored
    points are those that were on the screen."""
    hand = page.hand_spin.value()
    click(qtbot, page.record_button)
    shown = page.payments_label.text()
    assert "Press Record again" in shown
    assert not any(h.hand == hand for h in window.document.workspace.hands(1, 1))
    click(qtbot, page.record_button)
    (stored,) = [h for h in window.document.workspace.hands(1, 1) if h.hand == hand]
    for name, points in zip(("Ann", "Bo", "Cy", "Di"), _by_name(window, stored), strict=True):
        text = (
            "0"
            if points == 0
            else (f"{float(points):+g}" if points.denominator > 1 else f"{int(points):+d}")
        )
        assert f"{name} {text}" in shown
    return stored.points


def _by_name(window, record):
    seats = window.document.workspace.table(1, 1).seats
    names = window.document.workspace.player_names()
    order = {names[p]: Fraction(v) for p, v in zip(seats, record.points, strict=True)}
    return [order[n] for n in ("Ann", "Bo", "Cy", "Di")]


@pytest.mark.usefixtures("engine")
def test_a_mahjong_online_match(qtbot, tmp_path):
    window, page = open_sheet(qtbot, tmp_path, "mahjong-online")
    assert page.hands_model.rowCount() == 4 and page.hand_spin.maximum() == 4
    # Hand 1 by fan: 6 fan, the dealer (A) wins on B's discard: 75 x 1.5 = 112.5.
    page.use_tiles_check.setChecked(False)
    page.winner_combo.setCurrentIndex(0)
    page.discarder_combo.setCurrentIndex(2)
    page.fan_spin.setValue(6)
    points = record_shown(qtbot, window, page)
    assert sorted(points) == [Fraction(-225, 2), 0, 0, Fraction(225, 2)]
    assert page.hand_spin.value() == 2
    assert "+112.5" in page.hands_model.index(0, 2).data()
    # Hand 2 by tiles: B on C's discard, All Sequences + No Flowers.
    page.use_tiles_check.setChecked(True)
    page.winner_combo.setCurrentIndex(1)
    page.discarder_combo.setCurrentIndex(3)
    page.hand_entry.set_notation("[567m,2]123p456s789s55p")
    record_shown(qtbot, window, page)
    # Under the minimum: refused on screen, nothing stored.
    page.use_tiles_check.setChecked(False)
    page.fan_spin.setValue(1)
    click(qtbot, page.record_button)
    assert len(window.document.workspace.hands(1, 1)) == 2, [
        (h.hand, h.fan, h.entry) for h in window.document.workspace.hands(1, 1)
    ]
    assert "at least 2 fan" in page.payments_label.text()
    click(qtbot, page.draw_button)
    page.fan_spin.setValue(3)
    page.winner_combo.setCurrentIndex(2)
    page.discarder_combo.setCurrentIndex(0)  # self-drawn
    record_shown(qtbot, window, page)
    hands = window.document.workspace.hands(1, 1)
    assert len(hands) == 4
    assert window.document.workspace.service.match_status(1)[0].state == "complete"
    window.close_document()


@pytest.mark.usefixtures("engine")
def test_an_international_match(qtbot, tmp_path):
    window, page = open_sheet(qtbot, tmp_path, "international", (("min_fan", "0"),), hands=4)
    page.use_tiles_check.setChecked(False)
    for winner, source, fan in ((0, 0, 5), (1, 3, 4), (2, 1, 8), (3, 0, 3)):
        page.winner_combo.setCurrentIndex(winner)
        page.discarder_combo.setCurrentIndex(source)
        page.fan_spin.setValue(fan)
        points = record_shown(qtbot, window, page)
        assert sum(points) == 0
    hands = window.document.workspace.hands(1, 1)
    assert [h.fan for h in hands] == [5, 4, 8, 3]
    assert sorted(hands[0].points) == [-24, -24, -24, 72]  # self-drawn, compound chart
    window.close_document()


@pytest.mark.usefixtures("engine")
def test_a_shenzhen_match(qtbot, tmp_path):
    """The outcome, the kongs, the horse and a robbed kong through the sheet's own
    fields; a draw with a kong is shown, then stored."""
    window, page = open_sheet(qtbot, tmp_path, "shenzhen")
    assert not page.fan_spin.isVisible() and page.horse_edit.isVisible()
    assert page.kongs_edit.isVisible() and not page.liable_combo.isVisible()
    page.use_tiles_check.setChecked(False)
    # 1: A self-drawn, horse 5m (E's lucky tile, A deals): W1 5 + H1 2 from each; B's
    # concealed kong: 2 from each. A 21 - 2, B -7 + 6, C and D -9.
    page.winner_combo.setCurrentIndex(0)
    page.discarder_combo.setCurrentIndex(0)
    qtbot.keyClicks(page.horse_edit, "5m")
    qtbot.keyClicks(page.kongs_edit, "B:c")
    points = record_shown(qtbot, window, page)
    assert points == (19, -1, -9, -9)
    assert page.horse_edit.text() == "" and page.kongs_edit.text() == ""
    # 2: no horse after a self-draw: refused on screen, nothing stored.
    page.winner_combo.setCurrentIndex(1)
    page.discarder_combo.setCurrentIndex(0)
    click(qtbot, page.record_button)
    assert "horse is turned" in page.payments_label.text()
    # 2: C robs D's kong: 10 from D.
    page.winner_combo.setCurrentIndex(2)
    page.discarder_combo.setCurrentIndex(4)
    page.robbed_check.setChecked(True)
    assert record_shown(qtbot, window, page) == (0, 0, 10, -10)
    # 3: drawn, D promoted a pung: 1 from each, paid in a draw; shown before stored.
    qtbot.keyClicks(page.kongs_edit, "D:p")
    click(qtbot, page.draw_button)
    assert "Draw" in page.payments_label.text()
    assert len(window.document.workspace.hands(1, 1)) == 2
    click(qtbot, page.draw_button)
    hands = window.document.workspace.hands(1, 1)
    assert hands[-1].draw and hands[-1].points == (-1, -1, -1, 3)
    # 4: B wins on A's discard: 5 from A.
    page.winner_combo.setCurrentIndex(1)
    page.discarder_combo.setCurrentIndex(1)
    assert record_shown(qtbot, window, page) == (-5, 5, 0, 0)
    assert window.document.workspace.service.match_status(1)[0].state == "complete"
    window.close_document()
