"""Messages in English and Chinese, written once for every place that shows them.

The engine and the domain speak English. The desktop (app.ui.messages) translates
their messages with Qt, the seat's web page (app.web.seat_messages) without it; both
read the tables here (app.messages_zh.engine: the engine's refusals of a hand), whose
English is a template with its values as %1, %2, ... (Qt's form) and whose Chinese is
a template over the same numbers. A message is matched against the template's
pattern (`template_pattern`) and the Chinese is filled with its values
(`fill`), each said in Chinese in its turn where it is a word or a message itself.

This package imports no Qt (app/web must not import app/ui): the English is marked
with app.messages_zh.noop's QT_TRANSLATE_NOOP so that pyside6-lupdate still collects
it into the desktop's translation, and resources/i18n/fill_zh.py fills that
translation with the Chinese written here.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_PLACEHOLDER = re.compile(r"%(\d)")


def template_pattern(template: str) -> re.Pattern[str]:
    """The pattern of the messages `template` writes: its text as written, each
    placeholder a group of at least one character (shortest first, the whole message
    matched, so that what follows a value decides where it ends)."""
    parts = _PLACEHOLDER.split(template)
    # split() puts each placeholder's number at the odd places
    body = "".join("(.+?)" if i % 2 else re.escape(p) for i, p in enumerate(parts))
    return re.compile(f"^{body}$", re.DOTALL)


def placeholders(template: str) -> list[int]:
    """The placeholders' numbers in the order `template_pattern`'s groups take them."""
    return [int(n) for n in _PLACEHOLDER.findall(template)]


def fill(template: str, numbers: Sequence[int], values: Sequence[str]) -> str:
    """`template` with each placeholder %n replaced by the value of its number: in one
    pass, so that a value holding a "%2" of its own is left as it is."""
    by_number = dict(zip(numbers, values, strict=True))
    return _PLACEHOLDER.sub(lambda m: by_number.get(int(m.group(1)), m.group(0)), template)
