"""Session results, standings, team standings and player histories.

Pure functions over plain data, so they can be tested without a file and run in one
pass over the per-table aggregates the store computes (fast at any realistic size).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import TYPE_CHECKING

from app.domain.errors import Refused
from app.domain.model import (
    HistoryEntry,
    MatchState,
    MatchStatus,
    Penalty,
    Player,
    Points,
    SeatResult,
    StandingRow,
    Table,
    TableResult,
    TableTotals,
    TeamStandingRow,
    four,
)
from app.domain.table_points import table_points

if TYPE_CHECKING:
    from app.domain.store import TableSums

ZERO4 = (0, 0, 0, 0)
# Table points are awarded once a match is finished; while it is open its score counts
# but its places are not final.
SCORED_STATES = (MatchState.COMPLETE, MatchState.VERIFIED)


def penalty_effect(penalty: Penalty, seats: Sequence[int]) -> tuple[int, int, int, int]:
    """Points a penalty moves, per starting seat: the player gets `points`; if shared,
    each of the three others gets the opposite third."""
    seat = list(seats).index(penalty.player)
    effect = [0, 0, 0, 0]
    effect[seat] = penalty.points
    if penalty.shared:
        if penalty.points % 3:
            raise Refused("A shared penalty must divide by three between the other players.")
        for other in range(4):
            if other != seat:
                effect[other] = -penalty.points // 3
    return four(effect)


@dataclass
class TableData:
    """Everything entered for one table, as the results need it."""

    table: Table
    state: MatchState = MatchState.OPEN
    hand_points: tuple[Points, Points, Points, Points] = ZERO4
    hands_won: tuple[int, int, int, int] = ZERO4
    hands_entered: int = 0
    totals: TableTotals | None = None
    penalties: list[Penalty] = field(default_factory=list)


def table_result(data: TableData) -> TableResult:
    """A table's session result: hand scores (or the totals), penalties, table points."""
    hand = data.totals.totals if data.totals is not None else data.hand_points
    pen = [0, 0, 0, 0]
    for p in data.penalties:
        for i, v in enumerate(penalty_effect(p, data.table.seats)):
            pen[i] += v
    scores = [hand[i] + pen[i] for i in range(4)]
    tp = table_points(scores) if data.state in SCORED_STATES else (Fraction(0),) * 4
    seats = tuple(
        SeatResult(player, i, hand[i], pen[i], tp[i]) for i, player in enumerate(data.table.seats)
    )
    return TableResult(
        data.table.session,
        data.table.table,
        data.state,
        four(seats),
        data.hands_entered,
        data.totals is not None,
    )


def gather(
    tables: Iterable[Table],
    statuses: Iterable[MatchStatus],
    sums: Iterable[TableSums],
    totals: Iterable[TableTotals],
    penalties: Iterable[Penalty],
) -> list[TableData]:
    """Join the store's lists into one TableData per seated table."""
    data = {(t.session, t.table): TableData(t) for t in tables}
    for s in statuses:
        if (d := data.get((s.session, s.table))) is not None:
            d.state = s.state
    for sum_ in sums:
        if (d := data.get((sum_.session, sum_.table))) is not None:
            d.hand_points = sum_.hand_points
            d.hands_won = sum_.hands_won
            d.hands_entered = sum_.hands_entered
    for t in totals:
        if (d := data.get((t.session, t.table))) is not None:
            d.totals = t
    for p in penalties:
        if (d := data.get((p.session, p.table))) is not None:
            d.penalties.append(p)
    return list(data.values())


# ---- standings ------------------------------------------------------------------


@dataclass
class _Tally:
    table_points: Fraction = Fraction(0)
    score: Points = 0
    sessions_played: int = 0
    sessions_won: Fraction = Fraction(0)
    best_session: Points | None = None
    penalty_points: int = 0


# Standing keys an organiser can order by; larger is better for every key.
TIE_BREAKS: dict[str, Callable[[_Tally], int | Fraction]] = {
    "table_points": lambda t: t.table_points,
    "score": lambda t: t.score,
    "sessions_won": lambda t: t.sessions_won,
    "best_session": lambda t: t.best_session if t.best_session is not None else -(10**9),
    "fewest_penalties": lambda t: t.penalty_points,
}
TIE_BREAK_TITLES = {
    "table_points": "Table points",
    "score": "Score",
    "sessions_won": "Sessions won (first places, ties shared)",
    "best_session": "Best session score",
    "fewest_penalties": "Fewest penalty points",
}


def standing_keys(tie_breaks: Sequence[str]) -> list[str]:
    """Table points, then score, then the organiser's further keys (unknown: refused)."""
    keys = ["table_points", "score"]
    for k in tie_breaks:
        if k not in TIE_BREAKS:
            raise Refused(f"Unknown tie-break '{k}'; choose from {', '.join(TIE_BREAKS)}.")
        if k not in keys:
            keys.append(k)
    return keys


def standings(
    players: Sequence[Player], results: Iterable[TableResult], tie_breaks: Sequence[str] = ()
) -> list[StandingRow]:
    """Every player's line, best first; players equal on every key share a rank."""
    tallies: dict[int, _Tally] = {p.number: _Tally() for p in players}
    for r in results:
        scored = r.state in SCORED_STATES
        # A table with nothing entered yet is skipped; a penalty given before the
        # first hand (lateness, slow play) still counts, as in the player's history.
        penalised = any(s.penalty_score for s in r.seats)
        if not scored and r.hands_entered == 0 and not r.totals_only and not penalised:
            continue
        top = max(s.score for s in r.seats)
        firsts = sum(1 for s in r.seats if s.score == top)
        for s in r.seats:
            t = tallies.setdefault(s.player, _Tally())
            t.table_points += s.table_points
            t.score += s.score
            t.sessions_played += 1
            t.penalty_points += s.penalty_score
            t.best_session = s.score if t.best_session is None else max(t.best_session, s.score)
            if scored and s.score == top:
                t.sessions_won += Fraction(1, firsts)
    keys = [TIE_BREAKS[k] for k in standing_keys(tie_breaks)]
    by_number = {p.number: p for p in players}
    order = sorted(
        by_number,
        key=lambda n: (tuple(_neg(k(tallies[n])) for k in keys), n),
    )
    rows: list[StandingRow] = []
    previous: tuple[int | Fraction, ...] | None = None
    rank = 0
    for i, n in enumerate(order, start=1):
        signature = tuple(k(tallies[n]) for k in keys)
        if signature != previous:
            rank, previous = i, signature
        t = tallies[n]
        rows.append(
            StandingRow(
                rank,
                by_number[n],
                t.table_points,
                t.score,
                t.sessions_played,
                t.sessions_won,
                t.best_session,
                t.penalty_points,
            )
        )
    return rows


def _neg(value: int | Fraction) -> int | Fraction:
    return -value


def team_standings(rows: Iterable[StandingRow]) -> list[TeamStandingRow]:
    """Each team's members' table points and scores summed; best first, shared ranks."""
    teams: dict[str, list[StandingRow]] = defaultdict(list)
    for r in rows:
        if r.player.team:
            teams[r.player.team].append(r)
    sums = [
        (
            name,
            tuple(sorted(m.player.number for m in members)),
            sum((m.table_points for m in members), Fraction(0)),
            sum(m.score for m in members),
        )
        for name, members in teams.items()
    ]
    sums.sort(key=lambda s: (-s[2], -s[3], s[0]))
    out: list[TeamStandingRow] = []
    previous = None
    rank = 0
    for i, (name, members, tp, score) in enumerate(sums, start=1):
        if (tp, score) != previous:
            rank, previous = i, (tp, score)
        out.append(TeamStandingRow(rank, name, members, tp, score))
    return out


def history(player: int, data: Iterable[TableData]) -> list[HistoryEntry]:
    """The sessions `player` sat in, in session order."""
    out = []
    for d in sorted(data, key=lambda d: d.table.session):
        if player not in d.table.seats:
            continue
        r = table_result(d)
        i = d.table.seat_of(player)
        out.append(
            HistoryEntry(
                session=d.table.session,
                table=d.table.table,
                seat=i,
                opponents=tuple(p for p in d.table.seats if p != player),
                hand_score=r.seats[i].hand_score,
                penalty_score=r.seats[i].penalty_score,
                table_points=r.seats[i].table_points,
                state=d.state,
                hands_won=d.hands_won[i],
                penalties=tuple(p for p in d.penalties if p.player == player),
            )
        )
    return out
