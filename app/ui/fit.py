"""Fitting long names into small places: a label that elides and tooltips, combo boxes
that do not grow with their longest item, and sizes that follow the screen."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFontMetrics, QGuiApplication, QPainter, QResizeEvent
from PySide6.QtWidgets import QComboBox, QLabel, QSizePolicy, QWidget

# A name longer than this many average characters is elided in forms and lists (its
# tooltip says it in full): 30-character names must not widen a 1280-pixel window.
NAME_CHARS = 16


class ElidedLabel(QLabel):
    """A one-line label that shows as much of its text as fits, ending in "…", with
    the whole text as tooltip when it is cut."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setText(text)

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        self._full = text
        super().setText(text)
        self._update_tip()

    def full_text(self) -> str:
        return self._full

    def shown_text(self) -> str:
        """What is painted at the current width."""
        return self.fontMetrics().elidedText(
            self._full, Qt.TextElideMode.ElideRight, max(0, self.contentsRect().width())
        )

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        metrics = QFontMetrics(self.font())
        return QSize(metrics.horizontalAdvance("M…"), super().minimumSizeHint().height())

    def sizeHint(self) -> QSize:  # noqa: N802
        metrics = QFontMetrics(self.font())
        width = min(metrics.horizontalAdvance(self._full), metrics.averageCharWidth() * 40)
        return QSize(width + 4, super().sizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._update_tip()

    def _update_tip(self) -> None:
        self.setToolTip(self._full if self.shown_text() != self._full else "")

    def paintEvent(self, event: object) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(
            self.contentsRect(),
            int(self.alignment() | Qt.AlignmentFlag.AlignVCenter),
            self.shown_text(),
        )


def fit_combo(combo: QComboBox, chars: int = NAME_CHARS) -> None:
    """A combo box sized for ``chars`` characters, whatever its items; the popup still
    shows the whole names."""
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(chars)
    view = combo.view()
    view.setTextElideMode(Qt.TextElideMode.ElideNone)


def fit_combos(root: QWidget, chars: int = NAME_CHARS) -> None:
    """Every combo box under ``root`` sized for ``chars`` characters (names of players
    must not set the width of a page)."""
    for combo in root.findChildren(QComboBox):
        fit_combo(combo, chars)


def screen_scale(widget: QWidget | None = None) -> float:
    """How much room the screen gives, 1.0 at 1280x800 (or less), up to 1.5 at
    1920x1080 and beyond: tiles and projector text grow with it."""
    screen = widget.screen() if widget is not None else QGuiApplication.primaryScreen()
    if screen is None:
        return 1.0
    size = screen.availableGeometry().size()
    return max(1.0, min(1.5, size.width() / 1280, size.height() / 800))
