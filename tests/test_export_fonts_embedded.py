"""Every PDF the app writes carries its fonts (subset-embedded), so any viewer or printer
shows every name, and the names stay searchable (text extraction) in every script.

Read back with poppler's `pdffonts` and `pdftotext`, the tools a viewer's behaviour is
closest to; poppler-utils is installed by .ci/setup.
"""

from __future__ import annotations

import dataclasses
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

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
from app.export.rows import scored_hands
from app.export.sample import sample_snapshot
from app.export.snapshot import Snapshot

# One name per script a player's name may be written in (country decides nothing now
# that one CJK font prints them all, but it is kept realistic).
SCRIPTS = {
    "Latin": ("François Lefèvre", "FR"),
    "Vietnamese": ("Nguyễn Thị Hương", "VN"),
    "Cyrillic": ("Дмитрий Иванов", "RU"),
    "Chinese simplified": ("黄志强", "CN"),
    "Chinese traditional": ("鄭國榮", "TW"),
    "Japanese kana": ("さくら タナカ", "JP"),
    "Japanese kanji": ("山田 花子", "JP"),
    "Korean": ("김민준", "KR"),
}
# Printed in every page's header, so every PDF, even one match's sheet, has each script.
EVENT = "Cup Hương Иван 黄志强 鄭國榮 さくら 김민준"


def squeeze(text: str) -> str:
    return "".join(text.split())


@pytest.fixture(scope="module")
def snap() -> Snapshot:
    base = sample_snapshot(16, 2, played=2, event=EVENT)
    names = list(SCRIPTS.values())
    players = tuple(
        dataclasses.replace(p, name=names[i][0], country=names[i][1], first_name="", last_name="")
        if i < len(names)
        else p
        for i, p in enumerate(base.players)
    )
    return dataclasses.replace(base, players=players)


def _first_match(snap: Snapshot) -> tuple[int, int]:
    match = next(m for m in snap.matches if m.session == 1 and m.hands)
    return match.session, match.table


Export = Callable[[Snapshot, Path], Path]
EXPORTS: dict[str, Export] = {
    "full report": lambda s, p: write_pdf(s, p),
    "every document": lambda s, p: write_pdf(s, p, list(DOCUMENTS)),
    "letter paper": lambda s, p: write_pdf(s, p, page_size="Letter"),
    "standings": lambda s, p: standings_pdf(s, p),
    "seating": lambda s, p: seating_pdf(s, p),
    "session seating": lambda s, p: seating_pdf(s, p, session=2),
    "player cards": lambda s, p: player_cards_pdf(s, p),
    "blank score sheets": lambda s, p: score_sheets_pdf(s, p),
    "session pack": lambda s, p: write_pdf(s, p, ["seating", "scoresheets", "results"], session=1),
    "match score sheet": lambda s, p: score_sheets_pdf(s, p, *_first_match(s)),
    "match result": lambda s, p: match_result_pdf(s, p, *_first_match(s)),
    "hand detail": lambda s, p: hand_detail_pdf(s, p, *scored_hands(s)[0]),
}


@pytest.fixture(scope="module")
def written(snap: Snapshot, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Each kind of PDF, written once for the three checks below."""
    folder = tmp_path_factory.mktemp("pdfs")
    return {
        kind: export(snap, folder / f"{i}.pdf") for i, (kind, export) in enumerate(EXPORTS.items())
    }


def pdf_fonts(path: Path) -> list[tuple[str, str, str]]:
    """(name, type, emb) for every font `pdffonts` lists."""
    out = subprocess.run(["pdffonts", str(path)], check=True, capture_output=True, text=True).stdout
    rows = []
    for line in out.splitlines()[2:]:  # a header and a rule
        cells = line.split()
        # name type... encoding emb sub uni object-id generation: read from the right.
        rows.append((cells[0], " ".join(cells[1:-6]), cells[-5]))
    return rows


def names_on(snap: Snapshot, kind: str) -> list[str]:
    """The player names this export prints (one match's four, or everyone)."""
    if kind in ("match score sheet", "match result", "hand detail"):
        if kind == "hand detail":
            session, table, _ = scored_hands(snap)[0]
        else:
            session, table = _first_match(snap)
        match = next(m for m in snap.matches if (m.session, m.table) == (session, table))
        return [snap.name(p) for p in match.seats]
    return [name for name, _ in SCRIPTS.values()]


@pytest.mark.parametrize("kind", list(EXPORTS))
@pytest.mark.slow
def test_every_font_of_every_pdf_is_embedded(written: dict[str, Path], kind: str) -> None:
    path = written[kind]
    fonts = pdf_fonts(path)
    assert fonts, "a PDF with text has fonts"
    loose = [(name, kind_) for name, kind_, emb in fonts if emb != "yes"]
    assert not loose, f"{kind}: fonts not embedded: {loose}"
    # Subset-embedded (ABCDEF+Name): a PDF carries only the glyphs it prints.
    assert all("+" in name for name, _, _ in fonts), fonts


@pytest.mark.parametrize("kind", list(EXPORTS))
def test_every_script_stays_searchable(snap: Snapshot, written: dict[str, Path], kind: str) -> None:
    path = written[kind]
    text = squeeze(
        subprocess.run(
            ["pdftotext", "-enc", "UTF-8", str(path), "-"],
            check=True,
            capture_output=True,
            text=True,
        ).stdout
    )
    missing = [name for name in names_on(snap, kind) if squeeze(name) not in text]
    assert not missing, f"{kind}: names not found in the extracted text: {missing}"
    # The header carries every script, whoever sits at the table.
    for word in EVENT.split():
        assert word in text, f"{kind}: {word!r} not extractable"


@pytest.mark.parametrize("kind", list(EXPORTS))
def test_the_first_page_renders_on_a_system_without_fonts(
    written: dict[str, Path], tmp_path: Path, kind: str
) -> None:
    """poppler with a fontconfig that knows no font at all, like a printer or a fresh
    machine without Asian font packs: it must find every font in the file itself."""
    path = written[kind]
    (tmp_path / "no-fonts").mkdir()
    config = tmp_path / "fonts.conf"
    config.write_text(
        '<?xml version="1.0"?><fontconfig>'
        f"<dir>{tmp_path / 'no-fonts'}</dir><cachedir>{tmp_path / 'cache'}</cachedir>"
        "</fontconfig>",
        encoding="utf-8",
    )
    done = subprocess.run(
        ["pdftoppm", "-png", "-r", "30", "-f", "1", "-l", "1", str(path), str(tmp_path / "p")],
        capture_output=True,
        text=True,
        env={"FONTCONFIG_FILE": str(config), "PATH": "/usr/bin:/bin"},
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "font" not in done.stderr.lower(), f"{kind}: {done.stderr.strip()}"
    assert list(tmp_path.glob("p*.png"))
