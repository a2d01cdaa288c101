"""Every element of every built-in rule system has a Chinese name: the one the
referee's queue, the seat's page and the claim check show (the first Chinese name of
the name index, scoring.names.display_names). The International game's and MahJong
Online's tables are English only; their Chinese names are in scoring.names.variants."""

from __future__ import annotations

import re

import pytest

from scoring.names import display_names, resolve, table

CJK = re.compile(r"[\u4e00-\u9fff]")
BUILT_IN = ("mcr", "international", "mahjong-online", "shenzhen")


def _chinese_name(rules: str, key: int) -> str | None:
    return next((n for n in display_names(rules, key) if CJK.search(n)), None)


@pytest.mark.parametrize("rules", BUILT_IN)
def test_every_element_has_a_chinese_name(rules: str) -> None:
    nameless = [e.name for k, e in table(rules).items() if _chinese_name(rules, k) is None]
    assert nameless == []


@pytest.mark.parametrize(
    ("rules", "key", "chinese"),
    [
        ("international", 6, "七花"),  # Seven Flowers
        ("international", 48, "杠上杠"),  # On Second Kong
        ("international", 49, "杠上杠上杠"),  # On Third Kong
        ("mahjong-online", 6, "全带幺"),  # All Terminals: every set and the pair
        ("mahjong-online", 34, "清幺九"),  # Pure Terminals: every tile a 1 or a 9
    ],
)
def test_the_elements_named_last_are_named_and_claimed_so(
    rules: str, key: int, chinese: str
) -> None:
    assert _chinese_name(rules, key) == chinese
    assert resolve(chinese, rules).key == key
