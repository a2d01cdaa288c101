"""A change to one match, on every backend (issue 21, item 6).

On a server a match's change reads the match with its lock and holds its writes back
until COMMIT (app/store/pg_match.py): what it reads after its own write must include
that write, a write the server refuses must leave nothing of the change stored, and a
change based on an outdated view of the match is refused with "changed at another
station" whatever the change (hands entered, corrected, deleted, drawn; penalties,
totals and states are in test_store_contract.py). Parametrized over the backends
(tests/store_backends.py; a real PostgreSQL server)."""

from __future__ import annotations

import pytest

from app.domain.errors import Refused, StoreError
from app.domain.model import HandRecord, MatchState, Player, Table, TournamentSettings
from app.domain.service import TournamentService
from app.domain.versions import STALE_TEXT, Stale
from app.tournament import create_tournament, open_tournament


@pytest.fixture
def svc(backend):
    with create_tournament(backend.location(), TournamentSettings("Cup", 1)) as s:
        for n in range(1, 9):
            s.add_player(f"Player {n}")
        s.set_tables(1, [Table(1, 1, (1, 2, 3, 4)), Table(1, 2, (5, 6, 7, 8))])
        yield s


def _other(svc: TournamentService) -> TournamentService:
    return open_tournament(getattr(svc.store, "url", None) or svc.store.location)


def _win(hand: int, fan: int = 8) -> HandRecord:
    return HandRecord(1, 1, hand, 1, None, fan, (3 * (8 + fan), -(8 + fan), -(8 + fan), -(8 + fan)))


def test_reads_after_a_write_in_the_matchs_transaction_see_the_write(svc):
    store = svc.store
    svc.record_win(1, 1, 1, 1, None, fan=8)
    with store.transaction("two hands", match=(1, 1)):
        assert [h.hand for h in store.list_hands(1, 1)] == [1]
        store.put_hand(_win(2, 9))
        assert store.get_hand(1, 1, 2) == _win(2, 9)
        assert [h.hand for h in store.list_hands(1, 1)] == [1, 2]
        assert store.list_match_status(1, 1)[0].hands_entered == 2
        store.put_hand(_win(2, 10))  # replaced: its audit entry's old value is the 9
        store.set_match_state(1, 1, MatchState.COMPLETE)
        assert store.list_match_status(1, 1)[0].state == MatchState.COMPLETE
        assert store.list_tables(1, 1) == [Table(1, 1, (1, 2, 3, 4))]
    assert [h.fan for h in svc.hands(1, 1)] == [8, 10]
    entries = svc.audit(4)
    assert [e.entity for e in entries[:3]] == ["match state", "hand", "hand"]
    assert '"fan": 9' in (entries[1].old or "") and '"fan": 10' in (entries[1].new or "")


@pytest.mark.slow
def test_a_write_refused_by_the_database_leaves_nothing_of_the_change(svc):
    store = svc.store
    before = (svc.hands(1, 1), svc.audit(), svc.match_status(1))
    with pytest.raises(StoreError):
        with store.transaction("hand and a clashing player", match=(1, 1)):
            store.put_hand(_win(1))
            store.put_hand(_win(2))
            # player 1 exists: the database refuses this insert (on a server, at COMMIT,
            # where the held-back writes go); the hands before it must not stay
            store.add_player(Player(1, "Someone else"))
    assert (svc.hands(1, 1), svc.audit(), svc.match_status(1)) == before
    svc.record_win(1, 1, 1, 1, None, fan=8)  # the store goes on working
    assert [h.hand for h in svc.hands(1, 1)] == [1]


@pytest.mark.slow
def test_a_refused_entry_changes_nothing_and_the_next_one_is_stored(svc):
    svc.record_win(1, 1, 1, 1, None, fan=8)
    audit = svc.audit()
    with pytest.raises(Exception, match="already entered"):
        svc.record_win(1, 1, 1, 2, None, fan=9)
    assert svc.audit() == audit and [h.fan for h in svc.hands(1, 1)] == [8]
    svc.record_win(1, 1, 2, 2, None, fan=9)
    assert [h.fan for h in svc.hands(1, 1)] == [8, 9]


@pytest.mark.parametrize("change", ["win", "draw", "correct", "delete", "re-enter"])
@pytest.mark.parametrize("theirs", ["hand", "penalty", "verified"])
@pytest.mark.slow
def test_every_hand_change_on_an_outdated_view_is_refused(svc, change, theirs):
    """Whatever this station does to a hand, and whatever the other station did to the
    match meanwhile (a hand, a penalty, its state), the change made on the old view is
    refused as "changed at another station" and nothing of it is stored."""
    other = _other(svc)
    svc.record_win(1, 1, 1, 1, None, fan=8)
    if theirs == "verified":
        for hand in range(2, 17):
            svc.record_draw(1, 1, hand)
    seen = svc.match_version(1, 1)
    if theirs == "hand":
        other.record_win(1, 1, 5, 2, None, fan=12)
    elif theirs == "verified":
        other.set_match_state(1, 1, MatchState.VERIFIED)
    else:
        other.record_penalty(1, 1, 3, -5, "talking")
    stored = (svc.hands(1, 1), svc.match_status(1), svc.penalties(1, 1))
    with pytest.raises(Stale, match=STALE_TEXT):
        if change == "win":
            svc.record_win(1, 1, 6, 3, None, fan=9, expected_version=seen)
        elif change == "draw":
            svc.record_draw(1, 1, 6, expected_version=seen)
        elif change == "correct":
            svc.record_win(1, 1, 1, 4, None, fan=10, replace=True, expected_version=seen)
        elif change == "delete":
            svc.delete_hand(1, 1, 1, expected_version=seen)
        else:
            svc.put_hand(_win(6), replace=False, expected_version=seen)
    assert (svc.hands(1, 1), svc.match_status(1), svc.penalties(1, 1)) == stored
    other.close()


@pytest.mark.slow
def test_deleting_a_penalty_another_station_deleted_is_a_conflict(svc):
    """The penalty on screen was deleted at another station: with the version the
    station saw, that is an outdated view ("changed at another station", the conflict
    dialog), as for a hand; without a version, the plain refusal."""
    other = _other(svc)
    svc.record_penalty(1, 1, 1, -10, "slow play")
    gone = svc.penalties(1, 1)[0].id
    seen = svc.match_version(1, 1)
    other.delete_penalty(gone)
    audit = svc.audit()
    with pytest.raises(Stale, match=STALE_TEXT) as refused:
        svc.delete_penalty(gone, expected_version=seen)
    assert str(refused.value).startswith("The penalty changed at another station")
    with pytest.raises(Refused, match=f"There is no penalty {gone}"):
        svc.delete_penalty(gone)
    assert svc.audit() == audit and svc.penalties(1, 1) == []
    other.close()


def _round_trips(store, action) -> int:
    """How many times the station waits for the server during `action`: the messages
    after which libpq waits for an answer (a simple Query, a pipeline's Sync), read
    from libpq's own protocol trace of the station's connection."""
    import re
    import tempfile

    from psycopg import pq

    conn = store._conn
    with tempfile.TemporaryFile("w+") as trace:
        conn.pgconn.trace(trace.fileno())
        conn.pgconn.set_trace_flags(pq.Trace.SUPPRESS_TIMESTAMPS)
        try:
            action()
        finally:
            conn.pgconn.untrace()
        trace.seek(0)
        sent = re.findall(r"^F\t\d+\t(\w+)", trace.read(), flags=re.MULTILINE)
    return sum(1 for message in sent if message in ("Query", "Sync"))


@pytest.mark.slow
def test_a_hand_entry_on_a_server_is_two_round_trips(pg_server):
    """Flat out, a station's latency is its round trips to a busy server: a hand entry
    is the batch that locks and reads the match, then its writes with COMMIT; a
    refused one is the batch and ROLLBACK (was 9 and 6, issue 21)."""
    from tests.store_backends import PgBackend

    backend = PgBackend(pg_server)
    with create_tournament(backend.location(), TournamentSettings("Cup", 1)) as svc:
        for n in range(1, 5):
            svc.add_player(f"Player {n}")
        svc.set_tables(1, [Table(1, 1, (1, 2, 3, 4))])
        svc.record_win(1, 1, 1, 1, None, fan=8)  # the connection warmed up
        assert _round_trips(svc.store, lambda: svc.record_win(1, 1, 2, 2, None, fan=9)) == 2
        assert _round_trips(svc.store, lambda: svc.record_draw(1, 1, 3)) == 2
        version = svc.match_version(1, 1)
        assert (
            _round_trips(
                svc.store, lambda: svc.record_win(1, 1, 4, 3, None, fan=8, expected_version=version)
            )
            == 2
        )

        def refused() -> None:
            with pytest.raises(Refused, match="already entered"):
                svc.record_win(1, 1, 1, 2, None, fan=9)

        assert _round_trips(svc.store, refused) == 2
        assert [h.fan for h in svc.hands(1, 1)] == [8, 9, None, 8]
    backend.close()
