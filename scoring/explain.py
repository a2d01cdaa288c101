"""Check the fans a player claims against the engine, and say why a claim is wrong.

A referee hears "Pure Straight, Short Straight, Self-Drawn: 18" and must answer at
once which claims stand, what was forgotten, and for each claim that does not count
the reason in the rules' own terms: the counted fan that excludes it (no
duplication), the principle that forbids it (no disassembly, one combination only,
take the maximum), or simply that the hand does not have it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from itertools import combinations

from scoring.engine import _result, _with_situation, check_situation
from scoring.errors import HandError
from scoring.hand import Hand
from scoring.mcr.detect import chow_pair_fan
from scoring.mcr.evaluate import evaluate
from scoring.mcr.fans import FANS, FanDef
from scoring.mcr.reading import Kind
from scoring.notation import check_tile_counts, parse_hand
from scoring.result import ScoreResult

# Fans made of three or four chows: their chows score no pair fan among themselves.
CHOW_FAMILIES = (13, 14, 16, 23, 28, 29, 30, 39, 41, 50)
CHOW_PAIR_FANS = (69, 70, 71, 72)
PUNG_FAMILIES = (15, 24, 32, 42)


@dataclass(frozen=True)
class WrongClaim:
    fan: FanDef
    claimed: int  # times claimed
    counted: int  # times the engine counts it
    reason: str


@dataclass(frozen=True)
class ClaimCheck:
    result: ScoreResult
    correct: tuple[tuple[FanDef, int], ...]  # claimed and counted (times agreed)
    missing: tuple[tuple[FanDef, int], ...]  # counted but not claimed (times missing)
    wrong: tuple[WrongClaim, ...]
    claimed_total: int | None  # the total the player announced, if any

    @property
    def all_right(self) -> bool:
        total_ok = self.claimed_total is None or self.claimed_total == self.result.total
        return not self.missing and not self.wrong and total_ok


def find_fan(name: int | str) -> FanDef:
    """A fan by id (1-81), English or Chinese name, or pinyin code; case and spaces
    do not matter."""
    if isinstance(name, int) or (isinstance(name, str) and name.strip().isdigit()):
        key = int(name)
        if key in FANS and key <= 81:
            return FANS[key]
        raise HandError(f"There is no fan number {key}: fans are numbered 1 to 81.")
    wanted = " ".join(str(name).replace("-", " ").split()).casefold()
    for fan in FANS.values():
        names = {fan.name, fan.name_zh, fan.code, fan.code.removeprefix("FAN_")}
        if wanted in {" ".join(n.replace("-", " ").split()).casefold() for n in names}:
            return fan
    raise HandError(f"'{name}' is not the name of an MCR fan.")


def check_claims(
    hand: str | Hand,
    claimed: Iterable[int | str],
    claimed_total: int | None = None,
    **situation: object,
) -> ClaimCheck:
    """Compare the claimed fans (ids or names, one entry per time claimed) with the
    engine's count of the hand."""
    hand = hand if isinstance(hand, Hand) else parse_hand(hand)
    hand = _with_situation(hand, situation, None)
    check_tile_counts(hand, 14)
    check_situation(hand)
    best, evaluations, _ = evaluate(hand)
    if best is None:
        raise HandError("This hand does not win, so no fan counts.")
    result = _result(hand, best)
    claims = Counter(find_fan(c).key for c in claimed)
    counted = Counter({f.key: f.count for f in result.fans})
    correct, wrong, missing = [], [], []
    for key, times in sorted(claims.items()):
        agreed = min(times, counted[key])
        if agreed:
            correct.append((FANS[key], agreed))
        if times > counted[key]:
            reason = _why_not(key, counted, best, evaluations, hand)
            wrong.append(WrongClaim(FANS[key], times, counted[key], reason))
    for key, times in sorted(counted.items()):
        if times > claims[key]:
            missing.append((FANS[key], times - claims[key]))
    return ClaimCheck(result, tuple(correct), tuple(missing), tuple(wrong), claimed_total)


def _why_not(key: int, counted: Counter, best, evaluations, hand: Hand) -> str:
    fan = FANS[key]
    if key == 81:
        return f"The hand declares {hand.flowers} flower(s)."
    if counted[key]:
        notes = [why for k, why in best.notes if k == key]
        if notes:
            return f"{fan.name} counts {counted[key]} time(s) here, not more: {notes[0]}."
        return (
            f"{fan.name} counts {counted[key]} time(s) here, not more: no reuse, a set "
            "that already made this fan cannot make it again with another set."
        )
    if key == 43:
        return "Chicken Hand counts only when the hand scores no other fan at all."
    excluders = dict(best.excluded)
    if key in excluders:
        by = FANS[excluders[key]]
        return (
            f"Not counted with {by.name} ({by.points}): {by.name} already implies it "
            "(no duplication)."
        )
    if key in CHOW_PAIR_FANS:
        reason = _why_not_chow_pair(key, counted, best)
        if reason:
            return reason
    if key == 65 and any(counted[k] for k in PUNG_FAMILIES):
        family = next(FANS[k].name for k in PUNG_FAMILIES if counted[k])
        return f"No disassembly: the pungs of {family} cannot be split again to make {fan.name}."
    other = next((ev for ev in evaluations if key in ev.keys() and ev is not best), None)
    if other is not None:
        return (
            f"Only in another reading of the hand ({other.reading}), worth {other.total} fan; "
            f"the reading counted ({best.reading}) is worth {best.total}. Take the maximum: "
            "a hand is scored in one reading only."
        )
    return f"The hand does not have it: {fan.rule}"


def _why_not_chow_pair(key: int, counted: Counter, best) -> str | None:
    """Two chows of the counted reading make this pair fan: say which principle stops it."""
    fan = FANS[key]
    chows = [g for g in best.reading.sets if g.kind is Kind.CHOW]
    pairs = [(a, b) for a, b in combinations(chows, 2) if chow_pair_fan(a.tile, b.tile) == key]
    if not pairs:
        return None
    family = next((k for k in CHOW_FAMILIES if counted[k]), None)
    if family is not None:
        members = {e for k, ev in best.counted if k == family for e in ev}
        if all(a in members and b in members for a, b in pairs):
            return (
                f"No disassembly: the chows of {FANS[family].name} are counted as that fan "
                f"and cannot be split again to make {fan.name}."
            )
        return (
            f"One combination only: the chow left over may combine once with the chows of "
            f"{FANS[family].name}, and it already does for another fan."
        )
    notes = [why for k, why in best.notes if k == key]
    if notes:
        return f"{fan.name} is there, but {notes[0]}."
    return None
