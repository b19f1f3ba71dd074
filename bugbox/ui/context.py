"""What every window and page shares: the settings, the animator speed and the language.

One object passed down explicitly (no global singletons, the part of Kajongg not to copy).

The settings are validated by a pydantic model, but pydantic costs more at start-up than
the whole bare Qt window (measured: tests/benchmarks/startup.py). So the start reads only the
language from settings.json (`core.language.peek_language`, plain JSON), shows the window, and
validates the whole file right after the first paint (`load`), telling the player if it was
broken.

It also holds the app's `DiskTrouble` (core/disk_trouble.py): every writer the player would
miss (the autosave, a finished game's record, Schaben jagen's progress and puzzles, the
settings) reports there, and what it says once per kind reaches the notice bar through
`disk_notice`.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from ..core.disk_trouble import SETTINGS, DiskTrouble
from ..core.i18n import Message
from ..paths import settings_path

if TYPE_CHECKING:  # pydantic is not imported before the first paint
    from ..core.settings import Settings
    from .i18n import Translations

log = logging.getLogger(__name__)


class AppContext(QObject):
    """The settings, the translations, the notice channel and the disk-trouble teller."""

    settings_changed = Signal()
    notice = Signal(object)  # a Message for the player (e.g. settings file was broken)
    #: A kind of file stopped being written (kind, Message, True) or works again (..., False).
    disk_notice = Signal(str, object, bool)

    def __init__(self, translations: Translations | None = None, smoke: bool = False, parent: QObject | None = None):
        super().__init__(parent)
        self._settings: Settings | None = None
        self.translations = translations
        self.smoke = smoke
        self.startup_notice: Message | None = None
        self.disk = DiskTrouble(self.disk_notice.emit)

    @property
    def settings(self) -> Settings:
        """The validated settings (loads and validates settings.json on first use)."""
        if self._settings is None:
            return self.load()
        return self._settings

    def load(self) -> Settings:
        if self._settings is not None:
            return self._settings
        from ..core.settings import load_settings

        settings, self.startup_notice = load_settings(settings_path())
        self._settings = settings
        if self.startup_notice:
            log.warning("settings: %s", self.startup_notice.english())
            self.notice.emit(self.startup_notice)
        return settings

    def update_settings(self, **changes: Any) -> None:
        """Change settings, persist them atomically and tell every window."""
        from ..core.settings import Settings, save_settings

        data = self.settings.model_dump()
        data.update(changes)
        settings = Settings.model_validate(data)
        self._settings = settings
        try:
            save_settings(settings, settings_path())
        except OSError as error:
            log.exception("could not write settings")
            self.disk.failed(SETTINGS, error)
        else:
            self.disk.worked(SETTINGS)
        if "language" in changes and self.translations is not None:
            self.translations.apply(self.settings.language)
        self.settings_changed.emit()

    @property
    def animation_speed(self) -> str:
        return str(self.settings.animation_speed)
