"""The desktop application (PySide6): the only package that imports Qt."""

from app.ui.qt_compat import protect_none

protect_none()
