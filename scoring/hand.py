"""A winning hand as the referee enters it: declared melds, concealed tiles, situation."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Final

from scoring.tiles import NUM_TILES, Tile, tile_code


def _probe() -> None:
    """Only here to tell whether this module runs compiled (see NATIVE)."""


# True when mypyc compiled this module: a compiled function is a builtin. Compiled, the
# frozen classes below are native classes, which have no __dict__ but whose attributes
# this module's own code sets directly; pure Python, a frozen dataclass's fields are set
# through its __dict__ in one step (object.__setattr__ field by field is slower).
NATIVE: Final = type(_probe).__name__ != "function"


class MeldKind(Enum):
    CHOW = "chow"
    PUNG = "pung"
    KONG = "kong"


@dataclass(frozen=True)
class Meld:
    """A set declared on the table (or a concealed kong, which is declared too).

    `tile` is the lowest tile of a chow, the tile of a pung or kong. `claimed_from` is
    1 (left, the previous player), 2 (across) or 3 (right) for a pung or kong; for a
    chow it is which of its three tiles was claimed (1-3). A kong with no
    `claimed_from` is concealed. A promoted kong was a claimed pung to which the player
    added the fourth tile they drew.
    """

    kind: MeldKind
    tile: Tile
    claimed_from: int | None = None
    promoted: bool = False
    # Its tiles, a kong with four: worked out once, when the meld is made (the parser
    # makes each distinct meld once), and then read as a plain attribute.
    tiles: tuple[Tile, ...] = field(init=False, repr=False, compare=False)

    def __init__(
        self, kind: MeldKind, tile: Tile, claimed_from: int | None = None, promoted: bool = False
    ) -> None:
        tiles: tuple[Tile, ...]
        if kind is MeldKind.CHOW:
            tiles = (tile, tile + 1, tile + 2)
        else:
            tiles = (tile,) * (4 if kind is MeldKind.KONG else 3)
        # The notation, kept once written (evidence asks often): not a field.
        text: list[str] = []
        if NATIVE:
            self.kind = kind  # type: ignore[misc]
            self.tile = tile  # type: ignore[misc]
            self.claimed_from = claimed_from  # type: ignore[misc]
            self.promoted = promoted  # type: ignore[misc]
            self.tiles = tiles  # type: ignore[misc]
            self._text = text
        else:
            self.__dict__.update(
                kind=kind,
                tile=tile,
                claimed_from=claimed_from,
                promoted=promoted,
                tiles=tiles,
                _text=text,
            )

    @property
    def concealed(self) -> bool:
        """Only a kong made of four self-drawn tiles stays concealed."""
        return self.kind is MeldKind.KONG and self.claimed_from is None

    def notation(self) -> str:
        """The meld as written, e.g. [567m,2]; kept once written (evidence asks often)."""
        text = self._text
        if not text:
            text.append(self._notation())
        return text[0]

    def _notation(self) -> str:
        if self.kind is MeldKind.CHOW:
            body = "".join(str(t % 9 + 1) for t in self.tiles) + tile_code(self.tile)[1]
        elif self.tile < 27:
            body = tile_code(self.tile)[0] * len(self.tiles) + tile_code(self.tile)[1]
        else:
            body = tile_code(self.tile) * len(self.tiles)
        if self.claimed_from is None:
            return f"[{body}]"
        marker = self.claimed_from + 4 if self.promoted else self.claimed_from
        return f"[{body},{marker}]"


WIND_LETTERS = "ESWN"


@dataclass(frozen=True)
class Situation:
    """How and when the hand was won: the winds and the four flags of the notation."""

    prevalent_wind: str = "E"
    seat_wind: str = "E"
    self_drawn: bool = False
    last_tile: bool = False  # the other three of the winning tile are already shown
    wall_last: bool = False  # the last tile of the wall (drawn or discarded)
    kong: bool = False  # self-drawn: replacement tile after a kong; discard: robbing a kong

    def notation(self) -> str:
        flags = (self.self_drawn, self.last_tile, self.wall_last, self.kong)
        return self.prevalent_wind + self.seat_wind + "".join("1" if f else "0" for f in flags)


_NO_SITUATION = Situation()  # immutable: every hand without one shares it
FLOWER_LETTERS = "abcdefgh"
FLOWER_NAMES = ("Plum", "Orchid", "Bamboo", "Chrysanthemum", "Spring", "Summer", "Autumn", "Winter")


class HandMemo:
    """What is worked out once from a hand's fields, kept beside them (not a field:
    equality, hashing and repr look at the fields only). `others` holds other modules'
    values by a name of theirs, e.g. a system's liability for the hand's extras. (Not
    functools.cached_property: in Python 3.11 that takes a lock on every access.)"""

    def __init__(self) -> None:
        self.all_tiles: tuple[Tile, ...] | None = None
        self.counts: list[int] | None = None
        self.concealed_counts: list[int] | None = None
        self.others: dict[str, object] = {}


@dataclass(frozen=True)
class Hand:
    """A complete hand: `concealed` ends with the winning tile."""

    melds: tuple[Meld, ...]
    concealed: tuple[Tile, ...]
    situation: Situation = field(default_factory=Situation)
    flowers: int = 0
    flower_letters: str = ""  # which flowers, when the referee named them

    def __init__(
        self,
        melds: tuple[Meld, ...],
        concealed: tuple[Tile, ...],
        situation: Situation | None = None,
        flowers: int = 0,
        flower_letters: str = "",
    ) -> None:
        if NATIVE:
            self.melds = melds  # type: ignore[misc]
            self.concealed = concealed  # type: ignore[misc]
            self.situation = _NO_SITUATION if situation is None else situation  # type: ignore[misc]
            self.flowers = flowers  # type: ignore[misc]
            self.flower_letters = flower_letters  # type: ignore[misc]
            self.memo = HandMemo()
        else:
            # The fields in one step (see result.ScoredFan): every parsed hand builds one.
            self.__dict__.update(
                melds=melds,
                concealed=concealed,
                situation=_NO_SITUATION if situation is None else situation,
                flowers=flowers,
                flower_letters=flower_letters,
                memo=HandMemo(),
            )

    @property
    def winning_tile(self) -> Tile:
        return self.concealed[-1]

    @property
    def all_tiles(self) -> tuple[Tile, ...]:
        """Every tile of the hand, kongs with all four tiles."""
        memo = self.memo
        tiles = memo.all_tiles
        if tiles is None:
            tiles = self.concealed
            for m in reversed(self.melds):
                tiles = m.tiles + tiles
            memo.all_tiles = tiles
        return tiles

    def counts(self) -> list[int]:
        """How many of each tile the hand holds (all its tiles)."""
        memo = self.memo
        counts = memo.counts
        if counts is None:
            # The loops written out (not counts_of): over typed tuples, mypyc makes them C.
            counts = [0] * NUM_TILES
            for t in self.concealed:
                counts[t] += 1
            for m in self.melds:
                for t in m.tiles:
                    counts[t] += 1
            memo.counts = counts
        return counts[:]  # a copy: the caller may change it

    def concealed_counts(self) -> list[int]:
        """How many of each tile are among the concealed tiles (the winning one too)."""
        if not self.melds:
            return self.counts()  # the same tiles
        memo = self.memo
        counts = memo.concealed_counts
        if counts is None:
            counts = [0] * NUM_TILES
            for t in self.concealed:
                counts[t] += 1
            memo.concealed_counts = counts
        return counts[:]

    @property
    def is_concealed(self) -> bool:
        """No set was claimed from another player (concealed kongs allowed)."""
        return all(m.concealed for m in self.melds)
