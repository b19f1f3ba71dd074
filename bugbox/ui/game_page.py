"""The base of a game page: one game shown in the main window, with its controller.

Each game's `page.py` subclasses `GamePage`. The main window only talks to this interface:
start a session, undo, save, ask whether a game is running, show the rules.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QAbstractButton, QVBoxLayout, QWidget

from ..core.saves import now_iso
from ..core.session import Session
from .controller import GameController
from .i18n import Retranslating, translate
from .plaintext import PlainLabel


class GamePage(Retranslating, QWidget):
    """Subclasses set `game_id` and override `build_session_view` / `sync` / `retranslate`."""

    game_id = ""
    #: True for games that start from their own chooser (Schaben jagen's task browser)
    #: instead of the shared new-game dialog.
    own_new_game = False
    status = Signal(str)
    undo_changed = Signal()
    #: The situation changed: an action was applied, taken back, a game or task (re)started, or
    #: the page put its table away for another view of its own (Schaben's task browser);
    #: emitted before the page shows it, so what the page says about it comes after.
    moved = Signal()
    #: `room_for_notice` may have changed (the page switched between its own views).
    room_wish_changed = Signal()

    def __init__(self, ctx, parent: QWidget | None = None):
        super().__init__(parent)
        self.ctx = ctx
        self.controller: GameController | None = None
        #: Shown in the replay viewer (ui/replay.py): its controller lets nobody move, and no
        #: new game may start on it ("Play again" and friends do nothing here).
        self.read_only = False

    def room_for_notice(self) -> bool:
        """Whether the window should move the page below a shown notice (ui/notice.py) instead
        of letting the bar float over it: only for a view with buttons at its top edge. A game
        table never moves (False)."""
        return False

    def start(
        self,
        session: Session,
        save_path: Path | None = None,
        created: str | None = None,
        autosave: Path | None = None,
    ) -> None:
        """Show `session` (new, opened or continued) and let whoever decides first play.

        `autosave` is the game's own autosave when it is continued from one (or takes over the
        file of the game it replaces, as a task started again does); else the game gets a new
        one. The game it replaces settles first (core/autosaves.py): unfinished, it stays
        under Continue; finished, its autosave goes once its record is on disk."""
        if self.read_only:
            return
        if self.controller is not None:
            old = self.controller
            old.stop()
            if autosave is None or autosave != old.autosave_file:
                old.settle(replaced=True)
            old.deleteLater()
        self.controller = GameController(self.ctx, session, save_path, self, autosave_file=autosave)
        self.controller.created = created or now_iso()
        self.controller.reset.connect(self.moved)
        self.controller.applied.connect(lambda *_: self.moved.emit())
        self.controller.reset.connect(self.undo_changed)
        self.controller.applied.connect(lambda *_: self.undo_changed.emit())
        self.attach(self.controller)
        self.controller.autosave()
        self.controller.start()

    def keys_stay_on_table(self, *panels: QWidget) -> None:
        """The game's keys (numbers for dice and cards, letters, Space) belong to the table:
        a button or check box clicked beside it must not keep the keyboard focus, or the next
        Space would toggle the check box instead of rolling. They can still be reached with
        Tab from outside the table."""
        for panel in panels:
            for button in panel.findChildren(QAbstractButton):
                button.setFocusPolicy(Qt.FocusPolicy.TabFocus)

    def table_view(self) -> QWidget | None:
        """The widget that takes the game's keys when the table is shown (override)."""
        return getattr(self, "view", None)

    def focus_table(self) -> None:
        view = self.table_view()
        if view is not None and view.isVisible():
            view.setFocus(Qt.FocusReason.OtherFocusReason)

    def showEvent(self, event) -> None:  # noqa: N802 - Qt override
        """Coming back to the game (from the launcher, a dialog, Back to my game): its keys
        work again at once."""
        super().showEvent(event)
        self.focus_table()

    def attach(self, controller: GameController) -> None:
        """Connect the view to a new controller (override)."""

    def has_running_game(self) -> bool:
        return self.controller is not None and not self.controller.session.is_over()

    def has_progress_to_lose(self) -> bool:
        """A running game with at least one move played: what "Leave this game?" protects. A
        game just dealt, a Schaben task with no card played, or a finished game loses nothing."""
        return self.has_running_game() and self.controller is not None and bool(self.controller.session.actions)

    def can_undo(self) -> bool:
        return self.controller is not None and self.controller.can_undo()

    def undo(self) -> None:
        if self.controller is not None:
            self.controller.undo()

    def close_game(self) -> None:
        """The window closes: the game stops, and a finished one whose record could not be
        written tries once more (its autosave stays until that worked)."""
        if self.controller is not None:
            self.controller.stop()
            self.controller.settle()

    def autosave_file(self) -> Path | None:
        """The autosave of the game on this table (None: none, or none written yet)."""
        return self.controller.autosave_file if self.controller is not None else None

    def new_game_request(self) -> None:
        """For `own_new_game` pages: show the game's own chooser (override)."""


class PlaceholderPage(GamePage):
    """Stands in for a game whose table is not built yet."""

    def __init__(self, ctx, game_id: str, title: str, parent: QWidget | None = None):
        super().__init__(ctx, parent)
        self.game_id = game_id
        self._title = title
        self._label = PlainLabel()
        self._label.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self._label)
        self.retranslate()

    def retranslate(self) -> None:
        self._label.setText(
            translate("GamePage", "{title}: the table for this game is being built.").format(title=self._title)
        )
