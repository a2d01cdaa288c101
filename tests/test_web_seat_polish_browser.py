"""The seat's page in a real browser (the system's Chromium driven by Playwright), as
review found it wanting: a refused proposal is said in the page's language (the API's
`said`), and the flowers are offered as the tournament's rule system takes them (named
for the International game, a count for MCR)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, expect

from tests.test_web_seat_browser import SEEN_MS, Phone, browser, table

__all__ = ["browser", "table"]  # the fixtures, shared with the page's main browser test

NOT_A_WIN = "123m456p789s55s78s9p"  # 14 tiles that are no winning hand


@pytest.mark.slow
def test_a_refused_proposal_is_said_in_chinese(browser: Browser, table) -> None:
    _, url, seats = table
    phone = Phone(browser, url, seats["E"], locale="zh-CN")
    p = phone.page
    phone.tap('#winner .seat[data-seat="E"]')
    phone.tap('#giver .seat[data-seat="S"]')
    p.locator("#notation").fill(NOT_A_WIN + "|EE0000")
    phone.tap("#propose")
    expect(p.locator("#form-note")).to_contain_text("这手牌不成和牌", timeout=SEEN_MS)
    expect(p.locator("#form-note")).not_to_contain_text("does not win")
    expect(p.locator("#hand-form")).to_be_visible()  # the hand can be corrected
    assert phone.errors == []
    phone.close()
