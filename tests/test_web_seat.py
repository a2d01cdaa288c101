"""The seat's page and its preview with a real server on a free port: the page of a
seat (its table, players, the rotation and words for the script, never its secret in
the text), the 401 page of an unknown or rotated secret, and `POST /api/v1/preview`
(the engine's count of a proposal, stored nowhere)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path

import pytest

from app.domain.seat_preview import preview
from app.tournament import open_tournament
from app.web.limits import REFUSALS
from app.web.seat_messages import said
from app.web.seat_page import SCRIPT_WORDS
from app.web.words import ZH_CN
from scoring import HandError, score_hand
from tests.store_backends import StoreBackend
from tests.tableside_helpers import CLAIM, UNDER_MINIMUM, tokens, tournament, win
from tests.web_helpers import get, serving


@pytest.fixture
def cup(tmp_path: Path) -> Iterator[tuple[Path, dict[str, str]]]:
    path = tmp_path / "cup.mcrt"
    svc = tournament(str(path))
    try:
        seats = tokens(svc)
    finally:
        svc.close()
    yield path, seats


def post(url: str, token: str, body: object) -> tuple[int, dict]:
    status, _, answer = get(
        url,
        {"Authorization": f"Bearer {token}", "Content-Type": "application/json"},
        "POST",
        json.dumps(body).encode(),
    )
    return status, json.loads(answer)


class Texts(HTMLParser):
    """The page's visible text and its attribute values, apart."""

    def __init__(self) -> None:
        super().__init__()
        self.text: list[str] = []
        self.attributes: list[str] = []

    def handle_data(self, data: str) -> None:
        self.text.append(data)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.attributes += [v for _, v in attrs if v]


@pytest.mark.slow
def test_a_seat_page_shows_its_table_and_never_its_secret(cup) -> None:
    path, seats = cup
    with serving(path) as url:
        status, headers, body = get(url + "seat/" + seats["S"], {"Accept-Language": "en"})
    page = body.decode()
    assert status == 200
    assert headers["Cache-Control"] == "no-store"
    assert headers["Referrer-Policy"] == "no-referrer"
    assert "script-src 'self'" in headers["Content-Security-Policy"]
    assert seats["S"] not in page  # the script reads it from the address
    assert "<script>" not in page and "<style" not in page  # nothing inline
    assert re.search(r"<title>Table 1 · Cup</title>", page)
    texts = Texts()
    texts.feed(page)
    seat = json.loads(next(a for a in texts.attributes if a.startswith('{"session"')))
    assert seat["seat"] == "S" and seat["names"] == ["Ann", "Bob", "Cat", "Dan"]
    assert seat["hands"] == 16 and len(seat["rotation"]) == 16
    assert seat["rotation"][0] == ["E", ["E", "S", "W", "N"]]
    # Hand 5: the prevalent wind is South and the seats have changed winds.
    assert seat["rotation"][4][0] == "S" and seat["rotation"][4][1] != ["E", "S", "W", "N"]
    assert page.count('class="tile ') == 34  # the palette: every kind of tile once


@pytest.mark.slow
def test_an_unknown_or_rotated_secret_gets_a_page_saying_what_to_do(cup) -> None:
    path, seats = cup
    with open_tournament(path) as svc:
        svc.backup_dir = None
        svc.seat_links(1, rotate=True)
    with serving(path) as url:
        for token in (seats["E"], "not-a-secret"):
            status, headers, body = get(url + "seat/" + token)
            page = body.decode()
            assert status == 401
            assert headers["Cache-Control"] == "no-store"
            assert "Seat link not valid" in page
            assert "Ask the referee for your table&#x27;s new card" in page
            assert token not in page
        status, _, body = get(url + "seat/x", {"Accept-Language": "zh-CN,zh;q=0.9"})
        assert status == 401 and "座位链接无效" in body.decode()


@pytest.mark.slow
def test_the_preview_scores_a_proposal_and_stores_nothing(cup) -> None:
    path, seats = cup
    with serving(path) as url:
        status, right = post(url + "api/v1/preview", seats["E"], win())
        assert status == 200
        assert right["result"]["total"] == 13
        assert right["result"]["payments"] == {"E": 37, "S": -21, "W": -8, "N": -8}
        assert right["verdict"]["verdict"] == "right" and right["referee"] is None
        status, short = post(url + "api/v1/preview", seats["W"], win(claim="Mixed Straight"))
        assert status == 200 and short["verdict"]["verdict"] == "wrong"
        assert [f["name"] for f in short["verdict"]["missing"]] == [
            "Concealed Hand",
            "All Chows",
            "Pure Double Chow",
        ]
        assert short["referee"] == "The claim is not the engine's count."
        status, under = post(
            url + "api/v1/preview",
            seats["E"],
            {"hand": 1, "winner": "E", "from": "self", "tiles": UNDER_MINIMUM},
        )
        assert status == 200 and under["result"] is None
        assert under["referee"].startswith("Under the minimum: This hand scores 7 fan")
        not_a_win = win() | {"tiles": "123m456p789s55s78s9p"}
        status, error = post(url + "api/v1/preview", seats["E"], not_a_win)
        assert status == 422 and "does not win" in error["error"]
        assert error["said"] == error["error"]  # English: said as the engine says it
        status, error = post(url + "api/v1/preview?lang=zh_CN", seats["E"], not_a_win)
        assert status == 422 and error["said"].startswith("123m456p789s55s78s9p: 这手牌不成和牌")
        status, error = post(url + "api/v1/preview", "nobody", win())
        assert status == 401
        status, error = post(url + "api/v1/preview", seats["E"], {"hand": "one"})
        assert status == 400 and error["error"] == '"hand" is the number of the hand proposed.'
        status, _, body = get(
            url + "api/v1/preview", {"Authorization": f"Bearer {seats['E']}"}, "POST", b"{"
        )
        assert status == 400 and "not JSON" in json.loads(body)["error"]
    with open_tournament(path) as svc:
        assert svc.proposals(1, 1) == [] and svc.hands(1, 1) == []


@pytest.mark.slow
def test_the_preview_is_the_proposals_own_scoring(cup) -> None:
    """The same hand, previewed then proposed: the same fans, payments and verdict."""
    path, seats = cup
    with open_tournament(path) as svc:
        svc.backup_dir = None
        shown = preview(svc, seats["N"], win(claim=CLAIM))
        made = svc.propose(seats["N"], win(claim=CLAIM)).to_json()
    assert (shown["result"], shown["verdict"]) == (made["result"], made["verdict"])


def test_every_word_of_the_seat_page_has_chinese() -> None:
    missing = [w for w in SCRIPT_WORDS if w not in ZH_CN]
    assert missing == []


def test_every_word_the_scripts_say_is_given_to_the_page() -> None:
    # The script says only what the page gives it in its language (SCRIPT_WORDS); a word
    # left out shows in English on a Chinese phone (the Confirm and Dispute buttons did).
    static = Path(__file__).parent.parent / "app" / "web" / "static"
    said_keys = set()
    for script in static.glob("seat*.js"):
        said_keys |= set(re.findall(r'say\("((?:[^"\\]|\\.)*)"', script.read_text("utf-8")))
    assert {"Confirm", "Dispute", "Total"} <= said_keys  # the pattern reads the scripts
    assert sorted(said_keys - set(SCRIPT_WORDS)) == []


@pytest.mark.slow
def test_guessing_secrets_at_the_page_is_slowed_like_at_the_api(cup) -> None:
    path, seats = cup
    with serving(path) as url:
        assert get(url + "seat/" + seats["E"])[0] == 200
        answers = [get(url + f"seat/guess{n}")[0] for n in range(int(REFUSALS.burst))]
        assert answers == [401] * int(REFUSALS.burst)
        status, headers, body = get(url + "seat/guess-again")
        assert status == 429 and int(headers["Retry-After"]) >= 1
        assert "Too many tries" in body.decode()
        # the seat that worked from this address is not locked out with the guesser
        assert get(url + "seat/" + seats["E"])[0] == 200


@pytest.mark.parametrize(
    ("tiles", "chinese"),
    [
        ("123m456p789s55s78s9p", "这手牌不成和牌"),
        ("123m456p789s55s78s", "只有13张牌"),
        ("123m456p789s55s78s99s", "这手牌有15张"),
        ("11111m456p789s55s", "1m有5张"),
        ("123m456p789s55s7899", "“7899”缺花色字母"),
    ],
)
def test_the_commonest_refusals_are_said_in_chinese(tiles: str, chinese: str) -> None:
    with pytest.raises(HandError) as refused:
        score_hand(tiles)
    message = f"{tiles}: {refused.value}"  # as the domain gives it
    assert said(message, "zh_CN").startswith(f"{tiles}: {chinese}")
    assert said(message, "en") == message


@pytest.mark.slow
def test_the_page_and_the_preview_on_both_stores(backend: StoreBackend) -> None:
    location = backend.location()  # a file, or a PostgreSQL database (a run each)
    svc = tournament(location)
    try:
        seats = tokens(svc)
    finally:
        svc.close()
    with serving(location) as url:
        assert get(url + "seat/" + seats["W"])[0] == 200
        status, shown = post(url + "api/v1/preview", seats["W"], win(claim=CLAIM))
        assert status == 200 and shown["result"]["total"] == 13
        assert shown["verdict"]["verdict"] == "right"
        status, proposed = post(url + "api/v1/proposals", seats["W"], win(claim=CLAIM))
        assert status == 201
        assert (proposed["result"], proposed["verdict"]) == (shown["result"], shown["verdict"])
        # the hand now proposed, a preview of it still answers and stores nothing more
        assert post(url + "api/v1/preview", seats["S"], win())[0] == 200
    with open_tournament(location) as svc:
        assert len(svc.proposals(1, 1)) == 1 and svc.hands(1, 1) == []
