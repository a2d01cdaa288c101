"""A rule system is one module: its fans, its minimum, how it reads and settles a hand.

MCR (scoring.mcr) is the default. Another system from the rule documents plugs in by
building a `RuleSystem` in its own module and adding it to `RULE_SYSTEMS`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class RuleSystem:
    name: str
    title: str
    fans: Mapping[int, Any]  # key -> fan definition (points, names, rule, excludes)
    minimum: int  # fan needed to win, flowers not counted
    evaluate: Callable[..., Any]  # Hand -> (best evaluation or None, all, context)
    settle: Callable[..., list[int]]  # (fan total, winner, discarder) -> points per seat


def rule_systems() -> dict[str, RuleSystem]:
    from scoring.mcr import RULES as MCR

    return {MCR.name: MCR}


def get_rule_system(name: str = "MCR") -> RuleSystem:
    systems = rule_systems()
    if name not in systems:
        raise KeyError(f"unknown rule system {name!r}; known: {', '.join(systems)}")
    return systems[name]
