"""A wrong claim's reason, worded in the user interface's language.

The engine gives each wrong claim its kind, the fans behind it and the facts its reason is
made of (scoring.explain.WrongClaim). In English the engine's own sentence is shown: it
carries every detail. In another language the sentence is put together here from
translated templates (Qt's translation, context "ClaimReasons"), one per kind of reason,
with the fans named in that language.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from app.domain.model import Points
from scoring.explain import WrongClaim
from scoring.mcr.fans import FANS

CONTEXT = "ClaimReasons"

# One template a reason; %1, %2, %3 are filled in. Each on one line, so that
# pyside6-lupdate finds it.
# fmt: off
T = {
    "and": QT_TRANSLATE_NOOP("ClaimReasons", ", "),
    "or": QT_TRANSLATE_NOOP("ClaimReasons", " or "),
    "instead": QT_TRANSLATE_NOOP("ClaimReasons", "Self-drawn with nothing claimed, it is %1, counted instead."),  # noqa: E501
    "no-sets": QT_TRANSLATE_NOOP("ClaimReasons", "The hand is %1: it has no sets."),
    "minimum": QT_TRANSLATE_NOOP("ClaimReasons", "Wrong claim: the hand scores %1 fan without flowers, under the %2-fan minimum, so it is not a valid win."),  # noqa: E501
    "ambiguous": QT_TRANSLATE_NOOP("ClaimReasons", "'%1' names more than one fan: %2. Pick one from the list."),  # noqa: E501
    "unknown": QT_TRANSLATE_NOOP("ClaimReasons", "'%1' is not the name of an MCR fan."),
    "unknown-near": QT_TRANSLATE_NOOP("ClaimReasons", "'%1' is not the name of an MCR fan. Did you mean %2?"),  # noqa: E501
    "no-flowers": QT_TRANSLATE_NOOP("ClaimReasons", "The hand declares no flowers."),
    "flowers": QT_TRANSLATE_NOOP("ClaimReasons", "The hand declares %1 flower(s)."),
    "chicken": QT_TRANSLATE_NOOP("ClaimReasons", "Chicken Hand counts only when no other fan does; this hand scores %1."),  # noqa: E501
    "excluded": QT_TRANSLATE_NOOP("ClaimReasons", "Not counted with %1, which includes or replaces it (no duplication)."),  # noqa: E501
    "no-disassembly": QT_TRANSLATE_NOOP("ClaimReasons", "No disassembly: the sets of %1 are counted as that fan and cannot be split again to make this one."),  # noqa: E501
    "one-combination": QT_TRANSLATE_NOOP("ClaimReasons", "One combination only: %1 are already combined, and a set may join the others only once."),  # noqa: E501
    "no-reuse": QT_TRANSLATE_NOOP("ClaimReasons", "No reuse: %1 already makes this fan with another set."),  # noqa: E501
    "three-kongs": QT_TRANSLATE_NOOP("ClaimReasons", "Not counted with %1: with three or four kongs, concealed kongs count as concealed pungs only (MIL 2015)."),  # noqa: E501
    "kong-item": QT_TRANSLATE_NOOP("ClaimReasons", "Not counted with %1: one concealed and one melded kong score one 5-fan item (MIL 2015)."),  # noqa: E501
    "kong-split": QT_TRANSLATE_NOOP("ClaimReasons", "Not counted: under this tournament's rulings one concealed and one melded kong score Concealed Kong (2) + Melded Kong (1)."),  # noqa: E501
    "robbed-tile": QT_TRANSLATE_NOOP("ClaimReasons", "Not counted with %1: the robbed tile is always the fourth of its kind, so Robbing the Kong already includes Last Tile."),  # noqa: E501
    "knitted-waits": QT_TRANSLATE_NOOP("ClaimReasons", "Not counted: under this tournament's rulings no wait fan is scored beside a knitted straight."),  # noqa: E501
    "flowers-off": QT_TRANSLATE_NOOP("ClaimReasons", "Flowers are not counted under this tournament's rulings."),  # noqa: E501
    "ruling": QT_TRANSLATE_NOOP("ClaimReasons", "Not counted with %1."),
    "same-total": QT_TRANSLATE_NOOP("ClaimReasons", "It is there only when the hand is read as %1; both readings are worth %2 fan, so the total is the same."),  # noqa: E501
    "other-reading": QT_TRANSLATE_NOOP("ClaimReasons", "It is there only when the hand is read as %1 (%2 fan); the reading counted scores %3: take the maximum."),  # noqa: E501
    "once": QT_TRANSLATE_NOOP("ClaimReasons", "Counts %1 time(s) here: it counts at most once a hand."),  # noqa: E501
    "used": QT_TRANSLATE_NOOP("ClaimReasons", "Counts %1 time(s) here: a set is already used (%2)."),  # noqa: E501
    "fewer": QT_TRANSLATE_NOOP("ClaimReasons", "Counts %1 time(s) here: the hand has no more sets that make it."),  # noqa: E501
    "within": QT_TRANSLATE_NOOP("ClaimReasons", "Counts %1 time(s) here: its other sets already count as %2 (no duplication)."),  # noqa: E501
    "principle-no-disassembly": QT_TRANSLATE_NOOP("ClaimReasons", "no disassembly"),
    "principle-one-combination": QT_TRANSLATE_NOOP("ClaimReasons", "one combination only"),
    "principle-no-reuse": QT_TRANSLATE_NOOP("ClaimReasons", "no reuse"),
    "absent": QT_TRANSLATE_NOOP("ClaimReasons", "The hand does not have it."),
    "won-pung": QT_TRANSLATE_NOOP("ClaimReasons", "The pung of %1 was completed by the winning discard: it counts as melded."),  # noqa: E501
    "waits": QT_TRANSLATE_NOOP("ClaimReasons", "The hand waited on %1: the winning tile was not the only one."),  # noqa: E501
}
# fmt: on
RULINGS = ("three-kongs", "kong-item", "kong-split", "robbed-tile", "knitted-waits", "flowers-off")


def _t(key: str) -> str:
    return QCoreApplication.translate(CONTEXT, str(T[key]))  # a template (str) marked


def translated() -> bool:
    """Is a translation of the reason templates installed (a non-English interface)?"""
    return _t("absent") != T["absent"]


def fan_name(key: int) -> str:
    """A fan's name in the interface's language (Chinese when translated)."""
    fan = FANS[key]
    return fan.name_zh if translated() else fan.name


def _names(keys: Iterable[int]) -> str:
    return _t("and").join(fan_name(k) for k in keys)


def _fan_keys(value: object) -> tuple[int, ...]:
    """The fans a reason's facts name (a sequence of fan keys; nothing else counts)."""
    if isinstance(value, str) or not isinstance(value, Iterable):
        return ()
    return tuple(k for k in value if isinstance(k, int))


def _fill(key: str, *values: object) -> str:
    text = _t(key)
    for i, value in enumerate(values, start=1):
        text = text.replace(f"%{i}", str(value))
    return text


def minimum_text(fan_without_flowers: Points, minimum: Points, english: str) -> str:
    """The false-win sentence: the engine's in English, else from the template with
    the minimum the hand was checked against."""
    return _fill("minimum", fan_without_flowers, minimum) if translated() else english


def reason_text(wrong: WrongClaim) -> str:
    """The reason of one wrong claim (a scoring.explain.WrongClaim)."""
    if not translated():
        return wrong.reason
    facts = dict(wrong.facts)
    kind, by = wrong.kind, wrong.by
    key = wrong.fan.key if wrong.fan is not None else None
    if kind == "unknown":
        if by:
            return _fill("ambiguous", wrong.text, _t("and").join(f"{k} {fan_name(k)}" for k in by))
        near = _fan_keys(facts.get("near"))
        if near:  # the typo's nearest fans, named in this language
            return _fill("unknown-near", wrong.text, _t("or").join(fan_name(k) for k in near))
        return _fill("unknown", wrong.text)
    if facts.get("ruling") in RULINGS:
        return _fill(str(facts["ruling"]), _names(by))
    if key == 81:
        return _fill("flowers", facts["flowers"]) if facts.get("flowers") else _t("no-flowers")
    if key == 43 and by:  # Chicken Hand beside other fans (absent: its rule is "no other fan")
        return _fill("chicken", _names(by))
    if kind == "excluded":
        text = _fill("excluded", _names(by))
        return text + (" " + _reading(facts) if "reading" in facts else "")
    if kind == "no-disassembly":
        return _fill("no-disassembly", _names(by))
    if kind == "one-combination":
        return _fill("one-combination", facts.get("sets", ""))
    if kind == "no-reuse":
        return _fill("no-reuse", facts.get("set", ""))
    if kind == "other-reading":
        return _reading(facts)
    if kind == "too-many":
        why = str(facts.get("why", "fewer"))
        if why == "within":
            return _fill("within", wrong.counted, _names(by))
        if why == "used":
            return _fill("used", wrong.counted, _t(f"principle-{facts.get('principle')}"))
        return _fill(why if why in T else "fewer", wrong.counted)
    return _absent(facts)


def _reading(facts: dict[str, object]) -> str:
    if facts.get("reading_total") == facts.get("counted_total"):
        return _fill("same-total", facts.get("reading"), facts.get("counted_total"))
    return _fill(
        "other-reading",
        facts.get("reading"),
        facts.get("reading_total"),
        facts.get("counted_total"),
    )


def _absent(facts: dict[str, object]) -> str:
    text = _t("absent")
    if "won_pung" in facts:
        text += " " + _fill("won-pung", facts["won_pung"])
    if "waits" in facts:
        text += " " + _fill("waits", facts["waits"])
    if "instead" in facts:  # Concealed Hand self-drawn: Fully Concealed Hand counts
        text += " " + _fill("instead", fan_name(int(str(facts["instead"]))))
    if "no_sets" in facts:  # a fan of sets on seven pairs or another shape without sets
        text += " " + _fill("no-sets", _names(_fan_keys(facts["no_sets"])))
    return text
