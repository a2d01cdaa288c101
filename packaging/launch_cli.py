"""The bundle's command-line program: `mcr-tournament-cli` (= `python -m app.cli`)."""

from app.cli import run

raise SystemExit(run())
