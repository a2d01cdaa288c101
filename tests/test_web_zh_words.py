"""The seat's page names the other systems' elements in Chinese: the verdict's
"missing" and "wrong" items carry the element's id ("MO-05", "SZ-W1", 22), and the
page's names (`data-fans`) give each id its Chinese name where the name index has one."""

from __future__ import annotations

import json
import re
from html import unescape

import pytest

from app.web.seat_page import SeatView, seat_page

CJK = re.compile(r"[\u4e00-\u9fff]")


def _names(rules: str, lang: str) -> dict[str, str]:
    view = SeatView("Cup", 1, 1, "E", ("A", "B", "C", "D"), 16, rules)
    found = re.search(r"data-fans='([^']*)'", seat_page(view, lang))
    assert found is not None
    names: dict[str, str] = json.loads(unescape(found.group(1)))
    return names


@pytest.mark.parametrize(
    "rules, ident, chinese",
    [
        ("mahjong-online", "MO-05", "平和"),
        ("shenzhen", "SZ-W1", "自摸"),
        ("international", "14", "七对"),
        # elements whose Chinese the name index gained for this (the concept's MCR name)
        ("international", "31", "一色三节高"),
        ("mahjong-online", "MO-AUX", "辅助分"),
        ("mahjong-online", "MO-07", "三色三同顺"),
    ],
)
def test_the_verdicts_ids_have_chinese_names(rules, ident, chinese) -> None:
    names = _names(rules, "zh_CN")
    assert chinese in names[ident], names[ident]
    assert not CJK.search(_names(rules, "en")[ident])
