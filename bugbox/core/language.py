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
from typing import Any

from .files import read_capped

#: As `core.settings.MAX_SETTINGS_BYTES` (not imported from there: that module loads pydantic).
MAX_SETTINGS_BYTES = 256 * 1024

#: The values of the language setting ("system" follows the desktop); `core.settings.Language`.
LANGUAGES = ("system", "en", "de", "ja")


def peek_setting(settings_file: Path, name: str) -> Any:
    """One setting's raw value from settings.json, unvalidated; None when the file is missing,
    not a regular file, larger than the cap or not a JSON object. For the start, which reads
    the language and the window's place before pydantic is loaded; the whole file is then
    checked after the first paint (`core.settings.load_settings`, which tells the player what
    was wrong with it and keeps a damaged one aside)."""
    try:
        # a FIFO would block the start for ever, /dev/zero fill the memory: regular files only
        data = json.loads(read_capped(settings_file, MAX_SETTINGS_BYTES))
    except (OSError, ValueError, RecursionError):
        return None
    return data.get(name) if isinstance(data, dict) else None


def peek_language(settings_file: Path) -> str:
    """The language setting, read without validation (anything wrong reads as "system")."""
    value = peek_setting(settings_file, "language")
    return value if value in LANGUAGES else "system"
