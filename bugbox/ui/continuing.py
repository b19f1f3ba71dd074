"""Leaving a game for another, and continuing unfinished games.

Every unfinished game keeps its own autosave (core/autosaves.py): leaving a game for another
(Game > New, a task, "Play on from here", a file opened) keeps it under Continue in the
launcher, and the question before leaving says so, naming the game, and promises only what
is on disk. The start continues the game that was on the table at the last close once
everything it queued (the settings check, a FILE from the command line) has run, and an older
bugbox's one autosave per game joins the unfinished games.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, QTimer

from ..core.game import GAMES
from .i18n import tr_message, translate

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from ..core.session import Session
    from .game_page import GamePage
    from .launcher import Launcher
    from .unfinished import UnfinishedDialog

log = logging.getLogger(__name__)


class ContinuingWindow(Protocol):
    """What continuing games needs of the window: its launcher and pages, the notice bar,
    the question before leaving, and starting a game on its page."""

    launcher: Launcher
    pages: dict[str, GamePage]

    def tell(self, text: str, seconds: float = 12, source: QObject | None = None, kind: str = "") -> None: ...
    def autosave_of(self, game_id: str) -> Path | None: ...
    def show_page(self, game_id: str) -> GamePage: ...
    def showing_launcher(self) -> bool: ...
    def confirm_abandon(self, page: GamePage | None, replacement: Path | None = None) -> bool: ...
    def start_session(
        self,
        session: Session[Any, Any, Any],
        save_path: Path | None = None,
        created: str | None = None,
        autosave: Path | None = None,
    ) -> None: ...


class Continuing(QObject):
    """The window's part that keeps unfinished games findable and continues them; `parent`
    is the window the list of unfinished games opens over."""

    def __init__(self, window: ContinuingWindow, parent: QWidget):
        super().__init__(parent)
        self.window = window
        self._parent = parent

    def resume(self, game_id: str, path: Path | None = None) -> None:
        """Continue an unfinished game from its autosave (`path`; None: the one played last).
        The game on the table already is shown as it is; a damaged autosave is explained and
        kept aside. A finished game whose record could not be written is kept for Records now
        and shown at its end."""
        from ..core import autosaves
        from ..core.errors import LoadError
        from ..core.files import move_aside
        from ..core.saves import load_save

        path = path or autosaves.newest(game_id)
        if path is None:
            self.window.launcher.refresh()
            return
        page = self.window.pages.get(game_id)
        if page is not None and self.window.autosave_of(game_id) == path:
            self.window.show_page(game_id)  # that very game is on its table: nothing to load
            return
        try:
            save, session = load_save(path)
        except LoadError as error:
            try:
                kept = move_aside(path) if path.exists() else None
            except OSError:  # a read-only data folder: the file stays where it is, untouched
                log.warning("could not move the damaged autosave %s aside", path, exc_info=True)
                self.window.tell(
                    tr_message(error.reason)
                    + " "
                    + translate("MainWindow", "bugbox cannot move the file aside, so it stays where it is.")
                )
                return
            self.window.tell(
                tr_message(error.reason)
                + (" " + translate("MainWindow", "The file was kept as {name}.").format(name=kept.name) if kept else "")
            )
            self.window.launcher.refresh()
            return
        if not self.window.confirm_abandon(page, path):
            return
        self.window.start_session(session, None, save.created, autosave=path)

    def show_unfinished(self, game_id: str) -> UnfinishedDialog:
        """The list of `game_id`'s unfinished games (ui/unfinished.py), to continue or remove
        any; returned shown (not run: the list stays usable while it is up)."""
        from PySide6.QtCore import Qt

        from .unfinished import UnfinishedDialog

        page = self.window.pages.get(game_id)
        on_table = self.window.autosave_of(game_id) if page is not None and page.has_running_game() else None
        dialog = UnfinishedDialog(game_id, on_table, self._parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.continue_game.connect(lambda game, path: QTimer.singleShot(0, lambda: self.resume(game, path)))
        dialog.removed.connect(self.window.launcher.refresh)
        dialog.finished.connect(lambda _result: self.window.launcher.refresh())
        dialog.open()
        return dialog

    def migrate_autosaves(self) -> None:
        """An older bugbox's one autosave per game joins the unfinished games (core/autosaves.py)."""
        from ..core import autosaves

        moved = False
        for game_id in GAMES:
            moved = autosaves.migrate(game_id) is not None or moved
        if moved:
            self.window.launcher.refresh()

    def restore_page(self, page: str) -> None:
        """Continue the game that was on screen at the last close ("<game>/<its autosave>"), if
        its autosave is still there and nothing else has been opened meanwhile; a finished game
        leaves the launcher up. A bare game id (written by an older bugbox, which had one
        autosave per game) continues that game's newest."""
        from ..core import autosaves
        from ..paths import autosave_folder

        game_id, _, name = page.partition("/")
        if game_id not in GAMES or not self.window.showing_launcher():
            return
        path = autosave_folder(game_id) / f"{name}{autosaves.SUFFIX}" if name else autosaves.newest(game_id)
        if path is not None and path.is_file():
            self.resume(game_id, path)
