"""What happens at the table between a proposal and its settling (issue 23): a hand
entered at a station, a penalty, the table seated again or no longer seated, links
asked before a session is seated. The table's pages and the referee's queue show each
at once, with a clear reason; nothing is stored over a station's entry."""

from __future__ import annotations

import pytest

from app.cli import main
from app.domain.errors import Refused
from app.domain.model import Table
from app.domain.tableside import ProposalConflict, UnknownSeat
from tests.tableside_helpers import WIN, tokens, tournament, win


@pytest.fixture
def svc(tmp_path):
    service = tournament(str(tmp_path / "t.mcrt"))
    yield service
    service.close()


def _shown(svc, secret, proposal_id):
    """The proposal as the seat's page shows it."""
    return next(p for p in svc.seat_state(secret)["proposals"] if p["id"] == proposal_id)


def test_a_hand_entered_at_a_station_retires_a_pending_proposal(svc):
    seat = tokens(svc)
    p = svc.propose(seat["E"], win())
    svc.record_draw(1, 1, 1)  # the station was faster
    shown = _shown(svc, seat["N"], p.id)
    assert shown["status"] == "rejected" and shown["retired"] == "entered"
    assert shown["reason"] == "Outdated: hand 1 was entered at a station meanwhile."
    assert shown["waiting_for"] == 0 and svc.seat_state(seat["N"])["hand"] == 2
    with pytest.raises(ProposalConflict, match="entered at a station") as refused:
        svc.confirm(seat["S"], p.id)
    assert refused.value.status == 409
    assert svc.hands(1, 1)[0].draw and len(svc.hands(1, 1)) == 1  # never overwritten


def test_a_hand_entered_at_a_station_takes_a_proposal_off_the_referees_queue(svc):
    seat = tokens(svc)
    p = svc.propose(seat["E"], win(claim="Pure Straight"))
    assert [r["id"] for r in svc.referee_queue()] == [p.id]
    svc.record_draw(1, 1, 1)
    assert svc.referee_queue() == []
    for settle in (lambda: svc.accept(p.id), lambda: svc.reject(p.id, "late")):
        with pytest.raises(ProposalConflict, match=f"Proposal {p.id} is outdated: hand 1 was"):
            settle()
    assert _shown(svc, seat["W"], p.id)["retired"] == "entered"
    svc.propose(seat["S"], {"hand": 2, "draw": True})  # the next write stores it
    assert svc.proposals(1, 1)[0].status == "rejected"
    assert svc.proposals(1, 1)[0].notes == {"retired": "entered"}


def test_a_penalty_retires_a_pending_proposal_the_table_sees_why(svc):
    seat = tokens(svc)
    p = svc.propose(seat["E"], win())
    svc.record_penalty(1, 1, 2, -10, "slow play")
    shown = _shown(svc, seat["E"], p.id)
    assert (shown["status"], shown["retired"]) == ("rejected", "changed")
    assert "penalty" in shown["reason"] and "propose the hand again" in shown["reason"]
    again = svc.propose(seat["E"], win())  # the table proposes it again: nothing blocks
    assert again.status == "pending" and svc.proposals(1, 1)[0].status == "rejected"


def test_the_referee_accepts_only_on_the_match_the_proposal_saw(svc):
    seat = tokens(svc)
    p = svc.propose(seat["E"], win(claim="Pure Straight"))
    svc.record_penalty(1, 1, 2, -10, "slow play")  # the match changed since
    assert [r["id"] for r in svc.referee_queue()] == [p.id]  # still the referee's
    with pytest.raises(ProposalConflict, match="changed since") as refused:
        svc.accept(p.id)
    assert refused.value.status == 409 and svc.hands(1, 1) == []
    corrected = svc.accept(p.id, {"winner": "E", "from": "S", "tiles": WIN})
    assert corrected.status == "stored" and corrected.to_json()["corrected"] is True
    assert corrected.to_json()["stored"]["payments"] == {"E": 37, "S": -21, "W": -8, "N": -8}
    assert svc.hands(1, 1)[0].points == (37, -21, -8, -8)


def test_a_corrected_hand_is_the_referees_own(svc):
    seat = tokens(svc)
    p = svc.propose(seat["E"], win(claim="Pure Straight"))
    stored = svc.accept(p.id, {"draw": True})
    assert stored.to_json()["corrected"] is True and svc.hands(1, 1)[0].draw
    assert stored.to_json()["stored"]["draw"] is True
    q = svc.propose(seat["S"], win(hand=2, winner="S", giver="W", claim="Pure Straight"))
    for bad in ({"winner": "X", "from": "S", "tiles": WIN}, {"winner": "E"}, "E wins"):
        with pytest.raises(Refused):
            svc.accept(q.id, bad)
    assert len(svc.hands(1, 1)) == 1 and svc.referee_queue()[0]["id"] == q.id


def test_a_table_seated_again_gets_new_links_and_its_proposals_retire(svc):
    old = tokens(svc, table=2)
    kept = tokens(svc, table=1)
    p = svc.propose(old["E"], {"hand": 1, "draw": True})
    svc.set_tables(1, [Table(1, 1, (1, 2, 3, 4)), Table(1, 2, (6, 5, 7, 8))])
    with pytest.raises(UnknownSeat, match="seated again") as refused:
        svc.seat_state(old["E"])
    assert refused.value.status == 401
    assert svc.seat_state(kept["E"])["players"] == {"E": 1, "S": 2, "W": 3, "N": 4}
    new = tokens(svc, table=2)
    assert set(new.values()).isdisjoint(old.values()) and tokens(svc, table=1) == kept
    state = svc.seat_state(new["E"])
    assert state["player"] == 6 and state["players"]["S"] == 5
    shown = _shown(svc, new["S"], p.id)
    assert (shown["status"], shown["retired"]) == ("rejected", "reseated")
    assert "seated again" in shown["reason"]
    audit = repr(svc.audit())
    assert not any(t in audit for t in (*old.values(), *new.values()))


def test_a_table_no_longer_seated(svc):
    seat = tokens(svc, table=2)
    p = svc.propose(seat["E"], win(claim="Pure Straight"))
    assert svc.referee_queue()[0]["id"] == p.id
    svc.set_tables(1, [Table(1, 1, (1, 2, 3, 4))])
    with pytest.raises(UnknownSeat):
        svc.seat_state(seat["E"])
    assert svc.referee_queue() == []
    with pytest.raises(ProposalConflict, match="no longer seated"):
        svc.accept(p.id)


def test_links_before_a_session_is_seated_say_so(tmp_path, capsys):
    from app.domain.model import TournamentSettings
    from app.tournament import create_tournament

    location = tmp_path / "e.mcrt"
    with create_tournament(location, TournamentSettings("Cup", 2)) as empty:
        with pytest.raises(Refused, match="There is no session 3"):
            empty.seat_links(3)
    assert main(["links", str(location), "--session", "2"]) == 1
    err = capsys.readouterr().err
    assert err == "error: Session 2 has no seating yet: seat it before making links.\n"


@pytest.mark.slow
def test_events_on_a_server(backend):
    """The same on PostgreSQL: a re-seat drops that table's links in its transaction,
    a hand entered at a station retires the proposal, accept checks the version."""
    with tournament(backend.location()) as svc:
        old = tokens(svc, table=2)
        svc.set_tables(1, [Table(1, 1, (1, 2, 3, 4)), Table(1, 2, (6, 5, 7, 8))])
        with pytest.raises(UnknownSeat):
            svc.seat_state(old["E"])
        seat = tokens(svc, table=2)
        p = svc.propose(seat["E"], win(claim="Pure Straight"))
        svc.record_penalty(1, 2, 6, -10, "slow play")
        with pytest.raises(ProposalConflict, match="changed since"):
            svc.accept(p.id)
        q = svc.propose(tokens(svc)["E"], win())
        svc.record_draw(1, 1, 1)
        assert _shown(svc, tokens(svc)["S"], q.id)["retired"] == "entered"
        assert [r["id"] for r in svc.referee_queue()] == [p.id]
        assert svc.accept(p.id, {"draw": True}).status == "stored"
        audit = repr(svc.audit())
        assert not any(t in audit for t in (*old.values(), *seat.values()))
