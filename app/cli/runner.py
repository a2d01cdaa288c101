"""Running one command: parse, open the tournament (read-only for commands that only
read), call the command's function, and turn every refusal or environment failure
into one `error: ...` line and exit status 1, never a traceback (docs/files-and-faults.md).
"""

from __future__ import annotations

import argparse
import re
import sqlite3
import sys
from collections.abc import Callable, Sequence

from app.cli import (
    export,
    hands,
    matches,
    players,
    results,
    seating,
    serve,
    tableside,
    tournament,
)
from app.cli.console import escaped_output
from app.cli.parser import build_parser
from app.cli.settings import only_shows, settings_command
from app.domain.errors import TournamentError
from app.domain.service import TournamentService
from app.store.faults import classify, classify_os
from app.store.server_password import use_terminal
from app.tournament import open_tournament

# A command on an open tournament: its status (0 done, 1 refused).
Command = Callable[[TournamentService, argparse.Namespace], int]

COMMANDS: dict[str, Command] = {
    **players.COMMANDS,
    **seating.COMMANDS,
    **hands.COMMANDS,
    **matches.COMMANDS,
    **results.COMMANDS,
    **export.COMMANDS,
    **tableside.COMMANDS,
    **serve.COMMANDS,
    "settings": settings_command,
}
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


def main(argv: Sequence[str] | None = None) -> int:
    with escaped_output():
        return _main(argv)


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
    return _reported(args)


def _reported(args: argparse.Namespace) -> int:
    """The command's status; a refusal or a failure of the environment printed as
    one `error: ...` line (status 1)."""
    try:
        return _run(args)
    except TournamentError as e:
        print(f"error: {e}", file=sys.stderr)
    except sqlite3.Error as e:  # an environment failure the store did not name
        print(f"error: {classify(e, args.file)}", file=sys.stderr)
    except BrokenPipeError:
        # The reader of the output went away (`... | head`): not a fault of the file,
        # and a change already made is kept. `run` ends quietly.
        raise
    except OSError as e:
        print(f"error: {classify_os(e, e.filename or args.file)}", file=sys.stderr)
    except MemoryError:
        print("error: not enough memory for this command.", file=sys.stderr)
    return 1


def _run(args: argparse.Namespace) -> int:
    if args.command in tournament.COMMANDS:
        return tournament.COMMANDS[args.command](args)
    name = _command_name(args)
    read_only = (
        name in READ_ONLY
        or (name == "settings" and only_shows(args))
        or (name == "queue" and tableside.only_reads(args))
    )
    if getattr(args, "table_cards", None):  # the cards make the session's seat links
        read_only = False
    with open_tournament(args.file, read_only=read_only) as svc:
        status = COMMANDS[name](svc, args)
        for warning in svc.take_warnings():
            print(f"warning: {warning}", file=sys.stderr)
            status = status or WARNING_STATUS
        return status


def _command_name(args: argparse.Namespace) -> str:
    if args.command == "players":
        return f"players {args.players_command}"
    return str(args.command)
