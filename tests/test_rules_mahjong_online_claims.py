"""MahJong Online's claim check (scoring/mahjong_online/claims.py) and its CLI hook
(`python -m scoring --rules MO HAND --claim ... --total ...`), and the explain evidence."""

from __future__ import annotations

import json
import subprocess
import sys
from fractions import Fraction

import pytest

from scoring import HandError, score_hand
from scoring.mahjong_online import check_claims
from scoring.mahjong_online.claims import find_element

M01 = "[EEE,1][CCC,2]222m888p9s9s|EE0000||from=1"


def _reasons(check) -> dict[str, str]:
    return {w.fan.id: w.reason for w in check.wrong}


def test_a_right_claim():
    check = check_claims(M01, ["Winds Set", "winds set", "MO-02", "17"], 6)
    assert check.all_right and not check.wrong and not check.missing
    assert [(f.id, n) for f, n in check.correct] == [("MO-01", 2), ("MO-02", 1), ("MO-17", 1)]


def test_missing_fewer_and_absent_claims():
    check = check_claims(M01, ["Winds Set", "Winds Set", "Winds Set", "MO-15", "All Sequences"], 5)
    assert not check.all_right
    assert [(f.id, n) for f, n in check.missing] == [("MO-02", 1), ("MO-17", 1)]
    reasons = _reasons(check)
    assert reasons["MO-01"].startswith("counted 2 times here, not more")
    assert reasons["MO-15"] == "2 concealed pungs (222m, 888p)"
    assert reasons["MO-05"] == "not four chows: [EEE], [CCC], 222m, 888p"


@pytest.mark.parametrize(
    ("hand", "claim", "options", "reason"),
    [
        ("123m456p789s11pEEE|EE1000||first", "MO-03", None,
         "Heavenly Mahjong (MO-23) is a Max hand: it replaces every other scoring hand"),
        ("[111m,1]234m567m888m9m9m|SS0000||from=1", "Mixed One Suit", None,
         "excluded by Pure One Suit (MO-22)"),
        ("[111m,1][999p,2]CCCWWW9s9s|ES1000|", "All Triplets",
         {"terminals_with_all_triplets": "exclude"}, "not added to All Terminals (MO-06)"),
        ("112233m445566p77s|EW1000|", "Seven Pairs", None,
         "counts only when the tiles are read as seven pairs, worth 5 fan"),
        ("[789s,1]444m444p5m5m44s4s|EE0000||from=2", "Three Concealed Triplets", None,
         "444s was completed by the grabbed tile: revealed"),
        ("123m456m789m234p5s5s|SS1000|1", "No Flowers", None, "the winner holds 1 flower"),
        ("123m456m789m234p5s5s|SS1000|", "No Flowers", {"flowers": "off"}, "flowers=off"),
        ("123m456p789s234s5p5p|ES0000||from=1", "Totally Concealed", None, "won on a grab"),
        ("345m345p345sCCC9p9p|EE0000||first,from=1", "Humanly Mahjong",
         {"humanly_dealer": "off"}, "humanly_dealer=off"),
        ("234m234m567p88sNNN|ES1000|", "Earthy Mahjong", None, "token first"),
        ("[123m,1]456p789s234s5p5p|ES0000||from=1", "MO-AUX", None, "under 2: no bonus"),
        ("[123m,1]456p789s234s5p5p|ES0000||from=1", "Nine Latterns", None,
         "the hand does not have it: Fully Private, one suit"),
    ],
)  # fmt: skip
def test_why_a_claim_does_not_count(hand, claim, options, reason):
    check = check_claims(hand, [claim], options=options)
    (wrong,) = check.wrong
    assert reason in wrong.reason


@pytest.mark.parametrize(
    ("hand", "claims", "kinds"),
    [
        (M01, ["Winds Set x3"], [("MO-01", "too-many", [])]),
        ("123m456p789s11pEEE|EE1000||first", ["MO-03", "MO-23"],
         [("MO-03", "excluded", ["MO-23"])]),
        ("[111m,1]234m567m888m9m9m|SS0000||from=1", ["MO-19", "MO-22"],
         [("MO-19", "excluded", ["MO-22"])]),
        ("112233m445566p77s|EW1000|", ["Seven Pairs"], [("MO-20", "other-reading", [])]),
        (M01, ["All Sequences"], [("MO-05", "absent", [])]),
    ],
)  # fmt: skip
def test_kinds_of_wrong_claims(hand, claims, kinds):
    check = check_claims(hand, claims)
    assert [(w.fan.id, w.kind, list(w.by)) for w in check.wrong] == kinds


def test_a_hand_under_the_minimum_is_never_right():
    hand = "[2222m,1]678s345s234p7s7s|SE0000|abc|from=1"  # No Terminal 1, aux +1
    check = check_claims(hand, ["No Terminal", "aux"], 2)
    assert check.all_right and check.verdict == "wrong"
    assert check_claims(hand, ["No Terminal", "aux"], 2, {"min_fan": 1}).verdict == "right"


def test_claimed_total_is_the_adjusted_fan_with_halves():
    hand = "[123m,1][456p,1][789s,1][SSS,3]5p5p|ES0000|ab|from=2"  # M-03: adj 2.5
    assert check_claims(hand, ["MO-01", "MO-04", "aux"], "2.5").all_right
    assert check_claims(hand, ["MO-01", "MO-04", "aux"], Fraction(5, 2)).all_right
    assert not check_claims(hand, ["MO-01", "MO-04", "aux"], 2).all_right
    with pytest.raises(HandError, match="not a number"):
        check_claims(hand, [], "two")


@pytest.mark.parametrize("name", ["MO-99", "37", "Chicken Hand", ""])
def test_unknown_element_names(name):
    with pytest.raises(HandError, match="MahJong Online"):
        find_element(name)


def _cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "scoring", "--rules", "MO", *args],
        capture_output=True,
        text=True,
        check=False,
    )


@pytest.mark.slow
def test_cli_claim_text_and_json():
    run = _cli(M01, "--claim", "Winds Set,MO-15", "--total", "5.5")
    assert run.returncode == 0, run.stderr
    assert "wrong    Three Concealed Triplets: 2 concealed pungs" in run.stdout
    assert "claimed 5.5, the hand is worth 6" in run.stdout
    data = json.loads(_cli(M01, "--claim", "Winds Set x2,2,17", "--json").stdout)
    assert data["verdict"] == "right" and data["total"] == 6 and data["wrong"] == []
    assert data["meets_minimum"] and data["right"][0] == {
        "id": "MO-01",
        "name": "Winds Set",
        "count": 2,
    }


@pytest.mark.slow
def test_cli_refuses_bad_claims_and_hands():
    data = json.loads(_cli(M01, "--claim", "bogus,MO-01 x2,2,17", "--json").stdout)
    assert data["verdict"] == "wrong"
    assert data["wrong"] == [
        {  # the contract's keys (docs/contracts.md), as every system's check gives them
            "id": None,
            "name": None,
            "claimed": "bogus",
            "times": 1,
            "counted": 0,
            "kind": "unknown",
            "by": [],
            "reason": "'bogus' is not the name of an element of MahJong Online. Name an "
            "element by its id (MO-01 to MO-36, MO-AUX) or its name.",
        }
    ]
    run = _cli("[CCC,1][FFF,2][PPP,3]123s5s5s|EW1000|")
    assert run.returncode == 2 and "third dragon discard" in run.stderr
    run = _cli(M01, "--option", "min_fan=13")
    assert run.returncode == 2 and "min_fan=13" in run.stderr


@pytest.mark.slow
def test_cli_scores_and_lists():
    run = _cli("123m456m789m234p5s5s|SS1000|0", "--json")
    data = json.loads(run.stdout)
    assert data["total"] == 7 and data["payments"] == {
        "E": -42.5,
        "S": 127.5,
        "W": -42.5,
        "N": -42.5,
    }
    listing = json.loads(_cli("--list", "--json").stdout)
    assert listing["cap"] == 12 and listing["minimum"] == 2
    assert len(listing["elements"]) == 37 and listing["extras"] == ["first", "from", "liable"]


def test_every_counted_element_carries_its_tiles():
    result = score_hand("[CCC,1]FFF123p789pPP|EN0000||from=1", rules="MO")  # M-16
    tiles = {f.fan_id: f.tiles for f in result.fans}
    assert tiles["MO-02"] == (("[CCC]",), ("FFF",))
    assert tiles["MO-18"] == (("[CCC]", "FFF", "PP"),)
    assert "grabbed tile completes PP" in result.reading
