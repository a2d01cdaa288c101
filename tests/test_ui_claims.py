"""The claim check in the GUI (issue 10, item 4): fans picked from the list (search as
you type, tick, count), reasons in the interface's language, the other wait named."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.ui.hand import engine
from app.ui.hand.claims import ClaimsPane
from app.ui.main import install_translation, remove_translation

STRAIGHT = "12345789p55678m6p|EE1000"  # Pure Straight, self-drawn, concealed
EDGE_OR_NOT = "[123m,1][456p,1]789s45s66p3s"  # won on 3s, waiting on 3s and 6s
UNDER_EIGHT = "[123m,1][567p,1]678s23s55m4s"  # All Chows: 2 fan


def make_pane(qtbot, notation: str) -> ClaimsPane:
    pane = ClaimsPane()
    qtbot.addWidget(pane)
    pane.resize(1000, 600)
    pane.show()
    pane.set_hand(engine.evaluate(notation), notation)
    return pane


def pick(qtbot, pane: ClaimsPane, search: str) -> None:
    """Type in the search field and press Enter: the first fan shown is ticked."""
    field = pane.fan_picker.search_edit
    field.clear()
    if search.isascii():
        qtbot.keyClicks(field, search)
    else:  # QTest types Latin-1 only: the text as an input method would commit it
        field.insert(search)
    qtbot.keyClick(field, Qt.Key.Key_Return)


@pytest.fixture
def chinese():
    app = QApplication.instance()
    translator = install_translation(app, "zh_CN")
    assert translator is not None
    yield
    remove_translation(app, translator)  # also forgets it: later tests start in English


@pytest.mark.slow
def test_search_as_you_type_tick_and_count(qtbot):
    pane = make_pane(qtbot, STRAIGHT)
    picker = pane.fan_picker
    picker.search_edit.insert("qīng lóng")  # pinyin with tones
    assert picker.shown_keys() == [28]
    qtbot.keyClick(picker.search_edit, Qt.Key.Key_Return)
    assert pane.claimed_fans_edit.text() == "Pure Straight"
    assert pane.lines()[0].startswith("✔ 28. Pure Straight")
    pick(qtbot, pane, "short straight")
    assert picker.shown_keys() == [71]
    picker.fan_list.setCurrentItem(picker.item_of(71))
    assert picker.count_spin.isEnabled()
    picker.count_spin.setValue(2)
    assert pane.claimed_fans_edit.text() == "Pure Straight, Short Straight x2"
    assert picker.item_of(71).text().endswith("×2")
    wrong = [line for line in pane.lines() if "wrong" in line]
    assert len(wrong) == 1 and "No disassembly" in wrong[0]
    # Unticking removes the claim; typing ticks.
    picker.item_of(71).setCheckState(Qt.CheckState.Unchecked)
    assert pane.claimed_fans_edit.text() == "Pure Straight"
    pane.claimed_fans_edit.setText("28, 80, Foo")
    assert picker.counts() == {28: 1, 80: 1}
    pick(qtbot, pane, "56")  # by number: Fully Concealed Hand
    assert pane.claimed_fans_edit.text() == "Foo, Pure Straight, Fully Concealed Hand, Self-Drawn"


def test_an_ambiguous_name_is_written_as_its_number(qtbot):
    pane = make_pane(qtbot, "123456m456p11789s")
    pick(qtbot, pane, "花龙")
    assert pane.claimed_fans_edit.text() == "39"  # "Mixed Straight" names two fans
    assert pane.lines()[0].startswith("✔ 39. Mixed Straight")


@pytest.mark.slow
def test_the_other_wait_is_named(qtbot):
    pane = make_pane(qtbot, EDGE_OR_NOT)
    pick(qtbot, pane, "edge wait")
    (line,) = [line for line in pane.lines() if "wrong" in line]
    assert "3s, 6s" in line
    assert "3s, 6s" in pane.details.text()  # the first wrong claim, shown unasked


@pytest.mark.slow
def test_under_the_minimum_the_false_win_comes_first(qtbot):
    pane = make_pane(qtbot, UNDER_EIGHT)
    pick(qtbot, pane, "all chows")
    assert pane.lines()[0].startswith("✘ false win: Wrong claim")
    assert "8-fan minimum" in pane.details.text()


@pytest.mark.slow
def test_reasons_in_chinese(qtbot, chinese):
    pane = make_pane(qtbot, STRAIGHT)
    pick(qtbot, pane, "连六")
    pick(qtbot, pane, "清龙")
    lines = pane.lines()
    (wrong,) = [line for line in lines if "错误" in line or "✘" in line]
    assert "不拆移原则" in wrong and "清龙" in wrong
    assert "不拆移原则" in pane.details.text()
    pane = make_pane(qtbot, EDGE_OR_NOT)
    pick(qtbot, pane, "边张")
    assert "此手听3s, 6s" in pane.details.text()
    pane = make_pane(qtbot, "[1111m][2222p,1]345678s9m9m")
    pane.claimed_fans_edit.setText("暗杠, 明杠")
    assert "不与明暗杠同计" in pane.details.text()
    assert "一明杠一暗杠合计一项5番" in pane.details.text()
    pane = make_pane(qtbot, UNDER_EIGHT)
    pick(qtbot, pane, "平和")
    assert pane.lines()[0].startswith("✘ 错和：错和：不计花牌只有2番")  # Chinese colon


def test_a_typo_in_the_picker_offers_the_near_fan(qtbot):
    """Typed as a hurried referee types ("pure strigh"), the picker shows Pure Straight,
    as the claim check's "did you mean" would, and Enter ticks it."""
    pane = make_pane(qtbot, STRAIGHT)
    pick(qtbot, pane, "pure strigh")
    assert pane.fan_picker.shown_keys() == [28]
    assert pane.claimed_fans_edit.text() == "Pure Straight"
