"""The one place that knows where bugbox's files are.

Shipped data (`resources/`, `translations/`) lives at the top of a source checkout, inside the
installed wheel next to the package (`bugbox/_data/...` is avoided on purpose: the wheel maps
the two folders into the package as `bugbox/resources` and `bugbox/translations`), or in a
PyInstaller bundle under `sys._MEIPASS`. The player's own files live in the platformdirs
folders, or all under `$BUGBOX_HOME` when that is set (tests and portable installs).
"""

from __future__ import annotations

import os
import sys
from functools import cache
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


@cache
def data_root() -> Path:
    """The folder holding `resources/` and `translations/` in any kind of install."""
    candidates = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        candidates.append(Path(bundle))
    candidates += [_PACKAGE, _PACKAGE.parent]  # installed wheel, then source checkout
    for root in candidates:
        if (root / "resources").is_dir():
            return root
    raise FileNotFoundError("bugbox's resources/ folder is missing from this installation")


def resources_dir() -> Path:
    return data_root() / "resources"


def resource(*parts: str) -> Path:
    return resources_dir().joinpath(*parts)


def translations_dir() -> Path:
    return data_root() / "translations"


#: The player's folders that could not be made in this run (kind -> the error): bugbox starts
#: anyway, says so once (app.py) and plays on without saving there.
unusable: dict[str, OSError] = {}


def _make(path: Path, kind: str) -> None:
    """Make `path` (and its parents); a failure is noted in `unusable`, never raised: a file in
    its place, a read-only BUGBOX_HOME or XDG folders under /proc must not stop the start."""
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        unusable.setdefault(kind, error)
    else:
        unusable.pop(kind, None)


def _user_dir(kind: str) -> Path:
    home = os.environ.get("BUGBOX_HOME")
    if home:
        path = Path(home) / kind
    else:
        from platformdirs import PlatformDirs

        dirs = PlatformDirs("bugbox", appauthor=False)
        path = Path(
            {
                "config": dirs.user_config_dir,
                "data": dirs.user_data_dir,
                "log": dirs.user_log_dir,
                "cache": dirs.user_cache_dir,
            }[kind]
        )
    _make(path, kind)
    return path


def usable(kind: str) -> bool:
    """Whether the player's folder of this kind ("config", "data", "log", "cache") exists."""
    _user_dir(kind)
    return kind not in unusable


def config_dir() -> Path:
    return _user_dir("config")


def data_dir() -> Path:
    return _user_dir("data")


def log_dir() -> Path:
    return _user_dir("log")


def cache_dir() -> Path:
    """Rebuildable files (rendered pictures); safe to delete at any time."""
    return _user_dir("cache")


def settings_path() -> Path:
    return config_dir() / "settings.json"


def autosave_path(game_id: str) -> Path:
    return data_dir() / "autosave" / f"{game_id}.json"


def saves_dir() -> Path:
    path = data_dir() / "saves"
    _make(path, "saves")
    return path


def records_dir() -> Path:
    """Finished games kept for the Records page and the replay viewer, one small file each."""
    path = data_dir() / "records"
    _make(path, "records")
    return path
