"""The quality report players check a plan against: repeated opponents and who, teammates
or avoided groups at one table, starting-seat balance, table-number spread.

Computed from the finished plan alone, independently of how the planner built it, so
it also serves to audit a plan made elsewhere or edited by hand.
"""

from __future__ import annotations

import itertools
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from seating.bounds import SMALL_FIELD_SOURCE, small_field_minimum, split_bound
from seating.plan import WINDS, Avoid, Player, SessionPlan


@dataclass(frozen=True)
class RepeatedPair:
    """Two players who meet more than once, and the sessions (from 1) where they meet."""

    players: tuple[Player, Player]
    sessions: tuple[int, ...]


@dataclass(frozen=True)
class Clash:
    """Players at one table who should not be: teammates, or one avoided group."""

    session: int
    table: int
    players: tuple[Player, ...]
    group: Hashable
    kind: str  # "team", or the Avoid's name
    hard: bool


@dataclass(frozen=True)
class QualityReport:
    players: int
    sessions: int
    repeats: int  # sum over pairs of (meetings - 1)
    repeat_bound: int  # fewest repeats any plan can have, teammates never meeting
    repeated_pairs: tuple[RepeatedPair, ...]
    consecutive_repeats: tuple[tuple[Player, Player, int], ...]  # pair, first session
    team_clashes: tuple[Clash, ...]
    avoid_clashes: tuple[Clash, ...]
    wind_counts: tuple[tuple[Player, tuple[int, int, int, int]], ...]  # E, S, W, N
    table_counts: tuple[tuple[Player, tuple[int, ...]], ...]  # times at table 1, 2, ...
    max_same_table: int  # most times any player sits at one table number
    same_table_floor: int  # a lower bound: ceil(sessions / tables)
    avoid_rules: int = 0  # how many avoid lists were checked
    best_known: int | None = None  # fewest repeats known for this field (no teams)
    best_known_source: str = ""  # "published: ..." or "found here: ..."
    method: str = ""  # how the planner built the plan ("" for a plan checked from outside)

    @property
    def standing(self) -> str:
        """Where the plan stands against the lower bound and the best known value."""
        above = self.repeats - self.repeat_bound
        if above <= 0:
            return "at the lower bound: no plan has fewer repeats"
        if self.best_known is None:
            return f"{above} above the lower bound; no better plan is known here"
        if self.repeats == self.best_known:
            return f"at the best known value, {above} above the lower bound"
        if self.repeats < self.best_known:
            return f"better than the best known value ({self.best_known})"
        return f"{self.repeats - self.best_known} above the best known value ({self.best_known})"

    @property
    def wind_balanced(self) -> bool:
        """Every player's E/S/W/N starting-seat counts differ by at most one."""
        return all(max(c) - min(c) <= 1 for _, c in self.wind_counts)

    @property
    def max_wind_spread(self) -> int:
        return max((max(c) - min(c) for _, c in self.wind_counts), default=0)

    @property
    def hard_clashes(self) -> int:
        return len(self.team_clashes) + sum(1 for c in self.avoid_clashes if c.hard)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready (player keys become strings)."""

        def clash(c: Clash) -> dict[str, Any]:
            return {
                "session": c.session,
                "table": c.table,
                "players": list(c.players),
                "group": c.group if isinstance(c.group, int | str) else str(c.group),
                "kind": c.kind,
                "hard": c.hard,
            }

        return {
            "players": self.players,
            "sessions": self.sessions,
            "repeats": self.repeats,
            "repeat_bound": self.repeat_bound,
            "repeated_pairs": [
                {"players": list(r.players), "sessions": list(r.sessions)}
                for r in self.repeated_pairs
            ],
            "consecutive_repeats": [
                {"players": [p, q], "sessions": [s, s + 1]} for p, q, s in self.consecutive_repeats
            ],
            "team_clashes": [clash(c) for c in self.team_clashes],
            "avoid_clashes": [clash(c) for c in self.avoid_clashes],
            "wind_balanced": self.wind_balanced,
            "max_wind_spread": self.max_wind_spread,
            "wind_counts": {str(p): dict(zip(WINDS, c, strict=True)) for p, c in self.wind_counts},
            "max_same_table": self.max_same_table,
            "same_table_floor": self.same_table_floor,
            "avoid_rules": self.avoid_rules,
            "lower_bound": self.repeat_bound,
            "best_known": self.best_known,
            "best_known_source": self.best_known_source,
            "standing": self.standing,
            "method": self.method,
            "table_counts": {str(p): list(c) for p, c in self.table_counts},
        }

    def summary_lines(self) -> list[str]:
        """The report as the CLI prints it."""
        lines = [
            f"Repeated meetings: {self.repeats} (lower bound: {self.repeat_bound})",
        ]
        if self.best_known is not None:
            lines.append(f"  best known: {self.best_known} ({self.best_known_source})")
        lines.append(f"  standing: {self.standing}")
        for r in self.repeated_pairs:
            where = ", ".join(str(s) for s in r.sessions)
            lines.append(f"  {r.players[0]} and {r.players[1]} meet in sessions {where}")
        for p, q, s in self.consecutive_repeats:
            lines.append(f"  {p} and {q} meet in consecutive sessions {s} and {s + 1}")
        lines.append(f"Teammates at one table: {len(self.team_clashes)}")
        for c in self.team_clashes:
            names = ", ".join(str(p) for p in c.players)
            lines.append(f"  session {c.session} table {c.table}: {names} (team {c.group})")
        if self.avoid_clashes or self.avoid_rules:
            lines.append(f"Avoided groups at one table: {len(self.avoid_clashes)}")
            for c in self.avoid_clashes:
                names = ", ".join(str(p) for p in c.players)
                strength = "hard" if c.hard else "soft"
                lines.append(
                    f"  session {c.session} table {c.table}: {names}"
                    f" ({c.kind} {c.group}, {strength})"
                )
        balance = "balanced" if self.wind_balanced else "UNBALANCED"
        lines.append(
            f"Starting seats: {balance} (largest E/S/W/N difference {self.max_wind_spread})"
        )
        lines.append(
            f"Table numbers: at most {self.max_same_table} times at one number"
            f" (lower bound {self.same_table_floor})"
        )
        if self.method:
            lines.append(f"Made by: {self.method}")
        return lines


def _by_wind(counts: Sequence[int]) -> tuple[int, int, int, int]:
    """Counts of the four seat winds (E, S, W, N)."""
    east, south, west, north = counts
    return (east, south, west, north)


def repeat_bound(players: int, sessions: int, forbidden_pairs: int = 0) -> int:
    """The fewest repeats any plan can have. Counting: 1.5 x N x R meetings among
    N(N-1)/2 pairs (less those that must never meet), every meeting beyond the pairs
    available is a repeat. With fewer than four tables the table-splitting argument is
    stronger (seating.bounds), and for 12 x 4 the exhaustive minimum; the larger holds
    (teams and avoided groups only add to what any plan must repeat)."""
    meetings = players * sessions * 3 // 2
    counting = max(0, meetings - (players * (players - 1) // 2 - forbidden_pairs))
    return max(counting, split_bound(players, sessions), small_field_minimum(players, sessions))


def player_bound(sessions: int, opponents: Sequence[int]) -> int:
    """The same count player by player: a player meets 3 per session among the
    `opponents` he may meet, and each repeat is two players' excess meeting. Stronger
    than repeat_bound when teams differ in size."""
    excess = sum(max(0, 3 * sessions - k) for k in opponents)
    return (excess + 1) // 2


def evaluate(
    sessions: Sequence[SessionPlan],
    players: Sequence[Player],
    teams: Mapping[Player, Hashable] | None = None,
    avoid: Sequence[Avoid] = (),
    method: str = "",
) -> QualityReport:
    """Check a plan from scratch: the planner's own claims are not trusted here.
    `method` is the planner's note on how the plan was made, passed through."""
    teams = teams or {}
    met: dict[tuple[Player, Player], list[int]] = {}
    order = {p: i for i, p in enumerate(players)}
    winds = {p: [0, 0, 0, 0] for p in players}
    tables_per_session = max((len(s.tables) for s in sessions), default=1) or 1
    numbers = {p: [0] * tables_per_session for p in players}
    team_clashes: list[Clash] = []
    avoid_clashes: list[Clash] = []
    for session in sessions:
        for table in session.tables:
            for wind, p in enumerate(table.seats):
                if p in winds:
                    winds[p][wind] += 1
                    numbers[p][table.number - 1] += 1
            present = [p for p in table.seats if p in order]
            for p, q in itertools.combinations(sorted(present, key=order.__getitem__), 2):
                met.setdefault((p, q), []).append(session.number)
            team_clashes += _clashes(session.number, table.number, present, teams, "team", True)
            for rule in avoid:
                avoid_clashes += _clashes(
                    session.number, table.number, present, rule.groups, rule.name, rule.hard
                )
    repeated = tuple(
        RepeatedPair(pair, tuple(found)) for pair, found in met.items() if len(found) > 1
    )
    consecutive = tuple(
        (p, q, s)
        for (p, q), found in met.items()
        for s, t in itertools.pairwise(found)
        if t == s + 1
    )
    groups = _groups(teams, players).values()
    teammates = sum(len(members) * (len(members) - 1) // 2 for members in groups)
    team_size = {p: len(members) for members in groups for p in members}
    bound = max(
        repeat_bound(len(players), len(sessions), teammates),
        player_bound(len(sessions), [len(players) - team_size.get(p, 1) for p in players]),
    )
    known = None
    if not teammates and len(players) % 4 == 0 and len(players) >= 16:
        from seating.known import best_known

        known = best_known(len(players), len(sessions))
    elif not teammates and len(players) % 4 == 0 and len(sessions) >= 2:
        # Fewer than four tables: the bound is the fewest repeats possible, reached by
        # some plan (seating.bounds), so a plan above it can be bettered: say by how much.
        known = (bound, SMALL_FIELD_SOURCE)
    return QualityReport(
        players=len(players),
        sessions=len(sessions),
        repeats=sum(len(r.sessions) - 1 for r in repeated),
        repeat_bound=bound,
        repeated_pairs=repeated,
        consecutive_repeats=consecutive,
        team_clashes=tuple(team_clashes),
        avoid_clashes=tuple(avoid_clashes),
        wind_counts=tuple((p, _by_wind(winds[p])) for p in players),
        table_counts=tuple((p, tuple(numbers[p])) for p in players),
        max_same_table=max((max(c) for c in numbers.values()), default=0),
        same_table_floor=-(-len(sessions) // tables_per_session),
        avoid_rules=len(avoid),
        best_known=known[0] if known else None,
        best_known_source=known[1] if known else "",
        method=method,
    )


def _groups(
    labels: Mapping[Player, Hashable], players: Sequence[Player]
) -> dict[Hashable, list[Player]]:
    groups: dict[Hashable, list[Player]] = {}
    for p in players:
        if p in labels and labels[p] is not None:
            groups.setdefault(labels[p], []).append(p)
    return groups


def _clashes(
    session: int,
    table: int,
    present: list[Player],
    labels: Mapping[Player, Hashable],
    kind: str,
    hard: bool,
) -> list[Clash]:
    return [
        Clash(session, table, tuple(members), group, kind, hard)
        for group, members in _groups(labels, present).items()
        if len(members) > 1
    ]
