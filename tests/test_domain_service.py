"""The service: every user operation checked, stored in one transaction, audited,
undoable; results computed from what is stored."""

import json

import pytest

from app.domain.errors import Refused
from app.domain.model import MatchState, Table, TournamentSettings
from app.tournament import create_tournament, open_tournament


@pytest.fixture
def svc(tmp_path):
    service = create_tournament(tmp_path / "t.mcr", TournamentSettings("Cup", sessions=2))
    for i, name in enumerate(["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]):
        service.add_player(name, country="NL", team="Red" if i % 2 else "Blue")
    service.set_tables(1, [Table(1, 1, (1, 2, 3, 4)), Table(1, 2, (5, 6, 7, 8))])
    service.set_tables(2, [Table(2, 1, (1, 5, 2, 6)), Table(2, 2, (3, 7, 4, 8))])
    yield service
    service.close()


def fill_table(svc, session, table, hands=range(1, 17)):
    seats = svc.table(session, table).seats
    for h in hands:
        if h % 5 == 0:
            svc.record_draw(session, table, h)
        else:
            winner = seats[h % 4]
            discarder = None if h % 3 == 0 else seats[(h + 1) % 4]
            svc.record_win(session, table, h, winner, discarder, fan=8 + h)


def test_players_get_numbers_in_registration_order_and_names_are_unique(svc):
    assert [p.number for p in svc.players()] == list(range(1, 9))
    assert svc.player("Cat").number == 3 and svc.player("3").name == "Cat"
    with pytest.raises(Refused, match="already registered"):
        svc.add_player("cat")
    with pytest.raises(Refused, match="no player named"):
        svc.player("Zed")
    with pytest.raises(Refused, match="EMA number"):
        svc.add_player("Ivy", ema_id="12AB")


@pytest.mark.slow
def test_a_full_match_completes_itself_and_table_points_follow(svc):
    fill_table(svc, 1, 1)
    status = {s.table: s for s in svc.match_status(1)}
    assert status[1].state == MatchState.COMPLETE and status[1].hands_entered == 16
    result = svc.table_results(1)[0]
    assert sum(s.score for s in result.seats) == 0
    assert sum(s.table_points for s in result.seats) == 7


def test_an_entered_hand_is_not_overwritten_by_accident(svc):
    svc.record_win(1, 1, 1, 1, 2, fan=8)
    with pytest.raises(Refused, match="already entered"):
        svc.record_win(1, 1, 1, 3, None, fan=10)
    change = svc.record_win(1, 1, 1, 3, None, fan=10, replace=True)
    assert change.old.winner == 1 and change.new.winner == 3
    assert svc.hands(1, 1)[0].points == (-18, -18, 54, -18)


@pytest.mark.slow
def test_undo_and_redo_restore_exactly(svc):
    fill_table(svc, 1, 1, range(1, 16))
    last = svc.record_win(1, 1, 16, 4, 1, fan=20)  # the 16th hand completes the match
    assert [s.entity for s in last.steps] == ["hand", "state"]
    svc.undo(last)
    assert len(svc.hands(1, 1)) == 15
    assert svc.match_status(1)[0].state == MatchState.OPEN
    svc.redo(last)
    assert svc.hands(1, 1)[-1] == last.new
    assert svc.match_status(1)[0].state == MatchState.COMPLETE

    deleted = svc.delete_hand(1, 1, 3)
    assert svc.match_status(1)[0].state == MatchState.OPEN  # the sheet changed
    svc.undo(deleted)
    assert svc.hands(1, 1)[2] == deleted.old

    penalty = svc.record_false_win(1, 1, 2)
    svc.undo(penalty)
    assert svc.penalties(1, 1) == []
    svc.redo(penalty)
    assert svc.penalties(1, 1) == [penalty.new]


@pytest.mark.slow
def test_verified_matches_are_frozen_until_reopened(svc):
    fill_table(svc, 1, 1)
    svc.set_match_state(1, 1, "verified")
    with pytest.raises(Refused, match="verified"):
        svc.record_win(1, 1, 4, 1, 2, fan=8, replace=True)
    with pytest.raises(Refused, match="verified"):
        svc.record_penalty(1, 1, 1, -10, "noise")
    svc.set_match_state(1, 1, "complete")
    svc.record_penalty(1, 1, 1, -10, "noise")
    with pytest.raises(Refused, match="nothing entered"):
        svc.set_match_state(1, 2, "complete")
    svc.record_draw(1, 2, 1)
    with pytest.raises(Refused, match="Only a complete match"):
        svc.set_match_state(1, 2, "verified")


def test_penalties_are_checked(svc):
    with pytest.raises(Refused, match="reason"):
        svc.record_penalty(1, 1, 1, -10, "  ")
    with pytest.raises(Refused, match="multiple of 3"):
        svc.record_penalty(1, 1, 1, -10, "x", shared=True)
    with pytest.raises(Refused, match="does not play at table 1"):
        svc.record_penalty(1, 1, 5, -10, "x")
    shared = svc.record_penalty(1, 1, 1, -30, "false win", shared=True)
    seats = svc.table_results(1)[0].seats
    assert [s.penalty_score for s in seats] == [-30, 10, 10, 10]
    assert shared.new.id is not None


def test_totals_only_entry(svc):
    with pytest.raises(Refused, match="sum to 0"):
        svc.set_totals(1, 2, [10, 10, -5, -5])
    change = svc.set_totals(1, 2, [40, -20, -10, -10])
    assert (
        svc.match_status(1)[1].state == MatchState.COMPLETE and svc.match_status(1)[1].totals_only
    )
    assert [s.table_points for s in svc.table_results(1)[1].seats] == [4, 0, 1.5, 1.5]
    with pytest.raises(Refused, match="totals only"):
        svc.record_draw(1, 2, 1)
    svc.undo(change)
    assert svc.match_status(1)[1].state == MatchState.OPEN
    svc.record_draw(1, 2, 1)
    with pytest.raises(Refused, match="hands entered"):
        svc.set_totals(1, 2, [40, -20, -10, -10])


def test_sessions_and_tables_must_exist(svc):
    with pytest.raises(Refused, match="sessions 1 to 2"):
        svc.record_draw(3, 1, 1)
    with pytest.raises(Refused, match="no table 9"):
        svc.record_draw(1, 9, 1)


def test_every_change_is_in_the_audit_log_with_old_and_new_values(svc):
    svc.record_win(1, 1, 2, 1, 2, fan=9)
    svc.record_win(1, 1, 2, 1, 3, fan=11, replace=True)
    entry = svc.audit(1)[0]
    assert entry.operation == "record hand 1/1/2" and entry.entity == "hand"
    assert entry.key == "1/1/2"
    assert json.loads(entry.old)["fan"] == 9 and json.loads(entry.new)["fan"] == 11
    assert entry.at.endswith("+00:00")


@pytest.mark.slow
def test_a_backup_is_kept_when_a_session_ends(svc, tmp_path):
    fill_table(svc, 1, 1)
    assert svc.backups == []
    svc.set_totals(1, 2, [5, -5, 0, 0])
    assert len(svc.backups) == 1
    backup = svc.backups[0]
    assert backup.parent == tmp_path / "t-backups" and "session-1" in backup.name
    copy = open_tournament(backup)
    try:
        assert len(copy.hands(1, 1)) == 16 and copy.totals(1, 2) is not None
    finally:
        copy.close()


@pytest.mark.slow
def test_standings_teams_and_history(svc):
    fill_table(svc, 1, 1)
    fill_table(svc, 1, 2)
    fill_table(svc, 2, 1)
    fill_table(svc, 2, 2)
    rows = svc.standings()
    assert sum(r.table_points for r in rows) == 7 * 4
    assert sum(r.score for r in rows) == 0
    keys = [(r.table_points, r.score) for r in rows]
    assert keys == sorted(keys, reverse=True)
    teams = svc.team_standings()
    assert {t.team for t in teams} == {"Red", "Blue"}
    assert sum(t.table_points for t in teams) == 28
    history = svc.player_history(1)
    assert [h.session for h in history] == [1, 2]
    assert (
        sum(h.table_points for h in history)
        == rows[[r.player.number for r in rows].index(1)].table_points
    )


def test_seating_cannot_change_once_results_exist(svc):
    svc.record_draw(1, 1, 1)
    with pytest.raises(Refused, match="has results"):
        svc.set_tables(1, [Table(1, 1, (1, 2, 3, 5)), Table(1, 2, (4, 6, 7, 8))])
    with pytest.raises(Refused, match="two places"):
        svc.set_tables(2, [Table(2, 1, (1, 2, 3, 4)), Table(2, 2, (1, 6, 7, 8))])


@pytest.mark.slow
def test_seating_again_keeps_the_sessions_with_results(svc):
    svc.record_draw(1, 1, 1)
    before = svc.tables(1)
    report = svc.seat_sessions(seed=5, time_limit=0.5)
    assert svc.tables(1) == before
    assert [len(s) for s in report.tables] == [2, 2]
    assert [st.entity for st in report.change.steps] == ["seating"]  # session 2 only
    seated = sorted(p for t in svc.tables(2) for p in t.seats)
    assert seated == list(range(1, 9))
