"""The hand-entry notation builder: clicks become the notation, notation reads back."""

import pytest

from app.ui.hand.notation import (
    HandState,
    Meld,
    MeldKind,
    NotationError,
    parse_notation,
    to_notation,
)


def build(*tiles: str) -> HandState:
    state = HandState()
    for tile in tiles:
        state = state.add_tile(tile)
    return state


def test_concealed_tiles_sorted_and_winning_tile_last():
    state = build(*"1s 2s 3s 7s 8s 9s 1p 2p 3p 7p 8p 9p 3m".split(), "3m")
    assert to_notation(state) == "123789p123789s33m"
    state = state.with_winning("1p")
    assert to_notation(state) == "33m123789s237891p"
    assert parse_notation(to_notation(state)).winning_tile == "1p"


def test_melds_with_claims_concealed_and_promoted_kongs():
    state = HandState()
    state = state.add_meld(Meld(MeldKind.KONG, "1s", 1))
    state = state.add_meld(Meld(MeldKind.KONG, "2m", 2))
    state = state.add_meld(Meld(MeldKind.KONG, "3p", 3, promoted=True))
    state = state.add_meld(Meld(MeldKind.KONG, "4p", None))
    state = state.add_tile("8s").add_tile("8s").with_situation(self_drawn=False)
    state = state.toggle_flower("a").toggle_flower("b")
    assert to_notation(state) == "[1111s,1][2222m,2][3333p,7][4444p]88s|EE0000|ab"


def test_chow_claimed_tile_and_honour_pung():
    state = HandState().add_meld(Meld(MeldKind.CHOW, "5m", 2))
    state = state.add_meld(Meld(MeldKind.PUNG, "E", 3))
    assert to_notation(state) == "[567m,2][EEE,3]"


def test_situation_written_only_when_not_default():
    state = build("1m").with_situation(prevalent_wind="E", seat_wind="S", self_drawn=True)
    assert to_notation(state) == "1m|ES1000"


@pytest.mark.parametrize("text", [
    "123789s123789p33m",
    "[1111s,1][2222m,2][3333p,7][4444p]88s|EE0000|ab",
    "[567m,2]123p456s789s55p|ES1000",
    "345s3p55p5567p[7777s]4p|EE0100|abcdefgh",
    "[EEE,3]SSS[CCCC]FF|SW0011",
])
def test_round_trip(text):
    state = parse_notation(text)
    again = parse_notation(to_notation(state))
    assert to_notation(again) == to_notation(state)
    assert sorted(again.concealed) == sorted(state.concealed)
    assert again.winning_tile == state.winning_tile
    assert (again.melds, again.situation, again.flowers) == (
        state.melds, state.situation, state.flowers)


def test_parse_keeps_winning_tile_and_reads_honour_digits():
    state = parse_notation("1112345678999m1z")
    assert state.winning_tile == "E"
    assert state.tile_count() == 14
    assert parse_notation("|EE0000|3".join(["1m", ""])).flowers == frozenset("abc")


@pytest.mark.parametrize("bad", ["12x", "[12m]", "[1234m]", "11111m", "1m|EE2000", "1m|E|9",
                                 "[555p,9]", "0m"])
def test_parse_errors(bad):
    with pytest.raises(NotationError):
        parse_notation(bad)


def test_cannot_add_a_fifth_copy_or_a_fifteenth_tile():
    state = build("1m", "1m", "1m", "1m")
    assert not state.can_add("1m")
    assert state.add_tile("1m") == state
    full = build(*(["2p"] * 4 + ["3p"] * 4 + ["4p"] * 4 + ["5p", "5p"]))
    assert full.tile_count() == 14
    assert full.add_tile("9s") == full
    assert not HandState().can_add("8m", MeldKind.CHOW)


def test_remove_last_and_without_winning():
    state = build("1m", "2m", "3m")
    assert state.remove_last().concealed == ("1m", "2m")
    assert state.without_winning().concealed == ("1m", "2m")
