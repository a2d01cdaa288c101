"""Players' optional first and last names: the one rule that splits a name, and the
service operations that register, edit, undo and redo them."""

import dataclasses
import json

import pytest

from app.domain import Player, split_name
from app.domain.errors import Refused
from app.domain.model import TournamentSettings
from app.tournament import create_tournament


@pytest.mark.parametrize(
    ("name", "first", "last", "parts"),
    [
        # registered parts win, whatever the display name says
        ("Xiaoming Wang", "Xiaoming", "Wang", ("Xiaoming", "Wang")),
        ("Anna", "Anna", "van der Berg", ("Anna", "van der Berg")),
        ("Bob", "  Robert  James ", " Smith ", ("Robert James", "Smith")),
        # one part registered: the rest of the display name is the other part
        ("Wang Xiaoming", None, "Wang", ("Xiaoming", "Wang")),  # family name first
        ("Jan van der Berg", None, "van der Berg", ("Jan", "van der Berg")),
        ("Jan van der Berg", None, "VAN DER BERG", ("Jan", "VAN DER BERG")),
        ("Nguyễn Thị Hương", "Thị Hương", None, ("Thị Hương", "Nguyễn")),
        ("Wang, Xiaoming", None, "Wang", ("Xiaoming", "Wang")),
        ("Bob", None, "Smith", ("", "Smith")),  # not part of the name: no guess
        # nothing registered: "Last, First", else the last word is the last name
        ("Berg, Anna", None, None, ("Anna", "Berg")),
        ("van der Berg,  Jan", None, None, ("Jan", "van der Berg")),
        ("Zoë Ångström-Müller", None, None, ("Zoë", "Ångström-Müller")),
        ("Mary Ann  Smith", None, None, ("Mary Ann", "Smith")),
        ("王小明", None, None, ("小明", "王")),  # Chinese, no space: family name first
        ("Smith,", None, None, ("", "Smith")),
        ("", "", "", ("", "")),
    ],
)
def test_split_name(name, first, last, parts):
    assert split_name(name, first, last) == parts
    assert Player(1, name, first_name=first, last_name=last).name_parts() == parts


def test_existing_constructors_keep_working_and_default_to_no_parts():
    p = Player(7, "Li Wei", "CN", "04120001", "Dragons", True, False)
    assert (p.first_name, p.last_name) == (None, None)
    assert (p.substitute, p.active) == (True, False)
    assert p.name_parts() == ("Wei", "Li")  # CN: family name first


@pytest.fixture
def svc(tmp_path):
    service = create_tournament(tmp_path / "t.mcr", TournamentSettings("Cup"))
    yield service
    service.close()


def test_add_player_keeps_first_and_last_names(svc):
    change = svc.add_player(
        "Wang Xiaoming", "CN", "04120001", first_name=" Xiaoming ", last_name="Wang"
    )
    stored = svc.player("Wang Xiaoming")
    assert change.new == stored
    assert (stored.first_name, stored.last_name) == ("Xiaoming", "Wang")
    assert stored.name_parts() == ("Xiaoming", "Wang")
    assert (stored.country, stored.ema_id) == ("CN", "04120001")
    # the positional form every caller uses still works and registers no parts
    plain = svc.add_player("Anna Berg", "SE").new
    assert (plain.first_name, plain.last_name, plain.country) == (None, None, "SE")


def test_the_display_name_is_made_from_the_parts_when_missing(svc):
    p = svc.add_player("", first_name="Anna", last_name="van  der Berg").new
    assert p.name == "Anna van der Berg" and p.last_name == "van der Berg"
    assert svc.add_player("  ", last_name="王").new.name == "王"
    with pytest.raises(Refused, match="needs a name"):
        svc.add_player("", first_name=" ", last_name="")
    with pytest.raises(Refused, match="already registered"):
        svc.add_player("", first_name="anna", last_name="VAN DER BERG")


def test_blank_parts_are_stored_as_none(svc):
    p = svc.add_player("Bo Chen", first_name="  ", last_name="").new
    assert (p.first_name, p.last_name) == (None, None)
    assert svc.player(p.number) == p


def test_update_undo_and_redo_of_the_parts(svc):
    original = svc.add_player("Jan van der Berg", "NL").new
    edited = dataclasses.replace(original, first_name="Jan", last_name=" van der  Berg ")
    change = svc.update_player(edited)
    after = svc.player(original.number)
    assert (after.first_name, after.last_name) == ("Jan", "van der Berg")
    assert after.name == "Jan van der Berg" and after.country == "NL"

    entry = svc.audit(1)[0]
    assert entry.entity == "player" and entry.key == str(original.number)
    assert json.loads(entry.old)["last_name"] is None
    assert json.loads(entry.new)["last_name"] == "van der Berg"

    svc.undo(change)
    assert svc.player(original.number) == original
    assert json.loads(svc.audit(1)[0].new)["first_name"] is None
    svc.redo(change)
    assert svc.player(original.number) == after

    # removing the parts again is an edit like any other
    cleared = svc.update_player(dataclasses.replace(after, first_name="", last_name=None)).new
    assert (cleared.first_name, cleared.last_name) == (None, None)
    assert svc.player(original.number).name_parts() == ("Jan van der", "Berg")


def test_undo_of_an_added_player_with_parts(svc):
    change = svc.add_player("Kim Minjun", first_name="Minjun", last_name="Kim")
    svc.undo(change)
    assert svc.players() == []
    svc.redo(change)
    assert svc.player(1) == change.new and svc.player(1).name_parts() == ("Minjun", "Kim")
