"""The command line's grammar: one parser, its commands added group by group (the
functions below are tables of options, read top to bottom like the usage text).
Commands and their options are the contract in docs/contracts.md and docs/cli.md."""

from __future__ import annotations

import argparse
from typing import NoReturn, TypeAlias

from app.cli.argtypes import (
    COUNT,
    FAN,
    HAND,
    ID,
    PENALTY,
    SEED,
    SESSION,
    TABLE,
    TOTAL,
    seconds,
    version_text,
    whole,
)
from app.cli.language import add_lang_option
from app.cli.publish import add_pdf_selection
from app.cli.serve import add_serve_command
from app.cli.settings import add_detail_options, add_name_options
from app.cli.table_cards import add_table_cards_options
from app.cli.tableside import add_tableside_commands
from app.domain import limits
from app.domain.model import MatchState
from app.store.server_url import scrub_addresses
from app.version import version_text as program_version
from scoring import native
from scoring.terminal import program_name
from seating.textfile import ENCODINGS

# The subcommands' collection, as argparse hands it out (generic for the type checker
# only: the class cannot be subscripted at run time).
Subcommands: TypeAlias = "argparse._SubParsersAction[_Parser]"

DESCRIPTION = "`python -m app.cli`: the tournament operations on a tournament file, headless."


class _Parser(argparse.ArgumentParser):
    """A usage error quotes what was typed: never a server's password."""

    def error(self, message: str) -> NoReturn:
        super().error(scrub_addresses(message))


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog=program_name("app.cli"), description=DESCRIPTION)
    parser.add_argument(
        "--version",
        action="version",
        # Which scoring engine runs: compiled with mypyc or pure Python (scoring/native.py).
        version=f"{program_version('mcr-tournament-cli')} ({native.status().describe()})",
    )
    sub = parser.add_subparsers(dest="command", required=True)
    for add in (
        add_tournament_commands,
        add_player_commands,
        add_seating_commands,
        add_hand_commands,
        add_match_commands,
        add_result_commands,
        add_serve_command,
    ):
        add(sub)
    add_tableside_commands(sub, SESSION, whole(1, 2**62, "proposal", exists=True))
    return parser


def add_tournament_commands(sub: Subcommands) -> None:
    """new, settings, copy."""
    p = sub.add_parser("new", help="create a tournament file (or in an empty server database)")
    p.add_argument("file")
    p.add_argument("--name", required=True)
    p.add_argument("--sessions", type=whole(1, limits.MAX_SESSIONS, "sessions"), default=4)
    p.add_argument(
        "--rules", default="mcr", help="rule system: mcr, international, shenzhen, mahjong-online"
    )
    p.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="an option of the rule system (repeatable); fixed once a hand is entered",
    )
    p.add_argument(
        "--hands", type=whole(4, 64, "hands"), default=16, help="hands a match (multiple of 4)"
    )
    add_detail_options(p)

    p = sub.add_parser("settings", help="show or set the tournament's details")
    p.add_argument("file")
    p.add_argument("--name", help="the tournament's name")
    add_detail_options(p)

    p = sub.add_parser("copy", help="copy a whole tournament between a file and a server")
    p.add_argument("file", metavar="SRC", help="the tournament: a file or a postgresql:// URL")
    p.add_argument("destination", metavar="DST", help="a new file, or an empty database's URL")


def add_player_commands(sub: Subcommands) -> None:
    """players add, import, list, edit, withdraw."""
    players = sub.add_parser("players", help="register players").add_subparsers(
        dest="players_command", required=True
    )
    p = players.add_parser("add", help="register one player")
    p.add_argument("file")
    p.add_argument("name")
    p.add_argument("--first-name", help="given name(s), for the European results sheet")
    p.add_argument("--last-name", help="family name, for the European results sheet")
    add_name_options(p)
    p.add_argument("--country")
    p.add_argument("--team")
    p.add_argument("--ema-id")
    p.add_argument("--substitute", action="store_true")
    p = players.add_parser("import", help="register players from a CSV or XLSX file")
    p.add_argument("file")
    p.add_argument("source")
    p.add_argument(
        "--encoding",
        help="the CSV's text encoding when it is not UTF-8 (never guessed), e.g. "
        + ", ".join(ENCODINGS),
    )
    p = players.add_parser("list", help="list the players")
    p.add_argument("file")
    p.add_argument("--json", action="store_true")
    p = players.add_parser(
        "edit",
        help="correct a player's details (only what is given; '' clears a detail)",
    )
    p.add_argument("file")
    p.add_argument("player", help="the player's number or exact name")
    p.add_argument("--name", help="the display name")
    p.add_argument("--first-name", help="given name(s), for the European results sheet")
    p.add_argument("--last-name", help="family name, for the European results sheet")
    add_name_options(p)
    p.add_argument("--country")
    p.add_argument("--team")
    p.add_argument("--ema-id")
    p.add_argument(
        "--substitute",
        action=argparse.BooleanOptionalAction,
        help="registered as a reserve (--no-substitute: a regular player)",
    )
    p.add_argument(
        "--active",
        action=argparse.BooleanOptionalAction,
        help="--active takes a withdrawn player back into new seatings",
    )
    p = players.add_parser(
        "withdraw",
        help="a player leaves: results kept, left out of new seatings (optionally replaced)",
    )
    p.add_argument("file")
    p.add_argument("player", help="the player's number or exact name")
    p.add_argument(
        "--substitute",
        metavar="PLAYER",
        help="a registered player (number or name) who takes the seats of every session "
        "without results yet",
    )


def add_seating_commands(sub: Subcommands) -> None:
    """seat, tables."""
    p = sub.add_parser("seat", help="seat every session")
    p.add_argument("file")
    p.add_argument("--seed", type=SEED, default=0)
    p.add_argument("--time-limit", type=seconds, default=10.0, help="seconds of search at most")

    p = sub.add_parser("tables", help="the tables of a session")
    p.add_argument("file")
    p.add_argument("--session", type=SESSION, required=True)
    p.add_argument("--json", action="store_true")


def add_hand_commands(sub: Subcommands) -> None:
    """hand, hands."""
    p = sub.add_parser("hand", help="enter one hand of a table")
    table_args(p)
    p.add_argument("--hand", type=HAND, required=True, help="hand number 1-16 (or 1-N)")
    p.add_argument(
        "--winner",
        action="append",
        default=[],
        help="player number or exact name (MahJong Online: several, each with --tiles)",
    )
    p.add_argument("--self-drawn", action="store_true", help="the winner drew the tile")
    p.add_argument("--from", dest="discarder", help="the player who discarded the tile")
    p.add_argument(
        "--tiles",
        action="append",
        default=[],
        help="winning hand notation, scored with this hand's winds (one per --winner)",
    )
    p.add_argument("--fan", type=FAN, help="fan total, flowers included (MCR: at least 8)")
    p.add_argument(
        "--elements", help="the elements ticked, comma-separated ids or names ('Name x2')"
    )
    p.add_argument(
        "--kong",
        action="append",
        default=[],
        metavar="P:TYPE[:FROM]",
        help="a kong declared in the hand (Shenzhen; TYPE c, p or d; also with --draw)",
    )
    p.add_argument("--horse", help="the horse tile(s) turned after a self-draw, or - (Shenzhen)")
    p.add_argument("--liable", help="the player who pays for the winner")
    p.add_argument("--robbed", action="store_true", help="won by robbing the --from player's kong")
    p.add_argument("--draw", action="store_true", help="the wall ran out: no winner")
    p.add_argument("--replace", action="store_true", help="correct a hand already entered")
    p.add_argument("--delete", action="store_true", help="remove an entered hand")
    version_arg(p)

    p = sub.add_parser("hands", help="the hands entered at a table")
    table_args(p)
    p.add_argument("--json", action="store_true")


def add_match_commands(sub: Subcommands) -> None:
    """penalty, penalties, delete-penalty, totals, state, version."""
    p = sub.add_parser("penalty", help="give a penalty")
    table_args(p)
    p.add_argument("--player", required=True)
    p.add_argument("--points", type=PENALTY, required=True)
    p.add_argument("--share", action="store_true")
    p.add_argument("--reason", required=True)
    version_arg(p)

    p = sub.add_parser("penalties", help="list penalties (with their ids)")
    p.add_argument("file")
    p.add_argument("--session", type=SESSION)
    p.add_argument("--json", action="store_true")

    p = sub.add_parser("delete-penalty", help="remove a penalty entered by mistake")
    p.add_argument("file")
    p.add_argument("id", type=ID)
    version_arg(p)

    p = sub.add_parser("totals", help="totals-only entry of a table (starting seats E S W N)")
    table_args(p)
    p.add_argument("scores", type=TOTAL, nargs=4)
    version_arg(p)

    p = sub.add_parser("state", help="set a match open, complete or verified")
    table_args(p)
    p.add_argument("state", choices=[s.value for s in MatchState])
    version_arg(p)

    p = sub.add_parser("version", help="a match's version (for --expect-version)")
    table_args(p)


def add_result_commands(sub: Subcommands) -> None:
    """standings, history, audit, export."""
    p = sub.add_parser(
        "standings", help="the standings (by default after the last complete session)"
    )
    p.add_argument("file")
    p.add_argument("--teams", action="store_true")
    p.add_argument("--json", action="store_true")
    which = p.add_mutually_exclusive_group()
    which.add_argument(
        "--after",
        type=whole(1, limits.MAX_SESSIONS, "session"),
        metavar="K",
        help="the standings after session K (sessions 1..K counted)",
    )
    which.add_argument(
        "--live", action="store_true", help="everything entered, unfinished matches included"
    )

    p = sub.add_parser("history", help="one player's sessions")
    p.add_argument("file")
    p.add_argument("player")
    p.add_argument("--json", action="store_true")

    p = sub.add_parser("audit", help="the latest changes")
    p.add_argument("file")
    p.add_argument("--limit", type=COUNT, default=20)

    p = sub.add_parser("export", help="write the results as Excel, PDF and/or a website")
    p.add_argument("file")
    p.add_argument("--xlsx")
    p.add_argument("--pdf")
    p.add_argument("--html", metavar="DIR", help="a results website (static pages) in DIR")
    add_pdf_selection(p, SESSION, TABLE)
    add_lang_option(p, "the language of every output (default: the tournament's, else en)")
    p.add_argument("--ranking", metavar="OUT.xlsx|OUT.csv", help="the ranking body's results file")
    add_table_cards_options(p)


def version_arg(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--expect-version",
        type=version_text,
        metavar="V",
        help="refuse if the match changed since it had this version (see `version`)",
    )


def table_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("file")
    p.add_argument("--session", type=SESSION, required=True)
    p.add_argument("--table", type=TABLE, required=True)
