"""The International Game (scoring/international/): every worked example (section 8.1)
and every invalid input (section 9) of shared/design/rules/international.md, the
options, the chart, the alert rule, the winning priority and the claim check."""

from fractions import Fraction

import pytest

from scoring import HandError, score_hand
from scoring.international import CHARTS, RULES, full_score, winning_priority
from scoring.international.claims import check_claims
from scoring.rules import OptionError, get_rule_system

H = Fraction(1, 2)

# id, hand, options, elements (id: count), raw, fan, full score, payments E S W N
EXAMPLES = [
    ("I-02", "123m456m789m123p55s|EE1000|abcd", {}, {12: 1, 40: 1, 43: 1, 51: 1, 55: 1},
     8, 8, 81, (243, -81, -81, -81)),
    ("I-03", "[SSS,1][222m,3]999p777s4s4s|SS0000||from=3", {},
     {13: 1, 28: 1, 29: 1, 42: 1, 53: 1}, 7, 7, 54, (0, 54, -54, 0)),
    ("I-03 linear", "[SSS,1][222m,3]999p777s4s4s|SS0000||from=3", {"chart": "linear"},
     {13: 1, 28: 1, 29: 1, 42: 1, 53: 1}, 7, 7, 40, (0, 40, -40, 0)),
    ("I-03 half_spicy", "[SSS,1][222m,3]999p777s4s4s|SS0000||from=3",
     {"chart": "half_spicy"}, {13: 1, 28: 1, 29: 1, 42: 1, 53: 1}, 7, 7, 48, (0, 48, -48, 0)),
    ("I-03 round10", "[SSS,1][222m,3]999p777s4s4s|SS0000||from=3", {"round_wind_fan": 10},
     {13: 1, 28: 1, 29: 1, 42: 1, 53: 1}, 16, 10, 182, (0, 182, -182, 0)),
    ("I-04", "11m33m55p77p99sEEFF|SE1000|e", {}, {14: 1, 22: 1, 43: 1, 54: 1},
     8, 8, 81, (243, -81, -81, -81)),
    ("I-05", "[111m,1][999p,2]EEE999sCC|SE0000||from=2", {},
     {13: 1, 16: 1, 22: 1, 28: 1, 42: 1, 53: 1}, 12, 10, 182, (182, 0, -182, 0)),
    ("I-08", "[345m,2][555p,3]456s567m5s5s|EW0000||from=3", {}, {20: 1, 42: 1, 53: 1},
     5, 5, 24, (0, 0, 24, -24)),
    ("I-10", "[EEE,1][SSS,2]WWW123pNN|ES0000|f|from=1", {},
     {19: 1, 21: 1, 24: 1, 28: 1, 29: 1, 42: 1, 54: 1}, 19, 10, 182, (-182, 182, 0, 0)),
    ("I-11", "[EEE,1][SSS,1][WWW,1][NNN,1]5p5p|EN1000|", {}, {19: 1, 23: 1, 43: 1, 53: 1},
     16, 10, 182, (0, 0, -546, 546)),
    ("I-12", "[CCC,1][FFF,1][PPP,1]123m55p|EE1000|aceg", {}, {25: 1, 43: 1, 54: 2},
     13, 10, 182, (546, 0, 0, -546)),
    ("I-12 liable", "[CCC,1][FFF,2][PPP,1]123m55p|EE1000|aceg|liable=2", {},
     {25: 1, 43: 1, 54: 2}, 13, 10, 182, (546, 0, -546, 0)),
    ("I-14", "[CCC,1]234m345p456s7s7s|WW0000|h|from=1", {}, {27: 1, 39: 1, 42: 1},
     3, 3, 8, (0, -8, 8, 0)),
    ("I-15", "[222p,1][333p,2]444p555p9s9s|NE1000|f", {}, {13: 1, 30: 1, 43: 1},
     13, 10, 182, (546, -182, -182, -182)),
    ("I-17", "[666m,2]666p666s234p9m9m|SN1000|ae", {}, {32: 1, 43: 1},
     9, 9, 122, (-122, -122, -122, 366)),
    ("I-19", "[234s,1]234s234s234s5s5s|EE0000|b|from=1", {}, {18: 1, 34: 1, 42: 1},
     18, 10, 182, (182, 0, 0, -182)),
    ("I-21", "[789m,3]789m789m123s4p4p|WN1000|c", {}, {12: 1, 36: 1, 43: 1},
     5, 5, 24, (-24, -24, -24, 72)),
    ("I-22", "[345s,2]456s567s111pNN|NE0000||from=1", {}, {37: 1, 42: 1, 53: 1},
     4, 4, 16, (16, 0, 0, -16)),
    ("I-25", "567mCCC234s79s5p5p8s|EE0001||from=3", {}, {27: 1, 44: 1, 52: 1, 53: 1},
     4, 4, 16, (48, -48, 0, 0)),
    ("I-26", "123m456p678s234sEE|EE1010|", {}, {12: 1, 43: 1, 45: 1, 51: 1, 53: 1},
     6, 6, 36, (108, -36, -36, -36)),
    ("I-28", "[5555p]123m456m789s1s1s|EE1001|h", {}, {43: 1, 47: 1, 51: 1},
     4, 4, 16, (48, -16, -16, -16)),
    ("I-30", "[1111m][2222m,6][3333m]456p7p7p|EE1001||chain=3", {},
     {31: 1, 43: 1, 49: 1, 53: 1}, 16, 10, 182, (546, -182, -182, -182)),
    ("I-31", "[123m,1][456p,2][789s,3][EEE,2]9m9m|WE0000|e|from=2", {},
     {28: 1, 41: 1, 42: 1, 50: 1, 54: 1}, 5, 5, 24, (24, 0, -24, 0)),
    ("I-33", "123m456p789s11pEEE|EE1000|a|first", {}, {1: 1}, 10, 10, 182,
     (546, -182, -182, -182)),
    ("I-34", "234m234m567p88sNNN|ES0000||first,from=1", {}, {2: 1}, 10, 10, 182,
     (-182, 182, 0, 0)),
    ("I-37", "2233445566778p8p|NN0000|bc|from=2", {}, {4: 1}, 10, 10, 182, (0, -182, 0, 182)),
    ("I-38b", "1123455678999s1s|SE1000|", {}, {5: 1}, 10, 10, 182, (546, -182, -182, -182)),
    ("I-38c", "1123455678999s1s|SE1000|", {"nine_gates": "nine_wait"},
     {18: 1, 43: 1, 51: 1, 53: 1}, 12, 10, 182, (546, -182, -182, -182)),
    ("I-40", "19m19p19sESWNCFP1m|EE0000||from=2", {}, {9: 1}, 10, 10, 182, (182, 0, -182, 0)),
    ("I-42", "111199m1199p119s9s|ES1000|", {}, {15: 1}, 10, 10, 182, (-182, 546, -182, -182)),
    ("I-43", "EESSWWNNCCFFPP|EE1000|", {}, {17: 1}, 10, 10, 182, (546, -182, -182, -182)),
    ("I-44", "-|SE0000|abcdefg|from=2", {}, {6: 1}, 3, 3, 8, (24, 0, -24, 0)),
    ("I-45", "-|EE1000|abcdefgh", {}, {7: 1}, 10, 10, 182, (546, -182, -182, -182)),
    ("I-49", "[WWWW]111m444p777s5s5s|EW1000|", {}, {13: 1, 28: 1, 43: 1, 51: 1, 53: 1},
     9, 9, 122, (-122, -122, 366, -122)),
    ("I-49 kongs", "[WWWW]111m444p777s5s5s|EW1000|", {"all_concealed_pungs_kongs": "on"},
     {3: 1}, 10, 10, 182, (-182, -182, 546, -182)),
    ("I-50", "[123m,1][555p,2]789s456sEE|ES0000||from=2", {"flowers": "off", "min_fan": 0},
     {11: 1, 42: 1}, H, H, 1, (0, 1, 0, -1)),
    ("I-51", "[123m,1]456p678s234s5p5p|EE1000|", {}, {12: 1, 43: 1, 53: 1},
     3, 3, 8, (24, -8, -8, -8)),
    ("I-51 off", "[123m,1]456p678s234s5p5p|EE1000|", {"flower_fans_count_for_minimum": "off"},
     {12: 1, 43: 1, 53: 1}, 3, 3, 8, (24, -8, -8, -8)),
]  # fmt: skip


@pytest.mark.parametrize("case", EXAMPLES, ids=[row[0] for row in EXAMPLES])
def test_worked_example(case):
    ident, hand, options, elements, raw, fan, score, pays = case
    result = score_hand(hand, rules="international", options=options)
    assert result.rule_system == "INT"
    assert {f.fan_id: f.count for f in result.fans} == elements
    assert result.raw_total == raw
    assert result.total == fan
    assert full_score(result.total, result.options) == score
    assert tuple(result.payments[s] for s in "ESWN") == pays
    assert sum(result.payments.values()) == 0
    # Every example meets the minimum, except I-51 with the flowers left out of it.
    assert result.meets_minimum is (ident != "I-51 off")


def test_i51_below_the_minimum_without_the_flower_elements():
    result = score_hand(
        "[123m,1]456p678s234s5p5p|EE1000|",
        rules="INT",
        options={"flower_fans_count_for_minimum": "off"},
    )
    assert result.minimum_total == 2 and result.minimum == 3
    assert not result.meets_minimum


def test_i25_meets_the_minimum_either_way():
    for setting in ("on", "off"):
        result = score_hand(
            "567mCCC234s79s5p5p8s|EE0001||from=3",
            rules="INT",
            options={"flower_fans_count_for_minimum": setting},
        )
        assert result.meets_minimum


INVALID = [
    ("I-E1", "123m456p789s11pEE|EE1000", "13 tiles"),
    ("I-E2", "[123m,1]111m123m123m11m|EE0000||from=1", "the 1 of characters (1m)"),
    ("I-E4", "123m456m789m123p55s|EE1000|3", "letters a-h"),
    ("I-E5", "123m456p789s11pEEE|ES1000||first", "the Heaven is the dealer's (seat East) win"),
    ("I-E8", "123m456p789s11pEEE|EE1000||from=2", "self-drawn win has no 'from'"),
    ("I-E9", "-|EE1000|abcdef", "seven or eight flowers, not 6"),
    ("I-E11", "123m456p789s11pEEE|EE1000||horse=5p", "'horse' is not used by the International"),
    ("I-E12", "[CCC,1][FFF,2][PPP,1]123m55p|EE1000|aceg", "liable=1, 2 or 3"),
    ("I-E14", "[123m,1]456p789s11pEEE|EE1000||first", "cannot hold a declared set"),
    ("I-E16", "123m456p789s11pEEE|EE0000", "say who discarded (from=1, 2 or 3"),
]


@pytest.mark.parametrize("case", INVALID, ids=[row[0] for row in INVALID])
def test_invalid_input(case):
    ident, hand, words = case
    with pytest.raises(HandError) as error:
        score_hand(hand, rules="international")
    assert words.lower() in str(error.value).lower()


MORE_INVALID = [
    # The Earth: a non-dealer, on the East seat's discard.
    ("234m234m567p88sNNN|EE0000||first,from=1", "non-dealer"),
    ("234m234m567p88sNNN|ES0000||first,from=2", "must name the East seat"),
    ("234m234m567p88sNNN|ES0001||first,from=1", "robbed kong"),
    # chain: a replacement-tile win with that many kongs.
    ("[5555p]123m456m789s1s1s|EE1000|h|chain=1", "flags self-drawn 1 and kong 1"),
    ("[5555p]123m456m789s1s1s|EE1001|h|chain=2", "needs 2 kongs"),
    # liable: only a self-drawn win the alert rule covers, naming one of the givers.
    ("[CCC,1][FFF,2][PPP,1]123m55p|EE1000|aceg|liable=S", "gave none of the three dragon"),
    ("[123m,1]456p678s234s5p5p|EE1000||liable=1", "alert rule does not apply"),
    ("[CCC,1][FFF,1][PPP,1]123m5p5p|EE0000||from=1,liable=1", "only for a self-drawn win"),
    # flowers
    ("-|EE1100|abcdefg", "other three flags to 0"),
    ("-|SE0000|abcdefg|first,from=2", "not a win on flowers alone"),
    ("-|SE0000|abcdefg", "say whose it was"),
    ("draw|||", "settles nothing in a drawn hand"),
    ("123m456m789m123p55s|EE1000|abcdd", "same flower twice"),
    ("123m456m789m123p5s6s|EE1000|", "does not win in the International game"),
]


@pytest.mark.parametrize("hand, words", MORE_INVALID)
def test_more_invalid_inputs(hand, words):
    with pytest.raises(HandError) as error:
        score_hand(hand, rules="international")
    assert words.lower() in str(error.value).lower()


def test_flowers_off_refuses_a_flower_in_the_notation():
    with pytest.raises(HandError, match="flowers=off"):
        score_hand("123m456m789m123p55s|EE1000|a", rules="INT", options={"flowers": "off"})
    with pytest.raises(HandError, match="flowers=off"):
        score_hand("-|EE1000|abcdefgh", rules="INT", options={"flowers": False})


# --- options --------------------------------------------------------------------------


def test_defaults_and_registry():
    system = get_rule_system("INT")
    assert system is RULES and get_rule_system("international") is RULES
    d = system.defaults
    assert (d["min_fan"], d["max_fan"], d["chart"], d["unit"]) == (3, 10, "compound", 1)
    assert d["seven_pairs_fan"] == 4 and d["round_wind_fan"] == 1
    assert d["flowers"] is True and d["flower_fans_count_for_minimum"] is True
    assert d["swh_value"] == "max" and d["all_concealed_pungs_kongs"] is False
    assert d["nine_gates"] == "shape" and d["four_kongs"] == "any"
    assert d["flower_taken_pays"] == 3 and d["self_help_with_wall"] is True
    assert d["implied_elements"] == "exclude" and d["terminal_in_all_needs_honor"] is True
    assert len(system.fans) == 55 and sorted(system.fans) == list(range(1, 56))


@pytest.mark.parametrize(
    "options, words",
    [
        ({"min_fan": 11}, "above max_fan"),
        ({"min_fan": -1}, "from 0 to 16"),
        ({"max_fan": 17}, "from 1 to 16"),
        ({"chart": "steep"}, "compound, linear or half_spicy"),
        ({"chart": "1,2,3"}, "17 full scores"),
        ({"chart": ",".join(["2"] * 16 + ["1"])}, "more fan never pays less"),
        ({"chart": ",".join(["x"] * 17)}, "not a whole number"),
        ({"unit": 0}, "from 1 up"),
        ({"seven_pairs_fan": 17}, "from 0 to 16"),
        ({"round_wind_fan": 2}, "1 or 10"),
        ({"flowers": "maybe"}, "on or off"),
        ({"swh_value": "10"}, "max or printed"),
        ({"nine_gates": "any"}, "shape or nine_wait"),
        ({"four_kongs": "row"}, "any or chain"),
        ({"flower_taken_pays": 2}, "3 or 1"),
        ({"implied_elements": "keep"}, "exclude or add"),
        ({"horse": 1}, "not an option"),
    ],
)
def test_bad_options_are_refused(options, words):
    with pytest.raises(OptionError) as error:
        score_hand("123m456m789m123p55s|EE1000|abcd", rules="INT", options=options)
    assert words in str(error.value)


def test_chart_as_seventeen_numbers():
    numbers = list(range(0, 170, 10))
    result = score_hand(
        "[SSS,1][222m,3]999p777s4s4s|SS0000||from=3", rules="INT", options={"chart": numbers}
    )
    assert result.payments["S"] == 70  # 7 fan: the eighth value
    text = score_hand(
        "[SSS,1][222m,3]999p777s4s4s|SS0000||from=3",
        rules="INT",
        options={"chart": ",".join(map(str, numbers))},
    )
    assert text.payments == result.payments


def test_charts_of_the_specification():
    assert CHARTS["compound"] == (1, 2, 4, 8, 16, 24, 36, 54, 81, 122, 182, 273, 410, 615,
                                  923, 1384, 2076)  # fmt: skip
    assert CHARTS["linear"] == (1, 2, 4, 8, 16, 24, 32, 40, 48, 56, 64, 72, 80, 88, 96, 104,
                                112)  # fmt: skip
    assert CHARTS["half_spicy"] == (1, 2, 4, 8, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384,
                                    512, 768, 1024)  # fmt: skip


def test_unit_multiplies_every_payment():
    hand = "123m456m789m123p55s|EE1000|abcd"
    base = score_hand(hand, rules="INT").payments
    tripled = score_hand(hand, rules="INT", options={"unit": 3}).payments
    assert tripled == {s: 3 * v for s, v in base.items()}


def test_max_fan_caps_and_sets_the_special_hands():
    hand = "[111m,1][999p,2]EEE999sCC|SE0000||from=2"  # raw 12
    r = score_hand(hand, rules="INT", options={"max_fan": 12})
    assert (r.raw_total, r.total, r.payments["E"]) == (12, 12, 410)
    swh = score_hand("EESSWWNNCCFFPP|EE1000|", rules="INT", options={"max_fan": 13})
    assert swh.total == 13 and swh.payments["E"] == 3 * 615
    printed = score_hand(
        "EESSWWNNCCFFPP|EE1000|", rules="INT", options={"max_fan": 13, "swh_value": "printed"}
    )
    assert printed.total == 10 and printed.payments["E"] == 3 * 182
    low = score_hand("EESSWWNNCCFFPP|EE1000|", rules="INT", options={"max_fan": 8})
    assert low.total == 8 and low.meets_minimum


def test_printed_value_prefers_an_ordinary_reading_worth_more():
    # Seven consecutive pairs (printed 10) or chows of one suit: with max_fan 16 and the
    # printed value, the chow reading is worth more and wins.
    hand = "2233445566778p8p|NN1000|"
    swh = score_hand(hand, rules="INT", options={"max_fan": 16})
    assert [f.fan_id for f in swh.fans] == [4] and swh.total == 16
    printed = score_hand(hand, rules="INT", options={"max_fan": 16, "swh_value": "printed"})
    # 234p 234p 567p 567p 88p: All Chows 1, Pure One Suit 8, From The Wall 1, Self Help 2,
    # No Flower 1 = 13, above the special hand's printed 10.
    assert printed.total == 13
    assert [f.fan_id for f in printed.fans] == [12, 18, 43, 51, 53]


def test_seven_pairs_fan_option():
    hand = "11m33m55p77p99sEEFF|SE1000|e"
    r = score_hand(hand, rules="INT", options={"seven_pairs_fan": 3})
    assert r.fan(14).points == 3 and r.raw_total == 7


def test_self_help_with_wall_off_drops_from_the_wall():
    hand = "123m456m789m123p55s|EE1000|abcd"
    r = score_hand(hand, rules="INT", options={"self_help_with_wall": "off"})
    assert r.fan(43) is None and r.fan(51) is not None and r.raw_total == 7


def test_implied_elements_add_counts_the_excluded():
    hand = "[EEE,1][SSS,1][WWW,1][NNN,1]5p5p|EN1000|"
    r = score_hand(hand, rules="INT", options={"implied_elements": "add"})
    ids = {f.fan_id for f in r.fans}
    assert {13, 23, 28, 29} <= ids  # Little Four Winds needs a wind pair: not here


def test_terminal_in_all_without_honor_option():
    hand = "[123m,1]789m111p999s9p9p|EE0000||from=1"
    assert score_hand(hand, rules="INT").fan(21) is None
    r = score_hand(hand, rules="INT", options={"terminal_in_all_needs_honor": "off"})
    assert r.fan(21) is not None


def test_four_kongs_chain_option():
    hand = "[1111m][2222p,1][3333s,2][EEEE,3]5p5p|EE1001||chain=1"
    assert [f.fan_id for f in score_hand(hand, rules="INT").fans] == [10]
    r = score_hand(hand, rules="INT", options={"four_kongs": "chain"})
    assert r.fan(10) is None
    chained = "[1111m][2222p,1][3333s,2][EEEE,3]5p5p|EE1001||chain=4"
    r = score_hand(chained, rules="INT", options={"four_kongs": "chain"})
    assert [f.fan_id for f in r.fans] == [10]


def test_flower_taken_pays_option():
    r = score_hand("-|SE0000|abcdefg|from=2", rules="INT", options={"flower_taken_pays": 1})
    assert r.payments == {"E": 8, "S": 0, "W": -8, "N": 0}


def test_eight_flowers_in_a_normal_hand():
    r = score_hand("123m456m789m123p55s|EE1000|abcdefgh", rules="INT")
    assert [f.fan_id for f in r.fans] == [7] and r.total == 10


def test_seven_flowers_in_a_normal_hand_scores_normally():
    r = score_hand("123m456m789m123p55s|EE1000|abcdefg", rules="INT")
    assert r.fan(6) is None and r.fan(55).count == 1  # abcd full; efg not


# --- alert rule and priority -----------------------------------------------------------


def test_alert_rule_pure_one_suit_all_declared():
    hand = "[123m,1][456m,1][789m,1][111m,1]9m9m|EE1000|"
    r = score_hand(hand, rules="INT")
    assert r.payments["N"] == -3 * full_score(r.total, r.options)
    assert r.payments["S"] == r.payments["W"] == 0


def test_alert_rule_not_applied_with_a_concealed_kong():
    hand = "[CCCC][FFF,1][PPP,2]123m5p5p|EE1000|"
    r = score_hand(hand, rules="INT")
    assert r.payments["S"] == r.payments["W"] == r.payments["N"] < 0


def test_alert_rule_on_a_discard_win_is_not_applied():
    hand = "[CCC,1][FFF,2][PPP,1]123m5p5p|EE0000||from=3"
    r = score_hand(hand, rules="INT")
    assert r.payments["S"] == -r.payments["E"] and r.payments["N"] == 0


@pytest.mark.parametrize(
    "discarder, claimants, orphans, winner",
    [
        ("E", "SWN", "", "S"),  # the discarder's right (next) player
        ("E", "WN", "", "W"),  # then the one opposite
        ("E", "N", "", "N"),
        ("N", "SW", "", "S"),  # N's right is E, opposite S
        ("S", "EN", "E", "E"),  # Thirteen Orphans first
        ("W", "ESN", "SE", "E"),  # two Thirteen Orphans: W's right is N, then E
    ],
)
def test_winning_priority(discarder, claimants, orphans, winner):
    assert winning_priority(discarder, list(claimants), list(orphans)) == winner


def test_winning_priority_refuses_bad_input():
    with pytest.raises(ValueError, match="cannot claim"):
        winning_priority("E", ["E", "S"])
    with pytest.raises(ValueError, match="Nobody"):
        winning_priority("E", [])
    with pytest.raises(ValueError, match="not a seat"):
        winning_priority("X", ["S"])


# --- explain: evidence and claims ------------------------------------------------------


def test_every_counted_element_has_evidence():
    r = score_hand("[CCC,1]234m345p456s7s7s|WW0000|h|from=1", rules="INT")
    tiles = {f.fan_id: f.tiles for f in r.fans}
    assert tiles[27] == (("[CCC]",),)
    assert tiles[39] == (("234m", "345p", "456s"),)
    assert tiles[42] == (("7s discarded",),)


def test_claims():
    check = check_claims(
        "[EEE,1][SSS,1][WWW,1][NNN,1]5p5p|EN1000|", ["Big Four Winds", "13", "24", "19", "41"]
    )
    verdict = {c.element.id: (c.status, c.reason) for c in check.claims}
    assert verdict[23][0] == "right"
    assert verdict[13] == ("wrong", "excluded by Big Four Winds (23)")
    assert verdict[24][0] == "wrong" and "Big Four Winds" in verdict[24][1]
    assert verdict[41][0] == "wrong" and "Mixed Straight Nine" not in verdict[41][1]
    assert [e.id for e in check.missing] == [43, 53]


def test_claims_special_hand_scores_alone():
    check = check_claims("EESSWWNNCCFFPP|EE1000|", ["17", "Big Four Winds", "From The Wall"])
    verdict = {c.element.id: c for c in check.claims}
    assert verdict[17].status == "right"
    assert "special winning hand" in verdict[43].reason
    assert verdict[23].status == "wrong"


def test_claims_unknown_name():
    # A wrong claim of kind "unknown", as in every system (issue 25).
    check = check_claims("EESSWWNNCCFFPP|EE1000|", ["Dragon Tail"])
    (wrong,) = [c for c in check.claims if c.status == "wrong"]
    assert (wrong.kind, wrong.element, wrong.text) == ("unknown", None, "Dragon Tail")
    assert "not the name of an element" in wrong.reason and check.verdict == "wrong"


def test_cli_claim_for_the_international_game(capsys):
    import json

    from scoring.__main__ import main

    hand = "[EEE,1][SSS,1][WWW,1][NNN,1]5p5p|EN1000|"
    assert main(["--rules", "INT", hand, "--claim", "23,13", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["total"] == 10 and not out["all_right"]
    assert [(c["id"], c["status"]) for c in out["claims"]] == [(23, "right"), (13, "wrong")]
    assert [m["id"] for m in out["missing"]] == [19, 43, 53]
    assert main(["--rules", "INT", hand, "--claim", "19,23,43,53", "--total", "10"]) == 0
    assert "The claim is right." in capsys.readouterr().out
    assert main(["--rules", "INT", hand, "--claim", "Dragon Tail"]) == 0
    out = capsys.readouterr().out
    assert "not the name of an element" in out and "The claim is wrong." in out


def test_wait_table_under_the_international_game():
    from scoring import wait_table

    # Three dragon sets from two players: scoring the win needs liable=, a wait table not.
    table = wait_table("[CCC,1][FFF,2][PPP,1]123m5p|EE1000|", "international")
    assert [(tile, r.total) for tile, r in table] == [("5p", 10)]
    assert [f.fan_id for f in table[0][1].fans] == [25, 43, 53]


def test_the_system_checks_run_on_the_short_path_too():
    # Three parts, self-drawn: the engine's short path still runs the system's checks.
    with pytest.raises(HandError, match="liable=1, 2 or 3"):
        score_hand("[CCC,1][FFF,2][PPP,1]123m55p|EE1000|aceg", rules="INT")
    with pytest.raises(HandError, match="letters a-h"):
        score_hand("123m456m789m123p55s|EE1000|3", rules="INT")


def test_cli_takes_a_win_on_flowers_alone(capsys):
    import json

    from scoring.__main__ import main

    assert main(["--rules", "INT", "-|SE0000|abcdefg|from=2", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["payments"] == {"E": 24, "S": 0, "W": -24, "N": 0}
    assert main(["--rules", "INT", "-|SE0000|abcdef|from=2"]) == 2
    assert "not 6" in capsys.readouterr().err


@pytest.mark.parametrize(
    "hand, element, words",
    [
        # I-19: 222 333 444 would give Pure Jumping Pungs (raw 12), the chows give 18.
        ("[234s,1]234s234s234s5s5s|EE0000|b|from=1", 31, "12 fan before the cap against 18"),
        # I-37: the chow readings also reach 10; the special hand is preferred.
        ("2233445566778p8p|NN0000|bc|from=2", 18, "special winning hand"),
        # Flowers out of play.
        ("[123m,1][555p,2]789s456sEE|ES0000||from=2", 53, "flowers=off"),
    ],
)
def test_claim_reasons(hand, element, words):
    options = {"flowers": "off", "min_fan": 0} if element == 53 else None
    check = check_claims(hand, [element], options=options)
    (claim,) = check.claims
    assert claim.status == "wrong" and words in claim.reason
