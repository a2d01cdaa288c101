"""The language: chosen in the app, and the Chinese translation covers what the user
sees, messages from the domain and the engine included."""

from __future__ import annotations

import html
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QTabBar, QTableView

from app.domain import Refused, TournamentSettings
from app.tournament import create_tournament
from app.ui.demo_data import create_demo
from app.ui.language import saved_language, switch_language
from app.ui.main import I18N, install_translation, remove_translation
from app.ui.messages import translate_message
from app.ui.window import PAGES, MainWindow

SOURCES = Path(__file__).resolve().parents[1] / "resources" / "i18n"  # .ts and fill_zh.py
CJK = re.compile(r"[\u4e00-\u9fff]")


@pytest.fixture
def chinese():
    app = QApplication.instance()
    translator = install_translation(app, "zh_CN")
    assert translator is not None
    yield
    remove_translation(app, translator)


def make_window(qtbot, tmp_path, name="s.ini"):
    window = MainWindow(QSettings(str(tmp_path / name), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    return window


@pytest.fixture
def english_after():
    """The test switches the language: English again afterwards, whatever happens."""
    yield
    switch_language("en")


@pytest.mark.slow
def test_the_language_is_chosen_in_the_app(qtbot, tmp_path, english_after):
    window = make_window(qtbot, tmp_path)
    menu = window.language_menu
    assert [a.text() for a in menu.actions()] == ["System language", "English", "简体中文"]
    assert menu.action_for("").isChecked()
    menu.action_for("zh_CN").trigger()
    assert saved_language(window.settings) == "zh_CN"
    assert menu.action_for("zh_CN").isChecked()
    # at once: no restart
    assert window.menuBar().actions()[0].text() == "文件(&F)"
    assert menu.title() == "语言(&L)"
    assert "简体中文" in window.statusBar().currentMessage()
    # the next start reads it: a new window on the same settings shows the choice
    again = make_window(qtbot, tmp_path)
    assert again.language_menu.action_for("zh_CN").isChecked()
    again.language_menu.action_for("").trigger()
    assert saved_language(again.settings) is None


@pytest.mark.slow
def test_the_language_changes_at_once_and_nothing_typed_is_lost(qtbot, tmp_path, english_after):
    window = make_window(qtbot, tmp_path)
    assert window.open_file(str(create_demo(tmp_path)), remember=False)
    status = next(s for s in window.document.workspace.statuses() if s.state.value == "open")
    session, table = status.session, status.table
    sheet = window.open_table(session, table)
    hand = sheet.hand_spin.value()
    # a hand typed at this table, and another at the next hand, neither recorded
    sheet.winner_combo.setCurrentIndex(1)
    sheet.discarder_combo.setCurrentIndex(2)
    sheet.hand_entry.set_notation("123m123p123s789s5p5p")
    sheet.show_hand(hand + 1)
    sheet.winner_combo.setCurrentIndex(0)
    qtbot.keyClicks(sheet.fan_edit, "12")
    sheet.show_hand(hand)
    drafts = window.drafts_in_progress()
    assert len(drafts) == 2
    winner = sheet.winner_combo.currentData()
    tiles = sheet.hand_entry.notation()
    source = sheet.discarder_combo.currentData()
    ready = sheet.record_button.isEnabled()
    window.pages["hand"].set_notation("[567m,2]123m456m789m55m|ES1000|2")
    calculated = window.pages["hand"].notation()
    window.show_table(session, table)

    window.language_menu.action_for("zh_CN").trigger()

    assert window.menuBar().actions()[0].text() == "文件(&F)"
    assert window.navigator.topLevelItem(0).text(0) == "选手"
    assert window.current_page() == "table"
    sheet = window.pages["table"]
    assert sheet.current() == (session, table)
    assert sheet.tabs.tabText(0) == "牌局(&H)"
    assert sheet.hands_model.index(0, 1).data() == "东"
    assert window.drafts_in_progress() == drafts
    assert sheet.hand_spin.value() == hand
    assert sheet.winner_combo.currentData() == winner
    assert sheet.hand_entry.notation() == tiles
    assert sheet.discarder_combo.currentData() == source
    assert sheet.record_button.isEnabled() == ready
    sheet.show_hand(hand + 1)
    assert sheet.fan_edit.text() == "12"
    assert window.pages["hand"].notation() == calculated
    # and back, still nothing lost
    window.language_menu.action_for("en").trigger()
    assert window.menuBar().actions()[0].text() == "&File"
    assert window.pages["table"].hand_spin.value() == hand + 1
    assert window.drafts_in_progress() == drafts
    assert window.pages["table"].fan_edit.text() == "12"
    window.pages["table"].hand_form.discard_drafts()
    window.close_document()


@pytest.mark.slow
def test_the_projector_clock_runs_on_through_a_language_change(qtbot, tmp_path, english_after):
    window = make_window(qtbot, tmp_path)
    assert window.open_file(str(create_demo(tmp_path)), remember=False)
    projector = window.show_projector()
    qtbot.addWidget(projector)
    window.projector_panel.controls.toggle_clock()
    assert projector.timer.is_running()
    window.projector_panel.controls.minutes_spin.setValue(100)
    window.projector_panel.controls.set_clock()
    left = projector.timer.remaining()
    window.language_menu.action_for("zh_CN").trigger()
    projector = window.projector  # built again in Chinese where the old one was
    qtbot.addWidget(projector)
    assert projector.isVisible()
    assert projector.timer.is_running()
    assert left - 2 <= projector.timer.remaining() <= left
    assert "Place" not in visible_texts(projector)
    assert "名次" in visible_texts(projector)
    controls = window.projector_panel.controls
    assert controls.start_button.text() == "暂停(&U)"
    controls.toggle_clock()
    assert not projector.timer.is_running()
    window.close_document()


def test_the_translation_has_no_unfinished_string():
    root = ET.parse(SOURCES / "mcr_zh_CN.ts").getroot()
    unfinished = [
        m.find("source").text
        for m in root.iter("message")
        if m.find("translation").get("type") == "unfinished"
    ]
    assert unfinished == []
    assert (I18N / "mcr_zh_CN.qm").is_file()


def refusals(tmp_path: Path) -> list[str]:
    """Messages the domain and the engine really give, triggered through the service."""
    svc = create_tournament(tmp_path / "r.mcr", TournamentSettings("R", sessions=1))
    for name in ("Ann", "Bo", "Cy", "Di"):
        svc.add_player(name)
    svc.seat_sessions()
    a, b, c, d = svc.table(1, 1).seats
    attempts = [
        lambda: svc.add_player("Ann"),
        lambda: svc.add_player("123"),
        lambda: svc.record_win(1, 2, 1, a, b, fan=8),
        lambda: svc.record_win(1, 1, 1, a, a, fan=8),
        lambda: svc.record_win(1, 1, 1, a, b, fan=6),
        lambda: svc.record_win(1, 1, 17, a, b, fan=8),
        lambda: svc.record_win(1, 1, 1, a, b, tiles="123m456p789s11z"),
        lambda: svc.record_win(1, 1, 1, a, b, tiles="123m456p789s1122z"),
        lambda: svc.record_win(1, 1, 1, a, b, tiles="1234m456p789s1122z"),
        lambda: svc.record_win(1, 1, 1, a, b, tiles="[123m,1][345p,1][678s,1]456s99p"),
        lambda: svc.record_penalty(1, 1, a, -31, "x", shared=True),
        lambda: svc.record_penalty(1, 1, a, 0, "x"),
        lambda: svc.set_totals(1, 1, [10, 0, 0, 0]),
        lambda: svc.clear_totals(1, 1),
        lambda: svc.set_match_state(1, 1, "verified"),
        lambda: svc.delete_hand(1, 1, 3),
        lambda: svc.add_player("x" * 500),
        lambda: svc.record_penalty(1, 1, a, -30, "r" * 5000, shared=True),
        lambda: svc.record_penalty(1, 1, a, -300000, "x"),
        lambda: svc.add_player("Bad\x07Name"),
    ]
    messages = []
    for attempt in attempts:
        with pytest.raises(Refused) as caught:
            attempt()
        messages.append(str(caught.value))
    svc.close()
    return messages


@pytest.mark.slow
def test_domain_and_engine_messages_in_chinese(chinese, tmp_path):
    for message in refusals(tmp_path):
        shown = translate_message(message)
        assert CJK.search(shown), message
        # what is left in Latin letters is data (names, notation), not English words
        words = [w for w in re.findall(r"[A-Za-z]{4,}", shown) if w not in ("Ann",)]
        assert words == [], (message, shown)


def test_messages_stay_english_without_a_translation(tmp_path):
    for message in refusals(tmp_path):
        assert translate_message(message) == message


@pytest.mark.slow
def test_a_refusal_in_the_window_is_in_chinese(qtbot, chinese, tmp_path):
    window = make_window(qtbot, tmp_path)
    assert window.open_file(str(create_demo(tmp_path)), remember=False)
    sheet = window.show_table(4, 1)
    for spin, value in zip(sheet.totals_form.spins, (10, 0, 0, 0), strict=True):
        spin.setValue(value)
    assert "必须为 0" in sheet.totals_form.sum_label.text()
    sheet.hand_entry.set_notation("1234m456p789s1122z")
    assert CJK.search(sheet.hand_entry.evaluation().error)
    window.document.run(
        "x", lambda: window.document.workspace.service.set_totals(4, 1, [1, 0, 0, 0])
    )
    qtbot.waitUntil(lambda: "牌局得分之和总是 0" in window.last_error())
    window.close_document()


@pytest.mark.slow
def test_winds_and_flowers_in_chinese(qtbot, chinese, tmp_path):
    window = make_window(qtbot, tmp_path)
    assert window.open_file(str(create_demo(tmp_path)), remember=False)
    sheet = window.show_table(1, 1)
    assert sheet.hands_model.index(0, 1).data() == "东"
    assert sheet.hands_model.index(4, 1).data() == "南"
    assert sheet.hands_model.index(0, 2).data().startswith("东●")
    palette = sheet.hand_entry.palette_widget
    assert palette.button("a").toolTip() == "梅"
    assert palette.button("5p").toolTip() == "五筒"
    window.close_document()


ALLOWED = {
    "PDF",
    "Excel",
    "xlsx",
    "XLSX",
    "CSV",
    "csv",
    "EMA",
    "MCR",
    "Ctrl",
    "Alt",
    "Shift",
    "Backspace",
    "Enter",
    "Esc",
    "Tab",
}  # formats and key names


def visible_texts(root) -> list[str]:
    texts = []
    for label in root.findChildren(QLabel):
        if label.isVisibleTo(root):
            texts.append(html.unescape(re.sub(r"<[^>]+>", " ", label.text())))
    for button in root.findChildren(QAbstractButton):
        if button.isVisibleTo(root):
            texts.append(button.text())
    for bar in root.findChildren(QTabBar):
        texts += [bar.tabText(i) for i in range(bar.count())]
    for view in root.findChildren(QTableView):
        model = view.model()
        if model is not None and view.isVisibleTo(root):
            texts += [
                str(model.headerData(c, Qt.Orientation.Horizontal) or "")
                for c in range(model.columnCount())
            ]
    return texts


@pytest.mark.slow
def test_every_visible_string_is_chinese(qtbot, chinese, tmp_path):
    window = make_window(qtbot, tmp_path)
    start = visible_texts(window) + [a.text() for a in window.menuBar().actions()]
    dialog = window.ask_new()  # Qt's own buttons (OK, Cancel) too
    start += visible_texts(dialog)
    dialog.reject()
    assert window.open_file(str(create_demo(tmp_path)), remember=False)
    ws = window.document.workspace
    data = {w for p in ws.players() for w in re.findall(r"[A-Za-z]+", f"{p.name} {p.team or ''}")}
    data |= {p.country for p in ws.players() if p.country} | set(
        re.findall(r"[A-Za-z]+", ws.settings().name + " " + window.document.location)
    )
    texts = list(start)
    for page in PAGES:
        widget = window.show_page(page)
        texts += visible_texts(widget)
        for menu_action in window.menuBar().actions():
            texts += [a.text() for a in menu_action.menu().actions()]
    projector = window.show_projector()
    qtbot.addWidget(projector)
    texts += visible_texts(projector) + visible_texts(window.projector_panel)
    english: list = []
    for text in texts:
        for word in re.findall(r"[A-Za-z]{3,}", text):
            if word not in data and word not in ALLOWED and not re.fullmatch(r"[mps]+", word):
                english.append((word, text))
    assert english == [], "\n".join(f"{w}: {t}" for w, t in english)
    window.close_document()


@pytest.mark.slow
def test_fan_headers_and_the_seat_line_in_chinese(qtbot, chinese, tmp_path):
    """ "Fan" heads a number in the sheet (番数) and a fan's name in the calculator
    (番种); the seat line gives the round and seat winds as 东南西北."""
    window = make_window(qtbot, tmp_path)
    assert window.open_file(str(create_demo(tmp_path)), remember=False)
    sheet = window.show_table(1, 1)
    headers = [
        sheet.hands_model.headerData(c, Qt.Orientation.Horizontal)
        for c in range(sheet.hands_model.columnCount())
    ]
    assert "番数" in headers and "番种" not in headers
    fans = window.pages["hand"].fan_table.model()
    assert fans.headerData(1, Qt.Orientation.Horizontal) == "番种"
    assert fans.headerData(3, Qt.Orientation.Horizontal) == "番数"
    for hand in (1, 5, 9, 13):
        sheet.show_hand(hand)
        line = sheet.hand_form.winds_label.text()
        assert line[0] in "东南西北" and line[1] == "圈", line
        winds = re.findall(r" ([A-Z东南西北])(?:、|$)", line)  # Chinese list mark
        assert len(winds) == 4 and all(w in "东南西北" for w in winds), line
    window.close_document()


@pytest.mark.slow
def test_the_example_notation_is_shown_whole(qtbot, chinese, tmp_path):
    """The notation box's example (longer in Chinese: 例如 ...) is never cut off."""
    window = make_window(qtbot, tmp_path)
    window.resize(1280, 800)
    assert window.open_file(str(create_demo(tmp_path)), remember=False)
    for page in ("hand", "table"):
        widget = window.show_page(page)
        edit = (widget if page == "hand" else widget.hand_entry).notation_edit
        edit.clear()
        qtbot.waitUntil(lambda edit=edit: edit.isVisible())
        text = edit.placeholderText()
        assert text.startswith("例如")
        room = edit.width() - 12  # the frame and the text margins
        assert edit.fontMetrics().horizontalAdvance(text) <= room, (page, edit.width())
    window.close_document()


@pytest.mark.slow
def test_a_correction_under_way_survives_a_language_change(qtbot, tmp_path, english_after):
    window = make_window(qtbot, tmp_path)
    assert window.open_file(str(create_demo(tmp_path)), remember=False)
    sheet = window.open_table(1, 1)
    sheet.show_hand(2)
    assert sheet.hand_form.current_key() == (1, 1, 2)
    sheet.hand_form.correct_button.click()
    assert sheet.hand_form.correction() is not None
    stored = sheet.winner_combo.currentData()
    other = next(
        sheet.winner_combo.itemData(i)
        for i in range(sheet.winner_combo.count())
        if sheet.winner_combo.itemData(i) not in (stored, sheet.discarder_combo.currentData())
    )
    sheet.winner_combo.setCurrentIndex(sheet.winner_combo.findData(other))
    window.language_menu.action_for("zh_CN").trigger()
    sheet = window.pages["table"]
    assert sheet.hand_form.current_key() == (1, 1, 2)
    assert sheet.hand_form.correct_button.isChecked()
    assert sheet.hand_form.mode_label.text().startswith("正在更正")
    assert sheet.winner_combo.currentData() == other
    sheet.hand_form.cancel_correction()  # Esc: back to the stored hand
    assert sheet.winner_combo.currentData() == stored
    window.close_document()


@pytest.mark.slow
def test_undo_of_a_clear_works_after_a_language_change(qtbot, tmp_path, english_after):
    window = make_window(qtbot, tmp_path)
    assert window.open_file(str(create_demo(tmp_path)), remember=False)
    status = next(s for s in window.document.workspace.statuses() if s.state.value == "open")
    sheet = window.open_table(status.session, status.table)
    sheet.hand_entry.set_notation("123m123p123s789s5p5p")
    tiles = sheet.hand_entry.state()
    sheet.hand_form.clear_entry()
    assert sheet.hand_entry.state().tile_count() == 0
    window.language_menu.action_for("zh_CN").trigger()
    window.undo_action.trigger()
    sheet = window.pages["table"]
    assert sheet.hand_entry.state() == tiles
    window.redo_action.trigger()
    assert sheet.hand_entry.state().tile_count() == 0
    window.close_document()


@pytest.mark.slow
def test_every_window_changes_language(qtbot, tmp_path, english_after):
    first = make_window(qtbot, tmp_path)
    second = make_window(qtbot, tmp_path, "other.ini")
    first.language_menu.action_for("zh_CN").trigger()
    for window in (first, second):
        assert window.menuBar().actions()[0].text() == "文件(&F)"
    assert second.language_menu.action_for("zh_CN").isChecked()


@pytest.mark.slow
def test_the_saved_language_chosen_again_applies(qtbot, tmp_path, english_after):
    """Started with --lang en while 简体中文 is saved: choosing it still switches."""
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("language", "zh_CN")
    settings.sync()
    window = make_window(qtbot, tmp_path)
    assert window.language_menu.action_for("zh_CN").isChecked()
    assert window.menuBar().actions()[0].text() == "&File"
    window.language_menu.action_for("zh_CN").trigger()
    assert window.menuBar().actions()[0].text() == "文件(&F)"


@pytest.mark.slow
def test_forms_typed_elsewhere_survive_a_language_change(qtbot, tmp_path, english_after):
    window = make_window(qtbot, tmp_path)
    assert window.open_file(str(create_demo(tmp_path)), remember=False)
    players = window.show_page("players")
    qtbot.keyClicks(players.name_edit, "Wang Lei")
    qtbot.keyClicks(players.country_edit, "CN")
    sheet = window.open_table(4, 1)  # not started: totals can be typed
    sheet.penalties_panel.reason_edit.setText("Wrong discard")
    sheet.penalties_panel.points_spin.setValue(-10)
    sheet.totals_form.spins[0].setValue(40)
    sheet.totals_form.spins[1].setValue(-40)
    window.language_menu.action_for("zh_CN").trigger()
    players = window.pages["players"]
    assert (players.name_edit.text(), players.country_edit.text()) == ("Wang Lei", "CN")
    sheet = window.pages["table"]
    assert sheet.current() == (4, 1)
    assert sheet.penalties_panel.reason_edit.text() == "Wrong discard"
    assert sheet.penalties_panel.points_spin.value() == -10
    assert sheet.totals_form.values()[:2] == [40, -40]
    # a default left as it was is shown in the new language
    window.language_menu.action_for("en").trigger()
    window.pages["table"].penalties_panel.reason_edit.setText("诈和")
    window.language_menu.action_for("zh_CN").trigger()
    assert window.pages["table"].penalties_panel.reason_edit.text() == "诈和"
    window.language_menu.action_for("en").trigger()
    assert window.pages["table"].penalties_panel.reason_edit.text() == "False win"
    window.close_document()
