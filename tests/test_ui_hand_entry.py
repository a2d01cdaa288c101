"""The hand-entry widget driven like a referee: click tiles, see the fans."""

from __future__ import annotations

import html

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QPushButton

from app.ui.hand.entry import HandEntry
from app.ui.hand.fan_model import FanModel
from app.ui.tiles.codes import FLOWERS, TILES
from app.ui.tiles.painter import tile_pixmap
from scoring.tiles import parse_tile
from tests.test_ui_support import engine_fixture  # noqa: F401 - the fixture

HAND = ["1p", "2p", "3p", "4s", "5s", "6s", "7s", "8s", "9s", "5p", "5p"]


def click_tile(qtbot, entry: HandEntry, tile: str) -> None:
    qtbot.mouseClick(entry.palette_widget.button(tile), Qt.MouseButton.LeftButton)


def make_entry(qtbot) -> HandEntry:
    entry = HandEntry()
    qtbot.addWidget(entry)
    entry.resize(1300, 700)
    entry.show()
    return entry


def test_every_tile_has_a_picture(qtbot):
    for tile in TILES + FLOWERS:
        pixmap = tile_pixmap(tile, 30)
        assert not pixmap.isNull()
        image = pixmap.toImage()
        # the face is drawn: the centre is not transparent
        assert image.pixelColor(15, 20).alpha() > 0


def test_clicking_tiles_builds_notation_and_shows_fans(qtbot, engine):
    entry = make_entry(qtbot)
    qtbot.mouseClick(entry.mode_buttons["chow"], Qt.MouseButton.LeftButton)
    entry.claim_combo.setCurrentIndex(1)  # claimed the 2nd tile
    click_tile(qtbot, entry, "5m")
    qtbot.mouseClick(entry.mode_buttons["tile"], Qt.MouseButton.LeftButton)
    for tile in HAND:
        click_tile(qtbot, entry, tile)
    assert entry.notation_edit.text() == "[567m,2]1235p456789s5p"
    assert entry.total_label.text() != "Not a winning hand"
    assert entry.fan_model.rowCount() > 0
    names = [
        entry.fan_model.index(r, FanModel.NAME).data() for r in range(entry.fan_model.rowCount())
    ]
    assert any(names)
    # the palette stops at 14 tiles
    assert not entry.palette_widget.button("9m").isEnabled()


def test_situation_and_flowers_update_the_notation(qtbot, engine):
    entry = make_entry(qtbot)
    for tile in HAND:
        click_tile(qtbot, entry, tile)
    entry.seat_combo.setCurrentIndex(1)
    qtbot.mouseClick(entry.self_drawn_check, Qt.MouseButton.LeftButton)
    click_tile(qtbot, entry, "a")
    click_tile(qtbot, entry, "b")
    assert entry.notation_edit.text().endswith("|ES1000|ab")
    assert entry.kong_check.text() == "Kong replacement"


def test_typing_notation_updates_the_hand_and_remove_last(qtbot, engine):
    entry = make_entry(qtbot)
    qtbot.keyClicks(entry.notation_edit, "[EEEE]123m456p789s5s")
    assert entry.state().tile_count() == 13
    assert entry.state().melds[0].concealed
    assert entry.waits_list.count() > 0  # 13 tiles: the waits are listed
    qtbot.keyClicks(entry.notation_edit, "x")
    assert entry.notation_error.text()
    entry.set_notation("123m456p789s5s5s|EE0000")
    qtbot.mouseClick(entry.findChild(QPushButton, "removeLast"), Qt.MouseButton.LeftButton)
    assert entry.state().tile_count() == 10


@pytest.mark.slow
def test_typing_and_clicking_stay_in_step_both_ways(qtbot, engine):
    clicked = make_entry(qtbot)
    for tile in ["2m", "3m", "4m", *HAND]:
        click_tile(qtbot, clicked, tile)
    typed = make_entry(qtbot)
    qtbot.keyClicks(typed.notation_edit, clicked.notation_edit.text())
    # typing what the clicks wrote gives the same hand, drawn and counted the same
    assert typed.state().to_hand() == clicked.state().to_hand()
    assert typed.hand_view.hit_rects() == clicked.hand_view.hit_rects()
    assert typed.total_label.text() == clicked.total_label.text()
    # and a click on the typed hand rewrites the text: the 5p pair is now full
    assert typed.palette_widget.button("5p").isEnabled() is False  # 14 tiles
    qtbot.mouseClick(typed.findChild(QPushButton, "removeLast"), Qt.MouseButton.LeftButton)
    click_tile(qtbot, typed, "1p")
    assert typed.notation_edit.text() == "234m1235p456789s1p"
    assert typed.state().winning_tile == parse_tile("1p")
    # a typed mistake shows the engine's message; the hand keeps the last text it read
    typed.notation_edit.clear()
    qtbot.keyClicks(typed.notation_edit, "123m[12m]")
    assert "is not a set" in typed.notation_error.text()
    assert typed.state().notation() == "123m"
    assert typed.palette_widget.button("5p").isEnabled()


def test_clicking_a_hand_tile_makes_it_the_winning_tile(qtbot, engine):
    entry = make_entry(qtbot)
    entry.set_notation("[567m,2]123p456s789s55p")
    rects = {key: rect for rect, kind, key in entry.hand_view.hit_rects() if kind == "tile"}
    rect = rects["1p"]
    qtbot.mouseClick(
        entry.hand_view,
        Qt.MouseButton.LeftButton,
        pos=QPoint(int(rect.center().x()), int(rect.center().y())),
    )
    assert entry.state().winning_tile == parse_tile("1p")
    assert entry.notation_edit.text().endswith("1p")


def test_under_eight_warning_and_claims(qtbot, engine, monkeypatch):
    entry = make_entry(qtbot)
    entry.set_notation("[567m,2]123p456s789s55p")
    entry.claimed_fans_edit.setText("48, 81")
    entry.claimed_total_edit.setText("99")
    lines = [entry.claims_list.item(i).text() for i in range(entry.claims_list.count())]
    assert any("wrong" in line for line in lines)
    assert any("99" in line for line in lines)
    # each wrong claim's whole reason can be read: its tooltip and the details pane
    wrong = [
        entry.claims_list.item(i)
        for i in range(entry.claims_list.count())
        if "wrong" in entry.claims_list.item(i).text()
    ]
    reasons = [item.text().split("wrong: ", 1)[1] for item in wrong]
    assert len(reasons) == 2 and all(len(r) > 20 for r in reasons)
    for item, reason in zip(wrong, reasons, strict=True):
        assert html.escape(reason) in item.toolTip()
    details = entry.claims_pane.details
    # Under the minimum (4 fan): that is said first, and shown unasked.
    assert entry.claims_list.item(0).text().startswith("✘ false win")
    assert "8-fan minimum" in details.text()
    assert details.wordWrap()
    rect = entry.claims_list.visualItemRect(wrong[1])
    qtbot.mouseClick(entry.claims_list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert html.escape(reasons[1]) in details.text()
    assert entry.claims_pane.lines()[entry.claims_list.row(wrong[1])].endswith(reasons[1])
    from tests.test_ui_support import FakeResult

    monkeypatch.setattr(engine, "score_hand", lambda *a, **k: FakeResult(6, False, ()))
    entry.set_notation("[567m,2]123p456s789s55p|EE0000")
    assert entry.minimum_label.isVisibleTo(entry)
    assert "Under the minimum of 8 fan" in entry.minimum_label.text()  # the system's minimum


def test_fan_model_passes_the_model_tester(qtmodeltester, engine):
    from app.ui.hand.engine import evaluate

    model = FanModel()
    model.set_fans(evaluate("[567m,2]123p456s789s55p|ES1000|2").fans)
    qtmodeltester.check(model)
