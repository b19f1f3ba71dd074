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
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from ..core.game import GAMES
from .i18n import tr_message, translate

if TYPE_CHECKING:
    from .controller import GameController
    from .game_page import GamePage
    from .mainwindow import MainWindow
    from .unfinished import UnfinishedDialog

log = logging.getLogger(__name__)


class Continuing(QObject):
    """The window's part that keeps unfinished games findable and continues them."""

    def __init__(self, window: MainWindow):
        super().__init__(window)
        self.window = window

    def confirm_abandon(self, page: GamePage | None, replacement: Path | None = None) -> bool:
        """Before a running game is left for another: it stays under Continue in the launcher
        (its own autosave), and the player is asked, told so by name, only when something
        would be lost: never for a finished game or one with no move played yet, nor when
        `replacement` (the autosave Continue opens) is that very game. With the question turned
        off in the settings, the same sentence is told in the notice bar instead."""
        controller = self.window.controllers.get(page.game_id) if page is not None else None
        if page is None or controller is None or not page.has_progress_to_lose():
            return True
        if replacement is not None and controller.autosaver.path == replacement:
            return True
        text = self.kept_sentence(controller)
        if not self.window.ctx.settings.confirm_abandon:
            self.window.tell(text)
            return True
        from PySide6.QtWidgets import QMessageBox

        from .plaintext import ask  # it names the players: plain text (ui/plaintext.py)

        answer = ask(
            self.window,
            translate("MainWindow", "Leave this game?"),
            translate("MainWindow", "{kept} Leave it now?").format(kept=text),
        )
        return answer == QMessageBox.StandardButton.Yes

    def kept_sentence(self, controller: GameController) -> str:
        """Where the game left behind is: with the unfinished games in the launcher, named by its
        players (or its task); when its latest autosaves failed, as it was before them, and when
        none ever worked, nowhere (never a promise the disk did not keep)."""
        from .unfinished import who_plays

        who = who_plays(controller.session.setup)
        if controller.autosaver.failing and not controller.autosaver.on_disk():
            return translate(
                "MainWindow", "bugbox could not autosave your game {who} at all, so it is gone once you leave it."
            ).format(who=who)
        if controller.autosaver.failing:
            return translate(
                "MainWindow",
                "bugbox could not autosave the latest moves of your game {who}, so the unfinished games "
                "in the launcher have it as it was before them.",
            ).format(who=who)
        return translate(
            "MainWindow", "Your game {who} stays with the unfinished games in the launcher; you can finish it later."
        ).format(who=who)

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
        if not self.confirm_abandon(page, path):
            return
        self.window.start_session(session, None, save.created, autosave=path)

    def show_unfinished(self, game_id: str) -> UnfinishedDialog:
        """The list of `game_id`'s unfinished games (ui/unfinished.py), to continue or remove
        any; returned shown (not run: the list stays usable while it is up)."""
        from PySide6.QtCore import Qt

        from .unfinished import UnfinishedDialog

        page = self.window.pages.get(game_id)
        on_table = self.window.autosave_of(game_id) if page is not None and page.has_running_game() else None
        dialog = UnfinishedDialog(game_id, on_table, self.window)
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
        if game_id not in GAMES or self.window.stack.currentWidget() is not self.window.launcher:
            return
        path = autosave_folder(game_id) / f"{name}{autosaves.SUFFIX}" if name else autosaves.newest(game_id)
        if path is not None and path.is_file():
            self.resume(game_id, path)
