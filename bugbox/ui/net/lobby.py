"""The table before the game: who sits where, who is still missing, and the invite.

Everybody at a network table sees this page until the game begins: the host, the players who
joined and the spectators. It lists the seats in turn order (a person's name, "here" for the
seats this computer holds, a computer player with its level, a seat still free, a person
away), shows the invite with a Copy button, and says what the table waits for.
The server starts the game by itself the moment the last seat is taken; the host can start it
earlier by letting computer players take the free seats. Leaving asks first.

It looks like the launcher it is opened from: the felt of the table behind a paper card with
an ink edge (docs/art-direction.md), its words in ink on paper in light and dark desktops.

Names come from the network: they are plain text here (PlainLabel) like everywhere else.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Signal
from PySide6.QtGui import QGuiApplication, QPainter, QPainterPath, QPalette
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLineEdit, QPushButton, QVBoxLayout, QWidget

from ...net import protocol as wire
from ..i18n import Retranslating, translate
from ..launcher import game_title
from ..plaintext import PlainLabel
from ..theme import FELT, INK, PAPER, SYMBOLS
from .remote import RemoteGame


def level_name(level: object) -> str:
    value = getattr(level, "value", level)
    return {
        "easy": translate("NetLobby", "computer player (easy)"),
        "hard": translate("NetLobby", "computer player (hard)"),
    }.get(str(value), translate("NetLobby", "computer player (normal)"))


def seat_text(info: wire.SeatInfo, here: bool) -> str:
    """One seat as the lobby lists it."""
    name = info.name or ""
    if info.player == "open":
        return translate("NetLobby", "free: waiting for a player")
    if info.player == "computer":
        return level_name(info.level)
    if info.taken_over:
        return translate("NetLobby", "{name} (the computer plays for them)").format(name=name)
    if here:
        return translate("NetLobby", "{name} (at this computer)").format(name=name)
    if not info.connected:
        return translate("NetLobby", "{name} (away)").format(name=name)
    return name


def _colour(colour: str) -> str:
    from ..newgame import colour_name

    try:
        return colour_name(colour)
    except KeyError:  # a colour of a newer server's game
        return ""


def _rounded(box: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(box, radius, radius)
    return path


class _Card(QFrame):
    """Paper with a 2 px ink edge, like a game's box in the launcher; ink words on it."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("lobby_card")
        palette = self.palette()
        for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text):
            palette.setColor(role, INK)
        self.setPalette(palette)

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = QRectF(self.rect())
        painter.fillPath(_rounded(box, 14), INK)
        painter.fillPath(_rounded(box.adjusted(2, 2, -2, -2), 12), PAPER)


class LobbyPage(Retranslating, QWidget):
    """The waiting table of `remote` (see the module docstring)."""

    leave_wanted = Signal()  # the player asked to leave (the window asks first)
    fill_wanted = Signal()  # the host asked computer players to take the free seats

    def __init__(self, remote: RemoteGame, invite: str, host: bool, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("lobby")
        self.remote = remote
        self.invite_text = invite
        self.host = host
        self.heading = PlainLabel()
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        self.heading.setFont(font)
        self.invite_label = PlainLabel()
        self.invite_label.setWordWrap(True)
        self.invite = QLineEdit(invite)
        self.invite.setObjectName("invite")
        self.invite.setReadOnly(True)
        self.invite.setMinimumWidth(360)
        self.copy = QPushButton()
        self.copy.setObjectName("copy_invite")
        self.copy.clicked.connect(self.copy_invite)
        self.copied = PlainLabel()
        invite_row = QHBoxLayout()
        invite_row.addWidget(self.invite, 1)
        invite_row.addWidget(self.copy)
        self.seats_title = PlainLabel()
        self.seat_grid = QGridLayout()
        self.seat_grid.setColumnStretch(2, 1)  # the names take the room; symbol and colour stay narrow
        self.seat_rows: list[tuple[PlainLabel, PlainLabel, PlainLabel]] = []
        self.status = PlainLabel()
        self.status.setObjectName("lobby_status")
        self.status.setWordWrap(True)
        self.fill = QPushButton()
        self.fill.setObjectName("fill_seats")
        self.fill.clicked.connect(self.fill_wanted)
        self.leave = QPushButton()
        self.leave.setObjectName("leave_table")
        self.leave.clicked.connect(self.leave_wanted)
        buttons = QHBoxLayout()
        buttons.addWidget(self.fill)
        buttons.addStretch(1)
        buttons.addWidget(self.leave)
        column = QVBoxLayout()
        column.addWidget(self.heading)
        column.addSpacing(12)
        column.addWidget(self.invite_label)
        column.addLayout(invite_row)
        column.addWidget(self.copied)
        column.addSpacing(12)
        column.addWidget(self.seats_title)
        column.addLayout(self.seat_grid)
        column.addSpacing(12)
        column.addWidget(self.status)
        column.addSpacing(12)
        column.addLayout(buttons)
        self.card = _Card()
        column.setContentsMargins(28, 24, 28, 24)
        self.card.setLayout(column)
        outer = QHBoxLayout(self)
        outer.setContentsMargins(28, 20, 28, 28)
        outer.addStretch(1)
        middle = QVBoxLayout()
        middle.addStretch(1)
        middle.addWidget(self.card)
        middle.addStretch(2)
        outer.addLayout(middle, 3)
        outer.addStretch(1)
        remote.table_changed.connect(self.refresh)
        self.retranslate()

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        """The felt of the table, as behind the launcher's games."""
        QPainter(self).fillRect(self.rect(), FELT)

    def copy_invite(self) -> None:
        clipboard = QGuiApplication.clipboard()
        if clipboard is not None:
            clipboard.setText(self.invite_text)
        self.copied.setText(translate("NetLobby", "Copied: paste it into a message to your friends."))

    def open_seats(self) -> int:
        return sum(1 for seat in self.remote.seats if seat.player == "open")

    def refresh(self) -> None:
        seats = self.remote.seats
        while len(self.seat_rows) < len(seats):
            row = len(self.seat_rows)
            symbol, colour, text = PlainLabel(), PlainLabel(), PlainLabel()
            text.setObjectName(f"seat_{row}")
            self.seat_grid.addWidget(symbol, row, 0)
            self.seat_grid.addWidget(colour, row, 1)
            self.seat_grid.addWidget(text, row, 2)
            self.seat_rows.append((symbol, colour, text))
        for (symbol, colour, text), info in zip(self.seat_rows, seats, strict=False):
            symbol.setText(SYMBOLS.get(info.colour, "●"))
            colour.setText(_colour(info.colour))
            text.setText(seat_text(info, info.seat in self.remote.tokens))
        missing = self.open_seats()
        if self.remote.table is None:  # not heard from yet: no seats to count (a rejoin on its way)
            status = translate("NetLobby", "Looking for the table…")
        elif not self.remote.tokens:
            status = translate("NetLobby", "You are watching this table. The game begins when every seat is taken.")
        elif missing:
            status = translate(
                "NetLobby", "Waiting for %n more player(s). The game begins when every seat is taken.", None, missing
            )
        else:
            status = translate("NetLobby", "Every seat is taken: the game begins.")
        self.status.setText(status)
        self._heading()
        self.fill.setVisible(self.host)
        self.fill.setEnabled(self.host and missing > 0)

    def _heading(self) -> None:
        game = self.remote.game_id
        self.heading.setText(translate("NetLobby", "A table for {game}").format(game=game_title(game)) if game else "")

    def retranslate(self) -> None:
        self.invite_label.setText(
            translate(
                "NetLobby", "Invite friends: send them this line; in bugbox they choose Join a table… and paste it."
            )
        )
        self.copy.setText(translate("NetLobby", "Copy"))
        self.copied.setText("")
        self.seats_title.setText(translate("NetLobby", "Seats (in turn order)"))
        self.fill.setText(translate("NetLobby", "Fill the free seats with computer players"))
        self.leave.setText(translate("NetLobby", "Leave the table"))
        self.refresh()
