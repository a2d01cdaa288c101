"""Issue 22, item 1: one hand path for every rule system. Preview and record go through
the same function for every system, MCR included (entry -> `anyhands.build` ->
`HandRecord` -> store); what differs is declared by the rule system (capabilities and
hooks), never tested by name in the domain; a hand is scored once per change of the
entry and once when stored; a fifth system registered in one line plays a win, a drawn
hand with kongs and the standings through the same path."""

from __future__ import annotations

import ast
import sys
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

import scoring
from app.domain.anyhands import HandEntry
from app.domain.errors import Refused
from app.domain.model import KongLine, Table, TournamentSettings
from app.domain.rulesets import tournament_rules
from app.domain.service import TournamentService
from app.tournament import create_tournament
from scoring import rules as registry
from scoring.rules import RuleSystem

ROOT = Path(__file__).resolve().parents[1]
BUILT_IN = ("mcr", "international", "shenzhen", "mahjong-online")
# A plain win for every system: East (hand 1, seat A) wins on South's discard.
TILES = {
    "mcr": "123m456p789s11122z",
    "international": "[123m,1]456m789m234m55m",
    "shenzhen": "123m456m789p234s55s",
    "mahjong-online": "[EEE,1][CCC,2]222m888p9s9s",
}


def _tournament(tmp_path: Path, system: str, *options: tuple[str, str]) -> TournamentService:
    settings = TournamentSettings("Cup", sessions=1, rule_system=system, rule_options=options)
    svc = create_tournament(tmp_path / f"{system}.mcrt", settings)
    for name in ("Ann", "Bob", "Cid", "Dan"):
        svc.add_player(name)
    svc.seat_sessions(seed=3, time_limit=5)
    return svc


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every call of the engine's `scoring.score_hand`, by notation (no entry previewed
    yet: the previews another test made are forgotten)."""
    from app.domain import recording

    monkeypatch.setattr(recording, "_previews", recording._Previews())
    calls: list[str] = []
    real = scoring.score_hand

    def counting(notation: Any, **kwargs: Any) -> scoring.ScoreResult:
        calls.append(str(notation))
        return real(notation, **kwargs)

    monkeypatch.setattr(scoring, "score_hand", counting)
    return calls


# -- capabilities ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("mcr", dict(several=False, fractional=False, fan=True, claims=True, hands=16)),
        ("international", dict(several=False, fractional=True, fan=True, claims=False)),
        ("shenzhen", dict(several=False, fractional=True, fan=False, horses=True, kongs=True)),
        ("mahjong-online", dict(several=True, fractional=True, fan=True, liability=True)),
    ],
)
def test_each_system_declares_what_differs(name: str, expected: dict[str, object]) -> None:
    rules = tournament_rules(TournamentSettings("Cup", rule_system=name))
    seen = dict(
        several=rules.several_winners,
        fractional=rules.fractional_points,
        fan=rules.takes_fan,
        claims=rules.claims,
        hands=rules.fixed_hands,
        horses=rules.horses,
        kongs=rules.draw_settles_kongs,
        liability=rules.liability,
    )
    assert {k: seen[k] for k in expected} == expected
    assert rules.compact_records == (name == "mcr")
    assert rules.takes_outcome == (name == "shenzhen")


def test_a_plugin_system_gets_sane_defaults() -> None:
    system = _example()
    assert not system.several_winners and system.fractional_points and system.takes_fan
    assert not system.claims and system.fixed_hands is None and not system.compact_records
    assert system.draw_settles_kongs and not system.horses and not system.liability
    assert system.fan_payments is None and system.settle_outcome is None
    assert system.priority == "the first in turn after the discarder wins"


def test_the_domain_names_no_system_and_imports_none_of_their_packages() -> None:
    systems = {  # the packages that declare a rule system
        p.name
        for p in (ROOT / "scoring").iterdir()
        if (p / "__init__.py").is_file()
        and "RULES = RuleSystem(" in (p / "__init__.py").read_text()
    }
    assert systems == {"mcr", "international", "shenzhen", "mahjong_online"}
    words = {*BUILT_IN, *systems}  # "MO" or "INT" may be other words (a country code)
    for path in sorted((ROOT / "app" / "domain").glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                parts = node.module.split(".")
                assert not (parts[0] == "scoring" and parts[1:2] and parts[1] in systems), (
                    f"{path.name} imports {node.module}"
                )
            if path.name in ("rulesets.py", "model.py"):
                continue  # the "MCR" word files store (the settings' default), mapped there
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                assert node.value.lower() not in words, f"{path.name} names {node.value!r}"
            if isinstance(node, ast.Attribute):
                assert node.attr != "is_mcr", f"{path.name} asks is_mcr"


# -- one path, scored once ---------------------------------------------------------------


@pytest.mark.parametrize("name", BUILT_IN)
def test_preview_and_record_are_one_path_and_score_once(
    tmp_path: Path, name: str, counted: list[str]
) -> None:
    options = (("horses", "0"),) if name == "shenzhen" else ()
    with _tournament(tmp_path, name, *options) as svc:
        a, b, c, _ = svc.table(1, 1).seats
        entry = HandEntry((a,), b, (TILES[name],))
        shown = svc.preview_hand(1, 1, 1, entry)
        assert svc.preview_hand(1, 1, 1, entry) == shown  # asked again: not re-scored
        assert len(counted) == 1
        changed = HandEntry((a,), c, (TILES[name],))  # another discarder: a change
        assert svc.preview_hand(1, 1, 1, changed) != shown
        assert len(counted) == 2
        stored = svc.record_hand(1, 1, 1, entry, expected_points=shown.points).steps[0].new
        assert len(counted) == 3  # once more when stored, under the match's lock
        assert stored == shown == svc.hands(1, 1)[0]


def test_an_mcr_plain_win_is_stored_compact_whichever_way_it_comes(tmp_path: Path) -> None:
    with _tournament(tmp_path, "MCR") as svc:
        a, b, c, _ = svc.table(1, 1).seats
        by_entry = svc.record_hand(1, 1, 1, HandEntry((a,), b, (TILES["mcr"] + "|||from=S",)))
        by_win = svc.record_win(1, 1, 2, c, None, tiles=TILES["mcr"] + "|ES1000")
        first, second = by_entry.steps[0].new, by_win.steps[0].new
        # As MCR files always held them: three-part notation, no items, no entry word.
        assert first.tiles == TILES["mcr"] + "|EE0000" and not first.extended
        assert first.points == (8 + first.fan + 16, -(8 + first.fan), -8, -8)
        assert second.tiles == TILES["mcr"] + "|ES1000" and not second.extended
        # The preview the table sheet shows is the record stored.
        assert svc.preview_hand(1, 1, 1, HandEntry((a,), b, (TILES["mcr"] + "|||from=S",))) == first
        fan = svc.record_win(1, 1, 3, a, b, fan=10).steps[0].new
        assert fan == svc.preview_hand(1, 1, 3, HandEntry((a,), b, fan=10))
        assert (fan.tiles, fan.items, fan.entry) == (None, (), "")
        with pytest.raises(Refused, match="whole number"):
            svc.record_hand(1, 1, 4, HandEntry((a,), b, fan=Fraction(17, 2)))


def test_a_put_back_compact_record_is_settled_from_its_fan(tmp_path: Path) -> None:
    with _tournament(tmp_path, "MCR") as svc:
        a, b, _, _ = svc.table(1, 1).seats
        stored = svc.record_win(1, 1, 1, a, b, fan=8).steps[0].new
        svc.delete_hand(1, 1, 1)
        from dataclasses import replace

        tampered = replace(stored, points=(100, -100, 0, 0))
        assert svc.put_hand(tampered).steps[0].new.points == stored.points


# -- a fifth system, registered in one line -----------------------------------------------


def _example() -> RuleSystem:
    sys.path.insert(0, str(ROOT / "examples" / "rule-plugin"))
    try:
        from mcr_rule_example import RULES
    finally:
        sys.path.remove(str(ROOT / "examples" / "rule-plugin"))
    return RULES


@pytest.fixture
def example(monkeypatch: pytest.MonkeyPatch) -> RuleSystem:
    system = _example()
    monkeypatch.setitem(registry.REGISTRY, "example", system)
    monkeypatch.setitem(registry._ALIASES, "example", "example")
    return system


def test_a_fifth_system_plays_a_win_a_drawn_hand_with_kongs_and_standings(
    tmp_path: Path, example: RuleSystem, counted: list[str]
) -> None:
    with _tournament(tmp_path, "example") as svc:
        east, south, west, north = svc.table(1, 1).seats
        # South wins on West's discard with a melded kong: 8 + 1 from each other.
        win = HandEntry((south,), west, ("[1111m,3]234p567s99s789s",))
        shown = svc.preview_hand(1, 1, 1, win)
        svc.record_hand(1, 1, 1, win, expected_points=shown.points)
        assert len(counted) == 2
        # A drawn hand in which North made a concealed kong: 2 from each other player.
        draw = HandEntry(kongs=(KongLine(north, "c"),))
        assert svc.preview_hand(1, 1, 2, draw) == svc.record_hand(1, 1, 2, draw).steps[0].new
        # A win entered as its fan total: the system's own settlement of the fan.
        svc.record_hand(1, 1, 3, HandEntry((east,), None, fan=8))
        hands = svc.hands(1, 1)
        points = {
            p: sum(h.points[i] for h in hands) for i, p in enumerate((east, south, west, north))
        }
        assert hands[0].points == (-1, 11, -9, -1)
        assert hands[1].draw and hands[1].points == (-2, -2, -2, 6)
        assert hands[2].points == (24, -8, -8, -8) and hands[2].entry == "fan"
        score = {row.player.number: row.score for row in svc.standings()}
        assert score == points and sum(score.values()) == 0
        with pytest.raises(Refused, match="one winner a hand: the first in turn"):
            svc.preview_hand(1, 1, 4, HandEntry((east, south), west, ("x", "y")))


def test_a_drawn_hand_with_kongs_is_refused_in_words_where_the_system_pays_none(
    tmp_path: Path,
) -> None:
    with _tournament(tmp_path, "international") as svc:
        a = svc.table(1, 1).seats[0]
        with pytest.raises(Refused, match="does not pay kongs on declaring"):
            svc.record_hand(1, 1, 1, HandEntry(kongs=(KongLine(a, "c"),)))
        assert svc.record_draw(1, 1, 1).steps[0].new.points == (0, 0, 0, 0)


def test_the_table_winds_are_one_lookup() -> None:
    table = Table(1, 1, (11, 12, 13, 14))
    from app.domain.rotation import hand_winds, table_winds

    for hand in range(1, 17):
        winds = hand_winds(hand)
        at = table_winds(table, hand)
        for i, player in enumerate(table.seats):
            assert winds.wind_of(table.seats, player) == at.wind(player, "x")
            assert winds.seat_winds[i] == at.wind(player, "x")
            assert at.player(at.wind(player, "x")) == player
    with pytest.raises(Refused, match="The winner \\(player 99\\) does not play at table 1"):
        table_winds(table, 1).wind(99, "winner")
