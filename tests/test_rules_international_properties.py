"""Properties of the International Game over random legal hands
(tests/rules_international_generator.py): no crash on 10,000 hands; the total is the sum
of the counted elements before the cap; an excluded element is never counted with the
one that excludes it; a special winning hand scores alone; payments sum to zero; the cap
holds; an option changes only what it names; a flower adds what the specification says."""

from functools import cache
from random import Random

import pytest

from scoring import score_hand
from scoring.international import ELEMENTS, full_score
from scoring.international.elements import CHICKEN, FLOWER_ELEMENTS, SWH

from .rules_international_generator import IntlHandGenerator

HANDS = 10_000  # `pytest -m slow`: the full run (about 3 s of CPU)
DEFAULT_HANDS = 3_000  # the default run


@cache
def corpus(n: int = DEFAULT_HANDS, seed: int = 11) -> tuple[str, ...]:
    return tuple(IntlHandGenerator(seed).hands(n))


def _check_invariants(hand: str, result) -> None:
    keys = {f.key for f in result.fans}
    options = result.options
    # The total is the sum of the counted elements (each value times its count) ...
    raw = sum(f.points * f.count for f in result.fans)
    assert result.raw_total == raw, hand
    for f in result.fans:
        declared = ELEMENTS[f.key].value
        assert declared is None or f.points == declared, hand
    # ... capped at max_fan.
    assert result.total == min(raw, options["max_fan"]), hand
    # A special winning hand scores alone.
    if keys & SWH:
        assert len(keys) == 1, hand
    # Exclusions: never both counted.
    for key in keys:
        assert not keys & set(ELEMENTS[key].excludes), hand
    # Chicken Hand only when nothing else worth more than 0 counts.
    if CHICKEN in keys:
        assert all(f.points == 0 for f in result.fans if f.key != CHICKEN), hand
    # Payments: exact, summing to zero, in whole full scores.
    payments = result.payments
    assert payments is not None and sum(payments.values()) == 0, hand
    score = full_score(result.total, options)
    assert payments[result.hand.situation.seat_wind] % max(score, 1) == 0, hand
    assert payments[result.hand.situation.seat_wind] > 0 or score == 0, hand


def _run_invariants(hands) -> None:
    seen = set()
    for hand in hands:
        result = score_hand(hand, rules="international")
        _check_invariants(hand, result)
        seen.update(f.key for f in result.fans)
    assert seen == set(ELEMENTS)  # the generator reaches every element


@pytest.mark.slow
def test_random_hands():
    _run_invariants(corpus())


@pytest.mark.slow
def test_ten_thousand_random_hands():
    _run_invariants(IntlHandGenerator(29).hands(HANDS))


def _options_sample(rng: Random) -> dict:
    options = {}
    if rng.random() < 0.5:
        options["max_fan"] = rng.randint(3, 16)
        options["min_fan"] = rng.randint(0, options["max_fan"])
    for key, values in (
        ("chart", ("compound", "linear", "half_spicy")),
        ("unit", (1, 2, 5)),
        ("seven_pairs_fan", (0, 3, 4, 6)),
        ("round_wind_fan", (1, 10)),
        ("swh_value", ("max", "printed")),
        ("all_concealed_pungs_kongs", (True, False)),
        ("nine_gates", ("shape", "nine_wait")),
        ("four_kongs", ("any", "chain")),
        ("flower_taken_pays", (3, 1)),
        ("self_help_with_wall", (True, False)),
        ("implied_elements", ("exclude", "add")),
        ("terminal_in_all_needs_honor", (True, False)),
        ("flower_fans_count_for_minimum", (True, False)),
    ):
        if rng.random() < 0.3:
            options[key] = rng.choice(values)
    return options


@pytest.mark.slow
def test_payments_sum_to_zero_and_the_cap_holds_under_any_options():
    rng = Random(5)
    for hand in corpus()[:1500]:
        options = _options_sample(rng)
        result = score_hand(hand, rules="international", options=options)
        assert sum(result.payments.values()) == 0, (hand, options)
        assert result.total <= result.options["max_fan"], (hand, options)
        if options.get("implied_elements") != "add":
            for f in result.fans:
                assert not {g.key for g in result.fans} & set(ELEMENTS[f.key].excludes)


def _fans(result) -> dict:
    return {f.key: (f.points, f.count) for f in result.fans}


def _without(fans: dict, *keys) -> dict:
    return {k: v for k, v in fans.items() if k not in keys}


SAMPLE = 600


@pytest.mark.parametrize(
    "option, value",
    [
        ("chart", "linear"),
        ("chart", "half_spicy"),
        ("unit", 7),
        ("min_fan", 8),
        ("max_fan", 13),
        ("seven_pairs_fan", 6),
        ("round_wind_fan", 10),
        ("flowers", False),
        ("flower_fans_count_for_minimum", False),
        ("swh_value", "printed"),
        ("all_concealed_pungs_kongs", True),
        ("nine_gates", "nine_wait"),
        ("four_kongs", "chain"),
        ("flower_taken_pays", 1),
        ("self_help_with_wall", False),
        ("implied_elements", "add"),
        ("terminal_in_all_needs_honor", False),
    ],
)
@pytest.mark.slow
def test_an_option_changes_only_what_it_names(option, value):
    hands = corpus()[:SAMPLE]
    for hand in hands:
        if option == "flowers" and ("|-" in hand or _has_flowers(hand)):
            continue  # flowers off refuses a flower: tested in test_rules_international
        base = score_hand(hand, rules="international")
        changed = score_hand(hand, rules="international", options={option: value})
        a, b = _fans(base), _fans(changed)
        seat = base.hand.situation.seat_wind
        if option in ("chart", "unit"):
            assert a == b and base.meets_minimum == changed.meets_minimum
            if option == "unit":
                assert changed.payments == {s: value * p for s, p in base.payments.items()}
        elif option in ("min_fan", "flower_fans_count_for_minimum"):
            assert a == b and base.payments == changed.payments
        elif option == "max_fan":
            if not set(a) & SWH:
                assert a == b and changed.total == min(base.raw_total, value)
        elif option == "flower_taken_pays":
            assert a == b
            if base.kind != "flowers" or base.hand.situation.self_drawn:
                assert base.payments == changed.payments
            else:
                assert changed.payments[seat] * 3 == base.payments[seat]
        else:
            named = {
                "seven_pairs_fan": 14,
                "round_wind_fan": 29,
                "flowers": 53,
                "swh_value": None,
                "all_concealed_pungs_kongs": 3,
                "nine_gates": 5,
                "four_kongs": 10,
                "self_help_with_wall": 43,
                "implied_elements": None,
                "terminal_in_all_needs_honor": 21,
            }[option]
            if option == "swh_value":
                assert a.keys() == b.keys() and base.total == changed.total  # max_fan 10
            elif option == "implied_elements":
                assert set(_without(a, CHICKEN)) <= set(b)
            elif option == "flowers":
                assert _without(a, 53, CHICKEN) == _without(b, 53, CHICKEN)
                assert not set(b) & FLOWER_ELEMENTS
            elif option == "self_help_with_wall":
                if 51 in a:
                    assert _without(a, 43) == b
                else:
                    assert a == b
            elif named not in a and named not in b:
                assert a == b, (hand, option)
            elif named in a and named in b and option in ("seven_pairs_fan", "round_wind_fan"):
                assert _without(a, named) == _without(b, named)
                assert b[named][0] == value


def _has_flowers(hand: str) -> bool:
    parts = hand.split("|")
    return len(parts) > 2 and parts[2] != ""


@pytest.mark.slow
def test_a_flower_adds_what_the_specification_says():
    """Adding one flower to a hand without flowers: No Flower (1) goes; a flower of the
    winner's seat adds Chance Flower (1), any other adds nothing. Four of a set: Full
    Set (2), the seat's flower inside it not counted again."""
    rng = Random(3)
    checked = 0
    for hand in corpus()[:3000]:
        parts = hand.split("|")
        if hand.startswith("-") or _has_flowers(hand):
            continue
        base = score_hand(hand, rules="international")
        if {f.key for f in base.fans} & SWH:
            continue
        seat = "ESWN".index(base.hand.situation.seat_wind)
        letter = rng.choice("abcdefgh")
        with_flower = "|".join([parts[0], parts[1], letter, *parts[3:]])
        result = score_hand(with_flower, rules="international")
        seat_flower = letter in ("abcd"[seat], "efgh"[seat])
        chicken = sum(f.total for f in result.fans if f.key == CHICKEN) - sum(
            f.total for f in base.fans if f.key == CHICKEN
        )
        assert result.raw_total - chicken == base.raw_total - 1 + seat_flower, with_flower
        full = "|".join([parts[0], parts[1], "abcd", *parts[3:]])
        result = score_hand(full, rules="international")
        assert result.fan(55).total == 2 and result.fan(54) is None and result.fan(53) is None
        checked += 1
    assert checked > 500


def test_mutated_hands_are_scored_or_refused_never_crash():
    """A typo in a hand (a tile dropped or added, a token appended) gives a score or a
    HandError with a message, never another exception."""
    from scoring import HandError

    rng = Random(7)
    alphabet = "123456789mpsESWNCFP[],|-abcdefgh0=fromliablechainfirst"
    tails = ("|from=1", ",first", ",chain=2", ",liable=2", "|first", "|liable=E", ",from=S")
    for hand in corpus()[:600]:
        for _ in range(3):
            chars = list(hand)
            op = rng.random()
            i = rng.randrange(len(chars))
            if op < 0.4:
                del chars[i]
            elif op < 0.8:
                chars.insert(i, rng.choice(alphabet))
            else:
                chars.extend(rng.choice(tails))
            text = "".join(chars)
            try:
                result = score_hand(text, rules="international")
            except HandError as error:
                assert str(error), text
                continue
            assert sum(result.payments.values()) == 0, text
