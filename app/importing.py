"""Reading a player list from CSV or XLSX, with a report of every rejected row.

The first row is a header. Recognised columns (case, spaces, "_" and "-" ignored):
name, first name (firstname, given name, forename), last name (lastname, surname,
family name), country, team, EMA number, substitute. First and last names are kept
with the player; without a name column the name is "First Last".
A row is rejected, with its reason, when it has no name, a name of digits only,
repeats a name (in the file or already registered), has an EMA number that is not
digits, or a substitute value that is not yes/no. The accepted rows are added in
one transaction by the service.
"""

from __future__ import annotations

import csv
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from app.domain.errors import Refused
from app.domain.model import Player

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
        lines = [f"{len(self.added)} players added, {len(self.rejected)} rows rejected."]
        lines += [f"  row {r.row}: {r.reason} ({', '.join(r.values)})" for r in self.rejected]
        return "\n".join(lines)


def read_rows(path: str | Path) -> list[tuple[int, list[str]]]:
    """The file's rows as text cells with their 1-based row numbers (header included)."""
    path = Path(path)
    suffix = path.suffix.lower()
    if not path.is_file():
        raise Refused(f"There is no file {path}.")
    if suffix in (".xlsx", ".xlsm"):
        return _xlsx_rows(path)
    if suffix in (".csv", ".txt", ".tsv"):
        return _csv_rows(path)
    raise Refused(f"{path.name}: players are imported from .csv or .xlsx files.")


def _csv_rows(path: Path) -> list[tuple[int, list[str]]]:
    raw = path.read_bytes()
    for encoding in ("utf-8-sig", "cp1252"):
        try:
            text = raw.decode(encoding)
            break
        except UnicodeDecodeError:
            continue
    try:
        dialect = csv.Sniffer().sniff(text[:4096], delimiters=",;\t")
    except csv.Error:
        dialect = csv.excel
    return [(i, row) for i, row in enumerate(csv.reader(text.splitlines(), dialect), start=1)]


def _xlsx_rows(path: Path) -> list[tuple[int, list[str]]]:
    from openpyxl import load_workbook

    try:
        book = load_workbook(path, read_only=True, data_only=True)
    except Exception as e:  # openpyxl raises many kinds for a bad file
        raise Refused(f"{path.name} cannot be read as an Excel workbook ({e}).") from None
    try:
        sheet = book.worksheets[0]
        rows = []
        for i, cells in enumerate(sheet.iter_rows(values_only=True), start=1):
            rows.append((i, [_cell_text(c) for c in cells]))
        return rows
    finally:
        book.close()


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
        values |= {"ema_id": "", "substitute": ""}
        for col, cell in zip(columns, cells, strict=False):
            if col:
                values[col] = cell
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
            )
        )
    return players, rejected


def _problem(name: str, values: dict[str, str], taken: set[str]) -> str | None:
    if not name:
        return "no name"
    if name.isdigit():
        return f"the name '{name}' is only digits (numbers name players by number)"
    if name.casefold() in taken:
        return f"the name '{name}' is already registered"
    if values["ema_id"] and not values["ema_id"].isdigit():
        return f"the EMA number '{values['ema_id']}' is not a number"
    if values["substitute"].casefold() not in _YES | _NO:
        return f"substitute must be yes or no, not '{values['substitute']}'"
    return None


def _spaced(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def _norm(header: str) -> str:
    return re.sub(r"[\s_.#-]+", " ", header.strip().casefold()).strip()
