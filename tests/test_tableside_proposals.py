"""Proposals (table-side entry): four seats of one table propose, confirm and dispute;
three confirmations store the hand through the service, exactly as a desk entry would;
stale, duplicate and own confirmations are refused; the referee settles the rest."""

from __future__ import annotations

import json

import pytest

from app.cli import main
from app.domain.anyhands import HandEntry
from app.domain.errors import Refused
from app.domain.tableside import (
    BadRequest,
    NoSuchProposal,
    NotAWin,
    NotYourTable,
    ProposalConflict,
    UnknownSeat,
)
from app.tournament import open_tournament
from tests.tableside_helpers import CLAIM, UNDER_MINIMUM, WIN, tokens, tournament, win


@pytest.fixture
def svc(tmp_path):
    service = tournament(str(tmp_path / "t.mcrt"))
    yield service
    service.close()


def _play_one_hand(svc):
    """East proposes hand 1, the three others confirm: the table's whole flow."""
    seat = tokens(svc)
    proposed = svc.propose(seat["E"], win())
    assert proposed.to_json()["status"] == "pending"
    assert proposed.to_json()["waiting_for"] == 3
    assert proposed.result["payments"] == {"E": 37, "S": -21, "W": -8, "N": -8}
    assert proposed.verdict["verdict"] == "right"
    assert svc.hands(1, 1) == []
    after_two = [svc.confirm(seat[s], proposed.id) for s in ("S", "W")][-1]
    assert after_two.to_json()["confirmed_by"] == ["S", "W"] and svc.hands(1, 1) == []
    stored = svc.confirm(seat["N"], proposed.id)
    assert stored.status == "stored" and stored.to_json()["waiting_for"] == 0
    return seat, proposed, stored


def test_three_confirmations_store_the_hand_as_the_desk_would(svc, tmp_path):
    seat, proposed, stored = _play_one_hand(svc)
    [hand] = svc.hands(1, 1)
    desk = svc.preview_hand(1, 1, 1, HandEntry((1,), 2, (WIN,)))
    assert hand == desk  # the one hand path: the same record as a station's entry
    assert hand.points == (37, -21, -8, -8)
    again = svc.confirm(seat["W"], proposed.id)  # a phone retrying after the store
    assert again.status == "stored" and len(svc.hands(1, 1)) == 1
    assert svc.seat_state(seat["E"])["hand"] == 2
    svc.close()
    with open_tournament(tmp_path / "t.mcrt") as reopened:
        assert reopened.proposals(1, 1)[0].to_json() == stored.to_json()


def test_the_seat_state_shows_the_table_and_its_proposals(svc):
    seat = tokens(svc, table=2)
    state = svc.seat_state(seat["W"])
    assert state == {
        "session": 1,
        "table": 2,
        "seat": "W",
        "player": 7,
        "players": {"E": 5, "S": 6, "W": 7, "N": 8},
        "hand": 1,
        "proposals": [],
    }
    p = svc.propose(seat["N"], {"hand": 1, "draw": True})
    assert p.result["payments"] == {"E": 0, "S": 0, "W": 0, "N": 0}
    assert [x["id"] for x in svc.seat_state(seat["E"])["proposals"]] == [p.id]


def test_a_seat_cannot_confirm_or_dispute_its_own_proposal(svc):
    seat = tokens(svc)
    p = svc.propose(seat["S"], win(winner="S", giver="E"))
    with pytest.raises(NotYourTable, match="own") as refused:
        svc.confirm(seat["S"], p.id)
    assert refused.value.status == 403
    with pytest.raises(NotYourTable, match="own"):
        svc.dispute(seat["S"], p.id, "oops")
    assert svc.proposals(1, 1)[0].confirmed_by == ()


def test_another_tables_link_is_refused_and_an_unknown_id_is_404(svc):
    p = svc.propose(tokens(svc)["E"], win())
    with pytest.raises(NotYourTable) as refused:
        svc.confirm(tokens(svc, table=2)["S"], p.id)
    assert refused.value.status == 403
    with pytest.raises(NotYourTable):
        svc.confirm(tokens(svc, session=2)["S"], p.id)
    with pytest.raises(NoSuchProposal) as missing:
        svc.confirm(tokens(svc)["S"], 999)
    assert missing.value.status == 404


def test_a_rotated_link_can_no_longer_propose_or_confirm(svc):
    old = tokens(svc)
    p = svc.propose(old["E"], win())
    svc.seat_links(1, rotate=True)
    with pytest.raises(UnknownSeat):
        svc.confirm(old["S"], p.id)
    with pytest.raises(UnknownSeat):
        svc.propose(old["W"], win(winner="W", giver="N"))
    assert svc.confirm(tokens(svc)["S"], p.id).confirmed_by == (1,)


def test_only_the_next_hand_and_only_once(svc):
    seat = tokens(svc)
    with pytest.raises(ProposalConflict, match="next hand of this table is hand 1") as wrong:
        svc.propose(seat["E"], win(hand=2))
    assert wrong.value.status == 409
    svc.propose(seat["E"], win())
    with pytest.raises(ProposalConflict, match="already proposed"):
        svc.propose(seat["W"], win())
    assert len(svc.proposals(1, 1)) == 1


def test_a_proposal_is_refused_when_the_match_changed_meanwhile(svc):
    seat = tokens(svc)
    p = svc.propose(seat["E"], win())
    svc.confirm(seat["S"], p.id)
    svc.record_penalty(1, 1, 3, -10, "slow play")  # the desk changes the match
    with pytest.raises(ProposalConflict, match="changed since") as stale:
        svc.confirm(seat["W"], p.id)
    assert stale.value.status == 409
    assert svc.hands(1, 1) == [] and svc.proposals(1, 1)[0].confirmed_by == (1,)


def test_a_hand_entered_at_the_desk_makes_the_proposal_stale(svc):
    seat = tokens(svc)
    p = svc.propose(seat["E"], win())
    svc.record_draw(1, 1, 1)
    for s in ("S", "W"):
        with pytest.raises(ProposalConflict):
            svc.confirm(seat[s], p.id)
    assert svc.hands(1, 1)[0].draw  # never overwritten
    svc.propose(seat["S"], {"hand": 2, "draw": True})  # the next proposal retires it
    retired = svc.proposals(1, 1)[0]
    assert retired.status == "rejected" and "Outdated" in (retired.reason or "")


def test_not_a_win_is_422_and_malformed_is_400(svc):
    seat = tokens(svc)
    with pytest.raises(NotAWin) as not_win:
        svc.propose(seat["E"], {"hand": 1, "winner": "E", "from": "S", "tiles": "123m"})
    assert not_win.value.status == 422
    for bad in (
        [],
        {"hand": "1", "draw": True},
        {"hand": 1, "winner": "X", "from": "S", "tiles": WIN},
        {"hand": 1, "winner": "E", "from": "E", "tiles": WIN},
        {"hand": 1, "winner": "E", "from": "self"},
        {"hand": 1, "winner": "E", "from": "S", "tiles": WIN, "claim": 7},
    ):
        with pytest.raises(BadRequest) as refused:
            svc.propose(seat["E"], bad)
        assert refused.value.status == 400
    assert svc.proposals(1, 1) == []


def test_a_wrong_claim_goes_to_the_referee(svc):
    p = svc.propose(tokens(svc)["E"], win(claim="Pure Straight"))
    assert p.status == "referee" and p.verdict["verdict"] == "wrong"
    assert p.verdict["wrong"][0]["name"] == "Pure Straight"
    [row] = svc.referee_queue()
    assert (row["id"], row["session"], row["table"], row["hand"]) == (p.id, 1, 1, 1)
    assert row["proposal"]["verdict"]["wrong"] and "claim" in row["reason"]
    with pytest.raises(ProposalConflict, match="with the referee"):
        svc.confirm(tokens(svc)["S"], p.id)
    with pytest.raises(ProposalConflict, match="is with the referee: wait"):
        svc.propose(tokens(svc)["W"], {"hand": 1, "draw": True})


def test_a_hand_under_the_minimum_goes_to_the_referee_not_stored(svc):
    seat = tokens(svc)
    p = svc.propose(seat["E"], {"hand": 1, "winner": "E", "from": "self", "tiles": UNDER_MINIMUM})
    assert p.status == "referee" and p.result is None
    assert "minimum" in p.reason and p.verdict["meets_minimum"] is False
    with pytest.raises(Refused, match="8 fan"):
        svc.accept(p.id)  # the hand itself cannot be stored: the referee corrects it
    corrected = svc.accept(p.id, HandEntry())  # the referee's ruling: a draw
    assert corrected.status == "stored" and svc.hands(1, 1)[0].draw


def test_a_dispute_goes_to_the_referee_who_accepts_or_rejects(svc):
    seat = tokens(svc)
    p = svc.propose(seat["E"], win(claim=CLAIM))
    svc.confirm(seat["S"], p.id)
    disputed = svc.dispute(seat["N"], p.id, "  the 5s was my discard  ")
    assert disputed.status == "referee"
    assert disputed.to_json()["disputes"] == [{"seat": "N", "reason": "the 5s was my discard"}]
    assert [r["id"] for r in svc.referee_queue()] == [p.id]
    rejected = svc.reject(p.id, "played again")
    assert rejected.status == "rejected" and svc.referee_queue() == []
    assert svc.hands(1, 1) == []
    again = svc.propose(seat["S"], {"hand": 1, "draw": True})  # a rejected one blocks nothing
    with pytest.raises(BadRequest):
        svc.dispute(seat["W"], again.id, " ")
    assert svc.accept(again.id).status == "stored" and svc.hands(1, 1)[0].draw


def test_queue_cli_lists_accepts_and_rejects(svc, tmp_path, capsys):
    seat = tokens(svc)
    first = svc.propose(seat["E"], win(claim="Pure Straight"))
    second = svc.propose(tokens(svc, table=2)["E"], {"hand": 1, "draw": True})
    svc.dispute(tokens(svc, table=2)["S"], second.id, "it was a win")
    svc.close()
    location = str(tmp_path / "t.mcrt")
    assert main(["queue", location, "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [(r["id"], r["table"], r["hand"]) for r in rows] == [(first.id, 1, 1), (second.id, 2, 1)]
    assert set(rows[0]) == {"id", "session", "table", "hand", "reason", "proposal"}
    assert main(["queue", location, "--accept", str(first.id)]) == 0
    assert "accepted" in capsys.readouterr().out
    assert main(["queue", location, "--reject", str(second.id), "--reason", "replayed"]) == 0
    assert main(["queue", location, "--accept", str(second.id)]) == 1
    assert capsys.readouterr().err.strip() == f"error: Proposal {second.id} is already rejected."
    assert main(["queue", location]) == 0
    assert "empty" in capsys.readouterr().out
    with open_tournament(location) as after:
        assert after.hands(1, 1)[0].points == (37, -21, -8, -8) and after.hands(1, 2) == []


@pytest.mark.slow
def test_four_seats_on_a_server(backend):
    with tournament(backend.location()) as svc:
        seat, proposed, stored = _play_one_hand(svc)
        assert svc.hands(1, 1)[0].points == (37, -21, -8, -8)
        assert svc.confirm(seat["S"], proposed.id).status == "stored"
        p = svc.propose(seat["S"], win(hand=2, winner="S", giver="W", claim="Pure Straight"))
        assert p.status == "referee"
        svc.accept(p.id)
        assert [h.hand for h in svc.hands(1, 1)] == [1, 2]
        d = svc.propose(seat["W"], {"hand": 3, "draw": True})
        svc.record_penalty(1, 1, 3, -10, "slow play")
        with pytest.raises(ProposalConflict):
            svc.confirm(seat["N"], d.id)
        audit = repr(svc.audit())
        assert not any(t in audit for t in seat.values())


def _confirm_at_once(location, secrets_, proposal_id):
    """Each seat on its own connection (its own phone's request), all at once."""
    import threading

    from app.domain.tableside import TableSideRefused

    services = [open_tournament(location) for _ in secrets_]
    answers: list[object] = []
    start = threading.Barrier(len(secrets_))

    def confirm(svc, secret):
        start.wait()
        try:
            answers.append(svc.confirm(secret, proposal_id).status)
        except TableSideRefused as refused:
            answers.append(refused.status)

    threads = [
        threading.Thread(target=confirm, args=pair) for pair in zip(services, secrets_, strict=True)
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for svc in services:
        svc.close()
    return answers


def test_confirmations_at_the_same_time_store_the_hand_once(tmp_path):
    location = str(tmp_path / "t.mcrt")
    with tournament(location) as svc:
        seat = tokens(svc)
        p = svc.propose(seat["E"], win())
    # Each of the three others twice (a phone's retry), all at the same moment.
    answers = _confirm_at_once(location, [seat[s] for s in "SWNSWN"], p.id)
    with open_tournament(location) as svc:
        assert len(svc.hands(1, 1)) == 1
        stored = svc.proposals(1, 1)[0]
        assert stored.status == "stored" and sorted(stored.confirmed_by) == [1, 2, 3]
        assert sum(1 for e in svc.audit() if e.entity == "hand") == 1
    assert answers.count("stored") >= 1 and set(answers) <= {"pending", "stored"}


@pytest.mark.slow
def test_confirmations_at_the_same_time_on_a_server(backend):
    location = backend.location()
    with tournament(location) as svc:
        seat = tokens(svc)
        p = svc.propose(seat["E"], win())
    _confirm_at_once(location, [seat[s] for s in "SWNSWN"], p.id)
    with open_tournament(location) as svc:
        assert len(svc.hands(1, 1)) == 1 and svc.proposals(1, 1)[0].status == "stored"
        assert sum(1 for e in svc.audit() if e.entity == "hand") == 1


def test_a_rotation_between_the_lookup_and_the_write_is_refused(svc, tmp_path, monkeypatch):
    """Another station rotates the session's links just after the seat was looked up
    (a real rotation, on its own connection): the write is refused, nothing stored."""
    from app.domain import proposals

    seat = tokens(svc)
    p = svc.propose(seat["E"], win())
    looked_up = proposals.seat_of_token

    def then_rotated(service, token):
        found = looked_up(service, token)
        with open_tournament(tmp_path / "t.mcrt") as other_station:
            other_station.seat_links(1, rotate=True)
        return found

    monkeypatch.setattr(proposals, "seat_of_token", then_rotated)
    with pytest.raises(UnknownSeat, match="just replaced"):
        svc.confirm(seat["S"], p.id)
    assert svc.proposals(1, 1)[0].confirmed_by == ()
