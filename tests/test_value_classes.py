"""The engine's seven value classes keep their contract whatever holds it: equal when the
compared fields are, unequal when any one differs (and never equal to another class's
value), the evidence and worked-out fields left out, a hash that follows equality, and
the repr text exactly as it was (the literals below were copied from the output before
the classes shared their base). Run pure and on the compiled copy (test_compiled_engine)."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

import pytest

from scoring.extras import Extras, KongEvent, Record, parse_extras
from scoring.notation import parse_hand
from scoring.result import ScoredFan, ScoreResult
from scoring.settlement import Outcome, Payment

HAND = parse_hand("123m456p789s123m55p|EE0000|")
OTHER_HAND = parse_hand("123m456p789s123m55p|ES0000|")
KONG = KongEvent("N", "d", "E")
FAN = ScoredFan(3, 3, "Seven Pairs", "七对", Fraction(1, 2), 2, (("11m",),))

# Each class: a maker taking keyword overrides, and for each compared field a value
# other than the maker's default.
Maker = Callable[..., object]


def fan(**kw: object) -> object:
    args: dict[str, object] = dict(
        key=3, fan_id=3, name="Seven Pairs", name_zh="七对", points=Fraction(1, 2), count=2
    )
    return ScoredFan(**{**args, **kw})  # type: ignore[arg-type]


def result(**kw: object) -> object:
    args: dict[str, object] = dict(
        hand=HAND, rule_system="MCR", fans=(FAN,), best_reading="123m", minimum=8
    )
    return ScoreResult(**{**args, **kw})  # type: ignore[arg-type]


def kong(**kw: object) -> object:
    return KongEvent(**{**dict(seat="N", kind="d", discarder="E"), **kw})  # type: ignore[arg-type]


def extras(**kw: object) -> object:
    args: dict[str, object] = dict(
        names=("from", "kong"), from_text="2", first=False, chain=None, liable_text=None,
        horse=None, kongs=(KONG,),
    )  # fmt: skip
    return Extras(**{**args, **kw})  # type: ignore[arg-type]


def record(**kw: object) -> object:
    args: dict[str, object] = dict(kind="win", hand=HAND, extras=parse_extras("from=1"))
    return Record(**{**args, **kw})  # type: ignore[arg-type]


def payment(**kw: object) -> object:
    args: dict[str, object] = dict(id="X", payers=("E", "S"), receiver="W", amount=5, note="")
    return Payment(**{**args, **kw})  # type: ignore[arg-type]


def outcome(**kw: object) -> object:
    args: dict[str, object] = dict(winners=("E",), win="discard", giver="N")
    return Outcome(**{**args, **kw})  # type: ignore[arg-type]


CHANGED: dict[Maker, dict[str, object]] = {
    fan: dict(key=4, fan_id=4, name="Seven Pair", name_zh="", points=1, count=1),
    result: dict(
        hand=OTHER_HAND, rule_system="INT", fans=(), best_reading="456p", minimum=3, kind="draw"
    ),
    kong: dict(seat="S", kind="p", discarder=None),
    extras: dict(
        names=("from",),
        from_text="1",
        first=True,
        chain=2,
        liable_text="W",
        horse=(4,),
        kongs=(),
    ),  # fmt: skip
    record: dict(kind="flowers", hand=None, extras=parse_extras("from=2")),
    payment: dict(id="Y", payers=("E",), receiver="N", amount=Fraction(5, 2), note="note"),
    outcome: dict(
        winners=("S",),
        win="self_drawn",
        giver=None,
        dealer="S",
        first=True,
        chain=1,
        liable="W",
        horse=(5,),
        kongs=(KONG,),
    ),  # fmt: skip
}
CASES = [pytest.param(maker, name, value, id=f"{maker.__name__}-{name}")
         for maker, changed in CHANGED.items() for name, value in changed.items()]  # fmt: skip


@pytest.mark.parametrize("maker", list(CHANGED), ids=lambda m: m.__name__)
def test_equal_values_are_equal_and_hash_alike(maker: Maker) -> None:
    one, two = maker(), maker()
    assert one is not two
    assert one == two and not (one != two)
    assert hash(one) == hash(two)
    assert len({one, two}) == 1


@pytest.mark.parametrize(("maker", "name", "value"), CASES)
def test_values_differing_in_any_compared_field_are_unequal(
    maker: Maker, name: str, value: object
) -> None:
    one, other = maker(), maker(**{name: value})
    assert getattr(other, name) == value  # the field really was changed
    assert one != other and not (one == other)
    assert len({one, other}) == 2


@pytest.mark.parametrize("maker", list(CHANGED), ids=lambda m: m.__name__)
def test_a_value_is_never_equal_to_another_type(maker: Maker) -> None:
    value = maker()
    assert value.__eq__(object()) is NotImplemented
    assert value.__eq__(FAN if maker is not fan else KONG) is NotImplemented
    assert value != (1, 2) and value != None  # noqa: E711 (the operator itself is tested)


@pytest.mark.parametrize("maker", list(CHANGED), ids=lambda m: m.__name__)
def test_a_value_refuses_every_other_value_class(maker: Maker) -> None:
    # Each class compares only with its own: against the six others __eq__ says
    # NotImplemented (not False), as each class's own check did, so Python falls back to
    # identity and two values of different classes are never equal, whatever they hold.
    value = maker()
    for other_maker in CHANGED:
        if other_maker is not maker:
            other = other_maker()
            assert value.__eq__(other) is NotImplemented
            assert value != other and not (value == other)


def test_what_is_not_compared_stays_out_of_equality_and_hash() -> None:
    # A fan's evidence (the sets behind it) is not compared.
    bare = ScoredFan(3, 3, "Seven Pairs", "七对", Fraction(1, 2), 2)
    assert FAN == bare and hash(FAN) == hash(bare)
    # A result's system, options, extras and worked-out totals are not compared.
    first, again = (
        ScoreResult(HAND, "MCR", (FAN,), "r", 8),
        ScoreResult(HAND, "MCR", (FAN,), "r", 8),
    )
    _ = first.total, first.items  # worked out and kept on one side only
    with_extras = ScoreResult(HAND, "MCR", (FAN,), "r", 8, extras=parse_extras("from=1"))
    assert first == again == with_extras and hash(first) == hash(again) == hash(with_extras)


REPRS: list[tuple[object, str]] = [
    (
        FAN,
        "ScoredFan(key=3, fan_id=3, name='Seven Pairs', name_zh='七对', "
        "points=Fraction(1, 2), count=2)",
    ),
    (
        ScoredFan(82, None, "Kong", "", 1, 1),
        "ScoredFan(key=82, fan_id=None, name='Kong', name_zh='', points=1, count=1)",
    ),
    (
        ScoreResult(None, "MCR", (), "", 8, kind="draw"),
        "ScoreResult(hand=None, rule_system='MCR', fans=(), best_reading='', minimum=8, "
        "kind='draw')",
    ),
    (
        ScoreResult(HAND, "INT", (ScoredFan(12, 12, "All Chows", "", 1, 1),), "123m", 3),
        "ScoreResult(hand=Hand(melds=(), concealed=(0, 1, 2, 12, 13, 14, 24, 25, 26, 0, 1, "
        "2, 13, 13), situation=Situation(prevalent_wind='E', seat_wind='E', "
        "self_drawn=False, last_tile=False, wall_last=False, kong=False), flowers=0, "
        "flower_letters=''), rule_system='INT', fans=(ScoredFan(key=12, fan_id=12, "
        "name='All Chows', name_zh='', points=1, count=1),), best_reading='123m', "
        "minimum=3, kind='win')",
    ),
    (KongEvent("S", "c"), "KongEvent(seat='S', kind='c', discarder=None)"),
    (KONG, "KongEvent(seat='N', kind='d', discarder='E')"),
    (
        parse_extras("from=2,first,chain=2,liable=W,horse=5m,kong=Sc,kong=NdE"),
        "Extras(names=('from', 'first', 'chain', 'liable', 'horse', 'kong', 'kong'), "
        "from_text='2', first=True, chain=2, liable_text='W', horse=(4,), "
        "kongs=(KongEvent(seat='S', kind='c', discarder=None), "
        "KongEvent(seat='N', kind='d', discarder='E')))",
    ),
    (
        Extras(),
        "Extras(names=(), from_text=None, first=False, chain=None, liable_text=None, "
        "horse=None, kongs=())",
    ),
    (
        Record("draw", None, parse_extras("kong=Sc")),
        "Record(kind='draw', hand=None, extras=Extras(names=('kong',), from_text=None, "
        "first=False, chain=None, liable_text=None, horse=None, "
        "kongs=(KongEvent(seat='S', kind='c', discarder=None),)))",
    ),
    (
        Record("win", HAND, parse_extras("from=1")),
        "Record(kind='win', hand=Hand(melds=(), concealed=(0, 1, 2, 12, 13, 14, 24, 25, 26, "
        "0, 1, 2, 13, 13), situation=Situation(prevalent_wind='E', seat_wind='E', "
        "self_drawn=False, last_tile=False, wall_last=False, kong=False), flowers=0, "
        "flower_letters=''), extras=Extras(names=('from',), from_text='1', first=False, "
        "chain=None, liable_text=None, horse=None, kongs=()))",
    ),
    (
        Payment("INT-D", ("N",), "E", 24, "the discarder pays"),
        "Payment(id='INT-D', payers=('N',), receiver='E', amount=24, note='the discarder pays')",
    ),
    (
        Payment("X", ("E", "S"), "W", Fraction(3, 2), "note"),
        "Payment(id='X', payers=('E', 'S'), receiver='W', amount=Fraction(3, 2), note='note')",
    ),
    (
        Outcome(("E",), "discard", "N"),
        "Outcome(winners=('E',), win='discard', giver='N', dealer='E', first=False, "
        "chain=None, liable=None, horse=None, kongs=())",
    ),
    (
        Outcome(("E",), "self_drawn", None, "E", True, 3, "S", (5,), (KongEvent("W", "p"),)),
        "Outcome(winners=('E',), win='self_drawn', giver=None, dealer='E', first=True, "
        "chain=3, liable='S', horse=(5,), kongs=(KongEvent(seat='W', kind='p', "
        "discarder=None),))",
    ),
]


@pytest.mark.parametrize(("value", "text"), REPRS, ids=lambda v: type(v).__name__)
def test_the_repr_is_exactly_as_it_was(value: object, text: str) -> None:
    assert repr(value) == text
