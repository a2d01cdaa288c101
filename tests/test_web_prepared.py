"""The server is ready for the first hand when it starts: the claim check of the
tournament's rule system and its name index are loaded with the app, not by the first
phone's proposal (which paid ~0.3 s of imports and index building, an outlier every
phone at a table saw). Checked by what is loaded, not by a timing."""

from __future__ import annotations

import subprocess
import sys
import textwrap


def test_making_the_app_loads_the_claim_check_and_its_names(tmp_path) -> None:
    # A fresh interpreter: what make_app loads is not hidden by other tests' imports.
    script = textwrap.dedent(
        f"""
        import sys
        from tests.tableside_helpers import tournament
        import scoring.names as names
        svc = tournament({str(tmp_path / "t.mcr")!r})
        assert "scoring.explain" not in sys.modules
        assert names.index.cache_info().currsize == 0
        from app.web import make_app
        make_app(svc)
        assert "scoring.explain" in sys.modules, "the claim check is not loaded"
        assert names.index.cache_info().currsize == 1, "the name index is not built"
        print("ok")
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120
    )
    assert done.stdout.strip() == "ok", done.stderr
