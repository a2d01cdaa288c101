"""Reading a player list from CSV or XLSX, with a report of every rejected row.

The first row is a header. Recognised columns (case, spaces, "_" and "-" ignored):
name, first name (firstname, given name, forename), last name (lastname, surname,
family name), country, team, EMA number, substitute, romanised (romanized, latin
name, pinyin: the name in Latin letters for the ranking bodies), name order
(family-first / given-first). First and last names are kept with the player; without
a name column the name is "First Last".
A row is rejected, with its reason, when it has no name, a name of digits only,
repeats a name (in the file or already registered), has an EMA number that is not
digits, a substitute value that is not yes/no or a name order that is neither.
The accepted rows are added in one transaction by the service.
"""

from __future__ import annotations

import csv
import io
import os
import re
import stat
import zipfile
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from app.domain import limits, names
from app.domain.errors import Refused
from app.domain.model import Player
from app.store.outputs import open_file_ids
from seating import textfile
from seating.textfile import ENCODINGS

if TYPE_CHECKING:
    from openpyxl import Workbook
    from openpyxl.worksheet._read_only import ReadOnlyWorksheet

# header text (normalised) -> field
_COLUMNS = {
    "name": "name",
    "player": "name",
    "full name": "name",
    "first name": "first_name",
    "firstname": "first_name",
    "given name": "first_name",
    "given names": "first_name",
    "forename": "first_name",
    "first names": "first_name",
    "last name": "last_name",
    "lastname": "last_name",
    "surname": "last_name",
    "family name": "last_name",
    "familyname": "last_name",
    "country": "country",
    "nation": "country",
    "team": "team",
    "club": "team",
    "ema": "ema_id",
    "ema id": "ema_id",
    "ema number": "ema_id",
    "ema no": "ema_id",
    "ema_id": "ema_id",
    "emaid": "ema_id",
    "substitute": "substitute",
    "sub": "substitute",
    "reserve": "substitute",
    # The name in Latin letters and where the family name is (ranking submissions).
    "romanised": "romanised",
    "romanized": "romanised",
    "romanised name": "romanised",
    "romanized name": "romanised",
    "latin name": "romanised",
    "name in latin letters": "romanised",
    "pinyin": "romanised",
    "name order": "name_order",
}
_YES = {"yes", "y", "true", "1", "x", "sub", "substitute"}
_NO = {"", "no", "n", "false", "0"}


@dataclass(frozen=True)
class RejectedRow:
    """A row that was not imported: its line/row number in the file, its cells, why."""

    row: int
    values: tuple[str, ...]
    reason: str


@dataclass
class ImportReport:
    """What an import did: the players added and the rows rejected."""

    added: list[Player] = field(default_factory=list)
    rejected: list[RejectedRow] = field(default_factory=list)

    def summary(self) -> str:
        added, rejected = len(self.added), len(self.rejected)
        lines = [
            f"{added} player{'' if added == 1 else 's'} added, "
            f"{rejected} row{'' if rejected == 1 else 's'} rejected."
        ]
        lines += [f"  row {r.row}: {r.reason} ({', '.join(r.values)})" for r in self.rejected]
        return "\n".join(lines)


MAX_BYTES = 10 * 1024 * 1024  # a list of thousands of players is well under 1 MB
MAX_ROWS = 10_000  # players, after the header
MAX_CELL = 1_000  # characters in one cell
MAX_COLUMNS = 64  # read at most this many columns (only the header's are kept)
# Uncompressed sizes of a workbook's parts. openpyxl parses the shared strings and
# styles whole, and every cell of a row, at about 0.7 s and 0.25 s a MB on a slow
# laptop: these keep any workbook under 5 s. A list of 10,000 players with ten columns
# needs about 4 MB of sheet and 1 MB of strings.
MAX_SHEET_XML = 8 * 1024 * 1024
MAX_PART_XML = 2 * 1024 * 1024  # shared strings, styles, everything else
EXCEL_MAX_ROWS = 1_048_576


class NeedsEncoding(Refused):
    """A text file that is not UTF-8 and has no byte-order mark: its encoding must be
    chosen by the user (never guessed)."""


def read_rows(path: str | Path, encoding: str | None = None) -> list[tuple[int, list[str]]]:
    """The file's rows as text cells with their 1-based row numbers (header included).

    Bounded whatever the file holds: at most MAX_BYTES, MAX_ROWS rows after the header,
    MAX_CELL characters a cell, the header's columns; over a limit, Refused. A CSV with
    a byte-order mark is read in its encoding; otherwise as UTF-8, or as `encoding`
    (the user's choice) when given; text that is not valid in it is refused with
    NeedsEncoding, never guessed."""
    path = Path(path)
    suffix = path.suffix.lower()
    try:
        st = os.stat(path)
    except OSError:
        raise Refused(f"There is no file {path}.") from None
    if not stat.S_ISREG(st.st_mode):
        raise Refused(f"{path} is not a file (a folder, a pipe or a device).")
    if (st.st_dev, st.st_ino) in open_file_ids():  # reading it would drop SQLite's locks
        raise Refused(f"{path} is an open tournament file, not a player list.")
    if st.st_size > MAX_BYTES:
        raise Refused(
            f"{path.name} is {st.st_size / 1e6:.1f} MB; a player list may be at most "
            f"{MAX_BYTES // (1024 * 1024)} MB."
        )
    if suffix in (".xlsx", ".xlsm"):
        rows = _xlsx_rows(path)
    elif suffix in (".csv", ".txt", ".tsv"):
        rows = _csv_rows(path, encoding)
    else:
        raise Refused(f"{path.name}: players are imported from .csv or .xlsx files.")
    return _within_limits(path, rows)


def _too_many_rows(path: Path) -> Refused:
    return Refused(f"{path.name} has more than {MAX_ROWS} rows; split it into smaller lists.")


def _within_limits(path: Path, rows: list[tuple[int, list[str]]]) -> list[tuple[int, list[str]]]:
    """Rows cut to the header's columns, checked against the row and cell limits."""
    filled = [(n, cells) for n, cells in rows if any(c.strip() for c in cells)]
    if len(filled) > MAX_ROWS + 1:
        raise _too_many_rows(path)
    width = 0
    if filled:
        header = filled[0][1]
        width = max((i + 1 for i, c in enumerate(header) if c.strip()), default=0)
    kept = []
    for n, cells in filled:
        cells = cells[:width]
        for c in cells:
            if len(c) > MAX_CELL:
                raise Refused(
                    f"Row {n} of {path.name} has a cell of {len(c)} characters; at most "
                    f"{MAX_CELL} are allowed."
                )
        kept.append((n, cells))
    return kept


def decode_text(raw: bytes, encoding: str | None, name: str = "the file") -> str:
    """`raw` as text: by its byte-order mark, else strictly as `encoding` (default
    UTF-8; seating.textfile, shared with `python -m seating`). NeedsEncoding when it is
    not valid text in that encoding."""
    try:
        return textfile.decode_text(raw, encoding)
    except textfile.UnknownEncoding as e:
        raise Refused(str(e)) from None
    except textfile.NotText as e:
        hint = (
            "Give its encoding (CLI: --encoding NAME; in the app: choose it in the import "
            f"window). Common ones: {', '.join(list(ENCODINGS)[1:7])}."
        )
        if e.assumed:
            raise NeedsEncoding(
                f"{name} is not UTF-8 text (byte 0x{e.byte:02X} on line {e.line}). {hint}"
            ) from None
        raise NeedsEncoding(
            f"{name} is not valid {e.encoding} text (line {e.line}). {hint}"
        ) from None


def _csv_rows(path: Path, encoding: str | None) -> list[tuple[int, list[str]]]:
    with path.open("rb") as f:
        raw = f.read(MAX_BYTES + 1)
    if len(raw) > MAX_BYTES:
        raise Refused(f"{path.name} is larger than {MAX_BYTES // (1024 * 1024)} MB.")
    text = decode_text(raw, encoding, path.name)
    try:
        dialect = csv.Sniffer().sniff(text[:4096], delimiters=",;\t")
    except csv.Error:
        dialect = csv.excel
    rows: list[tuple[int, list[str]]] = []
    filled = 0
    previous = csv.field_size_limit(MAX_CELL * 4)  # a longer cell stops the parser early
    reader = csv.reader(io.StringIO(text, newline=""), dialect)
    try:
        for i, row in enumerate(reader, start=1):
            if any(row):
                filled += 1
                if filled > MAX_ROWS + 1:
                    raise _too_many_rows(path)
            rows.append((i, row))
    except csv.Error as e:
        if "field larger" in str(e):
            raise Refused(
                f"{path.name} has a cell longer than {MAX_CELL} characters (near line "
                f"{reader.line_num})."
            ) from None
        raise Refused(f"{path.name} cannot be read as CSV (line {reader.line_num}: {e}).") from None
    finally:
        csv.field_size_limit(previous)
    return rows


def _xlsx_rows(path: Path) -> list[tuple[int, list[str]]]:
    from openpyxl import load_workbook

    try:
        with zipfile.ZipFile(path) as z:
            for info in z.infolist():
                sheet = info.filename.startswith("xl/worksheets/")
                if info.file_size > (MAX_SHEET_XML if sheet else MAX_PART_XML):
                    raise Refused(
                        f"{path.name} holds {info.file_size / 1e6:.0f} MB of data in one part "
                        f"({info.filename}); a player list is far smaller. Save the list "
                        "alone in a new workbook, or as CSV."
                    )
    except (zipfile.BadZipFile, OSError) as e:
        raise Refused(f"{path.name} cannot be read as an Excel workbook ({e}).") from None
    try:
        book = load_workbook(path, read_only=True, data_only=True)
    except Exception as e:  # openpyxl raises many kinds for a bad file
        raise Refused(f"{path.name} cannot be read as an Excel workbook ({e}).") from None
    try:
        sheet = book.worksheets[0]
        rows: list[tuple[int, list[str]]] = []
        # The sheet's rows as stored, not as openpyxl pads them: its own dimensions
        # (e.g. A1:XFD1048576) are not trusted, nor are the gaps between rows filled
        # (a million empty rows before one stray cell would take seconds).
        for i, cells in _stored_rows(book, sheet):
            if i > EXCEL_MAX_ROWS:
                break
            texts = [_cell_text(c)[: MAX_CELL + 1] for c in cells]
            if any(texts):
                if len(rows) >= MAX_ROWS + 1:
                    raise _too_many_rows(path)
                rows.append((i, texts))
        return rows
    except Refused:
        raise
    except Exception as e:  # a damaged sheet inside a valid zip
        raise Refused(f"{path.name} cannot be read as an Excel workbook ({e}).") from None
    finally:
        book.close()


def _stored_rows(book: Workbook, sheet: ReadOnlyWorksheet) -> Iterator[tuple[int, list[object]]]:
    """(row number, values of columns 1..MAX_COLUMNS) of each row the sheet stores."""
    from openpyxl.worksheet._reader import WorkSheetParser

    with sheet._get_source() as source:
        parser = WorkSheetParser(
            source,
            sheet._shared_strings,
            data_only=True,
            epoch=book.epoch,
            date_formats=book._date_formats,
            timedelta_formats=book._timedelta_formats,
        )
        for number, cells in parser.parse():
            values: list[object] = []
            for cell in cells:
                column = cell["column"]
                if 1 <= column <= MAX_COLUMNS:
                    values.extend([None] * (column - len(values)))
                    values[column - 1] = cell["value"]
            yield number, values


def _cell_text(value: object) -> str:
    if value is None:
        return ""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))  # EMA numbers typed as numbers come back as floats
    return str(value).strip()


def parse_players(
    rows: Iterable[tuple[int, list[str]]], taken_names: Iterable[str] = ()
) -> tuple[list[Player], list[RejectedRow]]:
    """Players (numbered 0: the store assigns numbers) and rejected rows."""
    rows = [(n, [c.strip() for c in cells]) for n, cells in rows]
    rows = [(n, cells) for n, cells in rows if any(cells)]  # blank lines are not errors
    if not rows:
        raise Refused("The file is empty: it needs a header row and one row per player.")
    header_row, header = rows[0]
    columns = [_COLUMNS.get(_norm(h)) for h in header]
    if "name" not in columns and "last_name" not in columns and "first_name" not in columns:
        raise Refused(
            f"Row {header_row} must be a header with a 'name' column "
            "(or 'first name' and 'last name')."
        )
    taken = {n.casefold() for n in taken_names}
    players: list[Player] = []
    rejected: list[RejectedRow] = []
    for number, cells in rows[1:]:
        values = dict.fromkeys(("name", "first_name", "last_name", "country", "team"), "")
        values |= {"ema_id": "", "substitute": "", "romanised": "", "name_order": ""}
        for col, cell in zip(columns, cells, strict=False):
            if col:
                values[col] = cell
        try:
            values = _within_text_limits(values)
            order = names.checked_order(values["name_order"])
        except Refused as e:
            rejected.append(RejectedRow(number, tuple(cells), str(e)))
            continue
        name = _spaced(
            values["name"] or " ".join(v for v in (values["first_name"], values["last_name"]) if v)
        )
        reason = _problem(name, values, taken)
        if reason:
            rejected.append(RejectedRow(number, tuple(cells), reason))
            continue
        taken.add(name.casefold())
        players.append(
            Player(
                0,
                name,
                country=values["country"] or None,
                ema_id=values["ema_id"] or None,
                team=values["team"] or None,
                substitute=values["substitute"].casefold() in _YES,
                first_name=_spaced(values["first_name"]) or None,
                last_name=_spaced(values["last_name"]) or None,
                romanised=values["romanised"] or None,
                name_order=order,
            )
        )
    return players, rejected


_LIMITS = {
    "name": ("name", limits.MAX_NAME),
    "first_name": ("first name", limits.MAX_NAME),
    "last_name": ("last name", limits.MAX_NAME),
    "country": ("country", limits.MAX_COUNTRY),
    "team": ("team", limits.MAX_TEAM),
    "ema_id": ("EMA number", limits.MAX_EMA_ID),
    "romanised": ("romanised name", limits.MAX_NAME),
}


def _within_text_limits(values: dict[str, str]) -> dict[str, str]:
    """The row's texts normalised as the service does (NFC, spacing); Refused with the
    reason when one breaks a limit (length, control characters)."""
    out = dict(values)
    for key, (what, most) in _LIMITS.items():
        out[key] = limits.clean_text(values[key], what, most) or ""
    return out


def _problem(name: str, values: dict[str, str], taken: set[str]) -> str | None:
    if not name:
        return "no name"
    if name.isdigit():
        return f"the name '{name}' is only digits (numbers name players by number)"
    if name.casefold() in taken:
        return f"the name '{name}' is already registered"
    if len(name) > limits.MAX_NAME:
        return f"the name is longer than {limits.MAX_NAME} characters"
    if values["ema_id"] and not (values["ema_id"].isascii() and values["ema_id"].isdigit()):
        return f"the EMA number '{values['ema_id']}' is not a number"
    if values["substitute"].casefold() not in _YES | _NO:
        return f"substitute must be yes or no, not '{values['substitute']}'"
    return None


def _spaced(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def _norm(header: str) -> str:
    return re.sub(r"[\s_.#-]+", " ", header.strip().casefold()).strip()
