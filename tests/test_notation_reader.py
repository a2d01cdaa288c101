"""The one-pass reader of a run of tiles (notation._read_tiles) accepts exactly the
runs the notation's grammar allows, and reads each as the grammar does."""

from __future__ import annotations

import random
import re

import pytest

from scoring.errors import HandError
from scoring.notation import _read_tiles, parse_hand, split_tiles

# The grammar of a run of tiles (docs/contracts.md, "Hand notation").
RUN = re.compile(r"(?:([1-9]+)([mps])|([ESWNCFP]))")
WELL_FORMED = re.compile(r"(?:[1-9]+[mps]|[ESWNCFP])*")


def read_by_grammar(text: str) -> list[int]:
    tiles: list[int] = []
    for digits, suit, honor in RUN.findall(text):
        if honor:
            tiles.append(27 + "ESWNCFP".index(honor))
        else:
            tiles.extend("mps".index(suit) * 9 + int(d) - 1 for d in digits)
    return tiles


def random_runs(seed: int, n: int) -> list[str]:
    rng = random.Random(seed)
    alphabet = "0123456789mpsESWNCFPzMx[],é "
    tokens = ["123m", "55p", "9s", "E", "P", "789s", "11m", "C"]
    found = []
    for _ in range(n):
        if rng.random() < 0.5:
            text = "".join(rng.choice(tokens) for _ in range(rng.randint(0, 6)))
            if text and rng.random() < 0.5:  # one character changed, added or removed
                i = rng.randrange(len(text))
                text = text[:i] + rng.choice(["", rng.choice(alphabet)]) + text[i + 1 :]
        else:
            text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 8)))
        found.append(text)
    return found


@pytest.mark.parametrize("seed", range(5))
def test_reader_accepts_the_grammar_and_nothing_else(seed: int) -> None:
    for text in random_runs(seed, 2000):
        tiles = _read_tiles(text)
        if WELL_FORMED.fullmatch(text):
            assert tiles == read_by_grammar(text), text
        else:
            assert tiles is None, text


@pytest.mark.parametrize(
    "text",
    ["m", "5", "E5", "5E", "mp", "12m3", "0m", "1z", "12M", "55pé", "123m]", "Em", "1mm"],
)
def test_malformed_runs_are_refused(text: str) -> None:
    assert _read_tiles(text) is None


def test_split_tiles_without_melds_reads_every_tile() -> None:
    assert split_tiles("123m55pEE9s") == ([], [0, 1, 2, 13, 13, 27, 27, 26])


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("123m456p789s1188z", "1z-7z"),  # the slow path still names the mistake
        ("123m456p789s11M22E", "lower case"),
        ("m123p456s789s1122E", "no numbers before it"),
        ("123m456p789s1122", "needs a suit letter"),
    ],
)
def test_a_malformed_hand_still_gets_its_message(text: str, message: str) -> None:
    with pytest.raises(HandError, match=message):
        parse_hand(text)
