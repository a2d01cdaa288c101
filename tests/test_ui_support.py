"""Shared fixtures of the GUI tests (imported by the test_ui_* modules)."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

import scoring


@dataclass(frozen=True)
class FakeFan:
    fan_id: int
    name: str
    name_zh: str
    points: int
    count: int = 1
    tiles: tuple = ()


@dataclass(frozen=True)
class FakeResult:
    total: int
    meets_minimum: bool
    fans: tuple = field(default_factory=tuple)


class FakeHandError(ValueError):
    pass


def fake_score_hand(notation: str, **_: object) -> FakeResult:
    """A stand-in engine: any 14-tile hand scores Mixed Shifted Chows + Self-Drawn etc."""
    from app.ui.hand.notation import NotationError, parse_notation

    try:
        state = parse_notation(notation)
    except NotationError as exc:
        raise FakeHandError(str(exc)) from None
    if state.tile_count() != 14:
        raise FakeHandError(f"a winning hand has 14 tiles, this one has {state.tile_count()}")
    fans = [FakeFan(48, "All Chows", "平和", 2, tiles=("123p",)),
            FakeFan(76, "Pure Double Chow", "一般高", 1, tiles=(("5p", "5p"),))]
    if state.situation.self_drawn:
        fans.append(FakeFan(80, "Self-Drawn", "自摸", 1))
    fans.append(FakeFan(None, "Flower Tiles", "花牌", 1, count=len(state.flowers)))
    fans.append(FakeFan(39, "Mixed Shifted Chows", "三色三步高", 6))
    total = sum(f.points * f.count for f in fans)
    return FakeResult(total, total - len(state.flowers) >= 8, tuple(fans))


def fake_waits(notation: str) -> list[str]:
    return ["3m", "6m"]


@pytest.fixture(name="engine")
def engine_fixture(monkeypatch):
    """The real scoring engine when it is there, else a stand-in with the same API."""
    if not hasattr(scoring, "score_hand"):
        monkeypatch.setattr(scoring, "score_hand", fake_score_hand, raising=False)
        monkeypatch.setattr(scoring, "waits", fake_waits, raising=False)
        monkeypatch.setattr(scoring, "HandError", FakeHandError, raising=False)
    return scoring
