"""Benchmark: our scoring engine against PyMahjongGB 1.4.0 (C++), side by side in one run.

    .venv/bin/python bench/bench_scoring.py [--hands 5000] [--tables 1000] [--claims 2000]
        [--others 2000] [--seed 1] [--clock cpu|wall] [--check]

1. Scoring: each random legal hand (tests/scoring_generator.py) is scored by both engines,
   one after the other. Ours gets the notation string (parsing included, as users call it);
   the reference gets its ready-made arguments (its parse is our test adapter, not timed).
2. Full wait tables of 13-tile hands (the generated hands without their winning tile):
   ours = wait_table() (the waits and the score of each); the reference has no waits
   function, so it tries each of the 34 tiles (its fan calculator refuses a non-winning one)
   and thereby scores every winning tile too. Our waits() alone is timed as well.
3. Claim checks (scoring.explain.check_claims, as `mcr-score --claim` and the table-side
   pages call it): each hand claimed right (its own fans by name), and claimed with one
   fan too many (Mixed Triple Chow), which asks for a reason.
4. The other rule systems (International, Shenzhen, MahJong Online), each on its own
   generator's hands, scored and settled (payments included) as their benches do.

The reference has no claim check and no other system: sections 3 and 4 are measured side
by side with the reference scoring the hands of section 1 (one reference hand after each
of ours, round robin), so that every ratio printed is taken under the same load of the
machine. Their ratios compare our claim check, or our hand of another system, with the
reference's scoring of one MCR hand: a yardstick that does not move with the machine.

Timings are CPU time of this thread (time.thread_time_ns; --clock wall for wall time), so
that another process taking the core does not count; the garbage collector is paused; the
slowest 1% of each column is re-timed as the best of three runs, so that a max reflects
the work and not a cache or scheduler hiccup on a shared machine. The defaults keep a run
under a minute on a quiet machine.

Prints median, p99 and max per hand / per table, the ratio ours / reference, and the
targets of issue 25: median per hand within 5x of the reference, no hand over 20 ms,
every full wait table under 2 ms, a claim check (right, and one fan too many) within 5x
of the reference's MCR hand, and a right claim check and each other system twice
as fast as at the issue's start (its ratio to the reference's MCR hand then, halved:
START_RATIOS). Ratios taken in one run compare across runs and machines far better than
times: compare a branch with another by this run's ratios. --check: exit 1 when a
target is missed. The header says which engine runs: compiled with mypyc
(packaging/compile_engine.py) or pure Python (MCR_PURE_PYTHON=1 forces it);
bench/mypyc_trial.py runs this bench on a compiled copy of the tree, pure and compiled,
and prints their ratios side by side (docs/rule-systems.md, "Speed").
"""

from __future__ import annotations

import argparse
import gc
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import MahjongGB  # noqa: E402

from scoring import HandError, get_rule_system, native, score_hand, wait_table, waits  # noqa: E402
from scoring.explain import check_claims  # noqa: E402
from scoring.shenzhen import RULES as SHENZHEN  # noqa: E402
from tests.mahjong_online_generator import MOHandGenerator  # noqa: E402
from tests.rules_international_generator import IntlHandGenerator  # noqa: E402
from tests.rules_shenzhen_generator import cases as shenzhen_cases  # noqa: E402
from tests.scoring_generator import HandGenerator  # noqa: E402
from tests.scoring_reference import (  # noqa: E402
    TILES,
    parse_hand,
    ref_tile,
    reference_arguments,
)

CLOCK = time.thread_time_ns
HAND_LIMIT_MS = 20.0
TABLE_LIMIT_MS = 2.0
MEDIAN_RATIO_LIMIT = 5.0


def stats(ns: list[int]) -> dict[str, float]:
    """Median, p99, max and mean in milliseconds."""
    ordered = sorted(ns)
    p99 = ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))]
    return {
        "median": statistics.median(ordered) / 1e6,
        "p99": p99 / 1e6,
        "max": ordered[-1] / 1e6,
        "mean": statistics.fmean(ordered) / 1e6,
    }


def row(label: str, s: dict[str, float]) -> str:
    return (
        f"  {label:<34} median {s['median']:9.4f} ms   p99 {s['p99']:9.4f} ms   "
        f"max {s['max']:9.4f} ms   mean {s['mean']:9.4f} ms"
    )


def best_of(call, repeat: int = 3) -> int:
    """The fastest of a few runs: a re-timing that filters out scheduler and cache noise."""
    clock = CLOCK
    best = None
    for _ in range(repeat):
        t0 = clock()
        call()
        t = clock() - t0
        best = t if best is None else min(best, t)
    return best


def retime_outliers(ns: list[int], calls) -> list[int]:
    """`ns` with its slowest 1% (at least 50) replaced by the best of three new runs."""
    top = max(50, len(ns) // 100)
    out = list(ns)
    for i in sorted(range(len(ns)), key=ns.__getitem__, reverse=True)[:top]:
        out[i] = best_of(calls[i])
    return out


def _quiet(call):
    def run():
        try:
            call()
        except (HandError, TypeError):
            pass

    return run


def bench_hands(hands) -> tuple[list[int], list[int], list[tuple[float, str]], int]:
    calc = MahjongGB.MahjongFanCalculator
    prepared = [(h.notation, reference_arguments(parse_hand(h.notation))) for h in hands]
    ours_ns, ref_ns = [], []
    refused = 0
    clock = CLOCK
    for notation, args in prepared:
        t0 = clock()
        try:
            score_hand(notation)
        except HandError:
            refused += 1
        t1 = clock()
        try:
            calc(**args)
        except TypeError:
            pass
        t2 = clock()
        ours_ns.append(t1 - t0)
        ref_ns.append(t2 - t1)
    ours_ns = retime_outliers(ours_ns, [_quiet(lambda n=n: score_hand(n)) for n, _a in prepared])
    ref_ns = retime_outliers(ref_ns, [_quiet(lambda a=a: calc(**a)) for _n, a in prepared])
    slow = sorted(
        ((t / 1e6, n) for t, (n, _a) in zip(ours_ns, prepared, strict=True)), reverse=True
    )
    return ours_ns, ref_ns, slow[:5], refused


def bench_tables(hands) -> tuple[list[int], list[int], list[int], list[tuple[float, str]]]:
    calc = MahjongGB.MahjongFanCalculator
    ref_codes = [ref_tile(t) for t in TILES]
    prepared = []
    for h in hands:
        waiting = parse_hand(h.waiting)
        counts = waiting.counts()
        # the reference's arguments with a placeholder winning tile, and the 34 candidates
        args = reference_arguments(waiting)
        args["hand"] = args["hand"] + (args["winTile"],)  # all 13 concealed tiles stand
        candidates = [c for t, c in zip(TILES, ref_codes, strict=True) if counts[t] < 4]
        prepared.append((h.waiting, args, candidates))
    ours_ns, waits_ns, ref_ns = [], [], []
    clock = CLOCK
    for waiting, args, candidates in prepared:
        t0 = clock()
        waits(waiting)
        t1 = clock()
        wait_table(waiting)
        t2 = clock()
        for c in candidates:
            args["winTile"] = c
            try:
                calc(**args)
            except TypeError:
                pass
        t3 = clock()
        waits_ns.append(t1 - t0)
        ours_ns.append(t2 - t1)
        ref_ns.append(t3 - t2)

    def ref_table(args, candidates):
        for c in candidates:
            args["winTile"] = c
            try:
                calc(**args)
            except TypeError:
                pass

    ours_ns = retime_outliers(ours_ns, [lambda w=w: wait_table(w) for w, _a, _c in prepared])
    waits_ns = retime_outliers(waits_ns, [lambda w=w: waits(w) for w, _a, _c in prepared])
    ref_ns = retime_outliers(ref_ns, [lambda a=a, c=c: ref_table(a, c) for _w, a, c in prepared])
    slow = sorted(
        ((t / 1e6, w) for t, (w, _a, _c) in zip(ours_ns, prepared, strict=True)), reverse=True
    )
    return ours_ns, waits_ns, ref_ns, slow[:5]


def side_by_side(calls, ref_calls) -> tuple[list[int], list[int]]:
    """Each of our calls timed, then one reference call (round robin over `ref_calls`):
    both columns under the same load. Slowest 1% re-timed as in the other sections."""
    ours_ns, ref_ns = [], []
    clock = CLOCK
    for i, call in enumerate(calls):
        ref = ref_calls[i % len(ref_calls)]
        t0 = clock()
        call()
        t1 = clock()
        ref()
        t2 = clock()
        ours_ns.append(t1 - t0)
        ref_ns.append(t2 - t1)
    ours_ns = retime_outliers(ours_ns, calls)
    ref_ns = retime_outliers(ref_ns, [ref_calls[i % len(ref_calls)] for i in range(len(calls))])
    return ours_ns, ref_ns


def reference_calls(hands) -> list:
    """The reference scoring each MCR hand, as a timed call."""
    calc = MahjongGB.MahjongFanCalculator
    prepared = [reference_arguments(parse_hand(h.notation)) for h in hands]
    return [_quiet(lambda a=a: calc(**a)) for a in prepared]


def claim_calls(hands) -> tuple[list, list]:
    """check_claims on each hand claimed right, and with one fan too many."""
    right, wrong = [], []
    for h in hands:
        try:
            result = score_hand(h.notation)
        except HandError:
            continue
        names = [f.name for f in result.fans for _ in range(f.count)]
        right.append(lambda n=h.notation, c=names: check_claims(n, c))
        wrong.append(lambda n=h.notation, c=[*names, "Mixed Triple Chow"]: check_claims(n, c))
    return right, wrong


def other_system_calls(n: int, seed: int) -> dict[str, list]:
    """Each other system's hands, scored and settled (as bench_rules_*.py time them)."""
    international = get_rule_system("international")
    online = get_rule_system("mahjong-online")
    resolved: dict = {}
    shenzhen = []
    for case in shenzhen_cases(n, seed=seed):
        key = tuple(sorted(case.options.items()))
        if key not in resolved:
            resolved[key] = SHENZHEN.resolve_options(case.options)
        shenzhen.append((case.record, resolved[key]))

    def settled(hand, system, options=None):
        return lambda: score_hand(hand, rules=system, options=options).payments

    return {
        "International": [settled(h, international) for h in IntlHandGenerator(seed).hands(n)],
        "Shenzhen": [settled(r, SHENZHEN, o) for r, o in shenzhen],
        "MahJong Online": [settled(h, online) for h in MOHandGenerator(seed).hands(n)],
    }


def print_side_by_side(label: str, ours: list[int], ref: list[int]) -> float:
    """One row and its ratio to the reference's MCR hand (returned)."""
    so, sr = stats(ours), stats(ref)
    ratio = so["median"] / sr["median"]
    print(row(label, so))
    print(
        f"  {'':<34} ratio to the reference's MCR hand: median "
        f"{ratio:.1f}x (reference median {sr['median'] * 1e3:.1f} us)"
    )
    return ratio


# Issue 25 (item 5): each ratio's target. The MCR hand within 5x of the reference; the
# other systems twice as fast as at the start, whose ratios to the reference's
# MCR hand were (docs/rule-systems.md, "Speed"): International 254 us / 21.0 us = 12.1x,
# Shenzhen 178 / 21.0 = 8.5x, MahJong Online 269 / 21.0 = 12.8x; a claim check (claimed
# right) then 365 / 21.0 = 17.4x.
START_RATIOS = {
    "claimed right": 17.4,
    "International": 12.1,
    "Shenzhen": 8.5,
    "MahJong Online": 12.8,
}


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=5_000)
    parser.add_argument("--tables", type=int, default=1_000)
    parser.add_argument("--claims", type=int, default=2_000, help="claim checks of each kind")
    parser.add_argument("--others", type=int, default=2_000, help="hands of each other system")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--check", action="store_true", help="exit 1 if a target is missed")
    parser.add_argument(
        "--clock",
        choices=("cpu", "wall"),
        default="cpu",
        help="thread CPU time (default) or wall-clock time",
    )
    return parser.parse_args(argv)


def section_hands(hands, n: int) -> tuple[dict[str, float], dict[str, float]]:
    ours, ref, slow, refused = bench_hands(hands[:n])
    so, sr = stats(ours), stats(ref)
    print(f"\nscoring {n} hands (per hand){f', {refused} refused' if refused else ''}:")
    print(row("ours (score_hand on notation)", so))
    print(row("PyMahjongGB 1.4.0 (C++)", sr))
    print(
        f"  ratio ours/reference: median {so['median'] / sr['median']:.1f}x, "
        f"p99 {so['p99'] / sr['p99']:.1f}x, total {sum(ours) / sum(ref):.1f}x"
    )
    print("  slowest of ours: " + "; ".join(f"{ms:.2f} ms {n}" for ms, n in slow[:3]))
    return so, sr


def section_tables(hands, n: int) -> dict[str, float]:
    t_ours, t_waits, t_ref, t_slow = bench_tables(hands[:n])
    st, sw, sx = stats(t_ours), stats(t_waits), stats(t_ref)
    print(f"\nfull wait tables of {n} 13-tile hands (per table):")
    print(row("ours: wait_table()", st))
    print(row("ours: waits() alone", sw))
    print(row("PyMahjongGB: try 34 tiles", sx))
    print(
        f"  ratio ours/reference: median {st['median'] / sx['median']:.1f}x, "
        f"p99 {st['p99'] / sx['p99']:.1f}x; waits() alone: median "
        f"{sw['median'] / sx['median']:.2f}x"
    )
    print("  slowest of ours: " + "; ".join(f"{ms:.2f} ms {n}" for ms, n in t_slow[:3]))
    return st


def section_others(hands, opts: argparse.Namespace) -> dict[str, float]:
    """Claim checks and the other systems, each as its ratio to the reference's hand."""
    ratios: dict[str, float] = {}
    refs = reference_calls(hands[: max(1, opts.hands)])
    if opts.claims:
        right, wrong = claim_calls(hands[: opts.claims])
        print(f"\nclaim checks of {len(right)} hands (per check):")
        ratios["claimed right"] = print_side_by_side(
            "ours: claimed right", *side_by_side(right, refs)
        )
        ratios["one fan too many"] = print_side_by_side(
            "ours: one fan too many", *side_by_side(wrong, refs)
        )
    if opts.others:
        print(f"\nthe other rule systems, {opts.others} hands each (score + payments):")
        for name, calls in other_system_calls(opts.others, opts.seed).items():
            ratios[name] = print_side_by_side(f"ours: {name}", *side_by_side(calls, refs))
    return ratios


def targets_of(so, sr, st, ratios: dict[str, float]) -> list[tuple[str, bool, str]]:
    found = [
        (
            f"median per hand within {MEDIAN_RATIO_LIMIT:.0f}x of the reference",
            so["median"] <= MEDIAN_RATIO_LIMIT * sr["median"],
            f"{so['median'] / sr['median']:.1f}x",
        ),
        (
            f"no hand over {HAND_LIMIT_MS:.0f} ms",
            so["max"] <= HAND_LIMIT_MS,
            f"max {so['max']:.2f} ms",
        ),
        (
            f"every full wait table under {TABLE_LIMIT_MS:.0f} ms",
            st["max"] < TABLE_LIMIT_MS,
            f"max {st['max']:.2f} ms, p99 {st['p99']:.2f} ms",
        ),
    ]
    # "Waits and claim checks likewise": a claim check, right or with a fan too many,
    # within the same 5x of the reference's MCR hand (the reference has no claim check).
    for name in ("claimed right", "one fan too many"):
        if name in ratios:
            found.append(
                (
                    f"{name} within {MEDIAN_RATIO_LIMIT:.0f}x of the reference's MCR hand",
                    ratios[name] <= MEDIAN_RATIO_LIMIT,
                    f"{ratios[name]:.1f}x",
                )
            )
    for name, start in START_RATIOS.items():
        if name in ratios:
            found.append(
                (
                    f"{name}: twice as fast as at the issue's start ({start:.1f}x)",
                    ratios[name] <= start / 2,
                    f"{ratios[name]:.1f}x, {start / ratios[name]:.1f} times as fast",
                )
            )
    return found


def main(argv: list[str] | None = None) -> int:
    opts = parse_args(argv)
    global CLOCK
    CLOCK = time.thread_time_ns if opts.clock == "cpu" else time.perf_counter_ns

    t = time.perf_counter()
    hands = HandGenerator(opts.seed).hands(max(opts.hands, opts.tables, opts.claims))
    print(
        f"corpus: {len(hands)} random legal hands (seed {opts.seed}), "
        f"generated in {time.perf_counter() - t:.1f} s; Python {sys.version.split()[0]}; "
        f"{opts.clock} time; {native.status().describe()}"
    )
    gc.collect()
    gc.disable()  # no collector pauses inside the timings; the corpus is small
    so, sr = section_hands(hands, opts.hands)
    st = section_tables(hands, opts.tables)
    ratios = section_others(hands, opts)
    targets = targets_of(so, sr, st, ratios)
    print("\ntargets (issue 25):")
    for label, ok, value in targets:
        print(f"  [{'PASS' if ok else 'MISS'}] {label}: {value}")
    return 1 if opts.check and not all(ok for _l, ok, _v in targets) else 0


if __name__ == "__main__":
    sys.exit(main())
