"""Issue 15, items 2 and 5: bounded imports with encodings chosen (never guessed), and
limits on text and numbers, with PDF tables that cannot overflow a page."""

from __future__ import annotations

import codecs
import sqlite3
import zipfile

import pytest

from app.domain.errors import Refused
from app.domain.model import TournamentSettings
from app.export import write_pdf
from app.importing import MAX_CELL, MAX_ROWS, NeedsEncoding, parse_players, read_rows
from app.tournament import create_tournament, open_tournament
from tests.faults_helpers import cli, seated

WANG = "王小明"


@pytest.fixture
def svc(tmp_path):
    service = create_tournament(tmp_path / "t.mcrt", TournamentSettings("Cup"))
    yield service
    service.close()


# ---- encodings ------------------------------------------------------------------


@pytest.mark.parametrize("encoding", ["gbk", "cp1250", "shift_jis"])
def test_text_that_is_not_utf8_is_never_guessed(tmp_path, encoding):
    text = {"gbk": WANG, "cp1250": "Łukasz Żółć", "shift_jis": "山田太郎"}[encoding]
    path = tmp_path / "players.csv"
    path.write_bytes(f"Name\n{text}\n".encode(encoding))
    with pytest.raises(NeedsEncoding, match="not UTF-8"):
        read_rows(path)
    players, _ = parse_players(read_rows(path, encoding=encoding))
    assert players[0].name == text


@pytest.mark.parametrize(
    ("bom", "encoding"),
    [
        (codecs.BOM_UTF8, "utf-8"),
        (codecs.BOM_UTF16_LE, "utf-16-le"),
        (codecs.BOM_UTF16_BE, "utf-16-be"),
        (codecs.BOM_UTF32_LE, "utf-32-le"),
        (codecs.BOM_UTF32_BE, "utf-32-be"),
    ],
)
def test_a_byte_order_mark_names_the_encoding(tmp_path, bom, encoding):
    path = tmp_path / "players.csv"
    path.write_bytes(bom + f"Name,Country\n{WANG},CN\n".encode(encoding))
    players, rejected = parse_players(read_rows(path))
    assert [(p.name, p.country) for p in players] == [(WANG, "CN")] and not rejected


@pytest.mark.slow
def test_the_cli_takes_the_encoding_and_refuses_without_it(tmp_path):
    path = seated(tmp_path / "t.mcrt", players=4, sessions=1)
    csv = tmp_path / "players.csv"
    csv.write_bytes(f"Name\n{WANG}\n".encode("gbk"))
    code, _, err = cli("players", "import", path, csv)
    assert code == 1 and "--encoding" in err and "Traceback" not in err
    code, out, err = cli("players", "import", path, csv, "--encoding", "gb18030")
    assert code == 0 and "1 player added" in out
    code, _, err = cli("players", "import", path, csv, "--encoding", "klingon")
    assert code == 1 and "Unknown encoding" in err


# ---- hostile files --------------------------------------------------------------


def _xlsx(path, sheet_xml: bytes) -> None:
    """A minimal workbook with one sheet given as XML."""
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr(
            "[Content_Types].xml",
            '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/'
            '2006/content-types"><Default Extension="rels" ContentType="application/vnd.'
            'openxmlformats-package.relationships+xml"/><Default Extension="xml" Content'
            'Type="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="'
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"
            '"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/'
            'vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
        )
        z.writestr(
            "_rels/.rels",
            '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/'
            'package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.'
            'openxmlformats.org/officeDocument/2006/relationships/officeDocument" '
            'Target="xl/workbook.xml"/></Relationships>',
        )
        z.writestr(
            "xl/workbook.xml",
            '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/'
            'spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/'
            'officeDocument/2006/relationships"><sheets><sheet name="S" sheetId="1" '
            'r:id="rId1"/></sheets></workbook>',
        )
        z.writestr(
            "xl/_rels/workbook.xml.rels",
            '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/'
            'package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.'
            'openxmlformats.org/officeDocument/2006/relationships/worksheet" '
            'Target="worksheets/sheet1.xml"/></Relationships>',
        )
        z.writestr("xl/worksheets/sheet1.xml", sheet_xml)


SHEET = (
    b'<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/'
    b'spreadsheetml/2006/main"><dimension ref="%s"/><sheetData>%s</sheetData></worksheet>'
)


def _cell(ref: str, text: str) -> bytes:
    return f'<c r="{ref}" t="inlineStr"><is><t>{text}</t></is></c>'.encode()


def test_one_cell_at_the_last_column_and_row_does_not_pad_the_sheet(tmp_path):
    path = tmp_path / "players.xlsx"
    rows = b'<row r="1">' + _cell("A1", "Name") + b'</row><row r="2">' + _cell("A2", "Ann")
    rows += b'</row><row r="1048576">' + _cell("XFD1048576", "x") + b"</row>"
    _xlsx(path, SHEET % (b"A1:XFD1048576", rows))
    assert path.stat().st_size < 5000
    got = read_rows(path)
    assert got[:2] == [(1, ["Name"]), (2, ["Ann"])]
    assert all(len(cells) <= 1 for _, cells in got)  # only the header's columns


@pytest.mark.slow
def test_too_many_rows_or_too_much_data_are_refused_quickly(tmp_path):
    path = tmp_path / "players.xlsx"
    body = b"<row><c><v>1</v></c></row>" * (2 * MAX_ROWS)
    _xlsx(path, SHEET % (b"A1", body))
    with pytest.raises(Refused, match=f"more than {MAX_ROWS} rows"):
        read_rows(path)
    body = b"<row><c><v>1</v></c></row>" * 350_000  # 9 MB: over the sheet cap
    _xlsx(path, SHEET % (b"A1:A350000", body))
    with pytest.raises(Refused, match="MB of data in one part"):
        read_rows(path)


def test_csv_limits_rows_cells_and_bytes(tmp_path):
    path = tmp_path / "players.csv"
    path.write_text("Name\n" + "".join(f"P{i}\n" for i in range(MAX_ROWS + 5)))
    with pytest.raises(Refused, match="rows"):
        read_rows(path)
    path.write_text("Name\n" + "x" * 200_000 + "\n")
    with pytest.raises(Refused, match="longer than"):
        read_rows(path)
    path.write_text("Name\n" + "y" * (MAX_CELL + 1) + "\n")
    with pytest.raises(Refused, match="at most"):
        read_rows(path)
    with path.open("wb") as f:
        f.truncate(11 * 1024 * 1024)
    with pytest.raises(Refused, match="MB"):
        read_rows(path)


# ---- limits on text and numbers -------------------------------------------------


@pytest.mark.parametrize(
    "name",
    ["Evil\x1b[2J\x1b[31mName", "Bell\x07", "A\u202eB", "Lone\udcff", "x" * 81],
)
def test_names_with_control_characters_or_too_long_are_refused(svc, name):
    with pytest.raises(Refused):
        svc.add_player(name)
    assert svc.players() == []


def test_one_name_in_two_unicode_forms_is_one_player(svc):
    svc.add_player("Jos\u00e9")  # é as one character
    with pytest.raises(Refused, match="already registered"):
        svc.add_player("Jose\u0301")  # e + combining accent
    assert [p.name for p in svc.players()] == ["Jos\u00e9"]
    assert svc.player("Jose\u0301").number == 1


@pytest.mark.slow
def test_points_and_numbers_are_range_checked(tmp_path):
    path = seated(tmp_path / "t.mcrt", players=4, sessions=1)
    big = str(2**63)
    for args in (
        ["penalty", path, "--session", 1, "--table", 1, "--player", 1, "--points", big,
         "--reason", "x"],
        ["totals", path, "--session", 1, "--table", 1, big, "-" + big, 0, 0],
        ["tables", path, "--session", "99999999999999999999"],
        ["seat", path, "--time-limit", "nan"],
        ["hand", path, "--session", 1, "--table", 1, "--hand", 1, "--winner", "²",
         "--self-drawn", "--fan", 8],
    ):  # fmt: skip
        code, out, err = cli(*args)
        assert code in (1, 2) and "Traceback" not in err, args
    with open_tournament(path) as svc:
        with pytest.raises(Refused, match="between"):
            svc.record_penalty(1, 1, 1, -(10**9), "x")
        assert svc.penalties() == []


@pytest.mark.slow
def test_text_from_an_old_file_reaches_the_terminal_escaped(tmp_path):
    path = seated(tmp_path / "t.mcrt", players=4, sessions=1)
    conn = sqlite3.connect(path)
    conn.execute("UPDATE players SET name='Bad\x1b[2JName' WHERE number=1")
    conn.commit()
    conn.close()
    for args in (["players", "list", path], ["standings", path], ["standings", path, "--json"]):
        code, out, _ = cli(*args)
        assert code == 0 and "\x1b" not in out and "Bad\\u001b[2JName" in out


@pytest.mark.slow
def test_a_pdf_of_very_long_names_still_fits_its_pages(tmp_path):
    path = seated(tmp_path / "t.mcrt", players=8, sessions=1)
    with open_tournament(path) as svc:
        svc.record_penalty(1, 1, svc.tables(1)[0].seats[0], -10, "late")
    conn = sqlite3.connect(path)  # as an old file or another program may hold them
    conn.execute("UPDATE players SET name = 'N' || number || ' ' || substr(?, 1, 900)",
                 ("Wx" * 500,))  # fmt: skip
    conn.execute("UPDATE players SET team = ?, country = ? WHERE number < 4",
                 (WANG * 200, "Co" * 300))  # fmt: skip
    conn.execute("UPDATE penalties SET reason = ?", ("reason " * 120,))
    conn.commit()
    conn.close()
    with open_tournament(path, read_only=True) as svc:
        out = write_pdf(svc, tmp_path / "all.pdf")
    assert out.stat().st_size > 1000


@pytest.mark.parametrize("text", ["W" * 400, WANG * 150, "Wang 王 " * 60])
def test_text_drawn_in_a_box_never_leaves_it(tmp_path, text):
    from reportlab.pdfgen.canvas import Canvas

    from app.export.fonts import draw_text, register_fonts
    from app.export.pdfbase import CELL, _text_width, clip

    register_fonts()
    canvas = Canvas(str(tmp_path / "x.pdf"))
    assert draw_text(canvas, 10, 10, text, 9, max_width=150) <= 150
    cut = clip(text, 100, 8.5, CELL.fontName)
    assert cut.endswith("\u2026") and _text_width(cut, CELL.fontName, 8.5) <= 100 * 3
