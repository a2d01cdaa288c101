"""Limits on what a user may type: text lengths, characters, number ranges.

Every name, team, country, EMA number and reason goes through `clean_text` before it
is checked or stored: spacing tidied, Unicode normalised to NFC (so "é" typed as one
character or as "e" + accent is one name, not two players), and characters that do
not belong in a name refused: control characters (a terminal escape sequence would
reach every terminal that lists the players), invisible direction overrides, lone
surrogates and non-characters. Lengths are counted in characters after that, and
chosen so that every printed sheet and table can show the text.
"""

from __future__ import annotations

import unicodedata

from app.domain.errors import Refused

MAX_NAME = 80  # a player's display name, first name, last name
MAX_TEAM = 80
MAX_COUNTRY = 60
MAX_EMA_ID = 12  # EMA numbers are 8 digits
MAX_REASON = 200  # a penalty's reason
MAX_TOURNAMENT_NAME = 120
MAX_NOTATION = 200  # a hand's notation (a full hand with every flag is about 60)

MAX_SESSIONS = 50
MAX_TABLES = 1000
MAX_PLAYER_NUMBER = 1_000_000
MAX_PENALTY = 100_000  # points of one penalty, either sign
MAX_TOTAL = 1_000_000  # one player's totals-only score, either sign
MAX_FAN = 1000  # no MCR hand reaches this; a typo of a few extra digits does

# Invisible characters that change how the text around them is shown.
_FORMAT_ALLOWED = {"\u200c", "\u200d"}  # zero-width (non-)joiners: needed in some scripts


def bad_character(text: str) -> str | None:
    """The first character that cannot be in a name or reason, described; or None."""
    for ch in text:
        category = unicodedata.category(ch)
        if category in ("Cc", "Cs", "Cn") or (category == "Cf" and ch not in _FORMAT_ALLOWED):
            if category == "Cn" and not _noncharacter(ch):
                continue  # unassigned in this Python's Unicode: may be a newer letter
            return f"U+{ord(ch):04X}"
    return None


def _noncharacter(ch: str) -> bool:
    code = ord(ch)
    return 0xFDD0 <= code <= 0xFDEF or (code & 0xFFFE) == 0xFFFE


def clean_text(value: str | None, what: str, max_length: int) -> str | None:
    """`value` normalised (NFC, single spaces, trimmed), None when empty; Refused when
    it holds a control or invisible formatting character or is too long."""
    if value is None:
        return None
    if bad := bad_character(value):
        raise Refused(
            f"The {what} contains a control or invisible character ({bad}); type it again "
            "without it."
        )
    text = " ".join(unicodedata.normalize("NFC", value).split())
    if len(text) > max_length:
        raise Refused(
            f"The {what} is {len(text)} characters long; at most {max_length} are allowed."
        )
    return text or None


def check_number(value: int, what: str, low: int, high: int) -> int:
    """`value` if low <= value <= high, else Refused with the range."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise Refused(f"The {what} must be a whole number, not {value!r}.")
    if not low <= value <= high:
        raise Refused(f"The {what} must be between {low} and {high}, not {value}.")
    return value
