"""Score a hand under MCR: every reading, every fan, the principles, the best total."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from scoring.hand import FLOWER_LETTERS, FLOWER_NAMES, Hand
from scoring.mcr.context import Context, build_context
from scoring.mcr.detect import Tally, detectors_for
from scoring.mcr.fans import CHICKEN_HAND, FANS, FLOWER_TILES
from scoring.mcr.reading import Reading, Shape, all_readings


@dataclass(frozen=True)
class Evaluation:
    """One reading scored: the fans counted, and those found but not counted, with why."""

    reading: Reading
    counted: tuple[tuple[int, tuple[str, ...]], ...]
    excluded: tuple[tuple[int, int], ...]  # (fan, the counted fan that excludes it)
    notes: tuple[tuple[int, str], ...]

    def __init__(
        self,
        reading: Reading,
        counted: tuple[tuple[int, tuple[str, ...]], ...],
        excluded: tuple[tuple[int, int], ...],
        notes: tuple[tuple[int, str], ...],
    ) -> None:
        # The fields in one step (see result.ScoredFan): one Evaluation per reading.
        self.__dict__.update(reading=reading, counted=counted, excluded=excluded, notes=notes)

    @property
    def total(self) -> int:
        return sum(FANS[k].points for k, _ in self.counted)

    def keys(self) -> set[int]:
        return {k for k, _ in self.counted}


def evaluate_reading(reading: Reading, ctx: Context) -> Evaluation:
    tally = Tally()
    for detect in detectors_for(reading.shape, reading.has):
        detect(reading, ctx, tally)
    found = tally.found
    present = 0  # the fans found, as bits: fan k is bit k
    for key, _ in found:
        present |= 1 << key
    excluded, dropped = _exclusions(present & _RELATED)
    counted = tuple([(k, ev) for k, ev in found if k not in dropped] if dropped else found)
    if not counted and reading.shape is Shape.STANDARD:
        counted = ((CHICKEN_HAND, ("no other fan",)),)
    return Evaluation(reading, counted, excluded, tuple(tally.notes))


# Each fan's `excludes` as bits (fan k is bit k), to find at once which it hits.
_EXCLUDE_BITS = {key: sum(1 << k for k in set(fan.excludes)) for key, fan in FANS.items()}
# The fans that exclude or are excluded by another: the others change nothing there,
# and leaving them out of the cache key lets more hands share an answer.
_RELATED = 0
for _key, _bits in _EXCLUDE_BITS.items():
    if _bits:
        _RELATED |= 1 << _key | _bits


@lru_cache(maxsize=1 << 14)
def _exclusions(present: int) -> tuple[tuple[tuple[int, int], ...], frozenset[int]]:
    """Of the fans found (bit k for fan k), those not counted, each with the counted fan
    that excludes it; and the set of them. Cached: the same sets of fans come up again
    and again.

    No duplication, in fan order: a fan that is itself excluded excludes nothing.
    """
    excluded: dict[int, int] = {}
    dropped = 0  # the fans excluded so far, as bits
    rest = present
    while rest:
        low = rest & -rest  # the next fan found, in fan order
        rest ^= low
        if dropped & low:
            continue
        key = low.bit_length() - 1
        hits = _EXCLUDE_BITS[key] & present & ~dropped
        if hits:
            for other in FANS[key].excludes:
                if hits >> other & 1:
                    excluded[other] = key
            dropped |= hits
    return tuple(excluded.items()), frozenset(excluded)


def _preference(ev: Evaluation) -> tuple:
    """Take the maximum; between equal totals prefer the reading that names the larger
    patterns (Pure Triple Chow, Triple Pung) and sets over seven pairs."""
    keys = ev.keys()
    return (ev.total, 23 in keys, 32 in keys, ev.reading.shape is not Shape.SEVEN_PAIRS)


def evaluate(hand: Hand) -> tuple[Evaluation | None, list[Evaluation], Context]:
    """The best evaluation (None if the hand does not win), all of them, and the context."""
    ctx = build_context(hand)
    evaluations = [evaluate_reading(r, ctx) for r in all_readings(hand)]
    if not evaluations:
        return None, [], ctx
    best = evaluations[0]
    for ev in evaluations[1:]:
        if _preference(ev) > _preference(best):
            best = ev
    if hand.flowers:
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
