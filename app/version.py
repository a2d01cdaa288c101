"""The application's one version number: the installed package's metadata
(pyproject.toml's `version`), read the same way by every command's `--version`."""

from __future__ import annotations

from importlib import metadata

DISTRIBUTION = "mcr-tournament-manager"


def version() -> str:
    """The version of the installed distribution, e.g. "0.2.0"."""
    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        # Run from a checkout that was never installed (not even editable).
        return "0+unknown"


def version_text(program: str) -> str:
    """What `PROGRAM --version` prints."""
    return f"{program} {version()}"
