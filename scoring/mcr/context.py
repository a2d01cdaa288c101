"""What every fan may look at besides the reading: the tiles, the winning tile, the
situation with its flags checked, and whether the winning tile was the only wait."""

from __future__ import annotations

from scoring.decompose import standard_waits
from scoring.hand import WIND_LETTERS, Hand, MeldKind
from scoring.tiles import EAST, NUM_TILES, Tile


class Context:
    """The facts of one hand, shared by all its readings. Built once per hand (a plain
    class with slots: it is read in the engine's hottest loop)."""

    __slots__ = (
        "hand",
        "counts",
        "mask",
        "fours",
        "win",
        "self_drawn",
        "last_tile",
        "wall_last",
        "kong",
        "prevalent",
        "seat",
        "declared",
        "waits_before",
        "knitted_straight_waits",
        "find_all",
        "_only_wait",
    )

    def __init__(
        self,
        hand: Hand,
        counts: tuple[int, ...],  # every tile of the hand, kongs with four
        mask: int,  # the tiles present as bits: tile t is bit t
        fours: int,  # the tiles held four times, as bits (Tile Hog, kongs)
        win: Tile,
        self_drawn: bool,
        last_tile: bool,
        wall_last: bool,
        kong: bool,
        prevalent: Tile,
        seat: Tile,
        waits_before: list[int],  # the concealed tiles before the win, for `only_wait`
    ) -> None:
        self.hand = hand
        self.counts = counts
        self.mask = mask
        self.fours = fours
        self.win = win
        self.self_drawn = self_drawn
        self.last_tile = last_tile
        self.wall_last = wall_last
        self.kong = kong
        self.prevalent = prevalent
        self.seat = seat
        self.declared = len(hand.melds)  # sets written in brackets
        self.waits_before = waits_before
        self.knitted_straight_waits = True  # a ruling (scoring.mcr.rulings)
        # Find also the fans that the fan table will exclude: for explanations, and for
        # rulings that change the exclusions (detect.detectors_for).
        self.find_all = False
        self._only_wait: bool | None = None

    @property
    def present(self) -> frozenset[Tile]:
        """The different tiles of the hand (few fans ask: not kept)."""
        return frozenset(self.hand.all_tiles)

    @property
    def only_wait(self) -> bool:
        """The winning tile was the only tile that completed the hand (by shape).

        Worked out the first time a wait fan asks, then kept.
        """
        if self._only_wait is None:
            needed = 4 - self.declared
            seven_pairs = not self.declared
            waits = shape_waits(self.waits_before, needed, seven_pairs, stop_at=2)
            self._only_wait = len(waits) == 1
        return self._only_wait


def shape_waits(
    concealed: list[int], needed: int, seven_pairs: bool, stop_at: int = NUM_TILES
) -> list[Tile]:
    """Tiles that complete these concealed tiles by shape alone.

    The MIL rulings judge Edge, Closed and Single Wait "formally": a tile counts as a
    wait whatever has been discarded, so copies already in sight are not looked at.
    """
    found = standard_waits(concealed, needed, stop_at)
    # Seven pairs wait on the one odd tile, among at most seven different tiles.
    if (
        seven_pairs
        and len(found) < stop_at
        and sum(concealed) == 13
        and concealed.count(0) >= NUM_TILES - 7
    ):
        odd = [t for t in range(NUM_TILES) if concealed[t] % 2]
        if len(odd) == 1 and odd[0] not in found:
            found = sorted([*found, odd[0]])
    return found


_CHOW = MeldKind.CHOW
_WIND_TILE = {letter: EAST + i for i, letter in enumerate(WIND_LETTERS)}


def build_context(hand: Hand) -> Context:
    counts = hand.counts()
    concealed = hand.concealed_counts()
    win = hand.winning_tile
    s = hand.situation
    # Three of the winning tile in the hand's own sets: the one won is necessarily the
    # last of its kind, whatever the flag says.
    melded_copies = counts[win] - concealed[win]
    last_tile = s.last_tile or (melded_copies == 3 and concealed[win] == 1)
    concealed[win] -= 1  # now the tiles before the win
    mask = 0
    for t in hand.concealed:
        mask |= 1 << t
    for m in hand.melds:
        mask |= (7 if m.kind is _CHOW else 1) << m.tile  # a chow's three tiles, or one
    fours = 0
    if 4 in counts:  # rare: looked for once per hand, not once per reading
        for t, n in enumerate(counts):
            if n == 4:
                fours |= 1 << t
    # Positional: one per hand, and keywords cost more to pass (the order of __init__).
    return Context(
        hand,
        tuple(counts),
        mask,
        fours,
        win,
        s.self_drawn,
        last_tile,
        s.wall_last,
        s.kong,
        _WIND_TILE[s.prevalent_wind],
        _WIND_TILE[s.seat_wind],
        concealed,
    )
