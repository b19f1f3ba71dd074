"""The language setting, read at start before Qt and pydantic are imported.

The settings are validated by a pydantic model (`core.settings`), but pydantic costs more at
start-up than the whole bare Qt window (tests/benchmarks/startup.py), and every module
imported after PySide6 pays for PySide's import hook. So the start reads only the language
from settings.json here, with plain JSON, and the whole file is validated right after the
first paint (`ui.context.AppContext.load`), telling the player if it was broken.
"""

from __future__ import annotations

import json
from pathlib import Path

from .files import read_capped

#: As `core.settings.MAX_SETTINGS_BYTES` (not imported from there: that module loads pydantic).
MAX_SETTINGS_BYTES = 256 * 1024

#: The values of the language setting ("system" follows the desktop); `core.settings.Language`.
LANGUAGES = ("system", "en", "de", "ja")


def peek_language(settings_file: Path) -> str:
    """The language setting, read without validation (anything wrong reads as "system")."""
    try:
        # a FIFO would block the start for ever, /dev/zero fill the memory: regular files only
        value = json.loads(read_capped(settings_file, MAX_SETTINGS_BYTES)).get("language")
    except (OSError, ValueError, AttributeError, RecursionError):
        return "system"
    return value if value in LANGUAGES else "system"
