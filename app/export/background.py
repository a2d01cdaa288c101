"""Exports in a process of their own, so a window stays responsive while they run.

The writers are pure Python (reportlab, openpyxl): in a thread of the GUI's process
they hold the interpreter lock most of the time, and the window stalls whenever the
lock is slow to come back (measured by bench/bench_gui_export.py). A separate process
has its own interpreter: the window's thread only waits on a queue.

`run(location, steps, report)` hands the steps to a worker process (a fresh
interpreter started the "spawn" way, the same on Linux, Windows and macOS, and safe
beside Qt's threads; kept for the next export, `warm_up()` starts one ahead), which
opens the tournament read-only at `location` (a file or a server URL), runs each step's
writer with one snapshot each as in the GUI's process, and sends its progress back. `report(step,
fraction, message)` is called in the caller's thread; if it raises (the user
cancelled), the child is told to stop, its partial files are removed by the writers
as on any failure, and the exception goes on.
"""

from __future__ import annotations

import multiprocessing
import queue as queues
import threading
import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the types of what multiprocessing's context makes
    from multiprocessing.queues import Queue
    from multiprocessing.synchronize import Event

POLL_SECONDS = 0.1  # how often the caller checks that the child is still there
STOP_SECONDS = 20.0  # how long a cancelled child may take to clean up


@dataclass(frozen=True)
class Step:
    """One writer's call: `write_<kind>(service, out, **options)`."""

    kind: str  # xlsx, pdf, html
    out: str
    options: dict[str, object] = field(default_factory=dict)


class ExportStopped(Exception):
    """The child said stop: cancelled at the caller's request."""


class _Worker:
    """A child process that runs exports one after another, its packages loaded once
    (starting an interpreter and loading reportlab and openpyxl takes a second or
    more: a print from the table sheet should not wait for that each time)."""

    def __init__(self) -> None:
        context = multiprocessing.get_context("spawn")
        self.tasks = context.Queue()
        self.messages = context.Queue()
        self.stop = context.Event()
        self.process = context.Process(
            target=_serve, args=(self.tasks, self.messages, self.stop), daemon=True
        )
        self.process.start()

    def alive(self) -> bool:
        return self.process.is_alive()

    def end(self) -> None:
        if self.process.is_alive():
            self.process.terminate()
        self.process.join(5)


_idle: list[_Worker] = []
_lock = threading.Lock()


def warm_up() -> None:
    """Start a worker now (loading takes a moment), so the first export finds it ready."""
    with _lock:
        if not any(w.alive() for w in _idle):
            _idle.append(_Worker())


def _take() -> _Worker:
    with _lock:
        while _idle:
            worker = _idle.pop()
            if worker.alive():
                return worker
    return _Worker()


def _give_back(worker: _Worker) -> None:
    with _lock:
        _idle.append(worker)


def run(
    location: str,
    steps: Sequence[Step],
    report: Callable[[int, float, str], None],
) -> list[Path]:
    """Run `steps` in a worker process; the paths the writers return, in order."""
    worker = _take()
    worker.stop.clear()
    # A password typed in this window goes to the worker in memory (the location
    # shown holds none); libpq's own sources reach it through the environment.
    from app.store.server_password import typed

    worker.tasks.put((location, list(steps), typed(location) if "://" in location else None))
    written: list[Path] = []
    last: tuple[int, float, str] = (0, 0.0, "")
    finished = False
    try:
        while True:
            try:
                message = worker.messages.get(timeout=POLL_SECONDS)
            except queues.Empty:
                if not worker.alive():
                    finished = True
                    raise OSError(
                        f"the export stopped unexpectedly (exit code {worker.process.exitcode})"
                    ) from None
                report(*last)  # nothing new; the caller may have cancelled meanwhile
                continue
            kind = message[0]
            if kind == "progress":
                last = (message[1], message[2], message[3])
                report(*last)
                continue
            if kind == "written":
                written.append(Path(message[1]))
                continue
            finished = True
            if kind == "done":
                return written
            if kind == "failed":  # a refusal or the environment: the user's message
                raise OSError(message[1])
            if kind == "stopped":
                raise ExportStopped
            raise RuntimeError(message[1])  # "bug": the child's traceback, shown
    finally:
        if finished:
            _give_back(worker)
        else:  # the caller gave up (cancelled): stop the task, then keep or end the worker
            worker.stop.set()
            _wait_for_end(worker)


def _wait_for_end(worker: _Worker) -> None:
    """After a cancel: the task's last message, then the worker is idle again."""
    deadline = time.monotonic() + STOP_SECONDS
    while time.monotonic() < deadline and worker.alive():
        try:
            message = worker.messages.get(timeout=POLL_SECONDS)
        except queues.Empty:
            continue
        if message[0] not in ("progress", "written"):
            _give_back(worker)
            return
    worker.end()


def _serve(
    tasks: Queue[tuple[str, list[Step], str | None]],
    messages: Queue[tuple[object, ...]],
    stop: Event,
) -> None:
    """The worker's loop: one task after another until the parent goes away."""
    try:
        import app.export  # noqa: F401 - loaded once, before the first task
        from app.export.fonts import preload

        preload()  # the fonts too (the CJK one takes a second to read)
    except BaseException:  # reported with the first task
        pass
    parent = multiprocessing.parent_process()
    while True:
        try:
            location, steps, password = tasks.get(timeout=2)
        except queues.Empty:
            if parent is not None and not parent.is_alive():
                return  # the window's process is gone (even by a crash): so is this one
            continue
        if password:
            from app.store.server_password import remember

            remember(location, password)
        _child(location, steps, messages, stop)


def _child(
    location: str,
    steps: list[Step],
    messages: Queue[tuple[object, ...]],
    stop: Event,
) -> None:
    """The child's side: open, write, report; every outcome ends in one message."""
    try:
        import app.export as export
        from app.domain import TournamentError
        from app.tournament import open_tournament
    except BaseException:  # a broken install: tell the parent
        messages.put(("bug", traceback.format_exc(limit=3)))
        return
    try:
        with open_tournament(location, read_only=True) as service:
            sent = [-1.0]  # the last fraction sent: a few hundred messages, not thousands
            for i, step in enumerate(steps):
                sent[0] = -1.0

                def progress(fraction: float, text: str = "", i: int = i) -> None:
                    if stop.is_set():
                        raise ExportStopped
                    if fraction - sent[0] >= 0.005 or fraction >= 1:
                        sent[0] = float(fraction)
                        messages.put(("progress", i, float(fraction), text))

                writer = getattr(export, f"write_{step.kind}")
                out = writer(service, step.out, progress=progress, **step.options)
                messages.put(("written", str(out)))
        messages.put(("done",))
    except ExportStopped:
        messages.put(("stopped",))
    except (TournamentError, OSError, ValueError) as exc:
        messages.put(("failed", str(exc)))
    except BaseException:  # a bug: its traceback goes to the window
        messages.put(("bug", traceback.format_exc(limit=3)))
