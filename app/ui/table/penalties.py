"""A table's penalties: listed, added, corrected and deleted, each one undoable."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from PySide6.QtCore import QItemSelectionModel, Qt, Signal, Slot
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.domain import MatchState, Penalty
from app.domain.changes import Change
from app.ui import stations
from app.ui.document import Document
from app.ui.fit import fit_combo
from app.ui.rows_model import Column, RowsModel

SEATS = "ABCD"


def _penalty(row: object) -> Penalty:
    """A row of the panel's model (its rows are the match's penalties)."""
    assert isinstance(row, Penalty)
    return row


class PenaltiesPanel(QWidget):
    """The penalties of the table shown, and a form to add one or correct the one
    selected. Every change goes through the domain service as one undoable change.

    Signals:
        changed(): a penalty was added, corrected or deleted.
    """

    changed = Signal()

    def __init__(
        self,
        document: Document,
        parent: QWidget | None = None,
        version: Callable[[], str | None] | None = None,
    ) -> None:
        super().__init__(parent)
        self.document = document
        # the match's version the sheet shows: a change made meanwhile at another station
        # is refused ("changed at another station: reload"), never overwritten
        self.version = version or (lambda: None)
        self._where: tuple[int, int] = (0, 0)
        self._seats: tuple[int, ...] = ()
        self._names: dict[int, str] = {}
        self._build_model()
        self._build_list()
        self._build_form()
        document.changed.connect(self.refresh)
        self._update_buttons()

    def _build_model(self) -> None:
        """The penalties of the match, one a row."""
        self.model = RowsModel(
            [
                Column(
                    self.tr("Player"),
                    lambda p: self._player_text(_penalty(p)),
                    tooltip=lambda p: self._player_tip(_penalty(p)),
                ),
                Column(self.tr("Points"), lambda p: f"{_penalty(p).points:+d}", numeric=True),
                Column(self.tr("Others"), lambda p: self._others_text(_penalty(p))),
                Column(
                    self.tr("Reason"),
                    lambda p: _penalty(p).reason,
                    tooltip=lambda p: _penalty(p).reason,
                ),
            ],
            self,
        )

    def _build_list(self) -> None:
        """The list of the penalties (Delete there deletes the one selected)."""
        self.list = QTableView(self)
        self.list.setObjectName("penalties")
        self.list.setModel(self.model)
        self.list.verticalHeader().hide()
        self.list.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.list.setTabKeyNavigation(False)
        header = self.list.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        line = self.fontMetrics().height() + 6
        self.list.verticalHeader().setDefaultSectionSize(line)
        self.list.setMinimumHeight(3 * line + 4)  # the header and two penalties
        # the list takes the height the tab has, and never makes the tabs taller than
        # the hand form (the 16 hands above must stay in view at 1280 x 800)
        self.list.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        self.list.selectionModel().selectionChanged.connect(self._on_selected)
        delete = QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), self.list)
        delete.setContext(Qt.ShortcutContext.WidgetShortcut)  # the list only, not the form
        delete.activated.connect(self.delete_selected)

    def _build_form(self) -> None:
        """The form of a penalty, its buttons, and the panel laid out."""
        self.player_combo = QComboBox(self)
        self.player_combo.setObjectName("penaltyPlayer")
        fit_combo(self.player_combo)
        self.points_spin = QSpinBox(self)
        self.points_spin.setObjectName("penaltyPoints")
        self.points_spin.setRange(-999, 999)
        self.points_spin.setValue(-30)
        self.shared_check = QCheckBox(self.tr("Share the opposite among the other three"), self)
        self.shared_check.setObjectName("penaltyShared")
        self.shared_check.setChecked(True)
        self.reason_edit = QLineEdit(self.tr("False win"), self)
        self.reason_edit.setObjectName("penaltyReason")
        self.add_button = QPushButton(self.tr("Add penalty"), self)
        self.add_button.setObjectName("addPenalty")
        self.add_button.clicked.connect(self.add)
        self.save_button = QPushButton(self.tr("Save changes"), self)
        self.save_button.setObjectName("savePenalty")
        self.save_button.clicked.connect(self.save_selected)
        self.delete_button = QPushButton(self.tr("Delete"), self)
        self.delete_button.setObjectName("deletePenalty")
        self.delete_button.clicked.connect(self.delete_selected)
        self.note = QLabel(self)
        self.note.setObjectName("penaltyNote")
        form = QGridLayout()
        player_label = QLabel(self.tr("Player:"), self)
        player_label.setBuddy(self.player_combo)
        points_label = QLabel(self.tr("Points:"), self)
        points_label.setBuddy(self.points_spin)
        reason_label = QLabel(self.tr("Reason:"), self)
        reason_label.setBuddy(self.reason_edit)
        form.addWidget(player_label, 0, 0)
        form.addWidget(self.player_combo, 0, 1)
        form.addWidget(points_label, 0, 2)
        form.addWidget(self.points_spin, 0, 3)
        form.addWidget(reason_label, 1, 0)
        form.addWidget(self.reason_edit, 1, 1, 1, 3)
        form.addWidget(self.shared_check, 2, 0, 1, 4)
        form.setColumnStretch(1, 1)
        buttons = QHBoxLayout()
        for b in (self.add_button, self.save_button, self.delete_button):
            buttons.addWidget(b)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.setSpacing(4)
        layout.addWidget(self.list, 1)
        layout.addLayout(form)
        layout.addLayout(buttons)
        layout.addWidget(self.note)

    # -- texts --------------------------------------------------------------------

    def _name(self, number: int) -> str:
        return self._names.get(number, str(number))

    def _player_text(self, p: Penalty) -> str:
        seat = self._seats.index(p.player) if p.player in self._seats else None
        return (f"{SEATS[seat]}  " if seat is not None else "") + self._name(p.player)

    def _player_tip(self, p: Penalty) -> str:
        return self._name(p.player)

    def _others_text(self, p: Penalty) -> str:
        if not p.shared:
            return ""
        return self.tr("%1 each").replace("%1", f"{-p.points // 3:+d}")

    # -- showing ------------------------------------------------------------------
    def set_table(self, session: int, table: int) -> None:
        if (session, table) != self._where:
            self._where = (session, table)
            self.refresh()

    @Slot()
    def refresh(self) -> None:
        session, table = self._where
        ws = self.document.workspace
        self._names = ws.player_names()
        found = ws.table(session, table) if session else None
        self._seats = found.seats if found else ()
        selected = self.selected()
        self.model.set_rows(ws.penalties(session, table) if found else [])
        current = self.player_combo.currentData()
        self.player_combo.clear()
        for i, number in enumerate(self._seats):
            self.player_combo.addItem(f"{SEATS[i]}  {self._name(number)}", number)
            self.player_combo.setItemData(i, self._name(number), 3)  # tooltip role
        index = self.player_combo.findData(current)
        self.player_combo.setCurrentIndex(max(0, index))
        if selected is not None:  # keep the selection on the same penalty
            for row, p in enumerate(self._rows()):
                if p.id == selected.id:
                    self.list.selectionModel().select(
                        self.model.index(row, 0),
                        QItemSelectionModel.SelectionFlag.ClearAndSelect
                        | QItemSelectionModel.SelectionFlag.Rows,
                    )
        self._update_buttons()

    def selected(self) -> Penalty | None:
        rows = self.list.selectionModel().selectedRows() if self.list.selectionModel() else []
        return _penalty(self.model.row(rows[0].row())) if rows else None

    def _rows(self) -> list[Penalty]:
        return [_penalty(row) for row in self.model.rows()]

    def select_row(self, row: int) -> None:
        self.list.selectRow(row)

    @Slot()
    def _on_selected(self) -> None:
        p = self.selected()
        if p is not None:  # the selected penalty in the form, to correct it
            self.player_combo.setCurrentIndex(max(0, self.player_combo.findData(p.player)))
            self.points_spin.setValue(p.points)
            self.shared_check.setChecked(p.shared)
            self.reason_edit.setText(p.reason)
        self._update_buttons()

    def _locked(self) -> str:
        if not self._seats:
            return self.tr("This session is not seated yet.")
        if self.document.workspace.status(*self._where).state is MatchState.VERIFIED:
            return self.tr("The match is verified: reopen it to change its penalties.")
        return ""

    def _update_buttons(self) -> None:
        locked = self._locked() if self._where != (0, 0) else ""
        chosen = self.selected() is not None
        self.add_button.setEnabled(bool(self._seats) and not locked)
        self.save_button.setEnabled(chosen and not locked)
        self.delete_button.setEnabled(chosen and not locked)
        if locked:
            self.note.setText(locked)
        elif not self.model.rowCount():
            self.note.setText(self.tr("No penalties at this table."))
        else:
            self.note.setText(self.tr("Select a penalty to correct or delete it."))

    def _form_penalty(self) -> Penalty:
        session, table = self._where
        return Penalty(
            session,
            table,
            self.player_combo.currentData(),
            self.points_spin.value(),
            self.reason_edit.text(),
            self.shared_check.isChecked(),
        )

    def _label(self, what: str, player: int) -> str:
        session, table = self._where
        return (
            what.replace("%1", str(session))
            .replace("%2", str(table))
            .replace("%3", self._name(player))
        )

    # -- actions ------------------------------------------------------------------
    def _run(self, label: str, change: Callable[[str | None], Change | None], mine: str) -> bool:
        """One undoable change based on the match's version the sheet shows; undo
        brings this table back into view. Changed meanwhile at another station: the
        conflict dialog (what is stored now, a reload, or mine again over it)."""
        where = (*self._where, 0)
        return stations.run_match_change(self, label, where, self.version(), change, mine)

    def _describe(self, p: Penalty) -> str:
        shared = self.tr(" (shared by the other three)") if p.shared else ""
        return f"{p.player} {self._name(p.player)}: {p.points:+d} ({p.reason}){shared}"

    @Slot()
    def add(self) -> bool:
        p = self._form_penalty()
        svc = self.document.workspace.service
        done = self._run(
            self._label(self.tr("Session %1, table %2: penalty for %3"), p.player),
            lambda version: svc.record_penalty(
                p.session, p.table, p.player, p.points, p.reason, p.shared, expected_version=version
            ),
            self.tr("New penalty: %1").replace("%1", self._describe(p)),
        )
        if done:
            self.changed.emit()
        return done

    @Slot()
    def save_selected(self) -> bool:
        old = self.selected()
        if old is None:
            return False
        new = dataclasses.replace(self._form_penalty(), id=None)
        if dataclasses.replace(new, id=old.id) == old:
            return False  # nothing changed
        ws = self.document.workspace
        done = self._run(
            self._label(self.tr("Session %1, table %2: correct penalty for %3"), new.player),
            lambda version: ws.update_penalty(old, new, expected_version=version),
            self.tr("Penalty corrected from %1 to %2")
            .replace("%1", self._describe(old))
            .replace("%2", self._describe(new)),
        )
        if done:  # the corrected penalty stays selected (it is stored under a new id)
            rows = self._rows()
            same = [i for i, p in enumerate(rows) if dataclasses.replace(p, id=None) == new]
            if same:
                self.select_row(same[-1])
            self.changed.emit()
        return done

    @Slot()
    def delete_selected(self) -> bool:
        p = self.selected()
        if p is None or p.id is None:  # the rows are stored penalties: each has its id
            return False
        svc, penalty_id = self.document.workspace.service, p.id
        done = self._run(
            self._label(self.tr("Session %1, table %2: delete penalty for %3"), p.player),
            lambda version: svc.delete_penalty(penalty_id, expected_version=version),
            self.tr("Penalty deleted: %1").replace("%1", self._describe(p)),
        )
        if done:
            self.changed.emit()
        return done
