"""A hand record <-> the columns of the `hands` table (schema version 4), for any store.

Numbers are exact: an integer column value, or text "17/2" for a value that is not whole
(MahJong Online pays halves; the International Game has 1/2 fan). What a rule system
needs beyond an MCR hand goes in `detail` (JSON), NULL for a plain MCR hand, so that an
MCR file reads as before. Kept apart from the SQL so that every backend maps alike.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from decimal import Decimal
from fractions import Fraction
from numbers import Rational
from typing import Any

from app.domain.model import FanLine, HandRecord, ItemLine, KongLine, Points, WinLine, four
from app.domain.store import TableSums

HAND_COLUMNS = (
    "session", "table_no", "hand", "winner", "discarder", "fan", "draw", "tiles", "fans",
    "p0", "p1", "p2", "p3", "detail",
)  # fmt: skip


def number_out(value: Points | None) -> int | str | None:
    """A column value: an int, or the exact fraction as text."""
    if value is None:
        return None
    value = Fraction(value)
    return value.numerator if value.denominator == 1 else str(value)


def stored_number(value: object) -> Points:
    """The exact number of a column that is never NULL (a session total)."""
    number = number_in(value)
    if number is None:
        raise TypeError("a stored total cannot be empty")
    return number


def number_in(value: object) -> Points | None:
    """The exact number of a column value (int, "17/2"; a float only from a foreign
    writer, taken exactly)."""
    if value is None:
        return None
    if isinstance(value, int):
        return value
    if not isinstance(value, str | float | Decimal | Rational):
        raise TypeError(f"a stored number cannot be {value!r}")
    number = Fraction(value)
    return number.numerator if number.denominator == 1 else number


def points_in(value: object) -> Points:
    """`number_in` of a column that always holds a number."""
    number = number_in(value)
    if number is None:
        raise ValueError("a stored number is missing")
    return number


def _fans_out(lines: tuple[FanLine, ...]) -> str | None:
    if not lines:
        return None
    rows = []
    for f in lines:
        row: list[object] = [f.fan_id, f.name, f.name_zh, number_out(f.points), f.count]
        if f.tiles:
            row.append(list(f.tiles))
        rows.append(row)
    return json.dumps(rows, ensure_ascii=False)


def _fans_in(data: list[Any]) -> tuple[FanLine, ...]:
    lines = []
    for row in data:
        fan_id, name, name_zh, points, count, *rest = row
        tiles = tuple(rest[0]) if rest else ()
        lines.append(FanLine(fan_id, name, name_zh, points_in(points), count, tiles))
    return tuple(lines)


def _detail_out(r: HandRecord) -> str | None:
    # A hand with halves always has a detail: the sums of hands without one are the
    # database's own (whole numbers), see SqlTables.table_sums.
    whole = all(Fraction(p).denominator == 1 for p in (*r.points, r.fan or 0))
    if not r.extended and whole:
        return None
    data = {
        "others": [
            [w.winner, number_out(w.fan), w.tiles, json.loads(_fans_out(w.fans) or "[]")]
            for w in r.others
        ],
        "kongs": [[k.player, k.kind, k.discarder] for k in r.kongs],
        "horse": r.horse,
        "liable": r.liable,
        "robbed": r.robbed,
        "items": [
            [i.id, list(i.payers), i.receiver, number_out(i.amount), i.note] for i in r.items
        ],
        "entry": r.entry,
    }
    return json.dumps(data, ensure_ascii=False, sort_keys=True)


def hand_row(r: HandRecord) -> tuple[Any, ...]:
    """The 14 column values of a record, in HAND_COLUMNS order."""
    return (
        r.session,
        r.table,
        r.hand,
        r.winner,
        r.discarder,
        number_out(r.fan),
        int(r.draw),
        r.tiles,
        _fans_out(r.fans),
        *(number_out(p) for p in r.points),
        _detail_out(r),
    )


def hand_record(row: tuple[Any, ...]) -> HandRecord:
    """A record from its column values; ValueError/TypeError/KeyError when damaged."""
    s, t, h, winner, discarder, fan, draw, tiles, fans, p0, p1, p2, p3, detail = row
    lines = _fans_in(json.loads(fans)) if fans else ()
    extra: dict[str, Any] = {}
    if detail:
        d = json.loads(detail)
        extra = {
            "others": tuple(
                WinLine(w, number_in(f), tl, _fans_in(fl)) for w, f, tl, fl in d["others"]
            ),
            "kongs": tuple(KongLine(p, k, x) for p, k, x in d["kongs"]),
            "horse": d["horse"],
            "liable": d["liable"],
            "robbed": bool(d["robbed"]),
            "items": tuple(
                ItemLine(i, tuple(ps), rc, points_in(a), n) for i, ps, rc, a, n in d["items"]
            ),
            "entry": d["entry"],
        }
    if any(p is None for p in (p0, p1, p2, p3)):
        raise ValueError("a hand without points")
    points = four(points_in(p) for p in (p0, p1, p2, p3))
    return HandRecord(
        s,
        t,
        h,
        winner,
        discarder,
        number_in(fan),
        points,
        tiles,
        lines,
        bool(draw),
        **extra,
    )


SUM_COLUMNS = "session, table_no, winner, p0, p1, p2, p3, detail"


def table_sums(
    rows: Iterable[tuple[Any, ...]], seats: dict[tuple[int, int], tuple[Any, ...]]
) -> list[TableSums]:
    """Per-table sums (exact) from rows of SUM_COLUMNS: the points of each starting seat,
    the hands each seat won (it is one of the hand's winners) and the hands entered.
    `seats` maps (session, table) to the four players in starting-seat order."""
    sums: dict[tuple[int, int], list[Any]] = {}
    for s, t, winner, p0, p1, p2, p3, detail in rows:
        acc = sums.setdefault((s, t), [[0, 0, 0, 0], [0, 0, 0, 0], 0])
        for i, p in enumerate((p0, p1, p2, p3)):
            acc[0][i] += p if isinstance(p, int) else number_in(p)
        winners = [] if winner is None else [winner]
        if detail:
            winners += [w[0] for w in json.loads(detail).get("others", ())]
        table = seats.get((s, t), ())
        for w in winners:
            if w in table:
                acc[1][table.index(w)] += 1
        acc[2] += 1
    return [
        TableSums(s, t, four(points_in(x) for x in a[0]), four(a[1]), a[2])
        for (s, t), a in sorted(sums.items())
    ]


def merge_sums(*parts: list[TableSums]) -> list[TableSums]:
    """Per-table sums added together (the database's and Python's), exactly."""
    total: dict[tuple[int, int], list[Any]] = {}
    for part in parts:
        for x in part:
            acc = total.setdefault((x.session, x.table), [[0] * 4, [0] * 4, 0])
            for i in range(4):
                acc[0][i] += x.hand_points[i]
                acc[1][i] += x.hands_won[i]
            acc[2] += x.hands_entered
    return [
        TableSums(s, t, four(points_in(v) for v in a[0]), four(a[1]), a[2])
        for (s, t), a in sorted(total.items())
    ]
