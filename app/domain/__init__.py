"""The tournament domain: plain dataclasses (model.py), the rules that compute results
(table_points, settlement, standings) and the service every user action goes through
(service.TournamentService). No Qt, no SQL here."""

from app.domain.errors import (
    DamagedFile,
    NotATournamentFile,
    Refused,
    StoreError,
    TooNewFile,
    TournamentError,
)
from app.domain.model import (
    HANDS_PER_MATCH,
    AuditEntry,
    FanLine,
    HandRecord,
    HistoryEntry,
    MatchState,
    MatchStatus,
    Penalty,
    Player,
    SeatResult,
    StandingRow,
    Table,
    TableResult,
    TableTotals,
    Team,
    TeamStandingRow,
    TournamentSettings,
    split_name,
)
from app.domain.table_points import table_points

__all__ = [
    "HANDS_PER_MATCH",
    "AuditEntry",
    "DamagedFile",
    "FanLine",
    "HandRecord",
    "HistoryEntry",
    "MatchState",
    "MatchStatus",
    "NotATournamentFile",
    "Penalty",
    "Player",
    "Refused",
    "SeatResult",
    "StandingRow",
    "StoreError",
    "Table",
    "TableResult",
    "TableTotals",
    "Team",
    "TeamStandingRow",
    "TooNewFile",
    "TournamentError",
    "TournamentSettings",
    "split_name",
    "table_points",
]
