"""What the engine returns: immutable, and enough for a referee to check every fan."""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, Final

from scoring.errors import HandError
from scoring.extras import NO_EXTRAS, outcome_of
from scoring.hand import Hand
from scoring.option_values import limits
from scoring.settlement import net_payments
from scoring.value import Value

if TYPE_CHECKING:
    from scoring.extras import Extras
    from scoring.rules import Options, RuleSystem
    from scoring.settlement import Outcome, Payment


class ScoredFan(Value):
    """One fan as counted: its value per time, how many times, and what makes it.

    Immutable by contract (Final fields; a scoring.value.Value, which says why a plain
    class). Equal and hashed by every field but the evidence.
    """

    key: Final[int]  # internal id: 1-81, or 82 for an item outside the 81
    fan_id: Final[int | str | None]  # the element's id in its specification (MCR: 1-81;
    # None for MCR's kong item outside the 81)
    name: Final[str]
    name_zh: Final[str]
    points: Final[int | Fraction]  # the value each time counted (a Fraction: half a fan)
    count: Final[int]
    # For each time counted, the sets or tiles behind it. Kept as the engine's objects
    # and written out as text only when someone asks (`tiles`): most callers want the
    # total, and text for every fan of every hand would cost more than the scoring.
    evidence: Final[tuple[tuple[object, ...], ...]]

    _SHOWN = ("key", "fan_id", "name", "name_zh", "points", "count")

    def __init__(
        self,
        key: int,
        fan_id: int | str | None,
        name: str,
        name_zh: str,
        points: int | Fraction,
        count: int,
        evidence: tuple[tuple[object, ...], ...] = (),
    ) -> None:
        self.key = key
        self.fan_id = fan_id
        self.name = name
        self.name_zh = name_zh
        self.points = points
        self.count = count
        self.evidence = evidence

    def _compared(self) -> tuple[object, ...]:
        return (self.key, self.fan_id, self.name, self.name_zh, self.points, self.count)

    @property
    def tiles(self) -> tuple[tuple[str, ...], ...]:
        return tuple(tuple(str(e) for e in one) for one in self.evidence)

    @property
    def total(self) -> int | Fraction:
        return self.points * self.count


class ScoreResult(Value):
    """A scored hand under one rule system.

    `fans` are the elements counted (for MCR, the fans); `raw_total` their sum before
    the system's cap and `total` after it; `meets_minimum` compares the system's
    minimum total with its minimum. `payments` (exact, by seat wind, summing to zero)
    and `items` (the settlement, who pays whom) are worked out on first use from the
    system's settlement; `payments` is None when who pays cannot be known (MCR on a
    discard without `from=`).

    Immutable by contract, as ScoredFan (a scoring.value.Value); equal when the hand,
    system code, fans, reading, minimum and kind are.
    """

    hand: Final[Hand | None]  # None for a drawn hand (`draw|||...`)
    rule_system: Final[str]
    fans: Final[tuple[ScoredFan, ...]]
    best_reading: Final[object]  # the reading that scored best; `reading` gives it as text
    minimum: Final[int | Fraction]
    system: Final[RuleSystem | None]
    options: Final[Options | None]
    extras: Final[Extras | None]
    kind: Final[str]  # "win", "flowers" (a win on flowers alone) or "draw"
    # Worked out on first use (see `total`, `outcome`, `items`); not part of equality.
    _total: int | Fraction | None
    _outcome_known: bool
    _outcome: Outcome | None
    _items: tuple[Payment, ...] | None

    _SHOWN = ("hand", "rule_system", "fans", "best_reading", "minimum", "kind")

    def __init__(
        self,
        hand: Hand | None,
        rule_system: str,
        fans: tuple[ScoredFan, ...],
        best_reading: object,
        minimum: int | Fraction,
        system: RuleSystem | None = None,
        options: Options | None = None,
        extras: Extras | None = None,
        kind: str = "win",
    ) -> None:
        self.hand = hand
        self.rule_system = rule_system
        self.fans = fans
        self.best_reading = best_reading
        self.minimum = minimum
        self.system = system
        self.options = options
        self.extras = extras
        self.kind = kind
        self._total = None
        self._outcome_known = False
        self._outcome = None
        self._items = None

    def _compared(self) -> tuple[object, ...]:
        return (
            self.hand, self.rule_system, self.fans, self.best_reading, self.minimum, self.kind
        )  # fmt: skip

    @property
    def winning_hand(self) -> Hand:
        """The hand of a win, for what only a win has (a drawn hand has no tiles)."""
        if self.hand is None:
            raise HandError("A drawn hand has no winning hand.")
        return self.hand

    @property
    def rules(self) -> str:
        """The registry name of the rule system ("mcr", "international", ...)."""
        return self.system.name if self.system is not None else "mcr"

    @property
    def reading(self) -> str:
        return str(self.best_reading)

    @property
    def raw_total(self) -> int | Fraction:
        """Every element counted, flowers included, before any cap."""
        return _sum_of(self.fans)

    @property
    def rule_options(self) -> Options:
        """The options scored under (the system's defaults when none were given)."""
        assert self.system is not None  # asked only of a result with a system
        return self.options if self.options is not None else self.system.defaults

    @property
    def cap(self) -> int | Fraction | None:
        if self.system is None:
            return None
        return self.system.max_fan(self.rule_options)

    @property
    def total(self) -> int | Fraction:
        """The hand's fan after the system's cap (MCR has none: every fan counted).
        Kept once worked out: the settlements ask for it again and again."""
        total = self._total
        if total is None:
            raw = _sum_of(self.fans)
            system = self.system
            cap = None if system is None else limits(system, self.rule_options)[1]
            total = raw if cap is None or raw <= cap else cap
            self._total = total
        return total

    @property
    def flowers(self) -> int | Fraction:
        return sum((f.total for f in self.fans if f.fan_id == 81), 0)

    @property
    def total_without_flowers(self) -> int | Fraction:
        return self.total - self.flowers

    @property
    def minimum_total(self) -> int | Fraction:
        """The total the minimum is compared with (MCR: without the flowers)."""
        hook = None if self.system is None else self.system.minimum_total
        if hook is not None:
            return hook(self)
        if self.system is None:
            return self.total_without_flowers
        definitions = self.system.fans
        return sum(
            (f.total for f in self.fans if getattr(definitions[f.key], "counts_for_minimum", True)),
            0,
        )

    @property
    def meets_minimum(self) -> bool:
        """At least the system's minimum (MCR: 8 fan without the flowers)."""
        return self.minimum_total >= self.minimum

    @property
    def outcome(self) -> Outcome | None:
        """Who won how, who gave the tile, the extras (scoring.settlement.Outcome); None
        when who gave the winning tile is not known."""
        if not self._outcome_known:
            self._outcome = outcome_of(self.kind, self.hand, self.extras or NO_EXTRAS)
            self._outcome_known = True
        return self._outcome

    @property
    def items(self) -> tuple[Payment, ...]:
        """The settlement items (scoring.settlement.Payment), () when unknown."""
        items = self._items
        if items is None:
            outcome = self.outcome
            if outcome is None or self.system is None:
                items = ()
            else:
                items = tuple(self.system.settle(self, outcome, self.rule_options))
            self._items = items
        return items

    @property
    def payments(self) -> dict[str, int | Fraction] | None:
        """Points by seat wind {"E", "S", "W", "N"}, exact, summing to zero; None when
        who pays cannot be known."""
        if self.outcome is None or self.system is None:
            return None
        return net_payments(self.items)

    def fan(self, fan_id: int | str) -> ScoredFan | None:
        return next((f for f in self.fans if f.fan_id == fan_id), None)


def _sum_of(fans: tuple[ScoredFan, ...]) -> int | Fraction:
    """The fans' total: a plain loop (no generator, no property call per fan), ints
    added as ints until a Fraction comes."""
    raw: int | Fraction = 0
    for f in fans:
        raw += f.points * f.count
    return raw


def json_number(value: int | Fraction) -> int | float | str:
    """An exact number for JSON: an int, a float when the value is exactly one (a half,
    a quarter: 112.5), otherwise the fraction as text ("1/3"), never rounded."""
    if isinstance(value, Fraction):
        if value.denominator == 1:
            return value.numerator
        if value.denominator & (value.denominator - 1) == 0:  # a power of two: exact
            return float(value)
        return str(value)
    return value
