"""The claimed-element check of the International Game: for each element a player
claims, whether it counts, and if not why (excluded by which element, a special
winning hand scoring alone, only in another reading worth less, or absent), and the
elements counted but not claimed.

    python -m scoring --rules INT "<hand>" --claim "All Pungs, Seat Wind, 42" [--total 7]
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction

from scoring.engine import score_hand
from scoring.errors import HandError
from scoring.names import resolve, split_entries
from scoring.notation import parse_record
from scoring.result import ScoreResult
from scoring.rules import Element, Options
from scoring.verdict import claim_verdict, verdict_line

from .elements import CHICKEN, ELEMENTS, FLOWER_ELEMENTS, SWH
from .evaluate import Scored, best_of, evaluate_all


@dataclass(frozen=True)
class Claim:
    element: Element | None  # None: the claim names no element (kind "unknown")
    claimed: int  # times claimed
    counted: int  # times the engine counts it
    status: str  # "right" or "wrong"
    reason: str  # why it does not count ("" when right)
    kind: str = ""  # when wrong: "excluded", "other-reading", "absent", "too-many", "unknown"
    text: str = ""  # the claim as given
    by: tuple[int, ...] = ()  # the counted element(s) that exclude it


@dataclass(frozen=True)
class ClaimCheck:
    result: ScoreResult
    claims: tuple[Claim, ...]
    missing: tuple[Element, ...]  # counted but not claimed (and worth more than 0)
    claimed_total: int | Fraction | None
    # Counted, not claimed, and worth 0 (From The Floor, seed 002's "Fans 0"): leaving it
    # out changes nothing the player announces, so it does not make the claim wrong.
    zero_worth: tuple[Element, ...] = ()

    @property
    def all_right(self) -> bool:
        total_ok = self.claimed_total is None or self.claimed_total == self.result.total
        return total_ok and not self.missing and all(c.status == "right" for c in self.claims)

    @property
    def verdict(self) -> str:
        """ "right" only when every claim stands and the hand reaches the minimum."""
        return claim_verdict(self.all_right, self.result.meets_minimum)


def find_element(name: int | str) -> Element:
    """An element by id (1-55) or any of its names in the index (`scoring.names`);
    raises HandError, with the nearest names, for none."""
    found = resolve(name, "international")
    if found.key is None:
        raise HandError(found.message)
    return ELEMENTS[found.key]


def check_claims(
    hand: str,
    claimed: Iterable[int | str],
    total: int | Fraction | None = None,
    options: Mapping[str, object] | Options | None = None,
) -> ClaimCheck:
    """Check the elements claimed for `hand` (notation, with its fourth part)."""
    result = score_hand(hand, rules="international", options=options)
    record = parse_record(hand)
    scored = evaluate_all(result.winning_hand, record.extras, result.rule_options)
    best = best_of(scored)
    counted = Counter({f.key: f.count for f in result.fans})
    asked: Counter[int] = Counter()
    texts: dict[int, str] = {}
    claims = []
    for entry in claimed:
        found = resolve(entry, "international", counted)
        if found.key is None:
            claims.append(
                Claim(None, found.times, 0, "wrong", found.message, "unknown", found.text)
            )
            continue
        asked[found.key] += found.times
        texts.setdefault(found.key, found.text)
    excluded = dict(best.excluded) if best is not None else {}
    for key, times in asked.items():
        element = ELEMENTS[key]
        have = counted.get(key, 0)
        by: tuple[int, ...] = ()
        if have == times:
            claims.append(Claim(element, times, have, "right", "", text=texts[key]))
            continue
        if have:
            reason = f"counted {have} time{'s' if have > 1 else ''}, claimed {times}"
            kind = "too-many" if times > have else "too-few"
        else:
            kind, reason, by = _why_not(key, excluded, counted, scored, best, result)
        claims.append(Claim(element, times, have, "wrong", reason, kind, texts[key], by))
    unclaimed = [k for k in sorted(counted) if k not in asked]
    zero = tuple(ELEMENTS[k] for k in unclaimed if _worth(result, k) == 0)
    missing = tuple(ELEMENTS[k] for k in unclaimed if _worth(result, k) != 0)
    return ClaimCheck(result, tuple(claims), missing, total, zero)


def _worth(result: ScoreResult, key: int) -> int | Fraction:
    return sum((f.total for f in result.fans if f.key == key), 0)


def _name(key: int) -> str:
    return f"{ELEMENTS[key].name} ({key})"


def _why_not(
    key: int,
    excluded: dict[int, int],
    counted: Counter[int],
    scored: list[Scored],
    best: Scored | None,
    result: ScoreResult,
) -> tuple[str, str, tuple[int, ...]]:
    """(kind, reason, by) for an element the hand does not count."""
    by = excluded.get(key)
    if by is None:
        by = next((k for k in counted if key in ELEMENTS[k].excludes), None)
    if by is not None:
        if by in SWH:
            return "excluded", f"the special winning hand {_name(by)} scores alone", (by,)
        return "excluded", f"excluded by {_name(by)}", (by,)
    options = result.rule_options
    if key in FLOWER_ELEMENTS and not options["flowers"]:
        return "absent", "flowers are out of play (option flowers=off)", ()
    if key == CHICKEN and best is not None and best.reading.shape.__class__ is not str:
        return (
            "absent",
            "Chicken Hand counts only on four sets and a pair with a chow and a pung, "
            "when no other element worth more than 0 counts",
            (),
        )
    for other in scored:
        if best is None or other is best:
            continue
        if any(entry[0] == key for entry in other.counted):
            reason = f"only in another reading ({other.reading}): {_lesser(other, best)}"
            return "other-reading", reason, ()
    condition = ELEMENTS[key].condition
    return "absent", f"the hand does not have it: {condition[:1].lower() + condition[1:]}", ()


def _lesser(other: Scored, best: Scored) -> str:
    """Why the best reading beats another (3.3 step 4), in words."""
    if other.fan < best.fan:
        return f"{_num(other.fan)} fan against {_num(best.fan)}: the best reading counts"
    if best.swh and not other.swh:
        return "the same fan, and a special winning hand is preferred"
    if other.raw < best.raw:
        return (
            f"{_num(other.raw)} fan before the cap against {_num(best.raw)}: the best "
            "reading counts"
        )
    if best.standard and not other.standard:
        return "the same score, and four sets and a pair come before seven pairs"
    # Equal on every step of 3.3: the total is the same whichever reading is shown.
    return (
        f"both readings are worth {_num(best.fan)} fan: the total is the same, and the "
        "reading shown is the one counted"
    )


def _num(value: int | Fraction) -> str:
    return "1/2" if value == Fraction(1, 2) else str(value)


def print_claims(
    hand: str,
    claim: str,
    total: int | None,
    as_json: bool,
    options: Mapping[str, object] | Options | None = None,
) -> int:
    """The CLI's --claim for the International game (scoring/__main__.py)."""
    import json

    from scoring.__main__ import _table

    check = check_claims(hand, split_entries(claim), total, options)
    if as_json:
        print(json.dumps(claims_json(check), ensure_ascii=False))
        return 0
    print(_table(check.result))
    print()
    for c in check.claims:
        name = c.text if c.element is None else c.element.name
        if c.status == "right":
            print(f"  right    {name}" + (f" x{c.claimed}" if c.claimed > 1 else ""))
        else:
            print(f"  wrong    {name}: {c.reason}")
    for e in check.missing:
        print(f"  missing  {e.name} ({_value(check.result, e.key)})")
    for e in check.zero_worth:
        print(f"  note     {e.name} (0) not claimed: it is worth nothing, the claim stands")
    if total is not None and total != check.result.total:
        worth = _num(check.result.total)
        raw = check.result.raw_total
        if raw != check.result.total:  # the sum was right, the cap forgotten (or not)
            worth += f" ({_num(raw)} fan, capped at {worth}: max_fan)"
        print(f"  total    claimed {total}, the hand is worth {worth}")
    if not check.result.meets_minimum:
        print(f"  The hand is under the {_num(check.result.minimum)}-fan minimum: not a valid win.")
    print(verdict_line(check.verdict))
    return 0


def claims_json(check: ClaimCheck) -> dict[str, object]:
    """The --claim --json object of a check (the CLI prints it; table-side entry keeps
    it as a proposal's verdict)."""
    from scoring.result import json_number

    def named(element: Element | None) -> tuple[object, object]:
        return (None, None) if element is None else (element.id, element.name)

    return {
        "rules": "international",
        "verdict": check.verdict,
        "meets_minimum": check.result.meets_minimum,
        "total": json_number(check.result.total),
        "claimed_total": check.claimed_total,
        "claims": [
            dict(zip(("id", "name"), named(c.element), strict=True))
            | {
                "text": c.text,
                "claimed": c.claimed,
                "counted": c.counted,
                "status": c.status,
                "kind": c.kind or None,
                "reason": c.reason,
            }
            for c in check.claims
        ],
        "wrong": [
            {
                "id": named(c.element)[0],
                "claimed": c.text,
                "kind": c.kind,
                "by": list(c.by),
                "reason": c.reason,
            }
            for c in check.claims
            if c.status == "wrong"
        ],
        "missing": [
            {"id": e.id, "name": e.name, "value": _value(check.result, e.key)}
            for e in check.missing
        ],
        "zero_worth": [{"id": e.id, "name": e.name} for e in check.zero_worth],
        "all_right": check.all_right,
    }


def _value(result: ScoreResult, key: int) -> int | float | str:
    from scoring.result import json_number

    fan = next(f for f in result.fans if f.key == key)
    return json_number(fan.total)


__all__ = ["Claim", "ClaimCheck", "check_claims", "claims_json", "find_element", "print_claims"]
