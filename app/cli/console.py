"""What every command writes to the terminal: text with control characters escaped
(text from the file is the players', not ours), JSON kept valid, exact numbers as
people write them."""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from fractions import Fraction
from typing import TextIO

from app.domain.table_points import as_number
from scoring.result import json_number

# Characters never written to the terminal as they are: controls (escape sequences),
# direction overrides, lone surrogates. Shown as \uXXXX instead.
_UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ud800-\udfff]")


def _escaped(text: str) -> str:
    return _UNSAFE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


class _SafeText:
    """A text stream that writes unsafe characters (see _UNSAFE) as escapes."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        return self._stream.write(_escaped(text))

    def __getattr__(self, name: str) -> object:
        return getattr(self._stream, name)


@contextmanager
def escaped_output() -> Iterator[None]:
    """stdout and stderr escape unsafe characters until the block ends."""
    out, err = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = _SafeText(out), _SafeText(err)
    try:
        yield
    finally:
        sys.stdout, sys.stderr = out, err


def print_json(data: object) -> None:
    # Unsafe characters become JSON escapes, so the output stays valid JSON.
    text = json.dumps(data, ensure_ascii=False, indent=1)
    print(_UNSAFE.sub(lambda m: f"\\u{ord(m.group()):04x}", text))


def number_text(value: int | Fraction) -> str:
    """An exact number for people: 12, 8.5, 40/3."""
    number = json_number(value)
    if isinstance(number, float):
        return f"{number:g}"
    return str(number)


def signed(value: int | Fraction) -> str:
    text = number_text(value)
    return text if text.startswith("-") or text == "0" else "+" + text


def points_text(table_points: Fraction) -> str:
    """Table points as a referee writes them: 7, 7.5, 2.33 (thirds are not exact)."""
    tp = as_number(table_points)
    return f"{tp:.2f}".rstrip("0").rstrip(".") if isinstance(tp, float) else str(tp)


def sessions_text(sessions: Sequence[int]) -> str:
    if not sessions:
        return "no session"
    word = "session" if len(sessions) == 1 else "sessions"
    return f"{word} {', '.join(str(k) for k in sessions)}"
