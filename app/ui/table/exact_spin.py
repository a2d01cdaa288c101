"""A spin box for an exact number of points: whole, or (where the rule system pays
halves) a decimal such as 112.5 or a fraction such as 225/2, kept as a Fraction so a
stored total is never rounded through a float."""

from __future__ import annotations

import re
from fractions import Fraction

from PySide6.QtCore import Signal, Slot
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QAbstractSpinBox, QWidget

from app.domain.model import Points
from app.export.rows import format_exact

_NUMBER = re.compile(r"[+-]?(\d{1,9}(\.\d{1,6})?|\d{1,9}/[1-9]\d{0,5})")
_PREFIX = re.compile(r"[+-]?(\d{1,9}(\.\d{0,6})?|\d{1,9}/)?")


class ExactSpinBox(QAbstractSpinBox):
    """QSpinBox's value()/setValue()/valueChanged for exact points; the arrows step by
    1. `set_whole_only(True)` (MCR) accepts whole numbers only.

    Signals:
        valueChanged(object): the value typed or stepped (int or Fraction).
    """

    valueChanged = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._value: Points = 0
        self._low, self._high = -9999, 9999
        self._whole_only = False
        self.lineEdit().setText("0")
        self.lineEdit().textEdited.connect(self._typed)
        self.editingFinished.connect(self._show)

    def setRange(self, low: int, high: int) -> None:  # Qt's name
        self._low, self._high = low, high

    def set_whole_only(self, whole: bool) -> None:
        self._whole_only = whole

    def value(self) -> Points:
        return self._value

    def setValue(self, value: Points) -> None:  # Qt's name
        number = Fraction(value)
        exact: Points = number.numerator if number.denominator == 1 else number
        changed = exact != self._value
        self._value = exact
        self._show()
        if changed:
            self.valueChanged.emit(exact)

    def _parse(self, text: str) -> Points | None:
        t = "".join(text.split())
        if not _NUMBER.fullmatch(t):
            return None
        number = Fraction(t)
        if not self._low <= number <= self._high:
            return None
        if number.denominator != 1:
            return None if self._whole_only else number
        return number.numerator

    # Qt for Python takes the state alone (callers and tests read it so); the stub
    # knows only the (state, text, position) form
    def validate(self, text: str, pos: int) -> QValidator.State:  # type: ignore[override]  # the state alone, as PySide6 allows
        t = "".join(text.split())
        if self._parse(t) is not None:
            return QValidator.State.Acceptable
        if self._whole_only and ("." in t or "/" in t):
            return QValidator.State.Invalid
        if _PREFIX.fullmatch(t):
            return QValidator.State.Intermediate
        return QValidator.State.Invalid

    def fixup(self, text: str) -> str:
        return format_exact(self._value)

    @Slot(str)
    def _typed(self, text: str) -> None:
        value = self._parse(text)
        if value is not None and value != self._value:
            self._value = value
            self.valueChanged.emit(value)

    @Slot()
    def _show(self) -> None:
        self.lineEdit().setText(format_exact(self._value))

    def stepBy(self, steps: int) -> None:  # Qt's name
        self.setValue(min(self._high, max(self._low, self._value + steps)))

    def stepEnabled(self) -> QAbstractSpinBox.StepEnabledFlag:  # Qt's name
        flags = QAbstractSpinBox.StepEnabledFlag.StepNone
        if self._value < self._high:
            flags |= QAbstractSpinBox.StepEnabledFlag.StepUpEnabled
        if self._value > self._low:
            flags |= QAbstractSpinBox.StepEnabledFlag.StepDownEnabled
        return flags
