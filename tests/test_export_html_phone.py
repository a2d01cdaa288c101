"""The results website on a 360 px phone: every column of every table can be reached
(on screen, or by scrolling the table's own box sideways), and the name of the row stays
in view while the table is scrolled to its last column (issue 24, item 6). Measured in
real headless Chromium."""

from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path

import pytest

from app.cli import main as cli
from app.demo import create_demo
from app.tournament import open_tournament
from tests.test_export_html import _dom

# long names in several scripts, as a real event has
LONG = (
    "Maximiliane Alexandra Schmidtke",
    "Nguyễn Thị Phương Thảo Hoàng Anh",
    "Александра Владимировна Соколова",
    "長谷川由紀子",
    "欧阳明华",
    "남궁민수",
)

# Runs in a page holding each page of the site in a 360 px frame; writes what it
# measured into the DOM, which --dump-dom prints.
PROBE = """
window.onload = function () {
  var out = [];
  document.querySelectorAll('iframe').forEach(function (frame) {
    var doc = frame.contentDocument, win = frame.contentWindow;
    var screen = doc.documentElement.clientWidth;
    doc.querySelectorAll('table').forEach(function (table, t) {
      var box = table.parentElement;
      var style = win.getComputedStyle(box).overflowX;
      var scrolls = (style === 'auto' || style === 'scroll');
      var heads = Array.prototype.slice.call(table.querySelectorAll('thead th'));
      var beyond = heads.filter(function (th) {
        return th.getBoundingClientRect().right > screen + 0.5;
      }).map(function (th) { return th.textContent; });
      var row = {page: frame.getAttribute('src'), table: t, screen: screen,
                 beyond: beyond, scrolls: scrolls,
                 box_right: box.getBoundingClientRect().right};
      if (scrolls) {
        box.scrollLeft = box.scrollWidth;  // to the last column
        var right = box.getBoundingClientRect().right;
        var left = box.getBoundingClientRect().left;
        var last = heads[heads.length - 1].getBoundingClientRect();
        row.last_in_view = last.right <= right + 0.5 && last.left >= left - 0.5;
        var who = table.querySelector('thead th.who');
        row.has_name = who !== null;
        if (who) {
          var r = who.getBoundingClientRect();
          row.name_in_view = r.left >= left - 0.5 && r.right <= right + 0.5;
        }
        box.scrollLeft = 0;
      }
      out.push(row);
    });
  });
  var p = document.getElementById('w');
  p.textContent = JSON.stringify(out);
};
"""


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("phone") / "event.mcrt"
    create_demo(path)
    with open_tournament(path) as svc:
        for player in svc.players():
            name = f"{LONG[player.number % len(LONG)]} {player.number}"
            team = f"{player.team} Mahjong Club" if player.team else None
            svc.update_player(dataclasses.replace(player, name=name, team=team))
    folder = path.parent / "site"
    assert cli(["export", str(path), "--html", str(folder)]) == 0
    return folder


def test_every_column_reachable_on_a_360px_phone(site: Path, tmp_path: Path) -> None:
    pages = ("index.html", "session-1.html", "session-2.html", "match-1-1.html")
    pages += ("player-1.html", "players.html", "sessions.html")
    probe = site / "probe.html"
    probe.write_text(
        "<!DOCTYPE html><html><body>"
        + "".join(f'<iframe src="{p}" style="width:360px;height:700px"></iframe>' for p in pages)
        + f"<p id=w></p><script>{PROBE}</script></body></html>",
        encoding="utf-8",
    )
    try:
        dom = _dom(tmp_path, probe, "--allow-file-access-from-files", "--virtual-time-budget=10000")
    finally:
        probe.unlink()
    found = re.search(r'<p id="w">(.*?)</p>', dom, re.S)
    assert found, dom[-2000:]
    rows = json.loads(found.group(1).replace("&quot;", '"').replace("&amp;", "&"))
    assert {r["page"] for r in rows} == set(pages)
    scrolled = 0
    for row in rows:
        assert row["screen"] <= 360, row
        if not row["beyond"]:
            continue  # every column on screen
        scrolled += 1
        # the rest is reached by scrolling the table's own box, which is on screen
        assert row["scrolls"], row
        assert row["box_right"] <= row["screen"] + 0.5, row
        assert row["last_in_view"], json.dumps(row)
        # and whose line it is stays in view while scrolled
        if row["page"] in ("index.html", "session-1.html", "session-2.html", "match-1-1.html"):
            assert row["has_name"] and row["name_in_view"], json.dumps(row)
    assert scrolled  # long names: some tables are wider than a phone
