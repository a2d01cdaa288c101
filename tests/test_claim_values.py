"""The claim check's two values, WrongClaim and ClaimCheck, made plain classes on the
shared scoring.value.Value (a frozen dataclass's __init__ is Python code that sets each
field through object.__setattr__: a fifth of a wrong claim's cost compiled). What a
caller sees is pinned here: equality by every field, only within the class, the repr
of a dataclass, fields that cannot be assigned, and a WrongClaim's defaults."""

from __future__ import annotations

import gc
from pathlib import Path

import pytest
from mypy import api as mypy_api

from scoring.explain import ClaimCheck, WrongClaim, check_claims
from scoring.mcr.fans import FANS

HAND = "123m456p789s55s789s|EE1000"


def _wrong(**changed: object) -> WrongClaim:
    fields: dict[str, object] = dict(
        fan=FANS[28], claimed=1, counted=0, reason="r", kind="absent", by=(), text="t", facts={}
    )
    fields.update(changed)
    return WrongClaim(**fields)  # type: ignore[arg-type]


def test_a_wrong_claim_has_the_dataclass_defaults() -> None:
    plain = WrongClaim(None, 1, 0, "why")
    assert (plain.kind, plain.by, plain.text, dict(plain.facts)) == ("absent", (), "", {})
    other = WrongClaim(None, 1, 0, "why")
    assert plain.facts is not other.facts  # each its own mapping, as default_factory gave


@pytest.mark.parametrize(
    "field, value",
    [
        ("fan", FANS[13]),
        ("claimed", 2),
        ("counted", 1),
        ("reason", "other"),
        ("kind", "excluded"),
        ("by", (5,)),
        ("text", "u"),
        ("facts", {"why": "once"}),
    ],
)
def test_a_wrong_claim_is_equal_by_every_field(field: str, value: object) -> None:
    assert _wrong() == _wrong()
    assert _wrong() != _wrong(**{field: value})


def test_a_wrong_claim_equals_nothing_else_and_its_facts_make_it_unhashable() -> None:
    assert _wrong().__eq__(object()) is NotImplemented
    assert _wrong() != check_claims(HAND, [])
    with pytest.raises(TypeError):  # facts is a dict, as with the dataclass of old
        hash(_wrong())


def test_the_reprs_are_a_dataclasses() -> None:
    check = check_claims(HAND, ["Pure Straight", "Nonsense fan"])
    unknown, absent = check.wrong
    assert repr(unknown) == (
        "WrongClaim(fan=None, claimed=1, counted=0, reason=\"'Nonsense fan' is not the name "
        "of an MCR fan. Name a fan by its number (1-81), its English or Chinese name or its "
        "pinyin.\", kind='unknown', by=(), text='Nonsense fan', facts={'near': ()})"
    )
    assert repr(absent) == (
        "WrongClaim(fan=FanDef(key=28, points=16, name='Pure Straight', name_zh='清龙', "
        "code='FAN_QINGLONG', rule='123, 456 and 789 of one suit.', excludes=(71, 72)), "
        "claimed=1, counted=0, reason='The hand does not have it: 123, 456 and 789 of one "
        "suit.', kind='absent', by=(), text='Pure Straight', facts={})"
    )
    assert repr(check) == (
        f"ClaimCheck(result={check.result!r}, correct=(), missing={check.missing!r}, "
        f"wrong={check.wrong!r}, claimed_total=None)"
    )


def test_a_claim_check_is_equal_by_every_field() -> None:
    first = check_claims(HAND, ["Pure Straight"], 20)
    parts = (first.result, first.correct, first.missing, first.wrong, first.claimed_total)
    made = ClaimCheck(*parts)
    assert made == first
    right = check_claims(HAND, [])  # no WrongClaim (whose facts are a dict): hashable
    assert hash(right) == hash(ClaimCheck(right.result, (), right.missing, (), None))
    assert made.verdict == "wrong" and not made.all_right
    for i, other in enumerate((check_claims(HAND, []).result, ((FANS[39], 1),), (), (), 21)):
        changed = list(parts)
        changed[i] = other
        assert ClaimCheck(*changed) != first  # type: ignore[arg-type]


def test_the_fields_are_final_to_the_type_checker(tmp_path: Path) -> None:
    # Immutable by contract, as the engine's other values (scoring.value): mypy refuses
    # an assignment to a Final field (at run time a plain class does not stop it).
    snippet = tmp_path / "assign.py"
    snippet.write_text(
        "from scoring.explain import check_claims\n"
        f"check = check_claims({HAND!r}, ['Pure Straight'])\n"
        "check.claimed_total = 3\n"
        "check.wrong[0].kind = 'excluded'\n",
        encoding="utf-8",
    )
    out, _, status = mypy_api.run([str(snippet), "--no-error-summary"])
    assert status == 1
    assert out.count("Cannot assign to final attribute") == 2, out


def test_a_claim_check_leaves_nothing_for_the_garbage_collector() -> None:
    # Every check is freed by reference counting: a cycle (a closure a lambda beside it
    # referred to, as before) would leave each check to the collector. A name two fans
    # share asks the hand; a fan too many asks for a reason: both paths are taken.
    claims = ["Pure Straight", "Mixed Triple Chow", "Pure Double Chow", "Nonsense"]
    check_claims(HAND, claims)
    gc.collect()
    gc.disable()
    try:
        for _ in range(20):
            check_claims(HAND, claims)
        assert gc.collect() == 0
    finally:
        gc.enable()
