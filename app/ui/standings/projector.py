"""The projector: standings for the hall, page by page, with the session clock; and
the panel in the main window that controls it (the hall sees no controls)."""

from __future__ import annotations

import math
from dataclasses import replace

from PySide6.QtCore import Qt, QTimer, Signal, Slot
from PySide6.QtGui import (
    QFont,
    QGuiApplication,
    QKeySequence,
    QResizeEvent,
    QScreen,
    QShortcut,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.domain.progression import Progression
from app.domain.scope import LATEST, LIVE, View
from app.ui.charts import HALL, Line, LineChart
from app.ui.document import Document
from app.ui.fit import screen_scale
from app.ui.lazy import RefreshWhenShown
from app.ui.rows_model import RowsModel
from app.ui.standings.columns import (
    fill_view_choices,
    headline,
    player_columns,
    standings_table,
)
from app.ui.standings.progress import StandingLine, StandingsReport
from app.ui.standings.timer import SessionTimer, format_clock

PAGE_SECONDS = 10
LEADERS = 6  # lines on the projector's chart: more cannot be told apart from afar
HALL_UNFINISHED_BG = "#6b4a00"  # amber dark enough for white text


class ProjectorView(QWidget):
    """Full-screen standings for the hall with the session clock. Long standings are
    shown a page at a time (every row of a page readable from the back of the hall),
    turned automatically or from the control panel. Between sessions (results in,
    nothing being played) a last page charts the leaders' places session by session.
    Esc closes it; Space starts or pauses the clock, PgDown / PgUp turn the page.

    Signals:
        pageChanged(int, int): the page shown (from 0) and the number of pages.
    """

    pageChanged = Signal(int, int)

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Standings — projector"))
        self.setObjectName("projectorWindow")
        self.document = document
        self.after_session: View = LATEST  # which standings (app.domain.scope)
        self.page = 0
        self.chart_between = True  # the leaders' chart page between sessions
        self._chart_forced = False  # the organiser asked for the chart now
        self._progression: Progression | None = None
        self._titles: list[str] = []
        self._report: StandingsReport | None = None
        scale = screen_scale(self)
        self.setStyleSheet("background: #10263b; color: white;")
        family = self.font().family()
        self.title = QLabel(self)
        self.title.setFont(QFont(family, round(26 * scale), QFont.Weight.Bold))
        self.subtitle = QLabel(self)
        self.subtitle.setObjectName("projectorHeadline")
        self.subtitle.setFont(QFont(family, round(14 * scale)))
        self.subtitle.setWordWrap(True)
        self.page_label = QLabel(self)
        self.page_label.setObjectName("projectorPage")
        self.page_label.setFont(QFont(family, round(14 * scale)))
        self.timer = SessionTimer(self, controls=False, point_size=round(40 * scale))
        self.timer.status.setFont(QFont(family, round(14 * scale)))
        self.model: RowsModel[StandingLine] = RowsModel([], self)
        self.table = standings_table(self, self.model, "projectorStandings")
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setFont(QFont(family, round(18 * scale)))
        self.table.setStyleSheet(
            "QTableView { background: #10263b; color: white; gridline-color: #2f4f6f; }"
            "QHeaderView::section { background: #1f4e79; color: white; }"
        )
        # the header's font set on the widget (not in the style sheet), so that the
        # columns are measured with the font they are painted in
        self.table.horizontalHeader().setFont(QFont(family, round(16 * scale)))
        self.table.verticalHeader().setDefaultSectionSize(round(36 * scale))
        self.chart = LineChart(self, replace(HALL, point_size=round(20 * scale)))
        self.chart.setObjectName("projectorChart")
        self.chart.hide()
        heading = QVBoxLayout()
        heading.addWidget(self.title)
        heading.addWidget(self.subtitle)
        heading.addWidget(self.page_label)
        top = QHBoxLayout()
        top.addLayout(heading, 1)
        top.addWidget(self.timer, 0, Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.chart, 1)
        self.pager = QTimer(self)  # turns the pages of long standings
        self.pager.setInterval(PAGE_SECONDS * 1000)
        self.pager.timeout.connect(self.next_page)
        self.pager.start()
        QShortcut(QKeySequence("Esc"), self, self.close)
        QShortcut(QKeySequence("Space"), self, self.timer.toggle)
        QShortcut(QKeySequence("+"), self, lambda: self.timer.extend(300))
        QShortcut(QKeySequence(QKeySequence.StandardKey.MoveToNextPage), self, self.next_page)
        QShortcut(
            QKeySequence(QKeySequence.StandardKey.MoveToPreviousPage), self, self.previous_page
        )
        self._refresher = RefreshWhenShown(self, document.changed, self.refresh)
        self.refresh()

    # -- content ------------------------------------------------------------------
    def set_after_session(self, session: View | None) -> None:
        self.after_session = LIVE if session is None else session
        self.refresh()

    @Slot()
    def refresh(self) -> None:
        ws = self.document.workspace
        self.title.setText(ws.settings().name)
        report = ws.standings_report(self.after_session)
        self._report = report
        self._set_columns()
        self.model.set_rows(report.lines)
        self.subtitle.setText(headline(report))
        self._progression = None  # read again when the chart is next shown
        self._chart_forced = False  # a new result: back to the rule (between sessions)
        self.show_page(self.page)

    def _set_columns(self) -> None:
        """As many of the latest sessions as fit beside a name of 20 characters, then
        country and team if there is still room (the hall reads from afar: nothing is
        squeezed)."""
        report = self._report
        if report is None:
            return
        metrics = self.table.fontMetrics()
        room = max(self.table.viewport().width(), self.width() - 24)
        name = metrics.averageCharWidth() * 22
        fixed = name + metrics.horizontalAdvance("999" + "Table points" + "-1234") + 60
        per_session = metrics.horizontalAdvance("4 (+1234)") + 16
        played = report.played()
        fit = max(0, (room - fixed) // per_session)
        sessions = played[-fit:] if fit else []
        left = room - fixed - len(sessions) * per_session
        wide = len(sessions) == len(played) and left > metrics.averageCharWidth() * 14
        columns = player_columns(report, wide, HALL_UNFINISHED_BG, sessions)
        if [c.title for c in columns] != self._titles:
            self._titles = [c.title for c in columns]
            self.model.set_columns(columns)

    # -- pages --------------------------------------------------------------------
    def rows_per_page(self) -> int:
        row = self.table.verticalHeader().defaultSectionSize()
        room = self.table.viewport().height() if self.isVisible() else 0
        return max(1, room // row) if room > row else max(1, self.model.rowCount())

    def standings_pages(self) -> int:
        return max(1, math.ceil(self.model.rowCount() / self.rows_per_page()))

    def page_count(self) -> int:
        """The standings' pages, and the chart's page between sessions."""
        return self.standings_pages() + (1 if self.chart_included() else 0)

    def between_sessions(self) -> bool:
        """Results are in and nothing is being played: the clock stopped, no counted
        session under way."""
        report = self._report
        if report is None or not report.played() or self.timer.is_running():
            return False
        if report.under_way():
            return False
        # the default view stops before a session in progress: it is still being played
        # (a session the organiser chose to stop after is between sessions as shown)
        later = [p for p in report.scope.not_counted() if not p.complete]
        return not (self.after_session == LATEST and later)

    def chart_included(self) -> bool:
        return self._chart_forced or (self.chart_between and self.between_sessions())

    @Slot()
    def show_chart(self) -> None:
        """The leaders' chart now (its page stays in the turn until the next change)."""
        self._chart_forced = True
        self.show_page(self.standings_pages())

    @Slot(int)
    def show_page(self, page: int) -> None:
        """Show rows of page ``page`` (from 0; wraps around) and hide the others; the
        page after the standings' last is the chart, when it is included."""
        count = self.page_count()
        self.page = page % count
        on_chart = self.page >= self.standings_pages()
        if on_chart:
            self._fill_chart()
        self.table.setVisible(not on_chart)
        self.chart.setVisible(on_chart)
        per = self.rows_per_page()
        first = self.page * per
        for row in range(self.model.rowCount()):
            self.table.setRowHidden(row, not first <= row < first + per)
        self.page_label.setText(
            self.tr("Page %1 of %2").replace("%1", str(self.page + 1)).replace("%2", str(count))
            if count > 1
            else ""
        )
        self.pageChanged.emit(self.page, count)

    def _fill_chart(self) -> None:
        """The leaders' places after each session counted (read once per change)."""
        if self._progression is None:
            self._progression = self.document.workspace.service.progression()
        progression = self._progression
        # the sessions the standings shown count, and no further
        last = self._report.scope.through if self._report is not None else None
        sessions = [k for k in progression.started if last is None or k <= last]
        if not sessions:
            self.chart.set_data(self.tr("The leaders, session by session"), [], [])
            return
        after = progression.after[sessions[-1] - 1]
        leaders = [r.player for r in after[:LEADERS]]
        places = {
            p.number: {pt.session: pt.rank for pt in progression.points(p.number)} for p in leaders
        }
        lines = [
            Line(
                f"{row.rank}. {row.player.name}",
                tuple(places[row.player.number].get(k) for k in sessions),
            )
            for row in after[:LEADERS]
        ]
        worst = max((v for line in lines for v in line.values if v is not None), default=1)
        self.chart.set_data(
            self.tr("The leaders' places, session by session"),
            [self.tr("Session %1").replace("%1", str(k)) for k in sessions],
            lines,
            inverted=True,
            low=1,
            high=max(int(worst), len(lines)),  # places: whole numbers
            legend=True,
        )

    @Slot()
    def next_page(self) -> None:
        self.show_page(self.page + 1)

    @Slot()
    def previous_page(self) -> None:
        self.show_page(self.page - 1)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._set_columns()  # a new width: maybe more or fewer sessions
        self.show_page(self.page)  # a new height, a new number of rows a page

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        QTimer.singleShot(0, lambda: self.show_page(self.page))

    # -- placing ------------------------------------------------------------------
    def show_on(self, screen: QScreen | None, full_screen: bool = True) -> None:
        """Show the projector full screen on ``screen`` (the primary screen if None)."""
        screen = screen or QGuiApplication.primaryScreen()
        if full_screen and self.isFullScreen():
            self.showNormal()
        self.setScreen(screen)
        self.move(screen.geometry().topLeft())
        if full_screen:
            self.showFullScreen()
        else:
            self.show()


def screen_label(number: int, screen: QScreen) -> str:
    """``2: HDMI-1 — 1920×1080``: the number, the name the system gives, the size."""
    size = screen.geometry().size()
    name = screen.name() or screen.model()
    return f"{number}: " + (f"{name} — " if name else "") + f"{size.width()}×{size.height()}"


class ProjectorControls(QWidget):
    """The organiser's side of the projector, in the main window: which screen, the
    clock (set, start, pause, extend), which standings and their pages.

    Signals:
        showRequested(): the projector should be shown on the chosen screen.
    """

    showRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.projector: ProjectorView | None = None
        self.screen_combo = QComboBox(self)
        self.screen_combo.setObjectName("projectorScreen")
        self.show_button = QPushButton(self.tr("&Show on this screen"), self)
        self.show_button.setObjectName("projectorShow")
        self.show_button.clicked.connect(self.showRequested)
        self.hide_button = QPushButton(self.tr("Hi&de"), self)
        self.hide_button.setObjectName("projectorHide")
        self.hide_button.clicked.connect(self.hide_projector)
        self.clock_label = QLabel(self)
        self.clock_label.setObjectName("projectorClock")
        font = self.clock_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self.clock_label.setFont(font)
        self.minutes_spin = QSpinBox(self)
        self.minutes_spin.setObjectName("clockMinutes")
        self.minutes_spin.setRange(1, 600)
        self.minutes_spin.setValue(115)
        self.minutes_spin.setSuffix(self.tr(" min"))
        self.set_button = QPushButton(self.tr("Set cloc&k"), self)
        self.set_button.setObjectName("clockSet")
        self.set_button.clicked.connect(self.set_clock)
        self.start_button = QPushButton(self.tr("S&tart"), self)
        self.start_button.setObjectName("clockStart")
        self.start_button.clicked.connect(self.toggle_clock)
        self.extend_button = QPushButton(self.tr("+5 min"), self)
        self.extend_button.setObjectName("clockExtend")
        self.extend_button.clicked.connect(self.extend_clock)
        self.after_combo = QComboBox(self)
        self.after_combo.setObjectName("projectorAfter")
        self.after_combo.currentIndexChanged.connect(self._after_chosen)
        self.previous_button = QPushButton(self.tr("◀ Page"), self)
        self.previous_button.setObjectName("projectorPrevious")
        self.previous_button.clicked.connect(
            lambda: self.projector and self.projector.previous_page()
        )
        self.next_button = QPushButton(self.tr("Page ▶"), self)
        self.next_button.setObjectName("projectorNext")
        self.next_button.clicked.connect(lambda: self.projector and self.projector.next_page())
        self.page_label = QLabel(self)
        self.page_label.setObjectName("projectorPageShown")
        self.auto_check = QCheckBox(self.tr("Turn pages every"), self)
        self.auto_check.setObjectName("projectorAuto")
        self.auto_check.setChecked(True)
        self.auto_check.toggled.connect(self._pager_changed)
        self.seconds_spin = QSpinBox(self)
        self.seconds_spin.setObjectName("projectorSeconds")
        self.seconds_spin.setRange(3, 120)
        self.seconds_spin.setValue(PAGE_SECONDS)
        self.seconds_spin.setSuffix(self.tr(" s"))
        self.seconds_spin.valueChanged.connect(self._pager_changed)
        self.chart_check = QCheckBox(self.tr("Leaders' chart between sessions"), self)
        self.chart_check.setObjectName("projectorChartBetween")
        self.chart_check.setToolTip(
            self.tr("With every result in and the clock stopped, a last page charts the leaders")
        )
        self.chart_check.setChecked(True)
        self.chart_check.toggled.connect(self._chart_rule_changed)
        self.chart_button = QPushButton(self.tr("Chart n&ow"), self)
        self.chart_button.setObjectName("projectorChartNow")
        self.chart_button.clicked.connect(lambda: self.projector and self.projector.show_chart())

        self._lay_out()
        self.fill_screens()
        self.set_projector(None)
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication):  # always, with a window to show this in
            app.screenAdded.connect(self._screens_changed)  # a projector plugged in
            app.screenRemoved.connect(self._screens_changed)

    def _lay_out(self) -> None:
        screen_row = QHBoxLayout()
        screen_row.addWidget(self.screen_combo, 1)
        clock_row = QHBoxLayout()
        clock_row.addWidget(self.minutes_spin)
        clock_row.addWidget(self.set_button)
        clock_buttons = QHBoxLayout()
        clock_buttons.addWidget(self.start_button)
        clock_buttons.addWidget(self.extend_button)
        show_row = QHBoxLayout()
        show_row.addWidget(self.show_button)
        show_row.addWidget(self.hide_button)
        page_row = QHBoxLayout()
        page_row.addWidget(self.previous_button)
        page_row.addWidget(self.page_label, 1, Qt.AlignmentFlag.AlignCenter)
        page_row.addWidget(self.next_button)
        auto_row = QHBoxLayout()
        auto_row.addWidget(self.auto_check)
        auto_row.addWidget(self.seconds_spin)
        auto_row.addStretch(1)
        form = QFormLayout(self)
        form.addRow(self.tr("Screen:"), screen_row)
        form.addRow(show_row)
        form.addRow(self.tr("Clock:"), self.clock_label)
        form.addRow(self.tr("Session length:"), clock_row)
        form.addRow(clock_buttons)
        form.addRow(self.tr("Standings:"), self.after_combo)
        form.addRow(page_row)
        form.addRow(auto_row)
        chart_row = QHBoxLayout()
        chart_row.addWidget(self.chart_check, 1)
        chart_row.addWidget(self.chart_button)
        form.addRow(chart_row)

    @Slot(QScreen)
    def _screens_changed(self, _screen: QScreen) -> None:
        self.fill_screens()

    # -- wiring -------------------------------------------------------------------
    def fill_screens(self) -> None:
        chosen = self.screen_combo.currentText()
        self.screen_combo.clear()
        screens = QGuiApplication.screens()
        for number, screen in enumerate(screens, start=1):
            self.screen_combo.addItem(screen_label(number, screen), screen.name())
        # a second screen is usually the projector: offer it first
        index = self.screen_combo.findText(chosen)
        if index < 0:
            index = 1 if len(screens) > 1 else 0
        self.screen_combo.setCurrentIndex(index)

    def chosen_screen(self) -> QScreen | None:
        screens = QGuiApplication.screens()
        index = self.screen_combo.currentIndex()
        return screens[index] if 0 <= index < len(screens) else None

    def set_projector(self, projector: ProjectorView | None) -> None:
        self.projector = projector
        for w in (
            self.start_button,
            self.extend_button,
            self.previous_button,
            self.next_button,
            self.hide_button,
            self.chart_button,
        ):
            w.setEnabled(projector is not None)
        if projector is None:
            self.clock_label.setText("–")
            self.page_label.setText("")
            return
        projector.timer.changed.connect(self._clock_changed)
        projector.pageChanged.connect(self._page_changed)
        sessions = projector.document.workspace.settings().sessions
        fill_view_choices(self.after_combo, sessions, projector.after_session)
        self._clock_changed()
        self._pager_changed()
        projector.chart_between = self.chart_check.isChecked()
        projector.show_page(projector.page)

    def _clock(self) -> SessionTimer | None:
        return self.projector.timer if self.projector is not None else None

    # -- slots --------------------------------------------------------------------
    @Slot()
    def set_clock(self) -> None:
        clock = self._clock()
        if clock is not None:
            clock.set_remaining(self.minutes_spin.value() * 60)

    @Slot()
    def toggle_clock(self) -> None:
        clock = self._clock()
        if clock is not None:
            clock.toggle()

    @Slot()
    def extend_clock(self) -> None:
        """+5 min: five more minutes on the clock."""
        clock = self._clock()
        if clock is not None:
            clock.extend(300)

    @Slot()
    def hide_projector(self) -> None:
        if self.projector is not None:
            self.projector.hide()

    @Slot()
    def _clock_changed(self) -> None:
        clock = self._clock()
        if clock is None:
            return
        self.clock_label.setText(format_clock(clock.remaining()))
        self.start_button.setText(self.tr("Pa&use") if clock.is_running() else self.tr("S&tart"))

    @Slot(int, int)
    def _page_changed(self, page: int, count: int) -> None:
        self.page_label.setText(
            self.tr("page %1 of %2").replace("%1", str(page + 1)).replace("%2", str(count))
        )

    @Slot()
    def _pager_changed(self) -> None:
        if self.projector is None:
            return
        pager = self.projector.pager
        pager.setInterval(self.seconds_spin.value() * 1000)
        if self.auto_check.isChecked():
            pager.start()
        else:
            pager.stop()

    @Slot(bool)
    def _chart_rule_changed(self, on: bool) -> None:
        if self.projector is not None:
            self.projector.chart_between = on
            self.projector.show_page(self.projector.page)

    @Slot(int)
    def _after_chosen(self, _index: int) -> None:
        if self.projector is not None:
            self.projector.set_after_session(self.after_combo.currentData())


class ProjectorPanel(QGroupBox):
    """The projector's controls on the standings page of the main window (they take
    none of the room the other pages need); it owns the projector window."""

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Projector"), parent)
        self.setObjectName("projectorPanel")
        self.document = document
        self.controls = ProjectorControls(self)
        self.controls.showRequested.connect(self.show_projector)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.controls)
        self.projector: ProjectorView | None = None

    @Slot()
    def show_projector(self) -> ProjectorView:
        """The projector on the chosen screen (made on first use)."""
        if self.projector is None:
            self.projector = ProjectorView(self.document)
            self.controls.set_projector(self.projector)
        self.controls.fill_screens()
        self.projector.show_on(self.controls.chosen_screen())
        return self.projector

    def shutdown(self) -> None:
        if self.projector is not None:
            self.projector.pager.stop()
            self.projector.close()
            self.projector.deleteLater()
            self.projector = None
            self.controls.set_projector(None)
