"""Finished games kept for the Records page and the replay viewer.

A finished game is kept as one small file in the data folder's `records/` (setup, seed and
actions as in a save, plus when it ended, how long it took and the help used), written
atomically the moment the game ends, before the end screen: a kill right after the last move
loses nothing. The folder is kept to the player's limit (Settings), oldest first. A file that
cannot be read is moved aside as every broken file is (`files.move_aside`) and the player is
told.

The figures come from replaying the kept games with each game's model (its `records.py`:
`summarize` and `turn_starts`). Replaying thousands of games each time the page opens would be
slow, so one summary per game is cached (`records-summaries.jsonl` in the cache folder, a line
per game, appended when a game is kept and rewritten when it has gone stale); a lost or broken
cache is simply rebuilt by replaying, a slice at a time.

Reading is bounded like every reader of bugbox: at most `MAX_ENTRIES` files, each a regular
file of at most `MAX_ENTRY_BYTES`, the cache at most `MAX_CACHE_BYTES`, and replays in slices
of a given time. Names from files are escaped (`files.shown`) before anything shows them.
"""
from __future__ import annotations

import importlib
import json
import logging
import os
import secrets
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ..errors import LoadError
from ..files import (
    FileTooLarge,
    NotARegularFile,
    atomic_write_json,
    atomic_write_text,
    move_aside,
    read_capped,
    shown,
)
from ..i18n import QT_TRANSLATE_NOOP, Message, msg
from ..saves import MAX_SAVE_BYTES, MAX_SAVE_ITEMS, SAVE_VERSION, SaveFile
from ..session import MAX_ACTIONS, ReplayError, Session

log = logging.getLogger(__name__)
CTX = "Records"

#: What a kept game's file says it is, and the version of that format.
ENTRY_KIND = "bugbox-finished-game"
ENTRY_VERSION = 1
#: Raise when what `summarize` derives changes: cached summaries of another version are
#: derived again from the kept games.
SUMMARY_VERSION = 1
#: The player's limit (Settings): how many finished games are kept, oldest pruned first.
DEFAULT_LIMIT = 2_000
MIN_LIMIT, MAX_LIMIT = 10, 20_000
#: The most kept files read, whatever the folder holds (the newest ones).
MAX_ENTRIES = MAX_LIMIT
MAX_ENTRY_BYTES = MAX_SAVE_BYTES
MAX_CACHE_BYTES = 64 * 1024 * 1024
MAX_NAMES_BYTES = 1024 * 1024
#: Where a game id points to the module that derives its figures (`summarize`, `turn_starts`).
#: Schaben jagen's lives here because its folder is its own game's.
MODULES = {
    "verasselt": "bugbox.games.verasselt.records",
    "verflixxt": "bugbox.games.verflixxt.records",
    "schaben": "bugbox.core.records.schaben",
}
#: The game's own columns on the Records page: a figure of `Row.extra` and its heading.
EXTRA_COLUMNS: dict[str, tuple[tuple[str, Message], ...]] = {
    "verasselt": (("biggest_catch", msg(CTX, QT_TRANSLATE_NOOP("Records", "Biggest catch"))),
                  ("busts_per_game", msg(CTX, QT_TRANSLATE_NOOP("Records", "Busts per game")))),
    "verflixxt": (("luck_converted", msg(CTX, QT_TRANSLATE_NOOP("Records", "Most luck tiles converted"))),
                  ("bites", msg(CTX, QT_TRANSLATE_NOOP("Records", "Wurminator bites")))),
}
#: Games counted per task and difficulty instead of per player (`Figures.tasks`).
TASK_GAMES = ("schaben",)
LEVELS = ("easy", "normal", "hard")
DIFFICULTIES = ("easy", "medium", "hard", "lesson")


def _now() -> datetime:
    return datetime.now(UTC)


def records_dir() -> Path:
    from ...paths import records_dir as folder

    return folder()


def cache_path() -> Path:
    from ...paths import cache_dir

    return cache_dir() / "records-summaries.jsonl"


def names_path() -> Path:
    """Renamed and merged names and the statistics resets: the player's own choices."""
    return records_dir() / "names.json"


def _game_module(game_id: str) -> Any:
    name = MODULES.get(game_id)
    return importlib.import_module(name) if name else None


def is_entry_name(name: str) -> bool:
    return name.endswith(".json") and not name.startswith(".") and name != "names.json"


# --- keeping a finished game ---------------------------------------------------------------

def entry_data(session: Session[Any, Any, Any], *, created: str | None = None, finished: datetime | None = None,
               duration: float = 0.0, help_used: dict[str, int] | None = None) -> dict[str, Any]:
    """The file of a kept game: a save (setup, seed, actions) wrapped with when it ended."""
    finished = finished or _now()
    stamp = finished.isoformat(timespec="seconds")
    save = SaveFile(game=session.game_id, setup=session.setup, seed=session.seed,
                    actions=session.action_dicts(), created=created or stamp, updated=stamp)
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


def keep(session: Session[Any, Any, Any], *, created: str | None = None, duration: float = 0.0,
         help_used: dict[str, int] | None = None, limit: int = DEFAULT_LIMIT, folder: Path | None = None,
         finished: datetime | None = None) -> Path:
    """Keep a finished game (atomically), note its summary in the cache, prune to `limit`.
    Raises `OSError` when the file could not be written; the cache is best effort."""
    folder = folder or records_dir()
    finished = finished or _now()
    data = entry_data(session, created=created, finished=finished, duration=duration, help_used=help_used)
    path = folder / entry_name(session.game_id, finished)
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n"
    atomic_write_text(path, text)
    try:
        summary = summarize(session, data, path.name, len(text.encode("utf-8")))
        append_cache([summary])
    except Exception:  # noqa: BLE001 - the cache is rebuilt from the kept game when needed
        log.exception("could not cache the summary of %s", path.name)
    prune(folder, limit)
    return path


def export(data: dict[str, Any], path: Path) -> None:
    """Write a kept game to share (the same format, readable by File > Open)."""
    atomic_write_json(Path(path), data)


def prune(folder: Path, limit: int) -> int:
    """Remove the oldest kept games beyond `limit`; returns how many went."""
    limit = max(MIN_LIMIT, min(MAX_LIMIT, int(limit)))
    names = _entry_names(folder, cap=None)
    gone = 0
    for name in names[: max(0, len(names) - limit)]:
        try:
            os.unlink(folder / name)
            gone += 1
        except OSError:
            log.warning("could not prune %s", name, exc_info=True)
    return gone


def _entry_names(folder: Path, cap: int | None = MAX_ENTRIES) -> list[str]:
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

def _damaged() -> LoadError:
    return LoadError(msg(CTX, QT_TRANSLATE_NOOP("Records", "This finished game's file is damaged.")))


def parse_entry(data: bytes) -> dict[str, Any]:
    """The checked content of a kept game's file (not replayed); `LoadError` when it is none."""
    if data.count(b",") + data.count(b"[") + data.count(b"{") > MAX_SAVE_ITEMS + 100:
        raise _damaged()
    try:
        raw = json.loads(data)
    except (ValueError, RecursionError):
        raise _damaged() from None
    if not isinstance(raw, dict) or raw.get("kind") != ENTRY_KIND:
        raise LoadError(msg(CTX, QT_TRANSLATE_NOOP("Records", "This file is not a finished bugbox game.")))
    version = raw.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version > ENTRY_VERSION:
        raise LoadError(msg(CTX, QT_TRANSLATE_NOOP(
            "Records", "This finished game was kept by a newer bugbox; please update bugbox to open it.")))
    save = raw.get("save")
    if not isinstance(save, dict) or save.get("version") != SAVE_VERSION:
        raise _damaged()
    actions = save.get("actions")
    if not isinstance(actions, list) or len(actions) > MAX_ACTIONS or not all(isinstance(a, dict) for a in actions):
        raise _damaged()
    game = save.get("game")
    from ..game import GAMES

    if not isinstance(game, str) or game not in GAMES:
        raise LoadError(msg(CTX, QT_TRANSLATE_NOOP("Records", "This finished game is of a game bugbox does not know: "
                                                   "{game}."), game=shown(game)))
    try:
        checked = SaveFile.model_validate(save)
    except Exception:  # noqa: BLE001 - pydantic's ValidationError and RecursionError alike
        raise _damaged() from None
    duration = raw.get("duration")
    help_used: dict[str, Any] = raw["help"] if isinstance(raw.get("help"), dict) else {}
    return {
        "kind": ENTRY_KIND, "version": ENTRY_VERSION, "save": checked.model_dump(mode="json"),
        "finished": raw.get("finished") if isinstance(raw.get("finished"), str) else checked.updated,
        "duration": float(duration) if isinstance(duration, int | float) and not isinstance(duration, bool)
        and 0 <= duration < 10**8 else 0.0,
        "help": {key: value for key, value in help_used.items()
                 if key in ("hints", "solutions") and isinstance(value, int) and 0 <= value < 10**6},
    }


def replay_entry(data: dict[str, Any]) -> Session[Any, Any, Any]:
    """The kept game replayed through the rules; `LoadError` when it no longer replays."""
    save = data["save"]
    from ..players import Setup

    try:
        return Session.replay(save["game"], Setup.model_validate(save["setup"]), save["seed"], save["actions"])
    except ReplayError as error:
        raise LoadError(msg(CTX, QT_TRANSLATE_NOOP(
            "Records", "This finished game no longer replays: move {number} is not allowed by the rules."),
            number=error.number)) from None
    except LoadError:
        raise
    except (ValueError, TypeError, KeyError, IndexError, RecursionError):
        raise _damaged() from None


def read_entry(path: Path) -> tuple[dict[str, Any], Session[Any, Any, Any]]:
    """Read and replay a kept (or exported) finished game; `LoadError` with one sentence."""
    try:
        data = read_capped(path, MAX_ENTRY_BYTES)
    except FileTooLarge:
        raise LoadError(msg(CTX, QT_TRANSLATE_NOOP("Records", "This file is far too large to be a finished game.")))
    except NotARegularFile:
        raise LoadError(msg(CTX, QT_TRANSLATE_NOOP(
            "Records", "This is not an ordinary file (perhaps a device or a pipe), so it is not a finished game.")))
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


def turn_starts(session: Session[Any, Any, Any]) -> list[int]:
    """The action numbers that begin a turn (the viewer steps by them)."""
    module = _game_module(session.game_id)
    starts = module.turn_starts(session) if module is not None else list(range(len(session.actions)))
    return list(starts)


# --- summaries -----------------------------------------------------------------------------

def summarize(session: Session[Any, Any, Any], data: dict[str, Any], name: str, size: int) -> dict[str, Any]:
    """One kept game in a few numbers: who sat where, place, score and the game's figures."""
    module = _game_module(session.game_id)
    derived = module.summarize(session) if module is not None else {"seats": [], "stats": {}}
    seats = []
    for number, seat in enumerate(session.setup.seats):
        result = derived["seats"][number] if number < len(derived["seats"]) else {"place": 0, "score": 0, "stats": {}}
        seats.append({"name": seat.name, "computer": seat.computer, "level": seat.level.value,
                      "colour": seat.colour, "place": result["place"], "score": result["score"],
                      "stats": result["stats"]})
    return {"file": name, "size": size, "v": SUMMARY_VERSION, "game": session.game_id,
            "finished": data["finished"], "duration": data["duration"], "actions": len(session.actions),
            "seats": seats, "stats": derived["stats"], "help": data.get("help", {})}


def append_cache(summaries: Iterable[dict[str, Any]]) -> None:
    """Note summaries at the end of the cache (a line each; a torn last line is ignored)."""
    path = cache_path()
    lines = "".join(json.dumps(s, ensure_ascii=False, separators=(",", ":")) + "\n" for s in summaries)
    if not lines:
        return
    try:
        if path.stat().st_size > MAX_CACHE_BYTES:
            path.unlink()
    except OSError:
        pass
    with open(path, "a", encoding="utf-8") as handle:
        handle.write(lines)


def _read_cache() -> dict[str, dict[str, Any]]:
    """The cached summaries by file name (the last line of a name wins)."""
    try:
        data = read_capped(cache_path(), MAX_CACHE_BYTES)
    except OSError:
        return {}
    lines = [line for line in data.split(b"\n") if line.strip()]
    try:  # one parse of the whole file is many times quicker than a parse per line
        items = json.loads(b"[" + b",".join(lines) + b"]")
    except (ValueError, RecursionError):
        items = []
        for line in lines:
            try:
                items.append(json.loads(line))
            except (ValueError, RecursionError):
                continue
    known: dict[str, dict[str, Any]] = {}
    for item in items:
        if isinstance(item, dict) and item.get("v") == SUMMARY_VERSION and isinstance(item.get("file"), str):
            known[item["file"]] = item
    return known


def _valid_summary(item: dict[str, Any]) -> bool:
    seats = item.get("seats")
    return (isinstance(item.get("game"), str) and isinstance(seats, list)
            and all(isinstance(s, dict) and isinstance(s.get("name"), str) and isinstance(s.get("place"), int)
                    and isinstance(s.get("score"), int) and isinstance(s.get("stats"), dict) for s in seats))


@dataclass
class Loaded:
    """What reading the kept games found: summaries oldest first, files still to replay, and
    the files found broken (moved aside) in this reading."""

    summaries: list[dict[str, Any]] = field(default_factory=list)
    pending: list[str] = field(default_factory=list)
    broken: list[str] = field(default_factory=list)
    _sizes: dict[str, int] = field(default_factory=dict)
    _stale: bool = False

    @property
    def done(self) -> bool:
        return not self.pending


def load(folder: Path | None = None) -> Loaded:
    """The kept games' summaries from the cache; games missing from it are `pending` (see
    `replay_pending`). Touches no game module, so it stays quick for 10,000 games."""
    folder = folder or records_dir()
    names = _entry_names(folder)
    cached = _read_cache()
    loaded = Loaded()
    for name in names:
        try:
            size = os.stat(folder / name, follow_symlinks=False).st_size
        except OSError:
            continue
        loaded._sizes[name] = size
        item = cached.get(name)
        if item is not None and item.get("size") == size and _valid_summary(item):
            loaded.summaries.append(item)
        else:
            loaded.pending.append(name)
    loaded._stale = len(cached) != len(loaded.summaries)
    return loaded


def replay_pending(loaded: Loaded, seconds: float, folder: Path | None = None,
                   clock: Callable[[], float] = time.monotonic) -> None:
    """Replay pending kept games for about `seconds` (at least one), adding their summaries;
    a broken file is moved aside and named in `loaded.broken`. When none is left, the cache is
    rewritten if it held lines for games no longer kept."""
    folder = folder or records_dir()
    end = clock() + seconds
    fresh: list[dict[str, Any]] = []
    while loaded.pending:
        name = loaded.pending.pop(0)
        path = folder / name
        try:
            entry, session = read_entry(path)
            if not session.is_over():
                raise _damaged()
            fresh.append(summarize(session, entry, name, loaded._sizes.get(name, 0)))
        except LoadError as error:
            log.warning("kept game %s cannot be read: %s", name, error)
            try:
                loaded.broken.append(move_aside(path).name)
            except OSError:
                log.warning("could not move %s aside", name, exc_info=True)
        if clock() >= end:
            break
    if fresh:
        loaded.summaries.extend(fresh)
        loaded.summaries.sort(key=lambda s: s["file"])
        try:
            append_cache(fresh)
        except OSError:
            log.warning("could not write the records cache", exc_info=True)
    if not loaded.pending and loaded._stale:
        loaded._stale = False
        try:
            text = "".join(json.dumps(s, ensure_ascii=False, separators=(",", ":")) + "\n" for s in loaded.summaries)
            atomic_write_text(cache_path(), text)
        except OSError:
            log.warning("could not rewrite the records cache", exc_info=True)


def forget(names: Iterable[str], folder: Path | None = None) -> None:
    """Delete kept games (their cached lines go stale and are dropped on the next rewrite)."""
    folder = folder or records_dir()
    for name in names:
        if is_entry_name(name) and "/" not in name and "\\" not in name:
            try:
                os.unlink(folder / name)
            except OSError:
                log.warning("could not delete %s", name, exc_info=True)


# --- names and resets ----------------------------------------------------------------------

def fold(name: str) -> str:
    """Names are matched as typed, but not by case: "anna" and "Anna" are one player."""
    return " ".join(name.split()).casefold()


@dataclass
class Names:
    """`aliases`: a folded name -> the name it was renamed or merged into; `resets`: a game id
    -> the moment its statistics were reset, as kept games' names begin (games finished
    before it no longer count)."""

    aliases: dict[str, str] = field(default_factory=dict)
    resets: dict[str, str] = field(default_factory=dict)

    def canonical(self, name: str) -> str:
        """The name a player's games count under (a name renamed into itself sets its spelling)."""
        seen = set()
        while fold(name) in self.aliases and fold(name) not in seen:
            seen.add(fold(name))
            name = self.aliases[fold(name)]
        return name


def load_names(path: Path | None = None) -> Names:
    path = path or names_path()
    try:
        raw = json.loads(read_capped(path, MAX_NAMES_BYTES))
    except FileNotFoundError:
        return Names()
    except (OSError, ValueError, RecursionError):
        log.warning("the records' names file cannot be read; moved aside")
        try:
            move_aside(path)
        except OSError:
            pass
        return Names()
    if not isinstance(raw, dict):
        return Names()
    aliases: dict[str, Any] = raw["aliases"] if isinstance(raw.get("aliases"), dict) else {}
    resets: dict[str, Any] = raw["resets"] if isinstance(raw.get("resets"), dict) else {}
    return Names({fold(k): v[:40] for k, v in aliases.items()
                  if isinstance(k, str) and isinstance(v, str) and v.strip()},
                 {k: v for k, v in resets.items() if isinstance(k, str) and isinstance(v, str)})


def save_names(names: Names, path: Path | None = None) -> None:
    atomic_write_json(path or names_path(), {"aliases": names.aliases, "resets": names.resets})


def rename(names: Names, old: str, new: str) -> Names:
    """Count `old`'s games as `new`'s from now on (a rename, or a merge when `new` exists)."""
    new = " ".join(new.split())[:40]
    if not new:
        return names
    names.aliases = {k: (new if fold(v) in (fold(old), fold(new)) else v) for k, v in names.aliases.items()}
    names.aliases[fold(old)] = new
    names.aliases[fold(new)] = new   # the spelling typed is the one shown from now on
    return names


def reset(names: Names, game_id: str, when: datetime | None = None) -> Names:
    names.resets[game_id] = (when or _now()).strftime("%Y%m%d-%H%M%S-%f")
    return names


# --- the figures ---------------------------------------------------------------------------

@dataclass
class Row:
    """One line of the Records table: a player (by name) or a computer level."""

    key: str
    label: str
    computer: bool
    played: int = 0
    won: int = 0
    scores: list[int] = field(default_factory=list)
    streak: int = 0
    longest_streak: int = 0
    fastest_win: float | None = None
    extra: dict[str, float] = field(default_factory=dict)

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0

    @property
    def best(self) -> int | None:
        return max(self.scores) if self.scores else None

    @property
    def average(self) -> float | None:
        return sum(self.scores) / len(self.scores) if self.scores else None


@dataclass
class TaskRow:
    """Schaben jagen per difficulty: tasks solved, tries, help used, tasks solved at once."""

    difficulty: str
    solved: int = 0
    attempts: int = 0
    hints: int = 0
    solutions: int = 0
    first_try: int = 0


@dataclass
class Figures:
    game_id: str
    games: int
    rows: list[Row]
    tasks: list[TaskRow]


def counted(summaries: Iterable[dict[str, Any]], game_id: str, names: Names) -> list[dict[str, Any]]:
    """The game's summaries that count (after its last reset), oldest first. A file's name
    begins with the moment its game ended, in the same form as a reset is noted."""
    since = names.resets.get(game_id, "")
    return [s for s in summaries if s.get("game") == game_id and str(s.get("file", "")) > since]


def figures(summaries: Iterable[dict[str, Any]], game_id: str, names: Names) -> Figures:
    """Per player name (matched without case, after renames) and per computer level: games
    played and won, scores, the longest run of wins, the fastest win and the game's own
    figures; for Schaben jagen per difficulty."""
    games = counted(summaries, game_id, names)
    rows: dict[str, Row] = {}
    for summary in games:
        for seat in summary["seats"]:
            if seat.get("computer"):
                level = seat.get("level") if seat.get("level") in LEVELS else "normal"
                key, label = f"\0level:{level}", level
            else:
                label = names.canonical(seat["name"])
                key = fold(label)
            row = rows.get(key)
            if row is None:
                row = rows[key] = Row(key, shown(label), bool(seat.get("computer")))
            row.played += 1
            won = seat["place"] == 1
            row.scores.append(seat["score"])
            if won:
                row.won += 1
                row.streak += 1
                row.longest_streak = max(row.longest_streak, row.streak)
                duration = float(summary.get("duration") or 0)
                if duration > 0 and (row.fastest_win is None or duration < row.fastest_win):
                    row.fastest_win = duration
            else:
                row.streak = 0
            for name, value in seat["stats"].items():
                if isinstance(value, int | float) and not isinstance(value, bool):
                    if name in ("biggest_catch", "luck_converted"):
                        row.extra[name] = max(row.extra.get(name, 0), value)
                    else:
                        row.extra[name] = row.extra.get(name, 0) + value
    ordered = sorted(rows.values(), key=lambda r: (r.computer, -r.won, -r.played, r.label.casefold()))
    for row in ordered:
        if "busts" in row.extra and row.played:
            row.extra["busts_per_game"] = row.extra["busts"] / row.played
    return Figures(game_id, len(games), ordered, _tasks(games) if game_id in TASK_GAMES else [])


def _tasks(games: list[dict[str, Any]]) -> list[TaskRow]:
    rows = {difficulty: TaskRow(difficulty) for difficulty in DIFFICULTIES}
    solved: dict[str, set[str]] = {difficulty: set() for difficulty in DIFFICULTIES}
    tried: set[str] = set()
    for summary in games:
        stats = summary.get("stats", {})
        difficulty = stats.get("difficulty") if stats.get("difficulty") in DIFFICULTIES else "lesson"
        task = str(stats.get("task", ""))
        row = rows[difficulty]
        row.attempts += 1
        help_used = summary.get("help", {})
        row.hints += int(help_used.get("hints", 0))
        row.solutions += int(help_used.get("solutions", 0))
        if stats.get("solved"):
            solved[difficulty].add(task)
            if task not in tried:
                row.first_try += 1
        tried.add(task)
    for difficulty, row in rows.items():
        row.solved = len(solved[difficulty])
    return [row for row in rows.values() if row.attempts or row.difficulty != "lesson"]


def winners_of(summary: dict[str, Any]) -> list[str]:
    """The escaped names of a kept game's winners."""
    return [shown(seat["name"]) for seat in summary.get("seats", []) if seat.get("place") == 1]
