"""The seat's page in a real browser (the system's Chromium driven by Playwright), as
review found it wanting: a refused proposal is said in the page's language (the API's
`said`), and the flowers are offered as the tournament's rule system takes them (named
for the International game, a count for MCR)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, expect

from app.tournament import open_tournament
from app.web.seat_page import SeatView, seat_page
from tests.browser_helpers import browser
from tests.tableside_helpers import tokens, tournament
from tests.test_web_seat_browser import SEEN_MS, Phone, table
from tests.web_helpers import serving

__all__ = ["browser", "table"]  # the fixtures, shared with the page's main browser test

NOT_A_WIN = "123m456p789s55s78s9p"  # 14 tiles that are no winning hand
INT_WIN = "[123m,1]456m789m234m55m"  # the International game: 9 fan before the flowers


@pytest.fixture
def international(tmp_path: Path) -> Iterator[tuple[Path, str, dict[str, str]]]:
    path = tmp_path / "int.mcrt"
    with tournament(str(path), "international") as svc:
        seats = tokens(svc)
    with serving(path) as url:
        yield path, url, seats


def test_the_page_loads_the_flowers_script_before_its_own() -> None:
    page = seat_page(SeatView("Cup", 1, 1, "E", ("A", "B", "C", "D"), 16, "mcr"), "en")
    assert page.index("/static/seat_flowers.js") < page.index("/static/seat.js")


@pytest.mark.slow
def test_a_refused_proposal_is_said_in_chinese(browser: Browser, table) -> None:
    _, url, seats = table
    phone = Phone(browser, url, seats["E"], locale="zh-CN")
    p = phone.page
    phone.won("E", "S")
    p.locator("#notation").fill(NOT_A_WIN + "|EE0000")
    phone.tap("#propose")
    expect(p.locator("#form-note")).to_contain_text("这手牌不成和牌", timeout=SEEN_MS)
    expect(p.locator("#form-note")).not_to_contain_text("does not win")
    expect(p.locator("#hand-form")).to_be_visible()  # the hand can be corrected
    assert phone.errors == []
    phone.close()


@pytest.mark.slow
def test_an_international_win_with_two_named_flowers_is_proposed_and_stored(
    browser: Browser, international
) -> None:
    path, url, seats = international
    phone = Phone(browser, url, seats["E"], locale="zh-CN")
    p = phone.page
    flowers = p.locator(".flower-names .flower")
    expect(flowers).to_have_text(["梅", "兰", "竹", "菊", "春", "夏", "秋", "冬"])
    expect(p.locator("#flowers-more")).to_have_count(0)  # no count: it wants them named
    phone.won("E", "S")
    p.locator("#notation").fill(INT_WIN + "|EE0000")
    phone.tap('.flower[data-flower="c"]')
    phone.tap('.flower[data-flower="a"]')
    phone.tap('.flower[data-flower="e"]')
    phone.tap('.flower[data-flower="e"]')  # tapped again: put back
    expect(p.locator("#notation")).to_have_value(re.compile(r"^\[123m,1\].*\|EE0000\|ac$"))
    expect(p.locator('.flower[aria-pressed="true"]')).to_have_text(["梅", "竹"])
    expect(p.locator("#preview .fans")).to_be_visible(timeout=SEEN_MS)
    phone.tap("#propose")
    expect(p.locator("#proposal")).to_be_visible(timeout=SEEN_MS)
    with open_tournament(path) as svc:
        svc.backup_dir = None
        [proposal] = svc.proposals(1, 1)
        assert proposal.to_json()["entry"]["tiles"].endswith("|ac")
        for letter in "SWN":
            svc.confirm(seats[letter], proposal.id)
        [hand] = svc.hands(1, 1)
    assert re.search(r"\|ac\|", hand.tiles or "")
    assert "Chance Flower" in [f.name for f in hand.fans]
    assert phone.errors == []
    phone.close()
