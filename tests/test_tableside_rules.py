"""Table-side claims under every rule system (issue 23, items 3 and 4): the engine's
verdict on a claim is the one `python -m scoring --rules R HAND --claim C --json` gives
for the hand as the table played it; a wrong claim or a hand under the minimum goes to
the referee whatever the system; 422 is kept for tiles that do not win."""

from __future__ import annotations

import json

import pytest

from app.domain.tableside import NotAWin
from scoring.__main__ import main as score
from tests.tableside_helpers import tokens, tournament

# Hand 1, East wins on South's discard (prevalent and seat wind East): the notation
# the table's situation makes of the tiles a seat sends.
SITUATION = "|EE0000||from=S"
INT_WIN = "[123m,1]456m789m234m55m"  # 10 fan (capped): Pure One Suit, Pure Straight Nine, ...
INT_RIGHT = "Pure One Suit, Pure Straight Nine, All Chows, No Flower"
MO_WIN = "[EEE,1][CCC,2]222m888p9s9s"  # 6 fan: Winds Set x2, Dragon Set, All Triplets
MO_RIGHT = "Double Wind, Dragon Set, All Triplets"
SZ_WIN = "123m456m789p234s55s"  # self-drawn: the win item from each of the three others
SZ_SELF = "|EE1000||horse=-"

CASES = {
    # system: (tiles sent, from, claim that is right, claim that is wrong, full notation)
    "international": (INT_WIN, "S", INT_RIGHT, "Pure One Suit, Seven Pairs", INT_WIN + SITUATION),
    "mahjong-online": (MO_WIN, "S", MO_RIGHT, "Pure Straight", MO_WIN + SITUATION),
    "shenzhen": (SZ_WIN + "|||horse=-", "self", "SZ-W1", "SZ-H1", SZ_WIN + SZ_SELF),
}


def _cli_verdict(capsys, system: str, full: str, claim: str) -> dict:
    capsys.readouterr()
    assert score(["--rules", system, full, "--claim", claim, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


@pytest.fixture(params=sorted(CASES))
def system(request):
    return request.param


def test_a_wrong_claim_goes_to_the_referee_with_the_engines_verdict(tmp_path, capsys, system):
    tiles, giver, _, wrong, full = CASES[system]
    with tournament(str(tmp_path / "t.mcrt"), system) as svc:
        seat = tokens(svc)
        p = svc.propose(seat["E"], {"hand": 1, "winner": "E", "from": giver, "tiles": tiles,
                                    "claim": wrong})  # fmt: skip
        assert p.status == "referee" and "claim" in (p.reason or "")
        assert p.verdict == _cli_verdict(capsys, system, full, wrong)
        assert p.verdict["verdict"] == "wrong"
        assert [r["id"] for r in svc.referee_queue()] == [p.id]
        assert svc.hands(1, 1) == []


def test_a_right_claim_waits_for_the_table(tmp_path, capsys, system):
    tiles, giver, right, _, full = CASES[system]
    with tournament(str(tmp_path / "t.mcrt"), system) as svc:
        seat = tokens(svc)
        p = svc.propose(seat["E"], {"hand": 1, "winner": "E", "from": giver, "tiles": tiles,
                                    "claim": right})  # fmt: skip
        assert p.status == "pending" and p.verdict["verdict"] == "right"
        assert p.verdict == _cli_verdict(capsys, system, full, right)
        for s in "SWN":
            p = svc.confirm(seat[s], p.id)
        assert p.status == "stored" and len(svc.hands(1, 1)) == 1


def test_no_claim_no_verdict(tmp_path, system):
    tiles, giver, _, _, _ = CASES[system]
    with tournament(str(tmp_path / "t.mcrt"), system) as svc:
        p = svc.propose(tokens(svc)["E"], {"hand": 1, "winner": "E", "from": giver, "tiles": tiles})
        assert p.status == "pending" and p.verdict is None


@pytest.mark.parametrize(
    "system, tiles",
    [
        ("international", "[123m,1]456m789p234s55s"),  # 2 fan, the minimum is 3
        ("mahjong-online", "[123m,1][456p,1]678s234m55s||ab"),  # 1.5 fan, the minimum is 2
        ("MCR", "234m345p567s789s99p"),  # 7 fan, the minimum is 8
    ],
)
def test_a_hand_under_the_minimum_goes_to_the_referee_in_every_system(tmp_path, system, tiles):
    with tournament(str(tmp_path / "t.mcrt"), system) as svc:
        p = svc.propose(tokens(svc)["E"], {"hand": 1, "winner": "E", "from": "S", "tiles": tiles})
        assert p.status == "referee" and p.result is None
        assert "minimum" in (p.reason or "") or "at least" in (p.reason or "")
        assert p.verdict is not None and p.verdict["verdict"] == "wrong"
        [row] = svc.referee_queue()
        assert row["id"] == p.id and svc.hands(1, 1) == []


@pytest.mark.parametrize("system", ["international", "mahjong-online", "shenzhen", "MCR"])
def test_tiles_that_do_not_win_are_still_422(tmp_path, system):
    with tournament(str(tmp_path / "t.mcrt"), system) as svc:
        for tiles in ("123m456p789s11z2z3z", "12m"):
            with pytest.raises(NotAWin) as refused:
                svc.propose(tokens(svc)["E"], {"hand": 1, "winner": "E", "from": "S",
                                               "tiles": tiles, "claim": "All Chows"})  # fmt: skip
            assert refused.value.status == 422
        assert svc.proposals(1, 1) == [] and svc.referee_queue() == []
