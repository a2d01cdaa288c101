"""Small pieces of wording that differ between languages: Chinese shows a fan by its
Chinese name only (the English one beside it would be the one English word left on a
Chinese page) and writes its own punctuation (：，、) where English writes ": " and
", ". Each piece is a translation of its own, so a new language sets them too."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from app.ui.noop import QT_TRANSLATE_NOOP

CONTEXT = "Wording"
# Translated (to anything else) where fans are named in the interface's language only.
_FAN_NAMES_MARK = QT_TRANSLATE_NOOP("Wording", "fans named in English")
_COLON = QT_TRANSLATE_NOOP("Wording", ": ")
_LIST = QT_TRANSLATE_NOOP("Wording", ", ")
_CLAUSES = QT_TRANSLATE_NOOP("Wording", "; ")
_STOP = QT_TRANSLATE_NOOP("Wording", ".")


def _t(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def fans_in_english() -> bool:
    """Does the interface name fans in English (with the Chinese name beside)?"""
    return _t(_FAN_NAMES_MARK) == _FAN_NAMES_MARK


def fan_title(name: str, name_zh: str, separator: str = " ") -> str:
    """A fan's name as shown: "Pure Straight 清龙" in English (referees know both),
    "清龙" alone in Chinese."""
    if not fans_in_english():
        return name_zh or name
    return f"{name}{separator}{name_zh}".strip() if name_zh else name


def colon() -> str:
    """ ": " in English, "：" in Chinese."""
    return _t(_COLON)


def list_separator() -> str:
    """ ", " between the items of a list in English, "、" in Chinese."""
    return _t(_LIST)


def clause_separator() -> str:
    """ "; " between clauses in English, "；" in Chinese."""
    return _t(_CLAUSES)


def clauses(parts: list[str]) -> str:
    """Clauses of one sentence: "a; b." in English, "a；b。" in Chinese."""
    return _t(_CLAUSES).join(parts) + _t(_STOP)


# The rule systems' titles (scoring.rules) as the new-tournament dialog lists them; a
# system added later (an entry point) is shown by its own title.
RULE_TITLES = (
    QT_TRANSLATE_NOOP("RuleSystems", "Mahjong Competition Rules (MIL 2015)"),
    QT_TRANSLATE_NOOP("RuleSystems", "The International Game"),
    QT_TRANSLATE_NOOP("RuleSystems", "The Shenzhen game"),
    QT_TRANSLATE_NOOP("RuleSystems", "MahJong Online"),
)


def rule_title(title: str) -> str:
    """A rule system's title in the interface's language."""
    return QCoreApplication.translate("RuleSystems", title)


def sentences(parts: list[str]) -> str:
    """Sentences one after the other: a space after an English full stop, none after
    a Chinese one (。 carries its own room)."""
    text = ""
    for part in parts:
        if text and not text.endswith(("。", "！", "？")):
            text += " "
        text += part
    return text
