"""`python -m scoring --rules NAME --option K=V HAND --json` and `--list`: the fields of
docs/contracts.md ("Other rule systems"), exact numbers, and exit status 2 on a bad option."""

import json
import subprocess
import sys
from fractions import Fraction

import pytest

from scoring import score_hand
from scoring.__main__ import main
from scoring.rules import REGISTRY, Element, Evaluation, Option, RuleSystem, register
from scoring.settlement import Payment


def run(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def _evaluate(hand, extras, options):
    return Evaluation("any", ((1, ("every hand",)),) * options["halves"])


def _settle(result, outcome, options):
    # T/3 from each on a self-draw: exact thirds and halves, never rounded.
    others = tuple(s for s in "ESWN" if s != outcome.winner)
    if outcome.self_drawn:
        return (Payment("H-S", others, outcome.winner, result.total * 80 / 3),)
    return (Payment("H-D", (outcome.giver,), outcome.winner, result.total * 75),)


HALVES = RuleSystem(
    name="halves",
    title="Halves",
    fans={1: Element(1, "H-1", "Half", Fraction(1, 2), "Every hand.")},
    minimum=0,
    evaluate=_evaluate,
    settle=_settle,
    options=(Option("halves", 3, "int", low=1, high=9),),
    extras=frozenset({"from"}),
)


@pytest.fixture
def halves():
    register("halves", HALVES)
    yield HALVES
    REGISTRY.pop("halves")


def test_mcr_json_has_the_rule_system_fields(capsys):
    hand = "[567m,2]123p456s789s55p|ES0000|2|from=3"
    code, out, _ = run(capsys, hand, "--json")
    data = json.loads(out)
    result = score_hand(hand)
    assert code == 0
    assert data["rules"] == "mcr"
    assert data["raw_total"] == data["total"] == result.total
    assert data["meets_minimum"] is False
    assert data["payments"] == result.payments == {"E": -8, "S": 30, "W": -14, "N": -8}
    assert data["items"] == [
        {"id": "MCR-D", "payers": ["W"], "receiver": "S", "amount": 14},
        {"id": "MCR-B", "payers": ["E", "N"], "receiver": "S", "amount": 8},
    ]
    assert data["hand"].endswith("|from=3")
    assert [f["id"] for f in data["fans"]] == [f.fan_id for f in result.fans]


def test_mcr_json_payments_null_without_from(capsys):
    _, out, _ = run(capsys, "[567m,2]123p456s789s55p|ES0000|2", "--json")
    data = json.loads(out)
    assert data["payments"] is None and data["items"] == []


def test_table_shows_the_payments(capsys):
    # 23 fan self-drawn by South: each other player pays 8 + 23.
    _, out, _ = run(capsys, "12345789p55678m6p|ES1000")
    assert "Payments: E -31  S +93  W -31  N -31" in out
    # Under the minimum the hand is no valid win: no payments printed (issue 25).
    _, out, _ = run(capsys, "[567m,2]123p456s789s55p|ES1000|2")
    assert "Payments" not in out and "not a valid win" in out


def test_halves_are_exact_json_numbers_and_thirds_stay_exact(capsys, halves):
    code, out, _ = run(capsys, "--rules", "halves", "123m456p789s234s5p5p|ES0000||from=1", "--json")
    data = json.loads(out)
    assert code == 0 and data["rules"] == "halves"
    assert data["total"] == 1.5 and data["fans"][0]["points"] == 0.5
    assert data["payments"] == {"E": -112.5, "S": 112.5, "W": 0, "N": 0}
    code, out, _ = run(
        capsys, "--rules", "halves", "--option", "halves=1", "123m456p789s234s5p5p|ES1000", "--json"
    )
    data = json.loads(out)
    assert data["items"][0]["amount"] == "40/3"  # 40 / 3: exact, as a fraction
    assert data["payments"] == {"E": "-40/3", "S": 40, "W": "-40/3", "N": "-40/3"}
    assert data["options"] == {"halves": 1}


@pytest.mark.parametrize(
    "args, words",
    [
        (
            ["--option", "halves=0"],
            "halves=0 is not allowed by Halves: use a whole number from 1 to 9",
        ),
        (["--option", "speed=1"], "'speed' is not an option of Halves; its options are: halves"),
        (["--option", "halves"], "write KEY=VALUE"),
        (["--option", "halves=2", "--option", "halves=3"], "given twice"),
    ],
)
def test_bad_option_exits_2_with_a_message(capsys, halves, args, words):
    code, out, err = run(capsys, "--rules", "halves", *args, "123m456p789s234s5p5p|ES1000")
    assert code == 2 and out == ""
    assert words in err


def test_unknown_systems_and_refused_hands_exit_2(capsys):
    code, _, err = run(capsys, "--rules", "riichi", "123m456p789s234s5p5p|ES1000")
    assert code == 2 and "mcr, international, shenzhen, mahjong-online" in err
    code, _, err = run(capsys, "--rules", "shenzhen", "123m456p789s234s5p5p|ES1000")
    assert code == 2 and "horse" in err  # its own refusal: a Shenzhen hand needs its horse


def test_a_token_the_system_does_not_use_exits_2(capsys):
    code, _, err = run(capsys, "123m456p789s234s5p5p|ES1000||horse=5m")
    assert code == 2 and "'horse' is not used by MCR" in err


def test_list_json_elements_and_options(capsys, halves):
    code, out, _ = run(capsys, "--rules", "halves", "--list", "--json")
    data = json.loads(out)
    assert code == 0
    assert data["elements"] == [
        {"id": "H-1", "name": "Half", "name_zh": "", "value": 0.5, "condition": "Every hand."}
    ]
    assert data["options"][0] | {"help": ""} == {
        "key": "halves",
        "value": 3,
        "default": 3,
        "allowed": "a whole number from 1 to 9",
        "help": "",
    }
    assert data["extras"] == ["from"]


def test_list_mcr(capsys):
    code, out, _ = run(capsys, "--list", "--json")
    data = json.loads(out)
    assert code == 0 and data["rules"] == "mcr" and data["minimum"] == 8 and data["cap"] is None
    assert len([e for e in data["elements"] if e["id"] is not None]) == 81
    code, out, _ = run(capsys, "--rules", "MCR", "--list")
    assert "Big Four Winds" in out and "minimum 8 fan" in out


def test_no_hand_and_no_list_exits_2(capsys):
    code, _, err = run(capsys)
    assert code == 2 and "Give a hand" in err


@pytest.mark.slow
def test_the_module_runs_as_a_program():
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "scoring",
            "--rules",
            "mcr",
            "[567m,2]123p456s789s55p|ES1000|2",
            "--json",
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0
    assert json.loads(done.stdout)["payments"]["S"] == 45
