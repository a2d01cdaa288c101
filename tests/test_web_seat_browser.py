"""The seat's page in a real browser (the system's headless Chromium driven by
Playwright), four phones at one table: East proposes a win by tapping the tile
palette, the others see it, two confirm and one disputes (the referee's queue has
it), the next hand is confirmed by three and stored; the draft survives a reload, a
dropped network is said and the write sent again, the page is in Chinese for a
Chinese phone, fits 360 px with every button at least 44 px, and an unknown link
gets its page."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Route, expect

from app.tournament import open_tournament
from tests.browser_helpers import PHONE, browser
from tests.tableside_helpers import CLAIM, UNDER_MINIMUM, tokens, tournament
from tests.web_helpers import serving

__all__ = ["browser"]  # the fixture (tests/browser_helpers.py)

# The tiles of tests.tableside_helpers.WIN, tapped in its order (the winning tile last).
TAPS = ["1m", "2m", "3m", "4p", "5p", "6p", "7s", "8s", "9s", "5s", "5s", "7s", "8s", "9s"]
# The tiles of tests.test_tableside_robbed.ROBBED: the 3s robbed from a kong, last.
ROBBED_TAPS = ["1m", "2m", "3m", "4p", "5p", "6p", "7s", "8s", "9s", "5s", "5s", "2s", "4s", "3s"]
SEEN_MS = 5000  # a change shows within one poll (2 s); slack for a loaded machine


@pytest.fixture
def table(tmp_path: Path) -> Iterator[tuple[Path, str, dict[str, str]]]:
    path = tmp_path / "cup.mcrt"
    svc = tournament(str(path))
    try:
        seats = tokens(svc) | {s + "2": t for s, t in tokens(svc, 1, 2).items()}
    finally:
        svc.close()
    with serving(path) as url:
        yield path, url, seats


class Phone:
    """One seat's page on a phone of its own (a browser context: its own storage)."""

    def __init__(
        self, browser: Browser, url: str, token: str, locale: str = "en-GB", width: int = 360
    ) -> None:
        viewport = {"width": width, "height": PHONE["height"]}
        self.context: BrowserContext = browser.new_context(
            viewport=viewport, locale=locale, is_mobile=width < 600, has_touch=True
        )
        self.page: Page = self.context.new_page()
        self.errors: list[str] = []
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.page.on(
            "console",
            lambda m: (
                self.errors.append(m.text)
                if m.type == "error" and "status of 4" not in m.text
                else None
            ),
        )
        self.url = url + "seat/" + token
        self.page.goto(self.url)

    def tap(self, selector: str) -> None:
        self.page.locator(selector).tap()

    def won(self, winner: str, giver: str) -> None:
        """Tap who won and who gave the tile (a seat letter, or "self": self-drawn)."""
        self.tap(f'#winner .seat[data-seat="{winner}"]')
        self.tap(f'#giver .seat[data-seat="{giver}"]')

    def enter_the_win(self) -> None:
        self.won("E", "S")
        for tile in TAPS:
            self.tap(f'#palette .tile[data-tile="{tile}"]')

    def close(self) -> None:
        self.context.close()


@pytest.mark.slow
def test_four_seats_propose_confirm_dispute_and_store(browser: Browser, table) -> None:
    path, url, seats = table
    east, south, west, north = (Phone(browser, url, seats[s]) for s in "ESWN")
    e = east.page
    expect(e.locator("#hand-no")).to_have_text("Hand 1 of 16")
    expect(e.locator('#players li[data-seat="E"] .wind')).to_have_text("East")
    east.enter_the_win()
    expect(e.locator("#notation")).to_have_value("123m456p78955789s|EE0000")
    expect(e.locator("#chosen .chip")).to_have_count(14)
    # a tile of the hand tapped again goes out, and back in
    e.locator("#chosen .chip").last.tap()
    expect(e.locator("#notation")).to_have_value("123m456p7895578s|EE0000")
    east.tap('#palette .tile[data-tile="9s"]')
    e.locator("#claim").fill(CLAIM)
    expect(e.locator("#preview .total")).to_have_text("Total: 13 fan", timeout=SEEN_MS)
    expect(e.locator("#preview .good")).to_have_text("The claim is right.")
    east.tap("#propose")
    expect(e.locator("#proposal .state")).to_have_text(
        "Waiting for 3 confirmations", timeout=SEEN_MS
    )
    expect(e.locator("#hand-form")).to_be_hidden()
    kept = "localStorage.getItem('mcr-seat-draft:1:1:E:1')"  # session, table, seat, hand
    assert e.evaluate(kept) is not None  # kept until the hand is stored
    for other in (south, west, north):
        p = other.page
        expect(p.locator("#proposal h2")).to_have_text(
            "Hand 1: Ann wins on the discard of Bob", timeout=SEEN_MS
        )
        expect(p.locator("#proposal .total")).to_have_text("Total: 13 fan")
        expect(p.locator("#proposal .state")).to_have_text(
            "Check the hand, then Confirm or Dispute."
        )
        expect(p.locator("#proposal #confirm")).to_be_visible()
    south.tap("#confirm")
    expect(e.locator("#proposal .state")).to_have_text(
        "Waiting for 2 confirmations", timeout=SEEN_MS
    )
    expect(south.page.locator("#proposal .state")).to_have_text(
        "You confirmed. Waiting for 2 more.", timeout=SEEN_MS
    )
    west.tap("#confirm")
    expect(e.locator("#proposal .state")).to_have_text(
        "Waiting for 1 confirmation", timeout=SEEN_MS
    )
    north.tap("#dispute")
    north.tap("#send-dispute")  # no reason: refused on the page
    expect(north.page.locator("#form-note")).to_have_text("Give a reason for the dispute.")
    north.page.locator("#reason").fill("The 9s was drawn, not discarded")
    north.tap("#send-dispute")
    for phone in (east, south, west, north):
        expect(phone.page.locator("#proposal .state")).to_have_text(
            "With the referee: Disputed by Dan: The 9s was drawn, not discarded", timeout=SEEN_MS
        )
    with open_tournament(path) as svc:
        svc.backup_dir = None
        queue = svc.referee_queue()
        assert [(q["table"], q["hand"]) for q in queue] == [(1, 1)]
        svc.accept(int(str(queue[0]["id"])))  # the referee stores it as proposed
    expect(e.locator("#news")).to_have_text("Hand 1 stored.", timeout=SEEN_MS)
    expect(e.locator("#hand-no")).to_have_text("Hand 2 of 16")
    assert e.evaluate(kept) is None  # stored: the draft is gone
    expect(e.locator('#players li[data-seat="S"]')).to_have_class("dealer")  # South deals
    # hand 2: West proposes a draw, the three others confirm, the table stores it
    w = west.page
    expect(w.locator("#hand-form")).to_be_visible(timeout=SEEN_MS)
    west.tap("#kind-draw")
    expect(w.locator("#propose")).to_have_text("Propose a draw")
    west.tap("#propose")
    for phone in (east, south, north):
        expect(phone.page.locator("#proposal h2")).to_have_text("Hand 2: a draw", timeout=SEEN_MS)
        phone.tap("#confirm")
    for phone in (east, south, west, north):
        expect(phone.page.locator("#news")).to_have_text("Hand 2 stored.", timeout=SEEN_MS)
        expect(phone.page.locator("#hand-no")).to_have_text("Hand 3 of 16")
        assert phone.errors == []
    with open_tournament(path) as svc:
        hands = svc.hands(1, 1)
        assert [(h.hand, h.draw) for h in hands] == [(1, False), (2, True)]
        assert hands[0].fan == 13
    for phone in (east, south, west, north):
        phone.close()


@pytest.mark.slow
def test_robbing_a_kong_is_a_flag_of_a_discard_win(browser: Browser, table) -> None:
    """The flag offered is the one the way of winning allows, in step with the
    notation; a robbed kong is scored, proposed, said to the others and stored."""
    path, url, seats = table
    east, south, west, north = (Phone(browser, url, seats[s]) for s in "ESWN")
    e = east.page
    robbing, replacement = e.get_by_text("Robbing a kong"), e.get_by_text("Kong replacement tile")
    east.won("E", "self")
    expect(replacement).to_be_visible()
    expect(robbing).to_be_hidden()
    east.tap('#giver .seat[data-seat="S"]')
    expect(robbing).to_be_visible()
    expect(replacement).to_be_hidden()
    for tile in ROBBED_TAPS:
        east.tap(f'#palette .tile[data-tile="{tile}"]')
    robbing.tap()
    expect(e.locator("#notation")).to_have_value(re.compile(r"\|EE0001$"))
    expect(e.locator("#preview .total")).to_have_text("Total: 21 fan", timeout=SEEN_MS)
    expect(e.locator("#preview .fans")).to_contain_text("Robbing The Kong")
    # the notation field and the flag say the same, typed or tapped
    typed = e.locator("#notation").input_value()
    e.locator("#notation").fill(typed.replace("|EE0001", "|EE0000"))
    expect(
        e.locator("#win-part label.flag", has_text="Robbing a kong").locator("input")
    ).not_to_be_checked()
    e.locator("#notation").fill(typed)
    expect(
        e.locator("#win-part label.flag", has_text="Robbing a kong").locator("input")
    ).to_be_checked()
    expect(e.locator("#preview .total")).to_have_text("Total: 21 fan", timeout=SEEN_MS)
    east.tap("#propose")
    expect(e.locator("#proposal .state")).to_have_text(
        "Waiting for 3 confirmations", timeout=SEEN_MS
    )
    for other in (south, west, north):
        expect(other.page.locator("#proposal h2")).to_have_text(
            "Hand 1: Ann wins by robbing Bob's kong", timeout=SEEN_MS
        )
        other.tap("#confirm")
    expect(e.locator("#news")).to_have_text("Hand 1 stored.", timeout=SEEN_MS)
    with open_tournament(path) as svc:
        [hand] = svc.hands(1, 1)
        assert hand.robbed and "Robbing The Kong" in [f.name for f in hand.fans]
    for phone in (east, south, west, north):
        assert phone.errors == []
        phone.close()


@pytest.mark.slow
def test_the_previews_referee_reason_is_in_the_pages_language(browser: Browser, table) -> None:
    _, url, seats = table
    phone = Phone(browser, url, seats["E"], locale="zh-CN")
    p = phone.page
    phone.won("E", "self")
    p.locator("#notation").fill(UNDER_MINIMUM + "|EE1000")
    # (the lines above it: the verdict of a claim left empty)
    expect(p.locator("#preview .bad").last).to_have_text(
        "将交裁判处理：不够起和番：7番", timeout=SEEN_MS
    )
    # a typed hand that is not read: the engine's reason, said in Chinese
    p.locator("#notation").fill("123m456p789s55s78z9s|EE1000")
    expect(p.locator("#preview .not-win")).to_contain_text("8z不是牌", timeout=SEEN_MS)
    assert phone.errors == []
    phone.close()


@pytest.mark.slow
def test_the_referees_rejection_shows_and_the_hand_is_proposed_again(
    browser: Browser, table
) -> None:
    path, url, seats = table
    with open_tournament(path) as svc:
        svc.backup_dir = None
        made = svc.propose(seats["S"], {"hand": 1, "draw": True})
        svc.dispute(seats["E"], made.id, "Bob won on my discard")
    phone = Phone(browser, url, seats["S"], locale="zh-CN")
    p = phone.page
    expect(p.locator("#proposal .state")).to_have_text(
        "已交裁判：Ann提出异议：Bob won on my discard"
    )
    expect(p.locator("#hand-form")).to_be_hidden()
    with open_tournament(path) as svc:
        svc.backup_dir = None
        svc.reject(made.id, "Replay the hand's entry: Bob won")
    expect(p.locator("#news")).to_have_text(
        "第1盘被驳回：Replay the hand's entry: Bob won 请重新提交。", timeout=SEEN_MS
    )
    expect(p.locator("#proposal")).to_be_hidden()
    expect(p.locator("#hand-form")).to_be_visible()
    # proposed again, then a penalty entered at a station: the proposal is outdated
    with open_tournament(path) as svc:
        svc.backup_dir = None
        svc.propose(seats["S"], {"hand": 1, "draw": True})
    expect(p.locator("#proposal .state")).to_have_text("等待3人确认", timeout=SEEN_MS)
    with open_tournament(path) as svc:
        svc.backup_dir = None
        svc.record_penalty(1, 1, 1, -10, "slow play")
    expect(p.locator("#news")).to_have_text(
        "第1盘被驳回：已过时：提交后本桌的记录有变。 请重新提交。", timeout=SEEN_MS
    )
    # proposed again, under the minimum: with the referee at once, said in Chinese
    with open_tournament(path) as svc:
        svc.backup_dir = None
        svc.propose(seats["S"], {"hand": 1, "winner": "E", "from": "self", "tiles": UNDER_MINIMUM})
    expect(p.locator("#proposal .state")).to_have_text("已交裁判：不够起和番：7番", timeout=SEEN_MS)
    assert phone.errors == []
    phone.close()


@pytest.mark.slow
def test_a_dispute_being_typed_survives_another_seats_confirmation(browser: Browser, table) -> None:
    # A seat's page redraws the proposal when another seat confirms; the reason North is
    # typing must not be wiped by that redraw (it was, and the dispute was never sent).
    path, url, seats = table
    with open_tournament(path) as svc:
        svc.backup_dir = None
        made = svc.propose(seats["E"], {"hand": 1, "draw": True})
    north = Phone(browser, url, seats["N"])
    p = north.page
    expect(p.locator("#proposal h2")).to_have_text("Hand 1: a draw", timeout=SEEN_MS)
    north.tap("#dispute")
    p.locator("#reason").fill("South won on my discard")
    with open_tournament(path) as svc:
        svc.backup_dir = None
        svc.confirm(seats["S"], made.id)
    # redrawn: the box's key (id, status, who confirmed, the open form) names South
    expect(p.locator("#proposal")).to_have_attribute(
        "data-key", re.compile(r'\["S"\]'), timeout=SEEN_MS
    )
    expect(p.locator("#reason")).to_have_value("South won on my discard")
    expect(p.locator("#reason")).to_be_focused()
    north.tap("#send-dispute")
    expect(p.locator("#proposal .state")).to_have_text(
        "With the referee: Disputed by Dan: South won on my discard", timeout=SEEN_MS
    )
    assert north.errors == []
    north.close()


@pytest.mark.slow
def test_a_reload_keeps_the_hand_being_entered(browser: Browser, table) -> None:
    _, url, seats = table
    phone = Phone(browser, url, seats["W"])
    p = phone.page
    phone.won("N", "self")
    for tile in TAPS[:5]:
        phone.tap(f'#palette .tile[data-tile="{tile}"]')
    phone.tap("#flowers-more")
    p.locator("#claim").fill("Mixed Straight")
    p.reload()
    # North's wind in hand 1 is North: the situation says so, self-drawn, one flower
    expect(p.locator("#notation")).to_have_value("123m45p|EN1000|1")
    expect(p.locator("#chosen .chip")).to_have_count(5)
    expect(p.locator('#winner .seat[data-seat="N"]')).to_have_attribute("aria-pressed", "true")
    expect(p.locator("#claim")).to_have_value("Mixed Straight")
    # typed notation is read back into the tiles
    p.locator("#notation").fill("123m456p789s55s789s|EN1000")
    expect(p.locator("#chosen .chip")).to_have_count(14)
    expect(p.locator("#preview .total")).to_have_text("Total: 15 fan", timeout=SEEN_MS)
    p.locator("#notation").fill("123m456p789s55s78s9p|EN1000")
    expect(p.locator("#preview .not-win")).to_have_text(
        re.compile(r"^Not a winning hand: Its tiles do not make four sets and a pair"),
        timeout=SEEN_MS,
    )
    assert phone.errors == []
    phone.close()


@pytest.mark.slow
def test_a_dropped_network_is_said_and_the_proposal_sent_once(browser: Browser, table) -> None:
    path, url, seats = table
    phone = Phone(browser, url, seats["E"])
    p = phone.page
    phone.enter_the_win()
    expect(p.locator("#preview .total")).to_have_text("Total: 13 fan", timeout=SEEN_MS)
    lost = {"first": True}

    def cut_after_sending(route: Route) -> None:
        # The first proposal reaches the server, but its answer is lost on the way
        # back: the page sends it again and reads the 409 "already proposed" as done.
        if lost["first"]:
            lost["first"] = False
            route.fetch()
            route.abort("internetdisconnected")
        else:
            route.continue_()

    p.route(re.compile(r"/api/v1/proposals(\?|$)"), cut_after_sending)  # ?lang=
    phone.context.set_offline(True)
    phone.tap("#propose")
    expect(p.locator("#net")).to_have_text("Offline, retrying…", timeout=SEEN_MS)
    phone.context.set_offline(False)
    expect(p.locator("#proposal .state")).to_have_text(
        "Waiting for 3 confirmations", timeout=3 * SEEN_MS
    )
    expect(p.locator("#net")).to_be_hidden()
    expect(p.locator("#form-note")).to_have_text("")
    with open_tournament(path) as svc:
        assert len(svc.proposals(1, 1)) == 1
    phone.close()


@pytest.mark.slow
def test_a_chinese_phone_gets_the_page_in_chinese(browser: Browser, table) -> None:
    _, url, seats = table
    phone = Phone(browser, url, seats["S"], locale="zh-CN")
    p = phone.page
    expect(p.locator("html")).to_have_attribute("lang", "zh-CN")
    expect(p.locator(".where b")).to_have_text("第1桌")
    expect(p.locator("#hand-no")).to_have_text("第1盘（共16盘）")
    expect(p.locator('#players li[data-seat="S"] .wind')).to_have_text("南")
    expect(p.locator("#propose")).to_have_text("提交本盘")
    phone.won("E", "S")
    for tile in TAPS:
        phone.tap(f'#palette .tile[data-tile="{tile}"]')
    expect(p.locator("#preview .fans li").first).to_contain_text("花龙", timeout=SEEN_MS)
    p.locator("#claim").fill("花")
    expect(p.locator("#suggestions button").first).to_have_text("花龙")
    p.locator("#chosen .chip").last.tap()  # 9s out, 7s in: not a winning hand
    phone.tap('#palette .tile[data-tile="7s"]')
    expect(p.locator("#preview .not-win")).to_have_text(
        "不是和牌：不成四组一对、七对、十三幺或组合龙。", timeout=SEEN_MS
    )
    p.get_by_role("link", name="English").tap()
    expect(p.locator("html")).to_have_attribute("lang", "en")
    expect(p.locator("#hand-no")).to_have_text("Hand 1 of 16")
    assert phone.errors == []
    phone.close()


def too_small(page: Page) -> list[str]:
    """The visible controls under 44 px either way (a check box is tapped by its whole
    label, label.flag, measured instead)."""
    found: list[str] = page.evaluate(
        """() => [...document.querySelectorAll(
                'button, a, input[type=text], textarea, label.flag')]
            .filter((b) => b.offsetParent !== null)
            .map((b) => [b.textContent.trim() || b.id || b.tagName,
                         b.getBoundingClientRect()])
            .filter(([, r]) => r.width < 44 || r.height < 44)
            .map(([name, r]) => `${name} ${r.width}x${r.height}`)"""
    )
    return found


def fits(page: Page, width: int) -> bool:
    return bool(page.evaluate("document.documentElement.scrollWidth") <= width)


@pytest.mark.slow
def test_the_page_fits_a_phone_with_big_targets(browser: Browser, table, tmp_path: Path) -> None:
    """Also leaves screenshots at 360 and 1024 px in the test's folder, to look at."""
    _, url, seats = table
    shots = tmp_path / "shots"
    shots.mkdir()
    for width, of in ((360, ""), (1024, "2")):  # one table each: a proposal per table
        north = Phone(browser, url, seats["N" + of], width=width)
        p = north.page
        north.enter_the_win()
        p.locator("#claim").fill("Mixed Straight, Concealed Hand, All Chows, Pure Double")
        expect(p.locator("#suggestions button")).to_have_text(["Pure Double Chow"])
        expect(p.locator("#preview .total")).to_have_text("Total: 13 fan", timeout=SEEN_MS)
        assert fits(p, width) and too_small(p) == []
        p.locator("#suggestions button").tap()
        expect(p.locator("#claim")).to_have_value(CLAIM + ", ")
        expect(p.locator("#preview .good")).to_have_text("The claim is right.", timeout=SEEN_MS)
        p.screenshot(path=str(shots / f"seat-{width}-form.png"), full_page=True)
        # scrolled down to the Propose button, the hand and the winds are still in sight
        p.locator("#propose").scroll_into_view_if_needed()
        assert p.evaluate("window.scrollY") > 0
        for shown in ("#hand-no", '#players li[data-seat="N"] .wind'):
            box = p.locator(shown).bounding_box()
            assert box is not None and 0 <= box["y"] < PHONE["height"]
        p.evaluate("window.scrollTo(0, 0)")
        p.screenshot(path=str(shots / f"seat-{width}-top.png"))
        north.tap("#propose")
        expect(p.locator("#proposal .state")).to_have_text(
            "Waiting for 3 confirmations", timeout=SEEN_MS
        )
        east = Phone(browser, url, seats["E" + of], width=width)
        expect(east.page.locator("#confirm")).to_be_visible(timeout=SEEN_MS)
        assert fits(east.page, width) and too_small(east.page) == []
        east.page.screenshot(path=str(shots / f"seat-{width}-confirm.png"), full_page=True)
        east.tap("#dispute")
        expect(east.page.locator("#reason")).to_be_focused()
        assert fits(east.page, width) and too_small(east.page) == []
        assert north.errors == [] and east.errors == []
        north.close()
        east.close()


def test_an_unknown_link_gets_its_page_in_the_browser(browser: Browser, table) -> None:
    _, url, _ = table
    phone = Phone(browser, url, "no-such-secret")
    expect(phone.page.locator("h1")).to_have_text("Seat link not valid")
    expect(phone.page.locator("main")).to_contain_text("Ask the referee")
    phone.close()
