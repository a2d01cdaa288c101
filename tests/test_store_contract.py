"""One behaviour for every store backend (issue 13): the same domain operations,
refusals, audit entries with old and new values, schema versions and migrations, and
damaged or foreign databases refused untouched. Parametrized over the backends in
tests/store_backends.py (a PostgreSQL server is started by the `pg_server` fixture)."""

from __future__ import annotations

import json

import pytest

from app.domain.errors import NotATournamentFile, Refused, StoreError, TooNewFile
from app.domain.model import MatchState, Table, TournamentSettings
from app.domain.store import TournamentStore
from app.store import SCHEMA_VERSION, open_store
from app.tournament import create_tournament, import_players, open_tournament

PLAYERS = [f"Player {i}" for i in range(1, 9)]


@pytest.fixture
def svc(backend):
    with create_tournament(backend.location(), TournamentSettings("Cup", 2)) as s:
        for name in PLAYERS:
            s.add_player(name, country="DE")
        s.seat_sessions(seed=3, time_limit=1)
        yield s


@pytest.mark.slow
def test_the_store_implements_the_protocol(svc):
    assert isinstance(svc.store, TournamentStore)


@pytest.mark.slow
def test_every_domain_operation_round_trips(svc):
    t = svc.tables(1)[0]
    a, b, c, d = t.seats
    svc.record_win(1, 1, 1, a, b, fan=8)
    svc.record_win(1, 1, 2, b, None, tiles="123m456p789s11122z")
    svc.record_draw(1, 1, 3)
    svc.record_win(1, 1, 3, c, d, fan=10, replace=True)
    svc.delete_hand(1, 1, 2)
    pen = svc.record_penalty(1, 1, d, -30, "false win", shared=True).new
    svc.record_penalty(1, 1, a, -5, "slow play")
    svc.delete_penalty(pen.id)
    svc.set_totals(1, 2, [10, -5, -3, -2])
    svc.set_match_state(1, 2, MatchState.VERIFIED)
    hands = svc.hands(1, 1)
    assert [(h.hand, h.winner, h.fan) for h in hands] == [(1, a, 8), (3, c, 10)]
    assert hands[0].points == tuple(
        {a: 8 + 24, b: -8 - 8}.get(p, -8) for p in t.seats
    )  # 8 from each, the discarder pays the fan too
    assert [p.reason for p in svc.penalties(1, 1)] == ["slow play"]
    assert svc.store.get_totals(1, 2).totals == (10, -5, -3, -2)
    status = {s.table: s for s in svc.match_status(1)}
    assert status[2].state == MatchState.VERIFIED and status[1].hands_entered == 2
    assert svc.store.get_hand(1, 1, 2) is None
    tiles = svc.store.get_hand(1, 1, 3)
    assert tiles.draw is False and tiles.fans == ()


@pytest.mark.slow
def test_scored_hands_keep_their_fans(svc):
    a, b, *_ = svc.tables(1)[0].seats
    svc.record_win(1, 1, 1, b, None, tiles="123m456p789s11122z")
    stored = svc.store.get_hand(1, 1, 1)
    assert stored.tiles.startswith("123m456p789s11122z|") and stored.fans
    assert stored.fan == sum(f.points * f.count for f in stored.fans)


@pytest.mark.slow
def test_refusals_change_nothing(svc, backend):
    a, b, *_ = svc.tables(1)[0].seats
    svc.record_win(1, 1, 1, a, b, fan=8)
    before = len(svc.audit())
    for bad in (
        lambda: svc.record_win(1, 1, 1, a, b, fan=9),  # already entered
        lambda: svc.record_win(1, 1, 2, a, a, fan=9),  # winner is the discarder
        lambda: svc.record_win(1, 1, 2, a, b, fan=7),  # under 8 fan
        lambda: svc.record_penalty(1, 1, a, -31, "x", shared=True),
        lambda: svc.add_player("player 1"),  # name taken (any case)
        lambda: svc.set_totals(1, 1, [1, 2, 3, -6]),  # hands entered
    ):
        with pytest.raises(Refused):
            bad()
    assert len(svc.audit()) == before
    assert [h.hand for h in svc.hands(1, 1)] == [1]


@pytest.mark.slow
def test_audit_entries_hold_old_and_new_values(svc):
    a, b, c, _ = svc.tables(1)[0].seats
    svc.record_win(1, 1, 5, a, b, fan=8)
    svc.record_win(1, 1, 5, c, b, fan=12, replace=True)
    svc.delete_hand(1, 1, 5)
    entries = [e for e in svc.audit() if e.entity == "hand"]
    deleted, replaced, added = entries[:3]
    assert added.old is None and json.loads(added.new)["fan"] == 8
    assert json.loads(replaced.old)["winner"] == a and json.loads(replaced.new)["winner"] == c
    assert json.loads(deleted.old)["fan"] == 12 and deleted.new is None
    assert {e.key for e in entries[:3]} == {"1/1/5"}
    assert replaced.operation == "record hand 1/1/5" and replaced.at.endswith("+00:00")
    first = svc.audit()[-1]
    assert first.operation == "new tournament" and json.loads(first.new)["name"] == "Cup"


@pytest.mark.slow
def test_undo_and_redo_through_the_store(svc):
    a, b, *_ = svc.tables(1)[0].seats
    change = svc.record_win(1, 1, 1, a, b, fan=8)
    svc.undo(change)
    assert svc.hands(1, 1) == []
    svc.redo(change)
    assert [h.fan for h in svc.hands(1, 1)] == [8]
    pen = svc.record_penalty(1, 1, a, -10, "late")
    svc.undo(pen)
    svc.redo(pen)
    assert [p.id for p in svc.penalties(1, 1)] == [pen.new.id]


@pytest.mark.slow
def test_ids_and_numbers_are_never_reused(svc):
    a, *_ = svc.tables(1)[0].seats
    first = svc.record_penalty(1, 1, a, -10, "late").new
    svc.delete_penalty(first.id)
    second = svc.record_penalty(1, 1, a, -10, "late again").new
    assert second.id > first.id
    extra = svc.add_player("Extra").new
    svc.remove_player(extra.number)
    assert svc.add_player("Extra 2").new.number == extra.number + 1


@pytest.mark.slow
def test_standings_from_the_store(svc):
    t = svc.tables(1)[0]
    for h in range(1, 17):
        svc.record_win(1, 1, h, t.seats[h % 4], t.seats[(h + 1) % 4], fan=8 + h)
    rows = svc.standings()
    assert len(rows) == len(PLAYERS)
    assert sum(r.score for r in rows) == 0
    assert {s.table: s.state for s in svc.match_status(1)}[1] == MatchState.COMPLETE


def test_a_new_tournament_has_the_current_schema(backend):
    loc = backend.location()
    create_tournament(loc, TournamentSettings("New", 1)).close()
    assert backend.schema_version(loc) == SCHEMA_VERSION


@pytest.mark.parametrize("old", [3, SCHEMA_VERSION - 1])
@pytest.mark.slow
def test_an_older_tournament_is_migrated_with_an_audit_entry(backend, old):
    loc = backend.location()
    backend.create_old(loc, old)
    with open_tournament(loc) as s:
        assert [p.name for p in s.players()] == ["Old Player"]
        assert any(e.entity == "file format" for e in s.audit())
        s.add_player("New Player")
    assert backend.schema_version(loc) == SCHEMA_VERSION


@pytest.mark.slow
def test_an_older_tournament_read_only_is_not_upgraded(backend):
    loc = backend.location()
    backend.create_old(loc, SCHEMA_VERSION - 1)
    before = backend.fingerprint(loc)
    with open_tournament(loc, read_only=True) as s:
        assert [p.name for p in s.players()] == ["Old Player"]
    assert backend.fingerprint(loc) == before


@pytest.mark.slow
def test_a_too_new_tournament_is_refused_untouched(backend):
    loc = backend.location()
    create_tournament(loc, TournamentSettings("Future", 1)).close()
    backend.set_schema_version(loc, SCHEMA_VERSION + 1)
    before = backend.fingerprint(loc)
    with pytest.raises(TooNewFile):
        open_store(loc)
    assert backend.fingerprint(loc) == before


@pytest.mark.slow
def test_a_foreign_database_is_refused_untouched(backend):
    loc = backend.location()
    backend.make_foreign(loc)
    before = backend.fingerprint(loc)
    with pytest.raises(NotATournamentFile):
        open_store(loc)
    with pytest.raises(StoreError):
        create_tournament(loc, TournamentSettings("Over it", 1))
    assert backend.fingerprint(loc) == before


@pytest.mark.slow
def test_damaged_data_is_refused_with_nothing_written(backend):
    from app.domain.errors import DamagedFile
    from tests.store_backends import damage_settings

    loc = backend.location()
    with create_tournament(loc, TournamentSettings("Hurt", 1)) as s:
        for name in PLAYERS[:4]:
            s.add_player(name)
        s.seat_sessions(seed=1, time_limit=1)
    damage_settings(backend, loc)
    before = backend.fingerprint(loc)
    with open_tournament(loc) as s:
        with pytest.raises(DamagedFile):
            s.settings()
        seats = s.tables(1)[0].seats
        with pytest.raises(DamagedFile):
            s.record_win(1, 1, 1, seats[0], None, fan=8)
    assert backend.fingerprint(loc) == before


@pytest.mark.slow
def test_the_other_operations_round_trip(svc, tmp_path):
    import dataclasses

    svc.update_settings(dataclasses.replace(svc.settings(), name="Cup 2", venue="Hall"))
    assert (svc.settings().name, svc.settings().venue) == ("Cup 2", "Hall")
    p = svc.player(1)
    svc.update_player(dataclasses.replace(p, team="Red", active=False))
    assert (svc.player(1).team, svc.player(1).active) == ("Red", False)
    csv = tmp_path / "more.csv"
    csv.write_text("name,country\nZed Late,FR\nPlayer 2,DE\n", encoding="utf-8")
    report = import_players(svc, csv)
    assert [x.name for x in report.added] == ["Zed Late"] and len(report.rejected) == 1
    svc.remove_player(svc.player("Zed Late").number)
    t = svc.tables(2)
    swapped = [Table(2, 1, t[1].seats), Table(2, 2, t[0].seats)]
    svc.set_tables(2, swapped)
    assert [x.seats for x in svc.tables(2)] == [t[1].seats, t[0].seats]
    a = svc.tables(1)[0].seats[0]
    svc.record_false_win(1, 1, a)
    svc.set_totals(1, 2, [6, -2, -2, -2])
    svc.clear_totals(1, 2)
    assert svc.store.get_totals(1, 2) is None
    svc.record_draw(1, 1, 1)
    svc.set_match_state(1, 1, MatchState.COMPLETE)
    svc.set_match_state(1, 1, MatchState.OPEN)
    assert {s.table: s.state for s in svc.match_status(1)}[1] == MatchState.OPEN
    assert [x.points for x in svc.penalties(1, 1)] == [-30]
    assert svc.team_standings()[0].team == "Red"


@pytest.mark.slow
def test_a_change_based_on_an_outdated_match_is_refused(svc):
    """The per-match version (app/domain/versions.py) on every backend: another
    station's entry makes this station's view outdated; its change is refused."""
    from app.domain.versions import Stale

    other = open_tournament(getattr(svc.store, "url", None) or svc.store.location)
    a, b, *_ = svc.tables(1)[0].seats
    seen = svc.match_version(1, 1)
    other.record_win(1, 1, 1, b, None, fan=9)
    with pytest.raises(Stale, match="changed at another station: reload"):
        svc.record_win(1, 1, 2, a, None, fan=8, expected_version=seen)
    assert [h.hand for h in svc.hands(1, 1)] == [1]
    svc.record_win(1, 1, 2, a, None, fan=8, expected_version=svc.match_version(1, 1))
    other.close()


def _other_station(svc):
    return open_tournament(getattr(svc.store, "url", None) or svc.store.location)


@pytest.mark.parametrize(
    "change",
    [
        "penalty",
        "delete penalty",
        "totals",
        "clear totals",
        "verify",
        "reopen",
    ],
)
@pytest.mark.slow
def test_penalties_totals_and_states_on_an_outdated_view_are_refused(svc, change):
    """Every change to a match, not only a hand, carries the version the station saw:
    another station's change to the match meanwhile refuses it, and nothing of it is
    stored (the other station's change stands)."""
    from app.domain.versions import STALE_TEXT, Stale

    other = _other_station(svc)
    a, b, c, d = svc.tables(1)[0].seats
    if change in ("clear totals", "reopen"):
        svc.set_totals(1, 1, [12, -4, -4, -4])  # the match complete by its totals
    if change == "verify":
        svc.record_win(1, 1, 1, a, None, fan=8)
        svc.set_match_state(1, 1, MatchState.COMPLETE)
    if change == "delete penalty":
        svc.record_penalty(1, 1, a, -10, "slow play")
    seen = svc.match_version(1, 1)
    # the other station changes the same match: a penalty (allowed in every state)
    other.record_penalty(1, 1, d, -5, "talking")
    before = (svc.penalties(1, 1), svc.store.get_totals(1, 1), svc.match_status(1))
    with pytest.raises(Stale, match=STALE_TEXT):
        if change == "penalty":
            svc.record_penalty(1, 1, b, -30, "false win", expected_version=seen)
        elif change == "delete penalty":
            mine = [p for p in svc.penalties(1, 1) if p.reason == "slow play"][0]
            svc.delete_penalty(mine.id, expected_version=seen)
        elif change == "totals":
            svc.set_totals(1, 1, [6, -2, -2, -2], expected_version=seen)
        elif change == "clear totals":
            svc.clear_totals(1, 1, expected_version=seen)
        elif change == "verify":
            svc.set_match_state(1, 1, MatchState.VERIFIED, expected_version=seen)
        else:
            svc.set_match_state(1, 1, MatchState.OPEN, expected_version=seen)
    assert (svc.penalties(1, 1), svc.store.get_totals(1, 1), svc.match_status(1)) == before
    assert not svc.audit(1)[0].operation.startswith(("delete", "totals", "clear", "match"))
    # on the current view the same change goes through
    fresh = svc.match_version(1, 1)
    assert fresh != seen
    if change == "verify":
        svc.set_match_state(1, 1, MatchState.VERIFIED, expected_version=fresh)
        assert {s.table: s.state for s in svc.match_status(1)}[1] == MatchState.VERIFIED
    elif change == "totals":
        svc.set_totals(1, 1, [6, -2, -2, -2], expected_version=fresh)
        assert svc.store.get_totals(1, 1).totals == (6, -2, -2, -2)
    other.close()


@pytest.mark.slow
def test_a_change_on_another_match_does_not_make_a_view_outdated(svc):
    """The version is per match: a station's view of table 1 stays current while
    another station enters table 2."""
    other = _other_station(svc)
    a = svc.tables(1)[0].seats[0]
    e = svc.tables(1)[1].seats[0]
    seen = svc.match_version(1, 1)
    other.record_win(1, 2, 1, e, None, fan=8)
    other.record_penalty(1, 2, e, -5, "talking")
    svc.record_penalty(1, 1, a, -10, "slow play", expected_version=seen)
    other.close()
