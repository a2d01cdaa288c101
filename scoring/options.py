"""A rule system's options: how one is declared (`Option`), checked and converted from
Python or from text (the CLI's KEY=VALUE), and the resolved, immutable `Options` mapping
that every call of a system gets (every key present, defaults filled in).

Kept apart from the rule-system interface (`scoring.rules`, which re-exports every name
here) so that each module stays small; users import these names from either.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from scoring.errors import HandError


class OptionError(HandError):
    """A rule-system option that does not exist or has a value it does not allow."""


SWITCH_WORDS = {"on": True, "off": False, "true": True, "false": False, "1": True, "0": False}


@dataclass(frozen=True)
class Option:
    """One option of a rule system, as its specification lists it.

    kind:
    - "switch": on/off (the Python value is True/False; "on", "off", True, False accepted);
    - "int": a whole number from `low` to `high` (either may be None: no bound);
    - "choice": one of `choices` (words or numbers; text matches either);
    - "custom": `parse(value)` converts or raises ValueError with the reason.
    A "choice" may also take a `parse` for values outside its words (INT's chart: a name
    or a list of numbers).
    """

    key: str
    default: Any
    kind: str = "choice"
    choices: tuple[str | int, ...] = ()
    low: int | None = None
    high: int | None = None
    help: str = ""
    parse: Callable[[Any], Any] | None = None

    def allowed(self) -> str:
        """The allowed values, in words, for a message and for --list."""
        if self.kind == "switch":
            return "on or off"
        if self.kind == "int":
            if self.low is not None and self.high is not None:
                return f"a whole number from {self.low} to {self.high}"
            if self.low is not None:
                return f"a whole number from {self.low} up"
            return "a whole number"
        if self.choices:
            words = [str(c) for c in self.choices]
            text = words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]
            return text + (" (or see the rules' documentation)" if self.parse else "")
        return self.help or "see the rules' documentation"

    def convert(self, value: Any, system: str) -> Any:
        """The option's value from Python or from text (the CLI's KEY=VALUE)."""

        def refuse(why: str = "") -> OptionError:
            given = _show(value)
            return OptionError(
                f"Option {self.key}={given} is not allowed by {system}: "
                f"use {self.allowed()}{'; ' + why if why else ''}."
            )

        if self.kind == "switch":
            if isinstance(value, bool):
                return value
            word = str(value).strip().lower()
            if word in SWITCH_WORDS:
                return SWITCH_WORDS[word]
            raise refuse()
        if self.kind == "int":
            if isinstance(value, bool):
                raise refuse()
            try:
                number = int(str(value).strip()) if not isinstance(value, int) else value
            except ValueError:
                raise refuse() from None
            if (self.low is not None and number < self.low) or (
                self.high is not None and number > self.high
            ):
                raise refuse()
            return number
        if self.kind == "choice":
            # Choices may be words or numbers (round_wind_fan: 1 or 10); text matches either.
            word = value.strip() if isinstance(value, str) else value
            for choice in self.choices:
                if not isinstance(value, bool) and (word == choice or str(word) == str(choice)):
                    return choice
        if self.parse is not None:
            try:
                return _frozen(self.parse(value))
            except (ValueError, TypeError) as error:
                raise refuse(str(error)) from None
        raise refuse()


def _show(value: Any) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    if isinstance(value, list | tuple):
        return ",".join(str(v) for v in value)
    return str(value)


def _frozen(value: Any) -> Any:
    """Lists become tuples, so that an Options mapping can be hashed (and cached on)."""
    if isinstance(value, list | tuple):
        return tuple(_frozen(v) for v in value)
    return value


class Options(Mapping[str, Any]):
    """A system's options, every key present (defaults filled in), immutable, hashable."""

    __slots__ = ("_values", "_hash", "changed")

    def __init__(self, values: Mapping[str, Any], changed: Iterable[str] = ()) -> None:
        self._values = dict(values)
        self._hash = hash(tuple(sorted(self._values.items(), key=lambda kv: kv[0])))
        self.changed = frozenset(changed)  # the keys set away from their defaults

    def __getitem__(self, key: str) -> Any:
        return self._values[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._values)

    def __len__(self) -> int:
        return len(self._values)

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Options):
            return self._values == other._values
        if isinstance(other, Mapping):
            return self._values == dict(other)
        return NotImplemented

    def __repr__(self) -> str:
        return f"Options({self._values!r})"

    def text(self, key: str) -> str:
        """A value as written on the command line (on/off for a switch)."""
        return _show(self._values[key])
