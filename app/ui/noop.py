"""The translation marker for app/ui: the one of app.messages_zh.noop (no Qt import),
kept under this name for the modules that import it from here."""

from __future__ import annotations

from app.messages_zh.noop import QT_TRANSLATE_NOOP

__all__ = ["QT_TRANSLATE_NOOP"]
