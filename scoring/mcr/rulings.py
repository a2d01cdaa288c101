"""Rulings: the points where published MCR texts disagree and a tournament chooses.

The default profile is the Mahjong International League 2015 rules (seed 000 states
them; the PyMahjongGB reference engine follows them). Each switch is one of MCR's options
(`OPTIONS`, declared to the rule-system interface): `--option KEY=on|off` on the command
line, `options={...}` in `score_hand`; docs/rulings.md gives each one's sources. A
ruling changes data, not detectors, where it can: which fan excludes which
(`exclusions`), or one flag the fan detectors read.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from functools import lru_cache

from scoring.mcr.fans import CONCEALED_AND_MELDED_KONG, FANS
from scoring.rules import Option

CONCEALED_KONG, MELDED_KONG, TWO_CONCEALED_KONGS = 67, 74, 53
FOUR_KONGS, THREE_KONGS = 5, 17


@dataclass(frozen=True)
class Rulings:
    """One profile of rulings; the defaults are MIL 2015."""

    # One concealed and one melded kong: one 5-fan item (MIL 2015), or Concealed Kong
    # (2) + Melded Kong (1).
    kong_item: bool = True
    # With three or four kongs, the concealed ones also score Concealed Kong / Two
    # Concealed Kongs (MIL 2015: no, they count as concealed pungs only).
    concealed_kongs_with_three: bool = False
    # The set and pair beside a knitted straight may score Edge, Closed or Single Wait.
    knitted_straight_waits: bool = True
    # Flowers score one fan each (after the minimum); off: they are not counted.
    flowers: bool = True

    @property
    def is_default(self) -> bool:
        return self == MIL_2015

    def as_options(self) -> dict[str, bool]:
        return {f.name: getattr(self, f.name) for f in fields(self)}


MIL_2015 = Rulings()
OPTION_NAMES = tuple(f.name for f in fields(Rulings))
# Each switch as the rule-system interface declares options (scoring.rules.Option).
OPTIONS = (
    Option(
        "kong_item",
        True,
        kind="switch",
        help="one concealed and one melded kong: one 5-fan item (on, MIL 2015) or "
        "Concealed Kong + Melded Kong (off)",
    ),
    Option(
        "concealed_kongs_with_three",
        False,
        kind="switch",
        help="with three or four kongs, concealed kongs also score Concealed Kong / Two "
        "Concealed Kongs (off, MIL 2015: they count as concealed pungs only)",
    ),
    Option(
        "knitted_straight_waits",
        True,
        kind="switch",
        help="Edge, Closed and Single Wait beside a knitted straight (on, MIL 2015)",
    ),
    Option("flowers", True, kind="switch", help="flowers score one fan each (on)"),
)


@lru_cache(maxsize=64)
def _rulings(values: tuple[tuple[str, bool], ...]) -> Rulings:
    chosen = Rulings(**dict(values))
    return MIL_2015 if chosen == MIL_2015 else chosen  # the fast path for the default


def rulings_of(options: Mapping[str, object] | None) -> Rulings:
    """The profile of resolved options (MCR's `Options`, every key present)."""
    if not options or not getattr(options, "changed", True):
        return MIL_2015
    return _rulings(tuple((key, bool(options[key])) for key in OPTION_NAMES))


def rulings_from_options(options: Mapping[str, object] | None) -> Rulings:
    """The profile for options as a caller gives them (keys of `Rulings`; True/False or
    on/off, true/false, 1/0); an unknown key or value raises HandError (OptionError)."""
    if not options:
        return MIL_2015
    from scoring.mcr import RULES  # here: scoring.mcr imports this module

    return rulings_of(RULES.resolve_options(options))


def exclusions(rulings: Rulings) -> dict[int, tuple[int, ...]]:
    """Each fan's `excludes` under these rulings (the fan table's, for MIL 2015)."""
    table = {key: list(fan.excludes) for key, fan in FANS.items()}
    if not rulings.kong_item:
        # The item gives way to its two parts: they exclude it, it excludes nothing.
        table[CONCEALED_AND_MELDED_KONG] = []
        table[CONCEALED_KONG].append(CONCEALED_AND_MELDED_KONG)
        table[MELDED_KONG].append(CONCEALED_AND_MELDED_KONG)
    if rulings.concealed_kongs_with_three:
        for key in (FOUR_KONGS, THREE_KONGS):
            table[key] = [k for k in table[key] if k not in (CONCEALED_KONG, TWO_CONCEALED_KONGS)]
    return {key: tuple(v) for key, v in table.items()}
