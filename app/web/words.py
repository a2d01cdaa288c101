"""The web pages' wording in English and Chinese, and the language a request asks for.

The pages say what the exports say where the words are the same (app.export.language:
"Standings", "Rank", the standings' headline...), so a phone, the website and the PDF
never disagree; the words only the live pages use are in `ZH_CN` below. English is the
key and the fallback; tests/test_web_results.py checks every web wording has Chinese."""

from __future__ import annotations

from app.export.language import say, using

LANGUAGES = ("en", "zh_CN")
# The switch's labels, each in its own language.
LABELS = {"en": "English", "zh_CN": "中文"}
HTML_LANG = {"en": "en", "zh_CN": "zh-CN"}

ZH_CN: dict[str, str] = {
    "Live results": "实时成绩",
    "Session progress": "各轮进度",
    "Session {k}": "第{k}轮",
    "{finished} of {tables} tables finished": "{tables}桌中{finished}桌已完成",
    "{count} under way": "{count}桌进行中",
    "not started": "未开始",
    "not seated": "未排座",
    "Tables, session {k}": "第{k}轮各桌",
    "Table {n}": "第{n}桌",
    "Hands {done} of {of}": "已录入{done}/{of}盘",
    "Not started": "未开始",
    "Playing": "进行中",
    "Complete": "已完成",
    "Verified": "已核对",
    "Totals entered": "已录入总分",
    "Updates by itself.": "自动更新。",
    "Connection lost: trying again…": "连接中断，正在重试……",
    "Nothing seated yet.": "尚未排座。",
    "No player registered yet.": "尚无选手。",
    "Language": "语言",
}


def word(text: str, lang: str, /, **values: object) -> str:
    """`text` in `lang`: the live pages' own wording, else the exports' (same key)."""
    if lang == "zh_CN" and text in ZH_CN:
        wording = ZH_CN[text]
        return wording.format(**values) if values else wording
    with using(lang):  # the exports' wording in `lang`, whatever the thread's language
        return say(text, **values)


def chosen_language(asked: str | None, accept_language: str | None) -> str:
    """The page's language: `?lang=` when it names one we speak (the page's switch),
    else the phone's first language we speak by its Accept-Language preferences
    (RFC 9110: highest q first, order kept among equals), else English."""
    if asked:
        found = _spoken(asked.strip().casefold().replace("_", "-"))
        if found:
            return found
    ranked: list[tuple[float, int, str]] = []
    for i, part in enumerate((accept_language or "")[:500].split(",")):
        tag, _, params = part.strip().partition(";")
        quality = 1.0
        name, _, value = params.strip().partition("=")
        if name.strip() == "q":
            try:
                quality = float(value)
            except ValueError:
                quality = 0.0
        ranked.append((-quality, i, tag.strip().casefold()))
    for negative_q, _, tag in sorted(ranked):
        if negative_q >= 0:  # q=0: "not this one"
            continue
        found = _spoken(tag)
        if found:
            return found
    return "en"


def _spoken(tag: str) -> str | None:
    """Our language for a language tag (lower case, hyphens): any Chinese is the
    simplified Chinese we have, any English is English."""
    if tag == "zh" or tag.startswith("zh-"):
        return "zh_CN"
    if tag == "en" or tag.startswith("en-"):
        return "en"
    return None
