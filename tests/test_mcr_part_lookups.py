"""The two forms of the per-suit look-ups (issue 25, speed) give the same answers.

Pure Python keys the wait tables (decompose.standard_waits) and the suits' groups
(mcr.reading.concealed_readings) by the tuple of the counts; compiled, by an int code of
them (decompose.suit_code). Only one form runs in a process, so both are called here
directly, on every suit of 0-4 of each tile (at most 14 tiles) and every honors of 0-5
of each, and on random whole hands: a code shared by two suits, or a slice off by one, would differ.
"""

from __future__ import annotations

import random
from itertools import product

from scoring.decompose import (
    _honor_info,
    _honor_info_by_code,
    _suit_info,
    _suit_info_by_code,
    honor_code,
    suit_code,
)
from scoring.mcr.reading import _suit_groups, _suit_groups_by_code


def _hand_counts(rng: random.Random, tiles: int) -> list[int]:
    counts = [0] * 34
    while sum(counts) < tiles:
        t = rng.randrange(34)
        if counts[t] < 4:
            counts[t] += 1
    return counts


def test_no_two_suits_share_a_code() -> None:
    seen: dict[int, tuple[int, ...]] = {}
    for key in product(range(5), repeat=9):
        if sum(key) > 14:
            continue
        counts = [0] * 9 + list(key) + [0] * 16
        code = suit_code(counts, 9)
        assert seen.setdefault(code, key) == key
    assert len(seen) > 100_000


def test_honor_codes_differ_for_different_honors() -> None:
    seen: dict[int, tuple[int, ...]] = {}
    for key in product(range(6), repeat=7):
        code = honor_code([0] * 27 + list(key))
        assert seen.setdefault(code, key) == key
    assert len(seen) == 6**7


def test_both_forms_give_the_same_waits_and_groups() -> None:
    rng = random.Random(2025)
    for _ in range(3000):
        counts = _hand_counts(rng, rng.choice((13, 14)))
        for base in (0, 9, 18):
            key = tuple(counts[base : base + 9])
            assert _suit_info_by_code(counts, base) == _suit_info(key), (base, key)
            assert _suit_groups_by_code(counts, base) == _suit_groups(base, key), (base, key)
        honors = tuple(counts[27:])
        assert _honor_info_by_code(counts) == _honor_info(honors), honors
