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
    "standings": "Standings", "teams": "Team standings", "seating": "Seating plan",
    "scoresheets": "Score sheets", "results": "Session results", "hands": "Hands",
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


def _writer(kind: str) -> Callable[..., object] | None:
    try:
        import app.export as export
    except ImportError:
        return None
    return getattr(export, f"write_{kind}", None)


def export(workspace: Workspace, folder: str | Path, kinds: Sequence[str],
           chosen: Sequence[str], progress: Callable[[int, int], bool]) -> list[Path]:
    """Write the chosen documents as ``tournament.xlsx`` / ``tournament.pdf`` in
    ``folder``; ``progress`` returns False to cancel."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    stem = Path(workspace.location).stem or "tournament"
    written = []
    for i, kind in enumerate(kinds):
        writer = _writer(kind)
        if writer is None:
            raise OSError(f"The {kind.upper()} export is not available yet.")
        out = folder / f"{stem}.{kind}"

        def report(fraction: float, _message: str = "", i: int = i) -> None:
            if not progress(int((i + float(fraction)) * 100), 100 * len(kinds)):
                raise Cancelled

        try:
            writer(workspace.service, out, documents=list(chosen), progress=report)
        except TypeError:
            writer(workspace.service, out, progress=report)
        written.append(out)
        if not progress(100 * (i + 1), 100 * len(kinds)):
            raise Cancelled
    return written
