"""Issue 21, item 1: no export deletes or overwrites anything it did not write.

The website folder keeps a record of the files the program wrote (its manifest); a
rewrite replaces exactly those and refuses when anything else is there. Excel and PDF
exports never replace a file of another kind. Simultaneous exports to one path all
end complete. Everything here uses real files."""

from __future__ import annotations

import hashlib
import json
import os
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from openpyxl import Workbook, load_workbook

from app.domain.errors import OutputRefused
from app.export import write_html, write_pdf, write_xlsx
from app.export.html.folder import LOCK, MANIFEST, check_site
from app.export.sample import sample_snapshot
from app.store.outputs import OutputNeedsConfirmation
from app.tournament import open_tournament
from tests.faults_helpers import cli, seated

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def cup(tmp_path: Path) -> Path:
    path = seated(tmp_path / "t.mcrt")
    with open_tournament(path) as svc:
        svc.record_draw(1, 1, 1)
    return path


def _tree(folder: Path) -> dict[str, bytes | None]:
    """Every entry under `folder` with its bytes (None: a folder)."""
    return {
        str(p.relative_to(folder)): (None if p.is_dir() else p.read_bytes())
        for p in sorted(folder.rglob("*"))
    }


def _hands(path: Path) -> int:
    with open_tournament(path, read_only=True) as svc:
        return len(svc.hands(1, 1))


def _pages(folder: Path) -> set[str]:
    return {p.name for p in folder.iterdir() if not p.name.startswith(".")}


# --- the website folder --------------------------------------------------------------


@pytest.mark.slow
def test_a_site_rewrite_never_deletes_the_tournament_kept_in_its_folder(cup: Path) -> None:
    """The issue's report: the tournament, its backups, exports and notes kept in a
    website folder were deleted by the next `export --html` into it, exit 0."""
    web = cup.parent / "web"
    assert cli("export", cup, "--html", web)[0] == 0
    for name in os.listdir(cup.parent):  # the organiser keeps everything in one folder
        if name.startswith("t.mcrt"):
            os.replace(cup.parent / name, web / name)
    kept = web / "t.mcrt"
    with open_tournament(kept) as svc:
        svc.backup()
    assert cli("export", kept, "--xlsx", web / "r.xlsx", "--pdf", web / "r.pdf")[0] == 0
    (web / "notes.txt").write_text("table 3 wobbles", encoding="utf-8")
    before = _tree(web)

    code, out, err = cli("export", kept, "--html", web)

    assert code != 0 and "Wrote" not in out
    assert _tree(web) == before  # nothing changed, not even a lock file
    assert "did not write" in err and "t.mcrt" in err and "notes.txt" in err
    assert "t-backups" in err and "r.xlsx" in err
    assert str(web / "website") in err  # a safe way on: a new folder
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert _hands(kept) == 1
    # The suggested folder works, and the folder beside it is still untouched.
    assert cli("export", kept, "--html", web / "website")[0] == 0
    assert (web / "website" / "index.html").is_file()
    assert {k: v for k, v in _tree(web).items() if not k.startswith("website")} == before


@pytest.mark.slow
def test_a_rewrite_replaces_exactly_the_files_it_wrote(tmp_path: Path) -> None:
    web = tmp_path / "web"
    write_html(sample_snapshot(players=16, sessions=3), web)
    big = _pages(web)
    assert {"session-3.html", "player-16.html"} <= big
    record = json.loads((web / MANIFEST).read_text(encoding="utf-8"))
    assert record["program"] == "MCR Tournament Manager" and record["format"] == 1
    assert set(record["files"]) == big

    write_html(sample_snapshot(players=8, sessions=2), web)  # a session and players fewer

    small = _pages(web)
    assert "session-3.html" not in small and "player-16.html" not in small
    assert small < big
    record = json.loads((web / MANIFEST).read_text(encoding="utf-8"))
    assert set(record["files"]) == small
    assert {p.name for p in web.iterdir()} == small | {MANIFEST, LOCK}


def test_a_page_changed_by_hand_or_an_added_file_is_refused(tmp_path: Path) -> None:
    web = tmp_path / "web"
    write_html(sample_snapshot(players=8, sessions=2), web)
    index = web / "index.html"
    index.write_text(index.read_text(encoding="utf-8") + "<!-- our logo -->", encoding="utf-8")
    before = _tree(web)
    with pytest.raises(OutputNeedsConfirmation, match="index.html"):
        write_html(sample_snapshot(players=8, sessions=2), web)
    assert _tree(web) == before


def test_a_folder_of_other_files_is_refused_and_no_file_is_made(tmp_path: Path) -> None:
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "notes.txt").write_text("keep me")
    (folder / "photos").mkdir()
    with pytest.raises(OutputNeedsConfirmation) as caught:
        write_html(sample_snapshot(players=8, sessions=1), folder)
    assert caught.value.others == ["notes.txt", "photos"]
    assert caught.value.suggestion == folder / "website"
    assert sorted(p.name for p in folder.iterdir()) == ["notes.txt", "photos"]


def test_the_pages_go_beside_other_files_when_the_user_agrees(tmp_path: Path) -> None:
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "notes.txt").write_text("keep me")
    write_html(sample_snapshot(players=8, sessions=1), folder, keep_others=True)
    assert (folder / "notes.txt").read_text() == "keep me"
    assert (folder / "index.html").is_file()
    record = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
    assert "notes.txt" not in record["files"]
    write_html(sample_snapshot(players=4, sessions=1), folder, keep_others=True)
    assert (folder / "notes.txt").read_text() == "keep me"
    # A file of its own under a page's name is never replaced, even then.
    other = tmp_path / "other"
    other.mkdir()
    (other / "players.html").write_text("my own list")
    with pytest.raises(OutputRefused, match="players.html"):
        write_html(sample_snapshot(players=8, sessions=1), other, keep_others=True)
    assert [p.name for p in other.iterdir()] == ["players.html"]


@pytest.mark.slow
def test_a_site_of_an_earlier_version_without_a_record_is_rewritten(tmp_path: Path) -> None:
    web = tmp_path / "web"
    write_html(sample_snapshot(players=16, sessions=3), web)
    (web / MANIFEST).unlink()
    (web / LOCK).unlink()  # as an earlier version left it: pages only
    write_html(sample_snapshot(players=8, sessions=2), web)
    assert "player-16.html" not in _pages(web)
    # ... but not when a file of someone else's is beside those pages.
    (web / MANIFEST).unlink()
    (web / "notes.txt").write_text("keep")
    with pytest.raises(OutputNeedsConfirmation, match="notes.txt"):
        write_html(sample_snapshot(players=8, sessions=2), web)


def test_a_file_browser_s_leftovers_are_kept_and_do_not_block_a_rewrite(tmp_path: Path):
    web = tmp_path / "web"
    write_html(sample_snapshot(players=8, sessions=2), web)
    (web / ".DS_Store").write_bytes(b"Finder")  # the organiser looked at the site
    (web / "Thumbs.db").write_bytes(b"Explorer")
    write_html(sample_snapshot(players=4, sessions=1), web)
    assert (web / ".DS_Store").read_bytes() == b"Finder"
    assert (web / "Thumbs.db").read_bytes() == b"Explorer"


def test_a_killed_writer_s_staging_folder_is_removed_by_the_next_export(tmp_path: Path):
    web = tmp_path / "web"
    write_html(sample_snapshot(players=8, sessions=2), web)
    host = socket.gethostname()
    host = "".join(c for c in host if c.isalnum() or c == "-")[:40] or "host"
    dead = web / f".mcr-site.{host}-999999999-0badcafe.partial"  # no such process
    dead.mkdir()
    (dead / "index.html").write_text("half")
    live = web / f".mcr-site.{host}-{os.getpid()}-0000beef.partial"  # a writer at work
    live.mkdir()
    write_html(sample_snapshot(players=8, sessions=2), web)
    assert not dead.exists() and live.is_dir()
    live.rmdir()
    assert {p.name for p in web.iterdir()} == _pages(web) | {MANIFEST, LOCK}


@pytest.mark.slow
def test_the_website_is_never_written_into_the_backup_folder(cup: Path) -> None:
    with open_tournament(cup) as svc:
        backup = svc.backup()
    code, _, err = cli("export", cup, "--html", backup.parent / "site")
    assert code == 1 and "backup folder" in err
    assert not (backup.parent / "site").exists()
    with pytest.raises(OutputRefused, match="backup folder"):
        check_site(backup.parent, cup)


@pytest.mark.slow
def test_a_reader_never_sees_half_a_page_while_the_site_is_rewritten(tmp_path: Path) -> None:
    web = tmp_path / "web"
    shapes = [sample_snapshot(players=16, sessions=3), sample_snapshot(players=8, sessions=2)]
    write_html(shapes[0], web)
    done = threading.Event()
    seen: list[str] = []

    def read() -> None:
        while not done.is_set():
            text = (web / "index.html").read_text(encoding="utf-8")  # always there
            seen.append(text[-8:])

    reader = threading.Thread(target=read)
    reader.start()
    try:
        for i in range(6):
            write_html(shapes[i % 2], web)
    finally:
        done.set()
        reader.join()
    assert seen and set(seen) == {"</html>\n"}


# --- simultaneous exports -----------------------------------------------------------


def _at_once(count: int, work) -> list[BaseException]:
    errors: list[BaseException] = []
    start = threading.Barrier(count)

    def run() -> None:
        start.wait()
        try:
            work()
        except BaseException as exc:  # collected, asserted below
            errors.append(exc)

    threads = [threading.Thread(target=run) for _ in range(count)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return errors


@pytest.mark.slow
def test_twenty_simultaneous_exports_to_one_path_all_end_complete(tmp_path: Path) -> None:
    snap = sample_snapshot(players=8, sessions=2)
    book, pdf, web = tmp_path / "r.xlsx", tmp_path / "r.pdf", tmp_path / "web"
    assert _at_once(20, lambda: write_xlsx(snap, book)) == []
    assert _at_once(20, lambda: write_pdf(snap, pdf, ["standings"])) == []
    assert _at_once(20, lambda: write_html(snap, web)) == []
    assert load_workbook(book, read_only=True).sheetnames
    assert pdf.read_bytes().startswith(b"%PDF") and b"%%EOF" in pdf.read_bytes()[-64:]
    record = json.loads((web / MANIFEST).read_text(encoding="utf-8"))
    assert set(record["files"]) == _pages(web)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["r.pdf", "r.xlsx", "web"]
    assert {p.name for p in web.iterdir()} == _pages(web) | {MANIFEST, LOCK}


# --- Excel and PDF files ----------------------------------------------------------


def test_a_killed_export_s_temporary_file_is_removed_by_the_next_one(tmp_path: Path):
    host = "".join(c for c in socket.gethostname() if c.isalnum() or c == "-")[:40] or "host"
    dead = tmp_path / f".r.xlsx.{host}-999999999-k1ll3d.partial"  # no such process
    dead.write_bytes(b"PK half a workbook")
    live = tmp_path / f".r.xlsx.{host}-{os.getpid()}-w0rk1n.partial"  # a writer at work
    live.write_bytes(b"PK")
    other = tmp_path / ".r.pdf.x-999999999-y.partial"  # another target's: not looked at
    other.write_bytes(b"%PDF")
    write_xlsx(sample_snapshot(players=4, sessions=1), tmp_path / "r.xlsx")
    assert not dead.exists() and live.exists() and other.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([live.name, other.name, "r.xlsx"])


@pytest.mark.slow
def test_an_export_never_replaces_a_file_of_another_kind(cup: Path, tmp_path: Path) -> None:
    other = seated(tmp_path / "other.mcrt", players=4, sessions=1)  # not open here
    disguised = tmp_path / "results.xlsx"  # a tournament (SQLite) under a workbook's name
    disguised.write_bytes(other.read_bytes())
    pdf = tmp_path / "r.pdf"
    assert cli("export", cup, "--pdf", pdf)[0] == 0
    notes = tmp_path / "notes.pdf"
    notes.write_text("call the venue")
    with open_tournament(cup, read_only=True) as svc:
        for target, writer in (
            (other, write_pdf),
            (disguised, write_xlsx),
            (pdf, write_xlsx),
            (notes, write_pdf),
        ):
            before = target.read_bytes()
            with pytest.raises(OutputRefused) as caught:
                writer(svc, target, overwrite=True)  # never, even when the user agreed
            assert not isinstance(caught.value, OutputNeedsConfirmation), target
            assert target.read_bytes() == before
    code, _, err = cli("export", cup, "--pdf", other)
    assert code == 1 and "tournament" in err
    with open_tournament(other, read_only=True) as svc:
        assert len(svc.players()) == 4


@pytest.mark.slow
def test_a_workbook_of_the_organiser_is_replaced_only_when_asked(cup: Path, tmp_path: Path):
    mine = tmp_path / "t.xlsx"
    book = Workbook()
    book.active["A1"] = "my own sheet"
    book.save(mine)
    before = mine.read_bytes()
    code, _, err = cli("export", cup, "--xlsx", mine)
    assert code == 1 and "not an Excel export written by this program" in err
    assert mine.read_bytes() == before
    with open_tournament(cup, read_only=True) as svc:
        write_xlsx(svc, mine, overwrite=True)  # the GUI asked and the user agreed
    assert load_workbook(mine, read_only=True).properties.creator == "MCR Tournament Manager"


@pytest.mark.slow
def test_a_failed_excel_export_prints_only_its_clean_error(tmp_path: Path) -> None:
    """The workbook cannot be saved (here: its folder is gone): the caller's one clean
    message, and no "Exception ignored ... closed file" from the sheets' writers."""
    script = (
        "import sys\n"
        "from app.export import rows\n"
        "from app.export.sample import sample_snapshot\n"
        "from app.export.xlsx import write_reports\n"
        "reports = rows.workbook_reports(sample_snapshot(players=8, sessions=2))\n"
        "try:\n"
        "    write_reports(reports, sys.argv[1])\n"
        "except OSError:\n"
        "    print('error: cannot write the workbook', file=sys.stderr)\n"
        "    sys.exit(1)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script, str(tmp_path / "gone" / "r.xlsx")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 1
    assert done.stderr == "error: cannot write the workbook\n"


@pytest.mark.slow
def test_a_copy_never_replaces_a_tournament_in_use_elsewhere(cup: Path, tmp_path: Path) -> None:
    """A station elsewhere has `other` open, its latest changes in the -wal beside it
    (or it crashed and left them there): a copy put in its place would lose them."""
    other = seated(tmp_path / "other.mcrt", players=4, sessions=1)
    wal = Path(f"{other}-wal")
    wal.write_bytes(b"changes of another station")
    before = other.read_bytes()
    with open_tournament(cup) as svc:
        with pytest.raises(OutputRefused, match="in use"):
            svc.backup(other, allow_other=True)
    assert other.read_bytes() == before and wal.read_bytes() == b"changes of another station"


def test_a_writer_killed_half_way_leaves_a_folder_the_next_export_takes_back(tmp_path: Path):
    """Killed between the moves: some pages new, some old, the record naming both
    versions. The next export recognises every page as its own and finishes."""
    from app.export.html import folder as site_folder
    from app.export.html.pages import Site

    web = tmp_path / "web"
    write_html(sample_snapshot(players=16, sessions=3), web)
    before = site_folder.survey(web).ours
    staging = site_folder.new_staging(web)
    written = {}
    for name, html in Site(sample_snapshot(players=8, sessions=2)).pages():
        (staging / name).write_text(html, encoding="utf-8")
        written[name] = hashlib.sha256(html.encode("utf-8")).hexdigest()
    both = {
        n: set(before.get(n, set())) | ({written[n]} if n in written else set())
        for n in set(before) | set(written)
    }
    site_folder.write_record(web, both)
    for name in sorted(written)[: len(written) // 2]:  # then the process was killed
        os.replace(staging / name, web / name)
    (web / "notes.txt").write_text("keep")  # and the check still sees anything else
    with pytest.raises(OutputNeedsConfirmation, match="notes.txt"):
        write_html(sample_snapshot(players=8, sessions=2), web)
    (web / "notes.txt").unlink()
    staging.rename(web / ".mcr-site.host-999999999-0dead000.partial")  # a dead writer's
    write_html(sample_snapshot(players=8, sessions=2), web)
    record = json.loads((web / MANIFEST).read_text(encoding="utf-8"))
    assert set(record["files"]) == _pages(web) == set(written)
    assert all(len(d) == 1 for d in record["files"].values())


@pytest.mark.parametrize("delay", [0.0, 0.02, 0.1])
@pytest.mark.slow
def test_an_export_killed_at_any_moment_loses_no_page_and_the_next_one_finishes(
    cup: Path, tmp_path: Path, delay: float
) -> None:
    web = tmp_path / "web"
    assert cli("export", cup, "--html", web)[0] == 0
    command = [sys.executable, "-m", "app.cli", "export", str(cup), "--html", str(web)]
    run = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        while run.poll() is None and not any(web.glob(".mcr-site.*.partial")):
            time.sleep(0.005)  # until it writes its pages
        time.sleep(delay)
    finally:
        run.kill()  # SIGKILL: no clean-up of any kind
        run.wait(timeout=60)
    pages = sorted(p for p in web.glob("*.html"))
    assert pages and all(p.read_text(encoding="utf-8").endswith("</html>\n") for p in pages)
    assert cli("export", cup, "--html", web)[0] == 0
    assert {p.name for p in web.iterdir()} == _pages(web) | {MANIFEST, LOCK}
