"""Issue 25, item 4: a refusal says what is wrong and how to write it right: the pair
missing from a 12-tile hand, upper-case suit letters, a claim on a hand that does not
win worded as the scorer words it; and each in Chinese."""

from __future__ import annotations

import pytest

from scoring import HandError, score_hand
from scoring.explain import check_claims


def _error(hand: str) -> str:
    with pytest.raises(HandError) as info:
        score_hand(hand)
    return str(info.value)


@pytest.mark.parametrize(
    "hand", ["123m456p789s123s", "[123m,1]456p789s111z", "[EEE,1]123m456p789s"]
)
def test_twelve_tiles_in_four_sets_say_the_pair_is_missing(hand):
    message = _error(hand)
    assert "the pair is missing" in message and "12 tiles" in message


def test_twelve_tiles_not_in_sets_keep_the_count_message():
    message = _error("123m456p789s124s")
    assert "12 tiles" in message and "pair is missing" not in message


@pytest.mark.parametrize(
    "hand, written, right",
    [
        ("123M456p789s123s55p", "123M", "123m"),
        ("123m456P789s123s55p", "456P", "456p"),
        ("123m456p789S123s55p", "789S", "789s"),
        ("[123M,1]456p789s123s55p", "123M", "123m"),
    ],
)
def test_upper_case_suit_letters_get_a_hint(hand, written, right):
    message = _error(hand)
    assert f"'{written}'" in message and "suit letters are lower case" in message
    assert f"write {right}" in message


def test_a_claim_on_a_hand_that_does_not_win_is_worded_as_the_scorer():
    hand = "123m456p789s124s55p"
    scorer = _error(hand)
    with pytest.raises(HandError) as info:
        check_claims(hand, ["All Chows"])
    assert str(info.value) == scorer


def test_a_claim_reads_the_hand_the_scorer_reads_fourth_part_included(capsys):
    """The referee adds --claim to the very hand the scorer took: its fourth part (who
    discarded, which gives the payments) changes no fan, so the check reads it too."""
    from scoring.__main__ import main

    hand = "123m456m789m234s55s|SE0000||from=1"  # Pure Straight, All Chows, ...
    counted = {f.fan_id: f.count for f in score_hand(hand).fans}
    check = check_claims(hand, ["Pure Straight"])
    assert {f.key: n for f, n in (*check.correct, *check.missing)} == counted
    assert main([hand, "--claim", "Pure Straight"]) == 0
    assert "right    Pure Straight" in capsys.readouterr().out


@pytest.mark.parametrize(
    "hand, says",
    [
        ("123m456m789m234s55s|SE0000||frist=1", "'frist'"),  # no token: MCR's one named
        ("123m456m789m234s55s|SE1000||from=1", "A self-drawn win has no 'from'"),
        ("123m456m789m234s55s|SE0000||horse=-", "'horse' is not used by MCR"),
    ],
)
def test_a_claims_fourth_part_is_refused_as_the_scorer_refuses_it(hand, says):
    scorer = _error(hand)
    assert says in scorer
    with pytest.raises(HandError) as info:
        check_claims(hand, ["Pure Straight"])
    assert str(info.value) == scorer
