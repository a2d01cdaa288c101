"""The chow and pung plans kept under a canonical key give what the plain rules give.

`scoring.mcr.combine` keeps each plan under its sets' tiles with the suits renamed in
reading order (and, for pungs, the ranks moved down): a plan found for one set of
chows is replayed on another in other suits. These tests check that assumption (the
fans treat the suits alike) on every set of three chows, every set of suited pungs and
a fixed sample of four chows with and without a pair of 5s, against the plan worked
out from the tiles as they are.
"""

from __future__ import annotations

import random
from itertools import combinations_with_replacement

from scoring.decompose import reading_order
from scoring.mcr.combine import _chow_plan, _pung_plan, canonical_suits, chow_plan, pung_plan

CHOW_STARTS = [suit * 9 + rank for suit in range(3) for rank in range(7)]
SUITED = list(range(27))


def _in_reading_order(tiles: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(sorted(tiles, key=reading_order))


def test_renaming_keeps_the_reading_order_and_the_ranks() -> None:
    rng = random.Random(25)
    for _ in range(500):
        tiles = _in_reading_order(tuple(rng.choice(CHOW_STARTS) for _ in range(4)))
        renamed, _ = canonical_suits(tiles)
        assert [t % 9 for t in renamed] == [t % 9 for t in tiles]
        assert list(renamed) == sorted(renamed, key=reading_order)
        # same suit before, same suit after; different before, different after
        for i in range(4):
            for j in range(4):
                assert (tiles[i] // 9 == tiles[j] // 9) == (renamed[i] // 9 == renamed[j] // 9)


def test_a_pair_in_a_suit_of_no_chow_takes_a_suit_of_no_chow() -> None:
    # chows in dots (9) only, the pair 5 of bamboo: the chows become characters and the
    # pair stays apart from them
    renamed, pair = canonical_suits((9, 9, 15, 15), 22)
    assert renamed == (0, 0, 6, 6)
    assert pair // 9 != 0 and pair % 9 == 4


def test_every_three_chows_plan_as_their_tiles_do() -> None:
    for tiles in combinations_with_replacement(CHOW_STARTS, 3):
        ordered = _in_reading_order(tiles)
        assert chow_plan(ordered) == _chow_plan.__wrapped__(ordered, -1), ordered


def test_four_chows_plan_as_their_tiles_do_with_or_without_a_pair_of_fives() -> None:
    rng = random.Random(5)
    terminal = [suit * 9 + rank for suit in range(3) for rank in (0, 6)]
    for n in range(3000):
        pool = terminal if n % 3 == 0 else CHOW_STARTS  # a third near Terminal Chows
        ordered = _in_reading_order(tuple(rng.choice(pool) for _ in range(4)))
        pair = rng.choice((-1, 4, 13, 22))
        assert chow_plan(ordered, pair) == _chow_plan.__wrapped__(ordered, pair), (ordered, pair)


def test_every_set_of_suited_pungs_plans_as_its_tiles_do() -> None:
    for size in (2, 3, 4):
        for tiles in combinations_with_replacement(SUITED, size):
            if len(set(tiles)) < size:
                continue  # a tile makes one pung at most
            ordered = _in_reading_order(tiles)
            assert pung_plan(ordered) == _pung_plan.__wrapped__(ordered), ordered
