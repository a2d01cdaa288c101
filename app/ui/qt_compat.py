"""Work-arounds for defects of particular Qt for Python releases.

PySide6/shiboken6 6.12.0 on Python 3.11 returns ``None`` from every void method without
taking a reference to it, so each call such as ``QPainter.setPen`` lowers ``None``'s
reference count by one. Python 3.12 made ``None`` immortal; on 3.11 the count reaches
zero after some thousands of calls and the interpreter aborts ("none_dealloc"). The
project pins a fixed release; if a broken one is installed anyway, we detect the leak
and give ``None`` a reference count it can never exhaust (``None`` is never freed, so
the count has no other meaning).
"""

from __future__ import annotations

import ctypes
import sys

_PROTECTED = False


def leaks_none() -> bool:
    """Whether a void Qt call loses a reference to None (the 6.12.0 defect)."""
    from PySide6.QtCore import QObject

    probe = QObject()
    before = sys.getrefcount(None)
    for _ in range(200):
        probe.setObjectName("probe")
    return sys.getrefcount(None) < before - 100


def protect_none() -> bool:
    """Apply the work-around when needed; returns whether it was applied."""
    global _PROTECTED
    if _PROTECTED or sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return _PROTECTED
    if leaks_none():
        ctypes.c_ssize_t.from_address(id(None)).value += 1 << 40
        _PROTECTED = True
    return _PROTECTED
