"""The autosave of one game on the table: written after every action, so a power cut loses nothing.

Every unfinished game keeps its own file (`core/autosaves.py`): the one it was continued from,
or a new one made at its first write. When writing stops working (a full disk, a read-only
folder) the player is told once, and once again when it works again (`core/disk_trouble.py`);
never once per move. Beyond `autosaves.LIMIT` unfinished games of one game the oldest go
(never one on a table), and the player is told how many.
"""

from __future__ import annotations

import logging
import weakref
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject

from ...core import autosaves
from ...core.disk_trouble import AUTOSAVE, DiskTrouble
from ...core.i18n import QT_TRANSLATE_NOOP, Message, msg
from ...core.registry import GAMES
from ...core.saves import save_session
from .turns import TurnFlow

log = logging.getLogger(__name__)


class Autosaver(QObject):
    """Writes `flow`'s game to its own autosave after each action and each jump."""

    #: The autosaves of the games on a table now: pruning never takes them.
    _on_tables: weakref.WeakSet[Autosaver] = weakref.WeakSet()

    def __init__(
        self,
        flow: TurnFlow,
        disk: DiskTrouble,
        tell: Callable[[Message], None],
        created: str,
        path: Path | None = None,
        parent: QObject | None = None,
    ):
        super().__init__(parent or flow)
        self.flow = flow
        self.disk = disk
        self._tell = tell
        self.created = created
        #: This game's own autosave: the one it was continued from, or a new one chosen at its
        #: first write.
        self.path = path
        #: The latest write failed (the player has been told; he is told again when one works).
        self.failing = False
        self._stopped = False
        flow.recorded.connect(self.write)
        Autosaver._on_tables.add(self)

    def write(self) -> bool:
        """Write the autosave now; False when that failed."""
        if self._stopped:
            return False
        first = self.path is None
        session = self.flow.session
        if self.path is None:
            self.path = autosaves.new_path(session.game_id, self.created)
        try:
            save_session(session, self.path, self.created)
        except OSError as error:
            if not self.failing:
                self.failing = True
                log.exception("autosave failed; the player is told")
            else:
                log.warning("autosave failed again: %s", error)
            self.disk.failed(AUTOSAVE, error)
            return False
        if self.failing:
            self.failing = False
            log.info("autosave works again")
        self.disk.worked(AUTOSAVE)
        if first:
            self._prune()
        return True

    def on_disk(self) -> bool:
        """Whether this game has an autosave file on disk (written at least once)."""
        return self.path is not None and self.path.exists()

    def discard(self) -> None:
        """The game needs no autosave any more (it is kept in Records, or was never played)."""
        if self.path is None:
            return
        try:
            autosaves.remove(self.path)
        except OSError:
            log.exception("could not remove the autosave")

    def stop(self) -> None:
        self._stopped = True
        Autosaver._on_tables.discard(self)

    def _prune(self) -> None:
        game_id = self.flow.session.game_id
        spare = {saver.path for saver in list(Autosaver._on_tables) if not saver._stopped and saver.path}
        removed = autosaves.prune(game_id, autosaves.LIMIT, spare)
        if not removed:
            return
        log.info("removed %d old unfinished games: %s", len(removed), [p.name for p in removed])
        game = GAMES.get(game_id)
        if game is not None:
            self._tell(
                msg(
                    "Unfinished",
                    QT_TRANSLATE_NOOP(
                        "Unfinished",
                        "bugbox keeps the {limit} unfinished games of {game} played last, so %n older "
                        "game(s) were removed.",
                    ),
                    n=len(removed),
                    limit=autosaves.LIMIT,
                    game=game.shown_title,
                )
            )
