"""Reviews kept on disk, so a game reviewed once opens its review at once the next time.

A review is kept in the data folder's `reviews/`, one file per game, named by the game's
fingerprint: the game, its seats and options and its actions (not the seed, which a game
played across computers does not know and the review never uses). So the same game finds its
review whether it is opened from the end screen or from Records. Reading goes through the
capped, shape-checked readers every file of bugbox goes through; a damaged review is read as
none.

A review lives as long as its game is kept: `sweep` deletes every review whose game is no
longer in Records (pruned beyond the limit, or deleted). Records deletes games in three ways:
the oldest one or two when a game is kept, the many the player agreed to prune, and a kept
game taken back (undo at the end). The sweep runs in the background after the big prune
(`ui.records_pruning`) and after each review kept (`ui.review_window`), so a review outlives
its game at most until the next of those. It reads the kept games only when there is a review
to judge (reviews are few: one per game a player asked about), and a game's name in Records
comes from its own file (`record_key`), not from anything the review remembers.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import threading
from pathlib import Path
from typing import Any

from ..core.files import atomic_write_text, read_capped
from ..core.jsonshape import TooDeep, loads
from .model import Review

log = logging.getLogger(__name__)

#: A review of the longest game (20,000 actions) is a few megabytes.
MAX_REVIEW_BYTES = 16 * 1024 * 1024


def reviews_dir() -> Path:
    from ..paths import data_dir

    folder = data_dir() / "reviews"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def fingerprint(game: str, setup: dict[str, Any], actions: list[dict[str, Any]]) -> str:
    """The name a game's review is kept under."""
    text = json.dumps({"game": game, "setup": setup, "actions": actions}, sort_keys=True, ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()[:32]


def keep(key: str, review: Review, folder: Path | None = None) -> Path:
    path = (folder or reviews_dir()) / f"{key}.json"
    atomic_write_text(path, json.dumps(review.to_json(), ensure_ascii=False) + "\n")
    return path


def kept(key: str, folder: Path | None = None) -> Review | None:
    """The kept review of this game, or None (none kept, or not readable as one, or made before
    reviews were counted in futures: those could show a tie as "no cost, known exactly", so
    the game is reviewed again)."""
    path = (folder or reviews_dir()) / f"{key}.json"
    try:
        data = loads(read_capped(path, MAX_REVIEW_BYTES))
        if not data.get("depth"):
            return None
        return Review.from_json(data)
    except (OSError, ValueError, TooDeep, KeyError, TypeError, AttributeError):
        return None


def record_key(path: Path) -> str | None:
    """The name the review of the kept game in this Records file is kept under (None: not a
    kept game bugbox can read). The file holds the save as `fingerprint` reads a session:
    its game, its setup dumped as JSON and its actions."""
    from ..core.records.archive import MAX_ENTRY_BYTES

    try:
        save = loads(read_capped(path, MAX_ENTRY_BYTES))["save"]
        game, setup, actions = save["game"], save["setup"], save["actions"]
    except (OSError, ValueError, TooDeep, KeyError, TypeError):
        return None
    if not isinstance(game, str) or not isinstance(setup, dict) or not isinstance(actions, list):
        return None
    return fingerprint(game, setup, actions)


def _review_files(folder: Path) -> list[Path]:
    """The kept reviews: files named by a fingerprint (nothing else in the folder is touched)."""
    try:
        with os.scandir(folder) as entries:
            names = [entry.name for entry in entries if entry.is_file(follow_symlinks=False)]
    except OSError:
        return []
    return [folder / name for name in names if _is_review_name(name)]


def _is_review_name(name: str) -> bool:
    stem, dot, ext = name.partition(".")
    return dot == "." and ext == "json" and len(stem) == 32 and all(c in "0123456789abcdef" for c in stem)


def sweep(
    records_folder: Path | None = None,
    folder: Path | None = None,
    cancel: threading.Event | None = None,
) -> int:
    """Delete the reviews whose game is no longer kept in `records_folder`; returns how many
    went. Reads every kept game's file, but only when a review is there to judge; a `cancel`
    stops the reading and deletes nothing (a review is never deleted on half the facts)."""
    from ..core.records.archive import is_entry_name, records_dir

    reviews = _review_files(folder or reviews_dir())
    if not reviews:
        return 0
    where = records_folder or records_dir()
    try:
        names = [name for name in os.listdir(where) if is_entry_name(name)]
    except OSError:  # Records unreadable: nothing is known to be gone, so nothing goes
        log.warning("could not list the kept games; no review deleted", exc_info=True)
        return 0
    games: set[str] = set()
    for name in names:
        if cancel is not None and cancel.is_set():
            return 0
        key = record_key(where / name)
        if key is not None:
            games.add(key)
    gone = 0
    for path in reviews:
        if path.stem in games:
            continue
        try:
            path.unlink()
            gone += 1
        except FileNotFoundError:
            pass  # gone already (another bugbox sweeping)
        except OSError:
            log.warning("could not delete the review %s", path.name, exc_info=True)
    if gone:
        log.info("deleted %d reviews of games no longer kept", gone)
    return gone


def sweep_in_background(records_folder: Path | None = None, folder: Path | None = None) -> threading.Thread:
    """`sweep` in a thread of its own (it may read thousands of kept games)."""

    def work() -> None:
        try:
            sweep(records_folder, folder)
        except Exception:
            log.exception("sweeping the reviews of games no longer kept failed")

    thread = threading.Thread(target=work, name="review-sweep", daemon=True)
    thread.start()
    return thread
