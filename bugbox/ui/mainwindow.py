"""The main window: the launcher, one page per game and the running game on each (its host,
ui/hosts.py), wired to the menus (ui/menus.py), the files (ui/game_files.py), continuing
(ui/continuing.py), Records and the viewer (ui/viewing.py) and network play (ui/net/play.py),
each of which sees only the narrow part of the window it needs. The window's place, full
screen and the Help dialogs are its base's (ui/window_base.py).

What the first paint does not need is imported where it is used: touching PySide6's `Qt`
namespace builds its ~90 enums (20-35 ms), and the dialog classes build theirs, which the
start-up budget (tests/benchmarks/startup.py) cannot afford.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QStackedWidget, QVBoxLayout, QWidget

from ..core.game import GAMES
from ..paths import resource, settings_path
from .continuing import Continuing
from .game_files import GameFiles
from .hosts import GameHost, Hosts, TableHost
from .i18n import Retranslating, tr_message
from .launcher import Launcher
from .menus import WindowMenus
from .notice import NoticeBar
from .viewing import Viewing
from .window_base import BoxWindow
from .window_place import peek_window

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


class MainWindow(Retranslating, WindowMenus, BoxWindow):
    #: The window is about to close, before its last writes (the autosaves, its place).
    closing = Signal()

    def __init__(self, ctx, parent: QWidget | None = None):
        super().__init__(ctx, parent)
        self.setObjectName("bugbox")
        icon = resource("icons", "bugbox-256.png")
        if icon.exists():
            self.setWindowIcon(QIcon(str(icon)))
        self.notice = NoticeBar(announcing=lambda: self.ctx.settings.announcements)
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
        #: The running game on each page's table, played here or across computers (ui/hosts.py).
        self.hosts = Hosts(self, self.tell, lambda: ctx.settings.confirm_abandon)
        self._network: NetworkPlay | None = None  # made when first needed (ui/net/play.py)
        self.viewing = Viewing(self, self)  # the Records page and the replay viewer
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
        self.files = GameFiles(self, self)
        self.continuing = Continuing(self, self)
        self.make_menus(self, self)
        self.stack.currentChanged.connect(lambda _i: self.update_actions())
        self.retranslate()
        self.update_actions()
        self.restore_place(peek_window(settings_path()))
        ctx.notice.connect(self._on_notice)
        ctx.disk_notice.connect(self._on_disk_notice)
        if ctx.startup_notice is not None:
            self.tell(tr_message(ctx.startup_notice))

    def retranslate(self) -> None:
        self.setWindowTitle("bugbox")
        self.retranslate_menus()
        if self._network is not None:
            self._network.retranslate()

    def current_page(self) -> GamePage | None:
        widget = self.stack.currentWidget()
        return next((page for page in self.pages.values() if page is widget), None)

    @property
    def controllers(self) -> dict[str, GameController]:
        """The games played here on their pages' tables, by game id (read from the hosts)."""
        from .controller import GameController

        return {host.game_id: host for host in self.hosts if isinstance(host, GameController)}

    def current_host(self) -> GameHost | None:
        page = self.current_page()
        return self.hosts.get(page.game_id) if page is not None else None

    def current_controller(self) -> GameController | None:
        page = self.current_page()
        return self.controllers.get(page.game_id) if page is not None else None

    def autosave_of(self, game_id: str) -> Path | None:
        """The autosave of the game on `game_id`'s table (None: none, or none written yet)."""
        host = self.hosts.get(game_id)
        return host.autosave() if host is not None else None

    def showing_launcher(self) -> bool:
        return self.stack.currentWidget() is self.launcher

    def update_actions(self) -> None:
        """The menus follow the page shown and its game's host (ui/menus.py)."""
        invite = self._network is not None and bool(self._network.invite_text())
        shown = self.stack.currentWidget() is not self.launcher
        self.update_menus(self.current_page(), self.current_host(), shown, invite)

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
            page.undo_changed.connect(self.update_actions)
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
        self.update_actions()
        return page

    def confirm_abandon(self, page: GamePage | None, replacement: Path | None = None) -> bool:
        """Before the game on `page` is left: its host says what becomes of it (ui/hosts.py)."""
        return self.hosts.may_leave(page.game_id if page is not None else None, replacement)

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
            if self.hosts.may_leave_tables():
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
        controller = GameController(self.ctx, session, save_path, created, autosave, self)
        old = self.hosts.put(controller)
        if old is not None:
            old.let_go(replaced=True, successor=autosave)
        page.attach(controller.flow)
        controller.start()
        self.update_actions()

    def show_network_game(self, host: GameHost | RemoteGame) -> GamePage:
        """A game at a table server on its page: the server referees it and keeps it, so
        there is no autosave, no Save and no Undo here; the finished game comes to Records.
        A bare remote game (a test's own table) gets a host that only lets it go."""
        if not isinstance(host, GameHost):
            host = TableHost(host, lambda: None, lambda: False)
        flow = host.flow
        assert flow is not None
        page = self.show_page(host.game_id)
        old = self.hosts.put(host)
        if old is not None and old is not host:
            old.let_go(replaced=True)
        page.attach(flow)
        flow.start()
        self.update_actions()
        return page

    # network play (ui/net/) -------------------------------------------------------------------
    @property
    def network(self) -> NetworkPlay:
        """Hosting, joining and rejoining tables elsewhere (made when first needed: it is not
        part of the start)."""
        if self._network is None:
            from .net.play import NetworkPlay

            self._network = NetworkPlay(self, self)
            self._network.kept_changed.connect(self.offer_rejoin)
        return self._network

    def join_table(self) -> None:
        """ "Join a table…": the dialog (a table joined shows its lobby or its game), after
        asking about the network game it would leave."""
        if self.hosts.may_leave_tables():
            self.network.open_join_dialog()

    def show_invite(self) -> None:
        """Game > Show the invite…: the running table's invite, to send again."""
        if self._network is not None:
            self._network.show_invite()

    def offer_rejoin(self) -> None:
        """The launcher offers the newest kept network table, naming the others at it."""
        self.network.offer_in_launcher()

    def rejoin_table(self) -> None:
        self.network.rejoin_offered()  # it asks about a network game it would leave

    def take_over_away_seats(self) -> None:
        if self._network is not None:
            self._network.take_over()

    def _start_wanted(self, page: GamePage, request: StartRequest) -> None:
        """A page asks for a game: play again, a task chosen or started again."""
        if request.ask and not self.confirm_abandon(page):
            return
        running = self.hosts.get(page.game_id)
        again = request.again and running is not None and page.has_running_game()
        self.start_session(request.session, autosave=running.autosave() if again and running else None)

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
        return self.files.open_file(path)

    # records and replays (ui/viewing.py) ------------------------------------------------------
    @property
    def records_page(self) -> RecordsPage | None:
        return self.viewing.records_page

    @property
    def replay_page(self) -> ReplayPage | None:
        return self.viewing.replay_page

    def show_records(self) -> RecordsPage:
        return self.viewing.show_records()

    def open_replay(self, session: Session, entry: dict | None, back_to_records: bool = False) -> ReplayPage:
        return self.viewing.open_replay(session, entry, back_to_records)

    def close_replay(self) -> None:
        self.viewing.close_replay()

    def replay_current(self) -> None:
        self.viewing.replay_current()

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
        host = self.hosts.get(page.game_id)
        if host is not None and host.across_computers:  # its seats stay kept: Rejoin brings it back
            host.let_go()
        self.stack.setCurrentWidget(self.launcher)
        self.launcher.refresh()

    def undo(self) -> None:
        page = self.current_page()
        if page is not None:
            page.undo()
        self.update_actions()

    def full_screen_changed(self) -> None:
        self.act_full.setChecked(self.isFullScreen())

    def after_show(self, page: str) -> None:
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

    def page_to_restore(self) -> str:
        """ "<game>/<autosave name>" for an unfinished game on the table (the next start
        continues that one), else "launcher": a finished game, Records, the viewer or a task
        browser leave nothing to continue."""
        page = self.current_page()
        path = self.autosave_of(page.game_id) if page is not None and page.has_running_game() else None
        if page is None or path is None or path.parent.name != page.game_id:
            return "launcher"
        return f"{page.game_id}/{path.stem}"

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt override
        """Quit and the window's close ask first about a game across computers (ui/hosts.py)."""
        if not self.hosts.may_quit():
            event.ignore()
            return
        self.closing.emit()
        self.remember_place()
        if self._network is not None:
            self._network.close()
        for page in self.pages.values():
            page.close_game()
        for host in self.hosts:
            host.at_close()
        super().closeEvent(event)
