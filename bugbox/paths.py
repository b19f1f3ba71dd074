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


def autosave_dir() -> Path:
    """The unfinished games: one folder per game, one autosave in it per game in progress
    (`core.autosaves`); an older bugbox kept the only one as `<game>.json` here."""
    return data_dir() / "autosave"


def autosave_folder(game_id: str) -> Path:
    """The autosaves of `game_id`'s unfinished games (made when the first is written)."""
    return autosave_dir() / game_id


def saves_dir() -> Path:
    path = data_dir() / "saves"
    _make(path, "saves")
    return path


def records_dir() -> Path:
    """Finished games kept for the Records page and the replay viewer, one small file each."""
    path = data_dir() / "records"
    _make(path, "records")
    return path


#: The longest socket path every system takes (`sun_path` holds 104 bytes on macOS, 108 on
#: Linux, with the closing zero); the hand-over socket's name is 23 bytes.
MAX_SOCKET_FOLDER = 104 - 1 - 24


def runtime_dir() -> Path | None:
    """A folder that only this user can enter, for the hand-over socket (`ui/instance.py`).

    The socket used to be a predictable name in the shared temp folder: another user who took
    that name first received the paths of the files this player opened. Now it lives in
    `$XDG_RUNTIME_DIR/bugbox` when the desktop gives this user such a folder (owned by them,
    mode 0700), else in `run/` of bugbox's cache folder, else in `<temp>/bugbox-<uid>`; each is
    made with mode 0700 and used only when it is a real folder (not a symlink) owned by this
    user that nobody else may enter, inside a folder nobody else may change. None when no
    candidate passes (no hand-over in this run; the lock still keeps a second bugbox out).
    POSIX only: Windows names its local sockets (pipes) apart from folders.
    """
    import tempfile

    xdg = os.environ.get("XDG_RUNTIME_DIR", "")
    candidates = []
    if xdg and os.path.isabs(xdg) and _private(Path(xdg)):
        candidates.append(Path(xdg) / "bugbox")
    if usable("cache"):
        candidates.append(cache_dir() / "run")
    candidates.append(Path(tempfile.gettempdir()) / f"bugbox-{os.getuid()}")
    for folder in candidates:
        if len(os.fsencode(str(folder))) > MAX_SOCKET_FOLDER or not _safe_parent(folder.parent):
            continue
        try:
            folder.mkdir(mode=0o700)
        except FileExistsError:
            pass
        except OSError:
            continue
        if _private(folder):
            return folder
    return None


def _private(folder: Path) -> bool:
    """A real folder (not a symlink) of this user's that no one else may enter or change."""
    import stat

    try:
        info = os.lstat(folder)
    except OSError:
        return False
    return stat.S_ISDIR(info.st_mode) and info.st_uid == os.getuid() and info.st_mode & 0o077 == 0


def _safe_parent(folder: Path) -> bool:
    """A folder in which no other user can swap ours for theirs: owned by this user or root and
    writable by no one else, or sticky (the shared temp folder, where only an entry's owner may
    rename it)."""
    import stat

    try:
        info = os.stat(folder)
    except OSError:
        return False
    mine = info.st_uid in (os.getuid(), 0)
    return mine and (info.st_mode & 0o022 == 0 or bool(info.st_mode & stat.S_ISVTX))
