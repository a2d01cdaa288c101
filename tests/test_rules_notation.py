"""The notation's fourth part (scoring.extras): every token, the special forms, refusals."""

import pytest

from scoring import HandError
from scoring.extras import KongEvent, parse_extras, relative_of, seat_from
from scoring.notation import parse_hand, parse_record
from scoring.tiles import parse_tile

HAND = "123m456p789s234s5p5p"


def test_no_fourth_part_reads_as_before():
    record = parse_record(f"{HAND}|ES1000|2")
    assert record.kind == "win"
    assert record.hand == parse_hand(f"{HAND}|ES1000|2")
    assert not record.extras


@pytest.mark.parametrize("flowers", ["", "0"])
def test_an_empty_flowers_part_means_no_flowers(flowers):
    record = parse_record(f"{HAND}|SE0000|{flowers}|from=2")
    assert record.hand.flowers == 0 and record.hand.flower_letters == ""
    assert parse_record(f"{HAND}|EN1000|").hand.flowers == 0


def test_every_token():
    extras = parse_record(
        f"{HAND}|EE1001||first,chain=2,liable=W,horse=4s8m,kong=Sc,kong=WdN,kong=Np"
    ).extras
    assert extras.names == ("first", "chain", "liable", "horse", "kong", "kong", "kong")
    assert extras.first is True
    assert extras.chain == 2
    assert extras.liable_text == "W"
    assert extras.horse == (parse_tile("4s"), parse_tile("8m"))
    assert extras.kongs == (KongEvent("S", "c"), KongEvent("W", "d", "N"), KongEvent("N", "p"))


def test_horse_dash_is_no_horse_and_differs_from_no_token():
    assert parse_extras("horse=-").horse == ()
    assert parse_extras("first").horse is None


@pytest.mark.parametrize(
    "winner, relative, seat",
    [("E", 1, "N"), ("E", 2, "W"), ("E", 3, "S"), ("S", 1, "E"), ("S", 2, "N"), ("S", 3, "W")]
    + [("W", 1, "S"), ("W", 2, "E"), ("W", 3, "N"), ("N", 1, "W"), ("N", 2, "S"), ("N", 3, "E")],
)
def test_relative_positions_as_a_claimed_pung_counts_them(winner, relative, seat):
    assert seat_from(winner, relative) == seat
    assert relative_of(winner, seat) == relative
    assert parse_extras(f"from={relative}").giver(winner) == seat
    assert parse_extras(f"from={seat}").giver(winner) == seat


def test_from_the_winners_own_seat_is_refused():
    with pytest.raises(HandError, match="winner's own seat"):
        parse_extras("from=E").giver("E")


def test_flowers_only_win():
    record = parse_record("-|EE1000|abcdefg")
    assert record.kind == "flowers"
    assert record.hand.concealed == () and record.hand.melds == ()
    assert record.hand.flower_letters == "abcdefg"
    assert record.hand.situation.seat_wind == "E"
    taken = parse_record("-|ES0000|abcdefgh|from=1")
    assert taken.extras.giver("S") == "E"


def test_drawn_hand_with_kongs():
    record = parse_record("draw|||kong=Np,kong=Ec")
    assert record.kind == "draw" and record.hand is None
    assert record.extras.kongs == (KongEvent("N", "p"), KongEvent("E", "c"))


def test_extras_written_back():
    text = "from=2,first,chain=3,liable=1,horse=5m,kong=Sc,kong=NdE"
    assert parse_extras(text).notation() == text
    assert parse_extras("horse=-").notation() == "horse=-"


@pytest.mark.parametrize(
    "text, words",
    [
        (f"{HAND}|EE1000||bogus", "not a token"),
        (f"{HAND}|EE1000||first,first", "twice"),
        (f"{HAND}|EE1000||from", "needs a value"),
        (f"{HAND}|EE1000||first=1", "takes no value"),
        (f"{HAND}|EE0000||from=4", "1 (left), 2 (across), 3 (right)"),
        (f"{HAND}|EE0000||from=X", "seat wind"),
        (f"{HAND}|EE1001||chain=5", "1 to 4 kongs"),
        (f"{HAND}|EE1001||chain=0", "1 to 4 kongs"),
        (f"{HAND}|EE1000||liable=0", "1 (left)"),
        (f"{HAND}|EE1000||horse=5x", "horse=5x"),
        (f"{HAND}|EE1000||horse=[555m]", "horse="),
        (f"{HAND}|EE1000||kong=Sx", "write the seat and c, p or d"),
        (f"{HAND}|EE1000||kong=Sd", "d with the discarder's seat"),
        (f"{HAND}|EE1000||kong=ScN", "write the seat and c, p or d"),
        (f"{HAND}|EE1000||kong=SdS", "write the seat and c, p or d"),
        (f"{HAND}|EE1000||from=1,,first", "empty token"),
        (f"{HAND}|EE1000||from=1|x", "Too many '|'"),
        ("draw|EE1000||kong=Sc", "draw|||"),
        ("-||abcdefg", "needs its situation"),
    ],
)
def test_bad_fourth_part_is_refused_with_a_message(text, words):
    with pytest.raises(HandError) as info:
        parse_record(text)
    assert words.lower() in str(info.value).lower()


def test_parse_hand_still_refuses_a_fourth_part():
    """A bare Hand cannot carry extras: parse_record is the reader of a whole record."""
    with pytest.raises(HandError, match=r"\|"):
        parse_hand(f"{HAND}|EE0000||from=1")
