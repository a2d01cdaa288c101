"""Tournaments and running servers for the web tests (tests/test_web_*.py): a real
tournament (a file or a PostgreSQL database), a real uvicorn server on a free port
(`local_server` and `running` for any app, `serving` for a tournament's)."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from starlette.types import ASGIApp

from app.domain import Table, TournamentSettings
from app.tournament import create_tournament, open_tournament
from app.web import Server, make_app

NAMES = ("Ann", "Bo", "Cy", "Di", "王芳", "Fay", "Gus", "Hal")


def small_tournament(location: str | Path) -> None:
    """8 players, 2 sessions seated, two hands entered at session 1's table 1."""
    with create_tournament(location, TournamentSettings("Web Cup", sessions=2)) as svc:
        svc.backup_dir = None
        for name in NAMES:
            svc.add_player(name)
        # Seated by hand (the planner's search is not what these tests are about).
        svc.set_tables(1, [Table(1, 1, (1, 2, 3, 4)), Table(1, 2, (5, 6, 7, 8))])
        svc.set_tables(2, [Table(2, 1, (1, 5, 3, 7)), Table(2, 2, (2, 6, 4, 8))])
        seats = svc.table(1, 1).seats
        svc.record_win(1, 1, 1, seats[0], seats[1], fan=8)
        svc.record_win(1, 1, 2, seats[2], None, fan=10)


def record_hand(location: str | Path, hand: int, fan: int) -> None:
    """Another station enters `hand` at session 1's table 1 (its first seat wins)."""
    with open_tournament(location) as svc:
        svc.backup_dir = None
        seats = svc.table(1, 1).seats
        svc.record_win(1, 1, hand, seats[0], seats[3], fan=fan)


def local_server(app: ASGIApp, certfile: Path | None = None, keyfile: Path | None = None) -> Server:
    """A server of `app` on 127.0.0.1, on a free port the system gives when it starts.
    (Built apart from `running`: building it sets uvicorn's loggers, which a test that
    captures every log record must do before it starts capturing.)"""
    return Server(app, "127.0.0.1", 0, certfile=certfile, keyfile=keyfile)


@contextmanager
def running(server: Server) -> Iterator[str]:
    """`server` started, and stopped however the block ends; yields its URL."""
    url = server.start()
    try:
        yield url
    finally:
        server.stop()


@contextmanager
def serving(location: str | Path) -> Iterator[str]:
    """The tournament served on a free port of 127.0.0.1; yields the server's URL."""
    with open_tournament(location) as svc:
        svc.backup_dir = None
        with running(local_server(make_app(svc))) as url:
            yield url


def get(
    url: str, headers: dict[str, str] | None = None, method: str = "GET", body: bytes | None = None
):
    """(status, headers, body) of one request; an HTTP error status is an answer too."""
    request = urllib.request.Request(url, data=body, headers=headers or {}, method=method)
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            return answer.status, answer.headers, answer.read()
    except urllib.error.HTTPError as e:
        return e.code, e.headers, e.read()


def get_json(url: str) -> object:
    status, _, body = get(url)
    assert status == 200, body
    return json.loads(body)
