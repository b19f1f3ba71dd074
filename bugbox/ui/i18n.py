"""Qt side of translation: installing catalogues and translating model `Message`s.

Each area of bugbox has its own catalogue (`bugbox`, and one per game of the registry), plus
Qt's own `qtbase` for standard buttons. Switching language removes the old translators and
installs the new ones; Qt then posts `LanguageChange` to every widget, and each widget
re-sets its texts in `changeEvent` (see `Retranslating`).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QObject, QTranslator

from ..core.i18n import Message
from ..core.registry import catalogues
from ..paths import translations_dir

if TYPE_CHECKING:
    from PySide6.QtWidgets import QLineEdit

log = logging.getLogger(__name__)

SUPPORTED = ("en", "de", "ja")


def effective_language(setting: str) -> str:
    """The language to show for a settings value ("system" follows the desktop)."""
    if setting in SUPPORTED:
        return setting
    system = QLocale.system().name().split("_")[0]
    return system if system in SUPPORTED else "en"


class Translations(QObject):
    """Owns the installed translators (a translator without a reference would be collected)."""

    def __init__(self, app: QCoreApplication):
        super().__init__(app)
        self._app = app
        self._installed: list[QTranslator] = []
        self.language = "en"

    def apply(self, setting: str) -> str:
        language = effective_language(setting)
        for translator in self._installed:
            self._app.removeTranslator(translator)
        self._installed.clear()
        folder = str(translations_dir())
        for catalogue in catalogues():
            translator = QTranslator(self)
            if translator.load(f"{catalogue}_{language}", folder):
                self._app.installTranslator(translator)
                self._installed.append(translator)
        if language != "en":
            qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            qt = QTranslator(self)
            if qt.load(QLocale(language), "qtbase", "_", qt_dir):
                self._app.installTranslator(qt)
                self._installed.append(qt)
        QLocale.setDefault(QLocale(language))
        self.language = language
        # Which files were really loaded: proves a packaged build carries its translations.
        log.info(
            "language %s, catalogues loaded: %s", language, ", ".join(t.filePath() for t in self._installed) or "none"
        )
        return language


def qt_texts_bugbox_translates() -> tuple[str, ...]:
    """Qt's own texts that Qt's catalogues leave untranslated in a bugbox language (Qt 6's
    qtbase_ja has "Look in:" but not the file dialog's "&Look in:" or "Files of &type:").

    Listed here under Qt's context, `tools/i18n.py update` puts them into bugbox's catalogue, and Qt
    finds them there: it asks every installed translator, qtbase first. Calling this returns
    them translated (tests do).
    """
    return (
        translate("QFileDialog", "&Look in:"),
        translate("QFileDialog", "Files of &type:"),
        translate("QAbstractFileIconProvider", "Folder", "All other platforms"),
    )


def tr_message(message: Message) -> str:
    """Translate a model message and fill its placeholders (nested messages too)."""
    text = QCoreApplication.translate(message.context, message.text, None, message.n)
    args = {key: tr_message(value) if isinstance(value, Message) else value for key, value in message.args.items()}
    try:
        return text.format(**args)
    except (KeyError, IndexError, ValueError):
        return text


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """`QCoreApplication.translate` under the name pyside6-lupdate extracts from any call.

    Use it where `self.tr` is not available (plain graphics items, module functions):
    `translate("Context", "text")`, and `translate("Context", "%n card(s)", None, n)`.
    """
    return QCoreApplication.translate(context, text, disambiguation, n)


class Retranslating:
    """Mixin for widgets: calls `retranslate()` whenever the language changes."""

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)  # type: ignore[misc]

    def retranslate(self) -> None:  # pragma: no cover - overridden
        pass


def show_placeholder(edit: QLineEdit, text: str) -> None:
    """Set `edit`'s grey placeholder and make the field wide enough to show it whole: each
    language says it at another length ("kommt mit der Einladung dazu" was cut to "kommt mit
    der Ei…", and the server field in Settings in every language)."""
    from PySide6.QtWidgets import QStyle, QStyleOptionFrame

    edit.setPlaceholderText(text)
    option = QStyleOptionFrame()
    edit.initStyleOption(option)
    frame = edit.width() - edit.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, edit).width()
    need = edit.fontMetrics().horizontalAdvance(text) + max(frame, 12) + 4
    edit.setMinimumWidth(need if text else 0)
