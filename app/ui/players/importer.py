"""Reading players from CSV or XLSX, with the rows that were rejected and why."""

from __future__ import annotations

import csv
from dataclasses import dataclass
from pathlib import Path

from app.domain import Player

HEADERS = {
    "name": "name", "player": "name", "full name": "name",
    "country": "country", "nation": "country",
    "team": "team", "club": "team",
    "ema": "ema_id", "ema id": "ema_id", "ema_id": "ema_id", "ema number": "ema_id",
    "substitute": "substitute", "reserve": "substitute",
    "first name": "first", "first": "first", "last name": "last", "last": "last",
}


@dataclass(frozen=True)
class Rejected:
    row: int  # 1-based row in the file, header included
    text: str
    reason: str


@dataclass(frozen=True)
class ImportResult:
    players: tuple[Player, ...]
    rejected: tuple[Rejected, ...]


def read_rows(path: str | Path) -> list[list[str]]:
    path = Path(path)
    if path.suffix.lower() in (".xlsx", ".xlsm"):
        from openpyxl import load_workbook

        book = load_workbook(path, read_only=True, data_only=True)
        sheet = book.worksheets[0]
        rows = [["" if v is None else str(v).strip() for v in row]
                for row in sheet.iter_rows(values_only=True)]
        book.close()
        return rows
    with path.open(newline="", encoding="utf-8-sig") as f:
        sample = f.read(4096)
        f.seek(0)
        try:
            dialect = csv.Sniffer().sniff(sample, delimiters=",;\t")
        except csv.Error:
            dialect = csv.excel
        return [[c.strip() for c in row] for row in csv.reader(f, dialect)]


def parse_players(rows: list[list[str]], existing: set[str] = frozenset()) -> ImportResult:
    """Players from rows with a header line (name or first/last name, country, team,
    EMA id, substitute). Duplicates of existing names and rows without a name are
    rejected with their reason."""
    if not rows:
        return ImportResult((), ())
    header = [HEADERS.get(h.strip().lower(), "") for h in rows[0]]
    if "name" not in header and "last" not in header:
        header = ["name", "country", "team", "ema_id"][: len(rows[0])]
        body = list(enumerate(rows, start=1))
    else:
        body = list(enumerate(rows[1:], start=2))
    seen = {n.casefold() for n in existing}
    players, rejected = [], []
    for number, row in body:
        if not any(row):
            continue
        values = {key: row[i] for i, key in enumerate(header) if key and i < len(row)}
        name = values.get("name") or " ".join(
            v for v in (values.get("first", ""), values.get("last", "")) if v)
        text = ", ".join(row)
        if not name.strip():
            rejected.append(Rejected(number, text, "no name"))
            continue
        if name.casefold() in seen:
            rejected.append(Rejected(number, text, f"{name} is already registered"))
            continue
        ema = values.get("ema_id") or None
        if ema and not ema.replace(" ", "").isdigit():
            rejected.append(Rejected(number, text, f"EMA number {ema!r} is not a number"))
            continue
        seen.add(name.casefold())
        sub = values.get("substitute", "").lower() in ("1", "yes", "y", "true", "x")
        players.append(Player(0, name.strip(), values.get("country") or None, ema,
                              values.get("team") or None, substitute=sub))
    return ImportResult(tuple(players), tuple(rejected))


def import_players(path: str | Path, existing: set[str] = frozenset()) -> ImportResult:
    return parse_players(read_rows(path), existing)
