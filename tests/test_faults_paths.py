"""Issue 15, item 1: an export, backup or copy never replaces the tournament file, its
-wal/-shm, a backup, or a file that is not an earlier output of the same kind."""

from __future__ import annotations

import pytest
from openpyxl import Workbook

from app.domain.errors import OutputRefused
from app.export import write_pdf, write_xlsx
from app.store.outputs import OutputNeedsConfirmation
from app.tournament import import_players, open_tournament
from tests.faults_helpers import cli, seated


@pytest.fixture
def cup(tmp_path):
    path = seated(tmp_path / "t.mcrt")
    with open_tournament(path) as svc:
        svc.record_draw(1, 1, 1)
    return path


def _hands(path):
    with open_tournament(path, read_only=True) as svc:
        return len(svc.hands(1, 1))


@pytest.mark.parametrize("option", ["--xlsx", "--pdf"])
@pytest.mark.parametrize("suffix", ["", "-wal", "-shm"])
@pytest.mark.slow
def test_export_onto_the_tournament_file_is_refused_and_loses_nothing(cup, option, suffix):
    target = f"{cup}{suffix}"
    code, out, err = cli("export", cup, option, target)
    assert code == 1 and "Wrote" not in out
    assert "tournament file itself" in err
    assert _hands(cup) == 1


@pytest.mark.slow
def test_export_onto_the_tournament_file_through_another_name_is_refused(cup, tmp_path):
    link = tmp_path / "link.xlsx"
    link.symlink_to(cup)
    code, _, err = cli("export", cup, "--xlsx", link)
    assert code == 1 and "tournament file itself" in err
    assert _hands(cup) == 1


@pytest.mark.slow
def test_export_into_the_backup_folder_or_onto_a_backup_is_refused(cup, tmp_path):
    with open_tournament(cup) as svc:
        backup = svc.backup()
    code, _, err = cli("export", cup, "--pdf", backup)
    assert code == 1 and "backup folder" in err
    code, _, err = cli("export", cup, "--xlsx", backup.parent / "new.xlsx")
    assert code == 1 and "backup folder" in err


@pytest.mark.slow
def test_export_replaces_an_earlier_export_of_its_kind_but_not_another_file(cup, tmp_path):
    xlsx, pdf = tmp_path / "r.xlsx", tmp_path / "r.pdf"
    assert cli("export", cup, "--xlsx", xlsx, "--pdf", pdf)[0] == 0
    assert cli("export", cup, "--xlsx", xlsx, "--pdf", pdf)[0] == 0  # again: fine
    code, _, err = cli("export", cup, "--xlsx", pdf)  # a PDF is not a workbook
    assert code == 1 and "not an Excel export" in err
    mine = tmp_path / "players.xlsx"
    book = Workbook()
    book.active["A1"] = "organiser's own sheet"
    book.save(mine)
    before = mine.read_bytes()
    code, _, err = cli("export", cup, "--xlsx", mine)
    assert code == 1 and mine.read_bytes() == before
    with open_tournament(cup, read_only=True) as svc:
        with pytest.raises(OutputNeedsConfirmation):
            write_xlsx(svc, mine)
        write_xlsx(svc, mine, overwrite=True)  # the GUI asked and the user agreed
        with pytest.raises(OutputRefused, match="itself"):
            write_pdf(svc, cup, overwrite=True)  # never, even when asked
    assert mine.read_bytes()[:2] == b"PK"


@pytest.mark.slow
def test_a_copy_never_targets_the_tournament_or_an_open_file(cup, tmp_path):
    other = seated(tmp_path / "other.mcrt", players=4, sessions=1)
    with open_tournament(cup) as svc, open_tournament(other) as svc2:
        for target in (cup, f"{cup}-wal", f"{cup}-shm"):
            with pytest.raises(OutputRefused, match="itself"):
                svc.backup(target, allow_other=True)
        with pytest.raises(OutputRefused, match="open in this program"):
            svc.backup(other, allow_other=True)
        copy = svc.backup(tmp_path / "copy.mcrt")
        svc.backup(copy)  # an earlier copy may be replaced
        notes = tmp_path / "notes.txt"
        notes.write_text("keep")
        with pytest.raises(OutputRefused, match="another kind"):
            svc.backup(notes, allow_other=True)  # a file of another kind: never
        assert notes.read_text() == "keep"
        assert len(svc2.players()) == 4
    assert _hands(copy) == 1


def test_importing_the_open_tournament_file_as_a_player_list_is_refused(tmp_path):
    path = seated(tmp_path / "t.csv", players=4, sessions=1)  # an unlucky name
    with open_tournament(path) as svc:
        from app.domain.errors import Refused

        with pytest.raises(Refused, match="open tournament file"):
            import_players(svc, path)
        assert len(svc.players()) == 4
