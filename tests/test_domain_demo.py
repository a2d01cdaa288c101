"""The demo tournament the GUI and the reports show: real, consistent data."""

from app.demo import create_demo
from app.domain.model import MatchState
from app.tournament import open_tournament


def test_demo_tournament_is_complete_where_it_says_and_consistent(tmp_path):
    path = create_demo(tmp_path / "demo.mcr")
    with open_tournament(path) as svc:
        states = {(s.session, s.table): s for s in svc.match_status()}
        assert len(states) == 16
        assert all(states[(1, t)].state == MatchState.COMPLETE for t in range(1, 5))
        assert states[(2, 1)].state == MatchState.VERIFIED
        assert any(s.totals_only for s in states.values())
        assert all(states[(4, t)].hands_entered == 0 for t in range(1, 5))
        tiles = [h for h in svc.hands(1, 1) + svc.hands(1, 2) if h.tiles]
        assert tiles and all(h.fans and h.fan >= 8 for h in tiles)
        rows = svc.standings()
        assert sum(r.table_points for r in rows) == 7 * 8  # sessions 1 and 2 finished
        assert {p.reason for p in svc.penalties()} == {"False win", "Slow play"}
        assert len(svc.team_standings()) == 4
