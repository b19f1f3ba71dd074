"""Why the server refused something: one sentence each, marked for translation.

A refusal travels as a `Reason` (bugbox/net/protocol.py) with an error kind a program can act
on; the client translates the sentence in the "Network" context of the `bugbox` catalogue, as
it translates the rules' own refusals in their game's context.
"""

from __future__ import annotations

from typing import Any

from ..core.i18n import QT_TRANSLATE_NOOP, Message, msg
from ..net.protocol import ErrorKind

CTX = "Network"


class Refusal(Exception):
    """A request the server will not carry out; nothing has changed."""

    def __init__(self, kind: ErrorKind, reason: Message):
        self.kind: ErrorKind = kind
        self.reason = reason
        super().__init__(reason.english())


def _say(text: str, **args: Any) -> Message:
    return msg(CTX, text, **args)


def version(server: int, client: int) -> Message:
    return _say(
        QT_TRANSLATE_NOOP(
            "Network",
            "This server speaks protocol version {server} and this bugbox speaks version {client}; "
            "both need the same version.",
        ),
        server=server,
        client=client,
    )


HELLO_FIRST = _say(QT_TRANSLATE_NOOP("Network", "The first message to the server must be a hello with its version."))
MALFORMED = _say(QT_TRANSLATE_NOOP("Network", "The server could not understand this message."))
NOT_TEXT = _say(QT_TRANSLATE_NOOP("Network", "The server takes text messages only."))
NO_TABLES = _say(QT_TRANSLATE_NOOP("Network", "The server cannot open more tables just now; please try again later."))
TOO_MANY_TABLES = _say(
    QT_TRANSLATE_NOOP("Network", "Your address has opened as many tables as it may; finish a game there first.")
)
TOO_MANY_THIS_HOUR = _say(
    QT_TRANSLATE_NOOP("Network", "Your address has opened as many tables this hour as it may; please try again later.")
)
NO_CONNECTIONS = _say(
    QT_TRANSLATE_NOOP("Network", "The server cannot take more connections just now; please try again later.")
)
ADDRESS_FULL = _say(QT_TRANSLATE_NOOP("Network", "Too many connections come from your address."))
NO_SUCH_GAME = _say(QT_TRANSLATE_NOOP("Network", "This server does not offer that game."))
NOBODY_SEATED = _say(QT_TRANSLATE_NOOP("Network", "A table needs at least one open seat for a person."))
TABLE_FULL = _say(QT_TRANSLATE_NOOP("Network", "Every seat at this table is taken."))
SEAT_TAKEN = _say(QT_TRANSLATE_NOOP("Network", "That seat is taken."))
NO_SUCH_SEAT = _say(QT_TRANSLATE_NOOP("Network", "There is no such seat at this table."))
NAME_TAKEN = _say(QT_TRANSLATE_NOOP("Network", "Somebody at this table already has that name."))
BAD_TOKEN = _say(QT_TRANSLATE_NOOP("Network", "This token does not hold a seat at this table."))
NOT_HELD = _say(
    QT_TRANSLATE_NOOP("Network", "Another connection holds this seat; rejoin with your token to play it from here.")
)
SPECTATOR = _say(QT_TRANSLATE_NOOP("Network", "Spectators cannot make moves."))
NOT_HOST = _say(QT_TRANSLATE_NOOP("Network", "Only the host of the table can hand seats to the computer."))
NOT_STARTED = _say(QT_TRANSLATE_NOOP("Network", "The game has not started yet."))
GAME_OVER = _say(QT_TRANSLATE_NOOP("Network", "The game is over."))
STARTED = _say(QT_TRANSLATE_NOOP("Network", "The game has started, so its seats can no longer be joined."))
PLAYER_HERE = _say(QT_TRANSLATE_NOOP("Network", "The person at that seat is here."))
ALREADY_COMPUTER = _say(QT_TRANSLATE_NOOP("Network", "The computer already plays that seat."))
NOT_YOUR_TURN = _say(QT_TRANSLATE_NOOP("Network", "It is not your turn."))
STALE = _say(QT_TRANSLATE_NOOP("Network", "This move was meant for an earlier point of the game."))
NOT_STORED = _say(
    QT_TRANSLATE_NOOP("Network", "The server could not store this move, so it was not made; please try again.")
)
# Why a connection is closed (sent as an error first, and as the close frame's reason).
FLOOD = _say(QT_TRANSLATE_NOOP("Network", "Too many messages: the server takes at most {rate} a second."))
SEAT_MOVED = _say(QT_TRANSLATE_NOOP("Network", "Another connection has taken up your seat with the same token."))
TOO_SLOW = _say(QT_TRANSLATE_NOOP("Network", "Your connection could not keep up with the table and was closed."))
SHUTTING_DOWN = _say(QT_TRANSLATE_NOOP("Network", "The server is shutting down."))
TABLE_CLOSED = _say(QT_TRANSLATE_NOOP("Network", "The table has closed because nobody played at it for a long time."))
NOBODY_LEFT = _say(QT_TRANSLATE_NOOP("Network", "The table has closed because every person at it has left."))


def flood(rate: float) -> Message:
    return _say(FLOOD.text, rate=round(rate))


def no_table(code: str) -> Message:
    return _say(QT_TRANSLATE_NOOP("Network", "There is no table with the code {code}."), code=code)


def host_left(name: str) -> Message:
    """A waiting table's host left it: it closes (nobody is left to start it for)."""
    return _say(QT_TRANSLATE_NOOP("Network", "{name} closed the table."), name=name)
