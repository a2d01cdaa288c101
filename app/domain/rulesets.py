"""A tournament's rule system: which one, its options and the match length.

Chosen once, at New (`TournamentSettings.rule_system`, `.rule_options`,
`.hands_per_match`), checked by the rule module itself (`scoring.rules`), and frozen
once a hand is entered (the service refuses a change then). Everything that scores or
prints a hand asks `tournament_rules(settings)`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction

from app.domain.errors import Refused
from app.domain.model import HANDS_PER_MATCH, TournamentSettings
from scoring.rules import OptionError, Options, RuleSystem, get_rule_system

MCR = "mcr"


@dataclass(frozen=True)
class TournamentRules:
    """The rule system of a tournament with its options resolved and its match length."""

    system: RuleSystem
    options: Options
    hands: int = HANDS_PER_MATCH

    @property
    def name(self) -> str:
        return self.system.name

    @property
    def is_mcr(self) -> bool:
        return self.system.name == MCR

    @property
    def has_fan(self) -> bool:
        """Fan can be entered (every system but Shenzhen, which has settlement items only)."""
        return bool(self.system.fans)

    @property
    def title(self) -> str:
        return self.system.title

    def options_text(self) -> str:
        """The options set away from their defaults, as on the command line ("" if none)."""
        return ", ".join(f"{k}={self.options.text(k)}" for k in sorted(self.options.changed))

    def describe(self) -> str:
        """One line for every sheet and report: "MahJong Online (min_fan=3), 16 hands"."""
        options = self.options_text()
        text = self.title + (f" ({options})" if options else "")
        return f"{text}, {self.hands} hands a match"

    def min_fan(self) -> Fraction | int:
        return self.system.min_fan(self.options)

    def max_fan(self) -> Fraction | int | None:
        return self.system.max_fan(self.options)


def parse_option_pairs(texts: Iterable[str]) -> tuple[tuple[str, str], ...]:
    """`KEY=VALUE` texts (the CLI's --option) as pairs; a bad one is refused."""
    pairs = []
    for text in texts:
        key, sep, value = text.partition("=")
        if not sep or not key.strip():
            raise Refused(f"An option is written KEY=VALUE, e.g. min_fan=0; not '{text}'.")
        pairs.append((key.strip(), value.strip()))
    keys = [k for k, _ in pairs]
    if len(set(keys)) != len(keys):
        raise Refused("Each option once: an option is given twice.")
    return tuple(pairs)


def resolve(
    rule_system: str, options: Iterable[tuple[str, str]] | Mapping[str, object], hands: int
) -> TournamentRules:
    """The rules a tournament would play, checked by the rule module; Refused with its
    message for an unknown system, a bad option or match length."""
    try:
        system = get_rule_system(rule_system)
        given = dict(options.items() if isinstance(options, Mapping) else options)
        resolved = system.resolve_options(given)
    except OptionError as e:
        raise Refused(str(e)) from None
    from seating.rotation import check_match_length

    try:
        check_match_length(hands)
    except ValueError as e:
        raise Refused(str(e).capitalize() + ".") from None
    if system.name == MCR and hands != HANDS_PER_MATCH:
        raise Refused(f"An MCR match has {HANDS_PER_MATCH} hands (its seat rotation), not {hands}.")
    return TournamentRules(system, resolved, hands)


def normalised(settings: TournamentSettings) -> TournamentSettings:
    """Settings with the system's registry name and only the options that differ from
    their defaults, in a fixed order (what is stored); Refused if they are not valid."""
    from dataclasses import replace

    rules = resolve(settings.rule_system, settings.rule_options, settings.hands_per_match)
    name = "MCR" if rules.is_mcr else rules.name  # old files say "MCR": keep their word
    pairs = tuple((k, rules.options.text(k)) for k in sorted(rules.options.changed))
    return replace(settings, rule_system=name, rule_options=pairs)


def tournament_rules(settings: TournamentSettings) -> TournamentRules:
    """The rules of a stored tournament (validated when they were stored)."""
    return resolve(settings.rule_system, settings.rule_options, settings.hands_per_match)
