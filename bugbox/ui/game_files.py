"""The game's files the player chooses: Game > Open (and a file handed over), Save, Save as,
and a replay's Export.

Saves are named `<name>.json`: Qt's dialog adds the suffix, and where a platform's dialog does
not, it is added here (asking before it replaces a file so named), so Game > Open lists every
save made. The open dialog offers every file too (a save renamed elsewhere, or one an older
bugbox wrote without the suffix). A write that fails (a full disk, a read-only folder) is told
in one sentence and the game goes on.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject

from ..paths import saves_dir
from .i18n import tr_message, translate

if TYPE_CHECKING:
    from PySide6.QtWidgets import QFileDialog, QWidget

    from .controller import GameController
    from .game_page import GamePage
    from .replay import ReplayPage

log = logging.getLogger(__name__)

#: What a save's name ends with: the open dialog lists these first.
SAVE_SUFFIX = ".json"


class FilesWindow(Protocol):
    """What the file actions need of the window: the game on the table, the viewer, the
    notice bar, the question before leaving a game and starting one."""

    @property
    def replay_page(self) -> ReplayPage | None: ...

    def current_controller(self) -> GameController | None: ...
    def current_page(self) -> GamePage | None: ...
    def tell(self, text: str, seconds: float = 12, source: QObject | None = None, kind: str = "") -> None: ...
    def confirm_abandon(self, page: GamePage | None, replacement: Path | None = None) -> bool: ...
    def open_replay(self, session: Any, entry: dict | None, back_to_records: bool = False) -> object: ...
    def start_session(self, session: Any, save_path: Path | None = None, created: str | None = None) -> None: ...


class GameFiles(QObject):
    """The window's file actions; `parent`: the window the dialogs open over."""

    def __init__(self, window: FilesWindow, parent: QWidget):
        super().__init__(parent)
        self.window = window
        self._parent = parent

    def export_replay(self) -> None:
        """Save the game in the viewer as a finished-game file to share."""
        viewer = self.window.replay_page
        if viewer is None:
            return
        from ..core import records
        from ..core.files import write_problem

        path = self.ask_path(True, saves_dir() / f"{viewer.game_id}-replay.json")
        if path is None:
            return
        data = viewer.entry or records.entry_data(viewer.full)
        try:
            records.export(data, path)
        except OSError as error:
            self.window.tell(tr_message(write_problem(error)))
            return
        self.window.tell(translate("MainWindow", "Exported."))

    def file_dialog(self, save: bool, folder: Path) -> QFileDialog:
        """The dialog to open or save a game (ui/file_dialog.py): saved as `.json`, which the
        open dialog lists first; it offers every file too (a save renamed elsewhere, or one an
        older bugbox wrote without the suffix)."""
        from .file_dialog import file_dialog

        title = translate("MainWindow", "Save the game") if save else translate("MainWindow", "Open a saved game")
        filters = [translate("MainWindow", "bugbox saves (*.json)")]
        if not save:
            filters.append(translate("MainWindow", "All files (*)"))
        return file_dialog(self._parent, title, folder, filters, save, default_suffix=SAVE_SUFFIX)

    def ask_path(self, save: bool, folder: Path) -> Path | None:
        from .file_dialog import ask_path

        path = ask_path(self.file_dialog(save, folder))
        if save and path is not None and not path.suffix:
            # A platform's dialog that ignores the default suffix (Qt's adds it, and asks before
            # replacing the file so named): without it the file would not be listed.
            path = path.with_name(path.name + SAVE_SUFFIX)
            if path.exists():
                from PySide6.QtWidgets import QMessageBox

                from .plaintext import ask

                answer = ask(
                    self._parent,
                    translate("MainWindow", "Save the game"),
                    translate("MainWindow", "{name} is there already. Replace it?").format(name=path.name),
                )
                if answer != QMessageBox.StandardButton.Yes:
                    return None
        return path

    def open_file(self, path: Path) -> bool:
        """Open a save; a file that cannot be used is left untouched and explained. A finished
        game (a kept or exported one, or a save whose game is over) opens in the viewer."""
        from ..core import records
        from ..core.errors import LoadError
        from ..core.saves import load_save

        if records.looks_like_entry(Path(path)):
            try:
                entry, finished = records.read_entry(Path(path))
            except LoadError as error:
                self.window.tell(tr_message(error.reason))
                return False
            self.window.open_replay(finished, entry)
            return True
        try:
            save, session = load_save(Path(path))
        except LoadError as error:
            self.window.tell(tr_message(error.reason))
            return False
        if session.is_over():
            self.window.open_replay(session, None)
            return True
        current = self.window.current_page()
        if not self.window.confirm_abandon(current if current is not None and current.game_id == save.game else None):
            return False
        self.window.start_session(session, Path(path), save.created)
        return True

    def open_dialog(self) -> None:
        path = self.ask_path(False, saves_dir())
        if path is not None:
            self.open_file(path)

    def save(self) -> None:
        controller = self.window.current_controller()
        if controller is None:
            return
        from ..core.files import write_problem

        try:
            saved = controller.save()
        except OSError as error:  # a full disk, a read-only folder: say so, the game goes on
            log.warning("save failed: %s", error)
            self.window.tell(tr_message(write_problem(error)))
            return
        if not saved:
            self.save_as()
        else:
            self.window.tell(translate("MainWindow", "Saved."))

    def save_as(self) -> None:
        controller = self.window.current_controller()
        if controller is None:
            return
        name = self.ask_path(True, saves_dir() / f"{controller.session.game_id}.json")
        if name:
            from ..core.files import write_problem

            try:
                controller.save_as(Path(name))
                self.window.tell(translate("MainWindow", "Saved."))
            except OSError as error:
                log.warning("save as %s failed: %s", name, error)
                self.window.tell(tr_message(write_problem(error)))
