"""The main window's menus and actions: what each does, its keys, its words, and when it applies.

Kept out of the window so that the window only wires pages and games together. The actions
live on the window (`window.act_new` ...) because tests and the pages' keys reach them there;
what each triggers is the window's (`MenuSlots`), and whether Save, Undo, Replay, the invite
and the rules apply is read from the game's host (ui/hosts.py) each time the page or the game
changes (`update_actions`).

Touching PySide6's `Qt` namespace builds its enums (20-35 ms) before the first paint: the keys
are set with `setShortcuts`, whose one overload does not (see ui/mainwindow.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from .i18n import translate

if TYPE_CHECKING:
    from .game_page import GamePage
    from .hosts import GameHost
    from .sounds import SoundAction


class MenuSlots(Protocol):
    """What the menus trigger (the main window)."""

    def new_game(self) -> None: ...
    def open_dialog(self) -> None: ...
    def save(self) -> None: ...
    def save_as(self) -> None: ...
    def back_to_launcher(self) -> None: ...
    def show_records(self) -> object: ...
    def replay_current(self) -> None: ...
    def join_table(self) -> None: ...
    def show_invite(self) -> None: ...
    def take_over_away_seats(self) -> None: ...
    def close(self) -> bool: ...
    def undo(self) -> None: ...
    def show_settings(self) -> None: ...
    def toggle_full_screen(self) -> None: ...
    def show_rules(self) -> None: ...
    def show_about(self) -> None: ...
    def show_about_qt(self) -> None: ...


class WindowMenus:
    """The menu bar and its actions, for the main window to inherit (see the module docstring)."""

    act_new: QAction
    act_open: QAction
    act_save: QAction
    act_save_as: QAction
    act_launcher: QAction
    act_records: QAction
    act_replay: QAction
    act_join: QAction
    act_invite: QAction
    act_take_over: QAction
    act_quit: QAction
    act_undo: QAction
    act_settings: QAction
    act_full: QAction
    act_rules: QAction
    act_about: QAction
    act_about_qt: QAction
    act_sound: SoundAction
    menu_game: QMenu
    menu_edit: QMenu
    menu_view: QMenu
    menu_help: QMenu

    def make_menus(self, window: QMainWindow, slots: MenuSlots) -> None:
        """The actions with the platform's standard keys (or ours), then the menus."""
        keys = QKeySequence.StandardKey

        def action(name: str, slot, shortcut: QKeySequence.StandardKey | str | None = None) -> QAction:
            made = QAction(window)
            made.setObjectName(name)
            made.triggered.connect(slot)
            if isinstance(shortcut, str):
                made.setShortcuts([QKeySequence.fromString(shortcut)])
            elif shortcut is not None:
                made.setShortcuts(shortcut)
            window.addAction(made)
            return made

        self.act_new = action("new", slots.new_game, keys.New)
        self.act_open = action("open", slots.open_dialog, keys.Open)
        self.act_save = action("save", slots.save, keys.Save)
        self.act_save_as = action("save_as", slots.save_as, keys.SaveAs)
        self.act_launcher = action("launcher", slots.back_to_launcher, "Ctrl+L")
        self.act_records = action("records", slots.show_records, "Ctrl+R")
        self.act_replay = action("replay", slots.replay_current)
        self.act_join = action("join", slots.join_table)
        self.act_invite = action("invite", slots.show_invite)
        self.act_take_over = action("take_over", slots.take_over_away_seats)
        self.act_take_over.setEnabled(False)
        self.act_quit = action("quit", slots.close, keys.Quit)
        self.act_undo = action("undo", slots.undo, keys.Undo)
        self.act_settings = action("settings", slots.show_settings, keys.Preferences)
        if self.act_settings.shortcut().isEmpty():
            self.act_settings.setShortcuts([QKeySequence.fromString("Ctrl+,")])
        self.act_full = action("fullscreen", slots.toggle_full_screen, keys.FullScreen)
        if self.act_full.shortcut().isEmpty():
            self.act_full.setShortcuts([QKeySequence.fromString("F11")])
        self.act_full.setCheckable(True)
        self.act_rules = action("rules", slots.show_rules, keys.HelpContents)
        self.act_about = action("about", slots.show_about)
        self.act_about_qt = action("about_qt", slots.show_about_qt)
        self.act_quit.setMenuRole(QAction.MenuRole.QuitRole)
        self.act_settings.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.act_about.setMenuRole(QAction.MenuRole.AboutRole)
        self.act_about_qt.setMenuRole(QAction.MenuRole.AboutQtRole)

        bar = window.menuBar()
        self.menu_game = bar.addMenu("")
        self.menu_game.setObjectName("menu_game")
        for each in (self.act_new, self.act_open, self.act_save, self.act_save_as):
            self.menu_game.addAction(each)
        self.menu_game.addSeparator()
        for each in (self.act_join, self.act_invite, self.act_take_over):
            self.menu_game.addAction(each)
        self.menu_game.addSeparator()
        self.menu_game.addAction(self.act_records)
        self.menu_game.addAction(self.act_replay)
        self.menu_game.addSeparator()
        self.menu_game.addAction(self.act_launcher)
        self.menu_game.addSeparator()
        self.menu_game.addAction(self.act_quit)
        self.menu_edit = bar.addMenu("")
        self.menu_edit.addAction(self.act_undo)
        self.menu_edit.addSeparator()
        self.menu_edit.addAction(self.act_settings)
        self.menu_view = bar.addMenu("")
        self.menu_view.addAction(self.act_full)
        from .sounds import SoundAction  # View › Sound (ui/sounds.py)

        self.act_sound = SoundAction(window.ctx, window)  # type: ignore[attr-defined]
        self.menu_view.addAction(self.act_sound)
        self.menu_view.aboutToShow.connect(self.act_sound.sync)
        self.menu_help = bar.addMenu("")
        self.menu_help.addAction(self.act_rules)
        self.menu_help.addAction(self.act_about)
        self.menu_help.addAction(self.act_about_qt)

    def retranslate_menus(self) -> None:
        self.menu_game.setTitle(translate("MainWindow", "&Game"))
        self.menu_edit.setTitle(translate("MainWindow", "&Edit"))
        self.menu_view.setTitle(translate("MainWindow", "&View"))
        self.menu_help.setTitle(translate("MainWindow", "&Help"))
        self.act_new.setText(translate("MainWindow", "&New game…"))
        self.act_open.setText(translate("MainWindow", "&Open…"))
        self.act_save.setText(translate("MainWindow", "&Save"))
        self.act_save_as.setText(translate("MainWindow", "Save &as…"))
        self.act_launcher.setText(translate("MainWindow", "&Back to the games"))
        self.act_records.setText(translate("MainWindow", "&Records and past games"))
        self.act_replay.setText(translate("MainWindow", "Re&play this game"))
        self.act_join.setText(translate("MainWindow", "&Join a table…"))
        self.act_invite.setText(translate("MainWindow", "Show the &invite…"))
        self.act_take_over.setText(translate("MainWindow", "Let the &computer play for players who are away"))
        self.act_quit.setText(translate("MainWindow", "&Quit"))
        self.act_undo.setText(translate("MainWindow", "&Undo"))
        self.act_settings.setText(translate("MainWindow", "Se&ttings…"))
        self.act_full.setText(translate("MainWindow", "&Full screen"))
        self.act_rules.setText(translate("MainWindow", "&Rules"))
        self.act_about.setText(translate("MainWindow", "&About bugbox"))
        self.act_about_qt.setText(translate("MainWindow", "About &Qt"))
        self.act_sound.retranslate()

    def update_menus(self, page: GamePage | None, host: GameHost | None, elsewhere: bool, invite: bool) -> None:
        """What applies now: Save for a game played here, Replay once a move was made, Undo
        when the page allows it, "Show the invite" while a table has one; `elsewhere`: a page
        other than the launcher is shown (Back applies)."""
        flow = host.flow if host is not None else None
        self.act_save.setEnabled(host is not None and host.saves())
        self.act_save_as.setEnabled(host is not None and host.saves())
        self.act_undo.setEnabled(page is not None and page.can_undo())
        self.act_new.setEnabled(True)
        self.act_launcher.setEnabled(elsewhere)
        self.act_replay.setEnabled(
            bool(host is not None and host.saves() and flow is not None and flow.session.actions)
        )
        self.act_rules.setEnabled(page is not None)
        self.act_invite.setVisible(invite)
        self.act_invite.setEnabled(invite)
