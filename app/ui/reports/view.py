"""The reports page."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QTimer, Slot
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.domain import TournamentError
from app.export import background
from app.export.html.folder import SiteHasOtherFiles, check_site
from app.store.outputs import OutputNeedsConfirmation, check_output
from app.ui.document import Document
from app.ui.language import LANGUAGES, interface_language
from app.ui.noop import QT_TRANSLATE_NOOP
from app.ui.reports.exporter import documents, export, full_set, outputs, reports_folder
from app.ui.reports.ranking import ranking_button
from app.ui.reports.site_question import ask_write_beside
from app.ui.worker import Job

# The export's document titles, shown through tr(): listed here so lupdate finds them.
DOCUMENT_TITLES = (
    QT_TRANSLATE_NOOP("ReportsView", "Standings"),
    QT_TRANSLATE_NOOP("ReportsView", "Seating plan"),
    QT_TRANSLATE_NOOP("ReportsView", "Player cards"),
    QT_TRANSLATE_NOOP("ReportsView", "Score sheets"),
    QT_TRANSLATE_NOOP("ReportsView", "Match results"),
    QT_TRANSLATE_NOOP("ReportsView", "Scored hands"),
)

# What a session needs, printed when it is needed: its seating on the wall, blank
# score sheets on the tables, the result sheets once played.
SESSION_PACK = ("seating", "scoresheets", "results")


class ReportsView(QWidget):
    """Choose documents and formats, write them with progress and cancel. A session
    (and a table) narrows the PDF to what that session needs; the website is the whole
    tournament as static pages."""

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.job: Job | None = None
        # the exports' worker process, started while the organiser looks at the page
        QTimer.singleShot(0, background.warm_up)
        self._build_documents()
        pack, browse = self._build_controls()
        self._lay_out(pack, browse)

    def _build_documents(self) -> None:
        """The documents to choose, the full set ticked."""
        self.documents = QListWidget(self)
        self.documents.setObjectName("documents")
        for key, title in documents().items():
            item = QListWidgetItem(self.tr(title))
            item.setData(Qt.ItemDataRole.UserRole, key)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            # The full set by default; scored hands (a page each) are asked for one by one.
            full = key in full_set()
            item.setCheckState(Qt.CheckState.Checked if full else Qt.CheckState.Unchecked)
            self.documents.addItem(item)

    def _build_controls(self) -> tuple[QPushButton, QPushButton]:
        """The formats, the session and table, the language, the folder and the
        buttons; returns the session-pack and folder buttons for the layout."""
        self.xlsx_check = QCheckBox(self.tr("Excel (.xlsx)"), self)
        self.xlsx_check.setChecked(True)
        self.pdf_check = QCheckBox(self.tr("PDF"), self)
        self.pdf_check.setChecked(True)
        self.html_check = QCheckBox(self.tr("Website (a folder of pages)"), self)
        self.html_check.setObjectName("website")
        self.html_check.setToolTip(
            self.tr(
                "Standings, seating, every match and a page per player; opens "
                "offline in any browser, or copy the folder to a web host."
            )
        )
        self.session_combo = QComboBox(self)
        self.session_combo.setObjectName("reportsSession")
        self._fill_sessions()
        self.table_spin = QSpinBox(self)
        self.table_spin.setObjectName("reportsTable")
        self.table_spin.setRange(0, 999)
        self.table_spin.setSpecialValueText(self.tr("All tables"))
        self.table_spin.setPrefix(self.tr("Table "))
        pack = QPushButton(self.tr("Session &pack"), self)
        pack.setObjectName("sessionPack")
        pack.setToolTip(self.tr("Seating, blank score sheets and results of the session"))
        pack.clicked.connect(self.choose_session_pack)
        # The language the reports are written in: the tournament's, else the interface's.
        self.language_combo = QComboBox(self)
        self.language_combo.setObjectName("reportsLanguage")
        for code, label in LANGUAGES:
            self.language_combo.addItem(label, code)
        self.choose_language(self._default_language())
        self.folder_edit = QLineEdit(str(reports_folder(self.document.location)), self)
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

        return pack, browse

    def _lay_out(self, pack: QPushButton, browse: QPushButton) -> None:
        formats = QHBoxLayout()
        formats.addWidget(self.xlsx_check)
        formats.addWidget(self.pdf_check)
        formats.addWidget(self.html_check)
        formats.addStretch(1)
        formats.addWidget(QLabel(self.tr("Results in:")))
        formats.addWidget(self.language_combo)
        narrow = QHBoxLayout()
        narrow.addWidget(QLabel(self.tr("PDF for:")))
        narrow.addWidget(self.session_combo)
        narrow.addWidget(self.table_spin)
        narrow.addWidget(pack)
        narrow.addStretch(1)
        folder = QHBoxLayout()
        folder.addWidget(QLabel(self.tr("Write to:")))
        folder.addWidget(self.folder_edit, 1)
        folder.addWidget(browse)
        self.ranking_button = ranking_button(self)  # the ranking body's file
        actions = QHBoxLayout()
        actions.addWidget(self.write_button)
        actions.addWidget(self.cancel_button)
        actions.addWidget(self.ranking_button)
        actions.addWidget(self.progress, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("<b>Documents</b>")))
        layout.addWidget(self.documents, 1)
        layout.addLayout(narrow)
        layout.addLayout(formats)
        layout.addLayout(folder)
        layout.addLayout(actions)
        layout.addWidget(self.result_label)

    def _default_language(self) -> str:
        stored = self.document.workspace.service.settings().language
        return stored or interface_language()

    def choose_language(self, code: str) -> None:
        index = self.language_combo.findData(code)
        self.language_combo.setCurrentIndex(max(index, 0))

    def language(self) -> str:
        return str(self.language_combo.currentData())

    def chosen(self) -> list[str]:
        return [
            self.documents.item(i).data(Qt.ItemDataRole.UserRole)
            for i in range(self.documents.count())
            if self.documents.item(i).checkState() == Qt.CheckState.Checked
        ]

    def _fill_sessions(self) -> None:
        """All sessions, then each planned or seated one (kept current on each show)."""
        chosen = self.session_combo.currentData()
        workspace = self.document.workspace
        sessions = max(
            [
                workspace.settings().sessions,
                *(t.session for t in workspace.service.tables()),
            ]
        )
        self.session_combo.clear()
        self.session_combo.addItem(self.tr("All sessions"), None)
        for k in range(1, sessions + 1):
            self.session_combo.addItem(self.tr("Session %1").replace("%1", str(k)), k)
        self.session_combo.setCurrentIndex(max(self.session_combo.findData(chosen), 0))

    def showEvent(self, event: QShowEvent) -> None:  # Qt's name
        self._fill_sessions()
        super().showEvent(event)

    def narrowing(self) -> tuple[int | None, int | None]:
        """(session, table) the PDF is narrowed to; None for all."""
        session = self.session_combo.currentData()
        return session, (self.table_spin.value() or None)

    @Slot()
    def choose_session_pack(self) -> None:
        """Check the documents a session needs, and only those."""
        for i in range(self.documents.count()):
            item = self.documents.item(i)
            wanted = item.data(Qt.ItemDataRole.UserRole) in SESSION_PACK
            item.setCheckState(Qt.CheckState.Checked if wanted else Qt.CheckState.Unchecked)
        self.pdf_check.setChecked(True)
        self.xlsx_check.setChecked(False)
        self.html_check.setChecked(False)
        if self.session_combo.currentIndex() == 0 and self.session_combo.count() > 1:
            self.session_combo.setCurrentIndex(1)

    @Slot()
    def _browse(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self, self.tr("Reports folder"), self.folder_edit.text()
        )
        if folder:
            self.folder_edit.setText(folder)

    @Slot()
    def write(self) -> Job | None:
        kinds = [
            k
            for k, c in (
                ("xlsx", self.xlsx_check),
                ("pdf", self.pdf_check),
                ("html", self.html_check),
            )
            if c.isChecked()
        ]
        chosen = self.chosen()
        if not kinds or (not chosen and kinds != ["html"]):
            self.result_label.setText(self.tr("Choose at least one document and one format."))
            return None
        ws = self.document.workspace
        folder = self.folder_edit.text()
        session, table = self.narrowing()
        lang = self.language()
        overwrite = keep_others = False
        tournament = ws.service.path
        for kind, out in zip(kinds, outputs(ws, folder, kinds, session, table), strict=True):
            try:
                if kind == "html":  # the website's folder: only the files it wrote there
                    check_site(out, tournament, parent_made=True)
                else:
                    check_output(out, kind, tournament)
            except SiteHasOtherFiles as exc:
                names = ", ".join(exc.others[:8]) + (" …" if len(exc.others) > 8 else "")
                question = (
                    self.tr(
                        "The website's folder %1 holds files this program did not write, "
                        "or changed after it wrote them: %2."
                    )
                    .replace("%1", str(out))
                    .replace("%2", names)
                )
                if not self.confirm_site(question):
                    self.result_label.setText(self.tr("Not written: %1").replace("%1", str(exc)))
                    return None
                keep_others = True
            except OutputNeedsConfirmation as exc:
                if not self.confirm_replace(str(exc)):
                    self.result_label.setText(self.tr("Not written: %1").replace("%1", str(exc)))
                    return None
                overwrite = True
            except TournamentError as exc:  # the tournament itself, a backup: never
                self.result_label.setText(self.tr("Not written: %1").replace("%1", str(exc)))
                return None
        self.job = Job(
            lambda progress: export(
                ws,
                folder,
                kinds,
                chosen,
                progress,
                session,
                table,
                overwrite,
                own_process=True,
                keep_others=keep_others,
                lang=lang,
            ),
            self,
        )
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

    def confirm_replace(self, message: str) -> bool:
        """Ask before replacing a file that is not an earlier export (tests replace
        this method instead of answering a modal box)."""
        answer = QMessageBox.question(
            self,
            self.tr("Replace a file?"),
            message + "\n\n" + self.tr("Replace it with the export anyway?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def confirm_site(self, message: str) -> bool:
        """Ask before writing the website into a folder that holds files the program
        did not write; Enter and Escape write nothing (site_question.py)."""
        return ask_write_beside(self, message)

    @Slot(int, int)
    def _on_progress(self, done: int, total: int) -> None:
        self.progress.setMaximum(max(total, 1))
        self.progress.setValue(done)

    @Slot(object)
    def _on_done(self, paths: list[Path]) -> None:
        self.result_label.setText(
            self.tr("Written: %1").replace("%1", ", ".join(str(p) for p in paths))
        )

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
