"""Reports as Excel and PDF, fed by one report-rows layer (rows.py). No Qt here.

`source` everywhere is a `Snapshot`, an open `TournamentService` or the path of a
tournament file. `progress` is called as progress(fraction 0..1, message); it may raise
to cancel, and then no file is left behind.
"""

from app.export.api import (
    hand_detail_pdf,
    match_result_pdf,
    player_cards_pdf,
    score_sheets_pdf,
    seating_pdf,
    standings_pdf,
    write_pdf,
    write_xlsx,
)
from app.export.pdf import DOCUMENTS, FULL_SET, TITLES
from app.export.snapshot import Snapshot
from app.export.source import snapshot_of

__all__ = [
    "DOCUMENTS",
    "FULL_SET",
    "TITLES",
    "Snapshot",
    "hand_detail_pdf",
    "match_result_pdf",
    "player_cards_pdf",
    "score_sheets_pdf",
    "seating_pdf",
    "snapshot_of",
    "standings_pdf",
    "write_pdf",
    "write_xlsx",
]
