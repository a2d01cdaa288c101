"""Standings after a chosen session, and the standings with every table's result."""

from __future__ import annotations

from fractions import Fraction

import pytest

from app.domain import TournamentSettings
from app.tournament import create_tournament
from app.ui.standings.progress import standings_report


def two_sessions(tmp_path):
    svc = create_tournament(tmp_path / "t.mcr", TournamentSettings("T", sessions=3))
    for name in ("Ann", "Bo", "Cy", "Di"):
        svc.add_player(name)
    svc.seat_sessions()
    s1 = svc.table(1, 1).seats
    s2 = svc.table(2, 1).seats
    svc.set_totals(1, 1, [30, 10, -10, -30])  # seat A first
    svc.set_totals(2, 1, [-30, -10, 10, 30])  # seat A last
    return svc, s1, s2


def test_standings_after_a_session_count_only_up_to_it(tmp_path):
    svc, s1, s2 = two_sessions(tmp_path)
    after1 = {r.player.number: r for r in svc.standings(after_session=1)}
    assert after1[s1[0]].table_points == 4 and after1[s1[0]].score == 30
    assert after1[s1[3]].table_points == 0 and after1[s1[0]].rank == 1
    everything = {r.player.number: r for r in svc.standings()}
    assert everything[s2[3]].table_points == 4 + after1[s2[3]].table_points
    assert sum(r.table_points for r in everything.values()) == 2 * 7
    assert svc.standings(after_session=3) == svc.standings()
    svc.close()


def test_standings_and_results_agree_with_the_separate_queries(tmp_path):
    svc, _s1, _s2 = two_sessions(tmp_path)
    for after in (None, 1, 2):
        rows, results = svc.standings_and_results(after)
        assert rows == svc.standings(after)
        assert results == svc.table_results()  # every session's tables, whatever `after`
    svc.close()


@pytest.mark.slow
def test_report_says_where_the_standings_stand(tmp_path):
    svc, s1, _s2 = two_sessions(tmp_path)
    svc.record_win(3, 1, 1, svc.table(3, 1).seats[0], None, fan=8)
    rows, results = svc.standings_and_results()
    report = standings_report(rows, results, 3)
    assert report.complete_through == 2
    assert [p.session for p in report.under_way()] == [3]
    assert report.played() == [1, 2, 3]
    line = next(line for line in report.lines if line.player.number == s1[0])
    assert line.sessions[1].table_points == Fraction(4) and line.sessions[1].finished
    assert [c.session for c in line.unfinished()] == [3]
    limited = standings_report(*svc.standings_and_results(1), 3, after_session=1)
    assert limited.sessions == [1] and limited.complete_through == 1
    svc.close()
