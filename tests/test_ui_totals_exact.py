"""The table sheet's totals-only form takes exact halves where the rule system pays
them (MahJong Online: "112.5" or "225/2"), shows stored fractional totals (entered at
another station or on the command line) without failing, and keeps MCR whole."""

from __future__ import annotations

from fractions import Fraction

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QValidator

from app.domain import TournamentSettings
from app.tournament import create_tournament
from app.ui.window import MainWindow


def _window(qtbot, tmp_path, rules: str):
    path = tmp_path / "t.mcrt"
    svc = create_tournament(path, TournamentSettings("T", 1, rule_system=rules))
    for name in ("Ann", "Bo", "Cy", "Di"):
        svc.add_player(name)
    svc.seat_sessions(time_limit=1)
    svc.close()
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    assert window.open_file(str(path))
    page = window.show_table(1, 1)
    page.tabs.setCurrentWidget(page.totals_form)
    return window, page.totals_form


def _type(qtbot, spin, text: str) -> None:
    spin.selectAll()
    qtbot.keyClicks(spin, text)


@pytest.fixture
def online(qtbot, tmp_path):
    window, form = _window(qtbot, tmp_path, "mahjong-online")
    yield window, form
    window.close_document()


@pytest.mark.slow
def test_halves_are_typed_summed_and_saved_exactly(qtbot, online) -> None:
    window, form = online
    _type(qtbot, form.spins[0], "112.5")
    _type(qtbot, form.spins[1], "-225/2")
    _type(qtbot, form.spins[2], "10.25")
    assert "Sum +10.25" in form.sum_label.text()
    _type(qtbot, form.spins[3], "-10.25")
    assert form.sum_label.text() == "Sum 0: ready to save."
    qtbot.mouseClick(form.save_button, Qt.MouseButton.LeftButton)
    stored = window.document.workspace.totals(1, 1).totals
    assert stored == (Fraction(225, 2), Fraction(-225, 2), Fraction(41, 4), Fraction(-41, 4))
    window.undo_action.trigger()
    assert form.values() == [0, 0, 0, 0]
    window.redo_action.trigger()
    assert form.values() == list(stored)
    assert form.spins[0].text() == "112.5"


@pytest.mark.slow
def test_stored_fractional_totals_are_shown(qtbot, online) -> None:
    window, form = online
    window.document.run(
        "totals",
        lambda: window.document.workspace.service.set_totals(
            1, 1, [Fraction(1, 2), Fraction(-1, 2), 3, -3]
        ),
    )
    assert [s.text() for s in form.spins] == ["0.5", "-0.5", "3", "-3"]


def test_mcr_totals_stay_whole(qtbot, tmp_path) -> None:
    window, form = _window(qtbot, tmp_path, "mcr")
    _type(qtbot, form.spins[0], "12.5")
    # The point is refused as QSpinBox refuses it (MCR pays 8 + fan): "125" remains.
    assert form.values()[0] == 125 and form.spins[0].text() == "125"
    assert form.spins[0].validate("12.5", 4) == QValidator.State.Invalid
    form.spins[1].setValue(-125)
    assert form.sum_label.text() == "Sum 0: ready to save."
    window.close_document()
