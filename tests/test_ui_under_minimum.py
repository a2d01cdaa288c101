"""A hand under the minimum, as the hand calculator and the referee's panels say it: the
tournament's own minimum (another system's, or one an option sets), what its rules
leave out of the count (MCR: the flowers, seed 000; MahJong Online: the auxiliary
points), in English and in Chinese. Real widgets, real engine."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from app.domain.model import TournamentSettings
from app.domain.refusals import under_minimum
from app.domain.rulesets import tournament_rules
from app.ui.hand.entry import HandEntry
from app.ui.language import switch_language
from app.ui.messages import translate_message
from app.ui.tableside.wording import minimum_reason
from scoring import score_hand
from scoring.rules import get_rule_system

# 8 fan with its four flowers, 4 without them: under MCR's minimum.
MCR_FLOWERS = "[567m,2]123p456s789s55p|EE0000|4"
# 5 fan in the International game, self-drawn (no discarder to name).
INTERNATIONAL = "[123m,1]456p789s234s55m|EE1000"
# MahJong Online: 1 fan and 1/2 auxiliary point (the kong), which the minimum leaves out.
MO_AUXILIARY = "[1111m]456m789m234p55s|EE1000"


@pytest.fixture
def chinese(qapp: QApplication) -> Iterator[None]:
    switch_language("zh_CN")
    try:
        yield
    finally:
        switch_language("en")


def entry_for(qtbot, system: str = "mcr", **options: str) -> HandEntry:
    entry = HandEntry()
    qtbot.addWidget(entry)
    if system != "mcr" or options:
        settings = TournamentSettings(
            "Cup", rule_system=system, rule_options=tuple(options.items())
        )
        entry.set_rules(tournament_rules(settings))
    entry.show()
    return entry


def test_the_calculator_says_mcrs_flowers_do_not_count(qtbot) -> None:
    entry = entry_for(qtbot)
    entry.set_notation(MCR_FLOWERS)
    assert entry.total_label.text() == "8 fan"  # the flowers are in the total...
    assert entry.minimum_label.isVisibleTo(entry)  # ...not in the minimum
    assert entry.minimum_label.text() == (
        "Under the minimum of 8 fan (flowers not counted): this is not a valid win."
    )


def test_the_calculator_says_it_in_chinese(qtbot, chinese) -> None:
    entry = entry_for(qtbot)
    entry.set_notation(MCR_FLOWERS)
    assert entry.minimum_label.text() == "不足起和番 8 番（不计花牌）：不能和牌。"


def test_another_systems_minimum_set_by_the_tournament(qtbot) -> None:
    entry = entry_for(qtbot, "international", min_fan="6")
    entry.set_notation(INTERNATIONAL)
    assert entry.minimum_label.isVisibleTo(entry)
    # the International game counts its flower elements toward the minimum
    assert entry.minimum_label.text() == "Under the minimum of 6 fan: this is not a valid win."
    # a wait under that minimum says that minimum, not MCR's 8
    entry.set_notation(INTERNATIONAL.replace("55m", "5m"))
    waits = [entry.waits_list.item(i).text() for i in range(entry.waits_list.count())]
    assert any(w.endswith("fan, under 6") for w in waits), waits
    assert not any("under 8" in w for w in waits), waits


def test_what_mahjong_online_leaves_out_in_both_languages(qtbot, qapp) -> None:
    entry = entry_for(qtbot, "mahjong-online")
    entry.set_notation(MO_AUXILIARY)
    assert entry.minimum_label.text() == (
        "Under the minimum of 2 fan (auxiliary points not counted): this is not a valid win."
    )
    switch_language("zh_CN")
    try:
        chinese = entry_for(qtbot, "mahjong-online", min_fan="3")
        chinese.set_notation(MO_AUXILIARY)
        assert chinese.minimum_label.text() == "不足起和番 3 番（不计附加分）：不能和牌。"
        chinese.set_notation(MO_AUXILIARY.replace("55s", "5s"))
        waits = [chinese.waits_list.item(i).text() for i in range(chinese.waits_list.count())]
        assert any(w.endswith("不足3番") for w in waits), waits
    finally:
        switch_language("en")


def test_a_kept_verdict_under_another_minimum_is_said_in_chinese(chinese) -> None:
    english = "Wrong claim: the hand scores 5 fan without flowers, under the 6-fan minimum."
    kept = {"minimum_reason": english, "fan_without_flowers": 5, "minimum": 6}
    assert minimum_reason(kept) == "错和：不计花牌只有5番，不足6番起和。"


@pytest.mark.parametrize(
    ("system", "hand", "options", "said"),
    [
        (
            "international",
            INTERNATIONAL,
            {"min_fan": 6},
            "这手牌 5 番：国际麻将至少需要 6 番才能和牌。",
        ),
        (
            "mahjong-online",
            MO_AUXILIARY,
            None,
            "这手牌计入起和番的只有 1 番（连同不计入的附加分共 1.5 番）："
            "麻将在线规则至少需要 2 番才能和牌。",
        ),
    ],
)
def test_the_table_sheets_refusal_under_another_systems_minimum_in_chinese(
    chinese, system: str, hand: str, options: dict[str, int] | None, said: str
) -> None:
    rules = get_rule_system(system)
    result = score_hand(hand, rules=system, options=options)
    minimum = rules.min_fan(rules.resolve_options(options or {}))
    assert not result.meets_minimum
    assert translate_message(under_minimum(rules, minimum, result)) == said
