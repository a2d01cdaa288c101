"""What every fan may look at besides the reading: the tiles, the winning tile, the
situation with its flags checked, and whether the winning tile was the only wait."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from scoring.decompose import standard_waits
from scoring.hand import WIND_LETTERS, Hand
from scoring.tiles import EAST, NUM_TILES, Tile, counts_of


@dataclass
class Context:
    hand: Hand
    counts: tuple[int, ...]  # every tile of the hand, kongs with four
    present: frozenset[Tile]
    mask: int  # the tiles present as bits: tile t is bit t
    win: Tile
    self_drawn: bool
    last_tile: bool
    wall_last: bool
    kong: bool
    prevalent: Tile
    seat: Tile
    waits_before: list[int]  # the concealed tiles before the win, for `only_wait`

    @cached_property
    def only_wait(self) -> bool:
        """The winning tile was the only tile that completed the hand (by shape)."""
        needed = 4 - len(self.hand.melds)
        seven_pairs = not self.hand.melds
        return len(shape_waits(self.waits_before, needed, seven_pairs, stop_at=2)) == 1

    @property
    def declared(self) -> int:
        return len(self.hand.melds)


def shape_waits(
    concealed: list[int], needed: int, seven_pairs: bool, stop_at: int = NUM_TILES
) -> list[Tile]:
    """Tiles that complete these concealed tiles by shape alone.

    The MIL rulings judge Edge, Closed and Single Wait "formally": a tile counts as a
    wait whatever has been discarded, so copies already in sight are not looked at.
    """
    found = standard_waits(concealed, needed, stop_at)
    if seven_pairs and len(found) < stop_at and sum(concealed) == 13:
        odd = [t for t in range(NUM_TILES) if concealed[t] % 2]
        if len(odd) == 1 and odd[0] not in found:
            found = sorted([*found, odd[0]])
    return found


def build_context(hand: Hand) -> Context:
    tiles = hand.all_tiles
    counts = counts_of(tiles)
    concealed = counts_of(hand.concealed)
    win = hand.winning_tile
    s = hand.situation
    # Three of the winning tile in the hand's own sets: the one won is necessarily the
    # last of its kind, whatever the flag says.
    melded_copies = counts[win] - concealed[win]
    last_tile = s.last_tile or (melded_copies == 3 and concealed[win] == 1)
    before = concealed[:]
    before[win] -= 1
    present = frozenset(tiles)
    mask = 0
    for t in present:
        mask |= 1 << t
    return Context(
        hand=hand,
        counts=tuple(counts),
        present=present,
        mask=mask,
        win=win,
        self_drawn=s.self_drawn,
        last_tile=last_tile,
        wall_last=s.wall_last,
        kong=s.kong,
        prevalent=EAST + WIND_LETTERS.index(s.prevalent_wind),
        seat=EAST + WIND_LETTERS.index(s.seat_wind),
        waits_before=before,
    )
