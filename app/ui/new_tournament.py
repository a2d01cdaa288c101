"""File > New tournament: the dialog that asks for a new tournament's name, sessions,
rule system and file, and the settings it makes (docs/tournament-rules.md)."""

from __future__ import annotations

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from app.domain import TournamentSettings
from app.ui.wording import rule_title

# The file types of the window's open and save dialogs and of this one's Browse.
FILE_FILTER = "Tournaments (*.mcr *.sqlite *.db);;All files (*)"


def rule_systems() -> list[tuple[str, str]]:
    """(registry name, title) of every rule system whose module is there, MCR first."""
    from scoring.rules import rule_systems as registered

    return [(name, rule_title(system.title)) for name, system in registered().items()]


def new_settings(
    name: str, sessions: int, rules: str, options: tuple[str, ...], hands: int
) -> TournamentSettings:
    """The settings of a new tournament; the rule system's module checks ``options``."""
    from app.domain.rulesets import parse_option_pairs

    return TournamentSettings(
        name.strip(),
        sessions,
        rule_system=rules,
        rule_options=parse_option_pairs(options),
        hands_per_match=hands,
    )


class NewTournamentDialog(QDialog):
    """Name, sessions and file of a new tournament; opened with ``open()``, never exec().

    Signals:
        chosen(str, str, int): file path, name and sessions, when accepted.
    """

    chosen = Signal(str, str, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New tournament"))
        self.name_edit = QLineEdit(self)
        self.name_edit.setObjectName("tournamentName")
        self.sessions_spin = QSpinBox(self)
        self.sessions_spin.setRange(1, 50)
        self.sessions_spin.setValue(4)
        self.path_edit = QLineEdit(self)
        self.path_edit.setObjectName("tournamentFile")
        # The rule system is chosen once, here (docs/tournament-rules.md).
        self.rules_combo = QComboBox(self)
        self.rules_combo.setObjectName("rules")
        for name, system in rule_systems():
            self.rules_combo.addItem(system, name)
        self.options_edit = QLineEdit(self)
        self.options_edit.setObjectName("ruleOptions")
        self.options_edit.setPlaceholderText(self.tr("none (defaults), or e.g. min_fan=3, unit=2"))
        self.hands_spin = QSpinBox(self)
        self.hands_spin.setObjectName("hands")
        self.hands_spin.setRange(4, 64)
        self.hands_spin.setSingleStep(4)
        self.hands_spin.setValue(16)
        self.rules_combo.currentIndexChanged.connect(self._rules_changed)
        self._rules_changed()
        self._lay_out()
        self.accepted.connect(
            lambda: self.chosen.emit(
                self.path_edit.text(), self.name_edit.text(), self.sessions_spin.value()
            )
        )

    def _lay_out(self) -> None:
        browse = QPushButton(self.tr("…"), self)
        browse.clicked.connect(self._browse)
        row = QHBoxLayout()
        row.addWidget(self.path_edit)
        row.addWidget(browse)
        form = QFormLayout(self)
        form.addRow(self.tr("Name:"), self.name_edit)
        form.addRow(self.tr("Sessions:"), self.sessions_spin)
        form.addRow(self.tr("Rules:"), self.rules_combo)
        form.addRow(self.tr("Options:"), self.options_edit)
        form.addRow(self.tr("Hands a match:"), self.hands_spin)
        form.addRow(self.tr("File:"), row)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def rules(self) -> tuple[str, tuple[str, ...], int]:
        """The chosen rule system, its options as KEY=VALUE texts and the match length."""
        options = tuple(o.strip() for o in self.options_edit.text().split(",") if o.strip())
        return self._system(), options, self.hands_spin.value()

    def _system(self) -> str:
        """The registry name of the rule system chosen (each item's data, set above)."""
        return str(self.rules_combo.currentData())

    @Slot()
    def _rules_changed(self) -> None:
        from scoring.rules import get_rule_system

        # a system whose seat rotation fixes the match length (MCR: 16 hands) sets it
        fixed = get_rule_system(self._system()).fixed_hands
        if fixed is not None:
            self.hands_spin.setValue(fixed)
        self.hands_spin.setEnabled(fixed is None)

    @Slot()
    def _browse(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Tournament file"), "tournament.mcr", self.tr(FILE_FILTER)
        )
        if path:
            self.path_edit.setText(path)
