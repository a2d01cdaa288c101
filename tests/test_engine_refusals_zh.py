"""Issue 25, item 4: every refusal the engine gives a hand (tests/engine_refusals.py
provokes each, under each rule system) has its Chinese in both places it is shown:
the desktop's translation of engine messages (app.ui.messages, Qt) and the seat's
page (app.web.seat_messages). A message left in English, or English words put
between Chinese punctuation, fails."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from app.ui.main import install_translation, remove_translation
from app.ui.messages import translate_message
from app.web.seat_messages import said
from scoring import HandError, score_hand
from tests.engine_refusals import CASES

CJK = re.compile(r"[\u4e00-\u9fff]")
# Three English words in a row, outside what the message quotes as written
ENGLISH = re.compile(r"[A-Za-z]{2,}[ ,'][A-Za-z]{2,} [A-Za-z]{2,}")
QUOTED = re.compile(r"“[^”]*”|'[^']*'|[\[(（][^\])）]*[\])）]")


def _refusals() -> dict[str, tuple[str, str]]:
    """Each message the cases provoke -> (rules, hand) that provoked it."""
    found: dict[str, tuple[str, str]] = {}
    for case in CASES:
        rules, hand = case[0], case[1]
        options = case[2] if len(case) > 2 else None
        try:
            score_hand(hand, rules=rules, options=options)
        except HandError as error:
            found.setdefault(str(error), (rules, hand))
        else:
            raise AssertionError(f"{rules} {hand!r} is not refused")
    return found


REFUSALS = _refusals()


def _claim_refusals() -> list[str]:
    """What the other systems' claim checks refuse beside the hand (a total that is no
    number, a total or a claim on a drawn hand), provoked."""
    from scoring.mahjong_online.claims import check_claims as mahjong_online
    from scoring.shenzhen.claims import check_claims as shenzhen

    found = []
    for check, hand, total in (
        (mahjong_online, "123m456p789s55s789s|EE1000", "two"),
        (shenzhen, "draw|||kong=Sc", 3),
    ):
        with pytest.raises(HandError) as refused:
            check(hand, [], total)
        found.append(str(refused.value))
    return found


REFUSALS.update(dict.fromkeys(_claim_refusals(), ("", "")))


def _english_left(shown: str) -> bool:
    return not CJK.search(shown) or bool(ENGLISH.search(QUOTED.sub("", shown)))


@pytest.fixture(scope="module")
def chinese(qapp):
    translator = install_translation(QApplication.instance(), "zh_CN")
    assert translator is not None
    yield
    remove_translation(QApplication.instance(), translator)


def test_every_refusal_is_chinese_on_the_desktop(chinese) -> None:
    left = [m for m in REFUSALS if _english_left(translate_message(m))]
    assert left == []


def test_every_refusal_is_chinese_on_the_seats_page() -> None:
    left = [m for m in REFUSALS if _english_left(said(m, "zh_CN"))]
    assert left == []


@pytest.mark.parametrize(
    "message",
    [
        "A self-drawn win has no 'from' (from=1): nobody gave the tile.",
        "'horse' is not used by MCR (it uses from).",
        "The hand is empty: write its tiles, e.g. [567m,2]123p456s789s55p|ES1000.",
    ],
)
def test_the_refusals_the_review_found_in_english(chinese, message) -> None:
    assert message in REFUSALS
    assert not _english_left(translate_message(message)), translate_message(message)
    assert not _english_left(said(message, "zh_CN")), said(message, "zh_CN")


# The engine modules a hand entered at the desktop or at a seat goes through, and the
# refusals of theirs no hand can provoke there: the command line's own arguments, the
# settlement's API (called with seats the program gives), the claim check's total.
HAND_PATH = (
    "scoring/notation.py", "scoring/engine.py", "scoring/extras.py",
    "scoring/international/check.py", "scoring/international/__init__.py",
    "scoring/mahjong_online/check.py", "scoring/mahjong_online/liability.py",
    "scoring/mahjong_online/__init__.py", "scoring/mcr/__init__.py",
    "scoring/shenzhen/check.py", "scoring/shenzhen/evaluate.py",
)  # fmt: skip
NOT_ON_THE_HAND_PATH = (
    "Unknown situation: ",  # score_hand(situation=...): the API's keywords
    "must be true or false",  # the API's situation keywords
    "Flowers are a count 0-8 or letters a-h.",  # the API's flowers keyword
    "'|' is not a wind: use E, S, W or N.",  # the API's winds
    "A winning hand needs its tiles.",  # a record without a hand that is not a draw
    "A win on flowers alone needs flowers in play",  # flowers=off refuses the flowers first
    "A hand must be given as text in the hand notation.",  # the API given no text
    "',' ' is not a claim marker",  # the marker is one character the parser reads
    "horse=' ': the hand holds ",  # the engine refuses a fifth copy first
    "' in '|' is not a token of",  # UnknownToken's own text, reworded by the system
    "' in '|' is not a token of the notation's fourth part (after the flowers); the tokens are ",
    "Too many '|': a hand is tiles|situation|flowers.",  # a waiting hand's (scoring.waits)
    "': the kind is c, p or d.",  # the fourth part's reader refuses the kind first
)


def _texts(path: str) -> list[str]:
    """The literal text of each HandError raised in `path`, its values as "'"."""
    tree = ast.parse(Path(path).read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "HandError":
            if node.args and isinstance(node.args[0], ast.JoinedStr | ast.Constant):
                found.append(_literal(node.args[0]))
    return found


def _literal(node: ast.expr) -> str:
    if isinstance(node, ast.Constant):
        return str(node.value)
    assert isinstance(node, ast.JoinedStr)
    return "".join(str(v.value) if isinstance(v, ast.Constant) else "'" for v in node.values)


def test_the_cases_provoke_every_refusal_of_the_hand_path() -> None:
    """Each HandError of the hand path is provoked by a case (its longest literal part
    is in a message the cases provoke), or is listed as not on the hand path."""
    messages = list(REFUSALS)
    missing = []
    for path in HAND_PATH:
        for text in _texts(path):
            longest = max(text.split("'"), key=len).strip()
            if len(longest) < 6 or any(n in text or longest in n for n in NOT_ON_THE_HAND_PATH):
                continue
            if not any(longest in m for m in messages):
                missing.append((path, text))
    assert missing == []
