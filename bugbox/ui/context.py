"""What every window and page shares: the settings, the animator speed and the language.

One object passed down explicitly (no global singletons, the part of Kajongg not to copy).
"""
from __future__ import annotations

import logging

from PySide6.QtCore import QObject, Signal

from ..core.i18n import Message
from ..core.settings import Settings, load_settings, save_settings
from ..paths import settings_path

log = logging.getLogger(__name__)


class AppContext(QObject):
    settings_changed = Signal()

    def __init__(self, translations=None, smoke: bool = False, parent: QObject | None = None):
        super().__init__(parent)
        self.settings, self.startup_notice = load_settings(settings_path())
        if self.startup_notice:
            log.warning("settings: %s", self.startup_notice.english())
        self.translations = translations
        self.smoke = smoke
        self.notices: list[Message] = [self.startup_notice] if self.startup_notice else []

    def update_settings(self, **changes) -> None:
        """Change settings, persist them atomically and tell every window."""
        data = self.settings.model_dump()
        data.update(changes)
        self.settings = Settings.model_validate(data)
        try:
            save_settings(self.settings, settings_path())
        except OSError:
            log.exception("could not write settings")
        if "language" in changes and self.translations is not None:
            self.translations.apply(self.settings.language)
        self.settings_changed.emit()

    @property
    def animation_speed(self) -> str:
        return self.settings.animation_speed
