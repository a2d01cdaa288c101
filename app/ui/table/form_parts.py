"""Widgets and helpers of the hand form that hold no logic of the sheet: a room of
fixed height for the message line, a style sheet set only when it changes, the winds
line fitted to its label, and the question asked before a stored hand is replaced."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QAbstractButton, QLabel, QMessageBox, QSizePolicy, QWidget

from app.ui.tiles.names import wind_letter
from app.ui.wording import list_separator


class Room(QWidget):
    """A room of fixed height for a label, outside any layout, so that its new text lays
    nothing out again. In a layout, a label asks every parent to lay out again at each new
    text, and the tab widget among them then repaints its whole page: the whole sheet at
    each tile click, for the message that counts the tiles."""

    def __init__(self, label: QLabel, parent: QWidget) -> None:
        super().__init__(parent)
        self._label = label
        label.setParent(self)
        self.setFixedHeight(label.height())
        # as wide as the form makes it (the message wraps inside), never wider
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._label.setGeometry(self.rect())
        super().resizeEvent(event)


def restyle(widget: QWidget, sheet: str) -> None:
    """A style sheet set only when it changes (setting one re-polishes the widget)."""
    if widget.styleSheet() != sheet:
        widget.setStyleSheet(sheet)


def fit_winds(label: QLabel, line: str, names: Sequence[str], winds: Sequence[str]) -> None:
    """Show ``line`` with its %3 replaced by the seats ("A Ann E, ..."), every name
    whole if the two lines of ``label`` hold them, else each cut to fit (the tooltip
    then shows them whole)."""
    metrics = label.fontMetrics()
    width = max(label.contentsRect().width(), 360)  # before the first layout: a guess

    def seats(chars: int | None) -> str:
        shown: Sequence[str] = names
        if chars is not None:  # each name cut to that many average characters
            room = metrics.averageCharWidth() * chars
            shown = [metrics.elidedText(n, Qt.TextElideMode.ElideRight, room) for n in names]
        return list_separator().join(
            f"{'ABCD'[i]} {name} {wind_letter(winds[i])}" for i, name in enumerate(shown)
        )

    def fits(text: str) -> bool:  # in the two lines the label has
        flags = int(Qt.TextFlag.TextWordWrap)
        rect = metrics.boundingRect(0, 0, width, 10 * metrics.lineSpacing(), flags, text)
        return rect.height() <= max(label.contentsRect().height(), 2 * metrics.lineSpacing())

    full = line.replace("%3", seats(None))
    shown = next(
        (t for t in (line.replace("%3", seats(c)) for c in (20, 16, 12, 8)) if fits(t)),
        line.replace("%3", seats(6)),
    )
    shown = full if fits(full) else shown
    label.setText(shown)
    label.setToolTip(full if full != shown else "")


def confirm(
    parent: QWidget,
    name: str,
    text: str,
    accept: str,
    action: Callable[[], object],
    declined: Callable[[], None],
) -> QMessageBox | None:
    """A question that does not block (tests and the keyboard answer it alike); one
    at a time (a second Enter while it opens asks nothing more)."""
    if parent.findChild(QMessageBox, name) is not None:
        return None
    title = QCoreApplication.translate("HandForm", "Please confirm")
    box = QMessageBox(QMessageBox.Icon.Question, title, text, parent=parent)
    box.setObjectName(name)
    yes = box.addButton(accept, QMessageBox.ButtonRole.AcceptRole)
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    # the safe answer is the default: Enter (pressed for everything on the sheet)
    # and Escape keep what is stored; replacing or deleting takes a click or the
    # answer's own key (its mnemonic, e.g. Alt+R for Replace)
    yes.setAutoDefault(False)
    box.setDefaultButton(cancel)
    box.setEscapeButton(cancel)

    def answered(button: QAbstractButton) -> None:
        box.deleteLater()
        box.setObjectName("")
        parent.window().activateWindow()  # back to the sheet, keys included
        if button is yes:
            action()
        else:
            declined()

    box.buttonClicked.connect(answered)
    box.open()
    return box
