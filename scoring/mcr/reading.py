"""Readings of a complete hand: how its 14 tiles divide into the groups fans look at."""

from __future__ import annotations

from enum import Enum

from scoring.decompose import (
    CHOW,
    is_seven_pairs,
    is_standard,
    is_thirteen_orphans,
    knitted_honors_straight,
    knitted_straight_rest,
    standard_readings,
)
from scoring.hand import Hand, MeldKind
from scoring.tiles import Tile, counts_of, format_tiles, tile_code


class Shape(Enum):
    STANDARD = "four sets and a pair"
    SEVEN_PAIRS = "seven pairs"
    THIRTEEN_ORPHANS = "thirteen orphans"
    HONORS_AND_KNITTED = "honors and knitted tiles"
    KNITTED_STRAIGHT = "knitted straight, a set and a pair"
    NINE_GATES = "nine gates"


class Kind(Enum):
    CHOW = "chow"
    PUNG = "pung"
    KONG = "kong"
    PAIR = "pair"
    KNITTED = "knitted"


_SIZES = {Kind.PUNG: 3, Kind.KONG: 4, Kind.PAIR: 2}


class Group:
    """One set, the pair, or the nine knitted tiles, as a fan sees them.

    `tile` is the lowest tile of a chow, the tile of a pung, kong or pair. `declared`:
    written in brackets (claimed, or a concealed kong). `melded`: made with a claimed
    tile (declared and not a concealed kong). Immutable by convention; a plain class
    with slots because fans read these attributes in the engine's hottest loop.
    """

    __slots__ = ("kind", "tile", "declared", "melded", "knitted", "tiles", "is_pung", "_text")

    def __init__(
        self,
        kind: Kind,
        tile: Tile,
        declared: bool = False,
        melded: bool = False,
        knitted: frozenset[Tile] = frozenset(),
    ) -> None:
        self.kind = kind
        self.tile = tile
        self.declared = declared
        self.melded = melded
        self.knitted = knitted
        # Pungs and kongs: every fan that asks for a pung accepts a kong.
        self.is_pung = kind is Kind.PUNG or kind is Kind.KONG
        if kind is Kind.CHOW:
            self.tiles = (tile, tile + 1, tile + 2)
        elif kind is Kind.KNITTED:
            self.tiles = tuple(sorted(knitted))
        else:
            self.tiles = (tile,) * _SIZES[kind]
        self._text: str | None = None

    def _key(self) -> tuple:
        return (self.kind.value, self.tile, self.declared, self.melded, self.knitted)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Group) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return f"Group({self.kind.value}, {self})"

    def __str__(self) -> str:
        if self._text is None:
            self._text = self._format()
        return self._text

    def _format(self) -> str:
        text = (
            format_tiles(self.tiles)
            if self.tile < 27 or self.kind is Kind.KNITTED
            else (tile_code(self.tile) * len(self.tiles))
        )
        return f"[{text}]" if self.declared else text


class Reading:
    """A reading: its shape and groups (declared sets, concealed sets, then the pair)."""

    __slots__ = ("shape", "groups", "sets", "pair", "chows", "pungs")

    def __init__(self, shape: Shape, groups: tuple[Group, ...] = ()) -> None:
        self.shape = shape
        self.groups = groups
        self.sets = tuple(g for g in groups if g.kind is not Kind.PAIR)
        self.pair = next((g for g in groups if g.kind is Kind.PAIR), None)
        self.chows = [g for g in self.sets if g.kind is Kind.CHOW]
        self.pungs = [g for g in self.sets if g.is_pung]

    def __str__(self) -> str:
        return " ".join(str(g) for g in self.groups) or self.shape.value


def declared_groups(hand: Hand) -> tuple[Group, ...]:
    kinds = {MeldKind.CHOW: Kind.CHOW, MeldKind.PUNG: Kind.PUNG, MeldKind.KONG: Kind.KONG}
    return tuple(
        Group(kinds[m.kind], m.tile, declared=True, melded=not m.concealed) for m in hand.melds
    )


def _concealed_sets(sets) -> tuple[Group, ...]:
    return tuple(Group(Kind.CHOW if k == CHOW else Kind.PUNG, t) for k, t in sets)


def _is_nine_gates(concealed: list[int], win: Tile) -> bool:
    """The 13 tiles before the win are exactly 1112345678999 of the winning tile's suit."""
    if win >= 27:
        return False
    base = win - win % 9
    before = concealed[:]
    before[win] -= 1
    pattern = [3, 1, 1, 1, 1, 1, 1, 1, 3]
    return sum(before) == 13 and before[base : base + 9] == pattern


def all_readings(hand: Hand) -> list[Reading]:
    """Every way to read the hand as a winning hand (empty if it does not win)."""
    fixed = declared_groups(hand)
    concealed = counts_of(hand.concealed)
    needed = 4 - len(fixed)
    readings: list[Reading] = []
    if not fixed:
        if is_seven_pairs(concealed):
            readings.append(Reading(Shape.SEVEN_PAIRS))
        if is_thirteen_orphans(concealed):
            readings.append(Reading(Shape.THIRTEEN_ORPHANS))
        knit = knitted_honors_straight(concealed)
        if knit is not None:
            readings.append(
                Reading(Shape.HONORS_AND_KNITTED, (Group(Kind.KNITTED, min(knit), knitted=knit),))
            )
        if _is_nine_gates(concealed, hand.winning_tile):
            readings.append(Reading(Shape.NINE_GATES))
    if len(fixed) <= 1:
        for knit, rest in knitted_straight_rest(concealed):
            for sets, pair in standard_readings(rest, needed - 3):
                readings.append(
                    Reading(
                        Shape.KNITTED_STRAIGHT,
                        (
                            Group(Kind.KNITTED, min(knit), knitted=knit),
                            *fixed,
                            *_concealed_sets(sets),
                            Group(Kind.PAIR, pair),
                        ),
                    )
                )
    for sets, pair in standard_readings(concealed, needed):
        readings.append(
            Reading(Shape.STANDARD, (*fixed, *_concealed_sets(sets), Group(Kind.PAIR, pair)))
        )
    return readings


def completes_special_shape(hand: Hand, tile: Tile) -> bool:
    """Does `tile` complete this 13-tile hand as seven pairs, thirteen orphans, honors
    and knitted tiles, or a knitted straight with a set and a pair?"""
    concealed = counts_of((*hand.concealed, tile))
    if not hand.melds and (
        is_seven_pairs(concealed)
        or is_thirteen_orphans(concealed)
        or knitted_honors_straight(concealed) is not None
    ):
        return True
    if len(hand.melds) > 1:
        return False
    needed = 4 - len(hand.melds) - 3
    return any(is_standard(rest, needed) for _, rest in knitted_straight_rest(concealed))
