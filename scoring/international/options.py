"""The options of the International Game (specification, section 2) and its charts."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from scoring.rules import Option, OptionError, Options

MAX_FAN = 16  # the chart stops at 16 fan
CHART_NAMES = ("compound", "linear", "half_spicy")


def _round_half_up(value: Fraction) -> int:
    return int(value + Fraction(1, 2))  # value > 0: floor(value + 1/2)


def _chart(name: str) -> tuple[int, ...]:
    """Full score for ½, 1, 2, ..., 16 fan (17 values) of a named chart (A-12)."""
    low = [1, 2, 4, 8, 16]  # ½ .. 4 fan: every chart doubles up to 4
    if name == "compound":
        # From 5 fan each fan adds 50%, rounded half up from 9 fan on (121.5 -> 122).
        high = [_round_half_up(16 * Fraction(3, 2) ** (f - 4)) for f in range(5, 17)]
    elif name == "linear":
        high = [16 + 8 * (f - 4) for f in range(5, 17)]
    else:  # half_spicy: doubles every two fan, 50% between
        high = [
            16 * 2 ** ((f - 4) // 2) if f % 2 == 0 else 24 * 2 ** ((f - 5) // 2)
            for f in range(5, 17)
        ]
    return tuple(low + high)


CHARTS = {name: _chart(name) for name in CHART_NAMES}


def parse_chart(value: Any) -> tuple[int, ...]:
    """A chart given as 17 whole numbers (for ½, 1, ..., 16 fan): a list, or text with
    commas. Each at least the one before: more fan never pays less."""
    # Text's parts or a sequence's items, each checked below (typed as any item: mypyc
    # would otherwise take every part for a str and refuse a list of ints).
    parts: list[Any]
    if isinstance(value, str):
        parts = [p.strip() for p in value.split(",")]
    elif isinstance(value, Sequence):
        parts = list(value)
    else:
        raise ValueError("a chart is compound, linear, half_spicy or 17 whole numbers")
    if len(parts) != 17:
        raise ValueError(
            f"a chart of numbers lists 17 full scores (for 1/2, 1, ..., 16 fan), not {len(parts)}"
        )
    numbers = []
    for p in parts:
        if isinstance(p, bool):
            raise ValueError(f"{p!r} is not a whole number")
        try:
            n = int(p) if not isinstance(p, int) else p
        except (TypeError, ValueError):
            raise ValueError(f"'{p}' is not a whole number") from None
        if n < 0:
            raise ValueError(f"{n}: a full score cannot be negative")
        numbers.append(n)
    for before, after in zip(numbers, numbers[1:], strict=False):
        if after < before:
            raise ValueError(f"{after} after {before}: more fan never pays less")
    return tuple(numbers)


def chart_values(options: Options) -> tuple[int, ...]:
    chart = options["chart"]
    return CHARTS[chart] if isinstance(chart, str) else chart


OPTIONS: tuple[Option, ...] = (
    Option("min_fan", 3, "int", low=0, high=MAX_FAN,
           help="fan a hand needs to win (0 to max_fan)"),
    Option("max_fan", 10, "int", low=1, high=MAX_FAN,
           help="cap on a hand's fan, and the value of a special winning hand"),
    Option("chart", "compound", "choice", CHART_NAMES, parse=parse_chart,
           help="fan to full score: compound, linear, half_spicy, or 17 numbers for "
           "1/2, 1, ..., 16 fan"),
    Option("unit", 1, "int", low=1, help="every payment is multiplied by it"),
    Option("seven_pairs_fan", 4, "int", low=0, high=MAX_FAN, help="value of Seven Pairs"),
    Option("round_wind_fan", 1, "choice", (1, 10),
           help="value of Round Wind (the seed prints 10)"),
    Option("flowers", True, "switch",
           help="off: 136 tiles, no flower elements, a flower in the notation is refused"),
    Option("flower_fans_count_for_minimum", True, "switch",
           help="No Flower, Chance Flower and Full Set count toward min_fan"),
    Option("swh_value", "max", "choice", ("max", "printed"),
           help="printed: a special winning hand scores its printed 10, capped"),
    Option("all_concealed_pungs_kongs", False, "switch",
           help="concealed kongs count as concealed pungs for All Concealed Pungs"),
    Option("nine_gates", "shape", "choice", ("shape", "nine_wait"),
           help="nine_wait: the 13 tiles before the win must be 1112345678999"),
    Option("four_kongs", "any", "choice", ("any", "chain"),
           help="chain: Four Kongs needs the four kongs in one chain (chain=4)"),
    Option("flower_taken_pays", 3, "choice", (3, 1),
           help="full scores paid by the player whose flower is taken"),
    Option("self_help_with_wall", True, "switch",
           help="off: Self Help excludes From The Wall"),
    Option("implied_elements", "exclude", "choice", ("exclude", "add"),
           help="add: ignore the exclusions between elements"),
    Option("terminal_in_all_needs_honor", True, "switch",
           help="off: Terminal In All and Honors also scores without an honor"),
)  # fmt: skip


def check_options(options: Options) -> None:
    """Checks across options: the minimum cannot be above the cap."""
    if options["min_fan"] > options["max_fan"]:
        raise OptionError(
            f"Option min_fan={options['min_fan']} is above max_fan={options['max_fan']} in "
            "the International game: no hand could win. Use a min_fan no higher than max_fan."
        )
