"""The table sheet's one hand path (issue 22, item 1): every rule system, MCR included
and a fifth one registered as a plugin, goes entry -> service.preview_hand -> Ready ->
service.record_hand through the same presenter, and no module of the UI names a
system or asks `is_mcr`."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from app.ui.table.checks import ByEntry
from scoring import rules as registry
from scoring.rules import RuleSystem
from tests.test_hand_path import _example
from tests.test_table_presenter import check, opened, record, shown_match, typed

ROOT = Path(__file__).resolve().parent.parent
SYSTEM_NAMES = {"mcr", "international", "shenzhen", "mahjong-online", "mahjong_online"}


def test_mcr_robbing_the_kong_by_tiles_is_ready_and_stored(tmp_path: Path) -> None:
    # The calculator's "Robbing the kong" flag on a discard win says so: the entry is
    # a robbed kong (the domain refuses the flag on a discard otherwise).
    svc, p = opened(tmp_path)
    message = check(p, typed(p, "A", "B", tiles="111z55p123m456p789s|EE0001"))
    assert isinstance(p.ready, ByEntry), message
    assert p.ready.entry.robbed and message.startswith("Ready: Ann from Bo")
    record(svc, p)
    (stored,) = svc.hands(1, 1)
    assert stored.points == p.ready.points and stored.fan == p.ready.total


@pytest.fixture
def example(monkeypatch: pytest.MonkeyPatch) -> RuleSystem:
    """The example plugin's system, registered for this test only."""
    system = _example()
    monkeypatch.setitem(registry.REGISTRY, "example", system)
    monkeypatch.setitem(registry._ALIASES, "example", "example")
    return system


def test_a_fifth_system_wins_by_tiles_and_draws_with_a_kong_on_the_sheet(
    tmp_path: Path, example: RuleSystem
) -> None:
    svc, p = opened(tmp_path, "example")
    assert p.fan_typable() and not p.fan_is_whole()
    assert p.fan_placeholder().english() == "0 or more"
    # Bo (South) wins on Cy's discard with a melded kong: 8 + 1 from each other.
    message = check(p, typed(p, "B", "C", tiles="[1111m,3]234p567s99s789s"))
    assert message == "Ready: Bo from Cy, 9 fan; A -1, B +11, C -9, D -1. Record: Enter."
    assert p.ready is not None and p.ready.points == (-1, 11, -9, -1)
    operation = record(svc, p)
    assert operation.attempt[0] == "entry"
    assert svc.hands(1, 1)[0].points == (-1, 11, -9, -1)
    # Hand 2 is drawn; Di made a concealed kong in it: the draw settles it.
    p.load(p.next_open_hand(1))
    kongs = ("D:c", "", "", False, "", ())
    assert check(p, typed(p, extras=kongs)) == (
        "Winner: type A, B, C or D (or press Draw). A draw pays: A -2, B -2, C -2, D +6."
    )
    entry, points = p.draw_points(typed(p, extras=kongs).draft)
    assert entry is not None and points == (-2, -2, -2, 6)
    p.draw_operation(entry, points, replace=False).run()
    shown_match(svc, p)
    drawn = svc.hands(1, 1)[1]
    assert drawn.draw and drawn.points == (-2, -2, -2, 6)
    assert p.locked() is not None  # entered: read-only until corrected


def _compares_a_system_name(node: ast.AST) -> bool:
    if not isinstance(node, ast.Compare):
        return False
    return any(
        isinstance(side, ast.Constant)
        and isinstance(side.value, str)
        and side.value.lower() in SYSTEM_NAMES
        for side in (node.left, *node.comparators)
    )


def test_the_app_asks_capabilities_never_a_system_name() -> None:
    # The registry (scoring) knows the names; the app compares none and asks no is_mcr.
    found = []
    for path in sorted((ROOT / "app").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if _compares_a_system_name(node):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno} compares a system name")
            if isinstance(node, ast.Attribute) and node.attr in ("is_mcr", "_is_mcr"):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno} asks {node.attr}")
    assert found == []


def test_the_extras_shown_follow_the_capabilities(qtbot, example: RuleSystem) -> None:
    from app.domain.model import TournamentSettings
    from app.domain.rulesets import tournament_rules
    from app.ui.table.extras import ExtrasPanel

    panel = ExtrasPanel()
    qtbot.addWidget(panel)

    def shown(system: str, hands: int = 4) -> set[str]:
        settings = TournamentSettings("Cup", rule_system=system, hands_per_match=hands)
        panel.set_rules(tournament_rules(settings))
        widgets = (panel.kongs_edit, panel.horse_edit, panel.liable_combo, panel.robbed_check)
        more = (panel.others_edit, panel.elements_list)
        return {w.objectName() for w in (*widgets, *more) if w.isVisibleTo(panel)}

    # MCR: none (its claims are checked against the tiles, a robbed kong is their flag)
    assert shown("mcr", 16) == set() and panel.isHidden()
    assert shown("example") == {"kongs", "robbed", "elements"} and not panel.isHidden()
    assert shown("shenzhen") == {"kongs", "horse", "robbed"}
    assert shown("mahjong-online") == {"liable", "robbed", "otherWinners", "elements"}
