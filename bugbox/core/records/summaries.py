"""One summary per kept game, cached, so the Records page opens quickly over thousands of games.

Replaying every kept game each time the page opens would be slow, so a summary of each (who
sat where, place, score, the game's own figures) is cached in `records-summaries.jsonl` in the
cache folder, a line per game: appended when a game is kept, rewritten when it has gone stale.
The cache is never the truth: a lost or broken one is rebuilt by replaying the kept games a
slice at a time (`replay_pending`), and a summary whose file changed size is derived again. A
kept file that no longer reads is moved aside as every broken file is (`files.move_aside`) and
named, so the page can tell the player.
"""

from __future__ import annotations

import json
import logging
import os
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import LoadError, NewerFile
from ..files import FileTooLarge, append_capped, atomic_write_text, move_aside, read_capped
from ..session import Session
from .archive import (
    MAX_ENTRIES,
    damaged,
    entry_game,
    entry_names,
    is_entry_name,
    read_entry,
    records_dir,
    rename_to_text,
)
from .models import game_module

log = logging.getLogger(__name__)

#: Raise when what `summarize` derives changes: cached summaries of another version are
#: derived again from the kept games. 2: the game's id (`id`), so that a game is counted once.
SUMMARY_VERSION = 2
MAX_CACHE_BYTES = 64 * 1024 * 1024


def cache_path() -> Path:
    from ...paths import cache_dir

    return cache_dir() / "records-summaries.jsonl"


def summarize(session: Session[Any, Any, Any], data: dict[str, Any], name: str, size: int) -> dict[str, Any]:
    """One kept game in a few numbers: who sat where, place, score and the game's figures."""
    module = game_module(session.game_id)
    derived = module.summarize(session) if module is not None else {"seats": [], "stats": {}}
    seats = []
    for number, seat in enumerate(session.setup.seats):
        result = derived["seats"][number] if number < len(derived["seats"]) else {"place": 0, "score": 0, "stats": {}}
        seats.append(
            {
                "name": seat.name,
                "computer": seat.computer,
                "level": seat.level.value,
                "colour": seat.colour,
                "place": result["place"],
                "score": result["score"],
                "stats": result["stats"],
            }
        )
    return {
        "file": name,
        "size": size,
        "v": SUMMARY_VERSION,
        "id": entry_game(data),
        "game": session.game_id,
        "finished": data["finished"],
        "duration": data["duration"],
        "actions": len(session.actions),
        "seats": seats,
        "stats": derived["stats"],
        "help": data.get("help", {}),
    }


def cache_line(summary: dict[str, Any]) -> str:
    """One line of the cache. ASCII only: a string from a kept file may hold anything JSON can
    spell (half of a UTF-16 pair too), and an escape can always be written, where UTF-8 can
    not (a kept game named in another encoding crashed the Records page here)."""
    return json.dumps(summary, ensure_ascii=True, separators=(",", ":")) + "\n"


def append_cache(summaries: Iterable[dict[str, Any]]) -> None:
    """Note summaries at the end of the cache (a line each; a torn last line is ignored)."""
    path = cache_path()
    lines = "".join(cache_line(s) for s in summaries)
    if not lines:
        return
    data = lines.encode("utf-8")
    try:
        append_capped(path, data, MAX_CACHE_BYTES)
    except FileTooLarge:  # only a cache: started afresh, the missing summaries are made again
        path.unlink(missing_ok=True)
        append_capped(path, data, MAX_CACHE_BYTES)


#: How many cache lines are parsed at once: one `json.loads` holds the interpreter for its
#: whole length, and the page reads the cache in a worker thread beside the GUI's.
CACHE_CHUNK = 100
_FILE_PREFIX = b'{"file":"'


def _lines(data: bytes) -> Iterator[bytes]:
    """The lines of `data`, one at a time: `data.split` made 50,000 of them in one call that
    held the interpreter for 80 ms while the GUI waited."""
    start = 0
    while start < len(data):
        end = data.find(b"\n", start)
        if end < 0:
            end = len(data)
        yield data[start:end]
        start = end + 1


def _line_name(line: bytes) -> str | None:
    """The kept game a cache line is about, read without parsing the line (bugbox writes the
    file name first); None when it cannot be told so (the line is parsed then)."""
    if not line.startswith(_FILE_PREFIX):
        return None
    end = line.find(b'"', len(_FILE_PREFIX))
    name = line[len(_FILE_PREFIX) : end]
    if end < 0 or b"\\" in name:
        return None
    try:
        return name.decode("ascii")
    except UnicodeDecodeError:
        return None


def read_cache(wanted: set[str] | None = None) -> tuple[dict[str, dict[str, Any]], int]:
    """The cached summaries by file name (the last line of a name wins), and how many lines
    the cache holds in all (more than the summaries found: it should be rewritten). With
    `wanted`, only the lines of those files are parsed (50,000 lines cost a second; the page
    reads at most `MAX_ENTRIES` of them)."""
    try:
        data = read_capped(cache_path(), MAX_CACHE_BYTES)
    except OSError:
        return {}, 0
    known: dict[str, dict[str, Any]] = {}
    chunk: list[bytes] = []
    lines = 0
    for line in _lines(data):
        if not line.strip():
            continue
        lines += 1
        if wanted is not None:
            name = _line_name(line)
            if name is not None and name not in wanted:
                continue
        chunk.append(line)
        if len(chunk) >= CACHE_CHUNK:
            _parse_lines(chunk, known)
            chunk = []
    _parse_lines(chunk, known)
    return known, lines


def _parse_lines(lines: list[bytes], known: dict[str, dict[str, Any]]) -> None:
    if not lines:
        return
    # One parse of many lines is many times quicker than a parse per line. The lines are not
    # walked for their depth (`jsonshape`): a line is used only when it has exactly the shape
    # of a summary (`_valid_summary`, every key known, nothing nested where a figure is read).
    try:
        items = json.loads(b"[" + b",".join(lines) + b"]")
    except (ValueError, RecursionError):
        items = []
        for line in lines:
            try:
                items.append(json.loads(line))
            except (ValueError, RecursionError):
                continue
    for item in items:
        if isinstance(item, dict) and item.get("v") == SUMMARY_VERSION and isinstance(item.get("file"), str):
            known[item["file"]] = item


def _number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _scalar(value: Any) -> bool:
    return value is None or isinstance(value, str | int | float | bool)


_SUMMARY_KEYS = frozenset(
    {"file", "size", "v", "id", "game", "finished", "duration", "actions", "seats", "stats", "help"}
)
_SEAT_KEYS = frozenset({"name", "computer", "level", "colour", "place", "score", "stats"})


def _valid_summary(item: dict[str, Any]) -> bool:
    """Whether a cached line has exactly the shape `summarize` writes: no key it does not
    write, and each value as the tables read it, a number where they count, text where they
    show, nothing nested where they expect a figure (a list as a duration crashed the page)."""
    seats = item.get("seats")
    stats = item.get("stats", {})
    help_used = item.get("help", {})
    return (
        _SUMMARY_KEYS.issuperset(item)
        and isinstance(item.get("id"), str)
        and isinstance(item.get("game"), str)
        and isinstance(item.get("finished", ""), str)
        and _number(item.get("duration", 0))
        and _number(item.get("actions", 0))
        and isinstance(stats, dict)
        and all(_scalar(value) for value in stats.values())
        and isinstance(help_used, dict)
        and all(isinstance(value, int) and not isinstance(value, bool) for value in help_used.values())
        and isinstance(seats, list)
        and all(
            isinstance(s, dict)
            and _SEAT_KEYS.issuperset(s)
            and isinstance(s.get("name"), str)
            and isinstance(s.get("level", ""), str)
            and isinstance(s.get("computer", False), bool)
            and isinstance(s.get("place"), int)
            and isinstance(s.get("score"), int)
            and isinstance(s.get("stats"), dict)
            and all(_scalar(value) for value in s["stats"].values())
            for s in seats
        )
    )


@dataclass
class Loaded:
    """What reading the kept games found: summaries oldest first, files still to replay
    (newest first: the list on the page fills from its top), the files found broken (moved
    aside, by the name they were kept as) and from a newer bugbox (left in place), the files
    renamed because their names were no text, and how many kept games the folder holds in all
    (`read` of them, the newest; `left_out` are older than the newest `MAX_ENTRIES`).

    A game is counted once: a second kept file of the same game (by its id: kept twice before
    Records refused copies, or copied in from another computer of the same table) is in
    `copies` (its summary), not in `summaries`, and the oldest file of the game is counted."""

    summaries: list[dict[str, Any]] = field(default_factory=list)
    pending: list[str] = field(default_factory=list)
    broken: list[str] = field(default_factory=list)
    newer: list[str] = field(default_factory=list)
    renamed: list[tuple[str, str]] = field(default_factory=list)
    copies: list[dict[str, Any]] = field(default_factory=list)
    total: int = 0
    read: int = 0
    left_out: int = 0
    _sizes: dict[str, int] = field(default_factory=dict)
    _stale: bool = False

    @property
    def done(self) -> bool:
        return not self.pending


def load(folder: Path | None = None) -> Loaded:
    """The kept games' summaries from the cache; games missing from it are `pending` (see
    `replay_pending`). Touches no game module. Reads at most the newest `MAX_ENTRIES` kept
    games and says how many more there are (`left_out`)."""
    folder = folder or records_dir()
    loaded = Loaded()
    every = entry_names(folder, cap=None)
    every, loaded.renamed, stuck = rename_to_text(folder, every)
    loaded.broken.extend(stuck)
    names = every[-MAX_ENTRIES:]
    loaded.total = len(every)
    loaded.read = len(names)
    loaded.left_out = len(every) - len(names)
    cached, lines = read_cache(set(names))
    sizes = _sizes(folder, names)
    for name in names:
        size = sizes.get(name)
        if size is None:
            continue
        loaded._sizes[name] = size
        item = cached.get(name)
        if item is not None and item.get("size") == size and item.get("newer") is True:
            loaded.newer.append(name)
        elif item is not None and item.get("size") == size and _valid_summary(item):
            loaded.summaries.append(item)
        else:
            loaded.pending.append(name)
    loaded.pending.reverse()
    loaded._stale = lines != len(loaded.summaries) + len(loaded.newer)
    _count_once(loaded)
    return loaded


def _count_once(loaded: Loaded) -> None:
    """Each game's oldest summary stays in `summaries` (oldest first); later copies of it
    go to `copies` (their files stay: nothing kept is deleted unasked)."""
    seen: set[str] = set()
    once: list[dict[str, Any]] = []
    copies = {summary["file"] for summary in loaded.copies}
    for summary in sorted(loaded.summaries, key=lambda s: s["file"]):
        game = summary.get("id")
        if isinstance(game, str) and game in seen:
            if summary["file"] not in copies:
                loaded.copies.append(summary)
            continue
        if isinstance(game, str):
            seen.add(game)
        once.append(summary)
    loaded.summaries = once


def _sizes(folder: Path, names: list[str]) -> dict[str, int]:
    """The size of each kept game named (a cached summary counts only for a file of its size),
    from one listing of the folder: a `DirEntry` looks itself up relative to the open folder,
    where 20,000 paths built and resolved took three times as long."""
    wanted = set(names)
    sizes: dict[str, int] = {}
    try:
        with os.scandir(folder) as entries:
            for entry in entries:
                if entry.name in wanted:
                    try:
                        sizes[entry.name] = entry.stat(follow_symlinks=False).st_size
                    except OSError:
                        continue
    except OSError:
        pass
    return sizes


def _newer_line(name: str, size: int) -> dict[str, Any]:
    """What the cache notes of a kept game from a newer bugbox: that it is one, until the file
    changes (so it is not read again each time the page opens)."""
    return {"file": name, "size": size, "v": SUMMARY_VERSION, "newer": True}


def replay_pending(
    loaded: Loaded, seconds: float, folder: Path | None = None, clock: Callable[[], float] = time.monotonic
) -> list[dict[str, Any]]:
    """Replay pending kept games for about `seconds` (at least one), adding their summaries
    (returned too); a broken file is moved aside and named in `loaded.broken`, one from a
    newer bugbox is left where it is and named in `loaded.newer`, one that is gone (deleted
    meanwhile) is forgotten. When none is left, the cache is rewritten if it held lines for
    games no longer kept."""
    folder = folder or records_dir()
    end = clock() + seconds
    fresh: list[dict[str, Any]] = []
    notes: list[dict[str, Any]] = []
    while loaded.pending:
        name = loaded.pending.pop(0)
        path = folder / name
        try:
            entry, session = read_entry(path)
            if not session.is_over():
                raise damaged()
            fresh.append(summarize(session, entry, name, loaded._sizes.get(name, 0)))
        except NewerFile:
            loaded.newer.append(name)
            notes.append(_newer_line(name, loaded._sizes.get(name, 0)))
        except LoadError as error:
            if not os.path.lexists(path):  # pruned or deleted while the page was reading
                loaded._sizes.pop(name, None)
                loaded.total -= 1
            else:
                log.warning("kept game %s cannot be read: %s", name, error)
                try:
                    loaded.broken.append(move_aside(path).name)
                    loaded.total -= 1  # no kept game any more
                except OSError:
                    log.warning("could not move %s aside", name, exc_info=True)
                    loaded.broken.append(name)
        if clock() >= end:
            break
    if fresh:
        loaded.summaries.extend(fresh)
        _count_once(loaded)
    if fresh or notes:
        try:
            append_cache(fresh + notes)
        except OSError:
            log.warning("could not write the records cache", exc_info=True)
    if not loaded.pending and loaded._stale:
        loaded._stale = False
        kept = (
            loaded.summaries + loaded.copies + [_newer_line(name, loaded._sizes.get(name, 0)) for name in loaded.newer]
        )
        try:
            atomic_write_text(cache_path(), "".join(cache_line(s) for s in kept))
        except OSError:
            log.warning("could not rewrite the records cache", exc_info=True)
    return fresh


def forget(names: Iterable[str], folder: Path | None = None) -> None:
    """Delete kept games (their cached lines go stale and are dropped on the next rewrite)."""
    folder = folder or records_dir()
    for name in names:
        if is_entry_name(name) and "/" not in name and "\\" not in name:
            try:
                os.unlink(folder / name)
            except OSError:
                log.warning("could not delete %s", name, exc_info=True)
