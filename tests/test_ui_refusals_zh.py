"""Issue 24: refusals from the domain and the engine are shown in Chinese on the
table sheet and in the calculator: the winner chosen as the discarder, a fifth copy of
a tile, a typo in the notation, and the other frequent ones."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from app.ui.demo_data import create_demo
from app.ui.main import install_translation, remove_translation
from app.ui.window import MainWindow

CJK = re.compile(r"[\u4e00-\u9fff]")


@pytest.fixture
def window(qtbot, tmp_path):
    translator = install_translation(QApplication.instance(), "zh_CN")
    assert translator is not None
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    assert window.open_file(str(create_demo(tmp_path)), remember=False)
    yield window
    window.pages["table"].hand_form.discard_drafts()
    window.close_document()
    remove_translation(QApplication.instance(), translator)


def open_table(window):
    status = next(s for s in window.document.workspace.statuses() if s.state.value == "open")
    sheet = window.open_table(status.session, status.table)
    sheet.show_hand(sheet.hand_spin.value())
    return sheet


def english(text: str) -> list[str]:
    """English words left (notation such as 1m or 123x and seat letters aside)."""
    return re.findall(r"\b[A-Za-z]{3,}\b", text)


def test_the_winner_as_discarder_is_refused_in_chinese(window):
    sheet = open_table(window)
    form = sheet.hand_form
    form.winner_combo.setCurrentIndex(0)
    winner = form.winner_combo.currentData()
    form.from_combo.setCurrentIndex(form.from_combo.findData(winner))
    sheet.hand_entry.set_notation("123m123p123s789s5p5p")
    shown = form.message_label.text()
    assert "放炮" in shown or "点炮" in shown, shown
    assert CJK.search(shown) and english(shown) == [], shown
    assert not form.record_button.isEnabled()


@pytest.mark.parametrize(
    "notation, word",
    [
        ("11111m456p789s1122z", "只有四张"),  # a fifth copy of a tile
        ("123m456p789s123x55p", "不是"),  # a typo: no such suit letter
        ("123m456p789s55p", "张"),  # too few tiles
        ("123M456p789s123s55p", "小写"),  # upper-case suit letter
    ],
)
@pytest.mark.slow
def test_tile_refusals_in_chinese_on_the_sheet_and_in_the_calculator(window, notation, word):
    sheet = open_table(window)
    sheet.hand_form.winner_combo.setCurrentIndex(0)
    sheet.hand_form.from_combo.setCurrentIndex(3)
    sheet.hand_entry.set_notation(notation)
    for shown in (sheet.hand_form.message_label.text(), sheet.hand_entry.status_label.text()):
        assert word in shown and english(shown) == [], (notation, shown)
    calculator = window.show_page("hand")
    calculator.set_notation(notation)
    shown = calculator.status_label.text()
    assert word in shown and english(shown) == [], (notation, shown)
    # typed into the notation box: the line under the box says it too
    calculator.notation_edit.clear()
    calculator.notation_edit.setFocus()
    calculator.notation_edit.insert(notation)
    calculator.notation_edit.textEdited.emit(notation)
    shown = calculator.notation_error.text()
    if shown:  # a notation that parses leaves the line empty; the status tells the rest
        assert CJK.search(shown) and english(shown) == [], (notation, shown)
