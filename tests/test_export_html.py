"""The results website: made from a real tournament file, checked page by page as
files (every link resolves, nothing external, everything escaped) and in a real
headless Chromium (pages render, names in every script appear, the layout fits a
phone)."""

from __future__ import annotations

import dataclasses
import re
import shutil
import subprocess
from html.parser import HTMLParser
from pathlib import Path

import pytest

from app.cli import main as cli
from app.demo import create_demo
from app.domain.errors import OutputRefused
from app.export import snapshot_of, write_html
from app.export.html.folder import LOCK, MANIFEST
from app.export.sample import sample_snapshot
from app.tournament import open_tournament

# Player numbers of the demo renamed to names a site must carry in any script; one is
# an attempt at markup, which must show as text and never run.
NAMES = {
    1: "王小明",
    2: "Дмитрий Иванов",
    3: "김민준",
    4: "محمد علي",
    5: "<script>alert('x')</script> & \"Quoted\"",
    6: "Nguyễn Thị Hương",
    7: "山田 花子",
    8: "דוד כהן",
}
EVIL_TEAM = "<b>Bold</b> Team"


@pytest.fixture(scope="module")
def tournament(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("site") / "open.mcrt"
    create_demo(path)
    with open_tournament(path) as svc:
        for number, new in NAMES.items():
            player = svc.player(number)
            team = EVIL_TEAM if number == 5 else player.team
            svc.update_player(dataclasses.replace(player, name=new, team=team))
    return path


@pytest.fixture(scope="module")
def site(tournament: Path) -> Path:
    folder = tournament.parent / "site"
    assert cli(["export", str(tournament), "--html", str(folder)]) == 0
    return folder


class _Links(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.links: list[str] = []
        self.ids: set[str] = set()
        self.external: list[str] = []
        self.scripts = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attributes = dict(attrs)
        if "id" in attributes:
            self.ids.add(attributes["id"] or "")
        if tag == "script":
            self.scripts += 1
        if tag == "a" and attributes.get("href"):
            self.links.append(attributes["href"] or "")
        for key in ("src", "srcset", "data"):
            if attributes.get(key):
                self.external.append(f"{tag} {key}={attributes[key]}")
        if tag == "link":
            self.external.append(f"link {attributes}")


def _parse(page: Path) -> _Links:
    parser = _Links()
    parser.feed(page.read_text(encoding="utf-8"))
    return parser


@pytest.mark.slow
def test_every_page_is_there(site: Path, tournament: Path) -> None:
    snap = snapshot_of(tournament)
    names = {p.name for p in site.iterdir()}
    expected = {"index.html", "sessions.html", "players.html"}
    expected |= {f"session-{k}.html" for k in range(1, snap.sessions + 1)}
    expected |= {f"match-{m.session}-{m.table}.html" for m in snap.matches}
    expected |= {f"player-{p.number}.html" for p in snap.players}
    assert names == expected | {MANIFEST, LOCK}  # the record of what was written, its lock


@pytest.mark.slow
def test_every_link_resolves_and_nothing_is_external(site: Path) -> None:
    parsed = {page.name: _parse(page) for page in site.glob("*.html")}
    for name, page in parsed.items():
        assert not page.external, (name, page.external)
        assert page.scripts == 0, name
        for href in page.links:
            assert "://" not in href and not href.startswith("//"), (name, href)
            target, _, anchor = href.partition("#")
            target = target or name
            assert target in parsed, (name, href)
            if anchor:
                assert anchor in parsed[target].ids, (name, href)
    # Every page can be reached from the front page.
    seen, todo = set(), ["index.html"]
    while todo:
        current = todo.pop()
        if current in seen:
            continue
        seen.add(current)
        todo += [h.partition("#")[0] or current for h in parsed[current].links]
    assert seen == set(parsed)


def test_everything_from_the_tournament_is_escaped(site: Path) -> None:
    for page in site.glob("*.html"):
        text = page.read_text(encoding="utf-8")
        assert "<script>" not in text and "<b>Bold</b>" not in text, page.name
    player = (site / "player-5.html").read_text(encoding="utf-8")
    assert "&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt; &amp; &quot;Quoted&quot;" in player
    assert "&lt;b&gt;Bold&lt;/b&gt; Team" in player


def test_pages_hold_the_results(site: Path, tournament: Path) -> None:
    snap = snapshot_of(tournament)
    index = (site / "index.html").read_text(encoding="utf-8")
    assert "Team standings" in index
    for s in snap.standings[:5]:
        assert f'href="player-{s.player}.html"' in index
    # A match of session 1 (entered hand by hand with tiles): fans and tiles are shown.
    match = next(m for m in snap.matches if m.session == 1 and any(h.tiles for h in m.hands))
    page = (site / f"match-1-{match.table}.html").read_text(encoding="utf-8")
    hand = next(h for h in match.hands if h.tiles and h.fans)
    assert hand.fans[0].name in page and hand.tiles in page
    # A player's page: one chart point per played session, places by the domain's rule.
    player = snap.standings[0].player
    page = (site / f"player-{player}.html").read_text(encoding="utf-8")
    assert page.count("<svg") == 2
    played = [
        k for k in range(1, snap.sessions + 1) if any(m.played for m in snap.session_matches(k))
    ]
    assert len(snap.after_session) == snap.sessions
    last = {s.player: s for s in snap.after_session[played[-1] - 1]}
    assert last[player].rank == snap.standings[0].rank
    assert page.count("<circle") == 2 * len(played)


@pytest.mark.slow
def test_a_hand_made_snapshot_makes_a_site_too(tmp_path: Path) -> None:
    snap = sample_snapshot(players=16, sessions=3)
    index = write_html(snap, tmp_path / "web")
    assert index.read_text(encoding="utf-8").count("player-") >= 16
    assert (tmp_path / "web" / "player-1.html").read_text(encoding="utf-8").count("<svg") == 2


@pytest.mark.slow
def test_a_folder_with_other_files_is_refused_and_kept(tmp_path: Path, tournament: Path) -> None:
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "notes.txt").write_text("keep me")
    assert cli(["export", str(tournament), "--html", str(folder)]) == 1
    assert [p.name for p in folder.iterdir()] == ["notes.txt"]
    with pytest.raises(OutputRefused, match="is a file"):
        write_html(tournament, folder / "notes.txt")
    with pytest.raises(OutputRefused, match="no folder"):
        write_html(tournament, tmp_path / "missing" / "site")
    assert (folder / "notes.txt").read_text() == "keep me"
    # A site written before is rewritten; a file added beside its pages is refused
    # (issue 21: never deleted, as the whole folder once was).
    site = tmp_path / "site"
    assert cli(["export", str(tournament), "--html", str(site)]) == 0
    assert cli(["export", str(tournament), "--html", str(site)]) == 0
    (site / "stale.html").write_text("old")
    assert cli(["export", str(tournament), "--html", str(site)]) == 1
    assert (site / "stale.html").read_text() == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["mine", "site"]
    assert sorted(p.name for p in folder.iterdir()) == ["notes.txt"]


@pytest.mark.slow
def test_a_cancelled_export_leaves_the_previous_site(tmp_path: Path, tournament: Path) -> None:
    site = tmp_path / "site"
    write_html(tournament, site)
    before = (site / "index.html").read_text(encoding="utf-8")

    def cancel(fraction: float, message: str) -> None:
        if fraction > 0.3:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        write_html(tournament, site, progress=cancel)
    assert (site / "index.html").read_text(encoding="utf-8") == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["site"]


# --- in a real browser -------------------------------------------------------------


def _chromium() -> str:
    for name in ("chromium", "chromium-browser", "google-chrome"):
        found = shutil.which(name)
        if found:
            return found
    pytest.fail("headless Chromium is needed (Debian: apt-get install chromium; see .ci/setup)")


def _browser(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    command = [
        _chromium(),
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--no-first-run",
        # No network: every request that is not a file fails at once.
        "--proxy-server=127.0.0.1:9",
        "--host-resolver-rules=MAP * ~NOTFOUND",
        f"--user-data-dir={tmp_path / 'profile'}",
        *args,
    ]
    return subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)


def _dom(tmp_path: Path, page: Path, *args: str) -> str:
    done = _browser(tmp_path, *args, "--dump-dom", page.as_uri())
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


@pytest.mark.slow
def test_pages_render_in_chromium_with_every_name(site: Path, tmp_path: Path) -> None:
    players = _dom(tmp_path, site / "players.html")
    for text in NAMES.values():
        shown = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        assert shown in players, text
    assert "<script>alert" not in players
    # The browser's own view of the links: each one names a file of the site.
    for href in re.findall(r'href="([^"]+)"', players):
        assert (site / href.partition("#")[0]).is_file(), href
    for page in ("index.html", "session-1.html", "match-1-1.html", "player-4.html"):
        dom = _dom(tmp_path, site / page)
        assert "<main>" in dom and "</footer>" in dom, page
    player = _dom(tmp_path, site / "player-4.html")
    assert "محمد علي" in player and player.count("<svg") == 2


@pytest.mark.slow
def test_pages_fit_a_phone_and_a_desktop(site: Path, tmp_path: Path) -> None:
    for width, height in ((390, 844), (1280, 900)):
        shot = tmp_path / f"player-{width}.png"
        done = _browser(
            tmp_path,
            "--hide-scrollbars",
            f"--window-size={width},{height}",
            f"--screenshot={shot}",
            (site / "player-1.html").as_uri(),
        )
        assert done.returncode == 0, done.stderr[-2000:]
        data = shot.read_bytes()
        assert data.startswith(b"\x89PNG")
        # PNG header: the picture is as wide as the window asked for.
        assert int.from_bytes(data[16:20], "big") == width
        assert len(data) > 20000  # a page with text and charts, not a blank one
    # Each kind of page is no wider than a phone (360 px): only tables scroll, inside
    # their own box. Measured in a frame of that width (a headless window is wider).
    probe = site / "probe.html"
    frames = ("index.html", "session-1.html", "match-1-1.html", "player-1.html")
    probe.write_text(
        "<!DOCTYPE html><html><body>"
        + "".join(f'<iframe src="{f}" style="width:360px;height:600px"></iframe>' for f in frames)
        + "<p id=w></p><script>window.onload=function(){"
        "var out=[];document.querySelectorAll('iframe').forEach(function(f){"
        "var d=f.contentDocument.documentElement;out.push(d.scrollWidth+'/'+d.clientWidth)});"
        "document.getElementById('w').textContent=out.join(' ')}</script></body></html>",
        encoding="utf-8",
    )
    try:
        dom = _dom(tmp_path, probe, "--allow-file-access-from-files", "--virtual-time-budget=10000")
    finally:
        probe.unlink()
    found = re.search(r'<p id="w">([^<]+)</p>', dom)
    assert found, dom[-500:]
    widths = [tuple(map(int, pair.split("/"))) for pair in found.group(1).split()]
    assert len(widths) == len(frames)
    for frame, (scroll, client) in zip(frames, widths, strict=True):
        assert client <= 360 and scroll <= client, (frame, scroll, client)


@pytest.mark.slow
def test_a_phone_shows_the_standings_numbers_without_scrolling(tmp_path: Path):
    # Found by the QA pass: on a 390 px phone the table points and the score (what a
    # player opens the page for) were behind a sideways scroll, Country and Team not.
    # The demo's own names (the fixture's markup name is one 29-letter word).
    create_demo(tmp_path / "demo.mcrt")
    site = tmp_path / "site"
    assert cli(["export", str(tmp_path / "demo.mcrt"), "--html", str(site)]) == 0
    probe = site / "probe-standings.html"
    probe.write_text(
        "<!DOCTYPE html><html><body style=margin:0>"
        '<iframe src="index.html" style="width:360px;height:600px;border:0"></iframe>'
        "<p id=w></p><script>window.onload=function(){"
        "var d=document.querySelector('iframe').contentDocument,out=[];"
        "d.querySelectorAll('thead th').forEach(function(th){"
        "if(th.textContent=='Table points'||th.textContent=='Score')"
        "out.push(Math.round(th.getBoundingClientRect().right))});"
        "out.push(d.documentElement.clientWidth);"
        "document.getElementById('w').textContent=out.join(' ')}</script></body></html>",
        encoding="utf-8",
    )
    try:
        dom = _dom(tmp_path, probe, "--allow-file-access-from-files", "--virtual-time-budget=10000")
    finally:
        probe.unlink()
    found = re.search(r'<p id="w">([^<]+)</p>', dom)
    assert found, dom[-500:]
    *rights, client = map(int, found.group(1).split())
    assert len(rights) == 4  # standings and team standings, two columns each
    assert all(right <= client for right in rights), (rights, client)
