"""Keeping a finished game for the Records page, the moment its last action is applied.

The record is written before the last events are shown and the end screen comes (the flow's
`finished`), so a kill during the last animation loses nothing. The game's autosave goes only
once the record is on disk: on a full disk the player is told (once per kind, `DiskTrouble`),
the autosave stays, and keeping is tried again when the game leaves the table (`settle`) and
when it is continued from the launcher. An undo past the end (a Schaben jagen card taken back)
forgets the record again: the game kept is not the one that will end.

The help a page gave (Schaben jagen's hints and solution views, `note_help`) is kept with it.
"""

from __future__ import annotations

import logging
import time
from datetime import UTC, datetime
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from ...core.disk_trouble import RECORD, DiskTrouble
from .autosave import Autosaver
from .turns import TurnFlow

log = logging.getLogger(__name__)


def game_length(created: str, now: datetime | None = None) -> float:
    """Seconds from `created` (a save's ISO 8601 moment) to `now`: a game refereed elsewhere
    has its length from the game, the same on every computer at the table and across a
    restart of any of them, not from how long this process ran (issue 37, finding 5). 0 when
    `created` cannot be read or lies ahead (another computer's clock)."""
    try:
        start = datetime.fromisoformat(created)
    except ValueError:
        return 0.0
    if start.tzinfo is None:
        start = start.replace(tzinfo=UTC)
    return max(0.0, ((now or datetime.now(UTC)) - start).total_seconds())


class RecordKeeper(QObject):
    """Keeps `flow`'s game in Records when it ends, then lets its autosave go."""

    kept = Signal(object)  # Path: the finished game was kept for the Records page

    def __init__(
        self,
        flow: TurnFlow,
        autosaver: Autosaver,
        disk: DiskTrouble,
        created: str,
        limit: int,
        kept_before: bool,
        parent: QObject | None = None,
    ):
        super().__init__(parent or flow)
        self.flow = flow
        self.autosaver = autosaver
        self.disk = disk
        self.created = created
        self.limit = limit
        #: The help a page gave during this game ("hints", "solutions"), kept with the game.
        self.help_used: dict[str, int] = {}
        self._started = time.monotonic()
        self._kept = kept_before  # a game shown already finished was kept before
        self._path: Path | None = None
        flow.finished.connect(self.keep)
        flow.game_over.connect(self._after_end)
        flow.reset.connect(self._after_jump)

    @property
    def kept_it(self) -> bool:
        return self._kept

    def note_help(self, kind: str) -> None:
        """The page gave help: "hint" (the next card) or "solution" (the whole solution shown)."""
        key = {"hint": "hints", "solution": "solutions"}.get(kind)
        if key is not None:
            self.help_used[key] = self.help_used.get(key, 0) + 1

    def keep(self) -> Path | None:
        """Keep the finished game (once). A failure is told, never raised: the game itself is
        over and shown whatever happens to its record, and its autosave stays."""
        if self._kept or not self.flow.is_over():
            return None
        from ...core import records

        try:
            path = records.keep(
                self.flow.session,
                created=self.created,
                duration=time.monotonic() - self._started,
                help_used=self.help_used,
                limit=self.limit,
            )
        except OSError as error:
            log.warning("could not keep the finished game for the records; its autosave stays", exc_info=True)
            self.disk.failed(RECORD, error)
            return None
        except Exception:
            log.exception("could not keep the finished game for the records; its autosave stays")
            return None
        self._kept = True
        self._path = path
        self.disk.worked(RECORD)
        self.kept.emit(path)
        return path

    def _after_end(self) -> None:
        """The end has been shown: the autosave goes, but only once the record is on disk."""
        if self._kept:
            self.autosaver.discard()

    def _after_jump(self) -> None:
        if self._path is not None and not self.flow.is_over():
            from ...core import records

            records.forget([self._path.name], self._path.parent)
            self._kept, self._path = False, None

    def settle(self, replaced: bool = False) -> None:
        """The game leaves the table (`replaced`: by another game on the same page; else the
        window closes). A finished game whose record could not be written tries once more, and
        its autosave goes only when that worked. A game dealt but never played is no unfinished
        game: replaced, its autosave goes (nothing of it is lost)."""
        if self.flow.is_over():
            self.keep()
            if self._kept:
                self.autosaver.discard()
        elif replaced and not self.flow.session.actions:
            self.autosaver.discard()
