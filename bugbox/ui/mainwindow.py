"""The main window: the launcher, one page per game, the menus and the file actions.

What the first paint does not need is imported where it is used: touching PySide6's `Qt`
namespace builds its ~90 enums (20-35 ms), and the dialog classes build theirs, which the
start-up budget (tests/benchmarks/startup.py) cannot afford.

The window remembers where it was (`Settings.window`): its normal geometry, whether it was
maximised or full screen, and the page shown. The start reads that with plain JSON
(`peek_window`, no pydantic before the first paint), ignores a position that lies off every
screen, and continues the game that was on the table from its autosave once everything
queued at start (the settings check, a FILE from the command line) has run.

Every unfinished game keeps its own autosave (core/autosaves.py): leaving a game for another
(Game > New, a task, "Play on from here", a file opened) keeps it under Continue in the
launcher, and the question before leaving says so, naming the game.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRect, QTimer, Signal
from PySide6.QtGui import QAction, QIcon, QKeySequence
from PySide6.QtWidgets import QMainWindow, QStackedWidget, QVBoxLayout, QWidget

from ..core.game import GAMES
from ..paths import resource, settings_path
from .continuing import Continuing
from .game_files import GameFiles
from .i18n import Retranslating, tr_message, translate
from .launcher import Launcher
from .notice import NoticeBar
from .window_place import DEFAULT_SIZE, fit_on_screen, fitted_place, fitted_size, on_a_screen, peek_window

if TYPE_CHECKING:
    from PySide6.QtWidgets import QFileDialog

    from ..core.session import Session
    from .controller import GameController
    from .game_page import GamePage, StartRequest
    from .net.play import NetworkPlay
    from .net.remote import RemoteGame
    from .records_page import RecordsPage
    from .replay import ReplayPage
    from .unfinished import UnfinishedDialog

log = logging.getLogger(__name__)


class MainWindow(Retranslating, QMainWindow):
    #: The window is about to close, before its last writes (the autosaves, its place).
    closing = Signal()

    def __init__(self, ctx, parent: QWidget | None = None):
        super().__init__(parent)
        self.ctx = ctx
        self.setObjectName("bugbox")
        icon = resource("icons", "bugbox-256.png")
        if icon.exists():
            self.setWindowIcon(QIcon(str(icon)))
        self.notice = NoticeBar()
        self.stack = QStackedWidget()
        self.launcher = Launcher()
        self.launcher.play.connect(self.play)
        self.launcher.resume.connect(self.resume)
        self.launcher.unfinished.connect(self.show_unfinished)
        self.launcher.records.connect(self.show_records)
        self.launcher.join.connect(self.join_table)
        self.launcher.rejoin.connect(self.rejoin_table)
        self.stack.addWidget(self.launcher)
        self.pages: dict[str, GamePage] = {}
        #: The game on each page's table (ui/controller.py), by game id.
        self.controllers: dict[str, GameController] = {}
        #: Games at a table server on a page's table (ui/net/remote.py), by game id.
        self.network_games: dict[str, RemoteGame] = {}
        self._network: NetworkPlay | None = None  # made when first needed (ui/net/play.py)
        self.records_page: RecordsPage | None = None  # made when first opened
        self.replay_page: ReplayPage | None = None
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.stack, 1)
        self.setCentralWidget(central)
        self.notice.float_over(central)  # over the content: the table never moves (ui/notice.py)
        self.stack.currentChanged.connect(lambda _i: self.notice.left_for(self.stack.currentWidget()))
        self.notice.room_changed.connect(lambda _room: self._make_room())
        self.stack.currentChanged.connect(lambda _i: self._make_room())
        self.files = GameFiles(self)
        self.continuing = Continuing(self)
        self._make_actions()
        self._make_menus()
        self.stack.currentChanged.connect(lambda _i: self._update_actions())
        self.retranslate()
        self._update_actions()
        self._pending_state = "normal"
        self._pending_page = "launcher"
        self.restore_place(peek_window(settings_path()))
        ctx.notice.connect(self._on_notice)
        ctx.disk_notice.connect(self._on_disk_notice)
        if ctx.startup_notice is not None:
            self.tell(tr_message(ctx.startup_notice))

    # menus -----------------------------------------------------------------------------
    def _action(self, name: str, slot, shortcut: QKeySequence.StandardKey | str | None = None) -> QAction:
        """An action with the platform's standard keys, or the keys written in `shortcut`.

        `setShortcuts`, not `setShortcut`: choosing among `setShortcut`'s overloads builds the
        whole `Qt` namespace (see the module docstring)."""
        action = QAction(self)
        action.setObjectName(name)
        action.triggered.connect(slot)
        if isinstance(shortcut, str):
            action.setShortcuts([QKeySequence.fromString(shortcut)])
        elif shortcut is not None:
            action.setShortcuts(shortcut)
        self.addAction(action)
        return action

    def _make_actions(self) -> None:
        keys = QKeySequence.StandardKey
        self.act_new = self._action("new", self.new_game, keys.New)
        self.act_open = self._action("open", self.open_dialog, keys.Open)
        self.act_save = self._action("save", self.save, keys.Save)
        self.act_save_as = self._action("save_as", self.save_as, keys.SaveAs)
        self.act_launcher = self._action("launcher", self.back_to_launcher, "Ctrl+L")
        self.act_records = self._action("records", self.show_records, "Ctrl+R")
        self.act_replay = self._action("replay", self.replay_current)
        self.act_join = self._action("join", self.join_table)
        self.act_take_over = self._action("take_over", self.take_over_away_seats)
        self.act_take_over.setEnabled(False)
        self.act_quit = self._action("quit", self.close, keys.Quit)
        self.act_undo = self._action("undo", self.undo, keys.Undo)
        self.act_settings = self._action("settings", self.show_settings, keys.Preferences)
        if self.act_settings.shortcut().isEmpty():
            self.act_settings.setShortcuts([QKeySequence.fromString("Ctrl+,")])
        self.act_full = self._action("fullscreen", self.toggle_full_screen, keys.FullScreen)
        if self.act_full.shortcut().isEmpty():
            self.act_full.setShortcuts([QKeySequence.fromString("F11")])
        self.act_full.setCheckable(True)
        self.act_rules = self._action("rules", self.show_rules, keys.HelpContents)
        self.act_about = self._action("about", self.show_about)
        self.act_about_qt = self._action("about_qt", self.show_about_qt)
        self.act_quit.setMenuRole(QAction.MenuRole.QuitRole)
        self.act_settings.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.act_about.setMenuRole(QAction.MenuRole.AboutRole)
        self.act_about_qt.setMenuRole(QAction.MenuRole.AboutQtRole)

    def _make_menus(self) -> None:
        bar = self.menuBar()
        self.menu_game = bar.addMenu("")
        self.menu_game.setObjectName("menu_game")
        for action in (self.act_new, self.act_open, self.act_save, self.act_save_as):
            self.menu_game.addAction(action)
        self.menu_game.addSeparator()
        self.menu_game.addAction(self.act_join)
        self.menu_game.addAction(self.act_take_over)
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
        self.menu_help = bar.addMenu("")
        self.menu_help.addAction(self.act_rules)
        self.menu_help.addAction(self.act_about)
        self.menu_help.addAction(self.act_about_qt)

    def retranslate(self) -> None:
        self.setWindowTitle("bugbox")
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
        self.act_take_over.setText(translate("MainWindow", "Let the &computer play for players who are away"))
        self.act_quit.setText(translate("MainWindow", "&Quit"))
        self.act_undo.setText(translate("MainWindow", "&Undo"))
        self.act_settings.setText(translate("MainWindow", "Se&ttings…"))
        self.act_full.setText(translate("MainWindow", "&Full screen"))
        self.act_rules.setText(translate("MainWindow", "&Rules"))
        self.act_about.setText(translate("MainWindow", "&About bugbox"))
        self.act_about_qt.setText(translate("MainWindow", "About &Qt"))

    def current_page(self) -> GamePage | None:
        widget = self.stack.currentWidget()
        return next((page for page in self.pages.values() if page is widget), None)

    def current_controller(self) -> GameController | None:
        page = self.current_page()
        return self.controllers.get(page.game_id) if page is not None else None

    def autosave_of(self, game_id: str) -> Path | None:
        """The autosave of the game on `game_id`'s table (None: none, or none written yet)."""
        controller = self.controllers.get(game_id)
        return controller.autosaver.path if controller is not None else None

    def _update_actions(self) -> None:
        page = self.current_page()
        controller = self.current_controller()
        self.act_save.setEnabled(controller is not None)
        self.act_save_as.setEnabled(controller is not None)
        self.act_undo.setEnabled(page is not None and page.can_undo())
        self.act_new.setEnabled(True)
        self.act_launcher.setEnabled(self.stack.currentWidget() is not self.launcher)
        self.act_replay.setEnabled(controller is not None and bool(controller.session.actions))
        self.act_rules.setEnabled(page is not None)

    def tell(self, text: str, seconds: float = 12, source: QObject | None = None, kind: str = "") -> None:
        """One sentence for the player, in the notice bar; also logged. A sentence a page tells
        (`source`) expires with its situation (ui/notice.py); `seconds` 0 makes it the
        standing sentence of `kind`."""
        log.info("notice: %s", text)
        self.notice.show_message(text, seconds, kind)
        self.notice.told_by(source)

    def _on_notice(self, message) -> None:
        """A sentence from the context (the settings file, old games pruned)."""
        self.tell(tr_message(message))

    def _on_disk_notice(self, kind: str, message, trouble: bool) -> None:
        """A kind of file can no longer be written (it stands until the player closes it or that
        kind works again), or works again (it passes, and ends the standing one)."""
        if trouble:
            self.tell(tr_message(message), 0, kind=kind)
        else:
            self.notice.clear_standing(kind)
            self.tell(tr_message(message))

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

    def _make_room(self) -> None:
        """Move the current page below a shown notice if it asks for that (its buttons sit at
        its top edge, `GamePage.room_for_notice`); otherwise the bar floats over the content."""
        shown = self.stack.currentWidget()
        wants = False
        place = None
        for page in (*self.pages.values(), self.records_page, self.replay_page):
            if page is not None and page is shown:  # the launcher never moves
                wants = page.room_for_notice()
        for game_page in self.pages.values():
            if game_page is shown:
                place = game_page.notice_place()  # a game's table keeps its own room for it
        self.notice.dock_in(place)
        central = self.centralWidget()
        layout = central.layout() if central is not None else None
        if layout is not None:
            layout.setContentsMargins(0, self.notice.room() if wants else 0, 0, 0)
            layout.activate()  # now, not at the next layout pass: a table shown never jumps

    # pages -----------------------------------------------------------------------------
    def page(self, game_id: str) -> GamePage:
        if game_id not in self.pages:
            from .pages import make_page

            page = make_page(self.ctx, game_id)
            page.undo_changed.connect(self._update_actions)
            page.status.connect(lambda text, page=page: self.tell(text, source=page))
            page.moved.connect(lambda page=page: self.notice.expire(page))  # a move, undo, new game or task
            page.room_wish_changed.connect(self._make_room)
            page.rules_wanted.connect(self.show_rules)
            page.start_wanted.connect(lambda request, page=page: self._start_wanted(page, request))
            page.help_given.connect(lambda kind, game_id=game_id: self._help_given(game_id, kind))
            self.pages[game_id] = page
            self.stack.addWidget(page)
        return self.pages[game_id]

    def show_page(self, game_id: str) -> GamePage:
        page = self.page(game_id)
        self.stack.setCurrentWidget(page)
        self._update_actions()
        return page

    def confirm_abandon(self, page: GamePage | None, replacement: Path | None = None) -> bool:
        return self.continuing.confirm_abandon(page, replacement)

    def resume(self, game_id: str, path: Path | None = None) -> None:
        self.continuing.resume(game_id, path)

    def show_unfinished(self, game_id: str) -> UnfinishedDialog:
        dialog: UnfinishedDialog = self.continuing.show_unfinished(game_id)
        return dialog

    def play(self, game_id: str) -> None:
        """Start a new game of `game_id` (the launcher's tile, or Game > New game)."""
        current = self.current_page()
        target = self.pages.get(game_id)
        for page in {p for p in (current, target) if p is not None}:
            if not self.confirm_abandon(page):
                return
        page = self.page(game_id)
        if page.own_new_game:
            self.show_page(game_id)
            page.new_game_request()
            return
        from ..core.session import Session
        from .newgame import NewGameDialog

        dialog = NewGameDialog(self.ctx, game_id, self)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted or dialog.setup is None or dialog.seed is None:
            return
        if dialog.plan is not None:  # a seat for a player on another computer: host a table
            self.network.host(dialog.plan)
            return
        self.start_session(Session(game_id, dialog.setup, dialog.seed))

    def start_session(
        self,
        session: Session,
        save_path: Path | None = None,
        created: str | None = None,
        autosave: Path | None = None,
    ) -> None:
        """Show `session` on its page; `autosave` when it is continued from one (else the game
        gets an autosave of its own, and the game it replaces stays under Continue)."""
        from .controller import GameController

        game_id = session.game_id
        page = self.show_page(game_id)
        old = self.controllers.pop(game_id, None)
        if old is not None:
            old.stop(replaced=True, settle=autosave is None or autosave != old.autosaver.path)
            old.deleteLater()
        controller = GameController(self.ctx, session, save_path, created, autosave, self)
        self.controllers[game_id] = controller
        page.attach(controller.flow)
        controller.start()
        self._update_actions()

    def show_network_game(self, remote: RemoteGame) -> GamePage:
        """A game at a table server on its page: the server referees it and keeps it, so
        there is no autosave, no Save and no Undo here; the finished game comes to Records."""
        flow = remote.flow
        assert flow is not None and remote.game_id is not None
        game_id = remote.game_id
        page = self.show_page(game_id)
        old = self.controllers.pop(game_id, None)
        if old is not None:
            old.stop(replaced=True)
            old.deleteLater()
        self.network_games[game_id] = remote
        page.attach(flow)
        flow.start()
        self._update_actions()
        return page

    # network play (ui/net/) -------------------------------------------------------------------
    @property
    def network(self) -> NetworkPlay:
        """Hosting, joining and rejoining tables elsewhere (made when first needed: it is not
        part of the start)."""
        if self._network is None:
            from .net.play import NetworkPlay

            self._network = NetworkPlay(self)
            self._network.kept_changed.connect(self.offer_rejoin)
        return self._network

    def join_table(self) -> None:
        """ "Join a table…": the dialog (a table joined shows its lobby or its game)."""
        self.network.open_join_dialog()

    def offer_rejoin(self) -> None:
        """The launcher offers the newest kept network table, naming the others at it."""
        self.network.offer_in_launcher()

    def rejoin_table(self) -> None:
        self.network.rejoin_offered()

    def take_over_away_seats(self) -> None:
        if self._network is not None:
            self._network.take_over()

    def _start_wanted(self, page: GamePage, request: StartRequest) -> None:
        """A page asks for a game: play again, a task chosen or started again."""
        if request.ask and not self.confirm_abandon(page):
            return
        running = self.controllers.get(page.game_id)
        again = request.again and running is not None and page.has_running_game()
        self.start_session(request.session, autosave=running.autosaver.path if again and running else None)

    def _help_given(self, game_id: str, kind: str) -> None:
        controller = self.controllers.get(game_id)
        if controller is not None:
            controller.keeper.note_help(kind)

    def new_game(self) -> None:
        page = self.current_page()
        if page is None:
            return
        self.play(page.game_id)

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
                self.tell(tr_message(error.reason))
                return False
            self.open_replay(finished, entry)
            return True
        try:
            save, session = load_save(Path(path))
        except LoadError as error:
            self.tell(tr_message(error.reason))
            return False
        if session.is_over():
            self.open_replay(session, None)
            return True
        current = self.current_page()
        if not self.confirm_abandon(current if current is not None and current.game_id == save.game else None):
            return False
        self.start_session(session, Path(path), save.created)
        return True

    # records and replays --------------------------------------------------------------------
    def show_records(self) -> RecordsPage:
        """The Records page (made, and the kept games read, only when first asked for)."""
        if self.records_page is None:
            from .records_page import RecordsPage

            self.records_page = RecordsPage(self.ctx)
            self.records_page.back.connect(self.back_to_launcher)
            self.records_page.replay.connect(self.open_kept)
            self.stack.addWidget(self.records_page)
        page = self.current_page()
        if page is not None:
            self.records_page.show_game(page.game_id)
        self.close_replay()
        self.stack.setCurrentWidget(self.records_page)
        self._update_actions()
        return self.records_page

    def open_kept(self, name: str) -> None:
        """Replay a kept game of the Records page."""
        from ..core import records
        from ..core.errors import LoadError

        try:
            entry, session = records.read_entry(records.records_dir() / name)
        except LoadError as error:
            self.tell(tr_message(error.reason))
            return
        self.open_replay(session, entry, back_to_records=True)

    def replay_current(self) -> None:
        """Step through the game on the table (a running one too) from its start."""
        controller = self.current_controller()
        if controller is None:
            return
        from ..core.session import Session

        live = controller.session
        copy = Session.replay(live.game_id, live.setup, live.seed, live.action_dicts())
        self.open_replay(copy, None)

    def open_replay(self, session: Session, entry: dict | None, back_to_records: bool = False) -> ReplayPage:
        from .replay import ReplayPage

        self.close_replay()
        viewer = ReplayPage(self.ctx, session, entry, back_to_records)
        viewer.setObjectName("replay")
        viewer.closed.connect(self._replay_closed)
        viewer.play_on.connect(self.play_on)
        viewer.export.connect(self.export_replay)
        self.replay_page = viewer
        self.stack.addWidget(viewer)
        self.stack.setCurrentWidget(viewer)
        self._update_actions()
        return viewer

    def close_replay(self) -> None:
        viewer, self.replay_page = self.replay_page, None
        if viewer is not None:
            viewer.stop()
            self.stack.removeWidget(viewer)
            viewer.deleteLater()

    def _replay_closed(self) -> None:
        back = self.replay_page is not None and self.replay_page.back_to_records
        self.close_replay()
        if back:
            self.show_records()
        else:
            self.stack.setCurrentWidget(self.launcher)
            self.launcher.refresh()
        self._update_actions()

    def play_on(self, session: Session) -> None:
        """A new game from the position the viewer shows, with the same seats."""
        if not self.confirm_abandon(self.pages.get(session.game_id)):
            return
        self.close_replay()
        self.start_session(session)

    def export_replay(self) -> None:
        self.files.export_replay()

    def file_dialog(self, save: bool, folder: Path) -> QFileDialog:
        return self.files.file_dialog(save, folder)

    def open_dialog(self) -> None:
        self.files.open_dialog()

    def save(self) -> None:
        self.files.save()

    def save_as(self) -> None:
        self.files.save_as()

    def back_to_launcher(self) -> None:
        page = self.current_page()
        if page is None:
            if self.stack.currentWidget() is not self.launcher:  # the Records page or the viewer
                self.close_replay()
                self.stack.setCurrentWidget(self.launcher)
                self.launcher.refresh()
            return
        if not self.confirm_abandon(page):
            return
        self.stack.setCurrentWidget(self.launcher)
        self.launcher.refresh()

    def undo(self) -> None:
        page = self.current_page()
        if page is not None:
            page.undo()
        self._update_actions()

    def show_settings(self) -> None:
        from .settings_dialog import SettingsDialog

        SettingsDialog(self.ctx, self).exec()
        self.back_to_game()

    def back_to_game(self) -> None:
        """A dialog or the rules closed: the window and the game's keys are the player's again
        (a platform without a window manager does not hand the focus back by itself)."""
        page = self.current_page()
        if page is not None and self.isVisible():
            self.activateWindow()
            page.focus_table()

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

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.act_full.setChecked(self.isFullScreen())

    def show_about(self) -> None:
        from .about import AboutDialog

        AboutDialog(self).exec()
        self.back_to_game()

    def show_about_qt(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.aboutQt(self, translate("MainWindow", "About Qt"))
        self.back_to_game()

    # where the window was ---------------------------------------------------------------
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
        self.act_full.setChecked(self.isFullScreen())
        page, self._pending_page = self._pending_page, "launcher"
        if self.ctx.smoke:
            return  # a --smoke check changes nothing on the player's disk
        QTimer.singleShot(0, self.continuing.migrate_autosaves)
        QTimer.singleShot(0, self._offer_rejoin_if_kept)
        if page.partition("/")[0] in GAMES:
            # Twice deferred: after everything the start queues behind `show` (the settings
            # check, opening a FILE given on the command line), which then wins.
            QTimer.singleShot(0, lambda: QTimer.singleShot(0, lambda: self.continuing.restore_page(page)))

    def _offer_rejoin_if_kept(self) -> None:
        """After the first paint: a seat kept at a network table is offered in the launcher
        (nothing of network play is loaded when there is none)."""
        from ..paths import data_dir

        if self._network is not None or (data_dir() / "network" / "seats.json").exists():
            self.offer_rejoin()

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
            "page": self._page_to_restore(),
        }

    def _page_to_restore(self) -> str:
        """ "<game>/<autosave name>" for an unfinished game on the table (the next start
        continues that one), else "launcher": a finished game, Records, the viewer or a task
        browser leave nothing to continue."""
        page = self.current_page()
        path = self.autosave_of(page.game_id) if page is not None and page.has_running_game() else None
        if page is None or path is None or path.parent.name != page.game_id:
            return "launcher"
        return f"{page.game_id}/{path.stem}"

    def remember_place(self) -> None:
        if self.ctx.smoke or not self.isVisible():
            return  # a --smoke check changes nothing on the player's disk
        try:
            self.ctx.update_settings(window=self.place())
        except Exception:
            log.exception("could not remember the window's place")

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt override
        self.closing.emit()
        self.remember_place()
        if self._network is not None:
            self._network.close()
        for page in self.pages.values():
            page.close_game()
        for controller in self.controllers.values():
            if not controller.session.is_over():
                controller.autosaver.write()
            controller.stop()
        super().closeEvent(event)
