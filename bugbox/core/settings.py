"""The player's settings, kept in `settings.json` in the config dir.

Unknown fields are ignored so that an older bugbox can read a newer file. A file that fails
validation is moved aside (never overwritten), defaults are used, and the player is told once.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from .errors import LoadError
from .files import FileTooLarge, NotARegularFile, atomic_write_text, move_aside, read_capped
from .i18n import QT_TRANSLATE_NOOP, Message, msg

Language = Literal["system", "en", "de", "ja"]
AnimationSpeed = Literal["off", "fast", "normal", "slow"]

#: How much longer or shorter each animation runs than at "normal".
SPEED_FACTOR: dict[str, float] = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}
#: A settings file is a few hundred bytes; one bigger than this is not bugbox's.
MAX_SETTINGS_BYTES = 256 * 1024


class Settings(BaseModel):
    model_config = ConfigDict(extra="ignore", validate_assignment=True)

    language: Language = "system"
    animation_speed: AnimationSpeed = "normal"
    colourblind_patterns: bool = False
    confirm_abandon: bool = True
    show_odds: bool = True
    #: The last new-game setup per game id, as plain data (see `Setup`).
    last_setups: dict[str, dict[str, Any]] = Field(default_factory=dict)


def load_settings(path: Path) -> tuple[Settings, Message | None]:
    """Settings from `path`, or defaults and one sentence saying what happened to the file."""
    path = Path(path)
    if not path.exists():
        return Settings(), None
    try:
        data = read_capped(path, MAX_SETTINGS_BYTES)
    except NotARegularFile:  # a FIFO or a device: not ours to move, and nothing to read
        return Settings(), msg("Files", QT_TRANSLATE_NOOP(
            "Files", "Your settings file is not an ordinary file; bugbox is using the default settings."))
    except FileTooLarge:
        data = None
    except OSError:
        return Settings(), msg("Files", QT_TRANSLATE_NOOP(
            "Files", "Your settings file could not be read; bugbox is using the default settings."))
    try:
        if data is None:
            raise ValueError("too large")
        return Settings.model_validate_json(data), None
    except (ValidationError, ValueError, RecursionError):
        try:
            kept = move_aside(path)
        except OSError:
            return Settings(), msg("Files", QT_TRANSLATE_NOOP(
                "Files", "Your settings file could not be read; bugbox is using the default settings."))
        return Settings(), msg("Files", QT_TRANSLATE_NOOP(
            "Files", "Your settings file was damaged; it was kept as {name} and the default settings are used."),
            name=kept.name)


def save_settings(settings: Settings, path: Path) -> None:
    atomic_write_text(Path(path), settings.model_dump_json(indent=1) + "\n")


__all__ = ["Settings", "load_settings", "save_settings", "SPEED_FACTOR", "LoadError"]
