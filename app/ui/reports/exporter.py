"""Adapter to ``app.export``: which documents exist and how to write them.

The export package promises ``write_xlsx`` / ``write_pdf`` with a progress callback;
this adapter calls them with the open tournament and turns their progress
(a fraction and a message) into (done, total) steps for the job.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from app.ui.workspace import Cancelled, Workspace

FALLBACK_DOCUMENTS = {
    "standings": "Standings",
    "teams": "Team standings",
    "seating": "Seating plan",
    "scoresheets": "Score sheets",
    "results": "Session results",
    "hands": "Hands",
}


def documents() -> dict[str, str]:
    """Document key -> title, from the export package when it lists them."""
    try:
        from app.export import pdf

        titles = getattr(pdf, "TITLES", None)
        keys = getattr(pdf, "DOCUMENTS", None)
        if keys and titles:
            return {k: titles.get(k, k) for k in keys}
    except ImportError:
        pass
    return dict(FALLBACK_DOCUMENTS)


def full_set() -> tuple[str, ...]:
    """The documents ticked by default: the export's full set (not one page a hand)."""
    try:
        from app.export import FULL_SET
    except ImportError:
        return tuple(FALLBACK_DOCUMENTS)
    return tuple(FULL_SET)


def _writer(kind: str) -> Callable[..., object] | None:
    try:
        import app.export as export
    except ImportError:
        return None
    return getattr(export, f"write_{kind}", None)


def reports_folder(location: str) -> Path:
    """Where reports go by default: beside the tournament file, or for a tournament on
    a server, in the user's home folder."""
    if "://" in location:
        return Path.home() / "MCR reports"
    return Path(location).parent / "reports"


def part_name(stem: str, session: int | None = None, table: int | None = None) -> str:
    """File name stem of a part: open, open-session-2, open-session-2-table-5."""
    if session is not None:
        stem += f"-session-{session}"
    if table is not None:
        stem += f"-table-{table}"
    return stem


def _stem(workspace: Workspace) -> str:
    if "://" in workspace.location:
        return workspace.location.rstrip("/").rsplit("/", 1)[-1] or "tournament"
    return Path(workspace.location).stem or "tournament"


def outputs(
    workspace: Workspace,
    folder: str | Path,
    kinds: Sequence[str],
    session: int | None = None,
    table: int | None = None,
) -> list[Path]:
    """The files (the website: its folder) ``export`` writes for ``kinds`` in ``folder``."""
    stem = _stem(workspace)
    names = {"html": f"{stem}-site", "pdf": f"{part_name(stem, session, table)}.pdf"}
    return [Path(folder) / names.get(kind, f"{stem}.{kind}") for kind in kinds]


def export(
    workspace: Workspace,
    folder: str | Path,
    kinds: Sequence[str],
    chosen: Sequence[str],
    progress: Callable[[int, int], bool],
    session: int | None = None,
    table: int | None = None,
    overwrite: bool = False,
    own_process: bool = False,
    keep_others: bool = False,
    lang: str | None = None,
) -> list[Path]:
    """Write the chosen documents as ``tournament.xlsx`` / ``tournament.pdf`` in
    ``folder`` (kind ``html``: the results website, folder ``tournament-site``);
    ``progress`` returns False to cancel. ``session`` and ``table`` narrow the PDF's
    per-session documents (``tournament-session-2.pdf``); the workbook and the website
    always cover the whole tournament. ``overwrite``: the user agreed to replace files
    that are not earlier exports (never the tournament itself). ``own_process``: the
    writers run in a process of their own (app.export.background), so the window
    never waits for them; else in the calling thread, on the open tournament.
    ``keep_others``: the user agreed to write the website's pages beside files the
    program did not write in its folder (which are never replaced or removed). ``lang``:
    the language of every file ("en", "zh_CN"; None: the tournament's, else English)."""
    from app.export import background  # the writers' packages: loaded when first used

    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    steps = []
    for kind, out in zip(kinds, outputs(workspace, folder, kinds, session, table), strict=True):
        if _writer(kind) is None:
            raise OSError(f"The {kind.upper()} export is not available yet.")
        options: dict[str, object] = {}
        if kind == "pdf":
            options = {"documents": list(chosen), "session": session, "table": table}
        elif kind == "xlsx":
            options = {"documents": list(chosen)}
        if kind != "html":
            options["overwrite"] = overwrite
        elif keep_others:
            options["keep_others"] = True
        options["lang"] = lang
        steps.append(background.Step(kind, str(out), options))

    def report(i: int, fraction: float, _message: str = "") -> None:
        if not progress(int((i + float(fraction)) * 100), 100 * len(kinds)):
            raise Cancelled

    if own_process:
        try:
            return background.run(workspace.location, steps, report)
        except background.ExportStopped:
            raise Cancelled from None
    written = []
    for i, step in enumerate(steps):
        writer = _writer(step.kind)
        assert writer is not None
        done = writer(
            workspace.service,
            step.out,
            progress=lambda fraction, message="", i=i: report(i, fraction, message),
            **step.options,
        )
        written.append(Path(str(done)))  # the website: its index.html
        if not progress(100 * (i + 1), 100 * len(kinds)):
            raise Cancelled
    return written
