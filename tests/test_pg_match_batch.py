"""A match's change on the server reads its rows through prepared statements
(app/store/pg_match.py): made once per connection, kept through refused and rolled
back changes, made again on the new connection after the server process is gone, and
re-planned by the server when a table they read changes. A real PostgreSQL server."""

from __future__ import annotations

import dataclasses
import json

import psycopg
import pytest

from app.domain.errors import Refused
from app.domain.model import MatchState, Table, TournamentSettings
from app.domain.service import TournamentService
from app.tournament import create_tournament, open_tournament
from tests.store_backends import PgBackend

READS = {"mcr_seats", "mcr_settings", "mcr_state", "mcr_hands", "mcr_penalties", "mcr_totals"}


@pytest.fixture
def url(pg_server):
    backend = PgBackend(pg_server)
    location = backend.location()
    with create_tournament(location, TournamentSettings("Cup", 1)) as s:
        for n in range(1, 9):
            s.add_player(f"Player {n}")
        s.set_tables(1, [Table(1, 1, (1, 2, 3, 4)), Table(1, 2, (5, 6, 7, 8))])
    yield location
    backend.close()


def _prepared(svc: TournamentService) -> set[str]:
    # pg_prepared_statements shows the statements of the asking session only: the
    # store's own connection
    rows = svc.store._conn.execute("SELECT name FROM pg_prepared_statements").fetchall()
    return {r[0] for r in rows} & READS


def _fans(url: str) -> list[tuple[int, int, object]]:
    with open_tournament(url, read_only=True) as svc:
        return [(h.table, h.hand, h.fan) for h in svc.all_hands() if h.session == 1]


def test_a_match_change_prepares_its_reads_once_and_keeps_them(url):
    with open_tournament(url) as svc:
        assert _prepared(svc) == set()  # opening prepares nothing (a reader never needs them)
        svc.record_win(1, 1, 1, 1, None, fan=8)
        assert _prepared(svc) == READS
        with pytest.raises(Refused):  # refused inside the transaction: rolled back
            svc.record_win(1, 1, 1, 2, None, fan=9)
        svc.record_win(1, 2, 1, 5, None, fan=10)
        assert _prepared(svc) == READS
    assert _fans(url) == [(1, 1, 8), (2, 1, 10)]


def test_the_reads_are_prepared_again_on_a_new_connection(url):
    with open_tournament(url) as svc:
        svc.record_win(1, 1, 1, 1, None, fan=8)
        old = svc.store._conn.info.backend_pid
        with psycopg.connect(url, autocommit=True) as admin:  # the server process is gone
            admin.execute("SELECT pg_terminate_backend(%s)", (old,))
        svc.record_win(1, 1, 2, 2, None, fan=9)  # reconnects, prepares, enters
        assert svc.store._conn.info.backend_pid != old
        assert _prepared(svc) == READS
        assert [h.fan for h in svc.hands(1, 1)] == [8, 9]
    assert _fans(url) == [(1, 1, 8), (1, 2, 9)]


def test_a_prepared_read_sees_a_column_added_after_it_was_prepared(url):
    # The server re-plans a prepared statement when a table it reads changes: a change
    # made after another program altered a table still reads the match correctly.
    with open_tournament(url) as svc:
        svc.record_win(1, 1, 1, 1, None, fan=8)
        with psycopg.connect(url, autocommit=True) as admin:
            admin.execute("ALTER TABLE penalties ADD COLUMN note TEXT")
            admin.execute("CREATE INDEX hands_fan ON hands (fan)")
        svc.record_penalty(1, 1, 2, -10, "late")
        svc.record_win(1, 1, 2, 3, None, fan=9)
        assert [p.points for p in svc.penalties(1, 1)] == [-10]
    assert _fans(url) == [(1, 1, 8), (1, 2, 9)]


def test_a_refused_entry_keeps_the_sessions_prepared_statements(url):
    # psycopg deallocates every prepared statement after a ROLLBACK it sees; a refused
    # entry (rolled back) must not cost the station its prepared writes and reads.
    with open_tournament(url) as svc:
        svc.record_win(1, 1, 1, 1, None, fan=8)
        for _ in range(6):  # enough uses for psycopg to prepare a read of its own
            svc.hands(1, 2)
        before = svc.store._conn.execute("SELECT name FROM pg_prepared_statements").fetchall()
        assert len(before) > len(READS)
        with pytest.raises(Refused):
            svc.record_win(1, 1, 1, 2, None, fan=9)  # already entered: rolled back
        after = svc.store._conn.execute("SELECT name FROM pg_prepared_statements").fetchall()
        assert sorted(after) == sorted(before)
        svc.record_win(1, 1, 2, 3, None, fan=10)
    assert _fans(url) == [(1, 1, 8), (1, 2, 10)]


def test_awkward_text_is_stored_exactly_through_the_commits_text(url):
    # The held-back writes go to the server as one text with their values quoted by
    # psycopg: quotes, backslashes, percent and question marks, semicolons, dollar
    # quoting and any script reach the database exactly as given, as values only.
    reason = "O'Brien \\ 100% ?; DROP TABLE hands; -- $$ $tag$ 「罚分」 ''"
    with open_tournament(url) as svc:
        svc.record_penalty(1, 1, 2, -10, reason)
        svc.record_win(1, 1, 1, 1, None, fan=8)
        entries = svc.audit(3)
    with open_tournament(url, read_only=True) as svc:
        assert [p.reason for p in svc.penalties(1, 1)] == [reason]
    assert _fans(url) == [(1, 1, 8)]
    logged = [json.loads(e.new or "{}") for e in entries if e.entity == "penalty"]
    assert [p["reason"] for p in logged] == [reason]


def test_a_match_change_uses_settings_changed_by_another_station(url):
    # The settings read with each match change are parsed once while their text stays
    # the same: a change made at another station meanwhile is used at the next entry.
    with open_tournament(url) as svc, open_tournament(url) as other:
        svc.record_penalty(1, 1, 2, -10, "late")  # reads (and keeps) the settings
        changed = dataclasses.replace(
            other.settings(), rule_system="mahjong-online", hands_per_match=4
        )
        other.update_settings(changed)
        for hand in range(1, 5):
            svc.record_win(1, 2, hand, 5, None, fan=8)
        assert svc.match_status(1)[1].state == MatchState.COMPLETE  # 4 hands a match
        with pytest.raises(Refused, match="1 to 4"):
            svc.record_win(1, 1, 5, 1, None, fan=8)


def test_a_matchs_status_read_with_its_lock_is_the_servers(pg_server):
    # Inside a match's change the status is built from the rows read with its lock
    # (state, hands, totals): it must equal the server's own query for every kind of
    # match, and a match without seats has none.
    backend = PgBackend(pg_server)
    location = backend.location()
    try:
        with create_tournament(location, TournamentSettings("Cup", 1)) as svc:
            for n in range(1, 21):
                svc.add_player(f"Player {n}")
            svc.set_tables(
                1, [Table(1, t, tuple(range(4 * t - 3, 4 * t + 1))) for t in range(1, 6)]
            )
            for hand in range(1, 4):  # table 2: three hands and a penalty
                svc.record_win(1, 2, hand, 5, None, fan=8)
            svc.record_penalty(1, 2, 6, -10, "late")
            for hand in range(1, 17):  # table 3: complete
                svc.record_win(1, 3, hand, 9, None, fan=8)
            svc.set_totals(1, 4, (10, -10, 20, -20))  # table 4: totals only
            svc.set_totals(1, 5, (0, 0, 8, -8))  # table 5: verified
            svc.set_match_state(1, 5, MatchState.VERIFIED)
            store = svc.store
            for t in range(1, 7):  # table 6 has no seats
                server = store.list_match_status(1, t)
                with store.transaction("look", match=(1, t)):
                    assert store.list_match_status(1, t) == server
            assert [s.state for s in store.list_match_status(1)] == [
                MatchState.OPEN,
                MatchState.OPEN,
                MatchState.COMPLETE,
                MatchState.COMPLETE,
                MatchState.VERIFIED,
            ]
    finally:
        backend.close()
