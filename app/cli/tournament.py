"""`new` (a tournament in a new file or an empty server database) and `copy` (a whole
tournament between a file and a server, either way): the commands that do not open
an existing tournament."""

from __future__ import annotations

import argparse

from app.cli.settings import detail_values
from app.domain.model import TournamentSettings
from app.domain.rulesets import parse_option_pairs
from app.tournament import create_tournament


def new(args: argparse.Namespace) -> int:
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


def copy(args: argparse.Namespace) -> int:
    from app.store.copying import copy_tournament

    where = copy_tournament(args.file, args.destination)
    print(f"Copied the tournament to {where}.")
    return 0


# The commands that make or copy a tournament rather than open one.
COMMANDS = {"new": new, "copy": copy}
