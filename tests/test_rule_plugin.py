"""Rule systems are plugins: the example project (examples/rule-plugin/), installed with
pip as an organiser would, works wherever a built-in system does (docs/contracts.md,
"Rule-system plugins"): the scoring CLI, a tournament's hands by tiles and drawn hands
with kongs, standings, every export and the GUI. The app never names it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PLUGIN = ROOT / "examples" / "rule-plugin"


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The plugin installed by pip into a folder of its own (no download: no deps, no
    build isolation), then put on PYTHONPATH: its entry point is found as installed."""
    import shutil

    target = tmp_path_factory.mktemp("plugin-site")
    source = tmp_path_factory.mktemp("plugin-source") / "rule-plugin"
    shutil.copytree(PLUGIN, source)  # the build leaves its folders beside the sources
    done = subprocess.run(
        [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--no-build-isolation",
         "--target", str(target), str(source)],
        capture_output=True, text=True, timeout=300, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    return target


def _env(site: Path) -> dict[str, str]:
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(site), str(ROOT)]))
    env["QT_QPA_PLATFORM"] = "offscreen"
    return env


def run(site: Path, *args: str, ok: bool = True) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(
        [sys.executable, *args], cwd=ROOT, env=_env(site), capture_output=True, text=True,
        timeout=300, check=False,
    )  # fmt: skip
    if ok:
        assert done.returncode == 0, f"{args}:\n{done.stdout}\n{done.stderr}"
    assert "Traceback" not in done.stderr, done.stderr
    return done


@pytest.mark.slow
def test_the_scoring_cli_scores_and_settles_with_the_plugin(site: Path) -> None:
    listed = run(site, "-m", "scoring", "--rules", "example", "--list").stdout
    assert "EX-WIN" in listed and "EX-KONG-C" in listed and "EX-KONG-M" in listed
    # A discard: the discarder (from=1, the winner's left: N for East) pays 8; the
    # melded kong 1 from each other player.
    won = json.loads(
        run(site, "-m", "scoring", "--rules", "example", "--json",
            "[1111m,1]234p567s99s789s|EE0000||from=1").stdout
    )  # fmt: skip
    assert won["rules"] == "example"
    assert {f["id"]: f["count"] for f in won["fans"]} == {"EX-WIN": 1, "EX-KONG-M": 1}
    assert won["payments"] == {"E": 11, "S": -1, "W": -1, "N": -9}
    # Self-drawn with a concealed kong: 8 + 2 from each of the other three.
    drawn = json.loads(
        run(site, "-m", "scoring", "--rules", "example", "--json",
            "[2222p]123m456m789s11s|EE1000").stdout
    )  # fmt: skip
    assert drawn["payments"] == {"E": 30, "S": -10, "W": -10, "N": -10}
    # A drawn hand settles its kongs only; seven pairs win; flowers are refused.
    draw = json.loads(
        run(site, "-m", "scoring", "--rules", "example", "--json",
            "draw|||kong=Sc,kong=WdE").stdout
    )  # fmt: skip
    assert draw["payments"] == {"E": -3, "S": 5, "W": 1, "N": -3}
    pairs = run(site, "-m", "scoring", "--rules", "example", "--json", "1133557799m11pEE|EE1000")
    assert json.loads(pairs.stdout)["payments"]["E"] == 24
    flowers = run(site, "-m", "scoring", "--rules", "example", "123m456m789s11sEEE|EE1000|2",
                  ok=False)  # fmt: skip
    assert flowers.returncode == 2 and "flower" in flowers.stderr.lower()


def _tournament(site: Path, tmp_path: Path) -> tuple[Path, list[int]]:
    path = tmp_path / "example.mcr"
    run(site, "-m", "app.cli", "new", str(path), "--name", "Plugin cup", "--rules", "example",
        "--sessions", "2")  # fmt: skip
    for i in range(1, 9):
        run(site, "-m", "app.cli", "players", "add", str(path), f"Player {i}")
    run(site, "-m", "app.cli", "seat", str(path))
    tables = json.loads(
        run(site, "-m", "app.cli", "tables", str(path), "--session", "1", "--json").stdout
    )
    return path, [s["player"] for s in tables[0]["seats"]]


@pytest.mark.slow
def test_a_tournament_under_the_plugin_runs_from_entry_to_every_export(
    site: Path, tmp_path: Path
) -> None:
    path, (east, south, west, north) = _tournament(site, tmp_path)
    where = ("--session", "1", "--table", "1")
    # Hand 1 (East deals): South wins on West's discard with a melded kong.
    run(site, "-m", "app.cli", "hand", str(path), *where, "--hand", "1", "--winner", str(south),
        "--from", str(west), "--tiles", "[1111m,3]234p567s99s789s")  # fmt: skip
    # Hand 2: a drawn hand in which North made a concealed kong (the crash of a fifth
    # system: drawn hands with kongs were settled by the Shenzhen game's code).
    run(site, "-m", "app.cli", "hand", str(path), *where, "--hand", "2", "--draw",
        "--kong", f"{north}:c")  # fmt: skip
    hands = json.loads(run(site, "-m", "app.cli", "hands", str(path), *where, "--json").stdout)
    assert [h["hand"] for h in hands] == [1, 2]
    first, second = hands
    assert first["points"] == {str(south): 11, str(west): -9, str(east): -1, str(north): -1}
    assert second["draw"] is True
    assert second["points"] == {str(north): 6, str(east): -2, str(south): -2, str(west): -2}
    standings = json.loads(run(site, "-m", "app.cli", "standings", str(path), "--json").stdout)
    score = {row["player"]: row["score"] for row in standings}
    assert score[south] == 11 - 2 and score[north] == -1 + 6 and sum(score.values()) == 0
    xlsx, pdf, html = tmp_path / "r.xlsx", tmp_path / "r.pdf", tmp_path / "site"
    run(site, "-m", "app.cli", "export", str(path), "--xlsx", str(xlsx), "--pdf", str(pdf),
        "--html", str(html))  # fmt: skip
    from openpyxl import load_workbook
    from pypdf import PdfReader

    text = " ".join(page.extract_text() for page in PdfReader(pdf).pages)
    assert "The example game" in text
    book = load_workbook(xlsx)
    assert "The example game" in book["Standings"].oddHeader.center.text
    log = [row for row in book["Hand log"].iter_rows(values_only=True)][1:]
    assert "Melded kong 1" in log[0][-1] and "EX-KONG-C" in log[1][-1]
    assert (html / "index.html").is_file()
    shot = tmp_path / "table.png"
    run(site, "-m", "app", str(path), "--screenshot", str(shot), "--view", "table")
    assert shot.read_bytes().startswith(b"\x89PNG")


@pytest.mark.slow
def test_a_drawn_hand_with_kongs_is_refused_in_words_where_the_system_pays_none(
    site: Path, tmp_path: Path
) -> None:
    path = tmp_path / "mcr.mcr"
    run(site, "-m", "app.cli", "new", str(path), "--name", "MCR cup", "--sessions", "1")
    for i in range(1, 5):
        run(site, "-m", "app.cli", "players", "add", str(path), f"Player {i}")
    run(site, "-m", "app.cli", "seat", str(path))
    done = run(site, "-m", "app.cli", "hand", str(path), "--session", "1", "--table", "1",
               "--hand", "1", "--draw", "--kong", "1:c", ok=False)  # fmt: skip
    assert done.returncode != 0 and "kong" in done.stderr.lower()


def _broken_plugin(site: Path) -> Path:
    """A second installed package whose entry point names a module that is not there."""
    broken = site.parent / "broken-site"
    info = broken / "mcr_rule_broken-1.0.dist-info"
    info.mkdir(parents=True, exist_ok=True)
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: mcr-rule-broken\nVersion: 1.0\n")
    (info / "entry_points.txt").write_text(
        "[mcr_tournament.rule_systems]\nbroken = mcr_rule_missing:RULES\n"
    )
    return broken


@pytest.mark.slow
def test_a_plugin_that_fails_to_load_is_named_and_the_others_still_work(site: Path) -> None:
    broken = _broken_plugin(site)
    env = _env(site)
    env["PYTHONPATH"] = os.pathsep.join([str(broken), env["PYTHONPATH"]])
    done = subprocess.run(
        [sys.executable, "-m", "scoring", "--rules", "example", "--json",
         "[2222p]123m456m789s11s|EE1000"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "rule system 'broken'" in done.stderr and "Traceback" not in done.stderr
    assert json.loads(done.stdout)["payments"]["E"] == 30


def test_the_built_in_systems_are_offered_through_the_entry_point_group() -> None:
    from importlib.metadata import entry_points

    from scoring.rules import ENTRY_POINT_GROUP, get_rule_system

    offered = {p.name: p for p in entry_points(group=ENTRY_POINT_GROUP)}
    for name in ("mcr", "international", "shenzhen", "mahjong-online"):
        assert offered[name].load() is get_rule_system(name)
