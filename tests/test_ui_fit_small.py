"""A netbook's 1024x600 screen: the table sheet keeps the Fan box, Record and the message
line in view, so a referee pressing Enter sees what is recorded (issue 24, item 6)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSettings
from PySide6.QtWidgets import QAbstractScrollArea, QWidget

from app.ui.window import MainWindow


def _visible(widget: QWidget, window: QWidget) -> bool:
    """Wholly inside the window and not clipped by any scroll area it sits in."""
    rect = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
    if not window.rect().contains(rect):
        return False
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        if isinstance(parent, QAbstractScrollArea):
            port = parent.viewport()
            seen = QRect(port.mapTo(window, QPoint(0, 0)), port.size())
            if not seen.contains(rect):
                return False
        parent = parent.parentWidget()
    return widget.isVisible()


def test_fan_record_and_message_in_view_at_1024x600(qtbot, tmp_path) -> None:
    from app.ui.demo_data import create_demo

    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    assert window.open_file(str(create_demo(tmp_path)), remember=False)
    window.resize(1024, 600)
    qtbot.waitUntil(lambda: window.width() == 1024 and window.height() == 600)
    sheet = window.show_table(3, 1)
    form = sheet.hand_form
    # the referee types the hand: winner, from whom, fan; Enter would record it
    form.winner_combo.setCurrentIndex(0)
    form.from_combo.setCurrentIndex(2)
    form.fan_edit.setFocus()
    qtbot.keyClicks(form.fan_edit, "12")
    qtbot.waitUntil(lambda: "Record: Enter" in form.message_label.text(), timeout=2000)
    for name in ("fan", "record", "message"):
        widget = form.findChild(QWidget, name)
        qtbot.waitUntil(lambda widget=widget: _visible(widget, window), timeout=2000)
    # the page itself does not scroll: the tile palette scrolls in its own box
    holder = window.page_holder("table")
    assert holder.verticalScrollBar().maximum() == 0
    assert holder.horizontalScrollBar().maximum() == 0
    window.close_document()
