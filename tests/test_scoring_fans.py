"""Every fan of the MCR list (MIL 2015 rules): a hand that scores it, a near miss that must not.

Hands are written in the project's notation (docs/contracts.md); the winning tile is the last
concealed tile; no tail means won on a discard, East round, East seat, no flowers. Each
expectation was checked against PyMahjongGB 1.4.0 when written (and is re-checked by
tests/test_scoring_reference.py::test_fan_tables_agree_with_reference), but these tests ask
only our engine.
"""

from __future__ import annotations

from collections import Counter

import pytest

from scoring import score_hand

MIL_KONGS = None  # fan_id of the MIL 2015 item "Concealed Kong and Melded Kong" (5 fan)

# (fan id, English name, a hand that scores it, a near miss that must not)
FAN_CASES: list[tuple[int | None, str, str, str]] = [
    # 88
    (1, "Big Four Winds", "[EEE,1][SSS,2]WWWNNN55m", "[EEE,1][SSS,2]WWWNN555m"),
    (2, "Big Three Dragons", "[CCC,1][FFF,2]PPP234m55s", "[CCC,1][FFF,2]PP234m555s"),
    (3, "All Green", "22334466888sFFF", "22334455888sFFF"),
    (4, "Nine Gates", "11123456789995m", "11234556789991m"),
    (5, "Four Kongs", "[1111m][2222p,1][EEEE,2][9999s,5]PP", "[1111m][2222p,1][EEEE,2][999s,1]PP"),
    (6, "Seven Shifted Pairs", "22334455667788m", "22334455667799m"),
    (7, "Thirteen Orphans", "19m19p19sESWNCFPE", "1199m1199p99sEESS"),
    # 64
    (8, "All Terminals", "[111m,1][999p,2]111s999s99m", "[111m,1][999p,2]111s999sEE"),
    (9, "Little Four Winds", "[EEE,1][SSS,2]WWWNN555m", "[EEE,1][SSS,2]WWW555mCC"),
    (10, "Little Three Dragons", "[CCC,1][FFF,2]PP234m555s", "[CCC,1][FFF,2]EE234m555s"),
    (11, "All Honors", "[EEE,1][SSS,2]WWWCCCPP", "[EEE,1][SSS,2]WWWCCC99m"),
    (12, "Four Concealed Pungs", "111m222p333sEEE99s|EE1000", "111m222p333s99sEEE"),
    (13, "Pure Terminal Chows", "11223355778899m", "11223344778899m"),
    # 48
    (14, "Quadruple Chow", "[234s,1]234234234s55m", "[234s,1]234234345s55m"),
    (15, "Four Pure Shifted Pungs", "[222m,1][333m,2]444555m99p", "[222m,1][333m,2]444666m99p"),
    # 32
    (16, "Four Pure Shifted Chows", "[123m,1][234m,1]345456m99s", "[123m,1][234m,1]345567m99s"),
    (17, "Three Kongs", "[1111m][2222p,1][EEEE,2]345s99s", "[1111m][2222p,1][EEE,2]345s99s"),
    (18, "All Terminals and Honors", "[111m,1][999p,2]EEE999sCC", "[111m,1][999p,2]EEE789sCC"),
    # 24
    (19, "Seven Pairs", "1155m2288p3377sEE", "22334455667788m"),
    (20, "Greater Honors and Knitted Tiles", "14m25p369sESWNCFP", "147m25p369sESWNCF"),
    (21, "All Even Pungs", "[222m,1][444p,2]666s888m44s", "[222m,1][444p,2]666s888m55s"),
    (22, "Full Flush", "[123m,1]45678922333m", "[123m,1]456789333mEE"),
    (23, "Pure Triple Chow", "[456s,1]456456s789m55p", "[456s,1]456567s789m55p"),
    (24, "Pure Shifted Pungs", "[222p,1]333444p678sWW", "[222p,1]333555p678sWW"),
    (25, "Upper Tiles", "[789m,1]789p777s999s88s", "[789m,1]789p666s999s88s"),
    (26, "Middle Tiles", "[456m,1]456p444s666s55m", "[456m,1]456p444s777s55m"),
    (27, "Lower Tiles", "[123m,1]123p111s333s22m", "[123m,1]123p111s444s22m"),
    # 16
    (28, "Pure Straight", "[123m,1]456789m234s55p", "[123m,1]456678m234s55p"),
    (29, "Three-Suited Terminal Chows", "[123m,1]789m123p789p55s", "[123m,1]789m123p789p66s"),
    (30, "Pure Shifted Chows", "[123m,1]234345m789p55s", "[123m,1]234456m789p55s"),
    (31, "All Five", "[345m,1]456p555s567s55m", "[345m,1]456p555s678s55m"),
    (32, "Triple Pung", "[333m,1][333p,2]333s789m55p", "[333m,1][333p,2]444s789m55p"),
    (33, "Three Concealed Pungs", "[789m,1]222p555s888s99m", "[789m,1]222p555s99m888s"),
    # 12
    (34, "Lesser Honors and Knitted Tiles", "147m258p369sESWNC", "147m258p369s234sEE"),
    (35, "Knitted Straight", "147m258p369s234sEE", "123m456p789s234sEE"),
    (36, "Upper Four", "[678m,1]789p666s999s88s", "[678m,1]789p555s999s88s"),
    (37, "Lower Four", "[234m,1]123p444s111s22m", "[234m,1]123p555s111s22m"),
    (38, "Big Three Winds", "[EEE,1][SSS,2]WWW234m55p", "[EEE,1][SSS,2]WW234m555p"),
    # 8
    (39, "Mixed Straight", "[123m,1]456p789s234s55m", "[123m,1]456p678s234s55m"),
    (40, "Reversible Tiles", "[123p,1]456s888p999sPP", "[123p,1]456s888p999sCC"),
    (41, "Mixed Triple Chow", "[234m,1]234p234s789m55p", "[234m,1]234p345s789m55p"),
    (42, "Mixed Shifted Pungs", "[222m,1][333p,2]444s789m55p", "[222m,1][333p,2]555s789m55p"),
    (43, "Chicken Hand", "[123m,1][345m,1]678p56sWW7s", "[123m,1][345m,1]678p56sWW7s|EE1000"),
    (44, "Last Tile Draw", "[123m,1]456p789s234s55m|EE1010", "[123m,1]456p789s234s55m|EE0010"),
    (45, "Last Tile Claim", "[123m,1]456p789s234s55m|EE0010", "[123m,1]456p789s234s55m|EE1010"),
    (
        46,
        "Out with Replacement Tile",
        "[1111m]456p789s234s55m|EE1001",
        "[1111m]456p789s234s55m|EE1000",
    ),
    (47, "Robbing The Kong", "[123m,1]456p789s23s55m1s|EE0001", "[123m,1]456p789s23s55m1s|EE0000"),
    # 6
    (48, "All Pungs", "[111m,1]222p333sEEE55s", "[123m,1]222p333sEEE55s"),
    (49, "Half Flush", "[123m,1]456m789mEEE55m", "[123m,1]456m789mEEE55p"),
    (50, "Mixed Shifted Chows", "[123m,1]234p345s789m55p", "[123m,1]234p456s789m55p"),
    (51, "All Types", "[123m,1]456p789sEEECC", "[123m,1]456p789sEEE55m"),
    (
        52,
        "Melded Hand",
        "[123m,1][456p,2][789s,3][EEE,1]55m",
        "[123m,1][456p,2][789s,3][EEE,1]55m|EE1000",
    ),
    (53, "Two Concealed Kongs", "[1111m][2222p]345s678s99m", "[1111m][2222p,1]345s678s99m"),
    (54, "Two Dragons Pungs", "[CCC,1][FFF,2]234m678p55s", "[CCC,1][EEE,2]234m678p55s"),
    # 4
    (55, "Outside Hand", "[123m,1]789p111sEEE99m", "[123m,1]789p111sEEE88m"),
    (56, "Fully Concealed Hand", "123m456p789s234s55m|EE1000", "[123m,1]456p789s234s55m|EE1000"),
    (57, "Two Melded Kongs", "[1111m,1][2222p,2]345s678s99m", "[1111m,1][222p,2]345s678s99m"),
    (58, "Last Tile", "[123m,1]456p789s23s55m1s|EE0100", "[123m,1]456p789s23s55m1s|EE0101"),
    # 2
    (59, "Dragon Pung", "[234m,1]678p345s55sCCC", "[234m,1]678p345s555sCC"),
    (60, "Prevalent Wind", "[SSS,1]234m678p345s55s|SE0000", "[SSS,1]234m678p345s55s|ES0000"),
    (61, "Seat Wind", "[SSS,1]234m678p345s55s|ES0000", "[SSS,1]234m678p345s55s|SE0000"),
    (62, "Concealed Hand", "123m456p789s234s55m", "123m456p789s234s55m|EE1000"),
    (63, "All Chows", "[123m,1]456p789s234s55m", "[123m,1]456p789s234sEE"),
    (64, "Tile Hog", "[123m,1]11123m456p789s", "[123m,1]12355m456p789s"),
    (65, "Double Pung", "[222m,1]222p456s789m55s", "[222m,1]333p456s789m55s"),
    (66, "Two Concealed Pungs", "[123m,1]222p555s789m99s", "[123m,1][222p,1]555s789m99s"),
    (67, "Concealed Kong", "[1111m]234p567s789m99s", "[1111m,1]234p567s789m99s"),
    (68, "All Simples", "[234m,1]456p678s345s55m", "[234m,1]456p789s345s55m"),
    # 1
    (69, "Pure Double Chow", "[234m,1]234m678s345p55s", "[234m,1]345m678s345p55s"),
    (70, "Mixed Double Chow", "[234m,1]234p678s789p55s", "[234m,1]345p678s789p55s"),
    (71, "Short Straight", "[234m,1]567m678s345p99s", "[234m,1]678m789s345p99s"),
    (72, "Two Terminal Chows", "[123m,1]789m456p345s99s", "[123m,1]678m456p345s99s"),
    (73, "Pung of Terminals or Honors", "[111m,1]234p567s789m55s", "[222m,1]234p567s789m55s"),
    (74, "Melded Kong", "[2222m,1]234p567s678m55s", "[2222m]234p567s678m55s"),
    (75, "One Voided Suit", "[234m,1]456p678m345p55m", "[234m,1]456p678s345p55m"),
    (76, "No Honors", "[234m,1]456p789s333p55m", "[234m,1]456p789s333pEE"),
    (77, "Edge Wait", "[234m,1]456p789s55s12m3m", "[234m,1]456p789s55s23m4m"),
    (78, "Closed Wait", "[234m,1]456p789s55s13m2m", "[234m,1]456p789s55s23m4m"),
    (79, "Single Wait", "[234m,1]456p789s123m55s", "[234m,1]456p789s23455m"),
    (80, "Self-Drawn", "[234m,1]456p789s23455m|EE1000", "[234m,1]456p789s23455m"),
    (81, "Flower Tiles", "[234m,1]456p789s23455m|EE0000|2", "[234m,1]456p789s23455m|EE0000"),
    (
        MIL_KONGS,
        "Concealed Kong and Melded Kong",
        "[1111m][2222p,1]345s678s99m",
        "[1111m][2222p]345s678s99m",
    ),
]


def fan_ids(hand: str, **situation) -> Counter:
    """Multiset of the fan ids our engine scores (one entry per time counted)."""
    result = score_hand(hand, **situation)
    return Counter({f.fan_id: f.count for f in result.fans})


def _id(case) -> str:
    return f"{case[0] if case[0] is not None else 'MIL'}-{case[1].replace(' ', '_')}"


def test_every_fan_has_a_case():
    ids = {case[0] for case in FAN_CASES}
    assert ids == set(range(1, 82)) | {MIL_KONGS}


@pytest.mark.parametrize("case", FAN_CASES, ids=_id)
def test_hand_scores_the_fan(case):
    fan_id, name, hand, _near = case
    fans = score_hand(hand).fans
    assert fan_id in {f.fan_id for f in fans}, (hand, [(f.fan_id, f.name) for f in fans])
    (fan,) = [f for f in fans if f.fan_id == fan_id]
    assert fan.name == name


@pytest.mark.parametrize("case", FAN_CASES, ids=_id)
def test_near_miss_does_not_score_the_fan(case):
    fan_id, _name, _hand, near = case
    fans = score_hand(near).fans
    assert fan_id not in {f.fan_id for f in fans}, (near, [(f.fan_id, f.name) for f in fans])


# ---------------------------------------------------------------- whole hands, exact fan lists
# (hand, every fan scored as {fan id: times}, why the case is here). Exact lists pin down the
# five counting principles and the MIL 2015 rulings (MCR-TOURNAMENT.md) in one place.

EXACT_CASES: list[tuple[str, dict[int | None, int], str]] = [
    # 1 No duplication: Big Four Winds implies All Pungs, Big Three Winds, the wind pungs
    (
        "[EEE,1][SSS,2]WWWNNN55m",
        {1: 1, 49: 1, 66: 1, 79: 1},
        "no duplication: Big Four Winds drops All Pungs, Big Three Winds, wind and terminal pungs",
    ),
    (
        "[EEE,1][SSS,2]WWWNNN55m|SW0000",
        {1: 1, 49: 1, 66: 1, 79: 1},
        "no duplication: Big Four Winds drops Prevalent Wind and Seat Wind",
    ),
    (
        "1122334455667m7m",
        {6: 1},
        "no duplication: Seven Shifted Pairs drops Seven Pairs, Full Flush, Concealed Hand",
    ),
    (
        "[EEE,1][SSS,2]WWWCCCPP",
        {11: 1, 38: 1, 59: 1, 60: 1, 61: 1, 66: 1, 79: 1},
        "no duplication: All Honors drops All Pungs and Pung of Terminals or Honors",
    ),
    # 2 No disassembly: a chow family is not split into smaller chow fans
    (
        "[123m,1][234m,1]345456m99s",
        {16: 1, 63: 1, 75: 1, 79: 1},
        "no disassembly: Four Pure Shifted Chows scores no Short Straight / Pure Shifted Chows",
    ),
    (
        "[123m,1]456789m234s55p",
        {28: 1, 63: 1, 79: 1},
        "no disassembly: Pure Straight scores no Short Straight or Two Terminal Chows",
    ),
    # 3 No reuse / 5 one combination only: see test_one_combination_only below
    # 4 Take the maximum: 111222333m reads as three pungs (more) rather than three chows
    (
        "111222333m456p55s",
        {24: 1, 33: 1, 62: 1, 73: 1, 76: 1, 79: 1},
        "take the maximum: Pure Shifted Pungs + Three Concealed Pungs beat Pure Triple Chow",
    ),
    # MIL 2015 rulings
    (
        "[1111m][2222p,1]345s678s99m",
        {MIL_KONGS: 1, 71: 1, 73: 1, 76: 1, 79: 1},
        "MIL: one concealed and one melded kong score 5 as one item, not 2 + 1",
    ),
    (
        "[1111m][2222p,5]345s678s99m",
        {MIL_KONGS: 1, 71: 1, 73: 1, 76: 1, 79: 1},
        "MIL: a promoted kong is a melded kong for the 5-fan item",
    ),
    (
        "[1111s][2222m][3333p,7][4444p]88s",
        {5: 1, 33: 1, 42: 1, 73: 1, 76: 1},
        "MIL: with four kongs the concealed kongs count as concealed pungs, no Concealed Kong",
    ),
    (
        "[1111s][2222m][4444p]333p88s",
        {12: 1, 17: 1, 42: 1, 73: 1, 76: 1, 79: 1},
        "MIL: with three kongs the concealed kongs count as concealed pungs",
    ),
    (
        "258m13369p14788s2p",
        {35: 1, 62: 1, 63: 1, 78: 1},
        "MIL: a knitted-straight hand may score Closed Wait",
    ),
    (
        "[234p,1]258m369p14788s",
        {35: 1, 63: 1, 79: 1},
        "MIL: a knitted-straight hand may score Single Wait",
    ),
    ("22448p55m88sPPPP8p|EE1000", {19: 1, 64: 1, 80: 1}, "MIL: Tile Hog is counted in Seven Pairs"),
    (
        "[234m,1]456p789s1234m4m",
        {39: 1, 63: 1},
        "MIL: no Single Wait when another tile (1m) also completes the hand",
    ),
    (
        "[234m,1]456p789s1233m3m",
        {39: 1, 63: 1, 64: 1, 77: 1},
        "MIL: a wait with one winning tile scores one wait fan",
    ),
    (
        "[123m,1]456p789s23s55m1s|EE0101",
        {39: 1, 47: 1, 63: 1, 70: 1},
        "MIL: Robbing the Kong does not also score Last Tile",
    ),
    (
        "[123m,1][345m,1]678p56sWW7s|EE0000|2",
        {43: 1, 81: 2},
        "MIL: Chicken Hand has no other fan at all, flowers aside",
    ),
]


@pytest.mark.parametrize("hand,expected,why", EXACT_CASES, ids=[c[0] for c in EXACT_CASES])
def test_exact_fans(hand, expected, why):
    assert fan_ids(hand) == Counter(expected), why


CHOW_PAIR_FANS = {69, 70, 71, 72}  # Pure Double, Mixed Double, Short Straight, Terminal Chows

# Four chows: each chow pairs at most once with the others (no reuse, one combination only),
# so at most three chow-pair fans. Where two choices of three tie, either is right
# (gb-fan-cases.json lists both): (hand, the accepted fan lists).
ONE_COMBINATION_CASES: list[tuple[str, list[dict[int | None, int]]]] = [
    (
        "[123m,1][123p,1]123m12p44s3p",
        [{37: 1, 63: 1, 69: 2, 70: 1, 77: 1}, {37: 1, 63: 1, 69: 1, 70: 2, 77: 1}],
    ),
    (
        "123789s123789p33m",
        [{62: 1, 63: 1, 70: 2, 72: 1, 79: 1}, {62: 1, 63: 1, 70: 1, 72: 2, 79: 1}],
    ),
    (
        "234567p234567sEE",
        [{62: 1, 70: 2, 71: 1, 75: 1, 79: 1}, {62: 1, 70: 1, 71: 2, 75: 1, 79: 1}],
    ),
]


@pytest.mark.parametrize(
    "hand,accepted", ONE_COMBINATION_CASES, ids=[c[0] for c in ONE_COMBINATION_CASES]
)
def test_one_combination_only(hand, accepted):
    got = fan_ids(hand)
    assert sum(n for f, n in got.items() if f in CHOW_PAIR_FANS) == 3
    assert got in [Counter(a) for a in accepted], got


# ---------------------------------------------------------------- flowers and the minimum


def test_flower_adds_exactly_one_fan():
    base = score_hand("[123m,1]456p789s234s55m")
    for n in range(1, 9):
        r = score_hand(f"[123m,1]456p789s234s55m|EE0000|{n}")
        assert r.total == base.total + n
        others = [(f.fan_id, f.count) for f in r.fans if f.fan_id != 81]
        assert others == [(f.fan_id, f.count) for f in base.fans]
        (flower,) = [f for f in r.fans if f.fan_id == 81]
        assert (flower.points, flower.count) == (1, n)


def test_flower_letters_count_like_a_number():
    letters = score_hand("[123m,1]456p789s234s55m|EE0000|cbaghdfe")
    assert letters.total == score_hand("[123m,1]456p789s234s55m|EE0000|8").total
    assert (
        score_hand("[123m,1]456p789s234s55m|EE0000|h").total
        == score_hand("[123m,1]456p789s234s55m|EE0000|1").total
    )


def test_flowers_do_not_count_toward_the_minimum():
    r = score_hand("[123m,1][345m,1]678p56sWW7s|EE1000|8")  # Self-Drawn 1 + 8 flowers
    assert r.total == 9
    assert not r.meets_minimum


@pytest.mark.parametrize(
    "hand,total,meets",
    [
        ("[123m,1][345m,1]678p56sWW7s", 8, True),  # Chicken Hand: exactly 8
        ("[CCC,1][FFF,2]234m678p55s", 7, False),  # Two Dragons Pungs + Single Wait
        ("[CCC,1][FFF,2]234m678p55s|EE0000|1", 8, False),  # the flower does not lift it
        ("[NNN,3]77789m11888p7m|EE0000|", 6, False),  # from gb-fan-cases.json: scored, under 8
    ],
)
def test_eight_fan_minimum(hand, total, meets):
    r = score_hand(hand)
    assert (r.total, r.meets_minimum) == (total, meets)


# ---------------------------------------------------------------- result shape and API


def test_fan_fields_follow_the_fan_list():
    r = score_hand("[1111m][2222p,1]345s678s99m|EE1000|2")
    ids = [f.fan_id for f in r.fans]
    numbered = [i for i in ids if i is not None]
    assert numbered == sorted(numbered)
    by_id = {f.fan_id: f for f in r.fans}
    assert (by_id[MIL_KONGS].points, by_id[MIL_KONGS].name_zh) == (5, "明暗杠")
    assert (by_id[81].name, by_id[81].name_zh, by_id[81].count) == ("Flower Tiles", "花牌", 2)
    assert (by_id[80].name, by_id[80].points) == ("Self-Drawn", 1)
    assert r.total == sum(f.points * f.count for f in r.fans)
    for f in r.fans:  # for each time counted, the sets or tiles behind it, as text
        assert len(f.tiles) == f.count, f
        assert all(isinstance(g, tuple) and all(isinstance(t, str) for t in g) for g in f.tiles)


def test_situation_keywords_equal_the_tail():
    tail = score_hand("[567m,2]123p456s789s55p|ES1000|2")
    keywords = score_hand(
        "[567m,2]123p456s789s55p",
        self_drawn=True,
        prevalent_wind="E",
        seat_wind="S",
        last_tile=False,
        wall_last=False,
        kong=False,
        flowers=2,
    )
    assert [(f.fan_id, f.count) for f in tail.fans] == [(f.fan_id, f.count) for f in keywords.fans]
    assert tail.total == keywords.total


def test_honors_as_z_digits():
    assert (
        score_hand("[111z,1][222z,2]333z444z55m").total
        == score_hand("[EEE,1][SSS,2]WWWNNN55m").total
    )
