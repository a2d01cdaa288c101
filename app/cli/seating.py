"""`seat` and `tables`: seating every session and showing a session's tables."""

from __future__ import annotations

import argparse
from collections.abc import Sized

from app.cli.console import print_json
from app.domain.errors import Refused
from app.domain.model import WINDS
from app.domain.service import TournamentService


def _seat(svc: TournamentService, args: argparse.Namespace) -> int:
    report = svc.seat_sessions(seed=args.seed, time_limit=args.time_limit)
    tables = sum(len(s) for s in report.tables)
    print(f"Seated {len(report.tables)} sessions ({tables} tables).")
    q = report.quality
    if q:
        print(
            f"Repeated meetings: {q.get('repeats', '?')} (lower bound: "
            f"{q.get('repeat_bound', '?')}); teammates together: "
            f"{_count(q.get('team_clashes'))}."
        )
        if q.get("best_known") is not None:
            print(f"Best known: {q['best_known']} ({q.get('best_known_source', '')}).")
        if q.get("standing"):
            print(f"Standing: {q['standing']}; made by: {q.get('method', '')}.")
    return 0


def _count(listed: object) -> int:
    """How many a plan's quality lists (none when it says nothing)."""
    return len(listed) if isinstance(listed, Sized) else 0


def _tables(svc: TournamentService, args: argparse.Namespace) -> int:
    seated = svc.seated_tables(args.session)
    if not seated:
        raise Refused(f"Session {args.session} is not seated yet.")
    if args.json:
        print_json(
            [
                {
                    "table": st.table.table,
                    "seats": [
                        {"wind": WINDS[i], "player": p.number, "name": p.name}
                        for i, p in enumerate(st.players)
                    ],
                }
                for st in seated
            ]
        )
    else:
        for st in seated:
            seats = "  ".join(f"{WINDS[i]}: {p.number} {p.name}" for i, p in enumerate(st.players))
            print(f"Table {st.table.table:3}  {seats}  [{st.status.state.value}]")
    return 0


COMMANDS = {"seat": _seat, "tables": _tables}
