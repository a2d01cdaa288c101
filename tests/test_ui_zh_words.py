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


# -- the other systems' claim reasons in the referee's queue ---------------------------

QUOTED = re.compile(r"“[^”]*”|'[^']*'")  # a name as the player wrote it, or untranslated


def _corpus() -> list[tuple[str, dict]]:
    """(rules, a wrong item of the verdict) for every wrong claim of the three systems'
    reason corpora, as the table-side check keeps it (app.domain.claimcheck)."""
    from importlib import import_module

    from app.domain.claimcheck import checker
    from scoring.names import split_entries
    from scoring.rules import get_rule_system

    found = []
    for module, rules in (
        ("tests.test_claim_corpus_international", "international"),
        ("tests.test_claim_corpus_mahjong_online", "mahjong-online"),
        ("tests.test_claim_corpus_shenzhen", "shenzhen"),
    ):
        system = get_rule_system(rules)
        check = checker(system)
        assert check is not None
        for case in import_module(module).CASES:
            verdict = check.to_json(
                check.check(case[0], split_entries(case[1]), system.resolve_options({}))
            )
            found += [(rules, item) for item in verdict["wrong"]]
    return found


def test_every_corpus_reason_of_the_other_systems_is_said_in_chinese(chinese) -> None:
    from app.ui.tableside.wording import wrong_reason

    corpus = _corpus()
    assert len(corpus) >= 80  # the three corpora: 40 + 40 + 20 wrong claims at least
    english_left = []
    for rules, item in corpus:
        shown = wrong_reason(item, rules)
        bare = QUOTED.sub("", shown)
        if not CJK.search(shown) or ENGLISH.search(bare) or ": " in shown:
            english_left.append((rules, item["reason"], shown))
    assert english_left == []


def test_the_reasons_stay_the_engines_in_english(qapp) -> None:
    from app.ui.tableside.wording import wrong_reason

    for rules, item in _corpus()[:30]:
        assert wrong_reason(item, rules) == item["reason"]


@pytest.mark.parametrize(
    "rules, hand, claim, words",
    [
        # a typo: did you mean, the name offered in Chinese
        ("mahjong-online", "[EEE,1][CCC,2]222m888p9s9s|EE0000||from=2", "Dragon Sett", ["箭刻"]),
        ("international", "[123m,1]456m789m234m55m|SE0000||from=1", "Pure Straigth Nine", []),
        ("shenzhen", "123m456m789p234s55s|SE1000||horse=-", "Win on self drawm", ["自摸"]),
        # flowers, no element of MahJong Online
        ("mahjong-online", "[EEE,1][CCC,2]222m888p9s9s|EE0000||from=2", "Flowers", []),
        ("international", "[123m,1]456m789m234m55m|SE0000||from=1", "Flowers", []),
        # numbers out of the range
        ("mahjong-online", "[EEE,1][CCC,2]222m888p9s9s|EE0000||from=2", "MO-40", ["MO-40"]),
        ("international", "[123m,1]456m789m234m55m|SE0000||from=1", "77", ["77"]),
    ],
)
def test_names_the_check_cannot_read_are_refused_in_chinese(chinese, rules, hand, claim, words):
    from app.domain.claimcheck import checker
    from app.ui.tableside.wording import wrong_reason
    from scoring.names import split_entries
    from scoring.rules import get_rule_system

    system = get_rule_system(rules)
    check = checker(system)
    assert check is not None
    verdict = check.to_json(check.check(hand, split_entries(claim), system.resolve_options({})))
    (item,) = verdict["wrong"]
    shown = wrong_reason(item, rules)
    assert CJK.search(shown) and not ENGLISH.search(QUOTED.sub("", shown)), shown
    assert all(w in shown for w in words), shown


UNDER = "[567m,2]123p456s789s55p|SE0000|abcd|from=1"  # 1 fan toward the 2-fan minimum


def test_mahjong_online_says_why_a_hand_under_the_minimum_is_no_win(capsys) -> None:
    from scoring.__main__ import main as score

    assert score(["--rules", "mahjong-online", UNDER, "--claim", "All Sequences", "--json"]) == 0
    printed = json_loads(capsys.readouterr().out)
    assert printed["rules"] == "mahjong-online"
    reason = printed["minimum_reason"]
    assert "1 fan toward the minimum" in reason and "2-fan minimum" in reason, reason
    right = "[EEE,1][CCC,2]222m888p9s9s|EE0000||from=2"
    assert score(["--rules", "mahjong-online", right, "--claim", "Dragon Set", "--json"]) == 0
    assert json_loads(capsys.readouterr().out)["minimum_reason"] is None


def test_mahjong_onlines_minimum_reason_in_chinese_in_the_queue(chinese) -> None:
    from app.domain.claimcheck import checker
    from app.ui.tableside.wording import minimum_reason
    from scoring.rules import get_rule_system

    system = get_rule_system("mahjong-online")
    check = checker(system)
    assert check is not None
    verdict = check.to_json(check.check(UNDER, ["All Sequences"], system.resolve_options({})))
    shown = minimum_reason(verdict)
    assert CJK.search(shown) and not ENGLISH.search(shown), shown
    assert "1" in shown and "2" in shown and "辅助" in shown, shown


def json_loads(text: str) -> dict:
    import json

    found: dict = json.loads(text)
    return found


def test_the_queue_shows_the_international_claims_that_stand(chinese, qtbot) -> None:
    """The International check lists each claim with its status (no `right` list): the
    claims that stand are shown as right, named in Chinese, beside the wrong ones."""
    from app.domain.claimcheck import checker
    from app.ui.tableside.verdict import VerdictView
    from scoring.rules import get_rule_system

    system = get_rule_system("international")
    check = checker(system)
    assert check is not None
    hand = "[123m,1]456m789m234m55m|SE0000||from=1"
    verdict = check.to_json(
        check.check(hand, ["Pure One Suit", "Seven Pairs"], system.resolve_options({}))
    )
    view = VerdictView()
    qtbot.addWidget(view)
    proposal = {"entry": {"winner": "E", "from": "S", "tiles": hand}, "verdict": verdict}
    view.show_proposal(proposal, {})
    rows = {
        view.fans.item(r, 0).text(): view.fans.item(r, 3).text()
        for r in range(view.fans.rowCount())
    }
    assert rows["清一色"] == "正确", rows
    assert "此手没有这个番种" in rows["七对"], rows


def test_a_message_without_translation_is_left_whole_not_half_chinese(chinese) -> None:
    """A message no template knows stays as written: never English with a Chinese colon
    put into it (the catch-all "TILES: message" only when the message is translated)."""
    unknown = "A future refusal: write the hand otherwise."
    assert translate_message(unknown) == unknown
    known = "123m: The hand has 13 tiles: the winning tile is missing (write it last)."
    assert translate_message(known).startswith("123m：") and CJK.search(translate_message(known))
