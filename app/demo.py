"""A ready-made demo tournament (GUI `--demo`, screenshots, report examples).

`create_demo(path)` writes a tournament file: 16 players (or more) in teams, every
session seated, session 1 entered hand by hand with real tiles (scored by the engine),
session 2 complete with penalties and one totals-only table, session 3 under way and
the rest still to play. Deterministic for a given seed.
"""

from __future__ import annotations

import random
from pathlib import Path

from app.domain.errors import Refused
from app.domain.model import HANDS_PER_MATCH, MatchState, TournamentSettings
from app.domain.service import TournamentService
from app.tournament import create_tournament

PLAYERS = [
    ("Li Wei", "CN", "Dragons", "04120001"),
    ("Anna Schmidt", "DE", "Rhine", "07010012"),
    ("Kenji Sato", "JP", "Kaze", None),
    ("Marie Dubois", "FR", "Seine", "05030021"),
    ("Chen Jing", "CN", "Dragons", None),
    ("Lukas Weber", "DE", "Rhine", "07010033"),
    ("Yuki Tanaka", "JP", "Kaze", None),
    ("Pierre Martin", "FR", "Seine", "05030044"),
    ("王芳", "CN", "Dragons", None),
    ("Sofia Rossi", "IT", None, "09020005"),
    ("Tom Jansen", "NL", None, "10040016"),
    ("Hana Kobayashi", "JP", "Kaze", None),
    ("Jonas Berg", "DE", "Rhine", None),
    ("Claire Petit", "FR", "Seine", "05030057"),
    ("张伟", "CN", "Dragons", None),
    ("Eva Novak", "CZ", None, "12010008"),
    ("Mateo García", "ES", None, None),
    ("Ingrid Olsen", "DK", None, "11000019"),
    ("Pavel Dvořák", "CZ", None, None),
    ("Aoife Byrne", "IE", None, None),
    ("刘洋", "CN", "Dragons", None),
    ("Nina Petrova", "RU", None, None),
    ("Lars Nilsson", "SE", None, None),
    ("Bruno Costa", "PT", None, None),
]

# The Chinese names in Latin letters (pinyin), for the ranking file.
ROMANISED = {"王芳": "Wang Fang", "张伟": "Zhang Wei", "刘洋": "Liu Yang"}

# Winning hands that reach 8 fan whatever the winds (no wind sets), last tile = the
# winning tile. Scored by the engine with the winds of the hand they land in.
HANDS = [
    "123m456p789s123s55p",
    "123789s123789p33m",
    "123m123p123s789m55p",
    "234m234p234s567p88s",
    "11223344556677m",
    "224466m88p224466s",
    "111222333m789p55s",
    "[567m,2]567p567s123m99p",
    "[789s,3]123m456m789m55p",
    "19m19p19sESWNCFPP",
    "[123m,1]456m789m123s55p",
    "345m345p345s678s99m",
    "11m22p33s44m55p66s77m",
]


def create_demo(path: str | Path, players: int = 16, sessions: int = 4, seed: int = 2026) -> Path:
    """Write the demo tournament to `path` (which must not exist) and return it."""
    if players % 4 or not 8 <= players <= len(PLAYERS):
        raise ValueError(f"the demo has 8 to {len(PLAYERS)} players, a multiple of 4")
    rng = random.Random(seed)
    settings = TournamentSettings(
        "Demo Open 2026",
        sessions=sessions,
        start_date="2026-05-16",
        end_date="2026-05-17",
        venue="Utrecht",
        city="Utrecht",
        country="NL",
        tie_breaks=("table_points", "score", "sessions_won"),
    )
    path = Path(path)
    with create_tournament(path, settings) as svc:
        svc.backup_dir = None  # the demo needs no backup copies beside it
        with svc.batch("demo players"):
            for name, country, team, ema in PLAYERS[:players]:
                svc.add_player(
                    name, country=country, team=team, ema_id=ema, romanised=ROMANISED.get(name)
                )
        svc.seat_sessions(seed=seed, time_limit=3.0)
        for table in svc.tables(1):
            _play(svc, rng, 1, table.table, HANDS_PER_MATCH, tiles=True)
        if sessions >= 2:
            tables = svc.tables(2)
            for table in tables[:-1]:
                _play(svc, rng, 2, table.table, HANDS_PER_MATCH, tiles=False)
            svc.set_totals(2, tables[-1].table, [62, -18, 3, -47])
            first = tables[0]
            svc.record_false_win(2, first.table, first.seats[2])
            svc.record_penalty(2, tables[1].table, tables[1].seats[0], -10, "Slow play")
            svc.set_match_state(2, first.table, MatchState.VERIFIED)
        if sessions >= 3:
            for i, table in enumerate(svc.tables(3)):
                _play(svc, rng, 3, table.table, 4 + 3 * i, tiles=i == 0)
    return path


def _play(
    svc: TournamentService, rng: random.Random, session: int, table: int, hands: int, tiles: bool
) -> None:
    """Enter `hands` hands at a table: mostly wins, some draws."""
    seats = svc.table(session, table).seats
    with svc.batch(f"demo session {session} table {table}"):
        for hand in range(1, hands + 1):
            if rng.random() < 0.12:
                svc.record_draw(session, table, hand)
                continue
            winner = rng.choice(seats)
            discarder = (
                None if rng.random() < 0.3 else rng.choice([p for p in seats if p != winner])
            )
            if tiles:
                try:
                    svc.record_win(session, table, hand, winner, discarder, tiles=rng.choice(HANDS))
                    continue
                except Refused:
                    pass  # an engine that rules a demo hand out: fall back to a fan count
            fan = rng.choice([8, 8, 9, 10, 12, 13, 16, 24, 32, 48])
            svc.record_win(session, table, hand, winner, discarder, fan=fan)
