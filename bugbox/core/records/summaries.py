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
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import LoadError
from ..files import FileTooLarge, append_capped, atomic_write_text, move_aside, read_capped
from ..session import Session
from .archive import damaged, entry_names, is_entry_name, read_entry, records_dir
from .models import game_module

log = logging.getLogger(__name__)

#: Raise when what `summarize` derives changes: cached summaries of another version are
#: derived again from the kept games.
SUMMARY_VERSION = 1
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
        "game": session.game_id,
        "finished": data["finished"],
        "duration": data["duration"],
        "actions": len(session.actions),
        "seats": seats,
        "stats": derived["stats"],
        "help": data.get("help", {}),
    }


def append_cache(summaries: Iterable[dict[str, Any]]) -> None:
    """Note summaries at the end of the cache (a line each; a torn last line is ignored)."""
    path = cache_path()
    lines = "".join(json.dumps(s, ensure_ascii=False, separators=(",", ":")) + "\n" for s in summaries)
    if not lines:
        return
    data = lines.encode("utf-8")
    try:
        append_capped(path, data, MAX_CACHE_BYTES)
    except FileTooLarge:  # only a cache: started afresh, the missing summaries are made again
        path.unlink(missing_ok=True)
        append_capped(path, data, MAX_CACHE_BYTES)


def read_cache() -> dict[str, dict[str, Any]]:
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
    return (
        isinstance(item.get("game"), str)
        and isinstance(seats, list)
        and all(
            isinstance(s, dict)
            and isinstance(s.get("name"), str)
            and isinstance(s.get("place"), int)
            and isinstance(s.get("score"), int)
            and isinstance(s.get("stats"), dict)
            for s in seats
        )
    )


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
    names = entry_names(folder)
    cached = read_cache()
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


def replay_pending(
    loaded: Loaded, seconds: float, folder: Path | None = None, clock: Callable[[], float] = time.monotonic
) -> None:
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
                raise damaged()
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
