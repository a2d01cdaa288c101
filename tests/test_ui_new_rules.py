"""The New dialog chooses the rule system, its options and the match length, checked by
the rule module; the tournament is created with them or not at all."""

from __future__ import annotations

import pytest


def choose(dialog, name: str) -> None:
    dialog.rules_combo.setCurrentIndex(dialog.rules_combo.findData(name))


@pytest.mark.slow
def test_new_tournament_under_mahjong_online(window, tmp_path):
    dialog = window.ask_new()
    assert dialog.rules_combo.currentData() == "mcr" and not dialog.hands_spin.isEnabled()
    dialog.name_edit.setText("MO Open")
    choose(dialog, "mahjong-online")
    assert dialog.hands_spin.isEnabled()
    dialog.options_edit.setText("min_fan=3")
    dialog.hands_spin.setValue(8)
    dialog.path_edit.setText(str(tmp_path / "mo.mcr"))
    dialog.accept()
    assert window.document is not None
    settings = window.document.workspace.service.settings()
    assert settings.rule_system == "mahjong-online"
    assert settings.rule_options == (("min_fan", "3"),)
    assert settings.hands_per_match == 8


def test_a_bad_option_is_shown_and_nothing_is_created(window, tmp_path):
    dialog = window.ask_new()
    dialog.name_edit.setText("Cup")
    choose(dialog, "international")
    dialog.options_edit.setText("min_fan=17")
    dialog.path_edit.setText(str(tmp_path / "int.mcr"))
    dialog.accept()
    assert window.document is None
    assert "min_fan=17 is not allowed by the International game" in window.last_error()
    assert not (tmp_path / "int.mcr").exists()


def test_mcr_keeps_its_16_hands(window, tmp_path):
    dialog = window.ask_new()
    choose(dialog, "mahjong-online")
    dialog.hands_spin.setValue(8)
    choose(dialog, "mcr")
    assert dialog.hands_spin.value() == 16 and not dialog.hands_spin.isEnabled()
