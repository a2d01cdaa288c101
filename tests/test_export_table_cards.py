"""Table cards (issue 23, item 2): `export --table-cards OUT.pdf --session S` prints a
card per table with a QR code per seat. Checked as a person (and a phone) would: the
PDF rendered by poppler's pdftoppm, every QR code read back by a real decoder (zbarimg,
Debian's zbar-tools, installed by .ci/setup) at the place where its seat's name is
printed, its printed size measured on the rendering, the fonts embedded (pdffonts), the
names read back (pdftotext). The links are secrets: never in the metadata or the output.
"""

from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
from pathlib import Path

import pypdf
import pytest
from PIL import Image

from app.cli import main
from app.domain.model import Table, TournamentSettings
from app.domain.service import TournamentService
from app.export.table_cards import CARDS_PER_PAGE, card_place, write_table_cards
from app.tournament import create_tournament, open_tournament

BASE = "http://192.168.1.20:8765/"
NAMES = (
    "王小明",
    "Дмитрий Иванов",
    "Nguyễn Thị Hương",
    "김민준",
    "Anna Schmidt",
    "山田 花子",
    "Zoë Ångström",
    "Li Wei",
    "黄志强",
    "鄭國榮",
    "François Lefèvre",
    "Tom",
)
DPI = 150
MM_PER_INCH = 25.4


def make(location: Path) -> TournamentService:
    """12 players, 3 tables in session 1, session 2 not seated."""
    svc = create_tournament(str(location), TournamentSettings("Spring Open 春季公开赛", sessions=2))
    for name in NAMES:
        svc.add_player(name)
    svc.set_tables(
        1, [Table(1, 1, (1, 2, 3, 4)), Table(1, 2, (5, 6, 7, 8)), Table(1, 3, (12, 11, 10, 9))]
    )
    return svc


@pytest.fixture(scope="module")
def made(tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    """The cards of session 1 in English and Chinese, and each seat's expected link."""
    folder = tmp_path_factory.mktemp("cards")
    svc = make(folder / "t.mcrt")
    try:
        counts = {
            lang: write_table_cards(svc, 1, folder / f"{lang}.pdf", base_url=BASE, lang=lang)
            for lang in ("en", "zh_CN")
        }
        expected = {
            (link.table, link.letter): (
                svc.table(1, link.table).seats[link.seat],
                f"{BASE}seat/{link.token}",
            )
            for link in svc.seat_links(1)
        }
    finally:
        svc.close()
    return {"folder": folder, "counts": counts, "expected": expected}


def run(*command: str) -> str:
    return subprocess.run(command, check=True, capture_output=True, text=True).stdout


def render(pdf: Path, out: Path) -> list[Path]:
    """Every page as a PNG, the way a person sees it printed."""
    run("pdftoppm", "-png", "-r", str(DPI), str(pdf), str(out / pdf.stem))
    return sorted(out.glob(f"{pdf.stem}*.png"))


def decode(image: Path) -> list[str]:
    """Every QR code zbarimg finds in `image`, as text. Without zbarimg the test skips
    and says so, except in CI, where .ci/setup installs it: there it fails."""
    if shutil.which("zbarimg") is None:
        if os.environ.get("CI", "").strip().lower() == "true":
            pytest.fail("CI needs zbarimg: .ci/setup installs Debian's zbar-tools")
        pytest.skip("zbarimg is not installed (Debian: apt-get install zbar-tools)")
    found = subprocess.run(
        ["zbarimg", "--quiet", "--raw", "-Sdisable", "-Sqrcode.enable", str(image)],
        capture_output=True,
        text=True,
    )
    assert found.returncode in (0, 4), found.stderr  # 4: no symbol found
    return found.stdout.splitlines()


def crop(page: Path, x: float, y: float, size: float, out: Path) -> Path:
    """The part of a rendered page around a square given in points (PDF coordinates,
    from the bottom left), with room for the quiet zone."""
    image = Image.open(page)
    scale = DPI / 72
    pad = 6 * 72 / MM_PER_INCH  # 6 mm around the symbol
    left, right = (x - pad) * scale, (x + size + pad) * scale
    top, bottom = image.height - (y + size + pad) * scale, image.height - (y - pad) * scale
    image.crop((round(left), round(top), round(right), round(bottom))).save(out)
    return out


def dark_width_mm(image_path: Path) -> float:
    """The printed width of the dark part of a cropped symbol, in millimetres."""
    image = Image.open(image_path).convert("L")
    columns = [
        x
        for x in range(image.width)
        if any(image.getpixel((x, y)) < 128 for y in range(image.height))
    ]
    return (columns[-1] - columns[0] + 1) / DPI * MM_PER_INCH


def text_of(pdf: Path) -> str:
    return run("pdftotext", "-enc", "UTF-8", str(pdf), "-")


def test_the_card_layout_gives_each_seat_its_own_square() -> None:
    top, bottom = card_place(0), card_place(1)
    assert (top.page, bottom.page, card_place(2).page) == (0, 0, 1)
    xs = [s.x for s in top.seats]
    assert xs == sorted(xs) and len(set(xs)) == 4  # E S W N from left to right
    assert all(s.y > bottom.seats[0].y + 100 for s in top.seats)


@pytest.mark.slow
def test_every_qr_code_reads_back_as_its_own_seats_link(made, tmp_path: Path) -> None:
    folder, expected = made["folder"], made["expected"]
    pages = render(folder / "en.pdf", tmp_path)
    tables = sorted({t for t, _ in expected})
    assert len(pages) == -(-len(tables) // CARDS_PER_PAGE)
    for index, table in enumerate(tables):
        place = card_place(index)
        page = pages[place.page]
        for letter, square in zip("ESWN", place.seats, strict=True):
            image = crop(page, square.x, square.y, square.size, tmp_path / f"{table}{letter}.png")
            assert decode(image) == [expected[(table, letter)][1]], (table, letter)
            # Legible at print size: a phone reads 25 mm from arm's length.
            assert dark_width_mm(image) >= 25
        square = place.results
        image = crop(page, square.x, square.y, square.size, tmp_path / f"{table}r.png")
        assert decode(image) == [f"{BASE}results"]
        assert 25 <= dark_width_mm(image)
    # Nothing else on the pages is a code. (On a whole page of ten codes zbar may miss
    # one, so this reads "nothing but these", the crops above read each one.)
    found = {url for page in pages for url in decode(page)}
    assert found and found <= {url for _, url in expected.values()} | {f"{BASE}results"}


@pytest.mark.slow
def test_each_card_names_its_table_and_its_players_under_their_seats(made) -> None:
    folder, expected = made["folder"], made["expected"]
    assert made["counts"] == {"en": 3, "zh_CN": 3}
    text = text_of(folder / "en.pdf")
    cards = re.split(r"(?=Table \d+\n)", text)[1:]
    assert [re.match(r"Table (\d+)", c).group(1) for c in cards] == ["1", "2", "3"]
    for table, card in enumerate(cards, start=1):
        assert "Session 1" in card
        for letter in "ESWN":
            number, _ = expected[(table, letter)]
            name = NAMES[number - 1]
            assert "".join(name.split()) in "".join(card.split()), (table, name)
            assert f"Player {number}:" in card
    # Table 3 sits the players in the given order: player 12 is its East.
    assert expected[(3, "E")][0] == 12


@pytest.mark.slow
def test_the_chinese_cards_are_in_chinese_with_every_name(made) -> None:
    text = text_of(made["folder"] / "zh_CN.pdf")
    squeezed = "".join(text.split())
    assert all(f"第{t}桌" in squeezed for t in (1, 2, 3))
    assert "第1轮" in squeezed and "实时成绩" in squeezed and "东" in squeezed
    assert all("".join(name.split()) in squeezed for name in NAMES)
    assert not re.search(r"\b(Table|Session|Player|Live results|East)\b", text)


@pytest.mark.slow
def test_every_font_is_embedded(made) -> None:
    for lang in ("en", "zh_CN"):
        rows = run("pdffonts", str(made["folder"] / f"{lang}.pdf")).splitlines()[2:]
        assert rows
        for row in rows:
            assert row.split()[-5] == "yes", row  # the emb column
        assert any("WenQuanYi" in row for row in rows)  # the Chinese names' font


@pytest.mark.slow
def test_the_links_are_printed_but_never_in_the_metadata(made) -> None:
    folder, expected = made["folder"], made["expected"]
    secrets = [url.rsplit("/", 1)[1] for _, url in expected.values()]
    for lang in ("en", "zh_CN"):
        reader = pypdf.PdfReader(folder / f"{lang}.pdf")
        meta = repr(dict(reader.metadata or {})) + repr(reader.outline)
        assert "Spring Open" in meta
        assert not any(s in meta for s in secrets)
    # The printed link under each code (for a camera that will not read it) is whole.
    printed = "".join(text_of(folder / "en.pdf").split())
    assert all(s in printed for s in secrets)


# --- the command line ----------------------------------------------------------------


@pytest.fixture
def location(tmp_path: Path) -> Path:
    make(tmp_path / "t.mcrt").close()
    return tmp_path / "t.mcrt"


def secrets_of(location: Path, session: int = 1) -> list[str]:
    with open_tournament(location) as svc:
        return [link.token for link in svc.seat_links(session)]


@pytest.mark.slow
def test_the_cli_writes_the_cards_and_prints_no_secret(
    location: Path, tmp_path: Path, capsys
) -> None:
    out = tmp_path / "cards.pdf"
    status = main(
        ["export", str(location), "--table-cards", str(out), "--session", "1", "--base-url", BASE]
    )
    printed = capsys.readouterr()
    assert status == 0, printed.err
    assert printed.out == f"Wrote {out}: 3 table cards of session 1, links at {BASE}\n"
    assert printed.err == ""
    secrets = secrets_of(location)  # the links the cards were made with, kept
    assert len(secrets) == 12
    assert not any(s in printed.out + printed.err for s in secrets)
    assert sum(s in "".join(text_of(out).split()) for s in secrets) == 12


@pytest.mark.slow
def test_without_a_base_url_the_cards_use_this_computers_network_address(
    location: Path, tmp_path: Path, capsys
) -> None:
    out = tmp_path / "cards.pdf"
    assert main(["export", str(location), "--table-cards", str(out), "--session", "1"]) == 0
    err = capsys.readouterr().err
    said = re.search(r"the cards point at (http://([\d.]+):8765/)", err)
    assert said, err
    base, address = said.groups()
    assert address != "127.0.0.1"
    with socket.socket() as s:  # an address of this computer: it can listen there
        s.bind((address, 0))
    secrets = secrets_of(location)
    printed = "".join(text_of(out).split())
    assert all(f"{base}seat/{s}" in printed for s in secrets)


def test_a_loopback_base_url_gets_a_warning(location: Path, tmp_path: Path, capsys) -> None:
    out = tmp_path / "cards.pdf"
    args = ["export", str(location), "--table-cards", str(out), "--session", "1"]
    assert main([*args, "--base-url", "http://127.0.0.1:8765"]) == 0
    assert "is this computer only" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--session", "3"], "There is no session 3 (1 to 2)."),
        (["--session", "2"], "Session 2 has no seating yet: seat it before making links."),
        (["--session", "1", "--base-url", "ftp://x/"], "The base URL is the server's address"),
        (["--session", "1", "--base-url", "192.168.1.20"], "The base URL is the server's address"),
        ([], "--table-cards needs --session S"),
        (["--session", "1", "--table", "1"], "--table narrows --pdf"),
    ],
)
def test_bad_input_gets_one_clear_message(location, tmp_path, capsys, extra, message) -> None:
    out = tmp_path / "cards.pdf"
    status = main(["export", str(location), "--table-cards", str(out), *extra])
    err = capsys.readouterr().err
    assert status != 0
    assert err.startswith(f"error: {message}"), err
    assert "Traceback" not in err and err.count("\n") == 1
    assert not out.exists()


@pytest.mark.parametrize("where", ["no folder", "a folder", "the tournament"])
def test_an_unwritable_path_gets_one_clear_message(location, tmp_path, capsys, where) -> None:
    target = {
        "no folder": tmp_path / "missing" / "cards.pdf",
        "a folder": tmp_path,
        "the tournament": location,
    }[where]
    status = main(
        [
            "export",
            str(location),
            "--table-cards",
            str(target),
            "--session",
            "1",
            "--base-url",
            BASE,
        ]
    )
    err = capsys.readouterr().err
    assert status == 1
    assert err.startswith("error: ") and err.count("\n") == 1 and "Traceback" not in err
    assert str(target.name) in err
    assert not any(s in err for s in secrets_of(location))


def test_base_url_alone_is_refused(location, tmp_path, capsys) -> None:
    status = main(["export", str(location), "--pdf", str(tmp_path / "a.pdf"), "--base-url", BASE])
    assert status != 0
    assert capsys.readouterr().err == "error: --base-url goes with --table-cards OUT.pdf.\n"


def test_a_text_shrunk_to_its_box_is_never_cut(tmp_path: Path) -> None:
    """A printed link that is a hair too wide shrinks to fit, whole: the shrunk width
    can come out a rounding error above the box, which once cut the link short."""
    from reportlab.lib.units import mm
    from reportlab.pdfgen.canvas import Canvas

    from app.export.fonts import SANS, draw_text, register_fonts

    register_fonts()
    canvas = Canvas(str(tmp_path / "t.pdf"), initialFontName=SANS)
    link = "nWg1ECXw6RbDoObUYiD_17qM2No5p0vg"  # 127.72 pt at 6 pt in a 127.56 pt box
    room = (210 - 18) / 4 * mm - 3 * mm
    draw_text(canvas, 10, 10, link, 6, max_width=room)
    canvas.save()
    assert link in text_of(tmp_path / "t.pdf")


@pytest.mark.parametrize("size", ["A4", "Letter"])
def test_each_card_keeps_its_codes_and_text_inside_its_half_page(size: str) -> None:
    """The QR codes, and the text printed under the seats' ones (17 mm), stay inside
    their card, clear of the results code, on both paper sizes."""
    from app.export.pdfbase import page_size

    width, height = page_size(size)
    mm = 72 / MM_PER_INCH
    for index in range(2):
        place = card_place(index, size)
        bottom = height / 2 * (1 - index)
        for square in place.seats:
            assert 0 < square.x and square.x + square.size < width
            assert square.y + square.size + 9 * mm < bottom + height / 2  # the wind above
            assert square.y - 17 * mm > place.results.y + place.results.size  # the text below
        assert place.results.y - 8 * mm > bottom  # its caption and link
        assert min(s.size for s in place.seats) >= 25 * mm <= place.results.size


@pytest.mark.slow
def test_cards_of_a_server_tournament(backend, tmp_path: Path, capsys) -> None:
    """The same cards from a PostgreSQL tournament as from a file: the codes hold the
    links the service keeps."""
    location = backend.location()
    make(location).close()
    out = tmp_path / "cards.pdf"
    status = main(
        ["export", location, "--table-cards", str(out), "--session", "1", "--base-url", BASE]
    )
    assert status == 0, capsys.readouterr().err
    with open_tournament(location) as svc:
        first = [f"{BASE}seat/{s.token}" for s in svc.seat_links(1) if s.table == 1]
    page = render(out, tmp_path)[0]
    for url, square in zip(first, card_place(0).seats, strict=True):
        assert decode(crop(page, square.x, square.y, square.size, tmp_path / "s.png")) == [url]
