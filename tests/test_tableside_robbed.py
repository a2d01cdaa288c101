"""Robbing a kong proposed at the table (docs/contracts.md, "Table-side entry"): the
proposal's `"robbed": true` on a win from another seat, or the kong flag written in the
notation's situation on a discard, as the desktop's entry reads it (`HandEntry.robbed`).
The engine scores Robbing the Kong, and three confirmations store it as a desk would."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from app.domain.anyhands import HandEntry
from app.domain.seat_preview import preview
from app.domain.service import TournamentService
from app.domain.tableside import BadRequest
from app.tournament import open_tournament
from tests.tableside_helpers import tokens, tournament

# East wins on the 3s South added to a pung of 3s (a promoted kong): Mixed Straight,
# Robbing the Kong, Concealed Hand, All Chows, Closed Wait: 21 fan.
ROBBED = "123m456p789s55s243s"
ROBBED_FANS = ["Mixed Straight", "Robbing The Kong", "Concealed Hand", "All Chows", "Closed Wait"]


@pytest.fixture
def svc(tmp_path: Path) -> Iterator[TournamentService]:
    service = tournament(str(tmp_path / "t.mcrt"))
    service.backup_dir = None
    yield service
    service.close()


def robbed_win(**more: object) -> dict[str, object]:
    return {"hand": 1, "winner": "E", "from": "S", "tiles": ROBBED, "robbed": True} | more


def test_a_robbed_kong_scores_robbing_the_kong_and_is_stored_after_three_confirmations(
    svc: TournamentService, tmp_path: Path
) -> None:
    seat = tokens(svc)
    claim = "Mixed Straight, Robbing the Kong, Concealed Hand, All Chows, Closed Wait"
    p = svc.propose(seat["E"], robbed_win(claim=claim))
    assert p.status == "pending" and p.verdict is not None
    assert p.verdict["verdict"] == "right"
    assert p.result is not None and p.result["total"] == 21
    assert [f["name"] for f in p.result["fans"]] == ROBBED_FANS
    assert p.to_json()["entry"]["robbed"] is True
    for letter in ("S", "W", "N"):
        done = svc.confirm(seat[letter], p.id)
    assert done.status == "stored"
    [hand] = svc.hands(1, 1)
    assert hand.robbed and hand.discarder == 2
    assert "Robbing The Kong" in [f.name for f in hand.fans]
    desk = svc.preview_hand(1, 1, 1, HandEntry((1,), 2, (ROBBED,), robbed=True))
    assert hand == desk  # exactly as the desktop's entry of a robbed kong stores it
    svc.close()
    with open_tournament(tmp_path / "t.mcrt") as again:  # kept with the proposal too
        assert again.proposals(1, 1)[0].to_json()["entry"]["robbed"] is True


def test_the_kong_flag_on_a_discard_is_read_as_robbed(svc: TournamentService) -> None:
    seat = tokens(svc)
    written = {"hand": 1, "winner": "E", "from": "S", "tiles": ROBBED + "|EE0001"}
    shown = preview(svc, seat["W"], written)
    assert shown["result"] is not None
    assert "Robbing The Kong" in [f["name"] for f in shown["result"]["fans"]]
    p = svc.propose(seat["E"], written)
    assert p.to_json()["entry"]["robbed"] is True
    assert p.result == shown["result"]


def test_a_plain_win_says_robbed_false(svc: TournamentService) -> None:
    p = svc.propose(tokens(svc)["E"], robbed_win(robbed=False, tiles=ROBBED + "|EE0000"))
    assert p.to_json()["entry"]["robbed"] is False
    assert "Robbing The Kong" not in [f["name"] for f in p.result["fans"]]


@pytest.mark.parametrize(
    ("body", "message"),
    [
        (robbed_win(**{"from": "self"}), "Robbing a kong is a win on another seat's kong"),
        ({"hand": 1, "draw": True, "robbed": True}, "A draw robs no kong"),
        (robbed_win(robbed="yes"), '"robbed" is true or false'),
    ],
)
def test_robbed_on_a_self_draw_or_a_draw_is_400(
    svc: TournamentService, body: dict[str, object], message: str
) -> None:
    seat = tokens(svc)
    for ask in (lambda: svc.propose(seat["E"], body), lambda: preview(svc, seat["E"], body)):
        with pytest.raises(BadRequest) as refused:
            ask()
        assert refused.value.status == 400 and str(refused.value).startswith(message)
    assert svc.proposals(1, 1) == []


def test_a_referees_corrected_entry_may_say_robbed(svc: TournamentService) -> None:
    seat = tokens(svc)
    p = svc.propose(seat["E"], robbed_win(robbed=False, claim="Robbing the Kong"))
    assert p.status == "referee"  # the tiles alone do not rob a kong: the claim is wrong
    corrected = {"winner": "E", "from": "S", "tiles": ROBBED, "robbed": True}
    assert svc.accept(p.id, corrected).status == "stored"
    assert svc.hands(1, 1)[0].robbed
