"""The extras of a hand on the table sheet: kongs declared during the hand by any
player, the horse tile(s), the liable player, robbing a kong, further winners on the
same discard and the elements ticked from the system's own list. Only the fields the
tournament's system uses are shown, each asked of a capability (`TournamentRules`),
never of the system's name. Seats are written as the sheet shows them: A-D.

The panel only collects; the hand form builds the entry, previews the payments and
stores exactly what it previewed."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QWidget,
)

from app.domain.rulesets import TournamentRules
from app.export.rows import format_exact
from app.ui.table.checks import ticks_elements
from app.ui.table.fields import EMPTY, SEATS, Values

__all__ = ["EMPTY", "SEATS", "ExtrasPanel", "Values"]


class ExtrasPanel(QWidget):
    """The extra fields of the tournament's rule system (see the module docstring).

    Signals:
        changed(): any field was edited.
    """

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._rules: TournamentRules | None = None
        self._loading = False
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        self.kongs_edit = QLineEdit(self)
        self.kongs_edit.setObjectName("kongs")
        self.kongs_edit.setPlaceholderText(self.tr("e.g. B:c, C:d:A (seat:c/p/d[:from seat])"))
        self.kongs_edit.setToolTip(
            self.tr(
                "Kongs declared during the hand by any player: the seat, then c (concealed), "
                "p (promoted) or d (on a discard, then the seat that discarded it)."
            )
        )
        self.horse_edit = QLineEdit(self)
        self.horse_edit.setObjectName("horse")
        self.horse_edit.setPlaceholderText(self.tr("the horse tile(s) turned, e.g. 5p"))
        self.liable_combo = QComboBox(self)
        self.liable_combo.setObjectName("liable")
        self.robbed_check = QCheckBox(self.tr("Robbing a &kong (From: whose kong)"), self)
        self.robbed_check.setObjectName("robbed")
        self.others_edit = QLineEdit(self)
        self.others_edit.setObjectName("otherWinners")
        self.others_edit.setPlaceholderText(self.tr("C: tiles; D: tiles (same discard)"))
        self.elements_list = QListWidget(self)
        self.elements_list.setObjectName("elements")
        self.elements_list.setMaximumHeight(8 * self.fontMetrics().lineSpacing())
        self.elements_list.setToolTip(
            self.tr("Tick the hand's elements: the rules sum them and check exclusions.")
        )
        self._rows: dict[QWidget, QLabel] = {}
        for text, widget in (
            (self.tr("&Kongs:"), self.kongs_edit),
            (self.tr("Hors&e:"), self.horse_edit),
            (self.tr("&Liable:"), self.liable_combo),
            ("", self.robbed_check),
            (self.tr("Also &won:"), self.others_edit),
            (self.tr("Elemen&ts:"), self.elements_list),
        ):
            label = QLabel(text, self)
            label.setBuddy(widget)
            form.addRow(label, widget)
            self._rows[widget] = label
        for edit in (self.kongs_edit, self.horse_edit, self.others_edit):
            edit.textEdited.connect(self._emit)
        self.liable_combo.currentIndexChanged.connect(self._emit)
        self.robbed_check.toggled.connect(self._emit)
        self.elements_list.itemChanged.connect(self._emit)
        self.set_rules(None)

    @Slot()
    def _emit(self, *_args: object) -> None:
        if not self._loading:
            self.changed.emit()

    # -- the system --------------------------------------------------------------------
    def set_rules(self, rules: TournamentRules | None) -> None:
        """Show the fields `rules` uses (none for None)."""
        if rules is not None and self._rules is not None and rules.name == self._rules.name:
            self._rules = rules
            return
        self._rules = rules
        extras = rules.system.extras if rules is not None else frozenset()
        # elements are ticked where the system has fan and no claim check of the tiles
        listed = rules is not None and ticks_elements(rules)
        shown = {
            self.kongs_edit: rules is not None and ("kong" in extras or rules.draw_settles_kongs),
            self.horse_edit: rules is not None and rules.horses,
            self.liable_combo: rules is not None and rules.liability,
            # a system that reads robbing a kong from the tiles' own flag needs no box
            self.robbed_check: rules is not None and not rules.claims,
            self.others_edit: rules is not None and rules.several_winners,
            self.elements_list: listed,
        }
        for widget, visible in shown.items():
            widget.setVisible(visible)
            self._rows[widget].setVisible(visible)
        self.setVisible(any(shown.values()))
        self._loading = True
        self.elements_list.clear()
        if rules is not None and listed:
            for element in rules.system.elements.values():
                points = getattr(element, "points", None)  # None: a value the hand decides
                text = (
                    element.name if points is None else f"{element.name} ({format_exact(points)})"
                )
                item = QListWidgetItem(text, self.elements_list)
                item.setData(Qt.ItemDataRole.UserRole, element.name)
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Unchecked)
        self.liable_combo.clear()
        self.liable_combo.addItem(self.tr("nobody"), "")
        for letter in SEATS:
            self.liable_combo.addItem(letter, letter)
        self._loading = False

    # -- values ------------------------------------------------------------------------
    def values(self) -> Values:
        return (
            self.kongs_edit.text(),
            self.horse_edit.text(),
            self.liable_combo.currentData() or "",
            self.robbed_check.isChecked(),
            self.others_edit.text(),
            self.ticked(),
        )

    def set_values(self, values: Values) -> None:
        kongs, horse, liable, robbed, others, ticked = values
        self._loading = True
        try:
            self.kongs_edit.setText(kongs)
            self.horse_edit.setText(horse)
            self.liable_combo.setCurrentIndex(max(0, self.liable_combo.findData(liable)))
            self.robbed_check.setChecked(robbed)
            self.others_edit.setText(others)
            wanted = set(ticked)
            for i in range(self.elements_list.count()):
                item = self.elements_list.item(i)
                on = item.data(Qt.ItemDataRole.UserRole) in wanted
                item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)
        finally:
            self._loading = False

    def ticked(self) -> tuple[str, ...]:
        items = (self.elements_list.item(i) for i in range(self.elements_list.count()))
        return tuple(
            i.data(Qt.ItemDataRole.UserRole)
            for i in items
            if i.checkState() == Qt.CheckState.Checked
        )

    def tick(self, *names: str) -> None:
        """Tick elements by name (as a click on each would)."""
        for i in range(self.elements_list.count()):
            item = self.elements_list.item(i)
            if item.data(Qt.ItemDataRole.UserRole) in names:
                item.setCheckState(Qt.CheckState.Checked)
