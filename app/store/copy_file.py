"""A tournament copied into a file, all or nothing.

The copy is written under a hidden temporary name in the destination's folder
(`.NAME.HOST-PID.partial`), marked incomplete inside (`schema.INCOMPLETE_KEY`) until
its last transaction, flushed to disk (fsync), and only then given its name. So a copy
killed at any moment leaves nothing under the destination's name; what it leaves is
hidden, marked, never opened as a tournament, and removed by the next copy into that
folder (`outputs.clean_leftovers`).

A new copy never replaces anything (it is linked into place, which fails if the name
was taken meanwhile), and its name must not be one SQLite would take for the side
file of a database (`X-journal`, `X-wal`, `X-shm`): SQLite deletes or replays such a
file when it opens `X`, so the copy would silently vanish or damage `X`.
"""

from __future__ import annotations

import errno
import os
import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

from app.domain.errors import OutputRefused, StoreError
from app.domain.model import TournamentSettings
from app.store.faults import classify, classify_os
from app.store.outputs import COMPANIONS, PARTIAL, clean_leftovers, writer_tag
from app.store.sqlite_store import SqliteStore, _fsync_dir, build_tournament_file


class _Unfinished(SqliteStore):
    """The copy's own view of the file it is filling (marked incomplete)."""

    completing_copy = True


def check_new_file(destination: str | os.PathLike[str], source: Path | None = None) -> Path:
    """`destination` as a Path if a new tournament file may be written there; a clear
    StoreError if something is there already or the name is a database's side file."""
    path = Path(destination)
    if "\0" in str(path):
        raise OutputRefused("A file name cannot contain a NUL character.")
    if os.path.lexists(path):
        raise StoreError(f"{path} already exists; choose another name.")
    for suffix in COMPANIONS:
        if path.name.endswith(suffix) and len(path.name) > len(suffix):
            base = path.with_name(path.name[: -len(suffix)])
            whose = (
                "the source file's"
                if source is not None and _same(base, source)
                else "a database's"
            )
            raise OutputRefused(
                f"{path} is named as {whose} side file ({suffix}): SQLite would "
                f"delete or replay it when {base.name} is opened. Choose a name that does "
                f"not end in {suffix}."
            )
        stray = path.with_name(path.name + suffix)
        if os.path.lexists(stray):
            raise OutputRefused(
                f"{stray} is there: a side file ({suffix}) left by another database, which "
                f"SQLite would apply to a new file named {path.name} and damage it. Choose "
                "another name (or move that file away first)."
            )
    return path


def _same(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve()
    except (OSError, RuntimeError):
        return False


def write_new_file(
    destination: Path,
    settings: TournamentSettings,
    fill: Callable[[SqliteStore], None],
    what: str,
) -> Path:
    """Create the tournament file `destination` with `settings`, filled by `fill` in
    one transaction that removes the incomplete mark; it appears under its name only
    once complete and on disk. `what`: the copy, as the mark names it."""
    destination = check_new_file(destination)
    clean_leftovers(destination.parent)  # what killed copies left in this folder
    tmp = partial_name(destination)
    try:
        fill_partial(tmp, settings, fill, what)
        _publish(tmp, destination)
    except sqlite3.Error as e:
        raise classify(e, destination) from None
    except OSError as e:
        raise classify_os(e, destination) from None
    finally:
        remove_partial(tmp)
    return destination


def partial_name(path: Path) -> Path:
    """The hidden temporary name a copy to `path` is written under (clean_leftovers
    knows it: the writer's host and process id, `.partial`)."""
    return path.with_name(f".{path.name[:150]}.{writer_tag()}{PARTIAL}")


def fill_partial(
    tmp: Path, settings: TournamentSettings, fill: Callable[[SqliteStore], None], what: str
) -> None:
    """A complete tournament file at `tmp`, flushed to disk: created marked incomplete,
    then filled (`fill` removes the mark in its transaction)."""
    remove_partial(tmp)
    since = datetime.now(UTC).isoformat(timespec="seconds")
    build_tournament_file(tmp, settings, incomplete=f"{what}, started {since}")
    store = _Unfinished(tmp)
    try:
        fill(store)
    finally:
        store.close()
    _fsync_file(tmp)


def remove_partial(tmp: Path) -> None:
    for leftover in (tmp, *(tmp.with_name(tmp.name + c) for c in COMPANIONS)):
        try:
            leftover.unlink(missing_ok=True)
        except OSError:
            pass


def _fsync_file(path: Path) -> None:
    # Safe to open here: no SQLite connection of this process holds the file now.
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _publish(tmp: Path, path: Path) -> None:
    """Give the complete file at `tmp` the name `path`, never replacing anything."""
    try:
        os.link(tmp, path)
        # at once: two names of one file must never both be opened (each would get
        # its own -wal), so the temporary name goes before anything else happens
        tmp.unlink()
    except FileExistsError:
        raise StoreError(f"{path} already exists; choose another name.") from None
    except OSError as e:
        if e.errno not in (errno.EPERM, errno.ENOTSUP, errno.EOPNOTSUPP, errno.EMLINK):
            raise
        # A disk without hard links (FAT, some network shares): a rename, after
        # checking the name is still free.
        if os.path.lexists(path):
            raise StoreError(f"{path} already exists; choose another name.") from None
        os.rename(tmp, path)
    _fsync_dir(path.parent)
