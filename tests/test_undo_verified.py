"""Issue 21, smaller item: undoing a hand on a match this station verified said
"changed at another station". The last hand of a match also moved it to complete;
undoing it on a verified match must say the match is verified and is reopened first,
in the words the sheet uses, and leave everything as it is."""

from __future__ import annotations

import pytest

from app.domain import MatchState, Refused, TournamentSettings
from app.domain.versions import STALE_TEXT, Stale
from app.tournament import create_tournament


@pytest.fixture
def match(tmp_path):
    """One station: a whole match entered (each hand's Change kept), then verified."""
    path = tmp_path / "t.mcr"
    svc = create_tournament(path, TournamentSettings("T", sessions=1))
    for name in ("Ann", "Bo", "Cy", "Di"):
        svc.add_player(name)
    svc.seat_sessions(seed=1, time_limit=1)
    p = svc.table(1, 1).seats
    changes = [svc.record_win(1, 1, h, p[h % 4], p[(h + 1) % 4], fan=8) for h in range(1, 17)]
    svc.set_match_state(1, 1, MatchState.VERIFIED)
    yield path, svc, changes
    svc.close()


@pytest.mark.parametrize("hand", [16, 3])  # the hand that completed the match, and another
def test_undoing_a_hand_of_a_verified_match_says_it_is_verified(match, hand):
    _, svc, changes = match
    with pytest.raises(Refused) as refused:
        svc.undo(changes[hand - 1])
    assert not isinstance(refused.value, Stale)
    assert STALE_TEXT not in str(refused.value) and "another station" not in str(refused.value)
    assert "verified" in str(refused.value) and "reopen" in str(refused.value)
    assert len(svc.hands(1, 1)) == 16
    assert svc.match_status(1)[0].state is MatchState.VERIFIED


@pytest.mark.slow
def test_once_reopened_the_hand_is_undone_cleanly(match):
    _, svc, changes = match
    svc.set_match_state(1, 1, MatchState.COMPLETE)
    svc.undo(changes[-1])
    assert len(svc.hands(1, 1)) == 15
    assert svc.match_status(1)[0].state is MatchState.OPEN


@pytest.mark.slow
def test_the_window_says_reopen_first_in_its_own_words(qtbot, tmp_path):
    """The sheet: 16 hands entered (undoable), the match verified by this station; Undo
    says the match is verified and to reopen it, never "another station"."""
    from PySide6.QtCore import QSettings

    from app.ui.window import MainWindow

    path = tmp_path / "t.mcr"
    with create_tournament(path, TournamentSettings("T", sessions=1)) as svc:
        for name in ("Ann", "Bo", "Cy", "Di"):
            svc.add_player(name)
        svc.seat_sessions(seed=1, time_limit=1)
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    assert window.open_file(str(path), remember=False)
    document = window.document
    svc = document.workspace.service
    p = svc.table(1, 1).seats
    for h in range(1, 17):
        assert document.run(f"hand {h}", lambda h=h: svc.record_win(1, 1, h, p[0], p[1], fan=8))
    svc.set_match_state(1, 1, MatchState.VERIFIED)  # verified here (not on the undo stack)
    window.undo_action.trigger()
    message = window.last_error()
    assert "another station" not in message and "verified" in message and "reopen" in message
    assert len(svc.hands(1, 1)) == 16
    window.close_document()
