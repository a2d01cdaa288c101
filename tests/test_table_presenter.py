"""The table sheet's hand form without widgets: its presenter (app.ui.table.presenter)
driven directly over a real tournament file, with no QApplication. What Record would
store and the line that says so, the refusals, the draw, the correction and the drafts,
under each rule system; and the presenter's modules import no Qt."""

from __future__ import annotations

import ast
from fractions import Fraction
from pathlib import Path

import pytest

from app.domain import MatchState, Table, TournamentSettings
from app.domain.service import TournamentService
from app.domain.versions import Stale
from app.tournament import create_tournament
from app.ui.hand.state import HandState
from app.ui.table import fields
from app.ui.table.checks import ByEntry, Typed
from app.ui.table.draft import SELF_DRAWN, Draft
from app.ui.table.phrase import joined, said, verbatim
from app.ui.table.presenter import SheetPresenter

ROOT = Path(__file__).resolve().parent.parent
QT = ("PySide6", "PyQt5", "PyQt6", "shiboken6")
PRESENTER = ("presenter", "checks", "describe", "draft", "fields", "phrase")
NAMES = ("Ann", "Bo", "Cy", "Di")


# -- a tournament and the presenter over its first match ---------------------------------
def tournament(tmp_path: Path, rules: str = "mcr", options=(), hands: int | None = None):
    hands = hands or (16 if rules == "mcr" else 4)  # MCR's rotation: 16; shorter elsewhere
    settings = TournamentSettings(
        "Cup", sessions=1, rule_system=rules, rule_options=options, hands_per_match=hands
    )
    svc = create_tournament(tmp_path / f"{rules}.mcr", settings)
    for name in NAMES:
        svc.add_player(name)
    svc.set_tables(1, [Table(1, 1, (1, 2, 3, 4))])  # seats A-D: Ann, Bo, Cy, Di
    return svc


def shown_match(svc: TournamentService, presenter: SheetPresenter) -> None:
    """Give the presenter the match as the sheet reads it (again after a change)."""
    table = svc.table(1, 1)
    names = {p.number: p.name for p in svc.players()}
    records = {h.hand: h for h in svc.hands(1, 1)}
    status = next((s for s in svc.match_status(1) if s.table == 1), None)
    presenter.show_match((1, 1), table, names, records, status, svc.match_version(1, 1))


def opened(tmp_path: Path, rules: str = "mcr", options=(), hands: int | None = None):
    svc = tournament(tmp_path, rules, options, hands)
    presenter = SheetPresenter(lambda: svc)
    shown_match(svc, presenter)
    presenter.load(presenter.first_open_hand())
    return svc, presenter


def seat(presenter: SheetPresenter, letter: str) -> int:
    assert presenter.table is not None
    return presenter.table.seats["ABCD".index(letter)]


def typed(
    presenter: SheetPresenter,
    winner: str | None = None,
    source: str | None = None,
    fan: str = "",
    tiles: str = "",
    extras: fields.Values = fields.EMPTY,
    error: str = "",
) -> Typed:
    """What the form would hold: seats by letter (S: self-drawn), the tiles with the
    winds and self-drawn flag the sheet fixes in the entry."""
    w = None if winner is None else seat(presenter, winner)
    s = None if source is None else SELF_DRAWN if source == "S" else seat(presenter, source)
    # a notation in error leaves the tiles as they were (none here), its text kept
    state = HandState.from_notation(tiles) if tiles and not error else HandState()
    fixed = presenter.situation(w, s)
    assert fixed is not None
    changes: dict[str, object] = {"prevalent_wind": fixed.prevalent, "self_drawn": fixed.self_drawn}
    if fixed.seat is not None:
        changes["seat_wind"] = fixed.seat
    state = state.with_situation(**changes)
    return Typed(Draft(w, s, fan, state, tiles if error else "", extras), error)


def check(presenter: SheetPresenter, entry: Typed) -> str:
    return presenter.refresh(entry).english()


def record(svc: TournamentService, presenter: SheetPresenter, *, replace: bool = False):
    assert presenter.ready is not None, "nothing is ready"
    operation = presenter.record_operation(presenter.ready, replace=replace)
    operation.run()
    shown_match(svc, presenter)
    return operation


# -- the presenter imports no Qt ---------------------------------------------------------
def module_imports(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def source_of(module: str) -> Path | None:
    base = ROOT.joinpath(*module.split("."))
    for path in (base.with_suffix(".py"), base / "__init__.py"):
        if path.is_file():
            return path
    return None


def test_the_presenter_and_everything_it_imports_use_no_qt() -> None:
    """Followed through every module of the project it imports, down to the engine
    (the package app.ui itself applies a Qt work-around when imported; the presenter's
    code never reaches Qt)."""
    todo = [f"app.ui.table.{name}" for name in PRESENTER]
    seen: set[str] = set()
    while todo:
        module = todo.pop()
        path = source_of(module)
        if module in seen or path is None:
            continue
        seen.add(module)
        imported = module_imports(path)
        assert not {m for m in imported if m.split(".")[0] in QT}, f"{module} imports Qt"
        todo.extend(m for m in imported if m.split(".")[0] in ("app", "scoring", "seating"))
    assert "app.domain.service" in seen and "app.ui.table.presenter" in seen


def test_the_checker_sees_qt(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text("def f():\n    from PySide6.QtCore import QObject\n")
    assert "PySide6.QtCore" in module_imports(sample)


# -- phrases -----------------------------------------------------------------------------
def test_a_phrase_translates_each_template_and_puts_values_in_once() -> None:
    zh = {"%1 from %2": "%2 点 %1", "Ready: %1. Record: Enter.": "可记录：%1。按回车记录。"}
    phrase = said("Ready: %1. Record: Enter.", said("%1 from %2", "Ann", "%1"))
    assert phrase.english() == "Ready: Ann from %1. Record: Enter."
    assert phrase.render(lambda t: zh.get(t, t)) == "可记录：%1 点 Ann。按回车记录。"
    assert verbatim("A win needs at least 8 fan").render(lambda t: "nope") == (
        "A win needs at least 8 fan"
    )
    assert joined("a", said("b"), "c").english() == "abc"
    assert not verbatim("") and said("x")


# -- MCR ---------------------------------------------------------------------------------
def test_mcr_hints_say_what_is_missing_in_order(tmp_path: Path) -> None:
    svc, p = opened(tmp_path)
    assert check(p, typed(p)) == "Winner: type A, B, C or D (or press Draw)."
    assert p.ready is None and p.is_error()
    assert check(p, typed(p, "A")) == "From: type A, B, C or D, or S for self-drawn."
    assert check(p, typed(p, "A", "B")) == ("Fan: type the total (8 or more), or enter the tiles.")
    assert p.fan_placeholder().english() == "8 or more" and p.fan_is_whole()
    assert p.fan_typable()


def test_mcr_refusals_are_the_rules_own_messages(tmp_path: Path) -> None:
    svc, p = opened(tmp_path)
    assert check(p, typed(p, "A", "B", "6")) == "A win needs at least 8 fan; 6 is not enough."
    assert check(p, typed(p, "A", "A", "8")) == (
        "The winner cannot also be the player who discarded the winning tile."
    )
    assert check(p, typed(p, "A", "B", tiles="123m456p789s23s")).startswith(
        "The hand has 11 tiles; a winning hand has 14"
    )
    wrong = typed(p, "A", "B", tiles="12x", error="'x' is not a tile.")
    assert check(p, wrong) == "'x' is not a tile."
    assert p.ready is None


def test_mcr_by_fan_is_ready_and_recorded_as_shown(tmp_path: Path) -> None:
    svc, p = opened(tmp_path)
    a, b = seat(p, "A"), seat(p, "B")
    # the same line as every system's: what is stored, then every player's payment
    assert check(p, typed(p, "A", "B", "8")) == (
        "Ready: Ann from Bo, 8 fan; A +32, B -16, C -8, D -8. Record: Enter."
    )
    assert isinstance(p.ready, ByEntry) and not p.is_error()
    assert (p.ready.entry.winners, p.ready.entry.discarder, p.ready.total) == ((a,), b, 8)
    operation = record(svc, p)
    assert operation.label.english() == "Session 1, table 1, hand 1: 8 fan"
    assert operation.attempt == ("entry", p.ready.entry, (32, -16, -8, -8))
    (stored,) = svc.hands(1, 1)
    assert (stored.winner, stored.discarder, stored.fan) == (a, b, 8)
    assert p.next_open_hand(1) == 2
    # the stored hand is read-only until corrected
    assert p.locked() is not None
    assert p.locked().english() == (
        "Hand 1 is entered: Ann from Bo, 8 fan. To change it: Correct (Alt+O)."
    )
    assert p.correctable()


def test_mcr_by_tiles_scores_them_with_the_winds_of_the_hand(tmp_path: Path) -> None:
    svc, p = opened(tmp_path)
    entry = typed(p, "C", "S", tiles="123m123p123s789s5p5p")
    message = check(p, entry)
    assert isinstance(p.ready, ByEntry), message
    total, points = p.ready.total, p.ready.points
    assert total is not None and total >= 8 and p.ready.entry.tiles
    each = 8 + total  # self-drawn: each other player pays 8 + fan
    assert message == (
        f"Ready: Cy self-drawn, {total} fan; A -{each}, B -{each}, C +{3 * each}, "
        f"D -{each}. Record: Enter."
    )
    operation = record(svc, p)
    assert operation.attempt[0] == "entry"
    (stored,) = svc.hands(1, 1)
    assert stored.fan == total and stored.discarder is None and stored.tiles
    assert stored.points == points


def test_a_draw_and_the_question_before_dropping_what_was_typed(tmp_path: Path) -> None:
    svc, p = opened(tmp_path)
    blank = typed(p).draft
    assert p.draw_points(blank) == (None, ())  # MCR settles no kong in a draw
    assert not p.draw_drops(blank, kongs_settled=False)
    assert p.draw_drops(typed(p, "A").draft, kongs_settled=False)
    assert p.draw_question().english() == (
        "Record hand 1 as a draw? What was typed for it is dropped."
    )
    operation = p.draw_operation(None, (), replace=False)
    assert operation.attempt == ("draw",)
    assert operation.label.english() == "Session 1, table 1, hand 1: draw"
    operation.run()
    shown_match(svc, p)
    (stored,) = svc.hands(1, 1)
    assert stored.draw and p.locked().english() == (
        "Hand 1 is entered: a draw. To change it: Correct (Alt+O)."
    )


def test_a_correction_replaces_from_the_version_it_saw(tmp_path: Path) -> None:
    svc, p = opened(tmp_path)
    check(p, typed(p, "A", "B", "8"))
    record(svc, p)
    p.load(1)
    assert p.set_correcting(True) and p.locked() is None
    assert p.correcting_line().english() == (
        "Correcting hand 1: you confirm before it is replaced."
    )
    assert check(p, typed(p, "A", "B", "10")) == (
        "Ready: Ann from Bo, 10 fan; A +34, B -18, C -8, D -8. Record: Enter."
    )
    assert p.replace_question(by_draw=False).english() == (
        "Replace hand 1 (Ann from Bo, 8 fan) by this entry?"
    )
    operation = p.record_operation(p.ready, replace=True)
    operation.run()
    p.stored((1, 1, 1))
    assert p.correcting is None
    shown_match(svc, p)
    assert [h.fan for h in svc.hands(1, 1)] == [10]


def test_a_correction_is_refused_when_the_match_changed_meanwhile(tmp_path: Path) -> None:
    svc, p = opened(tmp_path)
    check(p, typed(p, "A", "B", "8"))
    record(svc, p)
    p.load(1)
    p.set_correcting(True)
    check(p, typed(p, "A", "B", "12"))
    ready = p.ready
    assert ready is not None
    svc.record_draw(1, 1, 2)  # another station enters hand 2 meanwhile
    shown_match(svc, p)  # the sheet reads the match again: the correction goes on
    assert not p.reread(1, typed(p, "A", "B", "12").draft) and p.correcting is not None
    assert p.version != p.correcting[1]
    with pytest.raises(Stale):
        p.record_operation(ready, replace=True).run()
    with pytest.raises(Stale):
        p.delete_operation().run()
    assert [h.fan for h in svc.hands(1, 1) if h.hand == 1] == [8]


def test_delete_while_correcting(tmp_path: Path) -> None:
    svc, p = opened(tmp_path)
    check(p, typed(p, "A", "S", "8"))
    record(svc, p)
    p.load(1)
    p.set_correcting(True)
    assert p.delete_question().english() == "Delete hand 1 (Ann self-drawn, 8 fan)?"
    operation = p.delete_operation()
    assert operation.attempt == ("delete",)
    operation.run()
    assert svc.hands(1, 1) == []


def test_drafts_are_kept_per_hand_until_stored(tmp_path: Path) -> None:
    svc, p = opened(tmp_path)
    half = typed(p, "B", fan="9").draft
    p.save_draft(half)
    assert p.drafts_in_progress() == [(1, 1, 1)]
    p.load(2)
    assert p.load(1) == (None, half)
    p.save_draft(typed(p).draft)  # nothing typed any more: no draft
    assert p.drafts_in_progress() == []
    p.save_draft(half)
    check(p, typed(p, "B", "S", "9"))
    record(svc, p)
    p.stored((1, 1, 1))
    assert p.load(1)[1] is None and p.drafts_in_progress() == []


def test_a_hand_entered_at_another_station_over_a_draft_is_told(tmp_path: Path) -> None:
    svc, p = opened(tmp_path)
    draft = typed(p, "A", "B").draft
    svc.record_win(1, 1, 1, seat(p, "C"), None, fan=8)  # another station
    shown_match(svc, p)
    assert p.reread(1, draft)  # the hand is loaded again, the notice says why
    assert p.notice.english() == (
        "Hand 1 was entered meanwhile (at another station): Cy self-drawn, 8 fan. "
        "What was typed here was not stored."
    )


def test_locked_tables_say_why(tmp_path: Path) -> None:
    svc, p = opened(tmp_path)
    for hand in range(1, p.hands + 1):
        svc.record_draw(1, 1, hand)
    svc.set_match_state(1, 1, MatchState.VERIFIED)
    shown_match(svc, p)
    assert p.locked().english() == (
        "This table is verified: reopen it (Alt+V) before correcting a hand."
    )
    assert not p.correctable()
    p.table = None
    assert check(p, Typed(Draft())) == "This session is not seated yet."


def test_seat_keys_and_the_winds_of_the_hand(tmp_path: Path) -> None:
    svc, p = opened(tmp_path)
    assert p.player_for_key("b", self_drawn=False) == seat(p, "B")
    assert p.player_for_key("3", self_drawn=False) == seat(p, "C")
    assert p.player_for_key("s", self_drawn=True) == SELF_DRAWN
    assert p.player_for_key("s", self_drawn=False) is None
    winds = p.winds()
    fixed = p.situation(seat(p, "B"), seat(p, "D"))
    assert fixed is not None
    assert fixed.seat == winds.seat_winds[1] and not fixed.self_drawn
    assert fixed.extras == f"from={winds.seat_winds[3]}"


# -- the other rule systems ----------------------------------------------------------------
def test_mahjong_online_previews_the_payments_recorded(tmp_path: Path) -> None:
    svc, p = opened(tmp_path, "mahjong-online")
    assert p.fan_placeholder().english() == "2 or more" and not p.fan_is_whole()
    assert check(p, typed(p, "B", "C", "1")) == "A win needs at least 2 fan; 1 is not enough."
    message = check(p, typed(p, "A", "B", "6"))
    assert isinstance(p.ready, ByEntry)
    assert p.ready.points == (Fraction(225, 2), Fraction(-225, 2), 0, 0)
    assert message == "Ready: Ann from Bo, 6 fan; A +112.5, B -112.5, C 0, D 0. Record: Enter."
    operation = record(svc, p)
    assert operation.label.english() == "Session 1, table 1, hand 1: 6 fan"
    assert svc.hands(1, 1)[0].points == (Fraction(225, 2), Fraction(-225, 2), 0, 0)


def test_international_takes_a_half_fan_and_gives_one_way(tmp_path: Path) -> None:
    svc, p = opened(tmp_path, "international", (("min_fan", "0"),))
    assert check(p, typed(p, "A", "S", "5")).startswith("Ready: Ann self-drawn, 5 fan; A +72")
    ticked = ("", "", "", False, "", ("Chicken Hand",))
    assert check(p, typed(p, "A", "S", "5", extras=ticked)) == (
        "Give the hand one way: clear the fan or untick the elements."
    )
    assert check(p, typed(p, "A", "S", "")) == (
        "Fan: type the total (0 or more), tick the elements, or enter the tiles."
    )


def test_a_hand_by_the_elements_ticked(tmp_path: Path) -> None:
    svc, p = opened(tmp_path, "international", (("min_fan", "0"),))
    ticked = ("", "", "", False, "", ("All Chows",))
    message = check(p, typed(p, "B", "A", extras=ticked))
    assert isinstance(p.ready, ByEntry) and p.ready.entry.elements == ("All Chows",)
    assert p.ready.total == 1 and message.startswith("Ready: Bo from Ann, 1 fan; ")
    record(svc, p)
    (stored,) = svc.hands(1, 1)
    assert stored.entry == "elements" and [f.name for f in stored.fans] == ["All Chows"]
    assert stored.points == p.records[1].points and sum(stored.points) == 0
    p.load(2)
    tiles = typed(p, "B", "A", tiles="123m456p789s123s5p5p", extras=ticked)
    assert check(p, tiles) == "Give the hand one way: untick the elements or clear the tiles."


def test_several_winners_need_the_first_winners_tiles(tmp_path: Path) -> None:
    svc, p = opened(tmp_path, "mahjong-online")
    others = ("", "", "", False, "C: 123m456p789s123s55p", ())
    assert check(p, typed(p, "A", "B", "6", extras=others)) == (
        "Several winners: enter the first winner's tiles too (each winner by tiles)."
    )
    bad = ("", "", "", False, "C 123m", ())
    assert check(p, typed(p, "A", "B", "6", extras=bad)).startswith("Also won: 'C 123m'")


def test_shenzhen_settles_the_outcome_and_a_draw_pays_its_kongs(tmp_path: Path) -> None:
    svc, p = opened(tmp_path, "shenzhen")
    assert not p.fan_typable()
    assert p.fan_placeholder().english() == "no fan: the outcome settles"
    assert check(p, typed(p, "C", "D")) == (
        "Ready: Cy from Di; A 0, B 0, C +5, D -5. Record: Enter."
    )
    assert "horse is turned" in check(p, typed(p, "A", "S"))
    kongs = ("C:d:D", "", "", False, "", ())
    hint = check(p, typed(p, extras=kongs))
    assert hint.startswith("Winner: type A, B, C or D (or press Draw). A draw pays: ")
    entry, points = p.draw_points(typed(p, extras=kongs).draft)
    assert entry is not None and points and sum(points) == 0
    assert not p.draw_drops(typed(p, extras=kongs).draft, kongs_settled=True)
    operation = p.draw_operation(entry, points, replace=False)
    assert operation.attempt == ("entry", entry, points)
    operation.run()
    (drawn,) = svc.hands(1, 1)
    assert drawn.draw and drawn.kongs and drawn.points == points
    bad = ("B:x", "", "", False, "", ())
    assert check(p, typed(p, extras=bad)).startswith("Kongs: 'B:x' is not SEAT:KIND[:FROM]")


@pytest.mark.parametrize("rules", ["mcr", "international", "mahjong-online", "shenzhen"])
def test_every_system_describes_a_stored_hand_the_same_way(tmp_path: Path, rules: str) -> None:
    svc, p = opened(tmp_path, rules)
    p.draw_operation(None, (), replace=False).run()
    shown_match(svc, p)
    assert p.describe(svc.hands(1, 1)[0]).english() == "a draw"
    assert p.first_open_hand() == 2 and p.hands == (16 if rules == "mcr" else 4)
