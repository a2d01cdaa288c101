"""The interface language: chosen in the app (View > Language), kept in the settings,
applied at once (the window rebuilds its pages in the new language, keeping the open
tournament, the page shown and every hand typed) and at every start."""

from __future__ import annotations

from PySide6.QtCore import (
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QSettings,
    QTranslator,
    Signal,
    Slot,
)
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from app.resources import resource_path

SETTING = "language"
# (code, name shown): each name in its own language, so anyone finds theirs
LANGUAGES = (("en", "English"), ("zh_CN", "简体中文"))


# The compiled translations ship inside the package (see app/resources).
I18N = resource_path("i18n")
_installed: list[QTranslator] = []  # the translation shown now (none: English)


class _Translator(QTranslator):
    """The app's translations; it keeps Qt's own (`qt_words`) alive with it."""

    qt_words: QTranslator | None = None


def install_translation(app: QCoreApplication, language: str | None = None) -> QTranslator | None:
    """Load the translation for ``language`` (e.g. ``zh_CN``) or the system's language
    when one is shipped; English needs none. Returns the installed translator."""
    locale = QLocale(language) if language else QLocale.system()
    translator = _Translator(app)
    if translator.load(locale, "mcr", "_", str(I18N)):
        app.installTranslator(translator)
        # Qt's own words (OK, Cancel, the file dialogs) in the same language
        qt_words = QTranslator(translator)
        qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if qt_words.load(locale, "qtbase", "_", qt_folder):
            app.installTranslator(qt_words)
            translator.qt_words = qt_words
        _installed.append(translator)
        return translator
    return None


def remove_translation(app: QCoreApplication, translator: QTranslator) -> None:
    """Undo :func:`install_translation` (ours and Qt's own words)."""
    app.removeTranslator(translator)
    qt_words = getattr(translator, "qt_words", None)
    if qt_words is not None:
        app.removeTranslator(qt_words)
    if translator in _installed:
        _installed.remove(translator)


def switch_language(code: str) -> QTranslator | None:
    """Show the interface in ``code`` from now on ("" for the system's language): the
    translation shown is removed and the new one installed. Widgets built afterwards
    are in the new language (the window rebuilds its own)."""
    app = QCoreApplication.instance()
    if app is None:  # no application yet: nothing is shown in any language
        return None
    for translator in list(_installed):
        remove_translation(app, translator)
    return install_translation(app, code or None)


def saved_language(settings: QSettings) -> str | None:
    """The language chosen in the app, or None for the system's."""
    value = settings.value(SETTING, "")
    return str(value) if value else None


class LanguageMenu(QMenu):
    """System language, English, 简体中文. Choosing one stores it and asks for it at
    once (the window applies it).

    Signals:
        chosen(str): the language code chosen ("" for the system's language).
    """

    chosen = Signal(str)

    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("languageMenu")
        self.settings = settings
        group = QActionGroup(self)
        group.setExclusive(True)
        saved = saved_language(settings) or ""
        for code, name in (("", ""),) + LANGUAGES:
            action = QAction(name, self)
            action.setObjectName(f"language-{code or 'system'}")
            action.setCheckable(True)
            action.setChecked(code == saved)
            action.setData(code)
            group.addAction(action)
            self.addAction(action)
        group.triggered.connect(self._on_chosen)
        self.retranslate()

    def retranslate(self) -> None:
        """The menu's own words in the language shown now (each language's name stays
        in that language, so anyone finds theirs)."""
        self.setTitle(self.tr("&Language"))
        self.action_for("").setText(self.tr("System language"))

    def checked_name(self) -> str:
        """The name of the language chosen (the system's: its name in that language)."""
        code = saved_language(self.settings) or ""
        if code:
            return self.action_for(code).text()
        return QLocale.system().nativeLanguageName() or self.tr("System language")

    def action_for(self, code: str) -> QAction:
        return next(a for a in self.actions() if a.data() == code)

    @Slot(QAction)
    def _on_chosen(self, action: QAction) -> None:
        # chosen again, it still applies: the language shown may differ from the one
        # saved (started with --lang)
        code = str(action.data() or "")
        self.settings.setValue(SETTING, code)
        self.settings.sync()
        self.chosen.emit(code)


def interface_language() -> str:
    """The code of the language the interface shows now ("en" when no translation is
    installed): the reports page offers it as the reports' language."""
    for translator in _installed:
        code = translator.language()
        for known, _ in LANGUAGES:
            if code.replace("-", "_").startswith(known):
                return known
    return "en"
