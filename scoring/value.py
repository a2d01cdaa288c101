"""The base of the engine's immutable values (a scored fan, a result, the extras, a
settlement item, ...): equality, hashing and the repr, written once.

Each value is a plain class rather than a frozen dataclass: mypyc compiles it as a
native class, and pure Python sets its fields without a frozen dataclass's
object.__setattr__ for each. Its fields are Final (mypy refuses an assignment). A
subclass says two things:

- `_compared()`: the values of the fields it is equal and hashed by, read directly (a
  native attribute read compiled, a plain one pure: faster than reading by name, and
  `==` and `hash` are what a cache or a set asks for).
- `_SHOWN`: the names of the fields its repr lists, in order, as a dataclass's repr does
  (`Payment(id='X', payers=('E',), ...)`); the repr is for people, so it reads by name.

Two values are equal only when they are of the same class: a KongEvent and a Record
with equal fields are not (each returns NotImplemented, as a dataclass does). This module
is compiled with its subclasses (packaging/compile_engine.py): a native class cannot
inherit from an interpreted one.
"""

from __future__ import annotations

from typing import ClassVar


class Value:
    """An immutable value, equal, hashed and shown by its fields (see the module)."""

    _SHOWN: ClassVar[tuple[str, ...]] = ()

    def _compared(self) -> tuple[object, ...]:
        raise NotImplementedError  # each value names its own fields

    def __eq__(self, other: object) -> bool:
        # isinstance against the value's own class: equal only within one class (the
        # check of each class's own __eq__ of old), and it narrows `other` for mypyc.
        if not isinstance(other, type(self)):
            return NotImplemented
        return self._compared() == other._compared()

    def __hash__(self) -> int:
        return hash(self._compared())

    def __repr__(self) -> str:
        shown = ", ".join([f"{name}={getattr(self, name)!r}" for name in self._SHOWN])
        return f"{type(self).__name__}({shown})"
