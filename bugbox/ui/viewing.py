"""The Records page and the replay viewer on the window's stack: made when first asked for,
closed when left, and "Play on from here" handed back to the window as a new game.

Kept apart from the window so that it only wires pages and games together; what this needs
of the window is `ViewingWindow`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol, TypeAlias

from PySide6.QtCore import QObject

from .i18n import tr_message

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStackedWidget

    from ..core.session import Session
    from .context import AppContext
    from .game_page import GamePage
    from .hosts import GameHost
    from .launcher import Launcher
    from .records_page import RecordsPage
    from .replay import ReplayPage

AnySession: TypeAlias = "Session[Any, Any, Any]"


class ViewingWindow(Protocol):
    """What the viewer and the Records page need of the window."""

    ctx: AppContext
    stack: QStackedWidget
    launcher: Launcher
    pages: dict[str, GamePage]

    def current_page(self) -> GamePage | None: ...
    def current_host(self) -> GameHost | None: ...
    def tell(self, text: str, seconds: float = 12, source: QObject | None = None, kind: str = "") -> None: ...
    def confirm_abandon(self, page: GamePage | None, replacement: Any = None) -> bool: ...
    def start_session(self, session: AnySession) -> None: ...
    def back_to_launcher(self) -> None: ...
    def export_replay(self) -> None: ...
    def update_actions(self) -> None: ...


class Viewing(QObject):
    """The window's Records page and replay viewer (see the module docstring)."""

    def __init__(self, window: ViewingWindow, parent: QObject):
        super().__init__(parent)
        self.window = window
        self.records_page: RecordsPage | None = None  # made when first opened
        self.replay_page: ReplayPage | None = None
        #: The game page a replay of the game on the table came from: closing the viewer goes
        #: back to that game, not to the launcher (the game is still being played).
        self._back_to_game: GamePage | None = None

    def show_records(self) -> RecordsPage:
        """The Records page (made, and the kept games read, only when first asked for)."""
        window = self.window
        if self.records_page is None:
            from .records_page import RecordsPage

            self.records_page = RecordsPage(window.ctx)
            self.records_page.back.connect(window.back_to_launcher)
            self.records_page.replay.connect(self.open_kept)
            window.stack.addWidget(self.records_page)
        page = window.current_page()
        if page is not None:
            self.records_page.show_game(page.game_id)
        self.close_replay()
        window.stack.setCurrentWidget(self.records_page)
        window.update_actions()
        return self.records_page

    def open_kept(self, name: str) -> None:
        """Replay a kept game of the Records page."""
        from ..core import records
        from ..core.errors import LoadError

        try:
            entry, session = records.read_entry(records.records_dir() / name)
        except LoadError as error:
            self.window.tell(tr_message(error.reason))
            return
        self.open_replay(session, entry, back_to_records=True)

    def replay_current(self) -> None:
        """Step through the game on the table (a running one too) from its start; a game
        across computers has no seed here to replay it from (Records has it at its end)."""
        host = self.window.current_host()
        flow = host.flow if host is not None else None
        if host is None or flow is None or host.across_computers:
            return
        from ..core.session import Session

        live = flow.session
        copy = Session.replay(live.game_id, live.setup, live.seed, live.action_dicts())
        page = self.window.current_page()
        self.open_replay(copy, None)
        self._back_to_game = page

    def open_replay(self, session: AnySession, entry: dict | None, back_to_records: bool = False) -> ReplayPage:
        from .replay import ReplayPage

        self.close_replay()
        self._back_to_game = None
        viewer = ReplayPage(self.window.ctx, session, entry, back_to_records)
        viewer.setObjectName("replay")
        viewer.closed.connect(self._replay_closed)
        viewer.play_on.connect(self.play_on)
        viewer.export.connect(self.window.export_replay)
        self.replay_page = viewer
        self.window.stack.addWidget(viewer)
        self.window.stack.setCurrentWidget(viewer)
        self.window.update_actions()
        return viewer

    def close_replay(self) -> None:
        viewer, self.replay_page = self.replay_page, None
        if viewer is not None:
            viewer.stop()
            self.window.stack.removeWidget(viewer)
            viewer.deleteLater()

    def _replay_closed(self) -> None:
        back = self.replay_page is not None and self.replay_page.back_to_records
        game, self._back_to_game = self._back_to_game, None
        self.close_replay()
        if back:
            self.show_records()
        elif game is not None and game in self.window.pages.values() and game.has_running_game():
            self.window.stack.setCurrentWidget(game)
        else:
            self.window.stack.setCurrentWidget(self.window.launcher)
            self.window.launcher.refresh()
        self.window.update_actions()

    def play_on(self, session: AnySession) -> None:
        """A new game from the position the viewer shows, with the same seats."""
        if not self.window.confirm_abandon(self.window.pages.get(session.game_id)):
            return
        self.close_replay()
        self.window.start_session(session)
