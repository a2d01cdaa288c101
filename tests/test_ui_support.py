"""Shared fixtures of the GUI tests (imported by the test_ui_* modules)."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

import scoring


@dataclass(frozen=True)
class FakeResult:
    total: int
    meets_minimum: bool
    fans: tuple = field(default_factory=tuple)
    flowers: int = 0


@pytest.fixture(name="engine")
def engine_fixture():
    """The scoring engine, for tests that stand in for one of its functions."""
    return scoring
