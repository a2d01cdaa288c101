"""Shared helpers for the fault tests: a small seated tournament and the CLI."""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

from app.cli import main
from app.domain.model import TournamentSettings
from app.tournament import create_tournament


def seated(path: Path, players: int = 8, sessions: int = 2) -> Path:
    """A tournament file with `players` registered and every session seated."""
    svc = create_tournament(path, TournamentSettings("Cup", sessions=sessions))
    try:
        for i in range(players):
            svc.add_player(f"Player {i + 1}")
        svc.seat_sessions(seed=1, time_limit=0.5)
    finally:
        svc.close()
    return path


def cli(*args: object) -> tuple[int, str, str]:
    """Run the tournament CLI in-process: (status, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main([str(a) for a in args])
        except SystemExit as e:  # argparse usage errors
            code = e.code if isinstance(e.code, int) else 2
    return code, out.getvalue(), err.getvalue()
