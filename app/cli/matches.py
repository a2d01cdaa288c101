"""A match's other entries: `penalty`, `penalties`, `delete-penalty`, `totals`
(totals-only entry), `state` (open, complete, verified) and `version` (for
`--expect-version`)."""

from __future__ import annotations

import argparse

from app.cli.console import print_json
from app.domain.model import Penalty
from app.domain.service import TournamentService
from app.export.rows import format_exact


def _penalty(svc: TournamentService, args: argparse.Namespace) -> int:
    player = svc.player(args.player)
    change = svc.record_penalty(
        args.session,
        args.table,
        player.number,
        args.points,
        args.reason,
        shared=args.share,
        expected_version=args.expect_version,
    )
    shared = f", {-args.points // 3:+d} to each other player" if args.share else ""
    print(  # the id lets the referee delete it again: `delete-penalty ID`
        f"Penalty {change.new_as(Penalty).id}: {args.points:+d} to {player.number} {player.name}"
        f"{shared} ({args.reason})"
    )
    return 0


def _penalties(svc: TournamentService, args: argparse.Namespace) -> int:
    penalties = svc.penalties(args.session)
    if args.json:
        print_json(
            [
                {
                    "id": p.id,
                    "session": p.session,
                    "table": p.table,
                    "player": p.player,
                    "points": p.points,
                    "shared": p.shared,
                    "reason": p.reason,
                }
                for p in penalties
            ]
        )
    else:
        for p in penalties:
            shared = " shared" if p.shared else ""
            print(
                f"{p.id:4}  session {p.session} table {p.table}  player {p.player}"
                f"  {p.points:+d}{shared}  {p.reason}"
            )
    return 0


def _delete_penalty(svc: TournamentService, args: argparse.Namespace) -> int:
    change = svc.delete_penalty(args.id, expected_version=args.expect_version)
    print(f"Deleted penalty {args.id} ({change.old_as(Penalty).reason}).")
    return 0


def _totals(svc: TournamentService, args: argparse.Namespace) -> int:
    svc.set_totals(args.session, args.table, args.scores, expected_version=args.expect_version)
    shown = ", ".join(format_exact(x) for x in args.scores)
    print(f"Totals of table {args.table}, session {args.session}: {shown}")
    return 0


def _state(svc: TournamentService, args: argparse.Namespace) -> int:
    svc.set_match_state(args.session, args.table, args.state, expected_version=args.expect_version)
    print(f"Table {args.table} of session {args.session} is {args.state}.")
    return 0


def _version(svc: TournamentService, args: argparse.Namespace) -> int:
    svc.table(args.session, args.table)
    print(svc.match_version(args.session, args.table))
    return 0


COMMANDS = {
    "penalty": _penalty,
    "penalties": _penalties,
    "delete-penalty": _delete_penalty,
    "totals": _totals,
    "state": _state,
    "version": _version,
}
