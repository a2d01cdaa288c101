"""Long work off the GUI thread: progress, cancel, success and failure signals."""

from __future__ import annotations

import threading
import traceback
from collections.abc import Callable

from PySide6.QtCore import QObject, QThread, Signal, Slot

from app.domain import TournamentError
from app.ui.workspace import Cancelled


class Job(QObject):
    """Runs ``work(progress)`` in its own thread; ``progress(done, total)`` returns
    False once cancelled.

    Signals:
        progress(int, int): done and total so far.
        succeeded(object): the work's result.
        failed(str): a message for the user (a refusal, an I/O error or a bug).
        cancelled(): the user cancelled.
        ended(): after any of the three above.
    """

    progress = Signal(int, int)
    succeeded = Signal(object)
    failed = Signal(str)
    cancelled = Signal()
    ended = Signal()

    def __init__(
        self, work: Callable[[Callable[[int, int], bool]], object], parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._work = work
        self._cancel = threading.Event()
        self._thread = QThread(self)
        self._runner = _Runner(self)
        self._runner.moveToThread(self._thread)
        self._thread.started.connect(self._runner.run)
        self._runner.done.connect(self._finish)

    @property
    def cancel_token(self) -> threading.Event:
        """Set once the user cancels (for work that polls a token)."""
        return self._cancel

    def start(self) -> None:
        self._thread.start()

    @Slot()
    def cancel(self) -> None:
        self._cancel.set()

    def stop(self, timeout_ms: int = 15000) -> None:
        """Cancel and wait for the thread (before the window or tournament closes)."""
        self._cancel.set()
        self._thread.quit()
        self._thread.wait(timeout_ms)

    def is_running(self) -> bool:
        return self._thread.isRunning()

    def _report(self, done: int, total: int) -> bool:
        self.progress.emit(done, total)
        return not self._cancel.is_set()

    @Slot(str, object)
    def _finish(self, outcome: str, value: object) -> None:
        self._thread.quit()
        self._thread.wait()
        if outcome == "ok":
            self.succeeded.emit(value)
        elif outcome == "cancelled":
            self.cancelled.emit()
        else:
            self.failed.emit(str(value))
        self.ended.emit()


class _Runner(QObject):
    done = Signal(str, object)

    def __init__(self, job: Job) -> None:
        super().__init__()
        self._job = job

    @Slot()
    def run(self) -> None:
        job = self._job
        try:
            value = job._work(job._report)
        except Cancelled:
            self.done.emit("cancelled", None)
        except (TournamentError, OSError, ValueError) as exc:
            if job._cancel.is_set():
                self.done.emit("cancelled", None)
            else:
                self.done.emit("failed", str(exc))
        except Exception:  # a bug: show it rather than lose it in the thread
            self.done.emit("failed", traceback.format_exc(limit=3))
        else:
            if job._cancel.is_set():
                self.done.emit("cancelled", None)
            else:
                self.done.emit("ok", value)
