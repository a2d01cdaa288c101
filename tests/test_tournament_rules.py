"""Tournaments under any rule system, through `python -m app.cli`: a whole 4-session
tournament per system with hands of every kind (tiles, fan, elements, several winners,
liability, robbed kongs, draws with kongs), standings checked against figures worked out
by hand from the rules; settings chosen once and frozen; bad entries refused unchanged.

Each script is written by starting seat (A = East at hand 1, B, C, D), so that one script
plays every session whatever the seating; the hand-computed points are per seat.
"""

import contextlib
import io
import json
from fractions import Fraction as F
from pathlib import Path

import pytest

from app.cli import main
from app.domain.table_points import table_points
from app.tournament import open_tournament

SEATS = "ABCD"


def cli(*args: object) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main([str(a) for a in args])
    return code, out.getvalue(), err.getvalue()


def ok(*args: object) -> str:
    code, out, err = cli(*args)
    assert code == 0, err
    return out


def refused(path: Path, *args: object, says: str) -> None:
    before = path.read_bytes()
    code, _, err = cli(*args)
    assert code == 1, err
    assert says in err, err
    assert path.read_bytes() == before


def new_tournament(tmp_path: Path, *options: str) -> Path:
    path = tmp_path / "t.mcrt"
    ok("new", path, "--name", "Cup", "--sessions", 4, *options)
    for name in ("Ann", "Bob", "Cid", "Dan"):
        ok("players", "add", path, name)
    ok("seat", path, "--seed", 3)
    return path


def seats_of(path: Path, session: int) -> dict[str, int]:
    (table,) = json.loads(ok("tables", path, "--session", session, "--json"))
    return {SEATS[i]: s["player"] for i, s in enumerate(table["seats"])}


def play(path: Path, script: list[list[str]]) -> None:
    """Enter the script in every session; 'A'..'D' in an argument become the players."""
    for session in (1, 2, 3, 4):
        who = seats_of(path, session)
        for hand, args in enumerate(script, start=1):
            real = [str(who[a]) if a in who else a for a in args]
            real = [_kongs(x, who) for x in real]
            ok("hand", path, "--session", session, "--table", 1, "--hand", hand, *real)


def _kongs(arg: str, who: dict[str, int]) -> str:
    """'B:d:C' -> '2:d:3' (a --kong value written with seat letters)."""
    parts = arg.split(":")
    if len(parts) > 1 and parts[0] in who:
        return ":".join(str(who[p]) if p in who else p for p in parts)
    return arg


def check_standings(path: Path, per_hand: list[dict[str, F]]) -> None:
    """Every hand's points as the JSON shows them, then the standings: each player's
    score is the sum of his seats' hand-computed points, his table points the places."""
    session_total = {s: sum((h.get(s, F(0)) for h in per_hand), F(0)) for s in SEATS}
    assert sum(session_total.values()) == 0
    places = dict(zip(SEATS, table_points([session_total[s] for s in SEATS]), strict=True))
    expected_score: dict[int, F] = {}
    expected_tp: dict[int, F] = {}
    for session in (1, 2, 3, 4):
        who = seats_of(path, session)
        listed = json.loads(ok("hands", path, "--session", session, "--table", 1, "--json"))
        assert len(listed) == len(per_hand)
        for hand, want in zip(listed, per_hand, strict=True):
            got = {s: F(str(hand["points"][str(who[s])])) for s in SEATS}
            assert got == {s: want.get(s, F(0)) for s in SEATS}, hand
        for s in SEATS:
            expected_score[who[s]] = expected_score.get(who[s], F(0)) + session_total[s]
            expected_tp[who[s]] = expected_tp.get(who[s], F(0)) + places[s]
    rows = json.loads(ok("standings", path, "--json"))
    assert {r["player"]: F(str(r["score"])) for r in rows} == expected_score
    assert {r["player"]: F(str(r["table_points"])) for r in rows} == expected_tp
    for r in rows:  # exact JSON: a half is .5, never a rounded float
        assert isinstance(r["score"], int) or r["score"] * 2 == int(r["score"] * 2)


@pytest.mark.slow
def test_mahjong_online_tournament(tmp_path):
    path = new_tournament(tmp_path, "--rules", "MO", "--hands", 4)
    script = [
        # 1 (dealer A): B wins on C's discard by tiles: All Sequences 1 + No Flowers 1 =
        # 2 fan, basic 8, a non-dealer's win on grab: the feeder pays 8.
        ["--winner", "B", "--from", "C", "--tiles", "[567m,2]123p456s789s55p"],
        # 2 (dealer B): A and C win on D's discard. A: 2 fan, basic 8. C: concealed All
        # Sequences 2 + No Flowers 1 = 3 fan, basic 16. D pays both.
        [
            "--winner",
            "A",
            "--tiles",
            "[567m,2]123p456s789s55p",
            "--winner",
            "C",
            "--tiles",
            "123m456p789s234s55p",
            "--from",
            "D",
        ],  # fmt: skip
        # 3 (dealer C): C wins on A's discard, 6 fan entered: basic 75 x 1.5 = 112.5.
        ["--winner", "C", "--from", "A", "--fan", "6"],
        # 4 (dealer D): B self-drawn, elements All Triplets (3 fan), A liable: T = basic
        # 16 x 1.5 (self-feed) = 24, all paid by A.
        ["--winner", "B", "--self-drawn", "--elements", "MO-17", "--liable", "A"],
    ]
    play(path, script)
    check_standings(
        path,
        [
            {"B": F(8), "C": F(-8)},
            {"A": F(8), "C": F(16), "D": F(-24)},
            {"C": F(225, 2), "A": F(-225, 2)},
            {"B": F(24), "A": F(-24)},
        ],
    )
    listed = json.loads(ok("hands", path, "--session", 1, "--table", 1, "--json"))
    assert listed[1]["winners"][1] == listed[1]["others"][0]["winner"]
    assert [e["id"] for e in listed[1]["others"][0]["elements"]] == ["MO-05", "MO-36"]
    assert listed[0]["elements"][0]["tiles"] == ["[567m] 456s 789s 123p"]  # stored, shown
    assert listed[2]["fan"] == 6 and listed[2]["entry"] == "fan"
    assert listed[3]["elements"] == [
        {"id": "MO-17", "name": "All Triplets", "points": 3, "count": 1, "tiles": []}
    ]
    text = ok("hands", path, "--session", 1, "--table", 1)
    assert text.startswith("MahJong Online, 4 hands a match")
    assert "+112.5" in text and "-112.5" in text


@pytest.mark.slow
def test_international_tournament(tmp_path):
    path = new_tournament(tmp_path, "--rules", "international", "--option", "min_fan=2")
    # 16 hands (the default), four played, the rest drawn; chart compound: 2 fan 4,
    # 3 fan 8, 4 fan 16, 5 fan 24.
    script = [
        # 1: B on C's discard, tiles: All Chows 1 + No Flower 1 (+ From The Floor 0) = 2.
        ["--winner", "B", "--from", "C", "--tiles", "[567m,2]123p456s789s55p"],
        # 2: C self-drawn, 5 fan entered: each pays 24.
        ["--winner", "C", "--self-drawn", "--fan", "5"],
        # 3: D robs A's kong, 4 fan: the robbed player pays 3 full scores, 48.
        ["--winner", "D", "--from", "A", "--robbed", "--fan", "4"],
        # 4: A self-drawn, elements Pung of Dragons x2 + No Flower = 3 fan, B liable
        # (alert): 3 full scores of 8, 24.
        ["--winner", "A", "--self-drawn", "--elements", "27x2,No Flower", "--liable", "B"],
        *[["--draw"]] * 12,
    ]
    play(path, script)
    check_standings(
        path,
        [
            {"B": F(4), "C": F(-4)},
            {"C": F(72), "A": F(-24), "B": F(-24), "D": F(-24)},
            {"D": F(48), "A": F(-48)},
            {"A": F(24), "B": F(-24)},
            *[{}] * 12,
        ],
    )
    listed = json.loads(ok("hands", path, "--session", 2, "--table", 1, "--json"))
    assert [e["name"] for e in listed[0]["elements"]] == [
        "All Chows",
        "From The Floor",
        "No Flower",
    ]
    assert listed[2]["robbed"] is True
    assert listed[3]["liable"] is not None and listed[3]["fan"] == 3
    assert "min_fan=2" in ok("hands", path, "--session", 1, "--table", 1).splitlines()[0]


@pytest.mark.slow
def test_settings_are_validated_by_the_rule_module_and_frozen(tmp_path):
    code, _, err = cli(
        "new", tmp_path / "a.mcrt", "--name", "X", "--rules", "INT", "--option", "min_fan=17"
    )
    assert code == 1 and "min_fan=17 is not allowed by the International game" in err
    code, _, err = cli("new", tmp_path / "b.mcrt", "--name", "X", "--rules", "nope")
    assert code == 1 and "'nope' is not a rule system" in err
    code, _, err = cli("new", tmp_path / "c.mcrt", "--name", "X", "--hands", 8)
    assert code == 1 and "An MCR match has 16 hands" in err
    code, _, err = cli("new", tmp_path / "d.mcrt", "--name", "X", "--rules", "MO", "--hands", 6)
    assert code == 1 and "multiple of 4" in err
    assert not any(tmp_path.iterdir())  # nothing created

    path = new_tournament(tmp_path, "--rules", "MO", "--option", "min_fan=3", "--hands", 8)
    with open_tournament(path) as svc:
        settings = svc.settings()
        assert settings.rule_system == "mahjong-online"
        assert settings.rule_options == (("min_fan", "3"),)
        assert settings.hands_per_match == 8
        import dataclasses

        svc.update_settings(dataclasses.replace(settings, rule_options=(("min_fan", "2"),)))
    ok("hand", path, "--session", 1, "--table", 1, "--hand", 1, "--draw")
    with open_tournament(path) as svc:
        from app.domain.errors import Refused

        with pytest.raises(Refused, match="cannot change any more"):
            svc.update_settings(
                dataclasses.replace(svc.settings(), rule_options=(("min_fan", "3"),))
            )
        svc.update_settings(dataclasses.replace(svc.settings(), name="Cup 2"))  # the rest may


@pytest.mark.slow
def test_bad_entries_are_refused_and_change_nothing(tmp_path):
    path = new_tournament(tmp_path, "--rules", "MO", "--hands", 4)
    who = seats_of(path, 1)
    a, b, c, d = (str(who[s]) for s in SEATS)
    base = ("hand", path, "--session", 1, "--table", 1, "--hand")
    refused(path, *base, 1, "--winner", a, "--from", b, "--fan", "1", says="at least 2 fan")
    refused(path, *base, 1, "--winner", a, "--from", b, "--fan", "12.5", says="above the cap")
    refused(path, *base, 5, "--winner", a, "--from", b, "--fan", "3", says="1 to 4")
    refused(path, *base, 1, "--draw", "--kong", f"{a}:c", says="does not pay kongs")
    refused(path, *base, 1, "--winner", a, "--self-drawn", "--fan", "3", "--horse", "5m",
            says="turns no horse")  # fmt: skip
    refused(path, *base, 1, "--winner", a, "--winner", c, "--self-drawn",
            "--tiles", "[567m,2]123p456s789s55p", "--tiles", "123m456p789s234s55p",
            says="only on one discard")  # fmt: skip
    refused(path, *base, 1, "--winner", a, "--from", b, "--elements", "MO-99",
            says="not an element of MahJong Online")  # fmt: skip
    refused(path, *base, 1, "--winner", a, "--from", b, "--elements", "MO-05",
            says="say how much")  # fmt: skip
    refused(path, *base, 1, "--winner", a, "--from", a, "--fan", "3", says="cannot also be")
    refused(path, *base, 1, "--winner", a, "--from", b, "--liable", a, "--fan", "3",
            says="cannot also be the liable")  # fmt: skip
    refused(path, *base, 1, "--winner", a, "--from", b, "--tiles", "123m456p789s234s5p",
            says="123m456p789s234s5p")  # fmt: skip


@pytest.mark.slow
def test_international_half_fan_and_exclusions(tmp_path):
    from app.domain.anyhands import HandEntry
    from app.domain.errors import Refused

    path = new_tournament(tmp_path, "--rules", "INT", "--option", "min_fan=0")
    who = seats_of(path, 1)
    with open_tournament(path) as svc:
        # 1/2 fan entered (the chart's first value, 1): the discarder pays 1.
        change = svc.record_hand(1, 1, 1, HandEntry((who["B"],), who["C"], fan=F(1, 2)))
        assert change.new.fan == F(1, 2)
        assert change.new.points == (0, 1, -1, 0)
        # An element that another ticked element excludes is refused, with both names.
        rules = svc.rules()
        excluding = next(e for e in rules.system.elements.values() if e.excludes and e.value)
        excluded = rules.system.elements[excluding.excludes[0]]
        with pytest.raises(Refused, match="no duplication"):
            svc.record_hand(
                1,
                1,
                2,
                HandEntry((who["B"],), who["C"], elements=(str(excluding.id), str(excluded.id))),
            )
    listed = json.loads(ok("hands", path, "--session", 1, "--table", 1, "--json"))
    assert listed[0]["fan"] == 0.5


MO_SCRIPT = [
    ["--winner", "B", "--from", "C", "--tiles", "[567m,2]123p456s789s55p"],
    ["--winner", "C", "--from", "A", "--fan", "6"],  # dealer B: C, not dealing, 75
    ["--winner", "C", "--from", "A", "--fan", "6"],  # dealer C: 75 x 1.5 = 112.5
    ["--draw"],
]


@pytest.mark.slow
def test_reports_name_the_system_and_print_halves_exactly(tmp_path):
    """The XLSX hand log and the PDF results print the domain's exact Fractions."""
    from openpyxl import load_workbook
    from pypdf import PdfReader

    path = new_tournament(tmp_path, "--rules", "MO", "--option", "min_fan=2", "--hands", 4)
    play(path, MO_SCRIPT)
    xlsx, pdf = tmp_path / "r.xlsx", tmp_path / "r.pdf"
    ok("export", path, "--xlsx", xlsx, "--pdf", pdf)
    with open_tournament(path, read_only=True) as svc:
        records = {(h.session, h.table, h.hand): h for h in svc.all_hands()}
        describe = svc.rules().describe()
    assert any(isinstance(p, F) and p.denominator == 2 for h in records.values() for p in h.points)

    book = load_workbook(xlsx)
    for ws in book.worksheets:
        assert describe in ws.oddHeader.center.text  # every sheet names the rules
    sheet = book["Hand log"]
    header = [c.value for c in sheet[1]]
    cols = [header.index(f"Points {s}") for s in SEATS]
    seen = 0
    for row in sheet.iter_rows(min_row=2, values_only=True):
        record = records[(row[0], row[1], row[2])]
        assert tuple(F(str(row[c])) for c in cols) == record.points
        seen += 1
    assert seen == len(records) == 16
    fans = header.index("Fans")
    first = next(sheet.iter_rows(min_row=2, max_row=2, values_only=True))
    assert "All Sequences 1 [[567m] 456s 789s 123p]" in first[fans]

    text = "\n".join(page.extract_text() for page in PdfReader(pdf).pages)
    assert "MahJong Online" in text and "min_fan" not in describe  # min_fan=2 is the default
    assert "112.5" in text and "-112.5" in text
    assert "112.50" not in text and "112.49" not in text


@pytest.mark.slow
def test_shenzhen_tournament(tmp_path):
    path = new_tournament(tmp_path, "--rules", "shenzhen", "--hands", 4)
    # Lucky tiles (horse_map=guangdong): S has South, Green, 2 and 6.
    script = [
        # 1 (A=E, B=S, C=W, D=N): B self-drawn by tiles, horse 6s is B's own (H1: 2 from
        # each); C declared a concealed kong (K2: 2 from each). B 15+6-2, C 6-5-2, A, D -9.
        [
            "--winner",
            "B",
            "--self-drawn",
            "--tiles",
            "123m456p789s234s5p5p",
            "--horse",
            "6s",
            "--kong",
            "C:c",
        ],  # fmt: skip
        # 2: the outcome only: C wins on D's discard (W2 5); A's kong on B's discard (K3 3).
        ["--winner", "C", "--from", "D", "--kong", "A:d:B"],
        # 3: drawn, D promoted a pung (K1: 1 from each), paid even in a draw.
        ["--draw", "--kong", "D:p"],
        # 4: A robs B's kong (W3: 10 from the robbed player); no horse.
        ["--winner", "A", "--from", "B", "--robbed"],
    ]
    play(path, script)
    check_standings(
        path,
        [
            {"A": F(-9), "B": F(19), "C": F(-1), "D": F(-9)},
            {"A": F(3), "B": F(-3), "C": F(5), "D": F(-5)},
            {"A": F(-1), "B": F(-1), "C": F(-1), "D": F(3)},
            {"A": F(10), "B": F(-10)},
        ],
    )  # A and C tie on 3: 1.5 table points each
    listed = json.loads(ok("hands", path, "--session", 3, "--table", 1, "--json"))
    assert listed[2]["draw"] and [k["type"] for k in listed[2]["kongs"]] == ["p"]
    assert [i["id"] for i in listed[0]["items"]] == ["SZ-K2", "SZ-W1", "SZ-H1"]
    assert listed[0]["fan"] is None and listed[1]["entry"] == "outcome"
    who = seats_of(path, 1)
    base = ("hand", path, "--session", 1, "--table", 1, "--hand", 1, "--replace")
    refused(path, *base, "--winner", who["A"], "--self-drawn", says="a horse is turned")
    refused(path, *base, "--winner", who["A"], "--from", who["B"], "--horse", "5m",
            says="only after a self-drawn win")  # fmt: skip
    refused(path, *base, "--winner", who["A"], "--from", who["B"], "--fan", "3",
            says="has no fan")  # fmt: skip
    refused(path, *base, "--draw", "--kong", f"{who['A']}:d", says="say who discarded")
    refused(path, *base, "--draw", "--kong", f"{who['A']}:x", says="PLAYER:TYPE[:FROM]")

    xlsx, pdf = tmp_path / "r.xlsx", tmp_path / "r.pdf"
    ok("export", path, "--xlsx", xlsx, "--pdf", pdf)
    from pypdf import PdfReader

    text = "".join("".join(p.extract_text().split()) for p in PdfReader(pdf).pages)
    assert "TheShenzhengame" in text and "Kongs(who,c/p/d,from)" in text and "Horse" in text
    from openpyxl import load_workbook

    log = load_workbook(xlsx)["Hand log"]
    fans = [c.value for c in log[1]].index("Fans")
    first = next(log.iter_rows(min_row=2, max_row=2, values_only=True))
    assert "horse 6s" in first[fans] and "kong concealed by" in first[fans]
    assert "SZ-H1 2 x3 (horse 6s, the winner's lucky tile)" in first[fans]


def test_preview_stores_nothing_and_record_keeps_what_was_shown(tmp_path):
    from app.domain.anyhands import HandEntry
    from app.domain.errors import Refused

    path = new_tournament(tmp_path, "--rules", "MO", "--hands", 4)
    who = seats_of(path, 1)
    entry = HandEntry((who["A"],), who["B"], fan=6)  # the dealer on a discard: 112.5
    with open_tournament(path) as svc:
        shown = svc.preview_hand(1, 1, 1, entry)
        assert svc.hands(1, 1) == []
        assert shown.points == (F(225, 2), F(-225, 2), 0, 0)
        with pytest.raises(Refused, match="differ from those shown"):
            svc.record_hand(1, 1, 1, entry, expected_points=(F(75), F(-75), 0, 0))
        assert svc.hands(1, 1) == []
        stored = svc.record_hand(1, 1, 1, entry, expected_points=shown.points).new
        assert stored == shown
        change = svc.delete_hand(1, 1, 1)
        svc.undo(change)  # the record comes back exactly, nothing re-scored
        assert svc.hands(1, 1) == [shown]


@pytest.mark.slow
def test_mcr_elements_ticked_are_summed_and_checked(tmp_path):
    path = new_tournament(tmp_path)
    who = seats_of(path, 1)
    base = ("hand", path, "--session", 1, "--table", 1, "--hand", 1, "--winner", who["A"])
    refused(path, *base, "--from", who["B"], "--elements", "Pure Straight,Short Straight",
            says="Short Straight is not counted with Pure Straight")  # fmt: skip
    refused(path, *base, "--from", who["B"], "--elements", "Flower Tiles x3",
            says="at least 8")  # fmt: skip
    ok(*base, "--from", who["B"], "--elements", "Pure Straight,Flower Tiles x2")
    (hand,) = json.loads(ok("hands", path, "--session", 1, "--table", 1, "--json"))
    assert hand["fan"] == 18 and hand["entry"] == "elements"
    assert hand["points"] == {str(who["A"]): 42, str(who["B"]): -26, str(who["C"]): -8,
                              str(who["D"]): -8}  # fmt: skip


@pytest.mark.slow
def test_history_and_website_print_halves(tmp_path):
    path = new_tournament(tmp_path, "--rules", "MO", "--hands", 4)
    play(path, MO_SCRIPT)
    who = seats_of(path, 1)
    # A session by seat: A -75 -112.5, B +8, C -8 +75 +112.5 = 179.5, D 0.
    per_seat = {"A": F(-375, 2), "B": F(8), "C": F(359, 2), "D": F(0)}
    player = who["C"]
    letters = [next(s for s, p in seats_of(path, k).items() if p == player) for k in (1, 2, 3, 4)]
    history = json.loads(ok("history", path, player, "--json"))
    assert [F(str(e["score"])) for e in history] == [per_seat[s] for s in letters]
    assert "+179.5" in ok("history", path, who["C"])
    site = tmp_path / "site"
    ok("export", path, "--html", site)
    pages = "".join(p.read_text(encoding="utf-8") for p in site.rglob("*.html"))
    assert "179.5" in pages and "359/2" not in pages


@pytest.mark.slow
def test_an_mcr_hand_keeps_its_fans_tiles(tmp_path):
    """The tiles behind each fan are stored with the hand: the hand log shows them from
    the record, without scoring the hand again."""

    path = new_tournament(tmp_path)
    who = seats_of(path, 1)
    ok("hand", path, "--session", 1, "--table", 1, "--hand", 1, "--winner", who["A"],
       "--self-drawn", "--tiles", "123456789m11p789s")  # fmt: skip
    with open_tournament(path, read_only=True) as svc:
        (hand,) = svc.hands(1, 1)
    straight = next(f for f in hand.fans if f.name == "Pure Straight")
    assert straight.tiles == ("123m 456m 789m",)
    assert not hand.extended  # still an MCR record (no detail)


@pytest.mark.slow
def test_the_notations_extras_part_supplies_the_situation(tmp_path):
    """As the contract says, the fourth part may carry from=, horse=, kong= (seat winds):
    they are stored like the entry's own fields, and must agree with them."""
    path = new_tournament(tmp_path, "--rules", "SZ", "--hands", 4)
    who = seats_of(path, 1)
    base = ("hand", path, "--session", 1, "--table", 1, "--hand", 1, "--winner", who["B"])
    tiles = "123m456p789s234s5p5p|ES1000||horse=6s,kong=Wc"  # hand 1: B is S, C is W
    ok(*base, "--self-drawn", "--tiles", tiles)
    (hand,) = json.loads(ok("hands", path, "--session", 1, "--table", 1, "--json"))
    assert hand["horse"] == "6s"
    assert hand["kongs"] == [{"player": who["C"], "type": "c", "from": None}]
    assert F(str(hand["points"][str(who["B"])])) == 19  # as in the Shenzhen tournament
    again = (*base[:-2], "--hand", 2, "--winner", who["B"])
    refused(path, *again, "--from", who["C"], "--tiles", "123m456p789s234s5p5p|EE0000||from=N",
            says="discarder sits")  # fmt: skip
    refused(path, *again, "--self-drawn", "--horse", "5m",
            "--tiles", "123m456p789s234s5p5p|EE1000||horse=6s",
            says="differs from --horse")  # fmt: skip
