"""A tournament's MCR rule options (the rulings: kong_item, concealed_kongs_with_three,
knitted_straight_waits, flowers) apply wherever a hand is scored or its claims checked:
the CLI's `hand`, the preview, the table sheet's tiles and Ready line, the hand
calculator opened on the tournament, the claims check."""

from __future__ import annotations

import json

import pytest

from app.domain.anyhands import HandEntry
from app.tournament import open_tournament
from app.ui.hand import engine
from scoring import score_hand
from tests.test_tournament_rules import ok
from tests.test_ui_support import engine_fixture  # noqa: F401 - the fixture
from tests.test_ui_table_rules import _close_windows, click, keys, open_sheet  # noqa: F401

# Two kongs, self-drawn: under kong_item=off each kong scores on its own (Concealed Kong 2
# + Melded Kong 1); by default they make "Concealed Kong and Melded Kong" 5.
TILES = "[1111m][2222p,1]345678s9m9m"


def _tournament(tmp_path, *options: str):
    path = tmp_path / "r.mcrt"
    ok("new", path, "--name", "R", "--rules", "mcr", *options, "--sessions", 1)
    for name in ("Ann", "Bob", "Cid", "Dan"):
        ok("players", "add", path, name)
    ok("seat", path)
    return path


def _stored(path) -> dict:
    (hand,) = json.loads(ok("hands", path, "--session", 1, "--table", 1, "--json"))
    return hand


def _names(path) -> list[str]:
    """The fans stored with the hand (the record keeps them: nothing is re-scored)."""
    with open_tournament(path, read_only=True) as svc:
        (record,) = svc.hands(1, 1)
    return [f.name for f in record.fans]


@pytest.mark.slow
def test_the_cli_scores_with_the_tournaments_options(tmp_path):
    path = _tournament(tmp_path, "--option", "kong_item=off")
    (table,) = json.loads(ok("tables", path, "--session", 1, "--json"))
    east = table["seats"][0]["player"]
    ok(
        "hand",
        path,
        "--session",
        1,
        "--table",
        1,
        "--hand",
        1,
        "--winner",
        east,
        "--self-drawn",
        "--tiles",
        TILES,
    )
    hand = _stored(path)
    expected = score_hand(f"{TILES}|EE1000", options={"kong_item": "off"})
    assert hand["fan"] == expected.total == 8
    assert "Concealed Kong and Melded Kong" not in _names(path)
    assert {"Concealed Kong", "Melded Kong"} <= set(_names(path))


@pytest.mark.slow
def test_default_options_keep_the_mil_2015_count(tmp_path):
    path = _tournament(tmp_path)
    (table,) = json.loads(ok("tables", path, "--session", 1, "--json"))
    east = table["seats"][0]["player"]
    ok(
        "hand",
        path,
        "--session",
        1,
        "--table",
        1,
        "--hand",
        1,
        "--winner",
        east,
        "--self-drawn",
        "--tiles",
        TILES,
    )
    hand = _stored(path)
    assert hand["fan"] == score_hand(f"{TILES}|EE1000").total == 10
    assert "Concealed Kong and Melded Kong" in _names(path)


@pytest.mark.slow
def test_the_preview_is_scored_with_the_options(tmp_path):
    path = _tournament(tmp_path, "--option", "kong_item=off")
    with open_tournament(path) as svc:
        east = svc.table(1, 1).seats[0]
        record = svc.preview_hand(1, 1, 1, HandEntry((east,), None, (TILES,)))
    assert record.fan == 8


def test_the_engine_adapter_and_the_claims_check_take_options():
    hand = f"{TILES}|EE1000"
    off = {"kong_item": "off"}
    assert engine.evaluate(hand, off).total == 8
    assert engine.evaluate(hand).total == 10
    check = engine.check_claims(engine.evaluate(hand, off), hand, [], None, off)
    assert check.total == 8
    missing = {line.fan for line in check.lines if line.verdict == "missing"}
    assert any("Melded Kong" in f and "Concealed Kong and" not in f for f in missing)


@pytest.mark.usefixtures("engine")
@pytest.mark.slow
def test_the_sheet_and_the_calculator_score_with_the_options(qtbot, tmp_path):
    """kong_item=off: the sheet's entry shows 8 fan, its Ready line says 8, Record stores
    8 with the kongs apart; the calculator of the same tournament and its claims check
    count the same."""
    window, page = open_sheet(qtbot, tmp_path, "mcr", (("kong_item", "off"),), hands=16)
    keys(qtbot, page.winner_combo, "a")
    keys(qtbot, page.discarder_combo, "s")
    page.hand_entry.set_notation(TILES)
    assert page.hand_entry.total_label.text() == "8 fan"
    assert "8 fan" in page.message_label.text() and page.record_button.isEnabled()
    click(qtbot, page.record_button)
    (stored,) = window.document.workspace.hands(1, 1)
    assert stored.fan == 8
    assert {"Concealed Kong", "Melded Kong"} <= {f.name for f in stored.fans}
    calculator = window.show_page("hand")
    calculator.set_notation(f"{TILES}|EE1000")
    assert calculator.total_label.text() == "8 fan"
    calculator.claims_pane.claimed_fans_edit.setText("Concealed Kong and Melded Kong")
    lines = calculator.claims_pane.lines()
    assert any(line.startswith("wrong") or "wrong" in line for line in lines), lines
    assert any("Melded Kong" in line and "missing" in line for line in lines), lines
