"""Score a hand under MCR: every reading, every fan, the principles, the best total."""

from __future__ import annotations

from functools import lru_cache
from typing import Final

from scoring.hand import FLOWER_LETTERS, FLOWER_NAMES, Hand
from scoring.mcr.context import Context, build_context
from scoring.mcr.detect import Tally, detectors_for
from scoring.mcr.fans import CHICKEN_HAND, FANS, FLOWER_TILES
from scoring.mcr.reading import Reading, Shape, all_readings
from scoring.mcr.rulings import MIL_2015, Rulings, exclusions


class Evaluation:
    """One reading scored: the fans counted, and those found but not counted, with why.

    Read-only by convention. A plain class with slots, not a dataclass: one is made per
    reading, and four slot stores cost less than a frozen dataclass's setattr calls or
    a dict update; it also compiles as a native class (mypyc, docs/rule-systems.md)."""

    __slots__ = ("reading", "counted", "excluded", "notes")

    def __init__(
        self,
        reading: Reading,
        counted: tuple[tuple[int, tuple[object, ...]], ...],
        excluded: tuple[tuple[int, int], ...],  # (fan, the counted fan that excludes it)
        notes: tuple[tuple[int, str], ...],
    ) -> None:
        self.reading = reading
        self.counted = counted
        self.excluded = excluded
        self.notes = notes

    def __repr__(self) -> str:
        return f"Evaluation({self.reading}: {[k for k, _ in self.counted]})"

    @property
    def total(self) -> int:
        return sum(FANS[k].points for k, _ in self.counted)

    def keys(self) -> set[int]:
        return {k for k, _ in self.counted}


def evaluate_reading(reading: Reading, ctx: Context) -> Evaluation:
    """One reading under the default rulings (MIL 2015): the hot path, kept lean."""
    tally = Tally()
    for detect in detectors_for(reading.shape, reading.has):
        detect(reading, ctx, tally)
    found = tally.found
    if not _NATIVE:
        # Pure Python: the fans found as bits (fan k is bit k); long ints are C there.
        present = 0
        for key, _ in found:
            present |= 1 << key
        excluded, dropped = _exclusions_by_bits(present & _RELATED)
        return _evaluation(reading, found, excluded, dropped, tally)
    # Compiled: bits past 62 are Python longs, every operation a generic call; the
    # related fans found as a sorted tuple of small ints instead (the same answer).
    related: list[int] = []  # the fans found that exclude or are excluded by another
    is_related = _IS_RELATED
    for key, _ in found:
        if is_related[key] and key not in related:  # once each: the cache's key
            related.append(key)
    if not related:
        return _evaluation(reading, found, (), _NONE, tally)
    related.sort()
    excluded, dropped = _exclusions(tuple(related))
    return _evaluation(reading, found, excluded, dropped, tally)


def evaluate_reading_under(reading: Reading, ctx: Context, profile: int) -> Evaluation:
    """`evaluate_reading` under another rulings profile: every fan found (the rulings may
    count what the default excludes), the profile's exclusions applied."""
    tally = Tally()
    for detect in detectors_for(reading.shape, reading.has, find_all=True):
        detect(reading, ctx, tally)
    found = tally.found
    present = 0
    for key, _ in found:
        present |= 1 << key
    excluded, dropped = _exclusions_under(present & _RELATED, profile)
    return _evaluation(reading, found, excluded, dropped, tally)


def _evaluation(
    reading: Reading,
    found: list[tuple[int, tuple[object, ...]]],
    excluded: tuple[tuple[int, int], ...],
    dropped: frozenset[int],
    tally: Tally,
) -> Evaluation:
    counted = tuple([(k, ev) for k, ev in found if k not in dropped] if dropped else found)
    if not counted and reading.shape is Shape.STANDARD:
        counted = ((CHICKEN_HAND, ("no other fan",)),)
    return Evaluation(reading, counted, excluded, tuple(tally.notes))


def _as_bits(table: dict[int, tuple[int, ...]]) -> dict[int, int]:
    """Each fan's `excludes` as bits (fan k is bit k), to find at once which it hits."""
    return {key: sum(1 << k for k in set(excludes)) for key, excludes in table.items()}


# The exclusion tables of the rulings profiles in use, by number (0: MIL 2015, the fan
# table itself): a small int keeps the cache key of `_exclusions` cheap.
_PROFILES: list[Rulings] = [MIL_2015]
_TABLES: list[dict[int, tuple[int, ...]]] = [exclusions(MIL_2015)]
_EXCLUDE_BITS_OF: list[dict[int, int]] = [_as_bits(_TABLES[0])]
# The fans that exclude or are excluded by another, under any profile: the others change
# nothing there, and leaving them out of the cache key lets more hands share an answer.
_RELATED = 0
for _key, _bits in _EXCLUDE_BITS_OF[0].items():
    if _bits:
        _RELATED |= 1 << _key | _bits


def profile_number(rulings: Rulings) -> int:
    """The number under which a rulings profile's exclusion table is kept."""
    if rulings in _PROFILES:
        return _PROFILES.index(rulings)
    _PROFILES.append(rulings)
    _TABLES.append(exclusions(rulings))
    _EXCLUDE_BITS_OF.append(_as_bits(_TABLES[-1]))
    return len(_PROFILES) - 1


def excludes_of(rulings: Rulings = MIL_2015) -> dict[int, tuple[int, ...]]:
    """Each fan's `excludes` under a rulings profile."""
    return _TABLES[profile_number(rulings)]


# The same fans as a list by fan number, for the hot path: small ints and list look-ups,
# no big bit masks (fan numbers reach 82: such masks are not machine ints under mypyc).
_IS_RELATED: Final[list[bool]] = [bool(_RELATED >> k & 1) for k in range(max(FANS) + 1)]
# Each fan's `excludes` under the default profile, once each, in the table's order.
_EXCLUDES: Final[list[tuple[int, ...]]] = [
    tuple(dict.fromkeys(_TABLES[0].get(k, ()))) for k in range(max(FANS) + 1)
]
_NONE: Final[frozenset[int]] = frozenset()


def _probe() -> None:
    """Only here to tell whether this module runs compiled (see _NATIVE)."""


# True when mypyc compiled this module (a compiled function is a builtin).
_NATIVE: Final = type(_probe).__name__ != "function"


@lru_cache(maxsize=1 << 14)
def _exclusions_by_bits(present: int) -> tuple[tuple[tuple[int, int], ...], frozenset[int]]:
    """`_exclusions_under` the default profile, as pure Python's hot path asks it (an
    explanation then finds the answer in `_exclusions_under`'s cache)."""
    return _exclusions_under(present, 0)


@lru_cache(maxsize=1 << 14)
def _exclusions(related: tuple[int, ...]) -> tuple[tuple[tuple[int, int], ...], frozenset[int]]:
    """`_exclusions_under` the default profile (MIL 2015), of the related fans found
    (`related`: each once, in fan order): the hot path. The same
    rule, read from lists: a fan already excluded is skipped (it excludes nothing), and
    each other excludes those of its `excludes` found and not yet excluded."""
    present = set(related)
    excluded: dict[int, int] = {}
    for key in related:
        if key in excluded:
            continue
        for other in _EXCLUDES[key]:  # each once: none is met again in this loop
            if other in present and other not in excluded:
                excluded[other] = key
    return tuple(excluded.items()), frozenset(excluded)


def exclusions_of(present: int, profile: int = 0) -> dict[int, int]:
    """Of the fans found (bit k for fan k), each excluded one and the fan excluding it."""
    return dict(_exclusions_under(present & _RELATED, profile)[0])


@lru_cache(maxsize=1 << 12)
def _exclusions_under(
    present: int, profile: int
) -> tuple[tuple[tuple[int, int], ...], frozenset[int]]:
    """Of the fans found (bit k for fan k), those not counted, each with the counted fan
    that excludes it; and the set of them. Cached: the same sets of fans come up again
    and again.

    No duplication, in fan order: a fan that is itself excluded excludes nothing.
    """
    excluded: dict[int, int] = {}
    dropped = 0  # the fans excluded so far, as bits
    bits_of = _EXCLUDE_BITS_OF[profile]
    table = _TABLES[profile]
    rest = present
    while rest:
        low = rest & -rest  # the next fan found, in fan order
        rest ^= low
        if dropped & low:
            continue
        key = low.bit_length() - 1
        hits = bits_of[key] & present & ~dropped
        if hits:
            for other in table[key]:
                if hits >> other & 1:
                    excluded[other] = key
            dropped |= hits
    return tuple(excluded.items()), frozenset(excluded)


def _preference(ev: Evaluation) -> tuple[int, bool, bool, bool]:
    """Take the maximum; between equal totals prefer the reading that names the larger
    patterns (Pure Triple Chow, Triple Pung) and sets over seven pairs."""
    keys = ev.keys()
    return (ev.total, 23 in keys, 32 in keys, ev.reading.shape is not Shape.SEVEN_PAIRS)


def evaluate(
    hand: Hand, rulings: Rulings = MIL_2015
) -> tuple[Evaluation | None, list[Evaluation], Context]:
    """The best evaluation (None if the hand does not win), all of them, and the context."""
    ctx = build_context(hand)
    if rulings is MIL_2015:
        evaluations = [evaluate_reading(r, ctx) for r in all_readings(hand)]
    else:
        ctx.knitted_straight_waits = rulings.knitted_straight_waits
        ctx.find_all = True  # the rulings may count what the default excludes
        profile = profile_number(rulings)
        evaluations = [evaluate_reading_under(r, ctx, profile) for r in all_readings(hand)]
    if not evaluations:
        return None, [], ctx
    best = evaluations[0]
    for ev in evaluations[1:]:
        if _preference(ev) > _preference(best):
            best = ev
    if hand.flowers and rulings.flowers:
        best = Evaluation(
            best.reading,
            best.counted + _flower_fans(hand.flowers, hand.flower_letters),
            best.excluded,
            best.notes,
        )
    return best, evaluations, ctx


@lru_cache(maxsize=1024)
def _flower_fans(flowers: int, letters: str) -> tuple[tuple[int, tuple[str]], ...]:
    """Flower Tiles once per flower, each named (cached: a few hundred possibilities)."""
    if letters:
        names = [FLOWER_NAMES[FLOWER_LETTERS.index(ch)] for ch in letters]
    else:
        names = [f"flower {i + 1}" for i in range(flowers)]
    return tuple((FLOWER_TILES, (name,)) for name in names)
