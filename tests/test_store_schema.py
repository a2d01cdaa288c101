"""Schema versions, migrations, the store interface and the audit log."""

import json
import sqlite3
from fractions import Fraction

import pytest

from app.domain.model import MatchState, Penalty, Player, Table, TableTotals, TournamentSettings
from app.store import SqliteStore, TournamentStore, create_store, open_store, schema, sqlite_store


def test_the_sqlite_store_implements_the_interface(tmp_path):
    store = create_store(tmp_path / "t.mcr", TournamentSettings("Cup"))
    try:
        assert isinstance(store, TournamentStore) and isinstance(store, SqliteStore)
        assert store.location.endswith("t.mcr")
    finally:
        store.close()


def test_an_older_file_is_migrated_once_in_one_audited_transaction(tmp_path, monkeypatch):
    path = tmp_path / "old.mcr"
    create_store(path, TournamentSettings("Cup")).close()
    # Pretend the program moved on to the next format, which adds a column.
    now = schema.SCHEMA_VERSION
    migrations = dict(schema.MIGRATIONS)
    migrations[now + 1] = "ALTER TABLE players ADD COLUMN rating INTEGER"
    monkeypatch.setattr(sqlite_store, "MIGRATIONS", migrations)
    monkeypatch.setattr(sqlite_store, "SCHEMA_VERSION", now + 1)
    store = open_store(path)
    try:
        conn = store._conn
        assert conn.execute("PRAGMA user_version").fetchone()[0] == now + 1
        assert "rating" in [r[1] for r in conn.execute("PRAGMA table_info(players)")]
        entry = store.list_audit(1)[0]
        assert (entry.operation, entry.old, entry.new) == (
            "upgrade file format",
            str(now),
            str(now + 1),
        )
    finally:
        store.close()
    open_store(path).close()  # already up to date: nothing to do, no second entry
    conn = sqlite3.connect(path)
    assert conn.execute("SELECT COUNT(*) FROM audit WHERE entity='file format'").fetchone()[0] == 1
    conn.close()


@pytest.mark.slow
def test_every_kind_of_change_is_audited_with_old_and_new(tmp_path):
    store = create_store(tmp_path / "t.mcr", TournamentSettings("Cup", sessions=1))
    try:
        for name in "ABCD":
            store.add_player(Player(0, name))
        store.put_player(Player(2, "Bea", country="NL"))
        store.put_tables(1, [Table(1, 1, (1, 2, 3, 4))])
        pen = store.add_penalty(Penalty(1, 1, 3, -30, "False win", shared=True))
        store.delete_penalty(pen.id)
        store.put_totals(TableTotals(1, 1, (1, -1, 0, 0)))
        store.set_match_state(1, 1, MatchState.COMPLETE)
        store.put_settings(TournamentSettings("Cup 2026", sessions=1))
        log = list(reversed(store.list_audit()))
        assert [a.entity for a in log] == [
            "settings", "player", "player", "player", "player", "player", "seating",
            "penalty", "penalty", "totals", "match state", "settings",
        ]  # fmt: skip
        renamed = log[5]
        assert json.loads(renamed.old)["name"] == "B" and json.loads(renamed.new)["name"] == "Bea"
        deleted = log[8]
        assert json.loads(deleted.old)["reason"] == "False win" and deleted.new is None
        assert json.loads(log[-1].new)["name"] == "Cup 2026"
    finally:
        store.close()


def test_the_file_refuses_what_would_make_it_inconsistent(tmp_path):
    """The schema's own checks: a second line of defence behind the service's rules."""
    from app.domain.errors import StoreError
    from app.domain.model import HandRecord

    store = create_store(tmp_path / "t.mcr", TournamentSettings("Cup", sessions=1))
    try:
        for name in "ABCD":
            store.add_player(Player(0, name))
        with pytest.raises(StoreError):
            store.add_player(Player(0, "A"))  # duplicate name
        with pytest.raises(StoreError):
            store.put_hand(HandRecord(1, 1, 1, 1, None, 8, (1, 0, 0, 0)))  # not zero-sum
        with pytest.raises(StoreError):
            store.put_hand(HandRecord(1, 1, 1, 1, None, 8, (Fraction(1, 2), 0, 0, 0)))
        with pytest.raises(StoreError):
            store.put_hand(HandRecord(1, 1, 1, 1, 1, 8, (16, -16, 0, 0)))  # winner discarded
        # Hand numbers and the minimum depend on the rule system since schema version 4:
        # the domain checks them through the rule module (tests/test_tournament_rules.py).
        assert store.list_hands() == []
    finally:
        store.close()
