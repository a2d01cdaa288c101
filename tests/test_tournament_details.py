"""The tournament's details for publishing and the ranking bodies (issue 24): place,
dates, country, ranking-body id and language; checked with one clear message each."""

import dataclasses

import pytest

from app.domain.errors import Refused
from app.domain.model import TournamentSettings
from app.tournament import create_tournament, open_tournament


@pytest.fixture
def svc(tmp_path):
    with create_tournament(tmp_path / "t.mcrt", TournamentSettings("Cup", 2)) as s:
        yield s


def test_details_are_stored_tidied_and_read_back(svc, tmp_path):
    wanted = dataclasses.replace(
        svc.settings(),
        venue="  Kulturhaus  Mitte ",
        city="Berlin",
        country="de",
        start_date="2026-05-02",
        end_date="2026-05-03",
        ranking_id=" 376 ",
        language="zh-CN",
    )
    svc.update_settings(wanted)
    s = svc.settings()
    assert (s.venue, s.city, s.country, s.ranking_id) == ("Kulturhaus Mitte", "Berlin", "DE", "376")
    assert (s.start_date, s.end_date, s.language) == ("2026-05-02", "2026-05-03", "zh_CN")
    svc.close()
    with open_tournament(tmp_path / "t.mcrt") as again:
        assert again.settings() == s


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"start_date": "2026-13-01"}, "start date.*YYYY-MM-DD"),
        ({"start_date": "2026-02-30"}, "start date.*2026-02-30"),
        ({"end_date": "02/05/2026"}, "end date.*YYYY-MM-DD"),
        ({"start_date": "2026-05-03", "end_date": "2026-05-02"}, "ends before it starts"),
        ({"country": "Germany"}, "two-letter country code"),
        ({"country": "D1"}, "two-letter country code"),
        ({"language": "fr"}, "choose from en, zh_CN"),
        ({"ranking_id": "x" * 41}, "ranking"),
        ({"city": "Ber\x00lin"}, "city"),
    ],
)
def test_bad_details_are_refused_with_one_message(svc, change, message):
    before = svc.settings()
    with pytest.raises(Refused, match=message):
        svc.update_settings(dataclasses.replace(before, **change))
    assert svc.settings() == before


def test_blank_details_clear_them(svc):
    svc.update_settings(dataclasses.replace(svc.settings(), city="Berlin", country="DE"))
    svc.update_settings(dataclasses.replace(svc.settings(), city="  ", country=""))
    assert (svc.settings().city, svc.settings().country) == (None, None)


def test_a_new_tournament_checks_its_details_too(tmp_path):
    with pytest.raises(Refused, match="ends before it starts"):
        create_tournament(
            tmp_path / "n.mcrt",
            TournamentSettings("Cup", start_date="2026-05-03", end_date="2026-05-01"),
        )
    assert not (tmp_path / "n.mcrt").exists()
