"""Messages a referee reads on bad input (issue 10, item 6): natural wording, an empty
hand, too many flowers, lower-case winds, impossible flag pairs, a wait on a fifth copy."""

from __future__ import annotations

import json

import pytest

from scoring import HandError, score_hand, waits
from scoring.__main__ import main

GOOD = "[123m,1]456p789s234s55m"


@pytest.mark.parametrize(
    "hand, message",
    [
        ("11111m234p567s99s", "The hand has 5 copies of the 1 of characters (1m): a tile has "),
        ("[555p,1]5555p234m678s99s", "copies of the 5 of dots (5p)"),
        ("", "The hand is empty"),
        ("   ", "The hand is empty"),
        ("|EE0000", "no tiles before the '|'"),
        (GOOD + "|EE0000|9", "Too many flowers: 9"),
        (GOOD + "|EE0000|-1", "a flower count is 0 to 8"),
        ("[234m,1][555m,1]567m55576p|EE0011", "Robbing a kong with the last tile of the wall"),
        ("[234m,1][555m,1]567m55576p|SW0111", "Robbing a kong with the last tile of the wall"),
        ("[234m,1]456p789s2345m5m|EE0001", "holds 1 other copy of it"),
    ],
)
def test_messages(hand, message):
    with pytest.raises(HandError) as info:
        score_hand(hand)
    assert message in str(info.value)
    assert "tiles of 1 characters" not in str(info.value)


def test_lower_case_winds_are_accepted():
    lower = score_hand(GOOD + "|es1000")
    upper = score_hand(GOOD + "|ES1000")
    assert lower.total == upper.total and lower.hand == upper.hand
    assert score_hand(GOOD, seat_wind="s", self_drawn=True).total == upper.total


def test_replacement_tile_on_the_last_wall_tile_is_kept_as_a_ruling():
    # Published cases score Last Tile Draw with Out with Replacement Tile (docs/rulings.md).
    result = score_hand("[CCCC][FFFF][PPPP][EEEE]NN|EE1011|8")
    assert {44, 46} <= {f.fan_id for f in result.fans}


def test_waits_name_a_wait_on_a_fifth_copy(capsys):
    assert waits("1111m234p567s999s") == []
    assert main(["1111m234p567s999s", "--waits"]) == 0
    out = capsys.readouterr().out
    assert "Waiting only on 1m, whose four copies are all in the hand" in out
    assert main(["1111m234p567s999s", "--waits", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["fifth_copy"] == ["1m"]
    assert main(["28m47s369pESWCCP", "--waits"]) == 0
    assert "not waiting to win" in capsys.readouterr().out


def test_bad_option_and_empty_cli_input(capsys):
    assert main(["", "--json"]) == 2
    assert "empty" in capsys.readouterr().err
    assert main([GOOD, "--option", "nonsense=1"]) == 2
    assert "nonsense" in capsys.readouterr().err
    assert main([GOOD, "--option", "kong_item"]) == 2
    assert "KEY=VALUE" in capsys.readouterr().err
