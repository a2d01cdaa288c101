"""Benchmark the seating planner on the issue's cases: repeats, the bound, seconds.

    .venv/bin/python bench/bench_seating.py [--time-limit 10] [--seed 0] [--only 32x10]

Every plan is checked again here by plain counting, independently of the planner's
own quality report.
"""

from __future__ import annotations

import argparse
import itertools
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from seating import plan_sessions  # noqa: E402

# (label, players, sessions, team size or None)
CASES = [
    ("16x5", 16, 5, None),
    ("20x5", 20, 5, None),
    ("24x7", 24, 7, None),
    ("28x9", 28, 9, None),
    ("32x10", 32, 10, None),
    ("40x9", 40, 9, None),
    ("48x8", 48, 8, None),
    ("64 in 16 teams x7", 64, 7, 4),
    ("100x8", 100, 8, None),
    ("300x8", 300, 8, None),
    ("16x7", 16, 7, None),
]


def check(sessions: list[list[list[int]]], teams: dict[int, int]) -> tuple[int, int, int, int]:
    """Repeats, consecutive repeats, teammates together, largest wind-count spread."""
    met: dict[tuple[int, int], list[int]] = {}
    winds: dict[int, list[int]] = {}
    together = 0
    for s, session in enumerate(sessions):
        for table in session:
            for w, p in enumerate(table):
                winds.setdefault(p, [0, 0, 0, 0])[w] += 1
            for p, q in itertools.combinations(sorted(table), 2):
                met.setdefault((p, q), []).append(s)
                together += p in teams and q in teams and teams[p] == teams[q]
    repeats = sum(len(v) - 1 for v in met.values())
    consecutive = sum(1 for v in met.values() for a, b in itertools.pairwise(v) if b == a + 1)
    spread = max(max(c) - min(c) for c in winds.values())
    return repeats, consecutive, together, spread


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--time-limit", type=float, default=10.0)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--only", action="append", help="run only this case (label)")
    args = parser.parse_args()
    header = (
        f"{'case':<20}{'repeats':>8}{'bound':>7}{'consec':>8}{'team':>6}{'winds':>7}{'seconds':>9}"
    )
    print(header)
    print("-" * len(header))
    for label, players, sessions, team_size in CASES:
        if args.only and label not in args.only:
            continue
        teams = {p: (p - 1) // team_size for p in range(1, players + 1)} if team_size else {}
        started = time.perf_counter()
        plan = plan_sessions(
            players, sessions, teams=teams or None, seed=args.seed, time_limit=args.time_limit
        )
        seconds = time.perf_counter() - started
        repeats, consecutive, together, spread = check(plan.as_lists(), teams)
        assert repeats == plan.quality.repeats
        print(
            f"{label:<20}{repeats:>8}{plan.quality.repeat_bound:>7}{consecutive:>8}"
            f"{together:>6}{spread:>7}{seconds:>9.2f}",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
