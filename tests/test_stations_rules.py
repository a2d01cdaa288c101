"""Other rule systems on a server (issue 13 with the rule-system tournaments): the
scripted MahJong Online, International and Shenzhen tournaments of
tests/test_tournament_rules.py played again on PostgreSQL, where the hands' exact
numbers (halves) are stored as text: every hand's points and the standings agree."""

from __future__ import annotations

import pytest

import tests.test_tournament_rules as played
from tests.store_backends import PgBackend


@pytest.fixture
def on_server(pg_server, monkeypatch):
    backend = PgBackend(pg_server)

    def new_tournament(tmp_path, *options):
        url = backend.location()
        played.ok("new", url, "--name", "Cup", "--sessions", 4, *options)
        for name in ("Ann", "Bob", "Cid", "Dan"):
            played.ok("players", "add", url, name)
        played.ok("seat", url, "--seed", 3)
        return url

    def refused(url, *args, says):
        before = backend.fingerprint(url)
        code, _, err = played.cli(*args)
        assert code == 1 and says in err, err
        assert backend.fingerprint(url) == before  # nothing changed on the server

    monkeypatch.setattr(played, "new_tournament", new_tournament)
    monkeypatch.setattr(played, "refused", refused)
    yield
    backend.close()


@pytest.mark.parametrize(
    "scripted",
    [
        "test_mahjong_online_tournament",  # the fast loop's smoke of a server tournament
        pytest.param("test_international_tournament", marks=pytest.mark.slow),
        pytest.param("test_shenzhen_tournament", marks=pytest.mark.slow),
    ],
)
def test_a_rule_systems_tournament_on_a_server(on_server, tmp_path, scripted):
    getattr(played, scripted)(tmp_path)
