"""Reading a hand and counting its elements under the International Game (3.3).

For each reading (the engine's readings of four sets and a pair, seven pairs and
thirteen orphans, and this system's seven isolated stars): a special winning hand
scores alone at the agreed maximum; otherwise every element that applies counts, the
excluded ones drop (an element that is itself excluded excludes nothing), and Chicken
Hand is added when nothing worth more than 0 is left. The best reading: highest fan
after the cap, then a special hand, then the highest raw total, then four sets and a
pair before seven pairs.
"""

from __future__ import annotations

from fractions import Fraction

from scoring.extras import Extras
from scoring.hand import FLOWER_LETTERS, FLOWER_NAMES, Hand, MeldKind
from scoring.mcr.reading import FIVE, OUTSIDE, Group, Reading, Shape, all_readings
from scoring.option_values import option_values
from scoring.rules import Counted, Evaluation, Options, Value
from scoring.tiles import KNITTED_STRAIGHTS, TERMINALS, format_tiles

from .check import check_flowers
from .elements import (
    ALL_CHOWS,
    ALL_PICKUPS,
    ALL_PUNGS,
    ALL_TYPES,
    BIG_DRAGONS,
    BIG_WINDS,
    CHICKEN,
    CONCEALED_PUNGS,
    CONSECUTIVE_PAIRS,
    DRAGON_PUNG,
    EARTH,
    EIGHT_FLOWERS,
    ELEMENTS,
    FIVE_IN_ALL,
    FOUR_IDENTICAL,
    FOUR_JUMPING,
    FOUR_KONGS,
    FOUR_STEPPING,
    FROM_WALL,
    HEAVEN,
    ISOLATED_STARS,
    LITTLE_DRAGONS,
    LITTLE_WINDS,
    MATCHING_CHOWS,
    MATCHING_PUNGS,
    MIXED_JUMPING,
    MIXED_ONE_SUIT,
    MIXED_STEPPING,
    MIXED_STRAIGHT,
    NINE_GATES,
    PURE_HONORS,
    PURE_JUMPING,
    PURE_ONE_SUIT,
    PURE_STEPPING,
    PURE_STRAIGHT,
    PURE_TERMINALS,
    ROUND_WIND,
    SEAT_WIND,
    SELF_HELP,
    SEVEN_FLOWERS,
    SEVEN_PAIRS,
    TERMINAL_IN_ALL,
    TERMINALS_HONORS,
    THIRTEEN_ORPHANS,
    THREE_IDENTICAL,
)
from .situational import NO_FLOWER_ENTRY, flower_elements, how_won

SHAPES = frozenset({Shape.STANDARD.value, Shape.SEVEN_PAIRS.value, Shape.THIRTEEN_ORPHANS.value})
# The same shapes as the reader's own values: its readings are filtered here directly
# (scoring.readings.readings checks the names it is given on every call).
_STANDARD, _SEVEN_PAIRS, _ORPHANS = Shape.STANDARD, Shape.SEVEN_PAIRS, Shape.THIRTEEN_ORPHANS
STARS_SHAPE = "seven isolated stars"
FLOWERS_SHAPE = "flowers alone"
_PERMUTATIONS = ((0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0))
_OUTSIDE_TILES = TERMINALS | frozenset(range(27, 34))  # terminals and honors
_WINDS = frozenset(range(27, 31))
_DRAGONS = frozenset(range(31, 34))
_WIND_TILE = {wind: 27 + i for i, wind in enumerate("ESWN")}
_ONE_OF_EACH_HONOR = [1] * 7
_EXCLUDERS = {k: e.excludes for k, e in ELEMENTS.items() if e.excludes}
# Each element's fixed value (the others' entries carry theirs), read once.
_VALUES = {k: e.value for k, e in ELEMENTS.items() if e.value is not None}


class Special:
    """A reading the engine's reader does not make: seven isolated stars, or a win on
    flowers alone. `shape` as a Reading's (a str here); printed as its tiles."""

    __slots__ = ("shape", "text")

    def __init__(self, shape: str, text: str) -> None:
        self.shape = shape
        self.text = text

    def __str__(self) -> str:
        return self.text


class Scored:
    """One reading counted: what `evaluate` compares between readings. A plain class
    with slots: every reading of every hand makes one (a frozen dataclass sets each field
    through object.__setattr__)."""

    __slots__ = ("reading", "counted", "excluded", "swh", "raw", "fan", "standard")

    def __init__(
        self,
        reading: Reading | Special,
        counted: tuple[Counted, ...],
        excluded: tuple[tuple[int, int], ...],
        swh: bool,
        raw: int | Fraction,
        fan: int | Fraction,
        standard: bool,
    ) -> None:
        self.reading = reading
        self.counted = counted
        self.excluded = excluded
        self.swh = swh
        self.raw = raw
        self.fan = fan
        self.standard = standard

    @property
    def order(self) -> tuple[Value, bool, Value, bool]:
        return (self.fan, self.swh, self.raw, self.standard)


def value_of(entry: Counted) -> int | Fraction:
    if len(entry) == 3:
        return entry[2]
    value = _VALUES.get(entry[0])
    if value is None:
        raise ValueError(f"element {entry[0]} is worth what its entry says; the entry has none")
    return value


def evaluate(hand: Hand, extras: Extras, options: Options) -> Evaluation | None:
    """The best reading of a winning hand and its elements; None if it does not win."""
    best = best_of(evaluate_all(hand, extras, options))
    if best is None:
        return None
    return Evaluation(best.reading, best.counted, best.excluded)


def best_of(scored: list[Scored]) -> Scored | None:
    """The reading that scores best (3.3 step 4); the first of equals."""
    if not scored:
        return None
    best = scored[0]
    for other in scored[1:]:
        if other.order > best.order:
            best = other
    return best


def evaluate_all(hand: Hand, extras: Extras, options: Options) -> list[Scored]:
    """Every reading of the hand, each counted (empty: the hand does not win)."""
    check_flowers(hand, extras, options)
    values = option_values(options)  # a dict: no Python call per option read
    cap = values["max_fan"]
    swh_value = cap if values["swh_value"] == "max" else 10
    if not hand.concealed:  # a win on flowers alone (6, 7)
        letters = hand.flower_letters
        key, value = (EIGHT_FLOWERS, swh_value) if len(letters) == 8 else (SEVEN_FLOWERS, 3)
        evidence = tuple(FLOWER_NAMES[FLOWER_LETTERS.index(c)] for c in letters)
        reading = Special(FLOWERS_SHAPE, f"flowers {letters}")
        return [Scored(reading, ((key, evidence, value),), (), True, value, min(value, cap), False)]
    # The shapes compared by identity: an Enum's hash is a Python call.
    found: list[Reading | Special] = []
    for r in all_readings(hand):
        shape = r.shape
        if shape is _STANDARD or shape is _SEVEN_PAIRS or shape is _ORPHANS:
            found.append(r)
    if not hand.melds:
        stars = _isolated_stars(hand)
        if stars is not None:
            found.append(stars)
    if not found:
        return []
    facts = _Facts(hand, extras, options, swh_value)
    return [_score(r, facts) for r in found]


class _Facts:
    """What does not depend on the reading: the tiles, the situation, the flowers."""

    __slots__ = (
        "hand", "options", "cap", "swh_value", "counts", "suits", "honors", "composition",
        "all_outside", "terminals", "self_drawn", "win", "seat", "prevalent", "excluders",
        "help_with_wall", "swh", "situational", "flowers", "values",
    )  # fmt: skip

    def __init__(self, hand: Hand, extras: Extras, options: Options, swh_value: int) -> None:
        self.hand = hand
        self.options = options
        self.values = values = option_values(options)
        self.cap = values["max_fan"]
        self.swh_value = swh_value
        self.counts = hand.counts()
        # The different tiles held, as a set: the suits, honors and terminals are set
        # operations on it (in C) rather than scans of the 34 counts.
        kinds = frozenset(hand.all_tiles)
        self.suits = suits = {t // 9 for t in kinds if t < 27}
        winds, dragons = not kinds.isdisjoint(_WINDS), not kinds.isdisjoint(_DRAGONS)
        self.honors = winds or dragons
        nsuits = len(suits)
        self.composition: list[int] = []
        if nsuits == 1:
            self.composition.append(MIXED_ONE_SUIT if self.honors else PURE_ONE_SUIT)
        if nsuits == 3 and winds and dragons:
            self.composition.append(ALL_TYPES)
        self.all_outside = kinds <= _OUTSIDE_TILES
        self.terminals = not kinds.isdisjoint(TERMINALS)
        s = hand.situation
        self.self_drawn = s.self_drawn
        self.win = hand.concealed[-1]
        self.seat = _WIND_TILE[s.seat_wind]
        self.prevalent = _WIND_TILE[s.prevalent_wind]
        # The exclusions every reading applies: the rules in force, worked out once.
        self.excluders = {} if values["implied_elements"] == "add" else _EXCLUDERS
        self.help_with_wall = values["self_help_with_wall"]
        self.swh = self._swh(hand, extras, options)
        self.situational = self._situational(hand, extras)
        self.flowers = self._flowers(hand, options)

    def _swh(
        self, hand: Hand, extras: Extras, options: Options
    ) -> list[tuple[int, tuple[object, ...], Value]]:
        """The special winning hands that hold whatever the reading."""
        found: list[tuple[int, tuple[object, ...], Value]] = []
        v = self.swh_value
        # Evidence: what is said beyond the reading's groups (added in _score).
        if extras.first:
            if self.self_drawn:
                found.append((HEAVEN, ("self-drawn by the dealer on his first tiles",), v))
            else:
                found.append((EARTH, ("won on the dealer's first discard",), v))
        counts = self.counts
        if not hand.melds and _nine_gates(counts, self.win, self.values["nine_gates"]):
            found.append((NINE_GATES, (), v))
        letters = hand.flower_letters
        if len(letters) == 8 and self.values["flowers"]:
            found.append((EIGHT_FLOWERS, ("eight flowers",), v))
        kongs = [m for m in hand.melds if m.kind is MeldKind.KONG]
        if len(kongs) == 4 and (self.values["four_kongs"] == "any" or extras.chain == 4):
            found.append((FOUR_KONGS, (), v))
        if self.all_outside and not self.honors:
            found.append((PURE_TERMINALS, (), v))
        if not self.suits:
            found.append((PURE_HONORS, (), v))
        return found

    def _situational(self, hand: Hand, extras: Extras) -> tuple[Counted, ...]:
        """How the hand was won (42-52)."""
        s = hand.situation
        concealed = hand.is_concealed
        found = how_won(s.self_drawn, s.wall_last, s.kong, extras.chain, concealed, self.win)
        melds = hand.melds
        if (
            not s.self_drawn
            and not concealed
            and len(melds) == 4
            and all(m.claimed_from is not None for m in melds)
        ):
            found = (*found, (ALL_PICKUPS, tuple(m.notation() for m in melds)))
        return found

    def _flowers(self, hand: Hand, options: Options) -> tuple[Counted, ...]:
        """No Flower, Chance Flower, Full Set of Flowers (53-55)."""
        if not self.values["flowers"]:
            return ()
        letters = hand.flower_letters
        if not letters:
            return NO_FLOWER_ENTRY
        return flower_elements(letters, _WIND_TILE[hand.situation.seat_wind] - 27)


def _nine_gates(counts: list[int], win: int, rule: str) -> bool:
    """1112345678999 of one suit plus one tile of it (A-6); `nine_wait`: exactly that
    before the winning tile."""
    if win >= 27:
        return False
    base = win - win % 9
    if sum(counts[base : base + 9]) != 14:
        return False
    own = counts[base : base + 9]
    if rule == "nine_wait":
        own = own[:]
        own[win - base] -= 1
        return own == [3, 1, 1, 1, 1, 1, 1, 1, 3]
    return own[0] >= 3 and own[8] >= 3 and all(own[1:8])


def _isolated_stars(hand: Hand) -> Special | None:
    """All seven honors and seven tiles of one knitted straight (no declared set)."""
    counts = hand.concealed_counts()
    if counts[27:34] != _ONE_OF_EACH_HONOR:  # one list comparison, in C
        return None
    suited = frozenset(t for t in range(27) if counts[t])
    if len(suited) != 7 or any(counts[t] != 1 for t in suited):
        return None
    if not any(suited <= knit for knit in KNITTED_STRAIGHTS):
        return None
    return Special(STARS_SHAPE, format_tiles(sorted(hand.concealed)))


def _pairs_text(counts: list[int]) -> tuple[str, ...]:
    out = []
    for t, n in enumerate(counts):
        for _ in range(n // 2):
            out.append(format_tiles((t, t)))
    return tuple(out)


def _score(reading: Reading | Special, f: _Facts) -> Scored:
    """One reading counted (3.3, step 3)."""
    shape = reading.shape
    # Four sets and a pair: the reading's groups (a Special reading is never one).
    sets = reading if isinstance(reading, Reading) and shape is Shape.STANDARD else None
    standard = sets is not None
    ordinary: list[Counted]
    evidence: tuple[object, ...]
    if sets is not None:
        ordinary = _sets_elements(sets, f)
        evidence = tuple(sets.groups)
    elif shape is Shape.SEVEN_PAIRS:
        evidence = _pairs_text(f.counts)
        ordinary = [(SEVEN_PAIRS, evidence, f.values["seven_pairs_fan"])]
    else:
        evidence = (str(reading),)
        ordinary = []
    if f.composition:
        ordinary += [(key, evidence) for key in f.composition]
    ordinary += f.situational
    ordinary += f.flowers
    swh = [(key, (*evidence, *note), value) for key, note, value in f.swh] if f.swh else []
    v = f.swh_value
    if sets is not None:
        if not sets.chows and _concealed_pungs(sets, f):
            swh.append((CONCEALED_PUNGS, evidence, v))
    elif shape is Shape.SEVEN_PAIRS:
        if _consecutive_pairs(f.counts):
            swh.append((CONSECUTIVE_PAIRS, evidence, v))
    elif shape is Shape.THIRTEEN_ORPHANS:
        swh.append((THIRTEEN_ORPHANS, evidence, v))
    else:  # seven isolated stars
        swh.append((ISOLATED_STARS, evidence, v))
    if swh:
        # A special winning hand scores alone, once (3.2); the rest is named as excluded.
        first = min(swh, key=lambda e: e[0])
        excluded = tuple((e[0], first[0]) for e in (*swh, *ordinary) if e is not first)
        return Scored(reading, (first,), excluded, True, first[2], min(first[2], f.cap), standard)
    counted, excluded = _apply_exclusions(ordinary, f)
    raw: int | Fraction = 0
    values = _VALUES
    for e in counted:  # ints until a Fraction comes (a half of Seven Pairs, a chart's)
        raw += e[2] if len(e) == 3 else values[e[0]]
    if not raw and sets is not None and sets.chows and sets.pungs:
        counted.append((CHICKEN, evidence))  # nothing worth more than 0 is left
        raw = values[CHICKEN]
    return Scored(reading, tuple(counted), excluded, False, raw, min(raw, f.cap), standard)


def _apply_exclusions(
    entries: list[Counted], f: _Facts
) -> tuple[list[Counted], tuple[tuple[int, int], ...]]:
    """Drop the elements excluded by a counted element that is not itself excluded."""
    keys = {e[0] for e in entries}
    excluders = f.excluders  # empty when implied elements are added
    rules = {k: excluders[k] for k in keys if k in excluders}
    if SELF_HELP in keys and not f.help_with_wall:
        rules[SELF_HELP] = (*rules.get(SELF_HELP, ()), FROM_WALL)
    if not rules:
        return list(entries), ()
    dropped: dict[int, int] = {}
    for _ in range(4):  # the chains are short (49 > 48 > 47); stop when settled
        now: dict[int, int] = {}
        for key, excludes in rules.items():
            if key in dropped:
                continue
            for x in excludes:
                if x in keys and x != key and x not in now:
                    now[x] = key
        if now == dropped:
            break
        dropped = now
    counted = [e for e in entries if e[0] not in dropped]
    excluded = tuple(sorted(dropped.items()))
    return counted, excluded


def _concealed_pungs(reading: Reading, f: _Facts) -> bool:
    """Four concealed pungs and a pair (3, A-5): a kong spoils it unless the option lets a
    concealed kong count; a pung completed by another player's tile is not concealed."""
    kongs = f.values["all_concealed_pungs_kongs"]
    for g in reading.sets:
        if g.is_chow:
            return False
        if g.declared and not (kongs and g.kind.value == "kong" and not g.melded):
            return False
    return f.self_drawn or (reading.pair is not None and reading.pair.tile == f.win)


def _consecutive_pairs(counts: list[int]) -> bool:
    held = [t for t, n in enumerate(counts) if n]
    return (
        len(held) == 7
        and held[-1] < 27
        and held[0] // 9 == held[-1] // 9
        and held[-1] - held[0] == 6
        and all(counts[t] == 2 for t in held)
    )


def _sets_elements(reading: Reading, f: _Facts) -> list[Counted]:
    """The elements of four sets and a pair (12, 13, 16, 20, 21, 23-41)."""
    found: list[Counted] = []
    pair = reading.pair
    chows = reading.chows
    pungs = reading.pungs
    if len(chows) == 4:
        found.append((ALL_CHOWS, tuple(chows)))
    elif len(pungs) == 4:
        found.append((ALL_PUNGS, tuple(pungs)))
        if f.all_outside and f.terminals and f.honors:
            found.append((TERMINALS_HONORS, tuple(reading.groups)))
    if reading.traits & FIVE:
        found.append((FIVE_IN_ALL, tuple(reading.groups)))
    if (
        reading.traits & OUTSIDE
        and chows
        and (f.honors or not f.values["terminal_in_all_needs_honor"])
    ):
        found.append((TERMINAL_IN_ALL, tuple(reading.groups)))
    if pungs:
        _pung_elements(pungs, pair, f, found)
    if len(chows) >= 3:
        _chow_elements(chows, found)
    return found


def _pung_elements(pungs: list[Group], pair: Group | None, f: _Facts, found: list[Counted]) -> None:
    winds: list[Group] = []
    dragons: list[Group] = []
    suited: list[int] = []
    for g in pungs:  # one pass: most hands hold one or two pungs
        t = g.tile
        if t < 27:
            suited.append(t)
        elif t < 31:
            winds.append(g)
        else:
            dragons.append(g)
    if winds or dragons:
        _honor_pungs(winds, dragons, pair, f, found)
    if len(suited) < 3:
        return
    by_tile = {g.tile: g for g in pungs}
    suited.sort()
    tiles = set(suited)
    if len(suited) == 4 and suited[0] // 9 == suited[3] // 9 and suited[3] - suited[0] == 3:
        found.append((FOUR_JUMPING, tuple(by_tile[t] for t in suited)))
    for t in suited:
        if t + 2 in tiles and t + 1 in tiles and t // 9 == (t + 2) // 9:
            found.append((PURE_JUMPING, tuple(by_tile[x] for x in (t, t + 1, t + 2))))
            break
    for t in suited:
        if t < 9 and t + 9 in tiles and t + 18 in tiles:
            found.append((MATCHING_PUNGS, tuple(by_tile[x] for x in (t, t + 9, t + 18))))
            break
    ranks = {t % 9 for t in suited}
    for n in range(7):
        if n in ranks and n + 1 in ranks and n + 2 in ranks:
            for a, b, c in _PERMUTATIONS:
                trio = (a * 9 + n, b * 9 + n + 1, c * 9 + n + 2)
                if all(x in tiles for x in trio):
                    found.append((MIXED_JUMPING, tuple(by_tile[x] for x in trio)))
                    return


def _honor_pungs(
    winds: list[Group], dragons: list[Group], pair: Group | None, f: _Facts, found: list[Counted]
) -> None:
    """The wind and dragon elements of the honor pungs, in their listing order."""
    pair_tile = pair.tile if pair is not None else -1
    if len(winds) == 4:
        found.append((BIG_WINDS, tuple(winds)))
    elif len(winds) == 3 and 27 <= pair_tile <= 30:
        found.append((LITTLE_WINDS, (*winds, pair)))
    if len(dragons) == 3:
        found.append((BIG_DRAGONS, tuple(dragons)))
    elif len(dragons) == 2 and pair_tile >= 31:
        found.append((LITTLE_DRAGONS, (*dragons, pair)))
    for g in dragons:
        found.append((DRAGON_PUNG, (g,)))
    for g in winds:
        if g.tile == f.seat:
            found.append((SEAT_WIND, (g,)))
    for g in winds:
        if g.tile == f.prevalent:
            found.append((ROUND_WIND, (g,), f.values["round_wind_fan"]))


def _chow_elements(chows: list[Group], found: list[Counted]) -> None:
    starts = [g.tile for g in chows]
    by_tile = {g.tile: g for g in chows}
    distinct = sorted(set(starts))
    top = max(starts.count(t) for t in distinct)
    if top == 4:
        found.append((FOUR_IDENTICAL, tuple(chows)))
    if top >= 3:
        t = next(t for t in distinct if starts.count(t) >= 3)
        found.append((THREE_IDENTICAL, tuple(g for g in chows if g.tile == t)[:3]))
    tiles = set(distinct)
    if (
        len(distinct) == 4
        and len(chows) == 4
        and distinct[0] // 9 == distinct[3] // 9
        and distinct[3] - distinct[0] == 3
    ):
        found.append((FOUR_STEPPING, tuple(by_tile[t] for t in distinct)))
    for t in distinct:
        if t + 1 in tiles and t + 2 in tiles and t // 9 == (t + 2) // 9:
            found.append((PURE_STEPPING, tuple(by_tile[x] for x in (t, t + 1, t + 2))))
            break
    for t in distinct:
        if t < 9 and t + 9 in tiles and t + 18 in tiles:
            found.append((MATCHING_CHOWS, tuple(by_tile[x] for x in (t, t + 9, t + 18))))
            break
    for t in distinct:
        if t % 9 == 0 and t + 3 in tiles and t + 6 in tiles:
            found.append((PURE_STRAIGHT, tuple(by_tile[x] for x in (t, t + 3, t + 6))))
            break
    ranks = {t % 9 for t in distinct}
    for n in range(5):
        if n in ranks and n + 1 in ranks and n + 2 in ranks:
            for a, b, c in _PERMUTATIONS:
                trio = (a * 9 + n, b * 9 + n + 1, c * 9 + n + 2)
                if all(x in tiles for x in trio):
                    found.append((MIXED_STEPPING, tuple(by_tile[x] for x in trio)))
                    break
            else:
                continue
            break
    if 0 in ranks and 3 in ranks and 6 in ranks:
        for a, b, c in _PERMUTATIONS:
            trio = (a * 9, b * 9 + 3, c * 9 + 6)
            if all(x in tiles for x in trio):
                found.append((MIXED_STRAIGHT, tuple(by_tile[x] for x in trio)))
                break
