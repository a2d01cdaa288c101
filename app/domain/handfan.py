"""A win entered without its tiles, for every rule system: as its fan total, as the
elements ticked, or (a system without fan) as its outcome only. What each pays is the
rule system's own (`RuleSystem.pay_fan`, `RuleSystem.settle_outcome`); the domain only
checks the entry against what the system declares."""

from __future__ import annotations

import re
from collections import Counter
from fractions import Fraction
from typing import TYPE_CHECKING

from app.domain.errors import Refused
from app.domain.limits import MAX_FAN
from app.domain.model import FanLine, Points
from scoring import HandError
from scoring.extras import KongEvent, parse_extras
from scoring.rules import FanPayments
from scoring.settlement import Outcome, Payment

if TYPE_CHECKING:
    from app.domain.anyhands import HandEntry
    from app.domain.rotation import TableWinds
    from app.domain.rulesets import TournamentRules


def parse_fan(text: str) -> Fraction:
    """A fan total as written: 12, 8.5, 17/2."""
    try:
        value = Fraction(text.strip())
    except (ValueError, ZeroDivisionError):
        raise Refused(f"'{text}' is not a fan total (write 12, 8.5 or 17/2).") from None
    if value < 0:
        raise Refused(f"A fan total cannot be negative ({text}).")
    return value


def exact(value: Points) -> Points:
    """An int when whole, else the Fraction."""
    value = Fraction(value)
    return value.numerator if value.denominator == 1 else value


def text(value: Points) -> str:
    """A fan as the hand entry words it: 2, 8.5."""
    value = exact(value)
    return str(value) if isinstance(value, int) else f"{float(value):g}"


def label(rules: TournamentRules) -> str:
    """The system's name at the start of a sentence."""
    words = rules.system.label
    return words[:1].upper() + words[1:]


def entered_fan(rules: TournamentRules, entry: HandEntry) -> tuple[Points, tuple[FanLine, ...]]:
    """The fan of a win entered as its total or its elements, checked against the
    system's minimum, cap and whole or fractional fan."""
    if not rules.takes_fan:
        raise Refused(
            f"{label(rules)} has no fan: enter the outcome (winner, --from or --self-drawn, "
            "--kong, --horse) or the tiles."
        )
    if entry.horse is not None or entry.kongs:
        raise Refused(f"{label(rules)} pays no kong or horse apart from the fan.")
    if entry.elements:
        fan, lines = ticked(rules, entry.elements)
    elif entry.fan is not None:
        fan, lines = exact(entry.fan), ()
        if not 0 <= fan <= MAX_FAN:
            raise Refused(f"{text(fan)} fan is not a possible hand; check the number.")
        if not rules.fractional_points and not isinstance(fan, int):
            raise Refused(f"A fan total in {rules.system.label} is a whole number, not {fan}.")
        if fan < rules.min_fan():
            raise Refused(
                f"A win needs at least {text(rules.min_fan())} fan; {text(fan)} is not enough."
            )
    else:
        raise Refused("Give the fan of the win, or its elements.")
    cap = rules.max_fan()
    if cap is not None and fan > cap:
        raise Refused(f"{text(fan)} fan is above the cap of {rules.system.label} ({text(cap)}).")
    return fan, lines


def fan_payments(
    rules: TournamentRules, seats: TableWinds, entry: HandEntry, fan: Points
) -> FanPayments:
    """What the fan pays, as the rule system settles a fan entered without tiles."""
    (winner,) = entry.winners
    giver = None if entry.discarder is None else seats.wind(entry.discarder, "discarder")
    liable = None if entry.liable is None else seats.wind(entry.liable, "liable player")
    win = "self_drawn" if giver is None else "robbed_kong" if entry.robbed else "discard"
    outcome = Outcome((seats.wind(winner, "winner"),), win, giver, liable=liable)
    try:
        return rules.system.pay_fan(fan, outcome, rules.options)
    except (HandError, ValueError) as e:
        raise Refused(str(e)) from None


def outcome_payments(
    rules: TournamentRules, seats: TableWinds, entry: HandEntry, kongs: tuple[KongEvent, ...]
) -> tuple[Payment, ...]:
    """A win entered as its outcome only (a system without fan): who won, who gave, the
    kongs (engine events) and the horse, settled by the system's hook."""
    settle = rules.system.settle_outcome
    if rules.has_fan or settle is None:
        raise Refused("Give the hand's tiles, its fan total (--fan) or its elements.")
    (winner,) = entry.winners
    giver = None if entry.discarder is None else seats.wind(entry.discarder, "discarder")
    horse = None
    try:
        if entry.horse is not None:
            horse = parse_extras(f"horse={entry.horse}").horse or ()
        win = "self_drawn" if giver is None else "robbed_kong" if entry.robbed else "discard"
        outcome = Outcome((seats.wind(winner, "winner"),), win, giver, horse=horse, kongs=kongs)
        return tuple(settle(outcome, rules.options))
    except HandError as e:
        raise Refused(str(e)) from None


def ticked(rules: TournamentRules, texts: tuple[str, ...]) -> tuple[Points, tuple[FanLine, ...]]:
    """The fan of the elements ticked (ids or names; "x2" repeats), checked: each is an
    element of the system with a fixed value, and none is one that another ticked element
    excludes (no duplication). The total is capped as the system caps it."""
    elements = rules.system.elements
    counts: Counter[int] = Counter()
    said: dict[int, Points] = {}  # the value given for an element whose value varies
    for written in texts:
        name, times = _times(written)
        name, _, value_text = name.partition("=")
        key = _element_key(rules, name)
        counts[key] += times
        fixed = elements[key].value
        if value_text:
            value = parse_fan(value_text)
            if fixed is not None and value != fixed:
                raise Refused(f"{elements[key].name} is worth {text(fixed)}, not {value_text}.")
            if said.get(key, value) != value:
                raise Refused(f"{elements[key].name} is given two different values.")
            said[key] = exact(value)
    _check_exclusions(rules, counts)
    return _ticked_total(rules, counts, said)


def _check_exclusions(rules: TournamentRules, counts: Counter[int]) -> None:
    elements = rules.system.elements
    for key in counts:
        for other in elements[key].excludes:
            if other in counts:
                raise Refused(
                    f"{elements[other].name} is not counted with {elements[key].name} "
                    "(no duplication): untick it."
                )


def _ticked_total(
    rules: TournamentRules, counts: Counter[int], said: dict[int, Points]
) -> tuple[Points, tuple[FanLine, ...]]:
    lines = []
    total: Points = 0
    for_minimum: Points = 0
    for key in sorted(counts):
        e = rules.system.elements[key]
        worth = e.value if e.value is not None else said.get(key)
        if worth is None:
            raise Refused(
                f"{e.name} is worth what the hand makes it: say how much ({e.id}=N) or "
                "enter the hand by tiles."
            )
        lines.append(FanLine(e.id, e.name, getattr(e, "name_zh", ""), exact(worth), counts[key]))
        total += worth * counts[key]
        if e.counts_for_minimum:
            for_minimum += worth * counts[key]
    low = rules.min_fan()
    if for_minimum < low:
        raise Refused(
            f"These elements make {text(for_minimum)} fan toward the minimum: a win in "
            f"{rules.system.label} needs at least {text(low)}."
        )
    cap = rules.max_fan()
    if cap is not None:
        total = min(total, cap)
    return exact(total), tuple(lines)


def _times(written: str) -> tuple[str, int]:
    match = re.fullmatch(r"\s*(.+?)\s*(?:[x×*]\s*(\d+))?\s*", written, flags=re.IGNORECASE)
    if not match or not match.group(1):
        raise Refused(f"'{written}' is not an element.")
    times = int(match.group(2) or 1)
    if not 1 <= times <= 8:
        raise Refused(f"'{written}': an element counts 1 to 8 times.")
    return match.group(1), times


def _element_key(rules: TournamentRules, name: str) -> int:
    from scoring.names import resolve

    found = resolve(name, rules.name)  # every name of the index (scoring.names)
    if found.key is not None and found.times == 1:
        return found.key
    wanted = " ".join(name.split()).casefold()
    code = rules.system.code.casefold()
    for key, e in rules.system.elements.items():
        ident = str(e.id).casefold() if e.id is not None else ""
        short = ident.removeprefix(code + "-")
        if wanted in (ident, short, e.name.casefold(), str(getattr(e, "name_zh", "")).casefold()):
            return key
        if short.isdigit() and wanted.isdigit() and int(short) == int(wanted):
            return key
    near = f" Did you mean {' or '.join(found.suggestions)}?" if found.suggestions else ""
    raise Refused(
        f"'{name}' is not an element of {rules.system.label}.{near} (See "
        f"`python -m scoring --rules {rules.name} --list`.)"
    )
