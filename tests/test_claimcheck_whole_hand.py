"""The table-side claim check reads the hand whole (app.domain.claimcheck): the MCR check
takes the notation's fourth part as the scorer does, so the claim is checked on the hand
the scoring reads, never on a shortened copy that hides what the scorer refuses."""

from __future__ import annotations

import json

from app.domain.claimcheck import verdict
from app.domain.rulesets import resolve
from scoring.__main__ import main as score
from tests.tableside_helpers import CLAIM, WIN

MCR = resolve("MCR", {}, 16)


def test_the_verdict_is_the_commands_on_the_whole_notation(capsys) -> None:
    full = WIN + "|EE0000||from=S"
    found = verdict(MCR, full, CLAIM)
    assert found is not None
    assert score([full, "--claim", CLAIM, "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert {k: v for k, v in found.items() if k in printed} == printed


def test_a_fourth_part_the_scorer_refuses_gives_no_verdict() -> None:
    # self-drawn, yet from= names who gave the tile: the scorer refuses the hand, so
    # there is no verdict on a claim for it (cut at the flowers, it had one)
    assert verdict(MCR, WIN + "|EE1000||from=S", CLAIM) is None
