"""The detectors' register: which detector runs on which shape of reading, the fans each
can find, and which read no ruling. Kept apart from the detectors themselves
(`scoring.mcr.detect`) so that an explanation (`scoring.claim_reasons`) asks the register
without the fans' code, and each module stays small."""

from __future__ import annotations

from collections.abc import Callable

from scoring.mcr.context import Context
from scoring.mcr.reading import HAS_CHOWS, HAS_PUNG, NO_CHOW, NO_PUNG, Reading, Shape
from scoring.mcr.tally import Tally

Detector = Callable[[Reading, Context, Tally], None]
# (shapes, needs, detector, the further shapes it runs on when finding all)
DETECTORS: list[tuple[frozenset[Shape], int, Detector, frozenset[Shape]]] = []
# The fans each detector can find (declared with it), so that an explanation knows
# whether a fan was looked for on a reading's shape: not found there means not there.
EMITS: dict[Detector, frozenset[int]] = {}
# The detectors that find the same whatever the context's rulings say (they read neither
# `find_all` nor `knitted_straight_waits`): what such a detector found on a reading
# when it was scored is what a run "finding all" would find (`claim_reasons` relies on it;
# tests/test_claim_probe.py runs each both ways on a corpus).
RULING_FREE: set[Detector] = set()

STANDARD_LIKE = frozenset({Shape.STANDARD, Shape.KNITTED_STRAIGHT})
TILE_BASED = frozenset({Shape.STANDARD, Shape.KNITTED_STRAIGHT, Shape.SEVEN_PAIRS})
EVERY_SHAPE = frozenset(Shape)


_BY_SHAPE: dict[tuple[str, int], list[Detector]] = {}
_BY_SHAPE_ALL: dict[tuple[str, int], list[Detector]] = {}
EVERYTHING = HAS_PUNG | HAS_CHOWS | NO_CHOW | NO_PUNG


def detectors_for(shape: Shape, has: int = EVERYTHING, find_all: bool = False) -> list[Detector]:
    """The detectors of one shape, in registration order, but those that need a kind of
    set the reading has not (`Reading.has`). Looked up once per reading.

    `find_all` (Context.find_all: explaining a claim, or rulings other than the default)
    adds the detectors that find, on that shape, only fans its own fan excludes."""
    cache = _BY_SHAPE_ALL if find_all else _BY_SHAPE
    key = (shape._name_, has)  # the name: hashing an Enum member runs Python code
    found = cache.get(key)
    if found is None:
        found = cache[key] = [
            fn
            for shapes, needs, fn, extra in DETECTORS
            if (shape in shapes or (find_all and shape in extra)) and needs & has == needs
        ]
    return found


def detector(
    *shapes: frozenset[Shape] | Shape,
    needs: int = 0,
    emits: tuple[int, ...] = (),
    finding_all: frozenset[Shape] = frozenset(),
    ruling_free: bool = False,
) -> Callable[[Detector], Detector]:
    """Register a detector for these shapes; `needs` (HAS_PUNG, HAS_CHOWS, NO_CHOW,
    NO_PUNG) spares calling it on a reading where it could find nothing; `emits` lists
    the fans it can find (see `fans_looked_for`); `finding_all`, the shapes it also runs
    on when every fan is to be found (see `detectors_for`); `ruling_free`, that it reads
    no ruling of the context (see RULING_FREE)."""
    allowed: set[Shape] = set()
    for s in shapes:
        allowed |= s if isinstance(s, frozenset) else {s}

    def register(fn: Detector) -> Detector:
        DETECTORS.append((frozenset(allowed), needs, fn, finding_all))
        EMITS[fn] = frozenset(emits)
        if ruling_free:
            RULING_FREE.add(fn)
        _BY_SHAPE.clear()
        _BY_SHAPE_ALL.clear()
        _LOOKED_FOR.clear()
        _FINDERS.clear()
        return fn

    return register


_LOOKED_FOR: dict[Shape, frozenset[int]] = {}


def fans_looked_for(shape: Shape) -> frozenset[int]:
    """Every fan some detector of this shape can find: on a reading of that shape, a fan
    of this set that was not found is not there (the explanations rely on it)."""
    found = _LOOKED_FOR.get(shape)
    if found is None:
        found = frozenset().union(*(EMITS[fn] for fn in detectors_for(shape, find_all=True)))
        _LOOKED_FOR[shape] = found
    return found


_FINDERS: dict[tuple[str, int, int], tuple[bool, list[Detector]]] = {}


def finders_of(shape: Shape, has: int, key: int) -> tuple[bool, list[Detector]]:
    """The detectors that can find fan `key` on a reading of this shape with every ruling
    switched to find, and whether each of them also runs when the reading is scored and
    reads no ruling (then what they found of `key` is in the scored reading already).
    Kept per shape, sets and fan: an explanation asks it for every fan it looks at."""
    plan_key = (shape._name_, has, key)  # the name: hashing an Enum member runs Python
    plan = _FINDERS.get(plan_key)
    if plan is None:
        finding = [d for d in detectors_for(shape, has, True) if key in EMITS[d]]
        scored = detectors_for(shape, has)
        free = bool(finding) and all(d in RULING_FREE and d in scored for d in finding)
        plan = _FINDERS[plan_key] = (free, finding)
    return plan
