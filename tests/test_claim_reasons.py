"""Why a claimed fan does not count: the kind and `by` derived from the fan table and
the counted reading (issue 10), for every exclusion in the table, the hands the issue
quotes, and a sweep over generated hands checked against the reference engine."""

from __future__ import annotations

import json

import pytest

from scoring.__main__ import main
from scoring.explain import KINDS, check_claims
from scoring.mcr.detect import Tally, detectors_for, fans_looked_for
from scoring.mcr.evaluate import evaluate
from scoring.mcr.fans import FANS
from scoring.mcr.reading import Shape
from scoring.notation import parse_hand
from scoring.tiles import format_tiles
from tests.scoring_generator import HandGenerator

# A hand that counts fan F, for every F that excludes another in the fan table.
HAND_WITH = {
    1: "[EEE,1][SSS,2]WWWNNN55m|EE0000",
    2: "[CCC,1][FFF,1]PPP123m55m",
    3: "[234s,1][666s,1]888sFF234s",
    4: "1112345678999m5m|EE1000",
    5: "[1111m][2222p][3333s,1][4444s,2]55m",
    6: "11223344556677m|EE1000",
    7: "19m19p19sESWNCFPP",
    8: "[111m,1][111p,2]999m999s11s",
    9: "[EEE,1][SSS,2]WWW55mNN5m",
    10: "[CCC,1][FFF,1]123m55mPP5m",
    11: "[EEE,1][SSS,2]WWWCCCFF",
    12: "111m222p333s444s55m|EE1000",
    13: "123123789789m55m|EE1000",
    14: "123123123123m55p",
    15: "111222333444m55p",
    16: "123234345456m55p",
    17: "[1111m][2222p][3333s,1]456s55m",
    18: "[111m,1][999p,1]EEE999sNN",
    19: "1111m2233p445577s|EE1000",
    20: "147m25p36sESWNCFP",
    21: "[222m,1][444p,1]666s888s22p",
    22: "[123m,1]456m789m111m22m",
    23: "[123m,1]123m123m456p55p",
    24: "[111m,1]222m333m456p55p",
    25: "[789m,1]789p789s777s88m",
    26: "[456m,1]456p456s444s55m",
    27: "[123m,1]123p123s111s22m",
    28: "[123p,1]456p789p234s55m",
    29: "123789m123789p55s",
    31: "[345m,1]456p567s555s55m",
    32: "[222m,1][222p,1]222s456m77p",
    33: "[123m,1]111p222s333s55m",
    34: "147m258p369sESWNC",
    36: "[678m,1]789p666s888s99m",
    37: "[123m,1]234p444s111s22m",
    40: "[123p,1]345p888p999s22s",
    41: "[123m,1]123p123s456s55m",
    44: "[123m,1][456p,1]789s123s5p5p|EE1010",
    46: "[1111m]123p456s789s5p5p|EE1001",
    47: "[234m,1][555m,1]567m55576p|EE0001",
    52: "[123m,1][456p,1][789s,1][234s,1]5m5m",
    53: "[1111m][2222p]345s678s9m9m",
    54: "[CCC,1][FFF,1]123m456p55s",
    56: "12345789p55678m6p|EE1000",
    57: "[1111m,1][2222p,1]345s678s9m9m",
    63: "[123m,1]456p789s234s55m",
    68: "[234m,1]456p678s345s55m",
    82: "[1111m][2222p,1]345678s9m9m",
}
# Where F's hand above does not also have G, a hand for the pair that does.
HAND_FOR_PAIR = {
    (16, 72): "123345567789m55p",  # shifted by two: 123 and 789
    (17, 57): "[1111m][2222p,1][3333s,1]456s55m",  # two of the kongs melded
    (23, 24): "5p3m45p542m64p5m6465p|SN0000",  # 444p 555p 666p in a reading as good
    (24, 23): "111222333m456p55s",  # 123m 123m 123m in the lower reading
}
# F and G cannot both hold (G's own rule rules it out): a claim of G there is `absent`.
NEVER_TOGETHER = {
    (3, 75): "All Green has one suit; One Voided Suit needs exactly two",
    (11, 75): "All Honors has no suit at all",
    (16, 69): "four shifted chows are never two identical chows",
    (56, 62): "one is won by self-draw, the other on a discard",
}
# Two sets of the counted fan's own make the claimed pair fan: no disassembly.
PAIR_FANS = {65, 69, 70, 71, 72}

EXCLUSIONS = [
    pytest.param(f, g, id=f"{f}-excludes-{g}") for f, fan in FANS.items() for g in fan.excludes
]


def wrong_of(hand, claims, **kw):
    check = check_claims(hand, claims, **kw)
    return {w.fan.key if w.fan else w.text: w for w in check.wrong}, check


def test_every_fan_that_excludes_another_has_a_hand():
    assert {f for f, fan in FANS.items() if fan.excludes} <= set(HAND_WITH)


@pytest.mark.parametrize("f, g", EXCLUSIONS)
def test_a_claim_of_an_excluded_fan_names_the_fan_that_excludes_it(f, g):
    hand = HAND_FOR_PAIR.get((f, g), HAND_WITH[f])
    # Fully Concealed Hand is won by self-draw, Concealed Hand on a discard.
    situation = {56: {"self_drawn": True}, 62: {"self_drawn": False}}.get(g, {})
    if (f, g) in NEVER_TOGETHER:
        situation = {}
    wrong, check = wrong_of(hand, [g], **situation)
    assert any(fan.key == f for fan in check.result.fans), "the hand must count F"
    (claim,) = wrong.values()
    if (f, g) in NEVER_TOGETHER:
        assert claim.kind == "absent", claim.reason
        return
    expected = {"excluded", "no-disassembly"} if g in PAIR_FANS else {"excluded"}
    assert claim.kind in expected, claim.reason
    assert f in claim.by, claim.reason
    assert FANS[f].name in claim.reason


@pytest.mark.parametrize(
    "hand, claim, kind, by",
    [
        ("[EEE,1][SSS,2]WWWNNN55m", "Big Three Winds", "excluded", {1}),
        ("[CCC,1][FFF,1]PPP123m55m", "Dragon Pung", "excluded", {2}),
        ("[CCC,1][FFF,1]PPP123m55m", "Two Dragons Pungs", "excluded", {2}),
        ("1111m2233p445577s", "Concealed Hand", "excluded", {19}),
        ("1111m2233p445577s", "Single Wait", "excluded", {19}),
        ("147m25p36sESWNCFP", "Lesser Honors and Knitted Tiles", "excluded", {20}),
        ("147m25p36sESWNCFP", "All Types", "excluded", {20}),
        ("111m222p333444s55m|EE1000", "Two Concealed Pungs", "excluded", {12}),
        ("111222333444m55p", "Pure Shifted Pungs", "excluded", {15}),
        ("[1111m][2222p,1]345678s9m9m", "Concealed Kong", "excluded", {82}),
        ("[1111m][2222p,1]345678s9m9m", "Melded Kong", "excluded", {82}),
        ("1112345678999m9m", "Full Flush", "excluded", {4}),
        ("11223344556677m", "Seven Pairs", "excluded", {6}),
        ("[234m,1][555m,1]567m55576p|EE0001", "Last Tile", "excluded", {47}),
        ("[1111m][2222p][3333s,1]456s55m", "Two Concealed Kongs", "excluded", {17}),
        ("[1111m][2222p][3333s,1]456s55m", "Concealed Kong", "excluded", {17}),
        ("[EEE,1][SSS,2]WWW123m5m5m", "Pung of Terminals or Honors", "excluded", {38}),
        ("[CCC,1]123m456p789s55s", "Pung of Terminals or Honors", "excluded", {59}),
        ("[444m,2][333m,3][555m,1][888s,2]77m", "Pure Triple Chow", "absent", set()),
        ("12345789p55678m6p|EE1000", "Short Straight", "no-disassembly", {28}),
        ("123456m456p11789s", "Short Straight", "one-combination", {39, 70}),
        ("123456m456p11789s", "Pure Double Chow x1", "unknown", {13, 69}),
        # "Mixed Straight" on this hand is fan 39, which it counts (issue 25: the hand
        # settles the name): tests/test_fan_names_index.py.
        ("123456m456p11789s", "Pure Stright", "unknown", set()),
        ("[123m,1][345m,1]678p56sWW7s", "Full Flush", "absent", set()),
    ],
)
def test_hands_quoted_in_the_issue(hand, claim, kind, by):
    wrong, _ = wrong_of(hand, [claim])
    (w,) = wrong.values()
    assert (w.kind, set(w.by)) == (kind, by), w.reason
    assert "does not have it" not in w.reason or kind == "absent"


def test_kong_rulings_are_named():
    wrong, _ = wrong_of("[1111m][2222p,1]345678s9m9m", ["Concealed Kong", "Melded Kong"])
    assert all("one 5-fan item" in w.reason and "MIL 2015" in w.reason for w in wrong.values())
    wrong, _ = wrong_of("[1111m][2222p][3333s,1]456s55m", ["Concealed Kong"])
    assert "count as concealed pungs only" in wrong[67].reason


def test_a_pung_won_on_a_discard_is_named_as_melded():
    # 555p was completed by the discarded 5p: two concealed pungs, not three.
    wrong, check = wrong_of("[123m,1]111s999pEE55p5p|EE0000", ["Three Concealed Pungs"])
    assert check.result.fan(66) is not None
    assert wrong[33].kind == "absent"
    assert "completed by the winning discard" in wrong[33].reason
    assert "counts as melded" in wrong[33].reason


def test_no_reuse_and_too_many():
    # 234p 567p 234s 567s: three pair fans at most, each chow joins once.
    wrong, _ = wrong_of("234567p234567s55m", ["Short Straight x2", "Mixed Double Chow x2"])
    assert wrong[71].kind == "too-many"
    assert "one combination only" in wrong[71].reason
    wrong, _ = wrong_of("[CCC,1]123m456p789s55s", ["Dragon Pung x2"])
    assert wrong[59].kind == "too-many" and "fewer sets" in wrong[59].reason
    wrong, _ = wrong_of("12345789p55678m6p|EE1000", ["Fully Concealed Hand x2"])
    assert "at most once" in wrong[56].reason


def test_another_reading_is_named():
    # Read as 123m 123m 123m pairs, or as 111m 222m 333m: the pungs are worth more;
    # Pure Triple Chow is excluded by Pure Shifted Pungs, and the reading is named.
    wrong, _ = wrong_of("111222333m456p55s", ["Pure Triple Chow"])
    assert wrong[23].kind == "excluded" and wrong[23].by == (24,)
    assert "read as" in wrong[23].reason


def test_a_wait_fan_refused_names_the_other_wait():
    wrong, _ = wrong_of("[123m,1][456p,1]789s45s66p3s", ["Edge Wait"])
    assert wrong[77].kind == "absent"
    assert "6s" in wrong[77].reason and "3s" in wrong[77].reason


def test_under_the_minimum_the_claim_is_wrong_and_said_first(capsys):
    hand = "[123m,1][567p,1]678s23s55m4s"
    check = check_claims(hand, ["All Chows"])
    assert not check.wrong and not check.missing
    assert check.verdict == "wrong" and not check.all_right
    assert "under the 8-fan minimum" in check.minimum_reason
    assert main([hand, "--claim", "All Chows"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Wrong claim:")
    assert "The claim is right." not in out


def test_json_contract(capsys):
    main(["1111m2233p445577s", "--claim", "Concealed Hand, Seven Pairs, Foo", "--json"])
    data = json.loads(capsys.readouterr().out)
    assert data["verdict"] == "wrong" and data["meets_minimum"] is True
    assert data["right"] == [{"id": 19, "name": "Seven Pairs", "count": 1}]
    assert {m["id"] for m in data["missing"]} == {64, 76}
    by_claim = {w["claimed"]: w for w in data["wrong"]}
    assert by_claim["Foo"] == {
        "id": None,
        "name": None,
        "claimed": "Foo",
        "times": 1,
        "counted": 0,
        "kind": "unknown",
        "by": [],
        "reason": "'Foo' is not the name of an MCR fan. Name a fan by its number (1-81), "
        "its English or Chinese name or its pinyin.",
    }
    assert by_claim["Concealed Hand"]["kind"] == "excluded"
    assert by_claim["Concealed Hand"]["by"] == [19]


# --- the sweep ----------------------------------------------------------------------

SWEEP = 400


def _readings_found(hand):
    """Every fan some reading of the hand finds (before exclusions), and per reading."""
    best, evaluations, ctx = evaluate(hand)
    ctx.find_all = True  # the fans each reading's fans exclude, too
    found = set()
    for ev in evaluations:
        tally = Tally()
        for detect in detectors_for(ev.reading.shape, ev.reading.has, find_all=True):
            detect(ev.reading, ctx, tally)
        keys = {k for k, _ in tally.found}
        assert keys <= fans_looked_for(ev.reading.shape), "a detector's `emits` is incomplete"
        found |= keys
    return found


# Fans that depend on which sets were claimed, or on the wait: declaring a reading's
# sets to the reference (to make it score that reading) changes them, so not compared.
MELD_DEPENDENT = {12, 33, 43, 52, 56, 58, 62, 66, 77, 78, 79}


def _forced(notation: str, hand, reading) -> str:
    """The hand with the reading's concealed sets declared, but the set or pair holding
    the winning tile: the reference then scores that reading and no other."""
    win = hand.winning_tile
    rest = list(reading.groups[len(hand.melds) :])
    pair = next(g for g in rest if g.is_pair)
    sets = [g for g in rest if not g.is_pair]
    keep = pair if win in pair.tiles else next(g for g in sets if win in g.tiles)
    parts = [m.notation() for m in hand.melds]
    kept = False
    for g in sets:
        if g is keep and not kept:
            kept = True
            continue
        parts.append(f"[{format_tiles(g.tiles)},1]")
    concealed = list(keep.tiles) + (list(pair.tiles) if keep is not pair else [])
    concealed.remove(win)
    tail = notation[notation.index("|") :] if "|" in notation else ""
    return "".join(parts) + format_tiles([*concealed, win]) + tail


def _reference_in_every_reading(notation: str) -> set[int]:
    """The fans the reference counts in some reading of the hand (its own best, and each
    of our standard readings forced by declaring its sets), meld-dependent fans aside."""
    from tests.scoring_reference import ReferenceNotWinning, reference_fans

    found = {fan_id or 82 for fan_id, _ in reference_fans(notation)}
    hand = parse_hand(notation)
    _, evaluations, _ = evaluate(hand)
    standard = [ev.reading for ev in evaluations if ev.reading.shape is Shape.STANDARD]
    if len(evaluations) > 1:
        for reading in standard:
            try:
                fans = reference_fans(_forced(notation, hand, reading))
            except (ReferenceNotWinning, ValueError):
                continue
            found |= {fan_id or 82 for fan_id, _ in fans} - MELD_DEPENDENT
    return found


@pytest.mark.slow
def test_sweep_no_fan_that_a_reading_has_is_called_absent():
    """Generated hands, every fan claimed: no fan that the reference counts in some
    reading of the hand is called `absent`, nor any fan one of our readings finds before
    exclusions; every reason has a contract kind, and `by` names counted fans."""
    hands = [g.notation for g in HandGenerator(seed=10).hands(SWEEP)]
    # Hands with several readings are where a false "absent" would hide: all of them.
    hands += [
        g.notation
        for g in HandGenerator(seed=11).hands(4000)
        if len(evaluate(parse_hand(g.notation))[1]) > 1
    ][:SWEEP]
    claims = [*range(1, 81), 82]
    for hand in hands:
        try:
            reference = _reference_in_every_reading(hand)
        except ValueError:
            continue  # refused by the reference: the differential test covers it
        check = check_claims(hand, claims)
        ours = _readings_found(parse_hand(hand))
        counted = {f.key for f in check.result.fans}
        for w in check.wrong:
            assert w.kind in KINDS and w.reason
            if w.kind == "absent":
                assert w.fan.key not in reference | ours, (hand, w.fan.name, w.reason)
            if w.kind in ("excluded", "no-disassembly", "one-combination"):
                assert set(w.by) <= counted, (hand, w.fan.name, w.by)


def test_special_shapes_name_their_fan():
    wrong, _ = wrong_of("19m19p19sESWNCFPP", ["All Types", "Concealed Hand"])
    assert {w.by for w in wrong.values()} == {(7,)}
    best, _, _ = evaluate(parse_hand("19m19p19sESWNCFPP"))
    assert best.reading.shape is Shape.THIRTEEN_ORPHANS


def _tiles_of(notation: str) -> list[int]:
    return list(parse_hand(notation).all_tiles)


# The rule texts the issue found contradicted, as properties of the tiles: every hand
# that has the fan (counted, or found and excluded by a larger one) satisfies its text.
RULE_TEXTS = {
    75: lambda tiles: len({t // 9 for t in tiles if t < 27}) == 2,  # exactly two suits
    18: lambda tiles: all(t >= 27 or t % 9 in (0, 8) for t in tiles),  # 1s, 9s, honors
    36: lambda tiles: all(t < 27 and t % 9 >= 5 for t in tiles),  # ranks 6 to 9
    37: lambda tiles: all(t < 27 and t % 9 <= 3 for t in tiles),  # ranks 1 to 4
}


@pytest.mark.parametrize("key", sorted(RULE_TEXTS))
@pytest.mark.slow
def test_rule_texts_hold_for_every_hand_that_has_the_fan(key):
    holds = RULE_TEXTS[key]
    seen = 0
    for g in HandGenerator(seed=40 + key).hands(1500):
        hand = parse_hand(g.notation)
        if key in _readings_found(hand):
            seen += 1
            assert holds(_tiles_of(g.notation)), (g.notation, FANS[key].rule)
        elif holds(_tiles_of(g.notation)):
            # The text's condition without the fan: only where the fan's own detector
            # could not look (no such hand for these four).
            raise AssertionError((g.notation, FANS[key].rule))
    assert seen


def test_seven_pairs_text():
    assert "four alike count as two" in FANS[19].rule
    check = check_claims("1111m2233p445577s", ["Seven Pairs"])
    assert not check.wrong
