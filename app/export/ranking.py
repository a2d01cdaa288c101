"""The ranking body's results file (`export FILE --ranking OUT.xlsx|OUT.csv`).

A header block (the tournament, its place and dates, how many players and countries,
its rules and the ranking body's id for it) above one row per ranked player: Place,
Last name (family), First name (given), member number, Table points, Score, Country.
Names are in Latin letters where known (a romanised form registered for a name in
another script, `app.domain.names`); numbers are exact (a half is .5, a third "7/3").
What a ranking body would miss (no member number, no Latin name, no tournament id or
dates) comes back as warnings: the file is still written, the organiser is told.
The workbook's European results sheet gets the same header block (`header_rows`).
"""

from __future__ import annotations

import csv
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path

from app.export import language
from app.export.language import say
from app.export.rows import INT, TEXT, Cell, Column, Report, format_exact
from app.export.snapshot import Snapshot
from app.store.outputs import CREATOR

COLUMNS = (
    Column("Place", INT),
    Column("Last name", TEXT),
    Column("First name", TEXT),
    Column("Member number", TEXT),
    # Exact: INT here means "a number shown exactly" (halves as .5), not rounded as
    # the standings' table points are.
    Column("Table points", INT),
    Column("Score", INT),
    Column("Country", TEXT),
)
FORMATS = (".xlsx", ".csv")
WRITTEN_BY = "Written by"


@dataclass(frozen=True)
class RankingFile:
    """What the file holds: the header block, the rows and the warnings."""

    header: tuple[tuple[str, str | int], ...]
    report: Report
    warnings: tuple[str, ...] = field(default=())


def _countries(snap: Snapshot) -> set[str]:
    ranked = {s.player for s in snap.standings}
    return {p.country.strip().upper() for p in snap.players if p.number in ranked and p.country}


def header_rows(snap: Snapshot) -> tuple[tuple[str, str | int], ...]:
    """(label, value) pairs of the header block; a detail not set is left empty."""
    d = snap.details
    # In the workbook the labels follow the export's language (`say`); the ranking file
    # is written outside any `using`, so a ranking body always reads them in English.
    return (
        (say("Tournament"), snap.event),
        (say("Venue"), (d.venue if d else None) or ""),
        (say("City"), (d.city if d else None) or ""),
        (say("Country"), (d.country if d else None) or ""),
        (say("Start date"), (d.start_date if d else None) or ""),
        (say("End date"), (d.end_date if d else None) or (d.start_date if d else None) or ""),
        (say("Players"), len(snap.standings)),
        (say("Countries"), len(_countries(snap))),
        (say("Rules"), language.rules(snap.rules)),
        (say("Ranking-body tournament id"), (d.ranking_id if d else None) or ""),
    )


def _listed(what: str, names: Sequence[str]) -> str:
    shown = ", ".join(names[:20]) + (f" and {len(names) - 20} more" if len(names) > 20 else "")
    count = f"{len(names)} player" + ("s" if len(names) != 1 else "")
    return f"{count} {what}: {shown}."


def ranking_file(snap: Snapshot) -> RankingFile:
    """The header block, one row per ranked player, and the warnings."""
    rows: list[tuple[Cell, ...]] = []
    no_member: list[str] = []
    no_latin: list[str] = []
    no_code: list[str] = []  # no country, or one written out ("Germany")
    for s in snap.standings:
        p = snap.player(s.player)
        latin = p.latin_name()
        first, last = latin or p.split_name()
        if latin is None:
            no_latin.append(f"{p.number} {p.name}")
        if not p.ema_id:
            no_member.append(f"{p.number} {p.name}")
        if not re.fullmatch(r"[A-Za-z]{2}", p.country.strip()):
            no_code.append(f"{p.number} {p.name}")
        rows.append(
            (
                s.rank,
                last,
                first,
                p.ema_id or None,
                Fraction(s.table_points),
                s.score,
                p.country.strip().upper() or None,
            )
        )
    warnings = []
    if no_member:
        warnings.append(
            _listed("have no member number (EMA id), which the ranking body matches", no_member)
        )
    if no_latin:
        warnings.append(
            _listed(
                "have no name in Latin letters (register one with "
                "players edit FILE N --romanised 'Family Given')",
                no_latin,
            )
        )
    if no_code:
        warnings.append(
            _listed(
                "have no two-letter country code (ISO 3166, e.g. DE; "
                "players edit FILE N --country CC)",
                no_code,
            )
        )
    d = snap.details
    for missing, present, option in (
        ("ranking-body tournament id", d and d.ranking_id, "--ranking-id ID"),
        ("dates", d and d.start_date, "--start-date YYYY-MM-DD --end-date YYYY-MM-DD"),
        ("country", d and d.country, "--country CC"),
    ):
        if not present:
            warnings.append(f"The tournament has no {missing}: settings FILE {option}.")
    report = Report("ranking", "Ranking results", COLUMNS, rows)
    return RankingFile(header_rows(snap), report, tuple(warnings))


# Text a spreadsheet would take for a formula when it opens the CSV ("CSV injection").
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def _text(value: Cell) -> str:
    if value is None:
        return ""
    if isinstance(value, Fraction | int) and not isinstance(value, bool):
        return format_exact(value)  # a number: "-2.5" is meant as one
    text = str(value)
    # A quote in front keeps a name like "=cmd|..." as text (Excel's own convention).
    return "'" + text if text.startswith(FORMULA_START) else text


def write_ranking_csv(result: RankingFile, path: str | Path) -> Path:
    """The file as CSV: UTF-8 with a byte-order mark (so Excel reads Chinese names),
    the header block, an empty line, then the column names and the rows."""
    with Path(path).open("w", encoding="utf-8-sig", newline="") as f:
        out = csv.writer(f)
        for label, value in result.header:
            out.writerow([label, _text(value)])
        out.writerow([WRITTEN_BY, CREATOR.decode()])  # marks our file (outputs.py)
        out.writerow([])
        out.writerow([c.title for c in result.report.columns])
        for row in result.report.rows:
            out.writerow([_text(v) for v in row])
    return Path(path)


def write_ranking_xlsx(result: RankingFile, path: str | Path, heading: str = "") -> Path:
    """The file as a one-sheet workbook: the header block above an Excel table."""
    from app.export.xlsx import write_reports

    title = str(result.header[0][1])
    return write_reports(
        [result.report],
        path,
        title=title,
        heading=heading or title,
        preambles={result.report.key: result.header},
    )
