"""The hand-entry editing state: clicks make the engine's hand, the engine's notation
reads back into the same state."""

import pytest

from app.ui.hand.state import HandState
from scoring import HandError, Meld, MeldKind
from scoring.tiles import ALL_TILES, parse_tile


def tiles(text: str) -> tuple[int, ...]:
    return tuple(parse_tile(code) for code in text.split())


def build(text: str) -> HandState:
    state = HandState()
    for tile in tiles(text):
        state = state.add_tile(tile)
    return state


def test_concealed_tiles_sorted_and_winning_tile_last():
    state = build("1s 2s 3s 7s 8s 9s 1p 2p 3p 7p 8p 9p 3m 3m")
    assert state.notation() == "3m123789p123789s3m"
    state = state.with_winning(parse_tile("1p"))
    assert state.notation() == "33m23789p123789s1p"
    assert HandState.from_notation(state.notation()).winning_tile == parse_tile("1p")


def test_melds_with_claims_concealed_and_promoted_kongs():
    state = HandState()
    state = state.add_meld(Meld(MeldKind.KONG, parse_tile("1s"), 1))
    state = state.add_meld(Meld(MeldKind.KONG, parse_tile("2m"), 2))
    state = state.add_meld(Meld(MeldKind.KONG, parse_tile("3p"), 3, promoted=True))
    state = state.add_meld(Meld(MeldKind.KONG, parse_tile("4p"), None))
    state = state.add_tile(parse_tile("8s")).add_tile(parse_tile("8s"))
    state = state.with_situation(self_drawn=False)
    state = state.toggle_flower("a").toggle_flower("b")
    assert state.notation() == "[1111s,1][2222m,2][3333p,7][4444p]88s|EE0000|ab"


def test_chow_claimed_tile_and_honour_pung():
    state = HandState().add_meld(Meld(MeldKind.CHOW, parse_tile("5m"), 2))
    state = state.add_meld(Meld(MeldKind.PUNG, parse_tile("E"), 3))
    assert state.notation() == "[567m,2][EEE,3]"


def test_situation_written_only_when_not_default():
    state = build("1m").with_situation(prevalent_wind="E", seat_wind="S", self_drawn=True)
    assert state.notation() == "1m|ES1000"
    assert build("1m").notation() == "1m"


@pytest.mark.parametrize(
    "text",
    [
        "123789s123789p33m",
        "[1111s,1][2222m,2][3333p,7][4444p]88s|EE0000|ab",
        "[567m,2]123p456s789s55p|ES1000",
        "345s3p55p5567p[7777s]4p|EE0100|abcdefgh",
        "[EEE,3]SSS[CCCC]FF|SW0011",
    ],
)
def test_round_trip(text):
    state = HandState.from_notation(text)
    again = HandState.from_notation(state.notation())
    assert again.notation() == state.notation()
    assert sorted(again.concealed) == sorted(state.concealed)
    assert again.winning_tile == state.winning_tile
    assert (again.melds, again.situation, again.flowers) == (
        state.melds,
        state.situation,
        state.flowers,
    )


def test_parse_keeps_winning_tile_and_reads_honour_digits():
    state = HandState.from_notation("1112345678999m1z")
    assert state.winning_tile == parse_tile("E")
    assert state.tile_count() == 14
    assert HandState.from_notation("1m|EE0000|3").flowers == frozenset("abc")
    assert HandState.from_notation(" 123m [555p,2] ").tile_count() == 6


@pytest.mark.parametrize(
    "bad", ["12x", "[12m]", "[1234m]", "11111m", "1m|EE2000", "1m|E|9", "[555p,9]", "0m"]
)
def test_parse_errors_are_the_engines(bad):
    with pytest.raises(HandError) as caught:
        HandState.from_notation(bad)
    assert str(caught.value)  # a message a referee can read


def test_cannot_add_a_fifth_copy_or_a_fifteenth_tile():
    state = build("1m 1m 1m 1m")
    assert not state.can_add(parse_tile("1m"))
    assert state.add_tile(parse_tile("1m")) == state
    full = build("2p 2p 2p 2p 3p 3p 3p 3p 4p 4p 4p 4p 5p 5p")
    assert full.tile_count() == 14
    assert full.add_tile(parse_tile("9s")) == full
    assert not HandState().can_add(parse_tile("8m"), MeldKind.CHOW)
    assert not HandState().can_add(parse_tile("E"), MeldKind.CHOW)


def test_remove_last_and_without_winning():
    state = build("1m 2m 3m")
    assert state.remove_last().concealed == tiles("1m 2m")
    assert state.without_winning().concealed == tiles("1m 2m")


def test_the_state_is_the_engines_hand():
    state = HandState.from_notation("[567m,2]123p456s789s55p|ES1000|2")
    hand = state.to_hand()
    assert hand.winning_tile == parse_tile("5p")
    assert (hand.flowers, hand.flower_letters) == (2, "ab")
    assert HandState.from_hand(hand).to_hand() == hand


@pytest.mark.parametrize(
    "text",
    ["", "1m", "1m1m1m1m", "[EEEE]1m1m1m1m", "[5555p]123m", "123456789m123p5p", "1112345678999m"],
)
def test_addable_is_can_add_of_every_tile(text):
    """The palette asks once per click which tiles can be added; the answer is the same
    as asking each tile (a fourth copy held, or 14 tiles, disables it)."""
    state = HandState.from_notation(text) if text else HandState()
    expected = {t for t in ALL_TILES if state.can_add(t)}
    assert state.addable() == expected
