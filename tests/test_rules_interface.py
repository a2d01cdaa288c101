"""The rule-system interface (scoring.rules): registry, options, elements with exact
values, minimum and cap, the notation tokens a system uses, and its settlement.

A small system declared here exercises every part of the interface the way a real module
(scoring/mcr/, and the International / Shenzhen / MahJong Online packages) uses it.
"""

from fractions import Fraction

import pytest

from scoring import HandError, score_hand
from scoring.mcr import RULES as MCR
from scoring.mcr.evaluate import evaluate as mcr_evaluate
from scoring.rules import (
    REGISTRY,
    Element,
    Evaluation,
    Option,
    OptionError,
    Options,
    RuleSystem,
    get_rule_system,
    register,
    rule_systems,
    system_names,
)
from scoring.settlement import SEATS, Payment

HALF, PUNGS, SELF, CONCEALED = 1, 2, 3, 4

ELEMENTS = {
    e.key: e
    for e in (
        Element(HALF, "T-1", "Half", Fraction(1, 2), "Every winning hand."),
        Element(PUNGS, "T-2", "Pungs", None, "One fan per pung or kong."),
        Element(SELF, "T-3", "Self-drawn", 1, "Won on a self-drawn tile.", (CONCEALED,)),
        Element(CONCEALED, "T-4", "Concealed", 1, "No claimed set.", counts_for_minimum=False),
    )
}


def _evaluate(hand, extras, options):
    best = mcr_evaluate(hand)[0] if hand.concealed else None
    if hand.concealed and best is None:
        return None
    counted = [(HALF, ("any hand",))]
    pungs = sum(1 for m in hand.melds if m.kind.value != "chow")
    if pungs:
        counted.append((PUNGS, ("declared sets",), pungs))
    if hand.situation.self_drawn:
        counted.append((SELF, ("self-drawn",)))
    elif hand.is_concealed:  # excluded by Self-drawn
        counted.append((CONCEALED, ("no claimed set",)))
    if options["bonus"]:
        counted.append((SELF, ("bonus",)))
    return Evaluation(best.reading if best else "flowers", tuple(counted))


def _settle(result, outcome, options):
    amount = result.total * options["unit"]
    if outcome.win == "draw":
        return tuple(
            Payment("T-K", tuple(s for s in SEATS if s != k.seat), k.seat, 1) for k in outcome.kongs
        )
    winner = outcome.winner
    if outcome.self_drawn:
        return (Payment("T-W", tuple(s for s in SEATS if s != winner), winner, amount),)
    return (Payment("T-W", (outcome.giver,), winner, amount),)


def _check(options):
    if options["min_fan"] > options["max_fan"]:
        raise OptionError(f"min_fan {options['min_fan']} is above max_fan {options['max_fan']}.")


def _chart(value):
    numbers = [int(v) for v in (value.split(",") if isinstance(value, str) else value)]
    if len(numbers) != 3:
        raise ValueError("a list of 3 numbers")
    return numbers


TOY = RuleSystem(
    name="toy",
    title="The Toy game",
    label="the Toy game",
    fans=ELEMENTS,
    minimum=0,
    evaluate=_evaluate,
    settle=_settle,
    code="TOY",
    options=(
        Option("min_fan", 1, "int", low=0, high=16),
        Option("max_fan", 3, "int", low=1, high=16),
        Option("unit", 1, "int", low=1),
        Option("bonus", False, "switch"),
        Option("chart", "plain", "choice", ("plain", "steep"), parse=_chart),
    ),
    check_options=_check,
    minimum_option="min_fan",
    cap_option="max_fan",
    extras=frozenset({"from", "first", "kong"}),
    flower_win=True,
    draw=True,
)


@pytest.fixture
def toy():
    register("toy", TOY, aliases=("TY",))
    yield TOY
    REGISTRY.pop("toy")


def test_registry_names_mcr_and_the_three_other_systems():
    names = ["mcr", "international", "shenzhen", "mahjong-online"]
    assert system_names()[:4] == names
    assert get_rule_system("mcr") is get_rule_system("MCR") is MCR
    assert list(rule_systems())[:4] == names


def test_an_unknown_system_lists_the_names():
    with pytest.raises(OptionError, match="mcr, international, shenzhen, mahjong-online"):
        get_rule_system("riichi")


def test_a_system_registers_and_is_found_by_alias(toy):
    assert get_rule_system("ty") is toy
    assert "toy" in system_names()
    assert score_hand("123m456p789s234s5p5p|EE1000", rules="TOY").rules == "toy"


def test_defaults_and_conversion_from_text(toy):
    assert toy.defaults == {"min_fan": 1, "max_fan": 3, "unit": 1, "bonus": False, "chart": "plain"}
    options = toy.resolve_options({"min_fan": "2", "bonus": "on", "chart": "1,2,3"})
    assert options["min_fan"] == 2 and options["bonus"] is True
    assert options["chart"] == (1, 2, 3)  # frozen: the mapping hashes
    assert options.changed == {"min_fan", "bonus", "chart"}
    assert hash(options) == hash(
        toy.resolve_options({"chart": [1, 2, 3], "min_fan": 2, "bonus": True})
    )
    assert isinstance(options, Options) and toy.resolve_options(options) is options
    assert toy.resolve_options({"bonus": False}).changed == frozenset()


@pytest.mark.parametrize(
    "options, words",
    [
        ({"min": 1}, "'min' is not an option of the Toy game; its options are: min_fan"),
        (
            {"min_fan": 17},
            "min_fan=17 is not allowed by the Toy game: use a whole number from 0 to 16",
        ),
        ({"min_fan": "x"}, "a whole number from 0 to 16"),
        ({"min_fan": True}, "min_fan=on"),
        ({"unit": 0}, "a whole number from 1 up"),
        ({"bonus": "maybe"}, "use on or off"),
        ({"chart": "wavy"}, "plain or steep"),
        ({"chart": "1,2"}, "a list of 3 numbers"),
        ({"min_fan": 5, "max_fan": 4}, "above max_fan"),
    ],
)
def test_bad_options_are_refused_with_the_allowed_values(toy, options, words):
    with pytest.raises(OptionError) as info:
        score_hand("123m456p789s234s5p5p|EE1000", rules="toy", options=options)
    assert isinstance(info.value, HandError)
    assert words in str(info.value)


def test_mcr_options_are_its_rulings_and_others_are_refused():
    # MCR's options are the rulings of docs/rulings.md (tests/test_scoring_rulings.py).
    with pytest.raises(OptionError, match="'min_fan' is not an option of MCR; its options"):
        score_hand("123m456p789s234s5p5p|EE1000", options={"min_fan": 0})
    plain = score_hand("123m456p789s234s5p5p|EE1000")
    assert score_hand("123m456p789s234s5p5p|EE1000", options={}).fans == plain.fans


def test_fraction_values_and_values_given_by_the_evaluation(toy):
    result = score_hand("[111m,1][222p,2]789s234s5p5p|EE0000||from=1", rules="toy")
    by_id = {f.fan_id: f for f in result.fans}
    assert by_id["T-1"].points == Fraction(1, 2)
    assert (by_id["T-2"].points, by_id["T-2"].count) == (2, 1)  # the value the hand gave
    assert result.raw_total == Fraction(5, 2)
    assert result.payments == {"E": Fraction(5, 2), "S": 0, "W": 0, "N": Fraction(-5, 2)}


def test_cap_minimum_and_what_counts_for_it(toy):
    concealed = score_hand("123m456p789s234s5p5p|EE0000||from=2", rules="toy")
    assert concealed.raw_total == Fraction(3, 2)
    assert concealed.minimum_total == Fraction(1, 2)  # Concealed does not count for it
    assert not concealed.meets_minimum
    assert score_hand(
        "123m456p789s234s5p5p|EE0000||from=2", rules="toy", options={"min_fan": 0}
    ).meets_minimum
    big = score_hand(
        "[111m,1][222p,2][333s,3]234s5p5p|EE1000", rules="toy", options={"bonus": "on"}
    )
    assert big.raw_total == Fraction(11, 2) and big.total == 3  # capped at max_fan
    assert big.cap == 3
    assert score_hand(
        "[111m,1][222p,2][333s,3]234s5p5p|EE1000",
        rules="toy",
        options={"max_fan": 16, "bonus": True},
    ).total == Fraction(11, 2)


def test_an_option_changes_only_what_it_names(toy):
    hand = "[111m,1]456p789s234s5p5p|EE0000||from=3"
    plain = score_hand(hand, rules="toy")
    doubled = score_hand(hand, rules="toy", options={"unit": 2})
    assert [(f.fan_id, f.count, f.points) for f in doubled.fans] == [
        (f.fan_id, f.count, f.points) for f in plain.fans
    ]
    assert {s: 2 * p for s, p in plain.payments.items()} == doubled.payments


def test_exclusions_are_the_systems_own(toy):
    ids = {f.fan_id for f in score_hand("123m456p789s234s5p5p|EE1000", rules="toy").fans}
    assert "T-3" in ids and "T-4" not in ids


def test_tokens_a_system_does_not_use_are_refused_in_its_words(toy):
    with pytest.raises(
        HandError, match=r"'horse' is not used by the Toy game \(it uses first, from, kong\)"
    ):
        score_hand("123m456p789s234s5p5p|EE1000||horse=5m", rules="toy")
    with pytest.raises(HandError, match="'first' is not used by MCR"):
        score_hand("123m456p789s234s5p5p|EE1000||first")


def test_from_is_required_on_another_players_tile_and_refused_on_a_self_draw(toy):
    with pytest.raises(HandError, match=r"Won on a discard: say who discarded \(from=1, 2 or 3"):
        score_hand("123m456p789s234s5p5p|EE0000", rules="toy")
    with pytest.raises(HandError, match="robbing a kong: say whose kong was robbed"):
        score_hand("123m456p789s5p5p234s|EE0001", rules="toy")
    with pytest.raises(HandError, match="A self-drawn win has no 'from'"):
        score_hand("123m456p789s234s5p5p|EE1000||from=1", rules="toy")
    with pytest.raises(HandError, match="winner's own seat"):
        score_hand("123m456p789s234s5p5p|SS0000||from=S", rules="toy")


def test_outcome_carries_the_whole_hand(toy):
    result = score_hand("123m456p789s55p234s|EW0001||from=2,first,kong=NdE", rules="toy")
    outcome = result.outcome
    assert outcome.winners == ("W",) and outcome.winner == "W"
    assert outcome.win == "robbed_kong" and outcome.giver == "E"
    assert outcome.dealer == "E" and outcome.first is True
    assert outcome.kongs[0].discarder == "E"


def test_win_on_flowers_alone_and_drawn_hand_only_where_allowed(toy):
    flowers = score_hand("-|ES0000|abcdefg|from=3", rules="toy")
    assert flowers.kind == "flowers" and flowers.outcome.win == "taken_flower"
    assert flowers.payments["W"] == -flowers.payments["S"]
    with pytest.raises(HandError, match="has no win on flowers alone"):
        score_hand("-|EE1000|abcdefg")
    draw = score_hand("draw|||kong=Sc", rules="toy")
    assert draw.kind == "draw" and draw.fans == ()
    assert draw.payments == {"E": -1, "S": 3, "W": -1, "N": -1}
    with pytest.raises(HandError, match="settles nothing in a drawn hand"):
        score_hand("draw|||kong=Sc")


def test_a_system_check_comes_first_in_its_own_words(toy):
    def check(record, options):
        if record.extras.first and record.hand.situation.seat_wind != "E":
            raise HandError("the Heaven is the dealer's (seat East) win")

    from dataclasses import replace

    strict = replace(TOY, check_record=check)
    with pytest.raises(HandError, match="Heaven"):
        score_hand("123m456p789s234s5p5p|ES1000||first", rules=strict)


def test_a_system_says_why_a_hand_does_not_win(toy):
    with pytest.raises(HandError, match="does not win"):
        score_hand("123m456p789s234s5p6p|EE1000", rules="toy")


def test_payments_sum_to_zero_for_every_seat_and_way_of_winning(toy):
    for seat in SEATS:
        for flags, extra in (
            ("1000", ""),
            ("0000", "|from=1"),
            ("0000", "|from=2"),
            ("0001", "|from=3"),
        ):
            hand = f"[111m,1]456p789s5p5p234s|E{seat}{flags}|{extra}"
            for rules in ("toy", "mcr"):
                payments = score_hand(hand, rules=rules).payments
                assert sum(payments.values()) == 0
                assert payments[seat] > 0


def test_choices_may_be_numbers_and_defaults_are_converted():
    system = RuleSystem(
        name="numbers",
        title="Numbers",
        fans={},
        minimum=0,
        evaluate=_evaluate,
        settle=_settle,
        options=(
            Option("round_wind_fan", 1, "choice", (1, 10)),
            Option("flowers", "on", "switch"),
        ),
    )
    assert system.defaults == {"round_wind_fan": 1, "flowers": True}
    assert system.resolve_options({"round_wind_fan": "10"})["round_wind_fan"] == 10
    assert system.resolve_options({"round_wind_fan": 10})["round_wind_fan"] == 10
    with pytest.raises(OptionError, match="use 1 or 10"):
        system.resolve_options({"round_wind_fan": 5})


def test_readings_keep_the_shapes_a_system_allows():
    from scoring.notation import parse_hand
    from scoring.readings import SHAPES, readings

    pairs = parse_hand("1133m5577p99sEEFF|EE1000")
    assert [r.shape.value for r in readings(pairs, SHAPES)] == ["seven pairs"]
    assert readings(pairs, {"four sets and a pair"}) == []
    chows = parse_hand("123m456p789s234s5p5p")
    assert {r.shape.value for r in readings(chows, {"four sets and a pair"})} == {
        "four sets and a pair"
    }
    with pytest.raises(ValueError, match="does not know"):
        readings(chows, {"13 individuals"})
    assert MCR.shapes == SHAPES
