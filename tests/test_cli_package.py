"""The command line as a package (issue 22): every command the parser offers has a
function to run it, and every command table names only commands the parser knows, so
a command added to one module and forgotten in another fails here, not for a user."""

from __future__ import annotations

import argparse

from app.cli import runner, tournament
from app.cli.parser import build_parser


def _offered() -> set[str]:
    """Every command line the parser accepts, as the runner names them."""
    names: set[str] = set()
    for action in build_parser()._actions:
        if not isinstance(action, argparse._SubParsersAction):
            continue
        for name, sub in action.choices.items():
            groups = [a for a in sub._actions if isinstance(a, argparse._SubParsersAction)]
            if groups:  # `players add`, `players list`, ...
                names |= {f"{name} {inner}" for inner in groups[0].choices}
            else:
                names.add(name)
    return names


def test_every_command_has_a_function_and_no_function_lacks_a_command() -> None:
    handled = set(runner.COMMANDS) | set(tournament.COMMANDS)
    assert _offered() == handled


def test_read_only_commands_are_commands() -> None:
    assert runner.READ_ONLY <= set(runner.COMMANDS)
