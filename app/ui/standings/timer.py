"""The session clock: counts down, warns before the end, can pause and extend."""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QTimer, Signal, Slot
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

DEFAULT_SECONDS = 115 * 60  # 1 h 55 min
WARNING_SECONDS = 15 * 60


def format_clock(seconds: int) -> str:
    seconds = max(0, seconds)
    return f"{seconds // 3600}:{seconds // 60 % 60:02d}:{seconds % 60:02d}"


class SessionTimer(QWidget):
    """The clock of a session. With ``controls=False`` (the projector) it shows only the
    time and its status; it is then controlled from the main window.

    Signals:
        warning(): 15 minutes are left.
        expired(): the time is up.
        changed(): the time shown or the running state changed.
    """

    warning = Signal()
    expired = Signal()
    changed = Signal()

    def __init__(
        self,
        parent: QWidget | None = None,
        seconds: int = DEFAULT_SECONDS,
        controls: bool = True,
        point_size: int = 40,
    ) -> None:
        super().__init__(parent)
        self._total = seconds
        self._used_ms = 0
        self._clock = QElapsedTimer()
        self._running = False
        self._warned = False
        self._tick = QTimer(self)
        self._tick.setInterval(250)
        self._tick.timeout.connect(self._update)
        self.label = QLabel(self)
        self.label.setObjectName("clock")
        self.label.setFont(QFont(self.font().family(), point_size, QFont.Weight.Bold))
        self.status = QLabel(self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.label)
        layout.addWidget(self.status)
        self.start_button: QPushButton | None = None
        if controls:  # the projector's clock has none: the hall never sees buttons
            self.start_button = QPushButton(self.tr("Start"), self)
            self.start_button.setObjectName("clockStart")
            self.start_button.clicked.connect(self.toggle)
            extend = QPushButton(self.tr("+5 min"), self)
            extend.setObjectName("clockExtend")
            extend.clicked.connect(lambda: self.extend(300))
            buttons = QHBoxLayout()
            buttons.addWidget(self.start_button)
            buttons.addWidget(extend)
            layout.addLayout(buttons)
        self._update()

    def take_over(self, other: SessionTimer) -> None:
        """Go on from ``other``'s time, running or not (the projector built again in
        another language: the hall's clock neither stops nor jumps)."""
        running = other.is_running()
        self._total = other._total
        self._used_ms = other._used_ms + (other._clock.elapsed() if running else 0)
        self._warned = other._warned
        self._running = running
        if running:
            self._clock.start()
            self._tick.start()
        else:
            self._tick.stop()
        self._update()

    def remaining(self) -> int:
        used = self._used_ms + (self._clock.elapsed() if self._running else 0)
        return self._total - used // 1000

    def is_running(self) -> bool:
        return self._running

    @Slot()
    def toggle(self) -> None:
        if self._running:
            self._used_ms += self._clock.elapsed()
            self._running = False
            self._tick.stop()
        else:
            self._clock.start()
            self._running = True
            self._tick.start()
        self._update()

    @Slot(int)
    def extend(self, seconds: int) -> None:
        self._total += seconds
        if self.remaining() > WARNING_SECONDS:
            self._warned = False
        self._update()

    def set_remaining(self, seconds: int) -> None:
        """Set the time left (the organiser sets the clock, or corrects it)."""
        self._total = seconds + (self._total - self.remaining())
        if self.remaining() > WARNING_SECONDS:
            self._warned = False
        self._update()

    @Slot()
    def _update(self) -> None:
        left = self.remaining()
        self.label.setText(format_clock(left))
        if self.start_button is not None:
            self.start_button.setText(self.tr("Pause") if self._running else self.tr("Start"))
        colour = "white"
        if left <= 0:
            colour = "#ff5252"
            self.status.setText(self.tr("Time is up: finish the current hand."))
            if self._running:
                self.toggle()
                self.expired.emit()
        elif left <= WARNING_SECONDS:
            colour = "#ffb300"
            self.status.setText(self.tr("15 minutes or less left."))
            if not self._warned:
                self._warned = True
                self.warning.emit()
        else:
            self.status.setText(self.tr("Paused") if not self._running else "")
        self.label.setStyleSheet(f"color: {colour};")
        self.changed.emit()
