"""Issue 24: Chinese text uses Chinese punctuation. No translation in the table
(resources/i18n/fill_zh.py, what the .ts and the shipped .qm are made from) puts an
ASCII colon, comma or opening bracket right after a Chinese character: 名称： not
名称:, （13张） not (13张). Placeholders (%1) and notation (123m, [567m,2]) are
ASCII by nature and are not looked at."""

from __future__ import annotations

import importlib.util
import re
import xml.etree.ElementTree as ET
from pathlib import Path

SOURCES = Path(__file__).resolve().parents[1] / "resources" / "i18n"
# A CJK character (or a closing full-width bracket) followed by ASCII : , ( or ;.
# Left alone: Qt's mnemonic in brackets, 文件(&F), written so in Chinese software, and
# a colon or semicolon that is notation, typed as such (座位:c/p/d, C: 牌; D: 牌).
MIXED = re.compile(r"[\u4e00-\u9fff\u3001-\u303f\uff09](?:[:,;](?!\s?[A-Za-z])|\((?!&))")


def table() -> dict[str, str]:
    spec = importlib.util.spec_from_file_location("fill_zh", SOURCES / "fill_zh.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    texts = dict(module.ZH)
    texts.update({f"{c}/{s}": zh for (c, s), zh in module.ZH_IN_CONTEXT.items()})
    return texts


def mixed(texts: dict[str, str]) -> list[tuple[str, str]]:
    return [(source, zh) for source, zh in texts.items() if MIXED.search(zh)]


def test_the_translation_table_uses_chinese_punctuation():
    bad = mixed(table())
    assert bad == [], "\n".join(f"{s!r}: {z!r}" for s, z in bad)


def test_the_translation_file_uses_chinese_punctuation():
    root = ET.parse(SOURCES / "mcr_zh_CN.ts").getroot()
    texts = {}
    for message in root.iter("message"):
        translation = message.find("translation")
        forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text]
        texts[message.find("source").text] = " ".join(f or "" for f in forms)
    bad = mixed(texts)
    assert bad == [], "\n".join(f"{s!r}: {z!r}" for s, z in bad)


def test_the_check_finds_ascii_punctuation_after_chinese():
    assert mixed({"a": "名称:", "b": "听牌(13张)", "c": "东, 南"}) == [
        ("a", "名称:"),
        ("b", "听牌(13张)"),
        ("c", "东, 南"),
    ]
    kept = {"d": "名称：%1", "e": "例如 [567m,2]123m", "f": "文件(&F)", "g": "座位:c/p/d"}
    assert mixed(kept) == []
