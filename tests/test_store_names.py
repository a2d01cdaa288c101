"""File format 2: players' first and last names. A file of format 1 (as the program
wrote it before) opens, is upgraded in place in one audited transaction, keeps
everything it held, and takes the new names."""

import dataclasses
import json
import sqlite3

import pytest

from app.domain.errors import StoreError, TooNewFile
from app.domain.model import Player, Table, TournamentSettings
from app.store import create_store, open_store, schema, sqlite_store
from app.tournament import open_tournament

PLAYERS_V1 = [  # number, name, country, ema_id, team, substitute, active
    (1, "Wang Xiaoming", "CN", "04120001", "Dragons", 0, 1),
    (2, "Jan van der Berg", "NL", None, None, 0, 1),
    (3, "Anna Berg", "SE", None, "Dragons", 1, 1),
    (4, "Li Wei", None, None, None, 0, 0),
]


def make_v1_file(path, monkeypatch) -> None:
    """A tournament file of format 1, made by the creation code as it was (format 1
    is MIGRATIONS[1] alone), with players, a seating and a hand written in the
    format-1 column layout."""
    with monkeypatch.context() as m:
        m.setattr(sqlite_store, "SCHEMA_VERSION", 1)
        create_store(path, TournamentSettings("Old Cup", sessions=1)).close()
    conn = sqlite3.connect(path)
    with conn:
        conn.executemany(
            "INSERT INTO players (number, name, country, ema_id, team, substitute, active) "
            "VALUES (?,?,?,?,?,?,?)",
            PLAYERS_V1,
        )
        conn.executemany(
            "INSERT INTO seats VALUES (1, 1, ?, ?)", [(seat, seat + 1) for seat in range(4)]
        )
        conn.execute(
            "INSERT INTO hands (session, table_no, hand, winner, discarder, fan, p0, p1, p2, p3)"
            " VALUES (1, 1, 1, 1, 2, 8, 32, -16, -8, -8)"
        )
    conn.close()


def columns(path) -> list[str]:
    conn = sqlite3.connect(path)
    try:
        return [r[1] for r in conn.execute("PRAGMA table_info(players)")]
    finally:
        conn.close()


def user_version(path) -> int:
    conn = sqlite3.connect(path)
    try:
        return conn.execute("PRAGMA user_version").fetchone()[0]
    finally:
        conn.close()


def test_format_2_adds_the_name_columns():
    assert schema.SCHEMA_VERSION >= 2
    assert "first_name" in schema.MIGRATIONS[2] and "last_name" in schema.MIGRATIONS[2]


def test_a_new_file_has_the_columns_and_stores_the_names(tmp_path):
    path = tmp_path / "new.mcr"
    store = create_store(path, TournamentSettings("Cup"))
    try:
        p = store.add_player(Player(0, "Wang Xiaoming", first_name="Xiaoming", last_name="Wang"))
        assert store.get_player(p.number) == p
        assert store.list_players() == [p]
    finally:
        store.close()
    assert user_version(path) == schema.SCHEMA_VERSION
    assert columns(path)[7:9] == ["first_name", "last_name"]


def test_a_format_1_file_is_upgraded_in_place(tmp_path, monkeypatch):
    path = tmp_path / "old.mcr"
    make_v1_file(path, monkeypatch)
    assert user_version(path) == 1 and "first_name" not in columns(path)

    with open_tournament(path) as svc:
        # everything the old file held is still there, with no name parts
        assert [
            (p.number, p.name, p.country, p.ema_id, p.team, int(p.substitute), int(p.active))
            for p in svc.players()
        ] == PLAYERS_V1
        assert all(p.first_name is None and p.last_name is None for p in svc.players())
        assert svc.tables(1) == [Table(1, 1, (1, 2, 3, 4))]
        assert [h.points for h in svc.hands(1, 1)] == [(32, -16, -8, -8)]
        upgrade = next(a for a in svc.audit() if a.entity == "file format" and a.old == "1")
        assert (upgrade.operation, upgrade.entity, upgrade.old, upgrade.new) == (
            "upgrade file format",
            "file format",
            "1",
            "2",
        )
        # the upgraded file takes the new names, and the edit is audited
        wang = svc.player(1)
        svc.update_player(dataclasses.replace(wang, first_name="Xiaoming", last_name="Wang"))
        edit = svc.audit(1)[0]
        assert (edit.entity, edit.key) == ("player", "1")
        assert json.loads(edit.old)["last_name"] is None
        assert json.loads(edit.new)["last_name"] == "Wang"
        svc.add_player("Kim Minjun", first_name="Minjun", last_name="Kim")

    assert user_version(path) == schema.SCHEMA_VERSION
    assert columns(path)[7:9] == ["first_name", "last_name"]
    with open_tournament(path) as svc:  # opens again: no second upgrade
        assert svc.player(1).name_parts() == ("Xiaoming", "Wang")
        assert svc.player("Kim Minjun").name_parts() == ("Minjun", "Kim")
        assert svc.player(2).name_parts() == ("Jan van der", "Berg")  # nothing registered
        upgrades = [a for a in svc.audit() if a.entity == "file format"]
        assert len(upgrades) == schema.SCHEMA_VERSION - 1  # each step once


def test_a_failed_upgrade_leaves_the_file_as_it_was(tmp_path, monkeypatch):
    """The two ALTERs run in one transaction: if the second fails, the first is undone
    and the file stays at format 1."""
    path = tmp_path / "odd.mcr"
    make_v1_file(path, monkeypatch)
    conn = sqlite3.connect(path)
    conn.execute("ALTER TABLE players ADD COLUMN last_name TEXT")  # in the way
    conn.commit()
    conn.close()
    with pytest.raises(StoreError, match="duplicate column"):
        open_store(path)
    assert user_version(path) == 1
    assert "first_name" not in columns(path)


def test_a_file_of_a_later_format_is_still_refused(tmp_path):
    path = tmp_path / "future.mcr"
    create_store(path, TournamentSettings("Cup")).close()
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version={schema.SCHEMA_VERSION + 1}")
    conn.close()
    with pytest.raises(TooNewFile, match="newer version"):
        open_store(path)
