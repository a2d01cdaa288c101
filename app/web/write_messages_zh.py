"""The Chinese of the seat API's own refusals of a write (app.web.api: a proposal, a
confirmation, a dispute), as app.web.seat_messages_zh has those of a hand: each entry
the English message as a pattern (named groups for what it quotes) and its Chinese, a
`str.format` template over the same names. The API gives it as the answer's `said`."""

from __future__ import annotations

WRITE_ENTRIES: tuple[tuple[str, str], ...] = (
    (
        r"Table (?P<t>\d+) of session (?P<s>\d+) is closed: ask the referee\.",
        "第 {s} 轮第 {t} 桌已结束：请询问裁判。",
    ),
    (r"The next hand of this table is hand (?P<n>\d+)\.", "本桌下一盘是第 {n} 盘。"),
    (r"Hand (?P<n>\d+) is with the referee: wait for it\.", "第 {n} 盘已交裁判处理：请等待。"),
    (
        r"Hand (?P<n>\d+) is already proposed \(by (?P<seat>[ESWN])\): confirm or dispute "
        r"that proposal\.",
        "第 {n} 盘已有提交（{seat} 座）：请确认或提出异议。",
    ),
    (
        r"The table's hands changed since this proposal: propose the hand again\.",
        "提交之后本桌的牌局已有变化：请重新提交此盘。",
    ),
    (r"A seat cannot confirm its own proposal\.", "不能确认自己的提交。"),
    (r"A seat cannot dispute its own proposal\.", "不能对自己的提交提出异议。"),
    (
        r"This proposal is another table's: your link acts for your table only\.",
        "这是其他桌的提交：你的链接只能用于本桌。",
    ),
    (r"There is no (?:such )?proposal(?: \d+)?\.", "没有这项提交。"),
    (
        r"This seat link was just replaced: ask the referee for the new card\.",
        "此座位链接刚刚被更换：请向裁判索取新的桌卡。",
    ),
    (r"Give a reason \(1 to (?P<n>\d+) characters\)\.", "请填写理由（1 到 {n} 个字）。"),
    (r"The request's body is not valid JSON\.", "请求的内容不是有效的 JSON。"),
    (r"The request needs a JSON body\.", "请求需要 JSON 内容。"),
    (r"Too many requests: wait a moment and try again\.", "请求过于频繁：请稍候再试。"),
)
