"""The Shenzhen game (scoring/shenzhen/, spec shared/design/rules/shenzhen.md): every
worked example (section 7.1) and invalid input (section 8) of the spec, each settlement
item with a hand that pays it and a near miss that must not, the options, the claim check
and the command line."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from scoring import HandError, score_hand
from scoring.__main__ import main
from scoring.rules import OptionError, get_rule_system
from scoring.shenzhen import RULES, check_claims, lucky_owner
from scoring.shenzhen.items import ITEMS
from scoring.tiles import tile_code

PLAIN = "123m456p789s234s5p5p"


def sz(record: str, **options):
    return score_hand(record, rules="shenzhen", options=options or None)


def items_of(result) -> list[tuple[str, str, str, object]]:
    return [(p.id, "".join(p.payers), p.receiver, p.amount) for p in result.items]


def seats(result) -> tuple:
    return tuple(result.payments[s] for s in "ESWN")


# Section 7.1, row by row: id, record, options, items (id, payers, receiver, X each),
# payments E S W N.
EXAMPLES = [
    ("S-01", f"{PLAIN}|EE1000||horse=5m", {},
     [("SZ-W1", "SWN", "E", 5), ("SZ-H1", "SWN", "E", 2)], (21, -7, -7, -7)),
    ("S-02", f"{PLAIN}|ES1000||horse=3p", {},
     [("SZ-W1", "EWN", "S", 5), ("SZ-H2", "W", "S", 2)], (-5, 17, -7, -5)),
    ("S-04", "24m567p678s456s9p9p3m|EN0001||from=1", {},
     [("SZ-W3", "W", "N", 10)], (0, 0, -10, 10)),
    ("S-07", "[3333s,5]123m456p789pNN|ES1000||horse=N", {},
     [("SZ-K1", "EWN", "S", 1), ("SZ-W1", "EWN", "S", 5), ("SZ-H2", "N", "S", 2)],
     (-6, 20, -6, -8)),
    ("S-08", f"{PLAIN}|EE0000||from=3,kong=Sc,kong=WdN", {},
     [("SZ-K2", "EWN", "S", 2), ("SZ-K3", "N", "W", 3), ("SZ-W2", "S", "E", 5)],
     (3, 1, 1, -5)),
    ("S-09", "draw|||kong=Np,kong=Ec", {},
     [("SZ-K1", "ESW", "N", 1), ("SZ-K2", "SWN", "E", 2)], (5, -3, -3, 1)),
    ("S-09c", "draw|||kong=Np,kong=Ec", {"draw_cancels_kongs": "on"},
     [("SZ-K1", "ESW", "N", 0), ("SZ-K2", "SWN", "E", 0)], (0, 0, 0, 0)),
    ("S-10", f"{PLAIN}|ES1000||horse=C", {},
     [("SZ-W1", "EWN", "S", 5), ("SZ-H2", "E", "S", 2)], (-7, 17, -5, -5)),
    ("S-10b", f"{PLAIN}|ES1000||horse=C", {"horse_map": "shenzhen"},
     [("SZ-W1", "EWN", "S", 5), ("SZ-H1", "EWN", "S", 2)], (-7, 21, -7, -7)),
    ("S-11", f"{PLAIN}|EW1010||horse=-", {},
     [("SZ-W1", "ESN", "W", 5)], (-5, -5, 15, -5)),
    ("S-12", f"{PLAIN}|EN1000||horse=4s8m", {"horses": 2},
     [("SZ-W1", "ESW", "N", 5), ("SZ-H1", "ESW", "N", 2), ("SZ-H1", "ESW", "N", 2)],
     (-9, -9, -9, 27)),
    ("S-13", f"{PLAIN}|ES1000||horse=3p", {"horse_other": "winner_pays"},
     [("SZ-W1", "EWN", "S", 5), ("SZ-H2", "S", "W", 2)], (-5, 13, -3, -5)),
    ("S-13b", f"{PLAIN}|ES1000||horse=3p", {"horse_other": "nothing"},
     [("SZ-W1", "EWN", "S", 5)], (-5, 15, -5, -5)),
    ("S-14", "1133m5577p99sEEFF|EE1000||horse=9p", {"special_hands": "on"},
     [("SZ-W1", "SWN", "E", 5), ("SZ-H1", "SWN", "E", 2)], (21, -7, -7, -7)),
    ("S-15", "[1111m][9999p,1]123s456s7s7s|EE1001||horse=E", {},
     [("SZ-K2", "SWN", "E", 2), ("SZ-K3", "N", "E", 3), ("SZ-W1", "SWN", "E", 5),
      ("SZ-H1", "SWN", "E", 2)], (30, -9, -9, -12)),
    ("S-18", "19m19p19sESWNCFP1m|EE0000||from=2", {"special_hands": "on"},
     [("SZ-W2", "W", "E", 5)], (5, 0, -5, 0)),
    ("S-24", f"{PLAIN}|EE1000|", {"horses": 0},
     [("SZ-W1", "SWN", "E", 5)], (15, -5, -5, -5)),
    ("S-26", f"{PLAIN}|EE1000||horse=5m", {"unit": 10},
     [("SZ-W1", "SWN", "E", 50), ("SZ-H1", "SWN", "E", 20)], (210, -70, -70, -70)),
]  # fmt: skip


@pytest.mark.parametrize(
    "record, options, items, payments",
    [pytest.param(*e[1:], id=e[0]) for e in EXAMPLES],
)
def test_worked_examples(record, options, items, payments):
    result = sz(record, **options)
    assert items_of(result) == items
    assert seats(result) == payments
    assert sum(payments) == 0
    assert result.rules == "shenzhen" and result.rule_system == "SZ"
    assert result.fans == () and result.total == 0  # no fan: the settlement is the worth


def test_cancelled_kongs_stay_listed_with_their_reason():
    result = sz("draw|||kong=Np,kong=Ec", draw_cancels_kongs=True)
    assert all(p.note.startswith("cancelled (draw_cancels_kongs)") for p in result.items)
    assert result.kind == "draw" and result.outcome.win == "draw"


# Section 8, and the other refusals the spec's text asks for.
INVALID = [
    ("S-E2", "1133m5577p99sEEFF|EE1000||horse=9p", {},
     "does not win: the Shenzhen game knows only four sets and a pair (seven pairs"),
    ("S-E3", "19m19p19sESWNCFP1m|EE0000||from=2", {},
     "does not win: the Shenzhen game knows only four sets and a pair (thirteen orphans"),
    ("S-E5", f"{PLAIN}|EE1000||horse=5m9p", {}, "2 horse tiles (5m9p): this tournament draws 1"),
    ("S-E6", f"{PLAIN}|EE1000||horse=5m,kong=Ec", {},
     "kong=Ec: the winner's own kongs are read from the brackets"),
    ("S-E8", f"{PLAIN}|EE1000|ab|horse=5m", {}, "The Shenzhen game is played without flowers"),
    ("S-E8b", f"{PLAIN}|EE1000|2", {"horses": 0}, "played without flowers"),
    ("S-E9", f"{PLAIN}|EE1000||chain=2", {}, "'chain' is not used by the Shenzhen game"),
    ("S-E10", f"{PLAIN}|EE0000", {}, "Won on a discard: say who discarded (from=1, 2 or 3"),
    ("S-E14", f"{PLAIN}|EE1000||horse=5m,kong=Sx", {},
     "kong=Sx: write the seat and c, p or d (d with the discarder's seat)"),
    ("S-E15", f"{PLAIN}|EE1000||horse=5m", {"horses": 0}, "this tournament draws no horse"),
    ("robbed without from", f"{PLAIN}|EE0001", {}, "robbing a kong: say whose kong was robbed"),
    ("from on a self-draw", f"{PLAIN}|EE1000||from=2,horse=5m", {},
     "A self-drawn win has no 'from'"),
    ("from the winner", f"{PLAIN}|ES0000||from=S", {}, "names the winner's own seat"),
    ("no horse", f"{PLAIN}|EE1000", {}, "A self-drawn win turns 1 horse tile: say which"),
    ("no horse, two", f"{PLAIN}|EE1000|", {"horses": 2}, "turns up to 2 horse tiles"),
    ("horse on a discard", f"{PLAIN}|EE0000||from=1,horse=5m", {},
     "only after a self-drawn win; this hand was won on a discard"),
    ("horse on a robbed kong", f"{PLAIN}|EE0001||from=1,horse=5m", {},
     "won by robbing a kong"),
    ("horse from an empty wall", f"{PLAIN}|EE1010||horse=5m", {}, "last of the wall"),
    ("fifth horse tile", "[5555m]123m456p789s5p5p|EE1000||horse=5m", {},
     "the hand holds 4 tiles of 5 characters and the horse 1: there are only four"),
    ("claimed chow", "[123m,1]456p789s234s5p5p|EE0000||from=1", {},
     "A claimed chow [123m,1] is not allowed in the Shenzhen game"),
    ("not a hand", "123m456p789s234s5p6p|EE0000||from=1", {}, "does not win"),
    ("knitted", "147m258p369sESWNC|EE0000||from=1", {}, "does not win"),
    ("flowers alone", "-|EE1000|abcdefg", {}, "has no win on flowers alone"),
    ("draw with a horse", "draw|||horse=5m,kong=Sc", {}, "'horse' has no meaning in a drawn"),
    ("draw with from", "draw|||from=1", {}, "'from' has no meaning in a drawn hand"),
    ("five kongs", "draw|||kong=Sc,kong=Sc,kong=Sp,kong=SdE,kong=Sc", {},
     "5 kongs for seat S"),
    ("first", f"{PLAIN}|EE1000||first", {}, "'first' is not used by the Shenzhen game"),
    ("replacement without a kong", f"{PLAIN}|EE1001||horse=5m", {}, "needs a kong"),
    ("robbed tile held", "123m456p789s234s5p5p|EE0001||from=1", {}, "Robbing a kong of"),
]  # fmt: skip


@pytest.mark.parametrize("record, options, words", [pytest.param(*e[1:], id=e[0]) for e in INVALID])
def test_invalid_inputs_say_why(record, options, words):
    with pytest.raises(HandError) as info:
        sz(record, **options)
    assert words in str(info.value)


@pytest.mark.parametrize(
    "options, words",
    [
        ({"unit": 0}, "Option unit=0 is not allowed by the Shenzhen game: use a whole number"),
        ({"horses": 5}, "use a whole number from 0 to 4"),
        ({"horse_map": "beijing"}, "use guangdong or shenzhen"),
        ({"horse_other": "split"}, "use owner_pays, winner_pays or nothing"),
        ({"special_hands": "maybe"}, "use on or off"),
        ({"min_fan": 8}, "'min_fan' is not an option of the Shenzhen game"),
    ],
)
def test_bad_options_name_the_allowed_values(options, words):
    with pytest.raises(OptionError) as info:
        sz(f"{PLAIN}|EE1000||horse=5m", **options)
    assert words in str(info.value)


def test_declared_once_with_defaults_and_registry_names():
    assert get_rule_system("SZ") is get_rule_system("shenzhen") is RULES
    assert RULES.fans == {}
    assert RULES.defaults == {
        "unit": 1,
        "horses": 1,
        "horse_map": "guangdong",
        "horse_other": "owner_pays",
        "special_hands": False,
        "flowers": False,
        "draw_cancels_kongs": False,
    }
    assert [e.id for e in ITEMS.values()] == [
        "SZ-K1", "SZ-K2", "SZ-K3", "SZ-W1", "SZ-W2", "SZ-W3", "SZ-H1", "SZ-H2"
    ]  # fmt: skip
    assert [e.value for e in ITEMS.values()] == [1, 2, 3, 5, 5, 10, 2, 2]
    assert RULES.max_fan(RULES.defaults) is None and RULES.min_fan(RULES.defaults) == 0


# Each item: a hand that pays it, and a near miss that must not.
ITEM_HANDS = [
    ("SZ-K1", "[3333s,5]123m456p789pNN|ES1000||horse=N", "[3333s,1]123m456p789pNN|ES1000||horse=N"),
    ("SZ-K1", f"{PLAIN}|EE0000||from=1,kong=Wp", f"{PLAIN}|EE0000||from=1,kong=Wc"),
    ("SZ-K2", "[1111m]123s456s789p7s7s|EE1000||horse=E",
     "[111m,2]123s456s789p7s7s|EE1000||horse=E"),
    ("SZ-K2", f"{PLAIN}|EE0000||from=1,kong=Sc", f"{PLAIN}|EE0000||from=1,kong=Sp"),
    ("SZ-K3", "[9999p,2]123m456s789s7s7s|EE0000||from=1",
     "[9999p,6]123m456s789s7s7s|EE0000||from=1"),
    ("SZ-K3", f"{PLAIN}|EE0000||from=1,kong=NdS", f"{PLAIN}|EE0000||from=1,kong=Nc"),
    ("SZ-W1", f"{PLAIN}|EE1000||horse=5m", f"{PLAIN}|EE0000||from=2"),
    ("SZ-W2", f"{PLAIN}|EE0000||from=2", f"{PLAIN}|EE1000||horse=5m"),
    ("SZ-W3", "24m567p678s456s9p9p3m|EN0001||from=1", "24m567p678s456s9p9p3m|EN0000||from=1"),
    ("SZ-H1", f"{PLAIN}|EE1000||horse=9s", f"{PLAIN}|EE1000||horse=8s"),
    ("SZ-H2", f"{PLAIN}|EE1000||horse=8s", f"{PLAIN}|EE1000||horse=1s"),
]  # fmt: skip


@pytest.mark.parametrize("item, hit, miss", ITEM_HANDS)
def test_each_item_is_paid_when_it_applies_and_not_on_a_near_miss(item, hit, miss):
    assert item in [p.id for p in sz(hit).items]
    assert item not in [p.id for p in sz(miss).items]


def test_each_item_carries_what_makes_it():
    result = sz("[3333s,5][1111m][9999p,3]234m7s7s|ES1000||horse=NP,kong=WdE", horses=2)
    notes = {(p.id, p.note) for p in result.items}
    assert ("SZ-K1", "[3333s,5]") in notes and ("SZ-K2", "[1111m]") in notes
    assert ("SZ-K3", "[9999p,3]") in notes and ("SZ-K3", "kong=WdE") in notes
    assert ("SZ-H2", "horse N, N's lucky tile") in notes and (
        "SZ-H2",
        "horse P, W's lucky tile",
    ) in notes
    k3 = [p for p in result.items if p.note == "[9999p,3]"][0]
    assert k3.payers == ("W",)  # ,3: the player on South's right, the next: West
    robbed = sz("24m567p678s456s9p9p3m|EN0001||from=W")
    assert robbed.items[0].note == "robbed 3m"


def test_claim_marker_counts_seats_as_the_notation_does():
    # ,1 left (previous), ,2 across, ,3 right (next): for South, E, N and W.
    for marker, giver in ((1, "E"), (2, "N"), (3, "W")):
        result = sz(f"[9999p,{marker}]123m456s789s7s7s|ES0000||from=1")
        assert result.items[0].payers == (giver,)


@pytest.mark.parametrize("horse_map", ["guangdong", "shenzhen"])
def test_every_tile_is_one_seats_lucky_tile(horse_map):
    owners = [lucky_owner(t, horse_map) for t in range(34)]
    assert set(owners) == set("ESWN")
    assert [tile_code(t) for t in range(34) if owners[t] == "N"][:2] == ["4m", "8m"]
    other = "shenzhen" if horse_map == "guangdong" else "guangdong"
    differ = [tile_code(t) for t in range(34) if lucky_owner(t, other) != owners[t]]
    assert differ == ["C", "F", "P"]


def test_seven_pairs_that_are_also_four_sets_win_without_the_option():
    result = sz("112233m445566p7s7s|EE0000||from=1")
    assert result.reading.startswith("123m 123m")


def test_win_on_the_replacement_tile_is_self_drawn_with_the_horse():
    result = sz("[1111m]123s456s789p7s7s|ES1001||horse=2m")
    assert [p.id for p in result.items] == ["SZ-K2", "SZ-W1", "SZ-H1"]
    assert result.items[1].note == "on a kong's replacement tile"


def test_flowers_are_accepted_and_ignored_with_the_option():
    with_flowers = sz(f"{PLAIN}|EE1000|abc|horse=5m", flowers=True)
    without = sz(f"{PLAIN}|EE1000||horse=5m", flowers=True)
    assert items_of(with_flowers) == items_of(without)


def test_fewer_horse_tiles_than_the_tournament_draws_and_none_when_the_wall_is_empty():
    assert seats(sz(f"{PLAIN}|EN1000||horse=4s", horses=3)) == (-7, -7, -7, 21)
    assert seats(sz(f"{PLAIN}|EN1010", horses=3)) == (-5, -5, -5, 15)
    assert seats(sz(f"{PLAIN}|EN1000||horse=-")) == (-5, -5, -5, 15)


def test_amounts_are_exact_integers():
    for e in EXAMPLES:
        for value in sz(e[1], **e[2]).payments.values():
            assert isinstance(value, int) and not isinstance(value, Fraction | bool)


# The claim check.


def test_a_right_claim():
    check = check_claims(f"{PLAIN}|EE1000||horse=5m", ["SZ-W1", "h1"], 21)
    assert check.correct and check.right == ("SZ-W1", "SZ-H1") and check.total == 21


def test_the_claim_check_through_its_fallback_hook_prints_the_settlement(capsys):
    from scoring.shenzhen.claims import print_claims

    assert print_claims(f"{PLAIN}|ES1000||horse=3p", "W1,H2", 17, False, RULES.defaults) == 0
    out = capsys.readouterr().out
    assert out.startswith("Settlement:\nSZ-W1  Win on self-drawn 自摸: EWN -> S 5 each")
    assert "(horse 3p, W's lucky tile)" in out and out.rstrip().endswith("The claim is right.")


def test_a_wrong_claim_says_why():
    check = check_claims(f"{PLAIN}|ES1000||horse=3p", ["SZ-W1", "SZ-H1", "SZ-K1"], 21)
    assert not check.correct
    assert check.missing == ("SZ-H2",)
    reasons = {w.id: w.reason for w in check.wrong}
    assert "3p is W's" in reasons["SZ-H1"] and "that is SZ-H2" in reasons["SZ-H1"]
    assert "no promoted kong" in reasons["SZ-K1"]
    assert check.total == 17


@pytest.mark.parametrize(
    "record, options, claim, words",
    [
        (f"{PLAIN}|EE0000||from=1", {}, "SZ-W1", "won on a discard (SZ-W2)"),
        (f"{PLAIN}|EE0000||from=1", {}, "SZ-H1", "only after a self-drawn win"),
        (f"{PLAIN}|EE1000|", {"horses": 0}, "SZ-H1", "draws no horse (option horses=0)"),
        (f"{PLAIN}|EE1010||horse=-", {}, "SZ-H1", "the wall was empty"),
        (f"{PLAIN}|EE1000||horse=5m", {}, "SZ-H2", "the winner's own lucky tile"),
        (f"{PLAIN}|ES1000||horse=3p", {"horse_other": "nothing"}, "SZ-H2", "pays nothing"),
        ("24m567p678s456s9p9p3m|EN0001||from=1", {}, "SZ-K1", "robbed promotion never"),
        ("draw|||kong=Sc", {"draw_cancels_kongs": True}, "SZ-K2", "cancelled in a drawn"),
        (f"{PLAIN}|EE1000||horse=5m", {}, "SZ-W1,W1", "has it 1 time, not more"),
    ],
)
def test_wrong_claims_reasons(record, options, claim, words):
    check = check_claims(record, claim.split(","), None, options)
    assert not check.correct
    assert words in check.wrong[-1].reason


def test_claims_by_name_and_unknown_names():
    check = check_claims(f"{PLAIN}|EE0000||from=1", ["Win on discard"])
    assert check.correct
    assert check_claims(f"{PLAIN}|EE1000||horse=5m", ["自摸", "中马"]).correct
    # An unknown name is a wrong claim (kind "unknown"), as in every system (issue 25).
    (wrong,) = check_claims(f"{PLAIN}|EE0000||from=1", ["SZ-X9"]).wrong
    assert (wrong.kind, wrong.text) == ("unknown", "SZ-X9")
    assert "'SZ-X9' is not the name of a settlement item" in wrong.reason
    with pytest.raises(HandError, match="no winner"):
        check_claims("draw|||kong=Sc", ["SZ-K2"], 6)


# The command line.


def test_cli_scores_and_lists(capsys):
    assert main(["--rules", "SZ", f"{PLAIN}|EE1000||horse=5m", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["payments"] == {"E": 21, "S": -7, "W": -7, "N": -7}
    assert [i["id"] for i in data["items"]] == ["SZ-W1", "SZ-H1"]
    assert main(["--rules", "shenzhen", "--option", "unit=10", f"{PLAIN}|EE1000||horse=5m"]) == 0
    assert "E +210" in capsys.readouterr().out
    assert main(["--rules", "SZ", "--list", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert listed["extras"] == ["from", "horse", "kong"]
    assert listed["elements"] == [] and [i["id"] for i in listed["items"]][:2] == ["SZ-K1", "SZ-K2"]
    assert listed["items"][5] == {
        "id": "SZ-W3",
        "name": "Win by robbing a kong",
        "name_zh": "抢杠胡",
        "value": 10,
        "condition": ITEMS[6].condition,
    }
    assert main(["--rules", "SZ", "--list"]) == 0
    text = capsys.readouterr().out
    assert "No elements: a hand is worth its settlement items" in text and "SZ-H2" in text
    assert [o["key"] for o in listed["options"]][:2] == ["unit", "horses"]


def test_cli_refuses_bad_input_with_status_2(capsys):
    assert main(["--rules", "SZ", f"{PLAIN}|EE1000||horse=5m9p"]) == 2
    assert "this tournament draws 1" in capsys.readouterr().err
    assert main(["--rules", "SZ", "--option", "horses=9", f"{PLAIN}|EE1000"]) == 2
    assert "from 0 to 4" in capsys.readouterr().err


def test_cli_claim_check(capsys):
    record = f"{PLAIN}|ES1000||horse=3p"
    assert main(["--rules", "SZ", record, "--claim", "W1,H1", "--total", "21"]) == 0
    out = capsys.readouterr().out
    assert "missing  SZ-H2" in out and "wrong    SZ-H1" in out and "3p is W's" in out
    assert "claimed 21, the winner receives 17" in out and "The claim is wrong." in out
    assert main(["--rules", "SZ", record, "--claim", "SZ-W1,SZ-H2", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["correct"] and data["right"] == ["SZ-W1", "SZ-H2"] and data["total"] == 17
    assert main(["--rules", "SZ", record, "--claim", "W1,H2"]) == 0
    out = capsys.readouterr().out
    assert out.count("SZ-H2") == 2 and "The claim is right." in out  # settlement, verdict
    assert main(["--rules", "SZ", record, "--claim", "W9"]) == 0
    out = capsys.readouterr().out
    assert "'W9' is not the name of a settlement item" in out and "The claim is wrong." in out


def test_cli_table_lists_who_pays_whom(capsys):
    assert main(["--rules", "SZ", "[1111m][9999p,1]123s456s7s7s|EE1001||horse=E"]) == 0
    out = capsys.readouterr().out
    assert "SZ-K3   N      -> E       3  [9999p,1]" in out
    assert "SZ-H1   SWN    -> E       2  horse E, the winner's lucky tile" in out
    assert "Payments: E +30  S -9  W -9  N -12" in out
    assert main(["--rules", "SZ", "draw|||"]) == 0
    assert "(no item: nothing to settle)" in capsys.readouterr().out


def test_an_item_paid_twice_is_claimed_twice():
    record = f"{PLAIN}|EN1000||horse=4s8m"
    assert check_claims(record, ["W1", "H1", "H1"], 27, {"horses": 2}).correct
    once = check_claims(record, ["W1", "H1"], 27, {"horses": 2})
    assert once.missing == ("SZ-H1",) and not once.correct
