"""The engine's check of a claim under a tournament's rule system (table-side entry).

The check is found through the rule system, never by its name, the way the desktop and
`python -m scoring --claim` find it:

- a system with the claims capability (`RuleSystem.claims`: MCR) has the engine's
  claimed-fan check (`scoring.explain`, the desktop's claims pane), on the whole
  notation as the scorer reads it (its fourth part included, so a hand the scorer
  refuses has no verdict either);
- another system brings its own check in its package, the one its `--claim` uses:
  `check_claims` and `claims_json` at the package's top (Shenzhen, MahJong Online), or a
  `claims` module (the International game), each with its `claims_json`, the object
  its `--claim --json` prints.

A system with none of these has no verdict (None). The verdict is the system's own
`--claim --json` object, so the referee reads at the table what the command line says.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from importlib import import_module
from types import ModuleType
from typing import Any

from app.domain.rulesets import TournamentRules
from scoring import HandError
from scoring.names import index, split_entries, system_name
from scoring.rules import Options, RuleSystem

Check = Callable[[str, list[str], Options], Any]
ToJson = Callable[[Any], dict[str, object]]


@dataclass(frozen=True)
class ClaimChecker:
    check: Check  # (full notation, claimed entries, options) -> the system's check
    to_json: ToJson  # the check as the system's `--claim --json` object


def checker(system: RuleSystem) -> ClaimChecker | None:
    """The claim check of `system`, or None when it has none."""
    if system.claims:
        from scoring.__main__ import claims_json
        from scoring.explain import check_claims

        def explained(hand: str, claimed: list[str], options: Options) -> Any:
            return check_claims(hand, claimed, options=options)

        return ClaimChecker(explained, _with_facts(claims_json))
    package = _package(system)
    if package is None:
        return None
    for module in (package, _module(package.__name__ + ".claims")):
        check = getattr(module, "check_claims", None)
        if check is None:
            continue
        to_json = getattr(module, "claims_json", None)
        if to_json is None:  # a check without its --json object: no verdict to keep
            return None
        return ClaimChecker(_without_total(check), to_json)
    return None


def prepare(rules: TournamentRules) -> None:
    """Load the claim check of `rules` and build its name index now (the server does it
    when it starts): else the first claim at the tables pays both, a few tenths of a
    second that every phone of that table waits."""
    if checker(rules.system) is None:
        return
    try:
        index(system_name(rules.system))
    except (KeyError, ValueError):  # a system without a fan table: names read as typed
        return


def _with_facts(to_json: ToJson) -> ToJson:
    """The `--claim --json` object of the engine's check, and what its reasons are made
    of (`facts` of each wrong claim; `fan_without_flowers` and `minimum`), so that an
    interface in another language words them itself (app.ui.hand.reasons), as the
    desktop's claims pane does. Only values JSON keeps as they are (text, whole numbers,
    lists of them) are given."""

    def with_facts(check: Any) -> dict[str, object]:
        found = to_json(check)
        wrong = found.get("wrong")
        if isinstance(wrong, list):
            for item, claim in zip(wrong, check.wrong, strict=True):
                item["facts"] = {k: v for k, v in _plain(claim.facts).items() if v is not None}
        found["fan_without_flowers"] = _plain_value(check.result.total_without_flowers)
        found["minimum"] = _plain_value(check.result.minimum)
        return found

    return with_facts


def _plain(facts: Any) -> dict[str, object]:
    return {str(k): _plain_value(v) for k, v in dict(facts).items()}


def _plain_value(value: object) -> object:
    if isinstance(value, bool | int | str):
        return value
    if isinstance(value, tuple | list) and all(isinstance(v, int | str) for v in value):
        return list(value)
    return None  # a value JSON would change (a fraction): the English reason says it


def _without_total(check: Callable[..., Any]) -> Check:
    """A package's `check_claims(hand, claimed, total, options)`: a table claims no total."""

    def checked(hand: str, claimed: list[str], options: Options) -> Any:
        return check(hand, claimed, None, options)

    return checked


def verdict(rules: TournamentRules, full: str, claim: str) -> dict[str, object] | None:
    """The verdict on `claim` for the hand `full` (the notation situated at the table,
    with its fourth part); None when the system has no check or the check cannot read
    the hand (the hand itself is then refused by the scoring)."""
    found = checker(rules.system)
    if found is None:
        return None
    try:
        return found.to_json(found.check(full, split_entries(claim), rules.options))
    except HandError:
        return None


def _package(system: RuleSystem) -> ModuleType | None:
    """The package a system's functions come from (its `evaluate`'s package)."""
    name = getattr(system.evaluate, "__module__", None)
    while name:
        module = _module(name)
        if module is not None and getattr(module, "RULES", None) is system:
            return module
        name = name.rpartition(".")[0]
    return None


def _module(name: str) -> ModuleType | None:
    """The module `name`, None when there is none (a module that fails inside is a
    bug of the rule system: raised, not taken for "no check")."""
    try:
        return import_module(name)
    except ModuleNotFoundError as error:
        if error.name != name:
            raise
        return None
