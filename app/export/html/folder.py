"""The website's folder: what the program wrote there, and how a rewrite replaces it.

A website folder may be kept beside anything of the organiser's (the tournament file,
its backups, other exports, notes). So the folder holds a record, MANIFEST, of the
files the program wrote: each page's name and the SHA-256 of the bytes written. A
rewrite replaces exactly those files and removes those it wrote before that are no
longer part of the site (a session or a player gone). Anything else in the folder
(a file not in the record, a page changed since, or any file at all in a folder
without a record) is never replaced or removed: the writer refuses
(`SiteHasOtherFiles`, which the GUI turns into a question), or with
`keep_others=True` writes its pages beside those files, still never under one of
their names.

A site written by an earlier version has no record; its pages (HTML files that carry
the program's generator tag) count as written by the program.

Pages are made in a staging folder inside the website folder, then moved into place
one by one (os.replace: a reader sees the old page or the new one, never half of
one), new pages before the pages that link to them and index.html last; pages no
longer part of the site are removed after that. Before the first move the record
names both versions of every page, so a writer killed half-way leaves a folder the
next rewrite still recognises as its own. Writers of one folder take turns through
a lock file (LOCK); the staging is done before taking it.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import sys
import time
import uuid
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from app.domain.errors import OutputRefused
from app.export import partial
from app.export.html.layout import GENERATOR
from app.store.outputs import OutputNeedsConfirmation, backup_folder

MANIFEST = ".mcr-site.json"
LOCK = ".mcr-site.lock"
STAGING_PREFIX = ".mcr-site."
STAGING_SUFFIX = ".partial"
FORMAT = 1
SUGGESTED = "website"
LOCK_WAIT_SECONDS = 300.0  # another export of the same folder: wait this long at most
# What a file browser leaves in a folder it showed (macOS Finder, Windows Explorer):
# neither the program's nor the organiser's work. Never touched, and no reason to
# refuse a rewrite after the organiser looked at the site.
BROWSER_FILES = frozenset({".DS_Store", "Thumbs.db", "desktop.ini", "Desktop.ini"})
# The only names a site's page can have: a record naming anything else is not ours.
PAGE_NAME = re.compile(r"[a-z0-9][a-z0-9-]*\.html")

Progress = Callable[[float, str], None]


class SiteHasOtherFiles(OutputNeedsConfirmation):
    """The website folder holds files the program did not write (`others`, by name);
    `suggestion` is a new folder where the site can go instead."""

    def __init__(self, message: str, others: list[str], suggestion: Path) -> None:
        super().__init__(message)
        self.others = others
        self.suggestion = suggestion


@dataclass
class Survey:
    """What a website folder holds: the program's files (name -> accepted digests)
    and the names of everything else."""

    ours: dict[str, set[str]]
    others: list[str]


def _is_reserved(name: str) -> bool:
    return name in (MANIFEST, LOCK) or (
        name.startswith(STAGING_PREFIX) and name.endswith(STAGING_SUFFIX)
    )


def _digest(path: Path) -> str | None:
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return None


def _read_record(folder: Path) -> dict[str, set[str]] | None:
    """The record's files (name -> digests); None when the folder has no record.
    OutputRefused when there is one that this version cannot read."""
    path = folder / MANIFEST
    if not path.exists() and not path.is_symlink():
        return None
    try:
        if path.is_symlink() or not path.is_file():
            raise ValueError("not a file")
        data = json.loads(path.read_text(encoding="utf-8"))
        if data.get("program") != GENERATOR or not isinstance(data.get("files"), dict):
            raise ValueError("not a website record")
        if data.get("format") != FORMAT:
            raise OutputRefused(
                f"Cannot write the website into {folder}: its record ({MANIFEST}) was "
                "written by another version of the program. Choose an empty or new folder."
            )
        files: dict[str, set[str]] = {}
        for name, digests in data["files"].items():
            if not PAGE_NAME.fullmatch(name) or not isinstance(digests, list):
                raise ValueError(f"names {name!r}")
            files[name] = {str(d) for d in digests}
        return files
    except (OSError, ValueError, AttributeError) as e:
        raise OutputRefused(
            f"Cannot write the website into {folder}: {MANIFEST} there is not a website "
            f"record this program can read ({e}); nothing was changed. Choose an empty "
            "or new folder."
        ) from None


def _looks_like_our_page(path: Path) -> bool:
    """A page of a site written before the record existed: HTML with our generator tag."""
    if not PAGE_NAME.fullmatch(path.name) or path.is_symlink() or not path.is_file():
        return False
    try:
        with path.open("rb") as f:
            head = f.read(600).decode("utf-8", "replace")
    except OSError:
        return False
    return f'name="generator" content="{GENERATOR}"' in head


def survey(folder: Path) -> Survey:
    """Sort what `folder` holds into the program's files and everything else."""
    record = _read_record(folder)
    ours: dict[str, set[str]] = {}
    others: list[str] = []
    for entry in sorted(os.listdir(folder)):
        if _is_reserved(entry) or entry in BROWSER_FILES:
            continue
        path = folder / entry
        if record is None:
            if _looks_like_our_page(path):
                ours[entry] = {d for d in (_digest(path),) if d}
                continue
        elif entry in record and not path.is_symlink() and path.is_file():
            if _digest(path) in record[entry]:
                ours[entry] = record[entry]
                continue
        others.append(entry)
    return Survey(ours, others)


def suggest_folder(folder: Path) -> Path:
    """A new folder for the site inside `folder`: `website`, or `website-2`, ..."""
    candidate, n = folder / SUGGESTED, 2
    while candidate.exists() and not _holds_only_ours(candidate):
        candidate, n = folder / f"{SUGGESTED}-{n}", n + 1
    return candidate


def _holds_only_ours(folder: Path) -> bool:
    try:
        return folder.is_dir() and not survey(folder).others
    except (OSError, OutputRefused):
        return False


def _listing(names: list[str], limit: int = 8) -> str:
    shown = ", ".join(names[:limit])
    return shown + (f" and {len(names) - limit} more" if len(names) > limit else "")


def check_site(
    folder: str | os.PathLike[str],
    tournament: str | os.PathLike[str] | None = None,
    keep_others: bool = False,
    pages: Iterable[str] = (),
    parent_made: bool = False,
) -> Survey | None:
    """Whether the website may be written into `folder`; its survey (None: the folder
    does not exist yet). SiteHasOtherFiles when the folder holds files the program did
    not write (unless `keep_others`); OutputRefused when it can never be written there
    (a file, the tournament's backup folder, a missing parent folder, a file of its own
    under the name of one of `pages`). `parent_made`: the caller makes the parent
    folder when missing (the GUI's reports folder)."""
    target = Path(folder)
    if not target.parent.is_dir() and not parent_made:
        raise OutputRefused(f"Cannot write {target}: there is no folder {target.parent}.")
    if target.exists() and not target.is_dir():
        raise OutputRefused(f"Cannot write {target}: it is a file; the website needs a folder.")
    if tournament is not None:
        backups = _real(backup_folder(Path(tournament)))
        real = _real(target)
        if real == backups or backups in real.parents:
            raise OutputRefused(
                f"Cannot write {target}: it is in the tournament's backup folder "
                f"({backups}); backups are never mixed with anything. Choose another folder."
            )
    if not target.exists():
        return None
    found = survey(target)
    if found.others and not keep_others:
        suggestion = suggest_folder(target)
        raise SiteHasOtherFiles(
            f"Cannot write the website into {target}: it holds files this program did not "
            f"write, or changed after it wrote them ({_listing(found.others)}); the website "
            "never replaces or removes them, and nothing was written. Choose an empty or "
            f"new folder, for example {suggestion}.",
            found.others,
            suggestion,
        )
    clash = sorted(set(pages) & set(found.others))
    if clash:
        raise OutputRefused(
            f"Cannot write the website into {target}: {_listing(clash)} there "
            "is not a page this program wrote, and it is never replaced. Choose an empty "
            "or new folder."
        )
    return found


def _real(path: Path) -> Path:
    try:
        return path.resolve()
    except (OSError, RuntimeError):
        return Path(os.path.abspath(path))


# --- writing -----------------------------------------------------------------------


def new_staging(folder: Path) -> Path:
    """A staging folder of this writer's own inside `folder`:
    `.mcr-site.HOST-PID-RANDOM.partial` (several writers may stage at once)."""
    clean_staging(folder)
    staging = folder / f"{STAGING_PREFIX}{partial.host()}-{os.getpid()}-{uuid.uuid4().hex[:8]}"
    staging = staging.with_name(staging.name + STAGING_SUFFIX)
    staging.mkdir()
    return staging


def clean_staging(folder: Path) -> None:
    """Remove the staging folders (and record files half written) a killed writer
    left: of a process of this machine that no longer runs, or (another machine's, on
    a shared folder) a day old."""
    try:
        names = [e for e in os.listdir(folder) if _is_reserved(e) and e.endswith(STAGING_SUFFIX)]
    except OSError:
        return
    for name in names:
        writer = name[len(STAGING_PREFIX) : -len(STAGING_SUFFIX)].removeprefix("json.")
        path = folder / name
        try:
            if path.is_symlink() or not partial.is_stale(writer, path.lstat().st_mtime):
                continue
            if path.is_dir():
                shutil.rmtree(path, ignore_errors=True)
            else:
                path.unlink()
        except OSError:
            continue


@contextmanager
def folder_lock(folder: Path, progress: Progress | None = None) -> Iterator[None]:
    """Hold the folder's lock file (one writer commits at a time). The operating
    system lets go of it when the process ends, even killed. `progress` is called while
    waiting, so a waiting export can still be cancelled."""
    fd = os.open(folder / LOCK, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        deadline = time.monotonic() + LOCK_WAIT_SECONDS
        while not _try_lock(fd):
            if time.monotonic() > deadline:
                raise OutputRefused(
                    f"Cannot write the website into {folder}: another export has been "
                    "writing it for minutes. Try again when it has finished."
                )
            if progress:
                progress(0.99, "Website: waiting for another export of this folder")
            time.sleep(0.05)
        try:
            yield
        finally:
            _unlock(fd)
    finally:
        os.close(fd)


if sys.platform == "win32":
    import msvcrt

    def _try_lock(fd: int) -> bool:
        try:
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        # flock: held per open file, so two threads of one process also take turns.
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)


def write_record(folder: Path, files: dict[str, set[str]]) -> None:
    """Put the record in place in one step (a reader or a killed writer never leaves
    half of one)."""
    from app.version import version

    data = {
        "program": GENERATOR,
        "version": version(),
        "format": FORMAT,
        "note": "The files this program wrote here; a rewrite replaces only these.",
        "files": {name: sorted(files[name]) for name in sorted(files)},
    }
    writer = f"{partial.host()}-{os.getpid()}-{uuid.uuid4().hex[:8]}"
    temp = folder / f"{MANIFEST}.{writer}{STAGING_SUFFIX}"
    try:
        temp.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
        os.replace(temp, folder / MANIFEST)
    finally:
        if temp.exists():
            temp.unlink()


def commit(folder: Path, staging: Path, written: dict[str, str], keep_others: bool) -> None:
    """Move the staged pages (`written`: name -> digest) into `folder` and remove the
    pages the program wrote before that are no longer part of the site. Called with
    the folder's lock held; the folder is checked again first (another writer or the
    organiser may have changed it since)."""
    found = check_site(folder, keep_others=keep_others, pages=written)
    before = found.ours if found is not None else {}
    both = {name: set(before.get(name, set())) for name in before}
    for name, digest in written.items():
        both.setdefault(name, set()).add(digest)
    write_record(folder, both)
    # New pages first, then the ones replaced, index.html last: a link on a page
    # already in place always finds its target.
    order = sorted(written, key=lambda n: (n == "index.html", n in before, n))
    for name in order:
        os.replace(staging / name, folder / name)
    for name in sorted(set(before) - set(written)):
        path = folder / name
        if not path.is_symlink() and _digest(path) in before[name]:
            path.unlink()
    write_record(folder, {name: {digest} for name, digest in written.items()})
