"""One MCR fan as declared in the fan table (scoring.mcr.fans): its id, value, names, rule
and the fans it makes redundant."""

from __future__ import annotations

from dataclasses import dataclass

# Internal id of the MIL 2015 item outside the 81: one concealed and one melded kong.
CONCEALED_AND_MELDED_KONG = 82


@dataclass(frozen=True)
class FanDef:
    key: int  # 1-81 in the seed's order; 82 for the MIL kong item
    points: int
    name: str
    name_zh: str
    code: str  # the pinyin id used by published test data
    rule: str
    excludes: tuple[int, ...] = ()

    @property
    def fan_id(self) -> int | None:
        """The number in the seed's fan list; None for an item outside the 81."""
        return self.key if self.key <= 81 else None

    # The names of the rule-system interface (scoring.rules.Element).
    @property
    def id(self) -> int | None:
        return self.fan_id

    @property
    def value(self) -> int:
        return self.points

    @property
    def condition(self) -> str:
        return self.rule

    counts_for_minimum = property(lambda self: self.key != 81)  # the flowers do not


def fan(
    key: int,
    points: int,
    name: str,
    name_zh: str,
    code: str,
    rule: str,
    excludes: tuple[int, ...] | list[int] = (),
) -> FanDef:
    return FanDef(key, points, name, name_zh, code, rule, tuple(excludes))
