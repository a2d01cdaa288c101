"""The engine's refusals are written once (app.messages_zh.engine) and both places that
show them say them from there: the desktop's Qt translation is filled from the table,
the seat's page matches the table's templates and fills its Chinese. Each provoked
refusal (tests/engine_refusals.py) is said alike on both, but for the few the seat's
page words itself (app.web.seat_messages_zh.SEAT_OWN)."""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from app.messages_zh import fill, placeholders, template_pattern
from app.messages_zh.engine import REFUSALS, WORDS
from app.ui.messages import translate_message
from app.web.seat_messages import OWN, said
from tests.test_engine_refusals_zh import REFUSALS as PROVOKED
from tests.test_engine_refusals_zh import chinese  # noqa: F401  (the fixture: Chinese installed)

ROOT = Path(__file__).resolve().parents[1]
TS = ROOT / "resources" / "i18n" / "mcr_zh_CN.ts"


@pytest.mark.parametrize(
    ("template", "message", "values"),
    [
        ("%1 kongs for seat %2: at most four.", "5 kongs for seat S: at most four.", ["5", "S"]),
        ("horse=%1: %2", "horse=5m: 'x' is odd: why.", ["5m", "'x' is odd: why."]),
        ("A (%1) b.", "A (1) (2) b.", ["1) (2"]),
    ],
)
def test_a_template_matches_its_messages_and_gives_their_values(
    template: str, message: str, values: list[str]
) -> None:
    found = template_pattern(template).match(message)
    assert found is not None
    assert list(found.groups()) == values


@pytest.mark.parametrize(
    ("template", "message"),
    [
        ("%1 kongs for seat %2: at most four.", "5 kongs for seat S: at most three."),
        ("A (%1) b.", "A () b."),  # a value is never empty
        ("%1 flowers: a count.", "5 flowers: a count"),
    ],
)
def test_a_template_matches_no_other_message(template: str, message: str) -> None:
    assert template_pattern(template).match(message) is None


def test_the_chinese_is_filled_by_number_in_one_pass() -> None:
    numbers = placeholders("%1 kongs for seat %2.")
    assert numbers == [1, 2]
    assert fill("%2座有%1个杠", numbers, ["5", "S"]) == "S座有5个杠"
    # a value holding a placeholder of its own is put in as it is
    assert fill("%1与%2", numbers, ["%2", "x"]) == "%2与x"


def test_each_entry_is_written_once_with_the_same_values_on_both_sides() -> None:
    english = [e for e, _ in (*REFUSALS, *WORDS)]
    assert len(english) == len(set(english))
    for template, zh in REFUSALS:
        assert set(placeholders(zh)) <= set(placeholders(template)), template


def _messages_context(ts: Path) -> dict[str, str]:
    found = {}
    for context in ET.parse(ts).getroot().iter("context"):
        if context.findtext("name") == "Messages":
            for message in context.iter("message"):
                translation = message.find("translation")
                assert translation is not None
                found[message.findtext("source") or ""] = "".join(translation.itertext())
    return found


def test_the_desktop_translation_holds_the_tables_chinese() -> None:
    shipped = _messages_context(TS)
    wrong = [e for e, zh in (*REFUSALS, *WORDS) if shipped.get(e) != zh]
    assert wrong == []


def test_lupdate_finds_the_tables_english_and_fill_zh_writes_its_chinese(
    tmp_path: Path,
) -> None:
    """A translation made afresh from the sources holds the table's Chinese for each
    entry: pyside6-lupdate finds the English (marked, outside app/ui), fill_zh.py reads
    the Chinese from the table."""
    fresh = tmp_path / "fresh.ts"
    lupdate = Path(sys.executable).parent / "pyside6-lupdate"
    sources = [str(ROOT / "app" / "messages_zh" / "engine.py")]
    subprocess.run([str(lupdate), *sources, "-ts", str(fresh)], check=True, capture_output=True)
    subprocess.run(
        [sys.executable, str(ROOT / "resources" / "i18n" / "fill_zh.py"), str(fresh)],
        check=True,
        capture_output=True,
        env={"PYTHONPATH": str(ROOT)},
    )
    made = _messages_context(fresh)
    assert {e: made.get(e) for e, _ in (*REFUSALS, *WORDS)} == dict((*REFUSALS, *WORDS))


@pytest.mark.usefixtures("chinese")
def test_the_desktop_and_the_seats_page_say_each_refusal_alike() -> None:
    """Each provoked refusal of the table (the rest, MCR's notation, the page words
    in its own catalog) is said alike, but the page's own four."""
    patterns = [template_pattern(english) for english, _ in REFUSALS]
    of_the_table = [m for m in PROVOKED if any(p.match(m) for p in patterns)]
    own = [m for m in of_the_table if any(p.fullmatch(m) for p, _ in OWN)]
    assert len(of_the_table) > 60 and own
    # "horse=%1: %2" puts in a notation message of its own, said by each side's
    # catalog of MCR's messages (which differ): only the table's part is compared
    inner = template_pattern("horse=%1: %2")
    unlike = [
        (m, translate_message(m), said(m, "zh_CN"))
        for m in of_the_table
        if m not in own and not inner.match(m) and translate_message(m) != said(m, "zh_CN")
    ]
    assert unlike == []
    horses = [m for m in of_the_table if inner.match(m)]
    assert horses
    for message in horses:
        head = message.split(": ")[0] + "："
        assert translate_message(message).startswith(head)
        assert said(message, "zh_CN").startswith(head)
