"""A thin adapter over the scoring engine, in the shapes the hand-entry view shows.

:func:`evaluate` scores a hand and never raises for bad input: a
:class:`scoring.HandError` becomes :attr:`Evaluation.error`, the engine's own message.
Its fans are the domain's :class:`app.domain.model.FanLine`, the one fan type from the
engine to the report; the tiles drawn beside each are that type's own views.

Scores and waits are remembered (the last few hundred): the hand entry asks again for
what it has just shown (a flag toggled back, a tile removed and put back, the 14th tile
that completes a hand whose waits were listed at 13, the same hand refreshed when the
sheet sets the winds). The key is everything the answer depends on: the hand, the
rulings, the rule system, the fourth part, the language of the messages and the engine's
functions themselves (a test that stands in for one is never answered from memory).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import TypeVar

from PySide6.QtCore import QCoreApplication

import scoring  # called through the module, so tests can stand in for it
from app.domain.handtiles import lines
from app.domain.model import FanLine, Points
from app.ui.messages import CONTEXT, LANGUAGE_MARK, translate_message
from app.ui.wording import fan_title
from scoring import Hand, HandError
from scoring.explain import WrongClaim
from scoring.explain import check_claims as engine_check_claims
from scoring.rules import RuleSystem
from scoring.tiles import parse_tile

T = TypeVar("T")  # what a cache remembers


@dataclass(frozen=True)
class Evaluation:
    total: Points = 0
    meets_minimum: bool = False
    fans: tuple[FanLine, ...] = ()
    error: str | None = None
    flowers: Points = 0


@dataclass(frozen=True)
class ClaimLine:
    """A claimed or scored fan and the verdict on the referee's claim."""

    fan: str
    verdict: str  # "right", "missing" (scored, not claimed), "wrong" (claimed, not scored)
    reason: str = ""
    wrong: WrongClaim | None = None  # the engine's: kind, fans behind it, facts


@dataclass(frozen=True)
class Wait:
    tile: str
    evaluation: Evaluation


@dataclass(frozen=True)
class ClaimCheck:
    lines: tuple[ClaimLine, ...] = field(default_factory=tuple)
    claimed_total: int | None = None
    total: Points = 0
    # Under the minimum: the engine's sentence, the fan without flowers and the minimum.
    minimum_reason: str | None = None
    fan_without_flowers: Points = 0
    minimum: Points = 0

    @property
    def all_right(self) -> bool:
        ok_total = self.claimed_total is None or self.claimed_total == self.total
        lines_ok = all(line.verdict == "right" for line in self.lines)
        return ok_total and lines_ok and self.minimum_reason is None


Options = Mapping[str, object] | None  # the tournament's MCR rulings (None: MIL 2015)


CACHE_SIZE = 512  # answers remembered, of each kind (a few hundred bytes each)
_EVALUATIONS: OrderedDict[Hashable, Evaluation] = OrderedDict()
_WAITS: OrderedDict[Hashable, tuple[Wait, ...] | str] = OrderedDict()


class _Same:
    """An object compared by identity in a cache key (and kept alive by it, so that its
    id is not reused): a rule system that cannot be hashed by value."""

    __slots__ = ("obj",)

    def __init__(self, obj: object) -> None:
        self.obj = obj

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Same) and other.obj is self.obj

    def __hash__(self) -> int:
        return id(self.obj)


def _frozen(value: object) -> Hashable:
    """A hashable copy of the rulings (mappings and lists within included)."""
    if isinstance(value, Mapping):
        return ("map", tuple(sorted((str(k), _frozen(v)) for k, v in value.items())))
    if isinstance(value, list | tuple):
        return ("seq", tuple(_frozen(v) for v in value))
    if isinstance(value, set | frozenset):
        return ("set", frozenset(_frozen(v) for v in value))
    hash(value)  # anything else must be hashable as it is (TypeError: not cached)
    return value


def _key(*parts: object) -> Hashable | None:
    """The cache key of an answer that depends on ``parts`` and on the language of the
    messages; None when a part cannot be hashed (the answer is then not remembered)."""
    try:
        frozen = tuple(_frozen(p) for p in parts)
    except TypeError:
        return None
    return (*frozen, QCoreApplication.translate(CONTEXT, str(LANGUAGE_MARK)))


def _system(rules: object) -> object:
    """A rule system named, or compared by identity (it is frozen: the same object
    scores the same; hashing all its tables on each click would cost more than that)."""
    return rules if isinstance(rules, str) else _Same(rules)


def _remembered(
    cache: OrderedDict[Hashable, T], key: Hashable | None, compute: Callable[[], T]
) -> T:
    if key is None:
        return compute()
    found = cache.get(key)
    if found is not None:
        cache.move_to_end(key)
        return found
    answer = compute()
    cache[key] = answer
    if len(cache) > CACHE_SIZE:
        cache.popitem(last=False)
    return answer


def clear_caches() -> None:
    """Forget every remembered score and wait (the benchmark times cold hands)."""
    _EVALUATIONS.clear()
    _WAITS.clear()


def evaluate(
    hand: str | Hand, options: Options = None, rules: str | RuleSystem = "mcr", extras: str = ""
) -> Evaluation:
    """Score a winning hand under the rulings `options` (a tournament's: the total shown
    must be the total stored) of the rule system `rules` (a registry name or a
    RuleSystem), with the notation's fourth part `extras` ("from=S": who fed the tile,
    which another system may need); a hand the engine refuses comes back with its
    message."""
    if isinstance(hand, str) and not hand.strip():
        return Evaluation(error="")
    key = _key(hand, options, _system(rules), extras, _Same(scoring.score_hand))
    return _remembered(_EVALUATIONS, key, lambda: _evaluate(hand, options, rules, extras))


def _evaluate(
    hand: str | Hand, options: Options, rules: str | RuleSystem, extras: str
) -> Evaluation:
    try:
        if extras and isinstance(hand, Hand):
            result = _score_with_extras(hand, options, rules, extras)
        else:
            result = scoring.score_hand(hand, rules=rules, options=options)
    except HandError as exc:
        return Evaluation(error=translate_message(str(exc)))
    return Evaluation(
        total=result.total,
        meets_minimum=result.meets_minimum,
        fans=lines(result),  # the domain's fan lines: the one fan type
        flowers=result.flowers,
    )


def _score_with_extras(
    hand: Hand, options: Options, rules: str | RuleSystem, extras: str
) -> scoring.ScoreResult:
    from scoring.engine import score_record
    from scoring.extras import Record, parse_extras
    from scoring.rules import get_rule_system

    system = get_rule_system(rules)  # a RuleSystem is returned as it is
    opts = system.resolve_options(options if options is not None else {})
    return score_record(Record("win", hand, parse_extras(extras)), system, opts)


def waits_of(
    hand: Hand, options: Options = None, rules: str | RuleSystem = "mcr"
) -> tuple[Wait, ...] | str:
    """The waits of a 13-tile hand, each scored as the winning tile; or an error text."""
    key = _key(hand, options, _system(rules), _Same(scoring.waits), _Same(scoring.score_hand))
    return _remembered(_WAITS, key, lambda: _waits_of(hand, options, rules))


def _waits_of(hand: Hand, options: Options, rules: str | RuleSystem) -> tuple[Wait, ...] | str:
    try:
        codes = scoring.waits(hand)
    except HandError as exc:
        return translate_message(str(exc))
    return tuple(
        Wait(
            code,
            evaluate(replace(hand, concealed=(*hand.concealed, parse_tile(code))), options, rules),
        )
        for code in codes
    )


def check_claims(
    evaluation: Evaluation,
    notation: str,
    claimed: Iterable[int | str],
    claimed_total: int | None,
    options: Options = None,
) -> ClaimCheck:
    """Compare the referee's claimed fans (numbers or names, one entry per time
    claimed) and total with the engine's count under the rulings `options`, with the
    engine's reason for each wrong claim."""
    try:
        report = engine_check_claims(notation, list(claimed), claimed_total, options=options)
    except HandError as exc:
        reason = translate_message(str(exc))
        return ClaimCheck((ClaimLine("", "wrong", reason),), claimed_total, evaluation.total)
    lines = [ClaimLine(_label(f, n), "right") for f, n in report.correct]
    lines += [
        ClaimLine(
            _label(w.fan, w.claimed - w.counted) if w.fan is not None else w.text,
            "wrong",
            w.reason,
            w,
        )
        for w in report.wrong
    ]
    lines += [ClaimLine(_label(f, n), "missing") for f, n in report.missing]
    return ClaimCheck(
        tuple(lines),
        claimed_total,
        report.result.total,
        report.minimum_reason,
        report.result.total_without_flowers,
        report.result.minimum,
    )


def _label(fan: object, times: int = 1) -> str:
    number = getattr(fan, "fan_id", None)
    name = fan_title(str(getattr(fan, "name", fan)), getattr(fan, "name_zh", ""))
    label = f"{number}. {name}" if number else name
    return f"{label} ×{times}" if times > 1 else label
