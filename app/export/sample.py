"""Synthetic tournaments for the export tests, the benchmark and previews.

Names come from every script the reports must print; a few look like formulas on
purpose. Results are random but consistent: every hand settles to zero and every table
hands out 7 table points.
"""

from __future__ import annotations

import random
from datetime import datetime
from fractions import Fraction

from app.domain.model import FanLine, Points, four
from app.domain.table_points import table_points
from app.export.snapshot import (
    Hand,
    Match,
    Penalty,
    Player,
    Snapshot,
    Standing,
    TeamStanding,
)

NAMES = [
    ("王小明", "CN"),
    ("山田 花子", "JP"),
    ("さくら 佐藤", "JP"),
    ("김민준", "KR"),
    ("Zoë Ångström-Müller", "SE"),
    ("Дмитрий Иванов", "RU"),
    ("Nguyễn Thị Hương", "VN"),
    ("François Lefèvre", "FR"),
    ("=SUM(A1:A9)", "DE"),
    ("+Plus Minus", "NL"),
    ("-Dash Name", "DK"),
    ("@Handle Person", "GB"),
    ("Łukasz Żółć", "PL"),
    ("Jiří Dvořák", "CZ"),
    ("李 Anna", "CN"),
    ("Ólafur Þórsson", "IS"),
]
FIRST = ["Anna", "Ben", "Chen", "Dara", "Emil", "Fang", "Gert", "Hana", "Ivo", "Jun", "Kai"]
LAST = ["Berg", "Costa", "Dubois", "Eriksen", "Fischer", "Garcia", "Horvat", "Ito", "Jansen"]

# A scored hand as the engine would list it; enough for the sheets to show fans.
SAMPLE_TILES = "123789s123789p33m"
SAMPLE_FANS = (
    FanLine(70, "Mixed Double Chow", "喜相逢", 1, 2, ("123s 123p",)),
    FanLine(71, "Two Terminal Chows", "老少副", 1, 2, ("123s 789s",)),
    FanLine(62, "Concealed Hand", "门前清", 2, 1),
    FanLine(39, "Mixed Straight", "三色三步高", 8, 1, ("123s 789p",)),
)

PENALTY_REASONS = ["False win (诈和)", "=Late arrival", "Exposed tiles: 3 times"]


def _players(count: int, teams: bool) -> tuple[Player, ...]:
    players = []
    for n in range(1, count + 1):
        if n <= len(NAMES):
            name, country = NAMES[n - 1]
        else:
            name = f"{FIRST[n % len(FIRST)]} {LAST[(n // len(FIRST)) % len(LAST)]} {n}"
            country = ["NL", "FR", "DE", "CN", "JP", "DK"][n % 6]
        team = f"Team {(n - 1) // 4 + 1}" if teams else ""
        players.append(
            Player(n, name, country=country, team=team, ema_id=f"{n:02d}{n * 7919 % 100000:06d}")
        )
    return tuple(players)


def _hand(rng: random.Random, number: int, seats: tuple[int, ...], with_tiles: bool) -> Hand:
    if rng.random() < 0.1:
        return Hand(number, draw=True, points={p: 0 for p in seats})
    winner = rng.choice(seats)
    self_drawn = rng.random() < 0.3
    discarder = None if self_drawn else rng.choice([p for p in seats if p != winner])
    fans: tuple[FanLine, ...]
    if with_tiles:
        fans, tiles = SAMPLE_FANS, SAMPLE_TILES
        fan = sum(f.total for f in fans)
    else:
        fans, tiles, fan = (), None, rng.choice([8, 8, 9, 10, 12, 13, 16, 24, 32, 64])
    points = {}
    for p in seats:
        if p == winner:
            continue
        points[p] = -(8 + fan) if self_drawn or p == discarder else -8
    points[winner] = -sum(points.values())
    return Hand(number, winner, discarder, self_drawn, False, fan, tiles, points, fans)


def _match(rng: random.Random, session: int, table: int, seats: tuple[int, int, int, int]) -> Match:
    hands = tuple(_hand(rng, h, seats, with_tiles=rng.random() < 0.15) for h in range(1, 17))
    penalties: tuple[Penalty, ...] = ()
    # Every first table has a penalty, so each export shows one; others now and then.
    if table == 1 or rng.random() < 0.1:
        who = rng.choice(seats)
        effects = {p: (-30 if p == who else 10) for p in seats}
        penalties = (Penalty(who, -30, rng.choice(PENALTY_REASONS), True, effects),)
    match = Match(session, table, seats, hands, penalties)
    points = dict(zip(seats, table_points([match.score(p) for p in seats]), strict=True))
    return Match(session, table, seats, hands, penalties, None, points, "complete")


def sample_snapshot(
    players: int = 16,
    sessions: int = 3,
    played: int | None = None,
    teams: bool = True,
    seed: int = 1,
    event: str = "Sample Open 2026 · 样例公开赛",
) -> Snapshot:
    """A tournament of `players` (a multiple of 4) with `played` sessions scored."""
    if players % 4:
        raise ValueError("players must be a multiple of 4")
    rng = random.Random(seed)
    roster = _players(players, teams)
    played = sessions if played is None else played
    matches = []
    numbers = [p.number for p in roster]
    for k in range(1, sessions + 1):
        order = numbers[:]
        rng.shuffle(order)
        for t in range(players // 4):
            seats = four(order[4 * t : 4 * t + 4])
            if k <= played:
                matches.append(_match(rng, k, t + 1, seats))
            else:
                matches.append(Match(k, t + 1, seats))
    totals: dict[int, tuple[Fraction, Points]] = {n: (Fraction(0), 0) for n in numbers}
    for m in matches:
        for seat in m.seats:
            tp, sc = totals[seat]
            totals[seat] = (tp + m.table_points.get(seat, Fraction(0)), sc + m.score(seat))
    ranked = sorted(numbers, key=lambda n: (-totals[n][0], -totals[n][1], n))
    standings = tuple(Standing(i + 1, n, totals[n][0], totals[n][1]) for i, n in enumerate(ranked))
    team_rows: tuple[TeamStanding, ...] = ()
    if teams:
        by_team: dict[str, list[int]] = {}
        for p in roster:
            by_team.setdefault(p.team, []).append(p.number)
        sums = {
            t: (sum((totals[m][0] for m in ms), Fraction(0)), sum(totals[m][1] for m in ms))
            for t, ms in by_team.items()
        }
        order_t = sorted(by_team, key=lambda t: (-sums[t][0], -sums[t][1], t))
        team_rows = tuple(
            TeamStanding(i + 1, t, tuple(by_team[t]), sums[t][0], sums[t][1])
            for i, t in enumerate(order_t)
        )
    return Snapshot(
        event=event,
        players=roster,
        sessions=sessions,
        matches=tuple(matches),
        standings=standings,
        team_standings=team_rows,
        printed_at=datetime(2026, 11, 29, 15, 30),
    )
