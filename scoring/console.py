"""Output that never fails on a character its encoding cannot write.

Names and fan names hold Chinese characters and emoji. When a command's output goes to
a stream whose encoding cannot write them (Western Windows redirects to cp1252;
PYTHONIOENCODING=ascii), Python raises UnicodeEncodeError in the middle of a listing.
Every command line of the project (`python -m scoring`, `python -m seating`, the
tournament CLI) calls `safe_console()` once at its entry point instead.

We keep the stream's own encoding, so a Windows console or a program reading the
redirected file sees what it expects, and write each character it cannot hold as a
JSON-style escape: `\\u9ec4`, and a character beyond the Basic Multilingual Plane as its
surrogate pair (`\\ud83d\\ude00`). A plain listing stays readable, and `--json` output
stays valid JSON that reads back to the exact name (Python's own "backslashreplace"
writes `\\U0001f600`, which is not a JSON escape).
"""

from __future__ import annotations

import codecs
import io
import sys

ERRORS = "mcr-json-escape"


def _escape(error: UnicodeError) -> tuple[str, int]:
    if not isinstance(error, UnicodeEncodeError):
        raise error
    out = []
    for char in error.object[error.start : error.end]:
        code = ord(char)
        if code > 0xFFFF:
            code -= 0x10000
            out.append(f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}")
        else:
            out.append(f"\\u{code:04x}")
    return "".join(out), error.end


codecs.register_error(ERRORS, _escape)


def safe_console() -> None:
    """Make stdout and stderr write what their encoding cannot hold as escapes (see the
    module docstring) instead of raising. Streams that are not text files (a test's
    capture, already replaced) are left alone. On UTF-8 only a lone surrogate (a file
    name of undecodable bytes) is ever escaped."""
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(errors=ERRORS)
