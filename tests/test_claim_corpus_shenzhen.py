"""Issue 25, item 2: wrong item claims under the Shenzhen game, each worked out by hand
from seed 002's Shenzhen settlement and 10.2 Lucky Draw (Horse), and the lucky tiles of
the rules design (horse_map=guangdong: East 1 5 9 and Red, South 2 6 and Green, West 3 7
and White, North 4 8). Each case: the hand, the claim, the kind and a word of the reason."""

from __future__ import annotations

import pytest

from scoring.shenzhen.claims import check_claims

TILES = "123m456m789p234s55s"
SELF = f"{TILES}|SE1000||horse=-"  # East self-drawn, no horse turned: SZ-W1
DISCARD = f"{TILES}|SE0000||from=1"  # East on North's discard: SZ-W2
WEST_HORSE = f"{TILES}|SE1000||horse=3p"  # 3p is West's lucky tile: SZ-W1, SZ-H2
OWN_HORSE = f"{TILES}|SE1000||horse=5m"  # 5m is East's (the winner's): SZ-W1, SZ-H1
CONCEALED_KONG = "[1111m]456m789p234s55s|SE1000||horse=-"  # SZ-K2, SZ-W1
DISCARD_KONG = "[1111m,1]456m789p234s55s|SE0000||from=2"  # SZ-K3, SZ-W2
ROBBED = "123m456m789p55s234s|SE0001||from=1"  # the 4s robbed from North: SZ-W3

CASES = [
    # "When a player wins on discard: Discarder pays 5X": this one was self-drawn.
    (SELF, "W2", "absent", "self-drawn"),
    # "wins by Robbing a Kong": no kong was robbed.
    (SELF, "W3", "absent", "self-drawn"),
    # 10.2: a lucky tile pays only when one was drawn: none was turned.
    (SELF, "H1", "absent", "no horse"),
    (SELF, "H2", "absent", "no horse"),
    # "declares an exposed Kong": no kong at all.
    (SELF, "K1", "absent", "no promoted kong"),
    # "declares a concealed Kong on self-drawn": none.
    (SELF, "K2", "absent", "no concealed kong"),
    # "declares a concealed Kong on discard": none.
    (SELF, "K3", "absent", "no kong on a discard"),
    # One win, one SZ-W1.
    (SELF, "W1 x2", "too-many", "not more"),
    # "wins on self-drawn: All player pay 5X": won on a discard.
    (DISCARD, "W1", "absent", "on a discard"),
    # 10.2: "When a player declares the win on self-drawn, that player draws" a horse.
    (DISCARD, "H1", "absent", "only after a self-drawn win"),
    (DISCARD, "自摸", "absent", "on a discard"),
    (DISCARD, "W3", "absent", "on a discard"),
    # 3p is West's lucky tile, not the winner's: that is SZ-H2.
    (WEST_HORSE, "H1", "absent", "SZ-H2"),
    (WEST_HORSE, "中马", "absent", "SZ-H2"),
    # 5m is East's own lucky tile: SZ-H1, not another player's.
    (OWN_HORSE, "H2", "absent", "SZ-H1"),
    (OWN_HORSE, "中他家马", "absent", "SZ-H1"),
    # One horse tile: SZ-H1 once.
    (OWN_HORSE, "H1 x2", "too-many", "not more"),
    # [1111m] is a concealed kong, neither promoted nor on a discard.
    (CONCEALED_KONG, "K1", "absent", "no promoted kong"),
    (CONCEALED_KONG, "K3", "absent", "no kong on a discard"),
    (CONCEALED_KONG, "K2 x2", "too-many", "not more"),
    # [1111m,1] was made on a discard: not concealed.
    (DISCARD_KONG, "K2", "absent", "no concealed kong"),
    # Robbing a kong is its own way of winning (SZ-W3), not a discard win.
    (ROBBED, "W2", "absent", "robbing a kong"),
    (ROBBED, "W1", "absent", "robbing a kong"),
    # An unknown name: a wrong claim with the nearest names (issue 25).
    (SELF, "Win on self drawm", "unknown", "Did you mean"),
]


@pytest.mark.parametrize("hand, claim, kind, word", CASES)
def test_shenzhen_wrong_claims(hand, claim, kind, word):
    check = check_claims(hand, [claim])
    (wrong,) = check.wrong
    assert wrong.kind == kind, (wrong.kind, wrong.reason)
    assert word.lower() in wrong.reason.lower(), wrong.reason
    assert check.verdict == "wrong"


def test_the_corpus_has_twenty_cases():
    assert len(CASES) >= 20
