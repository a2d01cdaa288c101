"""The complete table of one suit's splits (scoring.decompose.suit_readings, issue 25,
speed) agrees with the search it replaces, for every suit a hand can hold.

Nine counts of 0-4 number almost two million: every key of the table is checked against
the search, and 20,000 others drawn with a fixed seed must have no complete split.
"""

from __future__ import annotations

import random

import pytest

from scoring.decompose import _complete_table, split_search, suit_readings


@pytest.mark.slow
def test_every_split_in_the_table_is_the_searched_one() -> None:
    table = _complete_table()
    assert len(table) > 20_000
    for key, splits in table.items():
        assert splits == split_search(key), key
        assert suit_readings(key) == splits


@pytest.mark.slow
def test_a_suit_outside_the_table_has_no_complete_split() -> None:
    table = _complete_table()
    rng = random.Random(25)
    tried = 0
    while tried < 20_000:
        key = tuple(rng.randrange(5) for _ in range(9))
        if sum(key) > 14 or key in table:
            continue
        assert split_search(key) == (), key
        assert suit_readings(key) == ()
        tried += 1


def test_a_suit_larger_than_a_hand_is_still_searched() -> None:
    key = (3, 3, 3, 3, 3, 0, 0, 0, 0)  # five pungs: 15 tiles
    assert suit_readings(key) == split_search(key)
    assert ((0, 2, 4, 6, 8), -1) in suit_readings(key)
