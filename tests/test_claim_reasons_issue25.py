"""Issue 25, item 2: the reasons the issue found wrong. Identical chows: the extra one
is not inside the counted combination, so a pair fan made with it is refused as "one
combination" (the set has joined the others already), not "no disassembly"; a fan the
hand cannot have at all is "absent", not "excluded"; Concealed Hand on a self-drawn
concealed hand names Fully Concealed Hand, which it scores instead."""

from __future__ import annotations

import pytest

from scoring.explain import check_claims


def _wrong(hand: str, claim: list[str]) -> dict[int, object]:
    check = check_claims(hand, claim)
    return {w.fan.key: w for w in check.wrong if w.fan is not None}


@pytest.mark.parametrize(
    "hand, claim, key, by",
    [
        # 123m 123p 123s make Mixed Triple Chow (41); the second 123m makes Pure Double
        # Chow (69) with the first: it has joined already (one combination).
        ("123m123p123s123m55p", "Mixed Double Chow", 70, {41, 69}),
        # 123m 456m 789m make Pure Straight (28); the second 123m is outside it and has
        # joined the first in Pure Double Chow (69).
        ("123456789m123m55p", "Two Terminal Chows", 72, {28, 69}),
        ("123456789m123m55p", "Short Straight", 71, {28, 69}),
    ],
)
def test_identical_chows_are_one_combination(hand, claim, key, by):
    w = _wrong(hand, [claim])[key]
    assert w.kind == "one-combination", w.reason
    assert set(w.by) == by
    assert "one combination only" in w.reason.lower()


def test_pung_of_terminals_on_seven_pairs_is_absent():
    # Seven pairs hold no pung at all: the claim fails on the hand, not on a ruling.
    w = _wrong("1199m1199p11s2277z", ["Pung of Terminals or Honors"])[73]
    assert w.kind == "absent", w.reason
    assert "pung" in w.reason.lower()


def test_chicken_hand_beside_another_fan_is_absent():
    w = _wrong("1199m1199p11s2277z", ["Chicken Hand"])[43]
    assert w.kind == "absent", w.reason
    assert "no other fan" in w.reason or "only when no other fan" in w.reason


def test_concealed_hand_on_a_self_drawn_concealed_hand_names_fully_concealed_hand():
    w = _wrong("12345789p55678m6p|EE1000", ["Concealed Hand"])[62]
    # Concealed Hand's rule needs a win on a discard: absent, and the reason names the
    # fan the same concealment scores when self-drawn.
    assert "Fully Concealed Hand" in w.reason, w.reason
    assert w.kind == "absent"


@pytest.mark.parametrize(
    "hand, shape",
    [
        ("1199m1199p11s2277z", 19),  # Seven Pairs, with terminals and honors
        ("1199m2288p33s77sEE", 19),  # Seven Pairs, no fan beside it that excludes a set fan
        ("11223344556677m", 6),  # Seven Shifted Pairs
        ("19m19p19sESWNCFPP", 7),  # Thirteen Orphans
    ],
)
@pytest.mark.parametrize(
    "claim, key",
    [
        ("Pung of Terminals or Honors", 73),
        ("Double Pung", 65),
        ("All Pungs", 48),
        ("Mixed Double Chow", 70),
        ("Two Concealed Pungs", 66),
    ],
)
def test_a_fan_of_sets_on_a_shape_without_sets_says_so(hand, shape, claim, key):
    """Whatever else the hand scores, a fan made of sets claimed on seven pairs (or
    another shape without sets) is absent for one reason the referee gives first: the
    shape has no sets. It was said only when a counted fan also excluded the claim."""
    w = _wrong(hand, [claim])[key]
    assert w.kind == "absent", w.reason
    assert w.reason.endswith("it has no sets."), w.reason
    assert w.facts.get("no_sets") == (shape,), w.facts


# 111m 222m 333m counts as pungs (Pure Shifted Pungs, 47 fan in all); read as 123m 123m
# 123m it is Pure Triple Chow (31), whose sets also hold Pure Double Chow (69).
TRIPLE = "123m123m123m456p77s|EE1000"


def test_a_pair_fan_inside_another_readings_combination_is_other_reading():
    """The tiles do hold two identical chows, in the reading not counted: the reason is
    "take the maximum", not "the hand does not have it"."""
    w = _wrong(TRIPLE, ["69"])[69]
    assert w.kind == "other-reading", w.reason
    assert "123m 123m 123m 456p 77s" in w.reason and "within Pure Triple Chow" in w.reason
    assert w.facts["within"] == 23


def test_a_shared_name_is_settled_by_a_pair_fan_of_another_reading():
    """ "Pure Double Chow" names fan 69 and (seed 001) fan 13; 13 cannot apply to these
    tiles, 69 is in the other reading: the hand settles it, no question asked."""
    w = _wrong(TRIPLE, ["Pure Double Chow"])[69]
    assert w.kind == "other-reading", w.reason
    assert w.text == "Pure Double Chow"


@pytest.mark.parametrize(
    "hand, shape",
    [
        ("1199m1199p11s2277z|EE1000", "Seven Pairs (24)"),
        ("19m19p19sESWNCFP1m|EE1000", "Thirteen Orphans (88)"),
        ("147m258p369sESWNC|EE1000", "Lesser Honors and Knitted Tiles (12)"),
    ],
)
def test_concealed_hand_self_drawn_where_the_shape_includes_fully_concealed(hand, shape):
    """Self-drawn and concealed, the concealment would be Fully Concealed Hand, which
    these shapes include: the reason says so rather than only "won on a discard", and
    does not say Fully Concealed Hand is counted (it is not)."""
    w = _wrong(hand, ["Concealed Hand"])[62]
    assert w.kind == "absent", w.reason
    assert f"it would be Fully Concealed Hand (4), which {shape} includes" in w.reason
    assert "counted instead" not in w.reason and "instead" not in w.facts
