"""The rule-system interface: what a system declares, and the registry of systems by name.

A rule system is one package beside `scoring/mcr/` (docs/rule-systems.md). It builds
one `RuleSystem` that declares:

- its elements (`Element`, or any object with the same attributes, as MCR's `FanDef`):
  id, names, value (an int or a Fraction; None when the value depends on the hand),
  condition, and the elements it excludes;
- its options (`Option`): defaults and validation, resolved into an `Options` mapping
  that every call gets;
- its minimum and cap (fixed, or named options such as `min_fan` / `max_fan`);
- how it reads a hand: the shapes it allows, the tokens of the notation's fourth part
  it uses (`scoring.extras`), a win on flowers alone or a drawn hand;
- `evaluate(hand, extras, options)`: the best reading and the elements it counts, or
  None when the hand does not win;
- `settle(result, outcome, options)`: the settlement items of the hand (who pays whom),
  from which the engine adds up exact payments by seat wind;
- its capabilities (several winners, whole or fractional fan, a fan total without tiles,
  claims checked, a fixed match length, compact records, its wording of the winning
  priority and of the minimum) and hooks (what a fan total or a bare outcome pays), so
  that the app asks the system what differs instead of testing its name.

Systems are found by name or alias (`get_rule_system`) in `REGISTRY`: the four built-in
systems, and every system an installed package declares in the entry-point group
`mcr_tournament.rule_systems` (`ENTRY_POINT_GROUP`; docs/rule-systems.md).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Protocol

from scoring.errors import HandError

# The options live in their own module; their names are re-exported here (the `X as X`
# form), as systems, the app and plugins import them from scoring.rules.
from scoring.options import SWITCH_WORDS as SWITCH_WORDS
from scoring.options import Option as Option
from scoring.options import OptionError as OptionError
from scoring.options import Options as Options

if TYPE_CHECKING:
    from scoring.extras import Extras, KongEvent, Record
    from scoring.hand import Hand
    from scoring.result import ScoreResult
    from scoring.settlement import Outcome, Payment

Value = int | Fraction
# One element counted by an evaluation: (key, evidence), or (key, evidence, value) when
# the element's value depends on the hand. Evidence: the sets or tiles behind it.
Counted = tuple[int, tuple[object, ...]] | tuple[int, tuple[object, ...], Value]


class Evaluated(Protocol):
    """What a system's `evaluate` returns for a winning hand (`Evaluation`, or MCR's own
    with the same two fields)."""

    @property
    def reading(self) -> object: ...

    @property
    def counted(self) -> tuple[Counted, ...]: ...


@dataclass(frozen=True)
class Element:
    """One scoring element (a fan, a grade element, a settlement item), declared once.

    `key` is the engine's index (an int, the order of listing); `id` is the id the
    system's specification gives it (MCR 1-81, "MO-05", "SZ-W1"). `value` is its worth
    each time it counts (None: it depends on the hand, and the evaluation says how much).
    `excludes` holds the keys of the elements not counted when this one is.
    """

    key: int
    id: int | str | None
    name: str
    value: Value | None
    condition: str
    excludes: tuple[int, ...] = ()
    name_zh: str = ""
    counts_for_minimum: bool = True  # False: scored, but not toward the minimum

    # The names MCR's FanDef uses, so that the engine reads every element alike.
    @property
    def fan_id(self) -> int | str | None:
        return self.id

    @property
    def points(self) -> Value | None:
        return self.value

    @property
    def rule(self) -> str:
        return self.condition


def _default_not_winning(hand: Hand, options: Options) -> str:
    return "This hand does not win: its tiles do not make a winning hand in these rules."


@dataclass(frozen=True)
class RuleSystem:
    """Everything the engine needs to score and settle a hand under one rule system."""

    name: str  # the registry name: "mcr", "international", "shenzhen", "mahjong-online"
    title: str  # "Mahjong Competition Rules (MIL 2015)"
    fans: Mapping[int, Any]  # key -> element (Element, or MCR's FanDef)
    minimum: Value  # fan a win needs when no option sets it
    # The best evaluation (an `Evaluation`: .reading, .counted), or None: no win.
    evaluate: Callable[[Hand, Extras, Options], Evaluated | None]
    # The settlement items of a scored hand: who pays whom (exact amounts).
    settle: Callable[[ScoreResult, Outcome, Options], Iterable[Payment]]
    code: str = ""  # the short name of the specification: "MCR", "INT", "SZ", "MO"
    aliases: tuple[str, ...] = ()  # other names accepted by get_rule_system
    label: str = ""  # the system's name inside a sentence: "the International game"
    options: tuple[Option, ...] = ()
    check_options: Callable[[Options], None] | None = None  # across options; raise OptionError
    minimum_option: str | None = None  # the option that sets the minimum (e.g. "min_fan")
    cap: Value | None = None  # the most a hand's fan can be; None: no cap
    cap_option: str | None = None  # the option that sets the cap (e.g. "max_fan")
    shapes: frozenset[str] = frozenset()  # winning shapes it reads (documentation, --list)
    extras: frozenset[str] = frozenset()  # tokens of the notation's fourth part it uses
    from_required: bool = True  # `from=` required on a win on another player's tile
    flower_win: bool = False  # `-` as tiles: a win on flowers alone
    draw: bool = False  # `draw|||...`: a drawn hand that still settles something
    flowers: bool = True  # flowers may be written (an option may still refuse them)
    # The flowers are named (letters a-h), a count refused: each flower scores on its own.
    named_flowers: bool = False
    # The switch option that puts the flowers in or out of play (off: none may be written).
    flowers_option: str | None = None
    # The total the minimum is compared with; default: the elements that count for it.
    minimum_total: Callable[[ScoreResult], Value] | None = None
    not_winning: Callable[[Hand, Options], str] = _default_not_winning
    # The system's own checks of a whole record (scoring.extras.Record) before scoring,
    # e.g. "the Heaven is the dealer's win"; raise HandError. Run before the generic ones.
    check_record: Callable[[Record, Options], None] | None = None
    # -- Capabilities: what the app does differently for this system, declared here so
    # that the app never tests a system's name (docs/rule-systems.md, "Capabilities").
    # The defaults suit a small system such as the example plugin.
    several_winners: bool = False  # several players may win on one discard
    fractional_points: bool = True  # fan, points and totals may be exact fractions
    fan_without_tiles: bool = True  # a win may be entered as its fan total (needs fans)
    claims: bool = False  # the players' claimed fans are checked against the tiles
    fixed_hands: int | None = None  # the match length the system fixes; None: any
    # A plain win (one winner, by tiles or fan, nothing else) is stored as its fan total,
    # discarder and three-part notation only: its payments follow from the fan (MCR's
    # files have always been so, and stay readable by older versions).
    compact_records: bool = False
    # Who wins when several claim one discard, in a sentence ("the first in turn ...").
    priority: str = "the first in turn after the discarder wins"
    # The refusal of a hand under the minimum, when the system words it its own way:
    # a template with {total}, {toward} (what counts toward it) and {minimum}.
    under_minimum: str = ""
    # -- Hooks: what is system-specific in settling a hand entered without tiles.
    # A fan total entered: what it pays (default: `settle` of a one-line result).
    fan_payments: Callable[[Value, Outcome, Options], FanPayments] | None = None
    # A win entered as its outcome only (who won, who gave, kongs, horse) by a system
    # without fan; None: such a system needs the tiles.
    settle_outcome: Callable[[Outcome, Options], Iterable[Payment]] | None = None
    # Set by __post_init__ (every RuleSystem has them).
    _defaults: Options = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        keys = [o.key for o in self.options]
        if len(set(keys)) != len(keys):
            raise ValueError(f"{self.name}: an option is declared twice")
        label = self.label or self.title
        # Defaults go through the same conversion as given values ("on" -> True).
        defaults = Options({o.key: o.convert(o.default, label) for o in self.options})
        if self.check_options is not None:
            self.check_options(defaults)
        object.__setattr__(self, "_defaults", defaults)
        if not self.label:
            object.__setattr__(self, "label", self.title)

    @property
    def elements(self) -> Mapping[int, Any]:
        return self.fans

    @property
    def defaults(self) -> Options:
        return self._defaults

    def option(self, key: str) -> Option:
        for o in self.options:
            if o.key == key:
                return o
        if not self.options:
            raise OptionError(f"{self.label} has no options; '{key}' is not one of them.")
        raise OptionError(
            f"'{key}' is not an option of {self.label}; its options are: "
            f"{', '.join(o.key for o in self.options)}."
        )

    def resolve_options(self, given: Mapping[str, Any] | Options | None = None) -> Options:
        """Defaults with `given` applied, each value checked; OptionError if one is bad."""
        if given is None or (not isinstance(given, Options) and not given):
            return self.defaults
        if isinstance(given, Options):
            return given
        if not isinstance(given, Mapping):
            raise OptionError("Options are given as a mapping of option name to value.")
        values = dict(self.defaults)
        for key, value in given.items():
            values[key] = self.option(str(key)).convert(value, self.label)
        changed = [k for k in given if values[k] != self.defaults[k]]
        options = Options(values, changed)
        if self.check_options is not None:
            self.check_options(options)
        return options

    @property
    def horses(self) -> bool:
        """A horse (lucky draw) is turned after a win: `horse=` is one of its tokens."""
        return "horse" in self.extras

    @property
    def liability(self) -> bool:
        """A liable player may pay for the winner: `liable=` is one of its tokens."""
        return "liable" in self.extras

    @property
    def draw_settles_kongs(self) -> bool:
        """A drawn hand still pays the kongs declared in it (`draw` and `kong=`)."""
        return self.draw and "kong" in self.extras

    def flower_entry(self, options: Options) -> str:
        """What a hand's flowers part takes under `options`: "named" (letters a-h),
        "count" (0-8) or "none" (the system or its options play without flowers); an
        entry form offers that, never asking for the system by name."""
        if not self.flowers or (self.flowers_option and not options[self.flowers_option]):
            return "none"
        return "named" if self.named_flowers else "count"

    @property
    def takes_fan(self) -> bool:
        """A win may be entered as its fan total (the system has fan, and allows it)."""
        return self.fan_without_tiles and bool(self.fans)

    def pay_fan(self, fan: Value, outcome: Outcome, options: Options) -> FanPayments:
        """What a win entered as its fan total pays: the system's hook, or its own
        settlement of a result whose one line is the fan entered (the tiles unknown)."""
        if self.fan_payments is not None:
            return self.fan_payments(fan, outcome, options)
        return settled_fan(self, fan, outcome, options)

    def drawn_kongs(self, kongs: Iterable[KongEvent], options: Options) -> tuple[Payment, ...]:
        """What the kongs of a drawn hand pay, by the system's own settlement (the engine
        scores the record `draw|||kong=...`); HandError if the system pays none."""
        if not self.draw_settles_kongs:
            raise HandError(f"{_head(self.label)} pays nothing for kongs in a drawn hand.")
        from scoring.engine import score_hand

        tokens = ",".join(f"kong={k.notation()}" for k in kongs)
        return score_hand(f"draw|||{tokens}", rules=self, options=options).items

    def min_fan(self, options: Options) -> Value:
        return options[self.minimum_option] if self.minimum_option else self.minimum

    def max_fan(self, options: Options) -> Value | None:
        return options[self.cap_option] if self.cap_option else self.cap


def _head(text: str) -> str:
    return text[:1].upper() + text[1:]


@dataclass(frozen=True)
class FanPayments:
    """What a fan total entered without tiles pays: the net by seat wind (E, S, W, N),
    and the settlement items behind it when the system gives them (none: the net only)."""

    net: Mapping[str, Value]
    items: tuple[Payment, ...] = ()


def settled_fan(system: RuleSystem, fan: Value, outcome: Outcome, options: Options) -> FanPayments:
    """The default of `RuleSystem.pay_fan`: the system's own `settle` of a result whose
    one line is the fan entered (a hook may check more, then call this)."""
    from scoring.result import ScoredFan, ScoreResult
    from scoring.settlement import net_payments

    entered = ScoreResult(
        None, system.code or system.name, (ScoredFan(0, None, "fan entered", "", fan, 1),),
        None, system.min_fan(options), system, options, None, "fan",
    )  # fmt: skip
    items = tuple(system.settle(entered, outcome, options))
    return FanPayments(net_payments(items), items)


@dataclass(frozen=True)
class Evaluation:
    """What a system's `evaluate` returns for a winning hand (MCR has its own, with the
    same two fields): the reading that scored best and the elements it counts, each as
    (key, evidence) or (key, evidence, value) when the element's value depends on the hand.
    `excluded` and `notes` are for `explain`: (key, the counted key that excludes it) and
    (key, why it does not count)."""

    reading: object
    counted: tuple[Counted, ...]
    excluded: tuple[tuple[int, int], ...] = ()
    notes: tuple[tuple[int, str], ...] = ()


# The registry: name -> RuleSystem, or a zero-argument callable that imports the module
# (so that `import scoring` does not import every system).
REGISTRY: dict[str, RuleSystem | Callable[[], RuleSystem]] = {}
_ALIASES: dict[str, str] = {}


class NotImplementedSystem(OptionError):
    """A rule system the project names whose module has not landed yet."""


def register(
    name: str, system: RuleSystem | Callable[[], RuleSystem], aliases: Iterable[str] = ()
) -> None:
    """Make a system available by name (and aliases, matched without regard to case)."""
    REGISTRY[name] = system
    for alias in (name, *aliases):
        _ALIASES[alias.lower()] = name


class _Lazy:
    """A loader for the system in package `module` (its `RULES`), imported on first use.
    Until the package exists, asking for the system says it is not implemented yet."""

    def __init__(self, name: str, module: str, title: str) -> None:
        self.name = name
        self.module = module
        self.title = title

    def __call__(self) -> RuleSystem:
        from importlib import import_module

        try:
            package = import_module(self.module)
        except ModuleNotFoundError as error:
            if error.name != self.module:
                raise
            raise NotImplementedSystem(
                f"The rule system '{self.name}' ({self.title}) is not implemented yet; "
                f"available: {', '.join(available_names())}."
            ) from None
        system = package.RULES
        if not isinstance(system, RuleSystem):
            raise TypeError(f"{self.module}.RULES is not a RuleSystem")
        return system


def _lazy(name: str, module: str, title: str) -> Callable[[], RuleSystem]:
    return _Lazy(name, module, title)


# The entry-point group through which installed packages (the project itself included)
# offer rule systems: name = the system's registry name, value = "module:attribute", a
# RuleSystem (docs/rule-systems.md, "Writing a rule system").
ENTRY_POINT_GROUP = "mcr_tournament.rule_systems"

# The built-in systems, each a package beside scoring/mcr/ exposing `RULES`. They are
# declared as entry points in pyproject.toml as well; this table is what a frozen bundle
# or a source checkout without installed metadata still finds, and it keeps each
# system's aliases known before its module is imported.
register("mcr", _lazy("mcr", "scoring.mcr", "MCR"), aliases=("MCR", "guobiao"))
register(
    "international",
    _lazy("international", "scoring.international", "The International Game"),
    aliases=("INT",),
)
register("shenzhen", _lazy("shenzhen", "scoring.shenzhen", "The Shenzhen game"), aliases=("SZ",))
register(
    "mahjong-online",
    _lazy("mahjong-online", "scoring.mahjong_online", "MahJong Online"),
    aliases=("MO", "mahjong_online"),
)
_BUILT_IN = frozenset(REGISTRY)
_discovered = False


def _discover() -> None:
    """Register every system that an installed package offers in ENTRY_POINT_GROUP, once.

    A plugin is imported here (to learn its aliases); one that fails to load, or whose
    value is not a RuleSystem, is skipped with a warning on stderr rather than taking the
    built-in systems down with it. A plugin cannot replace a built-in system's name."""
    global _discovered
    if _discovered:
        return
    _discovered = True
    from importlib.metadata import entry_points

    for point in entry_points(group=ENTRY_POINT_GROUP):
        name = point.name.strip().lower()
        if name in _BUILT_IN or name in REGISTRY:
            continue  # the built-ins' own entry points, or a name taken first
        try:
            system = point.load()
        except Exception as error:  # any failure of a third-party import: report, go on
            _warn(f"rule system '{point.name}' ({point.value}) could not be loaded: {error}")
            continue
        if not isinstance(system, RuleSystem):
            _warn(f"rule system '{point.name}' ({point.value}) is not a RuleSystem; skipped")
            continue
        if system.name.lower() != name:
            _warn(f"rule system '{point.name}' names itself '{system.name}'; skipped")
            continue
        register(name, system, aliases=system.aliases)


def _warn(text: str) -> None:
    import sys

    print(f"warning: {text}", file=sys.stderr)


def _load(name: str) -> RuleSystem:
    entry = REGISTRY[name]
    if not isinstance(entry, RuleSystem):
        entry = entry()
        REGISTRY[name] = entry
    return entry


def system_names() -> list[str]:
    """Every registry name: the built-in systems first, then the installed plugins."""
    _discover()
    return list(REGISTRY)


def available_names() -> list[str]:
    """The names of the systems whose module is there."""
    from importlib.util import find_spec

    _discover()
    return [
        name
        for name, entry in REGISTRY.items()
        if isinstance(entry, RuleSystem)
        or not isinstance(entry, _Lazy)
        or find_spec(entry.module) is not None
    ]


def get_rule_system(name: str | RuleSystem = "mcr") -> RuleSystem:
    """The system registered under `name` (or an alias, any case); a RuleSystem is
    returned as it is. Raises OptionError (a HandError) with the names known, or
    NotImplementedSystem (one too) for a system whose module has not landed."""
    if isinstance(name, RuleSystem):
        return name
    if not isinstance(name, str):
        raise OptionError("A rule system is named by a string, e.g. 'mcr'.")
    key = _ALIASES.get(name.strip().lower(), name.strip().lower())
    if key not in REGISTRY:
        _discover()
        key = _ALIASES.get(name.strip().lower(), name.strip().lower())
    if key not in REGISTRY:
        raise OptionError(
            f"'{name}' is not a rule system; the names are: {', '.join(system_names())}."
        )
    return _load(key)


def rule_systems() -> dict[str, RuleSystem]:
    """Every implemented system by registry name."""
    return {name: _load(name) for name in available_names()}
