"""The game's files the player chooses: Game > Open, Save, Save as, and a replay's Export.

Saves are named `<name>.json`: Qt's dialog adds the suffix, and where a platform's dialog does
not, it is added here (asking before it replaces a file so named), so Game > Open lists every
save made. The open dialog offers every file too (a save renamed elsewhere, or one an older
bugbox wrote without the suffix). A write that fails (a full disk, a read-only folder) is told
in one sentence and the game goes on.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from ..paths import saves_dir
from .i18n import tr_message, translate

if TYPE_CHECKING:
    from PySide6.QtWidgets import QFileDialog

    from .mainwindow import MainWindow

log = logging.getLogger(__name__)

#: What a save's name ends with: the open dialog lists these first.
SAVE_SUFFIX = ".json"


class GameFiles(QObject):
    """The window's file actions."""

    def __init__(self, window: MainWindow):
        super().__init__(window)
        self.window = window

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
        return file_dialog(self.window, title, folder, filters, save, default_suffix=SAVE_SUFFIX)

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
                    self.window,
                    translate("MainWindow", "Save the game"),
                    translate("MainWindow", "{name} is there already. Replace it?").format(name=path.name),
                )
                if answer != QMessageBox.StandardButton.Yes:
                    return None
        return path

    def open_dialog(self) -> None:
        path = self.ask_path(False, saves_dir())
        if path is not None:
            self.window.open_file(path)

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
