"""Is there a screen to draw on? Checked before the QApplication is made: without one,
Qt aborts with "Reinstalling the application may fix this problem", which sends the
organiser the wrong way. The app says what is missing and how to run headless."""

from __future__ import annotations

from collections.abc import Mapping

NO_DISPLAY = (
    "error: there is no display to show the window on (neither DISPLAY nor "
    "WAYLAND_DISPLAY is set). Run it on a desktop session or with X forwarding "
    "(ssh -X); for screenshots without a screen, set QT_QPA_PLATFORM=offscreen "
    "(e.g. QT_QPA_PLATFORM=offscreen mcr-tournament --demo --screenshot out.png). "
    "The command-line tool (mcr-tournament-cli) needs no display."
)


def display_problem(env: Mapping[str, str], platform: str) -> str | None:
    """The message to print when `env` on `platform` (sys.platform) has no display,
    else None. Only X11/Wayland systems (Linux, the BSDs) can lack one; a platform
    plugin chosen with QT_QPA_PLATFORM (offscreen, vnc, eglfs...) is Qt's own choice."""
    if platform.startswith(("win", "darwin", "cygwin")):
        return None
    if env.get("QT_QPA_PLATFORM", "").strip():
        return None
    if env.get("DISPLAY", "").strip() or env.get("WAYLAND_DISPLAY", "").strip():
        return None
    return NO_DISPLAY
