"""The audit rules every store follows: what one entry of the log holds.

Each mutating store call appends one entry inside its own transaction: when (UTC, ISO
8601 with milliseconds), the user's operation, the entity and its key, the old and
the new value as JSON (None when absent). Both backends write the same text, so a
tournament copied between a file and a server keeps a log that reads the same.
"""

from __future__ import annotations

import dataclasses
import enum
import functools
import json
from datetime import UTC, datetime
from fractions import Fraction
from typing import Any

AUDIT_COLUMNS = ("at", "operation", "entity", "key", "old", "new")
STATION_SINCE = 5  # the format that added the station column


def to_json(obj: object) -> str | None:
    """Audit-log text of a domain object (None stays None)."""
    if obj is None:
        return None

    def default(o: object) -> object:
        if isinstance(o, enum.Enum):
            return o.value
        if isinstance(o, Fraction):
            return str(o)
        raise TypeError(type(o).__name__)

    data = _plain(obj) if dataclasses.is_dataclass(obj) and not isinstance(obj, type) else obj
    return json.dumps(data, default=default, ensure_ascii=False, sort_keys=True)


_LEAVES = (str, int, bool, float, type(None), Fraction)


def _plain(obj: object) -> object:
    """The dicts and lists `dataclasses.asdict` would give, without its deep copy of
    every value (json.dumps only reads them), which doubled the time the text of a
    hand took, on every entry."""
    if isinstance(obj, _LEAVES):
        return obj
    if isinstance(obj, list | tuple):
        return [_plain(v) for v in obj]
    if isinstance(obj, dict):
        return {k: _plain(v) for k, v in obj.items()}
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return {name: _plain(getattr(obj, name)) for name in _field_names(type(obj))}
    return obj


@functools.cache
def _field_names(kind: type) -> tuple[str, ...]:
    return tuple(f.name for f in dataclasses.fields(kind))


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


def entry(operation: str, entity: str, key: str, old: object, new: object) -> tuple[Any, ...]:
    """The values of one audit row (AUDIT_COLUMNS order). `old`/`new` already text
    (e.g. a seating as JSON lists) are kept as they are."""
    return (
        now(),
        operation or f"change {entity}",
        entity,
        key,
        old if isinstance(old, str) or old is None else to_json(old),
        new if isinstance(new, str) or new is None else to_json(new),
    )


def hand_key(session: int, table: int, hand: int) -> str:
    return f"{session}/{table}/{hand}"


def table_key(session: int, table: int) -> str:
    return f"{session}/{table}"
