"""Seating designs: the shipped library checked by counting, the constructions that
built it, a damaged library refused, teams on design-based plans, the report's best
known values, cancelling the solver. Every check counts pairs itself."""

from __future__ import annotations

import itertools
import json
import sys
import threading
import time
from pathlib import Path

import pytest

from seating import PlanCancelled, evaluate, plan_sessions
from seating.difference import (
    develop,
    develop_triple,
    group_for,
    search_blocks,
    search_triple_blocks,
)
from seating.known import best_known
from seating.library import LIBRARY_FILE, load, shipped
from seating.plan import sessions_from_lists
from seating.projective import pg33_packing
from seating.quality import player_bound
from seating.rotational import develop as develop_rotational
from seating.rotational import orbit_of, search_base


def meetings(sessions) -> dict[frozenset, int]:
    met: dict[frozenset, int] = {}
    for session in sessions:
        for table in session:
            for p, q in itertools.combinations(table, 2):
                key = frozenset((p, q))
                met[key] = met.get(key, 0) + 1
    return met


def assert_sessions_seat_everyone_once(sessions, players: list) -> None:
    for session in sessions:
        assert all(len(table) == 4 for table in session)
        assert sorted(p for table in session for p in table) == sorted(players)


def assert_every_pair_at_most_once(sessions) -> None:
    assert max(meetings(sessions).values()) == 1


# -- the shipped library -------------------------------------------------------------


def test_the_shipped_library_loads_without_a_refusal() -> None:
    library = load()
    assert library.refused == []
    assert {36, 40, 44, 48, 52, 76, 88, 112, 124} <= {p.players for p in library.plans}


@pytest.mark.parametrize("plan", shipped().plans, ids=lambda p: f"{p.players}x{p.length}")
def test_every_library_plan_counted_again(plan) -> None:
    """Independent of library.check_entry: every session seats everybody once, and the
    repeats counted here are the entry's claim; a Kirkman-size design meets every pair
    exactly once."""
    assert_sessions_seat_everyone_once(plan.sessions, list(range(plan.players)))
    met = meetings(plan.sessions)
    assert sum(m - 1 for m in met.values()) == plan.repeats
    if plan.repeats == 0:
        assert_every_pair_at_most_once(plan.sessions)
    if plan.players % 12 == 4 and plan.length == (plan.players - 1) // 3:
        assert len(met) == plan.players * (plan.players - 1) // 2


def test_the_library_holds_the_8_4_10_social_golfer_plan() -> None:
    """32 players over 10 sessions with no pair meeting twice (Aguado, 2004): each
    player meets 30 of the other 31, so the pairs that never meet pair everybody off."""
    entry = shipped().exact(32, 10)
    assert entry is not None and entry.repeats == 0 and "Aguado" in entry.source
    assert_sessions_seat_everyone_once(entry.sessions, list(range(32)))
    met = meetings(entry.sessions)
    assert max(met.values()) == 1 and len(met) == 480
    missed = [frozenset(p) for p in itertools.combinations(range(32), 2) if frozenset(p) not in met]
    assert sorted(p for pair in missed for p in pair) == list(range(32))


def test_the_published_8_4_10_table_and_its_extension() -> None:
    """The table kept in library_build reads as 10 sessions with no repeat; the 11th
    session of never-met pairs costs 4 a table; a plan whose never-met pairs do not
    pair everybody off (one session of 32) gets no such session."""
    from seating.library import LibraryPlan
    from seating.library_build import golfer_8_4_10, published, with_missed_pairs

    golfer = golfer_8_4_10()
    assert (golfer.length, golfer.repeats) == (10, 0)
    assert [(p.length, p.repeats) for p in published()] == [(10, 0), (11, 32), (12, 80)]
    one = LibraryPlan(32, golfer.sessions[:1], 0, "one session")
    assert with_missed_pairs(one) is None


@pytest.mark.parametrize(("sessions", "bound"), [(10, 0), (11, 32), (12, 80)])
def test_32_players_reach_the_lower_bound(sessions: int, bound: int) -> None:
    """Beyond 10 sessions every pair has met once after the 11th (two never-met pairs
    at each table), so every further meeting is one repeat: the counting bound."""
    plan = plan_sessions(32, sessions, seed=0, time_limit=60)
    lists = plan.as_lists()
    assert_sessions_seat_everyone_once(lists, list(range(1, 33)))
    met = meetings(lists)
    assert sum(m - 1 for m in met.values()) == bound == plan.quality.repeat_bound
    assert plan.quality.repeats == bound
    assert plan.quality.standing.startswith("at the lower bound")
    assert "library" in plan.quality.method


# -- a damaged library ---------------------------------------------------------------


def _damaged(tmp_path: Path, change) -> Path:
    data = json.loads(LIBRARY_FILE.read_text(encoding="utf-8"))
    change(data["plans"])
    path = tmp_path / "library.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _swap_two_players(entries: list) -> None:
    """Seat one player twice in the first session of the 40-player entry."""
    entry = next(e for e in entries if e["players"] == 40)
    first, rest = entry["tables"].split(";", 1)
    tables = first.split()
    a = tables[0].split(".")
    b = tables[1].split(".")
    a[0] = b[0]
    tables[0] = ".".join(a)
    entry["tables"] = " ".join(tables) + ";" + rest


def _move_one_player(entries: list) -> None:
    """Still a partition, but a pair now meets twice while the entry claims none."""
    entry = next(e for e in entries if e["players"] == 40)
    sessions = [[t.split(".") for t in s.split()] for s in entry["tables"].split(";")]
    # Exchange one player between two tables of session 2 so that he joins a table
    # holding a player he met in session 1.
    first = sessions[0][0]
    for table in sessions[1]:
        if first[1] in table:
            host = table
    other = next(t for t in sessions[1] if first[0] in t)
    i, j = other.index(first[0]), next(k for k, p in enumerate(host) if p != first[1])
    other[i], host[j] = host[j], other[i]
    entry["tables"] = ";".join(" ".join(".".join(t) for t in s) for s in sessions)


def _short_table(entries: list) -> None:
    """One player dropped from the first table."""
    entry = entries[0]
    entry["tables"] = entry["tables"].split(".", 1)[1]


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        (_swap_two_players, "does not seat players"),
        (_move_one_player, "repeats counted"),
        (_short_table, "table not of four"),
        (lambda entries: entries[0].update(tables="a.b.c.d"), "unreadable"),
        (lambda entries: entries[0].update(sessions=99), "claimed"),
    ],
)
def test_a_damaged_entry_is_refused_and_the_others_kept(tmp_path: Path, change, reason) -> None:
    path = _damaged(tmp_path, change)
    library = load(path)
    assert len(library.refused) == 1
    assert reason in library.refused[0]
    assert len(library.plans) == len(load().plans) - 1


def test_an_unreadable_library_is_empty_with_the_reason(tmp_path: Path) -> None:
    path = tmp_path / "library.json"
    path.write_text("{not json", encoding="utf-8")
    library = load(path)
    assert library.plans == [] and "cannot be read" in library.refused[0]


# -- the constructions ---------------------------------------------------------------


@pytest.mark.slow
def test_pg33_packing_meets_every_pair_once() -> None:
    sessions = pg33_packing()
    assert sessions is not None and len(sessions) == 13
    assert_sessions_seat_everyone_once(sessions, list(range(40)))
    met = meetings(sessions)
    assert len(met) == 40 * 39 // 2 and max(met.values()) == 1


@pytest.mark.parametrize("players", [16, 40, 52])
def test_difference_families_give_kirkman_designs(players: int) -> None:
    moduli = group_for(players)
    assert moduli is not None
    base = search_blocks(moduli, time_limit=60)
    assert base is not None
    sessions = develop(moduli, base)
    assert len(sessions) == (players - 1) // 3
    assert_sessions_seat_everyone_once(sessions, list(range(players)))
    met = meetings(sessions)
    assert len(met) == players * (players - 1) // 2 and max(met.values()) == 1


def test_group_for_only_kirkman_sizes() -> None:
    assert group_for(40) == (13,)
    assert group_for(44) is None and group_for(4) is None


@pytest.mark.slow
def test_a_1_rotational_plan_for_24_players() -> None:
    bases = search_base(7, 3, 3, time_limit=60)
    assert bases is not None
    sessions = develop_rotational(7, 3, 3, bases)
    assert len(sessions) == 7
    assert_sessions_seat_everyone_once(sessions, list(range(24)))
    assert_every_pair_at_most_once(sessions)


def test_a_difference_family_with_three_players_at_infinity() -> None:
    """24 players: Z_21 and three at infinity, 7 sessions; only the triples
    {x, x + 7, x + 14} and the three at infinity never meet."""
    base = search_triple_blocks(24, time_limit=60)
    assert base is not None
    sessions = develop_triple(24, base)
    assert len(sessions) == 7
    assert_sessions_seat_everyone_once(sessions, list(range(24)))
    met = meetings(sessions)
    assert max(met.values()) == 1
    never = {frozenset(p) for p in itertools.combinations(range(24), 2)} - set(met)
    triples = [{x, x + 7, x + 14} for x in range(7)] + [{21, 22, 23}]
    assert never == {frozenset(p) for t in triples for p in itertools.combinations(t, 2)}


def test_short_orbits_are_refused() -> None:
    """With m even, (i, r) and (i + m/2, r) would meet twice over m sessions."""
    assert orbit_of((1, 0), (6, 0), 10) is None
    assert orbit_of((1, 0), (5, 0), 10) == (0, 0, 4)
    assert orbit_of((1, 0), (5, 1), 10) == (0, 1, 4)


@pytest.mark.slow
def test_cancel_stops_the_solver() -> None:
    """A search that takes CP-SAT long (32 players over Z_10, not found in minutes):
    the token set after a moment stops it at once."""
    token = threading.Event()
    threading.Timer(0.5, token.set).start()
    started = time.monotonic()
    with pytest.raises(PlanCancelled):
        search_base(10, 3, 2, time_limit=60, cancel=token)
    assert time.monotonic() - started < 30


@pytest.mark.slow
def test_progress_returning_false_stops_the_solver() -> None:
    seen: list[str] = []

    def progress(fraction: float, message: str) -> bool:
        seen.append(message)
        return False

    with pytest.raises(PlanCancelled):
        search_base(10, 3, 2, time_limit=60, progress=progress)
    with pytest.raises(PlanCancelled):
        search_blocks((33,), time_limit=60, progress=progress)
    assert seen == ["solving (0 s)", "building the model"]


# -- plans from the library ----------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "sessions"),
    [(40, 10), (40, 11), (40, 12), (40, 13), (52, 17), (76, 25)],
)
def test_issue_cases_from_the_library_have_no_repeat(players: int, sessions: int) -> None:
    plan = plan_sessions(players, sessions, seed=0, time_limit=60)
    lists = plan.as_lists()
    assert_sessions_seat_everyone_once(lists, list(range(1, players + 1)))
    assert_every_pair_at_most_once(lists)
    assert plan.quality.repeats == 0
    assert "library" in plan.quality.method


def test_teams_of_four_on_the_40_player_design() -> None:
    """Each team fills one table of the session left out: no teammates together ever,
    no repeat up to 12 sessions and the lower bound at 13."""
    teams = {p: (p - 1) // 4 for p in range(1, 41)}
    for sessions, bound in ((12, 0), (13, 60)):
        plan = plan_sessions(40, sessions, teams=teams, seed=0, time_limit=60)
        lists = plan.as_lists()
        assert_sessions_seat_everyone_once(lists, list(range(1, 41)))
        met = meetings(lists)
        together = [pair for pair in met if len({teams[p] for p in pair}) == 1]
        assert together == []
        assert sum(m - 1 for m in met.values()) == bound == plan.quality.repeat_bound
        assert "less the session" in plan.quality.method


@pytest.mark.parametrize(("sessions", "bound"), [(10, 32), (11, 80)])
def test_teams_of_four_on_the_8_4_10_plan(sessions: int, bound: int) -> None:
    """The design less the session seating each team together, and the rest searched:
    no teammates ever meet and the repeats are the bound (over 10 sessions each player
    meets 30 among 28 allowed: 2 repeats each, 32 in all; 48 more a session after)."""
    teams = {p: (p - 1) // 4 for p in range(1, 33)}
    plan = plan_sessions(32, sessions, teams=teams, seed=0, time_limit=60)
    lists = plan.as_lists()
    assert_sessions_seat_everyone_once(lists, list(range(1, 33)))
    met = meetings(lists)
    assert [pair for pair in met if len({teams[p] for p in pair}) == 1] == []
    assert sum(m - 1 for m in met.values()) == bound == plan.quality.repeat_bound
    assert "less the session" in plan.quality.method


def test_avoid_groups_on_a_library_design_are_relabelled() -> None:
    clubs = {p: p % 10 for p in range(1, 41)}  # ten clubs of four
    plan = plan_sessions(40, 10, teams=clubs, seed=1, time_limit=60)
    lists = plan.as_lists()
    assert all(len({clubs[p] for p in pair}) == 2 for pair in meetings(lists))
    assert plan.quality.repeats == 0


# -- the report ----------------------------------------------------------------------


def test_best_known_values_and_their_sources() -> None:
    assert best_known(32, 10)[0] == 0 and "Aguado" in best_known(32, 10)[1]
    value, source = best_known(40, 13)
    assert value == 0 and source.startswith("published") and "Hanani" in source
    value, source = best_known(16, 7)
    assert value == 48 and "repeated" in source
    assert best_known(40, 14)[0] == 40 * 14 * 3 // 2 - 40 * 39 // 2


def test_report_states_bound_best_known_and_standing() -> None:
    plan = plan_sessions(40, 13, seed=0)
    report = plan.quality.to_dict()
    for key in ("repeats", "repeat_bound", "repeated_pairs"):  # the existing keys stay
        assert key in report
    assert report["lower_bound"] == 0
    assert report["best_known"] == 0
    assert "Hanani" in report["best_known_source"]
    assert report["standing"].startswith("at the lower bound")
    assert "PG(3,3)" in report["method"]
    lines = plan.quality.summary_lines()
    assert lines[0] == "Repeated meetings: 0 (lower bound: 0)"
    assert any(line.strip().startswith("best known: 0") for line in lines)
    assert any(line.startswith("Made by: design") for line in lines)


def test_report_on_a_plan_above_the_best_known_value() -> None:
    """Two copies of one session for 32 players: 48 repeats where 0 is published."""
    session = [[4 * t + k for k in range(1, 5)] for t in range(8)]
    report = evaluate(sessions_from_lists([session, session]), list(range(1, 33)))
    assert report.repeats == 48 and report.repeat_bound == 0
    assert report.best_known == 0
    assert report.standing == "48 above the best known value (0)"


def test_player_bound_is_stronger_with_uneven_teams() -> None:
    """One team of 13 among 16 players over 2 sessions: each of its members may meet
    only 3 others, 6 meetings, so 3 of them are repeats, per player."""
    assert player_bound(2, [3] * 13 + [15] * 3) == 13 * 3 // 2 + 1


def test_cancel_while_the_planner_looks_for_a_design() -> None:
    """136 players (4 mod 12) are not in the library: the planner asks CP-SAT for the
    design, reporting progress; the first report answered False stops it."""
    seen: list[str] = []

    def progress(fraction: float, message: str) -> bool:
        seen.append(message)
        return not message.startswith("looking for a design")

    started = time.monotonic()
    with pytest.raises(PlanCancelled):
        plan_sessions(136, 20, progress=progress, time_limit=60)
    assert any(m.startswith("looking for a design") for m in seen)
    assert time.monotonic() - started < 30


@pytest.mark.slow
def test_without_or_tools_the_planner_searches(monkeypatch: pytest.MonkeyPatch) -> None:
    """The desktop bundle leaves OR-Tools out: a size missing from the library is then
    planned by search, without looking for a design."""
    monkeypatch.setitem(sys.modules, "ortools.sat.python.cp_model", None)
    seen: list[str] = []
    plan = plan_sessions(136, 20, time_limit=2, progress=lambda f, m: seen.append(m))
    assert not any(m.startswith("looking for a design") for m in seen)
    assert_sessions_seat_everyone_once(plan.as_lists(), list(range(1, 137)))
    assert plan.quality.method.startswith("search")
