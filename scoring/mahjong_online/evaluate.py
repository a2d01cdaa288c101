"""Find MahJong Online's elements in a hand: every reading, the best one counts (3.2).

Whole-hand elements (situation, suits, tiles) are found once; set elements for each
four-sets-and-a-pair reading; Seven Pairs, 13 Individuals and Thirteen Orphans are their
own shapes. A Max hand replaces every other scoring hand; otherwise everything that
applies adds, Pure One Suit excludes Mixed One Suit, and (option) All Terminals' four-pung
form excludes All Triplets.
"""

from __future__ import annotations

from collections.abc import Iterable

from scoring.extras import Extras
from scoring.hand import Hand, Meld, MeldKind
from scoring.mahjong_online.check import check_hand
from scoring.mahjong_online.elements import (
    AFTER_KONG,
    ALL_CONCEALED,
    ALL_GREEN,
    ALL_SEQUENCES,
    ALL_TERMINALS,
    ALL_TRIPLETS,
    AUXILIARY,
    DRAGON_SET,
    EARTHY,
    ELEMENTS,
    EQUAL_SEQUENCES,
    EQUAL_TRIPLETS,
    FOUR_KONGS,
    HEAVENLY,
    HUMANLY,
    MAJOR_DRAGONS,
    MAJOR_WINDS,
    MAX,
    MINOR_DRAGONS,
    MINOR_WINDS,
    MIXED_ONE_SUIT,
    NINE_LATTERNS,
    NO_FLOWERS,
    NO_TERMINAL,
    PURE_HONORS,
    PURE_ONE_SUIT,
    PURE_TERMINALS,
    ROBBING_KONG,
    SEVEN_PAIRS,
    SISTER_SEQUENCES,
    STRAIGHT,
    THIRTEEN_INDIVIDUALS,
    THIRTEEN_ORPHANS,
    THREE_CONCEALED,
    THREE_KONGS,
    TOTALLY_CONCEALED,
    TOTALLY_REVEALED,
    UNDER_THE_SEA,
    WINDS_SET,
    auxiliary_bonus,
)
from scoring.mahjong_online.liability import liability
from scoring.mcr.reading import OUTSIDE, Group, Reading, Shape, all_readings
from scoring.option_values import option_values
from scoring.rules import Counted, Evaluation, Options, Value
from scoring.tiles import (
    GREEN_TILES,
    KNITTED_STRAIGHTS,
    TERMINALS,
    Tile,
    format_tiles,
    tile_code,
)

DEALER = "E"
_KONG = MeldKind.KONG
_WIND_TILE = {wind: 27 + i for i, wind in enumerate("ESWN")}
NINE = (3, 1, 1, 1, 1, 1, 1, 1, 3)
_STANDARD, _SEVEN_PAIRS, _ORPHANS = Shape.STANDARD, Shape.SEVEN_PAIRS, Shape.THIRTEEN_ORPHANS
# The shapes' names, read once: an Enum's .value is a Python-level descriptor call.
_STANDARD_NAME, _SEVEN_PAIRS_NAME, _ORPHANS_NAME = (
    s.value for s in (_STANDARD, _SEVEN_PAIRS, _ORPHANS)
)
INDIVIDUALS = "13 individuals"


def _shape_name(shape: Shape) -> str:
    """The name of a shape this game scores, "" for another (compared by identity)."""
    if shape is _STANDARD:
        return _STANDARD_NAME
    if shape is _SEVEN_PAIRS:
        return _SEVEN_PAIRS_NAME
    if shape is _ORPHANS:
        return _ORPHANS_NAME
    return ""


class Tiles:
    """Evidence naming tiles, formatted only when someone reads it."""

    __slots__ = ("tiles",)

    def __init__(self, tiles: Iterable[Tile]) -> None:
        self.tiles = tiles

    def __str__(self) -> str:
        return format_tiles(sorted(self.tiles))


class MOReading:
    """The reading that counted: its shape and groups, and (won on a grab) the concealed
    group the grabbed tile completed: that group is revealed (spec 1, "Revealed Set")."""

    __slots__ = ("shape", "reading", "grabbed")

    def __init__(self, shape: str, reading: Reading | None, grabbed: Group | None = None):
        self.shape = shape
        self.reading = reading
        self.grabbed = grabbed

    @property
    def groups(self) -> tuple[Group, ...]:
        return self.reading.groups if self.reading is not None else ()

    def __str__(self) -> str:
        text = str(self.reading) if self.reading is not None else self.shape
        if self.shape == INDIVIDUALS:
            text = INDIVIDUALS
        if self.grabbed is not None:
            text += f" (the grabbed tile completes {self.grabbed})"
        return text


def _individuals(counts: list[int]) -> bool:
    """13 Individuals: 147/258/369 in three suits, three single honors, a fourth's pair."""
    honors = sorted(n for n in counts[27:] if n)
    if honors != [1, 1, 1, 2]:
        return False
    suited = frozenset(t for t in range(27) if counts[t])
    return suited in KNITTED_STRAIGHTS and all(counts[t] == 1 for t in suited)


def _nine_latterns(hand: Hand, counts: list[int], options: Options) -> bool:
    if hand.melds:
        return False
    win = hand.winning_tile
    if win >= 27:
        return False
    base = win - win % 9
    if sum(counts[base : base + 9]) != 14:
        return False
    if options["nine_gates"] == "nine_wait":
        before = counts[base : base + 9]
        before[win - base] -= 1
        return tuple(before) == NINE
    return all(counts[base + i] >= NINE[i] for i in range(9))


def _set_elements(
    reading: Reading, hand: Hand, whole: _WholeHand, options: Options
) -> tuple[list[Counted], list[Counted], list[tuple[int, int]], Group | None]:
    """The set elements of one four-sets-and-a-pair reading: (counted, Max, excluded,
    the group the grabbed winning tile completes)."""
    grabbed = None if whole.self_feed else _grabbed_group(reading, hand)
    pungs = reading.pungs
    counted = _honour_sets(pungs, whole.seat, whole.round) if pungs else []
    if reading.chows or reading.traits & OUTSIDE:
        counted += _sequence_elements(reading, whole.private, whole.honors)
    maxes: list[Counted] = []
    excluded: list[tuple[int, int]] = []
    if len(pungs) >= 3 or whole.kongs:
        _triplet_elements(reading, whole.kongs, grabbed, options, counted, maxes, excluded)
    if pungs:
        _dragon_and_wind_hands(reading, counted, maxes)
    return counted, maxes, excluded, grabbed


def _grabbed_group(reading: Reading, hand: Hand) -> Group | None:
    """The concealed group the grabbed winning tile completes: a chow or the pair when
    one can take it (a pung it completes is no longer concealed), else a pung."""
    win = hand.winning_tile
    grabbed = None
    for g in reading.groups:
        if not g.declared and win in g.tiles:
            if not g.is_pung:
                return g
            if grabbed is None:
                grabbed = g
    return grabbed


def _honour_sets(pungs: list[Group], seat: int, round_: int) -> list[Counted]:
    """A pung of the seat's or the round's wind, each dragon pung."""
    counted: list[Counted] = []
    for g in pungs:
        if 27 <= g.tile <= 30:
            if g.tile == seat:
                counted.append((WINDS_SET, (g, "seat wind")))
            if g.tile == round_:
                counted.append((WINDS_SET, (g, "round wind")))
    for g in pungs:
        if g.tile >= 31:
            counted.append((DRAGON_SET, (g,)))
    return counted


def _sequence_elements(reading: Reading, private: bool, honors: bool) -> list[Counted]:
    """All sequences, all terminals, the equal sequences, the straight, sister pairs."""
    chows, pungs = reading.chows, reading.pungs
    counted: list[Counted] = []
    if len(chows) == 4:
        counted.append((ALL_SEQUENCES, tuple(chows), 2 if private else 1))
    if reading.traits & OUTSIDE:
        value = 1 + private + (not honors) + (len(pungs) == 4)
        counted.append((ALL_TERMINALS, reading.groups, value))
    if len(chows) >= 3:
        first: dict[int, Group] = {}  # the first chow of each start tile, in reading order
        ranks: dict[int, set[int]] = {}
        for g in chows:
            t = g.tile
            if t not in first:
                first[t] = g
            ranks.setdefault(t % 9, set()).add(t // 9)
        for rank, suits in ranks.items():
            if len(suits) == 3:
                chosen = (first[rank], first[9 + rank], first[18 + rank])
                counted.append((EQUAL_SEQUENCES, chosen, 2 if private else 1))
        for base in (0, 9, 18):
            if base in first and base + 3 in first and base + 6 in first:
                chosen = (first[base], first[base + 3], first[base + 6])
                counted.append((STRAIGHT, chosen, 3 if private else 2))
    if len(chows) >= 2:
        seen: dict[int, Group] = {}
        for g in chows:
            if g.tile in seen:
                counted.append((SISTER_SEQUENCES, (seen.pop(g.tile), g)))
            else:
                seen[g.tile] = g
    return counted


def _triplet_elements(
    reading: Reading,
    kongs: list[Meld],
    grabbed: Group | None,
    options: Options,
    counted: list[Counted],
    maxes: list[Counted],
    excluded: list[tuple[int, int]],
) -> None:
    """Equal triplets, concealed triplets, kongs and all triplets, added in place."""
    pungs = reading.pungs
    concealed_pungs = [g for g in pungs if not g.melded and g is not grabbed]
    if len(pungs) >= 3:
        pungs_of: dict[int, list[Group]] = {}
        for g in pungs:
            if g.tile < 27:
                pungs_of.setdefault(g.tile % 9, []).append(g)
        for found in pungs_of.values():
            if len(found) == 3:
                counted.append((EQUAL_TRIPLETS, tuple(found)))
        if len(concealed_pungs) == 3:
            counted.append((THREE_CONCEALED, tuple(concealed_pungs)))
        elif len(concealed_pungs) == 4:
            maxes.append((ALL_CONCEALED, tuple(concealed_pungs)))
    if len(kongs) == 3:
        counted.append((THREE_KONGS, tuple(m.notation() for m in kongs)))
    elif len(kongs) == 4:
        maxes.append((FOUR_KONGS, tuple(m.notation() for m in kongs)))
    if len(pungs) == 4:
        if options["terminals_with_all_triplets"] == "exclude" and reading.traits & OUTSIDE:
            excluded.append((ALL_TRIPLETS, ALL_TERMINALS))
        else:
            counted.append((ALL_TRIPLETS, tuple(pungs)))


def _dragon_and_wind_hands(reading: Reading, counted: list[Counted], maxes: list[Counted]) -> None:
    """The small and great dragons and winds, added in place."""
    pair = reading.pair
    dragon_pungs = [g for g in reading.pungs if g.tile >= 31]
    wind_pungs = [g for g in reading.pungs if 27 <= g.tile <= 30]
    if len(dragon_pungs) == 2 and pair is not None and pair.tile >= 31:
        counted.append((MINOR_DRAGONS, (*dragon_pungs, pair)))
    elif len(dragon_pungs) == 3:
        maxes.append((MAJOR_DRAGONS, tuple(dragon_pungs)))
    if len(wind_pungs) == 4:
        maxes.append((MAJOR_WINDS, tuple(wind_pungs)))
    elif len(wind_pungs) == 3 and pair is not None and 27 <= pair.tile <= 30:
        maxes.append((MINOR_WINDS, (*wind_pungs, pair)))


def evaluate(hand: Hand, extras: Extras, options: Options) -> Evaluation | None:
    """The best evaluation of a winning hand, or None if its tiles do not win: the
    highest hand fan, then a Max hand, then four sets and a pair (spec 3.2, O-25)."""
    found = evaluations(hand, extras, options)
    if not found:
        return None
    if len(found) == 1:
        return found[0][1]
    return max(found, key=lambda pair: pair[0])[1]


def evaluations(
    hand: Hand, extras: Extras, options: Options
) -> list[tuple[tuple[Value, bool, bool], Evaluation]]:
    """Every reading's evaluation with its ranking key (hand fan, Max, four sets and a
    pair); empty if the tiles do not win. `evaluate` keeps the best; the claim check
    looks at the others (an element that counts only in a reading worth less)."""
    check_hand(hand, extras, options)
    counts = hand.counts()
    # By identity: an Enum's hash is a Python call (a set or dict lookup costs two).
    found = [r for r in all_readings(hand) if _shape_name(r.shape)]
    individuals = not hand.melds and len(found) == 0 and _individuals(counts)
    if not found and not individuals:
        return []
    liability(hand, extras)  # refuses a liable= that is wrong or missing (spec 6.4)
    whole = _WholeHand.of(hand, extras, options, counts)
    candidates: list[tuple[str, Reading | None]] = [(_shape_name(r.shape), r) for r in found]
    if individuals:
        candidates.append((INDIVIDUALS, None))
    return [_evaluation(shape, reading, hand, whole, options) for shape, reading in candidates]


class _WholeHand:
    """What counts whatever the reading: the whole-hand elements, the Max hands, the
    exclusions among them, and the auxiliary points (flowers and kongs)."""

    __slots__ = (
        "private", "self_feed", "kinds", "suit_set", "honors", "tiles", "counted", "maxes",
        "excluded", "aux", "no_flowers", "seat", "round", "kongs",
    )  # fmt: skip

    def __init__(self, hand: Hand) -> None:
        melds = hand.melds
        # The declared kongs: the auxiliary points, Three and Four Kongs ask for them.
        self.kongs = [m for m in melds if m.kind is _KONG] if melds else []
        self.private = hand.is_concealed if melds else True
        s = hand.situation
        self.self_feed = s.self_drawn
        self.seat = _WIND_TILE[s.seat_wind]
        self.round = _WIND_TILE[s.prevalent_wind]
        all_tiles = hand.all_tiles
        kinds = frozenset(all_tiles)  # the different tiles of the hand
        self.kinds = kinds
        self.suit_set = {t // 9 for t in kinds if t < 27}
        self.honors = max(kinds) >= 27
        self.tiles = Tiles(all_tiles)
        self.counted: list[Counted] = []
        self.maxes: list[Counted] = []
        self.excluded: list[tuple[int, int]] = []
        self.aux: list[Counted] = []
        self.no_flowers = False

    @classmethod
    def of(cls, hand: Hand, extras: Extras, options: Options, counts: list[int]) -> _WholeHand:
        whole = cls(hand)
        whole._concealment(hand)
        whole._wall_and_suits(hand)
        whole._max_hands(hand, extras, options, counts)
        whole._flowers_and_kongs(hand, options)
        return whole

    def _concealment(self, hand: Hand) -> None:
        if self.private and self.self_feed:
            self.counted.append((TOTALLY_CONCEALED, ("self-fed, no claimed set",)))
        melds = hand.melds
        grab = not self.self_feed
        if len(melds) == 4 and grab and all(m.claimed_from is not None for m in melds):
            evidence = (*(m.notation() for m in melds), "grabbed " + tile_code(hand.winning_tile))
            self.counted.append((TOTALLY_REVEALED, evidence))
        if not self.honors and self.kinds.isdisjoint(TERMINALS):
            self.counted.append((NO_TERMINAL, (self.tiles,)))

    def _wall_and_suits(self, hand: Hand) -> None:
        s = hand.situation
        if s.wall_last:
            where = "last tile of the wall: " if self.self_feed else "discard, wall empty: "
            self.counted.append((UNDER_THE_SEA, (where + tile_code(hand.winning_tile),)))
        if s.kong:
            win_text = tile_code(hand.winning_tile)
            if self.self_feed:
                self.counted.append((AFTER_KONG, ("replacement tile " + win_text,)))
            else:
                self.counted.append((ROBBING_KONG, ("robbed " + win_text,)))
        if len(self.suit_set) == 1:
            if self.honors:
                self.counted.append((MIXED_ONE_SUIT, (self.tiles,), 4 if self.private else 3))
            else:
                self.counted.append((PURE_ONE_SUIT, (self.tiles,), 7 if self.private else 6))
                self.excluded.append((MIXED_ONE_SUIT, PURE_ONE_SUIT))

    def _max_hands(self, hand: Hand, extras: Extras, options: Options, counts: list[int]) -> None:
        s = hand.situation
        if extras.first:
            if self.self_feed:
                first = HEAVENLY if s.seat_wind == DEALER else EARTHY
                self.maxes.append((first, ("first circulation, self-fed",)))
            elif s.seat_wind != DEALER or options["humanly_dealer"]:
                discard = "first circulation, discard " + tile_code(hand.winning_tile)
                self.maxes.append((HUMANLY, (discard,)))
        if not hand.melds and _nine_latterns(hand, counts, options):
            self.maxes.append((NINE_LATTERNS, (self.tiles,)))
        if self.kinds <= GREEN_TILES:
            self.maxes.append((ALL_GREEN, (self.tiles,)))
        if not self.suit_set:
            self.maxes.append((PURE_HONORS, (self.tiles,)))
        elif self.kinds <= TERMINALS:
            self.maxes.append((PURE_TERMINALS, (self.tiles,)))

    def _flowers_and_kongs(self, hand: Hand, options: Options) -> None:
        values = option_values(options)  # a dict: no Python call per option read
        flowers_on = values["flowers"]
        self.no_flowers = flowers_on and hand.flowers == 0 and values["no_flower_fan"] != "off"
        aux_points = hand.flowers if flowers_on else 0
        aux_evidence: list[str] = []
        for m in self.kongs:
            aux_points += 2 if m.claimed_from is None else 1
            aux_evidence.append(m.notation())
        if hand.flowers and flowers_on:
            aux_evidence.append(f"{hand.flowers} flower{'s' if hand.flowers > 1 else ''}")
        bonus = auxiliary_bonus(aux_points)
        if bonus:
            self.aux = [(AUXILIARY, (f"{aux_points} points:", *aux_evidence), bonus)]


def _evaluation(
    shape: str, reading: Reading | None, hand: Hand, whole: _WholeHand, options: Options
) -> tuple[tuple[Value, bool, bool], Evaluation]:
    """One reading's evaluation and its ranking key."""
    grabbed = None
    extra_excluded: list[tuple[int, int]] = []
    own: list[Counted]
    own_max: list[Counted]
    if shape == _STANDARD_NAME and reading is not None:
        own, own_max, extra_excluded, grabbed = _set_elements(reading, hand, whole, options)
    elif shape == _SEVEN_PAIRS_NAME:
        own, own_max = [(SEVEN_PAIRS, (whole.tiles,))], []
    elif shape == _ORPHANS_NAME:
        own, own_max = [], [(THIRTEEN_ORPHANS, (whole.tiles,))]
    else:
        own, own_max = [(THIRTEEN_INDIVIDUALS, (whole.tiles,))], []
    counted = whole.counted + own
    every_hand = option_values(options)["no_flower_fan"] == "every_hand"
    if whole.no_flowers and (every_hand or any(c[0] == ALL_SEQUENCES for c in own)):
        counted.append((NO_FLOWERS, ("no flower held",)))
    maxes = whole.maxes + own_max
    fan: Value
    if maxes:
        out = [(c[0], m[0]) for c in counted for m in maxes[:1]]
        fan = MAX
        counted = maxes
    else:
        out = whole.excluded + extra_excluded
        fan = 0
        for c in counted:
            fan += c[2] if len(c) == 3 else _FIXED[c[0]]
        fan = min(fan, MAX)
    key = (fan, bool(maxes), shape == _STANDARD_NAME)
    evaluation = Evaluation(MOReading(shape, reading, grabbed), (*counted, *whole.aux), tuple(out))
    return key, evaluation


# The elements whose value is fixed (the others' entries carry their value).
_FIXED: dict[int, Value] = {k: e.value for k, e in ELEMENTS.items() if e.value is not None}
