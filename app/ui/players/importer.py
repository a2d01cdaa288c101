"""Reading players from CSV or XLSX through the domain's importer (``app.importing``,
the same rules as the CLI), shaped for the players page."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from app.domain import Player
from app.importing import parse_players, read_rows


@dataclass(frozen=True)
class Rejected:
    row: int  # row number in the file, header included
    text: str
    reason: str


@dataclass(frozen=True)
class ImportResult:
    players: tuple[Player, ...]
    rejected: tuple[Rejected, ...]


def import_players(
    path: str | Path, existing: Iterable[str] = (), encoding: str | None = None
) -> ImportResult:
    """Players to add and the rejected rows with their reasons; Refused (a ValueError)
    for a file that cannot be read as a player list, NeedsEncoding when a CSV is not
    UTF-8 and `encoding` (the user's choice) is not given."""
    players, rejected = parse_players(read_rows(path, encoding), existing)
    return ImportResult(
        tuple(players),
        tuple(Rejected(r.row, ", ".join(r.values), r.reason) for r in rejected),
    )
