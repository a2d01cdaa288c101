"""What one poll costs (issue 23, 320 phones every 2 s): `seat_state` reads four
small statements whatever the size of the tournament (the match is read whole only
while a proposal waits for the table), and `referee_queue` a few per session in the
queue. Counted on a real file through the store's own read method."""

from __future__ import annotations

from app.domain.model import Table
from tests.tableside_helpers import tokens, tournament, win


def _statements(svc, call) -> tuple[int, object]:
    read = svc.store._read
    seen: list[str] = []

    def counted(sql, args=()):
        seen.append(sql)
        return read(sql, args)

    svc.store._read = counted
    try:
        result = call()
        return len(seen), result
    finally:
        del svc.store._read


def test_a_seats_poll_reads_four_statements_however_big_the_tournament(tmp_path):
    with tournament(str(tmp_path / "t.mcrt")) as svc:
        seat = tokens(svc)
        small, state = _statements(svc, lambda: svc.seat_state(seat["W"]))
        assert small == 4 and state["hand"] == 1
        for n in range(9, 4 * 40 + 1):  # 40 tables, hands entered
            svc.add_player(f"P{n}")
        svc.set_tables(2, [Table(2, t, tuple(range(4 * t - 3, 4 * t + 1))) for t in range(1, 41)])
        tokens(svc, session=2)
        for hand in range(1, 8):
            svc.record_draw(1, 1, hand)
        big, state = _statements(svc, lambda: svc.seat_state(seat["W"]))
        assert big == small and state["hand"] == 8


def test_a_pending_proposal_adds_the_match_read_and_the_queue_stays_small(tmp_path):
    with tournament(str(tmp_path / "t.mcrt")) as svc:
        seat = tokens(svc)
        svc.propose(seat["E"], win())
        pending, state = _statements(svc, lambda: svc.seat_state(seat["W"]))
        assert pending <= 8 and state["proposals"][0]["status"] == "pending"
        svc.propose(tokens(svc, table=2)["E"], win(claim="Pure Straight"))
        svc.propose(tokens(svc, session=2)["E"], win(claim="Pure Straight"))
        queued, rows = _statements(svc, svc.referee_queue)
        assert len(rows) == 2 and queued == 1 + 2 * 2  # the queue, per session 2 reads
