"""One build step beyond pyproject.toml (which holds everything else): the guide.

docs/guide.md is written and kept in docs/ (the README links it; docs/make_screenshots.sh
refreshes its pictures), but Help > Guide (F1) must find it in an installed app. So the
build copies the guide's pages (docs/*.md) and pictures (docs/images/*.png) into the
package as app/resources/guide; app.ui.guide looks there first, then in the checkout.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

DOCS = Path(__file__).resolve().parent / "docs"


class BuildWithGuide(build_py):
    """build_py, then the guide into the built package."""

    def run(self) -> None:
        super().run()
        target = Path(self.build_lib) / "app" / "resources" / "guide"
        (target / "images").mkdir(parents=True, exist_ok=True)
        for page in DOCS.glob("*.md"):
            shutil.copy2(page, target / page.name)
        for picture in (DOCS / "images").glob("*.png"):
            shutil.copy2(picture, target / "images" / picture.name)


setup(cmdclass={"build_py": BuildWithGuide})
