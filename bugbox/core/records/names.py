"""The player's own choices about names: renames, merges and statistics resets.

Players are matched by the name typed at the table, without case ("anna" and "Anna" are one
player). Someone who typed their name two ways, or wants a new one, renames or merges it here
rather than in the kept games, which stay as they were played; a reset hides a game's older
games from the statistics while they stay to be replayed. All of it lives in
`records/names.json`, beside the games it applies to.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from ..files import atomic_write_json, move_aside, read_capped
from ..jsonshape import loads
from .archive import now, records_dir

log = logging.getLogger(__name__)

MAX_NAMES_BYTES = 1024 * 1024


def names_path() -> Path:
    """Renamed and merged names and the statistics resets: the player's own choices."""
    return records_dir() / "names.json"


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
        raw = loads(read_capped(path, MAX_NAMES_BYTES))  # nested or not text: moved aside
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
    return Names(
        {fold(k): v[:40] for k, v in aliases.items() if isinstance(k, str) and isinstance(v, str) and v.strip()},
        {k: v for k, v in resets.items() if isinstance(k, str) and isinstance(v, str)},
    )


def save_names(names: Names, path: Path | None = None) -> None:
    atomic_write_json(path or names_path(), {"aliases": names.aliases, "resets": names.resets})


def rename(names: Names, old: str, new: str) -> Names:
    """Count `old`'s games as `new`'s from now on (a rename, or a merge when `new` exists)."""
    new = " ".join(new.split())[:40]
    if not new:
        return names
    names.aliases = {k: (new if fold(v) in (fold(old), fold(new)) else v) for k, v in names.aliases.items()}
    names.aliases[fold(old)] = new
    names.aliases[fold(new)] = new  # the spelling typed is the one shown from now on
    return names


def reset(names: Names, game_id: str, when: datetime | None = None) -> Names:
    """Count `game_id`'s games from now on (noted as kept games' names begin, see `counted`)."""
    names.resets[game_id] = (when or now()).strftime("%Y%m%d-%H%M%S-%f")
    return names
