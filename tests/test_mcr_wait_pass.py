"""The wait detector's one pass over a reading (`single_wait_fan`) agrees with the two
plain rules it joins: `wait_fan`, then `shows_another_wait` (issue 25, speed).

Every standard reading of generated hands, each tried with every tile of its own as the
winning tile, so that every kind of wait and every other-wait case comes up.
Deterministic: a fixed seed.
"""

from __future__ import annotations

from scoring import parse_hand
from scoring.mcr.reading import Reading, Shape, all_readings
from scoring.mcr.waiting import shows_another_wait, single_wait_fan, wait_fan
from tests.scoring_generator import HandGenerator


def _standard_readings() -> list[tuple[Reading, int]]:
    found = []
    for generated in HandGenerator(11).hands(400):
        hand = parse_hand(generated.notation)
        for reading in all_readings(hand):
            if reading.shape is Shape.STANDARD:
                found.append((reading, len(hand.melds)))
    return found


def test_one_pass_agrees_with_the_two_rules_for_every_winning_tile() -> None:
    cases = kinds = 0
    seen: set[object] = set()
    for reading, declared in _standard_readings():
        groups = reading.groups[declared:]
        for win in {t for g in groups for t in g.tiles}:
            plain = wait_fan(groups, win)
            if plain is not None and shows_another_wait(groups, win):
                plain = None
            assert single_wait_fan(groups, win) == plain, (str(reading), win)
            seen.add(None if plain is None else plain[0])
            cases += 1
    kinds = len(seen)
    assert cases > 1000
    assert kinds == 4  # edge, closed, single wait, and none of them


def test_a_chow_won_at_its_open_end_is_no_wait_fan() -> None:
    hand = parse_hand("123m456p789s99p45m6m")  # won on 6m: 45m waited on 3m too
    (reading,) = all_readings(hand)
    fan, chow = wait_fan(reading.groups, hand.winning_tile) or (0, None)
    assert (fan, str(chow)) == (77, "456m")  # by itself, an edge wait
    assert single_wait_fan(reading.groups, hand.winning_tile) is None
