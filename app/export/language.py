"""The language of the exports: one translation table for the PDF, the workbook and the
website, so the three always say the same thing.

The writers keep their English wording in the code and pass it through `say` (not
`tr`, which Qt's lupdate would collect as GUI text); the language is chosen once per
export with `using(lang)` (a context variable, so a background export in another
thread keeps its own language). English is the table's
key and the fallback: a wording missing from a table prints in English rather than
failing (tests/test_export_language.py checks that none is missing). Numbers, names,
tile notation and file names are never translated.

Chinese text uses Chinese punctuation: the full-width colon, comma and semicolon, and
the middle dot `·` between parts of a title.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from datetime import date, datetime

from app.domain.details import LANGUAGES
from app.domain.progress import UNFINISHED_MARK
from app.domain.scope import Scope

DEFAULT = "en"
# The HTML `lang` attribute of each language (BCP 47 writes a hyphen).
HTML_LANG = {"en": "en", "zh_CN": "zh-CN"}
LABELS = {"en": "English", "zh_CN": "中文（简体）"}

_current: ContextVar[str] = ContextVar("export_language", default=DEFAULT)

# English wording -> Chinese. `{name}` fields are filled in by `say`.
ZH_CN: dict[str, str] = {
    # documents, sheets and headings
    "Standings": "排名",
    "Team standings": "团体排名",
    "European results": "欧洲排名成绩",
    "Table results": "各桌成绩",
    "Penalties": "罚分",
    "Hand log": "牌局记录",
    "Seating plan": "座位表",
    "Seats by player": "选手座位",
    "Player cards": "选手卡",
    "Score sheets": "记分表",
    "Match results": "对局结果",
    "Scored hands": "和牌详情",
    "Fans": "番种",
    "Points": "得分",
    "Sessions": "轮次",
    "Where do I sit": "我的座位",
    "Where do I sit: session {k}": "我的座位：第{k}轮",
    "Session {k}": "第{k}轮",
    "Session {k}: tables": "第{k}轮：各桌",
    "Session {k}: where do I sit": "第{k}轮：我的座位",
    "Session {k} · Table {t}": "第{k}轮 · 第{t}桌",
    "Session {k} · Table {t} · {seats}": "第{k}轮 · 第{t}桌 · {seats}",
    "Session {k} · Table {t} · Hand {h}": "第{k}轮 · 第{t}桌 · 第{h}盘",
    "Table {t}": "第{t}桌",
    "Teams have {low} to {high} players: a team's points and score are the sum of its "
    "members', so a larger team gains more.": (
        "各队人数为{low}至{high}名：团体桌分与得分为队员之和，人数多的队伍占优。"
    ),
    "Table {t} {wind}": "第{t}桌 {wind}",
    # the table cards (table_cards.py)
    "Table cards: session {k}": "桌卡：第{k}轮",
    "Live results": "实时成绩",
    "Player {number}: scan for your seat": "{number}号选手：扫码进入座位",
    "How to enter your table's hands": "如何录入本桌牌局",
    "Each player scans the code above their own name with the phone's camera.": (
        "每位选手用手机相机扫描自己名字上方的二维码。"
    ),
    "After each hand, one player enters it; the other three confirm it.": (
        "每盘结束后由一位选手录入，其他三位确认。"
    ),
    "Something wrong? Dispute it and say why: the referee decides.": (
        "有误？提出异议并说明理由，由裁判裁定。"
    ),
    "Your seat's page is yours alone: do not share it or photograph this card.": (
        "座位页面仅限本人使用：请勿分享，也请勿拍摄此卡。"
    ),
    "Results": "成绩",
    "Tables": "各桌",
    "Hands": "和牌得分",
    "heading|Hands": "各盘",
    # column names
    "Rank": "名次",
    "Place": "名次",
    "No.": "编号",
    "Name": "姓名",
    "Country": "国家/地区",
    "Tournament": "比赛",
    "Players": "选手",
    "Venue": "场馆",
    "City": "城市",
    "Start date": "开始日期",
    "End date": "结束日期",
    "Countries": "国家/地区数",
    "Rules": "规则",
    "Ranking-body tournament id": "排名机构赛事编号",
    "Team": "队伍",
    "Members": "队员",
    "Table points": "桌分",
    "Score": "得分",
    "First name": "名",
    "Last name": "姓",
    "EMA number": "EMA编号",
    "Session": "轮次",
    "Table": "桌号",
    "Seat": "座位",
    "Hand": "盘",
    "State": "状态",
    "Penalty reasons": "罚分原因",
    "Shared": "分摊",
    "Reason": "原因",
    "Round wind": "圈风",
    "Round": "圈风",
    "Dealer": "庄家",
    "Winner": "和牌者",
    "From": "点炮者",
    "Fan": "番数",
    "Fan name": "番种",
    "Points {seat}": "{seat}得分",
    "Tiles": "牌",
    "Fan each": "每番",
    "Times": "次数",
    "Total": "合计",
    "Player": "选手",
    "Table and seat": "桌号与座位",
    "Opponents": "对手",
    "Winds A B C D": "门风 A B C D",
    "Kongs (who, c/p/d, from)": "杠（谁、加/暗/明、来自）",
    "Horse": "马",
    # status words and outcomes
    "yes": "是",
    "no": "否",
    "open": "进行中",
    "complete": "已完成",
    "verified": "已核对",
    "not started": "未开始",
    "in progress": "进行中",
    "verified by a referee": "裁判已核对",
    "draw": "流局",
    "self-drawn": "自摸",
    "self": "自摸",
    "Drawn hand": "流局",
    "{winner}, self-drawn": "{winner}，自摸",
    "{winner}, on a discard from {source}": "{winner}，{source}点炮",
    "not seated": "未排座",
    "seated": "已排座",
    "{done} of {total} tables complete": "{total}桌中{done}桌已完成",
    # sentences
    "No results yet.": "尚无成绩。",
    "No seating yet.": "尚未排座。",
    "No match played yet.": "尚无对局。",
    "No hand entered with its tiles.": "尚无录入牌张的和牌。",
    "Not seated yet.": "尚未排座。",
    "Winner: {outcome}": "和牌：{outcome}",
    "Notation: {tiles}": "牌谱：{tiles}",
    "Total: {fan} fan": "合计：{fan}番",
    "Prevalent wind {wind}": "圈风{wind}",
    "winner's seat wind {wind}": "和牌者门风{wind}",
    "dealer {name}": "庄家{name}",
    "Standings after session {done} of {sessions}.": "第{done}轮后的排名（共{sessions}轮）。",
    "No session finished yet.": "尚无打完的轮次。",
    " Session {k} under way ({finished} of {tables} tables finished), not counted yet.": (
        "第{k}轮进行中（{tables} 桌中已完成 {finished} 桌），尚未计入。"
    ),
    "session {k} in progress ({finished} of {tables} tables finished)": (
        "第{k}轮进行中（{tables} 桌中已完成 {finished} 桌）"
    ),
    "session {k} not started": "第{k}轮未开始",
    "Live, sessions 1 to {through}: ": "实时（第1至{through}轮）：",
    "Live: ": "实时：",
    "including {parts}.": "包括{parts}。",
    " Unfinished matches marked {mark}.": "未完成的对局标记为 {mark}。",
    "{n} players": "{n}名选手",
    "Page {number} of {total}": "第{number}页，共{total}页",
    "{event}: {title}": "{event}：{title}",
    "Printed {when}": "打印于{when}",
    "Results published {when}": "成绩发布于{when}",
    "Session totals entered from the paper sheet (no hand detail).": (
        "按纸质记分表录入的本轮总分（无逐盘记录）。"
    ),
    "Seats: ": "座位：",
    "Table and starting seat (E, S, W, N) in every session. ": (
        "每轮的桌号与起始座位（东、南、西、北）。"
    ),
    "Find your name; it leads to your own page.": "找到你的名字，点击进入你的页面。",
    "Player {n}": "{n}号选手",
    "Rank {rank}": "名次{rank}",
    "Score after each session": "每轮后的得分",
    "Place after each session": "每轮后的名次",
    "includes a match still being played": "含尚在进行的对局",
    "S{k}": "第{k}轮",
    "T{t}": "第{t}桌",
    # what a hand of another rule system holds (app.export.source._notes)
    "{name} also wins {fan} fan ({tiles}{fans})": "{name}也和牌，{fan}番（{tiles}{fans_zh}）",
    "{name} also wins ({tiles}{fans})": "{name}也和牌（{tiles}{fans_zh}）",
    "robbing {name}'s kong": "抢{name}的杠",
    "kong concealed by {name}": "{name}暗杠",
    "kong promoted by {name}": "{name}加杠",
    "kong on a discard by {name}": "{name}明杠",
    "kong concealed by {name} from {source}": "{name}暗杠（{source}）",
    "kong promoted by {name} from {source}": "{name}加杠（{source}）",
    "kong on a discard by {name} from {source}": "{name}明杠，{source}供杠",
    "horse {horse}": "中马{horse}",
    "{name} liable": "{name}承包",
    "{item}": "{item}",
    "{item} ({note})": "{item}（{note}）",
    # score sheets and player cards
    "Starting seat": "起始座位",
    "Seat in round:": "各圈门风：",
    "Seat wind, dealer shaded": "门风（庄家加底色）",
    "Session score": "本轮得分",
    "Penalties (player, points, reason)": "罚分（选手、分数、原因）",
    "Signatures": "签名",
    "declared": "副露",
    "wins on": "和张",
    "Match result": "对局结果",
    "Score sheet": "记分表",
    "totals entered from the paper sheet": "按纸质记分表录入总分",
    "Referee": "裁判",
    "Site": "网站导航",
    # rule systems, as `TournamentRules.describe` names them
    "Mahjong Competition Rules": "国标麻将竞赛规则",
    "none": "无",
    "MahJong Online": "MahJong Online",
    "The International Game": "国际麻将",
    "The Shenzhen game": "深圳麻将",
    "{rules}, {hands} hands a match": "{rules}，每场{hands}盘",
}

# The engine's words beside a fan's tiles ("[nothing claimed]", "[99p won on 9p]").
EVIDENCE_ZH = {
    "all five types": "五门齐",
    "green tiles only": "全为绿牌",
    "honors only": "全为字牌",
    "no honors": "无字牌",
    "no terminals or honors": "无幺九字牌",
    "nothing claimed": "无吃碰明杠",
    "one suit and honors": "一门花色加字牌",
    "one suit": "一门花色",
    "reversible tiles only": "全为推不倒牌",
    "seven shifted pairs": "七连对",
    "six in a row": "六连张",
    "terminals and honors only": "全为幺九字牌",
    "terminals only": "全为幺九",
    "the greater form": "较大的组合",
}
# The settlement notes of the Shenzhen game's engine (scoring/shenzhen/settlement.py).
_NOTES_ZH = (
    (re.compile(r"\bhorse (\S+), the winner's lucky tile"), r"中马\1，和牌者的幸运牌"),
    (re.compile(r"\bhorse (\S+), ([ESWN])'s lucky tile"), r"中马\1，\2家的幸运牌"),
    (re.compile(r"\brobbed (\S+)"), r"抢杠\1"),
    (re.compile(r"\bcancelled \((\w+)\): "), r"已取消（\1）："),
)
_WON_ON = re.compile(r"\bwon on (\S+)")
_EVIDENCE = re.compile("|".join(re.escape(k) for k in sorted(EVIDENCE_ZH, key=len, reverse=True)))

TABLES: dict[str, dict[str, str]] = {"en": {}, "zh_CN": ZH_CN}

_WINDS = {
    "en": {"E": "East", "S": "South", "W": "West", "N": "North"},
    "zh_CN": {"E": "东", "S": "南", "W": "西", "N": "北"},
}


def check(lang: str | None) -> str:
    """`lang` as a language the exports speak; `None` is English. One clear message
    for anything else (the CLI and the settings show it as it is)."""
    if lang is None or lang == "":
        return DEFAULT
    text = lang.strip().replace("-", "_")
    for known in LANGUAGES:
        if text.casefold() == known.casefold():
            return known
    raise ValueError(f"unknown language {lang!r}; choose from {', '.join(LANGUAGES)}")


def current() -> str:
    return _current.get()


@contextmanager
def using(lang: str | None) -> Iterator[str]:
    """Write everything inside in `lang` (checked first); the previous language after."""
    token = _current.set(check(lang))
    try:
        yield _current.get()
    finally:
        _current.reset(token)


def say(text: str, /, **values: object) -> str:
    """`text` in the current language, its `{fields}` filled with `values` (any name,
    `text` too: the wording itself is positional only)."""
    wording = TABLES[_current.get()].get(text)
    if wording is None:
        # "context|Text": one English word that needs two Chinese ones; English drops
        # the context.
        wording = text.split("|", 1)[-1]
    return wording.format(**values) if values else wording


def chinese() -> bool:
    return _current.get() == "zh_CN"


def wind(letter: str) -> str:
    """A wind's name (East, 东) from its letter E S W N; anything else as it is."""
    return _WINDS[_current.get()].get(letter, letter)


def wind_letter(letter: str) -> str:
    """A wind in a narrow cell: the letter in English, the character in Chinese."""
    return _WINDS["zh_CN"].get(letter, letter) if chinese() else letter


def fan_name(name: str, name_zh: str = "") -> str:
    """A fan or scoring element: its Chinese name in Chinese where it has one."""
    return name_zh if chinese() and name_zh else name


def evidence(text: str) -> str:
    """A fan's tiles and the engine's words about them; the words in Chinese in Chinese
    (the tile codes stay: they are the notation the sheets use)."""
    if not chinese() or not text:
        return text
    text = _WON_ON.sub(lambda m: f"和{m.group(1)}", text)
    for pattern, chinese_words in _NOTES_ZH:
        text = pattern.sub(chinese_words, text)
    # A seat named by its wind letter before 家 (the South seat): the wind itself.
    text = re.sub(r"([ESWN])家", lambda m: _WINDS["zh_CN"][m[1]] + "家", text)
    return _EVIDENCE.sub(lambda m: EVIDENCE_ZH[m.group()], text)


_KONG = re.compile(r"\b([A-D]) ([cpd])(?: from ([A-D]))?")
_KONG_ZH = {"c": "暗杠", "p": "加杠", "d": "明杠"}


def kongs(text: str) -> str:
    """A score sheet's kong cell ("A c, B d from C"): in Chinese "A暗杠、B明杠（C）"."""
    if not chinese() or not text:
        return text
    said = _KONG.sub(lambda m: m[1] + _KONG_ZH[m[2]] + (f"（{m[3]}）" if m[3] else ""), text)
    return said.replace(", ", "、")


def when(moment: datetime | None) -> str:
    """A date and time the way the language writes it: 2026-05-16 14:05, 2026年5月16日 14:05."""
    if moment is None:
        return ""
    if chinese():
        return f"{moment.year}年{moment.month}月{moment.day}日 {moment:%H:%M}"
    return f"{moment:%Y-%m-%d %H:%M}"


def day(value: date | str | None) -> str:
    """A date (a `date` or ISO text): 2026-05-16, 2026年5月16日."""
    if not value:
        return ""
    if isinstance(value, str):
        try:
            value = date.fromisoformat(value)
        except ValueError:
            return str(value)  # not a date after all: shown as typed
    return f"{value.year}年{value.month}月{value.day}日" if chinese() else value.isoformat()


_RULES = re.compile(r"^(?P<title>[^(,]+?)(?P<options> \([^)]*\))?, (?P<hands>\d+) hands a match$")


def rules(text: str) -> str:
    """`TournamentRules.describe()`'s line in the current language (the options, which
    are keys the CLI takes, stay as they are)."""
    found = _RULES.match(text) if chinese() else None
    if found is None:
        return text
    title = say(found["title"]) + (found["options"] or "").replace(" (", "（").replace(")", "）")
    return say("{rules}, {hands} hands a match", rules=title, hands=found["hands"])


def join(parts: Iterable[str]) -> str:
    """A list inside a cell: ", " in English, the enumeration comma in Chinese."""
    return ("、" if chinese() else ", ").join(parts)


def semicolons(parts: Iterable[str]) -> str:
    return ("；" if chinese() else "; ").join(parts)


def headline(scope: Scope, marked: bool = True) -> str:
    """What the standings count (app.domain.scope.Scope.headline's sentence, which the
    GUI also shows) in the current language."""
    if not scope.live:
        if not scope.through:
            return say("No session finished yet.")
        text = say(
            "Standings after session {done} of {sessions}.",
            done=scope.through,
            sessions=scope.sessions,
        )
        for p in scope.not_counted():
            if p.complete:  # a finished later session left out by choice: no news
                continue
            text += say(
                " Session {k} under way ({finished} of {tables} tables finished), not counted yet.",
                k=p.session,
                finished=p.finished,
                tables=p.tables,
            )
        return text
    parts = [
        say(
            "session {k} in progress ({finished} of {tables} tables finished)",
            k=p.session,
            finished=p.finished,
            tables=p.tables,
        )
        for p in scope.in_progress()
    ] + [say("session {k} not started", k=k) for k in scope.not_started()]
    if scope.not_counted():
        text = say("Live, sessions 1 to {through}: ", through=scope.through)
    else:
        text = say("Live: ")
    text += say("including {parts}.", parts=("，" if chinese() else ", ").join(parts))
    if marked and scope.in_progress():
        text += say(" Unfinished matches marked {mark}.", mark=UNFINISHED_MARK)
    return text
