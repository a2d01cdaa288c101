"""Why a claimed MCR fan does not count, or not as often: the reasons of `scoring.explain`.

The reason is derived, not looked up per fan (the kinds are listed in `scoring.explain`):
the detectors of the counted reading are run again with every ruling switched to find,
the fan table's `excludes` says what dropped a claimed fan, and the counted reading's
sets say which principle (no disassembly, no reuse, one combination) stopped a pair fan.
Kept apart from the claim check itself so that each module stays small and the check's
bookkeeping does not hide the referee's reasoning.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from itertools import combinations

from scoring.hand import Hand
from scoring.mcr.context import Context, shape_waits
from scoring.mcr.detect import chow_pair_fan
from scoring.mcr.evaluate import Evaluation, excludes_of, exclusions_of, profile_number
from scoring.mcr.fans import CONCEALED_AND_MELDED_KONG, FANS
from scoring.mcr.reading import Group, Reading, Shape
from scoring.mcr.registry import detectors_for, fans_looked_for, finders_of
from scoring.mcr.rulings import Rulings
from scoring.mcr.tally import Tally
from scoring.tiles import tile_code

CHOW_PAIR_FANS = frozenset((69, 70, 71, 72))
DOUBLE_PUNG = 65
PUNG_FAMILIES = frozenset((15, 24, 32, 42))
CHOW_FAMILIES = frozenset((13, 14, 16, 23, 28, 29, 30, 39, 41, 50))
WAIT_FANS = (77, 78, 79)
# Fans that may count more than once in a hand (the seed: "may be counted repeatedly").
REPEATABLE = frozenset((59, 64, 65, 69, 70, 71, 72, 73, 81))
CHICKEN_HAND, FLOWER_TILES, KNITTED_STRAIGHT = 43, 81, 35
CONCEALED_HAND, FULLY_CONCEALED = 62, 56
# The fans of the shapes other than four sets and a pair (seven pairs, thirteen orphans,
# the honors-and-knitted hands): their tiles hold no pung or chow.
SHAPE_FANS = frozenset((6, 7, 19, 20, 34))
# The fans made of sets (pungs, kongs, chows, or every set and the pair): on those shapes
# they are simply not there, whatever else the hand scores.
SET_FANS = frozenset(
    (1, 2, 5, 9, 10, 12, 13, 14, 15, 16, 17, 21, 23, 24, 28, 29, 30, 31, 32, 33, 38, 39)
    + (41, 42, 48, 50, 53, 54, 55, 57, 59, 60, 61, 63, 65, 66, 67, 69, 70, 71, 72, 73, 74)
    + (77, 78)
)
WON_PUNG = re.compile(r"the pung of (\S+) was completed by the winning discard")

# Where a ruling, not the plain "no duplication", is why a fan gives way to another:
# (claimed fan, the fan that replaces it) -> the ruling, as said to the referee.
RULING_NOTES: dict[tuple[int, int], str] = {
    **{
        (g, f): "with three or four kongs, concealed kongs count as concealed pungs only, "
        "not also as Concealed Kong (MIL 2015)"
        for g in (53, 67)
        for f in (5, 17)
    },
    (67, CONCEALED_AND_MELDED_KONG): "one concealed and one melded kong score one 5-fan "
    "item, not Concealed Kong + Melded Kong (MIL 2015)",
    (74, CONCEALED_AND_MELDED_KONG): "one concealed and one melded kong score one 5-fan "
    "item, not Concealed Kong + Melded Kong (MIL 2015)",
    (CONCEALED_AND_MELDED_KONG, 67): "under this tournament's rulings, one concealed and one "
    "melded kong score Concealed Kong (2) + Melded Kong (1), not the 5-fan item",
    (58, 47): "the robbed tile is always the fourth of its kind, so Robbing the Kong "
    "already includes Last Tile",
}
# The same rulings by a short id, which a user interface translates.
RULING_IDS: dict[tuple[int, int], str] = {
    **{(g, f): "three-kongs" for g in (53, 67) for f in (5, 17)},
    (67, CONCEALED_AND_MELDED_KONG): "kong-item",
    (74, CONCEALED_AND_MELDED_KONG): "kong-item",
    (CONCEALED_AND_MELDED_KONG, 67): "kong-split",
    (58, 47): "robbed-tile",
}


class Reasons:
    """Why each claimed fan does not count (or not as often), for one hand."""

    def __init__(
        self,
        hand: Hand,
        best: Evaluation,
        evaluations: list[Evaluation],
        ctx: Context,
        counted: Mapping[int, int],
        rulings: Rulings,
    ) -> None:
        self.hand = hand
        self.best = best
        self.evaluations = evaluations
        self.ctx = ctx
        self.counted = counted
        self.rulings = rulings
        self.table = excludes_of(rulings)
        self.profile = profile_number(rulings)
        self._raws: dict[int, tuple[Tally, dict[int, int]]] = {}
        self._probes: dict[tuple[int, int], Tally] = {}
        self.facts: dict[str, object] = {}

    @property
    def raw(self) -> Tally:  # worked out at the first reason (a right claim asks none)
        return self._raw_of(self.best)[0]

    @property
    def excluded(self) -> dict[int, int]:
        return self._raw_of(self.best)[1]

    def _raw_of(self, ev: Evaluation) -> tuple[Tally, dict[int, int]]:
        """Everything the detectors find on a reading, the fans its fans exclude too
        (`Context.find_all`, every ruling switched to find), and of those each fan the
        table drops with the fan that drops it."""
        found = self._raws.get(id(ev))
        if found is None:
            tally = self._find(ev, None)
            present = 0
            for key, _ in tally.found:
                present |= 1 << key
            found = self._raws[id(ev)] = (tally, exclusions_of(present, self.profile))
        return found

    def _probe(self, ev: Evaluation, key: int) -> Tally:
        """What `_raw_of` finds on the reading about fan `key` (its finds, notes and
        withins), from the detectors that can find it only: a detector reads the reading
        and the context, never another's tally, so the others cannot change what these
        say of `key` (tests/test_claim_probe.py compares every fan of a corpus). Most
        claimed fans a hand lacks are settled here, without running the other detectors
        on every reading."""
        whole = self._raws.get(id(ev))
        if whole is not None:
            return whole[0]
        found = self._probes.get((id(ev), key))
        if found is None:
            found = self._probes[(id(ev), key)] = self._find(ev, key)
        return found

    def _find(self, ev: Evaluation, key: int | None) -> Tally:
        """The detectors of ev's reading with every ruling switched to find: all of them,
        or those that can find fan `key`."""
        tally = Tally()
        reading = ev.reading
        finding = None
        if key is not None:
            free, finding = finders_of(reading.shape, reading.has, key)
            if free:
                # Each ran when the reading was scored and reads no ruling: what it
                # found of `key` then is in the evaluation, counted or excluded.
                for k, evidence in ev.counted:
                    if k == key:
                        tally.add(k, *evidence)
                for k, _ in ev.excluded:
                    if k == key:
                        tally.add(k)
                for k, why in ev.notes:
                    if k == key:
                        tally.note(k, why)
                return tally
        ctx = self.ctx
        saved = ctx.knitted_straight_waits, ctx.find_all
        ctx.knitted_straight_waits = ctx.find_all = True
        try:
            if finding is None:
                finding = detectors_for(reading.shape, reading.has, True)
            for detect in finding:
                detect(reading, ctx, tally)
        finally:
            ctx.knitted_straight_waits, ctx.find_all = saved
        return tally

    def _has(self, ev: Evaluation, key: int) -> bool:
        """Do the detectors, every ruling switched to find, find `key` on ev's reading?"""
        return any(k == key for k, _ in self._probe(ev, key).found)

    def _dropped(self, ev: Evaluation, key: int) -> bool:
        """Is `key` found on ev's reading and dropped there by a fan that excludes it?"""
        return self._has(ev, key) and key in self._raw_of(ev)[1]

    def explain(self, key: int, times: int) -> tuple[str, tuple[int, ...], str]:
        """(kind, by, reason) for a fan claimed `times` times; `facts` says what the
        reason is made of."""
        self.facts = {}
        fan = FANS[key]
        if key == FLOWER_TILES:
            return self._flowers(times)
        if self.counted.get(key, 0):
            return self._too_many(key, times)
        if key == CHICKEN_HAND:
            # Not a duplication: a hand with another fan is simply no Chicken Hand (its
            # rule is "no other fan"), so the kind is absent; `by` names those fans.
            others = tuple(k for k in self.counted if k != FLOWER_TILES)
            return (
                "absent",
                others,
                "Chicken Hand counts only when no other fan does; this hand scores "
                + _names(others)
                + ".",
            )
        if self._dropped(self.best, key):
            return self._excluded(key)
        within = self._within(key)
        if within:
            return (
                "excluded",
                within,
                f"Not counted with {_names(within)}: the sets that would make "
                f"{fan.name} already count as {_names(within, points=False)} "
                "(no duplication).",
            )
        combination = self._combination(key)
        if combination is not None:
            return combination
        # The fan table says a counted fan does not combine with it: that is the reason
        # when the hand has it in another reading, or when this reading's shape is not
        # looked at for it (Single Wait in thirteen orphans). A fan looked for here and
        # found in no reading is simply not there.
        by = tuple(k for k in self.counted if key in self.table.get(k, ()))
        no_sets = self._no_sets(key)
        if no_sets is not None:
            return no_sets
        in_other = by and self._in_other_reading(key)
        if by and not in_other and key not in fans_looked_for(self.best.reading.shape):
            # The shape does not look for it. Its own fan covering it (Single Wait in
            # Thirteen Orphans) is a duplication; a fan of sets on a shape with no sets
            # (Pung of Terminals or Honors on seven pairs) is simply not there.
            shape = [k for k in self.counted if k in SHAPE_FANS]
            if any(key in self.table.get(k, ()) for k in shape):
                return self._excluded(key, by)
            names = _names(shape, points=False) or "this shape"
            self.facts["no_sets"] = tuple(shape)
            return "absent", (), f"{self._absent(key)} The hand is {names}: it has no sets."
        if in_other:
            return self._excluded(key, by)
        if key in WAIT_FANS and self._ruled_out_wait(key):
            self.facts["ruling"] = "knitted-waits"
            return (
                "excluded",
                (KNITTED_STRAIGHT,),
                f"{fan.name} is not counted: under this tournament's rulings no wait fan "
                "is scored beside a knitted straight.",
            )
        other = self._other_reading(key)
        if other is not None:
            return other
        return "absent", (), self._absent(key)

    # --- the kinds ----------------------------------------------------------------

    def _flowers(self, times: int) -> tuple[str, tuple[int, ...], str]:
        if not self.rulings.flowers:
            self.facts["ruling"] = "flowers-off"
            return "absent", (), "Flowers are not counted under this tournament's rulings."
        n = self.hand.flowers
        self.facts["flowers"] = n
        if not n:
            return "absent", (), "The hand declares no flowers."
        return "too-many", (), f"The hand declares {n} flower{'s' if n > 1 else ''}."

    def _excluded(
        self, key: int, by: tuple[int, ...] | None = None
    ) -> tuple[str, tuple[int, ...], str]:
        if by is None:
            first = self.excluded[key]
            others = [k for k in self.counted if k != first and key in self.table.get(k, ())]
            by = (first, *others)
        fan = FANS[key]
        notes = [(key, f) for f in by if (key, f) in RULING_NOTES]
        head = f"Not counted with {_names(by)}"
        if notes:
            self.facts["ruling"] = RULING_IDS[notes[0]]
            return "excluded", by, f"{head}: {RULING_NOTES[notes[0]]}."
        one = len(by) == 1
        dropped = self._dropped(self.best, key)
        if dropped:  # found in this reading, and dropped
            verb = "already includes or replaces" if one else "already include or replace"
        else:
            verb = "does not combine with" if one else "do not combine with"
        reason = f"{head}, which {verb} {fan.name} (no duplication)."
        if not dropped:
            other = self._other_reading(key)
            if other is not None:
                reason += f" {other[2]}"
        return "excluded", by, reason

    def _too_many(self, key: int, times: int) -> tuple[str, tuple[int, ...], str]:
        fan = FANS[key]
        n = self.counted.get(key, 0)
        head = f"{fan.name} counts {_times(n)} here, not {_times(times)}"
        if key not in REPEATABLE:
            self.facts["why"] = "once"
            return "too-many", (), f"{head}: it counts at most once a hand."
        within = self._within(key)
        if within:
            self.facts["why"] = "within"
            return (
                "too-many",
                within,
                f"{head}: its other sets already count as {_names(within, points=False)} "
                "(no duplication).",
            )
        principle = self._pair_principle(key)
        if principle is not None:
            kind, by, why = principle
            self.facts.update(why="used", principle=kind)
            return "too-many", by, f"{head}: a set already used, {why}."
        self.facts["why"] = "fewer"
        return "too-many", (), f"{head}: the hand has no more sets that make it (fewer sets)."

    def _combination(self, key: int) -> tuple[str, tuple[int, ...], str] | None:
        """A pair fan that two sets of the counted reading make, stopped by a principle."""
        found = self._pair_principle(key)
        if found is None:
            return None
        kind, by, why = found
        return kind, by, f"{why[0].upper()}{why[1:]}."

    def _pair_principle(self, key: int) -> tuple[str, tuple[int, ...], str] | None:
        sets, families, pairs = _pairs_making(self.best.reading, key)
        if not pairs:
            return None
        fan = FANS[key]
        counted_pairs = [ev for k, ev in self.best.counted if k == key]
        # Pairs already counted are not the ones in question.
        for ev in counted_pairs:
            for i, (a, b) in enumerate(pairs):
                if _same_pair((a, b), ev):
                    del pairs[i]
                    break
        if not pairs:
            return None
        combos = [(k, ev) for k, ev in self.best.counted if k in families]
        inside: int | None = None
        for a, b in pairs:
            # Inside a combination only if no copy of either set is left outside it: of
            # two identical chows, one may be in Pure Straight and the other not.
            inside = next(
                (k for k, ev in combos if _holds(ev, (a, b)) and _all_copies(sets, ev, (a, b))),
                None,
            )
            if inside is None:
                break
        if inside is not None:  # every pair inside a counted fan (the last one's named)
            name = FANS[inside].name
            self.facts["sets"] = f"{pairs[0][0]} {pairs[0][1]}"
            return (
                "no-disassembly",
                (inside,),
                f"no disassembly: the sets of {name} are counted as that fan and cannot be "
                f"split again to make {fan.name}",
            )
        used = [g for ev in counted_pairs for g in ev]
        self.facts["sets"] = f"{a} {b}"
        if a in used or b in used:
            self.facts["set"] = str(a if a in used else b)
            return (
                "no-reuse",
                (key,),
                f"no reuse: {a if a in used else b} already makes {fan.name} with another "
                "set, and cannot make it again",
            )
        combining = families | CHOW_PAIR_FANS | {DOUBLE_PUNG}
        by = tuple(
            sorted({k for k, ev in self.best.counted if k in combining and (a in ev or b in ev)})
        )
        return (
            "one-combination",
            by,
            f"one combination only: {a} and {b} are already combined"
            + (f" (through {_names(by)})" if by else "")
            + f", and a set may join the others only once, so they cannot make {fan.name}",
        )

    def _within(self, key: int) -> tuple[int, ...]:
        """The counted fans whose sets would otherwise also make this fan, with the
        counted fans the table says exclude it."""
        found = []
        for k, by in self._probe(self.best, key).withins():
            if k == key:
                by = by if self.counted.get(by, 0) else self.excluded.get(by, by)
                if self.counted.get(by, 0) and by not in found:
                    found.append(by)
        if not found:
            return ()
        found += [k for k in self.counted if key in self.table.get(k, ()) and k not in found]
        return tuple(found)

    def _no_sets(self, key: int) -> tuple[str, tuple[int, ...], str] | None:
        """A fan of sets claimed where the counted shape has none (seven pairs, thirteen
        orphans, the honors-and-knitted hands) and no other reading has it: absent, and
        the shape is the reason the referee gives first. Not only when a counted fan
        also excludes the claim (Pung of Terminals or Honors beside All Terminals and
        Honors): a plain seven pairs has no pung either."""
        shape = tuple(k for k in self.counted if k in SHAPE_FANS)
        if not shape or key not in SET_FANS or key in fans_looked_for(self.best.reading.shape):
            return None
        if self._in_other_reading(key):  # 112233m... read as chows too: the maximum
            return None
        self.facts["no_sets"] = shape
        names = _names(shape, points=False)
        return "absent", (), f"{self._absent(key)} The hand is {names}: it has no sets."

    def _in_other_reading(self, key: int) -> bool:
        return (
            any(
                ev is not self.best and (key in ev.keys() or self._dropped(ev, key))
                for ev in self.evaluations
            )
            or self._pair_elsewhere(key) is not None
        )

    def _pair_elsewhere(self, key: int) -> tuple[Evaluation, int | None] | None:
        """Another reading whose sets make the pair fan `key` although it does not count
        it, as two sets of a combination it counts (111m 222m 333m read as 123m 123m
        123m: Pure Double Chow within Pure Triple Chow), with that combination: the
        detectors do not record a pair fan inside a combination."""
        for ev in self.evaluations:
            if ev is self.best:
                continue
            _, families, pairs = _pairs_making(ev.reading, key)
            if pairs:
                inside = next(
                    (k for k, found in ev.counted if k in families and _holds(found, pairs[0])),
                    None,
                )
                return ev, inside
        return None

    def _ruled_out_wait(self, key: int) -> bool:
        return (
            not self.rulings.knitted_straight_waits
            and self.best.reading.shape is Shape.KNITTED_STRAIGHT
            and self._has(self.best, key)
        )

    def _other_reading(self, key: int) -> tuple[str, tuple[int, ...], str] | None:
        other = next(
            (ev for ev in self.evaluations if ev is not self.best and key in ev.keys()), None
        )
        within = None
        if other is None:  # or found there and included in a larger fan of that reading
            for ev in self.evaluations:
                if ev is not self.best and self._dropped(ev, key):
                    other, within = ev, self._raw_of(ev)[1][key]
                    break
        if other is None:
            elsewhere = self._pair_elsewhere(key)
            if elsewhere is None:
                return None
            other, within = elsewhere
        better = tuple(sorted(self.best.keys() - other.keys()))
        if other.total == self.best.total:
            tail = (
                f"both are worth {other.total} fan, and the reading shown is the one the "
                "reference calculator lists first (the total is the same)"
            )
        else:
            tail = (
                f"that reading is worth {other.total} fan, the one counted "
                f"({self.best.reading}) {self.best.total}: take the maximum, a hand is "
                "scored in one reading only"
            )
        inside = f" (within {FANS[within].name})" if within is not None else ""
        self.facts.update(
            reading=str(other.reading),
            reading_total=other.total,
            counted_reading=str(self.best.reading),
            counted_total=self.best.total,
        )
        if within is not None:
            self.facts["within"] = within
        return (
            "other-reading",
            better,
            f"{FANS[key].name} is there only when the hand is read as {other.reading}"
            f"{inside}; {tail}.",
        )

    def _absent(self, key: int) -> str:
        fan = FANS[key]
        found = self._probe(self.best, key).notes
        notes = [why for k, why in (*self.best.notes, *found) if k == key]
        if notes:
            won = WON_PUNG.search(notes[0])
            if won:
                self.facts["won_pung"] = won.group(1)
            return f"The hand does not have it: {notes[0]}."
        text = f"The hand does not have it: {fan.rule}"
        if key == CONCEALED_HAND and self.counted.get(FULLY_CONCEALED, 0):
            # Self-drawn with nothing claimed: the same concealment scores fan 56.
            self.facts["instead"] = FULLY_CONCEALED
            text += (
                f" Self-drawn with nothing claimed, it is {FANS[FULLY_CONCEALED].name} "
                f"({FANS[FULLY_CONCEALED].points}), counted instead."
            )
        elif key == CONCEALED_HAND and self._dropped(self.best, FULLY_CONCEALED):
            # Self-drawn concealed seven pairs (thirteen orphans, knitted): fan 56 is
            # what the concealment would be, and the shape's fan includes it.
            fully = FANS[FULLY_CONCEALED]
            text += (
                f" Self-drawn with nothing claimed, it would be {fully.name} ({fully.points}), "
                f"which {_names((self.excluded[FULLY_CONCEALED],))} includes."
            )
        if key in WAIT_FANS:
            waits = self._waits_before()
            if len(waits) > 1:
                others = [tile_code(t) for t in waits if t != self.ctx.win]
                self.facts["waits"] = ", ".join(tile_code(t) for t in waits)
                text += (
                    f" This hand waited on {', '.join(tile_code(t) for t in waits)}: "
                    f"besides {tile_code(self.ctx.win)} it could also have won on "
                    f"{', '.join(others)}."
                )
        return text

    def _waits_before(self) -> list[int]:
        needed = 4 - self.ctx.declared
        return shape_waits(self.ctx.waits_before, needed, not self.ctx.declared)


def _double_pung(a: int, b: int) -> int | None:
    return DOUBLE_PUNG if a < 27 and b < 27 and a // 9 != b // 9 and a % 9 == b % 9 else None


def _pairs_making(
    reading: Reading, key: int
) -> tuple[list[Group], frozenset[int], list[tuple[Group, Group]]]:
    """For a pair fan (the chow pairs, Double Pung): the reading's sets it is made of, the
    families of combinations that may hold two of them, and the pairs that make it."""
    if key in CHOW_PAIR_FANS:
        sets = list(reading.chows)
        families, make = CHOW_FAMILIES, chow_pair_fan
    elif key == DOUBLE_PUNG:
        sets = [g for g in reading.pungs if g.tile < 27]
        families, make = PUNG_FAMILIES, _double_pung
    else:
        return [], frozenset(), []
    pairs = [(a, b) for a, b in combinations(sets, 2) if make(a.tile, b.tile) == key]
    return sets, families, pairs


def _same_pair(pair: tuple[Group, Group], evidence: tuple[object, ...]) -> bool:
    return len(evidence) == 2 and sorted(map(str, pair)) == sorted(map(str, evidence))


def _holds(evidence: tuple[object, ...], pair: tuple[Group, Group]) -> bool:
    """Are both sets among the evidence (twice over if they are the same set)?"""
    members = list(evidence)
    for g in pair:
        if g not in members:
            return False
        members.remove(g)
    return True


def _all_copies(sets: list[Group], evidence: tuple[object, ...], pair: tuple[Group, Group]) -> bool:
    """Is every copy the reading has of each set of the pair in the evidence?"""
    members = list(evidence)
    return all(sets.count(g) <= members.count(g) for g in set(pair))


def _names(keys: Iterable[int], points: bool = True) -> str:
    names = [f"{FANS[k].name} ({FANS[k].points})" if points else FANS[k].name for k in keys]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def _times(n: int) -> str:
    return {1: "once", 2: "twice"}.get(n, f"{n} times")
