"""Every element of the International Game: a hand that scores it and a near miss that
must not (a hand that differs in the one thing the element asks; where no winning near
miss exists, one that does not win at all)."""

import pytest

from scoring import HandError, score_hand

OFF = {"flowers": "off", "min_fan": 0}

# element id: (hand that scores it, near miss, options)
CASES = {
    1: ("123m456p789s11pEEE|EE1000||first", "123m456p789s11pEEE|EE1000|", {}),
    2: ("234m234m567p88sNNN|ES0000||first,from=1", "234m234m567p88sNNN|ES0000||from=1", {}),
    3: ("111m444p777sWWW5s5s|EW0000||from=1", "111m444p777s5s5sWWW|EW0000||from=1", {}),
    4: ("2233445566778p8p|NN0000|bc|from=2", "2233445566779p9p|NN0000|bc|from=2", {}),
    5: ("1123455678999s1s|SE1000|", "[111s,1]2345678999s5s|SE0000||from=1", {}),
    6: ("-|SE0000|abcdefg|from=2", "123m456m789m123p55s|EE1000|abcdefg", {}),
    7: ("-|EE1000|abcdefgh", "-|EE1000|abcdefg", {}),
    8: ("147m258p3sESWNCFP|EE1000|", "147m258p4sESWNCFP|EE1000|", {}),
    9: ("19m19p19sESWNCFP1m|EE0000||from=2", "19m19p19sESWNCF1m1m|EE0000||from=2", {}),
    10: ("[1111m][2222p,1][3333s,2][EEEE,3]5p5p|EE1001||chain=1",
         "[1111m][2222p,1][3333s,2]EEE5p5p|EE1001|", {}),
    11: ("[123m,1][555p,2]789s456sEE|ES0000||from=2", "[123m,1][555p,2]789s456sEE|ES1000|", OFF),
    12: ("123m456m789m123p55s|EE1000|abcd", "123m456m789m111p55s|EE1000|abcd", {}),
    13: ("[SSS,1][222m,3]999p777s4s4s|SS0000||from=3",
         "[SSS,1][123m,3]999p777s4s4s|SS0000||from=3", {}),
    14: ("11m33m55p77p99sEEFF|SE1000|e", "11m33m55p77p99sEEFC|SE1000|e", {}),
    15: ("111199m1199p119s9s|ES1000|", "111m999m111p999pEE|ES1000|", {}),
    16: ("[111m,1][999p,2]EEE999sCC|SE0000||from=2",
         "[111m,1][999p,2]EEE789sCC|SE0000||from=2", {}),
    17: ("EESSWWNNCCFFPP|EE1000|", "EESSWWNNCCFF9s9s|EE1000|", {}),
    18: ("[234s,1]234s234s234s5s5s|EE0000|b|from=1",
         "[234s,1]234s234s234s5p5p|EE0000|b|from=1", {}),
    19: ("[EEE,1][SSS,2]WWW123pNN|ES0000|f|from=1",
         "[EEE,1][SSS,2]WWW123p9s9s|ES0000|f|from=1", {}),
    20: ("[345m,2][555p,3]456s567m5s5s|EW0000||from=3",
         "[345m,2][555p,3]456s567m6s6s|EW0000||from=3", {}),
    21: ("[EEE,1][SSS,2]WWW123pNN|ES0000|f|from=1",
         "[123m,1]789m111p999s9p9p|EE0000||from=1", {}),
    22: ("11m33m55p77p99sEEFF|SE1000|e", "11m33m55p77p99sEESS|SE1000|e", {}),
    23: ("[EEE,1][SSS,1][WWW,1][NNN,1]5p5p|EN1000|", "[EEE,1][SSS,2]WWW123pNN|ES0000|f|from=1", {}),
    24: ("[EEE,1][SSS,2]WWW123pNN|ES0000|f|from=1", "[EEE,1][SSS,2]WWW123pCC|ES0000|f|from=1", {}),
    25: ("[CCC,1][FFF,1][PPP,1]123m55p|EE1000|aceg", "[CCC,1][FFF,1]PP123m555p|EE1000|aceg", {}),
    26: ("[CCC,1][FFF,1]PP123m555p|EE1000|aceg", "[CCC,1][FFF,1]EE123m555p|EE1000|aceg", {}),
    27: ("[CCC,1]234m345p456s7s7s|WW0000|h|from=1", "[EEE,1]234m345p456s7s7s|WW0000|h|from=1", {}),
    28: ("[SSS,1][222m,3]999p777s4s4s|SS0000||from=3",
         "[SSS,1][222m,3]999p777s4s4s|WW0000||from=3", {}),
    29: ("[SSS,1][222m,3]999p777s4s4s|SW0000||from=3",
         "[SSS,1][222m,3]999p777s4s4s|EW0000||from=3", {}),
    30: ("[222p,1][333p,2]444p555p9s9s|NE1000|f", "[222p,1][333p,2]444p666p9s9s|NE1000|f", {}),
    31: ("[1111m][2222m,6][3333m]456p7p7p|EE1001||chain=3",
         "[222p,1][333p,2]555p777p9s9s|NE1000|f", {}),
    32: ("[666m,2]666p666s234p9m9m|SN1000|ae", "[666m,2]666p777s234p9m9m|SN1000|ae", {}),
    33: ("[666m,2]777p888s234p9m9m|SN1000|ae", "[666m,2]777p999s234p9m9m|SN1000|ae", {}),
    34: ("[234s,1]234s234s234s5s5s|EE0000|b|from=1",
         "[234s,1]234s234s345s5s5s|EE0000|b|from=1", {}),
    35: ("[123m,1]234m345m456m9p9p|EE0000||from=1", "[123m,1]234m345m567m9p9p|EE0000||from=1", {}),
    36: ("[789m,3]789m789m123s4p4p|WN1000|c", "[789m,3]789m678m123s4p4p|WN1000|c", {}),
    37: ("[345s,2]456s567s111pNN|NE0000||from=1", "[345s,2]456s678s111pNN|NE0000||from=1", {}),
    38: ("[123m,1]123p123s789m5p5p|EE0000||from=1", "[123m,1]123p234s789m5p5p|EE0000||from=1", {}),
    39: ("[CCC,1]234m345p456s7s7s|WW0000|h|from=1", "[CCC,1]234m345p567s7s7s|WW0000|h|from=1", {}),
    40: ("123m456m789m123p55s|EE1000|abcd", "123m456m678m123p55s|EE1000|abcd", {}),
    41: ("[123m,1][456p,2][789s,3][EEE,2]9m9m|WE0000|e|from=2",
         "[123m,1][456p,2][789p,3][EEE,2]9m9m|WE0000|e|from=2", {}),
    42: ("[SSS,1][222m,3]999p777s4s4s|SS0000||from=3", "123m456m789m123p55s|EE1000|abcd", {}),
    43: ("123m456m789m123p55s|EE1000|abcd", "[SSS,1][222m,3]999p777s4s4s|SS0000||from=3", {}),
    44: ("567mCCC234s79s5p5p8s|EE0001||from=3", "567mCCC234s79s5p5p8s|EE0000||from=3", {}),
    45: ("123m456p678s234sEE|EE1010|", "123m456p678s234sEE|EE1000|", {}),
    46: ("123m456p678s234sEE|EE0010||from=1", "123m456p678s234sEE|EE0000||from=1", {}),
    47: ("[5555p]123m456m789s1s1s|EE1001|h", "[5555p]123m456m789s1s1s|EE1000|h", {}),
    48: ("[5555p][6666p,1]123m789s1s1s|EE1001|h|chain=2",
         "[5555p][6666p,1]123m789s1s1s|EE1001|h|chain=1", {}),
    49: ("[1111m][2222m,6][3333m]456p7p7p|EE1001||chain=3",
         "[1111m][2222m,6][3333m]456p7p7p|EE1001||chain=2", {}),
    50: ("[123m,1][456p,2][789s,3][EEE,2]9m9m|WE0000|e|from=2",
         "[123m,1][456p,2][789s,3][EEE,2]9m9m|WE1000|e", {}),
    51: ("123m456m789m123p55s|EE1000|abcd", "123m456m789m123p55s|EE0000|abcd|from=1", {}),
    52: ("123m456m789m123p55s|EE0000|abcd|from=1", "123m456m789m123p55s|EE1000|abcd", {}),
    53: ("[SSS,1][222m,3]999p777s4s4s|SS0000||from=3",
         "[SSS,1][222m,3]999p777s4s4s|SS0000|a|from=3", {}),
    54: ("11m33m55p77p99sEEFF|SE1000|e", "11m33m55p77p99sEEFF|SE1000|f", {}),
    55: ("123m456m789m123p55s|EE1000|abcd", "123m456m789m123p55s|EE1000|abc", {}),
}  # fmt: skip


def test_every_element_has_a_case():
    assert sorted(CASES) == list(range(1, 56))


@pytest.mark.parametrize("element", sorted(CASES))
def test_element_scores(element):
    hand, _near, options = CASES[element]
    result = score_hand(hand, rules="international", options=options)
    assert element in {f.fan_id for f in result.fans}


@pytest.mark.parametrize("element", sorted(CASES))
def test_element_near_miss(element):
    _hand, near, options = CASES[element]
    try:
        result = score_hand(near, rules="international", options=options)
    except HandError as error:
        # Only a hand that does not win at all may stand for a near miss.
        assert "does not win" in str(error)
        return
    assert element not in {f.fan_id for f in result.fans}
