"""The PDF documents, read back with pypdf (text extraction) and rendered by poppler."""

import re
import shutil
import subprocess
from fractions import Fraction
from pathlib import Path

import pytest
from pypdf import PdfReader

from app.export import (
    DOCUMENTS,
    hand_detail_pdf,
    match_result_pdf,
    player_cards_pdf,
    score_sheets_pdf,
    seating_pdf,
    standings_pdf,
    write_pdf,
)
from app.export.sample import NAMES, sample_snapshot
from app.export.snapshot import Snapshot

ALL_NAMES = [name for name, _ in NAMES]


def squeeze(text: str) -> str:
    """Text without whitespace: extractors differ on spaces between runs and cells."""
    return "".join(text.split())


def pages_text(path: Path) -> list[str]:
    return [page.extract_text() for page in PdfReader(path).pages]


@pytest.fixture(scope="module")
def snap() -> Snapshot:
    return sample_snapshot(16, 3, played=2)


@pytest.fixture(scope="module")
def full_set(snap: Snapshot, tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("pdf") / "all.pdf"
    calls: list[float] = []
    write_pdf(snap, path, documents=DOCUMENTS, progress=lambda f, m: calls.append(f))
    assert calls[-1] == 1.0 and calls == sorted(calls)
    return path


@pytest.mark.slow
def test_every_page_has_header_and_footer(full_set: Path, snap: Snapshot) -> None:
    texts = pages_text(full_set)
    for number, text in enumerate(texts, start=1):
        assert f"Page {number} of {len(texts)}" in text
        assert "Printed 2026-11-29 15:30" in text
        assert squeeze(snap.event) in squeeze(text)


def test_documents_start_on_their_own_pages_in_the_outline(full_set: Path) -> None:
    reader = PdfReader(full_set)
    titles = [entry.title for entry in reader.outline if not isinstance(entry, list)]
    # Under the per-session documents, one entry a session (and under the sheets'
    # sessions, one a match: tests/test_export_outline.py).
    nested = [
        [e.title for e in entry if not isinstance(e, list)]
        for entry in reader.outline
        if isinstance(entry, list)
    ]
    assert nested == [["Session 1", "Session 2", "Session 3"]] * 2 + [["Session 1", "Session 2"]]
    assert titles == [
        "Standings",
        "Seating plan",
        "Player cards",
        "Score sheets",
        "Match results",
        "Scored hands",
    ]


@pytest.mark.slow
def test_names_in_every_script_can_be_found(full_set: Path) -> None:
    standings = squeeze(pages_text(full_set)[0])
    for name in ALL_NAMES:
        assert squeeze(name) in standings, name


def test_cjk_text_round_trips_exactly(tmp_path: Path) -> None:
    from app.export.snapshot import Player, Standing

    names = ["王小明", "山田 花子", "さくら", "김민준", "Nguyễn Thị Hương", "Дмитрий"]
    players = tuple(Player(i + 1, n) for i, n in enumerate(names))
    standings = tuple(Standing(i + 1, i + 1, Fraction(0), 0) for i in range(len(names)))
    snap = Snapshot("東京 Open", players, 1, standings=standings)
    text = pages_text(standings_pdf(snap, tmp_path / "s.pdf"))[0]
    for name in names:
        assert name in text


def test_seating_by_table_and_by_player(snap: Snapshot, tmp_path: Path) -> None:
    texts = pages_text(seating_pdf(snap, tmp_path / "seating.pdf", session=2))
    assert "Session 2: tables" in texts[0]
    match = snap.session_matches(2)[0]
    row = squeeze(texts[0])
    assert squeeze(f"{snap.name(match.seats[0])} ({match.seats[0]})") in row
    where = squeeze(" ".join(texts[1:]))
    assert "Session2:wheredoIsit" in where
    assert squeeze(f"Table {match.table} East") in where


def test_a_card_per_player_with_all_their_seats(snap: Snapshot, tmp_path: Path) -> None:
    text = squeeze(" ".join(pages_text(player_cards_pdf(snap, tmp_path / "cards.pdf"))))
    for name in ALL_NAMES:
        assert squeeze(name) in text
    assert text.count("SessionTableSeat") == 16


@pytest.mark.slow
def test_a_blank_sheet_for_every_table_of_every_session(snap: Snapshot, tmp_path: Path) -> None:
    texts = pages_text(score_sheets_pdf(snap, tmp_path / "sheets.pdf"))
    assert len(texts) == 3 * 4
    for text, match in zip(
        texts, sorted(snap.matches, key=lambda m: (m.session, m.table)), strict=True
    ):
        flat = squeeze(text)
        assert f"Scoresheet·Session{match.session}·Table{match.table}" in flat
        for letter, player in zip("ABCD", match.seats, strict=True):
            assert squeeze(f"{letter} · {snap.name(player)}") in flat  # signature line
            assert f"{letter}#{player}" in flat  # points column
        # The rotation: hand 2 has B as East, hand 5 moves the players for the South round.
        assert "2EastNESW" in flat and "5SouthSENW" in flat
        assert "Signatures" in flat and "Referee" in flat
        # Where each starting seat moves for the South, West and North rounds.
        assert "Seatinround:EastSouthWestNorth" in flat
        assert "A·EastEastSouthNorthWest" in flat and "D·NorthNorthWestSouthEast" in flat


@pytest.mark.parametrize("size", ["A4", "Letter"])
def test_page_sizes(snap: Snapshot, tmp_path: Path, size: str) -> None:
    path = score_sheets_pdf(snap, tmp_path / "s.pdf", session=1, table=1, page_size=size)
    box = PdfReader(path).pages[0].mediabox
    expected = (595, 842) if size == "A4" else (612, 792)
    assert (round(float(box.width)), round(float(box.height))) == expected


def test_result_sheet_shows_points_penalties_and_table_points(
    snap: Snapshot, tmp_path: Path
) -> None:
    match = snap.match(1, 1)  # the sample gives every first table a penalty
    (text,) = pages_text(match_result_pdf(snap, tmp_path / "r.pdf", 1, 1))
    flat = squeeze(text)
    assert "Matchresult·Session1·Table1" in flat
    assert squeeze(match.penalties[0].reason) in flat
    # Labels are part of the sheet's printed form; the figures follow in seat order.
    assert "Sessionscore" in flat and "Tablepoints" in flat
    scores = "".join(str(match.score(p)) for p in match.seats)
    assert scores in flat


def test_hand_detail_lists_tiles_and_every_fan(snap: Snapshot, tmp_path: Path) -> None:
    from app.export.rows import scored_hands

    session, table, hand = scored_hands(snap)[0]
    (text,) = pages_text(hand_detail_pdf(snap, tmp_path / "h.pdf", session, table, hand))
    flat = squeeze(text)
    for fan in ("Mixed Double Chow", "Two Terminal Chows", "Concealed Hand", "Mixed Straight"):
        assert squeeze(fan) in flat
    assert "喜相逢" in flat and "Total:14fan" in flat
    assert "123789s123789p33m" in flat
    assert "萬" in flat and "索" in flat  # the drawn tiles carry their suit as text
    with pytest.raises(KeyError):
        hand_detail_pdf(snap, tmp_path / "none.pdf", 3, 1, 1)  # session 3 is not played


def test_unknown_documents_and_sizes_are_refused(snap: Snapshot, tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="unknown document"):
        write_pdf(snap, tmp_path / "x.pdf", documents=["posters"])
    with pytest.raises(ValueError, match="at least one"):
        write_pdf(snap, tmp_path / "x.pdf", documents=[])
    with pytest.raises(ValueError, match="A4 or Letter"):
        write_pdf(snap, tmp_path / "x.pdf", page_size="A3")
    assert not (tmp_path / "x.pdf").exists()


@pytest.mark.skipif(shutil.which("pdftoppm") is None, reason="poppler-utils not installed")
@pytest.mark.slow
def test_pages_render(full_set: Path, tmp_path: Path) -> None:
    subprocess.run(
        ["pdftoppm", "-png", "-r", "30", "-f", "1", "-l", "12", str(full_set), str(tmp_path / "p")],
        check=True,
        capture_output=True,
    )
    pngs = sorted(tmp_path.glob("p-*.png"))
    assert len(pngs) == 12
    assert all(p.stat().st_size > 2000 for p in pngs)


@pytest.mark.slow
def test_page_count_of_the_full_set(full_set: Path, snap: Snapshot) -> None:
    texts = pages_text(full_set)
    sheets = [t for t in texts if re.search(r"Score sheet · Session \d", t)]
    results = [t for t in texts if re.search(r"Match result · Session \d", t)]
    assert len(sheets) == 12
    assert len(results) == 8


def test_cjk_names_print_with_the_embedded_cjk_font(tmp_path: Path) -> None:
    from app.export.snapshot import Player, Standing

    players = (
        Player(1, "山田 太郎", country="JP"),
        Player(2, "陳大文", country="TW"),
        Player(3, "王小明", country="CN"),
        Player(4, "김민준", country="KR"),
    )
    standings = tuple(Standing(i, i, Fraction(0), 0) for i in (1, 2, 3, 4))
    path = standings_pdf(Snapshot("Cup", players, 1, standings=standings), tmp_path / "s.pdf")
    page = PdfReader(path).pages[0]
    fonts = list(page["/Resources"]["/Font"].values())
    # Subset names: ABCDEF+Name-0, ABCDEF+Name-1, ... (256 glyphs each).
    names = {re.sub(r"-\d+$", "", str(f["/BaseFont"]).split("+")[-1]) for f in fonts}
    # One CJK font for every CJK name (no font with per-language glyphs can be embedded).
    assert names == {"DejaVuSans", "DejaVuSans-Bold", "WenQuanYiMicroHei"}
    for font in fonts:
        # The glyphs travel in the file (a TrueType font program), not in the viewer.
        assert "/FontFile2" in font["/FontDescriptor"], font["/BaseFont"]
    text = page.extract_text()
    for player in players:
        assert player.name in text
