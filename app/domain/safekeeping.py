"""What keeps a tournament safe beyond its own file: backup copies (on demand and at a
session's end) and the warnings of a change saved whose backup failed."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from app.domain.errors import Refused, TournamentError
from app.domain.store import TournamentStore


class Safekeeping:
    """The backup folder of one opened tournament, the backups written and the warnings
    not yet shown."""

    def __init__(self, store: TournamentStore, backup_dir: Path | None) -> None:
        self.store = store
        self.backup_dir = backup_dir
        self.backups: list[Path] = []  # backups written by this service, newest last
        # Problems after a change was committed (a failed backup): the change stands,
        # the user is told. Callers read them with take_warnings().
        self.warnings: list[str] = []

    def take_warnings(self) -> list[str]:
        """The warnings since the last call (e.g. a backup that failed after a change
        was saved), oldest first."""
        notices = getattr(self.store, "take_notices", None)
        if notices is not None:  # e.g. a server connection lost and restored
            self.warnings.extend(notices())
        taken = list(self.warnings)
        self.warnings.clear()  # the same list: callers may hold it (service.warnings)
        return taken

    def session_backup(self, session: int) -> None:
        """The automatic backup once `session` is finished; a failure is a warning,
        never a refusal of the change already saved."""
        backup_dir = self.backup_dir
        if backup_dir is None:
            return
        stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
        try:
            self.backup(backup_dir / f"{self.stem()}-session-{session}-{stamp}.sqlite")
        except Exception as e:  # whatever it is, the change is saved
            reason = str(e) if isinstance(e, TournamentError | OSError) else repr(e)
            self.warnings.append(
                f"Saved: the change is in the tournament. Only the automatic backup at "
                f"the end of session {session} could not be written: {reason}"
            )

    def stem(self) -> str:
        """The start of a backup's name: the file's name, or the server folder's."""
        path = getattr(self.store, "path", None)
        if path is not None:
            return Path(path).stem
        return self.backup_dir.name if self.backup_dir is not None else "tournament"

    def backup(self, destination: Path | None = None, allow_other: bool = False) -> Path:
        """Write a backup copy now (to `destination` or the backup folder) through
        SQLite's backup API. `destination` is checked: never the tournament file, its
        companions or an existing backup; a file that is not a tournament copy only
        with `allow_other` (the GUI asks first)."""
        if destination is None:
            if self.backup_dir is None:
                raise Refused("This tournament has no backup folder.")
            stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
            destination = self.backup_dir / f"{self.stem()}-{stamp}.sqlite"
        automatic = self.backup_dir is not None and Path(destination).parent == self.backup_dir
        if automatic and Path(destination).exists():
            raise Refused(f"{destination} exists; backups are never replaced.")
        path = self.store.backup(destination, allow_other=allow_other, automatic=automatic)
        self.backups.append(path)
        return path
