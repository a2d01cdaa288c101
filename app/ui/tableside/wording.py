"""The engine's reasons in a queued proposal, said in the interface's language.

A proposal keeps the claim check's JSON (`verdict`, docs/contracts.md), whose reasons
are the engine's English sentences. The MCR check also keeps what each reason is made
of (`facts`, `fan_without_flowers`, `minimum`: app.domain.claimcheck), so the reason is
worded here as the desktop's claims pane words it (app.ui.hand.reasons). A check
without them (another rule system's, or one kept before they were given) is said
through the desktop's translation of engine messages (app.ui.messages)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TypeGuard

from app.ui.hand.reasons import minimum_text, reason_text
from app.ui.messages import translate_message
from scoring.explain import WrongClaim
from scoring.mcr.fans import FANS

Json = Mapping[str, object]


def wrong_reason(fan: Json) -> str:
    """Why one wrong claim of a verdict (an item of its `wrong`) does not count."""
    english = str(fan.get("reason") or "")
    facts = fan.get("facts")
    key = fan.get("id")
    known = FANS.get(key) if isinstance(key, int) else None
    if not isinstance(facts, Mapping) or (key is not None and known is None):
        return translate_message(english)
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
    return translate_message(english)  # kept without them: the engine's own sentence


def _number(value: object) -> TypeGuard[int]:
    """A whole number kept in the JSON (never a bool, which JSON also reads as one)."""
    return isinstance(value, int) and not isinstance(value, bool)


def _whole(value: object) -> int:
    return value if isinstance(value, int) else 0
