"""One client's connection: its bounded send buffer, its message budget and how it is closed.

Nothing a table does ever waits for a client. Sending is writing the message's frame to the
connection's transport at once, in the event loop's own turn (as websockets' `broadcast`
does): no task, no queue and no lock per message, which made up a fifth of the server's
CPU per move when every message went through a writer task and websockets' `send`. What the
client has not read yet waits in the transport's buffer; a client that stops reading fills it
(and the socket's buffers behind it) and is dropped with a reason at the next message that
would take it over `send_queue` messages or `send_queue_bytes` waiting, so a table with one
stalled player goes on at full speed for everybody else.

Incoming messages are counted twice: by the connection's own token bucket (a steady rate
with a burst above it; a client that goes beyond is closed, a flood is not somebody playing a
board game), and by its address's bucket, shared by every connection from there (quotas.py),
which makes a message wait rather than closing anything.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import deque

from pydantic import BaseModel
from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed
from websockets.protocol import State

from ..core.i18n import Message
from ..net import protocol as wire
from . import refusals
from .limits import Limits
from .quotas import Bucket, Quota

log = logging.getLogger(__name__)

#: Close codes (4000-4999 are the application's own; docs/protocol.md lists them).
CLOSE_GOING_AWAY = 1001
CLOSE_SEAT_MOVED = 4001
CLOSE_TOO_SLOW = 4002
CLOSE_VERSION = 4003
CLOSE_FLOOD = 4004
CLOSE_HELLO = 4005
CLOSE_BUSY = 4006
CLOSE_INTERNAL = 1011
#: Seconds a closing handshake may take before the socket is simply cut.
CLOSE_WAIT = 2.0


def close_reason(message: Message) -> str:
    """A close frame's reason: the English sentence, cut to the 123 bytes a frame allows."""
    return message.english().encode("utf-8")[:120].decode("utf-8", errors="ignore")


class Connection:
    """A client of the server. `held` and `watching` say which tables it is at."""

    def __init__(self, ws: ServerConnection, limits: Limits, address: str, quota: Quota):
        self.ws = ws
        self.address = address
        self.quota = quota  # its address's share (shared with the other connections from there)
        self.limits = limits
        self.bucket = Bucket(limits.messages_per_second, limits.burst)
        self.watching: set[str] = set()
        self.held: set[str] = set()  # codes of the tables where it holds a seat
        self.closed = False
        # Bytes of frames written to the transport in all, and where each message that is
        # still (partly) in the transport's buffer ends in that count: how many wait.
        self._written = 0
        self._ends: deque[int] = deque()
        self._closer: asyncio.Task[None] | None = None

    def __repr__(self) -> str:
        return f"<Connection {self.address} {id(self):x}>"

    def send(self, text: str) -> None:
        """Send one message; a client that cannot take it any more is dropped."""
        self.send_encoded(text.encode())

    def send_encoded(self, data: bytes) -> None:
        """Send one message already encoded as UTF-8 (the same bytes may go to every
        connection at a table: encoded once)."""
        if self.closed:
            return
        ws = self.ws
        transport = ws.transport
        if ws.protocol.state is not State.OPEN or transport is None or transport.is_closing():
            return  # closing: it hears nothing more
        waiting = transport.get_write_buffer_size()
        ends = self._ends
        if ends:
            handed = self._written - waiting  # what the system has taken from the buffer
            while ends and ends[0] <= handed:
                ends.popleft()
            if len(ends) >= self.limits.send_queue:
                self._too_slow()
                return
        if waiting + len(data) > self.limits.send_queue_bytes:
            self._too_slow()
            return
        ws.protocol.send_text(data)
        ws.send_data()
        size = len(data)
        self._written += size + (2 if size < 126 else 4 if size < 65536 else 10)  # the frame's header
        if transport.get_write_buffer_size():
            ends.append(self._written)
        elif ends:
            ends.clear()

    def _too_slow(self) -> None:
        log.info("%s: dropped, its send queue is full", self.address)
        self.drop(refusals.TOO_SLOW, CLOSE_TOO_SLOW)

    def send_message(self, message: BaseModel) -> None:
        self.send(wire.dump(message))

    def refuse(self, kind: wire.ErrorKind, reason: Message, request: str = "", ref: int | None = None) -> None:
        self.send_message(wire.Error(ref=ref, error=kind, request=request[:40], reason=wire.Reason.of(reason)))

    def finish(self, kind: wire.ErrorKind, reason: Message, code: int, request: str = "") -> None:
        """Tell the client why in an error message, then close (the close frame follows the
        error in the transport's buffer)."""
        if self.closed:
            return
        self.refuse(kind, reason, request)
        if self._closer is not None:  # it could not even take the error: dropped
            return
        self.closed = True
        self._closer = asyncio.get_running_loop().create_task(self._close(code, close_reason(reason)))

    def drop(self, reason: Message, code: int) -> None:
        """Close at once (the client is too slow to be told first)."""
        if self._closer is not None:
            return
        self.closed = True
        self._closer = asyncio.get_running_loop().create_task(self._close(code, close_reason(reason)))

    async def wait_closed(self) -> None:
        """When the connection's handler ends: a closing started by `finish` or `drop` may
        complete (the close handshake, or the socket cut after `CLOSE_WAIT`)."""
        self.closed = True
        closer = self._closer
        if closer is not None and not closer.done():
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(asyncio.shield(closer), CLOSE_WAIT + 1.0)
            if not closer.done():
                closer.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await closer

    async def _close(self, code: int, reason: str) -> None:
        try:
            await asyncio.wait_for(self.ws.close(code, reason), CLOSE_WAIT)
        except (TimeoutError, ConnectionClosed, OSError):
            transport = self.ws.transport
            if transport is not None:
                transport.abort()
