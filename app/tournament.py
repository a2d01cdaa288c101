"""Opening and creating a tournament: a store (a file or a server database) put under
the domain's service, with its automatic backups' folder. Here, not in the domain,
because it needs the stores and the importer, which the domain never imports (the
layers: docs/contracts.md, "Layers"; tests/test_layering.py)."""

from __future__ import annotations

import os
from pathlib import Path

from app.domain.configuration import prepared
from app.domain.model import Player, TournamentSettings
from app.domain.service import TournamentService
from app.domain.store import TournamentStore
from app.importing import ImportReport, parse_players, read_rows
from app.store import create_store, open_store
from app.store.outputs import clean_leftovers, default_backup_folder

Location = str | os.PathLike[str]


def open_tournament(location: Location, read_only: bool = False) -> TournamentService:
    """Open a tournament: a file path or a server URL (the one opening function,
    `app.store.open_store`); `read_only` never changes it at all. StoreError (with a
    message for the user) when it cannot be opened."""
    return service_on(open_store(location, read_only=read_only))


def create_tournament(location: Location, settings: TournamentSettings) -> TournamentService:
    """A new tournament in a new file or an empty server database; Refused for
    settings the domain refuses (nothing is created then)."""
    return service_on(create_store(location, prepared(settings)))


def service_on(store: TournamentStore, backup_dir: Path | None = None) -> TournamentService:
    """The service of an opened store, with its backups' folder (default: beside the
    file, or this station's own folder for a server), cleared of the half-written
    backups a killed process left there."""
    if backup_dir is None:
        backup_dir = default_backup_folder(store)
    if backup_dir is not None and not getattr(store, "read_only", False):
        clean_leftovers(backup_dir)
    return TournamentService(store, backup_dir)


def import_players(
    service: TournamentService, path: str | Path, encoding: str | None = None
) -> ImportReport:
    """Add the players of a CSV/XLSX file in one transaction; rejected rows and
    why are in the report (returned; nothing is added if the file is unreadable).
    `encoding`: a CSV's text encoding as the user chose it (default: its byte-order
    mark, else UTF-8; never guessed)."""
    rows = read_rows(path, encoding)
    report = ImportReport()

    def new_players(registered: list[Player]) -> list[Player]:
        # Run again from the start if the transaction is retried: the report is
        # replaced, never added to.
        players, report.rejected = parse_players(rows, [p.name for p in registered])
        return players

    report.added = service.add_players(new_players, f"import players from {Path(path).name}")
    return report
