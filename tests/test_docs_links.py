"""The project's documents point at each other by relative paths that exist (issue 16:
seating/README.md named a file by an absolute path of one machine)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# Folders that are not the project's documents: environments, builds, caches.
_SKIPPED = {".venv", ".git", "build", "dist", "node_modules", "__pycache__"}
# An absolute path of the machine the project was written on (or of any machine's
# home, temporary or root folder): a reader elsewhere cannot follow it.
_MACHINE_PATH = re.compile(r"(?<![\w.~-])/(?:work|tmp|root|home)/")
# A Markdown link or image: [text](target) / ![alt](target "title").
_LINK = re.compile(r"\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")


def _documents() -> list[Path]:
    found = []
    for path in ROOT.rglob("*.md"):
        parts = path.relative_to(ROOT).parts
        if any(p in _SKIPPED or p.startswith(".") for p in parts[:-1]):
            continue
        found.append(path)
    return sorted(found)


def _linked(doc: Path) -> list[str]:
    return _LINK.findall(doc.read_text(encoding="utf-8"))


def _is_local(target: str) -> bool:
    return not re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*:", target) and not target.startswith("#")


def test_the_documents_are_found() -> None:
    docs = [p.relative_to(ROOT).as_posix() for p in _documents()]
    assert "README.md" in docs and "seating/README.md" in docs
    assert any(d.startswith("docs/") for d in docs)
    assert not any(d.startswith(".venv/") for d in docs)


def test_no_document_names_an_absolute_path_of_a_machine() -> None:
    found = [
        f"{doc.relative_to(ROOT)}:{n}: {line.strip()}"
        for doc in _documents()
        for n, line in enumerate(doc.read_text(encoding="utf-8").splitlines(), 1)
        if _MACHINE_PATH.search(line)
    ]
    assert found == [], "write paths relative to the document:\n" + "\n".join(found)


def test_local_links_are_relative_and_resolve() -> None:
    docs = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
    docs += [p for p in _documents() if p.name == "README.md" and p not in docs]
    checked = 0
    broken = []
    for doc in docs:
        for target in _linked(doc):
            if not _is_local(target):
                continue
            path = target.split("#", 1)[0]
            if not path:
                continue
            checked += 1
            if path.startswith("/"):
                broken.append(f"{doc.relative_to(ROOT)}: {target} (absolute)")
            elif not (doc.parent / path).exists():
                broken.append(f"{doc.relative_to(ROOT)}: {target} (no such file)")
    assert checked > 20  # the README and the guide link many pages and pictures
    assert broken == [], "\n".join(broken)


def test_the_link_reader_finds_links_and_misses_addresses() -> None:
    text = '[a](docs/guide.md) ![b](images/x.png "title") [c](https://example.org) [d](#top)'
    doc = ROOT / "README.md"
    found = _LINK.findall(text)
    assert found == ["docs/guide.md", "images/x.png", "https://example.org", "#top"]
    assert [t for t in found if _is_local(t)] == ["docs/guide.md", "images/x.png"]
    assert _MACHINE_PATH.search("see /work/shared/design/ARCHITECTURE.md")
    assert _MACHINE_PATH.search("a screenshot in /tmp/x.png")
    assert not _MACHINE_PATH.search("docs/work/x.md and ~/tmp/ and ./tmp/")
    assert doc.exists()
