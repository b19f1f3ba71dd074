"""The kept games on disk: one small file per finished game in the data folder's `records/`.

A file wraps a save (setup, seed, actions) with when the game ended, how long it took and the
help used. It is written atomically the moment the game ends, before the end screen, so a
kill right after the last move loses nothing. A file's name begins with the moment its game
ended, so sorting the names sorts the games oldest first: pruning and resets need no file
opened. Reading is bounded like every reader of bugbox: at most `MAX_ENTRIES` files, each a
regular file of at most `MAX_ENTRY_BYTES`; a file that is no kept game says so in one
sentence (`LoadError`).
"""

from __future__ import annotations

import bisect
import heapq
import json
import logging
import os
import re
import secrets
import threading
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ..errors import LoadError, NewerFile
from ..files import FileTooLarge, NotARegularFile, atomic_write_json, atomic_write_text, read_capped, shown
from ..i18n import QT_TRANSLATE_NOOP, msg
from ..jsonshape import loads
from ..saves import MAX_SAVE_BYTES, MAX_SAVE_ITEMS, SAVE_VERSION, SaveFile, game_id_for, is_newer_app
from ..session import MAX_ACTIONS, ReplayError, Session

log = logging.getLogger(__name__)
CTX = "Records"

#: What a kept game's file says it is, and the version of that format.
ENTRY_KIND = "bugbox-finished-game"
ENTRY_VERSION = 1
#: The player's limit (Settings): how many finished games are kept, oldest pruned first.
DEFAULT_LIMIT = 2_000
MIN_LIMIT, MAX_LIMIT = 10, 20_000
#: The most kept files read, whatever the folder holds (the newest ones).
MAX_ENTRIES = MAX_LIMIT
MAX_ENTRY_BYTES = MAX_SAVE_BYTES


def now() -> datetime:
    return datetime.now(UTC)


def records_dir() -> Path:
    from ...paths import records_dir as folder

    return folder()


def is_entry_name(name: str) -> bool:
    return name.endswith(".json") and not name.startswith(".") and name != "names.json"


# --- keeping a finished game ---------------------------------------------------------------


def entry_data(
    session: Session[Any, Any, Any],
    *,
    created: str | None = None,
    finished: datetime | None = None,
    duration: float = 0.0,
    help_used: dict[str, int] | None = None,
    game: str | None = None,
) -> dict[str, Any]:
    """The file of a kept game: a save (setup, seed, actions) wrapped with when it ended.
    `game` is the game's id (`SaveFile.id`); without it, a game that began at `created` has
    the id its saves carry, and one of unknown beginning a new one (a game of its own)."""
    finished = finished or now()
    stamp = finished.isoformat(timespec="seconds")
    if game is None:
        game = game_id_for(session.game_id, session.setup, session.seed, created) if created else new_game_id()
    save = SaveFile(
        game=session.game_id,
        setup=session.setup,
        seed=session.seed,
        actions=session.action_dicts(),
        created=created or stamp,
        updated=stamp,
        id=game,
    )
    return {
        "kind": ENTRY_KIND,
        "version": ENTRY_VERSION,
        "save": save.model_dump(mode="json"),
        "finished": stamp,
        "duration": round(max(0.0, float(duration)), 1),
        "help": {key: int(value) for key, value in (help_used or {}).items() if key in ("hints", "solutions")},
    }


def new_game_id() -> str:
    return secrets.token_hex(12)


def entry_name(game_id: str, finished: datetime, game: str | None = None) -> str:
    """Oldest first by name: the time it ended, the game, and the game's id (`SaveFile.id`),
    so that a second copy of a game is known by its name (`kept_copy`)."""
    return f"{finished.strftime('%Y%m%d-%H%M%S-%f')}-{game_id}-{game or new_game_id()}.json"


#: The end of a kept game's name that tells its game's id (names from before ids end in six
#: random hex digits instead).
_ID_IN_NAME = re.compile(r"-([0-9a-f]{24})\.json$")
#: The most kept games from before ids `kept_copy` opens to look for a game.
MAX_OLD_READ = 200


def entry_game(data: dict[str, Any]) -> str:
    """The id of the game in a kept game's (checked) data: the one its save carries, or the one
    it would have carried (a game kept before saves carried ids)."""
    return SaveFile.model_validate(data["save"]).key


def kept_copy(folder: Path, game: str, created: str, names: list[str]) -> str | None:
    """The name of the kept game in `folder` (of its `names`) that is the game `game` (its id),
    which began at `created`; None when it is not kept. A name tells a game's id; a game kept
    before ids is opened to be asked, but only one that ended after this game began."""
    for name in names:
        found = _ID_IN_NAME.search(name)
        if found is not None and found.group(1) == game:
            return name
    begun = _name_stamp(created)
    old = [name for name in names if _ID_IN_NAME.search(name) is None and name[:15] >= begun]
    for name in old[-MAX_OLD_READ:]:
        try:
            if entry_game(parse_entry(read_capped(folder / name, MAX_ENTRY_BYTES))) == game:
                return name
        except (OSError, LoadError, ValueError):
            continue
    return None


def _name_stamp(created: str) -> str:
    """A save's ISO `created` moment as a kept game's name begins ("20261207-181500"); "" when
    it cannot be read (every kept game then may be the one)."""
    try:
        moment = datetime.fromisoformat(created)
    except ValueError:
        return ""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC).strftime("%Y%m%d-%H%M%S")


def keep(
    session: Session[Any, Any, Any],
    *,
    created: str | None = None,
    duration: float = 0.0,
    help_used: dict[str, int] | None = None,
    limit: int = DEFAULT_LIMIT,
    folder: Path | None = None,
    finished: datetime | None = None,
    game: str | None = None,
) -> Path:
    """Keep a finished game (atomically), note its summary in the cache, prune to `limit`.
    A game is kept once: when Records holds it already (by its id, `game`, see `entry_data`:
    a table rejoined after its end, a finished game continued from an autosave the kill left),
    nothing is written and the kept file's path is returned. Raises `OSError` when the file
    could not be written; the cache is best effort."""
    from .summaries import append_cache, summarize  # the summaries read this module's files

    folder = folder or records_dir()
    finished = finished or now()
    data = entry_data(session, created=created, finished=finished, duration=duration, help_used=help_used, game=game)
    game = str(data["save"]["id"])
    before = _folder_stamp(folder)
    names = _names_now(folder, before)
    copy = kept_copy(folder, game, data["save"]["created"], names)
    if copy is not None:
        log.info("%s is kept already; not kept again", copy)
        return folder / copy
    path = folder / entry_name(session.game_id, finished, game)
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n"
    atomic_write_text(path, text)
    try:
        summary = summarize(session, data, path.name, len(text.encode("utf-8")))
        append_cache([summary])
    except Exception:
        log.exception("could not cache the summary of %s", path.name)
    _prune_after_keeping(folder, limit, before, path.name)
    return path


def export(data: dict[str, Any], path: Path) -> None:
    """Write a kept game to share (the same format, readable by File > Open)."""
    atomic_write_json(Path(path), data)


# --- pruning -------------------------------------------------------------------------------
# Listing the whole folder after every game made keeping slow as the archive grew (thousands of
# names read, checked and sorted for one file added). So the kept games' names are noted with
# the folder's stamp (device, inode, modification time) as it was after bugbox last touched
# it. While the stamp is unchanged nobody else has added or removed a file, so the noted names
# plus the game just written are the folder's: the oldest beyond the limit are removed without
# listing anything. When the stamp changed (files added or removed by hand, another bugbox, a
# new folder) the folder is listed again. A removal that fails drops the note, so the next game
# kept lists the folder and prunes from what is really there.
#
# Keeping a game removes only the few games it pushes over the limit (`PRUNE_AT_ONCE`): one,
# as a rule. When far more are over it (the player lowered the limit, or copied in games from
# elsewhere), deleting them is the player's decision, asked for in Settings and on the Records
# page, and done in the background (`ui.records_pruning`): it once deleted 48,000 kept games
# on the GUI thread, for 95 seconds, without a word.

#: The most kept games `keep` removes by itself (each a file deleted on the GUI thread).
PRUNE_AT_ONCE = 10

_listings: dict[str, tuple[tuple[int, int, int], list[str]]] = {}


def _names_now(folder: Path, stamp: tuple[int, int, int] | None) -> list[str]:
    """The kept games' names in `folder`, whose stamp is `stamp`: as noted, while nobody else
    changed the folder (see above), else listed (and noted)."""
    noted = _listings.get(str(folder))
    if noted is not None and stamp is not None and noted[0] == stamp:
        return noted[1]
    names = entry_names(folder, cap=None)
    if stamp is not None:
        _listings[str(folder)] = (stamp, names)
    return names


def _folder_stamp(folder: Path) -> tuple[int, int, int] | None:
    try:
        info = os.stat(folder)
    except OSError:
        return None
    return info.st_dev, info.st_ino, info.st_mtime_ns


def _prune_after_keeping(folder: Path, limit: int, before: tuple[int, int, int] | None, name: str) -> None:
    """Prune after the game `name` was added to `folder`, whose stamp was `before` just before;
    not when more than `PRUNE_AT_ONCE` are over the limit (see above)."""
    names = list(_names_now(folder, before))
    _listings.pop(str(folder), None)
    if name not in names:  # listed before it was written (a listing after has it)
        bisect.insort(names, name)
    excess = max(0, len(names) - _clamped(limit))
    if excess > PRUNE_AT_ONCE:
        log.info("%d kept games over the limit of %d: left for the player to decide", excess, _clamped(limit))
        excess = 0
    gone = _remove_oldest(folder, names[:excess])
    del names[:excess]
    after = _folder_stamp(folder)
    if after is not None and gone == excess:
        _listings[str(folder)] = (after, names)


def _clamped(limit: int) -> int:
    return max(MIN_LIMIT, min(MAX_LIMIT, int(limit)))


def _remove_oldest(
    folder: Path,
    names: list[str],
    progress: Callable[[int], None] | None = None,
    cancel: threading.Event | None = None,
) -> int:
    """Remove these kept games; returns how many went. `progress` hears how many have gone
    so far (every 100); `cancel` stops between two files."""
    gone = 0
    for number, name in enumerate(names, start=1):
        if cancel is not None and cancel.is_set():
            break
        try:
            os.unlink(folder / name)
            gone += 1
        except FileNotFoundError:
            pass  # gone already (another bugbox, or by hand)
        except OSError:
            log.warning("could not prune %s", shown(name, 200), exc_info=True)
        if progress is not None and number % 100 == 0:
            progress(number)
    return gone


def over_limit(folder: Path, limit: int) -> list[str]:
    """The kept games beyond `limit`, oldest first: those pruning to it would remove."""
    names = entry_names(folder, cap=None)
    return names[: max(0, len(names) - _clamped(limit))]


def prune(
    folder: Path,
    limit: int,
    progress: Callable[[int], None] | None = None,
    cancel: threading.Event | None = None,
    names: list[str] | None = None,
) -> int:
    """Remove the oldest kept games beyond `limit` (or the given `names` of them); returns how
    many went. Runs in the background for thousands of games (`ui.records_pruning`)."""
    return _remove_oldest(folder, over_limit(folder, limit) if names is None else names, progress, cancel)


def text_name(name: str) -> bool:
    """Whether a file name is text (UTF-8). A name the file system holds in another encoding
    (a kept game copied from an old Latin-1 disk) reaches Python with stand-ins for its bytes,
    which cannot be written to the cache or a log again."""
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def safe_name(name: str) -> str:
    """The name with each byte that was no UTF-8 written as %XX (and any other half of a
    UTF-16 pair as %uXXXX), so it is text and keeps its place in the order."""
    out = []
    for char in name:
        code = ord(char)
        if 0xDC80 <= code <= 0xDCFF:  # Python's stand-in for an undecodable byte
            out.append(f"%{code - 0xDC00:02X}")
        elif 0xD800 <= code <= 0xDFFF:
            out.append(f"%u{code:04X}")
        else:
            out.append(char)
    return "".join(out)


def rename_to_text(folder: Path, names: list[str]) -> tuple[list[str], list[tuple[str, str]], list[str]]:
    """Kept games whose names are no text get a safe name (`safe_name`): returns the names
    (sorted again), the renames made (old name as shown, new name) and the names that could
    not be renamed (left out, to be said)."""
    if all(text_name(name) for name in names):
        return names, [], []
    kept: list[str] = []
    renamed: list[tuple[str, str]] = []
    stuck: list[str] = []
    for name in names:
        if text_name(name):
            kept.append(name)
            continue
        new = safe_name(name)
        try:
            if os.path.lexists(folder / new):
                raise FileExistsError(new)
            os.rename(folder / name, folder / new)
        except OSError:
            log.warning("could not rename the kept game %s", shown(name, 200))
            stuck.append(shown(name, 200))
            continue
        log.info("kept game %s renamed to %s", shown(name, 200), new)
        renamed.append((shown(name, 200), new))
        kept.append(new)
    kept.sort()
    return kept, renamed, stuck


def entry_names(folder: Path, cap: int | None = MAX_ENTRIES) -> list[str]:
    """The kept games' file names, oldest first (the newest `cap` of them)."""
    names: list[str] = []
    try:
        with os.scandir(folder) as entries:
            for entry in entries:
                if is_entry_name(entry.name) and entry.is_file(follow_symlinks=False):
                    names.append(entry.name)
    except OSError:
        return []
    names = _sorted(names)
    return names if cap is None else names[-cap:]


#: Names sorted in one piece at most: sorting 50,000 at once held the interpreter for 50 ms,
#: and the Records page lists the folder in a worker thread beside the GUI's.
SORT_PIECE = 4096


def _sorted(names: list[str]) -> list[str]:
    if len(names) <= SORT_PIECE:
        names.sort()
        return names
    pieces = [sorted(names[start : start + SORT_PIECE]) for start in range(0, len(names), SORT_PIECE)]
    return list(heapq.merge(*pieces))


# --- reading a kept game -------------------------------------------------------------------


def damaged() -> LoadError:
    return LoadError(msg(CTX, QT_TRANSLATE_NOOP("Records", "This finished game's file is damaged.")))


def newer() -> NewerFile:
    """A kept game a newer bugbox wrote: left in place (not damaged), and said so."""
    return NewerFile(
        msg(
            CTX,
            QT_TRANSLATE_NOOP(
                "Records", "This finished game was kept by a newer bugbox; please update bugbox to open it."
            ),
        )
    )


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def parse_entry(data: bytes) -> dict[str, Any]:
    """The checked content of a kept game's file (not replayed); `LoadError` when it is none,
    `NewerFile` when a newer bugbox wrote it (a higher version, or, from a newer bugbox's
    `app_version`, fields or a game this one does not know)."""
    if data.count(b",") + data.count(b"[") + data.count(b"{") > MAX_SAVE_ITEMS + 100:
        raise damaged()
    try:
        raw = loads(data)  # nested deeper than any kept game: damaged, before pydantic sees it
    except ValueError:
        raise damaged() from None
    if not isinstance(raw, dict) or raw.get("kind") != ENTRY_KIND:
        raise LoadError(msg(CTX, QT_TRANSLATE_NOOP("Records", "This file is not a finished bugbox game.")))
    version = raw.get("version")
    save = raw.get("save")
    if not isinstance(version, int) or isinstance(version, bool):
        raise damaged()
    if version > ENTRY_VERSION:
        raise newer()
    if not isinstance(save, dict):
        raise damaged()
    from_newer = is_newer_app(save.get("app_version"))
    if _is_int(save.get("version")) and save["version"] > SAVE_VERSION:
        raise newer()
    if save.get("version") != SAVE_VERSION:
        raise damaged()
    actions = save.get("actions")
    if not isinstance(actions, list) or len(actions) > MAX_ACTIONS or not all(isinstance(a, dict) for a in actions):
        raise damaged()
    game = save.get("game")
    from ..game import GAMES

    if not isinstance(game, str) or game not in GAMES:
        if from_newer:
            raise newer()
        raise LoadError(
            msg(
                CTX,
                QT_TRANSLATE_NOOP("Records", "This finished game is of a game bugbox does not know: {game}."),
                game=shown(game),
            )
        )
    try:
        checked = SaveFile.model_validate(save)
    except Exception:  # noqa: BLE001 - pydantic's ValidationError and RecursionError alike
        raise (newer() if from_newer else damaged()) from None
    duration = raw.get("duration")
    help_used: dict[str, Any] = raw["help"] if isinstance(raw.get("help"), dict) else {}
    return {
        "kind": ENTRY_KIND,
        "version": ENTRY_VERSION,
        "save": checked.model_dump(mode="json"),
        "finished": raw.get("finished") if isinstance(raw.get("finished"), str) else checked.updated,
        "duration": float(duration)
        if isinstance(duration, int | float) and not isinstance(duration, bool) and 0 <= duration < 10**8
        else 0.0,
        "help": {
            key: value
            for key, value in help_used.items()
            if key in ("hints", "solutions") and isinstance(value, int) and 0 <= value < 10**6
        },
    }


def replay_entry(data: dict[str, Any]) -> Session[Any, Any, Any]:
    """The kept game replayed through the rules; `LoadError` when it no longer replays
    (`NewerFile` when a newer bugbox kept it: a move or an option this one does not know)."""
    save = data["save"]
    from ..players import Setup

    try:
        return Session.replay(save["game"], Setup.model_validate(save["setup"]), save["seed"], save["actions"])
    except (ReplayError, LoadError, ValueError, TypeError, KeyError, IndexError, RecursionError) as error:
        if is_newer_app(save.get("app_version")):
            raise newer() from None
        if isinstance(error, ReplayError):
            raise LoadError(
                msg(
                    CTX,
                    QT_TRANSLATE_NOOP(
                        "Records", "This finished game no longer replays: move {number} is not allowed by the rules."
                    ),
                    number=error.number,
                )
            ) from None
        if isinstance(error, LoadError):
            raise
        raise damaged() from None


def read_entry(path: Path) -> tuple[dict[str, Any], Session[Any, Any, Any]]:
    """Read and replay a kept (or exported) finished game; `LoadError` with one sentence."""
    try:
        data = read_capped(path, MAX_ENTRY_BYTES)
    except FileTooLarge:
        raise LoadError(msg(CTX, QT_TRANSLATE_NOOP("Records", "This file is far too large to be a finished game.")))
    except NotARegularFile:
        raise LoadError(
            msg(
                CTX,
                QT_TRANSLATE_NOOP(
                    "Records",
                    "This is not an ordinary file (perhaps a device or a pipe), so it is not a finished game.",
                ),
            )
        )
    except OSError:
        raise LoadError(msg(CTX, QT_TRANSLATE_NOOP("Records", "The file could not be read.")))
    entry = parse_entry(data)
    return entry, replay_entry(entry)


def looks_like_entry(path: Path) -> bool:
    """Whether a file says it is a kept finished game (its first bytes name the kind)."""
    try:
        head = read_capped(path, MAX_ENTRY_BYTES)[:200]
    except OSError:
        return False
    return ENTRY_KIND.encode() in head
