"""A system's options as a plain dict, and its minimum and cap, read once per Options.

`Options` (scoring.rules) is a Mapping whose every `options[key]` is a call of a Python
method; an evaluation reads a dozen options per hand, and compiled by mypyc each such
read is a full call into the interpreter. The evaluations and settlements read the
values from this dict instead (a lookup in C). Kept by the Options object itself: a
tournament scores thousands of hands under the same one or two.
"""

from __future__ import annotations

from typing import Any

from scoring.rules import Options, RuleSystem, Value

# id(Options) -> (that Options, kept alive so the id stays its own; its values).
_KEPT: dict[int, tuple[Options, dict[str, Any]]] = {}
_KEPT_MAX = 256  # a few systems times a few option sets; cleared whole when full


def option_values(options: Options) -> dict[str, Any]:
    """Every option's value by key (do not change the dict: it is shared)."""
    kept = _KEPT.get(id(options))
    if kept is not None and kept[0] is options:
        return kept[1]
    values = {key: options[key] for key in options}
    if len(_KEPT) >= _KEPT_MAX:
        _KEPT.clear()
    _KEPT[id(options)] = (options, values)
    return values


# (id(system), id(options)) -> (both, kept alive so the ids stay theirs; the minimum
# and the cap): RuleSystem.min_fan and max_fan are Python calls reading the options.
_LIMITS: dict[tuple[int, int], tuple[RuleSystem, Options, Value, Value | None]] = {}


def limits(system: RuleSystem, options: Options) -> tuple[Value, Value | None]:
    """The system's minimum and cap (None: no cap) under these options."""
    kept = _LIMITS.get((id(system), id(options)))
    if kept is not None and kept[0] is system and kept[1] is options:
        return kept[2], kept[3]
    minimum, cap = system.min_fan(options), system.max_fan(options)
    if len(_LIMITS) >= _KEPT_MAX:
        _LIMITS.clear()
    _LIMITS[(id(system), id(options))] = (system, options, minimum, cap)
    return minimum, cap
