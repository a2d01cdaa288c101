"""The pages of an open tournament, built together: each with its own type (for the
code that uses what is particular to it) and by name (for the navigator, the View
menu and the tests)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Protocol, runtime_checkable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from app.ui.document import Document
from app.ui.grid.view import MatchGrid
from app.ui.hand.entry import HandEntry
from app.ui.players.view import PlayersView, TeamsView
from app.ui.reports.view import ReportsView
from app.ui.seating.view import SeatingView
from app.ui.standings.view import StandingsView
from app.ui.table.sheet import TableSheet

# The navigator's order, and the View menu's (Ctrl+1 to Ctrl+8).
PAGES = ("players", "teams", "seating", "matches", "table", "standings", "reports", "hand")


def page_title(page: str) -> str:
    """The title of ``page`` in the navigator and the View menu, in the language shown.
    The titles are the window's words, so they keep the window's translation context."""
    translate = QCoreApplication.translate
    return {
        "players": translate("MainWindow", "Players"),
        "teams": translate("MainWindow", "Teams"),
        "seating": translate("MainWindow", "Seating"),
        "matches": translate("MainWindow", "Matches"),
        "table": translate("MainWindow", "Table sheet"),
        "standings": translate("MainWindow", "Standings"),
        "reports": translate("MainWindow", "Reports"),
        "hand": translate("MainWindow", "Hand calculator"),
    }[page]


@runtime_checkable
class _Finishing(Protocol):
    """A page with work to finish (a print job) before the tournament closes."""

    def shutdown(self) -> None: ...


class Pages(Mapping[str, QWidget]):
    """Every page of ``document``, wired to each other (the table sheet shown is the
    match selected in the grid); the window wires them to itself."""

    def __init__(self, document: Document) -> None:
        self.players = PlayersView(document)
        self.teams = TeamsView(document)
        self.seating = SeatingView(document)
        self.matches = MatchGrid(document)
        self.table = TableSheet(document)
        self.standings = StandingsView(document)
        self.reports = ReportsView(document)
        self.hand = HandEntry()
        self.table.tableChanged.connect(self.matches.select)
        # the test hooks name the table sheet's widgets: the calculator's are apart
        self.hand.notation_edit.setObjectName("calculatorNotation")
        self.hand.set_rules(document.workspace.service.rules())  # scores as the tournament
        for name, page in self.items():
            page.setObjectName(f"page-{name}")

    def __getitem__(self, name: str) -> QWidget:
        if name not in PAGES:
            raise KeyError(name)
        page: QWidget = getattr(self, name)
        return page

    def __iter__(self) -> Iterator[str]:
        return iter(PAGES)

    def __len__(self) -> int:
        return len(PAGES)

    def shutdown(self) -> None:
        """The tournament is closing (or the pages are built again): a print job or an
        export under way finishes first."""
        for page in self.values():
            if isinstance(page, _Finishing):
                page.shutdown()
