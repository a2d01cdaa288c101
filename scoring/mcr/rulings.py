"""Rulings: the points where published MCR texts disagree and a tournament chooses.

The default profile is the Mahjong International League 2015 rules (seed 000 states
them; the PyMahjongGB reference engine follows them). Each switch is a boolean option,
`KEY=VALUE` on the command line, `options={...}` in `score_hand`; docs/rulings.md gives
each one's sources. A ruling changes data, not detectors where it can: which fan
excludes which (`exclusions`), or one flag the fan detectors read.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields

from scoring.errors import HandError
from scoring.mcr.fans import CONCEALED_AND_MELDED_KONG, FANS

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
_TRUE = {"true", "yes", "on", "1"}
_FALSE = {"false", "no", "off", "0"}


def rulings_from_options(options: Mapping[str, object] | None) -> Rulings:
    """The profile for these options (keys of `Rulings`; booleans, or the words
    true/false, yes/no, on/off, 1/0). An unknown key or value raises HandError."""
    if not options:
        return MIL_2015
    values: dict[str, bool] = {}
    for key, value in options.items():
        name = str(key).strip().replace("-", "_")
        if name not in OPTION_NAMES:
            raise HandError(f"Unknown MCR option '{key}'. Options: {', '.join(OPTION_NAMES)}.")
        if isinstance(value, bool):
            values[name] = value
            continue
        word = str(value).strip().casefold()
        if word not in _TRUE | _FALSE:
            raise HandError(f"Option {name} is true or false, not '{value}'.")
        values[name] = word in _TRUE
    chosen = Rulings(**values)
    return MIL_2015 if chosen == MIL_2015 else chosen  # the fast path for the default


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
