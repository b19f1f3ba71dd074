"""Unfinished games: each game in progress has an autosave of its own until it ends.

One autosave per game id was replaced by the next game of that id: "Game > New" and "Play on
from here" promised that the game left behind could be continued later, then overwrote it. So
every game started (new, opened, played on from a replay) gets its own file,
`autosave/<game>/<created>.json`, named after the moment it was created, and keeps it while it
is played, left for another game, or the window closes. The launcher lists them ("Continue last
game" is the one played last), and the player continues or removes any of them.

An autosave goes only when its game no longer needs it: the game ended and its record is safely
on disk (`GameController.keep_finished_game`: a full disk keeps the autosave, and the finished
game is offered again), the player removed it, a game dealt but never played was replaced by
another, or more than `LIMIT` of one game have piled up (the oldest not on a table go first,
and the player is told).

An older bugbox kept its one autosave as `autosave/<game>.json`: `migrate` moves it into the
folder once; one that does not load stays where it is, listed like the others, and is explained
and kept aside when continued, as any damaged autosave is.

Listing reads no file (names and modification times: the launcher shows it at start);
`describe` reads and replays one when the list of unfinished games is opened. Qt-free.
"""

from __future__ import annotations

import logging
import os
import stat
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ..paths import autosave_dir, autosave_folder
from .errors import LoadError
from .i18n import Message

log = logging.getLogger(__name__)

#: The most unfinished games kept per game; beyond it the oldest not on a table are removed.
LIMIT = 20
#: The most folder entries one listing looks at (a folder of a million files must not stall
#: the launcher; bugbox itself never keeps more than `LIMIT`).
MAX_SCANNED = 2000
SUFFIX = ".json"

#: Paths handed out in this run, written or not yet (a first write that failed on a full disk
#: leaves no file, and the next game must not take the same name).
_claimed: set[Path] = set()


def legacy_path(game_id: str) -> Path:
    """Where an older bugbox kept the one autosave of `game_id`."""
    return autosave_dir() / f"{game_id}{SUFFIX}"


def stamp(created: str | None) -> str:
    """A file name's stem from a save's ISO `created` moment (UTC), e.g. "20250301-142233"."""
    moment = None
    if created:
        try:
            moment = datetime.fromisoformat(created)
        except ValueError:
            moment = None
    if moment is None:
        moment = datetime.now(UTC)
    elif moment.tzinfo is not None:
        moment = moment.astimezone(UTC)
    return moment.strftime("%Y%m%d-%H%M%S")


def new_path(game_id: str, created: str | None = None) -> Path:
    """A file of its own for a game created at `created`: never one on disk or handed out."""
    folder = autosave_folder(game_id)
    base = stamp(created)
    number = 1
    while True:
        path = folder / (f"{base}{SUFFIX}" if number == 1 else f"{base}-{number}{SUFFIX}")
        if path not in _claimed and not os.path.lexists(path):
            _claimed.add(path)
            return path
        number += 1


def _mtime(path: Path) -> float:
    try:
        return os.stat(path).st_mtime
    except OSError:
        return 0.0


def listing(game_id: str) -> list[Path]:
    """The autosaves of `game_id`, the one played last first (by the file's time). Reads no
    file; special files and our temp files are left out."""
    found: list[tuple[float, str, Path]] = []
    try:
        with os.scandir(autosave_folder(game_id)) as entries:
            for number, entry in enumerate(entries):
                if number >= MAX_SCANNED:
                    log.warning("more than %d files in %s; the rest are not listed", MAX_SCANNED, entry.path)
                    break
                name = entry.name
                if name.startswith(".") or not name.endswith(SUFFIX):
                    continue
                try:
                    info = entry.stat()  # follows a link: the file it names must be regular
                except OSError:
                    continue
                if stat.S_ISREG(info.st_mode):
                    found.append((info.st_mtime, name, Path(entry.path)))
    except OSError:
        pass  # no folder yet (or none can be made): no unfinished game
    legacy = legacy_path(game_id)
    try:
        old = os.stat(legacy)
    except OSError:
        old = None
    if old is not None and stat.S_ISREG(old.st_mode):
        found.append((old.st_mtime, legacy.name, legacy))
    found.sort(key=lambda item: (item[0], item[1]), reverse=True)
    return [path for _, _, path in found]


def newest(game_id: str) -> Path | None:
    """The unfinished game of `game_id` played last, if any."""
    found = listing(game_id)
    return found[0] if found else None


def migrate(game_id: str) -> Path | None:
    """Move an older bugbox's one autosave of `game_id` into the game's folder; returns where
    it went. One that does not load, or cannot be moved, stays where it is (still listed)."""
    from .files import is_regular_file
    from .saves import read_save

    old = legacy_path(game_id)
    if not is_regular_file(old):
        return None
    try:
        save = read_save(old)
    except LoadError:
        log.warning("the old autosave %s does not load; it stays where it is", old)
        return None
    target = new_path(game_id, save.created)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        os.replace(old, target)  # the same folder tree: a rename, its time stays
    except OSError:
        log.warning("could not move the old autosave %s to %s", old, target, exc_info=True)
        return None
    log.info("moved the old autosave %s to %s", old, target)
    return target


def remove(path: Path) -> None:
    """The player removed this unfinished game (or it ended and its record is on disk).
    Raises `OSError` when the file could not be removed; a file already gone is no error."""
    Path(path).unlink(missing_ok=True)


def prune(game_id: str, limit: int = LIMIT, spare: frozenset[Path] | set[Path] = frozenset()) -> list[Path]:
    """Remove the oldest autosaves of `game_id` beyond `limit`, never one in `spare` (the
    games on a table now); returns those removed."""
    found = listing(game_id)
    if len(found) <= limit:
        return []
    removed: list[Path] = []
    for path in reversed(found):  # the oldest first
        if len(found) - len(removed) <= limit:
            break
        if path in spare:
            continue
        try:
            remove(path)
        except OSError:
            log.warning("could not remove the old autosave %s", path, exc_info=True)
            continue
        removed.append(path)
    return removed


@dataclass
class Unfinished:
    """One unfinished game as the list shows it: who plays, how far it got, when it was played.

    `error` is set (and the rest empty) when the file does not load."""

    path: Path
    game_id: str
    players: tuple[str, ...] = ()
    computers: tuple[bool, ...] = ()
    turn: int = 0
    moves: int = 0
    over: bool = False
    updated: datetime | None = None
    created: str | None = None
    task: str | None = None  # a solo task's id (Schaben jagen), shown instead of the players
    error: Message | None = None
    session: Any = field(default=None, repr=False)


def _moment(text: str | None) -> datetime | None:
    try:
        return datetime.fromisoformat(text) if text else None
    except ValueError:
        return None


def describe(path: Path, game_id: str) -> Unfinished:
    """Read and replay one autosave for the list (capped like every save)."""
    from .records import turn_starts
    from .saves import load_save

    try:
        save, session = load_save(path)
    except LoadError as error:
        return Unfinished(Path(path), game_id, error=error.reason, updated=_file_moment(path))
    task = session.setup.options.get("task") if len(session.setup.seats) == 1 else None
    task_id = task.get("id") if isinstance(task, dict) else None
    try:
        turns = len(turn_starts(session))
    except Exception:
        log.exception("could not count the turns of %s", path)
        turns = len(session.actions)
    return Unfinished(
        Path(path),
        save.game,
        players=tuple(seat.name for seat in session.setup.seats),
        computers=tuple(seat.computer for seat in session.setup.seats),
        turn=max(1, turns),
        moves=len(session.actions),
        over=session.is_over(),
        updated=_moment(save.updated) or _file_moment(path),
        created=save.created,
        task=str(task_id) if task_id is not None else None,
        session=session,
    )


def _file_moment(path: Path) -> datetime | None:
    when = _mtime(Path(path))
    return datetime.fromtimestamp(when, UTC) if when else None
