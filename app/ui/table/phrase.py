"""Texts for the user, made without Qt and translated by the view that shows them.

The sheet's presenter speaks English: each text is a template with its values as %1,
%2, ... (the form Qt's translators use) and the values themselves, which may be texts
of their own. The view renders a phrase through Qt's translation, template by template,
so the Chinese sheet reads as before; tests read the English directly.

Templates are marked with :func:`QT_TRANSLATE_NOOP` in the ``HandForm`` context (the
table sheet's hand form, whose translations they are): pyside6-lupdate finds the marker
by its name, so this plain-Python one collects them like Qt's own.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

CONTEXT = "HandForm"
_PLACE = re.compile(r"%(\d+)")


# the name is Qt's because lupdate finds the marked texts by it
def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for translation in ``context``; it is translated where shown."""
    return text


@dataclass(frozen=True)
class Phrase:
    """A text for the user: a template (English) and the values put into it."""

    template: str
    args: tuple[Phrase | str, ...] = ()
    translated: bool = True  # False: shown as it is (a message of the domain, a join)

    def render(self, translate: Callable[[str], str]) -> str:
        """The text in the language ``translate`` gives (each template once, values
        put in at one pass, so a value that holds "%2" stays as it is)."""
        text = translate(self.template) if self.translated else self.template
        values = [a.render(translate) if isinstance(a, Phrase) else a for a in self.args]

        def value(match: re.Match[str]) -> str:
            n = int(match.group(1))
            return values[n - 1] if 0 < n <= len(values) else match.group(0)

        return _PLACE.sub(value, text) if values else text

    def english(self) -> str:
        return self.render(lambda template: template)

    def __bool__(self) -> bool:
        return bool(self.template)


def said(template: str, *args: Phrase | str) -> Phrase:
    """A phrase of ``template`` (marked for translation where it is written)."""
    return Phrase(template, args)


def verbatim(text: str) -> Phrase:
    """A text shown as it is: a refusal of the domain (the view's message line
    translates those by their own templates) or a value already made."""
    return Phrase(text, translated=False)


def joined(*parts: Phrase | str) -> Phrase:
    """The parts one after the other, nothing translated in between."""
    return Phrase("".join(f"%{i}" for i in range(1, len(parts) + 1)), parts, translated=False)
