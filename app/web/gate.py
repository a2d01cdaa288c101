"""One way to the service for every request. The service and its store are made for
one caller at a time (a window, a command), while the server answers many requests in
worker threads: the gate lets one call through at a time, and a request waits its
turn in a worker thread, so the server's event loop never blocks on the database."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TypeVar

from starlette.concurrency import run_in_threadpool

from app.domain.service import TournamentService

T = TypeVar("T")


class ServiceGate:
    """The opened tournament, called one request at a time."""

    def __init__(self, service: TournamentService) -> None:
        self._service = service
        self._lock = threading.Lock()
        self._queued = 0  # calls of the event loop under way or waiting for their turn

    @property
    def busy(self) -> bool:
        """Whether a call is under way or waiting now (a poll may then answer from
        what it kept rather than queue behind the others: app.web.api)."""
        return self._queued > 0 or self._lock.locked()

    def call_now(self, work: Callable[[TournamentService], T]) -> T:
        """`work(service)` in this thread, alone (for callers outside the event loop)."""
        with self._lock:
            return work(self._service)

    async def call(self, work: Callable[[TournamentService], T]) -> T:
        """`work(service)` in a worker thread, alone."""
        self._queued += 1  # only the event loop's thread counts: no lock needed
        try:
            return await run_in_threadpool(self.call_now, work)
        finally:
            self._queued -= 1
