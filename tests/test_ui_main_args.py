"""`python -m app` on bad arguments (found by the QA pass): a usage message, never a
traceback; a screenshot that cannot be written says so; --size holds for every view."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest

from app.ui.main import main


def _png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[16:24]
    return struct.unpack(">II", data)


@pytest.mark.parametrize("size", ["abc", "0x0", "800", "x600", "-5x600", "99999x99999"])
def test_a_bad_size_is_a_usage_error(qapp, size: str, capsys, tmp_path: Path) -> None:
    with pytest.raises(SystemExit) as usage:
        main(["--demo", "--screenshot", str(tmp_path / "x.png"), "--size", size])
    assert usage.value.code == 2
    assert "--size" in capsys.readouterr().err
    assert not (tmp_path / "x.png").exists()


def test_a_screenshot_that_cannot_be_written_says_why(qapp, capsys, tmp_path: Path) -> None:
    target = tmp_path / "missing" / "x.png"
    assert main(["--screenshot", str(target), "--size", "800x600"]) == 1
    err = capsys.readouterr().err
    assert str(target) in err and "cannot" in err.lower()


@pytest.mark.slow
def test_the_projector_is_rendered_at_the_size_asked(qapp, tmp_path: Path) -> None:
    shot = tmp_path / "projector.png"
    assert (
        main(["--demo", "--screenshot", str(shot), "--view", "projector", "--size", "1024x600"])
        == 0
    )
    assert _png_size(shot) == (1024, 600)


def test_a_language_without_a_translation_is_named(qapp, capsys, tmp_path: Path) -> None:
    shot = tmp_path / "x.png"
    assert main(["--screenshot", str(shot), "--size", "800x600", "--lang", "xx_YY"]) == 0
    err = capsys.readouterr().err
    assert "xx_YY" in err and "English" in err
    assert main(["--screenshot", str(shot), "--size", "800x600", "--lang", "en_GB"]) == 0
    assert capsys.readouterr().err == ""
