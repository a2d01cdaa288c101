"""Check the fans a player claims against the engine, and say why a claim is wrong.

A referee hears "Pure Straight, Short Straight, Self-Drawn: 18" and must answer at
once which claims stand, what was forgotten, and for each claim that does not count
the true reason. The reason is derived, not looked up per fan:

- the detectors find, besides the largest fan of each family, the smaller ones it
  makes redundant; the fan table's `excludes` (under the tournament's rulings) drops
  them, and what dropped a claimed fan is its reason: `excluded`, `by` that fan;
- two sets of the counted reading that make the claimed pair fan show which principle
  stopped it: `no-disassembly` (both inside one counted combination), `no-reuse` (a set
  already made that fan), `one-combination` (the sets are already combined);
- a fan counted in another reading only: `other-reading` (take the maximum);
- a fan the detectors of the reading's shape look for and did not find: `absent`,
  with a rule text that is true of every hand that has the fan;
- claimed more often than counted: `too-many`, saying why.

The reasons are worked out in `scoring.claim_reasons`; here the claim is read (names,
counts, the hand as the scorer reads it) and sorted into right, missing and wrong.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from functools import partial
from typing import Final

from scoring.claim_reasons import Reasons
from scoring.engine import _result, _with_situation, check_record, check_situation
from scoring.errors import HandError
from scoring.extras import UnknownToken
from scoring.hand import Hand
from scoring.mcr import RULES as MCR
from scoring.mcr.evaluate import evaluate
from scoring.mcr.fans import FANS, FanDef
from scoring.mcr.names import parse_claim, read_entry
from scoring.mcr.rulings import rulings_from_options
from scoring.names import nearest
from scoring.notation import check_tile_counts, parse_hand, parse_record
from scoring.result import ScoreResult
from scoring.value import Value

KINDS = (
    "excluded",
    "absent",
    "no-disassembly",
    "one-combination",
    "no-reuse",
    "other-reading",
    "too-many",
    "unknown",
)


class WrongClaim(Value):
    """One claimed fan that does not count (or not as often), and why. A plain value
    (scoring.value.Value), not a frozen dataclass: a wrong claim is made on every check
    that has one. Equal by every field; unhashable, as its facts are a dict."""

    fan: Final[FanDef | None]  # None: the claim names no fan (or several)
    claimed: Final[int]  # times claimed
    counted: Final[int]  # times the engine counts it
    reason: Final[str]
    kind: Final[str]  # one of KINDS
    by: Final[tuple[int, ...]]  # fan keys (82: the MIL kong item)
    text: Final[str]  # the claim as given
    # What the reason is made of, for a user interface that words it in its own language:
    # "ruling" (an id of RULING_IDS), "reading", "reading_total", "counted_total", "within",
    # "sets", "set", "waits", "won_pung", "why" (too-many: once, fewer, used), "principle".
    facts: Final[Mapping[str, object]]

    _SHOWN = ("fan", "claimed", "counted", "reason", "kind", "by", "text", "facts")

    def __init__(
        self,
        fan: FanDef | None,
        claimed: int,
        counted: int,
        reason: str,
        kind: str = "absent",
        by: tuple[int, ...] = (),
        text: str = "",
        facts: Mapping[str, object] | None = None,
    ) -> None:
        self.fan = fan
        self.claimed = claimed
        self.counted = counted
        self.reason = reason
        self.kind = kind
        self.by = by
        self.text = text
        self.facts = {} if facts is None else facts

    def _compared(self) -> tuple[object, ...]:
        return (
            self.fan, self.claimed, self.counted, self.reason, self.kind, self.by, self.text,
            self.facts,
        )  # fmt: skip


class ClaimCheck(Value):
    """A hand's claimed fans against the engine's count (a scoring.value.Value, equal by
    every field)."""

    result: Final[ScoreResult]
    correct: Final[tuple[tuple[FanDef, int], ...]]  # claimed and counted (times agreed)
    missing: Final[tuple[tuple[FanDef, int], ...]]  # counted but not claimed (times missing)
    wrong: Final[tuple[WrongClaim, ...]]
    claimed_total: Final[int | None]  # the total the player announced, if any

    _SHOWN = ("result", "correct", "missing", "wrong", "claimed_total")

    def __init__(
        self,
        result: ScoreResult,
        correct: tuple[tuple[FanDef, int], ...],
        missing: tuple[tuple[FanDef, int], ...],
        wrong: tuple[WrongClaim, ...],
        claimed_total: int | None,
    ) -> None:
        self.result = result
        self.correct = correct
        self.missing = missing
        self.wrong = wrong
        self.claimed_total = claimed_total

    def _compared(self) -> tuple[object, ...]:
        return (self.result, self.correct, self.missing, self.wrong, self.claimed_total)

    @property
    def meets_minimum(self) -> bool:
        return self.result.meets_minimum

    @property
    def minimum_reason(self) -> str | None:
        """Said first when the hand is under the minimum: then no claim is right."""
        if self.result.meets_minimum:
            return None
        return (
            f"Wrong claim: the hand scores {self.result.total_without_flowers} fan without "
            f"flowers, under the {self.result.minimum}-fan minimum, so it is not a valid win."
        )

    @property
    def all_right(self) -> bool:
        total_ok = self.claimed_total is None or self.claimed_total == self.result.total
        return self.meets_minimum and not self.missing and not self.wrong and total_ok

    @property
    def verdict(self) -> str:
        return "right" if self.all_right else "wrong"


def find_fan(name: int | str) -> FanDef:
    """A fan by id (1-81), any of its names (English as in the engine, seed 000 or
    seed 001, Chinese, pinyin with or without tones); case and spaces do not matter.
    A name that fits no fan, or several, raises HandError (the candidates listed)."""
    keys, times, message = parse_claim(name)
    if message:
        raise HandError(message)
    return FANS[keys[0]]


def check_claims(
    hand: str | Hand,
    claimed: Iterable[int | str],
    claimed_total: int | None = None,
    *,
    options: Mapping[str, object] | None = None,
    **situation: object,
) -> ClaimCheck:
    """Compare the claimed fans (ids or names, one entry per time claimed, or "Name x2")
    with the engine's count of the hand, under the rulings `options` (MIL 2015 default)."""
    if isinstance(hand, Hand):
        hand = _with_situation(hand, situation, None)
        check_tile_counts(hand, 14)
    else:  # the parsers check the tile counts, and a situation keeps the tiles
        hand = _with_situation(_read_hand(hand, options), situation, None)
    check_situation(hand)
    rulings = rulings_from_options(options)
    best, evaluations, ctx = evaluate(hand, rulings)
    if best is None:
        # Worded as the scorer words it (python -m scoring without --claim).
        from scoring.mcr import not_winning_message

        raise HandError(not_winning_message(hand))
    result = _result(hand, best)
    # Plain dicts read with .get, here and in Reasons: a Counter is built and answers a
    # missing key through Python code (its __init__, update and __missing__).
    counted: dict[int, int] = {f.key: f.count for f in result.fans}
    why = _LazyReasons(partial(Reasons, hand, best, evaluations, ctx, counted, rulings))

    claims: dict[int, int] = {}
    texts: dict[int, str] = {}
    unknown: list[WrongClaim] = []
    # An entry written again (a fan claimed once per time it counts: "Flower Tiles" four
    # times) is read once: the reading depends only on the text and the hand.
    read: dict[int | str, tuple[tuple[int, ...], int, str]] = {}
    for entry in claimed:
        found = read.get(entry) if isinstance(entry, (str, int)) else None
        if found is None:
            # A name two fans share: the one the hand counts, else one some reading has.
            found = read_entry(entry, counted, why.kind_of)
            if isinstance(entry, (str, int)):
                read[entry] = found
        keys, times, message = found
        if message:
            near = {} if keys else {"near": nearest("mcr", str(entry))}  # did you mean
            text = str(entry).strip()
            unknown.append(WrongClaim(None, times, 0, message, "unknown", keys, text, near))
        else:
            claims[keys[0]] = claims.get(keys[0], 0) + times
            texts.setdefault(keys[0], str(entry).strip())
    correct, wrong, missing = [], [], []
    for key, times in sorted(claims.items()):
        n = counted.get(key, 0)
        agreed = min(times, n)
        if agreed:
            correct.append((FANS[key], agreed))
        if times > n:
            reason_of = why.reasons()
            kind, by, reason = reason_of.explain(key, times)
            wrong.append(
                WrongClaim(FANS[key], times, n, reason, kind, by, texts[key], reason_of.facts)
            )
    for key, times in sorted(counted.items()):
        if times > claims.get(key, 0):
            missing.append((FANS[key], times - claims.get(key, 0)))
    return ClaimCheck(result, tuple(correct), tuple(missing), tuple(unknown + wrong), claimed_total)


class _LazyReasons:
    """The Reasons of one hand, built at the first reason asked (a right claim asks none).
    A small object holding how to make them (a partial, which refers to nothing back)
    rather than a closure: a closure that a lambda beside it refers to is a reference
    cycle, left for the garbage collector after every check."""

    def __init__(self, make: Callable[[], Reasons]) -> None:
        self.make = make
        self.built: Reasons | None = None

    def reasons(self) -> Reasons:
        if self.built is None:
            self.built = self.make()
        return self.built

    def kind_of(self, key: int) -> str:
        """The kind of reason `key` would get claimed once ("absent": no reading has it)."""
        return self.reasons().explain(key, 1)[0]


def _read_hand(text: str, options: Mapping[str, object] | None) -> Hand:
    """The hand of a notation as the scorer reads it. The referee adds --claim to the very
    text `python -m scoring` scored: its fourth part (`|from=1`, who discarded: it gives
    the payments and changes no fan) is read, and refused in the scorer's words."""
    if text.count("|") < 3:
        return parse_hand(text)
    try:
        record = parse_record(text)
    except UnknownToken as error:  # named with MCR's tokens only, as the scorer does
        raise HandError(error.worded(MCR.extras, MCR.label)) from None
    check_record(record, MCR, MCR.resolve_options(options))
    if record.hand is None:  # a draw or a win on flowers alone: refused just above
        raise HandError("A winning hand needs its tiles.")
    return record.hand


def fan_ids(keys: Iterable[int]) -> list[int]:
    """Fan keys as the JSON gives them: 1-81, and 82 for the MIL kong item."""
    return [int(k) for k in keys]
