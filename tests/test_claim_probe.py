"""A claimed fan the hand lacks is explained from the detectors that can find it only
(`Reasons._probe`), not from every detector on every reading. That is sound only if the
other detectors cannot change what is said of that fan: here every fan the engine knows
is explained, on every hand of a corpus and under the default and the other rulings,
once through the probe and once by a Reasons that always runs every detector (the way
before the probe), and the two answers, reason, kind and facts, must be the same."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from scoring.claim_reasons import Reasons
from scoring.errors import HandError
from scoring.mcr.evaluate import Evaluation, evaluate
from scoring.mcr.fans import FANS
from scoring.mcr.reading import all_readings
from scoring.mcr.registry import DETECTORS, RULING_FREE
from scoring.mcr.rulings import MIL_2015, Rulings
from scoring.mcr.tally import Tally
from scoring.notation import parse_hand
from tests.scoring_generator import HandGenerator

DATA = Path(__file__).parent / "data" / "gb-fan-cases.json"
# Every ruling switched away from MIL 2015: other exclusions, and waits with a knitted
# straight not scored (the probe must say the same under them too).
OTHER_RULINGS = Rulings(
    kong_item=False, concealed_kongs_with_three=True, knitted_straight_waits=False
)


class EveryDetector(Reasons):
    """The reasons as they were before the probe: every question about a fan answered
    from a run of every detector on the reading."""

    def _probe(self, ev: Evaluation, key: int) -> Tally:
        return self._raw_of(ev)[0]


def _corpus() -> list[str]:
    hands = [h.notation for h in HandGenerator(25).hands(400)]
    cases = json.loads(DATA.read_text(encoding="utf-8"))["fanCases"]
    return hands + [c["input"] for c in cases]


def _answers(kind: type[Reasons], text: str, rulings: Rulings) -> list[tuple[object, ...]]:
    hand = parse_hand(text)
    best, evaluations, ctx = evaluate(hand, rulings)
    assert best is not None
    counted: Counter[int] = Counter()
    for key, _ in best.counted:
        counted[key] += 1
    answers: list[tuple[object, ...]] = []
    for key in sorted(FANS):
        # A new Reasons for each fan: what one answer computed must not help the next.
        reasons = kind(hand, best, evaluations, ctx, counted, rulings)
        for times in (1, counted[key] + 1):
            answer = reasons.explain(key, times)
            answers.append((key, times, *answer, dict(reasons.facts)))
    return answers


@pytest.mark.parametrize("rulings", [MIL_2015, OTHER_RULINGS], ids=["MIL 2015", "other"])
def test_the_probe_says_what_every_detector_says(rulings: Rulings) -> None:
    compared = 0
    for text in _corpus():
        try:
            parse_hand(text)
        except HandError:
            continue
        probed = _answers(Reasons, text, rulings)
        assert probed == _answers(EveryDetector, text, rulings), text
        compared += len(probed)
    assert compared > 400 * 2 * 80  # the corpus was read, every fan of each hand asked


def test_a_ruling_free_detector_finds_the_same_under_every_ruling() -> None:
    # What the probe takes from a scored reading instead of running the detector again.
    assert RULING_FREE  # chow and pung combinations, the suits, the wait, ...
    ran = 0
    for text in _corpus():
        try:
            hand = parse_hand(text)
        except HandError:
            continue
        _, _, ctx = evaluate(hand)
        for reading in all_readings(hand):
            for shapes, _, detect, extra in DETECTORS:
                if detect not in RULING_FREE or reading.shape not in shapes | extra:
                    continue
                found = []
                for rulings_on in (False, True):
                    ctx.find_all = ctx.knitted_straight_waits = rulings_on
                    tally = Tally()
                    detect(reading, ctx, tally)
                    found.append((tally.found, tally.notes, tally.withins()))
                assert found[0] == found[1], (text, detect.__name__)
                ran += 1
    assert ran > 2000
