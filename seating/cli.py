"""`python -m seating`: print a seating plan or the in-match rotation.

    python -m seating --players N --sessions R [--teams FILE] [--avoid FILE [--hard-avoid]]
                      [--encoding NAME] [--seed S] [--time-limit SECONDS] [--json]
    python -m seating --version
    python -m seating rotation [--json] [--hands N]

Bad input prints one line saying what is wrong and exits with status 2.
"""

from __future__ import annotations

import argparse
import csv
import json
import sys
from collections.abc import Hashable, Sequence
from importlib import metadata
from pathlib import Path
from typing import NoReturn

from seating.errors import SeatingError
from seating.plan import Avoid, SeatingPlan
from seating.planner import plan_sessions, roster
from seating.rotation import match_rotation
from seating.textfile import ENCODINGS, EncodingProblem, NotText, decode_text


def _version() -> str:
    """The installed package's version, as every command's --version gives it
    (seating imports nothing from app: read here, as scoring does)."""
    try:
        return metadata.version("mcr-tournament-manager")
    except metadata.PackageNotFoundError:
        return "0+unknown"


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


def read_groups(
    path: str, column: str, players: int, encoding: str | None = None
) -> dict[int, str]:
    """A CSV of player numbers and a group label (header `player,<column>`), in the
    encoding its byte-order mark says, else UTF-8 or `encoding` (never guessed)."""
    try:
        raw = Path(path).read_bytes()
    except OSError as err:
        raise SeatingError(f"cannot read {path}: {err.strerror or err}") from None
    try:
        text = decode_text(raw, encoding)
    except NotText as err:
        common = ", ".join(list(ENCODINGS)[1:7])
        raise SeatingError(
            f"{path} is {err}; give its encoding with --encoding NAME (Excel on Western "
            f"Windows saves cp1252; others: {common})"
        ) from None
    except EncodingProblem as err:
        raise SeatingError(str(err)) from None
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
    parser.add_argument(
        "--hard-avoid",
        action="store_true",
        help="with --avoid: players of one group never share a table (by default the "
        "plan only tries to keep them apart)",
    )
    parser.add_argument(
        "--encoding",
        metavar="NAME",
        help="the text encoding of --teams/--avoid files that are not UTF-8 and have no "
        "byte-order mark (never guessed), e.g. cp1252, gb18030, latin-1",
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--time-limit", type=float, default=10.0, help="seconds of search")
    parser.add_argument("--json", action="store_true", help="print the plan as JSON")
    parser.add_argument("--version", action="version", version=f"{parser.prog} {_version()}")
    args = parser.parse_args(argv)
    try:
        if args.hard_avoid and not args.avoid:
            raise SeatingError("--hard-avoid needs --avoid FILE (the groups to keep apart)")
        if args.encoding and not (args.teams or args.avoid):
            raise SeatingError("--encoding is for --teams or --avoid files; neither was given")
        players = roster(args.players)
        if args.sessions < 1:
            raise SeatingError(f"the number of sessions must be at least 1, not {args.sessions}")
        n = len(players)
        teams: dict[Hashable, Hashable] | None = None
        if args.teams:
            teams = {p: t for p, t in read_groups(args.teams, "team", n, args.encoding).items()}
        avoid = None
        if args.avoid:
            groups: dict[Hashable, Hashable] = {
                p: g for p, g in read_groups(args.avoid, "group", n, args.encoding).items()
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
