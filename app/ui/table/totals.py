"""Totals only: a table's four session scores copied from a paper sheet."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.domain import MatchState
from app.domain.model import Points
from app.export.rows import format_signed
from app.ui import stations
from app.ui.document import Document
from app.ui.fit import ElidedLabel
from app.ui.table.exact_spin import ExactSpinBox

SEATS = "ABCD"


class TotalsForm(QWidget):
    """The four players by name with their session totals and a running sum, which
    must be 0 before the totals can be saved (the form says why not).

    Signals:
        saved(): totals were saved or cleared.
    """

    saved = Signal()

    def __init__(
        self,
        document: Document,
        parent: QWidget | None = None,
        version: Callable[[], str | None] | None = None,
    ) -> None:
        super().__init__(parent)
        self.document = document
        self.version = version or (lambda: None)  # the match's version the sheet shows
        self._where: tuple[int, int] = (0, 0)
        self._seats: tuple[int, ...] = ()
        self._blocked_reason = ""
        self._stored: tuple[Points, ...] | None = None  # the totals last loaded
        grid = QGridLayout()
        self.name_labels: list[ElidedLabel] = []
        # Exact: halves where the rule system pays them (set in refresh; MCR whole).
        self.spins: list[ExactSpinBox] = []
        for i in range(4):
            seat = QLabel(f"{SEATS[i]}:", self)
            name = ElidedLabel("", self)
            name.setObjectName(f"totalName{SEATS[i]}")
            spin = ExactSpinBox(self)
            spin.setObjectName(f"total{SEATS[i]}")
            spin.setRange(-9999, 9999)
            spin.valueChanged.connect(self._update_sum)
            seat.setBuddy(spin)
            grid.addWidget(seat, i, 0)
            grid.addWidget(name, i, 1)
            grid.addWidget(spin, i, 2)
            self.name_labels.append(name)
            self.spins.append(spin)
        grid.setColumnStretch(1, 1)
        self.sum_label = QLabel(self)
        self.sum_label.setObjectName("totalsSum")
        self.sum_label.setWordWrap(True)
        self.save_button = QPushButton(self.tr("Save totals"), self)
        self.save_button.setObjectName("saveTotals")
        self.save_button.clicked.connect(self.save)
        self.clear_button = QPushButton(self.tr("Clear totals"), self)
        self.clear_button.setObjectName("clearTotals")
        self.clear_button.clicked.connect(self.clear)
        buttons = QHBoxLayout()
        buttons.addWidget(self.save_button)
        buttons.addWidget(self.clear_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addLayout(grid)
        layout.addWidget(self.sum_label)
        layout.addLayout(buttons)
        document.changed.connect(lambda: self.refresh(load=False))

    # -- showing ------------------------------------------------------------------
    def set_table(self, session: int, table: int) -> None:
        """Show the totals of (session, table): the stored ones, or zeros."""
        changed = (session, table) != self._where
        self._where = (session, table)
        self.refresh(load=changed)

    @Slot()
    def refresh(self, load: bool = True) -> None:
        session, table = self._where
        ws = self.document.workspace
        found = ws.table(session, table) if session else None
        self._seats = found.seats if found else ()
        names = ws.player_names()
        for i, label in enumerate(self.name_labels):
            number = self._seats[i] if i < len(self._seats) else None
            label.setText(names.get(number, "") if number is not None else "")
        whole = not ws.service.rules().fractional_points if found else True
        for spin in self.spins:
            spin.set_whole_only(whole)
        stored = ws.totals(session, table) if found else None
        stored_values = stored.totals if stored is not None else None
        # what is typed survives other changes; new stored totals (an undo, another
        # station) replace it
        if load or stored_values != self._stored:
            self._stored = stored_values
            values = stored_values or (0, 0, 0, 0)
            for spin, value in zip(self.spins, values, strict=True):
                spin.blockSignals(True)
                spin.setValue(value)
                spin.blockSignals(False)
        self._blocked_reason = self._why_not_editable(found is not None)
        self.clear_button.setEnabled(stored is not None and not self._blocked_reason)
        self._update_sum()

    def _why_not_editable(self, seated: bool) -> str:
        if not seated:
            return self.tr("This session is not seated yet.")
        status = self.document.workspace.status(*self._where)
        if status.state is MatchState.VERIFIED:
            return self.tr("The match is verified: reopen it to change the totals.")
        if status.hands_entered:
            return self.tr(
                "%1 hands are entered at this table: totals only is for a table whose "
                "hands were kept on paper. Delete the hands first."
            ).replace("%1", str(status.hands_entered))
        return ""

    def values(self) -> list[Points]:
        return [spin.value() for spin in self.spins]

    @Slot()
    def _update_sum(self) -> None:
        total = sum(self.values())
        if self._blocked_reason:
            text, ok = self._blocked_reason, False
        elif total:
            text = self.tr(
                "Sum %1: the four totals must sum to 0 (every hand's points do). "
                "Penalties go in the Penalty tab."
            ).replace("%1", format_signed(total))
            ok = False
        else:
            text, ok = self.tr("Sum 0: ready to save."), True
        self.sum_label.setText(text)
        self.sum_label.setStyleSheet("" if ok else "color: #b71c1c")
        self.save_button.setEnabled(ok)

    # -- actions ------------------------------------------------------------------
    @Slot()
    def save(self) -> bool:
        session, table = self._where
        totals = self.values()
        svc = self.document.workspace.service
        done = stations.run_match_change(
            self,
            self.tr("Session %1, table %2: totals")
            .replace("%1", str(session))
            .replace("%2", str(table)),
            (session, table, 0),
            self.version(),
            lambda version: svc.set_totals(session, table, totals, expected_version=version),
            self.tr("Totals: %1").replace("%1", " / ".join(format_signed(x) for x in totals)),
        )
        if done:
            self.saved.emit()
        return done

    @Slot()
    def clear(self) -> bool:
        session, table = self._where
        svc = self.document.workspace.service
        done = stations.run_match_change(
            self,
            self.tr("Session %1, table %2: clear totals")
            .replace("%1", str(session))
            .replace("%2", str(table)),
            (session, table, 0),
            self.version(),
            lambda version: svc.clear_totals(session, table, expected_version=version),
            self.tr("Clear the totals"),
        )
        if done:
            self.refresh(load=True)
            self.saved.emit()
        return done
