"""Exports in a worker process (app.export.background): what they write equals an
export in the same process, progress comes back, a failure comes back as the user's
message, a cancel stops the work and leaves no partial file, and the worker is kept
for the next export; the Reports page cancels through it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt

from app.demo import create_demo
from app.export import background, write_pdf
from app.export.background import Step
from app.ui.window import MainWindow


@pytest.fixture
def demo(tmp_path):
    return create_demo(tmp_path / "demo.mcrt")


class Stop(Exception):
    pass


@pytest.mark.slow
def test_a_worker_writes_what_the_same_process_writes(demo, tmp_path):
    seen: list[tuple[int, float]] = []
    out = tmp_path / "out"
    out.mkdir()
    steps = [
        Step("xlsx", str(out / "t.xlsx"), {"documents": ["standings"]}),
        Step("pdf", str(out / "t.pdf"), {"documents": ["standings"], "session": None}),
        Step("html", str(out / "site")),
    ]
    written = background.run(str(demo), steps, lambda i, f, _m: seen.append((i, f)))
    assert written == [out / "t.xlsx", out / "t.pdf", out / "site" / "index.html"]
    assert (out / "t.xlsx").read_bytes()[:2] == b"PK"
    assert (out / "site" / "index.html").is_file()
    here = write_pdf(demo, tmp_path / "here.pdf", ["standings"])
    assert (out / "t.pdf").stat().st_size == pytest.approx(here.stat().st_size, rel=0.05)
    # progress of each step, up to its end
    assert {i for i, _ in seen} == {0, 1, 2}
    assert max(f for i, f in seen if i == 1) == 1.0


def test_a_failure_comes_back_as_its_message(demo, tmp_path):
    with pytest.raises(OSError) as caught:
        background.run(str(demo), [Step("pdf", str(tmp_path / "no" / "such" / "t.pdf"))], print)
    assert "no" in str(caught.value) and "Traceback" not in str(caught.value)
    with pytest.raises(OSError, match="tournament"):
        background.run(
            str(tmp_path / "missing.mcrt"), [Step("pdf", str(tmp_path / "t.pdf"))], print
        )


@pytest.mark.slow
def test_a_cancel_stops_the_worker_and_leaves_no_file(demo, tmp_path):
    def cancel_at_once(_i: int, fraction: float, _m: str) -> None:
        if fraction > 0:
            raise Stop

    target = tmp_path / "t.pdf"
    with pytest.raises(Stop):
        background.run(str(demo), [Step("pdf", str(target))], cancel_at_once)
    assert not target.exists()
    assert not [p for p in tmp_path.iterdir() if p.suffix in (".pdf", ".tmp", ".partial")]
    # the worker is ready for the next export
    assert any(w.alive() for w in background._idle)
    assert background.run(str(demo), [Step("pdf", str(target))], lambda *a: None) == [target]


@pytest.mark.slow
def test_the_reports_page_writes_and_cancels_through_the_worker(qtbot, tmp_path, demo):
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    assert window.open_file(str(demo), remember=False)
    reports = window.show_page("reports")
    reports.folder_edit.setText(str(tmp_path / "reports"))
    job = reports.write()
    with qtbot.waitSignals([job.succeeded, job.ended], timeout=60000):
        pass
    assert reports.result_label.text().startswith("Written")
    assert reports.progress.value() == reports.progress.maximum()
    pdf = Path(reports.result_label.text().split(", ")[-1])
    assert pdf.read_bytes()[:5] == b"%PDF-"
    job = reports.write()
    with qtbot.waitSignals([job.cancelled, job.ended], timeout=60000):
        qtbot.mouseClick(reports.cancel_button, Qt.MouseButton.LeftButton)
    assert reports.result_label.text() == "Cancelled."
    window.close_document()
