"""The main window's own matters, apart from the games: where it was (its size, place, state
and the page to continue), full screen, coming forward when another start hands over, and the
dialogs of the Edit and Help menus.

The start reads the place with plain JSON (`peek_window`, no pydantic before the first
paint), ignores a position that lies off every screen, and fits one larger than its screen.
`BoxWindow` is the base of `MainWindow` (ui/mainwindow.py), which supplies the page on the
table (`current_page`), the game to continue (`page_to_restore`) and what follows the first
paint (`after_show`).
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QRect, QTimer
from PySide6.QtWidgets import QMainWindow, QWidget

from .i18n import translate
from .window_place import DEFAULT_SIZE, fit_on_screen, fitted_place, fitted_size, on_a_screen

if TYPE_CHECKING:
    from .context import AppContext
    from .game_page import GamePage

log = logging.getLogger(__name__)


class BoxWindow(QMainWindow):
    """See the module docstring."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None):
        super().__init__(parent)
        self.ctx = ctx
        self._pending_state = "normal"
        self._pending_page = "launcher"

    # what the main window supplies ---------------------------------------------------------
    def current_page(self) -> GamePage | None:
        return None

    def page_to_restore(self) -> str:
        return "launcher"

    def after_show(self, page: str) -> None:
        """After the first show: `page` is the one to continue ("<game>/<autosave>" or "launcher")."""

    def open_file(self, path: Path) -> bool:
        return False

    def full_screen_changed(self) -> None:
        """The window went into or out of full screen (the menu's check mark follows)."""

    # where the window was ---------------------------------------------------------------------
    def restore_place(self, place: dict | None) -> None:
        """Size and position from the last run (a position off every screen is ignored and the
        window manager places the window; a place larger than its screen now is fitted to it);
        the state and the page wait for `show`."""
        if place is None:
            self.resize(fitted_size(DEFAULT_SIZE))
            return
        rect = QRect(place["x"], place["y"], place["width"], place["height"])
        if on_a_screen(rect):
            self.setGeometry(fitted_place(rect))  # a smaller screen than it was saved on: fitted
        else:
            log.info("the saved window position %s is off every screen; ignored", place)
            self.resize(fitted_size((rect.width(), rect.height())))
        self._pending_state = place["state"]
        self._pending_page = place["page"]

    def show(self) -> None:
        """Show the window as it was left: normal, maximised or full screen."""
        state, self._pending_state = self._pending_state, "normal"
        if state == "fullscreen":
            self.showFullScreen()
        elif state == "maximized":
            self.showMaximized()
        else:
            super().show()
            fit_on_screen(self)  # its frame and its least size known now
        self.full_screen_changed()
        page, self._pending_page = self._pending_page, "launcher"
        if not self.ctx.smoke:  # a --smoke check changes nothing on the player's disk
            self.after_show(page)

    def place(self) -> dict:
        """Where the window is now, as `Settings.window` stores it."""
        geometry = self.normalGeometry() if self.isMaximized() or self.isFullScreen() else self.geometry()
        state = "fullscreen" if self.isFullScreen() else "maximized" if self.isMaximized() else "normal"
        return {
            "x": geometry.x(),
            "y": geometry.y(),
            "width": geometry.width(),
            "height": geometry.height(),
            "state": state,
            "page": self.page_to_restore(),
        }

    def remember_place(self) -> None:
        if self.ctx.smoke or not self.isVisible():
            return  # a --smoke check changes nothing on the player's disk
        try:
            self.ctx.update_settings(window=self.place())
        except Exception:
            log.exception("could not remember the window's place")

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.full_screen_changed()

    def come_forward(self, path: Path | None = None) -> None:
        """Another start of bugbox handed over to this one (ui/instance.py): the window comes
        to the front, and opens the file that start was given."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QApplication

        if self.isMinimized():
            self.setWindowState(self.windowState() & ~Qt.WindowState.WindowMinimized)
        self.show()
        self.raise_()
        self.activateWindow()
        QApplication.alert(self)
        if path is not None:
            QTimer.singleShot(0, lambda: self.open_file(path))

    # the dialogs of the Edit and Help menus -----------------------------------------------------
    def back_to_game(self) -> None:
        """A dialog or the rules closed: the window and the game's keys are the player's again
        (a platform without a window manager does not hand the focus back by itself)."""
        page = self.current_page()
        if page is not None and self.isVisible():
            self.activateWindow()
            page.focus_table()

    def show_settings(self) -> None:
        from .settings_dialog import SettingsDialog

        SettingsDialog(self.ctx, self).exec()
        self.back_to_game()

    def show_rules(self) -> None:
        page = self.current_page()
        if page is None:
            return
        from PySide6.QtCore import Qt

        from .rules_viewer import RulesViewer

        viewer = RulesViewer(self.ctx, page.game_id, self)
        viewer.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        viewer.destroyed.connect(self.back_to_game)
        viewer.show()

    def show_about(self) -> None:
        from .about import AboutDialog

        AboutDialog(self).exec()
        self.back_to_game()

    def show_about_qt(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.aboutQt(self, translate("MainWindow", "About Qt"))
        self.back_to_game()
