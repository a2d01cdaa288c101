"""Check the elements a player claims under MahJong Online, and say why a claim is wrong.

For each claimed element (by id "MO-05" / "5", or by name), the answer is one of: it
counts (as many times as claimed); it is counted fewer times; a counted element excludes
it (a Max hand replaces every scoring hand, Pure One Suit excludes Mixed One Suit, the
option terminals_with_all_triplets=exclude); it counts only in another reading of the
tiles, worth less (the best reading counts, O-25); or the hand does not have it, with
the condition it misses. Elements counted but not claimed are "missing".
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction

from scoring.errors import HandError
from scoring.mahjong_online.elements import ELEMENTS, MAX_KEYS
from scoring.mahjong_online.evaluate import MOReading
from scoring.names import resolve
from scoring.result import ScoreResult, json_number
from scoring.rules import Element, Evaluation, Options, Value
from scoring.verdict import claim_verdict, verdict_line


@dataclass(frozen=True)
class WrongClaim:
    """A claim that does not stand. `kind` as in the claimed-fan check of docs/contracts.md:
    "excluded" (`by`: the counted elements that replace or exclude it), "absent",
    "other-reading" (only a reading worth less has it), "too-many" (claimed more times
    than it counts) or "unknown" (no such element; `fan` is None)."""

    fan: Element | None
    text: str  # the claim as given
    claimed: int  # times claimed
    counted: int  # times the hand counts it
    kind: str
    reason: str
    by: tuple[str, ...] = ()


@dataclass(frozen=True)
class ClaimCheck:
    result: ScoreResult
    correct: tuple[tuple[Element, int], ...]  # claimed and counted (times agreed)
    missing: tuple[tuple[Element, int], ...]  # counted, not claimed (times missing)
    wrong: tuple[WrongClaim, ...]
    claimed_total: int | Fraction | None  # the adjusted fan the player announced

    @property
    def all_right(self) -> bool:
        total_ok = self.claimed_total is None or self.claimed_total == self.result.total
        return not self.missing and not self.wrong and total_ok

    @property
    def verdict(self) -> str:
        """ "right" only when every claim stands and the hand reaches the minimum."""
        return claim_verdict(self.all_right, self.result.meets_minimum)


def parse_claim(text: str) -> tuple[str, int]:
    """'Winds Set x2' -> ('Winds Set', 2); 'MO-05' -> ('MO-05', 1); 'Flowers 2' and
    '2 Winds Set' read their count too (`scoring.names`)."""
    found = resolve(text, "mahjong-online")
    if found.key is None:
        return text.strip(), 1
    return found.text, found.times


def find_element(name: int | str) -> Element:
    """An element by id ("MO-05", "05", 5, "AUX") or any of its names in the index
    (`scoring.names`: English, Chinese, everyday); raises HandError, with the nearest
    names, for none."""
    found = resolve(name, "mahjong-online")
    if found.key is None:
        raise HandError(found.message)
    return ELEMENTS[found.key]


def check_claims(
    hand: str,
    claimed: Iterable[int | str],
    claimed_total: int | Fraction | str | None = None,
    options: Mapping[str, object] | Options | None = None,
) -> ClaimCheck:
    """Compare the claimed elements (one entry per time claimed) with the hand's count
    under MahJong Online (`options`: the tournament's), and the announced adjusted fan."""
    from scoring.engine import score_hand
    from scoring.mahjong_online import RULES
    from scoring.mahjong_online.evaluate import evaluations
    from scoring.notation import parse_record

    opts = RULES.resolve_options(options)
    result = score_hand(hand, rules=RULES, options=opts)
    if isinstance(claimed_total, str):
        try:
            claimed_total = Fraction(claimed_total.strip())
        except ValueError:
            raise HandError(f"The claimed total '{claimed_total}' is not a number.") from None
    wanted: Counter[int] = Counter()
    texts: dict[int, str] = {}
    wrong = []
    counted = Counter({f.key: f.count for f in result.fans})
    for item in claimed:
        if not str(item).strip():
            continue
        found = resolve(item, "mahjong-online", counted)
        if found.key is None:
            wrong.append(WrongClaim(None, found.text, found.times, 0, "unknown", found.message))
            continue
        wanted[found.key] += found.times
        texts.setdefault(found.key, found.text)
    correct, missing = [], []
    record = parse_record(hand)
    if record.hand is None:
        raise HandError("A drawn hand has no elements to claim.")
    every = evaluations(record.hand, record.extras, opts)
    best = max(every, key=lambda pair: pair[0])[1]  # as evaluate() chooses
    others = [(key, ev) for key, ev in every if ev is not best]
    for key in sorted(set(wanted) | set(counted)):
        element = ELEMENTS[key]
        have, want = counted.get(key, 0), wanted.get(key, 0)
        if have and want:
            correct.append((element, min(have, want)))
        if have > want:
            missing.append((element, have - want))
        if want > have:
            kind, reason, by = _why_not(key, have, best, others, result)
            wrong.append(WrongClaim(element, texts[key], want, have, kind, reason, by))
    return ClaimCheck(result, tuple(correct), tuple(missing), tuple(wrong), claimed_total)


def _why_not(
    key: int,
    have: int,
    best: Evaluation,
    others: list[tuple[tuple[Value, bool, bool], Evaluation]],
    result: ScoreResult,
) -> tuple[str, str, tuple[str, ...]]:
    """(kind, reason, by) for a claim the hand does not support as often as claimed."""
    element = ELEMENTS[key]
    if have:
        return (
            "too-many",
            f"counted {have} time{'s' if have > 1 else ''} here, not more ({element.condition})",
            (),
        )
    for excluded, by in best.excluded:
        if excluded == key:
            other = ELEMENTS[by]
            if by in MAX_KEYS:
                maxes = tuple(str(ELEMENTS[c[0]].id) for c in best.counted if c[0] in MAX_KEYS)
                reason = (
                    f"{other.name} ({other.id}) is a Max hand: it replaces every other scoring hand"
                )
                return "excluded", reason, tuple(dict.fromkeys(maxes))
            if key == 17:
                reason = (
                    f"not added to {other.name} ({other.id})'s four-pung form "
                    "(option terminals_with_all_triplets=exclude)"
                )
                return "excluded", reason, (str(other.id),)
            return "excluded", f"excluded by {other.name} ({other.id})", (str(other.id),)
    worth = _hand_fan(result)
    for (fan, _max, _standard), ev in others:
        if any(item[0] == key for item in ev.counted):
            reason = (
                f"it counts only when the tiles are read as {ev.reading}, worth {_num(fan)} fan; "
                f"the hand scores its best reading, worth {_num(worth)}"
            )
            return "other-reading", reason, ()
    specific = _specific(key, best, result)
    return "absent", specific or f"the hand does not have it: {element.condition}", ()


def _specific(key: int, best: Evaluation, result: ScoreResult) -> str | None:
    """The fact of this hand that keeps an element out, for the ones players dispute."""
    hand, options = result.winning_hand, result.rule_options
    s = hand.situation
    claimed = [m.notation() for m in hand.melds if m.claimed_from is not None]
    reading = best.reading
    if not isinstance(reading, MOReading):  # the evaluation of another system
        return None
    if key == 37:
        return "the auxiliary points (kongs 1 or 2, flowers 1) are under 2: no bonus"
    if key == 3:
        if not s.self_drawn:
            return "won on a grab, not self-fed"
        return f"not Fully Private: claimed {', '.join(claimed)}"
    if key == 4:
        if s.self_drawn:
            return "self-fed: the pair must be completed by a grabbed tile"
        return f"needs four claimed sets; the hand has {len(claimed)}"
    if key == 5 and reading.reading is not None:
        others = [str(g) for g in reading.reading.sets if not g.is_chow]
        if others:
            return f"not four chows: {', '.join(others)}"
    if key == 36:
        if not options["flowers"]:
            return "flowers are not in use (flowers=off)"
        if hand.flowers:
            return f"the winner holds {hand.flowers} flower{'s' if hand.flowers > 1 else ''}"
        if options["no_flower_fan"] == "off":
            return "the option no_flower_fan=off gives it to nobody"
        return "only an All Sequences hand gets it (no_flower_fan=all_sequences)"
    if key in (15, 29) and reading.reading is not None:
        pungs = [g for g in reading.reading.pungs if not g.melded and g is not reading.grabbed]
        text = f"{len(pungs)} concealed pung{'s' if len(pungs) != 1 else ''}"
        if pungs:
            text += f" ({', '.join(str(g) for g in pungs)})"
        if reading.grabbed is not None and reading.grabbed.is_pung:
            text += f"; {reading.grabbed} was completed by the grabbed tile: revealed"
        return text
    if key == 10:
        return "not the last tile of the wall (flag wall 0)"
    if key == 11:
        return "not the replacement tile after a kong" if s.self_drawn else "won on a grab"
    if key == 12:
        return "no kong was robbed (flag kong 0)" if not s.self_drawn else "self-fed"
    if key in (23, 24, 25):
        if not result.extras or not result.extras.first:
            return "not won in the first circulation (token first)"
        if key == 23:
            return "only the dealer (East) self-feeding" if s.seat_wind != "E" else "won on a grab"
        if key == 24:
            return "the dealer's is Heavenly Mahjong" if s.seat_wind == "E" else "won on a grab"
        if s.self_drawn:
            return "self-fed: Humanly Mahjong is a win on a discard"
        return "the dealer does not get it (humanly_dealer=off)"
    return None


def _hand_fan(result: ScoreResult) -> Value:
    raw = sum((f.total for f in result.fans if f.key != 37), 0)
    return min(raw, 12)


def _num(value: Value) -> str:
    return str(json_number(value))


def minimum_reason(check: ClaimCheck) -> str | None:
    """Why the hand is no valid win, said first when it is under the minimum (as the MCR
    check's `minimum_reason`): the fan toward the minimum, the auxiliary fan named apart
    since the minimum leaves it out (seed 003); None when the hand reaches it."""
    result = check.result
    if result.meets_minimum:
        return None
    toward, low = _num(result.minimum_total), _num(result.minimum)
    if result.minimum_total == result.total:
        return (
            f"Wrong claim: the hand scores {toward} fan, under the {low}-fan minimum, so it "
            "is not a valid win."
        )
    return (
        f"Wrong claim: the hand scores {toward} fan toward the minimum ({_num(result.total)} "
        "with the auxiliary points, which the minimum leaves out), under the "
        f"{low}-fan minimum, so it is not a valid win."
    )


def claims_json(check: ClaimCheck) -> dict[str, object]:
    """The claim check as JSON, in the shape of the claimed-fan check of docs/contracts.md."""
    return {
        "rules": "mahjong-online",
        "verdict": check.verdict,
        "total": json_number(check.result.total),
        "claimed_total": None if check.claimed_total is None else json_number(check.claimed_total),
        "meets_minimum": check.result.meets_minimum,
        "minimum_reason": minimum_reason(check),
        "right": [{"id": f.id, "name": f.name, "count": n} for f, n in check.correct],
        "missing": [{"id": f.id, "name": f.name, "count": n} for f, n in check.missing],
        "wrong": [
            {
                "id": None if w.fan is None else w.fan.id,
                "name": None if w.fan is None else w.fan.name,
                "claimed": w.text,
                "times": w.claimed,
                "counted": w.counted,
                "kind": w.kind,
                "by": list(w.by),
                "reason": w.reason,
            }
            for w in check.wrong
        ],
    }


def claims_text(check: ClaimCheck) -> str:
    """The claim check in lines, as the referee reads it."""
    lines = []
    for f, n in check.correct:
        lines.append(f"  right    {f.name}" + (f" x{n}" if n > 1 else ""))
    for f, n in check.missing:
        lines.append(f"  missing  {f.name}" + (f" x{n}" if n > 1 else ""))
    for w in check.wrong:
        name = w.text if w.fan is None else w.fan.name
        lines.append(f"  wrong    {name}: {w.reason}")
    total = check.claimed_total
    if total is not None and total != check.result.total:
        lines.append(
            f"  total    claimed {_num(total)}, the hand is worth {_num(check.result.total)} "
            "(adjusted fan)"
        )
    if check.verdict != "right" and check.all_right:
        lines.append(
            f"  The elements are right, but {_num(check.result.minimum_total)} fan is under "
            f"the {_num(check.result.minimum)}-fan minimum: not a valid win."
        )
    lines.append(verdict_line(check.verdict))
    return "\n".join(lines)
