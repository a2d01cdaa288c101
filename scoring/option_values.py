"""A system's options as a plain dict, read once per Options object.

`Options` (scoring.rules) is a Mapping whose every `options[key]` is a call of a Python
method; an evaluation reads a dozen options per hand, and compiled by mypyc each such
read is a full call into the interpreter. The evaluations and settlements read the
values from this dict instead (a lookup in C). Kept by the Options object itself: a
tournament scores thousands of hands under the same one or two.
"""

from __future__ import annotations

from typing import Any

from scoring.rules import Options

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
