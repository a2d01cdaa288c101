"""The seat's JSON API with a real uvicorn server on a free port (http.client, no test
client), on a tournament file and on PostgreSQL: who may do what (401, 403), what the
match allows (409, 422), malformed requests (400, 413), the rate limits (429), the
polling answers (ETag, 304), hands stored once through the service, disputes to the
referee, and no secret in any log record or message (docs/contracts.md)."""

from __future__ import annotations

import http.client
import json
import logging
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from urllib.parse import urlsplit

import pytest
from starlette.applications import Starlette
from starlette.routing import Route

from app.cli import main as cli_main
from app.domain.tableside import TableSideRefused
from app.tournament import open_tournament
from app.web import make_app
from app.web.api import SeatApi, bearer
from app.web.api_cache import SeatCache
from app.web.gate import ServiceGate
from app.web.guard import MAX_BODY
from app.web.limits import Buckets, Rate, SeatLimits, seconds_header
from tests.store_backends import StoreBackend
from tests.tableside_helpers import tokens, tournament, win
from tests.web_helpers import local_server, running


@dataclass
class Answer:
    status: int
    headers: dict[str, str]
    body: bytes

    @property
    def json(self) -> object:
        return json.loads(self.body)

    @property
    def error(self) -> str:
        found = self.json
        # a write's refusal also says it in the page's language (tests/test_web_api_said.py)
        assert isinstance(found, dict) and set(found) - {"said"} == {"error"}, found
        return str(found["error"])


@dataclass
class Phone:
    """One HTTP/1.1 connection (kept alive, as a phone's browser keeps it)."""

    port: int
    conn: http.client.HTTPConnection = field(init=False)

    def __post_init__(self) -> None:
        self.conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=20)

    def call(
        self,
        method: str,
        path: str,
        token: str | None = None,
        body: object = None,
        raw: bytes | None = None,
        headers: dict[str, str] | None = None,
    ) -> Answer:
        sent = dict(headers or {})
        if token is not None:
            sent["Authorization"] = f"Bearer {token}"
        data = raw if raw is not None else (None if body is None else json.dumps(body).encode())
        if data is not None:
            sent["Content-Type"] = "application/json"
        self.conn.request(method, path, body=data, headers=sent)
        answer = self.conn.getresponse()
        got = Answer(answer.status, {k.lower(): v for k, v in answer.getheaders()}, answer.read())
        if answer.will_close:
            self.conn.close()
            self.conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=20)
        return got


@dataclass
class Served:
    location: str
    url: str
    phone: Phone
    seats: dict[str, str]  # table 1's seat letter -> secret
    other: dict[str, str]  # table 2's


class Records(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)

    def texts(self) -> list[str]:
        out = []
        for r in self.records:
            text = logging.Formatter().format(r)  # message, arguments and traceback
            out.append(f"{r.name} {text} {r.args!r}")
        return out


@contextmanager
def every_logger_at_debug() -> Iterator[Records]:
    """Every logger (uvicorn's, starlette's, psycopg's, the app's) at DEBUG into one
    handler on the root, for as long as the block runs."""
    handler = Records()
    root = logging.getLogger()
    loggers = [root] + [logging.getLogger(name) for name in list(logging.root.manager.loggerDict)]
    levels = [(lg, lg.level, lg.disabled) for lg in loggers]
    for lg in loggers:
        lg.setLevel(logging.DEBUG)
        lg.disabled = False
    root.addHandler(handler)
    try:
        yield handler
    finally:
        root.removeHandler(handler)
        for lg, level, disabled in levels:
            lg.setLevel(level)
            lg.disabled = disabled


@contextmanager
def serving(location: str, logs: bool = False) -> Iterator[tuple[Served, Records | None]]:
    """The table-side tournament (two tables a session) served on a free port."""
    svc = tournament(location)
    svc.backup_dir = None
    seats, other = tokens(svc, 1, 1), tokens(svc, 1, 2)
    tokens(svc, 2, 1)  # session 2's links too, for the 403 of another session
    server = local_server(make_app(svc))  # sets uvicorn's loggers: capture after
    try:
        with every_logger_at_debug() if logs else _nothing() as records, running(server) as url:
            port = urlsplit(url).port
            assert port
            phone = Phone(port)
            try:
                yield Served(location, url, phone, seats, other), records
            finally:
                phone.conn.close()
    finally:
        svc.close()


@contextmanager
def _nothing() -> Iterator[None]:
    yield None


def station_hands(location: str, table: int = 1) -> list[tuple[int, object]]:
    """The hands of session 1's `table` as another station reads them."""
    with open_tournament(location, read_only=True) as svc:
        return [(h.hand, h.fan) for h in svc.hands(1, table)]


# -- the limits and the header, without a server -----------------------------------
def test_a_bucket_allows_its_burst_then_its_rate_and_says_how_long_to_wait() -> None:
    now = [100.0]
    buckets = Buckets(Rate(burst=3, per_second=0.5), clock=lambda: now[0])
    assert [buckets.take("a") for _ in range(3)] == [0.0, 0.0, 0.0]
    assert buckets.take("a") == pytest.approx(2.0)  # empty: one more in 2 s
    assert buckets.take("b") == 0.0  # each key its own bucket
    now[0] += 2.0
    assert buckets.take("a") == 0.0 and buckets.take("a") > 0
    now[0] += 100.0  # refilled to the burst, never beyond
    assert [buckets.take("a") for _ in range(4)][-1] > 0
    assert seconds_header(0.2) == "1" and seconds_header(2.01) == "3"


def test_refused_secrets_slow_an_address_but_not_the_seats_that_work_there() -> None:
    now = [0.0]
    limits = SeatLimits(refusals=Rate(burst=2, per_second=0.1), clock=lambda: now[0])
    assert limits.before("good", "10.0.0.9", write=False) == 0.0
    limits.worked("good")
    for _ in range(2):
        assert limits.before("guess", "10.0.0.9", write=False) == 0.0
        limits.refused("10.0.0.9")
    assert limits.before("guess2", "10.0.0.9", write=False) == pytest.approx(10.0)
    assert limits.before("good", "10.0.0.9", write=False) == 0.0
    assert limits.before("guess3", "10.0.0.10", write=False) == 0.0  # another address
    now[0] += 10.0
    assert limits.before("guess2", "10.0.0.9", write=False) == 0.0


@pytest.mark.parametrize(
    "header", [None, "", "Bearer", "Bearer ", "Basic abc", "bearer a b", "Token abc"]
)
def test_a_missing_or_malformed_authorization_is_401(header: str | None) -> None:
    with pytest.raises(Exception) as refused:
        bearer(header)
    assert getattr(refused.value, "status", None) == 401
    assert "abc" not in str(refused.value)
    assert bearer("Bearer s3cret") == bearer("bearer   s3cret ") == "s3cret"


# -- the API on a real server, both stores -----------------------------------------
@pytest.mark.slow
def test_the_api_refuses_and_stores_as_the_contract_says(backend: StoreBackend) -> None:
    location = backend.location()  # a file, or a PostgreSQL database (a run each)
    with serving(location, logs=True) as (s, records):
        assert records is not None
        p, e, sth, w, n = s.phone, s.seats["E"], s.seats["S"], s.seats["W"], s.seats["N"]
        answers: list[Answer] = []

        def call(*args, **kwargs) -> Answer:
            answer = p.call(*args, **kwargs)
            answers.append(answer)
            return answer

        # Who: no secret, a malformed one, an unknown one.
        no = call("GET", "/api/v1/seat")
        assert no.status == 401 and no.headers["www-authenticate"] == "Bearer"
        assert "Authorization: Bearer" in no.error
        assert call("GET", "/api/v1/seat", headers={"Authorization": "Basic " + e}).status == 401
        # another first character (a secret may well start with "x": then "x" + the
        # rest would be the secret itself, answered 200, about once in 64 runs)
        unknown = ("y" if e.startswith("x") else "x") + e[1:]
        assert call("GET", "/api/v1/seat", unknown).status == 401
        assert call("POST", "/api/v1/proposals", "nobody", win()).status == 401

        # The seat's state, and polling it: 304 while nothing changed for the seat.
        state = call("GET", "/api/v1/seat", e)
        assert state.status == 200 and state.headers["cache-control"] == "no-store"
        seen = state.json
        assert isinstance(seen, dict)
        assert (seen["session"], seen["table"], seen["seat"], seen["hand"]) == (1, 1, "E", 1)
        assert seen["proposals"] == [] and set(seen["players"]) == {"E", "S", "W", "N"}
        tag = state.headers["etag"]
        again = call("GET", "/api/v1/seat", e, headers={"If-None-Match": tag})
        assert (again.status, again.body, again.headers["etag"]) == (304, b"", tag)

        # What the match allows.
        assert call("POST", "/api/v1/proposals", e, win(hand=5)).status == 409
        not_a_win = call("POST", "/api/v1/proposals", e, win() | {"tiles": "123m456p789s11z2z"})
        assert not_a_win.status == 422 and not_a_win.error
        # Malformed: not JSON, wrong types, nothing at all (spread over the seats:
        # each seat's writes have a rate limit of their own).
        for raw in (b"{", b"\xff\xfe", b"[1, 2", b"nul"):
            bad = call("POST", "/api/v1/proposals", w, raw=raw)
            assert bad.status == 400 and "not valid JSON" in bad.error
        for i, body in enumerate(
            ([], "hand", {"hand": "1"}, win() | {"winner": 3}, win() | {"tiles": 7})
        ):
            seat = n if i < 3 else s.other["W"]
            assert call("POST", "/api/v1/proposals", seat, body).status == 400, body
        assert call("POST", "/api/v1/proposals", s.other["W"]).status == 400
        # Too big, with a length or sent in chunks without one.
        big = call("POST", "/api/v1/proposals", sth, raw=b" " * (MAX_BODY + 1))
        assert big.status == 413 and big.error
        chunks = iter([b'{"hand": 1, "tiles": "', b"1" * MAX_BODY, b'"}'])
        chunked = call("POST", "/api/v1/proposals", sth, raw=chunks)  # type: ignore[arg-type]
        assert chunked.status == 413

        # A proposal, then who may confirm it.
        made = call("POST", "/api/v1/proposals", e, win())
        assert made.status == 201 and made.headers["cache-control"] == "no-store"
        proposal = made.json
        assert isinstance(proposal, dict)
        assert (proposal["status"], proposal["by"], proposal["waiting_for"]) == ("pending", "E", 3)
        assert proposal["result"]["total"] == 13 and proposal["verdict"]["verdict"] != "wrong"
        pid = proposal["id"]
        changed = call("GET", "/api/v1/seat", e, headers={"If-None-Match": tag})
        assert changed.status == 200 and changed.json["proposals"][0]["id"] == pid
        own = call("POST", f"/api/v1/proposals/{pid}/confirm", e)
        assert own.status == 403 and "own proposal" in own.error
        elsewhere = call("POST", f"/api/v1/proposals/{pid}/confirm", s.other["S"])
        assert elsewhere.status == 403 and "another table" in elsewhere.error
        assert (
            call("POST", f"/api/v1/proposals/{pid}/dispute", s.other["W"], {"reason": "x"}).status
            == 403
        )
        assert call("POST", "/api/v1/proposals/99999/confirm", s.other["E"]).status == 404
        huge = "/api/v1/proposals/99999999999999999999999/confirm"
        assert call("POST", huge, s.other["E"]).status == 404
        assert call("POST", f"/api/v1/proposals/{pid}/confirm", sth, raw=b"[").status == 400
        assert call("POST", f"/api/v1/proposals/{pid}/confirm", sth, [1]).status == 400

        # Three confirmations store the hand once; a confirmation again changes nothing.
        first = call("POST", f"/api/v1/proposals/{pid}/confirm", sth, {})
        assert (first.status, first.json["waiting_for"]) == (200, 2)
        assert call("POST", f"/api/v1/proposals/{pid}/confirm", w).json["waiting_for"] == 1
        stored = call("POST", f"/api/v1/proposals/{pid}/confirm", n)
        assert (stored.status, stored.json["status"]) == (200, "stored")
        repeat = call("POST", f"/api/v1/proposals/{pid}/confirm", n)
        assert (repeat.status, repeat.json["status"]) == (200, "stored")
        assert station_hands(location) == [(1, 13)]
        assert call("GET", "/api/v1/seat", w).json["hand"] == 2

        # A dispute sends hand 2 to the referee.
        second = call("POST", "/api/v1/proposals", sth, win(hand=2, winner="S", giver="W"))
        assert second.status == 201, second.body
        sid = second.json["id"]
        assert call("POST", f"/api/v1/proposals/{sid}/dispute", e, raw=b"{").status == 400
        assert call("POST", f"/api/v1/proposals/{sid}/dispute", e, {"why": "x"}).status == 400
        assert call("POST", f"/api/v1/proposals/{sid}/dispute", e, ["x"]).status == 400
        assert call("POST", f"/api/v1/proposals/{sid}/dispute", sth, {"reason": "x"}).status == 403
        disputed = call(
            "POST", f"/api/v1/proposals/{sid}/dispute", n, {"reason": "It was W's tile"}
        )
        assert (disputed.status, disputed.json["status"]) == (200, "referee")
        late = call("POST", f"/api/v1/proposals/{sid}/confirm", e)
        assert late.status == 409
        with open_tournament(location, read_only=True) as svc:
            queue = svc.referee_queue()
        assert [(q["id"], q["table"], q["hand"]) for q in queue] == [(sid, 1, 2)]
        assert "It was W's tile" in str(queue[0]["reason"])
        assert station_hands(location) == [(1, 13)]

        # Stale: a station enters table 2's hand 1 after the proposal; nothing is
        # overwritten, the confirmation is refused.
        t2 = s.other
        stale = call("POST", "/api/v1/proposals", t2["E"], win())
        assert stale.status == 201
        with open_tournament(location) as station:
            station.backup_dir = None
            seats = station.table(1, 2).seats
            station.record_win(1, 2, 1, seats[1], seats[2], fan=8)
        refused = call("POST", f"/api/v1/proposals/{stale.json['id']}/confirm", t2["S"])
        assert refused.status == 409 and refused.error  # the wording is the domain's
        assert station_hands(location, 2) == [(1, 8)]
        # ...and the seat's page follows the station's hand (the cache moved on).
        assert call("GET", "/api/v1/seat", t2["N"]).json["hand"] == 2

        # Another session's link acts for its own session only.
        with open_tournament(location, read_only=True) as svc:
            later = {s.letter: s.token for s in svc.seat_links(2) if s.table == 1}
        assert call("GET", "/api/v1/seat", later["E"]).json["session"] == 2
        assert call("POST", f"/api/v1/proposals/{sid}/confirm", later["W"]).status == 403

        # Rotated links are refused at once (the CLI, another connection).
        assert cli_main(["links", location, "--session", "1", "--rotate"]) == 0
        rotated = call("GET", "/api/v1/seat", e)
        assert rotated.status == 401 and "replaced" in rotated.error
        assert call("POST", "/api/v1/proposals", w, win(hand=3)).status == 401

        secrets = [*s.seats.values(), *s.other.values(), *later.values()]
        with open_tournament(location, read_only=True) as svc:
            secrets += [link.token for link in svc.seat_links(1)]
    # No secret in any message or log record while the server ran.
    for answer in answers:
        for secret in secrets:
            assert secret.encode() not in answer.body
    texts = records.texts()
    assert texts  # the capture works: uvicorn and the stores log at DEBUG
    for secret in secrets:
        assert not [t for t in texts if secret in t]


@pytest.mark.slow
def test_over_the_rate_is_429_per_secret_and_per_address_for_refusals(tmp_path) -> None:
    with serving(str(tmp_path / "cup.mcrt")) as (s, _):
        p, e = s.phone, s.seats["E"]
        statuses = [p.call("GET", "/api/v1/seat", e).status for _ in range(200)]
        assert statuses[:20] == [200] * 20 and 429 in statuses
        over = p.call("GET", "/api/v1/seat", e)
        assert over.status == 429 and over.error.startswith("Too many requests")
        assert int(over.headers["retry-after"]) >= 1
        assert over.headers["cache-control"] == "no-store"
        # Another seat polls on; the seat's writes have a bucket of their own.
        assert p.call("GET", "/api/v1/seat", s.seats["S"]).status == 200
        assert p.call("POST", "/api/v1/proposals", e, win()).status == 201
        writes = [p.call("POST", "/api/v1/proposals", e, win()).status for _ in range(60)]
        assert set(writes) <= {409, 429} and 429 in writes

        assert p.call("GET", "/api/v1/seat", s.seats["W"]).status == 200
        # Guessing from one address: 401s, then 429 without a look at the secret.
        guesses = [p.call("GET", "/api/v1/seat", f"guess{i}").status for i in range(40)]
        assert guesses[:10] == [401] * 10 and guesses[-1] == 429
        # The seats that worked from this address go on; a new one waits.
        assert p.call("GET", "/api/v1/seat", s.seats["W"]).status == 200
        assert p.call("GET", "/api/v1/seat", s.other["N"]).status == 429


@pytest.mark.slow
def test_a_poll_while_a_write_holds_the_service_is_answered_from_its_last_answer(
    tmp_path,
) -> None:
    """The gate held (as by a write committing): a seat that polled before gets its
    last answer at once (a 304 for its ETag); one never answered waits its turn."""
    svc = tournament(str(tmp_path / "cup.mcrt"))
    svc.backup_dir = None
    seats = tokens(svc)
    api = SeatApi(ServiceGate(svc))
    held, release = threading.Event(), threading.Event()
    holder = threading.Thread(
        target=api.gate.call_now, args=(lambda _: (held.set(), release.wait(60)),)
    )
    try:
        with running(local_server(Starlette(routes=[Route("/api/v1/seat", api.seat)]))) as url:
            port = urlsplit(url).port
            assert port
            phone = Phone(port)
            try:
                first = phone.call("GET", "/api/v1/seat", seats["E"])
                assert first.status == 200
                holder.start()
                assert held.wait(60) and api.gate.busy
                # Answered while the gate is held: a wait behind it would end in the timeout.
                again = phone.call(
                    "GET", "/api/v1/seat", seats["E"], headers={"If-None-Match": "x"}
                )
                assert (again.status, again.body) == (200, first.body)
                same = phone.call(
                    "GET",
                    "/api/v1/seat",
                    seats["E"],
                    headers={"If-None-Match": first.headers["etag"]},
                )
                assert same.status == 304
                waiting = Phone(port)
                answers: list[Answer] = []
                other = threading.Thread(
                    target=lambda: answers.append(waiting.call("GET", "/api/v1/seat", seats["S"]))
                )
                other.start()
                other.join(0.5)
                assert not answers  # S never polled: it waits for the service
                release.set()
                other.join(60)
                assert answers[0].status == 200 and answers[0].json["seat"] == "S"
                waiting.conn.close()
            finally:
                release.set()
                holder.join(60)
                phone.conn.close()
    finally:
        svc.close()


@pytest.mark.slow
def test_a_seats_answer_is_read_again_only_when_its_table_changed(tmp_path) -> None:
    location = str(tmp_path / "cup.mcrt")
    svc = tournament(location)
    svc.backup_dir = None
    secrets = [*tokens(svc, 1, 1).values(), *tokens(svc, 1, 2).values()]
    e, s, *_ = secrets
    cache = SeatCache()
    where = lambda p: (p.session, p.table)  # noqa: E731

    def polls() -> list[tuple[str, bytes]]:
        return [cache.answer(svc, secret) for secret in secrets]

    def fresh(answers: list[tuple[str, bytes]]) -> bool:
        return [json.loads(body) for _, body in answers] == [svc.seat_state(t) for t in secrets]

    first = polls()
    assert cache.renders == 8 and polls() == first and cache.renders == 8
    # A table-side write at table 1: table 1's four answers are read again at once (the
    # phones will ask), not table 2's.
    made = cache.write(svc, lambda: svc.propose(e, win()), where)
    assert cache.renders == 12
    after = polls()
    assert cache.renders == 12 and fresh(after)
    assert after[4:] == first[4:] and all(a != b for a, b in zip(after[:4], first[:4], strict=True))
    # A refused write changes nothing.
    with pytest.raises(TableSideRefused):
        cache.write(svc, lambda: svc.confirm(e, made.id), where)
    assert polls() == after and cache.renders == 12
    # Another station's hand (another connection), a hand entered through the same
    # service outside the API (as the desktop app may), a rotation: all read again.
    with open_tournament(location) as station:
        station.backup_dir = None
        seats = station.table(1, 2).seats
        station.record_win(1, 2, 1, seats[0], seats[1], fan=8)
    assert fresh(polls()) and cache.renders == 20
    svc.record_win(1, 2, 2, seats[1], seats[2], fan=9)
    assert fresh(polls()) and cache.renders == 28
    # ...also when such a change comes just before a table-side write.
    svc.record_win(1, 2, 3, seats[1], seats[2], fan=10)
    cache.write(svc, lambda: svc.confirm(s, made.id), where)
    assert fresh(polls()) and cache.renders == 36
    # ...or while it runs (the desktop app on the same tournament, between the write's
    # two looks at the marker).
    renders = cache.renders

    def with_a_station_hand() -> object:
        svc.record_win(1, 2, 4, seats[1], seats[2], fan=8)
        return svc.dispute(secrets[2], made.id, "not so")

    cache.write(svc, with_a_station_hand, where)
    assert fresh(polls()) and cache.renders == renders + 8
    svc.seat_links(1, rotate=True)
    with pytest.raises(TableSideRefused):
        cache.answer(svc, e)
    svc.close()
