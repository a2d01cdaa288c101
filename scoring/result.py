"""What the engine returns: immutable, and enough for a referee to check every fan."""

from __future__ import annotations

from dataclasses import dataclass, field

from scoring.hand import Hand


@dataclass(frozen=True)
class ScoredFan:
    """One fan as counted: its value per time, how many times, and what makes it."""

    key: int  # internal id: 1-81, or 82 for an item outside the 81
    fan_id: int | None  # 1-81 in the seed's order; None outside the 81
    name: str
    name_zh: str
    points: int
    count: int
    # For each time counted, the sets or tiles behind it. Kept as the engine's objects
    # and written out as text only when someone asks (`tiles`): most callers want the
    # total, and text for every fan of every hand would cost more than the scoring.
    evidence: tuple[tuple[object, ...], ...] = field(default=(), repr=False, compare=False)

    def __init__(
        self,
        key: int,
        fan_id: int | None,
        name: str,
        name_zh: str,
        points: int,
        count: int,
        evidence: tuple[tuple[object, ...], ...] = (),
    ) -> None:
        # The dataclass's own __init__, in one step: a frozen dataclass otherwise sets
        # each field through object.__setattr__, and every scored hand builds several.
        self.__dict__.update(
            key=key,
            fan_id=fan_id,
            name=name,
            name_zh=name_zh,
            points=points,
            count=count,
            evidence=evidence,
        )

    @property
    def tiles(self) -> tuple[tuple[str, ...], ...]:
        return tuple(tuple(str(e) for e in one) for one in self.evidence)

    @property
    def total(self) -> int:
        return self.points * self.count


@dataclass(frozen=True)
class ScoreResult:
    hand: Hand
    rule_system: str
    fans: tuple[ScoredFan, ...]
    best_reading: object  # the reading that scored best; `reading` gives it as text
    minimum: int

    def __init__(
        self, hand: Hand, rule_system: str, fans: tuple[ScoredFan, ...], best_reading, minimum: int
    ) -> None:
        # As ScoredFan: the fields in one step rather than one object.__setattr__ each.
        self.__dict__.update(
            hand=hand,
            rule_system=rule_system,
            fans=fans,
            best_reading=best_reading,
            minimum=minimum,
        )

    @property
    def reading(self) -> str:
        return str(self.best_reading)

    @property
    def total(self) -> int:
        """Every fan counted, flowers included."""
        return sum(f.total for f in self.fans)

    @property
    def flowers(self) -> int:
        return sum(f.total for f in self.fans if f.fan_id == 81)

    @property
    def total_without_flowers(self) -> int:
        return self.total - self.flowers

    @property
    def meets_minimum(self) -> bool:
        """At least the minimum (8 fan) without the flowers."""
        return self.total_without_flowers >= self.minimum

    def fan(self, fan_id: int) -> ScoredFan | None:
        return next((f for f in self.fans if f.fan_id == fan_id), None)
