"""Every user-visible GUI string has its Chinese translation in the shipped files (found
by the QA pass: the teams page's hint, the seating table-number report, the standings
headings and some thirty more showed English under --lang zh_CN)."""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TS = ROOT / "resources" / "i18n" / "mcr_zh_CN.ts"


def _messages(ts: Path) -> dict[tuple[str, str], bool]:
    """(context, source) -> translated, for the messages the sources still use."""
    found = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            kind = None if translation is None else translation.get("type")
            if kind in ("obsolete", "vanished"):
                continue
            text = "" if translation is None else "".join(translation.itertext()).strip()
            found[(name, message.findtext("source") or "")] = kind is None and bool(text)
    return found


def _lupdate() -> str:
    here = Path(sys.executable).parent / "pyside6-lupdate"
    return str(here) if here.exists() else (shutil.which("pyside6-lupdate") or "")


def test_every_gui_string_is_translated(tmp_path: Path) -> None:
    lupdate = _lupdate()
    assert lupdate, "pyside6-lupdate comes with PySide6"
    fresh = tmp_path / "fresh.ts"
    sources = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "app").rglob("*.py"))
    subprocess.run(
        [lupdate, *sources, "-ts", str(fresh)], cwd=ROOT, check=True, capture_output=True
    )
    shipped = _messages(TS)
    wanted = _messages(fresh)
    missing = sorted(f"{c}: {s!r}" for c, s in wanted if not shipped.get((c, s)))
    assert not missing, (
        f"{len(missing)} GUI strings without a Chinese translation in {TS.name} "
        "(add them to resources/i18n/fill_zh.py, then lupdate / fill / lrelease):\n"
        + "\n".join(missing)
    )
