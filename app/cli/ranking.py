"""`export FILE --ranking OUT.xlsx|OUT.csv`: the ranking body's results file.

What the ranking body would miss
(players without a member number or a Latin name, a tournament without its id or
dates) is printed as `warning: ...` lines; the file is written all the same.
"""

from __future__ import annotations

from app.domain.errors import Refused
from app.domain.service import TournamentService


def export_ranking(svc: TournamentService, target: str) -> None:
    try:
        from app.export import write_ranking
    except ImportError as e:
        raise Refused(f"The Excel export is not available in this build ({e}).") from None
    try:
        warnings = write_ranking(svc, target)
    except (OSError, ValueError) as e:
        text = str(e)  # the export may have named the file already
        raise Refused(
            text if text.startswith("Cannot write") else f"Cannot write {target}: {text}."
        ) from None
    print(f"Wrote {target}")
    svc.warnings.extend(warnings)  # printed as "warning: ..." by the CLI
