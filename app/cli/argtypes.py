"""The command line's argument types: numbers checked where they are typed, so a
number out of range is a usage error (status 2) that names the range, never a
traceback or a number too big for the file."""

from __future__ import annotations

import argparse
import math
import re
from collections.abc import Callable
from fractions import Fraction

from app.domain import limits


def whole(low: int, high: int, what: str = "number", exists: bool = False) -> Callable[[str], int]:
    """An argparse type: a whole number from `low` to `high` (a usage error otherwise,
    never a number too big for the file). `exists`: the range only keeps the number
    storable, the domain names the real one; outside it, "there is no WHAT N"."""

    def parse(text: str) -> int:
        t = text.strip()
        digits = t[1:] if t[:1] in "+-" else t
        if not (digits.isascii() and digits.isdigit()):
            raise argparse.ArgumentTypeError(f"'{text}' is not a whole number")
        if len(digits) > 12 or not low <= int(t) <= high:
            if exists:
                raise argparse.ArgumentTypeError(f"there is no {what} {t[:30]}")
            raise argparse.ArgumentTypeError(f"the {what} must be from {low} to {high}")
        return int(t)

    parse.__name__ = what
    return parse


def seconds(text: str) -> float:
    """An argparse type: a time limit in seconds, finite, above 0, at most an hour."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError("not a number of seconds") from None
    if not math.isfinite(value) or not 0 < value <= 3600:
        raise argparse.ArgumentTypeError("give seconds above 0 and at most 3600")
    return value


# Session, table and hand numbers only within what the file can hold: the domain says
# which ones this tournament has ("sessions 1 to 4").
SESSION = whole(-(10**6), 10**6, "session", exists=True)
TABLE = whole(-(10**6), 10**6, "table", exists=True)
HAND = whole(-(10**6), 10**6, "hand", exists=True)


def fan(text: str) -> int | Fraction:
    """An argparse type: a fan total, whole or exact (8.5, 17/2), 0 to MAX_FAN."""
    try:
        value = Fraction(text.strip())
    except (ValueError, ZeroDivisionError):
        raise argparse.ArgumentTypeError(f"'{text}' is not a fan total") from None
    if not 0 <= value <= limits.MAX_FAN:
        raise argparse.ArgumentTypeError(f"the fan must be from 0 to {limits.MAX_FAN}")
    return value.numerator if value.denominator == 1 else value


_EXACT = re.compile(r"[+-]?(\d{1,9}(\.\d{1,6})?|\d{1,9}/\d{1,6})")


def total(text: str) -> int | Fraction:
    """An argparse type: a session total, whole or exact (112.5, 225/2); whether a
    system allows halves is the domain's to say (MCR does not)."""
    t = "".join(text.split())
    if not (t.isascii() and _EXACT.fullmatch(t)) or t.endswith("/0"):
        raise argparse.ArgumentTypeError(
            f"'{text[:30]}' is not a total (write 36, -16, 112.5 or 225/2)"
        )
    value = Fraction(t)
    if abs(value) > limits.MAX_TOTAL:
        raise argparse.ArgumentTypeError(
            f"the total must be from {-limits.MAX_TOTAL} to {limits.MAX_TOTAL}"
        )
    return value.numerator if value.denominator == 1 else value


FAN = fan
PENALTY = whole(-limits.MAX_PENALTY, limits.MAX_PENALTY, "penalty")
TOTAL = total
SEED = whole(0, 2**31 - 1, "seed")
COUNT = whole(1, 1_000_000, "limit")
ID = whole(1, 2**62, "penalty", exists=True)


def version_text(text: str) -> str:
    """An argparse type: a match version as `version` prints it (12 hex digits). A
    malformed one is a usage error, not "changed at another station"."""
    version = text.strip().lower()
    if not re.fullmatch(r"[0-9a-f]{12}", version):
        raise argparse.ArgumentTypeError(
            f"'{text[:30]}' is not a version: `version FILE --session K --table T`"
            " prints the match's version"
        )
    return version
