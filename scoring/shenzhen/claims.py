"""The claimed-item check of the Shenzhen game: which settlement items a player claims are
right, which are missing, and why a wrong one does not apply (the hand was won another
way, the horse is another seat's lucky tile, an option removes it, ...).

Reached from `python -m scoring --rules shenzhen "<hand>" --claim SZ-W1,SZ-H1 [--total N]`.
An item is named by its id (`SZ-W1`, or `W1`), its English or its Chinese name.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction

from scoring.errors import HandError
from scoring.names import rejoin, resolve, split_entries
from scoring.result import ScoreResult, json_number
from scoring.rules import Options
from scoring.shenzhen.items import BY_ID, H1, ID_OF, ITEMS, K1, K2, K3, W1, W2, W3, lucky_owner
from scoring.tiles import tile_code
from scoring.verdict import claim_verdict, verdict_line


@dataclass(frozen=True)
class Wrong:
    id: str | None  # None: the claim names no item (kind "unknown")
    claimed: int  # times claimed
    counted: int  # times the hand has it (0: not at all)
    reason: str
    kind: str = "absent"  # "absent", "too-many" or "unknown"
    text: str = ""  # the claim as given


@dataclass(frozen=True)
class ClaimCheck:
    result: ScoreResult
    right: tuple[str, ...]  # ids claimed and counted (once per time)
    missing: tuple[str, ...]  # ids counted but not claimed (once per time)
    wrong: tuple[Wrong, ...]
    claimed_total: int | Fraction | None = None  # the winner's points the player announced
    total: int | Fraction | None = None  # the winner's points (None in a drawn hand)
    notes: tuple[str, ...] = field(default=())

    @property
    def correct(self) -> bool:
        total_ok = self.claimed_total is None or self.claimed_total == self.total
        return not self.missing and not self.wrong and total_ok

    @property
    def verdict(self) -> str:
        return claim_verdict(self.correct)


def item_key(word: str) -> int:
    """The item a claim names: `SZ-W1`, `W1`, its English or Chinese name (any name of
    the index `scoring.names`). Raises HandError, with the nearest names, for no item."""
    found = resolve(word, "shenzhen")
    if found.key is None:
        raise HandError(found.message)
    return found.key


def check_claims(
    hand: str,
    claimed: list[str],
    total: int | Fraction | None = None,
    options: Mapping[str, object] | Options | None = None,
) -> ClaimCheck:
    """Score `hand` under the Shenzhen game and check the claimed items (and total)."""
    from scoring.engine import score_hand
    from scoring.shenzhen import RULES

    opts = RULES.resolve_options(options)
    result = score_hand(hand, rules=RULES, options=opts)
    counted = Counter(BY_ID[p.id] for p in result.items if not p.note.startswith("cancelled"))
    asked: Counter[int] = Counter()
    texts: dict[int, str] = {}
    wrong: list[Wrong] = []
    for entry in rejoin(list(claimed), "shenzhen"):  # two items' names hold a comma
        found = resolve(entry, "shenzhen", counted)
        if found.key is None:
            wrong.append(Wrong(None, found.times, 0, found.message, "unknown", found.text))
            continue
        asked[found.key] += found.times
        texts.setdefault(found.key, found.text)
    right: list[str] = []
    missing: list[str] = []
    for key in sorted(set(counted) | set(asked)):
        item_id = ID_OF[key]
        have, want = counted[key], asked[key]
        right += [item_id] * min(have, want)
        missing += [item_id] * max(0, have - want)
        if want > have:
            kind = "too-many" if have else "absent"
            reason = why_not(key, result, opts, have)
            wrong.append(Wrong(item_id, want, have, reason, kind, texts[key]))
    winner = result.outcome.winner if result.outcome is not None else None
    payments = result.payments
    points = None if winner is None or payments is None else payments[winner]
    if total is not None and winner is None:
        raise HandError("A drawn hand has no winner: --total has no meaning here.")
    return ClaimCheck(result, tuple(right), tuple(missing), tuple(wrong), total, points)


def why_not(key: int, result: ScoreResult, options: Options, have: int = 0) -> str:
    """Why item `key` does not apply to the hand (or not as many times as claimed)."""
    outcome = result.outcome
    if outcome is None:  # the Shenzhen game needs from= on a discard: never None here
        raise HandError("Who gave the winning tile is not known: write from=.")
    if have:
        return f"the hand has it {have} time{'s' if have > 1 else ''}, not more"
    cancelled = any(BY_ID[p.id] == key and p.note.startswith("cancelled") for p in result.items)
    if cancelled:
        return "kong payments are cancelled in a drawn hand (option draw_cancels_kongs=on)"
    won = {
        "self_drawn": "on a self-drawn tile (SZ-W1)",
        "discard": "on a discard (SZ-W2)",
        "robbed_kong": "by robbing a kong (SZ-W3)",
        "draw": "by nobody: the hand is drawn",
    }[outcome.win]
    if key in (K1, K2, K3):
        what = {
            K1: "no promoted kong: neither a bracket [XXXX,5-7] nor a token kong=Xp",
            K2: "no concealed kong: neither a bracket [XXXX] nor a token kong=Xc",
            K3: "no kong on a discard: neither a bracket [XXXX,1-3] nor a token kong=XdY",
        }[key]
        if key == K1 and outcome.win == "robbed_kong":
            what += "; the robbed promotion never became a kong"
        return what
    if key in (W1, W2, W3):
        return f"the hand was won {won}"
    if outcome.win != "self_drawn":
        return f"a horse is turned only after a self-drawn win; the hand was won {won}"
    if not options["horses"]:
        return "this tournament draws no horse (option horses=0)"
    if not outcome.horse:
        return "no horse tile was turned (the wall was empty)"
    owners = [(tile_code(t), lucky_owner(t, options["horse_map"])) for t in outcome.horse]
    where = ", ".join(f"{code} is {seat}'s" for code, seat in owners)
    winner = outcome.winner
    if key == H1:
        return (
            f"the horse is not the winner's ({winner}) lucky tile: {where} "
            f"(horse_map={options['horse_map']}); that is SZ-H2"
        )
    if all(seat == winner for _, seat in owners):
        return f"the horse is the winner's own lucky tile ({where}): that is SZ-H1"
    return (
        f"another player's lucky tile pays nothing in this tournament "
        f"(option horse_other=nothing): {where}"
    )


def items_text(result: ScoreResult) -> str:
    """The settlement items, one a line, as a referee reads them."""
    lines = []
    for p in result.items:
        item = ITEMS[BY_ID[p.id]]
        each = " each" if len(p.payers) > 1 else ""
        note = f"  ({p.note})" if p.note else ""
        lines.append(
            f"{p.id:<6} {item.name} {item.name_zh}: {''.join(p.payers)} -> {p.receiver} "
            f"{_num(p.amount)}{each}{note}"
        )
    return "\n".join(lines) if lines else "(no item)"


def settlement_text(result: ScoreResult) -> str:
    """The items with their names, and the payments by seat."""
    lines = ["Settlement:", items_text(result)]
    if result.payments is not None:
        lines.append(
            "Payments: " + "  ".join(f"{s} {_num(v, True)}" for s, v in result.payments.items())
        )
    return "\n".join(lines)


def claims_text(check: ClaimCheck) -> str:
    """The verdict on each claimed item (the command line prints the settlement above)."""
    lines = []
    for item_id in check.right:
        lines.append(f"  right    {item_id}")
    for item_id in check.missing:
        lines.append(f"  missing  {item_id} {ITEMS[BY_ID[item_id]].name}")
    for w in check.wrong:
        label = w.text if w.id is None else f"{w.id} {ITEMS[BY_ID[w.id]].name}"
        lines.append(f"  wrong    {label}: {w.reason}")
    if check.claimed_total is not None and check.total is not None:  # a win: a winner paid
        lines.append(
            f"  total    claimed {_num(check.claimed_total)}, the winner receives "
            f"{_num(check.total)}"
        )
    lines.append(verdict_line(check.verdict))
    return "\n".join(lines)


def claims_json(check: ClaimCheck) -> dict[str, object]:
    payments = check.result.payments
    return {
        "rules": "shenzhen",
        "verdict": check.verdict,
        "correct": check.correct,
        "right": list(check.right),
        "missing": list(check.missing),
        "wrong": [
            {
                "id": w.id,
                "claimed": w.text,
                "times": w.claimed,
                "counted": w.counted,
                "kind": w.kind,
                "by": [],
                "reason": w.reason,
            }
            for w in check.wrong
        ],
        "claimed_total": None if check.claimed_total is None else json_number(check.claimed_total),
        "total": None if check.total is None else json_number(check.total),
        "payments": None if payments is None else {s: json_number(v) for s, v in payments.items()},
        "items": [
            {
                "id": p.id,
                "payers": list(p.payers),
                "receiver": p.receiver,
                "amount": json_number(p.amount),
            }
            | ({"note": p.note} if p.note else {})
            for p in check.result.items
        ],
    }


def print_claims(
    hand: str, claim: str, total: int | Fraction | None, as_json: bool, options: Options
) -> int:
    """The command line's --claim for the Shenzhen game (scoring/__main__.py)."""
    check = check_claims(hand, split_entries(claim), total, options)
    if as_json:
        print(json.dumps(claims_json(check), ensure_ascii=False))
    else:
        print(settlement_text(check.result) + "\n\n" + claims_text(check))
    return 0


def _num(value: int | Fraction, signed: bool = False) -> str:
    number = json_number(value)
    text = str(number)
    return f"+{text}" if signed and value > 0 else text


__all__ = ["ClaimCheck", "check_claims", "claims_json", "claims_text", "print_claims"]
