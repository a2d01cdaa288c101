"""Choosing the text encoding of a player list that is not UTF-8, with a preview.

The import never guesses an encoding: when a CSV is not UTF-8 and has no byte-order
mark, this dialog shows its first lines decoded in the encoding chosen, so the user
sees the names come out right before anything is imported.

Signals:
    chosen(str): the encoding the user accepted (Python's name, e.g. "gb18030").
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from seating.textfile import ENCODINGS

PREVIEW_BYTES = 4096
PREVIEW_LINES = 12


class EncodingDialog(QDialog):
    """Pick an encoding for `path`; the preview follows the choice."""

    chosen = Signal(str)

    def __init__(self, path: str | Path, message: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("encodingDialog")
        self.setWindowTitle(self.tr("Choose the file's encoding"))
        self._sample = _sample(Path(path))
        note = QLabel(message, self)
        note.setWordWrap(True)
        self.combo = QComboBox(self)
        self.combo.setObjectName("encoding")
        for key, title in ENCODINGS.items():
            if key != "utf-8":
                self.combo.addItem(self.tr(title), key)
        self.preview = QPlainTextEdit(self)
        self.preview.setObjectName("encodingPreview")
        self.preview.setReadOnly(True)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Import"))
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        label = QLabel(self.tr("&Encoding:"), self)
        label.setBuddy(self.combo)
        layout.addWidget(label)
        layout.addWidget(self.combo)
        layout.addWidget(QLabel(self.tr("Preview of the first lines:"), self))
        layout.addWidget(self.preview)
        layout.addWidget(buttons)
        self.combo.currentIndexChanged.connect(self._show_preview)
        self.accepted.connect(lambda: self.chosen.emit(self.encoding()))
        self._show_preview()

    def encoding(self) -> str:
        return str(self.combo.currentData())

    def select(self, encoding: str) -> None:
        """Choose `encoding` (its Python name) as if picked from the list."""
        index = self.combo.findData(encoding)
        if index >= 0:
            self.combo.setCurrentIndex(index)

    @Slot()
    def _show_preview(self) -> None:
        try:
            text = self._sample.decode(self.encoding(), errors="replace")
            valid = True
            try:
                self._sample.decode(self.encoding())
            except UnicodeDecodeError as e:
                valid = e.start >= len(self._sample) - 4  # a character cut by the sample
        except LookupError:
            text, valid = "", False
        self.preview.setPlainText("\n".join(text.splitlines()[:PREVIEW_LINES]))
        self.ok_button.setEnabled(valid)


def _sample(path: Path) -> bytes:
    try:
        with path.open("rb") as f:
            return f.read(PREVIEW_BYTES)
    except OSError:
        return b""
