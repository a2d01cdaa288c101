"""`links` and `queue`: table-side entry's seat links and the referee's queue
(docs/contracts.md, "Table-side entry (web)"; docs/cli.md).

`links` prints secrets on purpose (the organiser prints them on the table cards);
nothing else here does, and no error message ever quotes one.
"""

from __future__ import annotations

import argparse
from typing import Any
from urllib.parse import urlsplit

from app.cli.console import print_json
from app.domain.errors import Refused
from app.domain.proposal_model import Proposal
from app.domain.service import TournamentService
from app.domain.tableside import SEAT_LETTERS

DEFAULT_BASE = "http://127.0.0.1:8765/"


def add_tableside_commands(sub: Any, session: Any, proposal_id: Any) -> None:
    """links, queue."""
    p = sub.add_parser("links", help="each seat's table-side link of a session (secrets)")
    p.add_argument("file")
    p.add_argument("--session", type=session, required=True)
    p.add_argument("--json", action="store_true")
    p.add_argument("--rotate", action="store_true", help="replace the session's secrets")
    p.add_argument(
        "--base-url", default=DEFAULT_BASE, help=f"the server's address ({DEFAULT_BASE})"
    )
    p = sub.add_parser("queue", help="the referee's queue of table-side proposals")
    p.add_argument("file")
    p.add_argument("--json", action="store_true")
    act = p.add_mutually_exclusive_group()
    act.add_argument("--accept", type=proposal_id, metavar="ID", help="store the proposed hand")
    act.add_argument("--reject", type=proposal_id, metavar="ID", help="turn it down (--reason)")
    p.add_argument("--reason", help="with --reject: why")
    # The referee's own hand with --accept, by the match's starting seats (as the table).
    p.add_argument("--tiles", help="with --accept: the referee's corrected winning hand")
    p.add_argument("--winner", type=_letter, metavar="E|S|W|N", help="with --tiles: who won")
    p.add_argument(
        "--from", dest="giver", type=_letter_or_self, metavar="E|S|W|N|self",
        help="with --tiles: who discarded the winning tile, or self",
    )  # fmt: skip
    p.add_argument("--draw", action="store_true", help="with --accept: the hand was a draw")


def _letter(text: str) -> str:
    if text.strip().upper() not in SEAT_LETTERS:
        raise argparse.ArgumentTypeError(f"'{text}' is not a seat: give E, S, W or N")
    return text.strip().upper()


def _letter_or_self(text: str) -> str:
    if text.strip().lower() == "self":
        return "self"
    if text.strip().upper() not in SEAT_LETTERS:
        raise argparse.ArgumentTypeError(f"'{text}' is not a seat: give E, S, W, N or self")
    return text.strip().upper()


def base_url(text: str) -> str:
    """The server's address as given, ending in one slash; Refused unless http(s)."""
    parts = urlsplit(text.strip())
    if parts.scheme not in ("http", "https") or not parts.netloc or parts.query:
        raise Refused(f"--base-url is the server's address, like {DEFAULT_BASE}")
    return text.strip().rstrip("/") + "/"


def _links(svc: TournamentService, args: argparse.Namespace) -> int:
    base = base_url(args.base_url)
    if not 1 <= args.session <= svc.settings().sessions:
        raise Refused(f"There is no session {args.session} (1 to {svc.settings().sessions}).")
    links = svc.seat_links(args.session, rotate=args.rotate)
    seats = []
    for link in links:
        player = svc.player(svc.table(link.session, link.table).seats[link.seat])
        seats.append(
            {
                "session": link.session,
                "table": link.table,
                "seat": link.letter,
                "player": player.number,
                "name": player.name,
                "url": f"{base}seat/{link.token}",
                "token": link.token,
            }
        )
    if args.json:
        print_json({"results": f"{base}results", "seats": seats})
        return 0
    print(f"Results: {base}results")
    for s in seats:
        print(f"Table {s['table']:3}  {s['seat']}  {s['player']:4} {s['name']}  {s['url']}")
    return 0


def only_reads(args: argparse.Namespace) -> bool:
    """`queue` without --accept or --reject only lists: the tournament opens read-only."""
    return args.accept is None and args.reject is None


def _corrected(args: argparse.Namespace) -> dict[str, object] | None:
    """The referee's own hand given with --accept (seat letters, as the table's), or
    None; Refused for an incomplete or contradictory one."""
    given = [args.tiles, args.winner, args.giver]
    if not args.draw and all(g is None for g in given):
        return None
    if args.accept is None:
        raise Refused("--tiles, --winner, --from and --draw go with --accept ID.")
    if args.draw:
        if any(g is not None for g in given):
            raise Refused("--draw is a hand without a winner: leave out --tiles, --winner, --from.")
        return {"draw": True}
    if any(g is None or not str(g).strip() for g in given):
        raise Refused("A corrected win needs --tiles, --winner and --from (E, S, W, N or self).")
    if args.giver == args.winner:
        raise Refused("The winner cannot win on their own discard: use --from self.")
    return {"winner": args.winner, "from": args.giver, "tiles": args.tiles}


def _queue(svc: TournamentService, args: argparse.Namespace) -> int:
    if args.reason is not None and args.reject is None:
        raise Refused("--reason goes with --reject ID.")
    corrected = _corrected(args)
    if args.accept is not None:
        p = svc.accept(args.accept, corrected)
        how = " with the referee's hand" if corrected is not None else ""
        print(f"Proposal {p.id} accepted{how}: {_where(p)} stored.")
        return 0
    if args.reject is not None:
        if args.reason is None:
            raise Refused("Say why with --reason TEXT: the table sees it.")
        p = svc.reject(args.reject, args.reason)
        print(f"Proposal {p.id} rejected: {_where(p)} is not stored.")
        return 0
    rows = svc.referee_queue()
    if args.json:
        print_json(rows)
    elif not rows:
        print("The referee's queue is empty.")
    for row in [] if args.json else rows:
        print(f"{row['id']:4}  session {row['session']} table {row['table']} hand {row['hand']}")
        print(f"      {row['reason']}")
    return 0


def _where(p: Proposal) -> str:
    return f"hand {p.hand} of table {p.table}, session {p.session},"


COMMANDS = {"links": _links, "queue": _queue}
