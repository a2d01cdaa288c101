"""Rows <-> domain objects, shared by every SQL backend (SQLite and PostgreSQL).

One place names each table's columns and turns a row into its dataclass and back, so
both backends store exactly the same values (a tournament copied between a file and a
server is identical). To add a column to hands (e.g. a rule system's extras), extend
`HAND_COLUMNS`, `hand_row` and `hand_from_row` here, add a migration to each schema,
and both backends follow.
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any

from app.domain.model import (
    MatchState,
    MatchStatus,
    Penalty,
    Player,
    TableTotals,
    TournamentSettings,
    four,
)
from app.store import hand_rows

PLAYER_COLUMNS = (
    "number",
    "name",
    "country",
    "ema_id",
    "team",
    "substitute",
    "active",
    "first_name",
    "last_name",
    "romanised",  # schema version 7
    "name_order",
)
# Schema version 4: exact numbers and the `detail` of other rule systems (hand_rows).
HAND_COLUMNS = hand_rows.HAND_COLUMNS
PENALTY_COLUMNS = ("session", "table_no", "player", "points", "reason", "shared", "id")
TOTALS_COLUMNS = ("session", "table_no", "t0", "t1", "t2", "t3")
MATCH_STATE_COLUMNS = ("session", "table_no", "state")


def columns(names: tuple[str, ...]) -> str:
    return ", ".join(names)


# -- settings -----------------------------------------------------------------------
def settings_json(settings: TournamentSettings) -> str:
    return json.dumps(dataclasses.asdict(settings), ensure_ascii=False, sort_keys=True)


def settings_from_json(text: str) -> TournamentSettings:
    data = json.loads(text)
    known = {f.name for f in dataclasses.fields(TournamentSettings)}
    data = {k: v for k, v in data.items() if k in known}  # newer keys: ignore
    if "tie_breaks" in data:
        data["tie_breaks"] = tuple(data["tie_breaks"])
    if "rule_options" in data:  # JSON lists back to (key, text) pairs
        data["rule_options"] = tuple((str(k), str(v)) for k, v in data["rule_options"])
    return TournamentSettings(**data)


# -- players ------------------------------------------------------------------------
def player_row(p: Player) -> tuple[Any, ...]:
    return (
        p.number,
        p.name,
        p.country,
        p.ema_id,
        p.team,
        int(p.substitute),
        int(p.active),
        p.first_name,
        p.last_name,
        p.romanised,
        p.name_order,
    )


def player_from_row(row: tuple[Any, ...]) -> Player:
    n, name, country, ema, team, sub, active, first, last, romanised, order = row
    return Player(
        n, name, country, ema, team, bool(sub), bool(active), first, last, romanised, order
    )


# -- hands --------------------------------------------------------------------------
# Any rule system's hand, exact (`hand_rows`): an int, or "17/2" text for a half.
hand_row = hand_rows.hand_row
hand_from_row = hand_rows.hand_record


# -- penalties, totals, states ----------------------------------------------------------
def penalty_row(p: Penalty) -> tuple[Any, ...]:
    return (p.session, p.table, p.player, p.points, p.reason, int(p.shared), p.id)


def penalty_from_row(row: tuple[Any, ...]) -> Penalty:
    s, t, player, points, reason, shared, pid = row
    return Penalty(s, t, player, points, reason, bool(shared), pid)


def totals_row(t: TableTotals) -> tuple[Any, ...]:
    # Exact as a hand's points are (schema version 6): an int, or "225/2" as text.
    return (t.session, t.table, *(hand_rows.number_out(x) for x in t.totals))


def totals_from_row(row: tuple[Any, ...]) -> TableTotals:
    s, t, *totals = row
    return TableTotals(s, t, four(hand_rows.stored_number(x) for x in totals))


def match_status_from_row(row: tuple[Any, ...]) -> MatchStatus:
    s, t, state, hands, totals = row
    return MatchStatus(s, t, MatchState(state), int(hands), bool(totals))
