"""Print what a table needs from where the referee is: this match's blank score sheet
or its result sheet, as a PDF written off the GUI thread and opened in the system's
PDF viewer (which prints it).

`MatchPrintButton(document, current)` is a small tool button for the table sheet;
`current()` gives the (session, table) on show. Files go to the reports folder
(beside the tournament file), named like `open-session-2-table-5-results.pdf`.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QUrl, Signal, Slot
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QMenu, QToolButton, QWidget

from app.ui.document import Document
from app.ui.noop import QT_TRANSLATE_NOOP
from app.ui.reports.exporter import export, reports_folder
from app.ui.worker import Job

# Menu entry -> the PDF document it prints.
CHOICES = (
    ("scoresheets", QT_TRANSLATE_NOOP("MatchPrintButton", "Blank score sheet")),
    ("results", QT_TRANSLATE_NOOP("MatchPrintButton", "Result sheet")),
)


class MatchPrintButton(QToolButton):
    """A "Print" button with one entry a document of this match.

    Signals:
        written(object): the Path of the PDF written (then opened by `opener`).
        failed(str): why nothing was written.
    """

    written = Signal(object)
    failed = Signal(str)

    def __init__(
        self,
        document: Document,
        current: Callable[[], tuple[int, int]],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.document = document
        self.current = current
        self.job: Job | None = None
        # Opens the written PDF; a test puts a recorder here instead of a viewer.
        self.opener: Callable[[Path], object] = lambda path: QDesktopServices.openUrl(
            QUrl.fromLocalFile(str(path))
        )
        self.setObjectName("printMatch")
        self.setText(self.tr("Pr&int"))
        self.setToolTip(self.tr("Print this match's score sheet or result sheet"))
        self.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = QMenu(self)
        for key, title in CHOICES:
            action = menu.addAction(self.tr(title))
            action.setObjectName(f"print-{key}")
            action.triggered.connect(lambda _=False, key=key: self.print_document(key))
        self.setMenu(menu)

    @Slot(str)
    def print_document(self, key: str) -> Job:
        """Write this match's `key` document (scoresheets or results) and open it."""
        session, table = self.current()
        workspace = self.document.workspace
        folder = reports_folder(workspace.location)

        def work(progress: Callable[[int, int], bool]) -> Path:
            (written,) = export(
                workspace, folder, ["pdf"], [key], progress, session, table, own_process=True
            )
            final = written.with_name(f"{written.stem}-{key}.pdf")
            written.replace(final)
            return final

        self.setEnabled(False)
        self.job = Job(work, self)
        self.job.succeeded.connect(self._on_written)
        self.job.failed.connect(self.failed)
        self.job.ended.connect(lambda: self.setEnabled(True))
        self.job.start()
        return self.job

    @Slot(object)
    def _on_written(self, path: object) -> None:
        self.written.emit(path)
        self.opener(Path(str(path)))

    def shutdown(self) -> None:
        if self.job is not None and self.job.is_running():
            self.job.stop()
