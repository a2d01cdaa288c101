"""The marker of a text translated where it is shown rather than where it is written.

PySide6's own ``QT_TRANSLATE_NOOP`` gives the text back typed as ``object``; this one
does the same typed as ``str``, and imports no Qt, so the tables of app.messages_zh
(read by the seat's web page too) can mark their English for pyside6-lupdate, which
finds the marked texts by the call's name: the name stays Qt's.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for translation in ``context``; ``text`` unchanged."""
    return text
