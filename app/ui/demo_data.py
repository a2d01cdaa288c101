"""A demo tournament for ``python -m app --demo`` and the screenshots.

Uses ``app.demo`` when the domain package provides it; otherwise builds one through
the service: 16 players in 4 teams, 4 sessions seated, session 1 complete and
session 2 under way.
"""

from __future__ import annotations

import random
import tempfile
from pathlib import Path

from app.domain import MatchState, TournamentSettings
from app.domain.service import TournamentService

NAMES = [
    ("Li Wei", "CN", "Dragons"), ("Anna Schmidt", "DE", "Rhine"), ("Kenji Sato", "JP", "Kaze"),
    ("Marie Dubois", "FR", "Seine"), ("Chen Jing", "CN", "Dragons"),
    ("Lukas Weber", "DE", "Rhine"), ("Yuki Tanaka", "JP", "Kaze"),
    ("Pierre Martin", "FR", "Seine"), ("王芳", "CN", "Dragons"), ("Sofia Rossi", "IT", None),
    ("Tom Jansen", "NL", None), ("Hana Kobayashi", "JP", "Kaze"),
    ("Jonas Berg", "DE", "Rhine"), ("Claire Petit", "FR", "Seine"),
    ("张伟", "CN", "Dragons"), ("Eva Novak", "CZ", None),
]


def create_demo(folder: str | Path | None = None) -> Path:
    """Write the demo tournament file and return its path."""
    folder = Path(folder or tempfile.mkdtemp(prefix="mcr-demo-"))
    path = folder / "demo-open-2026.mcr"
    try:
        from app import demo  # type: ignore[attr-defined]

        maker = getattr(demo, "create_demo", None) or getattr(demo, "make_demo", None)
        if maker is not None:
            made = maker(path)
            return Path(made) if made else path
    except ImportError:
        pass
    svc = TournamentService.create(path, TournamentSettings("MCR Demo Open 2026", sessions=4,
                                                            venue="Leiden"))
    try:
        for name, country, team in NAMES:
            svc.add_player(name, country, None, team)
        svc.seat_sessions(seed=1)
        rng = random.Random(7)
        for session, hands in ((1, 16), (2, 9)):
            for t in svc.tables(session):
                for hand in range(1, hands + 1):
                    if rng.random() < 0.12:
                        svc.record_draw(session, t.table, hand)
                        continue
                    winner = rng.choice(t.seats)
                    discarder = None if rng.random() < 0.3 else rng.choice(
                        [p for p in t.seats if p != winner])
                    fan = rng.choice([8, 8, 9, 10, 12, 13, 16, 24, 32])
                    svc.record_win(session, t.table, hand, winner, discarder, fan=fan)
            if session == 1:
                first = svc.tables(1)[0]
                svc.record_false_win(1, first.table, first.seats[2])
                for t in svc.tables(1)[:2]:
                    svc.set_match_state(1, t.table, MatchState.VERIFIED)
    finally:
        svc.close()
    return path
