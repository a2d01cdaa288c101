"""Shoot a web page of the docs' pictures with headless Chromium (docs/images/screenshots.txt).

A seat's table-side page (`seat` rows) needs a running server and the seat's secret
link: the demo tournament is copied, the session's links are made, the copy is served
on a free port of 127.0.0.1, the page is shot and the server stopped. The secret is in
the address only, never on the page, so the picture is the same on every run.

    python docs/shoot_page.py seat DEMO_FILE SESSION/TABLE/SEAT WIDTHxHEIGHT LANG OUT

docs/make_screenshots.sh calls it for the `seat` rows; tests/test_docs_pictures.py
shoots with the same `shoot` (every site and seat picture) to compare.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from collections.abc import Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
USAGE = "usage: python docs/shoot_page.py seat DEMO_FILE SESSION/TABLE/SEAT WIDTHxHEIGHT LANG OUT"


def shoot(
    url: str, out: Path, size: str, lang: str, profile: Path, env: Mapping[str, str] | None = None
) -> None:
    """`url` as headless Chromium paints it in a window of `size` ("360x1100")."""
    width, _, height = size.partition("x")
    subprocess.run(
        [
            "chromium",
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--hide-scrollbars",
            "--no-first-run",
            "--proxy-server=127.0.0.1:9",  # nothing leaves the machine (loopback is direct)
            f"--user-data-dir={profile}",
            f"--lang={lang}",
            "--force-device-scale-factor=1",
            "--run-all-compositor-stages-before-draw",  # the whole page painted
            "--virtual-time-budget=10000",
            f"--window-size={width},{height}",
            f"--screenshot={out}",
            url,
        ],
        check=True,
        env=env,
        capture_output=True,
        timeout=120,
    )


def shoot_seat(
    demo: Path, where: str, size: str, lang: str, out: Path, env: Mapping[str, str] | None = None
) -> None:
    """The page of seat `where` ("3/1/E": session, table, seat letter) of a copy of the
    demo tournament `demo`, in `lang`, shot into `out`."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))  # run as a script: the app of this checkout
    from app.tournament import open_tournament
    from app.web import Server, make_app

    session, table, letter = where.split("/")
    with tempfile.TemporaryDirectory() as folder:
        copy = Path(shutil.copy(demo, Path(folder) / demo.name))
        with open_tournament(copy) as svc:
            svc.backup_dir = None
            token = next(
                link.token
                for link in svc.seat_links(int(session))
                if link.table == int(table) and link.letter == letter
            )
            server = Server(make_app(svc), "127.0.0.1", 0)
            url = server.start()
            try:
                page = f"{url}seat/{token}?lang={lang}"
                shoot(page, out, size, lang, Path(folder) / "profile", env)
            finally:
                server.stop()


def main(argv: list[str]) -> int:
    if len(argv) != 6 or argv[0] != "seat":
        print(USAGE, file=sys.stderr)
        return 2
    _, demo, where, size, lang, out = argv
    shoot_seat(Path(demo), where, size, lang, Path(out))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
