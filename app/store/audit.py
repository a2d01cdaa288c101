"""The audit rules every store follows: what one entry of the log holds.

Each mutating store call appends one entry inside its own transaction: when (UTC, ISO
8601 with milliseconds), the user's operation, the entity and its key, the old and
the new value as JSON (None when absent). Both backends write the same text, so a
tournament copied between a file and a server keeps a log that reads the same.
"""

from __future__ import annotations

import dataclasses
import enum
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

    data: object = obj
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):  # an instance: its fields
        data = dataclasses.asdict(obj)
    return json.dumps(data, default=default, ensure_ascii=False, sort_keys=True)


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
