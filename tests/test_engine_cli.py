"""`python -m scoring`: the table, JSON, waits, claims, and a clean refusal of bad input."""

import json

import pytest

from scoring import score_hand
from scoring.__main__ import main


def run(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_table_lists_every_fan_and_the_total(capsys):
    code, out, _ = run(capsys, "[EEE,2][SSSS,1]WWWNN55pN|EE1000")
    assert code == 0
    for name in (
        "Big Four Winds",
        "Half Flush",
        "Two Concealed Pungs",
        "Melded Kong",
        "Self-Drawn",
    ):
        assert name in out
    total_line = next(line for line in out.splitlines() if line.split()[:1] == ["Total"])
    assert total_line.split()[-1] == str(score_hand("[EEE,2][SSSS,1]WWWNN55pN|EE1000").total)


def test_json_matches_the_api(capsys):
    hand = "[567m,2]123p456s789s55p|ES1000|2"
    code, out, _ = run(capsys, hand, "--json")
    data = json.loads(out)
    result = score_hand(hand)
    assert code == 0
    assert data["total"] == result.total
    assert data["meets_minimum"] is result.meets_minimum is False
    assert [(f["id"], f["count"]) for f in data["fans"]] == [
        (f.fan_id, f.count) for f in result.fans
    ]


def test_under_eight_fan_is_flagged(capsys):
    _, out, _ = run(capsys, "[567m,2]123p456s789s55p|ES1000|2")
    assert "under the 8-fan minimum" in out


@pytest.mark.parametrize(
    "hand, message",
    [
        ("11111m234p567s88s", "only four"),
        ("123m456p", "tiles"),
        ("[124m]123p456s789s55p", "not a set"),
        ("[123m,4]123p456s789s55p", "player 1, 2 or 3"),
        ("123m456p789s123s55p|XE0000", "wind"),
        ("123m456p789s123s55p|EE2000", "flags"),
        ("123m456p789s123s55p|EE1000|9", "flowers"),
        ("123m456p789s135s55p", "does not win"),
        ("1112345678999m", "--waits"),
    ],
)
def test_bad_hands_exit_2_with_a_message(capsys, hand, message):
    code, out, err = run(capsys, hand)
    assert code == 2
    assert out == ""
    assert message in err


def test_waits_lists_each_winning_tile_with_its_fan(capsys):
    code, out, _ = run(capsys, "1112345678999m", "--waits")
    lines = out.splitlines()
    assert code == 0
    assert [line.split()[0] for line in lines] == [f"{r}m" for r in range(1, 10)]
    assert all("Nine Gates" in line for line in lines)


def test_waits_json_scores_each_tile(capsys):
    code, out, _ = run(capsys, "[111s,1]2345678999s", "--waits", "--json")
    data = json.loads(out)
    assert code == 0
    assert [w["tile"] for w in data["waits"]] == ["1s", "2s", "4s", "5s", "7s", "8s"]
    for w in data["waits"]:
        expected = score_hand(f"[111s,1]2345678999s{w['tile']}")
        assert w["total"] == expected.total


def test_a_hand_that_waits_on_nothing(capsys):
    code, out, _ = run(capsys, "28m47s369pESWCCP", "--waits")
    assert code == 0
    assert "not waiting" in out


def test_claims_report_right_missing_and_wrong(capsys):
    code, out, _ = run(
        capsys,
        "12345789p55678m6p|EE1000",
        "--claim",
        "Pure Straight,Short Straight,80",
        "--total",
        "18",
    )
    assert code == 0
    assert "right    Pure Straight" in out
    assert "missing  Fully Concealed Hand" in out
    assert "wrong    Short Straight [no-disassembly]: No disassembly" in out
    assert "claimed 18, the hand is worth 23" in out
