"""The web server with a real uvicorn on a free port: the public standings API (the
rows of `standings --json`), the live part of /results following the tournament, the
security headers, the limits, and starting and stopping the server as the GUI will."""

from __future__ import annotations

import http.client
import json
import re
import socket
import ssl
import subprocess
import urllib.request
from pathlib import Path

import psycopg
import pytest
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import PlainTextResponse, Response
from starlette.routing import Route

from app.cli import main as cli_main
from app.domain import TournamentSettings
from app.tournament import create_tournament, open_tournament
from app.web import BindError, Server, make_app
from app.web.guard import MAX_BODY, Guard
from app.web.live import read_results
from app.web.pages import live_part, results_page
from app.web.server import bind, reach
from app.web.words import ZH_CN, chosen_language
from tests.store_backends import PgBackend
from tests.test_layering import (
    QT_MODULES,
    ROOT,
    imported_names,
    imports_reached,
    store_reach_throughs,
)
from tests.web_helpers import (
    get,
    get_json,
    local_server,
    record_hand,
    running,
    serving,
    small_tournament,
)


@pytest.fixture(scope="module")
def cup(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("web") / "cup.mcrt"
    small_tournament(path)
    return path


def cli_json(capsys: pytest.CaptureFixture[str], *args: str) -> object:
    capsys.readouterr()
    assert cli_main(list(args)) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.slow
def test_the_standings_api_gives_the_rows_of_the_cli(cup: Path, capsys) -> None:
    with serving(cup) as url:
        default = get_json(url + "api/v1/standings")
        live = get_json(url + "api/v1/standings?live=1")
        after = get_json(url + "api/v1/standings?after=1")
    assert default == cli_json(capsys, "standings", str(cup), "--json")
    assert live == cli_json(capsys, "standings", str(cup), "--json", "--live")
    assert after == cli_json(capsys, "standings", str(cup), "--json", "--after", "1")
    assert len(live) == 8 and {r["name"] for r in live} >= {"王芳", "Ann"}
    assert all(r["live"] for r in live)


@pytest.mark.slow
def test_bad_requests_get_one_json_error(cup: Path) -> None:
    with serving(cup) as url:
        for query, status in (
            ("?after=0", 400),
            ("?after=x", 400),
            ("?after=3", 400),  # the cup has 2 sessions
            ("?live=maybe", 400),
            ("?live=1&after=1", 400),
        ):
            code, headers, body = get(url + "api/v1/standings" + query)
            assert (code, headers["content-type"]) == (status, "application/json"), query
            assert set(json.loads(body)) == {"error"}
        assert "no session 3" in json.loads(get(url + "api/v1/standings?after=3")[2])["error"]
        code, _, body = get(url + "api/v1/nothing")
        assert code == 404 and set(json.loads(body)) == {"error"}
        code, headers, body = get(url + "api/v1/standings", method="PUT", body=b"{}")
        assert code == 405 and "GET" in headers["allow"] and "error" in json.loads(body)
        code, _, body = get(url + "api/v1/standings", method="POST", body=b"x" * 20_000)
        assert code == 413 and "bytes" in json.loads(body)["error"]


@pytest.mark.slow
def test_every_answer_carries_the_security_headers(cup: Path) -> None:
    with serving(cup) as url:
        for path in ("results", "results/live", "api/v1/standings", "static/results.js", "x"):
            _, headers, _ = get(url + path)
            csp = headers["content-security-policy"]
            assert "script-src 'self'" in csp and "unsafe-inline" not in csp, path
            assert "frame-ancestors 'none'" in csp
            assert headers["referrer-policy"] == "no-referrer"
            assert headers["x-content-type-options"] == "nosniff"
        for live in ("results", "results/live", "api/v1/standings"):
            assert get(url + live)[1]["cache-control"] == "no-store"
        status, headers, _ = get(url)
        assert status == 200 and headers["content-type"].startswith("text/html")  # -> /results


@pytest.mark.slow
def test_the_live_part_is_304_until_a_hand_is_stored_elsewhere(tmp_path: Path) -> None:
    path = tmp_path / "cup.mcrt"
    small_tournament(path)
    with serving(path) as url:
        status, headers, body = get(url + "results/live")
        assert status == 200 and "Hands 2 of 16" in body.decode()
        tag = headers["etag"]
        assert get(url + "results/live", {"If-None-Match": tag})[0] == 304
        record_hand(path, 3, 12)  # another station, another process's connection
        status, headers, body = get(url + "results/live", {"If-None-Match": tag})
        assert status == 200 and headers["etag"] != tag
        assert "Hands 3 of 16" in body.decode()


@pytest.mark.slow
def test_the_results_page_speaks_the_phones_language(cup: Path) -> None:
    with serving(cup) as url:
        zh = get(url + "results", {"Accept-Language": "zh-CN,zh;q=0.9,en;q=0.8"})[2].decode()
        en = get(url + "results", {"Accept-Language": "en-GB,en;q=0.9"})[2].decode()
        switched = get(url + "results?lang=en", {"Accept-Language": "zh-CN"})[2].decode()
    assert '<html lang="zh-CN">' in zh and "排名" in zh and "第1桌" in zh
    assert '<html lang="en">' in en and "Standings" in en and "Table 1" in en
    assert '<html lang="en">' in switched
    assert "<script>" not in zh and "王芳" in zh


def test_the_language_follows_accept_language_and_the_switch() -> None:
    assert chosen_language(None, "zh-CN,zh;q=0.9,en;q=0.8") == "zh_CN"
    assert chosen_language(None, "fr-FR, en;q=0.5, zh;q=0.7") == "zh_CN"  # by quality
    assert chosen_language(None, "de, en-US;q=0.8") == "en"
    assert chosen_language(None, "zh;q=0, en;q=0.1") == "en"  # q=0: not this one
    assert chosen_language(None, None) == "en"
    assert chosen_language("zh", "en") == "zh_CN"
    assert chosen_language("en", "zh-TW") == "en"
    assert chosen_language("xx", "zh-TW") == "zh_CN"  # an unknown switch is ignored


@pytest.mark.slow
def test_the_server_starts_stops_and_frees_its_port(cup: Path) -> None:
    with open_tournament(cup, read_only=True) as svc:
        server = Server(make_app(svc), "127.0.0.1", 0)
        url = server.start()
        assert server.running and url == f"http://127.0.0.1:{server.port}/"
        assert get(url + "results")[0] == 200
        server.stop()
        assert not server.running
        server.stop()  # twice is harmless
        with socket.create_server(("127.0.0.1", server.port)):  # the port is free again
            pass
        again = Server(make_app(svc), "127.0.0.1", server.port)
        assert again.start() == url
        again.stop()


def test_a_port_in_use_or_a_bad_host_is_one_clear_error(cup: Path) -> None:
    with (
        open_tournament(cup, read_only=True) as svc,
        socket.create_server(("127.0.0.1", 0)) as taken,
    ):
        port = taken.getsockname()[1]
        server = Server(make_app(svc), "127.0.0.1", port)
        with pytest.raises(BindError, match=f"Port {port} on 127.0.0.1 is already in use"):
            server.start()
        assert not server.running
        with pytest.raises(BindError, match="not an address of this computer"):
            Server(make_app(svc), "no-such-host.invalid", 0).start()
        with pytest.raises(BindError, match="not an address of this computer"):
            Server(make_app(svc), "192.0.2.1", 0).start()  # TEST-NET-1: never this computer's


@pytest.mark.slow
def test_a_postgresql_tournament_is_served_alike(pg_server: str, capsys) -> None:
    backend = PgBackend(pg_server)
    try:
        url_of_db = backend.location()
        small_tournament(url_of_db)
        with serving(url_of_db) as url:
            rows = get_json(url + "api/v1/standings?live=1")
            assert rows == cli_json(capsys, "standings", url_of_db, "--json", "--live")
            part = get(url + "results/live")
            record_hand(url_of_db, 3, 16)  # another station on the same server
            later = get(url + "results/live", {"If-None-Match": part[1]["etag"]})
        assert "Hands 2 of 16" in part[2].decode()
        assert later[0] == 200 and "Hands 3 of 16" in later[2].decode()
    finally:
        backend.close()


def test_every_wording_of_the_live_pages_has_chinese(cup: Path) -> None:
    for english, chinese in ZH_CN.items():
        assert chinese and sorted(re.findall(r"{\w+}", english)) == sorted(
            re.findall(r"{\w+}", chinese)
        )
    with open_tournament(cup, read_only=True) as svc:
        shown = read_results(svc)
    page = results_page(shown, "zh_CN", live_part(shown, "zh_CN"), '"x"')
    text = re.sub(r"<[^>]+>", " ", page)
    for english in ("Standings", "Rank", "Table points", "Hands", "Playing", "Session", "Live"):
        assert english not in text, english


@pytest.mark.slow
def test_with_the_organisers_certificate_it_serves_https(cup: Path, tmp_path: Path) -> None:
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1"]
        + ["-keyout", str(key), "-out", str(cert), "-subj", "/CN=127.0.0.1"]
        + ["-addext", "subjectAltName=IP:127.0.0.1"],
        check=True,
        capture_output=True,
    )
    with open_tournament(cup, read_only=True) as svc:
        with running(local_server(make_app(svc), certfile=cert, keyfile=key)) as url:
            assert url.startswith("https://127.0.0.1:")
            trusted = ssl.create_default_context(cafile=str(cert))
            with urllib.request.urlopen(url + "api/v1/standings", context=trusted) as answer:
                assert answer.status == 200 and json.load(answer)
            with pytest.raises(OSError):  # plain http is not answered: TLS only
                urllib.request.urlopen(url.replace("https", "http") + "results", timeout=5)


@pytest.mark.slow
def test_a_tournament_that_cannot_be_read_is_503_with_its_message(pg_server: str) -> None:
    backend = PgBackend(pg_server)
    try:
        location = backend.location()
        small_tournament(location)
        with serving(location) as url:
            assert get(url + "results/live")[0] == 200
            with psycopg.connect(location, autocommit=True) as conn:
                conn.execute("DROP TABLE audit CASCADE")  # the database broken under it
            status, headers, body = get(url + "api/v1/standings")
            assert status == 503 and headers["retry-after"]
            assert "tournament server" in json.loads(body)["error"]
            assert get(url + "results/live")[0] == 503
    finally:
        backend.close()


def test_the_organiser_is_told_who_can_reach_the_server() -> None:
    assert "only this computer" in reach("127.0.0.1")
    assert "only this computer" in reach("::1") and "only this computer" in reach("localhost")
    assert "every network this computer is on" in reach("0.0.0.0")
    assert "every network this computer is on" in reach("::")
    assert "192.168.1.20" in reach("192.168.1.20")


@pytest.mark.parametrize("host", ["", " "])
def test_an_empty_host_is_refused_not_every_network(host: str) -> None:
    # getaddrinfo reads "" as every address: the organiser must say 0.0.0.0 for that
    with pytest.raises(BindError, match="Give the address to listen on"):
        bind(host, 0)


def test_a_new_tournament_shows_what_is_missing_not_an_empty_table(tmp_path: Path) -> None:
    path = tmp_path / "new.mcrt"
    with create_tournament(path, TournamentSettings("New Cup", sessions=3)) as svc:
        for lang, nobody, unseated in (
            ("en", "No player registered yet.", "Nothing seated yet."),
            ("zh_CN", "尚无选手。", "尚未排座。"),
        ):
            part = live_part(read_results(svc), lang)
            assert nobody in part and unseated in part and "<table" not in part
        assert "not seated" in live_part(read_results(svc), "en")


@pytest.mark.slow
def test_a_body_sent_in_chunks_is_cut_off_at_the_limit() -> None:
    # The proposals will read bodies; until then, a small app that reads its body,
    # behind the same guard, served by the same server.
    async def echo(request: Request) -> Response:
        return PlainTextResponse(str(len(await request.body())))

    app = Guard(Starlette(routes=[Route("/echo", echo, methods=["POST"])]))
    server = local_server(app)
    with running(server):
        for size, status in ((1000, 200), (MAX_BODY + 1, 413)):
            conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
            chunks = (b"x" * 1000 for _ in range(size // 1000))
            last = b"x" * (size % 1000)
            conn.request("POST", "/echo", body=[*chunks, last], encode_chunked=True)
            answer = conn.getresponse()
            assert answer.status == status, size
            assert answer.getheader("content-security-policy")
            conn.close()


@pytest.mark.slow
def test_the_web_server_talks_only_to_the_service() -> None:
    # Never the stores itself (it serves a file and a server alike, through the
    # service; app.export, whose wording it shares, has its own business with them),
    # and never Qt at any depth (the GUI will start it, and `serve` is headless).
    for path in sorted((ROOT / "app" / "web").rglob("*.py")):
        own = imported_names(path)
        assert not {n for n in own if n == "app.store" or n.startswith("app.store.")}, path
        assert not {n for n in imports_reached(path) if n.split(".")[0] in QT_MODULES}, path
        assert not store_reach_throughs(path), path
