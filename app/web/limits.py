"""Request rates the table-side API allows (docs/contracts.md, "Table-side entry").

A token bucket per key: it holds at most `burst` requests and refills at `rate` a
second; a request takes one, and an empty bucket says how long until the next one.
The API keeps three kinds (`SeatLimits`): a seat's reads and a seat's writes, each
keyed by the secret, so that the 320 phones of a venue polling from one address (a
bench, a NAT) never slow each other; and the refused secrets of one client address, so
that guessing secrets is slow. Keys are digests of the secret, never the secret.
"""

from __future__ import annotations

import hashlib
import math
import threading
import time
from collections.abc import Callable, Hashable
from dataclasses import dataclass

MAX_KEYS = 10_000  # buckets kept at most: beyond it the full (idle) ones are forgotten


@dataclass(frozen=True)
class Rate:
    """`burst` requests at once, then `per_second` a second."""

    burst: float
    per_second: float


# A phone polls every 2 s (0.5 a second); four times that with a burst of 30 leaves
# room for reloads and retries after a dropped network.
READS = Rate(burst=30, per_second=2.0)
# A seat proposes, confirms or disputes a few times a hand (a hand takes minutes).
WRITES = Rate(burst=10, per_second=0.5)
# Refused secrets of one address: 10 at once, then one every 6 s.
REFUSALS = Rate(burst=10, per_second=1 / 6)


class Buckets:
    """Token buckets by key, sharing one `Rate` (thread-safe: handlers run in a loop
    and tests call from threads)."""

    def __init__(self, rate: Rate, clock: Callable[[], float] = time.monotonic) -> None:
        self.rate = rate
        self._clock = clock
        self._lock = threading.Lock()
        self._kept: dict[Hashable, tuple[float, float]] = {}  # key -> (tokens, at)

    def _level(self, key: Hashable, now: float) -> float:
        tokens, at = self._kept.get(key, (self.rate.burst, now))
        return min(self.rate.burst, tokens + (now - at) * self.rate.per_second)

    def take(self, key: Hashable) -> float:
        """Take one request from `key`'s bucket: 0.0 when allowed, else the seconds
        to wait for the next one (nothing taken)."""
        with self._lock:
            now = self._clock()
            tokens = self._level(key, now)
            if tokens < 1:
                return (1 - tokens) / self.rate.per_second
            self._kept[key] = (tokens - 1, now)
            self._forget_full(now)
            return 0.0

    def wait(self, key: Hashable) -> float:
        """The seconds until `key` may take one (0.0: now), taking nothing."""
        with self._lock:
            tokens = self._level(key, self._clock())
            return 0.0 if tokens >= 1 else (1 - tokens) / self.rate.per_second

    def _forget_full(self, now: float) -> None:
        """A full bucket is the same as none: drop those when too many are kept, so
        that requests with ever new keys cannot fill the memory."""
        if len(self._kept) <= MAX_KEYS:
            return
        self._kept = {k: v for k, v in self._kept.items() if self._level(k, now) < self.rate.burst}
        if len(self._kept) > MAX_KEYS:  # all busy at once: keep the newest half
            newest = sorted(self._kept.items(), key=lambda kv: kv[1][1])[len(self._kept) // 2 :]
            self._kept = dict(newest)


def seconds_header(wait: float) -> str:
    """The value of Retry-After: whole seconds, at least 1."""
    return str(max(1, math.ceil(wait)))


def secret_key(secret: str) -> str:
    """What the limits keep of a secret: a digest (a dump of the memory, or a repr in a
    traceback, never shows a secret)."""
    return hashlib.sha256(secret.encode("utf-8", "replace")).hexdigest()[:32]


class SeatLimits:
    """The API's three limits (see the module's docstring).

    An address whose refusals are spent gets 429 for any secret that has not worked
    before (without looking it up), until its bucket refills; the seats that already
    work from that address go on, so a neighbour guessing behind the same address does
    not lock the table out."""

    def __init__(
        self,
        reads: Rate = READS,
        writes: Rate = WRITES,
        refusals: Rate = REFUSALS,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.reads = Buckets(reads, clock)
        self.writes = Buckets(writes, clock)
        self.refusals = Buckets(refusals, clock)
        self._worked: set[str] = set()
        self._lock = threading.Lock()

    def before(self, key: str, address: str, write: bool) -> float:
        """Whether a request with secret digest `key` from `address` may go on: 0.0,
        else the seconds to wait (429)."""
        with self._lock:
            known = key in self._worked
        if not known:
            blocked = self.refusals.wait(address)
            if blocked:
                return blocked
        return (self.writes if write else self.reads).take(key)

    def refused(self, address: str) -> None:
        """A secret from `address` was refused (401): one less to try."""
        self.refusals.take(address)

    def worked(self, key: str) -> None:
        """A secret was accepted: its seat is not blocked with its address."""
        with self._lock:
            if len(self._worked) >= MAX_KEYS:
                self._worked.clear()  # only an exemption is lost: they come back on use
            self._worked.add(key)
