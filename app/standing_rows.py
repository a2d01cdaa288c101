"""The standings as JSON rows: one shape for `app.cli standings --json` and the web
server's `GET /api/v1/standings` (docs/contracts.md), so the two can never differ."""

from __future__ import annotations

from collections.abc import Sequence

from app.domain.model import StandingRow
from app.domain.scope import Scope
from app.domain.table_points import as_number
from scoring.result import json_number


def counted(scope: Scope) -> dict[str, object]:
    """What every row counts (app.domain.scope, one meaning everywhere): after session
    K (all its matches finished), or live (`after_session` null)."""
    live = scope.live
    return {"after_session": None if live else scope.through, "live": live}


def player_rows(rows: Sequence[StandingRow], counted: dict[str, object]) -> list[dict[str, object]]:
    """The players' standings, each row carrying `counted`."""
    return [
        {
            "rank": r.rank,
            "player": r.player.number,
            "name": r.player.name,
            "table_points": as_number(r.table_points),
            "score": json_number(r.score),
            **counted,
        }
        for r in rows
    ]
