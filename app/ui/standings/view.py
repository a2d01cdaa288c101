"""The standings page: where they stand, per-session columns, teams."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal, Slot
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from app.domain import TeamStandingRow
from app.domain.results import team_standings
from app.domain.scope import LATEST, LIVE, View
from app.domain.teams import size_range
from app.ui.document import Document
from app.ui.lazy import RefreshWhenShown
from app.ui.players.history import PlayerHistory
from app.ui.rows_model import Column, RowsModel
from app.ui.standings.columns import (
    fill_view_choices,
    headline,
    natural_width,
    player_columns,
    standings_table,
)
from app.ui.standings.progress import StandingLine
from app.ui.standings.projector import ProjectorPanel, ProjectorView  # noqa: F401

translate = QCoreApplication.translate

# The side panel (teams, projector) is never narrower than this beside the players.
SIDE_WIDTH = 340


def team_model(parent: QWidget) -> RowsModel[TeamStandingRow]:
    return RowsModel(
        [
            Column(translate("Standings", "Place"), lambda r: r.rank, numeric=True),
            Column(translate("Standings", "Team"), lambda r: r.team),
            Column(translate("Standings", "Members"), lambda r: len(r.members), numeric=True),
            Column(translate("Standings", "Table points"), lambda r: r.table_points, numeric=True),
            Column(translate("Standings", "Score"), lambda r: r.score, numeric=True),
        ],
        parent,
    )


class AfterSessionChoice(QComboBox):
    """After the last complete session (the default), live (everything entered), or
    the standings after session 1, 2, ...

    Signals:
        chosen(object): the view (app.domain.scope: LATEST, LIVE or a session).
    """

    chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.currentIndexChanged.connect(lambda _i: self.chosen.emit(self.currentData()))

    def set_sessions(self, sessions: int) -> None:
        if self.count() == sessions + 2:
            return
        current = self.currentData()
        fill_view_choices(self, sessions, LATEST if current is None else current)


class StandingsView(QWidget):
    """Individual and team standings, refreshed whenever a result changes: a sentence
    saying after which session they stand and what is still being played, one column a
    session, matches still being played marked.

    Signals:
        projectorRequested(): the user asked for the projector view.
    """

    projectorRequested = Signal()

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.after_session: View = LATEST  # which standings (app.domain.scope)
        self._arranged_extent = -1  # the splitter's length when last arranged
        self._titles: list[str] = []
        self._model: RowsModel[StandingLine] = RowsModel([], self)
        self._team_model = team_model(self)
        self.table = standings_table(self, self._model, "standings")
        self.team_table = standings_table(self, self._team_model, "teamStandings")
        self.headline = QLabel(self)
        self.headline.setObjectName("standingsHeadline")
        self.headline.setWordWrap(True)
        self.after_choice = AfterSessionChoice(self)
        self.after_choice.setObjectName("standingsAfter")
        self.after_choice.chosen.connect(self.set_after_session)
        count = QLabel(self.tr("&Count:"), self)
        count.setBuddy(self.after_choice)
        projector = QPushButton(self.tr("&Projector view"), self)
        projector.setObjectName("openProjector")
        projector.setToolTip(self.tr("Show the standings on the projector (F11)"))
        projector.clicked.connect(self.projectorRequested)  # F11: the window's action
        # a player's sessions and charts: double-click or Enter on their line, or this
        self.history_button = QPushButton(self.tr("Player histor&y…"), self)
        self.history_button.setObjectName("openHistory")
        self.history_button.setToolTip(
            self.tr("The chosen player's sessions, with charts of score and place (Enter)")
        )
        self.history_button.clicked.connect(self.open_history)
        self.table.activated.connect(self.open_history)
        top = QHBoxLayout()
        top.addWidget(self.headline, 1)
        top.addWidget(count)
        top.addWidget(self.after_choice)
        top.addWidget(self.history_button)
        top.addWidget(projector)
        splitter = QSplitter(self)
        left = QWidget(self)
        lv = QVBoxLayout(left)
        lv.setContentsMargins(0, 0, 0, 0)
        lv.addWidget(QLabel(self.tr("<b>Players</b> (table points first, then score)")))
        lv.addWidget(self.table)
        # the teams and the projector's controls: beside the players, or below them
        # when the page is too narrow to show every player column and whole names
        # beside them (see arrange)
        self.side = QWidget(self)
        self.side_layout = QBoxLayout(QBoxLayout.Direction.TopToBottom, self.side)
        self.side_layout.setContentsMargins(0, 0, 0, 0)
        teams = QWidget(self.side)
        tv = QVBoxLayout(teams)
        tv.setContentsMargins(0, 0, 0, 0)
        tv.addWidget(QLabel(self.tr("<b>Teams</b>")))
        tv.addWidget(self.team_table, 1)
        # Shown only when the teams differ in size: how they are compared then.
        self.team_note = QLabel(self)
        self.team_note.setObjectName("teamSizeNote")
        self.team_note.setWordWrap(True)
        self.team_note.hide()
        tv.addWidget(self.team_note)
        self.side_layout.addWidget(teams, 1)
        self.projector_panel = ProjectorPanel(document, self.side)
        self.side_layout.addWidget(self.projector_panel)
        self.splitter = splitter
        splitter.setChildrenCollapsible(False)
        splitter.addWidget(left)
        splitter.addWidget(self.side)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([760, 360])
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(splitter)
        # recomputed when shown (or read): with 300 players this takes a tenth of a second,
        # too long to spend on every hand recorded while the page is not in view
        self._refresher = RefreshWhenShown(self, document.changed, self.refresh)
        self.refresh()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.arrange()

    def arrange(self) -> None:
        """The teams and projector beside the players when the page is wide enough for
        every player column, whole names included, and the side panel; below them
        (teams and projector side by side) otherwise, so that no column scrolls off."""
        side = max(self.side.minimumSizeHint().width(), SIDE_WIDTH)
        beside = (
            natural_width(self.table) + self.splitter.handleWidth() + side <= self.splitter.width()
        )
        wanted = Qt.Orientation.Horizontal if beside else Qt.Orientation.Vertical
        extent = self.splitter.width() if beside else self.splitter.height()
        if self.splitter.orientation() == wanted and extent == self._arranged_extent:
            return  # as arranged (and as the user may have dragged it since)
        self._arranged_extent = extent
        self.splitter.setOrientation(wanted)
        self.side_layout.setDirection(
            QBoxLayout.Direction.TopToBottom if beside else QBoxLayout.Direction.LeftToRight
        )
        if beside:
            self.splitter.setSizes([max(extent - side, 0), side])
        else:  # the players keep all the height the side panel can spare
            low = self.side.minimumSizeHint().height()
            self.splitter.setSizes([max(extent - low, 0), low])

    @property
    def model(self) -> RowsModel[StandingLine]:
        """The players' lines, up to date even while the page is hidden."""
        self._refresher.flush()
        return self._model

    @property
    def team_model(self) -> RowsModel[TeamStandingRow]:
        self._refresher.flush()
        return self._team_model

    def shutdown(self) -> None:
        """The tournament is closing: the projector window goes with it."""
        self.projector_panel.shutdown()

    @Slot()
    def open_history(self, _index: object = None) -> PlayerHistory | None:
        """The history of the player on the current line (none chosen: the first)."""
        model = self.model
        if model.rowCount() == 0:
            return None
        index = self.table.currentIndex()
        line = model.row(index.row() if index.isValid() else 0)
        dialog = PlayerHistory(self.document, line.player.number, self)
        dialog.show()
        return dialog

    @Slot(object)
    def set_after_session(self, session: View | None) -> None:
        self.after_session = LIVE if session is None else session
        self.refresh()

    @Slot()
    def refresh(self) -> None:
        ws = self.document.workspace
        self.after_choice.set_sessions(ws.settings().sessions)
        report = ws.standings_report(self.after_session)
        self.report = report
        columns = player_columns(report)
        if [c.title for c in columns] != self._titles:
            self._titles = [c.title for c in columns]
            self._model.set_columns(columns)
        self._model.set_rows(report.lines)
        self.headline.setText(headline(report))
        # the teams from the same lines: one pass over the results, not two
        teams = team_standings(line.row for line in report.lines)
        self._team_model.set_rows(teams)
        sizes = size_range(t.members for t in teams)
        if sizes is not None:
            self.team_note.setText(
                self.tr(
                    "Teams have %1 to %2 players: a team's points and score are the sum of "
                    "its members', so a larger team gains more."
                )
                .replace("%1", str(sizes[0]))
                .replace("%2", str(sizes[1]))
            )
        self.team_note.setVisible(sizes is not None)
        self.arrange()
