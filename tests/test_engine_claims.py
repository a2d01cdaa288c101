"""The claims checker: right, missing and wrong fans, each wrong one with its reason."""

import pytest

from scoring import HandError
from scoring.explain import check_claims, find_fan


def names(pairs):
    return {f.name: n for f, n in pairs}


def reasons(check):
    return {w.fan.name if w.fan else w.text: w.reason for w in check.wrong}


def test_a_complete_and_correct_claim_is_all_right():
    check = check_claims(
        "12345789p55678m6p|EE1000",
        ["Pure Straight", "Fully Concealed Hand", "All Chows", "One Voided Suit"],
        claimed_total=23,
    )
    assert check.all_right
    assert check.result.total == 23


def test_missing_fans_are_listed_with_their_count():
    check = check_claims("[222m,1][555m,2]8m222555p8m", ["All Pungs"])
    missing = names(check.missing)
    assert missing["Double Pung"] == 2
    assert "All Simples" in missing
    assert not check.all_right


def test_a_fan_excluded_by_a_counted_fan_names_it():
    check = check_claims("12345789p55678m6p|EE1000", ["Self-Drawn", "Concealed Hand"])
    why = reasons(check)
    assert "Fully Concealed Hand" in why["Self-Drawn"]
    assert "no duplication" in why["Self-Drawn"]


def test_robbing_the_kong_excludes_last_tile():
    check = check_claims("[234m,1][555m,1]567m55576p|EE0101", ["Last Tile", "Robbing the Kong"])
    assert "Robbing The Kong" in reasons(check)["Last Tile"]


def test_no_disassembly_inside_a_three_chow_fan():
    check = check_claims("12345789p55678m6p|EE1000", ["Pure Straight", "Short Straight"])
    assert "No disassembly" in reasons(check)["Short Straight"]


def test_one_combination_only_for_the_chow_left_over():
    check = check_claims("123456m456p11789s", ["Mixed Straight (Flower Dragon)", "Short Straight"])
    assert "One combination only" in reasons(check)["Short Straight"]


def test_four_chows_in_a_ring_score_three_pair_fans_not_four():
    check = check_claims(
        "234567p234567s55m",
        ["Mixed Double Chow", "Mixed Double Chow", "Short Straight", "Short Straight"],
    )
    assert names(check.correct) == {"Mixed Double Chow": 2, "Short Straight": 1}
    assert "one combination only" in reasons(check)["Short Straight"]


def test_a_fan_the_hand_does_not_have_gets_its_rule():
    check = check_claims("123456m456p11789s", [69])
    assert reasons(check)["Pure Double Chow"].startswith("The hand does not have it")


def test_take_the_maximum_names_the_other_reading():
    # Nine Gates (106 fan with what the 1s adds) or 111s 123s 456s 789s 99s (45 fan):
    # the pung of 1s scores Pung of Terminals only in the lower reading.
    check = check_claims("11123456789991s", ["Pung of Terminals or Honors"])
    (wrong,) = check.wrong
    assert wrong.kind == "other-reading"
    assert "read as 111s 123s 456s 789s 99s" in wrong.reason
    assert "take the maximum" in wrong.reason


def test_equal_readings_say_the_total_is_the_same():
    check = check_claims("22234566678999m", ["Short Straight"])
    (wrong,) = check.wrong
    assert wrong.kind == "other-reading"
    assert "the total is the same" in wrong.reason


def test_claiming_a_fan_twice_when_it_counts_once():
    check = check_claims("12345789p55678m6p|EE1000", ["Pure Straight", "Pure Straight"])
    (wrong,) = check.wrong
    assert (wrong.claimed, wrong.counted) == (2, 1)


def test_flowers_and_chicken_hand():
    check = check_claims("[123m,1][345m,1]678p56sWW7s|EE0000|2", ["Chicken Hand", 81, 81, 81])
    assert names(check.correct) == {"Chicken Hand": 1, "Flower Tiles": 2}
    assert "declares 2 flowers" in reasons(check)["Flower Tiles"]


@pytest.mark.parametrize(
    "name", ["Pure Straight", "清龙", "FAN_QINGLONG", "qinglong", 28, "28", "pure straight"]
)
def test_fans_are_found_by_any_of_their_names(name):
    assert find_fan(name).key == 28


@pytest.mark.parametrize("name", ["Pure Stright", 0, 83, "99"])
def test_an_unknown_fan_is_refused(name):
    with pytest.raises(HandError):
        find_fan(name)


def test_claims_on_a_hand_that_does_not_win_are_refused():
    with pytest.raises(HandError, match="does not win"):
        check_claims("123456789m12345p", ["All Chows"])
