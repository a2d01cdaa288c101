"""Where the program may write an export, a backup or a copy.

An output never replaces the tournament file, its companion files (`-wal`, `-shm`,
`-journal`), a file in its backup folder, or any tournament file this process has open;
those are refused outright, and so is a file of another kind (by its content: an
Excel export never replaces a PDF, a database or notes; a PDF never replaces a
workbook or a tournament). Replacing an existing file of the same kind that is not a
previous output of this program (an Excel workbook made by hand, a PDF of someone
else's, a database of another program) needs `allow_other=True`: the GUI asks the
user, the CLI refuses.

Nothing here opens a tournament file with Python's `open()`: closing such a handle
would drop the POSIX locks SQLite holds on it in this process (SQLite's "How To
Corrupt", 2.2). Files open as stores are recognised by (device, inode) and refused
before any byte is read.
"""

from __future__ import annotations

import os
import socket
import stat
import sys
import threading
import time
import zipfile
from pathlib import Path

from app.domain.errors import OutputRefused

CREATOR = b"MCR Tournament Manager"
COMPANIONS = ("-wal", "-shm", "-journal")
KIND_NAMES = {
    "xlsx": "an Excel export",
    "pdf": "a PDF export",
    "csv": "a CSV export",
    "copy": "a tournament copy",
}

_OPEN_FILES: dict[tuple[int, int], int] = {}
_OPEN_FILES_LOCK = threading.Lock()


class OutputNeedsConfirmation(OutputRefused):
    """The output would replace a file that is not a previous output of its kind."""


def register_open(key: tuple[int, int], delta: int) -> None:
    """Count a tournament file (device, inode) opened (+1) or closed (-1) here."""
    with _OPEN_FILES_LOCK:
        count = _OPEN_FILES.get(key, 0) + delta
        if count > 0:
            _OPEN_FILES[key] = count
        else:
            _OPEN_FILES.pop(key, None)


def open_file_ids() -> set[tuple[int, int]]:
    """(device, inode) of every tournament file this process has open."""
    with _OPEN_FILES_LOCK:
        return set(_OPEN_FILES)


def backup_folder(tournament: Path) -> Path:
    """The folder that holds a tournament file's automatic backups."""
    return tournament.parent / f"{tournament.stem}-backups"


APP_FOLDER = "MCR Tournament Manager"
BACKUP_DIR_VARIABLE = "MCR_BACKUP_DIR"  # where a server tournament's backups go


def user_data_folder() -> Path:
    """This user's data folder for the program, by the platform's convention
    (Windows: %LOCALAPPDATA%; macOS: ~/Library/Application Support; elsewhere
    $XDG_DATA_HOME or ~/.local/share)."""
    if sys.platform == "win32":
        base = os.environ.get("LOCALAPPDATA") or os.environ.get("APPDATA")
        root = Path(base) if base else Path.home() / "AppData" / "Local"
    elif sys.platform == "darwin":
        root = Path.home() / "Library" / "Application Support"
    else:
        xdg = os.environ.get("XDG_DATA_HOME", "")
        root = Path(xdg) if os.path.isabs(xdg) else Path.home() / ".local" / "share"
    return root / APP_FOLDER


def server_backup_folder(url: str) -> Path:
    """Where a station keeps the automatic backups (tournament files) of a tournament
    on a server: a folder per server database under `MCR_BACKUP_DIR` if set, else
    under "server-backups" in the user's data folder. Local, so a backup is there
    when the server or the network is not."""
    from app.store.server_url import parts

    found = parts(url)  # libpq's reading: several hosts, a socket folder, key/value
    host, port = found.get("host") or "localhost", found.get("port") or "5432"
    name = f"{host}-{port}-{found.get('dbname') or 'db'}"
    safe = "".join(c if c.isalnum() or c in "-_." else "_" for c in name)[:100]
    parent = os.environ.get(BACKUP_DIR_VARIABLE, "").strip()
    root = Path(parent).expanduser() if parent else user_data_folder() / "server-backups"
    return root / safe


def default_backup_folder(store: object) -> Path | None:
    """The automatic backups' folder of an open store: beside a tournament file, or
    this station's local folder for a server tournament (None: neither)."""
    path = getattr(store, "path", None)
    if path is not None:
        return backup_folder(Path(path))
    url = getattr(store, "url", None)
    if isinstance(url, str) and "://" in url:
        return server_backup_folder(url)
    return None


def _resolved(path: Path) -> Path:
    try:
        return path.resolve()
    except (OSError, RuntimeError, ValueError):
        return Path(os.path.abspath(path))


def check_output(
    target: str | os.PathLike[str],
    kind: str,
    tournament: str | os.PathLike[str] | None = None,
    *,
    allow_other: bool = False,
    backup: bool = False,
) -> Path:
    """`target` as a Path if writing `kind` ("xlsx", "pdf", "copy") there is safe;
    OutputRefused if it would destroy the tournament, OutputNeedsConfirmation if it
    would replace some other file. `backup`: the caller writes a new automatic backup
    (so the backup folder is its place)."""
    target = Path(target)
    name = KIND_NAMES.get(kind, "an export")
    if "\0" in str(target):
        raise OutputRefused("A file name cannot contain a NUL character.")
    if not target.name or target.name in (".", ".."):
        raise OutputRefused(f"{target} is a folder; give a file name for {name}.")
    real = _resolved(target)
    try:
        st = os.stat(real)
    except FileNotFoundError:
        st = None
    except OSError as e:
        raise OutputRefused(f"Cannot write {target}: {e.strerror or e}.") from None
    if st is not None and not stat.S_ISREG(st.st_mode):
        raise OutputRefused(f"{target} is a folder, a pipe or a device, not a file to write.")
    if tournament is not None:
        _refuse_tournament_family(target, real, st, _resolved(Path(tournament)), backup)
    if st is not None and (st.st_dev, st.st_ino) in open_file_ids():
        raise OutputRefused(
            f"{target} is a tournament file open in this program: {name} never replaces it."
        )
    if st is not None and kind == "copy":
        _refuse_a_tournament_in_use(target, real)
    if st is not None and not _is_previous(real, kind):
        found = _content_kind(real)
        if found not in (CONTENT_KINDS.get(kind), "empty"):
            # A file of another kind (a tournament or other database, a workbook, a
            # PDF, notes): never replaced, whatever the user answers.
            raise OutputRefused(
                f"{target} is {CONTENT_NAMES.get(found, 'a file of another kind')}, not "
                f"{name}: {name} never replaces a file of another kind. Choose another name."
            )
        if not allow_other:
            raise OutputNeedsConfirmation(
                f"{target} exists and is not {name} written by this program; refusing to "
                "replace it. Choose another name (or delete that file first)."
            )
    return target


def _refuse_a_tournament_in_use(target: Path, real: Path) -> None:
    """A tournament file with a `-wal` or `-journal` beside it is open somewhere (or was
    left by a crash, its last changes still in that file): a copy put in its place would
    lose them, and SQLite would pair the new file with the old journal (SQLite's "How
    To Corrupt", 1.4)."""
    for companion in ("-wal", "-journal"):
        if real.with_name(real.name + companion).exists():
            raise OutputRefused(
                f"{target} is a tournament file in use (its {companion} file is beside it, "
                "holding its latest changes): a copy never replaces it. Choose another name."
            )


# What each output is, by its first bytes, and how a file of each kind is named.
CONTENT_KINDS = {"xlsx": "xlsx", "pdf": "pdf", "copy": "sqlite"}
CONTENT_NAMES = {
    "xlsx": "an Excel workbook",
    "pdf": "a PDF file",
    "sqlite": "a database (a tournament file, or another program's)",
}


def _content_kind(path: Path) -> str:
    """ "xlsx", "pdf", "sqlite", "empty" or "other", from the file's first bytes."""
    try:
        with path.open("rb") as f:
            head = f.read(100)
        if not head:
            return "empty"
        if head.startswith(b"SQLite format 3\x00"):
            return "sqlite"
        if head.startswith(b"%PDF"):
            return "pdf"
        if head.startswith(b"PK"):
            with zipfile.ZipFile(path) as book:
                return "xlsx" if "xl/workbook.xml" in book.namelist() else "other"
    except (OSError, zipfile.BadZipFile, ValueError):
        return "other"
    return "other"


def _refuse_tournament_family(
    target: Path, real: Path, st: os.stat_result | None, tournament: Path, backup: bool
) -> None:
    family = [tournament] + [tournament.with_name(tournament.name + c) for c in COMPANIONS]
    same = real in family
    if not same and st is not None:
        for member in family:
            try:
                if os.path.samefile(real, member):
                    same = True
                    break
            except OSError:
                continue
    if same:
        raise OutputRefused(
            f"{target} is the tournament file itself (or one of its companion files); "
            "writing there would destroy the tournament. Choose another name."
        )
    folder = _resolved(backup_folder(tournament))
    if not backup and (real.parent == folder or folder in real.parents):
        raise OutputRefused(
            f"{target} is in the tournament's backup folder ({folder}); backups are never "
            "replaced. Choose another folder."
        )


def _is_previous(path: Path, kind: str) -> bool:
    """Whether the file at `path` is an earlier output of `kind` by this program."""
    try:
        if kind == "xlsx":
            with zipfile.ZipFile(path) as book:
                if "xl/workbook.xml" not in book.namelist():
                    return False
                with book.open("docProps/core.xml") as core:
                    return CREATOR in core.read(65536)
        with path.open("rb") as f:
            head = f.read(100)
            if kind == "copy":
                from app.store.schema import APPLICATION_ID

                return (
                    head.startswith(b"SQLite format 3\x00")
                    and int.from_bytes(head[68:72], "big") == APPLICATION_ID
                )
            if kind == "csv":  # the ranking file names its writer in its header block
                return CREATOR in head + f.read(4096)
            if kind == "pdf":
                if not head.startswith(b"%PDF"):
                    return False
                f.seek(0, os.SEEK_END)
                size = f.tell()
                f.seek(max(0, size - 65536))
                return CREATOR in head or CREATOR in f.read()
    except (OSError, zipfile.BadZipFile, KeyError, ValueError):
        return False
    return False


PARTIAL = ".partial"


def _host() -> str:
    """This machine's name, as it may appear in a file name."""
    return "".join(c for c in socket.gethostname() if c.isalnum() or c == "-")[:40] or "host"


def writer_tag() -> str:
    """Who writes a temporary file: `HOST-PID` (a shared folder may have several)."""
    return f"{_host()}-{os.getpid()}"


def clean_leftovers(folder: Path, max_age_s: float = 3600.0) -> list[Path]:
    """Remove half-written backups and copies (`.NAME.HOST-PID.partial`, with their
    `-wal`, `-shm`, `-journal`) that a killed process left in `folder`: those of a
    process of this machine that no longer runs, or older than `max_age_s` (another
    machine's, on a shared folder). Returns what was removed."""
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    now, host = time.time(), _host()
    for entry in entries:
        name = entry.name
        for companion in COMPANIONS:
            name = name.removesuffix(companion)
        if not (name.startswith(".") and name.endswith(PARTIAL)):
            continue
        writer = name[: -len(PARTIAL)].rsplit(".", 1)[-1]
        writer_host, _, pid_text = writer.rpartition("-")
        try:
            stale = now - entry.stat(follow_symlinks=False).st_mtime > max_age_s
            if not stale and writer_host == host and pid_text.isdecimal():
                stale = not process_alive(int(pid_text))
            if stale and entry.is_file(follow_symlinks=False):
                os.unlink(entry.path)
                removed.append(Path(entry.path))
        except OSError:
            continue
    return removed


def process_alive(pid: int) -> bool:
    """Whether process `pid` of this machine still runs (when unsure: yes): a leftover
    of a live writer is never cleaned."""
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError, OSError):
        return True
    return True
    return True
