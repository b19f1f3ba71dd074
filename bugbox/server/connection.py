"""One client's connection: its bounded send queue, its message budget and how it is closed.

Nothing a table does ever waits for a client. Sending is putting the message's text into
the connection's queue; one writer task per connection takes it from there to the socket at
whatever pace the client reads. A client that stops reading fills its queue (and the socket's
buffers behind it) and is dropped with a reason at the next message it cannot take, so a
table with one stalled player goes on at full speed for everybody else.

Incoming messages are counted twice: by the connection's own token bucket (a steady rate
with a burst above it; a client that goes beyond is closed, a flood is not somebody playing a
board game), and by its address's bucket, shared by every connection from there (quotas.py),
which makes a message wait rather than closing anything.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from dataclasses import dataclass

from pydantic import BaseModel
from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

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


@dataclass(frozen=True)
class _Close:
    code: int
    reason: str


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
        self._finishing = False
        self._queued_bytes = 0
        self._closer: asyncio.Task[None] | None = None
        self._queue: asyncio.Queue[str | _Close] = asyncio.Queue(maxsize=limits.send_queue)
        self._writer = asyncio.create_task(self._write(), name=f"bugbox-send-{address}")

    def __repr__(self) -> str:
        return f"<Connection {self.address} {id(self):x}>"

    def send(self, text: str) -> None:
        """Queue one message; a client that cannot take it any more is dropped."""
        if self.closed:
            return
        if self._queued_bytes + len(text) > self.limits.send_queue_bytes:
            self._too_slow()
            return
        try:
            self._queue.put_nowait(text)
        except asyncio.QueueFull:
            self._too_slow()
            return
        self._queued_bytes += len(text)

    def _too_slow(self) -> None:
        log.info("%s: dropped, its send queue is full", self.address)
        self.drop(refusals.TOO_SLOW, CLOSE_TOO_SLOW)

    def send_message(self, message: BaseModel) -> None:
        self.send(wire.dump(message))

    def refuse(self, kind: wire.ErrorKind, reason: Message, request: str = "", ref: int | None = None) -> None:
        self.send_message(wire.Error(ref=ref, error=kind, request=request[:40], reason=wire.Reason.of(reason)))

    def finish(self, kind: wire.ErrorKind, reason: Message, code: int, request: str = "") -> None:
        """Tell the client why in an error message, then close after it has gone out."""
        if self.closed:
            return
        self.refuse(kind, reason, request)
        try:
            self._queue.put_nowait(_Close(code, close_reason(reason)))
        except asyncio.QueueFull:
            self.drop(reason, code)
            return
        self.closed = self._finishing = True

    def drop(self, reason: Message, code: int) -> None:
        """Close at once, whatever is still queued (the client is too slow to tell first)."""
        if self.closed and self._writer.done():
            return
        self.closed = True
        self._writer.cancel()
        self._closer = asyncio.get_running_loop().create_task(self._close(code, close_reason(reason)))

    async def wait_closed(self) -> None:
        """When the connection's handler ends: a closing started by `finish` may complete
        (the error and the close frame go out), whatever else the writer waits for is
        cancelled."""
        if self._finishing and not self._writer.done():
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(asyncio.shield(self._writer), CLOSE_WAIT + 1.0)
        self.closed = True
        if not self._writer.done():
            self._writer.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self._writer

    async def _write(self) -> None:
        try:
            while True:
                item = await self._queue.get()
                if isinstance(item, _Close):
                    await self._close(item.code, item.reason)
                    return
                self._queued_bytes -= len(item)
                await self.ws.send(item)
        except ConnectionClosed:
            self.closed = True

    async def _close(self, code: int, reason: str) -> None:
        try:
            await asyncio.wait_for(self.ws.close(code, reason), CLOSE_WAIT)
        except (TimeoutError, ConnectionClosed, OSError):
            transport = self.ws.transport
            if transport is not None:
                transport.abort()
