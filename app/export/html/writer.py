"""Writes the site's pages into a folder, all at once (see the package docstring)."""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable
from pathlib import Path

from app.export.html.layout import GENERATOR
from app.export.html.pages import Site
from app.export.language import using
from app.export.source import snapshot_of

Progress = Callable[[float, str], None]


def _is_ours_or_empty(folder: Path) -> bool:
    if not folder.exists():
        return True
    if not folder.is_dir():
        return False
    if not any(folder.iterdir()):
        return True
    index = folder / "index.html"
    try:
        head = index.read_text(encoding="utf-8", errors="replace")[:600]
    except OSError:
        return False
    return f'name="generator" content="{GENERATOR}"' in head


def write_html(
    source: object,
    folder: str | Path,
    progress: Progress | None = None,
    lang: str | None = None,
) -> Path:
    """Write the results website into `folder` (made if missing); return its index.html.
    `lang`: the pages' language ("en", "zh_CN"); None: the tournament's, else English."""
    target = Path(folder)
    # Messages name what is wrong; callers say what could not be written.
    if not target.parent.is_dir():
        raise FileNotFoundError(f"there is no folder {target.parent}")
    if target.exists() and not target.is_dir():
        raise FileExistsError(f"{target} is a file; the website needs a folder")
    if not _is_ours_or_empty(target):
        raise FileExistsError(
            f"{target} already holds other files; choose an empty or new folder "
            "(a folder with a website written before is replaced)"
        )
    if progress:
        progress(0.0, "Website: reading the tournament")
    snap = snapshot_of(source)
    with using(lang if lang is not None else snap.language or None):
        _write(Site(snap), target, progress)
    return target / "index.html"


def _write(site: Site, target: Path, progress: Progress | None) -> None:
    partial = target.with_name(f".{target.name}.partial")
    old = target.with_name(f".{target.name}.old")
    for leftover in (partial, old):
        if leftover.exists():
            shutil.rmtree(leftover)
    partial.mkdir()
    try:
        total = site.page_count()
        for done, (name, html) in enumerate(site.pages(), start=1):
            (partial / name).write_text(html, encoding="utf-8")
            if progress and (done % 25 == 0 or done == total):
                progress(done / total, "Website: writing pages")
        # Swap the new site in: the old one is kept aside until the new one is there.
        if target.exists():
            os.replace(target, old)
        os.replace(partial, target)
    except BaseException:
        if old.exists() and not target.exists():
            os.replace(old, target)
        raise
    finally:
        for leftover in (partial, old):
            if leftover.exists():
                shutil.rmtree(leftover, ignore_errors=True)
