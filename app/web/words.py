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
    # The seat's page (/seat/TOKEN, app.web.seat_page and static/seat.js).
    "Seat": "座位",
    "Hand {n} of {of}": "第{n}盘（共{of}盘）",
    "Prevalent wind {wind}": "圈风：{wind}",
    "East": "东",
    "South": "南",
    "West": "西",
    "North": "北",
    "you": "你",
    "Winner": "和牌者",
    "Won on the discard of": "点炮者",
    "Self-drawn": "自摸",
    "Tiles": "牌",
    "Tap the tiles, the winning tile last. Tap a chosen tile to remove it.": (
        "依次点选手牌，和牌张最后点。点已选的牌可将其移除。"
    ),
    "Hand so far": "已选的牌",
    "Clear": "清空",
    "Notation": "记法",
    "Flowers": "花牌",
    "Fewer flowers": "减少花牌",
    # the eight flowers by name (a system that scores each flower: the seat's own count)
    "Plum": "梅",
    "Orchid": "兰",
    "Bamboo": "竹",
    "Chrysanthemum": "菊",
    "Spring": "春",
    "Summer": "夏",
    "Autumn": "秋",
    "Winter": "冬",
    "More flowers": "增加花牌",
    "Situation": "和牌情况",
    "Last tile of its kind": "和绝张",
    "Last tile of the wall": "海底（最后一张牌）",
    "Kong replacement tile": "杠上开花",
    "Robbing a kong": "抢杠和",
    "Fans claimed": "申报的番种",
    "Names separated by commas": "番种名，用逗号分隔",
    "Draw": "荒庄",
    "Win": "和牌",
    "Propose this hand": "提交本盘",
    "Propose a draw": "提交荒庄",
    "The engine's count": "计分结果",
    "Total": "合计",
    "{total} fan": "{total}番",
    "Payments": "得失分",
    "Choose the winner, then tap the tiles.": "先选和牌者，再点选手牌。",
    "Choose who discarded the winning tile, or Self-drawn.": "请选择点炮者，或选自摸。",
    "Not a winning hand: {why}": "不是和牌：{why}",
    "The claim is right.": "申报正确。",
    "The claim is not the engine's count.": "申报与计分结果不符。",
    "Missing: {names}": "漏报：{names}",
    "Not in this hand: {names}": "不成立：{names}",
    "Would go to the referee: {reason}": "将交裁判处理：{reason}",
    "Proposed by {name}": "由{name}提交",
    "Hand {n}: a draw": "第{n}盘：荒庄",
    "Hand {n}: {name} wins, self-drawn": "第{n}盘：{name}自摸和牌",
    "Hand {n}: {name} wins on the discard of {giver}": "第{n}盘：{name}和牌，{giver}点炮",
    "Hand {n}: {name} wins by robbing {giver}'s kong": "第{n}盘：{name}抢{giver}的杠和牌",
    "Claimed: {claim}": "申报：{claim}",
    "Waiting for {n} confirmations": "等待{n}人确认",
    "Waiting for 1 confirmation": "等待1人确认",
    "You confirmed. Waiting for {n} more.": "你已确认，还需{n}人确认。",
    "Check the hand, then Confirm or Dispute.": "请核对本盘，然后确认或提出异议。",
    "Confirm": "确认",
    "Dispute": "异议",
    "Why do you dispute it? (required)": "异议理由（必填）",
    "Send the dispute": "提交异议",
    "Give a reason for the dispute.": "请填写异议理由。",
    "Cancel": "取消",
    "With the referee: {reason}": "已交裁判：{reason}",
    "Disputed by {name}: {reason}": "{name}提出异议：{reason}",
    "Under the minimum: {total} fan": "不够起和番：{total}番",
    "Outdated: the table's hands changed after it was proposed.": "已过时：提交后本桌的记录有变。",
    "Hand {n} stored.": "第{n}盘已记录。",
    "Hand {n} rejected: {reason}": "第{n}盘被驳回：{reason}",
    "Propose it again.": "请重新提交。",
    "All hands of this match are entered.": "本场各盘已全部录入。",
    "Offline, retrying…": "网络断开，正在重试……",
    "Sending…": "正在发送……",
    "Seat link not valid": "座位链接无效",
    "This seat link is unknown or has been replaced.": "此座位链接无效或已被更换。",
    "Ask the referee for your table's new card and scan your seat's code.": (
        "请向裁判索取本桌的新卡片，并扫描你座位的二维码。"
    ),
    "Enter a hand": "录入本盘",
    "Too many tries": "尝试次数过多",
    "Wait a minute, then open your seat's link again.": "请稍等一分钟，再打开你的座位链接。",
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
