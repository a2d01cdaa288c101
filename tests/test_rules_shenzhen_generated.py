"""The Shenzhen game over generated outcomes (tests/rules_shenzhen_generator.py): 10,000
random legal hands and drawn hands, each scored and checked against the payments the
generator works out from what it built; properties (payments sum to zero, an option
changes only what it names); mutated records refused with a HandError, never a crash."""

from __future__ import annotations

from collections import Counter

import pytest

from scoring import HandError, score_hand
from scoring.shenzhen import RULES
from tests.rules_shenzhen_generator import cases

N = 10_000
CASES = list(cases(N))


def sz(record, options):
    return score_hand(record, rules=RULES, options=options)


@pytest.fixture(scope="module")
def scored():
    return [(case, sz(case.record, case.options)) for case in CASES]


@pytest.mark.slow
def test_ten_thousand_outcomes_pay_what_the_generator_expects(scored):
    for case, result in scored:
        assert result.payments == case.expected, (case.record, case.options)
        assert Counter(p.id for p in result.items) == case.ids, case.record


@pytest.mark.slow
def test_invariants_over_every_outcome(scored):
    for case, result in scored:
        payments = result.payments
        assert sum(payments.values()) == 0
        assert result.fans == () and result.total == result.raw_total == 0
        unit = result.options["unit"]
        wins = [p for p in result.items if p.id.startswith("SZ-W")]
        horses = [p for p in result.items if p.id.startswith("SZ-H")]
        for p in result.items:
            assert p.receiver not in p.payers and len(set(p.payers)) == len(p.payers)
            assert p.amount >= 0 and p.amount % unit == 0
        if result.kind == "draw":
            assert not wins and not horses
            continue
        winner = result.hand.situation.seat_wind
        assert len(wins) == 1 and wins[0].receiver == winner
        assert len(horses) <= result.options["horses"]
        if horses:
            assert wins[0].id == "SZ-W1"
        # The winner never loses money on his own win, unless the horse makes him pay
        # (winner_pays) or other players' kongs cost him.
        if result.options["horse_other"] != "winner_pays" and not case.record.count("kong="):
            assert payments[winner] > 0


def test_the_reading_found_when_asked_agrees_with_the_win(scored):
    # The win is decided from the counts; the reading (for the referee) is found later by
    # the engine's reader, and must exist, in a shape the options allow.
    wins = [(case, result) for case, result in scored if result.kind == "win"][:2000]
    for case, result in wins:
        shape = result.best_reading.shape.value
        assert str(result.best_reading)
        assert shape == "four sets and a pair" or (
            result.options["special_hands"] and shape in ("seven pairs", "thirteen orphans")
        ), case.record


def test_the_generator_reaches_every_item_and_option():
    seen = Counter()
    for case in CASES:
        seen.update(case.ids)
    assert set(seen) == {f"SZ-{x}" for x in ("K1", "K2", "K3", "W1", "W2", "W3", "H1", "H2")}
    assert all(n >= 100 for n in seen.values()), seen
    for key in RULES.defaults:
        assert any(key in case.options for case in CASES), key
    assert sum(case.record.startswith("draw") for case in CASES) > 500


def _mutations(record: str):
    """Records made wrong in one way each, from a legal one."""
    if record.startswith("draw"):
        yield record.replace("draw|||", "draw|||from=1,")
        return
    tiles, situation, flowers, *rest = record.split("|") + [""] * (3 - record.count("|"))
    extras = rest[0] if rest else ""
    seat, self_drawn = situation[1], situation[2] == "1"
    tokens = [t for t in extras.split(",") if t]
    yield record + ("," if extras else ("|" if flowers or record.count("|") >= 2 else "||"))
    yield f"{tiles}|{situation}|{flowers}|" + ",".join([*tokens, f"kong={seat}c"])
    yield f"{tiles}|{situation}|{flowers}|" + ",".join([*tokens, "chain=1"])
    without = [t for t in tokens if not t.startswith(("from", "horse"))]
    if not self_drawn:
        yield f"{tiles}|{situation}|{flowers}|" + ",".join(without)  # no from
        yield f"{tiles}|{situation}|{flowers}|" + ",".join([*tokens, "horse=5m"])
    yield f"{tiles[:-2]}|{situation}|{flowers}|{extras}"  # a tile short
    yield f"[{tiles[-2:]}{tiles[-2:]}{tiles[-2:]},1]{tiles}|{situation}|{flowers}|{extras}"


@pytest.mark.slow
def test_mutated_records_are_refused_with_a_hand_error():
    refused = 0
    for case in CASES[:1000]:
        for record in _mutations(case.record):
            try:
                sz(record, case.options)
            except HandError:
                refused += 1
    assert refused > 4000


OPTION_CHANGES = [
    ("unit", 3),
    ("horse_map", "shenzhen"),
    ("horse_other", "winner_pays"),
    ("horse_other", "nothing"),
    ("special_hands", True),
    ("flowers", True),
    ("draw_cancels_kongs", True),
]


def _named(key, item) -> bool:
    """Whether an item may differ when option `key` changes."""
    if key == "horse_map":
        return item.id.startswith("SZ-H") and item.note.startswith(
            ("horse C", "horse F", "horse P")
        )
    if key == "horse_other":
        return item.id == "SZ-H2"
    if key == "draw_cancels_kongs":
        return item.id.startswith("SZ-K")
    return False


@pytest.mark.parametrize("key, value", OPTION_CHANGES)
@pytest.mark.slow
def test_an_option_changes_only_what_it_names(key, value):
    changed_any = compared = 0
    for case in CASES[:1500]:
        base_options = {k: v for k, v in case.options.items() if k != key}
        try:
            before = sz(case.record, base_options)
        except HandError:
            # special_hands and flowers accept more than their default: a seven pairs or
            # a hand with flowers is refused without them. Nothing else is refused.
            assert key in ("special_hands", "flowers"), (case.record, key)
            continue
        after = sz(case.record, {**base_options, key: value})
        compared += 1
        if key == "unit":
            assert [(a.id, a.payers, a.receiver, a.amount) for a in after.items] == [
                (b.id, b.payers, b.receiver, b.amount * value) for b in before.items
            ]
            changed_any += bool(before.items)
            continue
        if key == "draw_cancels_kongs" and before.kind == "draw":
            assert [(a.id, a.amount) for a in after.items] == [(b.id, 0) for b in before.items]
            changed_any += any(b.amount for b in before.items)
            continue
        assert _kept(key, before) == _kept(key, after), (case.record, key)
        changed_any += before.payments != after.payments
    assert compared > 1000
    if key in ("special_hands", "flowers"):
        assert changed_any == 0  # accepted hands pay the same
    else:
        assert changed_any > 0  # the option does change something somewhere


def _kept(key, result):
    return [(p.id, p.payers, p.receiver, p.amount) for p in result.items if not _named(key, p)]


@pytest.mark.slow
def test_horses_change_nothing_on_a_win_that_is_not_self_drawn():
    for case in CASES[:1000]:
        if case.record.startswith("draw") or "from=" not in case.record:
            continue
        options = {k: v for k, v in case.options.items() if k != "horses"}
        base = sz(case.record, options).payments
        for horses in range(5):
            assert sz(case.record, {**options, "horses": horses}).payments == base
