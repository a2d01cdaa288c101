"""The engine's fast paths agree with the plain definitions they replace.

Each fast path (issue 25, speed) is checked against the slow, obvious form of the same
rule on many hands, among them hands built to sit on the edge of the special shapes.
Deterministic: fixed seeds, so a failure names the same hand every run.
"""

from __future__ import annotations

import random

from scoring import parse_hand
from scoring.mcr.reading import completes_special_shape, special_waits
from scoring.tiles import KNITTED_STRAIGHTS, NUM_TILES, THIRTEEN_ORPHANS, format_tiles
from tests.scoring_generator import HandGenerator


def _near_special(rng: random.Random) -> list[int]:
    """13 tiles close to a special shape: a knitted straight with or without the honors,
    thirteen orphans, seven pairs, each with a few tiles changed."""
    kind = rng.randrange(4)
    if kind == 0:  # honors and knitted tiles
        pool = sorted(rng.choice(KNITTED_STRAIGHTS)) + list(range(27, 34))
        tiles = rng.sample(pool, 13)
    elif kind == 1:  # knitted straight and four more
        tiles = sorted(rng.choice(KNITTED_STRAIGHTS))
        tiles += [rng.randrange(NUM_TILES) for _ in range(4)]
    elif kind == 2:  # thirteen orphans
        tiles = list(THIRTEEN_ORPHANS)
    else:  # seven pairs
        pairs = rng.sample(range(NUM_TILES), 7)
        tiles = [t for t in pairs for _ in range(2)][:13]
    for _ in range(rng.randrange(3)):  # a change or two
        tiles[rng.randrange(len(tiles))] = rng.randrange(NUM_TILES)
    while len(tiles) > 13:
        tiles.pop(rng.randrange(len(tiles)))
    return tiles


def _hands() -> list[str]:
    rng = random.Random(25)
    written = [h.waiting for h in HandGenerator(25).hands(600)]
    while len(written) < 3600:
        tiles = _near_special(rng)
        if max(tiles.count(t) for t in tiles) <= 4:
            written.append(format_tiles(sorted(tiles)))
    # one declared set beside a knitted straight and a tile
    for knit in KNITTED_STRAIGHTS:
        body = format_tiles(sorted(knit))
        for extra in ("E", "5m", "9s"):
            written.append(f"[EEE]{body}{extra}")
    return written


def test_special_waits_are_the_tiles_that_complete_a_special_shape():
    """`special_waits` finds the special-shape waits from the shapes' terms; trying each
    of the 34 tiles with `completes_special_shape` is the definition."""
    bad = []
    checked = 0
    for text in _hands():
        hand = parse_hand(text, tiles_expected=13)
        slow = {t for t in range(NUM_TILES) if completes_special_shape(hand, t)}
        checked += bool(slow)
        if special_waits(hand) != slow:
            bad.append(f"{text}: {sorted(special_waits(hand))} != {sorted(slow)}")
    assert not bad, "\n".join(bad[:20])
    assert checked > 300  # the sample does reach the special shapes
