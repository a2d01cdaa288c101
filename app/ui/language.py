"""The interface language: chosen in the app (View > Language), kept in the settings,
applied when the app next starts (every page is built in its language)."""

from __future__ import annotations

from PySide6.QtCore import QLocale, QSettings, Signal, Slot
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

SETTING = "language"
# (code, name shown): each name in its own language, so anyone finds theirs
LANGUAGES = (("en", "English"), ("zh_CN", "简体中文"))


def saved_language(settings: QSettings) -> str | None:
    """The language chosen in the app, or None for the system's."""
    value = settings.value(SETTING, "")
    return str(value) if value else None


def current_language() -> str:
    """The language the interface is shown in now (``QLocale`` of the translation)."""
    return QLocale().name()


class LanguageMenu(QMenu):
    """System language, English, 简体中文. Choosing one stores it and says that it
    applies when the app is started again.

    Signals:
        chosen(str): the language code chosen ("" for the system's language).
    """

    chosen = Signal(str)

    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("&Language"), parent)
        self.setObjectName("languageMenu")
        self.settings = settings
        group = QActionGroup(self)
        group.setExclusive(True)
        saved = saved_language(settings) or ""
        choices = [("", self.tr("System language"))] + list(LANGUAGES)
        for code, name in choices:
            action = QAction(name, self)
            action.setObjectName(f"language-{code or 'system'}")
            action.setCheckable(True)
            action.setChecked(code == saved)
            action.setData(code)
            group.addAction(action)
            self.addAction(action)
        group.triggered.connect(self._on_chosen)

    def action_for(self, code: str) -> QAction:
        return next(a for a in self.actions() if a.data() == code)

    @Slot(QAction)
    def _on_chosen(self, action: QAction) -> None:
        code = str(action.data() or "")
        if code == (saved_language(self.settings) or ""):
            return
        self.settings.setValue(SETTING, code)
        self.settings.sync()
        self.chosen.emit(code)

    def note(self) -> str:
        """What the window tells the user after a choice (in the language shown now and
        in the language chosen, since that is the one the user reads best)."""
        code = saved_language(self.settings) or ""
        text = self.tr("The language changes when the app is started again.")
        if code.startswith("zh"):
            text += "  语言将在重新启动程序后更改。"
        elif code == "en" and current_language().startswith("zh"):
            text += "  The language changes when the app is started again."
        return text
