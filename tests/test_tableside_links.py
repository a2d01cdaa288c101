"""Seat links (table-side entry): one secret per seat, found in constant time by the
store, replaced by --rotate, never in the audit, a backup's other tables or a message;
a format 7 tournament is upgraded to hold them."""

from __future__ import annotations

import json
import sqlite3

import pytest

from app.cli import main
from app.domain.tableside import UnknownSeat
from app.store import pg_schema, schema
from app.tournament import open_tournament
from tests.tableside_helpers import tokens, tournament


@pytest.fixture
def svc(tmp_path):
    service = tournament(str(tmp_path / "t.mcrt"))
    yield service
    service.close()


def test_every_seat_of_a_session_has_its_own_long_secret(svc):
    links = svc.seat_links(1)
    assert [(s.table, s.letter) for s in links] == [
        (t, w) for t in (1, 2) for w in ("E", "S", "W", "N")
    ]
    secrets_ = [s.token for s in links]
    assert len(set(secrets_)) == 8 and all(len(t) >= 32 for t in secrets_)  # >= 192 bits
    assert svc.seat_links(1) == links  # kept, not made again
    assert {s.token for s in svc.seat_links(2)}.isdisjoint(secrets_)


def test_a_token_finds_its_seat_and_nothing_else_does(svc):
    link = svc.seat_links(1)[6]
    found = svc.seat_of_token(link.token)
    assert (found.session, found.table, found.letter) == (1, 2, "W")
    for wrong in ("", "x", link.token[:-1], link.token + "x", link.token.upper(), "é" * 300):
        with pytest.raises(UnknownSeat) as refused:
            svc.seat_of_token(wrong)
        assert refused.value.status == 401
    assert link.token not in repr(found)


def test_rotating_replaces_the_sessions_secrets_and_the_old_ones_stop_working(svc):
    old = tokens(svc)
    other_session = tokens(svc, session=2)
    svc.seat_links(1, rotate=True)
    new = tokens(svc)
    assert set(new.values()).isdisjoint(old.values())
    with pytest.raises(UnknownSeat):
        svc.seat_of_token(old["E"])
    assert svc.seat_of_token(new["E"]).letter == "E"
    assert tokens(svc, session=2) == other_session  # another session keeps its links


def test_the_audit_names_the_rotation_but_never_a_secret(svc, tmp_path):
    first = tokens(svc)
    svc.seat_links(1, rotate=True)
    operations = [e.operation for e in svc.audit()]
    assert "seat links of session 1 made" in operations
    assert "seat links of session 1 rotated" in operations
    svc.close()
    every = [*first.values(), *tokens(open_tournament(tmp_path / "t.mcrt")).values()]
    conn = sqlite3.connect(tmp_path / "t.mcrt")
    audit = repr(conn.execute("SELECT * FROM audit").fetchall())
    stored = repr(conn.execute("SELECT token FROM seat_links").fetchall())
    conn.close()
    assert any(t in stored for t in every)  # the check below can fail
    assert not any(t in audit for t in every)


def test_a_backup_keeps_the_links_table_only(svc, tmp_path):
    secret = tokens(svc)["N"]
    backup = svc.backup(tmp_path / "copy.mcrt")
    conn = sqlite3.connect(backup)
    dump = list(conn.iterdump())
    conn.close()
    links = [line for line in dump if line.startswith('INSERT INTO "seat_links"')]
    others = [line for line in dump if not line.startswith('INSERT INTO "seat_links"')]
    assert any(secret in line for line in links)
    assert not any(secret in line for line in others)
    assert secret not in backup.name


def test_a_session_without_seating_has_no_links(tmp_path):
    from app.domain.errors import Refused
    from app.domain.model import TournamentSettings
    from app.tournament import create_tournament

    with create_tournament(tmp_path / "e.mcrt", TournamentSettings("Cup", 2)) as empty:
        with pytest.raises(Refused, match="no seating"):
            empty.seat_links(1)


def test_links_cli_prints_the_contract_json(svc, tmp_path, capsys):
    stored = tokens(svc)
    svc.close()
    location = str(tmp_path / "t.mcrt")
    base = "http://192.168.1.5:9000"
    assert main(["links", location, "--session", "1", "--json", "--base-url", base]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["results"] == "http://192.168.1.5:9000/results"
    first = data["seats"][0]
    assert set(first) == {"session", "table", "seat", "player", "name", "url", "token"}
    assert first == {
        "session": 1,
        "table": 1,
        "seat": "E",
        "player": 1,
        "name": "Ann",
        "url": f"http://192.168.1.5:9000/seat/{stored['E']}",
        "token": stored["E"],
    }
    assert [s["name"] for s in data["seats"]] == ["Ann", "Bob", "Cat", "Dan"] + [
        "Eve", "Fay", "Gus", "Hal"
    ]  # fmt: skip
    assert main(["links", location, "--session", "1", "--json", "--rotate"]) == 0
    rotated = json.loads(capsys.readouterr().out)
    assert rotated["seats"][0]["url"].startswith("http://127.0.0.1:8765/seat/")
    assert rotated["seats"][0]["token"] != stored["E"]


def test_links_cli_refusals_are_one_line(svc, tmp_path, capsys):
    svc.close()
    location = str(tmp_path / "t.mcrt")
    assert main(["links", location, "--session", "3"]) == 1
    assert capsys.readouterr().err.strip() == "error: There is no session 3 (1 to 2)."
    assert main(["links", location, "--session", "1", "--base-url", "ftp://h/"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--base-url" in err


def test_version_8_adds_the_tables_to_both_databases():
    assert schema.SCHEMA_VERSION >= 8
    for migrations in (schema.MIGRATIONS, pg_schema.MIGRATIONS):
        assert "seat_links" in migrations[8] and "proposals" in migrations[8]


@pytest.mark.slow
def test_a_version_7_tournament_is_upgraded_and_takes_links(backend):
    from app.domain.model import Table

    loc = backend.location()
    backend.create_old(loc, 7)
    with open_tournament(loc, read_only=True) as svc:  # read-only: no links, no upgrade
        assert svc.proposals(1, 1) == [] and svc.referee_queue() == []
    assert backend.schema_version(loc) == 7
    with open_tournament(loc) as svc:
        for name in ("Bea", "Cid", "Dot"):
            svc.add_player(name)
        svc.set_tables(1, [Table(1, 1, (1, 2, 3, 4))])
        secret = tokens(svc)["S"]
        assert any(e.entity == "file format" and e.new == "8" for e in svc.audit())
    assert backend.schema_version(loc) == schema.SCHEMA_VERSION
    with open_tournament(loc) as svc:
        assert svc.seat_of_token(secret).letter == "S"


@pytest.mark.slow
def test_links_on_a_server_rotate_and_stay_out_of_the_audit(backend):
    with tournament(backend.location()) as svc:
        old = tokens(svc)
        svc.seat_links(1, rotate=True)
        with pytest.raises(UnknownSeat):
            svc.seat_of_token(old["W"])
        new = tokens(svc)
        assert svc.seat_of_token(new["W"]).letter == "W"
        text = repr(svc.audit())
        assert not any(t in text for t in (*old.values(), *new.values()))


def test_a_table_seated_later_gets_links_and_the_others_keep_theirs(svc):
    from app.domain.model import Table

    before = svc.seat_links(1)
    svc.add_player("Ida")
    svc.add_player("Jo")
    svc.add_player("Kim")
    svc.add_player("Lu")
    svc.set_tables(1, [*svc.tables(1), Table(1, 3, (9, 10, 11, 12))])
    after = svc.seat_links(1)
    assert after[:8] == before and [s.table for s in after[8:]] == [3] * 4
    made = [e for e in svc.audit() if e.entity == "seat links"]
    assert [json.loads(e.new)["seats"] for e in made] == [12, 8]  # newest first
    svc.seat_links(1)
    assert len([e for e in svc.audit() if e.entity == "seat links"]) == 2  # nothing to write
