"""`standings`, `history` (one player's sessions) and `audit` (the latest changes)."""

from __future__ import annotations

import argparse
from collections.abc import Sequence

from app.cli.console import number_text, points_text, print_json, signed
from app.cli.publish import warn_team_sizes
from app.domain.errors import Refused
from app.domain.model import WINDS, StandingRow, TeamStandingRow
from app.domain.results import team_standings
from app.domain.scope import LATEST, LIVE
from app.domain.service import TournamentService
from app.domain.table_points import as_number
from app.standing_rows import counted as standing_counted
from app.standing_rows import player_rows
from scoring.result import json_number
from scoring.terminal import ljust


def _standings(svc: TournamentService, args: argparse.Namespace) -> int:
    sessions = svc.settings().sessions
    if args.after and args.after > sessions:
        raise Refused(f"There is no session {args.after}: the tournament has {sessions}.")
    view = svc.standings_view(LIVE if args.live else args.after or LATEST)
    # What the rows count, in every JSON row (app.domain.scope, one meaning everywhere):
    # after session K (all its matches finished), or live (null).
    counted = standing_counted(view.scope)
    if not args.json:
        print(view.scope.headline(marked=False))
    if args.teams:
        _team_rows(team_standings(view.rows), counted if args.json else None)
        warn_team_sizes(svc)
    else:
        _player_rows(view.rows, counted if args.json else None)
    return 0


def _team_rows(rows: Sequence[TeamStandingRow], counted: dict[str, object] | None) -> None:
    """The teams' standings: JSON rows carrying `counted`, or (None) a table."""
    if counted is not None:
        print_json(
            [
                {
                    "rank": r.rank,
                    "team": r.team,
                    "members": list(r.members),
                    "table_points": as_number(r.table_points),
                    "score": json_number(r.score),
                    **counted,
                }
                for r in rows
            ]
        )
        return
    print(f"{'rank':>4}  {'team':30} {'points':>7}  {'score':>6}")
    for r in rows:
        points = points_text(r.table_points)
        print(f"{r.rank:4}  {ljust(r.team, 30)} {points:>7}  {number_text(r.score):>6}")


def _player_rows(rows: Sequence[StandingRow], counted: dict[str, object] | None) -> None:
    """The players' standings: JSON rows carrying `counted`, or (None) a table."""
    if counted is not None:
        print_json(player_rows(rows, counted))
        return
    print(f"{'rank':>4}  {'no.':>4} {'player':30} {'points':>7}  {'score':>6}")
    for r in rows:
        print(
            f"{r.rank:4}  {r.player.number:4} {ljust(r.player.name, 30)} "
            f"{points_text(r.table_points):>7}  {number_text(r.score):>6}"
        )


def _history(svc: TournamentService, args: argparse.Namespace) -> int:
    player = svc.player(args.player)
    entries = svc.player_history(player.number)
    if args.json:
        print_json(
            [
                {
                    "session": e.session,
                    "table": e.table,
                    "seat": WINDS[e.seat],
                    "opponents": list(e.opponents),
                    "score": json_number(e.score),
                    "penalties": e.penalty_score,
                    "table_points": as_number(e.table_points),
                    "state": e.state.value,
                }
                for e in entries
            ]
        )
    else:
        print(f"{player.number} {player.name}")
        for e in entries:
            print(
                f"  session {e.session} table {e.table} seat {WINDS[e.seat]}: "
                f"score {signed(e.score)}"
                f", table points {as_number(e.table_points)} [{e.state.value}]"
            )
    return 0


def _audit(svc: TournamentService, args: argparse.Namespace) -> int:
    for a in svc.audit(args.limit):
        station = f" [{a.station}]" if a.station else ""  # which station made it
        print(f"{a.at}{station}  {a.operation}: {a.entity} {a.key}  {a.old} -> {a.new}")
    return 0


COMMANDS = {"standings": _standings, "history": _history, "audit": _audit}
