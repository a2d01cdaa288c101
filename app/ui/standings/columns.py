"""The standings' columns and the sentence that says where they stand, shared by the
standings page and the projector."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QHeaderView, QTableView, QWidget

from app.ui.rows_model import Column, RowsModel, show_number
from app.ui.standings.progress import SessionCell, StandingLine, StandingsReport

UNFINISHED_MARK = "◔"
UNFINISHED_BG = "#ffe0a3"


translate = QCoreApplication.translate


def session_cell_text(cell: SessionCell | None) -> str:
    """Table points and score of one session, e.g. ``4 (+125)``; a match still being
    played shows its score so far after the mark, e.g. ``◔ (+25)``."""
    if cell is None:
        return ""
    if not cell.finished:
        if not cell.hands_entered:
            return ""
        return f"{UNFINISHED_MARK} ({cell.score:+d})"
    return f"{show_number(cell.table_points)} ({cell.score:+d})"


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
            .replace("%2", f"{cell.score:+d}")
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
        .replace("%2", f"{cell.score:+d}")
    )


def player_columns(
    report: StandingsReport, wide: bool = True, unfinished_bg: str = UNFINISHED_BG
) -> list[Column]:
    """Place, player, (country, team,) one column a session, table points, score."""
    cols = [
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
    for k in report.played():
        cols.append(
            Column(
                translate("Standings", "S%1").replace("%1", str(k)),
                lambda r, k=k: session_cell_text(r.sessions.get(k)),
                numeric=True,
                tooltip=lambda r, k=k: session_cell_tip(r.sessions.get(k)),
                header_tooltip=translate("Standings", "Session %1: table points (score)").replace(
                    "%1", str(k)
                ),
                background=lambda r, k=k: unfinished_bg if _unfinished(r, k) else None,
            )
        )
    cols += [
        Column(translate("Standings", "Table points"), lambda r: r.table_points, numeric=True),
        Column(translate("Standings", "Score"), lambda r: r.score, numeric=True),
    ]
    return cols


def _unfinished(line: StandingLine, session: int) -> bool:
    cell = line.sessions.get(session)
    return cell is not None and not cell.finished and bool(cell.hands_entered)


def headline(report: StandingsReport) -> str:
    """Where the standings stand, in one sentence: after which session, and what is
    still being played."""
    done = report.complete_through
    if report.after_session is not None and done >= report.after_session:
        text = translate("Standings", "Standings after session %1.").replace(
            "%1", str(report.after_session)
        )
    elif done:
        text = translate("Standings", "Standings after session %1.").replace("%1", str(done))
    else:
        text = translate("Standings", "No session finished yet.")
    for p in report.under_way():
        text += " " + (
            translate(
                "Standings",
                "Session %1 under way: %2 of %3 matches finished; unfinished matches marked %4.",
            )
            .replace("%1", str(p.session))
            .replace("%2", str(p.finished))
            .replace("%3", str(p.tables))
            .replace("%4", UNFINISHED_MARK)
        )
    return text


def standings_table(parent: QWidget, model: RowsModel, name: str) -> QTableView:
    """A read-only table of standings; the name column takes the room that is left."""
    view = QTableView(parent)
    view.setObjectName(name)
    view.setModel(model)
    view.verticalHeader().hide()
    view.setTabKeyNavigation(False)
    view.setWordWrap(False)
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setMinimumSectionSize(24)
    model.modelReset.connect(lambda: stretch_names(view))
    stretch_names(view)
    return view


def stretch_names(view: QTableView) -> None:
    """The name column (the second) takes the width that is left; a name longer than
    that is elided, and its tooltip says it in full."""
    if view.model().columnCount() > 1:
        view.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
