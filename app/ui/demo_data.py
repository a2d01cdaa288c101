"""The demo tournament for ``python -m app --demo`` and the screenshots: the domain's
``app.demo`` written to a fresh temporary folder (or ``folder``)."""

from __future__ import annotations

import tempfile
from pathlib import Path

from app.demo import create_demo as _create_demo


def create_demo(folder: str | Path | None = None) -> Path:
    """Write the demo tournament file and return its path."""
    folder = Path(folder or tempfile.mkdtemp(prefix="mcr-demo-"))
    return Path(_create_demo(folder / "demo-open-2026.mcr"))
