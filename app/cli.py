"""`python -m app.cli`: the tournament operations on a tournament file, headless.

Commands and JSON shapes are the contract in docs/contracts.md ("Tournament command line").
Every command is one domain operation; a refused one prints why on stderr, exits
with status 1 and leaves the file unchanged (usage errors exit 2, as argparse does).
Extensions beyond the contract: `hand --replace` (correct an entered hand),
`hand --delete`, `penalties` and `delete-penalty ID`, `totals` (totals-only entry),
`state` (open/complete/verified), `history` (one player's sessions), `audit`,
`players list`, `version` (a match's version). `hand`, `penalty`, `delete-penalty`,
`totals` and `state` take `--expect-version V`: refused ("changed at another station:
reload") when the match is no longer at version V. `players add` also takes
`--first-name` and `--last-name` (kept for the European results sheet; `players list
--json` shows them, null when not given). `players import` takes `--encoding NAME` for
a CSV that is not UTF-8 (never guessed). Ranking submission (docs/cli.md): `settings
FILE [--name ...]` shows or sets the tournament's details (also on `new`), `players
add/edit --romanised --name-order`, `export FILE --ranking OUT.xlsx|OUT.csv`.

Faults (docs/files-and-faults.md): commands that only read open the file read-only and
never change it; a change that was saved but whose automatic backup failed exits 0 with
`warning: ...` on stderr; an environment failure (full or read-only disk, lock, damage)
prints its own message and exits 1, never a traceback; text from the file is written to
the terminal with control characters escaped.

Stations (docs/stations.md): wherever a FILE is taken, a server address works too
(`postgresql://` or libpq's key/value form; its password is asked, hidden, in a
terminal, or comes from PGPASSWORD or ~/.pgpass); `copy SRC DST` copies a whole
tournament between a file and a server, either way.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import re
import sqlite3
import sys
from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import Any, NoReturn, TextIO

from app.cli_language import add_lang_option, export_language
from app.cli_publish import SESSION_DOCUMENTS, add_pdf_selection, pdf_selection, warn_team_sizes
from app.cli_ranking import export_ranking
from app.cli_settings import (
    add_detail_options,
    add_name_options,
    detail_values,
    only_shows,
    settings_command,
)
from app.domain import limits
from app.domain.anyhands import HandEntry, parse_kong
from app.domain.errors import Refused, TournamentError
from app.domain.model import WINDS, HandRecord, MatchState, Penalty, Player, TournamentSettings
from app.domain.results import team_standings
from app.domain.rulesets import parse_option_pairs
from app.domain.scope import LATEST, LIVE
from app.domain.service import TournamentService
from app.domain.table_points import as_number
from app.export.rows import format_exact
from app.importing import ENCODINGS
from app.store.faults import classify, classify_os
from app.store.server_password import use_terminal
from app.store.server_url import scrub_addresses
from app.tournament import create_tournament, import_players, open_tournament
from app.version import version_text
from scoring.console import safe_console
from scoring.result import json_number
from scoring.terminal import ljust, program_name


def _whole(low: int, high: int, what: str = "number", exists: bool = False) -> Callable[[str], int]:
    """An argparse type: a whole number from `low` to `high` (a usage error otherwise,
    never a number too big for the file). `exists`: the range only keeps the number
    storable, the domain names the real one; outside it, "there is no WHAT N"."""

    def parse(text: str) -> int:
        t = text.strip()
        digits = t[1:] if t[:1] in "+-" else t
        if not (digits.isascii() and digits.isdigit()):
            raise argparse.ArgumentTypeError(f"'{text}' is not a whole number")
        if len(digits) > 12 or not low <= int(t) <= high:
            if exists:
                raise argparse.ArgumentTypeError(f"there is no {what} {t[:30]}")
            raise argparse.ArgumentTypeError(f"the {what} must be from {low} to {high}")
        return int(t)

    parse.__name__ = what
    return parse


def _seconds(text: str) -> float:
    """An argparse type: a time limit in seconds, finite, above 0, at most an hour."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError("not a number of seconds") from None
    if not math.isfinite(value) or not 0 < value <= 3600:
        raise argparse.ArgumentTypeError("give seconds above 0 and at most 3600")
    return value


_seconds.__name__ = "seconds"
# Session, table and hand numbers only within what the file can hold: the domain says
# which ones this tournament has ("sessions 1 to 4").
SESSION = _whole(-(10**6), 10**6, "session", exists=True)
TABLE = _whole(-(10**6), 10**6, "table", exists=True)
HAND = _whole(-(10**6), 10**6, "hand", exists=True)


def _fan(text: str) -> int | Fraction:
    """An argparse type: a fan total, whole or exact (8.5, 17/2), 0 to MAX_FAN."""
    try:
        value = Fraction(text.strip())
    except (ValueError, ZeroDivisionError):
        raise argparse.ArgumentTypeError(f"'{text}' is not a fan total") from None
    if not 0 <= value <= limits.MAX_FAN:
        raise argparse.ArgumentTypeError(f"the fan must be from 0 to {limits.MAX_FAN}")
    return value.numerator if value.denominator == 1 else value


_fan.__name__ = "fan"

_EXACT = re.compile(r"[+-]?(\d{1,9}(\.\d{1,6})?|\d{1,9}/\d{1,6})")


def _total(text: str) -> int | Fraction:
    """An argparse type: a session total, whole or exact (112.5, 225/2); whether a
    system allows halves is the domain's to say (MCR does not)."""
    t = "".join(text.split())
    if not (t.isascii() and _EXACT.fullmatch(t)) or t.endswith("/0"):
        raise argparse.ArgumentTypeError(
            f"'{text[:30]}' is not a total (write 36, -16, 112.5 or 225/2)"
        )
    value = Fraction(t)
    if abs(value) > limits.MAX_TOTAL:
        raise argparse.ArgumentTypeError(
            f"the total must be from {-limits.MAX_TOTAL} to {limits.MAX_TOTAL}"
        )
    return value.numerator if value.denominator == 1 else value


_total.__name__ = "total"
FAN = _fan
PENALTY = _whole(-limits.MAX_PENALTY, limits.MAX_PENALTY, "penalty")
TOTAL = _total
SEED = _whole(0, 2**31 - 1, "seed")
COUNT = _whole(1, 1_000_000, "limit")
ID = _whole(1, 2**62, "penalty", exists=True)


class _Parser(argparse.ArgumentParser):
    """A usage error quotes what was typed: never a server's password."""

    def error(self, message: str) -> NoReturn:
        super().error(scrub_addresses(message))


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog=program_name("app.cli"), description=__doc__.split("\n")[0])
    parser.add_argument("--version", action="version", version=version_text("mcr-tournament-cli"))
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("new", help="create a tournament file (or in an empty server database)")
    p.add_argument("file")
    p.add_argument("--name", required=True)
    p.add_argument("--sessions", type=_whole(1, limits.MAX_SESSIONS, "sessions"), default=4)
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
        "--hands", type=_whole(4, 64, "hands"), default=16, help="hands a match (multiple of 4)"
    )
    add_detail_options(p)

    p = sub.add_parser("settings", help="show or set the tournament's details")
    p.add_argument("file")
    p.add_argument("--name", help="the tournament's name")
    add_detail_options(p)

    p = sub.add_parser("copy", help="copy a whole tournament between a file and a server")
    p.add_argument("file", metavar="SRC", help="the tournament: a file or a postgresql:// URL")
    p.add_argument("destination", metavar="DST", help="a new file, or an empty database's URL")

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

    p = sub.add_parser("seat", help="seat every session")
    p.add_argument("file")
    p.add_argument("--seed", type=SEED, default=0)
    p.add_argument("--time-limit", type=_seconds, default=10.0, help="seconds of search at most")

    p = sub.add_parser("tables", help="the tables of a session")
    p.add_argument("file")
    p.add_argument("--session", type=SESSION, required=True)
    p.add_argument("--json", action="store_true")

    p = sub.add_parser("hand", help="enter one hand of a table")
    _table_args(p)
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
    _version_arg(p)

    p = sub.add_parser("hands", help="the hands entered at a table")
    _table_args(p)
    p.add_argument("--json", action="store_true")

    p = sub.add_parser("penalty", help="give a penalty")
    _table_args(p)
    p.add_argument("--player", required=True)
    p.add_argument("--points", type=PENALTY, required=True)
    p.add_argument("--share", action="store_true")
    p.add_argument("--reason", required=True)
    _version_arg(p)

    p = sub.add_parser("penalties", help="list penalties (with their ids)")
    p.add_argument("file")
    p.add_argument("--session", type=SESSION)
    p.add_argument("--json", action="store_true")

    p = sub.add_parser("delete-penalty", help="remove a penalty entered by mistake")
    p.add_argument("file")
    p.add_argument("id", type=ID)
    _version_arg(p)

    p = sub.add_parser("totals", help="totals-only entry of a table (starting seats E S W N)")
    _table_args(p)
    p.add_argument("scores", type=TOTAL, nargs=4)
    _version_arg(p)

    p = sub.add_parser("state", help="set a match open, complete or verified")
    _table_args(p)
    p.add_argument("state", choices=[s.value for s in MatchState])
    _version_arg(p)

    p = sub.add_parser("version", help="a match's version (for --expect-version)")
    _table_args(p)

    p = sub.add_parser(
        "standings", help="the standings (by default after the last complete session)"
    )
    p.add_argument("file")
    p.add_argument("--teams", action="store_true")
    p.add_argument("--json", action="store_true")
    which = p.add_mutually_exclusive_group()
    which.add_argument(
        "--after",
        type=_whole(1, limits.MAX_SESSIONS, "session"),
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
    return parser


def _version_text(text: str) -> str:
    """An argparse type: a match version as `version` prints it (12 hex digits). A
    malformed one is a usage error, not "changed at another station"."""
    version = text.strip().lower()
    if not re.fullmatch(r"[0-9a-f]{12}", version):
        raise argparse.ArgumentTypeError(
            f"'{text[:30]}' is not a version: `version FILE --session K --table T`"
            " prints the match's version"
        )
    return version


def _version_arg(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--expect-version",
        type=_version_text,
        metavar="V",
        help="refuse if the match changed since it had this version (see `version`)",
    )


def _table_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("file")
    p.add_argument("--session", type=SESSION, required=True)
    p.add_argument("--table", type=TABLE, required=True)


# Commands that only read: they open the file read-only, so they never change it (no
# conversion to WAL mode, no format upgrade), and work on a read-only disk.
READ_ONLY = {
    "players list",
    "tables",
    "hands",
    "penalties",
    "standings",
    "history",
    "audit",
    "export",
    "version",
}
# Exit status of a command whose change was saved but that has a warning (a failed
# automatic backup): the change stands. 0, so scripts treat the change as done.
WARNING_STATUS = 0
# Characters never written to the terminal as they are: controls (escape sequences),
# direction overrides, lone surrogates. Shown as \uXXXX instead.
_UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ud800-\udfff]")


def _escaped(text: str) -> str:
    return _UNSAFE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


class _SafeText:
    """A text stream that writes unsafe characters (see _UNSAFE) as escapes."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        return self._stream.write(_escaped(text))

    def __getattr__(self, name: str) -> object:
        return getattr(self._stream, name)


def main(argv: Sequence[str] | None = None) -> int:
    out, err = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = _SafeText(out), _SafeText(err)
    try:
        return _main(argv)
    finally:
        sys.stdout, sys.stderr = out, err


def _main(argv: Sequence[str] | None) -> int:
    # A negative fraction ("-225/2", a total) is a value, not an option: argparse
    # knows only "-12" and "-112.5" as negative numbers.
    argv = [
        " " + a if re.fullmatch(r"-\d+/\d+", a) else a
        for a in (sys.argv[1:] if argv is None else argv)
    ]
    args = build_parser().parse_args(argv)
    use_terminal()  # a server's password is asked (hidden) only in a terminal
    # An empty name would become "." (the current folder) further down.
    for what, value in (
        ("tournament file", getattr(args, "file", None)),
        ("players' file", getattr(args, "source", None)),
    ):
        if value is not None and not value.strip():
            print(f"error: Give the {what} name (an empty file name was given).", file=sys.stderr)
            return 1
    try:
        if args.command == "new":
            settings = TournamentSettings(
                args.name.strip(),
                sessions=args.sessions,
                rule_system=args.rules,
                rule_options=parse_option_pairs(args.option),
                hands_per_match=args.hands,
                **detail_values(args),
            )
            with create_tournament(args.file, settings) as svc:
                rules = svc.rules().describe()
                where = svc.location  # a server's URL without its password
            print(f"Created {where}: {settings.name}, {settings.sessions} sessions; {rules}.")
            return 0
        if args.command == "copy":
            from app.store.copying import copy_tournament

            where = copy_tournament(args.file, args.destination)
            print(f"Copied the tournament to {where}.")
            return 0
        name = _command_name(args)
        read_only = name in READ_ONLY or (name == "settings" and only_shows(args))
        with open_tournament(args.file, read_only=read_only) as svc:
            status = COMMANDS[name](svc, args)
            for warning in svc.take_warnings():
                print(f"warning: {warning}", file=sys.stderr)
                status = status or WARNING_STATUS
            return status
    except TournamentError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    except sqlite3.Error as e:  # an environment failure the store did not name
        print(f"error: {classify(e, args.file)}", file=sys.stderr)
        return 1
    except BrokenPipeError:
        # The reader of the output went away (`... | head`): not a fault of the file,
        # and a change already made is kept. `run` ends quietly.
        raise
    except OSError as e:
        print(f"error: {classify_os(e, e.filename or args.file)}", file=sys.stderr)
        return 1
    except MemoryError:
        print("error: not enough memory for this command.", file=sys.stderr)
        return 1


def _command_name(args: argparse.Namespace) -> str:
    if args.command == "players":
        return f"players {args.players_command}"
    return args.command


def _print_json(data: object) -> None:
    # Unsafe characters become JSON escapes, so the output stays valid JSON.
    text = json.dumps(data, ensure_ascii=False, indent=1)
    print(_UNSAFE.sub(lambda m: f"\\u{ord(m.group()):04x}", text))


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
        _print_json(
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
    import dataclasses

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
        print(f"{name} takes their seats in {_sessions_text(replaced)}.")
    still = svc.seated_later(player.number)
    if still:
        print(
            f"They are still seated in {_sessions_text(still)}: run `seat` to seat those "
            "sessions again without them (tables of four need a multiple of 4 active "
            "players), or withdraw again with --substitute."
        )
    return 0


def _sessions_text(sessions: list[int]) -> str:
    if not sessions:
        return "no session"
    word = "session" if len(sessions) == 1 else "sessions"
    return f"{word} {', '.join(str(k) for k in sessions)}"


def _seat(svc: TournamentService, args: argparse.Namespace) -> int:
    report = svc.seat_sessions(seed=args.seed, time_limit=args.time_limit)
    tables = sum(len(s) for s in report.tables)
    print(f"Seated {len(report.tables)} sessions ({tables} tables).")
    q = report.quality
    if q:
        print(
            f"Repeated meetings: {q.get('repeats', '?')} (lower bound: "
            f"{q.get('repeat_bound', '?')}); teammates together: "
            f"{len(q.get('team_clashes', []))}."
        )
        if q.get("best_known") is not None:
            print(f"Best known: {q['best_known']} ({q.get('best_known_source', '')}).")
        if q.get("standing"):
            print(f"Standing: {q['standing']}; made by: {q.get('method', '')}.")
    return 0


def _tables(svc: TournamentService, args: argparse.Namespace) -> int:
    seated = svc.seated_tables(args.session)
    if not seated:
        raise Refused(f"Session {args.session} is not seated yet.")
    if args.json:
        _print_json(
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


def _hand(svc: TournamentService, args: argparse.Namespace) -> int:
    s, t, h = args.session, args.table, args.hand
    extras = args.kong or args.horse or args.liable or args.robbed or args.elements
    if args.delete:
        if args.winner or args.discarder or args.fan is not None or args.tiles or args.draw:
            raise Refused("--delete takes no winner, discarder, fan, tiles or draw.")
        if extras:
            raise Refused("--delete takes no kong, horse, liable, robbed or elements.")
        svc.delete_hand(s, t, h, expected_version=args.expect_version)
        print(f"Deleted hand {h} of table {t}, session {s}.")
        return 0
    kongs = tuple(parse_kong(k, lambda ref: svc.player(ref).number) for k in args.kong)
    if args.draw:
        if args.winner or args.discarder or args.self_drawn or args.fan is not None or args.tiles:
            raise Refused("A drawn hand has no winner, discarder, fan or tiles.")
        if args.horse or args.liable or args.robbed or args.elements:
            raise Refused("A drawn hand has no horse, liable player, robbed kong or elements.")
        change = svc.record_hand(
            s,
            t,
            h,
            HandEntry(kongs=kongs),
            replace=args.replace,
            expected_version=args.expect_version,
        )
    else:
        if not args.winner:
            raise Refused("Give the --winner (or --draw for a drawn hand).")
        if args.self_drawn == bool(args.discarder):
            raise Refused("Give exactly one of --self-drawn or --from PLAYER.")
        ways = sum([bool(args.tiles), args.fan is not None, bool(args.elements)])
        if ways > 1:
            raise Refused("Give exactly one of --fan N or --tiles NOTATION (or --elements LIST).")
        if ways == 0 and svc.rules().has_fan:
            raise Refused("Give exactly one of --fan N or --tiles NOTATION (or --elements LIST).")
        if args.tiles and len(args.tiles) != len(args.winner):
            raise Refused("Give each --winner his own --tiles, in the same order.")
        if len(args.winner) > 1 and not args.tiles:
            raise Refused("Several winners: give each winner's --tiles.")
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
        change = svc.record_hand(
            s, t, h, entry, replace=args.replace, expected_version=args.expect_version
        )
    record = change.new_as(HandRecord)
    print(_hand_line(svc, record))
    return 0


def _number_text(value: int | Fraction) -> str:
    """An exact number for people: 12, 8.5, 40/3."""
    number = json_number(value)
    if isinstance(number, float):
        return f"{number:g}"
    return str(number)


def _signed(value: int | Fraction) -> str:
    text = _number_text(value)
    return text if text.startswith("-") or text == "0" else "+" + text


def _hand_line(svc: TournamentService, r: HandRecord) -> str:
    kongs = "".join(
        f", kong {k.kind} by {svc.player(k.player).name}"
        + (f" from {svc.player(k.discarder).name}" if k.discarder else "")
        for k in r.kongs
    )
    if r.draw:
        return f"Hand {r.hand:2}: draw{kongs}"
    # Not a draw: a win without a discarder is self-drawn.
    how = "self-drawn" if r.discarder is None else f"from {svc.player(r.discarder).name}"
    if r.robbed and r.discarder is not None:
        how = f"robbing the kong of {svc.player(r.discarder).name}"
    names = " and ".join(svc.player(w).name for w in r.winners)
    several = bool(r.others)  # each winner's fan and elements said apart, below
    value = f"{_number_text(r.fan)} fan " if r.fan is not None and not several else ""
    wins = "win" if len(r.winners) > 1 else "wins"
    text = f"Hand {r.hand:2}: {names} {wins} {value}{how}{kongs}"
    if r.horse:
        text += f", horse {r.horse}"
    if r.liable is not None:
        text += f", {svc.player(r.liable).name} liable"

    def listed(fans: Sequence) -> str:
        return ", ".join(
            f"{f.name} {_number_text(f.points)}" + (f"x{f.count}" if f.count > 1 else "")
            for f in fans
        )

    if several:
        each = [(r.winner, r.fan, r.fans), *((w.winner, w.fan, w.fans) for w in r.others)]
        text += (
            "  ["
            + "; ".join(
                f"{svc.player(who).name}"
                + (f" {_number_text(fan)} fan" if fan is not None else "")
                + (f": {listed(fans)}" if fans else "")
                for who, fan, fans in each
            )
            + "]"
        )
    elif r.fans:
        text += "  [" + listed(r.fans) + "]"
    elif r.items:
        text += "  [" + ", ".join(f"{i.id} {_number_text(i.amount)}" for i in r.items) + "]"
    return text


def _hand_json(table_seats: Sequence[int], r: HandRecord) -> dict:
    def lines(fans: Sequence) -> list[dict]:
        return [
            {
                "id": f.fan_id,
                "name": f.name,
                "points": json_number(f.points),
                "count": f.count,
                "tiles": list(f.tiles),
            }
            for f in fans
        ]

    plain = {
        "hand": r.hand,
        "winner": r.winner,
        "from": r.discarder,
        "self_drawn": r.self_drawn,
        "draw": r.draw,
        "fan": json_number(r.fan) if r.fan is not None else None,
        "tiles": r.tiles,
        "points": {str(p): json_number(pts) for p, pts in zip(table_seats, r.points, strict=True)},
    }
    if not r.extended:  # an MCR hand: exactly the contract's keys
        return plain
    return plain | {  # beyond the MCR contract (docs/tournament-rules.md)
        "winners": list(r.winners),
        "elements": lines(r.fans),
        "others": [
            {
                "winner": w.winner,
                "fan": json_number(w.fan) if w.fan is not None else None,
                "tiles": w.tiles,
                "elements": lines(w.fans),
            }
            for w in r.others
        ],
        "robbed": r.robbed,
        "liable": r.liable,
        "horse": r.horse,
        "kongs": [{"player": k.player, "type": k.kind, "from": k.discarder} for k in r.kongs],
        "items": [
            {
                "id": i.id,
                "payers": list(i.payers),
                "receiver": i.receiver,
                "amount": json_number(i.amount),
                "note": i.note,
            }
            for i in r.items
        ],
        "entry": r.entry or ("draw" if r.draw else ("tiles" if r.tiles else "fan")),
    }


def _hands(svc: TournamentService, args: argparse.Namespace) -> int:
    table = svc.table(args.session, args.table)
    records = svc.hands(args.session, args.table)
    if args.json:
        _print_json([_hand_json(table.seats, r) for r in records])
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
        points = " ".join(f"{_signed(p):>6}" for p in r.points)
        print(f"{_hand_line(svc, r):60}  {points}")
    for pen in svc.penalties(args.session, args.table):
        shared = " (shared)" if pen.shared else ""
        print(f"Penalty {pen.points:+d}{shared} {svc.player(pen.player).name}: {pen.reason}")
    return 0


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
        _print_json(
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


def _standings(svc: TournamentService, args: argparse.Namespace) -> int:
    sessions = svc.settings().sessions
    if args.after and args.after > sessions:
        raise Refused(f"There is no session {args.after}: the tournament has {sessions}.")
    view = svc.standings_view(LIVE if args.live else args.after or LATEST)
    # What the rows count, in every JSON row (app.domain.scope, one meaning everywhere):
    # after session K (all its matches finished), or live (null).
    live = view.scope.live
    counted = {"after_session": None if live else view.scope.through, "live": live}
    if not args.json:
        print(view.scope.headline(marked=False))
    if args.teams:
        rows = team_standings(view.rows)
        if args.json:
            _print_json(
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
        else:
            print(f"{'rank':>4}  {'team':30} {'points':>7}  {'score':>6}")
            for r in rows:
                points = _points_text(r.table_points)
                print(f"{r.rank:4}  {ljust(r.team, 30)} {points:>7}  {_number_text(r.score):>6}")
        warn_team_sizes(svc)
        return 0
    if args.json:
        _print_json(
            [
                {
                    "rank": r.rank,
                    "player": r.player.number,
                    "name": r.player.name,
                    "table_points": as_number(r.table_points),
                    "score": json_number(r.score),
                    **counted,
                }
                for r in view.rows
            ]
        )
    else:
        print(f"{'rank':>4}  {'no.':>4} {'player':30} {'points':>7}  {'score':>6}")
        for r in view.rows:
            print(
                f"{r.rank:4}  {r.player.number:4} {ljust(r.player.name, 30)} "
                f"{_points_text(r.table_points):>7}  {_number_text(r.score):>6}"
            )
    return 0


def _points_text(table_points: object) -> str:
    """Table points as a referee writes them: 7, 7.5, 2.33 (thirds are not exact)."""
    tp = as_number(table_points)
    return f"{tp:.2f}".rstrip("0").rstrip(".") if isinstance(tp, float) else str(tp)


def _history(svc: TournamentService, args: argparse.Namespace) -> int:
    player = svc.player(args.player)
    entries = svc.player_history(player.number)
    if args.json:
        _print_json(
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
                f"score {_signed(e.score)}"
                f", table points {as_number(e.table_points)} [{e.state.value}]"
            )
    return 0


def _audit(svc: TournamentService, args: argparse.Namespace) -> int:
    for a in svc.audit(args.limit):
        station = f" [{a.station}]" if a.station else ""  # which station made it
        print(f"{a.at}{station}  {a.operation}: {a.entity} {a.key}  {a.old} -> {a.new}")
    return 0


def _export(svc: TournamentService, args: argparse.Namespace) -> int:
    if not args.xlsx and not args.pdf and not args.html and not args.ranking:
        raise Refused(
            "Give --xlsx OUT.xlsx, --pdf OUT.pdf, --html DIR and/or --ranking OUT.xlsx|OUT.csv."
        )
    if args.ranking:
        export_ranking(svc, args.ranking)
    try:
        import app.export as export
    except ImportError as e:
        raise Refused(f"The Excel/PDF export is not available in this build ({e}).") from None
    lang = export_language(svc, args)
    selection = pdf_selection(svc, args)
    for option, writer_name in (
        (args.xlsx, "write_xlsx"),
        (args.pdf, "write_pdf"),
        (args.html, "write_html"),
    ):
        if not option:
            continue
        writer = getattr(export, writer_name, None)
        if writer is None:
            raise Refused(f"The export has no {writer_name} yet.")
        try:
            if selection and writer_name == "write_pdf":
                writer(svc, option, SESSION_DOCUMENTS, lang=lang, **selection)
            else:
                writer(svc, option, lang=lang)
        except (OSError, ValueError) as e:
            text = str(e)  # the export may have named the file already
            raise Refused(
                text if text.startswith("Cannot write") else f"Cannot write {option}: {text}"
            ) from None
        print(f"Wrote {option}")
    return 0


COMMANDS = {
    "players add": _players_add,
    "players import": _players_import,
    "players list": _players_list,
    "players edit": _players_edit,
    "players withdraw": _players_withdraw,
    "seat": _seat,
    "tables": _tables,
    "hand": _hand,
    "hands": _hands,
    "penalty": _penalty,
    "penalties": _penalties,
    "delete-penalty": _delete_penalty,
    "totals": _totals,
    "state": _state,
    "version": _version,
    "standings": _standings,
    "history": _history,
    "audit": _audit,
    "export": _export,
    "settings": settings_command,
}


def run() -> int:
    """`main`, quiet when the reader of the output goes away (`... | head`), and never
    failing on a name the output's encoding cannot write (scoring.console says how)."""
    safe_console()
    try:
        return main()
    except BrokenPipeError:
        # Nothing more can be written; point stdout at nothing so the interpreter's
        # final flush does not complain again.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


if __name__ == "__main__":
    raise SystemExit(run())
