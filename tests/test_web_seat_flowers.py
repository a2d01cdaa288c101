"""The flowers a seat's page offers are the ones the tournament's rule system takes,
asked of the system (`RuleSystem.flower_entry`, a capability: never its name): the
eight flowers named for a system that scores each flower (the International game), a
count where a count is enough (MCR), none where the system or its options play
without flowers. The page's data says which (`"flowers"`), and the form has that."""

from __future__ import annotations

import dataclasses
import html
import json
import re
from pathlib import Path

import pytest

from app.web.seat_page import SeatView, seat_page
from app.web.words import ZH_CN
from scoring.rules import get_rule_system
from tests.tableside_helpers import tokens, tournament
from tests.web_helpers import get, serving

NAMES_EN = ["Plum", "Orchid", "Bamboo", "Chrysanthemum", "Spring", "Summer", "Autumn", "Winter"]
NAMES_ZH = ["梅", "兰", "竹", "菊", "春", "夏", "秋", "冬"]


@pytest.mark.parametrize(
    ("system", "options", "taken"),
    [
        ("mcr", {}, "count"),
        ("international", {}, "named"),
        ("international", {"flowers": False}, "none"),
        ("shenzhen", {}, "none"),  # its flowers option is off unless the tournament sets it
        ("shenzhen", {"flowers": True}, "count"),
        ("mahjong-online", {}, "count"),
        ("mahjong-online", {"flowers": False}, "none"),
    ],
)
def test_each_system_says_what_flowers_it_takes(system: str, options: dict, taken: str) -> None:
    rules = get_rule_system(system)
    assert rules.flower_entry(rules.resolve_options(options)) == taken


def test_a_system_without_flowers_takes_none() -> None:
    mcr = get_rule_system("mcr")
    assert dataclasses.replace(mcr, flowers=False).flower_entry(mcr.defaults) == "none"


def view(flowers: str) -> SeatView:
    return SeatView("Cup", 1, 1, "E", ("Ann", "Bob", "Cat", "Dan"), 16, "mcr", flowers)


def page_data(page: str) -> dict:
    found = re.search(r"data-seat='([^']*)'", page)
    assert found is not None
    return json.loads(html.unescape(found.group(1)))


def flower_buttons(page: str) -> list[tuple[str, str]]:
    button = r'<button type="button" class="flower" data-flower="([a-h])"[^>]*>([^<]*)<'
    return re.findall(button, page)


@pytest.mark.parametrize(("lang", "names"), [("en", NAMES_EN), ("zh_CN", NAMES_ZH)])
def test_named_flowers_are_eight_toggles_with_their_names(lang: str, names: list[str]) -> None:
    page = seat_page(view("named"), lang)
    assert page_data(page)["flowers"] == "named"
    assert flower_buttons(page) == list(zip("abcdefgh", names, strict=True))
    assert 'aria-pressed="false"' in page and 'id="flowers-more"' not in page


def test_a_count_or_no_flowers_at_all() -> None:
    counted = seat_page(view("count"), "en")
    assert page_data(counted)["flowers"] == "count"
    assert 'id="flowers-more"' in counted and flower_buttons(counted) == []
    without = seat_page(view("none"), "en")
    assert page_data(without)["flowers"] == "none"
    assert 'id="flowers"' not in without and flower_buttons(without) == []
    assert ">Flowers<" not in without


def test_every_flower_name_has_chinese() -> None:
    assert [ZH_CN[n] for n in NAMES_EN] == NAMES_ZH


@pytest.mark.slow
@pytest.mark.parametrize(("system", "taken"), [("international", "named"), ("mcr", "count")])
def test_the_served_page_says_the_tournaments_flowers(
    tmp_path: Path, system: str, taken: str
) -> None:
    path = tmp_path / "cup.mcrt"
    with tournament(str(path), system) as svc:
        seat = tokens(svc)["E"]
    with serving(path) as url:
        status, _, body = get(url + "seat/" + seat, {"Accept-Language": "en"})
    assert status == 200 and page_data(body.decode())["flowers"] == taken
