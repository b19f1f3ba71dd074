"""A game played at this computer: the turn flow and the parts around it, each with one job.

    GameController
      flow      TurnFlow         turns and undo; the page's one hand-shake (flow/turns.py)
      computers ComputerPlayers  the computer seats, thinking off the GUI thread (flow/computer.py)
      autosaver Autosaver        the game's own autosave after every action (flow/autosave.py)
      keeper    RecordKeeper     the finished game kept for Records (flow/keeping.py)

The main window makes one per game it starts and hands the page its `flow`; the page never
sees the other parts. A replay is the same flow with no deciding seats and none of the parts
(ui/replay.py); a seat played from another computer is another decider of the same flow.
Saving to a file the player chose (Game > Save) is here too: it is the game's, not a page's.
It is the `GameHost` (ui/hosts.py) of a game played here: it says what leaving the game costs
(nothing but the moment: the game stays with the unfinished games, by its own autosave).
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from ..core.disk_trouble import DiskTrouble
from ..core.game import AiModule
from ..core.registry import ai_for
from ..core.saves import now_iso, save_session
from ..core.session import Session
from ..core.settings import SPEED_FACTOR
from .flow.autosave import Autosaver
from .flow.computer import COMPUTER_PAUSE_MS, ComputerPlayers
from .flow.keeping import RecordKeeper
from .flow.turns import TurnFlow, deciders_for
from .i18n import translate

if TYPE_CHECKING:
    from .context import AppContext

__all__ = ["COMPUTER_PAUSE_MS", "GameController"]

log = logging.getLogger(__name__)


class GameController(QObject):
    """One game at this computer (see the module docstring)."""

    across_computers = False

    def __init__(
        self,
        ctx: AppContext,
        session: Session[Any, Any, Any],
        save_path: Path | None = None,
        created: str | None = None,
        autosave_file: Path | None = None,
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self.ctx = ctx
        self.save_path = save_path
        self.created = created or now_iso()
        disk: DiskTrouble = ctx.disk
        self.flow = TurnFlow(session, deciders_for(session.setup), self)
        self.computers = ComputerPlayers(self.flow, self._ai, self._speed_factor, self)
        self.autosaver = Autosaver(self.flow, disk, ctx.notice.emit, self.created, autosave_file, self)
        # A game shown already finished was kept before; one continued from its autosave was
        # not (the autosave of a kept game is gone): its record is written at `start`.
        self.keeper = RecordKeeper(
            self.flow,
            self.autosaver,
            disk,
            self.created,
            ctx.settings.records_limit,
            kept_before=session.is_over() and autosave_file is None,
            parent=self,
        )

    @property
    def session(self) -> Session[Any, Any, Any]:
        return self.flow.session

    @property
    def game_id(self) -> str:
        return self.session.game_id

    # the game's host (ui/hosts.py) ----------------------------------------------------------
    def leaving_sentence(self, replacement: Path | None = None) -> str | None:
        """Where the game left behind is (None when `replacement`, the autosave about to be
        continued, is this very game): with the unfinished games in the launcher, named by its
        players (or its task); when its latest autosaves failed, as it was before them, and
        when none ever worked, nowhere (never a promise the disk did not keep)."""
        from .unfinished import who_plays

        if self.session.is_over() or (replacement is not None and self.autosaver.path == replacement):
            return None
        who = who_plays(self.session.setup)
        if self.autosaver.failing and not self.autosaver.on_disk():
            return translate(
                "MainWindow", "bugbox could not autosave your game {who} at all, so it is gone once you leave it."
            ).format(who=who)
        if self.autosaver.failing:
            return translate(
                "MainWindow",
                "bugbox could not autosave the latest moves of your game {who}, so the unfinished games "
                "in the launcher have it as it was before them.",
            ).format(who=who)
        return translate(
            "MainWindow", "Your game {who} stays with the unfinished games in the launcher; you can finish it later."
        ).format(who=who)

    def quitting_sentence(self) -> str | None:
        """Nothing: the autosave keeps the game, and the next start continues it."""
        return None

    def let_go(self, replaced: bool = False, successor: Path | None = None) -> None:
        """`successor`: the autosave of the game taking the page; this very one when the game
        is begun again, which then takes over its autosave (nothing to settle)."""
        self.stop(replaced=replaced, settle=successor is None or successor != self.autosaver.path)
        self.deleteLater()

    def at_close(self) -> None:
        if not self.session.is_over():
            self.autosaver.write()
        self.stop()

    def saves(self) -> bool:
        return True

    def autosave(self) -> Path | None:
        return self.autosaver.path

    def _ai(self) -> AiModule[Any, Any]:
        ai = ai_for(self.session.game_id)
        if ai is None:
            raise LookupError(f"{self.session.game_id} has no computer players")
        return ai

    def _speed_factor(self) -> float:
        return SPEED_FACTOR.get(self.ctx.settings.animation_speed, 1.0)

    def start(self) -> None:
        """The game is on its table: write its autosave and let whoever decides first play (a
        finished game continued from its autosave is kept in Records first)."""
        if self.session.is_over():
            self.keeper.keep()
        else:
            self.autosaver.write()
        self.flow.start()

    def stop(self, replaced: bool = False, settle: bool = True) -> None:
        """The game leaves its table (`replaced` by another game, or the window closes);
        `settle` False when the game replacing it takes over its autosave (begun again)."""
        self.flow.stop()
        self.autosaver.stop()
        if settle:
            self.keeper.settle(replaced)

    def save(self) -> bool:
        """Write to the file last saved to or opened; False when there is none yet."""
        if self.save_path is None:
            return False
        save_session(self.session, self.save_path, self.created)
        return True

    def save_as(self, path: Path) -> None:
        save_session(self.session, path, self.created)
        self.save_path = path
