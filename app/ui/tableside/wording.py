"""The engine's reasons in a queued proposal, said in the interface's language.

A proposal keeps the claim check's JSON (`verdict`, docs/contracts.md), whose reasons
are the engine's English sentences. The MCR check also keeps what each reason is made
of (`facts`, `fan_without_flowers`, `minimum`: app.domain.claimcheck), so the reason is
worded here as the desktop's claims pane words it (app.ui.hand.reasons). Another rule
system's check gives its English sentences only: they are read back against their
templates (app.ui.tableside.other_reasons); anything else (a check kept before the
facts were given) is said through the desktop's translation of engine messages
(app.ui.messages)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TypeGuard

from app.ui.hand.reasons import minimum_text, reason_text
from app.ui.messages import translate_message
from app.ui.tableside.other_reasons import said
from scoring.errors import HandError
from scoring.explain import WrongClaim
from scoring.mcr.fans import FANS
from scoring.rules import get_rule_system

Json = Mapping[str, object]


def rules_of(verdict: Json) -> str:
    """The rule system of a verdict: its `rules`, else told by its ids (MahJong Online's
    "MO-05", kept before its JSON named its rules), else MCR's."""
    rules = verdict.get("rules")
    if isinstance(rules, str):
        return rules
    items = [i for k in ("right", "missing", "wrong") for i in _items(verdict.get(k))]
    if any(str(i.get("id") or "").startswith("MO-") for i in items):
        return "mahjong-online"
    return "mcr"


def counts_mcr_fans(rules: str) -> bool:
    """Whether a verdict under `rules` names MCR's fans (its ids are keys of MCR's fan
    table, its wrong claims carry facts worded in any language): asked of the rule
    system's own table, never of its name, so that a plugin built on MCR's fans is
    worded as MCR."""
    try:
        return get_rule_system(rules).fans is FANS
    except HandError:  # an unknown or unlanded system: worded as its sentences come
        return False


def _items(value: object) -> list[Json]:
    return [v for v in value if isinstance(v, Mapping)] if isinstance(value, list) else []


def _other(english: str, rules: str) -> str:
    """Another system's reason in the interface's language, else as the engine's
    messages are said."""
    found = said(english, rules) if not counts_mcr_fans(rules) else None
    return found if found is not None else translate_message(english)


def wrong_reason(fan: Json, rules: str = "mcr") -> str:
    """Why one wrong claim of a verdict (an item of its `wrong`) does not count, under
    `rules` (the verdict's: `rules_of`)."""
    english = str(fan.get("reason") or "")
    facts = fan.get("facts")
    key = fan.get("id")
    known = FANS.get(key) if isinstance(key, int) else None
    if (
        not counts_mcr_fans(rules)
        or not isinstance(facts, Mapping)
        or (key is not None and known is None)
    ):
        return _other(english, rules)
    by = fan.get("by")
    wrong = WrongClaim(
        known,
        _whole(fan.get("times")),
        _whole(fan.get("counted")),
        english,
        str(fan.get("kind") or "absent"),
        tuple(k for k in by if isinstance(k, int) and k in FANS) if isinstance(by, list) else (),
        str(fan.get("claimed") or ""),
        dict(facts),
    )
    return reason_text(wrong)


def minimum_reason(verdict: Json) -> str:
    """Why the hand is no win: under the minimum without its flowers."""
    english = str(verdict.get("minimum_reason") or "")
    fan, minimum = verdict.get("fan_without_flowers"), verdict.get("minimum")
    if _number(fan) and _number(minimum):
        return minimum_text(fan, minimum, english)
    return _other(english, rules_of(verdict))  # another system's, or kept without them


def _number(value: object) -> TypeGuard[int]:
    """A whole number kept in the JSON (never a bool, which JSON also reads as one)."""
    return isinstance(value, int) and not isinstance(value, bool)


def _whole(value: object) -> int:
    return value if isinstance(value, int) else 0
