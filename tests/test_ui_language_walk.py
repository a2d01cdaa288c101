"""Issue 24: the whole GUI in Chinese, and in English with no Chinese where English is
expected. The demo tournament is opened, every page walked (the table sheet's tabs,
the calculator with a hand and with a waiting hand, the projector, the player history,
the dialogs that open without changing anything) and every visible text collected
(tests/ui_walk.py); a word in the wrong language fails the test, named with the text
it is in."""

from __future__ import annotations

import platform
import re
from dataclasses import replace

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QTabWidget

from app.ui.demo_data import create_demo
from app.ui.main import SAMPLE_HAND, install_translation, remove_translation, show_open_table
from app.ui.stations import ConflictDialog, MatchConflictDialog
from app.ui.window import PAGES, MainWindow
from scoring.mcr.fans import FANS
from tests.test_i18n_punctuation import MIXED
from tests.ui_walk import menu_texts, visible_texts

CJK = re.compile(r"[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]")
# Words that stay as they are in Chinese: formats, key names, the rules' and the
# ranking body's names.
KEPT = {
    "PDF", "Excel", "xlsx", "XLSX", "CSV", "csv", "HTML", "EMA", "MCR", "WRC",
    "Ctrl", "Alt", "Shift", "Backspace", "Enter", "Esc", "Tab", "PostgreSQL", "SQLite",
    "Qt", "PySide", "Python", "URL", "UTC", "MIT", "MIL",
    "English",  # the language menu names each language in itself
    "A", "B", "C", "D",  # the starting seats, as the score sheets print them
}  # fmt: skip
# Kept as typed: tile notation (123m, [567m,2], |ES1000|2, 19m19p19sESWNCFPP), Qt's
# mnemonics (&F), an example address (postgresql://...), key names (Ctrl+L), the key
# before a choice of the From box ("S  自摸": S picks self-drawn), a rule option
# (min_fan=3).
NOTATION = re.compile(
    r"\S*\d[mpsz]\S*|\|[ESWN]{2}[01]{4}\S*|\(&?\w\)|&(?=\w)|%\d"
    r"|\w+://\S+|(Ctrl|Alt)\+\w|^S {2}|\w+=\d+"
)


def english_words(texts: list[str], data: set[str], notation: bool = True) -> list[tuple[str, str]]:
    """(word, text) of each Latin word in ``texts`` that is neither data nor kept;
    tile notation is kept where ``notation``."""
    found = []
    for text in texts:
        for word in re.findall(r"[A-Za-z]+", NOTATION.sub(" ", text) if notation else text):
            if word not in data and word not in KEPT:
                found.append((word, text))
    return found


def chinese_text(texts: list[str], data: set[str]) -> list[str]:
    return [t for t in texts if CJK.search(t) and not any(d in t for d in data)]


@pytest.fixture
def language(request, qapp):
    translator = None
    if request.param != "en":
        translator = install_translation(QApplication.instance(), request.param)
        assert translator is not None
    yield request.param
    if translator is not None:
        remove_translation(QApplication.instance(), translator)


def walk(qtbot, tmp_path) -> tuple[list[tuple[str, list[str]]], set[str]]:
    """(where, texts) of every page and dialog, and the tournament's own words (names,
    teams, countries, its name and file)."""
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    seen: list[tuple[str, list[str]]] = [("start", visible_texts(window))]
    dialog = window.ask_new()
    seen.append(("new tournament", visible_texts(dialog)))
    dialog.reject()
    assert window.open_file(str(create_demo(tmp_path)), remember=False)
    ws = window.document.workspace
    data = set()
    for p in ws.players():
        # a player's own data, and the family and given names the players page shows
        given, family = p.name_parts()
        said = f"{p.name} {p.romanised or ''} {p.team or ''} {p.country or ''} {given} {family}"
        data |= set(re.findall(r"\w+", said))
    data |= set(re.findall(r"\w+", ws.settings().name + " " + window.document.location))
    data |= set(re.findall(r"\w+", platform.node()))  # the station's name
    for session in range(1, ws.settings().sessions + 1):  # penalty reasons as typed
        for table in range(1, len(ws.players()) // 4 + 1):
            for penalty in ws.service.penalties(session, table):
                data |= set(re.findall(r"\w+", penalty.reason))
    seen.append(("menus", [t for a in window.menuBar().actions() for t in menu_texts(a.menu())]))
    seen.append(("window title", [window.windowTitle()]))
    for page in PAGES:
        widget = window.show_page(page)
        if page == "table":
            show_open_table(window, widget)
        if page == "hand":
            widget.set_notation(SAMPLE_HAND)
            widget.claimed_fans_edit.setText("24, 28, 63, 76")
            widget.claimed_total_edit.setText("50")
        tabs = widget.findChildren(QTabWidget)
        for tab_widget in tabs or [None]:
            for i in range(tab_widget.count() if tab_widget else 1):
                if tab_widget:
                    tab_widget.setCurrentIndex(i)
                seen.append((f"{page} {i}", visible_texts(widget)))
        if page == "hand":  # a waiting hand: the waits listed
            widget.set_notation("1112345678999m|EE0000")
            seen.append(("waits", visible_texts(widget)))
            # the waiting tiles by their names, not their codes (1m)
            waits = widget.waits_list
            seen.append(("waits list", [waits.item(i).text() for i in range(waits.count())]))
    projector = window.show_projector()
    qtbot.addWidget(projector)
    seen.append(("projector", visible_texts(projector)))
    seen.append(("projector panel", visible_texts(window.projector_panel)))
    projector.show_chart()
    seen.append(("projector chart", visible_texts(projector)))
    window.show_page("standings")
    history = window.pages["standings"].open_history()
    qtbot.addWidget(history)
    seen.append(("player history", visible_texts(history)))
    history.close()
    about = window.show_about()
    seen.append(("about", visible_texts(about)))
    about.close()
    guide = window.show_guide()
    seen.append(("guide", [guide.windowTitle()]))
    guide.close()
    hand = ws.hands(1, 1)[0]
    other = replace(hand, fan=(hand.fan or 8) + 1)
    names = {p.number: p.name for p in ws.players()}
    conflict = ConflictDialog(hand, other, names, window)
    seen.append(("conflict", visible_texts(conflict)))
    conflict.close()
    match = MatchConflictDialog(ws.service, 2, 1, "-", names, window)
    seen.append(("match conflict", visible_texts(match)))
    match.close()
    question = window._ask_close([(3, 1, 5), (3, 2, 6)], lambda: None)  # hands typed
    seen.append(("close question", visible_texts(question)))
    question.buttonClicked.disconnect()
    question.close()
    connect = window.stations.ask_connect()
    seen.append(("connect", visible_texts(connect)))
    connect.reject()
    window.stations.toggle_audit()  # who changed what
    # what was done and to what; the values before and after are the stored records
    # (JSON, data), the station is data too
    audit = window.stations.audit_dock.table
    texts = [audit.horizontalHeaderItem(c).text() for c in range(audit.columnCount())]
    texts += [audit.item(r, c).text() for r in range(audit.rowCount()) for c in (2, 3)]
    seen.append(("audit", texts))
    window.stations.toggle_audit()
    window.close_document()
    return seen, data


@pytest.mark.parametrize("language", ["zh_CN"], indirect=True)
@pytest.mark.slow
def test_no_english_left_on_any_page_in_chinese(qtbot, tmp_path, language):
    seen, data = walk(qtbot, tmp_path)
    english = [
        (where, w, t)
        for where, texts in seen
        for w, t in english_words(texts, data, notation=where != "waits list")
    ]
    assert english == [], "\n".join(f"{where}: {w!r} in {t!r}" for where, w, t in english)
    # and Chinese punctuation: ： ， 、 （ after a Chinese character, not : , (
    # (and no space after 。 before the next sentence)
    mixed = [
        (where, t)
        for where, texts in seen
        for t in texts
        if MIXED.search(t) or re.search(r"。 +[\u4e00-\u9fff]", t)
    ]
    assert mixed == [], "\n".join(f"{where}: {t!r}" for where, t in mixed)


@pytest.mark.parametrize("language", ["en"], indirect=True)
def test_no_chinese_on_any_page_in_english(qtbot, tmp_path, language):
    seen, data = walk(qtbot, tmp_path)
    # the language menu names Chinese in Chinese, the calculator's column of Chinese
    # fan names is meant to be Chinese
    data |= {"简体中文", "中文"} | {fan.name_zh for fan in FANS.values()}
    chinese = [(where, t) for where, texts in seen for t in chinese_text(texts, data)]
    assert chinese == [], "\n".join(f"{where}: {t!r}" for where, t in chinese)
