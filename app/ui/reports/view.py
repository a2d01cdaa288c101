"""The reports page."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.ui.document import Document
from app.ui.reports.exporter import documents, export
from app.ui.worker import Job


class ReportsView(QWidget):
    """Choose documents and formats, write them with progress and cancel."""

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.job: Job | None = None
        self.documents = QListWidget(self)
        self.documents.setObjectName("documents")
        for key, title in documents().items():
            item = QListWidgetItem(self.tr(title))
            item.setData(Qt.ItemDataRole.UserRole, key)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked)
            self.documents.addItem(item)
        self.xlsx_check = QCheckBox(self.tr("Excel (.xlsx)"), self)
        self.xlsx_check.setChecked(True)
        self.pdf_check = QCheckBox(self.tr("PDF"), self)
        self.pdf_check.setChecked(True)
        self.folder_edit = QLineEdit(str(Path(document.location).parent / "reports"), self)
        self.folder_edit.setObjectName("reportsFolder")
        browse = QPushButton(self.tr("Folder…"), self)
        browse.clicked.connect(self._browse)
        self.write_button = QPushButton(self.tr("&Write reports"), self)
        self.write_button.setObjectName("writeReports")
        self.write_button.clicked.connect(self.write)
        self.cancel_button = QPushButton(self.tr("Cancel"), self)
        self.cancel_button.setEnabled(False)
        self.progress = QProgressBar(self)
        self.progress.setObjectName("reportsProgress")
        self.result_label = QLabel(self)
        self.result_label.setObjectName("reportsResult")
        self.result_label.setWordWrap(True)
        self.result_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        formats = QHBoxLayout()
        formats.addWidget(self.xlsx_check)
        formats.addWidget(self.pdf_check)
        formats.addStretch(1)
        folder = QHBoxLayout()
        folder.addWidget(QLabel(self.tr("Write to:")))
        folder.addWidget(self.folder_edit, 1)
        folder.addWidget(browse)
        actions = QHBoxLayout()
        actions.addWidget(self.write_button)
        actions.addWidget(self.cancel_button)
        actions.addWidget(self.progress, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("<b>Documents</b>")))
        layout.addWidget(self.documents, 1)
        layout.addLayout(formats)
        layout.addLayout(folder)
        layout.addLayout(actions)
        layout.addWidget(self.result_label)

    def chosen(self) -> list[str]:
        return [self.documents.item(i).data(Qt.ItemDataRole.UserRole)
                for i in range(self.documents.count())
                if self.documents.item(i).checkState() == Qt.CheckState.Checked]

    @Slot()
    def _browse(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Reports folder"),
                                                  self.folder_edit.text())
        if folder:
            self.folder_edit.setText(folder)

    @Slot()
    def write(self) -> Job | None:
        kinds = [k for k, c in (("xlsx", self.xlsx_check), ("pdf", self.pdf_check))
                 if c.isChecked()]
        chosen = self.chosen()
        if not kinds or not chosen:
            self.result_label.setText(self.tr("Choose at least one document and one format."))
            return None
        ws = self.document.workspace
        folder = self.folder_edit.text()
        self.job = Job(lambda progress: export(ws, folder, kinds, chosen, progress), self)
        self.job.progress.connect(self._on_progress)
        self.job.succeeded.connect(self._on_done)
        self.job.failed.connect(self._on_failed)
        self.job.cancelled.connect(lambda: self.result_label.setText(self.tr("Cancelled.")))
        self.job.ended.connect(self._on_ended)
        self.cancel_button.clicked.connect(self.job.cancel)
        self.write_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.result_label.setText(self.tr("Writing…"))
        self.job.start()
        return self.job

    @Slot(int, int)
    def _on_progress(self, done: int, total: int) -> None:
        self.progress.setMaximum(max(total, 1))
        self.progress.setValue(done)

    @Slot(object)
    def _on_done(self, paths: object) -> None:
        self.result_label.setText(self.tr("Written: %1").replace(
            "%1", ", ".join(str(p) for p in paths)))

    @Slot(str)
    def _on_failed(self, message: str) -> None:
        self.result_label.setText(self.tr("Not written: %1").replace("%1", message))

    @Slot()
    def _on_ended(self) -> None:
        self.write_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        if self.job is not None:
            self.cancel_button.clicked.disconnect(self.job.cancel)

    def shutdown(self) -> None:
        """Stop a running job (the tournament is being closed)."""
        if self.job is not None and self.job.is_running():
            self.job.stop()
