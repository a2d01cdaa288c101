"""Writes the site's pages into a folder (see the package docstring and folder.py)."""

from __future__ import annotations

import hashlib
import os
import shutil
from collections.abc import Callable
from pathlib import Path

from app.export.html import folder as site_folder
from app.export.html.pages import Site, match_file, player_file, session_file
from app.export.language import using
from app.export.source import snapshot_of

Progress = Callable[[float, str], None]


def _tournament_of(source: object) -> Path | None:
    """The tournament file behind `source`, so its backup folder is never written."""
    if isinstance(source, str | os.PathLike):
        return Path(source)
    path = getattr(source, "path", None)  # a service's or a store's file
    return None if path is None else Path(path)


def write_html(
    source: object,
    folder: str | Path,
    progress: Progress | None = None,
    keep_others: bool = False,
    lang: str | None = None,
) -> Path:
    """Write the results website into `folder` (made if missing); return its index.html.

    Only files this program wrote there before are replaced or removed. A folder that
    holds anything else is refused (SiteHasOtherFiles, nothing changed) unless
    `keep_others`: then the pages go beside those files, which are left as they are.
    `lang`: the pages' language ("en", "zh_CN"); None: the tournament's, else English."""
    target = Path(folder)
    site_folder.check_site(target, _tournament_of(source), keep_others)
    if progress:
        progress(0.0, "Website: reading the tournament")
    snap = snapshot_of(source)
    site = Site(snap)
    if keep_others:  # a file of someone else's under a page's name: refused before any write
        site_folder.check_site(target, None, keep_others, _names(site))
    target.mkdir(exist_ok=True)
    staging = site_folder.new_staging(target)
    try:
        written: dict[str, str] = {}
        total = site.page_count()
        with using(lang if lang is not None else snap.language or None):
            for done, (name, html) in enumerate(site.pages(), start=1):
                data = html.encode("utf-8")
                (staging / name).write_bytes(data)
                written[name] = hashlib.sha256(data).hexdigest()
                if progress and (done % 25 == 0 or done == total):
                    progress(done / total, "Website: writing pages")
        with site_folder.folder_lock(target, progress):
            site_folder.commit(target, staging, written, keep_others)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return target / "index.html"


def _names(site: Site) -> list[str]:
    """The names of the site's pages, without making them (as Site.pages names them)."""
    snap = site.snap
    names = ["index.html", "sessions.html", "players.html"]
    names += [session_file(k) for k in range(1, snap.sessions + 1)]
    names += [match_file(m.session, m.table) for m in snap.matches]
    return names + [player_file(p.number) for p in snap.players]
