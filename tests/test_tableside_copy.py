"""`copy` carries table-side entry (issue 23): the seat links and the proposals go with
the tournament from a file to a server, back, and to another file, nothing lost, the
secrets only in the copy's own links table, never printed; the copy goes on where the
source stopped (a pending proposal is confirmed there, new ids come after the old)."""

from __future__ import annotations

import pytest

from tests.faults_helpers import cli
from tests.store_backends import PgBackend
from tests.tableside_helpers import tokens, tournament, win


def _table_side(location: str) -> dict[str, str]:
    """Links of both sessions, a stored hand, a pending draw and a disputed proposal."""
    with tournament(location) as svc:
        seat = tokens(svc)
        p = svc.propose(seat["E"], win())
        for s in "SWN":
            svc.confirm(seat[s], p.id)
        svc.propose(seat["S"], {"hand": 2, "draw": True})
        other = tokens(svc, table=2)
        d = svc.propose(other["E"], win())
        svc.dispute(other["W"], d.id, "the 5s was mine")
        tokens(svc, session=2)
        return seat


def _seen(location: str) -> tuple:
    from app.tournament import open_tournament

    with open_tournament(location, read_only=True) as svc:
        return (
            [svc.seat_links(s) for s in (1, 2)],
            [[p.to_json() for p in svc.proposals(1, t)] for t in (1, 2)],
            svc.referee_queue(),
        )


def _goes_on(location: str, seat: dict[str, str], before: int) -> None:
    from app.tournament import open_tournament

    with open_tournament(location) as svc:
        pending = next(p for p in svc.proposals(1, 1) if p.status == "pending")
        for s in "EWN":
            pending = svc.confirm(seat[s], pending.id)
        assert pending.status == "stored" and [h.hand for h in svc.hands(1, 1)] == [1, 2]
        new = svc.propose(seat["W"], {"hand": 3, "draw": True})
        assert new.id > before


def _copied(source: str, destination: str, secrets: list[str]) -> None:
    code, out, err = cli("copy", source, destination)
    assert code == 0, err
    assert not any(t in out + err for t in secrets)


def test_a_file_copied_to_a_file_keeps_links_and_proposals(tmp_path):
    src, dst = str(tmp_path / "a.mcrt"), str(tmp_path / "b.mcrt")
    seat = _table_side(src)
    before = _seen(src)
    secrets = [link.token for links in before[0] for link in links]
    assert len(secrets) == 16 and len(before[1][0]) == 2 and len(before[2]) == 1
    _copied(src, dst, secrets)
    assert _seen(dst) == before
    _goes_on(dst, seat, max(p["id"] for table in before[1] for p in table))


@pytest.mark.slow
def test_file_to_server_and_back_keeps_links_and_proposals(pg_server, tmp_path):
    backend = PgBackend(pg_server)
    try:
        src = str(tmp_path / "a.mcrt")
        seat = _table_side(src)
        before = _seen(src)
        secrets = [link.token for links in before[0] for link in links]
        last = max(p["id"] for table in before[1] for p in table)
        url = backend.location()
        _copied(src, url, secrets)
        assert _seen(url) == before
        back = str(tmp_path / "back.mcrt")
        _copied(url, back, secrets)
        assert _seen(back) == before
        _goes_on(url, seat, last)  # the server's id sequence is above the copied ids
        _goes_on(back, seat, last)
        from app.tournament import open_tournament

        with open_tournament(url, read_only=True) as svc:
            audit = repr(svc.audit())
        assert not any(t in audit for t in secrets)
    finally:
        backend.close()
