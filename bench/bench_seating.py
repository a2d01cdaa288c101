"""Benchmark the seating planner: repeats against the lower bound and the best known
value, with seconds, over a sweep of field sizes (or the issue's cases with --quick).

    .venv/bin/python bench/bench_seating.py                 # 16..128 players x 4..12 sessions
    .venv/bin/python bench/bench_seating.py --quick         # the issue's cases only
    .venv/bin/python bench/bench_seating.py --only 32x10 --only 40x13t4 --time-limit 60
    .venv/bin/python bench/bench_seating.py --players 40-52 --sessions 10-13

Every plan is checked again here by plain counting, independently of the planner's
own quality report. Columns: repeats, the proven lower bound, the best known value
("-" when none is known here; * marks a published one), how far the plan is from
it, consecutive repeats, teammates together, largest wind-count spread, seconds,
and how the plan was made.
"""

from __future__ import annotations

import argparse
import itertools
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from seating import plan_sessions

# The cases, and a few with teams: (players, sessions, team size or None).
QUICK = [
    (16, 5, None),
    (20, 5, None),
    (20, 6, None),
    (20, 7, None),
    (24, 7, None),
    (24, 8, None),
    (28, 9, None),
    (32, 10, None),
    (36, 10, None),
    (36, 11, None),
    (36, 12, None),
    (40, 10, None),
    (40, 11, None),
    (40, 12, None),
    (40, 13, None),
    (44, 12, None),
    (48, 12, None),
    (52, 17, None),
    (76, 25, None),
    (40, 13, 4),
    (52, 17, 4),
    (64, 7, 4),
    (32, 10, 4),
    (32, 11, 4),
    (100, 8, None),
    (300, 8, None),
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


def _span(text: str, step: int) -> range:
    low, _, high = text.partition("-")
    return range(int(low), int(high or low) + 1, step)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--time-limit", type=float, default=10.0)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--quick", action="store_true", help="the issue's cases only")
    parser.add_argument("--only", action="append", help="run only this case, e.g. 32x10")
    parser.add_argument("--players", default="16-128", help="sweep range, multiples of 4")
    parser.add_argument("--sessions", default="4-12", help="sweep range")
    args = parser.parse_args()
    if args.only:
        cases = []
        for label in args.only:  # 32x10, or 40x13t4 for teams of four
            size, _, team = label.partition("t")
            players, sessions = map(int, size.split("x"))
            cases.append((players, sessions, int(team) if team else None))
    elif args.quick:
        cases = QUICK
    else:
        cases = [
            (n, s, None)
            for n in _span(args.players, 4)
            for s in _span(args.sessions, 1)
            if n % 4 == 0
        ]
    header = (
        f"{'case':<14}{'repeats':>8}{'bound':>7}{'best':>7}{'gap':>5}{'consec':>7}{'team':>5}"
        f"{'winds':>6}{'seconds':>9}  made by"
    )
    print(header)
    print("-" * 100)
    totals = {"cases": 0, "at bound": 0, "at best": 0, "seconds": 0.0}
    above: list[str] = []  # every case above the lower bound, with its best known value
    for players, sessions, team_size in cases:
        teams = {p: (p - 1) // team_size for p in range(1, players + 1)} if team_size else {}
        label = f"{players}x{sessions}" + (f" t{team_size}" if team_size else "")
        started = time.perf_counter()
        plan = plan_sessions(
            players, sessions, teams=teams or None, seed=args.seed, time_limit=args.time_limit
        )
        seconds = time.perf_counter() - started
        repeats, consecutive, together, spread = check(plan.as_lists(), teams)
        q = plan.quality
        assert repeats == q.repeats
        best = "-" if q.best_known is None else f"{q.best_known}"
        if q.best_known_source.startswith("published"):
            best += "*"
        gap = "" if q.best_known is None else f"{repeats - q.best_known:+d}"
        totals["cases"] += 1
        totals["at bound"] += repeats <= q.repeat_bound
        totals["at best"] += repeats <= q.repeat_bound or (
            q.best_known is not None and repeats <= q.best_known
        )
        totals["seconds"] += seconds
        if repeats > q.repeat_bound:
            standing = (
                "no best known value"
                if q.best_known is None
                else f"best known {q.best_known} ({q.best_known_source})"
            )
            off = "" if q.best_known is None else f", {repeats - q.best_known:+d} from it"
            above.append(f"  {label}: {repeats} (bound {q.repeat_bound}){off}; {standing}")
        print(
            f"{label:<14}{repeats:>8}{q.repeat_bound:>7}{best:>7}{gap:>5}{consecutive:>7}"
            f"{together:>5}{spread:>6}{seconds:>9.2f}  {q.method[:60]}",
            flush=True,
        )
    print("-" * 100)
    if above:
        print("Above the lower bound:")
        print("\n".join(above))
    print(
        f"{totals['cases']} cases: {totals['at bound']} at the lower bound, "
        f"{totals['at best']} at the bound or the best known value; "
        f"{totals['seconds']:.0f} s in all"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
