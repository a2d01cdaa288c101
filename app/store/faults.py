"""What went wrong with the tournament file, named from SQLite's own error code.

SQLite says exactly what failed (`sqlite3.Error.sqlite_errorcode`): a full disk, a
read-only file or folder, an I/O error, a file it cannot open, a lock held too long,
a damaged file, a file that is not a database. Each becomes its own `StoreError`
subclass with a message that says what happened to the user's data and what to do.
The advice matters: telling an organiser whose disk is full to "open the latest
backup" would throw away every hand entered since that backup.
"""

from __future__ import annotations

import errno
import os
import sqlite3
from pathlib import Path

from app.domain.errors import (
    CannotOpen,
    DamagedFile,
    DiskFull,
    DiskIOError,
    FileBusy,
    NotATournamentFile,
    ReadOnlyLocation,
    StoreError,
)

# SQLite's primary result codes (the low byte of an extended code).
SQLITE_BUSY = 5
SQLITE_LOCKED = 6
SQLITE_READONLY = 8
SQLITE_IOERR = 10
SQLITE_CORRUPT = 11
SQLITE_FULL = 13
SQLITE_CANTOPEN = 14
SQLITE_NOTADB = 26

SAVED_BEFORE = "Everything saved before is safe in the file"


def primary_code(e: sqlite3.Error) -> int | None:
    code = getattr(e, "sqlite_errorcode", None)
    return None if code is None else code & 0xFF


def classify(e: sqlite3.Error, path: Path | str, writing: bool = True) -> StoreError:
    """The user's error for SQLite's error `e` on the file at `path`. `writing`: a
    change was being made (so "not saved" is the truthful outcome)."""
    code = primary_code(e)
    lost = "The change was not saved. " if writing else ""
    if code == SQLITE_FULL:
        return DiskFull(
            f"The disk holding {path} is full. {lost}{SAVED_BEFORE}: do not replace it with "
            "a backup. Free some space on that disk and try again."
        )
    if code == SQLITE_READONLY:
        return ReadOnlyLocation(
            f"{path} cannot be written: the file, its folder or its disk is read-only. "
            f"{lost}The file itself is intact. Make the folder writable, or copy the file "
            "to a folder you can write to, and open that."
        )
    if code == SQLITE_IOERR and disk_nearly_full(path):
        # e.g. the WAL index (-shm) cannot grow: SQLite calls it an I/O error
        return DiskFull(
            f"The disk holding {path} is full. {lost}{SAVED_BEFORE}: do not replace it with "
            "a backup. Free some space on that disk and try again."
        )
    if code == SQLITE_IOERR:
        return DiskIOError(
            f"The disk or network share holding {path} reported an input/output error "
            f"({e}). {lost}Check the disk or the connection, then open the file again; "
            "if the error repeats, copy the file to another disk."
        )
    if code == SQLITE_CANTOPEN and location_read_only(path):
        return ReadOnlyLocation(
            f"{path} cannot be opened for writing: its folder or disk is read-only. "
            f"{lost}The file itself is intact. Copy it to a folder you can write to and "
            "open that; commands that only read (standings, export) still work here."
        )
    if code == SQLITE_CANTOPEN:
        return CannotOpen(
            f"{path} cannot be opened: its folder is missing or not accessible, or the "
            "folder cannot hold the file's companion files (-wal, -shm). Check the "
            "folder and its permissions."
        )
    if code in (SQLITE_BUSY, SQLITE_LOCKED):
        return FileBusy(
            f"{path} is busy: another station or program kept it locked too long. "
            f"{lost}Try again in a moment."
        )
    if code == SQLITE_CORRUPT:
        return damaged(path, str(e))
    if code == SQLITE_NOTADB:
        return NotATournamentFile(
            f"{path} is not a tournament file (it is not an SQLite database at all)."
        )
    return StoreError(f"Cannot use {path}: {e}. {lost}".strip())


def damaged(path: Path | str, detail: str) -> DamagedFile:
    """The message for a file that fails SQLite's checks: one line (SQLite may quote
    the schema, over several lines), naming the backup folder if it holds backups."""
    from app.store.outputs import backup_folder

    detail = " ".join(detail.replace("*** in database main ***", "").split())[:160]
    folder = backup_folder(Path(path))
    try:
        where = f" (in {folder})" if any(folder.iterdir()) else ""
    except OSError:
        where = ""
    return DamagedFile(
        f"{path} is damaged and cannot be used ({detail}). Open the latest backup "
        f"copy{where} instead, and keep this file for inspection."
    )


NEARLY_FULL = 1024 * 1024  # bytes: below this SQLite may fail to grow its files


def disk_nearly_full(path: Path | str) -> bool:
    """Whether the disk holding `path` has (almost) no room left."""
    try:
        st = os.statvfs(Path(path).parent)
    except OSError:
        return False
    return st.f_bavail * st.f_frsize < NEARLY_FULL


def media_read_only(path: Path | str) -> bool:
    """Whether the disk (mount) holding `path` is read-only for everyone."""
    try:
        return bool(os.statvfs(Path(path).parent).f_flag & os.ST_RDONLY)
    except OSError:
        return False


def location_read_only(path: Path | str) -> bool:
    """Whether the file at `path` or its folder cannot be written (a read-only disk or
    mount, or no write permission for this user)."""
    folder = Path(path).parent
    try:
        if os.statvfs(folder).f_flag & os.ST_RDONLY:
            return True
    except OSError:
        return False
    return not os.access(folder, os.W_OK) or (os.path.exists(path) and not os.access(path, os.W_OK))


def classify_os(e: OSError, path: Path | str, writing: bool = True) -> StoreError:
    """The user's error for an operating-system error on `path` (creating, copying)."""
    lost = " Nothing was saved." if writing else ""
    if e.errno in (errno.ENOSPC, errno.EDQUOT):
        return DiskFull(f"The disk holding {path} is full.{lost} Free some space and try again.")
    if e.errno == errno.EROFS:
        return ReadOnlyLocation(f"{path} is on a read-only disk.{lost}")
    if e.errno in (errno.EACCES, errno.EPERM):
        return ReadOnlyLocation(f"No permission to write {path}.{lost}")
    if e.errno == errno.ENAMETOOLONG:
        return CannotOpen(f"The file name {str(path)[:60]}... is too long; choose a shorter one.")
    if e.errno == errno.ENOENT:
        return CannotOpen(f"There is no folder for {path}.")
    if e.errno == errno.EIO:
        return DiskIOError(f"The disk holding {path} reported an input/output error.{lost}")
    return StoreError(f"Cannot use {path}: {e.strerror or e}.{lost}")
