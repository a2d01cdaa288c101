"""Players' romanised name and name order (issue 24): import columns, the CLI's
`players add/edit --romanised --name-order`, `players list --json`."""

import contextlib
import io
import json

import pytest

from app.cli import main
from app.domain.model import TournamentSettings
from app.importing import parse_players
from app.tournament import create_tournament, open_tournament


def cli(*args: object) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main([str(a) for a in args])
    return code, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("romanised", ["Romanised", "romanized name", "Latin name", "Pinyin"])
def test_import_reads_romanised_and_name_order_columns(romanised):
    rows = [
        (1, ["Name", "Country", romanised, "Name order"]),
        (2, ["黄志强", "CN", "Huang Zhiqiang", ""]),
        (3, ["Sato Kenji", "JP", "", "family first"]),
    ]
    players, rejected = parse_players(rows)
    assert not rejected
    huang, sato = players
    assert (huang.romanised, huang.name_order) == ("Huang Zhiqiang", None)
    assert huang.latin_parts() == ("Zhiqiang", "Huang")
    assert (sato.romanised, sato.name_order) == (None, "family-first")
    assert sato.name_parts() == ("Kenji", "Sato")


def test_import_rejects_a_bad_name_order_with_its_row():
    rows = [(1, ["Name", "Name order"]), (2, ["Ann", "sideways"]), (3, ["Bob", ""])]
    players, rejected = parse_players(rows)
    assert [p.name for p in players] == ["Bob"]
    assert rejected[0].row == 2 and "family-first or given-first" in rejected[0].reason


@pytest.mark.slow
def test_cli_add_edit_and_list(tmp_path):
    path = tmp_path / "t.mcrt"
    create_tournament(path, TournamentSettings("Cup")).close()
    code, out, err = cli("players", "add", path, "黄志强", "--country", "CN",
                         "--romanised", "Huang Zhiqiang")  # fmt: skip
    assert code == 0, err
    code, out, err = cli("players", "add", path, "Sato Kenji", "--country", "JP",
                         "--name-order", "family-first")  # fmt: skip
    assert code == 0, err
    assert cli("players", "edit", path, "2", "--romanised", "SATO Kenji")[0] == 0
    code, out, err = cli("players", "list", path, "--json")
    listed = {p["name"]: p for p in json.loads(out)}
    assert listed["黄志强"]["romanised"] == "Huang Zhiqiang"
    assert listed["黄志强"]["name_order"] is None
    assert listed["Sato Kenji"]["name_order"] == "family-first"
    assert listed["Sato Kenji"]["romanised"] == "SATO Kenji"
    # '' clears; a bad order is refused with one message and changes nothing
    assert cli("players", "edit", path, "2", "--name-order", "")[0] == 0
    code, out, err = cli("players", "edit", path, "1", "--name-order", "upside-down")
    assert code == 1 and "family-first or given-first" in err and "Traceback" not in err
    with open_tournament(path) as svc:
        assert svc.player(2).name_order is None
        assert svc.player(1).name_order is None
