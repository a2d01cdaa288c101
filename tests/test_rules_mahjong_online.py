# ruff: noqa: E501  (the table of spec 8.1 is kept one row a line, as printed)
"""MahJong Online (scoring/mahjong_online/): every worked example (spec 8 and 8.1) and
every invalid input (spec 9) of shared/design/rules/mahjong-online.md, parametrized by
the example's id; several winners on one discard; the basic-score table; the options."""

from __future__ import annotations

from fractions import Fraction

import pytest

from scoring import HandError, score_hand
from scoring.mahjong_online import (
    RULES,
    basic_score,
    payments_from_fan,
    settle_winners,
    total_score,
)
from scoring.rules import OptionError, get_rule_system

# Spec 8.1, one row each, as printed: id, hand, options, elements (id x count = fan),
# hand, aux, adj, basic, T, rule, payments E S W N.
RESULTS = [
    ("M-01", "[EEE,1][CCC,2]222m888p9s9s|EE0000||from=1", "", "1×2=2, 2=1, 17=3", "6", "0", "6", "75", "112.5", "4", "+112.5", "0", "0", "−112.5"),
    ("M-02", "123m456m789m234p5s5s|SS1000|0", "", "3=1, 5=2, 14=3, 36=1", "7", "0", "7", "85", "127.5", "4", "−42.5", "+127.5", "−42.5", "−42.5"),
    ("M-03", "[123m,1][456p,1][789s,1][SSS,3]5p5p|ES0000|ab|from=2", "", "1=1, 4=1", "2", "2", "2.5", "12", "12", "4", "0", "+12", "0", "−12"),
    ("M-04", "[234m,1]234p234s234m6s6s|WE0000|abcd|from=1", "", "5=1, 7=1, 8=1, 9=1", "4", "4", "5", "64", "96", "4", "+96", "0", "0", "−96"),
    ("M-05", "[123m,1]789p999sNNN1s1s|NS0000||from=3", "", "1=1, 6=1", "2", "0", "2", "8", "8", "4", "0", "+8", "−8", "0"),
    ("M-05", "[123m,1]789p999sNNN1s1s|NS0000||from=3", "no_flower_fan=every_hand", "1=1, 6=1, 36=1", "3", "0", "3", "16", "16", "4", "0", "+16", "−16", "0"),
    ("M-06", "[111m,1][999p,2]CCCWWW9s9s|ES1000|", "", "2=1, 6=2, 17=3", "6", "0", "6", "75", "112.5", "4", "−37.5", "+112.5", "−37.5", "−37.5"),
    ("M-06", "[111m,1][999p,2]CCCWWW9s9s|ES1000|", "terminals_with_all_triplets=exclude", "2=1, 6=2", "3", "0", "3", "16", "24", "4", "−8", "+24", "−8", "−8"),
    ("M-10", "[5555p]123m678m234s9s9s|EN1001|", "", "3=1, 11=1", "2", "2", "2.5", "12", "18", "4", "−6", "−6", "−6", "+18"),
    ("M-11", "[234m,1][WWW,2]567m345s8p8p|WS0010||from=2", "", "1=1, 10=1", "2", "0", "2", "8", "8", "4", "0", "+8", "0", "−8"),
    ("M-13", "[789s,1]444m444p444s5m5m|EE0000||from=2", "", "13=2, 15=2", "4", "0", "4", "32", "48", "4", "+48", "0", "−48", "0"),
    ("M-14", "[123s,1]456s789sFFF9s9s|EE1000|", "", "2=1, 14=2, 19=3", "6", "0", "6", "75", "112.5", "4", "+112.5", "−37.5", "−37.5", "−37.5"),
    ("M-16", "[CCC,1]FFF123p789pPP|EN0000||from=1", "", "2×2=2, 6=1, 18=3, 19=3", "9", "0", "9", "105", "105", "4", "0", "0", "−105", "+105"),
    ("M-18", "1144m2255p77sEECC|EW1000|abc", "", "3=1, 20=4", "5", "3", "5.5", "70", "105", "4", "−35", "−35", "+105", "−35"),
    ("M-21", "[111m,1]234m567m888m9m9m|SS0000||from=1", "", "22=6", "6", "0", "6", "75", "75", "4", "−75", "+75", "0", "0"),
    ("M-23", "123m456p789s11pEEE|EE1000||first", "", "23=12", "12", "0", "12", "144", "216", "4", "+216", "−72", "−72", "−72"),
    ("M-24", "234m234m567p88sNNN|ES1000||first", "", "24=12", "12", "0", "12", "144", "216", "4", "−72", "+216", "−72", "−72"),
    ("M-25b", "345m345p345sCCC9p9p|EE0000||first,from=1", "", "25=12", "12", "0", "12", "144", "216", "4", "+216", "0", "0", "−216"),
    ("M-25b", "345m345p345sCCC9p9p|EE0000||first,from=1", "humanly_dealer=off", "2=1, 7=2", "3", "0", "3", "16", "24", "4", "+24", "0", "0", "−24"),
    ("M-26", "[1111m,1][2222p,6][3333s][EEEE,3]5p5p|ES0000||from=2", "", "26=12", "12", "5", "12", "144", "144", "4", "0", "+144", "0", "−144"),
    ("M-27", "[EEE,1][SSS,2][WWW,1][NNN,2]5p5p|EE1000||liable=2", "", "27=12", "12", "0", "12", "144", "216", "3", "+216", "0", "−216", "0"),
    ("M-28", "1112345678999p9p|SN0000||from=2", "", "28=12", "12", "0", "12", "144", "144", "4", "0", "−144", "0", "+144"),
    ("M-29", "222m555p888sCCC7m7m|WW1000|", "", "29=12", "12", "0", "12", "144", "216", "4", "−72", "−72", "+216", "−72"),
    ("M-31", "[CCC,1][FFF,1][PPPP,5]123s5s5s|EW1000|", "", "31=12", "12", "1", "12", "144", "216", "2", "0", "−216", "+216", "0"),
    ("M-32", "[EEE,2]SSSWWW234mNN|NS0000||from=1", "", "32=12", "12", "0", "12", "144", "144", "4", "−144", "+144", "0", "0"),
    ("M-34", "[111m,1]999m111p999s9p9p|EE0000||from=1", "", "34=12", "12", "0", "12", "144", "216", "4", "+216", "0", "0", "−216"),
    ("M-35", "19m19p19sESWNCFP9s|EE0000||from=3", "", "35=12", "12", "0", "12", "144", "216", "4", "+216", "−216", "0", "0"),
    ("M-36", "[123m,1][456m,2][789m,3][234s,1]5s5s|ES1000|", "", "5=1, 14=2, 36=1", "4", "0", "4", "32", "48", "1", "−48", "+48", "0", "0"),
    ("M-37", "123m456p789s234sCC|EE0000||from=1", "", "5=2, 36=1", "3", "0", "3", "16", "24", "4", "+24", "0", "0", "−24"),
    ("M-37", "[EEE,2]345m345p345sCC|EW0000||from=3", "", "1=1, 7=1", "2", "0", "2", "8", "8", "4", "0", "0", "+8", "−8"),
    ("M-41", "123m789mNNN999p1p1p|EE1000|", "", "3=1, 6=2", "3", "0", "3", "16", "24", "4", "+24", "−8", "−8", "−8"),
]  # fmt: skip


def number(text: str) -> Fraction:
    """A printed number: '−112.5', '+12', '2.5'."""
    return Fraction(text.replace("−", "-").replace("+", ""))


def elements(text: str) -> dict[str, tuple[int, Fraction]]:
    """'1×2=2, 2=1' -> {'MO-01': (2, 2), 'MO-02': (1, 1)}."""
    found = {}
    for part in text.split(", "):
        left, fan = part.split("=")
        ident, _, count = left.partition("×")
        found[f"MO-{int(ident):02d}"] = (int(count or 1), number(fan))
    return found


def options_of(text: str) -> dict[str, str]:
    return dict(pair.split("=") for pair in text.split(";") if pair)


def row_id(row) -> str:
    return row[0] + (f"[{row[2]}]" if row[2] else "")


@pytest.mark.parametrize("row", RESULTS, ids=[row_id(r) for r in RESULTS])
def test_worked_example(row):
    ident, hand, opts, elems, fan, aux, adj, basic, total, rule, *pay = row
    result = score_hand(hand, rules="mahjong-online", options=options_of(opts))
    scoring = {f.fan_id: (f.count, f.total) for f in result.fans if f.fan_id != "MO-AUX"}
    assert scoring == elements(elems), ident
    hand_fan = min(sum(total for _, total in scoring.values()), 12)
    assert hand_fan == number(fan)
    assert result.total == number(adj)  # the adjusted fan: hand fan + auxiliary bonus, capped
    bonus = sum(f.total for f in result.fans if f.fan_id == "MO-AUX")
    aux_points = int(aux)
    assert bonus == (0 if aux_points < 2 else Fraction(1, 2) if aux_points < 4 else 1)
    assert basic_score(result.total) == number(basic)
    winner = result.hand.situation.seat_wind
    assert total_score(result.total, winner, result.hand.situation.self_drawn) == number(total)
    (item,) = result.items
    assert item.id == f"MO-P{rule}"
    assert [result.payments[s] for s in "ESWN"] == [number(p) for p in pay]
    assert result.meets_minimum


def test_m37_two_winners_on_one_discard():
    """M-37: N's C wins for E (T 24) and W (T 8): N pays both."""
    east = score_hand("123m456p789s234sCC|EE0000||from=1", rules="MO")
    west = score_hand("[EEE,2]345m345p345sCC|EW0000||from=3", rules="MO")
    assert settle_winners([east, west]) == {"E": 24, "S": 0, "W": 8, "N": -32}


@pytest.mark.parametrize(
    ("hands", "message"),
    [
        (["123m456p789s234sCC|EE0000||from=1", "[EEE,2]345m345p345sCC|EW0000||from=2"],
         "different feeders"),
        (["123m456p789s234sCC|EE0000||from=1", "123m456p789s234sCC|EE0000||from=1"],
         "names a seat twice"),
        (["123m456p789s234sCC|EE0000||from=1", "123m456m789m234p5s5s|SS1000|"],
         "one discard"),
        ([], "at least one"),
    ],
)  # fmt: skip
def test_several_winners_refused(hands, message):
    results = [score_hand(h, rules="MO") for h in hands]
    with pytest.raises(HandError, match=message):
        settle_winners(results)


# Spec 9: every invalid input, with what its message must say.
INVALID = [
    ("M-E2", "147m258p369sESWNC|EE1000", {}, "13 Individuals needs .* pair of a fourth honor"),
    ("M-E3", "123m456p789s11pEEE|EE1000|2", {"flowers": "off"}, "without flowers"),
    ("M-E4", "[123m,1]456p789s11pEEE|EE1000||first", {}, "first-circulation win .* claimed set"),
    ("M-E6", "[CCC,1][FFF,2][PPP,3]123s5s5s|EW1000|", {}, "third dragon discard: liable=1, 2 or 3"),
    ("M-E8", "123m456p789s234s5p5p|EE1000||chain=2", {}, "'chain' is not used by MahJong Online"),
    ("M-E9", "123m456p789s11pEEE|EE1000||from=2", {}, "self-feed has no feeder"),
    ("M-E10", "-|EE1000|abcdefgh", {}, "MahJong Online has no win on flowers .*tiles are missing"),
    ("M-E11", "123m456p789s234s5p5p|EE0000", {}, "say who fed the tile \\(from=1, 2 or 3"),
]


@pytest.mark.parametrize(("ident", "hand", "opts", "message"), INVALID, ids=[i[0] for i in INVALID])
def test_invalid_input(ident, hand, opts, message):
    with pytest.raises(HandError, match=message):
        score_hand(hand, rules="MO", options=opts)


@pytest.mark.parametrize(
    ("hand", "message"),
    [
        # A fourth wind discard that cannot be derived either.
        ("[EEE,1][SSS,2][WWW,1][NNN,2]5p5p|EE1000|", "fourth wind discard: liable="),
        # liable names a player who gave no dragon set.
        ("[CCC,1][FFF,2][PPP,1]123s5s5s|EW1000||liable=3", "gave none of the dragon sets"),
        # liable where no liability rule applies.
        ("123m456p789s234s5p5p|EE1000||liable=2", "means nothing here"),
        # The winning discard completed the third dragon set: its feeder is liable.
        ("[CCC,1][FFF,2]123s5sPP5sP|EW0000||from=3,liable=1", "leave liable= out"),
        # No robbed kong in the first circulation.
        ("123m456p789s11pEEE|EE0001||first,from=1", "No kong can be robbed"),
        ("123m456p789s11pEEE|ES0001", "robbed a kong: say who fed"),
        ("123m456p789s11pEEE|EE0000||from=E", "winner's own seat"),
        ("123m456p789s11pEEE|EE1000||horse=5m", "'horse' is not used by MahJong Online"),
        ("123m456p789s11pE|EE1000", "12 tiles, counting each kong as 3"),
        ("123m456p789s11pEES|EE1000", "does not win"),
        # The tiles come first: a hand that does not win is not asked for liable=.
        ("[CCC,1][FFF,2][PPP,3]123s5s6s|EW1000|", "does not win"),
    ],
)
def test_more_invalid_input(hand, message):
    with pytest.raises(HandError, match=message):
        score_hand(hand, rules="MO")


def test_liable_from_the_winning_discard_and_from_liable():
    # The third dragon set completed by N's winning discard (W's 3 = N): N pays all.
    result = score_hand("[CCC,1][FFF,2]123s5sPP5sP|EW0000||from=3", rules="MO")
    assert result.items[0].id == "MO-P2"
    assert result.payments == {"E": 0, "S": 0, "W": 144, "N": -144}
    # Sources S, E and N: liable=2 (E) chooses who made the third discard.
    named = score_hand("[CCC,1][FFF,2][PPP,3]123s5s5s|EW1000||liable=2", rules="MO")
    assert named.payments == {"E": -216, "S": 0, "W": 216, "N": 0}
    # A concealed dragon set: rule 2 does not apply; a self-feed shares T/3.
    mixed = score_hand("[CCC,1][FFF,2]PPP123s5s5s|EW1000|", rules="MO")
    assert mixed.items[0].id == "MO-P4"
    assert mixed.payments == {"E": -72, "S": -72, "W": 216, "N": -72}


def test_four_chows_three_claimed_and_the_left_players_discard():
    # Winner S, E (on the left, 1) feeds the tile that completes the fourth chow.
    result = score_hand("[123m,1][456m,2][789m,3]23s5s5s4s|ES0000||from=1", rules="MO")
    assert result.items[0].id == "MO-P1"
    assert result.payments["E"] == -result.items[0].amount
    # Fed by N instead: not rule 1, the feeder pays.
    other = score_hand("[123m,1][456m,2][789m,3]23s5s5s4s|ES0000||from=3", rules="MO")
    assert other.items[0].id == "MO-P4"
    assert other.payments["W"] == -other.items[0].amount


BASIC = {
    0: 2,
    1: 4,
    2: 8,
    3: 16,
    4: 32,
    5: 64,
    6: 75,
    7: 85,
    8: 95,
    9: 105,
    10: 115,
    11: 125,
    12: 144,
}
HALVES = {0.5: 3, 1.5: 6, 2.5: 12, 3.5: 24, 4.5: 48, 5.5: 70, 6.5: 80, 7.5: 90, 8.5: 100,
          9.5: 110, 10.5: 120, 11.5: 130}  # fmt: skip


def test_basic_score_table_from_the_seed():
    for fan, basic in (BASIC | HALVES).items():
        assert basic_score(Fraction(fan)) == basic
    for bad in (Fraction(1, 3), 13, -1, Fraction(25, 2)):
        with pytest.raises(HandError, match="steps of 1/2"):
            basic_score(bad)


def test_multipliers_and_exact_halves():
    assert total_score(6, "E", False) == Fraction(225, 2)  # dealer grab
    assert total_score(6, "S", True) == Fraction(225, 2)  # non-dealer self-feed
    assert total_score(6, "E", True) == Fraction(225, 2)  # dealer self-feed
    assert total_score(6, "S", False) == 75  # non-dealer grab
    # A self-feed share is basic/2: never rounded.
    result = score_hand("[5555p]123m678m234s9s9s|EN1001|", rules="MO")
    assert result.items[0].amount == 6
    result = score_hand("123m456m789m234p5s5s|SS1000|0", rules="MO")
    assert result.items[0].amount == Fraction(85, 2)


def test_registry_names_and_listing():
    assert get_rule_system("MO") is get_rule_system("mahjong-online") is RULES
    assert RULES.cap == 12 and RULES.min_fan(RULES.defaults) == 2
    ids = [e.id for e in RULES.fans.values()]
    assert ids == [f"MO-{n:02d}" for n in range(1, 37)] + ["MO-AUX"]
    assert all(e.condition for e in RULES.fans.values())


def test_options_defaults_and_validation():
    d = RULES.defaults
    assert dict(d) == {
        "min_fan": 2, "flowers": True, "no_flower_fan": "all_sequences",
        "humanly_dealer": True, "terminals_with_all_triplets": "add", "nine_gates": "shape",
    }  # fmt: skip
    for key, value in (("min_fan", 13), ("min_fan", -1), ("flowers", "maybe"),
                       ("no_flower_fan", "sometimes"), ("nine_gates", "wait"),
                       ("terminals_with_all_triplets", "yes"), ("max_fan", 10)):  # fmt: skip
        with pytest.raises(OptionError):
            RULES.resolve_options({key: value})


def test_minimum_ignores_the_auxiliary_fan():
    """'if your hand is worth 1 Fan with 4 auxiliary points, you will still not be able
    to win a Table that set the minimum winning Fan to 2'."""
    result = score_hand("[2222m,1]678s345s234p7s7s|SE0000|abc|from=1", rules="MO")
    hand_fan = sum(f.total for f in result.fans if f.fan_id != "MO-AUX")
    assert hand_fan == 1 and result.total == 2  # No Terminal 1; aux 1 + 3 flowers -> +1
    assert not result.meets_minimum
    one = score_hand(
        "[2222m,1]678s345s234p7s7s|SE0000|abc|from=1", rules="MO", options={"min_fan": 1}
    )
    assert one.meets_minimum


@pytest.mark.parametrize("row", RESULTS, ids=[row_id(r) for r in RESULTS])
def test_payments_from_the_adjusted_fan_alone(row):
    """A hand entered as its adjusted fan (spec 7: `--fan`) pays as the scored hand does,
    given who fed it and, for rules 1-3, who is liable."""
    ident, hand, opts, _elems, _fan, _aux, adj, *_rest, rule, e, s, w, n = row
    result = score_hand(hand, rules="MO", options=options_of(opts))
    winner = result.hand.situation.seat_wind
    giver = result.outcome.giver
    liable = result.items[0].payers[0] if rule != "4" else None
    assert payments_from_fan(adj, winner, giver, liable) == result.payments, ident


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("2.25", "E"), "steps of 1/2"),
        (("two", "E"), "not a number"),
        (("2", "X"), "not a seat"),
        (("2", "E", "E"), "cannot also pay"),
        (("13", "S", "E"), "steps of 1/2"),
    ],
)
def test_payments_from_fan_refuses_bad_entries(args, message):
    with pytest.raises(HandError, match=message):
        payments_from_fan(*args)
