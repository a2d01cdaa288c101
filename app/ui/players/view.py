"""The players and teams pages."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QCoreApplication, Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.domain import Player, TournamentError, names
from app.importing import NeedsEncoding
from app.ui.document import Document
from app.ui.players.encoding import EncodingDialog
from app.ui.players.history import PlayerHistory
from app.ui.players.importer import ImportResult, import_players
from app.ui.rows_model import Column, RowsModel
from app.ui.wording import list_separator

translate = QCoreApplication.translate


def _editor(document: Document) -> Callable[[str], Callable[[Player, object], None]]:
    """``edit(field)``: how a cell of ``field`` is edited (one undoable action)."""

    def edit(field: str) -> Callable[[Player, object], None]:
        def apply(row: Player, value: object) -> None:
            if field in ("substitute", "active"):
                value = bool(value)
            else:
                value = str(value).strip() or (None if field != "name" else "")
            changed: dict[str, Any] = {field: value}  # the field edited, known when run
            new = replace(row, **changed)
            document.run(
                translate("Players", "Edit player %1").replace("%1", row.name),
                lambda: document.workspace.service.update_player(new),
            )

        return apply

    return edit


def _sheet_name(p: Player) -> str:
    # a grey first or last name is not registered: the sheets split the name so
    first, last = p.name_parts()
    return (
        translate("Players", "On the results sheet: %1 (first), %2 (last)")
        .replace("%1", first or "—")
        .replace("%2", last or "—")
    )


def _ranking_name(p: Player) -> str:
    # what the ranking file prints: the name in Latin letters, or a warning
    latin = p.latin_parts()
    if latin is None:
        return translate(
            "Players", "No name in Latin letters: type the romanised name for the ranking file"
        )
    return (
        translate("Players", "In the ranking file: %1 (first), %2 (last)")
        .replace("%1", latin[0] or "—")
        .replace("%2", latin[1] or "—")
    )


def players_model(document: Document, parent: QWidget | None = None) -> RowsModel[Player]:
    """Players, editable in place (each edit one undoable action)."""
    edit, sheet_name, ranking_name = _editor(document), _sheet_name, _ranking_name
    return RowsModel(
        [
            Column(translate("Players", "No."), lambda p: p.number, numeric=True),
            Column(translate("Players", "Name"), lambda p: p.name, edit=edit("name")),
            Column(
                translate("Players", "First name"),
                lambda p: p.first_name or "",
                edit=edit("first_name"),
                tooltip=sheet_name,
                hint=lambda p: p.name_parts()[0],
            ),
            Column(
                translate("Players", "Last name"),
                lambda p: p.last_name or "",
                edit=edit("last_name"),
                tooltip=sheet_name,
                hint=lambda p: p.name_parts()[1],
            ),
            Column(
                translate("Players", "Romanised"),
                lambda p: p.romanised or "",
                edit=edit("romanised"),
                tooltip=ranking_name,
            ),
            Column(
                translate("Players", "Name order"),
                lambda p: order_word(p.name_order),
                edit=lambda row, value: edit("name_order")(row, order_code(str(value))),
                tooltip=lambda p: translate(
                    "Players",
                    "family name first or given name first; empty: from the name's script "
                    "and country",
                ),
                hint=lambda p: order_word(names.name_order(p.name, p.country)),
            ),
            Column(
                translate("Players", "Country"), lambda p: p.country or "", edit=edit("country")
            ),
            Column(
                translate("Players", "EMA number"), lambda p: p.ema_id or "", edit=edit("ema_id")
            ),
            Column(translate("Players", "Team"), lambda p: p.team or "", edit=edit("team")),
            Column(
                translate("Players", "Substitute"),
                lambda p: p.substitute,
                check=True,
                edit=edit("substitute"),
            ),
            Column(
                translate("Players", "Active"), lambda p: p.active, check=True, edit=edit("active")
            ),
        ],
        parent,
    )


def _order_words() -> dict[str, str]:
    # Translated when asked: the interface's language may have changed since.
    return {
        "family-first": translate("Players", "family name first"),
        "given-first": translate("Players", "given name first"),
    }


def order_word(code: str | None) -> str:
    """A stored name order ("family-first", "given-first") in the interface's words."""
    return _order_words().get(code or "", code or "")


def order_code(text: str) -> str:
    """What a referee typed in the Name order column: the words shown, or the codes."""
    typed = text.strip()
    for code, word in _order_words().items():
        if typed.casefold() in (word.casefold(), code):
            return code
    return typed  # anything else: the domain refuses it with its message


class PlayersView(QWidget):
    """The player list with an add row, import and removal."""

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.model = players_model(document, self)
        self.table = QTableView(self)
        self.table.setObjectName("players")
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().hide()

        add_row = self._new_player_row()

        self.import_button = QPushButton(self.tr("&Import CSV/XLSX…"), self)
        self.import_button.clicked.connect(self._ask_import)
        self.remove_button = QPushButton(self.tr("Remove selected"), self)
        self.remove_button.clicked.connect(self.remove_selected)
        # the chosen player's sessions and charts (no Alt letter: the page's are taken)
        self.history_button = QPushButton(self.tr("Player history…"), self)
        self.history_button.setObjectName("playerHistoryButton")
        self.history_button.clicked.connect(self.open_history)
        self.count_label = QLabel(self)
        tools = QHBoxLayout()
        tools.addWidget(self.count_label)
        tools.addStretch(1)
        tools.addWidget(self.history_button)
        tools.addWidget(self.import_button)
        tools.addWidget(self.remove_button)

        self.rejected_list = QListWidget(self)
        self.encoding_dialog: EncodingDialog | None = None
        self.rejected_list.setObjectName("rejectedRows")
        self.rejected_list.hide()
        self.rejected_list.setMaximumHeight(110)

        layout = QVBoxLayout(self)
        layout.addLayout(add_row)
        layout.addWidget(self.table)
        layout.addLayout(tools)
        layout.addWidget(self.rejected_list)
        document.watch(self, self.refresh)
        self.refresh()

    def _new_player_row(self) -> QHBoxLayout:
        """The fields of a player to add, and Add (Enter in a name adds too)."""
        self.name_edit = QLineEdit(self)
        self.name_edit.setObjectName("newName")
        self.name_edit.setPlaceholderText(self.tr("Name"))
        self.name_edit.setToolTip(
            self.tr(
                "The name shown everywhere; left empty, it is made from the first and last name"
            )
        )
        self.first_name_edit = QLineEdit(self)
        self.first_name_edit.setObjectName("newFirstName")
        self.first_name_edit.setPlaceholderText(self.tr("First name"))
        self.last_name_edit = QLineEdit(self)
        self.last_name_edit.setObjectName("newLastName")
        self.last_name_edit.setPlaceholderText(self.tr("Last name"))
        for edit in (self.first_name_edit, self.last_name_edit):
            edit.setToolTip(
                self.tr("Optional: which part of the name is which, for the results sheet")
            )
            edit.returnPressed.connect(self.add_player)
        self.country_edit = QLineEdit(self)
        self.country_edit.setPlaceholderText(self.tr("Country"))
        self.team_edit = QLineEdit(self)
        self.team_edit.setPlaceholderText(self.tr("Team"))
        self.ema_edit = QLineEdit(self)
        self.ema_edit.setPlaceholderText(self.tr("EMA number"))
        self.substitute_check = QCheckBox(self.tr("Substitute"), self)
        self.add_button = QPushButton(self.tr("&Add player"), self)
        self.add_button.setObjectName("addPlayer")
        self.add_button.setDefault(True)
        self.name_edit.returnPressed.connect(self.add_player)
        self.add_button.clicked.connect(self.add_player)
        row = QHBoxLayout()
        for w in (
            self.name_edit,
            self.first_name_edit,
            self.last_name_edit,
            self.country_edit,
            self.team_edit,
            self.ema_edit,
            self.substitute_check,
            self.add_button,
        ):
            row.addWidget(w, 2 if w is self.name_edit else 1 if isinstance(w, QLineEdit) else 0)
        return row

    @Slot()
    def refresh(self) -> None:
        players = self.document.workspace.players()
        self.model.set_rows(players)
        subs = sum(1 for p in players if p.substitute)
        self.count_label.setText(
            self.tr("%1 players, %2 substitutes")
            .replace("%1", str(len(players)))
            .replace("%2", str(subs))
        )
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)

    @Slot()
    def add_player(self) -> None:
        name = self.name_edit.text().strip()
        first = self.first_name_edit.text().strip() or None
        last = self.last_name_edit.text().strip() or None
        country = self.country_edit.text().strip() or None
        ema = self.ema_edit.text().strip() or None
        team = self.team_edit.text().strip() or None
        substitute = self.substitute_check.isChecked()
        shown = name or " ".join(x for x in (first, last) if x)
        done = self.document.run(
            self.tr("Add player %1").replace("%1", shown),
            lambda: self.document.workspace.service.add_player(
                name, country, ema, team, substitute, first_name=first, last_name=last
            ),
        )
        if done:
            for edit in (self.name_edit, self.first_name_edit, self.last_name_edit, self.ema_edit):
                edit.clear()
            self.name_edit.setFocus()

    @Slot()
    def remove_selected(self) -> None:
        rows = {i.row() for i in self.table.selectionModel().selectedRows()}
        for r in sorted(rows, reverse=True):
            self._remove(self.model.row(r))

    def _remove(self, player: Player) -> None:
        number = player.number
        self.document.run(
            self.tr("Remove player %1").replace("%1", player.name),
            lambda: self.document.workspace.service.remove_player(number),
        )

    @Slot()
    def open_history(self) -> PlayerHistory | None:
        """The history of the player on the current line (none chosen: the first)."""
        if self.model.rowCount() == 0:
            return None
        index = self.table.currentIndex()
        player = self.model.row(index.row() if index.isValid() else 0)
        dialog = PlayerHistory(self.document, player.number, self)
        dialog.show()
        return dialog

    @Slot()
    def _ask_import(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Import players"),
            "",
            self.tr("Player lists (*.csv *.xlsx);;All files (*)"),
        )
        if path:
            self.import_file(path)

    def import_file(self, path: str, encoding: str | None = None) -> ImportResult:
        """Import players from ``path`` as one undoable action; show rejected rows. A
        CSV that is not UTF-8 opens the encoding choice (``encoding_dialog``, with a
        preview) and is imported once the user picks one: never guessed."""
        existing = {p.name for p in self.document.workspace.players()}
        try:
            result = import_players(path, existing, encoding)
        except NeedsEncoding as exc:
            self.encoding_dialog = EncodingDialog(path, str(exc), self)
            self.encoding_dialog.chosen.connect(lambda chosen: self.import_file(path, chosen))
            self.encoding_dialog.open()
            return ImportResult((), ())
        except (OSError, ValueError, TournamentError) as exc:
            self.document.failed.emit(
                self.tr("Cannot read %1: %2").replace("%1", path).replace("%2", str(exc))
            )
            return ImportResult((), ())
        if result.players:
            self.document.run(
                self.tr("Import %n player(s)", "", len(result.players)),
                lambda: self.document.workspace.add_players(result.players),
            )
        self.rejected_list.clear()
        for r in result.rejected:
            self.rejected_list.addItem(
                self.tr("Row %1 rejected (%2): %3")
                .replace("%1", str(r.row))
                .replace("%2", r.reason)
                .replace("%3", r.text)
            )
        self.rejected_list.setVisible(bool(result.rejected))
        return result


class TeamsView(QWidget):
    """Teams as the players' team fields make them, with their members."""

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        # a team's name and its members' names
        self.model: RowsModel[tuple[str, list[str]]] = RowsModel(
            [
                Column(self.tr("Team"), lambda t: t[0]),
                Column(self.tr("Members"), lambda t: len(t[1]), numeric=True),
                Column(self.tr("Players"), lambda t: list_separator().join(t[1])),
            ],
            self,
        )
        self.table = QTableView(self)
        self.table.setObjectName("teams")
        self.table.setModel(self.model)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setStretchLastSection(True)
        layout = QVBoxLayout(self)
        layout.addWidget(
            QLabel(
                self.tr("A team is the players sharing a team name: edit it on the Players page.")
            )
        )
        layout.addWidget(self.table)
        document.watch(self, self.refresh)
        self.refresh()

    @Slot()
    def refresh(self) -> None:
        teams: dict[str, list[str]] = {}
        for p in self.document.workspace.players():
            if p.team:
                teams.setdefault(p.team, []).append(p.name)
        self.model.set_rows(sorted(teams.items()))
        self.table.resizeColumnsToContents()
