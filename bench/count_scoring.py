"""A fixed amount of scoring work, to count in machine instructions (a count does not move
with the machine's load, as times do):

    PYTHONHASHSEED=0 valgrind --tool=callgrind --callgrind-out-file=/dev/null \\
        .venv/bin/python bench/count_scoring.py WORK N

WORK: mcr (score_hand), right / wrong (check_claims claimed right / with one fan too
many), int, mo, sz (the other systems, score + payments), on the bench's corpora (seed
1). The first 50 calls warm the caches, then N more run. The instructions per call are
(count with N=250 - count with N=50) / 200: start-up and warm-up cancel out.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from bench_scoring import claim_calls, other_system_calls  # noqa: E402

from scoring import score_hand  # noqa: E402
from tests.scoring_generator import HandGenerator  # noqa: E402

OTHERS = {"int": "International", "mo": "MahJong Online", "sz": "Shenzhen"}


def calls_of(work: str) -> list[Callable[[], object]]:
    if work in OTHERS:
        return list(other_system_calls(400, 1)[OTHERS[work]])
    hands = HandGenerator(1).hands(400)
    if work == "mcr":
        return [lambda n=h.notation: score_hand(n) for h in hands]
    right, wrong = claim_calls(hands)
    return list(right if work == "right" else wrong)


def main() -> None:
    work, n = sys.argv[1], int(sys.argv[2])
    calls = calls_of(work)
    for call in calls[: 50 + n]:
        call()


if __name__ == "__main__":
    main()
