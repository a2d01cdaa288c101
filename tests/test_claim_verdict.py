"""`python -m scoring --claim` ends with one verdict line under every rule system, and
its JSON carries "verdict" (QA: the International Game and MahJong Online printed no
verdict at all when the claim was wrong)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

HAND = "123456m456p11789s|EE1000"
CASES = [
    # (rules, hand, a right claim, a wrong claim)
    ("mcr", HAND, "39, 56, 63, 70", "39, 56, 63"),
    (
        "international",
        HAND,
        "All Chows, Mixed Straight Nine, From The Wall, Self Help, No Flower",
        "All Chows",
    ),
    ("mahjong-online", HAND, "Totally Concealed Hand, All Sequences, No Flowers", "MO-05"),
    ("shenzhen", HAND + "|0|horse=-", "SZ-W1", "SZ-W2"),
]


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "scoring", *args], capture_output=True, text=True, timeout=60
    )


@pytest.mark.parametrize(("rules", "hand", "right", "wrong"), CASES)
@pytest.mark.slow
def test_every_system_says_whether_the_claim_is_right(rules, hand, right, wrong) -> None:
    for claim, verdict in ((right, "right"), (wrong, "wrong")):
        done = _run("--rules", rules, hand, "--claim", claim)
        assert done.returncode == 0, done.stderr
        assert done.stdout.rstrip().splitlines()[-1] == f"  The claim is {verdict}."
        done = _run("--rules", rules, hand, "--claim", claim, "--json")
        assert done.returncode == 0, done.stderr
        assert json.loads(done.stdout)["verdict"] == verdict


@pytest.mark.parametrize(
    ("rules", "hand"),
    [  # MCR is the fast loop's smoke (a process each: about 2 s on the loaded machine)
        pytest.param(r, h, marks=[] if r == "mcr" else [pytest.mark.slow])
        for r, h, *_ in CASES
        if r != "shenzhen"
    ],
)
def test_a_wrong_total_makes_a_wrong_claim(rules, hand) -> None:
    done = _run("--rules", rules, hand, "--claim", CASES[[c[0] for c in CASES].index(rules)][2])
    assert done.stdout.rstrip().endswith("The claim is right.")
    done = _run("--rules", rules, hand, "--claim", "", "--total", "99", "--json")
    assert json.loads(done.stdout)["verdict"] == "wrong"
