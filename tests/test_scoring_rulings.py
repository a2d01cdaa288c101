"""Rulings as options (issue 10, item 5): MIL 2015 by default, each switch changing what
its sources say it changes, and the claim check explaining under the chosen rulings."""

from __future__ import annotations

import pytest

from scoring import HandError, score_hand
from scoring.__main__ import main
from scoring.explain import check_claims
from scoring.mcr.rulings import MIL_2015, Rulings, rulings_from_options
from tests.scoring_generator import HandGenerator

ONE_OF_EACH_KONG = "[1111m][2222p,1]345678s9m9m"
THREE_KONGS_TWO_CONCEALED = "[1111m][2222p][3333s,1]456s55m"
KNITTED_SINGLE_WAIT = "147m258p369s123sEE"
GOOD = "[123m,1]456p789s234s55m"


def fans(result) -> dict[int, int]:
    return {f.key: f.count for f in result.fans}


@pytest.mark.slow
def test_the_default_is_mil_2015():
    assert rulings_from_options(None) is MIL_2015
    assert rulings_from_options({}) is MIL_2015
    assert rulings_from_options({"flowers": "on"}) is MIL_2015
    assert MIL_2015.as_options() == {
        "kong_item": True,
        "concealed_kongs_with_three": False,
        "knitted_straight_waits": True,
        "flowers": True,
    }
    defaults = {k: "on" if v else "off" for k, v in MIL_2015.as_options().items()}
    for g in HandGenerator(seed=5).hands(300):
        ours, plain = score_hand(g.notation, options=defaults), score_hand(g.notation)
        assert (ours.fans, ours.reading) == (plain.fans, plain.reading)


def test_concealed_and_melded_kong():
    assert fans(score_hand(ONE_OF_EACH_KONG))[82] == 1
    split = fans(score_hand(ONE_OF_EACH_KONG, options={"kong_item": False}))
    assert 82 not in split and split[67] == 1 and split[74] == 1
    check = check_claims(ONE_OF_EACH_KONG, [82], options={"kong_item": "off"})
    (wrong,) = check.wrong
    assert (wrong.kind, wrong.by) == ("excluded", (67, 74))
    assert "Concealed Kong (2) + Melded Kong (1)" in wrong.reason


def test_concealed_kongs_among_three_kongs():
    mil = fans(score_hand(THREE_KONGS_TWO_CONCEALED))
    assert mil[17] == 1 and 53 not in mil and mil[66] == 1
    counted = fans(
        score_hand(THREE_KONGS_TWO_CONCEALED, options={"concealed_kongs_with_three": True})
    )
    assert counted[17] == 1 and counted[53] == 1 and 66 not in counted


def test_wait_fans_beside_a_knitted_straight():
    assert 79 in fans(score_hand(KNITTED_SINGLE_WAIT))
    assert 79 not in fans(score_hand(KNITTED_SINGLE_WAIT, options={"knitted_straight_waits": 0}))
    check = check_claims(KNITTED_SINGLE_WAIT, [79], options={"knitted_straight_waits": "off"})
    (wrong,) = check.wrong
    assert (wrong.kind, wrong.by) == ("excluded", (35,))
    assert "knitted straight" in wrong.reason


def test_flowers_off():
    with_flowers = score_hand(GOOD + "|EE0000|3")
    without = score_hand(GOOD + "|EE0000|3", options={"flowers": False})
    assert with_flowers.total == without.total + 3 and without.flowers == 0
    (wrong,) = check_claims(GOOD + "|EE0000|3", [81], options={"flowers": False}).wrong
    assert "not counted under this tournament's rulings" in wrong.reason


@pytest.mark.parametrize(
    "options, message",
    [
        ({"kong": True}, "kong"),
        ({"kong_item": "maybe"}, "use on or off"),
    ],
)
def test_bad_options_are_refused(options, message):
    with pytest.raises(HandError, match=message):
        score_hand(GOOD, options=options)


def test_rule_system_by_name_and_cli(capsys):
    assert score_hand(GOOD, rules="mcr").total == score_hand(GOOD).total
    with pytest.raises(HandError):
        score_hand(GOOD, rules="riichi")
    assert main([ONE_OF_EACH_KONG, "--option", "kong_item=false"]) == 0
    out = capsys.readouterr().out
    assert "Melded Kong" in out and "Options: kong_item=off" in out
    assert Rulings(kong_item=False).as_options()["kong_item"] is False


def test_cli_claims_under_a_ruling(capsys):
    import json

    assert (
        main([ONE_OF_EACH_KONG, "--claim", "82, 67, 74", "--option", "kong_item=off", "--json"])
        == 0
    )
    data = json.loads(capsys.readouterr().out)
    assert {f["id"] for f in data["right"]} == {67, 74}
    (wrong,) = data["wrong"]
    assert (wrong["id"], wrong["kind"], wrong["by"]) == (82, "excluded", [67, 74])
