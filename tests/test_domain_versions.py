"""Two stations on one file: a change based on an outdated view of a match is refused,
and undo / redo are domain operations with the checks of the original."""

from __future__ import annotations

import subprocess
import sys

import pytest

from app.domain import MatchState, Refused, TournamentSettings
from app.domain.versions import STALE_TEXT, Stale
from app.tournament import create_tournament, open_tournament


@pytest.fixture
def two_stations(tmp_path):
    path = tmp_path / "t.mcr"
    a = create_tournament(path, TournamentSettings("T", sessions=1))
    for name in ("Ann", "Bo", "Cy", "Di"):
        a.add_player(name)
    a.seat_sessions()
    b = open_tournament(path)
    yield path, a, b
    a.close()
    b.close()


def seats(svc):
    return svc.table(1, 1).seats


def test_an_entry_based_on_an_outdated_view_is_refused(two_stations):
    _, a, b = two_stations
    p = seats(a)
    seen = a.match_version(1, 1)
    b.record_win(1, 1, 1, p[0], p[1], fan=8)  # the other station, meanwhile
    with pytest.raises(Stale, match=STALE_TEXT):
        a.record_win(1, 1, 1, p[2], p[3], fan=24, replace=True, expected_version=seen)
    assert a.hands(1, 1)[0].fan == 8
    # with the current version the correction goes through
    a.record_win(1, 1, 1, p[2], p[3], fan=24, replace=True, expected_version=a.match_version(1, 1))
    assert b.hands(1, 1)[0].fan == 24


def test_the_version_follows_every_kind_of_entry(two_stations):
    _, a, _ = two_stations
    p = seats(a)
    versions = [a.match_version(1, 1)]
    a.record_draw(1, 1, 1)
    versions.append(a.match_version(1, 1))
    a.record_penalty(1, 1, p[0], -30, "false win", shared=True)
    versions.append(a.match_version(1, 1))
    a.delete_hand(1, 1, 1)
    versions.append(a.match_version(1, 1))
    assert len(set(versions)) == 4
    with pytest.raises(Stale):
        a.delete_penalty(a.penalties()[0].id, expected_version=versions[1])


@pytest.mark.slow
def test_undo_cannot_take_a_hand_out_of_a_verified_match(two_stations):
    _, a, b = two_stations
    p = seats(a)
    mine = a.record_win(1, 1, 3, p[0], p[1], fan=10)
    for hand in range(1, 17):
        if hand != 3:
            b.record_draw(1, 1, hand)
    b.set_match_state(1, 1, MatchState.VERIFIED)
    with pytest.raises(Refused, match="verified"):
        a.undo(mine)
    assert len(a.hands(1, 1)) == 16
    assert a.match_status(1)[0].state is MatchState.VERIFIED


def test_undo_does_not_revert_another_stations_change(two_stations):
    _, a, b = two_stations
    p = seats(a)
    mine = a.record_win(1, 1, 1, p[0], p[1], fan=10)
    b.record_win(1, 1, 1, p[2], None, fan=16, replace=True)
    with pytest.raises(Stale, match=STALE_TEXT):
        a.undo(mine)
    assert a.hands(1, 1)[0].fan == 16
    undone = b.record_draw(1, 1, 2)
    b.undo(undone)
    with pytest.raises(Stale):  # redo of a hand entered meanwhile elsewhere
        a.record_draw(1, 1, 2)
        b.redo(undone)


@pytest.mark.slow
def test_undo_keeps_the_match_state_true_to_its_hands(two_stations):
    _, a, b = two_stations
    mine = a.record_draw(1, 1, 3)
    for hand in range(1, 17):
        if hand != 3:
            b.record_draw(1, 1, hand)
    assert a.match_status(1)[0].state is MatchState.COMPLETE
    a.undo(mine)
    status = a.match_status(1)[0]
    assert (status.hands_entered, status.state) == (15, MatchState.OPEN)
    a.redo(mine)
    status = a.match_status(1)[0]
    assert (status.hands_entered, status.state) == (16, MatchState.COMPLETE)


@pytest.mark.slow
def test_the_cli_checks_the_version_too(tmp_path):
    # one service in this process: a second one opened here would drop this process's
    # SQLite locks (another issue), which is not what this test is about
    path = tmp_path / "t.mcr"
    a = create_tournament(path, TournamentSettings("T", sessions=1))
    for name in ("Ann", "Bo", "Cy", "Di"):
        a.add_player(name)
    a.seat_sessions()
    cli = [sys.executable, "-m", "app.cli"]
    out = subprocess.run(
        [*cli, "version", str(path), "--session", "1", "--table", "1"],
        capture_output=True,
        text=True,
        check=True,
    )
    seen = out.stdout.strip()
    assert seen == a.match_version(1, 1)
    a.record_draw(1, 1, 1)
    audited = len(a.audit())
    before = a.match_version(1, 1)
    args = ["--session", "1", "--table", "1", "--hand", "1", "--draw", "--replace"]
    refused = subprocess.run(
        [*cli, "hand", str(path), *args, "--expect-version", seen],
        capture_output=True,
        text=True,
    )
    assert refused.returncode == 1
    assert STALE_TEXT in refused.stderr
    assert a.match_version(1, 1) == before and len(a.audit()) == audited
    current = a.match_version(1, 1)
    ok = subprocess.run(
        [*cli, "hand", str(path), *args, "--expect-version", current],
        capture_output=True,
        text=True,
    )
    assert ok.returncode == 0, ok.stderr
    a.close()
