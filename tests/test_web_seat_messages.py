"""The engine's and the service's reasons in Chinese on the seat's page: every refusal a
player can provoke while entering a hand (the tiles as written, their count, a hand
that does not win, the situation's flags, the flowers, the winds, the notation's
fourth part) is provoked through `POST /api/v1/preview?lang=zh_CN` on a real server,
and its `said` checked; every entry of the page's own catalogs is met at least once
(the engine's table, shared with the desktop, is met whole by
tests/test_engine_refusals_zh.py)."""

from __future__ import annotations

import json
import re
from itertools import cycle
from pathlib import Path

import pytest

from app.web.seat_messages import CHINESE, ENGINE, OWN, said
from tests.tableside_helpers import tokens, tournament
from tests.web_helpers import get, serving

WIN = "123m456p789s55s789s"
S = "S"  # won on South's discard
SELF = "self"

# (from, tiles, the Chinese said after "TILES: " when the domain puts them first)
MCR_CASES: tuple[tuple[str, str, str], ...] = (
    # the tiles as written
    (S, "123m456p789s55sm789s|EE0000",
     "123m456p789s55sm789s: “123m456p789s55sm789s”中的“m”前面没有数字（例如写55m）。"),
    (S, "123m456p789s55s78z9s|EE0000",
     "123m456p789s55s78z9s: “123m456p789s55s78z9s”中的8z不是牌：字牌为1z-7z（东南西北中发白）。"),
    (S, "123m456p789s55s780s|EE0000",
     "123m456p789s55s780s: “123m456p789s55s780s”中的0s不是牌：点数为1到9。"),
    (S, "123M456p789s55s789s|EE0000",
     "123M456p789s55s789s: “123M456p789s55s789s”中的“123M”："
     "花色字母须小写：m、p、s（应写作123m）。"),
    (S, "123m456p789s55s7899|EE0000", "123m456p789s55s7899: “7899”缺花色字母（m、p或s）。"),
    (S, "123m456p789s55s789s#|EE0000",
     "123m456p789s55s789s#: “123m456p789s55s789s#”中的“#”不是牌、括号或分隔符。"),
    (S, "[123m,9]456p789s55s789s|EE0000",
     "[123m,9]456p789s55s789s: [123m,9]中的“,9”不是来源标记：用1-3（谁打出的牌），加杠用5-7。"),
    (S, "[124m]456p789s55s789s|EE0000",
     "[124m]456p789s55s789s: [124m]不是一组：括号内应为顺子（同花色三张连续）、刻子（三张相同）"
     "或杠（四张相同）。"),
    (S, "[123m,4]456p789s55s789s|EE0000",
     "[123m,4]456p789s55s789s: [123m,4]中的“,4”：牌来自1、2或3号位（上家、对家、下家）。"),
    (S, "[123m,5]456p789s55s789s|EE0000",
     "[123m,5]456p789s55s789s: [123m,5]中的“,5”：只有杠可以由碰加杠。"),
    (S, "[123m456p789s55s789s|EE0000",
     "[123m456p789s55s789s: 在“[123m456”处打开的括号没有关闭。"),
    (S, "[12[3m]]456p789s55s789s|EE0000", "[12[3m]]456p789s55s789s: 括号不能嵌套：“[12[3m]”。"),
    (S, "[]123m456p789s55s789s|EE0000", "[]123m456p789s55s789s: 空括号“[]”不是一组。"),
    (S, "123m]456p789s55s789s|EE0000", "123m]456p789s55s789s: “]”关闭了一个没有打开的括号。"),
    (S, "[123m][456p][789s][789s][111z]55s|EE0000",
     "[123m][456p][789s][789s][111z]55s: 5组副露：一手牌最多四组。"),
    (S, "|EE0000", "“|EE0000”不是一手牌：请写成 牌[|和牌情况[|花牌[|from=SEAT]]]。"),
    (S, "draw", "draw: 荒庄不写牌（记法为draw|||<附加>，没有和牌情况和花牌）：在本页请选“荒庄”。"),
    # the count of tiles
    (S, "123m456p789s55s78s|EE0000",
     "123m456p789s55s78s: 只有13张牌：缺和牌张（最后点选和牌张）。"),
    (S, "123m456p789s789s|EE0000",
     "123m456p789s789s: 只有四组12张牌：缺将牌（和牌须四组一对，共14张）。"),
    (S, "123m456p789s55s789s9s|EE0000",
     "123m456p789s55s789s9s: 这手牌有15张（杠按3张计）；和牌须14张。"),
    (S, "11111m456p789s55s|EE0000", "11111m456p789s55s: 1m有5张：每种牌只有四张。"),
    # whether the tiles win
    (S, "123m456p789s55s78s9p|EE0000",
     "123m456p789s55s78s9p: 这手牌不成和牌：不成四组一对、七对、十三幺或组合龙。"),
    (S, "[123m]456p789s55s78s9p|EE0000",
     "[123m]456p789s55s78s9p: 这手牌不成和牌：不成四组一对、七对、十三幺或组合龙。"
     "（有副露时，手中的牌须组成其余各组和一对。）"),
    (S, "-|EE0000|abcdefg",
     "-: 国标麻将没有只靠花牌的和牌：缺少牌（“-”只用于七花或八花和牌）。"),
    # the situation's flags, as the page's boxes set them
    (S, WIN + "|EE0011",
     WIN + ": 抢杠和不可能同时是海底：牌墙摸完后不能再开杠，无杠可抢（标志|xx0011）。"),
    (SELF, WIN + "|EE1001", WIN + ": 杠上开花需要手中有杠；但没有声明杠。"),
    (S, WIN + "|EE0001", WIN + ": 这里不可能抢杠和9条：被抢的牌是第四张，而手中还有1张9条。"),
    (S, WIN + "|EE0100", WIN + ": 不可能是“和绝张”：除和张外，手中还有一张9条。"),
    (S, WIN + "|EE00x0", "标志“00X0”必须是四个0/1：自摸、和绝张、海底、杠。"),
    (S, WIN + "|EE000", "“|EE000”不是和牌情况：请写圈风、门风和四个0/1标志，例如|ES1000。"),
    (S, WIN + "|EE1000", "和牌情况写的是自摸，与所选的和牌方式矛盾。"),
    # the flowers
    (S, WIN + "|EE0000|9", WIN + ": 花牌太多：9张，花牌只有8张。"),
    (S, WIN + "|EE0000|-2", WIN + ": -2张花牌：花牌数为0到8。"),
    (S, WIN + "|EE0000|abz",
     WIN + ": “abz”不是花牌列表：请写数量0-8或字母a-h（梅、兰、竹、菊、春、夏、秋、冬）。"),
    (S, WIN + "|EE0000|aa", WIN + ": 花牌“aa”把同一张花写了两次。"),
    # the winds
    (S, WIN + "|EN0000", "第1盘和牌者的门风是E，不是N。"),
    (S, WIN + "|SE0000", "第1盘的圈风是E，不是S。"),
    (S, WIN + "|EX0000", "“X”不是门风：请用E、S、W或N。"),
    # the notation's fourth part
    (S, WIN + "|EE0000||from=W", "记法写的是from=W（座位W），但点炮者的座位是S。"),
    (SELF, WIN + "|EE1000||from=S", "记法写的是from=S（点和）：请选择点炮者。"),
    (S, WIN + "|EE0000||horse=5m", "国标麻将在记法的第四部分只用from=（点炮者），不用“horse”。"),
    (S, WIN + "|EE0000||from=Q",
     "from=Q：请用1（上家）、2（对家）、3（下家）或门风E、S、W、N指明玩家。"),
    (S, WIN + "|EE0000||from=E",
     "from=E是和牌者自己的座位（E）：请指明另一位玩家（1、2或3，或门风）。"),
    (S, WIN + "|EE0000||zzz",
     "“|zzz”中的“zzz”不是记法第四部分（花牌之后）的标记；国标麻将使用的标记是from。"),
    (S, WIN + "|EE0000||from=S,from=S", "“from”写了两次：每个标记最多一次。"),
    (S, WIN + "|EE0000||from", "“from”需要值：请写from=...。"),
    (S, WIN + "|EE0000||first=1", "“first”不带值：只写first。"),
    (S, WIN + "|EE0000||from=S,,", "“|from=S,,”中有空标记：标记之间用一个逗号分隔。"),
)  # fmt: skip

# Refusals of the other systems' flowers (a tournament each)
OTHER_CASES: dict[str, tuple[tuple[str, str, str], ...]] = {
    "Shenzhen": (
        (S, WIN + "|EE0000|2", WIN + ": 深圳麻将不用花牌：请去掉花牌“2”。"),
        (S, WIN + "|EE0000||zzz",
         "“|zzz”中的“zzz”不是记法第四部分（花牌之后）的标记；深圳麻将使用的标记是from、horse、kong。"),
    ),
    "International": (
        (S, WIN + "|EE0000|2",
         WIN + ": 2张花牌：请用字母a-h写出是哪几张花（a梅、b兰、c竹、d菊，e-h春夏秋冬）："
         "国际麻将计本家花。"),
    ),
}  # fmt: skip


def _asked(url: str, token: str, giver: str, tiles: str, lang: str) -> dict[str, str]:
    body = {"hand": 1, "winner": "E", "from": giver, "tiles": tiles}
    headers = {"Authorization": f"Bearer {token}", "Content-Type": "application/json"}
    status, _, answer = get(
        f"{url}api/v1/preview?lang={lang}", headers, "POST", json.dumps(body).encode()
    )
    assert status == 422, (tiles, status, answer)
    found: dict[str, str] = json.loads(answer)
    return found


def _entry_of(english: str) -> tuple[str, int]:
    """The table and entry that say `english` (after its tiles, if any), in the order
    the page tries them; ("", -1) for none."""
    _, _, rest = english.partition(": ")
    tables = (("own", [p for p, _ in OWN]), ("engine", [p for p, *_ in ENGINE]))
    for name, patterns in (*tables, ("catalog", [p for p, _ in CHINESE])):
        for number, pattern in enumerate(patterns):
            if pattern.fullmatch(english) or pattern.fullmatch(rest):
                return name, number
    return "", -1


@pytest.mark.slow
def test_every_refusal_of_a_hand_is_said_in_chinese_through_the_api(tmp_path: Path) -> None:
    met: set[tuple[str, int]] = set()
    for system, cases in (("MCR", MCR_CASES), *OTHER_CASES.items()):
        path = tmp_path / f"{system}.mcrt"
        svc = tournament(str(path), system)
        try:
            # every seat of both tables asks, within each seat's rate of previews
            seats = cycle([*tokens(svc).values(), *tokens(svc, 1, 2).values()])
        finally:
            svc.close()
        with serving(path) as url:
            for giver, tiles, chinese in cases:
                token = next(seats)
                answer = _asked(url, token, giver, tiles, "zh_CN")
                assert answer["said"] == chinese, (system, tiles, answer["error"])
                english = _asked(url, token, giver, tiles, "en")
                assert english["said"] == english["error"] == answer["error"]
                met.add(_entry_of(answer["error"]))
    assert ("", -1) not in met
    # no entry of the page's own untried
    assert sorted(n for t, n in met if t == "catalog") == list(range(len(CHINESE)))
    assert sorted(n for t, n in met if t == "own") == list(range(len(OWN)))


def test_each_chinese_says_what_its_english_quotes() -> None:
    """A template names only groups of its pattern (else a message would fail to be
    said), and a message outside the catalog or another language is left as it is."""
    for pattern, chinese in CHINESE:
        names = set(re.findall(r"\{(\w+)\}", chinese))
        assert names <= set(pattern.groupindex), pattern.pattern
    odd = "123m: The rules could not settle this hand."
    assert said(odd, "zh_CN") == odd
    assert said("Hand 3 is played with prevalent wind S, not E.", "en").startswith("Hand 3")
    assert (
        said("Hand 3 is played with prevalent wind S, not E.", "zh_CN") == "第3盘的圈风是S，不是E。"
    )
