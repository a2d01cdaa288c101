"""`python -m scoring --list | head` ends quietly (QA: a BrokenPipeError traceback when
the reader of the output went away), as `python -m seating` and `app.cli` do."""

from __future__ import annotations

import subprocess
import sys


def test_a_closed_pipe_ends_without_a_traceback() -> None:
    proc = subprocess.Popen(
        [sys.executable, "-m", "scoring", "--rules", "international", "--list"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        bufsize=0,
    )
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.read(20)  # like `head -c 20`: read a little, then go away
    proc.stdout.close()
    err = proc.stderr.read().decode()
    proc.stderr.close()
    proc.wait(timeout=60)
    assert "Traceback" not in err and "BrokenPipeError" not in err
