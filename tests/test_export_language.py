"""Results in the event's language (issue 24, item 2): a real tournament exported with
`export --lang zh_CN` reads in Chinese in every format (PDF read back with pypdf, the
workbook with openpyxl, the website's files), with the same numbers as in English; the
tournament's own language setting is the default; the Reports page offers the choice."""

from __future__ import annotations

import ast
import dataclasses
import html
import re
from pathlib import Path

import openpyxl
import pypdf
import pytest

from app.cli import main as cli
from app.demo import create_demo
from app.export import language, snapshot_of, write_pdf
from app.export.language import ZH_CN
from app.tournament import open_tournament

ROOT = Path(__file__).resolve().parents[1]

# The English words of the exports' headings, columns, winds, states and outcomes: none
# may be left in a Chinese export (as whole words, so names such as "Tom" never match).
ENGLISH = (
    "Standings",
    "Team standings",
    "Rank",
    "Name",
    "Country",
    "Team",
    "Members",
    "Table points",
    "Score",
    "Session",
    "Table",
    "Seat",
    "Hands",
    "Hand",
    "Penalties",
    "Winner",
    "From",
    "Dealer",
    "Round wind",
    "Round",
    "Seating plan",
    "Where do I sit",
    "Seats by player",
    "Player cards",
    "Score sheets",
    "Match results",
    "Match result",
    "Hand log",
    "Table results",
    "European results",
    "First name",
    "Last name",
    "State",
    "East",
    "South",
    "West",
    "North",
    "Page",
    "Printed",
    "self-drawn",
    "draw",
    "complete",
    "verified",
    "in progress",
    "Signatures",
    "Referee",
    "Starting seat",
    "Seat in round",
    "Total",
    "Fan",
    "Fans",
    "Points",
    "Notation",
    "players",
    "hands a match",
    "Competition Rules",
    "nothing claimed",
    "won on",
    "No results yet",
    "Results published",
    "Sessions",
    "Opponents",
    "Place",
    "yes",
    "none",
)
_ENGLISH = re.compile(r"\b(" + "|".join(re.escape(w) for w in ENGLISH) + r")\b")


def english_left(text: str) -> list[str]:
    return sorted(set(_ENGLISH.findall(text)))


@pytest.fixture(scope="module")
def tournament(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("lang") / "open.mcrt"
    create_demo(path)
    with open_tournament(path) as svc:  # a name the fonts must carry as well
        svc.update_player(dataclasses.replace(svc.player(1), name="黄志强"))
    return path


def _export(tournament: Path, tag: str, *options: str) -> Path:
    out = tournament.parent / tag
    out.mkdir()
    args = ["export", str(tournament), "--pdf", str(out / "r.pdf"), "--xlsx", str(out / "r.xlsx")]
    assert cli([*args, "--html", str(out / "site"), *options]) == 0
    return out


@pytest.fixture(scope="module")
def chinese(tournament: Path) -> Path:
    return _export(tournament, "zh", "--lang", "zh_CN")


@pytest.fixture(scope="module")
def english(tournament: Path) -> Path:
    return _export(tournament, "en", "--lang", "en")


def pdf_text(path: Path) -> str:
    return "\n".join(page.extract_text() for page in pypdf.PdfReader(path).pages)


def page_text(page: Path) -> str:
    """A web page's visible text: no style sheet, no tags, entities decoded."""
    text = re.sub(r"(?s)<style>.*?</style>", " ", page.read_text(encoding="utf-8"))
    return html.unescape(re.sub(r"<[^>]+>", " ", text))


def fan_names_of(tournament: Path) -> tuple[set[str], set[str]]:
    """The English and Chinese names of the fans the tournament's hands scored."""
    snap = snapshot_of(tournament)
    fans = [f for m in snap.matches for h in m.hands for f in h.fans if f.name_zh]
    assert fans, "the demo scores hands from their tiles"
    return {f.name for f in fans}, {f.name_zh for f in fans}


@pytest.mark.slow
def test_the_pdf_is_in_chinese(chinese: Path) -> None:
    text = pdf_text(chinese / "r.pdf")
    for word in ("排名", "团体排名", "名次", "姓名", "桌分", "得分", "座位表", "第1轮：各桌"):
        assert word in text, word
    for word in ("记分表", "对局结果", "起始座位", "各圈门风：", "签名", "裁判", "和牌者"):
        assert word in text, word
    for wind in "东南西北":
        assert wind in text
    assert re.search(r"第1页，共\d+页", text)
    assert re.search(r"打印于\d{4}年\d{1,2}月\d{1,2}日", text)
    assert "国标麻将竞赛规则（MIL 2015），每场16盘" in text
    assert "黄志强" in text
    assert english_left(text) == []


@pytest.mark.slow
def test_the_pdf_hand_detail_names_the_fans_in_chinese(tournament: Path, tmp_path: Path) -> None:
    english_names, chinese_names = fan_names_of(tournament)
    out = write_pdf(tournament, tmp_path / "hands.pdf", ["hands"], lang="zh_CN")
    text = pdf_text(out)
    assert all(name in text for name in chinese_names)
    assert "番种" in text and re.search(r"合计：\d+番", text)
    # The English name stays beside the Chinese one, for players who read only that.
    assert "英文" in text
    # The label under the winning tile too.
    assert "和张" in text and "wins on" not in text


@pytest.mark.slow
def test_the_workbook_is_in_chinese(chinese: Path, tournament: Path) -> None:
    wb = openpyxl.load_workbook(chinese / "r.xlsx")
    assert wb.sheetnames == [
        "排名",
        "团体排名",
        "各桌成绩",
        "罚分",
        "牌局记录",
        "座位表",
        "选手座位",
        "欧洲排名成绩",
    ]
    headers = {ws.title: [c.value for c in next(ws.iter_rows(max_row=1))] for ws in wb}
    assert headers["排名"] == ["名次", "编号", "姓名", "国家/地区", "队伍", "桌分", "得分"]
    assert headers["座位表"] == ["轮次", "桌号", "东", "南", "西", "北"]
    assert "番种" in headers["牌局记录"] and "圈风" in headers["牌局记录"]
    everything = " ".join(
        str(v) for ws in wb for row in ws.iter_rows(values_only=True) for v in row if v
    )
    assert english_left(" ".join(str(h) for hs in headers.values() for h in hs)) == []
    assert english_left(everything) == []
    # Winds, states and fan names in the cells, too.
    results = list(wb["各桌成绩"].iter_rows(values_only=True))
    assert {row[2] for row in results[1:]} == set("东南西北")
    assert {row[10] for row in results[1:]} <= {"进行中", "已完成", "已核对"}
    _, chinese_names = fan_names_of(tournament)
    assert any(name in everything for name in chinese_names)


def test_the_website_is_in_chinese(chinese: Path, tournament: Path) -> None:
    site = chinese / "site"
    pages = sorted(site.glob("*.html"))
    assert len(pages) > 20
    for page in pages:
        source = page.read_text(encoding="utf-8")
        assert '<html lang="zh-CN">' in source, page.name
        assert ">排名</a>" in source and ">轮次</a>" in source and ">我的座位</a>" in source
        assert english_left(page_text(page)) == [], page.name
    index = page_text(site / "index.html")
    assert "名次" in index and "桌分" in index and "团体排名" in index
    assert re.search(r"第\d+轮后的排名（共\d+轮）。", index)
    match = page_text(site / "match-1-1.html")
    assert "圈风" in match and "A · 东" in match
    _, chinese_names = fan_names_of(tournament)
    everything = " ".join(page_text(p) for p in pages)
    assert all(name in everything for name in chinese_names)


@pytest.mark.slow
def test_the_numbers_are_the_same_in_both_languages(chinese: Path, english: Path) -> None:
    def numbers(path: Path) -> list[object]:
        wb = openpyxl.load_workbook(path)
        return [
            v
            for ws in wb
            for row in ws.iter_rows(values_only=True)
            for v in row
            if isinstance(v, (int, float))
        ]

    assert numbers(chinese / "r.xlsx") == numbers(english / "r.xlsx")
    digits = re.compile(r"[+-]?\d+(?:\.\d+)?")
    # The footer's moment of writing is a date each language writes its own way.
    zh = digits.findall(page_text(chinese / "site" / "index.html").rsplit("成绩发布于", 1)[0])
    en = digits.findall(
        page_text(english / "site" / "index.html").rsplit("Results published", 1)[0]
    )
    # The headline's numbers move inside the sentence; the table's are the same.
    assert sorted(zh) == sorted(en)


@pytest.mark.slow
def test_english_stays_english(english: Path) -> None:
    text = pdf_text(english / "r.pdf")
    assert "Standings" in text and "Table points" in text and "Page 1 of" in text
    assert not any(word in text for word in ("排名", "桌分", "名次", "第1轮", "东", "页"))
    wb = openpyxl.load_workbook(english / "r.xlsx")
    assert wb.sheetnames[0] == "Standings"
    index = (english / "site" / "index.html").read_text(encoding="utf-8")
    assert '<html lang="en">' in index and ">Where do I sit</a>" in index


@pytest.mark.slow
def test_the_tournament_language_is_the_default(tmp_path: Path, capsys) -> None:
    path = tmp_path / "t.mcrt"
    create_demo(path)
    assert cli(["settings", str(path)]) == 0
    assert "en" in capsys.readouterr().out
    assert cli(["settings", str(path), "--lang", "zh_CN"]) == 0
    with open_tournament(path) as svc:
        assert svc.settings().language == "zh_CN"
    assert cli(["export", str(path), "--html", str(tmp_path / "zh")]) == 0
    assert '<html lang="zh-CN">' in (tmp_path / "zh" / "index.html").read_text(encoding="utf-8")
    # --lang wins over the setting, for one export.
    assert cli(["export", str(path), "--html", str(tmp_path / "en"), "--lang", "en"]) == 0
    assert '<html lang="en">' in (tmp_path / "en" / "index.html").read_text(encoding="utf-8")


@pytest.mark.parametrize("command", ["settings", "export"])
@pytest.mark.slow
def test_an_unknown_language_gets_one_clear_message(tmp_path: Path, capsys, command) -> None:
    path = tmp_path / "t.mcrt"
    create_demo(path)
    extra = ["--html", str(tmp_path / "site")] if command == "export" else []
    with pytest.raises(SystemExit) as stop:
        cli([command, str(path), *extra, "--lang", "fr"])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "unknown language 'fr'; choose from en, zh_CN" in err
    assert "Traceback" not in err
    assert not (tmp_path / "site").exists()


@pytest.mark.slow
def test_every_wording_the_exports_say_has_its_chinese() -> None:
    """Each `say("...")` in the export package is in the table (else it prints English)."""
    missing = []
    for source in (ROOT / "app" / "export").rglob("*.py"):
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "say"
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
                and node.args[0].value not in ZH_CN
            ):
                missing.append(f"{source.name}: {node.args[0].value}")
    assert missing == []


def test_chinese_wording_uses_chinese_punctuation() -> None:
    for english, chinese in ZH_CN.items():
        plain = re.sub(r"\{\w+\}", "", chinese)
        assert not re.search(r"[,:;()!?]", plain), (english, chinese)


def test_dates_and_lists_in_each_language() -> None:
    from datetime import datetime

    moment = datetime(2026, 5, 16, 9, 5)
    with language.using("zh-cn"):
        assert language.when(moment) == "2026年5月16日 09:05"
        assert language.day("2026-05-16") == "2026年5月16日"
        assert language.join(["A", "B"]) == "A、B"
        assert language.wind("E") == "东"
    assert language.current() == "en"  # the language ends with its block
    assert language.when(moment) == "2026-05-16 09:05"
    assert language.wind("E") == "East"


@pytest.mark.slow
def test_another_rule_system_says_its_kongs_and_horses_in_chinese(tmp_path: Path) -> None:
    """Shenzhen: the kongs, the horse and the other winners are words the writers say in
    the export's language, and the sheet's kong cells too."""
    path = tmp_path / "sz.mcrt"
    new = ["new", str(path), "--name", "Cup", "--sessions", "1", "--rules", "shenzhen"]
    assert cli([*new, "--hands", "4"]) == 0
    for name in ("Ann", "Bob", "Cid", "Dan"):
        assert cli(["players", "add", str(path), name]) == 0
    assert cli(["seat", str(path), "--seed", "3"]) == 0
    with open_tournament(path) as svc:
        seats = svc.tables(1)[0].seats
    a, b, c, d = (str(n) for n in seats)
    base = ["hand", str(path), "--session", "1", "--table", "1"]
    assert cli([*base, "--hand", "1", "--winner", c, "--from", d, "--kong", f"{a}:d:{b}"]) == 0
    assert cli([*base, "--hand", "2", "--draw", "--kong", f"{d}:p"]) == 0
    assert cli([*base, "--hand", "3", "--winner", b, "--self-drawn", "--horse", "6s"]) == 0
    out = tmp_path / "zh"
    assert cli(["export", str(path), "--xlsx", str(out.with_suffix(".xlsx")),
                "--html", str(out), "--lang", "zh_CN"]) == 0  # fmt: skip
    text = " ".join(page_text(p) for p in out.glob("match-*.html"))
    assert "明杠，" in text and "加杠" in text and "中马6s" in text
    # (an item's "kong=EdS" is the notation's token, as typed on the command line)
    assert not re.search(r"\b(kong|horse|by|from|lucky)\b(?!=)", text)
    wb = openpyxl.load_workbook(out.with_suffix(".xlsx"))
    log = " ".join(str(v) for row in wb["牌局记录"].iter_rows(values_only=True) for v in row if v)
    assert "明杠" in log and not re.search(r"\b(kong|horse|lucky)\b(?!=)", log)
    assert "中马6s，" in log and "家的幸运牌" in log
