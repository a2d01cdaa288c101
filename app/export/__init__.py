"""Reports as Excel and PDF, fed by one report-rows layer (rows.py). No Qt here.

`source` everywhere is a `Snapshot`, an open `TournamentService` or the path of a
tournament file; it is read once, in one store snapshot. `progress` is called as
progress(fraction 0..1, message); it may raise to cancel, and then no file is left
behind (files are written beside the target and moved into place at the end).

- `write_xlsx(source, path, progress=None, documents=None)`: the workbook, one sheet
  and one Excel table per report: standings, team standings, table results (with
  penalty reasons), penalties, hand log, seating plan, seats by player, European
  results. `documents` (keys of DOCUMENTS, or sheet keys) narrows the sheets.
- `write_pdf(source, path, documents=None, page_size="A4", progress=None, session=None,
  table=None, hand=None)`: one PDF with the chosen DOCUMENTS (default FULL_SET), A4 or
  Letter; session/table/hand narrow the per-match documents.
- One function per document for the GUI: standings_pdf, seating_pdf, player_cards_pdf,
  score_sheets_pdf, match_result_pdf, hand_detail_pdf.

Layers inside: source.py (domain -> Snapshot), rows.py (Snapshot -> Report rows and
sheet/card records), xlsx.py and pdf.py / pdfbase.py / forms.py / tiles.py (layout
only), fonts.py (a font per script run, every font embedded, so every name prints
anywhere and stays searchable).

- `write_html(source, folder, progress=None)`: the results website (app/export/html).
- `write_ranking(source, path)`: the ranking body's results file, .xlsx or .csv
  (app/export/ranking.py); returns its warnings.

Every writer takes `lang` ("en", "zh_CN"; None: the tournament's language setting, else
English): language.py holds the one translation table all three use.
"""

from app.export.api import (
    hand_detail_pdf,
    match_result_pdf,
    player_cards_pdf,
    score_sheets_pdf,
    seating_pdf,
    standings_pdf,
    write_pdf,
    write_ranking,
    write_xlsx,
)
from app.export.html import write_html
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
    "write_html",
    "write_pdf",
    "write_ranking",
    "write_xlsx",
]
