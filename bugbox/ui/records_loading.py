"""Reading the kept games for the Records page in a worker thread, so the window never waits.

With 50,000 kept games the page took 1.7 s to open, all of it on the GUI thread, and after a
lost cache it replayed the games in slices there for minutes, stalling 240 ms at a time while
it counted the figures again after each slice. Now everything that grows with the number of
kept games runs in one worker thread: listing the folder, reading the cache, replaying the
games missing from it (newest first, so the list on the page fills from its top), and counting
the figures of every game's tab. The page receives `Reading`s, snapshots it only shows,
through a queued signal: the first one as soon as the cache is read, then every half second
or so while games are replayed (less often over many games: counting 20,000 takes a third of a
second, and the worker replays at least three times as long as it counts), and a last one
when all are counted.

The worker holds the interpreter only for short steps (the cache is parsed a few hundred lines
at a time, see `core.records.summaries`), so the GUI thread runs between them. It waits while
the page is hidden (`pause`), so a game played meanwhile has the machine to itself; a page
shown again starts a fresh reading, which finds in the cache what the last one replayed.
"""

from __future__ import annotations

import logging
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

log = logging.getLogger(__name__)

#: How long the worker replays before it looks whether it was stopped or paused.
SLICE_SECONDS = 0.1
#: How often the page hears of progress while games are replayed.
REPORT_SECONDS = 0.5


@dataclass(frozen=True)
class Reading:
    """What the page shows: the figures per game and its kept games newest first, counted in
    the worker, and what was found on the way."""

    figures: dict[str, Any] = field(default_factory=dict)  # game id -> records.Figures
    games: dict[str, list[dict[str, Any]]] = field(default_factory=dict)  # game id -> newest first
    counted: int = 0  # summaries read or replayed so far
    pending: int = 0  # games still to replay
    broken: tuple[str, ...] = ()  # moved aside, by the name kept
    newer: tuple[str, ...] = ()  # from a newer bugbox, left in place
    renamed: tuple[tuple[str, str], ...] = ()  # names that were no text: (old as shown, new)
    total: int = 0  # kept games in the folder
    read: int = 0  # the newest of them, read
    left_out: int = 0  # the oldest, beyond `records.MAX_ENTRIES`, not read
    done: bool = False
    names: Any = None  # the records.Names the figures were counted with


def count(loaded, names, game_ids: list[str], done: bool) -> Reading:
    """The page's snapshot of `loaded` (a `records.Loaded`), counted with `names`."""
    from ..core import records

    summaries = list(loaded.summaries)
    games: dict[str, list[dict[str, Any]]] = {game_id: [] for game_id in game_ids}
    for summary in summaries:
        listed = games.get(summary.get("game"))
        if listed is not None:
            listed.append(summary)
    for listed in games.values():
        listed.reverse()
    return Reading(
        figures={game_id: records.figures(summaries, game_id, names) for game_id in game_ids},
        games=games,
        counted=len(summaries),
        pending=len(loaded.pending),
        broken=tuple(loaded.broken),
        newer=tuple(loaded.newer),
        renamed=tuple(loaded.renamed),
        total=loaded.total,
        read=loaded.read,
        left_out=loaded.left_out,
        done=done,
        names=names,
    )


class RecordsLoader(QObject):
    """One reading at a time; a new `start` stops the one before (its snapshots are dropped)."""

    read = Signal(object)  # a Reading, on the GUI thread
    _from_worker = Signal(object, int)  # a Reading and the token of its reading

    def __init__(self, game_ids: list[str], parent: QObject | None = None):
        super().__init__(parent)
        self.game_ids = list(game_ids)
        self._token = 0
        self._busy = False
        self._names: Any = None
        self._recount = False
        self._loaded: Any = None
        self._running = threading.Event()
        self._running.set()
        self._lock = threading.Lock()
        self._from_worker.connect(self._deliver)

    def busy(self) -> bool:
        """A reading whose last snapshot has not reached the page yet."""
        return self._busy

    def start(self, names: Any = None, folder: Path | None = None) -> None:
        """Read the kept games afresh in the background, counting with `names` (None: the
        player's, read in the worker too)."""
        self._token += 1
        token = self._token
        self._busy = True
        with self._lock:
            self._names = names
            self._recount = False
        self._running.set()  # a paused reading before wakes up, sees it is stale and ends
        threading.Thread(target=self._work, args=(token, folder), name="records-reading", daemon=True).start()

    def recount(self, names: Any) -> None:
        """Count the figures again with other names (a rename, a merge, a reset)."""
        with self._lock:
            self._names = names
            self._recount = True
        if self._busy:
            return  # the reading counts with them in its next snapshot
        self._token += 1
        token = self._token
        self._busy = True
        loaded = self._loaded
        threading.Thread(target=self._count_again, args=(token, loaded), name="records-counting", daemon=True).start()

    def pause(self) -> None:
        """The page is hidden: the worker waits before its next slice."""
        self._running.clear()

    def resume(self) -> None:
        self._running.set()

    def stop(self) -> None:
        """Forget the reading in progress (it ends at its next slice)."""
        self._token += 1
        self._busy = False
        self._running.set()

    # the worker thread -------------------------------------------------------------------------
    def _current(self, token: int) -> bool:
        return token == self._token

    def _take_names(self) -> Any:
        with self._lock:
            self._recount = False
            return self._names

    def _work(self, token: int, folder: Path | None) -> None:
        from ..core import records

        try:
            with self._lock:
                if self._names is None:
                    self._names = records.load_names()
            loaded = records.load(folder)
            self._loaded = loaded
            if not loaded.pending:
                records.replay_pending(loaded, 0.0, folder)  # nothing to replay: tidy the cache
            if not self._current(token):
                return
            began = time.monotonic()
            self._from_worker.emit(count(loaded, self._take_names(), self.game_ids, not loaded.pending), token)
            reported = time.monotonic()
            # Counting 20,000 games takes a third of a second: between two snapshots the worker
            # replays at least three times as long as it counts.
            interval = max(REPORT_SECONDS, 3 * (reported - began))
            while loaded.pending:
                self._running.wait()
                if not self._current(token):
                    return
                records.replay_pending(loaded, SLICE_SECONDS, folder)
                if loaded.pending and time.monotonic() - reported < interval and not self._recount:
                    continue
                began = time.monotonic()
                self._from_worker.emit(count(loaded, self._take_names(), self.game_ids, not loaded.pending), token)
                reported = time.monotonic()
                interval = max(REPORT_SECONDS, 3 * (reported - began))
        except Exception:
            log.exception("reading the kept games failed")
            if self._current(token):
                self._from_worker.emit(Reading(done=True, names=self._names), token)

    def _count_again(self, token: int, loaded: Any) -> None:
        try:
            if loaded is not None:
                self._from_worker.emit(count(loaded, self._take_names(), self.game_ids, True), token)
            else:
                self._from_worker.emit(Reading(done=True, names=self._take_names()), token)
        except Exception:
            log.exception("counting the kept games failed")
            self._from_worker.emit(Reading(done=True, names=self._names), token)

    # back on the GUI thread --------------------------------------------------------------------
    def _deliver(self, reading: Reading, token: int) -> None:
        if token != self._token:
            return  # a reading that was stopped or replaced
        if reading.done:
            self._busy = False
        self.read.emit(reading)
        if reading.done and self._recount:  # names changed while the last snapshot was on its way
            self.recount(self._names)
