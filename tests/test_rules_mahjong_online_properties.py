"""MahJong Online: invariants over random legal hands (tests/mahjong_online_generator.py)
and properties: payments sum to zero, the cap holds, an option changes only what it
names, a flower adds one auxiliary point.

The default run checks 10,000 generated hands once (a few seconds); the option and
flower properties use a smaller sample of the same hands.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from scoring import HandError, score_hand
from scoring.mahjong_online import RULES, basic_score, total_score
from scoring.mahjong_online.elements import MAX_KEYS
from scoring.notation import parse_record
from tests.mahjong_online_generator import MOHandGenerator

HANDS = MOHandGenerator(2026).hands(10_000)
SAMPLE = HANDS[:1500]
AUX = "MO-AUX"


def score(hand: str, **options):
    return score_hand(hand, rules="MO", options=options or None)


def scoring_fans(result) -> dict:
    return {f.fan_id: (f.count, f.total) for f in result.fans if f.fan_id != AUX}


@pytest.mark.slow
def test_ten_thousand_hands_keep_the_invariants():
    elements = RULES.fans
    seen: set = set()
    for hand in HANDS:
        result = score(hand)  # no crash: every generated hand is legal and wins
        keys = {f.key for f in result.fans}
        seen |= {f.fan_id for f in result.fans}
        # The total is the sum of the counted elements, capped at 12.
        assert result.raw_total == sum(f.points * f.count for f in result.fans), hand
        assert result.total == min(result.raw_total, 12), hand
        assert 0 <= result.total <= 12 and (result.total * 2).denominator == 1
        # Exclusions are never both counted; a Max hand stands alone (with the bonus).
        for key in keys:
            assert not keys & set(elements[key].excludes), (hand, key)
        if keys & MAX_KEYS:
            assert keys - {37} <= MAX_KEYS, hand
        # Payments: exact, summing to zero; the winner receives his Total Score.
        payments = result.payments
        assert sum(payments.values()) == 0, hand
        s = result.hand.situation
        t = total_score(result.total, s.seat_wind, s.self_drawn)
        assert payments[s.seat_wind] == t, hand
        assert t == basic_score(result.total) * (
            Fraction(3, 2) if s.seat_wind == "E" or s.self_drawn else 1
        )
        # The minimum compares the scoring hands only, never the auxiliary bonus.
        hand_fan = sum(f.total for f in result.fans if f.fan_id != AUX)
        assert result.meets_minimum == (hand_fan >= 2), hand
    assert seen == {e.id for e in elements.values()}, "the generator reaches every element"


def _differs(hand: str, options: dict) -> tuple[dict, dict]:
    before, after = score(hand), score(hand, **options)
    return scoring_fans(before), scoring_fans(after)


def test_min_fan_changes_only_the_minimum():
    for hand in SAMPLE[:300]:
        a, b = score(hand), score(hand, min_fan=5)
        assert scoring_fans(a) == scoring_fans(b) and a.payments == b.payments
        assert b.meets_minimum == (b.minimum_total >= 5)


@pytest.mark.parametrize(
    ("options", "named"),
    [
        ({"no_flower_fan": "every_hand"}, {"MO-36"}),
        ({"no_flower_fan": "off"}, {"MO-36"}),
        ({"terminals_with_all_triplets": "exclude"}, {"MO-17"}),
    ],
)
@pytest.mark.slow
def test_an_option_changes_only_what_it_names(options, named):
    changed = 0
    for hand in SAMPLE:
        before, after = _differs(hand, options)
        if any(k in MAX_KEYS for k in (*before, *after)):
            continue
        diff = {k for k in before.keys() | after.keys() if before.get(k) != after.get(k)}
        assert diff <= named, (hand, diff)
        changed += bool(diff)
    assert changed, "the sample holds hands the option changes"


@pytest.mark.slow
def test_humanly_dealer_changes_only_the_dealers_first_discard_win():
    changed = 0
    for hand in SAMPLE:
        record = parse_record(hand)
        s = record.hand.situation
        a, b = score(hand), score(hand, humanly_dealer=False)
        concerned = record.extras.first and s.seat_wind == "E" and not s.self_drawn
        if not concerned:
            assert scoring_fans(a) == scoring_fans(b), hand
        elif a.fan("MO-25") is not None:
            assert b.fan("MO-25") is None
            changed += 1
    hand = "345m345p345sCCC9p9p|EE0000||first,from=1"  # M-25b
    assert score(hand).fan("MO-25") and not score(hand, humanly_dealer=False).fan("MO-25")


@pytest.mark.slow
def test_nine_gates_option_changes_only_nine_latterns():
    for hand in SAMPLE:
        a, b = score(hand), score(hand, nine_gates="nine_wait")
        if a.fan("MO-28") is None:
            assert scoring_fans(a) == scoring_fans(b), hand


def test_flowers_off_refuses_flowers_and_changes_only_no_flowers():
    for hand in SAMPLE[:500]:
        record = parse_record(hand)
        if record.hand.flowers:
            with pytest.raises(HandError, match="without flowers"):
                score(hand, flowers=False)
            continue
        before, after = _differs(hand, {"flowers": False})
        diff = {k for k in before.keys() | after.keys() if before.get(k) != after.get(k)}
        assert diff <= {"MO-36"}, hand


def _with_flowers(hand: str, n: int) -> str:
    parts = hand.split("|")
    while len(parts) < 3:
        parts.append("")
    parts[2] = str(n) if n else ""
    return "|".join(parts)


@pytest.mark.slow
def test_a_flower_adds_one_auxiliary_point():
    """Each flower is one auxiliary point (6.1): the bonus follows 0 / 1/2 / 1 as the
    points cross 2 and 4; the scoring hands do not change, except No Flowers."""
    for hand in SAMPLE[:400]:
        base = parse_record(hand).hand
        kongs = sum(
            (2 if m.claimed_from is None else 1) for m in base.melds if m.kind.value == "kong"
        )
        previous = None
        for n in range(0, 9):
            result = score(_with_flowers(hand, n))
            points = kongs + n
            bonus = 0 if points < 2 else Fraction(1, 2) if points < 4 else 1
            aux = result.fan(AUX)
            assert (aux.total if aux else 0) == bonus, (hand, n)
            fans = scoring_fans(result)
            if n:
                assert "MO-36" not in fans
            fans.pop("MO-36", None)
            if previous is not None:
                assert fans == previous, (hand, n)
            previous = fans


@pytest.mark.slow
def test_whole_hand_elements_agree_with_the_tiles_and_flags():
    """Elements that depend on the tiles or the situation only, checked against their
    condition worked out here from the notation (not from the module's code)."""
    for hand in HANDS[:3000]:
        result = score(hand)
        ids = {f.fan_id for f in result.fans}
        h = result.hand
        s = h.situation
        tiles = h.all_tiles
        honors = any(t >= 27 for t in tiles)
        suits = {t // 9 for t in tiles if t < 27}
        claimed = [m for m in h.melds if m.claimed_from is not None]
        kongs = [m for m in h.melds if m.kind.value == "kong"]
        aux = sum(1 if m.claimed_from is not None else 2 for m in kongs) + h.flowers
        bonus = 0 if aux < 2 else Fraction(1, 2) if aux < 4 else 1
        aux_fan = result.fan(AUX)
        assert (aux_fan.total if aux_fan else 0) == bonus, hand
        if ids & {"MO-23", "MO-24", "MO-25", "MO-26", "MO-27", "MO-28", "MO-29", "MO-30"} | {
            "MO-31",
            "MO-32",
            "MO-33",
            "MO-34",
            "MO-35",
        }:
            continue  # a Max hand lists only Max hands
        private = not claimed
        assert ("MO-03" in ids) == (private and s.self_drawn), hand
        assert ("MO-04" in ids) == (len(claimed) == 4 and not s.self_drawn), hand
        no_terminal = not honors and all(t % 9 not in (0, 8) for t in tiles)
        assert ("MO-08" in ids) == no_terminal, hand
        assert ("MO-10" in ids) == s.wall_last, hand
        assert ("MO-11" in ids) == (s.kong and s.self_drawn), hand
        assert ("MO-12" in ids) == (s.kong and not s.self_drawn), hand
        assert ("MO-19" in ids) == (len(suits) == 1 and honors), hand
        assert ("MO-22" in ids) == (len(suits) == 1 and not honors), hand
        if "MO-22" in ids:
            assert result.fan("MO-22").total == (7 if private else 6)
        assert ("MO-16" in ids) == (len(kongs) == 3), hand
        winds = sum(1 for f in result.fans if f.fan_id == "MO-01" for _ in range(f.count))
        seat, round_ = 27 + "ESWN".index(s.seat_wind), 27 + "ESWN".index(s.prevalent_wind)
        if not ids & {"MO-20", "MO-21"}:  # four sets and a pair
            assert winds == (tiles.count(seat) >= 3) + (tiles.count(round_) >= 3), hand
            dragons = sum(1 for d in (31, 32, 33) if tiles.count(d) >= 3)
            assert (result.fan("MO-02").count if result.fan("MO-02") else 0) == dragons, hand
