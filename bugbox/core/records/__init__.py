"""Finished games kept for the Records page and the replay viewer.

Why it is built this way:

- A finished game is kept whole, as one small file of what was played (setup, seed, actions),
  not as the figures it gave: the figures can then be derived again when a game's model learns
  to count something new, and every kept game can be replayed move by move (`archive`).
- The figures are never stored as truth; each game's own model derives them from a replay
  (`models`). Because replaying thousands of games each time the page opens would be slow, a
  summary per game is cached and rebuilt from the kept games whenever it is lost or stale
  (`summaries`).
- The player's own choices about names (renames, merges, resets) are kept apart from the
  games, which stay as played (`names`); the tables are counted fresh from the summaries
  each time, so such a choice shows at once (`standings`).
- Everything read from the folder is bounded and every name from a file is escaped
  (`files.shown`) before anything shows it: a kept game may come from someone else.

The names the rest of bugbox uses are imported here, so callers say `records.keep(...)`.
"""

from __future__ import annotations

from .archive import (
    DEFAULT_LIMIT,
    ENTRY_KIND,
    ENTRY_VERSION,
    MAX_ENTRIES,
    MAX_ENTRY_BYTES,
    MAX_LIMIT,
    MIN_LIMIT,
    PRUNE_AT_ONCE,
    entry_data,
    entry_name,
    entry_names,
    export,
    is_entry_name,
    keep,
    looks_like_entry,
    over_limit,
    parse_entry,
    prune,
    read_entry,
    records_dir,
    replay_entry,
)
from .models import game_module, turn_starts
from .names import Names, fold, load_names, names_path, rename, reset, save_names
from .standings import (
    DIFFICULTIES,
    LEVELS,
    Figures,
    Row,
    TaskRow,
    counted,
    counted_by_task,
    extra_columns,
    figures,
    winners_of,
)
from .summaries import (
    MAX_CACHE_BYTES,
    SUMMARY_VERSION,
    Loaded,
    append_cache,
    cache_path,
    forget,
    load,
    replay_pending,
    summarize,
)

__all__ = [
    "DEFAULT_LIMIT",
    "DIFFICULTIES",
    "ENTRY_KIND",
    "ENTRY_VERSION",
    "LEVELS",
    "MAX_CACHE_BYTES",
    "MAX_ENTRIES",
    "MAX_ENTRY_BYTES",
    "MAX_LIMIT",
    "MIN_LIMIT",
    "game_module",
    "PRUNE_AT_ONCE",
    "SUMMARY_VERSION",
    "Figures",
    "Loaded",
    "Names",
    "Row",
    "TaskRow",
    "append_cache",
    "cache_path",
    "counted",
    "counted_by_task",
    "extra_columns",
    "entry_data",
    "entry_name",
    "entry_names",
    "export",
    "figures",
    "fold",
    "forget",
    "is_entry_name",
    "keep",
    "load",
    "load_names",
    "looks_like_entry",
    "names_path",
    "over_limit",
    "parse_entry",
    "prune",
    "read_entry",
    "records_dir",
    "rename",
    "replay_entry",
    "replay_pending",
    "reset",
    "save_names",
    "summarize",
    "turn_starts",
    "winners_of",
]
