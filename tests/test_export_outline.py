"""PDF bookmarks (the outline) open the page where their document or session starts."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader

from app.export import DOCUMENTS, write_pdf
from app.export.sample import sample_snapshot


def _outline(path: Path) -> list[tuple[str, str, int, str]]:
    """(parent title, title, page index, that page's text) of every bookmark, in
    outline order, at any depth (a nested list follows the entry it belongs to)."""
    reader = PdfReader(path)
    texts = [page.extract_text() for page in reader.pages]
    found: list[tuple[str, str, int, str]] = []

    def walk(entries: list, parent: str) -> None:
        last = parent
        for entry in entries:
            if isinstance(entry, list):
                walk(entry, last)
            else:
                page = reader.get_destination_page_number(entry)
                found.append((parent, entry.title, page, texts[page]))
                last = entry.title

    walk(reader.outline, "")
    return found


@pytest.fixture(scope="module")
def full_set(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("outline") / "all.pdf"
    write_pdf(sample_snapshot(16, 3, played=2), path, documents=DOCUMENTS)
    return path


@pytest.mark.slow
def test_bookmarks_point_at_their_own_pages(full_set: Path) -> None:
    outline = _outline(full_set)
    pages = [page for _, _, page, _ in outline]
    # In document order; each document, and each session within one, on its own page
    # (a document's first session starts on the document's first page).
    assert pages == sorted(pages)
    tops = [page for parent, _, page, _ in outline if not parent]
    assert len(set(tops)) == len(tops) == 6
    for document in ("Seating plan", "Score sheets", "Match results"):
        sessions = [page for parent, _, page, _ in outline if parent == document]
        assert len(set(sessions)) == len(sessions) >= 2
        assert sessions[0] == tops[[t for p, t, _, _ in outline if not p].index(document)]
    for parent, title, page, text in outline:
        squeezed = "".join(text.split())
        if not parent:
            # The document's title is in the page header of its first page.
            assert "".join(title.split()) in squeezed, (title, page)
        elif parent == "Seating plan":
            assert f"{title.replace(' ', '')}:tables" in squeezed, (title, page)
        elif parent in ("Score sheets", "Match results"):
            number = title.split()[-1]
            assert f"Session{number}" in squeezed, (parent, title, page)


def test_a_session_pdf_opens_at_each_of_its_documents(tmp_path: Path) -> None:
    path = tmp_path / "session-2.pdf"
    snap = sample_snapshot(16, 3, played=2)
    write_pdf(snap, path, documents=["seating", "scoresheets", "results"], session=2)
    outline = _outline(path)
    titles = [(parent, title) for parent, title, _, _ in outline]
    tables = [("Session 2", f"Table {t}") for t in range(1, 5)]
    played = [("Session 2", f"Table {t}") for t in (1, 2, 3, 4)]
    assert titles == [
        ("", "Seating plan"),
        ("Seating plan", "Session 2"),
        ("", "Score sheets"),
        ("Score sheets", "Session 2"),
        *tables,
        ("", "Match results"),
        ("Match results", "Session 2"),
        *played,
    ]
    pages = [page for _, _, page, _ in outline]
    assert pages[0] == 0 and pages[2] > pages[0] and pages[8] > pages[2]


@pytest.mark.slow
def test_each_match_has_its_bookmark_on_its_own_sheet(full_set: Path) -> None:
    outline = _outline(full_set)
    matches = [(p, t, page, text) for p, t, page, text in outline if t.startswith("Table ")]
    # 16 players: 4 tables a session, 3 sessions of sheets, 2 of them played.
    assert len(matches) == 4 * 3 + 4 * 2
    for parent, title, _page, text in matches:
        k, t = parent.split()[-1], title.split()[-1]
        assert f"Session{k}·Table{t}" in "".join(text.split()), (parent, title)
