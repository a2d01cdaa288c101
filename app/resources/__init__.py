"""Files the application needs at run time, shipped inside the package.

They are found with importlib.resources, so an installed wheel, a pipx install and a
PyInstaller bundle find them where the package is, never in a source tree:

- i18n/mcr_<lang>.qm: compiled Qt translations (the sources, the .ts files and the
  script that fills them, stay in the repository's resources/i18n).
- fonts/DejaVuSans*.ttf: the font embedded in the PDFs for Latin, Greek and Cyrillic
  names (see fonts/LICENSE), and fonts/wqy-microhei.ttc, the one for Chinese, Japanese
  and Korean names (see fonts/LICENSE-wqy-microhei), so a report prints alike on
  every system.
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path


def resource_path(*parts: str) -> Path:
    """The file or folder `parts` (e.g. "i18n") inside this package, on disk.

    Installs from a wheel and one-folder bundles unpack the package into folders, so
    the resource is a real path; Qt and reportlab both want one.
    """
    return Path(str(files(__name__).joinpath(*parts)))
