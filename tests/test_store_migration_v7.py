"""Schema version 7: players' romanised name and name order (the ranking bodies'
family and given names), in a file and on a server; a version 6 tournament opens,
keeps its players and takes the new details."""

import dataclasses

import pytest

from app.domain.model import Player, TournamentSettings
from app.store import pg_schema, schema
from app.tournament import create_tournament, open_tournament


def test_version_7_adds_the_columns_to_both_databases():
    assert schema.SCHEMA_VERSION >= 7
    for migrations in (schema.MIGRATIONS, pg_schema.MIGRATIONS):
        assert "romanised" in migrations[7] and "name_order" in migrations[7]


@pytest.mark.slow
def test_a_new_tournament_stores_romanised_name_and_order(backend):
    loc = backend.location()
    with create_tournament(loc, TournamentSettings("Cup", 1)) as svc:
        p = svc.add_player("黄志强", "CN").new
        svc.update_player(
            dataclasses.replace(p, romanised=" Huang  Zhiqiang ", name_order="family-first")
        )
    with open_tournament(loc) as svc:
        stored = svc.player(1)
        assert (stored.romanised, stored.name_order) == ("Huang Zhiqiang", "family-first")
        assert stored.latin_parts() == ("Zhiqiang", "Huang")


@pytest.mark.slow
def test_a_version_6_tournament_is_upgraded_and_takes_the_details(backend):
    loc = backend.location()
    backend.create_old(loc, 6)
    with open_tournament(loc) as svc:
        old = svc.player(1)
        assert old == Player(1, "Old Player")
        svc.update_player(
            dataclasses.replace(old, romanised="Old Player", name_order="given-first")
        )
        assert any(e.entity == "file format" and e.new == "7" for e in svc.audit())
    with open_tournament(loc) as svc:
        assert svc.player(1).name_order == "given-first"
    assert backend.schema_version(loc) == schema.SCHEMA_VERSION


@pytest.mark.slow
def test_a_version_6_tournament_copies_to_a_new_file(backend, tmp_path):
    """A copy reads its source read-only: a server database of format 6 is not
    upgraded, and its players still copy (no romanised name or order yet)."""
    from app.store.copying import copy_tournament

    loc = backend.location()
    backend.create_old(loc, 6)
    copy = tmp_path / "copy.mcrt"
    copy_tournament(loc, copy)
    assert backend.schema_version(loc) == 6
    with open_tournament(copy) as svc:
        assert svc.players() == [Player(1, "Old Player")]
