"""Server addresses (issue 21, item 3): every form libpq reads, every password form
masked wherever an address is shown or kept, and one clear message for a malformed
address (never a traceback, never the password). No server needed: addresses point
at 127.0.0.1 port 1, where nothing listens."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

from app import cli
from app.store import is_server
from app.store.server_url import (
    BadAddress,
    parts,
    scrub,
    server_location,
    without_password,
)

ROOT = Path(__file__).resolve().parent.parent
SECRET = "Zq7-secret"

# (address, what libpq reads from it besides the password)
WELL_FORMED = [
    (f"postgresql://desk:{SECRET}@venue:5432/spring", {"user": "desk", "host": "venue"}),
    (f"postgres://desk:{SECRET}@venue/spring", {"user": "desk", "dbname": "spring"}),
    (f"postgresql://desk@venue/spring?password={SECRET}", {"user": "desk", "host": "venue"}),
    (f"postgresql://desk@venue/spring?sslmode=prefer&password={SECRET}", {"sslmode": "prefer"}),
    (f"postgresql://desk@venue/spring?pass%77ord={SECRET}", {"dbname": "spring"}),
    (f"postgresql://desk@venue/spring?sslpassword={SECRET}&password={SECRET}", {"user": "desk"}),
    (f"postgresql://desk:{SECRET}@[::1]:5433/spring", {"host": "::1", "port": "5433"}),
    (f"postgresql://desk:{SECRET}?x@venue/spring", {"user": "desk", "host": "venue"}),
    (f"POSTGRESQL://desk:{SECRET}@venue/spring", {"user": "desk", "host": "venue"}),
    (f"  postgresql://desk:{SECRET}@venue/spring\n", {"user": "desk", "host": "venue"}),
    (f"host=venue dbname=spring user=desk password={SECRET}", {"host": "venue"}),
    (f"host=venue dbname=spring password='{SECRET} x'", {"dbname": "spring"}),
    (f"password = {SECRET} host=venue", {"host": "venue"}),
]


@pytest.mark.parametrize(("address", "kept"), WELL_FORMED)
def test_every_password_form_is_left_out_and_the_rest_kept(address, kept):
    assert is_server(address)
    assert parts(address)["password"].startswith(SECRET)
    shown = without_password(address)
    assert SECRET not in shown
    # what is shown is still the same address (the recent list reconnects with it)
    expected = {k: v for k, v in parts(address).items() if k not in ("password", "sslpassword")}
    assert parts(shown) == expected
    assert kept.items() <= expected.items()
    # the form the program connects with: one URL, the password still in it
    url = server_location(address)
    assert url.startswith(("postgresql://", "postgres://"))
    assert parts(url) == parts(address)
    assert SECRET not in without_password(url)


def test_a_message_quoting_the_address_is_scrubbed():
    address = f"postgresql://desk@venue/spring?password={SECRET}"
    message = f'could not connect to "{address}": password "{SECRET}" refused'
    said = scrub(message, address)
    assert SECRET not in said and "postgresql://desk@venue/spring" in said


MALFORMED = [
    # (address, the message's words)
    (f"postgresql://desk:{SECRET}@[::1/spring", "IPv6 host in [ ] has no closing ]"),
    (f"postgresql://desk:{SECRET}%@venue/spring", "a % must be followed by two"),
    (f"postgresql://desk:50%off{SECRET}@venue/spring", "a % must be followed by two"),
    (f"postgresql://desk:{SECRET}%00@venue/spring", "a % must be followed by two"),
    (f"postgresql://desk:{SECRET}@127.0.0.1:99999/spring", "port must be a number from 1 to"),
    (f"postgresql://desk:{SECRET}@127.0.0.1:abc/spring", "port must be a number from 1 to"),
    (f"postgresql://desk:{SECRET}@127.0.0.1:0/spring", "port must be a number from 1 to"),
    (f"postgresql://desk:{SECRET}@127.0.0.1:-5/spring", "port must be a number from 1 to"),
    (f"postgresql://desk:{SECRET}@127.0.0.1/spring?port=70000", "port must be a number"),
    (f"postgresql://desk:pass/{SECRET}@127.0.0.1/spring", "port must be a number from 1 to"),
    (f"postgresql://desk:{SECRET}@[]/spring", "IPv6 host between [ ] is empty"),
    (f"postgresql://desk:{SECRET}@[::1]x/spring", "after an IPv6 host"),
    (f"postgresql://desk:{SECRET}@venue/spring spring", "space inside the address"),
    (f"postgresql://desk:{SECRET}@venue/spring?pasword={SECRET}", "not one libpq knows"),
    (f"postgresql://desk@venue/spring?password={SECRET}&&x", "key=value, separated by &"),
    (f"host=venue password='{SECRET}", "quoted value (between ' ') is not closed"),
    (f"host=venue password={SECRET} dbname", "key=value, separated by spaces"),
    (f"host=venue pasword={SECRET}", "not one libpq knows"),
]


@pytest.mark.parametrize(("address", "words"), MALFORMED)
def test_a_malformed_address_is_one_clear_message_without_the_password(address, words):
    with pytest.raises(BadAddress) as caught:
        parts(address)
    assert words in str(caught.value) and SECRET not in str(caught.value)
    assert SECRET not in without_password(address)  # masking never raises


def run_cli(*args: str) -> tuple[int, str, str]:
    proc = subprocess.run(
        [sys.executable, "-m", "app.cli", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        stdin=subprocess.DEVNULL,
        timeout=60,
    )
    return proc.returncode, proc.stdout, proc.stderr


@pytest.mark.parametrize(("address", "words"), MALFORMED)
def test_the_cli_says_what_is_wrong_with_an_address(address, words, capsys):
    for command in ("standings", "new", "copy"):
        extra = {"new": ["--name", "X"], "copy": ["/nonexistent/x.mcrt"]}.get(command, [])
        assert cli.main([command, address, *extra]) == 1
        out, err = capsys.readouterr()
        assert words in err and err.startswith("error: The server address is not valid"), err
        assert err.count("\n") == 1 and SECRET not in out + err


@pytest.mark.slow
def test_the_cli_in_a_process_of_its_own_says_it_without_a_traceback():
    for address, words in (MALFORMED[0], MALFORMED[1], MALFORMED[4], MALFORMED[5]):
        code, out, err = run_cli("standings", address)
        assert code == 1 and words in err, err
        assert "Traceback" not in err and SECRET not in out + err


@pytest.mark.slow
def test_spaces_around_an_address_are_ignored():
    code, out, err = run_cli("standings", f"  postgresql://desk:{SECRET}@127.0.0.1:1/spring ")
    assert code == 1 and "cannot be reached" in err
    assert "Traceback" not in err and SECRET not in out + err


@pytest.mark.slow
def test_a_password_parameter_never_shows_in_the_cli_messages(capsys):
    for address in (
        f"postgresql://desk@127.0.0.1:1/spring?password={SECRET}",
        f"postgresql://desk@127.0.0.1:1/spring?sslmode=disable&pass%77ord={SECRET}",
        f"host=127.0.0.1 port=1 dbname=spring user=desk password={SECRET}",
    ):
        for command in (["standings", address], ["copy", address, "/nonexistent/x.mcrt"]):
            assert cli.main(command) == 1
            out, err = capsys.readouterr()
            assert "cannot be reached" in err and "127.0.0.1:1" in err, err
            assert SECRET not in out + err


def variants(count: int, seed: int = 21) -> list[str]:
    """Addresses with the known password, bent the ways typing and pasting bend them:
    characters that mean something to libpq put anywhere but inside the password."""
    rng = random.Random(seed)
    templates = [
        "postgresql://desk:{pw}@127.0.0.1:1/spring",
        "postgres://desk:{pw}@[::1]:1/spring",
        "postgresql://desk@127.0.0.1:1/spring?password={pw}",
        "postgresql://desk@127.0.0.1:1/spring?sslmode=disable&password={pw}&port=1",
        "host=127.0.0.1 port=1 dbname=spring password={pw}",
        "host=127.0.0.1 port=1 password='{pw}' user=desk",
    ]
    noise = list("[]%@:/?&=' \"\\,#\t") + ["%2", "%zz", "%00", "::", "é", "99999", "-1", "abc"]
    found = []
    for _ in range(count):
        text = rng.choice(templates)
        head, tail = text.split("{pw}")
        for _ in range(rng.randint(1, 3)):
            piece = rng.choice(noise)
            if rng.random() < 0.5:
                # anywhere after a URL's scheme; in the key/value form, between words
                # (a key spelt beyond recognition makes it a file name)
                places = (
                    range(head.index("://") + 3, len(head) + 1)
                    if "://" in head
                    else [i for i in range(len(head) + 1) if i in (0, len(head)) or head[i] in " ="]
                )
                at = rng.choice(list(places))
                head = head[:at] + piece + head[at:]
            else:
                at = rng.randint(0, len(tail))
                tail = tail[:at] + piece + tail[at:]
        found.append(head + SECRET + tail)
    return found


@pytest.mark.slow
def test_three_hundred_bent_addresses_never_show_the_password_or_a_traceback(capsys):
    outcomes = {}
    for n, address in enumerate(variants(300)):
        assert SECRET not in without_password(address), address
        for argv in ([("standings", "audit", "hands")[n % 3], address],):
            try:
                code = cli.main(argv)
            except SystemExit as e:  # a usage error is argparse's, exit 2
                code = e.code
            out, err = capsys.readouterr()
            assert SECRET not in out + err, (address, err)
            assert "Traceback" not in err and code in (1, 2), (address, err)
            outcomes[err.split(":")[1].strip()[:40] if ":" in err else err] = address
    # a mix of outcomes: both refused addresses and unreachable servers
    assert any("not valid" in k for k in outcomes) and any("server" in k for k in outcomes)


def test_a_usage_error_quoting_the_address_hides_its_password(capsys):
    address = f"postgresql://desk:{SECRET}@127.0.0.1:1/spring?password={SECRET}"
    for argv in (
        [address, "standings"],  # the address where the command goes
        ["standings", address, "extra", f"password={SECRET}"],
        ["hand", address, "--session", "x"],
    ):
        with pytest.raises(SystemExit) as caught:
            cli.main(argv)
        out, err = capsys.readouterr()
        assert caught.value.code == 2 and "error:" in err
        assert SECRET not in out + err


@pytest.mark.parametrize(
    ("address", "folder"),
    [
        ("postgresql://desk@h1:5433,h2:5434/spring", "h1_h2-5433_5434-spring"),
        ("postgresql://desk@/spring?host=/run/postgresql&port=5433", "_run_postgresql-5433-spring"),
        (f"postgresql://desk:{SECRET}@venue/spring?password={SECRET}", "venue-5432-spring"),
        (f"host=venue dbname=spring password={SECRET}", "venue-5432-spring"),
    ],
)
def test_every_address_form_has_a_backup_folder_without_the_password(address, folder):
    from app.store.outputs import server_backup_folder

    assert server_backup_folder(server_location(address)).name == folder
