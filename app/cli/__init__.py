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

The package, one module per command group: `parser` (the grammar) and `argtypes`
(checked numbers), `runner` (opening the tournament, errors and exit statuses),
`console` (safe terminal output); the commands in `tournament` (new, copy),
`settings`, `players`, `seating`, `hands` (with `hand_text`), `matches` (penalties,
totals, state, version), `results` (standings, history, audit) and `export` (with
`publish`, `language`, `ranking`).
"""

from __future__ import annotations

import os
import sys

from app.cli.runner import main
from scoring.console import safe_console

__all__ = ["main", "run"]


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
