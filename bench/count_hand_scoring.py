"""How often the engine scores one hand on its way to the store (issue 22, item 4): an
entry previewed twice, previewed again after a change, then recorded, under MCR and
MahJong Online; prints the calls of `scoring.score_hand`.

    python bench/count_hand_scoring.py

Run from a checkout (it imports the app from the current directory). Before issue 22:
4 calls for each system (every preview scored again); after: 3 (one per change of the
entry, one when stored).
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import scoring  # after the checkout is on the path


def main() -> None:
    from app.domain.anyhands import HandEntry
    from app.domain.model import TournamentSettings
    from app.tournament import create_tournament

    calls: list[object] = []
    real = scoring.score_hand

    def counting(notation: Any, **kwargs: Any) -> scoring.ScoreResult:
        calls.append(notation)
        return real(notation, **kwargs)

    scoring.score_hand = counting  # the one path calls the engine through the package
    from app.domain import anyhands, hands

    for module in (anyhands, hands):  # before issue 22 they bound the name at import
        if hasattr(module, "score_hand"):
            module.score_hand = counting
    folder = Path(tempfile.mkdtemp())
    hands = {"MCR": "123m456p789s11122z", "mahjong-online": "[EEE,1][CCC,2]222m888p9s9s"}
    for system, tiles in hands.items():
        settings = TournamentSettings("Count", sessions=1, rule_system=system)
        with create_tournament(folder / f"{system}.mcrt", settings) as svc:
            for name in "ABCD":
                svc.add_player(name)
            svc.seat_sessions(seed=3, time_limit=5)
            winner, discarder, other, _ = svc.table(1, 1).seats
            calls.clear()
            entry = HandEntry((winner,), discarder, (tiles,))
            svc.preview_hand(1, 1, 1, entry)
            svc.preview_hand(1, 1, 1, entry)
            svc.preview_hand(1, 1, 1, HandEntry((winner,), other, (tiles,)))
            svc.record_hand(1, 1, 1, entry)
            print(f"{system}: {len(calls)} scorings (preview x2, changed preview, record)")


if __name__ == "__main__":
    main()
