"""`python -m seating`: print a seating plan or the in-match rotation.

    python -m seating --players N --sessions R [--teams FILE] [--avoid FILE [--hard-avoid]]
                      [--seed S] [--time-limit SECONDS] [--json]
    python -m seating rotation [--json] [--hands N]

Bad input prints one line saying what is wrong and exits with status 2.
"""

from __future__ import annotations

import argparse
import csv
import json
import sys
from collections.abc import Hashable, Sequence
from pathlib import Path
from typing import NoReturn

from seating.errors import SeatingError
from seating.plan import Avoid, SeatingPlan
from seating.planner import plan_sessions, roster
from seating.rotation import match_rotation


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message}\n")


def _rotation(argv: Sequence[str]) -> int:
    parser = _Parser(prog="python -m seating rotation", description="The 16-hand rotation.")
    parser.add_argument("--json", action="store_true", help="one JSON object per hand")
    parser.add_argument(
        "--hands", type=int, default=16, help="hands a match, a multiple of 4 (default 16)"
    )
    args = parser.parse_args(argv)
    try:
        hands = match_rotation(args.hands)
    except ValueError as err:
        parser.error(str(err))
    if args.json:
        print(json.dumps([hand.as_dict() for hand in hands], indent=1))
        return 0
    print("Players A-D by starting seat (A = East). Seat winds of A B C D:")
    print("hand  prevalent  dealer   A  B  C  D")
    for hand in hands:
        winds = "  ".join(hand.seat_winds)
        print(f"{hand.number:>4}  {hand.prevalent:>9}  {hand.dealer:>6}   {winds}")
    return 0


def read_groups(path: str, column: str, players: int) -> dict[int, str]:
    """A CSV of player numbers and a group label (header `player,<column>`)."""
    try:
        text = Path(path).read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as err:
        raise SeatingError(f"cannot read {path}: {err}") from err
    rows = [row for row in csv.reader(text.splitlines()) if any(cell.strip() for cell in row)]
    if rows and [c.strip().lower() for c in rows[0][:2]] == ["player", column]:
        rows = rows[1:]
    elif rows and not rows[0][0].strip().isdigit():
        raise SeatingError(f"{path}: the first row must be the header player,{column}")
    groups: dict[int, str] = {}
    for line, row in enumerate(rows, start=2):
        if len(row) < 2 or not row[1].strip():
            raise SeatingError(f"{path}, row {line}: expected player,{column}")
        try:
            player = int(row[0])
        except ValueError:
            raise SeatingError(f"{path}, row {line}: {row[0]!r} is not a player number") from None
        if not 1 <= player <= players:
            raise SeatingError(
                f"{path}, row {line}: unknown player {player} (players are 1-{players})"
            )
        if player in groups:
            raise SeatingError(f"{path}, row {line}: player {player} is listed twice")
        groups[player] = row[1].strip()
    return groups


def _print_plan(plan: SeatingPlan) -> None:
    for session in plan.sessions:
        print(f"Session {session.number}")
        for table in session.tables:
            seats = "  ".join(f"{w} {p:>3}" for w, p in zip("ESWN", table.seats, strict=True))
            print(f"  Table {table.number:>3}:  {seats}")
    print()
    for line in plan.quality.summary_lines():
        print(line)


def _plan(argv: Sequence[str]) -> int:
    parser = _Parser(prog="python -m seating", description="Seat a tournament.")
    parser.add_argument("--players", type=int, required=True, help="number of players N")
    parser.add_argument("--sessions", type=int, required=True, help="number of sessions R")
    parser.add_argument("--teams", help="CSV with columns player,team")
    parser.add_argument("--avoid", help="CSV with columns player,group (club, country)")
    parser.add_argument("--hard-avoid", action="store_true", help="avoid groups strictly")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--time-limit", type=float, default=10.0, help="seconds of search")
    parser.add_argument("--json", action="store_true", help="print the plan as JSON")
    args = parser.parse_args(argv)
    try:
        players = roster(args.players)
        if args.sessions < 1:
            raise SeatingError(f"the number of sessions must be at least 1, not {args.sessions}")
        teams: dict[Hashable, Hashable] | None = None
        if args.teams:
            teams = {p: t for p, t in read_groups(args.teams, "team", len(players)).items()}
        avoid = None
        if args.avoid:
            groups: dict[Hashable, Hashable] = {
                p: g for p, g in read_groups(args.avoid, "group", len(players)).items()
            }
            avoid = Avoid(groups, hard=args.hard_avoid)
        plan = plan_sessions(
            args.players,
            args.sessions,
            teams=teams,
            avoid=avoid,
            seed=args.seed,
            time_limit=args.time_limit,
        )
    except SeatingError as err:
        print(f"{parser.prog}: error: {err}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(plan.to_json()))
    else:
        _print_plan(plan)
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["rotation"]:
        return _rotation(argv[1:])
    return _plan(argv)
