"""The question asked when the website's folder holds files the program did not write.

Its safe answer is the default: Enter and Escape both keep the folder as it is and
write nothing. Writing the pages beside those files (which are never replaced or
removed) takes a click on its own button, which is never the default.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget

WRITE_BESIDE = "writeBeside"  # the object name of the writing choice (tests find it)


def site_question(parent: QWidget | None, message: str) -> tuple[QMessageBox, QPushButton]:
    """The question box (not shown yet) and its writing button."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(
        QCoreApplication.translate("SiteQuestion", "The website's folder holds other files")
    )
    box.setText(message)
    box.setInformativeText(
        QCoreApplication.translate(
            "SiteQuestion",
            "Write nothing (the safe choice), or write the website's pages beside those "
            "files: they are left exactly as they are, none is replaced or removed. "
            "Or choose an empty or new folder and write again.",
        )
    )
    keep = box.addButton(QMessageBox.StandardButton.Cancel)
    keep.setText(QCoreApplication.translate("SiteQuestion", "Write nothing"))
    write = box.addButton(
        QCoreApplication.translate("SiteQuestion", "Write the pages beside them"),
        QMessageBox.ButtonRole.AcceptRole,
    )
    write.setObjectName(WRITE_BESIDE)
    write.setAutoDefault(False)
    box.setDefaultButton(keep)
    box.setEscapeButton(keep)
    return box, write


def ask_write_beside(parent: QWidget | None, message: str) -> bool:
    """Ask; True only when the writing button was clicked."""
    box, write = site_question(parent, message)
    box.exec()
    return box.clickedButton() is write
