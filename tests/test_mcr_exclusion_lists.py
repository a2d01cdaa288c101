"""The hot path's exclusions (read from lists of fan numbers) are the rule's own
(`_exclusions_under`, read from bit masks, also used for the other rulings profiles)."""

from __future__ import annotations

import random

import pytest

from scoring.mcr.evaluate import _IS_RELATED, _exclusions, _exclusions_under, exclusions_of
from scoring.mcr.fans import FANS

RELATED = [k for k in FANS if _IS_RELATED[k]]


@pytest.mark.parametrize("seed", range(4))
def test_list_exclusions_match_the_bit_mask_rule(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(2500):
        found = rng.sample(RELATED, rng.randint(1, 12))
        bits = 0
        for key in found:
            bits |= 1 << key
        assert _exclusions(tuple(sorted(found))) == _exclusions_under(bits, 0), found
        # What an explanation asks, by bits (unrelated fans among them), is the same.
        bits |= 1 << 81  # Flower Tiles: excludes nothing, excluded by nothing
        assert exclusions_of(bits) == dict(_exclusions_under(bits & ~(1 << 81), 0)[0])


def test_pure_straight_excludes_its_two_parts() -> None:
    # Pure Straight (28) excludes Short Straight (72) and Two Terminal Chows (71).
    assert FANS[28].excludes == (71, 72)
    excluded, dropped = _exclusions((28, 71, 72))
    assert excluded == ((71, 28), (72, 28))
    assert dropped == {71, 72}
