"""The elements of another rule system, ticked in the hand calculator of a tournament
played under it (instead of MCR's claim check): the rules sum them and check that none
excludes another, as the table sheet's entry by elements does."""

from __future__ import annotations

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from app.domain import Refused
from app.domain.anyhands import ticked
from app.domain.rulesets import TournamentRules
from app.export.rows import format_exact
from app.ui.messages import translate_message

KEY_ROLE = Qt.ItemDataRole.UserRole


class ElementsPane(QWidget):
    """The system's element list with ticks, and the total (or the rule that refuses)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._rules: TournamentRules | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.elements_list = QListWidget(self)
        self.elements_list.setObjectName("calculatorElements")
        self.total_label = QLabel(self)
        self.total_label.setObjectName("elementsTotal")
        self.total_label.setWordWrap(True)
        layout.addWidget(self.elements_list, 1)
        layout.addWidget(self.total_label)
        self.elements_list.itemChanged.connect(self._update)

    def set_rules(self, rules: TournamentRules | None) -> None:
        self._rules = rules
        view = self.elements_list
        view.blockSignals(True)
        view.clear()
        for element in rules.system.elements.values() if rules is not None else ():
            points = getattr(element, "points", None)
            text = element.name if points is None else f"{element.name} ({format_exact(points)})"
            item = QListWidgetItem(text, view)
            item.setData(KEY_ROLE, element.name)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
        view.blockSignals(False)
        self._update()

    def names(self) -> list[str]:
        return [
            self.elements_list.item(i).data(KEY_ROLE) for i in range(self.elements_list.count())
        ]

    def ticked(self) -> tuple[str, ...]:
        items = (self.elements_list.item(i) for i in range(self.elements_list.count()))
        return tuple(i.data(KEY_ROLE) for i in items if i.checkState() == Qt.CheckState.Checked)

    @Slot()
    def _update(self, *_args: object) -> None:
        names = self.ticked()
        if self._rules is None or not names:
            self.total_label.setText(self.tr("Tick the hand's elements to add them up."))
            return
        try:
            fan, _ = ticked(self._rules, names)
        except Refused as exc:
            self.total_label.setText(translate_message(str(exc)))
            return
        self.total_label.setText(
            self.tr("Elements ticked: %1 fan").replace("%1", format_exact(fan))
        )
