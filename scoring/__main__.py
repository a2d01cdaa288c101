"""`python -m scoring "<hand>" [--json] [--waits] [--claim FANS] [--total N] [--option K=V]`.

Prints the fans of a winning hand as a table (or JSON); with --waits, a 13-tile hand's
winning tiles and what each would score; with --claim, which claimed fans are right,
missing or wrong, and why. A bad hand prints the reason and exits with status 2.
"""

from __future__ import annotations

import argparse
import json
import sys
import unicodedata

from scoring.engine import fifth_copy_waits, score_hand, wait_table
from scoring.errors import HandError
from scoring.explain import ClaimCheck, check_claims, fan_ids
from scoring.mcr.rulings import MIL_2015, rulings_from_options
from scoring.result import ScoreResult


def _fan_rows(result: ScoreResult) -> list[dict]:
    return [
        {
            "id": f.fan_id,
            "name": f.name,
            "name_zh": f.name_zh,
            "points": f.points,
            "count": f.count,
            "total": f.total,
            "tiles": [list(ev) for ev in f.tiles],
        }
        for f in result.fans
    ]


def result_json(result: ScoreResult) -> dict:
    from scoring.notation import format_hand

    return {
        "hand": format_hand(result.hand),
        "total": result.total,
        "total_without_flowers": result.total_without_flowers,
        "meets_minimum": result.meets_minimum,
        "reading": result.reading,
        "fans": _fan_rows(result),
    }


def _width(text: str) -> int:
    """Columns a string takes in a terminal: Chinese characters take two."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def _pad(text: str, width: int) -> str:
    return text + " " * max(0, width - _width(text))


def _table(result: ScoreResult) -> str:
    header = f"{'#':>3}  {_pad('fan', 34)}{_pad('', 12)}{'pts':>4} {'x':>3} {'total':>5}  tiles"
    lines = [header]
    for f in result.fans:
        ident = "" if f.fan_id is None else str(f.fan_id)
        tiles = "; ".join(" ".join(ev) for ev in f.tiles[:3])
        if len(f.tiles) > 3:
            tiles += " ..."
        lines.append(
            f"{ident:>3}  {_pad(f.name, 34)}{_pad(f.name_zh, 12)}"
            f"{f.points:>4} {f.count:>3} {f.total:>5}  {tiles}"
        )
    lines.append(f"{'':>3}  {_pad('Total', 34)}{'':12}{'':>4} {'':>3} {result.total:>5}")
    lines.append(f"Reading: {result.reading}")
    if not result.meets_minimum:
        lines.append(
            f"Warning: {result.total_without_flowers} fan without flowers, under the "
            f"{result.minimum}-fan minimum: this is not a valid win."
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m scoring",
        description="Score an MCR hand written in the hand notation.",
    )
    parser.add_argument("hand", help='e.g. "[567m,2]123p456s789s55p|ES1000|2"')
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.add_argument(
        "--waits", action="store_true", help="13-tile hand: winning tiles and their fan"
    )
    parser.add_argument("--claim", help="claimed fans, comma separated (ids or names)")
    parser.add_argument("--total", type=int, help="the total the player announced")
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a ruling, e.g. kong_item=false (docs/rulings.md); repeatable",
    )
    args = parser.parse_args(argv)
    try:
        options = _options(args.option)
        if args.waits:
            return _print_waits(args.hand, args.json, options)
        if args.claim is not None or args.total is not None:
            return _print_claims(args.hand, args.claim or "", args.total, args.json, options)
        result = score_hand(args.hand, options=options)
    except HandError as error:
        hint = ""
        if "13 tiles" in str(error) and not args.waits:
            hint = " Use --waits to list the tiles this hand waits on."
        print(f"Error: {error}{hint}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(result_json(result), ensure_ascii=False))
        return 0
    print(_table(result))
    if options:
        print(_rulings_line(options))
    return 0


def _rulings_line(options: dict) -> str:
    """The rulings that differ from MIL 2015, as the referee set them."""
    chosen = rulings_from_options(options).as_options()
    changed = [f"{k}={str(v).lower()}" for k, v in chosen.items() if v != getattr(MIL_2015, k)]
    return "Rulings: " + (", ".join(changed) if changed else "MIL 2015 (the default)")


def _options(pairs: list[str]) -> dict[str, str]:
    options = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise HandError(f"'{pair}' is not an option: write KEY=VALUE, e.g. kong_item=false.")
        options[key.strip()] = value.strip()
    return options


def _print_waits(hand: str, as_json: bool, options: dict | None = None) -> int:
    table = wait_table(hand, options=options)
    if as_json:
        rows = [
            {"tile": tile, "total": r.total, "meets_minimum": r.meets_minimum, "fans": _fan_rows(r)}
            for tile, r in table
        ]
        payload = {"hand": hand.strip(), "waits": rows}
        if not rows:
            # Waits on a tile whose four copies the hand holds: named, not "no wait".
            payload["fifth_copy"] = fifth_copy_waits(hand)
        print(json.dumps(payload, ensure_ascii=False))
        return 0
    if not table:
        fifth = fifth_copy_waits(hand)
        if fifth:
            print(
                f"Waiting only on {', '.join(fifth)}, whose four copies are all in the hand "
                "already: no tile can complete it."
            )
            return 0
        print("No tile completes this hand: it is not waiting to win.")
        return 0
    for tile, r in table:
        names = ", ".join(f.name + (f" x{f.count}" if f.count > 1 else "") for f in r.fans)
        mark = "" if r.meets_minimum else "   (under 8 fan: cannot win on it)"
        print(f"{tile:>3}  {r.total:>3} fan  {names}{mark}")
    return 0


def claims_json(check: ClaimCheck) -> dict:
    """The claim check as the JSON contract gives it (ARCHITECTURE.md, docs/claims.md)."""
    return {
        "verdict": check.verdict,
        "total": check.result.total,
        "claimed_total": check.claimed_total,
        "meets_minimum": check.meets_minimum,
        "minimum_reason": check.minimum_reason,
        "right": [_fan_json(f, n) for f, n in check.correct],
        "missing": [_fan_json(f, n) for f, n in check.missing],
        "wrong": [
            {
                "id": w.fan.key if w.fan is not None else None,
                "name": w.fan.name if w.fan is not None else None,
                "claimed": w.text or (w.fan.name if w.fan is not None else ""),
                "times": w.claimed,
                "counted": w.counted,
                "kind": w.kind,
                "by": fan_ids(w.by),
                "reason": w.reason,
            }
            for w in check.wrong
        ],
    }


def _fan_json(fan, count: int) -> dict:
    return {"id": fan.key, "name": fan.name, "count": count}


def _print_claims(
    hand: str, claim: str, total: int | None, as_json: bool, options: dict | None = None
) -> int:
    claimed = [c.strip() for c in claim.split(",") if c.strip()]
    check = check_claims(hand, claimed, total, options=options)
    if as_json:
        print(json.dumps(claims_json(check), ensure_ascii=False))
        return 0
    if check.minimum_reason:
        print(check.minimum_reason)
        print()
    print(_table(check.result))
    print()
    for f, n in check.correct:
        print(f"  right    {f.name}" + (f" x{n}" if n > 1 else ""))
    for f, n in check.missing:
        print(f"  missing  {f.name}" + (f" x{n}" if n > 1 else "") + f" ({f.points})")
    for w in check.wrong:
        label = w.fan.name if w.fan is not None else w.text
        print(f"  wrong    {label} [{w.kind}]: {w.reason}")
    if total is not None and total != check.result.total:
        print(f"  total    claimed {total}, the hand is worth {check.result.total}")
    print("  The claim is right." if check.all_right else "  The claim is wrong.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
