"""Properties of the scoring engine over random legal hands (tests/scoring_generator.py).

Deterministic: a fixed seed and a fixed sample, so a failure names the same hand every run.
"""

from __future__ import annotations

import random
from dataclasses import replace
from functools import cache

import pytest

import scoring
from scoring import score_hand, waits
from tests.scoring_generator import GeneratedHand, HandGenerator
from tests.scoring_reference import (
    HONORS,
    TILES,
    Hand,
    format_hand,
    format_tiles,
    meld_text,
    parse_hand,
    situation_keywords,
    situation_tail,
)

SAMPLE = 1_500
SEED = 81


@cache
def sample() -> tuple[GeneratedHand, ...]:
    return tuple(HandGenerator(SEED).hands(SAMPLE))


def fan_list(result) -> list[tuple[int | None, int]]:
    return [(f.fan_id, f.count) for f in result.fans]


def _failures(check) -> list[str]:
    bad = []
    for h in sample():
        problem = check(h)
        if problem:
            bad.append(f"{h.notation}: {problem}")
    return bad


def _assert_none(bad: list[str]) -> None:
    assert not bad, f"{len(bad)} hands fail; first 20:\n" + "\n".join(bad[:20])


@pytest.mark.slow
def test_notation_round_trip():
    """scoring.format_hand writes what scoring.parse_hand read: the same hand, concealed
    tiles sorted before the winning tile; formatting again changes nothing; same score."""

    def canonical(hand):
        return replace(hand, concealed=tuple(sorted(hand.concealed[:-1])) + hand.concealed[-1:])

    def check(h: GeneratedHand):
        parsed = scoring.parse_hand(h.notation)
        text = scoring.format_hand(parsed)
        again = scoring.parse_hand(text)
        if again != canonical(parsed):
            return f"{text} reads back as {again}, not {canonical(parsed)}"
        if scoring.format_hand(again) != text:
            return f"{text} formats again as {scoring.format_hand(again)}"
        if fan_list(score_hand(text)) != fan_list(score_hand(h.notation)):
            return f"{text} scores differently"
        return None

    _assert_none(_failures(check))


@pytest.mark.slow
def test_total_is_the_sum_of_the_fans_and_minimum_ignores_flowers():
    def check(h: GeneratedHand):
        r = score_hand(h.notation)
        flowers = parse_hand(h.notation).situation.flowers
        if r.total != sum(f.points * f.count for f in r.fans):
            return f"total {r.total} is not the sum of {fan_list(r)}"
        flower_fans = sum(f.count for f in r.fans if f.fan_id == 81)
        if flower_fans != flowers:
            return f"{flowers} flowers scored as {flower_fans}"
        if r.meets_minimum != (r.total - flowers >= 8):
            return f"meets_minimum {r.meets_minimum} with {r.total} fan and {flowers} flowers"
        return None

    _assert_none(_failures(check))


@pytest.mark.slow
def test_a_flower_adds_exactly_one_fan():
    def check(h: GeneratedHand):
        hand = parse_hand(h.notation)
        n = hand.situation.flowers
        if n == 8:
            return None
        body = format_hand(hand, tail=False)
        before = score_hand(body, **situation_keywords(hand.situation))
        after = score_hand(body, **situation_keywords(replace(hand.situation, flowers=n + 1)))
        if after.total != before.total + 1:
            return f"{n} -> {n + 1} flowers: total {before.total} -> {after.total}"
        if [x for x in fan_list(after) if x[0] != 81] != [
            x for x in fan_list(before) if x[0] != 81
        ]:
            return f"a flower changed other fans: {fan_list(before)} -> {fan_list(after)}"
        if after.meets_minimum != before.meets_minimum:
            return "a flower changed meets_minimum"
        return None

    _assert_none(_failures(check))


@pytest.mark.slow
def test_tail_and_keywords_agree():
    def check(h: GeneratedHand):
        hand = parse_hand(h.notation)
        by_tail = score_hand(h.notation)
        by_keywords = score_hand(
            format_hand(hand, tail=False), **situation_keywords(hand.situation)
        )
        if fan_list(by_tail) != fan_list(by_keywords) or by_tail.total != by_keywords.total:
            return f"tail {fan_list(by_tail)} != keywords {fan_list(by_keywords)}"
        return None

    _assert_none(_failures(check))


def _shuffled(hand: Hand, rng: random.Random) -> str:
    """Concealed tiles in a random order (the winning tile stays last), melds among them."""
    rest = list(hand.concealed[:-1])
    rng.shuffle(rest)
    melds = [meld_text(m) for m in hand.melds]
    rng.shuffle(melds)
    out: list[str] = []
    for t in rest:  # one tile at a time: "3m", "E"
        if melds and rng.random() < 0.3:
            out.append(melds.pop())
        out.append(t)
    return "".join(melds) + "".join(out) + hand.concealed[-1] + situation_tail(hand.situation)


@pytest.mark.slow
def test_order_of_concealed_tiles_and_melds_does_not_matter():
    rng = random.Random(7)

    def check(h: GeneratedHand):
        hand = parse_hand(h.notation)
        reordered = _shuffled(hand, rng)
        a, b = score_hand(h.notation), score_hand(reordered)
        if fan_list(a) != fan_list(b) or a.total != b.total:
            return f"{reordered} scores {fan_list(b)}, not {fan_list(a)}"
        return None

    _assert_none(_failures(check))


@pytest.mark.slow
def test_honors_written_as_z_digits_score_the_same():
    z = {h: f"{i + 1}z" for i, h in enumerate(HONORS)}

    def check(h: GeneratedHand):
        body, _, tail = h.notation.partition("|")
        if not any(c in HONORS for c in body):
            return None
        zbody = "".join(z.get(c, c) for c in body)
        written = zbody + ("|" + tail if tail else "")
        a, b = score_hand(h.notation), score_hand(written)
        if fan_list(a) != fan_list(b):
            return f"{written} scores {fan_list(b)}"
        return None

    _assert_none(_failures(check))


def test_winning_tile_is_among_the_waits_of_the_hand_before_it():
    def check(h: GeneratedHand):
        got = waits(h.waiting)
        if h.win_tile not in got:
            return f"waits({h.waiting!r}) = {got} misses {h.win_tile}"
        if got != sorted(got, key=TILES.index):
            return f"waits({h.waiting!r}) = {got} not in tile order"
        return None

    _assert_none(_failures(check))


def test_every_wait_wins():
    """Each tile `waits` names completes the hand: score_hand accepts it."""

    def check(h: GeneratedHand):
        for t in waits(h.waiting):
            text = h.waiting + format_tiles([t])
            try:
                score_hand(text)
            except ValueError as exc:
                return f"{text} is named a wait but does not score: {exc}"
        return None

    bad = []
    for h in sample()[:300]:
        problem = check(h)
        if problem:
            bad.append(problem)
    _assert_none(bad)


@pytest.mark.parametrize("seat,prevalent", [("E", "E"), ("S", "W"), ("N", "S")])
@pytest.mark.slow
def test_winds_only_matter_to_wind_pungs(seat, prevalent):
    wind_fans = {1, 9, 38, 60, 61, 73}

    def check(h: GeneratedHand):
        hand = parse_hand(h.notation)
        body = format_hand(hand, tail=False)
        kw = situation_keywords(hand.situation)
        kw.update(seat_wind=seat, prevalent_wind=prevalent)
        a, b = score_hand(h.notation), score_hand(body, **kw)
        strip = lambda fl: [x for x in fan_list(fl) if x[0] not in wind_fans]  # noqa: E731
        if strip(a) != strip(b):
            return f"winds {prevalent}{seat}: {fan_list(b)} vs {fan_list(a)}"
        return None

    _assert_none(_failures(check))


def test_scoring_is_repeatable():
    for h in sample()[:200]:
        a, b = score_hand(h.notation), score_hand(h.notation)
        assert fan_list(a) == fan_list(b) and a.total == b.total, h.notation


def test_wait_table_agrees_with_waits_and_score_hand():
    for h in sample()[:200]:
        table = scoring.wait_table(h.waiting)
        assert [t for t, _r in table] == waits(h.waiting), h.waiting
        for t, result in table:
            assert fan_list(result) == fan_list(score_hand(h.waiting + t)), (h.waiting, t)
