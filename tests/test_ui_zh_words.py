"""Issue 25, item 4, what was still English in the Chinese interface: the engine's
refusals and the other systems' claim reasons, said in Chinese on the desktop
(app.ui.messages, app.ui.tableside.wording) with no English sentence left in them."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QApplication

from app.ui.main import install_translation, remove_translation
from app.ui.messages import translate_message
from scoring.names import resolve

CJK = re.compile(r"[\u4e00-\u9fff]")
# Three English words in a row: a sentence left in English (a name quoted as the player
# typed it is one or two words: kept as typed)
ENGLISH = re.compile(r"[A-Za-z]{2,}[ ,'][A-Za-z]{2,} [A-Za-z]{2,}")


@pytest.fixture
def chinese(qapp):
    translator = install_translation(QApplication.instance(), "zh_CN")
    assert translator is not None
    yield
    remove_translation(QApplication.instance(), translator)


def test_fan_numbers_name_the_mil_kong_item_in_both_languages(chinese) -> None:
    message = resolve("83", "mcr").message
    assert "82" in message and "81" in message, message
    assert resolve("82", "mcr").key == 82  # the number the message offers is accepted
    shown = translate_message(message)
    assert "82" in shown and "明暗杠" in shown and not ENGLISH.search(shown), shown
