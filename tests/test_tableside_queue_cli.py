"""`queue` on the command line (issue 23): listing only reads (the tournament opened
read-only, like `standings`), `--accept ID` refuses a match changed since the proposal,
and `--accept ID --tiles T --winner W --from F` or `--draw` stores the referee's own
hand; every bad combination is one clear message."""

from __future__ import annotations

import json

import pytest

from app.cli import main
from app.tournament import open_tournament
from tests.store_backends import SqliteBackend
from tests.tableside_helpers import WIN, tokens, tournament, win


@pytest.fixture
def queued(tmp_path):
    """A tournament file with one proposal in the referee's queue (a wrong claim) and
    a penalty entered at a station after it: (location, proposal id)."""
    location = str(tmp_path / "t.mcrt")
    with tournament(location) as svc:
        p = svc.propose(tokens(svc)["E"], win(claim="Pure Straight"))
        svc.record_penalty(1, 1, 2, -10, "slow play")
    return location, p.id


def test_listing_the_queue_opens_the_tournament_read_only(tmp_path, capsys):
    backend = SqliteBackend(tmp_path)
    location = backend.location()
    backend.create_old(location, 7)
    assert main(["queue", location, "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == []
    assert main(["queue", location]) == 0
    assert "empty" in capsys.readouterr().out
    assert backend.schema_version(location) == 7  # opened to write, it is upgraded


def test_accept_refuses_a_changed_match_then_takes_the_referees_hand(queued, capsys):
    location, pid = queued
    assert main(["queue", location, "--accept", str(pid)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "changed since it was proposed" in err
    argv = ["queue", location, "--accept", str(pid), "--tiles", WIN, "--winner", "e", "--from", "S"]
    assert main(argv) == 0
    assert capsys.readouterr().out == (
        f"Proposal {pid} accepted with the referee's hand: hand 1 of table 1, session 1, stored.\n"
    )
    with open_tournament(location, read_only=True) as svc:
        assert svc.hands(1, 1)[0].points == (37, -21, -8, -8)
        assert svc.proposals(1, 1)[0].to_json()["corrected"] is True


def test_accept_with_a_draw(queued, capsys):
    location, pid = queued
    assert main(["queue", location, "--accept", str(pid), "--draw"]) == 0
    with open_tournament(location, read_only=True) as svc:
        assert svc.hands(1, 1)[0].draw


@pytest.mark.parametrize(
    "extra, says",
    [
        (["--tiles", WIN], "A corrected win needs --tiles, --winner and --from"),
        (["--winner", "E", "--from", "S"], "A corrected win needs --tiles, --winner and --from"),
        (["--draw", "--winner", "E"], "--draw is a hand without a winner"),
        (["--tiles", WIN, "--winner", "E", "--from", "E"], "use --from self"),
        (["--tiles", "123m", "--winner", "E", "--from", "S"], "123m"),
    ],
)
def test_bad_corrections_are_one_message_and_store_nothing(queued, capsys, extra, says):
    location, pid = queued
    assert main(["queue", location, "--accept", str(pid), *extra]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("error: ") and says in err, err
    with open_tournament(location, read_only=True) as svc:
        assert svc.hands(1, 1) == [] and svc.referee_queue()[0]["id"] == pid


def test_a_correction_without_accept_is_refused(queued, capsys):
    location, pid = queued
    assert main(["queue", location, "--draw"]) == 1
    assert "go with --accept ID" in capsys.readouterr().err
    assert main(["queue", location, "--reject", str(pid), "--reason", "x", "--draw"]) == 1
    assert "go with --accept ID" in capsys.readouterr().err
    with pytest.raises(SystemExit) as usage:
        main(["queue", location, "--accept", str(pid), "--winner", "X"])
    assert (
        usage.value.code == 2 and "'X' is not a seat: give E, S, W or N" in capsys.readouterr().err
    )
