"""Table-side entry in the desktop app (issue 23): Tools > Table-side entry starts and
stops the real web server on a real file tournament, the phones' proposals (made by
another service, as the server's own connection makes them) show in the table sheet,
the standings and the referee's queue by themselves, and the referee settles them from
the panel. Real widgets (offscreen), a real server on a free port, real files."""

from __future__ import annotations

import json
import socket
import urllib.request

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QGuiApplication, QKeySequence
from PySide6.QtWidgets import QMessageBox

from app.domain.scope import LIVE
from app.ui.window import MainWindow
from tests.tableside_helpers import CLAIM, UNDER_MINIMUM, tokens, tournament, win


@pytest.fixture
def path(tmp_path):
    location = str(tmp_path / "cup.mcrt")
    tournament(location).close()
    return location


@pytest.fixture
def window(qtbot, tmp_path, path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.show()
    assert w.open_file(path, remember=False)
    yield w
    w.tableside.stop()
    w.close_document()


def get(url: str) -> tuple[int, bytes]:
    with urllib.request.urlopen(url, timeout=5) as answer:
        return answer.status, answer.read()


class Phones:
    """The players' phones: the table-side JSON API over HTTP on the running server."""

    def __init__(self, window) -> None:
        self.base = f"http://127.0.0.1:{window.tableside.runner.port}/api/v1/"
        svc = window.document.workspace.service
        self.seats = {t: tokens(svc, table=t) for t in (1, 2)}
        self.seats[3] = tokens(svc, session=2, table=1)  # "table 3": session 2's first

    def post(self, table: int, seat: str, path: str, body: dict) -> dict:
        request = urllib.request.Request(
            self.base + path,
            data=json.dumps(body).encode(),
            headers={
                "Authorization": f"Bearer {self.seats[table][seat]}",
                "Content-Type": "application/json",
            },
            method="POST",
        )
        with urllib.request.urlopen(request, timeout=5) as answer:
            return json.loads(answer.read())

    def propose(self, table: int, seat: str, payload: dict) -> dict:
        return self.post(table, seat, "proposals", payload)

    def confirm(self, table: int, seat: str, proposal: dict) -> dict:
        return self.post(table, seat, f"proposals/{proposal['id']}/confirm", {})

    def dispute(self, table: int, seat: str, proposal: dict, reason: str) -> dict:
        return self.post(table, seat, f"proposals/{proposal['id']}/dispute", {"reason": reason})


def port_is_free(port: int) -> bool:
    probe = socket.socket()
    try:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        probe.bind(("127.0.0.1", port))
        return True
    except OSError:
        return False
    finally:
        probe.close()


def start(qtbot, window):
    """Tools > Table-side entry, this computer only, any free port, Start."""
    window.tableside.entry_action.trigger()
    dialog = window.tableside.dialog
    assert dialog is not None and dialog.isVisible()
    dialog.host.setCurrentIndex(dialog.host.findData("127.0.0.1"))
    dialog.port.setValue(0)
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert window.tableside.running, dialog.message.text()
    return dialog


def test_tools_menu_has_table_side_entry_and_the_queue_with_shortcuts(window):
    tools = window.tableside.menu
    assert tools.title() == "Tools"
    entry, queue = window.tableside.entry_action, window.tableside.queue_action
    assert entry.text() == "&Table-side entry…" and entry.isEnabled()
    assert entry.shortcut() == QKeySequence("Ctrl+Shift+T")
    assert queue.shortcut() == QKeySequence("Ctrl+Shift+R")
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles.index("Tools") == titles.index("Help") - 1  # before Help
    assert not window.tableside.running
    assert window.tableside.server_label.isHidden()
    window.close_document()
    assert not entry.isEnabled() and not queue.isEnabled()


@pytest.mark.slow
def test_started_from_the_menu_it_answers_and_stop_frees_the_port(qtbot, window):
    dialog = start(qtbot, window)
    port = window.tableside.runner.port
    url = f"http://127.0.0.1:{port}/"
    assert dialog.address.text() == f"Phones open: <b>{url}</b>"
    assert "Only this computer can open the pages" in dialog.reach.text()
    assert f"{url}results" in dialog.results.text()
    assert dialog.state.text() == "The server is running."
    assert not dialog.start_button.isEnabled() and dialog.stop_button.isEnabled()
    assert not dialog.port.isEnabled()  # no change of port while it runs
    status, page = get(f"{url}results")
    assert status == 200 and b"Cup" in page
    status, body = get(f"{url}api/v1/standings?live=1")
    assert status == 200 and len(json.loads(body)) == 8
    label = window.tableside.server_label
    assert label.isVisible() and label.text() == f"Table-side entry on {url}"
    qtbot.mouseClick(dialog.stop_button, Qt.MouseButton.LeftButton)
    assert not window.tableside.running
    assert port_is_free(port)
    assert dialog.state.text() == "The server is stopped: phones cannot reach it."
    assert label.isHidden()


@pytest.mark.slow
def test_a_port_in_use_is_one_clear_message(qtbot, window):
    busy = socket.socket()
    busy.bind(("127.0.0.1", 0))
    busy.listen(1)
    try:
        window.tableside.entry_action.trigger()
        dialog = window.tableside.dialog
        dialog.host.setCurrentIndex(dialog.host.findData("127.0.0.1"))
        dialog.port.setValue(busy.getsockname()[1])
        qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
        assert not window.tableside.running
        assert dialog.message.text() == (
            f"Port {busy.getsockname()[1]} is already in use on this computer (another "
            "program, or this app serving another tournament): choose another port, or "
            "stop the other server."
        )
        assert dialog.message.isVisible() and dialog.start_button.isEnabled()
    finally:
        busy.close()


@pytest.mark.slow
def test_closing_the_tournament_or_the_window_stops_the_server(qtbot, window, path):
    start(qtbot, window)
    port = window.tableside.runner.port
    window.close_document()
    assert not window.tableside.running and port_is_free(port)
    assert window.open_file(path, remember=False)
    start(qtbot, window)
    port = window.tableside.runner.port
    window.close()
    assert not window.tableside.running and port_is_free(port)


@pytest.mark.slow
def test_seat_links_hidden_until_asked_copied_and_rotated_with_no_as_default(qtbot, window):
    dialog = start(qtbot, window)
    links = dialog.links
    assert links.session.value() == 1
    assert links.table.rowCount() == 8  # two tables, four seats
    row = [links.table.item(0, c).text() for c in range(3)]
    assert row == ["1", "E", "1 Ann"]
    assert links.table.item(0, 3).text() == "••••••••"
    links.table.selectRow(1)
    assert links.copy_link()
    svc = window.document.workspace.service
    secret = tokens(svc)["S"]
    base = dialog.tableside.phone_urls()[0]
    assert QGuiApplication.clipboard().text() == f"{base}seat/{secret}"
    assert secret not in links.message.text()  # said without the secret
    assert links.message.text() == "Link of table 1, seat S copied."
    links.show_links.setChecked(True)
    assert links.table.item(1, 3).text() == f"{base}seat/{secret}"
    box = links.ask_rotate()
    assert box.defaultButton() is box.button(QMessageBox.StandardButton.No)
    qtbot.keyClick(box, Qt.Key.Key_Return)  # Enter takes the default: nothing rotated
    assert tokens(svc)["S"] == secret
    box = links.ask_rotate()
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    assert tokens(svc)["S"] != secret
    assert links.table.item(1, 3).text() == f"{base}seat/{tokens(svc)['S']}"


@pytest.mark.slow
def test_table_cards_printed_from_the_dialog(qtbot, window, tmp_path):
    dialog = start(qtbot, window)
    target = tmp_path / "cards.pdf"
    drawn: list[tuple[int, int]] = []
    job = dialog.links.print_cards(str(target))
    assert job is not None, dialog.links.message.text()
    job.progress.connect(lambda done, total: drawn.append((done, total)))
    # Drawn away from the window (80 tables take seconds): the button waits meanwhile.
    assert not dialog.links.cards_button.isEnabled()
    with qtbot.waitSignal(job.ended, timeout=30000):
        pass
    assert target.read_bytes().startswith(b"%PDF")
    assert dialog.links.message.text() == f"Table cards of session 1 written to {target}."
    assert dialog.links.cards_button.isEnabled() and drawn[-1] == (2, 2)


@pytest.mark.slow
def test_table_cards_stopped_midway_leave_no_file(qtbot, window, tmp_path):
    dialog = start(qtbot, window)
    target = tmp_path / "cards.pdf"
    job = dialog.links.print_cards(str(target))
    assert job is not None
    job.cancel()  # as closing the tournament does (shutdown)
    with qtbot.waitSignal(job.ended, timeout=30000):
        pass
    assert not target.exists() and list(tmp_path.glob("*.pdf*")) == []


@pytest.mark.slow
def test_phones_entries_show_in_the_views_and_the_queue_by_themselves(qtbot, window):
    """Over HTTP, as the phones do: three confirmations store a hand; a wrong claim and
    a dispute go to the referee. The sheet, the standings and the queue follow without
    any action in the window (the server writes through its own connection)."""
    start(qtbot, window)
    sheet = window.show_table(1, 1)
    phones = Phones(window)
    p = phones.propose(1, "E", win(1))
    assert p["status"] == "pending"
    for letter in "SWN":
        p = phones.confirm(1, letter, p)
    assert p["status"] == "stored"
    # the sheet shows hand 1 (13 fan) by itself
    qtbot.waitUntil(lambda: "13" in _hand_row(sheet, 0), timeout=3000)
    standings = window.show_page("standings")
    standings.after_choice.setCurrentIndex(standings.after_choice.findData(LIVE))
    qtbot.waitUntil(lambda: _score(standings, "Ann") > 0, timeout=3000)
    # a wrong claim and a disputed proposal wait for the referee
    wrong = phones.propose(1, "S", win(2, "S", "self", claim="Pure Straight"))
    assert wrong["status"] == "referee"
    qtbot.waitUntil(lambda: window.tableside.waiting == 1, timeout=3000)
    button = window.tableside.queue_button
    assert button.isVisible() and button.text() == "Referee: 1 waiting"
    assert window.tableside.queue_action.text() == "&Referee's queue (1)"
    disputed = phones.propose(2, "E", win(1, claim=CLAIM))
    phones.dispute(2, "W", disputed, "the 5s was not a discard")
    qtbot.waitUntil(lambda: window.tableside.waiting == 2, timeout=3000)
    dock = window.tableside.show_queue()
    assert dock.isVisible() and dock.windowTitle() == "Referee's queue (2)"
    whys = [dock.list.item(r, 4).text() for r in range(dock.list.rowCount())]
    assert [dock.list.item(r, 3).text() for r in range(2)] == ["2 Bob", "5 Eve"]
    assert whys == [
        "Wrong claim: the engine counts otherwise",
        "Disputed by 7 Gus: the 5s was not a discard",
    ]
    dock.select(wrong["id"])
    fans = dock.verdict.fans
    cells = [[fans.item(r, c).text() for c in range(4)] for r in range(fans.rowCount())]
    assert cells[-1][0] == "Total fan"
    wrong_rows = [c for c in cells if c[1] == "Pure Straight"]
    assert wrong_rows and wrong_rows[0][2] == "—" and wrong_rows[0][3]  # with a reason
    assert any(c[3] == "not claimed" for c in cells)  # the engine's fans, missing
    assert "Payments (the engine):" in dock.verdict.payments.text()
    assert "Why here: Wrong claim" in dock.verdict.heading.text()
    # a new proposal arriving while the panel is shown appears in it by itself
    phones.propose(3, "S", win(1, "S", "self", claim="Pure Straight"))
    qtbot.waitUntil(lambda: dock.list.rowCount() == 3, timeout=3000)


def _hand_row(sheet, row: int) -> str:
    model = sheet.hands_model
    return " ".join(str(model.index(row, c).data() or "") for c in range(model.columnCount()))


def _score(page, name: str) -> float:
    for r in range(page.model.rowCount()):
        line = page.model.row(r)
        if line.player.name == name:
            return float(line.score)
    raise AssertionError(name)


@pytest.mark.slow
def test_the_referee_accepts_and_rejects_from_the_panel(qtbot, window):
    start(qtbot, window)
    phones = Phones(window)
    first = phones.propose(1, "E", win(1, claim="Pure Straight"))
    second = phones.propose(2, "E", win(1))
    phones.dispute(2, "S", second, "wrong tiles")
    qtbot.waitUntil(lambda: window.tableside.waiting == 2, timeout=3000)
    window.tableside.queue_action.trigger()  # Tools > Referee's queue (Ctrl+Shift+R)
    dock = window.tableside.dock
    assert dock.isVisible()
    assert dock.select(first["id"])
    qtbot.mouseClick(dock.accept_button, Qt.MouseButton.LeftButton)
    assert dock.message.text() == "Accepted: hand 1 of table 1, session 1 is stored."
    svc = window.document.workspace.service
    assert svc.hand(1, 1, 1) is not None
    assert [r["id"] for r in svc.referee_queue()] == [second["id"]]
    assert dock.list.rowCount() == 1 and window.tableside.waiting == 1
    # the server answers the table's pages with the outcome
    seat = urllib.request.Request(
        phones.base + "seat", headers={"Authorization": f"Bearer {phones.seats[1]['S']}"}
    )
    with urllib.request.urlopen(seat, timeout=5) as answer:
        shown = json.loads(answer.read())
    assert [p["status"] for p in shown["proposals"]] == ["stored"] and shown["hand"] == 2
    # Reject needs a reason: the button stays off until one is typed
    dialog = dock.ask_reject()
    assert not dialog.ok.isEnabled()
    qtbot.keyClicks(dialog.reason, "the table agreed on a draw")
    assert dialog.ok.isEnabled()
    qtbot.mouseClick(dialog.ok, Qt.MouseButton.LeftButton)
    assert dock.message.text() == "Rejected: hand 1 of table 2, session 1 is not stored."
    assert svc.referee_queue() == [] and svc.hand(1, 2, 1) is None
    assert [p.status for p in svc.proposals(1, 2)] == ["rejected"]
    assert dock.empty.isVisible() and window.tableside.queue_button.isHidden()


@pytest.mark.slow
def test_accept_corrected_stores_the_referees_own_entry(qtbot, window):
    start(qtbot, window)
    p = Phones(window).propose(1, "E", win(1, claim="Pure Straight"))
    qtbot.waitUntil(lambda: window.tableside.waiting == 1, timeout=3000)
    dock = window.tableside.show_queue()
    dialog = dock.ask_corrected()
    assert dialog.tiles.text() == p["entry"]["tiles"]
    assert dialog.winner.currentText() == "1 Ann" and dialog.giver.currentText() == "2 Bob"
    dialog.tiles.setText("123m")  # not a hand: no storing
    assert not dialog.ok.isEnabled() and dialog.preview.text()
    dialog.giver.setCurrentIndex(0)  # self-drawn, the referee's ruling
    dialog.tiles.setText(p["entry"]["tiles"])
    assert dialog.ok.isEnabled() and "fan" in dialog.preview.text()
    qtbot.mouseClick(dialog.ok, Qt.MouseButton.LeftButton)
    stored = window.document.workspace.service.hand(1, 1, 1)
    assert stored is not None and stored.discarder is None
    assert window.tableside.waiting == 0


@pytest.mark.slow
def test_a_language_switch_keeps_the_server_and_says_it_in_chinese(qtbot, window):
    dialog = start(qtbot, window)
    port = window.tableside.runner.port
    window.language_menu.action_for("zh_CN").trigger()
    try:
        assert window.tableside.running and window.tableside.runner.port == port
        assert dialog.state.text() == "服务器运行中。"
        assert window.tableside.menu.title() == "工具"
        assert window.tableside.server_label.text().startswith("桌边录入运行于 http://")
        assert dialog.host.currentData() == "127.0.0.1"  # the choice kept
    finally:
        window.language_menu.action_for("en").trigger()
    assert dialog.state.text() == "The server is running."


@pytest.mark.slow
def test_quitting_the_app_stops_the_server(qtbot, window):
    start(qtbot, window)
    port = window.tableside.runner.port
    QGuiApplication.instance().aboutToQuit.emit()  # what QApplication.quit() sends first
    assert not window.tableside.running and port_is_free(port)
    assert window.tableside.server_label.isHidden()


@pytest.mark.slow
def test_a_hand_under_the_minimum_is_refused_on_accept_with_the_reason(qtbot, window):
    start(qtbot, window)
    low = Phones(window).propose(1, "E", win(1, claim=None) | {"tiles": UNDER_MINIMUM})
    assert low["status"] == "referee" and low["result"] is None
    qtbot.waitUntil(lambda: window.tableside.waiting == 1, timeout=3000)
    dock = window.tableside.show_queue()
    assert dock.list.item(0, 4).text().startswith("Under the minimum")
    assert "No payments" in dock.verdict.payments.text()
    assert not dock.accept()
    assert dock.message.text() == (
        "This hand scores 5 fan (flowers included): a win needs at least 8 fan without "
        "the flowers. Nothing was stored: accept it corrected, or reject it."
    )
    assert window.document.workspace.service.hand(1, 1, 1) is None
    assert dock.list.rowCount() == 1 and window.tableside.waiting == 1
