"""Text for a terminal: column widths that hold for Chinese, Japanese and Korean
names, and the program's name as the user typed it.

Kept in `scoring` (the lowest layer, no dependencies) so the scoring tool, the
tournament CLI and the exports share one measure of width.
"""

from __future__ import annotations

import os
import re
import sys
import unicodedata


def display_width(text: str) -> int:
    """Columns `text` takes in a terminal (or in Excel's character units): East Asian
    Wide and Fullwidth characters take two, combining marks none."""
    if text.isascii():
        return len(text)
    return sum(
        0 if unicodedata.combining(ch) else 2 if unicodedata.east_asian_width(ch) in "WF" else 1
        for ch in text
    )


def ljust(text: str, width: int) -> str:
    """`text` padded on the right to `width` display columns (never cut)."""
    return text + " " * max(0, width - display_width(text))


def rjust(text: str, width: int) -> str:
    """`text` padded on the left to `width` display columns (never cut)."""
    return " " * max(0, width - display_width(text)) + text


def program_name(module: str) -> str:
    """The command as the user ran it, for usage lines: the installed script's name
    (`mcr-score`, `mcr-tournament-cli`, without Windows' `.exe`), else
    `python -m MODULE` when run as a module (argv[0] is then the module's file)."""
    # Either separator: a Windows path names the script with backslashes.
    name = re.split(r"[\\/]", sys.argv[0])[-1] if sys.argv and sys.argv[0] else ""
    stem, ext = os.path.splitext(name)
    if ext.lower() == ".exe":
        name = stem
    if not name or name.endswith(".py") or name in ("-c", "-m"):
        return f"python -m {module}"
    return name
