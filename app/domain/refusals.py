"""The wording of refusals that cite a rule system's own rule: whom several claimants of
one discard leave as the winner, and the fan a minimum counts, each as the system
declares it. Kept apart from `anyhands.py` so that the rules they quote stay in one
small place."""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from scoring.extras import UnknownToken
from scoring.result import ScoreResult, json_number

if TYPE_CHECKING:
    from app.domain.rulesets import TournamentRules
    from scoring.rules import RuleSystem


def one_winner_only(system: RuleSystem) -> str:
    """A system with one winner a hand, refusing several: who wins, as its rules say
    (the system's `priority`)."""
    head = system.label[:1].upper() + system.label[1:]
    return f"{head} has one winner a hand: {system.priority}. Enter that winner only."


def extras_error(error: Exception, rules: TournamentRules) -> str:
    """A fourth part's error; an unknown word named with the tournament system's tokens
    only (not every system's)."""
    if isinstance(error, UnknownToken):
        return error.worded(rules.system.extras, rules.system.label)
    return str(error)


def under_minimum(system: RuleSystem, minimum: int | Fraction, result: ScoreResult) -> str:
    """Why a hand is no valid win, with the fan the minimum counts: the elements that do
    not count toward it (MahJong Online's auxiliary fan, seed 003) named, not added; or
    in the system's own words (`RuleSystem.under_minimum`)."""
    low, toward, label = _text(minimum), _text(result.minimum_total), system.label
    if system.under_minimum:
        return system.under_minimum.format(total=_text(result.total), toward=toward, minimum=low)
    if result.minimum_total == result.total:
        return f"This hand scores {toward} fan: a win in {label} needs at least {low}."
    table = result.system.fans if result.system is not None else {}
    aside = [f for f in result.fans if not getattr(table.get(f.key), "counts_for_minimum", True)]
    names = " and ".join(f.name.lower() for f in aside) or "the fan that does not count"
    return (
        f"This hand scores {toward} fan toward the minimum ({_text(result.total)} with the "
        f"{names}, which the minimum leaves out): a win in {label} needs at least {low}."
    )


def _text(value: int | Fraction) -> str:
    """As the hand entry words fan (app.domain.anyhands): 2, 8.5."""
    number = json_number(value)
    return str(number) if isinstance(number, int) else f"{float(number):g}"
