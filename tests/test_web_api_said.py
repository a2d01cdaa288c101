"""A refused write of the seat API also says why in the page's language: `said`
beside `error` (the contract's English, unchanged), chosen by `?lang=` or else the
request's Accept-Language, as the preview chooses it (docs/contracts.md, "Table-side
entry"). A real server on a free port, a real file tournament."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.web.seat_messages import WRITES, said
from tests.tableside_helpers import win
from tests.test_web_api import serving

NOT_A_WIN = "123m456p789s55s78s9p"  # 14 tiles that are no winning hand

# Every refusal of a write as the domain and the API word it, and its Chinese.
WRITE_REFUSALS = {
    "Table 2 of session 1 is closed: ask the referee.": "第 1 轮第 2 桌已结束：请询问裁判。",
    "The next hand of this table is hand 4.": "本桌下一盘是第 4 盘。",
    "Hand 3 is with the referee: wait for it.": "第 3 盘已交裁判处理：请等待。",
    "Hand 3 is already proposed (by W): confirm or dispute that proposal.": (
        "第 3 盘已有提交（W 座）：请确认或提出异议。"
    ),
    "The table's hands changed since this proposal: propose the hand again.": (
        "提交之后本桌的牌局已有变化：请重新提交此盘。"
    ),
    "A seat cannot confirm its own proposal.": "不能确认自己的提交。",
    "A seat cannot dispute its own proposal.": "不能对自己的提交提出异议。",
    "This proposal is another table's: your link acts for your table only.": (
        "这是其他桌的提交：你的链接只能用于本桌。"
    ),
    "There is no proposal 7.": "没有这项提交。",
    "This seat link was just replaced: ask the referee for the new card.": (
        "此座位链接刚刚被更换：请向裁判索取新的桌卡。"
    ),
    "Give a reason (1 to 200 characters).": "请填写理由（1 到 200 个字）。",
    "The request's body is not valid JSON.": "请求的内容不是有效的 JSON。",
    "The request needs a JSON body.": "请求需要 JSON 内容。",
    "Too many requests: wait a moment and try again.": "请求过于频繁：请稍候再试。",
}


def test_every_refusal_of_a_write_is_said_in_chinese() -> None:
    assert {english: said(english, "zh_CN") for english in WRITE_REFUSALS} == WRITE_REFUSALS
    for pattern, _ in WRITES:  # no entry untried
        assert any(pattern.fullmatch(english) for english in WRITE_REFUSALS), pattern.pattern
    assert said("A seat cannot confirm its own proposal.", "en") == (
        "A seat cannot confirm its own proposal."
    )


@pytest.mark.slow
def test_a_refused_proposal_is_said_in_the_pages_language(tmp_path: Path) -> None:
    with serving(str(tmp_path / "cup.mcrt")) as (s, _):
        e, sth = s.seats["E"], s.seats["S"]
        body = win(claim=None) | {"tiles": NOT_A_WIN}
        english = s.phone.call("POST", "/api/v1/proposals", e, body)
        assert english.status == 422
        found = english.json
        assert isinstance(found, dict) and found["said"] == found["error"]
        assert "This hand does not win" in found["error"]
        chinese = s.phone.call("POST", "/api/v1/proposals?lang=zh_CN", e, body).json
        assert isinstance(chinese, dict) and chinese["error"] == found["error"]
        assert "这手牌不成和牌" in chinese["said"]
        # the phone's language when the page names none
        zh = {"Accept-Language": "zh-CN,zh;q=0.9,en;q=0.5"}
        wrong_hand = s.phone.call("POST", "/api/v1/proposals", e, win(hand=3), headers=zh)
        assert wrong_hand.status == 409
        assert wrong_hand.json == {
            "error": "The next hand of this table is hand 1.",
            "said": "本桌下一盘是第 1 盘。",
        }
        made = s.phone.call("POST", "/api/v1/proposals", e, win()).json
        assert isinstance(made, dict)
        again = s.phone.call("POST", "/api/v1/proposals?lang=zh_CN", sth, win()).json
        assert again == {
            "error": "Hand 1 is already proposed (by E): confirm or dispute that proposal.",
            "said": "第 1 盘已有提交（E 座）：请确认或提出异议。",
        }
        own = s.phone.call("POST", f"/api/v1/proposals/{made['id']}/confirm?lang=zh_CN", e)
        assert own.status == 403 and own.json == {
            "error": "A seat cannot confirm its own proposal.",
            "said": "不能确认自己的提交。",
        }
        bad = s.phone.call("POST", "/api/v1/proposals?lang=zh_CN", e, raw=b"{")
        assert bad.status == 400 and bad.json == {
            "error": "The request's body is not valid JSON.",
            "said": "请求的内容不是有效的 JSON。",
        }


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_english_or_an_unspoken_language_says_it_as_the_error(tmp_path: Path, lang: str) -> None:
    with serving(str(tmp_path / "cup.mcrt")) as (s, _):
        answer = s.phone.call("POST", f"/api/v1/proposals?lang={lang}", s.seats["E"], win(hand=2))
        assert answer.json == {
            "error": "The next hand of this table is hand 1.",
            "said": "The next hand of this table is hand 1.",
        }
