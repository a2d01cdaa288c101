"""The README's command-line walk-through, run as written (found by the QA pass: its
`--winner` named a player the `players add` line before it had not registered)."""

from __future__ import annotations

import shlex
from pathlib import Path

from app.cli import main as cli
from app.tournament import open_tournament

README = Path(__file__).resolve().parent.parent / "README.md"


def _cli_lines() -> list[list[str]]:
    """The `$P ...` lines of the README, each split as the shell would (comments off)."""
    lines = []
    for line in README.read_text(encoding="utf-8").splitlines():
        text = line.strip()
        if text.startswith("$P "):
            lines.append(shlex.split(text[3:], comments=True))
    return lines


def test_the_readme_names_the_players_it_registers(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    lines = _cli_lines()
    assert lines, "the README has no `$P` walk-through"
    for args in lines:
        if args[0] == "new" or args[:2] == ["players", "add"]:
            assert cli(args) == 0, args
    file = next(args[1] for args in lines if args[0] == "new")
    names = [
        args[args.index(option) + 1]
        for args in lines
        if args[0] != "queue"  # the referee's queue names seats (E, S, W, N), not players
        for option in ("--winner", "--player", "--from")
        if option in args and not args[args.index(option) + 1].isdigit()
    ]
    assert names, "the walk-through names no player"
    with open_tournament(tmp_path / file) as svc:
        for name in names:
            assert svc.player(name).name == name
