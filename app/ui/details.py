"""Edit > Tournament details…: the tournament's name, place, dates, country, the ranking
body's id and the language of its results (what the ranking file's header block and
the published results show; checked by app.domain.details).

Saving is one undoable change; a refused detail (a date that does not exist, an end
before the start, a country that is not a two-letter code) is shown in the dialog,
which stays open with what was typed. Cancel is the default button: Enter in a field
never saves by accident (the dialog's safe choice).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QWidget,
)

from app.ui.document import Document

if TYPE_CHECKING:  # the window's menus install this
    from app.ui.window import MainWindow

translate = QCoreApplication.translate

# (code, the language's own name): shown in its own language whatever the interface's.
LANGUAGES = (("en", "English"), ("zh_CN", "简体中文"))


class TournamentDetailsDialog(QDialog):
    """The details form; opened with ``open()``, never exec()."""

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tournamentDetails")
        self.document = document
        self.name_edit = QLineEdit(self)
        self.venue_edit = QLineEdit(self)
        self.city_edit = QLineEdit(self)
        self.country_edit = QLineEdit(self)
        self.country_edit.setMaxLength(2)
        self.start_edit = QLineEdit(self)
        self.end_edit = QLineEdit(self)
        self.ranking_edit = QLineEdit(self)
        self.language_combo = QComboBox(self)
        for code, name in LANGUAGES:
            self.language_combo.addItem(name, code)
        # The rules are chosen when the tournament is created (fixed once hands are
        # in): shown here for the header block, not edited.
        self.rules_label = QLabel(self)
        self.rules_label.setObjectName("detailsRules")
        self.rules_label.setWordWrap(True)
        self.error_label = QLabel(self)
        self.error_label.setObjectName("detailsError")
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet("color: #b00020")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        ok.setAutoDefault(False)
        cancel.setDefault(True)
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        self.form = QFormLayout(self)
        self._labels = [QLabel(self) for _ in range(9)]
        fields = (
            self.name_edit,
            self.venue_edit,
            self.city_edit,
            self.country_edit,
            self.start_edit,
            self.end_edit,
            self.ranking_edit,
            self.language_combo,
            self.rules_label,
        )
        for label, field in zip(self._labels, fields, strict=True):
            label.setBuddy(field)
            self.form.addRow(label, field)
        self.form.addRow(self.error_label)
        self.form.addRow(self.buttons)
        self.retranslate()
        self.load()

    def retranslate(self) -> None:
        self.setWindowTitle(translate("Details", "Tournament details"))
        texts = (
            translate("Details", "&Name:"),
            translate("Details", "&Venue:"),
            translate("Details", "C&ity:"),
            translate("Details", "C&ountry:"),
            translate("Details", "&Start date:"),
            translate("Details", "&End date:"),
            translate("Details", "&Ranking-body id:"),
            translate("Details", "Results' &language:"),
            translate("Details", "Rules:"),
        )
        for label, text in zip(self._labels, texts, strict=True):
            label.setText(text)
        self.country_edit.setPlaceholderText(translate("Details", "two letters, e.g. DE"))
        for edit in (self.start_edit, self.end_edit):
            edit.setPlaceholderText(translate("Details", "YYYY-MM-DD"))
        self.ranking_edit.setPlaceholderText(
            translate("Details", "the ranking body's id for this tournament")
        )

    def load(self) -> None:
        """Show the stored details."""
        s = self.document.workspace.service.settings()
        self.name_edit.setText(s.name)
        self.venue_edit.setText(s.venue or "")
        self.city_edit.setText(s.city or "")
        self.country_edit.setText(s.country or "")
        self.start_edit.setText(s.start_date or "")
        self.end_edit.setText(s.end_date or "")
        self.ranking_edit.setText(s.ranking_id or "")
        index = self.language_combo.findData(s.language or "en")
        self.language_combo.setCurrentIndex(max(index, 0))
        self.rules_label.setText(self.document.workspace.service.rules().describe())
        self.error_label.clear()

    @Slot()
    def save(self) -> None:
        """One undoable change; refused: the reason shown here and the dialog kept."""
        service = self.document.workspace.service
        language = self.language_combo.currentData()
        new = dataclasses.replace(
            service.settings(),
            name=self.name_edit.text().strip(),
            venue=self.venue_edit.text().strip() or None,
            city=self.city_edit.text().strip() or None,
            country=self.country_edit.text().strip() or None,
            start_date=self.start_edit.text().strip() or None,
            end_date=self.end_edit.text().strip() or None,
            ranking_id=self.ranking_edit.text().strip() or None,
            language=None if language == "en" else language,
        )
        if new == service.settings():
            self.accept()
            return
        if self.document.run(
            translate("Details", "Change tournament details"),
            lambda: service.update_settings(new),
        ):
            self.accept()
        else:
            self.error_label.setText(self.document.last_error)


def install(window: MainWindow) -> QAction:
    """Edit > Tournament details…, enabled while a tournament is open."""
    action = QAction(window)
    action.setObjectName("detailsAction")
    window.edit_menu.addSeparator()
    window.edit_menu.addAction(action)
    action.triggered.connect(lambda: open_details(window))
    window.documentChanged.connect(lambda: action.setEnabled(window.document is not None))
    action.setEnabled(window.document is not None)
    _name(action)
    return action


def open_details(window: MainWindow) -> TournamentDetailsDialog | None:
    document = window.document
    if document is None:
        return None
    dialog = TournamentDetailsDialog(document, window)
    dialog.open()
    return dialog


def retranslate(window: QMainWindow) -> None:
    action = window.findChild(QAction, "detailsAction")
    if action is not None:
        _name(action)
    for dialog in window.findChildren(TournamentDetailsDialog):
        dialog.retranslate()


def _name(action: QAction) -> None:
    action.setText(translate("Details", "Tournament &details…"))
    action.setStatusTip(
        translate("Details", "Name, place, dates, country and ranking-body id of the tournament")
    )
