"""The standings page and the projector show a session's score in halves where the
rule system pays them (MahJong Online), as the exports write it ("+0.5"), instead of
failing on a score that is not a whole number (found by typing the standings: the
session cells formatted every score as an integer)."""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import QSettings, Qt

from app.domain import TournamentSettings
from app.tournament import create_tournament
from app.ui.window import MainWindow


def _titles(model) -> list[str]:
    return [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]


def _session_one(model, role=Qt.ItemDataRole.DisplayRole) -> list[str]:
    """The texts of the column headed S1 (session 1), one a player."""
    column = _titles(model).index("S1")
    return [model.data(model.index(r, column), role) for r in range(model.rowCount())]


def test_a_session_scored_in_halves_is_shown(qtbot, tmp_path) -> None:
    path = tmp_path / "t.mcrt"
    settings = TournamentSettings("T", 1, rule_system="mahjong-online")
    svc = create_tournament(path, settings)
    for name in ("Ann", "Bo", "Cy", "Di"):
        svc.add_player(name)
    svc.seat_sessions(time_limit=1)
    svc.set_totals(1, 1, [Fraction(21, 2), Fraction(-1, 2), 3, -13])
    svc.close()
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    assert window.open_file(str(path))
    page = window.show_page("standings")
    cells = _session_one(page.model)
    assert sorted(cell.split(" ")[-1] for cell in cells) == ["(+10.5)", "(+3)", "(-0.5)", "(-13)"]
    tips = _session_one(page.model, Qt.ItemDataRole.ToolTipRole)
    assert any("score +10.5" in tip for tip in tips), tips
    projector = window.show_projector()
    qtbot.addWidget(projector)
    projector.showNormal()
    projector.resize(1440, 810)  # room for the session's column beside the names
    qtbot.waitUntil(lambda: "S1" in _titles(projector.model))
    assert sorted(_session_one(projector.model)) == sorted(cells)
    window.close_document()
