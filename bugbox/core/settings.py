"""The player's settings, kept in `settings.json` in the config dir.

Unknown fields are ignored so that an older bugbox can read a newer file. A file that fails
validation is moved aside (never overwritten), defaults are used, and the player is told once.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal, cast

from pydantic import BaseModel, ConfigDict, Field, ValidationError, ValidatorFunctionWrapHandler, field_validator

from .errors import LoadError
from .files import FileTooLarge, NotARegularFile, atomic_write_text, move_aside, read_capped
from .i18n import QT_TRANSLATE_NOOP, Message, msg
from .jsonshape import loads

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
    #: What happens at a game's table is announced to screen readers (the log's sentences).
    announcements: bool = True
    #: How many finished games are kept for the Records page; the oldest go first
    #: (bounds as `core.records.MIN_LIMIT` and `MAX_LIMIT`).
    records_limit: int = Field(default=2_000, ge=10, le=20_000)
    #: The last new-game setup per game id, as plain data (see `Setup`).
    last_setups: dict[str, dict[str, Any]] = Field(default_factory=dict)
    #: The main window as it was closed: its normal (not maximised) geometry, its state and the
    #: page shown ("launcher" or a game id). Read at start without pydantic
    #: (`ui.mainwindow.peek_window`), which checks every value again and ignores what is wrong.
    window: WindowPlace | None = None
    #: The table server network games are hosted on ("host", "host:port" or a ws/wss/bugbox URL);
    #: empty: bugbox hosts them itself (ui/net/hosting.py). Checked where it is used.
    server_address: str = Field(default="", max_length=300)
    #: The name last typed to join a network table (checked by the table server where it is used).
    network_name: str = Field(default="", max_length=96)
    #: The table's sounds (dice, cards, pawns, "your turn"): on by default, at a moderate volume
    #: (0-100; the gain is its square). A volume out of bounds falls back to the default.
    sound: bool = True
    sound_volume: int = Field(default=60, ge=0, le=100)

    @field_validator("records_limit", mode="wrap")
    @classmethod
    def _forget_a_bad_limit(cls, value: Any, handler: ValidatorFunctionWrapHandler) -> int:
        """A limit out of bounds falls back to the default, not a broken settings file."""
        try:
            return cast("int", handler(value))
        except ValidationError:
            return 2_000

    @field_validator("sound_volume", mode="wrap")
    @classmethod
    def _forget_a_bad_volume(cls, value: Any, handler: ValidatorFunctionWrapHandler) -> int:
        """A volume out of bounds falls back to the default, not a broken settings file."""
        try:
            return cast("int", handler(value))
        except ValidationError:
            return 60

    @field_validator("server_address", "network_name", mode="wrap")
    @classmethod
    def _forget_a_bad_text(cls, value: Any, handler: ValidatorFunctionWrapHandler) -> str:
        """An address or a name that does not validate is forgotten, not a broken settings file."""
        try:
            return cast("str", handler(value))
        except ValidationError:
            return ""

    @field_validator("window", mode="wrap")
    @classmethod
    def _forget_a_bad_window(cls, value: Any, handler: ValidatorFunctionWrapHandler) -> WindowPlace | None:
        """A window place that does not validate is forgotten, not a broken settings file: it
        only costs the player the window's size and position."""
        try:
            return cast("WindowPlace | None", handler(value))
        except ValidationError:
            return None


class WindowPlace(BaseModel):
    """Where the main window was: x, y, width and height of its normal geometry, in the
    desktop's coordinates; `state` "normal", "maximized" or "fullscreen"; the page shown."""

    model_config = ConfigDict(extra="ignore")

    x: int = 0
    y: int = 0
    width: int = Field(default=1280, ge=1, le=100_000)
    height: int = Field(default=800, ge=1, le=100_000)
    state: Literal["normal", "maximized", "fullscreen"] = "normal"
    page: str = Field(default="launcher", max_length=40)


def load_settings(path: Path) -> tuple[Settings, Message | None]:
    """Settings from `path`, or defaults and one sentence saying what happened to the file."""
    path = Path(path)
    if not path.exists():
        return Settings(), None
    try:
        data = read_capped(path, MAX_SETTINGS_BYTES)
    except NotARegularFile:  # a FIFO or a device: not ours to move, and nothing to read
        return Settings(), msg(
            "Files",
            QT_TRANSLATE_NOOP(
                "Files", "Your settings file is not an ordinary file; bugbox is using the default settings."
            ),
        )
    except FileTooLarge:  # not bugbox's: kept aside unread (a rename)
        return Settings(), _set_aside(
            path,
            QT_TRANSLATE_NOOP(
                "Files",
                "Your settings file is far too large to be bugbox's; it was kept as {name} and the default "
                "settings are used.",
            ),
        )
    except OSError:
        return Settings(), _unreadable()
    try:
        # nested deeper than a settings file ever is, or no text: damaged (see `jsonshape`)
        return Settings.model_validate(loads(data)), None
    except (ValidationError, ValueError, RecursionError):
        return Settings(), _set_aside(
            path,
            QT_TRANSLATE_NOOP(
                "Files", "Your settings file was damaged; it was kept as {name} and the default settings are used."
            ),
        )


def _set_aside(path: Path, sentence: str) -> Message:
    """Keep the file for rescue (`move_aside`) and say so with `sentence` ({name}: its new name)."""
    try:
        kept = move_aside(path)
    except OSError:
        return _unreadable()
    return msg("Files", sentence, name=kept.name)


def _unreadable() -> Message:
    return msg(
        "Files",
        QT_TRANSLATE_NOOP("Files", "Your settings file could not be read; bugbox is using the default settings."),
    )


def save_settings(settings: Settings, path: Path) -> None:
    atomic_write_text(Path(path), settings.model_dump_json(indent=1) + "\n")


__all__ = ["Settings", "WindowPlace", "load_settings", "save_settings", "SPEED_FACTOR", "LoadError"]
