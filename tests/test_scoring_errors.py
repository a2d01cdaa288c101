"""Bad input raises HandError (a ValueError) with a message a referee understands; never
anything else. Includes a deterministic fuzz over the notation alphabet and over mutations
of valid hands."""

from __future__ import annotations

import random

import pytest

from scoring import HandError, score_hand, waits
from tests.scoring_generator import HandGenerator

GOOD = "[123m,1]456p789s234s55m"

# (hand, what the message should mention: any one of these, case-insensitive)
BAD_HANDS: list[tuple[str, tuple[str, ...]]] = [
    # impossible tiles
    ("11111m234p567s999s", ("four", "5", "five")),
    ("[1111m]123m345p567s99s", ("four", "5", "five")),
    ("[555p,1][555p,2]234m678s99s", ("four", "6", "six")),
    # wrong number of tiles (a kong counts as 3)
    ("123m456p789s234s5m", ("13", "missing")),
    ("123m456p789s234s555m", ("15",)),
    ("[123m,1][456p,1][789s,1][234s,1][555m,1]", ("15", "four", "five", "5 ")),
    ("", ("empty", "no tile", "0", "tile")),
    # a bracket that is not a set, bad claim markers
    ("[124m]456p789s234s55m", ("124",)),
    ("[12m]456p789s234s555m", ("12",)),
    ("[EEEEE]456p789s234s55m", ("eeeee", "five", "5")),
    ("[ESW]456p789s234s55m", ("esw",)),
    ("[123m,4]456p789s234s55m", ("4", "marker", "claim")),
    ("[123m,0]456p789s234s55m", ("0", "marker", "claim")),
    ("[555p,9]456m789s234s55m", ("9", "marker", "player")),
    ("[555p,5]456m789s234s55m", ("5", "marker", "player", "kong")),
    ("[5555p,4]456m789s234s55m", ("4", "marker", "player")),
    ("[123m,1]456p789s234s55m]", ("]", "bracket")),
    ("[123m,1456p789s234s55m", ("[", "bracket", "]")),
    # tiles that do not exist
    ("[123m,1]456p789s234s0m0m", ("0",)),
    ("[123m,1]456p789s234s88z", ("8z", "z")),
    ("[123m,1]456p789s234s55x", ("x",)),
    ("[123m,1]456p789s234s55", ("suit", "55")),
    # the situation tail
    (GOOD + "|XE0000", ("x", "wind")),
    (GOOD + "|EX0000", ("x", "wind")),
    (GOOD + "|EE2000", ("2", "flag")),
    (GOOD + "|EE000", ("000", "flag", "four", "4")),
    (GOOD + "|EE00000", ("00000", "flag", "four", "4")),
    (GOOD + "|EE0000|9", ("9", "flower")),
    (GOOD + "|EE0000|z", ("z", "flower")),
    (GOOD + "|EE0000|aa", ("twice", "same", "a")),
    (GOOD + "|EE0000|2|3", ("|",)),
    # not a winning hand
    ("123m456p789s234s59m", ("win", "not", "complete")),
    ("19m19p18sESWNCFPP", ("win", "not", "complete")),
    # situations that cannot happen (the engine's rules)
    ("[111m,1]23m456p789s55s1m|EE0001", ("kong", "rob")),  # robbing a tile in your own pung
    ("[123p,1]111m23m456s55s1m|EE0001", ("kong", "rob")),  # robbing the 4th: you hold 3
    ("[1111m]23m456p789s55s1m|EE0001", ("kong", "rob", "five", "four")),
    ("123m456p789s234s55m|EE1001", ("kong", "replacement")),  # no kong to replace
]


@pytest.mark.parametrize("hand,mentions", BAD_HANDS, ids=[h or "empty" for h, _ in BAD_HANDS])
def test_bad_hand_raises_hand_error(hand, mentions):
    with pytest.raises(HandError) as info:
        score_hand(hand)
    message = str(info.value)
    assert isinstance(info.value, ValueError)
    assert len(message) >= 10, f"message too short to help: {message!r}"
    assert any(m.lower() in message.lower() for m in mentions), (
        f"{hand!r}: the message {message!r} should mention one of {mentions}"
    )


@pytest.mark.parametrize(
    "keywords",
    [
        dict(prevalent_wind="X"),
        dict(seat_wind="Q"),
        dict(flowers=9),
        dict(flowers=-1),
    ],
)
def test_bad_situation_keywords(keywords):
    with pytest.raises(HandError):
        score_hand(GOOD, **keywords)


@pytest.mark.parametrize("value", [None, 123, b"123m456p789s234s55m", ["1m"]])
def test_not_text(value):
    with pytest.raises(HandError):
        score_hand(value)
    with pytest.raises(HandError):
        waits(value)


@pytest.mark.parametrize(
    "hand",
    [
        "123m456p789s234s55m",  # 14 tiles: already a win, not a waiting hand
        "123m456p789s234s",  # 12
        "11111m234p567s99s",  # a fifth 1m
        "[124m]456p789s234s5m",
        "",
    ],
)
def test_bad_waiting_hand(hand):
    with pytest.raises(HandError):
        waits(hand)


def test_a_hand_that_waits_on_nothing_has_no_waits():
    assert waits("28m47s369pESWCCP") == []  # gb-fan-cases tingCase


# Impossible flags the reference silently ignores: ours may refuse them or ignore them, but
# must never score the fan.
@pytest.mark.parametrize(
    "hand,fan_id",
    [
        ("[123m,1]456p789s1233m3m|EE0100", 58),  # last tile, but another 3m is concealed
        ("[123m,1]456p789s2345m5m|EE0100", 58),  # last tile, but another 5m is concealed
        ("[234m,1]456p789s2345m5m|EE0001", 47),  # robbing 5m while holding another 5m
        ("[234m,1]456p789s55s12m3m|EE0001", 47),  # robbing 3m: the meld 234m shows a 3m
    ],
)
def test_impossible_flag_never_scores(hand, fan_id):
    try:
        result = score_hand(hand)
    except HandError:
        return
    assert fan_id not in {f.fan_id for f in result.fans}


# ---------------------------------------------------------------- fuzz

ALPHABET = "123456789mpsz0ESWNCFPX[],|abcdefgh 1234567mps"


def _fuzz_inputs() -> list[str]:
    rng = random.Random(1998)
    out = ["".join(rng.choice(ALPHABET) for _ in range(rng.randint(0, 40))) for _ in range(2000)]
    # mutations of valid hands: delete, insert, replace, swap, duplicate a slice
    for h in HandGenerator(77).hands(1000):
        text = list(h.notation)
        for _ in range(rng.randint(1, 3)):
            op = rng.randrange(5)
            i = rng.randrange(len(text))
            if op == 0 and len(text) > 1:
                del text[i]
            elif op == 1:
                text.insert(i, rng.choice(ALPHABET))
            elif op == 2:
                text[i] = rng.choice(ALPHABET)
            elif op == 3:
                j = rng.randrange(len(text))
                text[i], text[j] = text[j], text[i]
            else:
                j = min(len(text), i + rng.randint(1, 4))
                text[i:i] = text[i:j]
        out.append("".join(text))
    return out


@pytest.mark.slow
def test_fuzz_gives_a_result_or_hand_error():
    crashes = []
    scored = refused = 0
    for text in _fuzz_inputs():
        for call in (score_hand, waits):
            try:
                call(text)
                scored += 1
            except HandError as exc:
                refused += 1
                if not str(exc):
                    crashes.append(f"{call.__name__}({text!r}): empty message")
            except Exception as exc:  # the point of the test
                crashes.append(f"{call.__name__}({text!r}): {type(exc).__name__}: {exc}")
    assert not crashes, f"{len(crashes)} crashes; first 20:\n" + "\n".join(crashes[:20])
    assert scored and refused  # the fuzz reaches both outcomes
