"""Every page of the results website says when it was written, in local time with its
zone (issue 24: "the website has no updated-at time")."""

from __future__ import annotations

import dataclasses
import re
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

import pytest

from app.demo import create_demo
from app.export import write_html
from app.export.html.pages import Site
from app.export.language import using
from app.export.sample import sample_snapshot

STAMP = re.compile(r"Results published (\d{4}-\d\d-\d\d \d\d:\d\d) (\S+)")


@pytest.mark.slow
def test_every_page_of_a_written_site_says_when(tmp_path: Path) -> None:
    tournament = create_demo(tmp_path / "demo.mcr")
    before = datetime.now().astimezone().replace(second=0, microsecond=0)
    index = write_html(tournament, tmp_path / "site")
    after = datetime.now().astimezone()
    pages = sorted(index.parent.glob("*.html"))
    assert len(pages) > 10
    stamps = set()
    for page in pages:
        found = STAMP.search(page.read_text(encoding="utf-8"))
        assert found, page.name
        stamps.add(found.groups())
    assert len(stamps) == 1  # one moment for the whole site
    ((moment, zone),) = stamps
    written = datetime.strptime(moment, "%Y-%m-%d %H:%M").replace(tzinfo=before.tzinfo)
    assert before <= written <= after
    # The zone names the local offset, so a reader elsewhere knows when that was.
    assert zone, zone


def test_the_zone_is_named_with_its_offset() -> None:
    snap = sample_snapshot(8, 2, played=1)
    cet = timezone(timedelta(hours=1), "CET")
    site = Site(dataclasses.replace(snap, printed_at=datetime(2026, 5, 16, 14, 5, tzinfo=cet)))
    index = dict(site.pages())["index.html"]
    assert "Results published 2026-05-16 14:05 CET (UTC+01:00)" in index
    utc = datetime(2026, 5, 16, 14, 5, tzinfo=UTC)
    index = dict(Site(dataclasses.replace(snap, printed_at=utc)).pages())["index.html"]
    assert "Results published 2026-05-16 14:05 UTC" in index
    india = datetime(2026, 5, 16, 14, 5, tzinfo=timezone(timedelta(hours=5, minutes=30)))
    with using("zh_CN"):
        index = dict(Site(dataclasses.replace(snap, printed_at=india)).pages())["index.html"]
    assert "2026年5月16日 14:05 UTC+05:30" in index
