"""The values every scored hand makes are plain classes (so mypyc compiles them natively);
they keep the frozen dataclasses' contract: equality and hash by the same fields, a repr
of the same form, and a result's lazily worked-out total, outcome and payments."""

from __future__ import annotations

from fractions import Fraction

from scoring import score_hand
from scoring.extras import Extras, KongEvent, Record, parse_extras
from scoring.international import full_score
from scoring.option_values import limits, option_values
from scoring.result import ScoredFan, ScoreResult
from scoring.rules import get_rule_system
from scoring.settlement import Outcome, Payment


def test_a_fan_is_equal_whatever_its_evidence_and_hashes_alike() -> None:
    one = ScoredFan(3, 3, "Seven Pairs", "", Fraction(1, 2), 1, (("11m",),))
    other = ScoredFan(3, 3, "Seven Pairs", "", Fraction(1, 2), 1, ())
    assert one == other and hash(one) == hash(other)
    assert one != ScoredFan(3, 3, "Seven Pairs", "", 1, 1)
    assert repr(other) == (
        "ScoredFan(key=3, fan_id=3, name='Seven Pairs', name_zh='', points=Fraction(1, 2), count=1)"
    )
    assert one.total == Fraction(1, 2) and one.tiles == (("11m",),)


def test_a_result_compares_its_scored_fields_only_and_keeps_its_total() -> None:
    hand = "123m456p789s123m55p|EE0000||from=1"
    first = score_hand(hand, rules="international")
    again = ScoreResult(
        first.hand, first.rule_system, first.fans, first.best_reading, first.minimum,
        kind=first.kind,
    )  # fmt: skip
    assert first == again and hash(first) == hash(again)  # system and options not compared
    assert first != ScoreResult(first.hand, "X", first.fans, first.best_reading, 3)
    assert score_hand(hand, rules="international").fans == first.fans
    assert first.total == sum(f.points * f.count for f in first.fans)
    assert first.outcome is first.outcome  # worked out once, then kept
    # East wins on North's discard (from=1, the player on the left): North pays the
    # chart's full score for the total, nobody else pays.
    score = full_score(first.total, first.rule_options)
    assert score > 0 and first.payments == {"E": score, "S": 0, "W": 0, "N": -score}
    assert "ScoreResult(hand=" in repr(first) and ", system=" not in repr(first)


def test_settlement_and_fourth_part_values_compare_by_their_fields() -> None:
    assert Payment("X", ("E",), "S", 5) == Payment("X", ("E",), "S", 5, "")
    assert Payment("X", ("E",), "S", 5) != Payment("X", ("E",), "S", 5, "note")
    assert hash(Outcome(("E",), "discard", "S")) == hash(Outcome(("E",), "discard", giver="S"))
    parsed = parse_extras("from=2,kong=Sc")
    made = Extras(("from", "kong"), from_text="2", kongs=(KongEvent("S", "c"),))
    assert parsed == made and hash(parsed) == hash(made) and bool(made) and not Extras()
    assert Record("draw", None, made) == Record("draw", None, parsed)
    assert repr(KongEvent("N", "d", "E")) == "KongEvent(seat='N', kind='d', discarder='E')"


def test_option_values_and_limits_are_the_options_own() -> None:
    system = get_rule_system("international")
    options = system.resolve_options({"min_fan": 2, "max_fan": 12})
    values = option_values(options)
    assert values == dict(options) and option_values(options) is values
    assert limits(system, options) == (2, 12) == (system.min_fan(options), system.max_fan(options))
    other = system.resolve_options({"max_fan": 10})
    assert limits(system, other) == (system.min_fan(other), 10)
