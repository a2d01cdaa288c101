"""The standings' columns and the sentence that says where they stand, shared by the
standings page and the projector."""

from __future__ import annotations

from typing import Any, cast

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import QComboBox, QHeaderView, QTableView, QWidget

from app.domain.model import Points
from app.domain.progress import UNFINISHED_MARK
from app.domain.scope import LATEST, LIVE, View
from app.ui.rows_model import Column, RowsModel, show_number
from app.ui.standings.progress import SessionCell, StandingLine, StandingsReport
from app.ui.wording import sentences

__all__ = ["UNFINISHED_MARK"]  # the mark is the domain's, shared with the reports
UNFINISHED_BG = "#ffe0a3"


translate = QCoreApplication.translate


def signed(score: Points) -> str:
    """A score with its sign, exact: +125, -13, +0, and +10.5 where halves are paid."""
    return ("+" if score >= 0 else "") + show_number(score)


def session_cell_text(cell: SessionCell | None) -> str:
    """Table points and score of one session, e.g. ``4 (+125)``; a match still being
    played shows its score so far after the mark, e.g. ``◔ (+25)``."""
    if cell is None:
        return ""
    if not cell.finished:
        if not cell.hands_entered:
            return ""
        return f"{UNFINISHED_MARK} ({signed(cell.score)})"
    return f"{show_number(cell.table_points)} ({signed(cell.score)})"


def session_cell_tip(cell: SessionCell | None) -> str | None:
    if cell is None:
        return None
    where = (
        translate("Standings", "Session %1, table %2")
        .replace("%1", str(cell.session))
        .replace("%2", str(cell.table))
    )
    if cell.finished:
        return (
            where
            + ": "
            + translate("Standings", "%1 table points, score %2")
            .replace("%1", show_number(cell.table_points))
            .replace("%2", signed(cell.score))
        )
    if not cell.hands_entered:
        return where + ": " + translate("Standings", "not started")
    return (
        where
        + ": "
        + translate(
            "Standings",
            "still being played, %1 of 16 hands entered; score so far %2, "
            "table points when it is finished",
        )
        .replace("%1", str(cell.hands_entered))
        .replace("%2", signed(cell.score))
    )


def player_columns(
    report: StandingsReport,
    wide: bool = True,
    unfinished_bg: str = UNFINISHED_BG,
    sessions: list[int] | None = None,
) -> list[Column[StandingLine]]:
    """Place, player, (country, team,) one column a session played (or the ``sessions``
    given), table points, score."""
    cols: list[Column[StandingLine]] = [
        Column(translate("Standings", "Place"), lambda r: r.rank, numeric=True),
        Column(
            translate("Standings", "Player"),
            lambda r: r.player.name,
            tooltip=lambda r: r.player.name,
        ),
    ]
    if wide:
        cols += [
            Column(translate("Standings", "Country"), lambda r: r.player.country or ""),
            Column(translate("Standings", "Team"), lambda r: r.player.team or ""),
        ]
    for k in report.played() if sessions is None else sessions:
        cols.append(_session_column(k, unfinished_bg))
    cols += [
        Column(translate("Standings", "Table points"), lambda r: r.table_points, numeric=True),
        Column(translate("Standings", "Score"), lambda r: r.score, numeric=True),
    ]
    return cols


def _session_column(k: int, unfinished_bg: str) -> Column[StandingLine]:
    """Session ``k``'s table points and score (a match still played: shaded)."""
    return Column(
        translate("Standings", "S%1").replace("%1", str(k)),
        lambda r: session_cell_text(r.sessions.get(k)),
        numeric=True,
        tooltip=lambda r: session_cell_tip(r.sessions.get(k)),
        header_tooltip=translate("Standings", "Session %1: table points (score)").replace(
            "%1", str(k)
        ),
        background=lambda r: unfinished_bg if _unfinished(r, k) else None,
    )


def _unfinished(line: StandingLine, session: int) -> bool:
    cell = line.sessions.get(session)
    return cell is not None and not cell.finished and bool(cell.hands_entered)


def headline(report: StandingsReport) -> str:
    """What the standings count, in one sentence: after which session (every match of
    sessions 1..K finished), or live, naming the sessions in progress. The parts come
    from app.domain.scope, as the reports' sentence does."""
    scope = report.scope
    if not scope.live:
        if not scope.through:
            return translate("Standings", "No session finished yet.")
        parts = [
            translate("Standings", "Standings after session %1 of %2.")
            .replace("%1", str(scope.through))
            .replace("%2", str(scope.sessions))
        ]
        for p in scope.not_counted():
            if p.complete:  # a finished later session left out by choice: no news
                continue
            parts.append(
                translate(
                    "Standings",
                    "Session %1 under way (%2 of %3 tables finished), not counted yet.",
                )
                .replace("%1", str(p.session))
                .replace("%2", str(p.finished))
                .replace("%3", str(p.tables))
            )
        return sentences(parts)
    going = [
        translate("Standings", "session %1 in progress (%2 of %3 tables finished)")
        .replace("%1", str(p.session))
        .replace("%2", str(p.finished))
        .replace("%3", str(p.tables))
        for p in scope.in_progress()
    ] + [
        translate("Standings", "session %1 not started").replace("%1", str(k))
        for k in scope.not_started()
    ]
    joined = translate("Standings", ", ").join(going)
    if scope.not_counted():
        parts = [
            translate("Standings", "Live, sessions 1 to %1: including %2.")
            .replace("%1", str(scope.through))
            .replace("%2", joined)
        ]
    else:
        parts = [translate("Standings", "Live: including %1.").replace("%1", joined)]
    if scope.in_progress():
        parts.append(
            translate("Standings", "Unfinished matches marked %1.").replace("%1", UNFINISHED_MARK)
        )
    return sentences(parts)


def fill_view_choices(combo: QComboBox, sessions: int, current: View) -> None:
    """Which standings to show: after the last complete session (the default), live
    (everything entered), or after session 1, 2, ... (app.domain.scope)."""
    combo.blockSignals(True)
    combo.clear()
    combo.addItem(translate("Standings", "After the last complete session"), LATEST)
    combo.addItem(translate("Standings", "Live: everything entered"), LIVE)
    for k in range(1, sessions + 1):
        combo.addItem(translate("Standings", "After session %1").replace("%1", str(k)), k)
    combo.setCurrentIndex(max(0, combo.findData(current)))
    combo.blockSignals(False)


def standings_table(parent: QWidget, model: RowsModel[Any], name: str) -> QTableView:
    """A read-only table of standings; the name column takes the room that is left."""
    view = QTableView(parent)
    view.setObjectName(name)
    view.setModel(model)
    view.verticalHeader().hide()
    view.setTabKeyNavigation(False)
    view.setWordWrap(False)
    header = view.horizontalHeader()
    header.setMinimumSectionSize(24)
    NameColumn(view)
    model.modelReset.connect(lambda: size_columns(view))
    size_columns(view)
    return view


def _model(view: QTableView) -> RowsModel:
    """The rows of ``view``: Qt gives the base model type back, but every standings
    table is made by :func:`standings_table` over a :class:`RowsModel`."""
    return cast(RowsModel, view.model())


def size_columns(view: QTableView) -> None:
    """Each column as wide as its widest text; the name column (the second) takes the
    width that is left, a longer name elided (its tooltip says it in full).

    Measured here from the texts rather than by Qt's ResizeToContents, which asks the
    delegate of every cell and takes half a second for 300 players."""
    model, header = _model(view), view.horizontalHeader()
    metrics = view.fontMetrics()
    head_metrics = header.fontMetrics()
    pad = _padding(view)
    for c in range(model.columnCount()):
        if c == 1:  # the name: the room left, see NameColumn
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.Interactive)
            continue
        title = str(model.headerData(c, Qt.Orientation.Horizontal) or "")
        widest = max(head_metrics.horizontalAdvance(line) for line in title.split("\n"))
        # the longest few texts are the widest (digits are all one width)
        longest = sorted(model.texts(c), key=len)[-8:]
        if longest:
            widest = max(widest, max(metrics.horizontalAdvance(t) for t in longest))
        header.setSectionResizeMode(c, QHeaderView.ResizeMode.Interactive)
        header.resizeSection(c, widest + pad)
    fit = view.findChild(NameColumn)
    if fit is not None:
        fit.fit()


def _padding(view: QTableView) -> int:
    """Room around a cell's text."""
    return 2 * view.style().pixelMetric(view.style().PixelMetric.PM_FocusFrameHMargin) + 12


def natural_width(view: QTableView) -> int:
    """The width the table needs to show every column and every whole name (the second
    column) without scrolling sideways."""
    model, header = _model(view), view.horizontalHeader()
    if header.count() < 2:
        return 0
    others = sum(header.sectionSize(c) for c in range(header.count()) if c != 1)
    metrics = view.fontMetrics()
    names = [metrics.horizontalAdvance(t) for t in model.texts(1)]
    name = max(names, default=0) + _padding(view)
    frame = 2 * view.frameWidth() + view.verticalScrollBar().sizeHint().width()
    return others + name + frame


# A name column is never narrower than this many average characters: in a narrow
# window (or with many sessions) the table scrolls sideways instead of hiding names.
NAME_FLOOR_CHARS = 14


class NameColumn(QObject):
    """The name column (the second) takes the width the other columns leave, but
    never less than :data:`NAME_FLOOR_CHARS` characters (Qt's Stretch would squeeze
    it to nothing)."""

    def __init__(self, view: QTableView) -> None:
        super().__init__(view)
        self.view = view
        view.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.fit()
        return False

    def fit(self) -> None:
        view, header = self.view, self.view.horizontalHeader()
        if header.count() < 2:
            return
        others = sum(header.sectionSize(c) for c in range(header.count()) if c != 1)
        floor = view.fontMetrics().averageCharWidth() * NAME_FLOOR_CHARS
        width = max(floor, view.viewport().width() - others)
        if header.sectionSize(1) != width:
            header.resizeSection(1, width)
