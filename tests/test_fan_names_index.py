"""The one name index of the four systems (issue 25, item 1): traditional Chinese,
everyday spellings, counts written inside or around a name, did-you-mean for typos,
names two fans answer to settled by the hand, and the claim text kept as given."""

from __future__ import annotations

import json

import pytest

from scoring.__main__ import main
from scoring.explain import check_claims
from scoring.international.elements import ELEMENTS as INTERNATIONAL
from scoring.mahjong_online.elements import ELEMENTS as MAHJONG_ONLINE
from scoring.mcr.fans import FANS
from scoring.names import display_names, fold, index, resolve, search, split_entries
from scoring.names.fold import to_traditional
from scoring.shenzhen.items import ITEMS

CHICKEN_TWO_FLOWERS = "[123m,1][567p,1][234s,1]66mWW6m|SE0000|2"


@pytest.mark.parametrize(
    "text, key",
    [
        ("清龍", 28), ("門前清", 62), ("碰碰和", 48), ("碰碰胡", 48), ("平胡", 63),
        ("十三么", 7), ("十三麼", 7), ("断么", 68), ("斷么", 68), ("七对子", 19),
        ("七對", 19), ("抢杠胡", 47), ("搶槓和", 47), ("九蓮寶燈", 4), ("綠一色", 3),
        ("獨聽・邊張", 77), ("邊張", 77), ("單釣將", 79), ("全帶幺", 55), ("一般高", 69),
        ("Small Four Winds", 9), ("Small Three Dragons", 10), ("Chicken", 43),
        ("Pung of Terminals", 73), ("Pong of Terminals or Honours", 73), ("All Honours", 11),
        ("All Pongs", 48), ("ＰＵＲＥ　ＳＴＲＡＩＧＨＴ", 28), ("pure-straight", 28),
        ("qīng lóng", 28), ("qing1 long2", 28), ("Chicken Hand", 43), ("Melded Kang", 74),
        ("All Chow", 63), ("Two Melded Kong", 57), ("Mixed Double Chows", 70),
        ("Lesser Honors & Knitted Tiles", 34), ("3-Suited Terminal Chows", 29),
        ("Two Dragons", 54), ("Big Three Wind", 38), ("All Simple", 68), ("雞糊", 43),
        ("對對糊", 48), ("門清", 62), ("槓上花", 46), ("Replacement Tile", 46),
        ("单吊", 79), ("單吊", 79), ("坎张", 78), ("坎張", 78),
    ],
)  # fmt: skip
def test_names_of_every_kind_read(text, key):
    assert resolve(text, "mcr").key == key


@pytest.mark.parametrize(
    "text, key, times",
    [
        ("Flowers 2", 81, 2), ("2 Flowers", 81, 2), ("Flowers x2", 81, 2),
        ("Flowers ×2", 81, 2), ("×2 Flowers", 81, 2), ("2x Flowers", 81, 2),
        ("Flowers 2x", 81, 2), ("Flowers (2)", 81, 2), ("花牌 3", 81, 3),
        ("Pung of Terminals or Honors 2", 73, 2), ("Concealed Kong 2", 67, 2),
        ("28 x2", 28, 2), ("Mixed Double Chow x2", 70, 2), ("13 Orphans", 7, 1),
        # The fan's value after its name, as on a score sheet (3 or more): not a count.
        ("All Pungs 6", 48, 1), ("Pure Straight 16", 28, 1), ("Chicken Hand 8", 43, 1),
        ("All Pungs x6", 48, 6), ("Tile Hog 2", 64, 2),
    ],
)  # fmt: skip
def test_counts_inside_or_around_a_name_are_read(text, key, times):
    found = resolve(text, "mcr")
    assert (found.key, found.times) == (key, times)


@pytest.mark.parametrize(
    "text, key, times",
    [
        # As the check prints a fan: its value in brackets, a count before it as "x2".
        ("Pure Straight (16)", 28, 1), ("All Chows (2)", 63, 1), ("Flower Tiles (1)", 81, 1),
        ("Flower Tiles x2 (1)", 81, 2), ("Pung of Terminals or Honors x2 (1)", 73, 2),
        ("Two Concealed Kongs (6)", 53, 1), ("清龙 (16)", 28, 1),
        # A number in brackets that is not the fan's value stays a count.
        ("Flowers (2)", 81, 2), ("Dragon Pung (3)", 59, 3),
    ],
)  # fmt: skip
def test_a_value_in_brackets_as_the_check_prints_it_is_no_count(text, key, times):
    found = resolve(text, "mcr")
    assert (found.key, found.times, found.message) == (key, times, "")


def test_the_checks_own_lines_claimed_back_are_right(capsys):
    """The referee copies what the check printed as missing into the claim: the engine's
    own way of writing a fan ("Pung of Terminals or Honors x2 (1)") must read back."""
    from scoring.__main__ import main

    hand = "[1111m][9999p]234s567s88s|EN0000|2"
    assert main([hand, "--claim", ""]) == 0
    lines = capsys.readouterr().out.splitlines()
    missing = [x.split("missing", 1)[1].strip() for x in lines if x.strip().startswith("missing")]
    assert any("x2 (1)" in m for m in missing), missing
    assert main([hand, "--claim", ", ".join(missing)]) == 0
    assert capsys.readouterr().out.rstrip().endswith("The claim is right.")


@pytest.mark.parametrize(
    "text, entries",
    [
        ("Pure Straight\nAll Chows", ["Pure Straight", "All Chows"]),  # one a line
        ("清龙 平和", ["清龙", "平和"]),  # Chinese names apart by a space
        ("清龙　平和、自摸", ["清龙", "平和", "自摸"]),  # an ideographic space
        ("花牌 3, Pure Straight", ["花牌 3", "Pure Straight"]),  # a count stays
        ("qing long, All Chows", ["qing long", "All Chows"]),  # pinyin keeps its spaces
    ],
)
def test_entries_one_a_line_or_chinese_names_apart_by_spaces(text, entries):
    assert split_entries(text) == entries


def test_flowers_two_is_two_flowers_in_a_claim():
    check = check_claims(CHICKEN_TWO_FLOWERS, ["Chicken Hand", "Flowers 2"])
    assert check.verdict == "right", check.wrong
    assert [(f.key, n) for f, n in check.correct] == [(43, 1), (81, 2)]


@pytest.mark.parametrize(
    "text, offered",
    [("Pure Stright", "Pure Straight"), ("Chiken", "Chicken Hand"), ("Half Flus", "Half Flush")],
)
def test_typos_are_answered_with_did_you_mean(text, offered):
    found = resolve(text, "mcr")
    assert found.key is None and offered in found.suggestions
    assert f"Did you mean {offered}" in found.message


def test_an_ambiguous_name_is_settled_by_the_hand_or_asked():
    # 123m 456p 789s: the hand has Mixed Straight (39), not Knitted Straight (35).
    check = check_claims("123456m456p11789s", ["Mixed Straight", "Mixed Double Chow"])
    assert (39, 1) in [(f.key, n) for f, n in check.correct]
    assert not [w for w in check.wrong if w.kind == "unknown"]
    # 112233m: Pure Double Chow is fan 69 here (fan 13 needs two pairs of chows).
    check = check_claims("112233m456p789s55s", ["Pure Double Chow"])
    assert (69, 1) in [(f.key, n) for f, n in check.correct]
    # Neither meaning applies: a question listing both.
    found = resolve("Pure Double Chow", "mcr", hand=set())
    assert found.key is None and "Which one?" in found.message
    assert "13 (64 fan" in found.message and "69 (1 fan" in found.message


def test_json_claimed_is_the_text_as_given(capsys):
    hand = "12345789p55678m6p|EE1000"
    assert main([hand, "--claim", "qing long, Short Straight", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    (wrong,) = out["wrong"]
    assert (wrong["claimed"], wrong["name"]) == ("Short Straight", "Short Straight")
    assert main([hand, "--claim", "清龍, 連六", "--json"]) == 0
    (wrong,) = json.loads(capsys.readouterr().out)["wrong"]
    assert (wrong["claimed"], wrong["id"], wrong["kind"]) == ("連六", 71, "no-disassembly")


@pytest.mark.parametrize(
    "rules, text, key, times",
    [
        ("international", "Chicken", 11, 1), ("international", "碰碰胡", 13, 1),
        ("international", "The Heaven", 1, 1), ("international", "Small Four Winds", 24, 1),
        ("international", "Pong of Dragons x2", 27, 2), ("international", "42", 42, 1),
        ("mahjong-online", "Winds Set x2", 1, 2), ("mahjong-online", "2 Winds Set", 1, 2),
        ("mahjong-online", "MO-05", 5, 1), ("mahjong-online", "aux", 37, 1),
        ("mahjong-online", "13 Individuals", 21, 1), ("mahjong-online", "Nine Lanterns", 28, 1),
        ("mahjong-online", "Double Wind", 1, 2), ("mahjong-online", "Seat and Round Wind", 1, 2),
        ("shenzhen", "W1", 4, 1), ("shenzhen", "SZ-W1", 4, 1), ("shenzhen", "自摸", 4, 1),
        ("shenzhen", "zimo", 4, 1), ("shenzhen", "搶槓胡", 6, 1), ("shenzhen", "K1 x2", 1, 2),
    ],
)  # fmt: skip
def test_the_other_systems_read_through_the_same_index(rules, text, key, times):
    found = resolve(text, rules)
    assert (found.key, found.times) == (key, times), found.message


def test_the_picker_search_reads_every_kind_of_name():
    assert 28 in search("清龍") and 28 in search("qing") and 28 in search("28")
    assert search("pong of term") == [73]
    assert len(search("")) == 82


@pytest.mark.parametrize(
    "typed, key",
    [
        ("chiken", 43),  # a letter left out
        ("Pure Stright", 28),  # as the claim's did-you-mean offers
        ("pure strai", 28),  # half typed: still a part of the name
        ("pure strigh", 28),  # half typed, with a typo: the start of the name is near
        ("Littel Four", 9),
        ("Half Flsh", 49),
    ],
)
def test_the_picker_search_offers_the_near_names_of_a_typo(typed, key):
    """Nothing contains the text: the picker shows what the claim check would offer
    ("did you mean"), not an empty list."""
    shown = search(typed)
    assert key in shown and 0 < len(shown) <= 5, shown


def test_the_picker_search_shows_nothing_for_nonsense():
    assert search("xyzzy qwerty") == []


def test_fold_is_width_case_spacing_and_script_free():
    assert fold("Ｐｕｎｇ　Of Terminals-or-Honours") == fold("pung of terminals or honors")
    assert fold("門前清") == fold("门前清")


@pytest.mark.parametrize("key", sorted(FANS))
def test_every_mcr_chinese_name_reads_in_traditional_characters(key):
    name = FANS[key].name_zh.split("・")[-1]
    written = to_traditional(name)
    assert written != name or all(ch == to_traditional(ch) for ch in name)
    assert resolve(written, "mcr").key == key, written


@pytest.mark.parametrize(
    "rules, table",
    [
        ("mcr", FANS),
        ("international", INTERNATIONAL),
        ("mahjong-online", MAHJONG_ONLINE),
        ("shenzhen", ITEMS),
    ],
)
def test_every_name_of_every_system_reads_back(rules, table):
    for key in table:
        for name in display_names(rules, key):
            if len(index(rules).get(fold(name), ())) > 1:
                continue  # "Pure Double Chow", "Mixed Straight": the hand settles them
            found = resolve(name, rules)
            assert found.key == key, (name, found.message)
            assert resolve(to_traditional(name), rules).key == key, name
