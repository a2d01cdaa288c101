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

MCR = "mcr"  # the registry name old files store as "MCR" (kept so, see `normalised`)


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
    def has_fan(self) -> bool:
        """The system scores fan (a system of settlement items only has none)."""
        return bool(self.system.fans)

    # -- capabilities (scoring.rules.RuleSystem, docs/rule-systems.md) ----------------
    @property
    def several_winners(self) -> bool:
        """Several players may win on one discard."""
        return self.system.several_winners

    @property
    def draw_settles_kongs(self) -> bool:
        """A drawn hand still pays the kongs declared in it."""
        return self.system.draw_settles_kongs

    @property
    def horses(self) -> bool:
        """A horse (lucky-draw tile) is turned after a self-drawn win."""
        return self.system.horses

    @property
    def liability(self) -> bool:
        """A liable player may pay for the winner."""
        return self.system.liability

    @property
    def fractional_points(self) -> bool:
        """Fan, points and totals may be exact fractions (else whole numbers)."""
        return self.system.fractional_points

    @property
    def takes_fan(self) -> bool:
        """A win may be entered as its fan total, without the tiles."""
        return self.system.takes_fan

    @property
    def takes_outcome(self) -> bool:
        """A win may be entered as its outcome only (who won, who gave, kongs, horse)."""
        return self.system.settle_outcome is not None

    @property
    def claims(self) -> bool:
        """The players' claimed fans are checked against the tiles."""
        return self.system.claims

    @property
    def fixed_hands(self) -> int | None:
        """The match length the system fixes (its seat rotation); None: any."""
        return self.system.fixed_hands

    @property
    def compact_records(self) -> bool:
        """A plain win is stored as its fan total (its payments follow from it)."""
        return self.system.compact_records

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
    fixed = system.fixed_hands
    if fixed is not None and hands != fixed:
        raise Refused(
            f"{_a_match(system.label)} has {fixed} hands (its seat rotation), not {hands}."
        )
    return TournamentRules(system, resolved, hands)


def _a_match(label: str) -> str:
    """ "An MCR match", "A match of the example game"."""
    if label.isupper():  # an abbreviation, said letter by letter
        return f"{'An' if label[0] in 'AEFHILMNORSX' else 'A'} {label} match"
    return f"A match of {label}"


def normalised(settings: TournamentSettings) -> TournamentSettings:
    """Settings with the system's registry name and only the options that differ from
    their defaults, in a fixed order (what is stored); Refused if they are not valid."""
    from dataclasses import replace

    rules = resolve(settings.rule_system, settings.rule_options, settings.hands_per_match)
    name = "MCR" if rules.name == MCR else rules.name  # old files say "MCR": keep their word
    pairs = tuple((k, rules.options.text(k)) for k in sorted(rules.options.changed))
    return replace(settings, rule_system=name, rule_options=pairs)


def tournament_rules(settings: TournamentSettings) -> TournamentRules:
    """The rules of a stored tournament (validated when they were stored)."""
    return resolve(settings.rule_system, settings.rule_options, settings.hands_per_match)
