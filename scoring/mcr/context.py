"""What every fan may look at besides the reading: the tiles, the winning tile, the
situation with its flags checked, and whether the winning tile was the only wait."""

from __future__ import annotations

from dataclasses import dataclass

from scoring.decompose import is_standard
from scoring.hand import WIND_LETTERS, Hand
from scoring.tiles import EAST, NUM_TILES, Tile, counts_of


@dataclass(frozen=True)
class Context:
    hand: Hand
    counts: tuple[int, ...]  # every tile of the hand, kongs with four
    present: frozenset[Tile]
    win: Tile
    self_drawn: bool
    last_tile: bool
    wall_last: bool
    kong: bool
    prevalent: Tile
    seat: Tile
    only_wait: bool  # the winning tile was the only tile that completed the hand

    @property
    def declared(self) -> int:
        return len(self.hand.melds)


def shape_waits(concealed: list[int], needed: int, seven_pairs: bool) -> list[Tile]:
    """Tiles that complete these concealed tiles by shape alone.

    The MIL rulings judge Edge, Closed and Single Wait "formally": a tile counts as a
    wait whatever has been discarded, so copies already in sight are not looked at.
    """
    found = []
    for t in range(NUM_TILES):
        concealed[t] += 1
        if is_standard(concealed, needed) or (seven_pairs and all(n % 2 == 0 for n in concealed)):
            found.append(t)
        concealed[t] -= 1
    return found


def build_context(hand: Hand) -> Context:
    counts = counts_of(hand.all_tiles)
    concealed = counts_of(hand.concealed)
    win = hand.winning_tile
    s = hand.situation
    # Three of the winning tile in the hand's own sets: the one won is necessarily the
    # last of its kind, whatever the flag says.
    melded_copies = sum(m.tiles.count(win) for m in hand.melds)
    last_tile = s.last_tile or (melded_copies == 3 and concealed[win] == 1)
    before = concealed[:]
    before[win] -= 1
    waits = shape_waits(before, 4 - len(hand.melds), seven_pairs=not hand.melds)
    return Context(
        hand=hand,
        counts=tuple(counts),
        present=frozenset(t for t in range(NUM_TILES) if counts[t]),
        win=win,
        self_drawn=s.self_drawn,
        last_tile=last_tile,
        wall_last=s.wall_last,
        kong=s.kong,
        prevalent=EAST + WIND_LETTERS.index(s.prevalent_wind),
        seat=EAST + WIND_LETTERS.index(s.seat_wind),
        only_wait=len(waits) == 1,
    )
