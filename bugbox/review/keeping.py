"""Reviews kept on disk, so a game reviewed once opens its review at once the next time.

A review is kept in the data folder's `reviews/`, one file per game, named by the game's
fingerprint: the game, its seats and options and its actions (not the seed, which a game
played across computers does not know and the review never uses). So the same game finds its
review whether it is opened from the end screen or from Records, and a kept game pruned from
Records leaves only a small file that nothing else reads. Reading goes through the capped,
shape-checked readers every file of bugbox goes through; a damaged review is read as none.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from ..core.files import atomic_write_text, read_capped
from ..core.jsonshape import TooDeep, loads
from .model import Review

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
    """The kept review of this game, or None (none kept, or not readable as one)."""
    path = (folder or reviews_dir()) / f"{key}.json"
    try:
        data = loads(read_capped(path, MAX_REVIEW_BYTES))
        return Review.from_json(data)
    except (OSError, ValueError, TooDeep, KeyError, TypeError, AttributeError):
        return None
