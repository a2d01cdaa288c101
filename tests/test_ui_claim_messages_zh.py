"""Issue 25, item 4, in Chinese: the new refusals (the pair missing, upper-case suit
letters) and a typo's did-you-mean are shown in the user's language."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QApplication

from app.ui.hand.reasons import reason_text
from app.ui.main import install_translation, remove_translation
from app.ui.messages import translate_message
from scoring import HandError, score_hand
from scoring.explain import check_claims

CJK = re.compile(r"[\u4e00-\u9fff]")


@pytest.fixture
def chinese(qapp):
    translator = install_translation(QApplication.instance(), "zh_CN")
    assert translator is not None
    yield
    remove_translation(QApplication.instance(), translator)


@pytest.mark.parametrize("hand", ["123m456p789s123s", "123M456p789s123s55p"])
def test_hand_refusals_in_chinese(chinese, hand):
    with pytest.raises(HandError) as info:
        score_hand(hand)
    shown = translate_message(str(info.value))
    assert CJK.search(shown), shown
    words = [w for w in re.findall(r"[A-Za-z]{4,}", shown)]
    assert words == [], shown


def test_did_you_mean_in_chinese(chinese):
    (wrong,) = check_claims("12345789p55678m6p|EE1000", ["Pure Stright"]).wrong
    shown = reason_text(wrong)
    assert "清龙" in shown and "Pure Stright" in shown, shown


@pytest.mark.parametrize(
    "hand, claim, key, word",
    [
        ("1199m1199p11s2277z", "Pung of Terminals or Honors", 73, "七对"),
        ("1199m1199p11s2277z", "Chicken Hand", 43, "七对"),
        ("12345789p55678m6p|EE1000", "Concealed Hand", 62, "不求人"),
    ],
)
def test_issue_25_reasons_in_chinese(chinese, hand, claim, key, word):
    (wrong,) = [w for w in check_claims(hand, [claim]).wrong if w.fan.key == key]
    shown = reason_text(wrong)
    assert word in shown and CJK.search(shown), shown


def test_the_unknown_token_in_chinese(chinese):
    from app.domain.errors import Refused
    from app.domain.hands import mcr_extras

    with pytest.raises(Refused) as info:
        mcr_extras("frist", "E", "S")
    shown = translate_message(str(info.value))
    assert "frist" in shown and CJK.search(shown), shown
