"""`players add | import | list | edit | withdraw`: registering players and
correcting them (docs/cli.md)."""

from __future__ import annotations

import argparse
import dataclasses
from typing import Any

from app.cli.console import print_json, sessions_text
from app.domain.errors import Refused
from app.domain.model import Player
from app.domain.service import TournamentService
from app.tournament import import_players


def _players_add(svc: TournamentService, args: argparse.Namespace) -> int:
    change = svc.add_player(
        args.name,
        args.country,
        args.ema_id,
        args.team,
        args.substitute,
        first_name=args.first_name,
        last_name=args.last_name,
        romanised=args.romanised,
        name_order=args.name_order,
    )
    player = change.new_as(Player)
    print(f"Player {player.number}: {player.name}")
    return 0


def _players_import(svc: TournamentService, args: argparse.Namespace) -> int:
    report = import_players(svc, args.source, args.encoding)
    print(report.summary())
    return 0


def _players_list(svc: TournamentService, args: argparse.Namespace) -> int:
    players = svc.players()
    if args.json:
        print_json(
            [
                {
                    "player": p.number,
                    "name": p.name,
                    "first_name": p.first_name,
                    "last_name": p.last_name,
                    "romanised": p.romanised,
                    "name_order": p.name_order,
                    "country": p.country,
                    "ema_id": p.ema_id,
                    "team": p.team,
                    "substitute": p.substitute,
                    "active": p.active,
                }
                for p in players
            ]
        )
    else:
        for p in players:
            extra = ", ".join(x for x in (p.country, p.team, p.ema_id) if x)
            marks = ("" if p.active else " [withdrawn]") + (" [substitute]" if p.substitute else "")
            print(f"{p.number:4}  {p.name}" + (f"  ({extra})" if extra else "") + marks)
    return 0


EDITABLE = (
    "name",
    "first_name",
    "last_name",
    "romanised",
    "name_order",
    "country",
    "team",
    "ema_id",
)


def _players_edit(svc: TournamentService, args: argparse.Namespace) -> int:
    player = svc.player(args.player)
    changes: dict[str, Any] = {}  # field -> value; the domain checks each
    for field in EDITABLE:
        value = getattr(args, field)
        if value is not None:
            # '' clears a detail; the name is checked by the domain (never empty).
            changes[field] = value.strip() if field == "name" else (value.strip() or None)
    for flag in ("substitute", "active"):
        if getattr(args, flag) is not None:
            changes[flag] = getattr(args, flag)
    if not changes:
        raise Refused(
            "Nothing to change: give --name, --first-name, --last-name, --romanised, "
            "--name-order, --country, --team, "
            "--ema-id, --substitute/--no-substitute or --active/--no-active."
        )
    p = svc.update_player(dataclasses.replace(player, **changes)).new_as(Player)
    extra = ", ".join(x for x in (p.country, p.team, p.ema_id) if x)
    state = "" if p.active else " [withdrawn]"
    print(f"Player {p.number}: {p.name}" + (f"  ({extra})" if extra else "") + state)
    return 0


def _players_withdraw(svc: TournamentService, args: argparse.Namespace) -> int:
    player = svc.player(args.player)
    substitute = svc.player(args.substitute).number if args.substitute else None
    change = svc.withdraw_player(player.number, substitute)
    print(f"Player {player.number} {player.name} has withdrawn; their results stay.")
    # a seating step's new value is the session's tables (see Step)
    replaced = [
        tables[0].session
        for s in change.steps
        if s.entity == "seating" and isinstance(tables := s.new, tuple) and tables
    ]
    if substitute is not None:
        name = svc.player(substitute).name
        print(f"{name} takes their seats in {sessions_text(replaced)}.")
    still = svc.seated_later(player.number)
    if still:
        print(
            f"They are still seated in {sessions_text(still)}: run `seat` to seat those "
            "sessions again without them (tables of four need a multiple of 4 active "
            "players), or withdraw again with --substitute."
        )
    return 0


COMMANDS = {
    "players add": _players_add,
    "players import": _players_import,
    "players list": _players_list,
    "players edit": _players_edit,
    "players withdraw": _players_withdraw,
}
