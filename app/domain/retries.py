"""Several stations on one server: an operation that collided with another station's
(a `Conflict`, PostgreSQL's serialization failure) is run again as a whole."""

from __future__ import annotations

import functools
import random
import time
from collections.abc import Callable
from typing import Concatenate, ParamSpec, Protocol, TypeVar

from app.domain.errors import Conflict
from app.domain.store import TournamentStore

RETRIES = 8


class _OnAStore(Protocol):
    @property
    def store(self) -> TournamentStore: ...


_Self = TypeVar("_Self", bound=_OnAStore)
_Args = ParamSpec("_Args")
_Result = TypeVar("_Result")


def retried(
    operation: Callable[Concatenate[_Self, _Args], _Result],
) -> Callable[Concatenate[_Self, _Args], _Result]:
    """`operation` run again (up to RETRIES times, after a short random pause) when it
    collided with another station. Each operation reads what it needs inside its own
    transaction, so running it again decides afresh on what is stored then: a hand
    entered meanwhile by the other station is then refused as "already entered", never
    overwritten."""

    def run(self: _Self, /, *args: _Args.args, **kwargs: _Args.kwargs) -> _Result:
        if self.store.in_transaction:  # part of a larger operation: it retries as a whole
            return operation(self, *args, **kwargs)
        for attempt in range(1, RETRIES + 1):
            try:
                return operation(self, *args, **kwargs)
            except Conflict:
                if attempt == RETRIES:
                    raise
                time.sleep(random.uniform(0.001, 0.005) * attempt)
        raise AssertionError("unreachable")

    functools.update_wrapper(run, operation)  # its name, docstring and __wrapped__
    return run
