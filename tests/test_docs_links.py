"""The project's documents point at each other by relative paths that exist (issue 16:
seating/README.md named a file by an absolute path of one machine; issue 24: the docs
cited a contract, ARCHITECTURE.md, that is not in the project, and the guide shipped as
Help > Guide sent its reader to the README, which the app does not carry).

Checked: every Markdown link or picture of every document; every project path a document
or a module cites (`docs/cli.md`, `tests/test_x.py`, ...); and that the guide, with the
pages it leads to, only points at files packaged with it (packaging/guide_build.py)."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GUIDE_BUILD = ROOT / "packaging" / "guide_build.py"
# Folders that are not the project's documents: environments, builds, caches.
_SKIPPED = {".venv", ".git", "build", "dist", "node_modules", "__pycache__"}
# An absolute path of the machine the project was written on (or of any machine's
# home, temporary or root folder): a reader elsewhere cannot follow it.
_MACHINE_PATH = re.compile(r"(?<![\w.~-])/(?:work|tmp|root|home)/")
# A Markdown link or image: [text](target) / ![alt](target "title"); an HTML picture.
_LINK = re.compile(r"\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)|<img\s[^>]*\bsrc=\"([^\"]+)\"")
# A path of the project cited in text: `docs/cli.md`, tests/test_x.py, seating/README.md.
_TOP = "docs|tests|app|scoring|seating|packaging|examples|bench|resources"
_CITED = re.compile(rf"(?<![\w./~:-])((?:{_TOP})/[\w./*<>{{}}-]*[\w/*>}}])")
# A reader sent to the README ("see the README", "listed in the README"), across lines.
_SEE_README = re.compile(r"\b(?:see|in|read) the README\b(?!')", re.IGNORECASE)
# What the build makes (the bundle, the guide inside the package): cited, never committed.
_BUILT = ("packaging/dist", "packaging/build", "app/resources/guide")
# A cited path that names no one file: a pattern, a placeholder.
_PATTERN = re.compile(r"[*<>{}]|\.\.\.")


def _documents() -> list[Path]:
    found = []
    for path in ROOT.rglob("*.md"):
        parts = path.relative_to(ROOT).parts
        if any(p in _SKIPPED or p.startswith(".") for p in parts[:-1]):
            continue
        found.append(path)
    return sorted(found)


def _linked(doc: Path) -> list[str]:
    return _links_in(doc.read_text(encoding="utf-8"))


def _links_in(text: str) -> list[str]:
    return [markdown or html for markdown, html in _LINK.findall(text)]


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
    docs = _documents()
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
    found = _links_in(text)
    assert found == ["docs/guide.md", "images/x.png", "https://example.org", "#top"]
    assert [t for t in found if _is_local(t)] == ["docs/guide.md", "images/x.png"]
    assert _MACHINE_PATH.search("see /work/shared/design/ARCHITECTURE.md")
    assert _MACHINE_PATH.search("a screenshot in /tmp/x.png")
    assert not _MACHINE_PATH.search("docs/work/x.md and ~/tmp/ and ./tmp/")
    assert doc.exists()


def _sources() -> list[Path]:
    """The modules and settings files that may cite a document."""
    found = [ROOT / "pyproject.toml"]
    for path in ROOT.rglob("*.py"):
        parts = path.relative_to(ROOT).parts
        if path.name == Path(__file__).name:  # this file's examples name no real file
            continue
        if not any(p in _SKIPPED or p.startswith(".") for p in parts[:-1]):
            found.append(path)
    return sorted(found)


def _cited(text: str) -> list[str]:
    return [p for p in _CITED.findall(text) if not _PATTERN.search(p)]


def _exists(cited: str, doc: Path) -> bool:
    if cited.startswith(_BUILT):
        return True
    return (ROOT / cited).exists() or (doc.parent / cited).exists()


def test_paths_cited_in_the_documents_exist() -> None:
    checked = 0
    missing = []
    for doc in _documents():
        for n, line in enumerate(doc.read_text(encoding="utf-8").splitlines(), 1):
            for cited in _cited(line):
                checked += 1
                if not _exists(cited, doc):
                    missing.append(f"{doc.relative_to(ROOT)}:{n}: {cited}")
    assert checked > 50
    assert missing == [], "no such file in the project:\n" + "\n".join(missing)


@pytest.mark.slow
def test_documents_cited_by_the_code_exist() -> None:
    checked = 0
    missing = []
    for source in _sources():
        for n, line in enumerate(source.read_text(encoding="utf-8").splitlines(), 1):
            for cited in _cited(line):
                if cited.startswith("docs/") and cited.endswith(".md"):
                    checked += 1
                    if not (ROOT / cited).exists():
                        missing.append(f"{source.relative_to(ROOT)}:{n}: {cited}")
    assert checked > 10
    assert missing == [], "no such document in the project:\n" + "\n".join(missing)


def test_no_file_cites_the_design_documents_outside_the_project() -> None:
    # The contracts live in docs/contracts.md; a citation of the design folder's
    # ARCHITECTURE.md sends the reader to a file no copy of the project has.
    found = [
        f"{path.relative_to(ROOT)}:{n}"
        for path in [*_documents(), *_sources()]
        if path.name not in {"CHANGELOG.md", "test_docs_links.py"}
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if "ARCHITECTURE.md" in line or "ARCHITECTURE'" in line
    ]
    assert found == [], "cite docs/contracts.md instead:\n" + "\n".join(found)
    # Nor does a document send its reader to the design folder's other files.
    found = [
        f"{doc.relative_to(ROOT)}:{n}"
        for doc in _documents()
        if doc.name != "CHANGELOG.md"
        for n, line in enumerate(doc.read_text(encoding="utf-8").splitlines(), 1)
        if "shared/design" in line
    ]
    assert found == [], "\n".join(found)


def _packaged() -> set[Path]:
    """What the build copies into the package for Help > Guide."""
    # Loaded by its path: the folder's name, packaging, is also a library's name.
    spec = importlib.util.spec_from_file_location("guide_build", GUIDE_BUILD)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return {path.resolve() for path in module.guide_sources(ROOT)}


def _reachable_from_the_guide() -> dict[Path, list[str]]:
    """Every local target the guides (English, Chinese) lead to, page by page, with the
    links to it."""
    starts = sorted(path.resolve() for path in (ROOT / "docs").glob("guide*.md"))
    assert len(starts) >= 2  # docs/guide.md and docs/guide.zh_CN.md
    seen: dict[Path, list[str]] = {start: ["Help > Guide"] for start in starts}
    pages = list(starts)
    pages_seen = set(starts)
    while pages:
        page = pages.pop()
        for target in _linked(page):
            path = target.split("#", 1)[0]
            if not _is_local(target) or not path:
                continue
            resolved = (page.parent / path).resolve()
            seen.setdefault(resolved, []).append(f"{page.name}: {target}")
            if resolved.suffix == ".md" and resolved.is_file() and resolved not in pages_seen:
                pages_seen.add(resolved)
                pages.append(resolved)
    return seen


def test_the_guide_leads_only_to_files_packaged_with_it() -> None:
    packaged = _packaged()
    reachable = _reachable_from_the_guide()
    assert len(reachable) > 15  # the guide's pictures and the pages it links
    outside = [
        f"{', '.join(via)} -> {target.relative_to(ROOT)}"
        for target, via in sorted(reachable.items())
        if target not in packaged
    ]
    assert outside == [], "Help > Guide cannot open these:\n" + "\n".join(outside)


def test_the_guide_sends_no_reader_to_the_readme() -> None:
    # Help > Guide shows docs/ only: "see the README" leads an installed app's user
    # nowhere. Such a page links a page of docs/ (or the web copy) instead.
    found = [
        f"{page.relative_to(ROOT)}: ...{match.group(0)}..."
        for page in _reachable_from_the_guide()
        if page.suffix == ".md"
        for match in _SEE_README.finditer(" ".join(page.read_text(encoding="utf-8").split()))
    ]
    assert found == [], "\n".join(found)


def test_the_path_reader_finds_cited_files() -> None:
    text = (
        "see `docs/cli.md`, tests/test_x.py and (seating/README.md); not docs/*.md, "
        "`app/<name>.py`, tests/test_rules_*.py, ~/docs/x.md, ./docs/y.md, "
        "http://h/docs/z.md or app.cli"
    )
    assert _cited(text) == ["docs/cli.md", "tests/test_x.py", "seating/README.md"]
    assert _exists("packaging/dist/mcr-tournament/", ROOT / "README.md")
    assert not _exists("docs/ARCHITECTURE.md", ROOT / "README.md")
    assert _links_in('<img src="images/a.png" alt="A" width="9">') == ["images/a.png"]
    prose = "a server (see the README); details listed in the README. The README's list"
    assert len(_SEE_README.findall(prose)) == 2
