""" "Join a table…": paste an invite or pick a table found on the home network, type a name,
then take a free seat or watch.

The dialog connects itself and stays open until the server has said yes (a seat, or the table
to watch): a wrong code, a full table, a game already begun, a taken name, an address where
no table server answers, a server of another protocol version each end in one sentence here,
in the player's language, and the player can try again. Then it hands the table to the
window (`joined`) and closes.

Tables on the home network are listed while the dialog is open (`TableFinder`, on its own
thread; its news comes here through a signal): tables waiting for players first, to join, then
running ones, marked "playing – watch", to watch (nobody new takes a seat in a running game,
so for those Watch is the default button and Take a free seat is off). Until a table is
found, a grey line that cannot be chosen says the search is on, and after `NOTHING_YET_MS`
that none was found yet. A name in that list comes from any device on the network: list
items are plain text, and the finder has checked each name already (a malformed advert never
reaches the list). Choosing a table there (a click, or the arrow keys) puts its invite in the
invite field; only giving the list the focus leaves a typed invite alone.

An invite may also be a bare table code ("K7QX2MBA", as the README says a host can read it
out): the table of that code on the home network, else the server named in Settings. An
invite given to bugbox itself (`bugbox INVITE`, a clicked `bugbox://` link) opens the dialog
filled in (`fill`). The name is the one used last (a spectator's too), else the account's
user name; Return takes a free seat. The invite field's grey text says what goes there in
words: an example address there was taken for a real invite.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...core.i18n import QT_TRANSLATE_NOOP, Message, msg
from ..i18n import Retranslating, tr_message, translate
from ..launcher import game_title
from ..plaintext import PlainLabel
from ..theme import NEGATIVE
from .hosting import Place
from .link import TableLink
from .remote import RemoteGame

log = logging.getLogger(__name__)

#: How long the list says "Searching the home network…" before it says none was found yet.
NOTHING_YET_MS = 5000
# what a list item holds besides its text
SERVICE_ROLE = Qt.ItemDataRole.UserRole  # the advert's DNS-SD name: the item's key
INVITE_ROLE = Qt.ItemDataRole.UserRole + 1  # the table's invite
STATUS_ROLE = Qt.ItemDataRole.UserRole + 2  # "waiting" or "playing"
TABLE_ROLE = Qt.ItemDataRole.UserRole + 3  # the FoundTable (its text is made again on a language switch)


class _FinderNews(QObject):
    """Carries the finder's events from its thread to the dialog's."""

    news = Signal(object)


class JoinDialog(Retranslating, QDialog):
    #: The table was joined (or is watched): (RemoteGame, Place) for the window.
    joined = Signal(object, object)

    def __init__(self, ctx: Any, parent: QWidget | None = None, mdns_interfaces: Sequence[str] | None = None):
        super().__init__(parent)
        self.setObjectName("join_table")
        self.ctx = ctx
        self.invite = QLineEdit()
        self.invite.setObjectName("invite")
        self.invite_label = PlainLabel()
        self.found_label = PlainLabel()
        self.found = QListWidget()
        self.found.setObjectName("found_tables")
        self.found.setMaximumHeight(120)
        self.found.itemSelectionChanged.connect(self._picked)
        self._searching: QListWidgetItem | None = None  # the grey line while no table is listed
        self._search_problem: Message | None = None  # why this computer cannot look, if so
        self._nothing_yet = False
        self._nothing_yet_timer = QTimer(self)
        self._nothing_yet_timer.setSingleShot(True)
        self._nothing_yet_timer.timeout.connect(self._quiet_so_far)
        self.name = QLineEdit(_default_name(ctx.settings.network_name))
        self.name.setObjectName("name")
        self.name.setMaxLength(24)
        self.name_label = PlainLabel()
        self.problem = PlainLabel()
        self.problem.setObjectName("problem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet(f"color: {NEGATIVE.name()}")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.take_seat = QPushButton()
        self.take_seat.setObjectName("take_seat")
        self.watch = QPushButton()
        self.watch.setObjectName("watch")
        # Return takes a free seat wherever the focus is (the fields, the list), never Cancel:
        # no other button becomes the default when it gets the focus.
        for button in (self.watch, *self.buttons.buttons()):
            if isinstance(button, QPushButton):
                button.setAutoDefault(False)
                button.setDefault(False)
        self.take_seat.setAutoDefault(True)
        self.take_seat.setDefault(True)
        self.buttons.addButton(self.take_seat, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.watch, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.rejected.connect(self.reject)
        self.take_seat.clicked.connect(lambda: self.try_join(watch=False))
        self.watch.clicked.connect(lambda: self.try_join(watch=True))
        self._connecting = False
        self.invite.textChanged.connect(lambda _text: self._offer())
        form = QFormLayout()
        form.addRow(self.invite_label, self.invite)
        form.addRow(self.found_label, self.found)
        form.addRow(self.name_label, self.name)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self.resize(560, self.sizeHint().height())
        self.remote: RemoteGame | None = None
        self._place: Place | None = None
        self._watching = False
        self._news = _FinderNews(self)
        self._news.news.connect(self._table_news)
        self._finder: Any = None
        self._interfaces = mdns_interfaces
        self.finished.connect(lambda _result: self._stop())
        if self._looks():
            self._nothing_yet_timer.start(NOTHING_YET_MS)  # the search starts as the dialog shows
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(translate("NetJoin", "Join a table"))
        self.invite_label.setText(translate("NetJoin", "Invite"))
        # what goes there, in words: an example address read as a real invite (issue 45)
        self.invite.setPlaceholderText(translate("NetJoin", "Paste the invite you were sent (bugbox://…)"))
        self.found_label.setText(translate("NetJoin", "On your network"))
        self.name_label.setText(translate("NetJoin", "Your name"))
        self.take_seat.setText(translate("NetJoin", "Take a free seat"))
        self.watch.setText(translate("NetJoin", "Watch"))
        for row in range(self.found.count()):
            item = self.found.item(row)
            table = item.data(TABLE_ROLE) if item is not None else None
            if item is not None and table is not None:
                item.setText(_table_text(table))
        self._show_search()

    # the home network ------------------------------------------------------------------------------
    def _looks(self) -> bool:
        """Whether this dialog looks for tables (not when the window plays without the home
        network)."""
        return self._interfaces is None or bool(self._interfaces)

    def look_around(self) -> None:
        """List the tables advertised on the home network (at most about a second to start)."""
        if not self._looks():
            return
        try:
            from ...net.discovery import DiscoveryUnavailable, TableFinder

            finder = TableFinder(self._interfaces, on_event=self._news.news.emit)
            finder.start()
        except Exception as error:  # noqa: BLE001 - no mDNS here: an invite still works
            log.info("cannot look for tables on the network: %r", error)
            if isinstance(error, DiscoveryUnavailable):
                self._search_problem = error.reason
            self._nothing_yet_timer.stop()
            self._show_search()
            return
        self._finder = finder
        # a dialog deleted without being closed (its window went first) stops looking too; the
        # lambda holds the finder, not the dialog
        self._news.destroyed.connect(lambda *_args: finder.stop())

    def showEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        if self._finder is None:
            from PySide6.QtCore import QTimer

            QTimer.singleShot(0, self.look_around)

    def _table_news(self, news: Any) -> None:
        """A table came, changed or went: its line is made, remade in place (so a chosen
        table stays chosen when its seats change or its game starts), or taken away."""
        table = news.table
        item = next((it for it in self._table_items() if it.data(SERVICE_ROLE) == table.service), None)
        if news.kind == "gone":
            if item is not None:
                self._take(item)
        else:
            if item is None:
                item = QListWidgetItem()
                item.setData(SERVICE_ROLE, table.service)
                waiting = [it for it in self._table_items() if it.data(STATUS_ROLE) == "waiting"]
                if table.status == "waiting":  # after the waiting tables, before the running ones
                    self.found.insertItem(self.found.row(waiting[-1]) + 1 if waiting else 0, item)
                else:
                    self.found.addItem(item)
            item.setText(_table_text(table))
            item.setData(INVITE_ROLE, table.invite)
            item.setData(STATUS_ROLE, table.status)
            item.setData(TABLE_ROLE, table)
        self._show_search()
        self._offer()

    def _take(self, item: QListWidgetItem) -> None:
        """Take a line away; if it was the current one, no other line becomes current (Qt
        would choose the next table, and its invite would replace the field's)."""
        if self.found.currentItem() is item:
            self.found.selectionModel().clearCurrentIndex()
        self.found.takeItem(self.found.row(item))

    def _table_items(self) -> list[QListWidgetItem]:
        """The list's tables (not the grey line)."""
        items = [self.found.item(row) for row in range(self.found.count())]
        return [item for item in items if item is not None and item is not self._searching]

    def _quiet_so_far(self) -> None:
        self._nothing_yet = True
        self._show_search()

    def _show_search(self) -> None:
        """The grey line while no table is listed: searching, none found yet, or why this
        computer cannot look. It cannot be chosen, so it never reaches the invite field."""
        if self._search_problem is not None:
            text = tr_message(self._search_problem)
        elif not self._looks():
            text = ""
        elif self._nothing_yet:
            text = translate("NetJoin", "No tables found yet on the home network.")
        else:
            text = translate("NetJoin", "Searching the home network…")
        if not text or self._table_items():
            if self._searching is not None:
                self._take(self._searching)
                self._searching = None
            return
        if self._searching is None:
            self._searching = QListWidgetItem()
            self._searching.setFlags(Qt.ItemFlag.NoItemFlags)
            self._searching.setForeground(self.palette().color(QPalette.ColorRole.PlaceholderText))
            self.found.insertItem(0, self._searching)
        self._searching.setText(text)

    def _picked(self) -> None:
        """A table chosen from the list: its invite replaces the field's, the old error goes."""
        chosen = [item for item in self.found.selectedItems() if item is not self._searching]
        if chosen:
            self.invite.setText(str(chosen[0].data(INVITE_ROLE)))
            self.say("")

    def _running_table_chosen(self) -> bool:
        """Whether the invite field names a table the list shows as running: it can be
        watched, and nobody new takes a seat there."""
        text = self.invite.text().strip()
        code = text.upper()
        for item in self._table_items():
            invite = str(item.data(INVITE_ROLE))
            if text and (invite == text or invite.upper().endswith("/" + code)):
                return bool(item.data(STATUS_ROLE) == "playing")
        return False

    def _offer(self) -> None:
        """The buttons for the table the invite names: for a running one Watch is the
        default and Take a free seat is off; otherwise Take a free seat is the default."""
        running = self._running_table_chosen()
        self.take_seat.setEnabled(not self._connecting and not running)
        self.watch.setEnabled(not self._connecting)
        for button, default in ((self.take_seat, not running), (self.watch, running)):
            button.setAutoDefault(default)
            button.setDefault(default)

    def fill(self, invite: str) -> None:
        """The dialog filled in for `invite` (given to bugbox itself), Take a free seat focused."""
        self.invite.setText(invite[:512])
        self.say("")
        self.take_seat.setFocus()

    def _return(self) -> None:
        if self.take_seat.isEnabled():
            self.try_join(watch=False)
        elif self.watch.isEnabled() and self._running_table_chosen():
            self.try_join(watch=True)

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt override
        from PySide6.QtCore import Qt

        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not event.modifiers():
            self._return()  # from the list or a button too: a seat, not Cancel
            return
        super().keyPressEvent(event)

    def _invite(self, text: str) -> Any:
        """The invite the field holds: a whole invite, or a bare table code."""
        from ...net.invite import InviteRefused, format_invite, parse_invite

        code = text.strip().upper()
        if len(code) == 8 and code.isascii() and all(c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567" for c in code):
            for item in self._table_items():
                if str(item.data(INVITE_ROLE)).upper().endswith("/" + code):
                    return parse_invite(str(item.data(INVITE_ROLE)))
            server = (self.ctx.settings.server_address or "").strip()
            if server:
                from .hosting import server_place

                place = server_place(server)
                return parse_invite(
                    format_invite(place.invite_host, place.invite_port, code, scheme=place.scheme, path=place.path)
                )
            raise InviteRefused(BARE_CODE)
        return parse_invite(text)

    def _stop(self) -> None:
        self._nothing_yet_timer.stop()
        finder, self._finder = self._finder, None
        if finder is not None:
            finder.stop()
        if self.remote is not None and self.result() != QDialog.DialogCode.Accepted:
            remote, self.remote = self.remote, None
            remote.link.close(2.0)

    # joining -----------------------------------------------------------------------------------
    def say(self, text: str) -> None:
        self.problem.setText(text)

    def try_join(self, watch: bool) -> bool:
        """Connect and ask for a seat (or to watch); False when the invite or name is refused here."""
        from ...net.invite import InviteRefused
        from ...net.names import NameRefused, clean_name

        self.say("")
        try:
            invite = self._invite(self.invite.text())
        except InviteRefused as refused:
            self.say(tr_message(refused.reason))
            return False
        name = ""
        try:
            name = clean_name(self.name.text())
        except NameRefused as refused:
            if not watch:  # a spectator needs no name: one that is none is only not kept
                self.say(tr_message(refused.reason))
                return False
        if name:  # the name is kept for the next table, a spectator's too (issue 45)
            self.ctx.update_settings(network_name=name)
        self._give_up()
        link = TableLink(invite.url)
        remote = RemoteGame(link)
        self.remote, self._watching = remote, watch
        self._place = Place(
            url=invite.url, invite_host=invite.host, invite_port=invite.port, scheme=invite.scheme, path=invite.path
        )
        link.failed.connect(self._failed)
        remote.told.connect(self._refused)
        remote.table_changed.connect(self._answered)
        link.start()
        if watch:
            link.watch(invite.code, 0)
        else:
            link.join(invite.code, name)
        self._connecting = True
        self._offer()
        self.say(translate("NetJoin", "Connecting…"))
        return True

    def _give_up(self) -> None:
        remote, self.remote = self.remote, None
        if remote is not None:
            remote.told.disconnect(self._refused)
            remote.table_changed.disconnect(self._answered)
            remote.link.close(2.0)

    def _failed(self, reason: Message) -> None:
        self._refused(reason)

    def _refused(self, reason: Message) -> None:
        self._give_up()
        self._connecting = False
        self._offer()
        self.say(tr_message(reason))

    def _answered(self) -> None:
        remote = self.remote
        if remote is None or remote.table is None or (not self._watching and not remote.tokens):
            return
        remote.told.disconnect(self._refused)
        remote.table_changed.disconnect(self._answered)
        remote.link.failed.disconnect(self._failed)
        self.remote = None
        self.accept()
        self.joined.emit(remote, self._place)


BARE_CODE = msg(
    "Network",
    QT_TRANSLATE_NOOP(
        "Network",
        "No table with this code is on your network; paste the whole invite, or name the server in Settings.",
    ),
)


def _table_text(table: Any) -> str:
    """A found table's line: who hosts which game, and its free seats or that it runs."""
    game = game_title(table.game) if table.game in _games() else table.game
    if table.status == "playing":
        return translate("NetJoin", "{host}: {game}, playing – watch").format(host=table.host_name, game=game)
    return translate("NetJoin", "{host}: {game}, %n free seat(s)", None, table.open_seats).format(
        host=table.host_name, game=game
    )


def _default_name(last: str | None) -> str:
    """The name used last, else the account's user name (when it is a name a table takes)."""
    if last:
        return last[:24]
    import getpass

    from ...net.names import NameRefused, clean_name

    try:
        return clean_name(getpass.getuser())
    except (NameRefused, OSError, KeyError, ImportError):
        return ""


def _games() -> set[str]:
    from ...core.registry import GAMES

    return set(GAMES)
