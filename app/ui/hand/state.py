"""A hand being entered: a thin editing state over the engine's hand types.

Plain Python, no Qt. The melds, tiles and situation are the engine's own
(:class:`scoring.Meld`, tile ints 0-33, :class:`scoring.Situation`); reading and
writing the notation is the engine's too (:mod:`scoring.notation`). What this module
adds is what an editor needs and a finished :class:`scoring.Hand` does not have: a hand
of any size while it is built, the entry order of the concealed tiles, which of them is
the winning tile, and the flowers as the set of buttons pressed.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from scoring import Hand, Meld, MeldKind, Situation
from scoring.hand import FLOWER_LETTERS
from scoring.notation import format_hand, parse_hand, split_tiles
from scoring.tiles import ALL_TILES, Tile, rank_of

COPIES = 4  # of each tile in the set
WIN_SIZE = 14  # tiles of a winning hand, each kong counted as 3
ALL_TILE_SET = frozenset(ALL_TILES)


@dataclass(frozen=True)
class HandState:
    """Melds, concealed tiles (in entry order), the winning tile, situation, flowers."""

    melds: tuple[Meld, ...] = ()
    concealed: tuple[Tile, ...] = ()
    winning: Tile | None = None  # None: the last concealed tile entered
    situation: Situation = field(default_factory=Situation)
    flowers: frozenset[str] = frozenset()  # letters a-h

    # -- counting --------------------------------------------------------------
    def tile_count(self) -> int:
        """Tiles in the hand, each kong counted as 3 (a winning hand has 14)."""
        return 3 * len(self.melds) + len(self.concealed)

    def used(self, tile: Tile) -> int:
        """Copies of ``tile`` the hand holds (of the 4 in the set)."""
        return sum(m.tiles.count(tile) for m in self.melds) + self.concealed.count(tile)

    def can_add(self, tile: Tile, kind: MeldKind | None = None) -> bool:
        """Whether adding ``tile`` (alone, or a set of ``kind`` from it) keeps the hand possible."""
        if kind is MeldKind.CHOW and not 1 <= rank_of(tile) <= 7:
            return False
        tiles = (tile,) if kind is None else Meld(kind, tile).tiles
        if self.tile_count() + min(len(tiles), 3) > WIN_SIZE:
            return False
        return all(self.used(t) + tiles.count(t) <= COPIES for t in set(tiles))

    def addable(self) -> frozenset[Tile]:
        """The tiles that can still be added alone (``can_add`` of each, counted once:
        the palette asks for all 34 after every click)."""
        if self.tile_count() + 1 > WIN_SIZE:
            return frozenset()
        held = [t for m in self.melds for t in m.tiles] + list(self.concealed)
        full = {t for t in set(held) if held.count(t) >= COPIES}
        return ALL_TILE_SET - full

    @property
    def winning_tile(self) -> Tile | None:
        if self.winning is not None and self.winning in self.concealed:
            return self.winning
        return self.concealed[-1] if self.concealed else None

    # -- editing (each returns a new state) -------------------------------------
    def add_tile(self, tile: Tile) -> HandState:
        if not self.can_add(tile):
            return self
        return replace(self, concealed=(*self.concealed, tile), winning=None)

    def add_meld(self, meld: Meld) -> HandState:
        if not self.can_add(meld.tile, meld.kind):
            return self
        return replace(self, melds=(*self.melds, meld))

    def remove_meld(self, index: int) -> HandState:
        return replace(self, melds=self.melds[:index] + self.melds[index + 1 :])

    def remove_concealed(self, index: int) -> HandState:
        tiles = self.concealed[:index] + self.concealed[index + 1 :]
        winning = self.winning if self.winning in tiles else None
        return replace(self, concealed=tiles, winning=winning)

    def remove_last(self) -> HandState:
        if self.concealed:
            return self.remove_concealed(len(self.concealed) - 1)
        if self.melds:
            return self.remove_meld(len(self.melds) - 1)
        return self

    def with_winning(self, tile: Tile) -> HandState:
        return replace(self, winning=tile) if tile in self.concealed else self

    def toggle_flower(self, flower: str) -> HandState:
        return replace(self, flowers=self.flowers ^ {flower})

    def with_situation(
        self,
        *,
        prevalent_wind: str | None = None,
        seat_wind: str | None = None,
        self_drawn: bool | None = None,
        last_tile: bool | None = None,
        wall_last: bool | None = None,
        kong: bool | None = None,
    ) -> HandState:
        """The hand with the situation's fields given changed (None: as they are)."""
        s = self.situation

        def keep(value: bool | None, now: bool) -> bool:
            return now if value is None else value

        situation = Situation(
            s.prevalent_wind if prevalent_wind is None else prevalent_wind,
            s.seat_wind if seat_wind is None else seat_wind,
            keep(self_drawn, s.self_drawn),
            keep(last_tile, s.last_tile),
            keep(wall_last, s.wall_last),
            keep(kong, s.kong),
        )
        return replace(self, situation=situation)

    def without_winning(self) -> HandState:
        """The 13 tiles before the win (for the waits), with the winning tile taken out."""
        tile = self.winning_tile
        if tile is None:
            return self
        index = len(self.concealed) - 1 - self.concealed[::-1].index(tile)
        return replace(self.remove_concealed(index), winning=None)

    # -- the engine's hand and notation -----------------------------------------
    def shown_concealed(self) -> tuple[Tile, ...]:
        """The concealed tiles sorted, a complete hand's winning tile kept last."""
        win = self.winning_tile
        if win is None or self.tile_count() != WIN_SIZE:
            return tuple(sorted(self.concealed))
        rest = list(self.concealed)
        rest.remove(win)
        return (*sorted(rest), win)

    def to_hand(self) -> Hand:
        """The engine's :class:`scoring.Hand` (of any size while it is being built)."""
        letters = "".join(f for f in FLOWER_LETTERS if f in self.flowers)
        return Hand(self.melds, self.shown_concealed(), self.situation, len(letters), letters)

    def notation(self, *, situation: bool = True) -> str:
        """The notation (the engine writes it); the situation and flowers only when set."""
        tail = situation and (self.situation != Situation() or bool(self.flowers))
        return format_hand(self.to_hand(), with_situation=tail)

    @classmethod
    def from_hand(cls, hand: Hand) -> HandState:
        flowers = hand.flower_letters or FLOWER_LETTERS[: hand.flowers]
        return cls(hand.melds, hand.concealed, None, hand.situation, frozenset(flowers))

    @classmethod
    def from_notation(cls, text: str) -> HandState:
        """Read a typed notation of a hand of any size; :class:`scoring.HandError` says
        what is wrong with it (the engine's own reader and messages)."""
        text = "".join(text.split())
        melds, concealed = split_tiles(text.partition("|")[0])
        size = 3 * len(melds) + len(concealed)
        return cls.from_hand(parse_hand(text, tiles_expected=size))
