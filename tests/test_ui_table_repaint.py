"""What a tile click redraws in the table sheet (issue 9, item 9: a tile click under
16 ms): the message that counts the tiles changes at each click; the rest of the hand
form does not, and is not repainted for it."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication

from tests.test_ui_table import keys, sheet  # noqa: F401 - the fixture


class PaintCounter(QObject):
    def __init__(self, widgets) -> None:
        super().__init__()
        self.painted: Counter[str] = Counter()
        for widget in widgets:
            widget.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.painted[watched.objectName()] += 1
        return False


def test_a_tile_click_repaints_the_message_not_the_form(qtbot, sheet):  # noqa: F811
    window, page = sheet
    form = page.hand_form
    keys(qtbot, page.winner_combo, "a")
    keys(qtbot, page.discarder_combo, "b")
    palette = page.hand_entry.palette_widget
    qtbot.mouseClick(palette.button("1m"), Qt.MouseButton.LeftButton)  # the fan box
    qtbot.wait(50)  # the fan box now says the fan comes from the tiles: laid out again
    still = (form.winner_combo, form.from_combo, form.hand_spin, form.record_button)
    for widget in still:
        assert widget.objectName()
    counter = PaintCounter((*still, form.winds_label, form.message_label))
    messages = []
    for tile in ("2m", "3m", "4m", "5m", "6m", "7m"):
        qtbot.mouseClick(palette.button(tile), Qt.MouseButton.LeftButton)
        QApplication.processEvents()
        messages.append(form.message_label.text())
    assert [m.split(";")[0] for m in messages] == [f"The hand has {n} tiles" for n in range(2, 8)]
    assert counter.painted["message"] == 6  # the new text is shown each time
    # the rest of the form: not at each click (once at most, for something else: the
    # sheet looking for another station's changes, a window of an earlier test closing)
    rest = [*still, form.winds_label]
    assert max(counter.painted[w.objectName()] for w in rest) <= 1, counter.painted
