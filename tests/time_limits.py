"""An opt-in pytest plugin that measures every time limit a test runs under, against the
time the limited wait really took: `pytest -p tests.time_limits ...` prints, at the end,
each wait that used more than a third of its limit (docs/testing.md, "Time limits").

Measured: `subprocess.run(timeout=...)`, `Popen.wait(timeout=...)` and
`Popen.communicate(timeout=...)`, and pytest-qt's `waitUntil` (default 5 s), `waitSignal`
and `waitSignals` (from the call to the end of the `with` block, which is the most the
limit can be charged with). Deadline loops written in a test are not seen; docs/testing.md
lists them by hand.
"""

from __future__ import annotations

import functools
import subprocess
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest

SHARE = 1 / 3  # a wait that uses more of its limit than this is reported
_current: list[str] = [""]
_waits: list[tuple[str, str, float, float]] = []  # test, kind, limit (s), elapsed (s)


def _timed(kind: str, limit_of: Callable[[dict[str, Any]], float | None]):
    def wrap(function):
        @functools.wraps(function)
        def timed(*args, **kwargs):
            limit = limit_of(kwargs)
            started = time.monotonic()
            try:
                return function(*args, **kwargs)
            finally:
                if limit is not None:
                    elapsed = time.monotonic() - started
                    _waits.append((_current[0], kind, limit, elapsed))

        return timed

    return wrap


def _seconds(kwargs: dict[str, Any]) -> float | None:
    return kwargs.get("timeout")


def _milliseconds(default: float | None) -> Callable[[dict[str, Any]], float | None]:
    def limit(kwargs: dict[str, Any]) -> float | None:
        value = kwargs.get("timeout", default)
        return None if value is None else value / 1000

    return limit


def _timed_block(kind: str, method):
    """waitSignal(s) return a blocker whose wait is at the end of the `with` block."""

    @functools.wraps(method)
    @contextmanager
    def timed(self, *args, **kwargs) -> Iterator[Any]:
        limit = kwargs.get("timeout", 5000)
        started = time.monotonic()
        with method(self, *args, **kwargs) as blocker:
            yield blocker
        if limit:
            _waits.append((_current[0], kind, limit / 1000, time.monotonic() - started))

    return timed


def pytest_configure(config: pytest.Config) -> None:
    subprocess.run = _timed("subprocess.run", _seconds)(subprocess.run)
    subprocess.Popen.wait = _timed("Popen.wait", _seconds)(subprocess.Popen.wait)
    subprocess.Popen.communicate = _timed("Popen.communicate", _seconds)(
        subprocess.Popen.communicate
    )
    from pytestqt.qtbot import QtBot

    QtBot.waitUntil = _timed("qtbot.waitUntil", _milliseconds(5000))(QtBot.waitUntil)
    QtBot.waitSignal = _timed_block("qtbot.waitSignal", QtBot.waitSignal)
    QtBot.waitSignals = _timed_block("qtbot.waitSignals", QtBot.waitSignals)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None):
    _current[0] = item.nodeid
    return (yield)


def pytest_terminal_summary(terminalreporter) -> None:
    worst: dict[tuple[str, str, float], float] = {}
    for test, kind, limit, elapsed in _waits:
        key = (test, kind, limit)
        worst[key] = max(worst.get(key, 0.0), elapsed)
    close = [(e / lim, t, k, lim, e) for (t, k, lim), e in worst.items() if e > lim * SHARE]
    terminalreporter.section("time limits")
    terminalreporter.write_line(
        f"{len(_waits)} limited waits in {len({w[0] for w in _waits})} tests; "
        f"{len(close)} used more than a third of their limit"
    )
    for share, test, kind, limit, elapsed in sorted(close, reverse=True):
        terminalreporter.write_line(f"{share:5.0%} {elapsed:7.2f} s of {limit:g} s  {kind}  {test}")
    for (test, kind, limit), elapsed in sorted(worst.items(), key=lambda x: -x[1] / x[0][2]):
        terminalreporter.write_line(
            f"  all: {elapsed / limit:5.1%} {elapsed:7.2f} s of {limit:g} s  {kind}  {test}"
        )
