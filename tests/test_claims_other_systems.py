"""Issue 25, item 3: the International Game, MahJong Online and the Shenzhen game
checked alike: a 0-fan element left out of a right claim, the auxiliary fan kept out of
the minimum's wording, a double wind claimed by its own names, an unknown name a wrong
claim (kind "unknown", did-you-mean) in every system, no payments under the minimum,
two winners' elements apart, only the system's own tokens listed, the International
two-winner refusal naming the Thirteen Orphans priority."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scoring import HandError, score_hand
from scoring.__main__ import main
from scoring.international.claims import check_claims as int_claims
from scoring.mahjong_online import check_claims as mo_claims
from scoring.shenzhen.claims import check_claims as sz_claims
from tests.test_tournament_rules import cli, new_tournament, ok, refused, seats_of

# Seed 002: Pure One Suit 8, Pure Straight Nine 2, All Chows 1, No Flower 1, and From
# The Floor "Fans 0" (won on a discard).
INT_FLUSH = "[123m,1]456m789m234m55m|SE0000||from=1"
INT_UNDER = "[123m,1]456m789p234s55s|SE0000||from=1"  # 2 fan, under the 3-fan minimum
MO_DOUBLE = "[EEE,1][CCC,2]222m888p9s9s|EE0000||from=1"  # E pung: seat and round wind
SZ_PLAIN = "123m456m789p234s55s|SE1000||horse=-"


def test_international_claim_without_from_the_floor_is_right():
    check = int_claims(INT_FLUSH, ["Pure One Suit", "Pure Straight Nine", "All Chows", "No Flower"])
    assert check.result.total == 10  # 12 capped at 10
    assert check.verdict == "right" and check.all_right
    assert [e.id for e in check.missing] == []
    assert [e.id for e in check.zero_worth] == [42]
    check = int_claims(INT_FLUSH, ["18", "40", "12", "53"], total=10)
    assert check.verdict == "right"


def test_international_from_the_floor_leaves_the_text_right(capsys):
    assert main(["--rules", "INT", INT_FLUSH, "--claim", "18, 40, 12, 53", "--total", "10"]) == 0
    out = capsys.readouterr().out
    assert "The claim is right." in out and "missing" not in out
    assert "From The Floor" in out.split("Payments")[1]  # named, as worth nothing


@pytest.mark.parametrize(
    "claim",
    [["Double Wind", "MO-02", "17"], ["Seat Wind", "Round Wind", "Dragon Set", "All Pungs"]],
)
def test_mahjong_online_double_wind_by_its_own_names(claim):
    check = mo_claims(MO_DOUBLE, claim, 6)
    assert check.verdict == "right", check.wrong


@pytest.mark.parametrize(
    "system, hand, claim, offered",
    [
        ("INT", INT_FLUSH, "Pure One Suitt", "Pure One Suit"),
        ("MO", MO_DOUBLE, "Winds Sett", "Winds Set"),
        ("SZ", SZ_PLAIN, "Win on self drawm", "Win on self-drawn"),
        ("MCR", "12345789p55678m6p|EE1000", "Pure Stright", "Pure Straight"),
    ],
)
def test_an_unknown_name_is_a_wrong_claim_in_every_system(capsys, system, hand, claim, offered):
    assert main(["--rules", system, hand, "--claim", claim, "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["verdict"] == "wrong"
    (wrong,) = [w for w in out["wrong"] if w["kind"] == "unknown"]
    assert wrong["claimed"] == claim and wrong["id"] is None
    assert f"Did you mean {offered}" in wrong["reason"]
    assert main(["--rules", system, hand, "--claim", claim]) == 0
    text = capsys.readouterr().out
    assert f"Did you mean {offered}" in text and "The claim is wrong." in text


def test_unknown_names_in_the_check_functions():
    (w,) = [c for c in int_claims(INT_FLUSH, ["Dragon Tail"]).claims if c.status == "wrong"]
    assert (w.kind, w.element, w.text) == ("unknown", None, "Dragon Tail")
    (w,) = sz_claims(SZ_PLAIN, ["Dragon Tail"]).wrong
    assert (w.kind, w.text) == ("unknown", "Dragon Tail")


@pytest.mark.parametrize(
    "system, hand", [("INT", INT_UNDER), ("MO", "[567m,2]123p456s789s55p|SE0000|4|from=1")]
)
def test_no_payments_are_printed_under_the_minimum(capsys, system, hand):
    assert main(["--rules", system, hand]) == 0
    out = capsys.readouterr().out
    assert "not a valid win" in out and "Payments" not in out
    # The JSON keeps them as data beside "meets_minimum": false (the contract's shape).
    assert main(["--rules", system, hand, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["meets_minimum"] is False


def test_the_unknown_token_error_lists_only_the_systems_tokens():
    with pytest.raises(HandError) as info:
        score_hand("[123m,1]456m789p234s55s|SE0000||form=1", rules="international")
    message = str(info.value)
    assert "'form'" in message and "from" in message
    assert "horse" not in message and "kong" not in message  # Shenzhen's, MahJong Online's
    with pytest.raises(HandError) as info:
        score_hand("123m456p789s234s55s|SE1000||frist", rules="mcr")
    assert "horse" not in str(info.value) and "fourth part" in str(info.value)


@pytest.mark.slow
def test_mahjong_online_minimum_leaves_the_auxiliary_fan_out(tmp_path: Path):
    path = new_tournament(tmp_path, "--rules", "MO", "--hands", 4)
    who = seats_of(path, 1)
    a, b = str(who["A"]), str(who["B"])
    base = ("hand", path, "--session", 1, "--table", 1, "--hand", 1)
    code, _, err = cli(*base, "--winner", a, "--from", b, "--tiles", "[567m,2]123p456s789s55p||4")
    assert code == 1
    assert "scores 1 fan" in err and "auxiliary" in err and "needs at least 2" in err, err
    assert "scores 2 fan" not in err


@pytest.mark.slow
def test_two_winners_elements_are_listed_apart(tmp_path: Path):
    path = new_tournament(tmp_path, "--rules", "MO", "--hands", 4)
    who = seats_of(path, 1)
    a, c, d = str(who["A"]), str(who["C"]), str(who["D"])
    ok("hand", path, "--session", 1, "--table", 1, "--hand", 1,
       "--winner", a, "--tiles", "[567m,2]123p456s789s55p",
       "--winner", c, "--tiles", "123m456p789s234s55p", "--from", d)  # fmt: skip
    line = next(x for x in ok("hands", path, "--session", 1, "--table", 1).splitlines()
                if x.startswith("Hand  1"))  # fmt: skip
    # A: All Sequences 1 + No Flowers 1 (2 fan); C: concealed All Sequences 2 + No Flowers 1.
    parts = line.split("[", 1)[1].split("]", 1)[0].split("; ")
    assert len(parts) == 2, line
    assert any(p.endswith("2 fan: All Sequences 1, No Flowers 1") for p in parts), line
    assert any(p.endswith("3 fan: All Sequences 2, No Flowers 1") for p in parts), line


@pytest.mark.slow
def test_international_two_winners_refusal_names_the_thirteen_orphans_priority(tmp_path: Path):
    path = new_tournament(tmp_path, "--rules", "INT", "--hands", 4)
    who = seats_of(path, 1)
    a, c, d = str(who["A"]), str(who["C"]), str(who["D"])
    refused(path, "hand", path, "--session", 1, "--table", 1, "--hand", 1,
            "--winner", a, "--tiles", INT_FLUSH.split("|")[0], "--winner", c,
            "--tiles", INT_FLUSH.split("|")[0], "--from", d,
            says="Thirteen Orphans")  # fmt: skip


def test_the_cli_doc_says_the_compound_chart_pays_whole_points():
    text = (Path(__file__).parents[1] / "docs" / "cli.md").read_text(encoding="utf-8")
    assert "pays quarters" not in text


@pytest.mark.slow
def test_tournament_elements_are_named_through_the_index(tmp_path: Path):
    path = new_tournament(tmp_path, "--rules", "MO", "--hands", 4)
    who = seats_of(path, 1)
    a, b = str(who["A"]), str(who["B"])
    base = ("hand", path, "--session", 1, "--table", 1, "--hand")
    # 碰碰胡 (everyday for 碰碰和): MO-17 All Triplets, 3 fan.
    ok(*base, 1, "--winner", a, "--from", b, "--elements", "碰碰胡")
    listed = json.loads(ok("hands", path, "--session", 1, "--table", 1, "--json"))
    assert [(e["id"], e["points"]) for e in listed[0]["elements"]] == [("MO-17", 3)]
    refused(path, *base, 2, "--winner", a, "--from", b, "--elements", "All Tripplets",
            says="Did you mean All Triplets")  # fmt: skip


@pytest.mark.slow
def test_a_tournament_names_only_its_systems_tokens(tmp_path: Path):
    path = new_tournament(tmp_path, "--rules", "INT", "--hands", 4)
    who = seats_of(path, 1)
    a, b = str(who["A"]), str(who["B"])
    tiles = INT_FLUSH.split("|")[0] + "|||frist"
    code, _, err = cli("hand", path, "--session", 1, "--table", 1, "--hand", 1,
                       "--winner", a, "--from", b, "--tiles", tiles)  # fmt: skip
    assert code == 1 and "'frist'" in err, err
    assert "liable" in err and "horse" not in err and "kong" not in err, err


def test_an_mcr_tournament_names_its_one_token():
    from app.domain.errors import Refused
    from app.domain.hands import mcr_extras

    with pytest.raises(Refused) as info:
        mcr_extras("frist", "E", "S")
    assert str(info.value).endswith("MCR uses from.")


def test_an_international_total_before_the_cap_is_told_the_cap(capsys):
    """INT_FLUSH adds up to 12 fan and is paid 10 (max_fan): a player who announces 12
    has added right and forgotten the cap; the text says both."""
    claim = "Pure One Suit, Pure Straight Nine, All Chows, No Flower"
    assert main(["--rules", "INT", INT_FLUSH, "--claim", claim, "--total", "12"]) == 0
    out = capsys.readouterr().out
    assert "claimed 12, the hand is worth 10 (12 fan, capped at 10: max_fan)" in out, out
    assert out.rstrip().endswith("The claim is wrong.")


SZ_OWN_HORSE = "123m456m789p234s55s|SE1000||horse=5m"  # SZ-W1 and SZ-H1


@pytest.mark.parametrize(
    "claim",
    [
        # The item's own name holds a comma: the comma does not part it.
        ["Win on self-drawn", "Lucky draw", "the winner's lucky tile"],
        # As the check prints a missing item: its id, then its name.
        ["SZ-W1 Win on self-drawn", "SZ-H1 Lucky draw", "the winner's lucky tile"],
    ],
)
def test_a_shenzhen_item_named_as_printed_is_read(claim):
    check = sz_claims(SZ_OWN_HORSE, claim)
    assert check.verdict == "right", check.wrong
    assert sorted(check.right) == ["SZ-H1", "SZ-W1"]


def test_the_shenzhen_missing_lines_claimed_back_are_right(capsys):
    assert main(["--rules", "SZ", SZ_OWN_HORSE, "--claim", ""]) == 0
    out = capsys.readouterr().out.splitlines()
    missing = [x.split("missing", 1)[1].strip() for x in out if x.strip().startswith("missing")]
    assert len(missing) == 2, out
    assert main(["--rules", "SZ", SZ_OWN_HORSE, "--claim", ", ".join(missing)]) == 0
    assert capsys.readouterr().out.rstrip().endswith("The claim is right.")


@pytest.mark.parametrize(
    "text, rules, key",
    [("SZ-W1 Win on self-drawn", "shenzhen", 4), ("28 Pure Straight", "mcr", 28),
     ("MO-17 All Triplets", "mahjong-online", 17), ("18 Pure One Suit", "international", 18)],
)  # fmt: skip
def test_an_id_followed_by_its_name_is_that_element(text, rules, key):
    from scoring.names import resolve

    found = resolve(text, rules)
    assert (found.key, found.times, found.message) == (key, 1, "")


def test_a_leading_number_not_the_elements_id_stays_a_count():
    from scoring.names import resolve

    assert (resolve("28 All Chows", "mcr").key, resolve("28 All Chows", "mcr").times) == (63, 28)
    assert resolve("2 Flowers", "mcr").times == 2
    assert resolve("SZ-W2 Win on self-drawn", "shenzhen").key is None  # two items


@pytest.mark.parametrize(
    "rules, hand, options",
    [
        ("INT", "19m19p19sESWNCFP1m|SE0000||from=1", []),  # Thirteen Orphans (SWH) (10)
        ("INT", "1199m1199p11sEECC|SE0000||from=1", []),  # Seven Pairs (4)
        ("INT", "[SSS,1]123m456p789s55s|SE0000||from=1", ["--option", "round_wind_fan=10"]),
        ("MO", "123m456p789s234s55p|SE1000|", []),  # All Sequences, 2 when fully private
        ("MCR", "[1111m][9999p]234s567s88s|EN0000|2", []),
    ],
)
def test_missing_lines_of_elements_worth_what_the_hand_makes_read_back(
    capsys, rules, hand, options
):
    """An element whose worth depends on the hand (an SWH, Seven Pairs, Round Wind, MO's
    All Sequences) is printed with the worth it has here, "Seven Pairs (4)": claimed
    back, the number in brackets is that worth, not a count."""
    assert main(["--rules", rules, *options, hand, "--claim", ""]) == 0
    out = capsys.readouterr().out.splitlines()
    missing = [x.split("missing", 1)[1].strip() for x in out if x.strip().startswith("missing")]
    assert missing, out
    assert main(["--rules", rules, *options, hand, "--claim", ", ".join(missing)]) == 0
    text = capsys.readouterr().out
    assert text.rstrip().endswith("The claim is right."), text


@pytest.mark.parametrize(
    "rules, text, says",
    [
        # Flowers are no element of MahJong Online: they add auxiliary points.
        ("mahjong-online", "Flowers 4", "auxiliary point"),
        ("mahjong-online", "花牌", "auxiliary point"),
        # The International Game scores flowers by three elements of its own.
        ("international", "Flowers 2", "Chance Flower"),
        ("international", "花牌", "Full Set of Flowers"),
        ("international", "Flower Tiles", "No Flower"),
        # The Shenzhen game settles no fan, flowers included.
        ("shenzhen", "Flowers", "no fan"),
    ],
)
def test_flowers_claimed_where_they_are_no_element_say_how_they_count(rules, text, says):
    """MCR's Flower Tiles claimed under another system: not a guess at the nearest name
    ("No Flowers" to a player holding four), but how that system counts flowers."""
    from scoring.names import resolve

    found = resolve(text, rules)
    assert found.key is None and says in found.message, found.message
    assert "Did you mean" not in found.message


@pytest.mark.parametrize("text, key", [("7 Flowers", 6), ("8 Flowers", 7), ("Flowers 8", 7)])
def test_seven_or_eight_flowers_name_the_international_flower_wins(text, key):
    from scoring.names import resolve

    assert resolve(text, "international").key == key


def test_a_two_character_chinese_name_is_not_guessed_from_one_character():
    """花牌 is one character from 花龙 (Mixed Straight Nine): no guess is offered for a
    Chinese name that shares half its characters with another."""
    from scoring.names import nearest

    assert nearest("international", "花X") == ()
    assert 28 in nearest("mcr", "清龙和")  # three characters, one extra: still offered


MO_UNDER = "[567m,2]123p456s789s55p|SE0000|4|from=1"  # 1 fan and the auxiliary fan


def test_mahjong_online_claims_json_has_the_contracts_keys(capsys):
    """docs/contracts.md: each wrong item has id, name, claimed, times, counted, kind,
    by and reason, as under MCR (MahJong Online's lacked name, times and counted)."""
    claim = "All Sequences, Winds Set x2, Wnds Set"
    assert main(["--rules", "MO", MO_UNDER, "--claim", claim, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    keys = {"id", "name", "claimed", "times", "counted", "kind", "by", "reason"}
    assert all(set(w) == keys for w in data["wrong"]), data["wrong"]
    winds = next(w for w in data["wrong"] if w["id"] == "MO-01")
    assert (winds["name"], winds["times"], winds["counted"]) == ("Winds Set", 2, 0)
    unknown = next(w for w in data["wrong"] if w["id"] is None)
    assert (unknown["name"], unknown["claimed"]) == (None, "Wnds Set")
