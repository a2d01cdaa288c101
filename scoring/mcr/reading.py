"""Readings of a complete hand: how its 14 tiles divide into the groups fans look at."""

from __future__ import annotations

from enum import Enum
from functools import cache
from typing import Final

from scoring.decompose import (
    CHOW,
    PUNG,
    is_seven_pairs,
    is_standard,
    is_thirteen_orphans,
    knitted_honors_straight,
    knitted_straight_rest,
    reading_order,
    standard_waits,
    suit_code,
    suit_readings,
)
from scoring.hand import Hand, MeldKind
from scoring.tiles import (
    KNITTED_STRAIGHTS,
    NUM_TILES,
    TERMINALS,
    THIRTEEN_ORPHANS,
    Tile,
    counts_of,
    format_tiles,
    tile_code,
)

_ORPHANS = frozenset(THIRTEEN_ORPHANS)


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

# What a group says about its tiles, for the fans every group must share (Outside Hand,
# All Five, All Even Pungs): a bit each, so a reading ANDs them once (`Reading.traits`).
OUTSIDE = 1  # a terminal or an honor among its tiles
FIVE = 2  # a suited 5 among its tiles
EVEN_PUNG = 4  # a pung, kong or pair of a suited even rank
ALL_TRAITS = OUTSIDE | FIVE | EVEN_PUNG

# The kinds of sets a reading has, as bits (`Reading.has`): a detector registered as
# needing one is not run on a reading without it (see detect.detector).
HAS_PUNG = 1  # a pung or a kong
HAS_CHOWS = 2  # two chows or more
NO_CHOW = 4
NO_PUNG = 8


class Group:
    """One set, the pair, or the nine knitted tiles, as a fan sees them.

    `tile` is the lowest tile of a chow, the tile of a pung, kong or pair. `declared`:
    written in brackets (claimed, or a concealed kong). `melded`: made with a claimed
    tile (declared and not a concealed kong). Immutable: the readings share one object
    per distinct group (`_concealed_set`, `_pair`, `declared_groups`), so that a group,
    and everything it precomputes for the fans, is built once, not once per hand.
    """

    __slots__ = (
        "kind",
        "tile",
        "declared",
        "melded",
        "knitted",
        "tiles",
        "is_pung",
        "is_chow",
        "is_pair",
        "traits",
        "order",
        "_text",
    )

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
        self.is_chow = kind is Kind.CHOW
        self.is_pair = kind is Kind.PAIR
        self.tiles: tuple[Tile, ...]
        if kind is Kind.CHOW:
            self.tiles = (tile, tile + 1, tile + 2)
        elif kind is Kind.KNITTED:
            self.tiles = tuple(sorted(knitted))
        else:
            self.tiles = (tile,) * _SIZES[kind]
        traits = 0
        if any(t >= 27 or t in TERMINALS for t in self.tiles):
            traits |= OUTSIDE
        if any(t < 27 and t % 9 == 4 for t in self.tiles):
            traits |= FIVE
        if kind is not Kind.CHOW and tile < 27 and tile % 9 % 2 == 1:
            traits |= EVEN_PUNG
        self.traits = traits
        # The order in which the reference calculators list sets (see decompose).
        self.order = (reading_order(tile), self.is_chow)
        self._text: str | None = None

    def _key(self) -> tuple[str, Tile, bool, bool, frozenset[Tile]]:
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
    """A reading: its shape and groups (declared sets, concealed sets, then the pair).

    What the fans ask of every reading is worked out here once, in one pass: the sets,
    the pair, the chows, the pungs and kongs, and the traits all its groups share.
    """

    __slots__ = ("shape", "groups", "sets", "pair", "chows", "pungs", "traits", "has")

    def __init__(self, shape: Shape, groups: tuple[Group, ...] = ()) -> None:
        self.shape = shape
        self.groups = groups
        sets: list[Group] = []
        chows: list[Group] = []
        pungs: list[Group] = []
        pair = None
        traits = ALL_TRAITS
        for g in groups:
            traits &= g.traits
            if g.is_chow:
                chows.append(g)
                sets.append(g)
            elif g.is_pung:
                pungs.append(g)
                sets.append(g)
            elif g.is_pair:
                if pair is None:
                    pair = g
            else:
                sets.append(g)  # the knitted straight
        self.sets = tuple(sets)
        self.pair = pair
        self.chows = chows
        self.pungs = pungs
        self.traits = traits
        self.has = (HAS_PUNG if pungs else NO_PUNG) | (
            (HAS_CHOWS if len(chows) >= 2 else 0) if chows else NO_CHOW
        )

    def __str__(self) -> str:
        return " ".join(str(g) for g in self.groups) or self.shape.value


# --- the groups, one object each ------------------------------------------------------

_CHOW_KIND, _PUNG_KIND = MeldKind.CHOW, MeldKind.PUNG
_DECLARED: dict[int, Group] = {}


def declared_groups(hand: Hand) -> tuple[Group, ...]:
    found = []
    for m in hand.melds:
        kind = m.kind
        k = 0 if kind is _CHOW_KIND else 1 if kind is _PUNG_KIND else 2
        melded = not (k == 2 and m.claimed_from is None)  # only a concealed kong is not
        key = (m.tile * 3 + k) * 2 + melded
        g = _DECLARED.get(key)
        if g is None:
            g = _DECLARED[key] = Group(
                (Kind.CHOW, Kind.PUNG, Kind.KONG)[k], m.tile, declared=True, melded=melded
            )
        found.append(g)
    return tuple(found)


@cache
def _concealed_set(kind: int, tile: Tile) -> Group:
    return Group(Kind.CHOW if kind == CHOW else Kind.PUNG, tile)


@cache
def _pair(tile: Tile) -> Group:
    return Group(Kind.PAIR, tile)


@cache
def _knitted(knit: frozenset[Tile]) -> Group:
    return Group(Kind.KNITTED, min(knit), knitted=knit)


SuitGroups = tuple[tuple[tuple[Group, ...], Group | None], ...]


def _probe() -> None:
    """Only here to tell whether this module runs compiled (see _NATIVE)."""


# True when mypyc compiled this module (a compiled function is a builtin).
_NATIVE: Final = type(_probe).__name__ != "function"

# `_suit_groups` of the characters, bamboo and dots met, in plain dicts: a look-up is a
# direct `dict.get`, cheaper than a cached call (which wraps its arguments in a tuple
# of their own). Pure Python keys them by the tuple of the nine counts (a slice and
# tuple() run in C); compiled, by `decompose.suit_code` (a typed int).
_SUIT_GROUPS: tuple[dict[tuple[int, ...], SuitGroups], ...] = ({}, {}, {})
_SUIT_GROUPS_BY_CODE: tuple[dict[int, SuitGroups], ...] = ({}, {}, {})


def _new_suit_groups(base: Tile, key: tuple[int, ...]) -> SuitGroups:
    found = _SUIT_GROUPS[base // 9][key] = _suit_groups(base, key)
    return found


def _suit_groups_by_code(counts: list[int], base: Tile) -> SuitGroups:
    table = _SUIT_GROUPS_BY_CODE[base // 9]
    code = suit_code(counts, base)
    found = table.get(code)
    if found is None:
        found = table[code] = _suit_groups(base, tuple(counts[base : base + 9]))
    return found


def _suit_groups(base: Tile, key: tuple[int, ...]) -> SuitGroups:
    """Every complete split of one suit's nine counts (decompose.suit_readings) as
    groups: (sets in listing order, the pair or None)."""
    return tuple(
        (
            tuple(_concealed_set(CHOW if c % 2 else PUNG, base + c // 2) for c in codes),
            _pair(base + q) if q >= 0 else None,
        )
        for codes, q in suit_readings(key)
    )


@cache
def _honor_groups(key: tuple[int, ...]) -> tuple[tuple[Group, ...], Group | None] | None:
    """The honors as pungs and at most one pair, or None if they cannot be."""
    pungs: list[Group] = []
    pair = None
    for i, n in enumerate(key):
        if n == 3:
            pungs.append(_concealed_set(PUNG, 27 + i))
        elif n == 2 and pair is None:
            pair = _pair(27 + i)
        elif n:
            return None
    return tuple(pungs), pair


def concealed_readings(counts: list[int], needed: int) -> list[tuple[tuple[Group, ...], Group]]:
    """Every (sets, pair) reading of the concealed tiles with `needed` sets, in the
    order the published reference calculators list them (decompose.reading_order).

    Each suit splits on its own (cached per suit), so a hand costs one lookup per suit
    and the product of the few splits found.
    """
    if sum(counts) != 3 * needed + 2:
        return []
    honors = _honor_groups(tuple(counts[27:]))
    if honors is None:
        return []
    honor_sets, honor_pair = honors
    # characters, bamboo, dots: the listing order (decompose.SUIT_BASES)
    options: tuple[SuitGroups, SuitGroups, SuitGroups]
    if _NATIVE:
        options = (
            _suit_groups_by_code(counts, 0),
            _suit_groups_by_code(counts, 18),
            _suit_groups_by_code(counts, 9),
        )
    else:
        k1, k2, k3 = tuple(counts[0:9]), tuple(counts[18:27]), tuple(counts[9:18])
        g1, g2, g3 = _SUIT_GROUPS[0].get(k1), _SUIT_GROUPS[2].get(k2), _SUIT_GROUPS[1].get(k3)
        options = (
            _new_suit_groups(0, k1) if g1 is None else g1,
            _new_suit_groups(18, k2) if g2 is None else g2,
            _new_suit_groups(9, k3) if g3 is None else g3,
        )
    if len(options[0]) == len(options[1]) == len(options[2]) == 1:
        # The usual case: each suit splits one way only; the hand needs one pair.
        (first, p1), (second, p2), (third, p3) = options[0][0], options[1][0], options[2][0]
        pair = honor_pair
        for p in (p1, p2, p3):
            if p is not None:
                if pair is not None:
                    return []
                pair = p
        if pair is None:
            return []
        return [(first + second + third + honor_sets, pair)]
    partial: list[tuple[tuple[Group, ...], Group | None]] = [((), honor_pair)]
    for suit in options:
        if not suit:
            return []
        partial = [
            (acc + sets, p if p is not None else q)
            for acc, p in partial
            for sets, q in suit
            if p is None or q is None
        ]
    # All tiles used with one pair: the sets number `needed` (the tile count says so).
    found = [(acc + honor_sets, p) for acc, p in partial if p is not None]
    if len(found) > 1:
        found.sort(key=lambda r: [g.order for g in r[0]])
    return found


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
    concealed = hand.concealed_counts()
    needed = 4 - len(fixed)
    readings: list[Reading] = []
    if len(fixed) <= 1:
        # Each special shape needs a number of different tiles: seven pairs at most 7,
        # nine gates 9, a knitted straight at least 9, thirteen orphans 13, honors and
        # knitted tiles 14. Counting them first spares most hands the full checks.
        distinct = 34 - concealed.count(0)
        if not fixed:
            if distinct <= 7 and is_seven_pairs(concealed):
                readings.append(Reading(Shape.SEVEN_PAIRS))
            if distinct == 13 and is_thirteen_orphans(concealed):
                readings.append(Reading(Shape.THIRTEEN_ORPHANS))
            if distinct == 14:
                knit = knitted_honors_straight(concealed)
                if knit is not None:
                    readings.append(Reading(Shape.HONORS_AND_KNITTED, (_knitted(knit),)))
            if distinct == 9 and _is_nine_gates(concealed, hand.winning_tile):
                readings.append(Reading(Shape.NINE_GATES))
        if distinct >= 9:
            for knit, rest in knitted_straight_rest(concealed):
                for sets, pair in concealed_readings(rest, needed - 3):
                    readings.append(
                        Reading(Shape.KNITTED_STRAIGHT, (_knitted(knit), *fixed, *sets, pair))
                    )
    for sets, pair in concealed_readings(concealed, needed):
        readings.append(Reading(Shape.STANDARD, (*fixed, *sets, pair)))
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


def special_waits(hand: Hand) -> set[Tile]:
    """Every tile that `completes_special_shape` of this 13-tile hand, found from the
    shapes' own terms instead of trying the 34 tiles one by one: each special shape
    leaves at most a few candidates (the odd tile of seven pairs, the missing orphan,
    the tiles not held of a knitted straight), and a full knitted straight waits as its
    remaining tiles do (decompose.standard_waits)."""
    melds = len(hand.melds)
    found: set[Tile] = set()
    if melds > 1:
        return found
    counts = counts_of(hand.concealed)
    if not melds:
        _seven_pairs_wait(counts, found)
        _thirteen_orphans_waits(counts, found)
        _knitted_honors_waits(counts, found)
    needed = 4 - melds - 3
    for knit in KNITTED_STRAIGHTS:
        missing = [t for t in knit if not counts[t]]
        if len(missing) > 1:
            continue
        rest = counts[:]
        for t in knit:
            if rest[t]:
                rest[t] -= 1
        if missing:  # only the missing tile can complete this straight
            if is_standard(rest, needed):
                found.add(missing[0])
        else:
            found.update(standard_waits(rest, needed))
    return found


def _seven_pairs_wait(counts: list[int], found: set[Tile]) -> None:
    odd = [t for t, n in enumerate(counts) if n % 2]
    if len(odd) == 1:
        found.add(odd[0])


def _thirteen_orphans_waits(counts: list[int], found: set[Tile]) -> None:
    if any(counts[t] for t in range(NUM_TILES) if t not in _ORPHANS):
        return
    missing = [t for t in THIRTEEN_ORPHANS if not counts[t]]
    if not missing:
        found.update(THIRTEEN_ORPHANS)  # a pair of any of them
    elif len(missing) == 1 and max(counts) == 2:
        found.add(missing[0])


def _knitted_honors_waits(counts: list[int], found: set[Tile]) -> None:
    if max(counts) > 1:
        return
    suited = {t for t in range(27) if counts[t]}
    for knit in KNITTED_STRAIGHTS:
        if suited <= knit:
            found.update(t for t in knit if not counts[t])
            found.update(t for t in range(27, NUM_TILES) if not counts[t])
