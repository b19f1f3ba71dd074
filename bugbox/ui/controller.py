"""The game controller shared by the three games: turns, computer players, undo, autosave.

It owns the `Session` (the Qt-free midend) and adds what needs an event loop:
- computer players think off the GUI thread and their moves are paced so people can follow;
- every applied action is autosaved atomically to the game's own file (`autosave_file`, see
  core/autosaves.py: every unfinished game keeps one), so a power cut loses nothing; when
  autosaving stops working (a full disk, a read-only folder) the player is told once, and once
  again when it works again, through the app's `DiskTrouble` (core/disk_trouble.py);
- undo goes back to the last human decision, never past a roll or a draw;
- a finished game is kept for the Records page (`core.records.keep`) the moment its last
  action is applied, before its events are shown and the end screen comes: a kill during the
  last animation loses nothing. Its autosave goes only once that record is on disk: when the
  record cannot be written (a full disk) the player is told, the autosave stays, and keeping
  is tried again when the game leaves the table (`settle`) and when it is continued from the
  launcher. `note_help` counts the help a page gave (Schaben jagen's hints and solution
  views), which is kept with the game.

The page never applies actions itself: it calls `submit`, animates the `applied` events, then
calls `ready()`; on `refused` it shows the reason and snaps things back.
"""

from __future__ import annotations

import logging
import threading
import time
import weakref
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from ..core import autosaves
from ..core.disk_trouble import AUTOSAVE, RECORD, DiskTrouble
from ..core.errors import IllegalAction
from ..core.game import AiModule
from ..core.i18n import QT_TRANSLATE_NOOP, msg
from ..core.registry import GAMES, ai_for
from ..core.saves import save_session
from ..core.session import Session

log = logging.getLogger(__name__)

#: Pause before a computer's move at "normal" speed, so people see what it does.
COMPUTER_PAUSE_MS = 650


class GameController(QObject):
    applied = Signal(object, list)  # action, events: animate them, then call ready()
    refused = Signal(object)  # Message: why the action was not allowed
    reset = Signal()  # the state jumped (undo, load): re-sync without animation
    thinking = Signal(int)  # a computer seat started deciding
    game_over = Signal()
    kept = Signal(object)  # Path: the finished game was kept for the Records page
    _decided = Signal(object, int)  # from the thinking thread: action, token
    #: The controllers of the games on a table now (until stopped): their autosaves are never
    #: pruned.
    _on_tables: weakref.WeakSet[GameController] = weakref.WeakSet()

    def __init__(
        self,
        ctx,
        session: Session[Any, Any, Any],
        save_path: Path | None = None,
        parent: QObject | None = None,
        autosave_file: Path | None = None,
    ):
        super().__init__(parent)
        self.ctx = ctx
        self.session = session
        self.save_path = save_path
        self.created: str | None = None
        #: This game's own autosave (core/autosaves.py): the one it was continued from, or a
        #: new one chosen at its first autosave.
        self.autosave_file = autosave_file
        #: Where failed writes are told once per kind: the app's (the notice bar), else its own.
        self.disk: DiskTrouble = getattr(ctx, "disk", None) or DiskTrouble()
        self._token = 0
        self._busy = False  # an action's events are being animated
        self._thinking = False
        self._stopped = False
        self._ai: AiModule[Any, Any] | None = None
        #: The latest autosave failed (the player has been told; he is told again when one works).
        self.autosave_failing = False
        #: The help a page gave during this game ("hints", "solutions"), kept with the game.
        self.help_used: dict[str, int] = {}
        self._started = time.monotonic()
        # A game shown already finished was kept before; one continued from its autosave was
        # not (the autosave of a kept game is gone): its record is written at `start`.
        self._kept = session.is_over() and autosave_file is None
        self._kept_path: Path | None = None
        self._decided.connect(self._on_decided)
        GameController._on_tables.add(self)

    # who decides -----------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.session.state

    def seat_is_computer(self, seat: int | None) -> bool:
        seats = self.session.setup.seats
        return seat is not None and 0 <= seat < len(seats) and seats[seat].computer

    def showing_events(self) -> bool:
        """The page is still animating the events of the last action (it calls `ready()`)."""
        return self._busy

    def human_to_decide(self) -> bool:
        seat = self.session.deciding_player()
        return seat is not None and not self.seat_is_computer(seat) and not self._busy

    # actions ---------------------------------------------------------------------------
    def submit(self, action: Any) -> bool:
        """Apply a human's action. Refusals are emitted with the reason; nothing changes."""
        if self._busy or self._thinking or self.session.is_over():
            return False
        if self.seat_is_computer(self.session.deciding_player()):
            return False
        return self._apply(action)

    def _apply(self, action: Any) -> bool:
        try:
            events = self.session.play(action)
        except IllegalAction as error:
            self.refused.emit(error.reason)
            return False
        self._busy = True
        self.autosave()
        if self.session.is_over():
            self.keep_finished_game()
        self.applied.emit(action, events)
        return True

    def note_help(self, kind: str) -> None:
        """The page gave help: "hint" (the next card) or "solution" (the whole solution shown)."""
        key = {"hint": "hints", "solution": "solutions"}.get(kind)
        if key is not None:
            self.help_used[key] = self.help_used.get(key, 0) + 1

    def keep_finished_game(self) -> Path | None:
        """Keep the finished game for the Records page (once). A failure is told (once per
        kind, `DiskTrouble`), never raised: the game itself is over and shown whatever happens
        to its record, and its autosave stays until the record is written (`settle`, or the
        launcher's Continue at the next start)."""
        if self._kept:
            return None
        from ..core import records

        limit = getattr(getattr(self.ctx, "settings", None), "records_limit", records.DEFAULT_LIMIT)
        try:
            path = records.keep(
                self.session,
                created=self.created,
                duration=time.monotonic() - self._started,
                help_used=self.help_used,
                limit=limit,
            )
        except OSError as error:
            log.warning("could not keep the finished game for the records; its autosave stays", exc_info=True)
            self.disk.failed(RECORD, error)
            return None
        except Exception:
            log.exception("could not keep the finished game for the records; its autosave stays")
            return None
        self._kept = True
        self._kept_path = path
        self.disk.worked(RECORD)
        self.kept.emit(path)
        return path

    def ready(self) -> None:
        """The page finished animating the last events: continue with whoever decides next."""
        self._busy = False
        if self.session.is_over():
            if self._kept:  # only once the record is on disk: else the game would be lost
                self.discard_autosave()
            self.game_over.emit()
            return
        self._maybe_think()

    def start(self) -> None:
        if self.session.is_over() and not self._kept:  # continued from an autosave: keep it now
            self.keep_finished_game()
        self.reset.emit()
        self.ready()

    def stop(self) -> None:
        """The page is closing: ignore any decision still being thought about."""
        self._stopped = True
        self._token += 1
        GameController._on_tables.discard(self)

    def settle(self, replaced: bool = False) -> None:
        """The game leaves the table (`replaced`: by another game on the same page; else the
        window closes). A finished game whose record could not be written tries once more, and
        its autosave goes only when that worked. A game dealt but never played is no unfinished
        game: replaced, its autosave goes (nothing of it is lost)."""
        if self.session.is_over():
            if not self._kept:
                self.keep_finished_game()
            if self._kept:
                self.discard_autosave()
        elif replaced and not self.session.actions:
            self.discard_autosave()

    # computer players ------------------------------------------------------------------
    def _ai_module(self) -> AiModule[Any, Any]:
        if self._ai is None:
            self._ai = ai_for(self.session.game_id)
            if self._ai is None:
                raise LookupError(f"{self.session.game_id} has no computer players")
        return self._ai

    def _maybe_think(self) -> None:
        seat = self.session.deciding_player()
        if self._stopped or self._thinking or not self.seat_is_computer(seat):
            return
        self._thinking = True
        self._token += 1
        token = self._token
        state = self.session.state
        assert seat is not None  # a computer seat
        level = self.session.setup.seats[seat].level
        seed = (self.session.seed * 1_000_003 + len(self.session.actions)) % (2**63)
        self.thinking.emit(seat)
        ai = self._ai_module()

        def think() -> None:
            try:
                action = ai.choose_action(state, level, seed)
            except Exception:
                log.exception("computer player failed")
                action = None
            self._decided.emit(action, token)

        threading.Thread(target=think, name="computer-player", daemon=True).start()

    def _on_decided(self, action: Any, token: int) -> None:
        if token != self._token or self._stopped:
            return
        delay = int(COMPUTER_PAUSE_MS * self.ctx_speed_factor())

        def play() -> None:
            self._thinking = False
            if token != self._token or self._stopped or action is None:
                return
            self._apply(action)

        if delay <= 0:
            play()
        else:
            QTimer.singleShot(delay, self, play)

    def ctx_speed_factor(self) -> float:
        from ..core.settings import SPEED_FACTOR

        return SPEED_FACTOR.get(getattr(self.ctx, "animation_speed", "normal"), 1.0)

    # undo ------------------------------------------------------------------------------
    def can_undo(self) -> bool:
        return not self._busy and not self._thinking and self.session.can_undo()

    def undo(self) -> bool:
        """Go back to before the last human decision (skipping computer moves after it)."""
        if self._busy:
            return False
        self._token += 1  # forget a decision in flight
        self._thinking = False
        undone = False
        while self.session.can_undo():
            decider = self.session.rules.deciding_player(self.session.states[-2])
            self.session.undo()
            undone = True
            if not self.seat_is_computer(decider):
                break
        if undone and self._kept_path is not None:
            # the end was taken back (a Schaben jagen card): the game kept is not the one that
            # will end, so it goes, and the real end is kept when it comes
            from ..core import records

            records.forget([self._kept_path.name], self._kept_path.parent)
            self._kept, self._kept_path = False, None
        if undone:
            self.autosave()
            self.reset.emit()
            self._maybe_think()
        return undone

    # files -----------------------------------------------------------------------------
    def autosave(self) -> bool:
        """Write this game's autosave; False when that failed. A failure is told to the player
        when autosaving stops working and a success when it works again, never once per move."""
        first = self.autosave_file is None
        if self.autosave_file is None:
            self.autosave_file = autosaves.new_path(self.session.game_id, self.created)
        try:
            save_session(self.session, self.autosave_file, self.created)
        except OSError as error:
            if not self.autosave_failing:
                self.autosave_failing = True
                log.exception("autosave failed; the player is told")
            else:
                log.warning("autosave failed again: %s", error)
            self.disk.failed(AUTOSAVE, error)
            return False
        if self.autosave_failing:
            self.autosave_failing = False
            log.info("autosave works again")
        self.disk.worked(AUTOSAVE)
        if first:
            self._prune()
        return True

    def _prune(self) -> None:
        """A new unfinished game: beyond `autosaves.LIMIT` of this game the oldest not on a
        table go, and the player is told how many."""
        spare = {c.autosave_file for c in list(GameController._on_tables) if not c._stopped and c.autosave_file}
        removed = autosaves.prune(self.session.game_id, autosaves.LIMIT, spare)
        if not removed:
            return
        log.info("removed %d old unfinished games: %s", len(removed), [p.name for p in removed])
        notice = getattr(self.ctx, "notice", None)
        game = GAMES.get(self.session.game_id)
        if notice is not None and game is not None:
            notice.emit(
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

    def discard_autosave(self) -> None:
        if self.autosave_file is None:
            return
        try:
            autosaves.remove(self.autosave_file)
        except OSError:
            log.exception("could not remove the autosave")

    def save(self) -> bool:
        """Write to the file last saved to or opened; False when there is none yet."""
        if self.save_path is None:
            return False
        save_session(self.session, self.save_path, self.created)
        return True

    def save_as(self, path: Path) -> None:
        save_session(self.session, path, self.created)
        self.save_path = path
