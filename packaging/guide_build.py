"""The one build step beyond pyproject.toml's declarations: the guide.

docs/guide.md and its Chinese version docs/guide.zh_CN.md are written and kept in docs/
(the README links them; docs/make_screenshots.sh refreshes their pictures), but Help >
Guide (F1) must find them in an installed app. So the build copies the guides' pages
(docs/*.md: the pages they link come too) and pictures (docs/images/*.png) into the
package as app/resources/guide; app.ui.guide looks there first, then in the checkout.
tests/test_docs_links.py fails when a guide leads to a file this list leaves out.
pyproject.toml names this class as setuptools' build_py ([tool.setuptools.cmdclass]);
it lives here because the project's top level holds no build scripts.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools.command.build_py import build_py

GUIDE_FILES = ("docs/*.md", "docs/images/*.png")


def guide_sources(root: Path) -> list[Path]:
    return sorted(path for pattern in GUIDE_FILES for path in root.glob(pattern))


class BuildWithGuide(build_py):
    """build_py, then the guide into the built package."""

    def run(self) -> None:
        super().run()
        root = Path.cwd()
        target = Path(self.build_lib) / "app" / "resources" / "guide"
        for source in guide_sources(root):
            relative = source.relative_to(root / "docs")
            (target / relative).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target / relative)

    def get_source_files(self) -> list[str]:
        # What a source distribution carries: the guide and this build step too, so
        # that a wheel built from the sdist (python -m build) still has the guide.
        root = Path.cwd()
        guide = [source.relative_to(root).as_posix() for source in guide_sources(root)]
        return [*super().get_source_files(), *guide, "packaging/guide_build.py"]
