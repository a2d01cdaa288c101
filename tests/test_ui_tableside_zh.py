"""The referee's queue panel under the Chinese interface: the engine's reasons for
each wrong claim and the "why here" of a hand under the minimum are said in Chinese,
worded as the desktop's claims pane words them (app.ui.hand.reasons), not in the
engine's English. A real file tournament, real widgets (offscreen)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from app.ui.tableside.wording import minimum_reason, wrong_reason
from app.ui.window import MainWindow
from tests.tableside_helpers import UNDER_MINIMUM, tokens, tournament, win

WRONG = "Pure Straight, Mixed Straight, Concealed Hand x2, All Chows, Flower Tiles"
ENGLISH = re.compile(r"[A-Za-z]{3,} [a-z]{3,} [a-z]{2,}")  # an English sentence's words


@pytest.fixture
def window(qtbot, tmp_path: Path) -> Iterator[MainWindow]:
    location = str(tmp_path / "cup.mcrt")
    with tournament(location) as svc:
        svc.backup_dir = None
        svc.propose(tokens(svc, table=1)["E"], win(1, claim=WRONG))
        low = win(1, claim="Concealed Hand") | {"tiles": UNDER_MINIMUM}
        svc.propose(tokens(svc, table=2)["E"], low)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.show()
    assert w.open_file(location, remember=False)
    w.language_menu.action_for("zh_CN").trigger()
    try:
        yield w
    finally:
        w.language_menu.action_for("en").trigger()
        w.close_document()


def reasons(dock) -> dict[str, str]:
    """The claim as written -> the "why" the panel gives, of the selected proposal."""
    fans = dock.verdict.fans
    return {
        fans.item(r, 1).text(): fans.item(r, 3).text()
        for r in range(fans.rowCount())
        if fans.item(r, 3).text() not in ("", "正确", "未报")
    }


@pytest.mark.slow
def test_the_engines_reasons_are_in_chinese(window) -> None:
    dock = window.tableside.show_queue()
    assert dock.list.rowCount() == 2
    dock.select(dock.rows[0]["id"])
    assert reasons(dock) == {
        "Pure Straight": "此手没有这个番种。",
        "Concealed Hand x2": "此手只计1次：此番每手最多计一次。",
        "Flower Tiles": "此手没有花牌。",
    }
    assert dock.list.item(0, 4).text() == "报番有误：程序计番不同"


@pytest.mark.slow
def test_under_the_minimum_is_said_in_chinese(window) -> None:
    dock = window.tableside.show_queue()
    dock.select(dock.rows[1]["id"])
    why = "不足起和番：错和：不计花牌只有5番，不足8番起和。"
    assert dock.list.item(1, 4).text() == why
    assert why in dock.verdict.heading.text()
    for text in [*reasons(dock).values(), dock.verdict.heading.text()]:
        assert not ENGLISH.search(text), text


def test_a_verdict_without_facts_is_said_as_the_engine_wrote_it(qapp) -> None:
    """Another system's check, or a proposal kept before the facts were given: the
    engine's sentence (through the translation of engine messages; English here)."""
    kept = {"id": 28, "kind": "absent", "by": [], "reason": "The hand does not have it."}
    assert wrong_reason(kept) == "The hand does not have it."
    element = {"id": "INT-9", "kind": "absent", "facts": {}, "reason": "Not in this hand."}
    assert wrong_reason(element) == "Not in this hand."
    english = "Wrong claim: the hand scores 5 fan without flowers, under the 8-fan minimum."
    assert minimum_reason({"minimum_reason": english, "minimum": 6}) == english
