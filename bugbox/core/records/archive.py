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
import json
import logging
import os
import secrets
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ..errors import LoadError
from ..files import FileTooLarge, NotARegularFile, atomic_write_json, atomic_write_text, read_capped, shown
from ..i18n import QT_TRANSLATE_NOOP, msg
from ..saves import MAX_SAVE_BYTES, MAX_SAVE_ITEMS, SAVE_VERSION, SaveFile
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
) -> dict[str, Any]:
    """The file of a kept game: a save (setup, seed, actions) wrapped with when it ended."""
    finished = finished or now()
    stamp = finished.isoformat(timespec="seconds")
    save = SaveFile(
        game=session.game_id,
        setup=session.setup,
        seed=session.seed,
        actions=session.action_dicts(),
        created=created or stamp,
        updated=stamp,
    )
    return {
        "kind": ENTRY_KIND,
        "version": ENTRY_VERSION,
        "save": save.model_dump(mode="json"),
        "finished": stamp,
        "duration": round(max(0.0, float(duration)), 1),
        "help": {key: int(value) for key, value in (help_used or {}).items() if key in ("hints", "solutions")},
    }


def entry_name(game_id: str, finished: datetime) -> str:
    """Oldest first by name: the time it ended, the game, and a few random letters."""
    return f"{finished.strftime('%Y%m%d-%H%M%S-%f')}-{game_id}-{secrets.token_hex(3)}.json"


def keep(
    session: Session[Any, Any, Any],
    *,
    created: str | None = None,
    duration: float = 0.0,
    help_used: dict[str, int] | None = None,
    limit: int = DEFAULT_LIMIT,
    folder: Path | None = None,
    finished: datetime | None = None,
) -> Path:
    """Keep a finished game (atomically), note its summary in the cache, prune to `limit`.
    Raises `OSError` when the file could not be written; the cache is best effort."""
    from .summaries import append_cache, summarize  # the summaries read this module's files

    folder = folder or records_dir()
    finished = finished or now()
    data = entry_data(session, created=created, finished=finished, duration=duration, help_used=help_used)
    path = folder / entry_name(session.game_id, finished)
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n"
    before = _folder_stamp(folder)
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

_listings: dict[str, tuple[tuple[int, int, int], list[str]]] = {}


def _folder_stamp(folder: Path) -> tuple[int, int, int] | None:
    try:
        info = os.stat(folder)
    except OSError:
        return None
    return info.st_dev, info.st_ino, info.st_mtime_ns


def _prune_after_keeping(folder: Path, limit: int, before: tuple[int, int, int] | None, name: str) -> None:
    """Prune after the game `name` was added to `folder`, whose stamp was `before` just before."""
    noted = _listings.pop(str(folder), None)
    if noted is not None and before is not None and noted[0] == before:
        names = noted[1]
        bisect.insort(names, name)
    else:
        names = entry_names(folder, cap=None)
    excess = max(0, len(names) - _clamped(limit))
    gone = _remove_oldest(folder, names[:excess])
    del names[:excess]
    after = _folder_stamp(folder)
    if after is not None and gone == excess:
        _listings[str(folder)] = (after, names)


def _clamped(limit: int) -> int:
    return max(MIN_LIMIT, min(MAX_LIMIT, int(limit)))


def _remove_oldest(folder: Path, names: list[str]) -> int:
    """Remove these kept games; returns how many went."""
    gone = 0
    for name in names:
        try:
            os.unlink(folder / name)
            gone += 1
        except OSError:
            log.warning("could not prune %s", name, exc_info=True)
    return gone


def prune(folder: Path, limit: int) -> int:
    """Remove the oldest kept games beyond `limit`; returns how many went."""
    names = entry_names(folder, cap=None)
    return _remove_oldest(folder, names[: max(0, len(names) - _clamped(limit))])


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
    names.sort()
    return names if cap is None else names[-cap:]


# --- reading a kept game -------------------------------------------------------------------


def damaged() -> LoadError:
    return LoadError(msg(CTX, QT_TRANSLATE_NOOP("Records", "This finished game's file is damaged.")))


def parse_entry(data: bytes) -> dict[str, Any]:
    """The checked content of a kept game's file (not replayed); `LoadError` when it is none."""
    if data.count(b",") + data.count(b"[") + data.count(b"{") > MAX_SAVE_ITEMS + 100:
        raise damaged()
    try:
        raw = json.loads(data)
    except (ValueError, RecursionError):
        raise damaged() from None
    if not isinstance(raw, dict) or raw.get("kind") != ENTRY_KIND:
        raise LoadError(msg(CTX, QT_TRANSLATE_NOOP("Records", "This file is not a finished bugbox game.")))
    version = raw.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version > ENTRY_VERSION:
        raise LoadError(
            msg(
                CTX,
                QT_TRANSLATE_NOOP(
                    "Records", "This finished game was kept by a newer bugbox; please update bugbox to open it."
                ),
            )
        )
    save = raw.get("save")
    if not isinstance(save, dict) or save.get("version") != SAVE_VERSION:
        raise damaged()
    actions = save.get("actions")
    if not isinstance(actions, list) or len(actions) > MAX_ACTIONS or not all(isinstance(a, dict) for a in actions):
        raise damaged()
    game = save.get("game")
    from ..game import GAMES

    if not isinstance(game, str) or game not in GAMES:
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
        raise damaged() from None
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
    """The kept game replayed through the rules; `LoadError` when it no longer replays."""
    save = data["save"]
    from ..players import Setup

    try:
        return Session.replay(save["game"], Setup.model_validate(save["setup"]), save["seed"], save["actions"])
    except ReplayError as error:
        raise LoadError(
            msg(
                CTX,
                QT_TRANSLATE_NOOP(
                    "Records", "This finished game no longer replays: move {number} is not allowed by the rules."
                ),
                number=error.number,
            )
        ) from None
    except LoadError:
        raise
    except (ValueError, TypeError, KeyError, IndexError, RecursionError):
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
