"""`python -m scoring [--rules NAME] [--option KEY=VALUE]... "<hand>" [--json] [--waits]
[--claim FANS] [--total N]`, and `python -m scoring [--rules NAME] --list [--json]`.

Prints the fans (elements) of a winning hand as a table (or JSON) with the payments when
they are known; with --waits, a 13-tile hand's winning tiles and what each would score;
with --claim, which claimed fans are right, missing or wrong, and why; with --list, the
rule system's elements and options. A bad hand or option prints the reason and exits
with status 2.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from fractions import Fraction
from importlib import metadata
from types import ModuleType

from scoring import native
from scoring.console import safe_console
from scoring.engine import fifth_copy_waits, score_hand, wait_table
from scoring.errors import HandError
from scoring.explain import ClaimCheck, check_claims, fan_ids
from scoring.mcr.fans import FanDef
from scoring.names import split_entries
from scoring.result import ScoreResult, json_number
from scoring.rules import (
    Element,
    OptionError,
    Options,
    RuleSystem,
    get_rule_system,
    system_names,
)
from scoring.terminal import ljust, program_name
from scoring.verdict import verdict_line


def _fan_rows(result: ScoreResult) -> list[dict[str, object]]:
    return [
        {
            "id": f.fan_id,
            "name": f.name,
            "name_zh": f.name_zh,
            "points": json_number(f.points),
            "count": f.count,
            "total": json_number(f.total),
            "tiles": [list(ev) for ev in f.tiles],
        }
        for f in result.fans
    ]


def result_json(result: ScoreResult) -> dict[str, object]:

    payments = result.payments  # data: kept under the minimum, where meets_minimum is false
    data: dict[str, object] = {
        "rules": result.rules,
        "hand": _record_text(result),
        "fans": _fan_rows(result),
        "raw_total": json_number(result.raw_total),
        "total": json_number(result.total),
        "meets_minimum": result.meets_minimum,
        "payments": None
        if payments is None
        else {seat: json_number(points) for seat, points in payments.items()},
        "items": [
            {
                "id": item.id,
                "payers": list(item.payers),
                "receiver": item.receiver,
                "amount": json_number(item.amount),
            }
            | ({"note": item.note} if item.note else {})
            for item in result.items
        ],
        "reading": result.reading if result.best_reading is not None else None,
    }
    if result.rules == "mcr":
        data["total_without_flowers"] = result.total_without_flowers
    if result.options is not None and result.options.changed:
        data["options"] = {
            k: _option_json(result.options[k]) for k in sorted(result.options.changed)
        }
    return data


def _option_json(value: object) -> object:
    return list(value) if isinstance(value, tuple) else value


def _record_text(result: ScoreResult) -> str:
    """The hand as the engine read it, with its fourth part when it had one."""
    from scoring.notation import format_hand

    if result.kind == "draw":
        text = "draw||"
    elif result.kind == "flowers":
        hand = result.winning_hand
        text = (
            "-|"
            + hand.situation.notation()
            + "|"
            + (hand.flower_letters or str(hand.flowers or ""))
        )
    else:
        text = format_hand(result.winning_hand)
    extras = result.extras.notation() if result.extras else ""
    if extras:
        if text.count("|") == 1:
            text += "|"
        text += "|" + extras
    return text


_pad = ljust  # one measure of width for the terminal, the CLI and the workbook


def _table(result: ScoreResult) -> str:
    if result.system is not None and not result.system.fans:
        return _items_table(result)
    header = f"{'#':>3}  {_pad('fan', 34)}{_pad('', 12)}{'pts':>4} {'x':>3} {'total':>5}  tiles"
    lines = [header]
    for f in result.fans:
        ident = "" if f.fan_id is None else str(f.fan_id)
        tiles = "; ".join(" ".join(ev) for ev in f.tiles[:3])
        if len(f.tiles) > 3:
            tiles += " ..."
        lines.append(
            f"{ident:>3}  {_pad(f.name, 34)}{_pad(f.name_zh, 12)}"
            f"{_num(f.points):>4} {f.count:>3} {_num(f.total):>5}  {tiles}"
        )
    if result.raw_total != result.total:
        lines.append(
            f"{'':>3}  {_pad(f'Raw total (capped at {_num(result.total)})', 34)}{'':12}"
            f"{'':>4} {'':>3} {_num(result.raw_total):>5}"
        )
    lines.append(f"{'':>3}  {_pad('Total', 34)}{'':12}{'':>4} {'':>3} {_num(result.total):>5}")
    if result.best_reading is not None:
        lines.append(f"Reading: {result.reading}")
    if result.options is not None and result.options.changed:
        changed = ", ".join(f"{k}={result.options.text(k)}" for k in sorted(result.options.changed))
        lines.append(f"Options: {changed}")
    payments = _payments(result)
    if payments is not None:
        lines.append(
            "Payments: "
            + "  ".join(f"{seat} {_num(points, signed=True)}" for seat, points in payments.items())
        )
    if not result.meets_minimum:
        if result.rules == "mcr":
            lines.append(
                f"Warning: {result.total_without_flowers} fan without flowers, under the "
                f"{result.minimum}-fan minimum: this is not a valid win."
            )
        else:
            lines.append(
                f"Warning: {_num(result.minimum_total)} fan toward the minimum, under the "
                f"{_num(result.minimum)}-fan minimum: this is not a valid win."
            )
    return "\n".join(lines)


def _payments(result: ScoreResult) -> dict[str, int | Fraction] | None:
    """The payments to print: none for a hand under the minimum, which is no valid win
    and settles nothing (a false win is the tournament's penalty, not these)."""
    return result.payments if result.meets_minimum else None


def _items_table(result: ScoreResult) -> str:
    """A system without elements (the Shenzhen game): its settlement items, who pays whom."""
    lines = [f"{'item':<6}  {'payers':<6} -> {'to':<2}  {'each':>5}  for"]
    for item in result.items:
        lines.append(
            f"{item.id:<6}  {''.join(item.payers):<6} -> {item.receiver:<2}  "
            f"{_num(item.amount):>5}  {item.note}".rstrip()
        )
    if not result.items:
        lines.append("(no item: nothing to settle)")
    if result.best_reading is not None:
        lines.append(f"Reading: {result.reading}")
    if result.payments is not None:
        lines.append(
            "Payments: "
            + "  ".join(f"{s} {_num(p, signed=True)}" for s, p in result.payments.items())
        )
    return "\n".join(lines)


def _version() -> str:
    """The installed package's version (scoring imports nothing from app: read here)."""
    try:
        return metadata.version("mcr-tournament-manager")
    except metadata.PackageNotFoundError:
        return "0+unknown"


def _num(value: int | Fraction, signed: bool = False) -> str:
    """An exact number as a referee reads it: 112.5, 1/3 (never rounded)."""
    number = json_number(value)
    text = str(number)
    if signed and not text.startswith("-") and number != 0:
        text = "+" + text
    return text


def main(argv: list[str] | None = None) -> int:
    """The command line (also the `mcr-score` command)."""
    safe_console()  # fan names in Chinese on a cp1252 or ASCII stdout: escaped, not raised
    try:
        status = _main(argv)
        sys.stdout.flush()  # a closed pipe shows here, not at the interpreter's exit
        return status
    except BrokenPipeError:
        # The reader of the output went away (`... | head`): nothing more can be
        # written; point stdout at nothing so the final flush does not complain.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


def _main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog=program_name("scoring"),
        description="Score a hand written in the hand notation, under MCR or another rule "
        "system (--rules).",
    )
    parser.add_argument(
        "hand",
        nargs="?",
        help='e.g. "[567m,2]123p456s789s55p|ES0000|2|from=1" (the fourth part, here who '
        "discarded, is optional: it gives the payments)",
    )
    parser.add_argument(
        "--rules",
        default="mcr",
        metavar="NAME",
        help=f"the rule system: {', '.join(system_names())} (default mcr)",
    )
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="an option of the rule system (repeatable); --list shows them",
    )
    parser.add_argument(
        "--list", action="store_true", help="list the system's elements and options"
    )
    parser.add_argument(
        "--version",
        action="version",
        version=f"mcr-score {_version()} ({native.status().describe()})",
    )
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.add_argument(
        "--waits", action="store_true", help="13-tile hand: winning tiles and their fan"
    )
    parser.add_argument("--claim", help="claimed fans, comma separated (ids or names)")
    parser.add_argument("--total", type=_total, help="the total the player announced")
    # A win on flowers alone starts with '-' ("-|SE0000|abcdefg|from=2"): not an option.
    argv = [" " + a if a.startswith("-|") else a for a in (sys.argv[1:] if argv is None else argv)]
    args = parser.parse_args(argv)
    try:
        system = get_rule_system(args.rules)
        options = system.resolve_options(_option_pairs(args.option))
        if args.list:
            return _print_list(system, options, args.json)
        if args.hand is None:
            raise HandError("Give a hand in the hand notation (or --list for the elements).")
        if args.waits:
            return _print_waits(args.hand, args.json, system, options)
        if args.claim is not None or args.total is not None:
            if system.name != "mcr":
                return _system_claims(system, options, args)
            if args.total is not None and not isinstance(args.total, int):
                raise HandError(f"An MCR total is a whole number of fan, not {args.total}.")
            return _print_claims(args.hand, args.claim or "", args.total, args.json, options)
        result = score_hand(args.hand, rules=system, options=options)
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
    return 0


def _system_claims(system: RuleSystem, options: Options, args: argparse.Namespace) -> int:
    """--claim under another system, through its package: either `check_claims`,
    `claims_text` and `claims_json` at the package's top (scoring/mahjong_online shows
    the shape), or one `claims.print_claims` (scoring/international)."""
    from importlib import import_module

    package = import_module(system.evaluate.__module__.rpartition(".")[0])
    if getattr(package, "check_claims", None) is not None:
        return _print_system_claims(package, options, args)
    try:
        hook = import_module(package.__name__ + ".claims").print_claims
    except (ModuleNotFoundError, AttributeError):
        raise HandError(f"--claim is not available yet for {system.label}.") from None
    status: int = hook(args.hand, args.claim or "", args.total, args.json, options)
    return status


def _option_pairs(pairs: list[str]) -> dict[str, str]:
    """KEY=VALUE strings to a mapping; the system checks keys and values."""
    options: dict[str, str] = {}
    for pair in pairs:
        key, eq, value = pair.partition("=")
        key, value = key.strip(), value.strip()
        if not eq or not key or not value:
            raise OptionError(f"--option {pair}: write KEY=VALUE, e.g. --option min_fan=3.")
        if key in options:
            raise OptionError(f"--option {key} is given twice.")
        options[key] = value
    return options


def _print_list(system: RuleSystem, options: Options, as_json: bool) -> int:
    """The elements (id, name, value) and the options (default, allowed) of a system."""
    elements: list[dict[str, object]] = [
        {
            "id": e.fan_id,
            "name": e.name,
            "name_zh": e.name_zh,
            "value": None if e.points is None else json_number(e.points),
            "condition": e.rule,
        }
        for e in (system.fans or _settlement_items(system)).values()
    ]
    opts = [
        {
            "key": o.key,
            "value": _option_json(options[o.key]),
            "default": _option_json(o.default),
            "allowed": o.allowed(),
            "help": o.help,
        }
        for o in system.options
    ]
    maximum = system.max_fan(options)
    if as_json:
        print(
            json.dumps(
                {
                    "rules": system.name,
                    "title": system.title,
                    "minimum": json_number(system.min_fan(options)),
                    "cap": None if maximum is None else json_number(maximum),
                    "extras": sorted(system.extras),
                    "elements": [] if not system.fans else elements,
                    "options": opts,
                }
                | ({"items": elements} if not system.fans and elements else {}),
                ensure_ascii=False,
            )
        )
        return 0
    print(f"{system.title} ({system.name})")
    limits = f"minimum {_num(system.min_fan(options))} fan"
    if maximum is not None:
        limits += f", cap {_num(maximum)} fan"
    print(
        limits + (f"; notation tokens: {', '.join(sorted(system.extras))}" if system.extras else "")
    )
    if elements and not system.fans:
        print("No elements: a hand is worth its settlement items (X each payer pays):")
    for e in elements:
        ident = "" if e["id"] is None else str(e["id"])
        value = "var" if e["value"] is None else str(e["value"])
        # A space after a long name (the Shenzhen items), padding as before for the rest.
        name, name_zh = str(e["name"]), str(e["name_zh"])
        print(f"{ident:>6}  {_pad(name + ' ', 34)}{_pad(name_zh, 12)}{value:>5}")
    for o in opts:
        print(
            f"option {o['key']}={_show(o['value'])} (default {_show(o['default'])}; {o['allowed']})"
        )
    return 0


def _settlement_items(system: RuleSystem) -> dict[int, Element]:
    """A system without elements (the Shenzhen game): its package's settlement items
    (`ITEMS`, declared as elements), listed by --list in their place."""
    from importlib import import_module

    package = import_module(system.evaluate.__module__.rpartition(".")[0])
    items: dict[int, Element] = getattr(package, "ITEMS", None) or {}
    return items


def _show(value: object) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    if isinstance(value, list | tuple):
        return ",".join(str(v) for v in value)
    return str(value)


def _print_waits(hand: str, as_json: bool, system: RuleSystem, options: Options) -> int:
    if hand.count("|") > 2:  # who discarded, and the rest of a win's fourth part
        raise HandError(
            "--waits lists what a 13-tile hand waits on: write it as "
            "tiles|situation|flowers, without the fourth part (it belongs to a win)."
        )
    table = wait_table(hand, system, options)
    if as_json:
        rows = [
            {
                "tile": tile,
                "total": json_number(r.total),
                "meets_minimum": r.meets_minimum,
                "fans": _fan_rows(r),
            }
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
    if not system.fans:
        # No elements (the Shenzhen game): every wait wins; its worth is its settlement.
        for tile, r in table:
            items = ", ".join(f"{i.id} {_num(i.amount)} each" for i in r.items)
            pays = "  ".join(f"{s} {_num(p, signed=True)}" for s, p in (r.payments or {}).items())
            detail = "; ".join(part for part in (items, pays) if part)
            print(f"{tile:>3}  wins" + (f": {detail}" if detail else ""))
        return 0
    for tile, r in table:
        names = ", ".join(f.name + (f" x{f.count}" if f.count > 1 else "") for f in r.fans)
        mark = "" if r.meets_minimum else f"   (under {_num(r.minimum)} fan: cannot win on it)"
        print(f"{tile:>3}  {_num(r.total):>3} fan  {names}{mark}")
    return 0


def _total(text: str) -> int | Fraction:
    """--total: a whole number, or a half for systems that have them (2.5, 5/2)."""
    try:
        value = Fraction(text.strip())
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not a number") from None
    return value.numerator if value.denominator == 1 else value


def _print_system_claims(package: ModuleType, options: Options, args: argparse.Namespace) -> int:
    claimed = split_entries(args.claim or "")
    check = package.check_claims(args.hand, claimed, args.total, options)
    if args.json:
        print(json.dumps(package.claims_json(check), ensure_ascii=False))
        return 0
    print(_table(check.result))
    print()
    print(package.claims_text(check))
    return 0


def claims_json(check: ClaimCheck) -> dict[str, object]:
    """The claim check as the JSON contract gives it (docs/contracts.md, docs/claims.md)."""
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


def _fan_json(fan: FanDef, count: int) -> dict[str, object]:
    return {"id": fan.key, "name": fan.name, "count": count}


def _print_claims(
    hand: str, claim: str, total: int | None, as_json: bool, options: Options | None = None
) -> int:
    claimed = split_entries(claim)
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
    print(verdict_line(check.verdict))
    return 0


if __name__ == "__main__":
    sys.exit(main())
