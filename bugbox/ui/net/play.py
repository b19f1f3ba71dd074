"""The window's network games: hosting a table, joining or watching one, coming back to one.

`NetworkPlay` belongs to the main window and does the wiring between a `RemoteGame` (the
table as this computer takes part in it) and the window: the lobby page while the table
waits, the game page once it starts, one sentence in the notice bar for what the player must
know (a refusal, the connection lost and back, a seat whose player is away), the seats held
here kept in the data folder (tokens.py) so that the next start can offer to rejoin, the
table advertised on the home network while seats are open (bugbox/net/discovery.py), and the
host's "Let the computer play for players who are away".

One network table at a time: hosting or joining another leaves the first one's connection
(its seats stay kept, so it can be rejoined from the launcher). A table whose server ran in
this bugbox comes back by itself when bugbox starts again, as the question before quitting
promised (the guests wait for it); the other kept tables are offered.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, Signal

from ...core.i18n import Message
from ...net import protocol as wire
from ...paths import data_dir
from ..hosts import TableHost
from ..i18n import tr_message, translate
from .advertising import TableAdvert
from .follow import Search, same_table
from .hosting import LISTEN_VARIABLE, Hosting, Place, TablePlan, listen_address, place_at, server_place
from .link import TableLink
from .remote import RemoteGame
from .tokens import KeptSeats, KeptTable

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QStackedWidget, QWidget

    from ..context import AppContext
    from ..game_page import GamePage
    from ..hosts import Hosts
    from ..launcher import Launcher
    from ..notice import NoticeBar
    from .lobby import LobbyPage

log = logging.getLogger(__name__)

#: The sentence a table server sends as it ends (bugbox/server/refusals.py): a host who quit.
SHUTTING_DOWN = "The server is shutting down."


def names_text(names: Sequence[str]) -> str:
    """ "Anna", "Anna and Ben", "Anna, Ben and Carl" in the player's language."""
    names = [name for name in names if name]
    if not names:
        return ""
    if len(names) == 1:
        return names[0]
    head = translate("Network", ", ").join(names[:-1])
    return translate("Network", "{first} and {last}").format(first=head, last=names[-1])


class TableWindow(Protocol):
    """What network play needs of the window: its settings, launcher, stack of pages, notice
    bar and the host's "Let the computer play…" action, its hosts, and showing a game."""

    ctx: AppContext
    launcher: Launcher
    stack: QStackedWidget
    notice: NoticeBar
    hosts: Hosts
    act_take_over: QAction

    def tell(self, text: str, seconds: float = 12, source: QObject | None = None, kind: str = "") -> None: ...
    def show_network_game(self, host: TableHost) -> GamePage: ...
    def update_actions(self) -> None: ...


class NetworkPlay(QObject):
    """The main window's side of network play (see the module docstring); `parent`: the
    window the dialogs open over."""

    #: What the launcher offers to rejoin changed (a table kept or forgotten).
    kept_changed = Signal()

    def __init__(self, window: TableWindow, parent: QWidget, folder: Path | None = None):
        super().__init__(parent)
        self.window = window
        self._parent = parent
        #: The running game as its page's host (ui/hosts.py), once the game began.
        self.table_host: TableHost | None = None
        self.kept = KeptSeats(folder if folder is not None else data_dir() / "network")
        #: The table server inside this bugbox (tests replace it with one on 127.0.0.1, port 0).
        self.hosting = Hosting(data_dir() / "hosted")
        #: The hosted table's advert on the home network (advertising.py); its interfaces are
        #: where the home network is told of hosted tables and looked at (None: all; tests:
        #: loopback), and `lan` False: nothing is advertised or looked for.
        self.advert = TableAdvert()
        listen = listen_address(os.environ.get(LISTEN_VARIABLE))
        if listen is not None:  # one address only: the table server here and the table list
            self.hosting = Hosting(data_dir() / "hosted", host=listen[0], port=listen[1])
            self.mdns_interfaces = [listen[0]]
        self.remote: RemoteGame | None = None
        self.place: Place | None = None
        self.invite = ""
        self.hosted = False
        self.lobby: LobbyPage | None = None
        self._told_away: set[int] = set()
        self._played_for: set[int] = set()  # seats whose person is away and the computer plays
        self._lost = False
        #: The table's server said it is shutting down (its host quit bugbox), and who that was.
        self._closed_by_host = False
        self._closer = ""
        self.host_seat = False
        self.join_dialog: Any = None
        #: Nothing has happened at a table yet in this run: the first offer in the launcher
        #: brings the table hosted here back by itself (`_come_back`).
        self._at_start = True
        self.act_take_over = window.act_take_over  # Game > Let the computer play for players who are away

    @property
    def lan(self) -> bool:
        return self.advert.lan

    @lan.setter
    def lan(self, value: bool) -> None:
        self.advert.lan = value

    @property
    def mdns_interfaces(self) -> list[str] | None:
        return self.advert.interfaces

    @mdns_interfaces.setter
    def mdns_interfaces(self, interfaces: list[str] | None) -> None:
        self.advert.interfaces = interfaces

    # starting ------------------------------------------------------------------------------
    def host(self, plan: TablePlan) -> RemoteGame | None:
        """Open a table for `plan` (in this bugbox's server, or the one in Settings) and show
        its lobby; None when that cannot be done (the player is told why)."""
        address = (self.window.ctx.settings.server_address or "").strip()
        try:
            if address:
                place = server_place(address)
                hosted = False
            else:
                place = self.hosting.start()
                hosted = True
        except OSError as error:
            log.warning("cannot host a table: %s", error)
            self.window.tell(translate("Network", "bugbox could not start its table server on this computer."))
            return None
        except ValueError as error:  # InviteRefused: the address in Settings is no server
            reason = getattr(error, "reason", None)
            self.window.tell(tr_message(reason) if isinstance(reason, Message) else str(error))
            return None
        self._at_start = False
        link = TableLink(place.url)
        remote = RemoteGame(link)
        remote.game_id = plan.game  # the lobby names the game before the server has answered
        here = plan.here()
        self.advert.host_name = here[0][1] if here else ""

        def created(message: object) -> None:
            if isinstance(message, wire.Created):
                for seat, name in here:
                    link.join(message.code, name, seat)

        link.received.connect(created)
        self.adopt(remote, place, hosted=hosted, host=True)
        link.start()
        link.create(plan.game, plan.choices(), dict(plan.options), None)
        return remote

    def open_join_dialog(self):
        """The "Join a table…" dialog (window-modal, not blocking); a table joined comes to `adopt`."""
        from .join import JoinDialog

        self._at_start = False
        dialog = JoinDialog(self.window.ctx, self._parent, self.mdns_interfaces if self.lan else [])
        dialog.joined.connect(lambda remote, place: self.adopt(remote, place, hosted=False, host=False))
        dialog.open()
        self.join_dialog = dialog
        return dialog

    def _offered(self) -> list[KeptTable]:
        """The kept tables, newest first, but the one on the screen now."""
        remote = self.remote
        return [t for t in self.kept.tables() if remote is None or t.code != remote.code]

    @staticmethod
    def _others_at(table: KeptTable) -> str:
        here = set(table.tokens())
        return names_text([n for seat, n in enumerate(table.names) if seat not in here])

    def offer_in_launcher(self) -> None:
        """The launcher offers the kept network tables (a damaged file of kept seats is told
        once): one names its game and the others at it; several are a menu, one line each.
        Said again when the language changes (`retranslate`)."""
        from PySide6.QtWidgets import QMenu

        from ..launcher import game_title

        if self._at_start:
            self._at_start = False
            if self._come_back():
                return
        offers = self._offered()
        if self.kept.problem is not None:
            self.window.tell(tr_message(self.kept.problem))
            self.kept.problem = None
        button = self.window.launcher.rejoin_button
        old = button.menu()
        button.setMenu(None)  # type: ignore[arg-type]  # Qt takes None: no menu
        if old is not None:
            old.deleteLater()
        if not offers:
            self.window.launcher.offer_rejoin(None)
            return
        if len(offers) == 1:
            table = offers[0]
            phrase = translate("Network", "{names} ({game})")
            phrase = phrase.format(names=self._others_at(table), game=game_title(table.game))
            self.window.launcher.offer_rejoin(phrase)
            return
        self.window.launcher.offer_rejoin("")  # "Rejoin your network table", with a menu of them
        menu = QMenu(button)
        menu.setObjectName("rejoin_menu")
        for table in offers:
            others = self._others_at(table)
            line = game_title(table.game)
            if others:
                line = translate("Network", "{game} with {names}").format(game=line, names=others)
            action = menu.addAction(line.replace("&", "&&"))
            action.triggered.connect(lambda _checked=False, table=table: self.rejoin_table(table))
        button.setMenu(menu)

    def _come_back(self) -> bool:
        """bugbox starts, and the table of the last game hosted here (its server ran in this
        bugbox) comes back by itself: the question before quitting promised that it comes back
        when the host starts bugbox again, and the guests wait for it. Only from the launcher,
        with nothing else under way (an invite being joined, say)."""
        window = self.window
        if (
            self.remote is not None
            or self.join_dialog is not None
            or window.stack.currentWidget() is not window.launcher
        ):
            return False
        hosted = [table for table in self.kept.tables() if table.hosted and table.host is not None]
        if not hosted:
            return False
        log.info("the table hosted here comes back")
        if self.rejoin(hosted[0]) is None:
            return False
        self.offer_in_launcher()  # the other kept tables (not the one coming back)
        return True

    def rejoin_offered(self) -> None:
        """The launcher's offer taken (one table: its button was clicked)."""
        offers = self._offered()
        if offers:
            self.rejoin_table(offers[0])

    def rejoin_table(self, table: KeptTable) -> None:
        """Rejoin `table` (after asking about a network game it would leave), then offer the rest."""
        if self.window.hosts.may_leave_tables():
            self.rejoin(table)
        self.offer_in_launcher()

    def rejoin(self, kept: KeptTable) -> RemoteGame | None:
        """Take the seats kept in `kept` again (the launcher's offer)."""
        place: Place | None = None
        if kept.hosted:
            try:
                place = self.hosting.start()
            except OSError:
                self.window.tell(translate("Network", "bugbox could not start its table server on this computer."))
                return None
        url = place.url if place is not None else kept.url
        if place is None:
            place = Place(url=kept.url, invite_host="", invite_port=1)
        link = TableLink(url)
        remote = RemoteGame(link)
        remote.code, remote.game_id = kept.code, kept.game
        remote.tokens = kept.tokens()
        remote.host_token = kept.host
        tokens = list(remote.tokens.values())
        if not tokens:
            return None
        link.holds = (kept.code, tokens, remote.seen)  # the link rejoins each seat once connected
        self.adopt(remote, place, hosted=kept.hosted, host=kept.host is not None)
        link.start()
        return remote

    def adopt(self, remote: RemoteGame, place: Place, hosted: bool, host: bool) -> None:
        """`remote` is this window's network table from now on: its lobby, then its game."""
        self._at_start = False
        self.drop()
        remote.setParent(self)
        remote.link.setParent(self)
        self.remote, self.place, self.hosted = remote, place, hosted
        self._told_away = set()
        self._played_for = set()
        self._lost = False
        self._closed_by_host, self._closer = False, ""
        remote.started.connect(self._started)
        remote.table_changed.connect(self._table_changed)
        remote.told.connect(self._told)
        remote.kept.connect(self._kept_in_records)
        remote.link.received.connect(self._message)
        remote.link.failed.connect(self._failed)
        remote.link.lost.connect(self._connection_lost)
        remote.link.connected.connect(self._connection_back)
        remote.link.moved.connect(self._moved)
        if not hosted:  # a guest follows the table when its host comes back elsewhere (follow.py)
            remote.link.search = Search(
                lan=self.lan,
                interfaces=self.mdns_interfaces,
                server_address=self.window.ctx.settings.server_address or "",
            )
            remote.link.recognise = lambda table: (
                remote.code is not None and same_table(table, remote.code, remote.game_id, remote.names())
            )
        self.host_seat = host
        if remote.flow is not None:
            self._started()
        else:
            self._show_lobby()

    def drop(self) -> None:
        """Close the current table's connection (its seats stay kept for a rejoin)."""
        remote, self.remote = self.remote, None
        self._withdraw()
        self._close_lobby()
        self.act_take_over.setEnabled(False)
        if self._lost:  # the lost connection's notice goes with the game it was about
            self._lost = False
            self.window.notice.clear_standing("net")
        self.window.notice.clear_standing("watch")
        host, self.table_host = self.table_host, None
        if host is not None:
            self.window.hosts.drop(host)
        if remote is not None:
            remote.link.close(2.0)
            self.offer_in_launcher()  # its seats are kept: the launcher offers to rejoin it
        self.window.update_actions()

    def close(self) -> None:
        """The window closes: the connection, the advertising and the server here stop."""
        self.drop()
        self.advert.stop()
        self.hosting.stop()

    def retranslate(self) -> None:
        """The language changed: the launcher's offer and a standing notice are said anew."""
        self.offer_in_launcher()
        if self._lost:
            self._tell_lost()
        self._tell_watching()

    def show_invite(self) -> None:
        """Game > Show the invite…: the table's invite again, to copy (the game runs)."""
        from .invite_box import InviteBox

        text = self._invite()
        if text:
            InviteBox(text, self._parent).open()

    # the lobby ---------------------------------------------------------------------------------
    def invite_text(self) -> str:
        """The current table's invite ("" when there is none to give)."""
        return self._invite()

    def _invite(self) -> str:
        remote, place = self.remote, self.place
        if remote is None or place is None or remote.code is None or not place.invite_host:
            return ""
        try:
            return place.invite(remote.code)
        except ValueError:
            return ""

    def _show_lobby(self) -> None:
        from .lobby import LobbyPage

        remote = self.remote
        assert remote is not None
        lobby = LobbyPage(remote, self._invite(), self.host_seat)
        lobby.leave_wanted.connect(self.leave)
        lobby.fill_wanted.connect(self.fill_with_computers)
        self.lobby = lobby
        waiting = TableHost(remote, self.drop, lambda: self.hosted)
        self.window.hosts.lobby = lambda: waiting if self.lobby is lobby else None
        self.window.stack.addWidget(lobby)
        self.window.stack.setCurrentWidget(lobby)
        self.window.update_actions()

    def _close_lobby(self) -> None:
        lobby, self.lobby = self.lobby, None
        if lobby is not None:
            if self.window.stack.currentWidget() is lobby:
                self.window.stack.setCurrentWidget(self.window.launcher)
            self.window.stack.removeWidget(lobby)
            lobby.deleteLater()

    def leave(self) -> None:
        """The player leaves the table (asked first): the seats are given up for good."""
        from PySide6.QtWidgets import QMessageBox

        from ..plaintext import ask

        remote = self.remote
        if remote is None:
            return
        question = self._leaving_question(remote)
        if remote.tokens and (
            ask(self._parent, translate("Network", "Leave the table?"), question) != QMessageBox.StandardButton.Yes
        ):
            return
        remote.leave()
        self._forget()
        self.drop()
        self.window.stack.setCurrentWidget(self.window.launcher)
        self.window.launcher.refresh()

    @staticmethod
    def _leaving_question(remote: RemoteGame) -> str:
        """A waiting table frees the seat for somebody else; a game that began is played on by
        the computer; a table not heard from yet (a rejoin on its way) is only left for good:
        never a promise of a free seat that the table may not have (finding 13)."""
        if remote.table is None and remote.flow is None:
            return translate("Network", "Leave this table? You give up your seat at it for good.")
        if remote.status == "waiting" and remote.flow is None:
            if remote.host_token is not None:  # the table server closes it (finding 9)
                return translate(
                    "Network", "Close this table? Everybody who sat down at it is told that you closed it."
                )
            return translate("Network", "Leave this table? Your seat becomes free for somebody else.")
        return translate(
            "Network", "Leave this game? The computer plays your seat from now on, and you cannot come back."
        )

    def fill_with_computers(self) -> None:
        remote = self.remote
        if remote is None or remote.code is None or remote.host_token is None:
            return
        for seat in remote.seats:
            if seat.player == "open":
                remote.link.hand_over(remote.code, remote.host_token, seat.seat)

    def away_seats(self) -> list[wire.SeatInfo]:
        """The people away from the table (unconnected for a while, remote.py `AWAY_GRACE`)
        and whose seats nobody plays meanwhile. "Away", not "lost the connection": the table
        cannot tell a lost connection from a player who went back to the games, keeping the
        seat, or who left it for good (the protocol says neither, issue 45)."""
        remote = self.remote
        if remote is None:
            return []
        return remote.away_seats()

    def take_over(self) -> None:
        """The host lets the computer play the seats of the people who are away."""
        remote = self.remote
        if remote is None or remote.code is None or remote.host_token is None:
            return
        for seat in self.away_seats():
            remote.link.hand_over(remote.code, remote.host_token, seat.seat)

    # what the table says ------------------------------------------------------------------------
    def _message(self, message: object) -> None:
        remote = self.remote
        if remote is None:
            return
        if isinstance(message, wire.Joined | wire.Created):
            self._keep()
        elif isinstance(message, wire.Error) and message.error in ("no_table", "token") and message.request == "rejoin":
            self._forget()  # the table is gone, or the seat was given up
        elif isinstance(message, wire.Closed):
            self._forget()
            self.window.tell(tr_message(message.reason.message()))
            if self.lobby is not None:  # nobody will start this table: back to the games
                self.drop()
                self.window.stack.setCurrentWidget(self.window.launcher)
                self.window.launcher.refresh()

    def _keep(self) -> None:
        """Keep the seats held here, for a rejoin; never those of a finished game (its table
        still hears of people leaving after the end, and nothing is left to come back to)."""
        remote, place = self.remote, self.place
        if remote is None or place is None or remote.code is None or not remote.tokens or not remote.game_id:
            return
        if remote.finished:
            return
        self.kept.keep(
            KeptTable(
                url=remote.link.url,
                code=remote.code,
                game=remote.game_id or "",
                seats={str(seat): token for seat, token in remote.tokens.items()},
                host=remote.host_token,
                names=[name for name in remote.names() if name][:8],
                hosted=self.hosted,
            )
        )
        self.kept_changed.emit()

    def _forget(self) -> None:
        remote = self.remote
        if remote is not None and remote.code is not None:
            self.kept.forget(remote.code)
            self.kept_changed.emit()

    def _table_changed(self) -> None:
        remote = self.remote
        if remote is None:
            return
        if remote.tokens and remote.game_id:
            self._keep()
        if self.lobby is not None and not self.lobby.invite_text:
            self.lobby.invite_text = self._invite()
            self.lobby.invite.setText(self.lobby.invite_text)
        self._advertise()
        away = self.away_seats()
        host = remote.host_token is not None
        self.act_take_over.setEnabled(host and bool(away) and remote.status == "playing")
        playing = remote.status == "playing"
        for seat in away:
            if seat.seat in self._told_away or seat.seat in remote.tokens:
                continue
            self._told_away.add(seat.seat)
            name = seat.name or ""
            if host and playing:
                self.window.tell(
                    translate(
                        "Network",
                        "{name} is away from the table. You can let the computer play for them: Game > Let the "
                        "computer play for players who are away.",
                    ).format(name=name)
                )
            elif playing:  # the guests' table shows it; a screen reader says it (ui/notice.py)
                self.window.notice.announce(translate("Network", "{name} is away from the table.").format(name=name))
        for seat in remote.seats:
            if seat.seat in self._told_away and seat.connected and playing and not seat.taken_over:
                back = translate("Network", "{name} is back at the table.").format(name=seat.name or "")
                self.window.notice.announce(back)
        # told once while unconnected (a lost connection of this side's own starts the grace
        # afresh, remote.py): not told again, and "back" only once they are
        self._told_away = {
            seat.seat
            for seat in remote.seats
            if seat.seat in self._told_away and not seat.connected and not seat.taken_over
        }
        self._tell_played_for(remote)

    def _tell_played_for(self, remote: RemoteGame) -> None:
        """Everybody at the table is told once when the computer starts playing for somebody away."""
        covered = {seat.seat for seat in remote.seats if seat.player == "person" and seat.taken_over}
        for seat in remote.seats:
            if seat.seat in covered and seat.seat not in self._played_for and seat.seat not in remote.tokens:
                self.window.tell(
                    translate("Network", "The computer plays for {name} until they come back.").format(
                        name=seat.name or ""
                    )
                )
        self._played_for = covered

    def _started(self) -> None:
        remote = self.remote
        if remote is None or remote.flow is None:
            return
        self._advertise()  # now as a game to watch, and where guests find it after a restart
        self._close_lobby()
        self.table_host = TableHost(remote, self.drop, lambda: self.hosted)
        self.window.show_network_game(self.table_host)
        self._tell_watching()

    def _tell_watching(self) -> None:
        """A spectator reads, as long as the game is on the screen, that it is watched from
        here: nothing on the table is theirs to play (issue 45)."""
        remote = self.remote
        if remote is not None and remote.watching and remote.flow is not None:
            self.window.tell(translate("Network", "Watching: nothing is played from this computer."), 0, kind="watch")

    def _told(self, reason: Message) -> None:
        if reason.text == SHUTTING_DOWN:  # the table's server ends: `_connection_lost` says who closed it
            self._closed_by_host = True
            return
        self.window.tell(tr_message(reason))

    def _kept_in_records(self, _path: object) -> None:
        self._withdraw()  # the game is over: nothing to watch or to come back to
        self._forget()
        self.window.tell(translate("Network", "The game is over; it is kept in your Records."))

    def _failed(self, reason: Message) -> None:
        self.window.tell(tr_message(reason))
        if self.lobby is not None:
            self.drop()
            self.window.launcher.refresh()

    def _connection_lost(self, reason: Message) -> None:
        remote = self.remote
        if remote is None or self.sender() is not remote.link:
            return  # a table already left (its `closed` came first, in the same batch): nothing to say
        self._lost = True
        if remote is not None:
            if self._closed_by_host:  # who left just before the server ended: the host
                gone = [s.name or "" for s in remote.seats if s.player == "person" and not s.connected]
                self._closer = names_text([name for name in gone if name]) if not self.hosted else ""
            if remote.flow is not None:  # nothing is decided here until the connection is back
                remote.flow.table_side().set_connected(False)
        self.act_take_over.setEnabled(False)
        self._tell_lost()

    def _tell_lost(self) -> None:
        if self._closed_by_host and self._closer:
            text = translate("Network", "{name} closed the table; it comes back when {name} starts bugbox again.")
            self.window.tell(text.format(name=self._closer), 0, kind="net")
            return
        self.window.tell(
            translate("Network", "The connection to the table was lost; bugbox is trying to reconnect…"), 0, kind="net"
        )

    def _moved(self, url: str) -> None:
        """The table was found at another address (its host came back elsewhere): the seats
        kept here (by the table's code: kept once), the invite and a later rejoin name that
        address."""
        remote = self.remote
        if remote is None or remote.link is not self.sender():
            return
        try:
            self.place = place_at(url)
        except ValueError:
            self.place = Place(url=url, invite_host="", invite_port=1)
        self._keep()

    def _connection_back(self) -> None:
        remote = self.remote
        if remote is not None and remote.flow is not None:
            remote.flow.table_side().set_connected(True)
        self._closed_by_host, self._closer = False, ""
        if self._lost:
            self._lost = False
            self.window.notice.clear_standing("net")
            self.window.tell(translate("Network", "Connected to the table again."))

    # the home network ------------------------------------------------------------------------------
    def _advertise(self) -> None:
        remote = self.remote
        if self.hosted and remote is not None:
            self.advert.follow(remote, self.place.invite_port if self.place is not None else 0)

    def _withdraw(self) -> None:
        if self.remote is not None:
            self.advert.withdraw(self.remote.code)
