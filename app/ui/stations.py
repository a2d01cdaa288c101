"""Scoring stations in the window (issue 13): File > Connect to server, the station's
name in the status bar, who changed what (the audit log with station and time), and
the dialog that shows both versions of a hand changed at another station.

The window calls `install(window)` once and `document_opened(window, document)` for
each tournament it opens; everything else lives here, so the window stays small.
A server's password is never stored: the recent list keeps the URL without it, and a
password typed in the Connect dialog stays in this process's memory
(`app.store.server_password`), never in the address, the settings or the audit log.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QSettings, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from app.domain import AuditEntry, HandRecord, Table, TournamentError
from app.domain.anyhands import HandEntry
from app.domain.service import Change, TournamentService
from app.domain.versions import Stale
from app.export.rows import format_exact, format_signed
from app.store import is_server, server_password
from app.store.server_url import station_name, without_password
from app.ui import overwritten
from app.ui.decision import DecisionDialog, decision
from app.ui.document import Document
from app.ui.messages import translate_message
from app.ui.server_login import address_problem
from app.ui.server_login import remembered as remembered  # the window's name for it
from app.ui.wording import list_separator

if TYPE_CHECKING:  # the window and the sheet's form install and call the stations
    from app.ui.table.hand_form import HandForm
    from app.ui.window import MainWindow

# What the table sheet tried to store (its form's `attempt`): ("delete",), ("draw",),
# ("entry", entry, points), ("draw",) or ("delete",), as the form made it.
Attempt = tuple[Any, ...]

STATION_KEY = "stationName"
POLL_MS = 500  # another station's change shows within this and a refresh


class ConnectDialog(QDialog):
    """The server's URL, the event's password (hidden as it is typed, never stored)
    and this station's name; opened with ``open()``, never exec(). An empty password
    lets libpq use PGPASSWORD or the password file (~/.pgpass, PGPASSFILE).

    Signals:
        chosen(str): the URL to open when accepted (the password is handed to the
            store through `server_password`, in memory, never inside the URL).
    """

    chosen = Signal(str)

    def __init__(self, settings: QSettings, url: str = "", parent: QWidget | None = None):
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("Connect to a tournament server"))
        self.url_edit = QLineEdit(without_password(url) if url else "", self)
        self.url_edit.setObjectName("serverUrl")
        self.url_edit.setPlaceholderText("postgresql://desk1@192.168.1.10:5432/spring_open")
        self.password_edit = QLineEdit(self)
        self.password_edit.setObjectName("serverPassword")
        self.password_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.station_edit = QLineEdit(str(settings.value(STATION_KEY, station_name())), self)
        self.station_edit.setObjectName("stationName")
        self.message = QLabel(self)
        self.message.setObjectName("connectMessage")
        self.message.setStyleSheet("color: #c62828")
        self.message.setWordWrap(True)
        form = QFormLayout(self)
        form.addRow(self.tr("Server &URL:"), self.url_edit)
        form.addRow(self.tr("&Password:"), self.password_edit)
        form.addRow(self.tr("&Station name:"), self.station_edit)
        form.addRow(self.message)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        (self.password_edit if url else self.url_edit).setFocus()

    @Slot()
    def _accept(self) -> None:
        url = self.url_edit.text().strip()
        if not is_server(url):
            self.message.setText(
                self.tr("A server URL starts with postgresql://, e.g. %1").replace(
                    "%1", "postgresql://desk1@192.168.1.10:5432/spring_open"
                )
            )
            return
        problem = address_problem(url)  # what is wrong, never the password
        if problem:
            self.message.setText(problem)
            return
        station = self.station_edit.text().strip()
        if station:
            self.settings.setValue(STATION_KEY, station)
            os.environ["MCR_STATION"] = station  # the store writes it into the audit log
        password = self.password_edit.text()
        if password:
            server_password.remember(url, password)
        self.password_edit.clear()
        self.accept()
        self.chosen.emit(url)


class AuditDock(QDockWidget):
    """Who changed what: the newest changes first, with time and station."""

    COLUMNS = 6  # time, station, operation, what, before, after
    LIMIT = 500

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Who changed what"), parent)
        self.setObjectName("auditLog")
        self.document = document
        self.table = QTableWidget(0, self.COLUMNS, self)
        self.table.setObjectName("auditTable")
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Time (UTC)"),
                self.tr("Station"),
                self.tr("Operation"),
                self.tr("What"),
                self.tr("Before"),
                self.tr("After"),
            ]
        )
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.setWidget(self.table)
        document.changed.connect(self.refresh)
        self.visibilityChanged.connect(lambda shown: shown and self.refresh())

    @Slot()
    def refresh(self) -> None:
        if not self.isVisible():
            return
        try:
            entries = self.document.workspace.service.audit(self.LIMIT)
        except TournamentError as exc:
            self.document.failed.emit(str(exc))
            return
        self.table.setRowCount(len(entries))
        for row, e in enumerate(entries):
            values = (
                e.at.replace("T", " ")[:19],
                e.station or "",
                translate_message(e.operation),
                translate_message(f"{e.entity} {e.key}".strip()),
                _short(e.old),
                _short(e.new),
            )
            for col, text in enumerate(values):
                self.table.setItem(row, col, QTableWidgetItem(text))
        self.table.resizeColumnsToContents()


def _short(text: str | None, width: int = 80) -> str:
    if text is None:
        return "—"
    return text if len(text) <= width else text[: width - 1] + "…"


class ConflictDialog(DecisionDialog):
    """A hand changed at another station while this one was entering it: both
    versions side by side; the user keeps the stored one (reload) or enters theirs
    again over it. Opened with ``open()``.

    Signals:
        decided(bool): True = enter mine again (replace), False = keep the stored one.
    """

    def __init__(
        self,
        mine: HandRecord | None,
        stored: HandRecord | None,
        names: dict[int, str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("conflictDialog")
        self.setWindowTitle(self.tr("Changed at another station"))
        grid = QGridLayout(self)
        ref = mine or stored
        where = (
            self.tr("Hand %1 of table %2, session %3")
            .replace("%1", str(ref.hand))
            .replace("%2", str(ref.table))
            .replace("%3", str(ref.session))
            if ref
            else ""
        )
        grid.addWidget(QLabel(f"<b>{where}</b>", self), 0, 0, 1, 3)
        grid.addWidget(QLabel(self.tr("<b>On this screen</b>"), self), 1, 1)
        grid.addWidget(QLabel(self.tr("<b>Stored by another station</b>"), self), 1, 2)
        self.mine_labels: list[QLabel] = []
        self.stored_labels: list[QLabel] = []
        for row, (title, fn) in enumerate(self._rows(names), start=2):
            grid.addWidget(QLabel(title, self), row, 0)
            for col, record, labels in (
                (1, mine, self.mine_labels),
                (2, stored, self.stored_labels),
            ):
                label = QLabel(fn(record) if record else self.tr("(not entered)"), self)
                label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
                labels.append(label)
                grid.addWidget(label, row, col)
        buttons = decision(self, self.tr("&Keep the stored hand"), self.tr("Enter mine &over it"))
        grid.addWidget(buttons, 20, 0, 1, 3)

    def _rows(self, names: dict[int, str]) -> tuple[tuple[str, Callable[[HandRecord], str]], ...]:
        def player(n: int | None) -> str:
            return "—" if n is None else f"{n} {names.get(n, '')}".strip()

        return (
            (self.tr("Winner"), lambda r: self.tr("draw") if r.draw else player(r.winner)),
            (
                self.tr("From"),
                lambda r: (
                    "—"
                    if r.draw
                    else (player(r.discarder) if r.discarder else self.tr("self-drawn"))
                ),
            ),
            (self.tr("Fan"), lambda r: "—" if r.fan is None else format_exact(r.fan)),
            (self.tr("Tiles"), lambda r: r.tiles or "—"),
            # exact: another rule system pays halves (Fractions)
            (self.tr("Points"), lambda r: " / ".join(format_signed(p) for p in r.points)),
        )


class MatchConflictDialog(DecisionDialog):
    """A change to a match (a penalty, totals, its state) refused because another
    station changed the match meanwhile: what this station tried beside the match as
    it is stored now (with who changed it last, and when). "Reload" is the default and
    keeps the stored match; "Apply mine to it" makes the change again on the match as
    it is now (checked again, undoable). Opened with ``open()``.

    Signals:
        decided(bool): True = apply mine to the stored match, False = reload.
    """

    def __init__(
        self,
        svc: TournamentService,
        session: int,
        table: int,
        mine: str,
        names: dict[int, str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("matchConflictDialog")
        self.setWindowTitle(self.tr("Changed at another station"))
        grid = QGridLayout(self)
        where = self.tr("Table %1 of session %2").replace("%1", str(table))
        grid.addWidget(QLabel(f"<b>{where.replace('%2', str(session))}</b>", self), 0, 0, 1, 2)
        note = self.tr(
            "Another station changed this match while it was on this screen; your change "
            "was not saved."
        )
        grid.addWidget(QLabel(note, self), 1, 0, 1, 2)
        grid.addWidget(QLabel(self.tr("<b>Your change (not saved)</b>"), self), 2, 0, 1, 2)
        self.mine_label = QLabel(mine, self)
        self.mine_label.setObjectName("conflictMine")
        self.mine_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        grid.addWidget(self.mine_label, 3, 0, 1, 2)
        grid.addWidget(QLabel(self.tr("<b>Stored now</b>"), self), 4, 0, 1, 2)
        try:
            stored = self._stored(svc, session, table, names)
        except TournamentError as e:  # the server gone meanwhile: say so, keep the rest
            stored = [(self.tr("Stored now"), str(e))]
        self.stored_labels: list[QLabel] = []
        for row, (title, text) in enumerate(stored, start=5):
            grid.addWidget(QLabel(title, self), row, 0)
            label = QLabel(text, self)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.stored_labels.append(label)
            grid.addWidget(label, row, 1)
        buttons = decision(
            self, self.tr("&Reload (keep what is stored)"), self.tr("Apply mine t&o it")
        )
        grid.addWidget(buttons, 40, 0, 1, 2)

    def stored_text(self) -> str:
        return "\n".join(label.text() for label in self.stored_labels)

    def _stored(
        self, svc: TournamentService, session: int, table: int, names: dict[int, str]
    ) -> list[tuple[str, str]]:
        """(title, text) rows of the match as stored now: state, hands, totals,
        penalties and its last change (what, when, which station)."""
        status = svc.match_status(session, table)
        if not status:
            return [(self.tr("Match"), self.tr("(not seated)"))]
        states = {
            "open": self.tr("open"),
            "complete": self.tr("complete"),
            "verified": self.tr("verified"),
        }
        totals = svc.totals(session, table)
        penalties = [
            f"{p.player} {names.get(p.player, '')}: {format_signed(p.points)} ({p.reason})"
            for p in svc.penalties(session, table)
        ]
        rows = [
            (self.tr("State"), states.get(status[0].state.value, status[0].state.value)),
            (self.tr("Hands entered"), str(status[0].hands_entered)),
            (
                self.tr("Totals"),
                " / ".join(format_signed(x) for x in totals.totals) if totals else "—",
            ),
            (self.tr("Penalties"), "\n".join(penalties) or "—"),
        ]
        last = _last_change(svc, session, table)
        if last is not None:
            who = last.station or self.tr("unknown station")
            when = str(last.at)[:19].replace("T", " ")  # stored in UTC
            what = translate_message(last.operation)
            rows.append((self.tr("Last change"), f"{what} — {when} UTC{list_separator()}{who}"))
        return rows


def _last_change(svc: TournamentService, session: int, table: int) -> AuditEntry | None:
    """The newest audit entry about match (`session`, `table`), among the last few
    hundred (a penalty's key is its id: its session and table are in its values)."""
    match_key, prefix = f"{session}/{table}", f"{session}/{table}/"
    for entry in svc.audit(300):
        if entry.key == match_key or entry.key.startswith(prefix):
            return entry
        if entry.entity == "penalty":
            for value in (entry.new, entry.old):
                try:
                    data = json.loads(value) if value else None
                except ValueError:
                    data = None
                if isinstance(data, dict) and (data.get("session"), data.get("table")) == (
                    session,
                    table,
                ):
                    return entry
    return None


def _document_of(panel: QWidget) -> Document:
    """The open tournament of a table sheet's panel (the sheet, its penalties or its
    totals form: each holds it as `document`)."""
    document = getattr(panel, "document", None)
    if not isinstance(document, Document):
        raise TypeError(f"{type(panel).__name__} holds no tournament document")
    return document


def run_match_change(
    parent: QWidget,
    label: str,
    where: tuple[int, int, int],
    version: str | None,
    change: Callable[[str | None], Change | None],
    mine: str,
) -> bool:
    """Run `change(version)` (a change to one match, based on the version the screen
    showed) as one undoable command. Refused as changed at another station, the
    conflict dialog shows both sides and offers a reload or the change again on the
    match as it is now. Returns whether the change was saved."""
    document = _document_of(parent)
    done = document.run(label, lambda: change(version), where=where)
    if not done and isinstance(getattr(document, "last_failure", None), Stale):
        offer_match_conflict(parent, label, where, change, mine)
    return done


def offer_match_conflict(
    parent: QWidget,
    label: str,
    where: tuple[int, int, int],
    change: Callable[[str | None], Change | None],
    mine: str,
) -> MatchConflictDialog:
    """The conflict dialog for a refused change to a match, opened without blocking."""
    document = _document_of(parent)
    workspace = document.workspace
    svc = workspace.service
    session, table = where[0], where[1]
    dialog = MatchConflictDialog(svc, session, table, mine, workspace.player_names(), parent)

    def decided(apply_mine: bool) -> None:
        if not apply_mine:
            document.changed.emit()  # reload: every view shows what is stored
            return
        try:
            version = svc.match_version(session, table)
        except TournamentError as e:
            document._fail(e)
            return
        document.run(label, lambda: change(version), where=where)

    dialog.decided.connect(decided)
    dialog.open()
    return dialog


class _Stations(QObject):
    """What `install` adds to a window."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.connect_action = QAction(self.tr("Connect to &server…"), window)
        self.connect_action.setObjectName("connect")
        self.connect_action.setShortcut(QKeySequence("Ctrl+Shift+O"))
        self.connect_action.triggered.connect(lambda: self.ask_connect())
        self.audit_action = QAction(self.tr("&Who changed what"), window)
        self.audit_action.setObjectName("auditLogAction")
        self.audit_action.setShortcut(QKeySequence("Ctrl+Shift+H"))
        self.audit_action.setEnabled(False)
        self.audit_action.triggered.connect(self.toggle_audit)
        self.retranslate()
        self.station_label = QLabel(window)
        self.station_label.setObjectName("station")
        window.statusBar().addPermanentWidget(self.station_label)
        self.audit_dock: AuditDock | None = None
        self.document: Document | None = None
        self._watch = QTimer(self)
        self._watch.setInterval(POLL_MS)
        self._watch.timeout.connect(self.check_other_stations)
        self._seen: int | None = None

    def retranslate(self) -> None:
        """The menu entries' words in the language shown now."""
        self.connect_action.setText(self.tr("Connect to &server…"))
        self.audit_action.setText(self.tr("&Who changed what"))

    def ask_connect(self, url: str = "", message: str = "") -> ConnectDialog:
        dialog = ConnectDialog(self.window.settings, url, self.window)
        dialog.message.setText(message)
        dialog.chosen.connect(self.window.open_file)
        dialog.open()
        return dialog

    @Slot()
    def toggle_audit(self) -> None:
        if self.audit_dock is not None:
            self.audit_dock.setVisible(not self.audit_dock.isVisible())

    def document_opened(self, document: Document | None) -> None:
        if self.audit_dock is not None:
            self.window.removeDockWidget(self.audit_dock)
            self.audit_dock.deleteLater()
            self.audit_dock = None
        self.audit_action.setEnabled(document is not None)
        self._watch.stop()
        self.document = document
        if document is None:
            self.station_label.setText("")
            return
        if not hasattr(document, "check_file"):  # a Document that does not watch itself
            self._seen = self._data_version()
            self._watch.start()
        overwritten.install(self.window, document)  # told when another station replaced ours
        self.audit_dock = AuditDock(document, self.window)
        self.window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.audit_dock)
        self.audit_dock.hide()
        svc = document.workspace.service
        station = svc.station or station_name()
        if is_server(svc.location):  # a server's address, without its password
            text = self.tr("Station %1 · server %2").replace("%1", station)
            self.station_label.setText(text.replace("%2", svc.location))
        else:
            self.station_label.setText(self.tr("Station %1").replace("%1", station))

    def _data_version(self) -> int | None:
        if self.document is None:
            return None
        try:
            return self.document.workspace.service.data_version()
        except TournamentError:
            return None

    @Slot()
    def check_other_stations(self) -> bool:
        """Refresh the views when another station (or window) changed the tournament:
        the server's NOTIFY count, or the file's data_version."""
        if self.document is None:
            return False
        now = self._data_version()
        if now is None or now == self._seen:
            return False
        self._seen = now
        self.document.changed.emit()
        return True


def _attempted(
    table: Table, hand: int, attempt: Attempt | None, svc: TournamentService
) -> HandRecord | None:
    """The record the refused entry would have stored (None: a deletion or unknown)."""
    if not attempt or attempt[0] == "delete":
        return None
    # a draw is the entry without a winner; an entry is previewed as it was made
    entry = HandEntry() if attempt[0] == "draw" else attempt[1]
    return svc.preview_hand(table.session, table.table, hand, entry)


def offer_conflict(
    form: HandForm, key: tuple[int, int, int], attempt: Attempt | None
) -> ConflictDialog | None:
    """After an entry was refused as changed at another station: show both versions of
    the hand; "Enter mine over it" stores the refused entry against the match as it is
    now (one more deliberate step, never automatic). Opened without blocking."""
    s, t, h = key
    workspace = form.document.workspace
    svc = workspace.service
    try:
        stored = svc.hand(s, t, h)
        mine = _attempted(svc.table(s, t), h, attempt, svc)
    except TournamentError:
        return None
    if mine is None and stored is None:
        return None
    dialog = ConflictDialog(mine, stored, workspace.player_names(), form)

    def decided(enter_mine: bool) -> None:
        if not enter_mine:
            return
        version = svc.match_version(s, t)
        if not attempt or attempt[0] == "delete":
            operation = lambda: svc.delete_hand(s, t, h, expected_version=version)  # noqa: E731
        elif attempt[0] == "entry":  # exactly the payments the sheet showed, or refused
            _, entry, points = attempt
            operation = lambda: svc.record_hand(  # noqa: E731
                s, t, h, entry, replace=True, expected_points=points, expected_version=version
            )
        elif attempt[0] == "draw":
            operation = lambda: svc.record_draw(  # noqa: E731
                s, t, h, replace=True, expected_version=version
            )
        else:
            _, winner, discarder, keyword = attempt
            operation = lambda: svc.record_win(  # noqa: E731
                s, t, h, winner, discarder, replace=True, expected_version=version, **keyword
            )
        label = dialog.tr("Session %1, table %2, hand %3: entered over another station's")
        label = label.replace("%1", str(s)).replace("%2", str(t)).replace("%3", str(h))
        if form.current_key() == key:
            form._run(label, operation)  # as any entry: the draft goes, the sheet moves on
        else:
            form.document.run(label, operation, where=key)

    dialog.decided.connect(decided)
    dialog.open()
    return dialog


def install(window: MainWindow, file_menu: QMenu, view_menu: QMenu, after: QAction) -> _Stations:
    """Add File > Connect to server (after `after`) and View > Who changed what."""
    stations = _Stations(window)
    actions = file_menu.actions()
    if after in actions[:-1]:
        file_menu.insertAction(actions[actions.index(after) + 1], stations.connect_action)
    else:
        file_menu.addAction(stations.connect_action)
    view_menu.addAction(stations.audit_action)
    return stations
