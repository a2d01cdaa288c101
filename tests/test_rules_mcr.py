"""MCR on the rule-system interface: the same fans and totals, `from=` for payments, and
the settlement of seeds 000/001 (8 + fan from the discarder, 8 from the other two; each of
the three pays 8 + fan on a self-draw)."""

import random

import pytest

from scoring import HandError, score_hand, settle
from scoring.extras import seat_from
from scoring.settlement import SEATS
from tests.scoring_generator import HandGenerator

HANDS = HandGenerator(seed=11).hands(400)


def _with_from(notation: str, relative: int) -> str:
    parts = notation.split("|")
    while len(parts) < 3:
        parts.append("")
    return "|".join(parts) + f"|from={relative}"


def test_result_fields():
    result = score_hand("[567m,2]123p456s789s55p|ES1000|2")
    assert result.rules == "mcr" and result.rule_system == "MCR"
    assert result.raw_total == result.total == 7
    assert result.minimum == 8 and not result.meets_minimum
    assert result.minimum_total == result.total_without_flowers == 5


def test_no_payments_on_a_discard_without_from():
    result = score_hand("[567m,2]123p456s789s55p|ES0000|2")
    assert result.payments is None and result.items == ()


def test_discard_with_from_pays_8_plus_fan_and_8():
    result = score_hand("[567m,2]123p456s789s55p|ES0000|2|from=1")
    fan = result.total
    assert result.payments == {"E": -(8 + fan), "S": 24 + fan, "W": -8, "N": -8}
    assert [(i.id, i.payers, i.receiver, i.amount) for i in result.items] == [
        ("MCR-D", ("E",), "S", 8 + fan),
        ("MCR-B", ("W", "N"), "S", 8),
    ]


def test_self_drawn_each_pays_8_plus_fan():
    result = score_hand("[567m,2]123p456s789s55p|EN1000|2")
    fan = result.total
    assert result.payments == {
        "E": -(8 + fan),
        "S": -(8 + fan),
        "W": -(8 + fan),
        "N": 3 * (8 + fan),
    }
    assert [(i.id, i.payers) for i in result.items] == [("MCR-S", ("E", "S", "W"))]


@pytest.mark.parametrize("generated", HANDS[:200], ids=lambda g: g.notation)
def test_from_changes_no_fan_and_payments_match_the_old_settle(generated):
    """Differential: the interface's settlement against scoring.settle (seat index 0-3)."""
    plain = score_hand(generated.notation)
    seat = plain.hand.situation.seat_wind
    winner = SEATS.index(seat)
    if plain.hand.situation.self_drawn:
        with pytest.raises(HandError, match="self-drawn win has no 'from'"):
            score_hand(_with_from(generated.notation, 1))
        expected = settle(plain.total, winner, None)
        assert [plain.payments[s] for s in SEATS] == expected
        return
    relative = random.Random(generated.notation).randint(1, 3)
    with_from = score_hand(_with_from(generated.notation, relative))
    assert with_from.fans == plain.fans and with_from.total == plain.total
    discarder = SEATS.index(seat_from(seat, relative))
    assert [with_from.payments[s] for s in SEATS] == settle(plain.total, winner, discarder)


@pytest.mark.parametrize("token", ["first", "chain=1", "liable=2", "horse=5m", "kong=Sc"])
def test_mcr_refuses_every_token_but_from(token):
    with pytest.raises(HandError, match=f"'{token.split('=')[0]}' is not used by MCR"):
        score_hand(f"[567m,2]123p456s789s55p|ES1000|2|{token}")


def test_mcr_refuses_a_flowers_only_win_and_a_draw():
    with pytest.raises(HandError, match="MCR has no win on flowers alone"):
        score_hand("-|EE1000|abcdefg")
    with pytest.raises(HandError, match="MCR settles nothing in a drawn hand"):
        score_hand("draw|||kong=Sc")


def test_mcr_by_any_of_its_names():
    hand = "[567m,2]123p456s789s55p|ES1000|2"
    assert score_hand(hand, rules="MCR").fans == score_hand(hand, rules="mcr").fans
