"""The reports page's "Ranking file" button: the ranking body's results file
(app/export/ranking.py) as `<tournament>-ranking.xlsx` in the page's folder, with what
the ranking body would miss (players without a member number or a Latin name, details
not set) listed under it. One small sheet: written at once, no background job.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QLineEdit, QPushButton

from app.domain import TournamentError
from app.store.outputs import OutputNeedsConfirmation
from app.ui.document import Document
from app.ui.reports.exporter import outputs

if TYPE_CHECKING:  # the page makes its button here
    from app.ui.reports.view import ReportsView

translate = QCoreApplication.translate


class _Page(Protocol):
    document: Document
    folder_edit: QLineEdit
    result_label: QLabel

    def confirm_replace(self, message: str) -> bool: ...


def ranking_path(page: _Page) -> Path:
    (workbook,) = outputs(page.document.workspace, page.folder_edit.text(), ["xlsx"])
    return workbook.with_name(f"{workbook.stem}-ranking.xlsx")


def write_ranking_file(page: _Page) -> Path | None:
    """Write the file; the result (or why not) goes to the page's result line."""
    from app.export import write_ranking

    out = ranking_path(page)
    service = page.document.workspace.service
    done = translate("Reports", "Written: %1")
    failed = translate("Reports", "Not written: %1")
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        try:
            warnings = write_ranking(service, out)
        except OutputNeedsConfirmation as exc:
            if not page.confirm_replace(str(exc)):
                page.result_label.setText(failed.replace("%1", str(exc)))
                return None
            warnings = write_ranking(service, out, overwrite=True)
    except (TournamentError, OSError, ValueError) as exc:
        page.result_label.setText(failed.replace("%1", str(exc)))
        return None
    page.result_label.setText("\n".join([done.replace("%1", str(out)), *warnings]))
    return out


def ranking_button(page: ReportsView) -> QPushButton:
    button = QPushButton(translate("Reports", "Ranking &file"), page)
    button.setObjectName("rankingFile")
    button.setToolTip(
        translate(
            "Reports",
            "The ranking body's results file (Excel): the tournament's details above "
            "place, names, member numbers, table points and score",
        )
    )
    button.clicked.connect(lambda: write_ranking_file(page))
    return button
