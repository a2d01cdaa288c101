"""Run-time files ship inside the package (app/resources) and match their sources."""

from __future__ import annotations

import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

from app.export import fonts
from app.export.fonts import _sans_files
from app.resources import resource_path
from app.ui.main import I18N

ROOT = Path(__file__).resolve().parents[1]
TS = ROOT / "resources" / "i18n" / "mcr_zh_CN.ts"


def test_compiled_translations_live_in_the_package():
    assert (I18N / "mcr_zh_CN.qm").is_file()
    assert I18N.is_relative_to(ROOT / "app")
    stray = sorted((ROOT / "resources").rglob("*.qm"))
    assert not stray, (
        f"{stray}: compiled translations belong in app/resources/i18n "
        "(pyside6-lrelease ... -qm app/resources/i18n/mcr_zh_CN.qm)"
    )


def _finished_translations() -> list[tuple[str, str, str, bool]]:
    found = []
    for context in ET.parse(TS).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in (
                "unfinished",
                "obsolete",
                "vanished",
            ):
                continue
            numerus = message.get("numerus") == "yes"
            text = (translation.findtext("numerusform") if numerus else translation.text) or ""
            if text:
                found.append((name, message.findtext("source") or "", text, numerus))
    return found


def test_the_compiled_translation_has_every_finished_one_of_the_source(qapp):
    translator = QTranslator()
    assert translator.load(str(I18N / "mcr_zh_CN.qm"))
    expected = _finished_translations()
    assert len(expected) > 100
    stale = [
        (context, source)
        for context, source, text, numerus in expected
        if translator.translate(context, source, None, 1 if numerus else -1)
        != (text.replace("%n", "1") if numerus else text)
        and translator.translate(context, source, None, 1 if numerus else -1) != text
    ]
    assert not stale, f"re-run pyside6-lrelease (see resources/i18n/fill_zh.py): {stale[:5]}"


def test_the_pdf_font_is_the_one_shipped_in_the_package(monkeypatch):
    monkeypatch.delenv("MCR_FONT_DIR", raising=False)
    regular, bold = _sans_files()
    assert Path(regular) == resource_path("fonts", "DejaVuSans.ttf")
    assert Path(bold) == resource_path("fonts", "DejaVuSans-Bold.ttf")
    assert (resource_path("fonts") / "LICENSE").read_text().count("Bitstream") >= 2


def test_the_cjk_font_is_the_one_shipped_in_the_package_with_its_licence(monkeypatch):
    monkeypatch.delenv("MCR_FONT_DIR", raising=False)
    assert Path(fonts._cjk_file()) == resource_path("fonts", "wqy-microhei.ttc")
    licence = (resource_path("fonts") / "LICENSE-wqy-microhei").read_text()
    assert "WenQuanYi" in licence and "Apache License" in licence
    assert "TERMS AND CONDITIONS FOR USE, REPRODUCTION, AND DISTRIBUTION" in licence


def test_every_shipped_font_file_is_in_the_package_data():
    patterns = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"][
        "package-data"
    ]["app.resources"]
    folder = resource_path("fonts")
    shipped = sorted(p.name for p in folder.iterdir() if p.is_file())
    assert "wqy-microhei.ttc" in shipped
    left_out = [
        name for name in shipped if not any((folder / name).match(f"*/{g}") for g in patterns)
    ]
    assert not left_out, f"add these to [tool.setuptools.package-data]: {left_out}"


def test_mcr_font_dir_comes_first_for_the_cjk_font(monkeypatch, tmp_path):
    (tmp_path / "wqy-microhei.ttc").symlink_to(resource_path("fonts", "wqy-microhei.ttc"))
    monkeypatch.setenv("MCR_FONT_DIR", str(tmp_path))
    assert fonts._cjk_file() == f"{tmp_path}/wqy-microhei.ttc"


def test_no_cjk_font_anywhere_says_what_to_do(monkeypatch, tmp_path):
    monkeypatch.setenv("MCR_FONT_DIR", str(tmp_path))  # an empty folder
    monkeypatch.setattr(fonts, "_CJK_CANDIDATES", (str(tmp_path / "gone.ttc"),))
    with pytest.raises(fonts.FontError) as refused:
        fonts._cjk_file()
    message = str(refused.value)
    assert "Chinese, Japanese and Korean" in message
    assert "reinstall" in message and "fonts-wqy-microhei" in message and "MCR_FONT_DIR" in message


def test_every_command_says_one_version(capsys):
    from app.cli import main as cli
    from app.ui.main import main as gui
    from app.version import version
    from scoring.__main__ import main as score
    from scoring.native import status

    assert version() == tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    for name, command in (
        ("mcr-tournament-cli", cli),
        ("mcr-tournament", gui),
        ("mcr-score", score),
    ):
        with pytest.raises(SystemExit) as done:
            command(["--version"])
        assert done.value.code == 0
        # The command-line programs add which scoring engine runs (scoring/native.py).
        engine = f" ({status().describe()})" if name != "mcr-tournament" else ""
        assert capsys.readouterr().out.strip() == f"{name} {version()}{engine}"


@pytest.mark.slow
def test_an_export_without_any_cjk_font_is_one_message_not_a_crash(monkeypatch, tmp_path, capsys):
    from app.cli import main as cli

    path = tmp_path / "open.mcrt"
    assert cli(["new", str(path), "--name", "Open", "--sessions", "1"]) == 0
    for name in ("王小明", "Ann Lee", "Bob Ma", "Cat Wu"):
        assert cli(["players", "add", str(path), name]) == 0
    assert cli(["seat", str(path), "--seed", "1"]) == 0
    capsys.readouterr()
    # A damaged install: the shipped copy gone, none on the system, none in MCR_FONT_DIR.
    monkeypatch.setenv("MCR_FONT_DIR", str(tmp_path))
    monkeypatch.setattr(fonts, "_CJK_CANDIDATES", (str(tmp_path / "gone.ttc"),))
    monkeypatch.setattr(fonts, "_cjk_registered", False)
    code = cli(["export", str(path), "--pdf", str(tmp_path / "open.pdf")])
    err = capsys.readouterr().err
    assert code == 1
    assert err.startswith("error: No font for Chinese, Japanese and Korean names"), err
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1
    assert not (tmp_path / "open.pdf").exists()
