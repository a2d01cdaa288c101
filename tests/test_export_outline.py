"""PDF bookmarks (the outline) open the page where their document or session starts."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader

from app.export import DOCUMENTS, write_pdf
from app.export.sample import sample_snapshot


def _outline(path: Path) -> list[tuple[str, str, int, str]]:
    """(parent title, title, page index, that page's text) of every bookmark."""
    reader = PdfReader(path)
    texts = [page.extract_text() for page in reader.pages]
    found = []
    parent = ""
    for entry in reader.outline:
        children = entry if isinstance(entry, list) else [entry]
        for child in children:
            page = reader.get_destination_page_number(child)
            if not isinstance(entry, list):
                parent = child.title
                found.append(("", child.title, page, texts[page]))
            else:
                found.append((parent, child.title, page, texts[page]))
    return found


@pytest.fixture(scope="module")
def full_set(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("outline") / "all.pdf"
    write_pdf(sample_snapshot(16, 3, played=2), path, documents=DOCUMENTS)
    return path


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
    assert titles == [
        ("", "Seating plan"),
        ("Seating plan", "Session 2"),
        ("", "Score sheets"),
        ("Score sheets", "Session 2"),
        ("", "Match results"),
        ("Match results", "Session 2"),
    ]
    pages = [page for _, _, page, _ in outline]
    assert pages[0] == 0 and pages[2] > pages[0] and pages[4] > pages[2]
