"""The table sheet's fields for other rule systems, through the real widgets: kongs
declared by any player, the horse (a Shenzhen self-draw), the liable player, several
winners on one discard (MahJong Online) and the elements ticked from the system's list.
The Ready line previews every payment, Record stores exactly those; drafts keep the new
fields and correcting a hand reloads them."""

from __future__ import annotations

from fractions import Fraction

import pytest
from PySide6.QtCore import QPoint, Qt

from app.domain.model import KongLine
from app.tournament import create_tournament
from scoring import score_hand
from tests.test_ui_support import engine_fixture  # noqa: F401 - the fixture
from tests.test_ui_table_rules import (  # noqa: F401 - the fixture
    _close_windows,
    click,
    enter,
    keys,
    open_sheet,
    record_shown,
)


def seats(window) -> tuple[int, ...]:
    return window.document.workspace.service.table(1, 1).seats


def tick(qtbot, page, *names: str) -> None:
    """Click the check box of each named element in the list."""
    view = page.extras.elements_list
    for i in range(view.count()):
        item = view.item(i)
        if item.data(Qt.ItemDataRole.UserRole) in names:
            view.scrollToItem(item)
            rect = view.visualItemRect(item)
            pos = rect.topLeft() + rect.center() - rect.center()  # the row's left end
            pos.setX(rect.left() + 10)
            pos.setY(rect.center().y())
            qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
            assert item.checkState() == Qt.CheckState.Checked, item.text()


@pytest.mark.usefixtures("engine")
def test_a_shenzhen_self_draw_with_a_horse_and_a_kong_by_another(qtbot, tmp_path):
    window, page = open_sheet(qtbot, tmp_path, "shenzhen")
    extras = page.extras
    assert extras.isVisible() and extras.horse_edit.isVisible() and extras.kongs_edit.isVisible()
    assert not extras.elements_list.isVisible()  # Shenzhen has no fan
    enter(qtbot, page, "a", "s")
    # a self-draw turns a horse: Record waits for it, and the message says so
    assert not page.record_button.isEnabled()
    assert "horse" in page.message_label.text()
    keys(qtbot, extras.kongs_edit, "B:c")
    keys(qtbot, extras.horse_edit, "5p")
    message = page.message_label.text()
    assert "horse 5p" in message and "kong" in message, message
    points = record_shown(qtbot, window, page)
    assert sum(points) == 0 and points[0] > 0
    (stored,) = window.document.workspace.hands(1, 1)
    a, b, _, _ = seats(window)
    assert stored.winner == a and stored.discarder is None
    assert stored.horse == "5p" and stored.kongs == (KongLine(b, "c"),)
    # the next hand starts blank, extras included
    assert page.hand_spin.value() == 2 and extras.values()[:2] == ("", "")
    # a draw with a kong: the message previews what the draw pays, Draw stores that
    keys(qtbot, extras.kongs_edit, "C:d:D")
    hint = page.message_label.text()
    assert "A draw pays" in hint, hint
    click(qtbot, page.draw_button)
    drawn = [h for h in window.document.workspace.hands(1, 1) if h.hand == 2][0]
    assert drawn.draw and drawn.kongs and sum(drawn.points) == 0
    for letter, value in zip("ABCD", drawn.points, strict=True):
        assert f"{letter} {value:+d}" in hint or (value == 0 and f"{letter} 0" in hint), hint
    # correcting hand 1 reloads its extras
    page.show_hand(1)
    click(qtbot, page.hand_form.correct_button)
    assert extras.values()[:2] == ("B:c", "5p")


@pytest.mark.usefixtures("engine")
@pytest.mark.slow
def test_a_mahjong_online_hand_with_two_winners(qtbot, tmp_path):
    window, page = open_sheet(qtbot, tmp_path, "mahjong-online")
    assert page.extras.others_edit.isVisible()
    enter(qtbot, page, "a", "b")
    page.hand_entry.set_notation("[567m,2]123p456s789s55p")
    keys(qtbot, page.extras.others_edit, "C: [678m,2]234p456s789s55p")
    message = page.message_label.text()
    assert "also" in message, message
    points = record_shown(qtbot, window, page)
    (stored,) = window.document.workspace.hands(1, 1)
    a, b, c, _ = seats(window)
    assert stored.winners == (a, c) and stored.discarder == b
    assert points[1] < 0 and points[0] > 0 and points[2] > 0 and sum(points) == 0
    # correcting it reloads both winners: the same entry is ready again, same payments
    page.show_hand(1)
    click(qtbot, page.hand_form.correct_button)
    assert page.extras.values()[4] == "C: [678m,2]234p456s789s55p"
    assert not page.hand_entry.has_error()
    assert page.record_button.isEnabled(), page.message_label.text()
    assert page.hand_form.ready.points == points


@pytest.mark.usefixtures("engine")
@pytest.mark.slow
def test_an_international_hand_with_a_liable_player(qtbot, tmp_path):
    window, page = open_sheet(qtbot, tmp_path, "international", (("min_fan", "0"),))
    assert page.extras.liable_combo.isVisible() and not page.extras.horse_edit.isVisible()
    enter(qtbot, page, "a", "s", "8")
    plain = page.message_label.text()
    keys(qtbot, page.extras.liable_combo, "C")
    message = page.message_label.text()
    assert "liable" in message and message != plain, message
    points = record_shown(qtbot, window, page)
    (stored,) = window.document.workspace.hands(1, 1)
    assert stored.liable == seats(window)[2]
    assert points[2] < 0 and points[0] > 0  # the liable player pays
    # hand 2 starts with nobody liable; B robs A's kong
    assert page.extras.liable_combo.currentData() == ""
    enter(qtbot, page, "b", "a", "8")
    click(qtbot, page.extras.robbed_check)
    assert "robbing a kong" in page.message_label.text()
    record_shown(qtbot, window, page)
    robbed = [h for h in window.document.workspace.hands(1, 1) if h.hand == 2][0]
    assert robbed.robbed and robbed.discarder == seats(window)[0]


@pytest.mark.usefixtures("engine")
@pytest.mark.slow
def test_a_hand_entered_by_ticked_elements_and_its_draft(qtbot, tmp_path):
    window, page = open_sheet(qtbot, tmp_path, "international", (("min_fan", "0"),))
    names = [
        page.extras.elements_list.item(i).data(Qt.ItemDataRole.UserRole)
        for i in range(page.extras.elements_list.count())
    ]
    assert "All Chows" in names and "Chicken Hand" in names  # the system's list, not MCR's
    enter(qtbot, page, "b", "a")
    tick(qtbot, page, "All Chows")
    assert page.fan_edit.isReadOnly() and page.fan_edit.text() == "1"
    # another hand and back: the ticks are kept as a draft
    page.show_hand(3)
    assert page.extras.ticked() == ()
    page.show_hand(1)
    assert page.extras.ticked() == ("All Chows",)
    points = record_shown(qtbot, window, page)
    (stored,) = window.document.workspace.hands(1, 1)
    assert stored.entry == "elements" and [f.name for f in stored.fans] == ["All Chows"]
    assert stored.fan == 1 and sum(points) == 0
    assert all(isinstance(p, (int, Fraction)) for p in points)


@pytest.mark.usefixtures("engine")
@pytest.mark.slow
def test_the_calculator_of_another_system_lists_its_elements(qtbot, tmp_path):
    window, page = open_sheet(qtbot, tmp_path, "mahjong-online")
    # the sheet's tiles are scored under the tournament's system: the total beside the
    # tiles is the fan the Ready line shows and Record stores
    enter(qtbot, page, "a", "b")
    page.hand_entry.set_notation("[567m,2]123p456s789s55p")
    assert page.hand_entry.total_label.text() == "2 fan"
    assert "2 fan" in page.message_label.text()
    calculator = window.show_page("hand")
    tabs = calculator.results_tabs
    assert tabs.indexOf(calculator.claims_pane) < 0  # MCR's claim check is not offered
    assert tabs.tabText(0) == "Elements"
    pane = calculator.elements_pane
    assert "Winds Set" in pane.names() and "Short Straight" not in pane.names()
    calculator.set_notation("[567m,2]123p456s789s55p|EE0000")
    expected = score_hand("[567m,2]123p456s789s55p|EE0000||from=1", rules="mahjong-online").total
    assert calculator.total_label.text() == f"{expected} fan"
    view = pane.elements_list
    for name in ("Winds Set", "Dragon Set"):
        item = view.item(pane.names().index(name))
        rect = view.visualItemRect(item)
        qtbot.mouseClick(
            view.viewport(), Qt.MouseButton.LeftButton, pos=rect.topLeft() + QPoint(10, 4)
        )
    assert pane.ticked() == ("Winds Set", "Dragon Set")
    assert pane.total_label.text() == "Elements ticked: 2 fan"


@pytest.mark.usefixtures("engine")
@pytest.mark.slow
def test_an_international_half_fan_is_typed_and_stored_exactly(qtbot, tmp_path):
    window, page = open_sheet(qtbot, tmp_path, "international", (("min_fan", "0"),))
    enter(qtbot, page, "a", "b", "0.5")  # a Chicken Hand
    assert "1/2 fan" in page.message_label.text() or "0.5 fan" in page.message_label.text()
    record_shown(qtbot, window, page)
    (stored,) = window.document.workspace.hands(1, 1)
    assert stored.fan == Fraction(1, 2)


@pytest.mark.usefixtures("engine")
@pytest.mark.slow
def test_another_systems_entry_refused_as_stale_can_be_entered_over_on_purpose(qtbot, tmp_path):
    """Two stations on a MahJong Online file: B stores hand 1 while A has typed its own
    with a liable player. A's Record is refused; the conflict dialog shows A's entry as
    the rules settle it, and "Enter mine" stores exactly those payments."""
    from app.domain import TournamentSettings
    from app.ui.stations import ConflictDialog as Dialog
    from tests.test_ui_sheet_trust import click as press
    from tests.test_ui_sheet_trust import fan_only_hand, hooks, new_window, stored

    path = tmp_path / "mo.mcr"
    settings = TournamentSettings("MO", 1, rule_system="mahjong-online", hands_per_match=4)
    with create_tournament(path, settings) as svc:
        for name in ("Ann", "Bo", "Cy", "Di"):
            svc.add_player(name)
        svc.seat_sessions(seed=1, time_limit=1)
    first = new_window(qtbot, tmp_path, path, "a")
    second = new_window(qtbot, tmp_path, path, "b")
    a, b = hooks(first), hooks(second)
    fan_only_hand(qtbot, a, winner="a", source="b", fan="6")
    keys(qtbot, first.pages["table"].extras.liable_combo, "C")
    shown = first.pages["table"].hand_form.ready.points
    fan_only_hand(qtbot, b, winner="b", source="s", fan="3")
    press(qtbot, b.record)
    press(qtbot, a.record)
    qtbot.waitUntil(lambda: first.findChild(Dialog, "conflictDialog") is not None, timeout=2000)
    dialog = first.findChild(Dialog, "conflictDialog")
    assert [lbl.text() for lbl in dialog.mine_labels][2] == "6"
    qtbot.mouseClick(dialog.mine_button, Qt.MouseButton.LeftButton)
    hand = stored(first)[1]
    assert hand.fan == 6 and hand.liable == seats(first)[2] and hand.points == shown
    for w in (first, second):
        w.close_document()
