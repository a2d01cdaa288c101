"""The audit log's text of a domain object (app/store/audit.py) stays what it always
was: the object's fields as `dataclasses.asdict` gives them, as sorted JSON, enums by
value and exact numbers as text, so that a log written before and one written now read
alike, on a file and on a server. (to_json no longer goes through asdict, whose deep
copies doubled the time the text of a hand took.)"""

from __future__ import annotations

import dataclasses
import enum
import json
from fractions import Fraction

import pytest

from app.domain.model import (
    FanLine,
    HandRecord,
    ItemLine,
    KongLine,
    MatchState,
    Penalty,
    Player,
    Table,
    TableTotals,
    TournamentSettings,
    WinLine,
)
from app.store import audit


def _as_before(obj: object) -> str:
    """The text as the log has always written it (asdict, then sorted JSON)."""

    def default(o: object) -> object:
        if isinstance(o, enum.Enum):
            return o.value
        if isinstance(o, Fraction):
            return str(o)
        raise TypeError(type(o).__name__)

    return json.dumps(dataclasses.asdict(obj), default=default, ensure_ascii=False, sort_keys=True)


FAN = FanLine(48, "Four Concealed Pungs", "四暗刻", 64, 1, ("111m", "999p"))
OBJECTS = [
    HandRecord(1, 3, 7, 2, None, 8, (48, -16, -16, -16)),
    HandRecord(1, 3, 8, None, None, None, (0, 0, 0, 0), draw=True),
    HandRecord(2, 1, 1, 1, 3, 64, (72, -8, -72, -8), tiles="111m999p...", fans=(FAN, FAN)),
    HandRecord(
        1,
        2,
        5,
        1,
        4,
        Fraction(17, 2),
        (Fraction(51, 2), Fraction(-1, 2), 0, -25),
        others=(WinLine(2, 3, "12m", (FAN,)),),
        kongs=(KongLine(3, "d", 4), KongLine(1, "c")),
        horse="-",
        liable=4,
        robbed=True,
        items=(ItemLine("base", (2, 3), 1, Fraction(5, 2), "half"),),
        entry="elements",
    ),
    Penalty(1, 2, 3, -30, "False win «é»", shared=True, id=12),
    TableTotals(1, 4, (Fraction(225, 2), Fraction(-225, 2), 10, -10)),
    TournamentSettings("Cup 杯", 3, rule_options=(("min_fan", "min_fan=0"),), tie_breaks=("a",)),
    Player(5, "Wang Fang 王芳", team="East"),
    Table(1, 2, (5, 6, 7, 8)),
]


@pytest.mark.parametrize("obj", OBJECTS, ids=lambda o: type(o).__name__)
def test_an_objects_audit_text_is_unchanged(obj):
    assert audit.to_json(obj) == _as_before(obj)


def test_a_hands_audit_text_reads_as_written():
    text = audit.to_json(OBJECTS[3])
    assert text is not None
    data = json.loads(text)
    assert data["points"] == ["51/2", "-1/2", 0, -25]
    assert data["kongs"] == [
        {"discarder": 4, "kind": "d", "player": 3},
        {"discarder": None, "kind": "c", "player": 1},
    ]
    assert data["others"][0]["fans"][0]["name_zh"] == "四暗刻"
    assert text.startswith('{"discarder": 4, "draw": false, "entry": "elements", "fan": "17/2"')


def test_values_that_are_not_objects_keep_their_text():
    assert audit.to_json(None) is None
    assert audit.to_json(MatchState.VERIFIED) == json.dumps(MatchState.VERIFIED.value)
    assert audit.to_json([[1, 2, 3, 4], {"b": "½", "a": None}]) == (
        '[[1, 2, 3, 4], {"a": null, "b": "½"}]'
    )
