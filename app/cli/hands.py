"""`hand` (enter, correct or delete one hand of a table) and `hands` (the hands and
penalties of a table)."""

from __future__ import annotations

import argparse

from app.cli.console import print_json, signed
from app.cli.hand_text import hand_json, hand_line
from app.domain.anyhands import HandEntry, parse_kong
from app.domain.errors import Refused
from app.domain.model import WINDS, HandRecord, KongLine
from app.domain.service import TournamentService


def _hand(svc: TournamentService, args: argparse.Namespace) -> int:
    s, t, h = args.session, args.table, args.hand
    if args.delete:
        _check_delete(args)
        svc.delete_hand(s, t, h, expected_version=args.expect_version)
        print(f"Deleted hand {h} of table {t}, session {s}.")
        return 0
    # The kongs first: a mistyped kong is named before anything else is checked.
    kongs = tuple(parse_kong(k, lambda ref: svc.player(ref).number) for k in args.kong)
    entry = _drawn(args, kongs) if args.draw else _won(svc, args, kongs)
    change = svc.record_hand(
        s, t, h, entry, replace=args.replace, expected_version=args.expect_version
    )
    print(hand_line(svc, change.new_as(HandRecord)))
    return 0


def _check_delete(args: argparse.Namespace) -> None:
    if args.winner or args.discarder or args.fan is not None or args.tiles or args.draw:
        raise Refused("--delete takes no winner, discarder, fan, tiles or draw.")
    if args.kong or args.horse or args.liable or args.robbed or args.elements:
        raise Refused("--delete takes no kong, horse, liable, robbed or elements.")


def _drawn(args: argparse.Namespace, kongs: tuple[KongLine, ...]) -> HandEntry:
    if args.winner or args.discarder or args.self_drawn or args.fan is not None or args.tiles:
        raise Refused("A drawn hand has no winner, discarder, fan or tiles.")
    if args.horse or args.liable or args.robbed or args.elements:
        raise Refused("A drawn hand has no horse, liable player, robbed kong or elements.")
    return HandEntry(kongs=kongs)


def _won(
    svc: TournamentService, args: argparse.Namespace, kongs: tuple[KongLine, ...]
) -> HandEntry:
    _check_win(svc, args)
    entry = HandEntry(
        winners=tuple(svc.player(w).number for w in args.winner),
        discarder=svc.player(args.discarder).number if args.discarder else None,
        tiles=tuple(args.tiles),
        fan=args.fan,
        elements=tuple(e for e in (args.elements or "").split(",") if e.strip()),
        kongs=kongs,
        horse=args.horse.strip() if args.horse else None,
        liable=svc.player(args.liable).number if args.liable else None,
        robbed=args.robbed,
    )
    if args.elements is not None and not entry.elements:
        raise Refused("--elements lists at least one element.")
    return entry


def _check_win(svc: TournamentService, args: argparse.Namespace) -> None:
    """The options of a win that go together, before any name is looked up."""
    if not args.winner:
        raise Refused("Give the --winner (or --draw for a drawn hand).")
    if args.self_drawn == bool(args.discarder):
        raise Refused("Give exactly one of --self-drawn or --from PLAYER.")
    ways = sum([bool(args.tiles), args.fan is not None, bool(args.elements)])
    if ways > 1 or (ways == 0 and svc.rules().has_fan):
        raise Refused("Give exactly one of --fan N or --tiles NOTATION (or --elements LIST).")
    if args.tiles and len(args.tiles) != len(args.winner):
        raise Refused("Give each --winner his own --tiles, in the same order.")
    if len(args.winner) > 1 and not args.tiles:
        raise Refused("Several winners: give each winner's --tiles.")


def _hands(svc: TournamentService, args: argparse.Namespace) -> int:
    table = svc.table(args.session, args.table)
    records = svc.hands(args.session, args.table)
    if args.json:
        print_json([hand_json(table.seats, r) for r in records])
        return 0
    names = [svc.player(n).name for n in table.seats]
    print(svc.rules().describe())
    print(
        "Table",
        table.table,
        "session",
        table.session,
        "-",
        ", ".join(f"{WINDS[i]}: {n}" for i, n in enumerate(names)),
    )
    for r in records:
        points = " ".join(f"{signed(p):>6}" for p in r.points)
        print(f"{hand_line(svc, r):60}  {points}")
    for pen in svc.penalties(args.session, args.table):
        shared = " (shared)" if pen.shared else ""
        print(f"Penalty {pen.points:+d}{shared} {svc.player(pen.player).name}: {pen.reason}")
    return 0


COMMANDS = {"hand": _hand, "hands": _hands}
