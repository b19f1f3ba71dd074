"""A small asyncio client of the table server: connect, say hello, make requests, read along.

    client = await Client.connect("ws://127.0.0.1:8765")
    created, joined = await client.create("verflixxt", [SeatChoice(), SeatChoice()], name="Ann")
    async for message in client:          # every message the server sends, in order
        ...
    await client.act(created.code, joined.token, at, action)

Requests carry a `ref`, and the reply with that ref (or the error) is what the request method
returns or raises (`Refused`); every message, replies included, also goes to the reader of
`messages()`. Requests are paced to stay within the message budget the server announced in
its welcome (a request waits a moment rather than get the connection closed as a flood).
The client is Qt-free; the app runs it in a worker thread with its own loop.

Every message is checked before it is read: with a `gate` (bugbox/net/trust.py, what the
app always gives) by the protocol, the game's rules and the order; without one (a server's
own tests, talking to many tables at once) by the protocol model alone (`trust.Frames`). One
that cannot be believed ends the connection (`Distrusted`, with the sentence for the player),
a `played` that skips actions comes as a `trust.Gap`, a type this client does not know as a
`trust.Newer`. The inbox holds at most `MAX_QUEUED` messages and `MAX_QUEUED_BYTES`, with or
without a gate: a server that sends faster than the reader takes is dropped
(`trust.TOO_FAST`), never buffered without end. A frame over `max_size` (8 MiB) is refused
by the WebSocket before its payload is read.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import ssl
import time
from collections.abc import AsyncIterator, Callable, Sequence
from typing import Any, TypeVar

from pydantic import BaseModel
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

from ..core.i18n import Message
from ..core.players import Level
from . import protocol as wire
from . import trust

M = TypeVar("M", bound=BaseModel)

#: The most messages waiting in the inbox for their reader; beyond, the server is dropped.
MAX_QUEUED = 2_000
#: The most bytes (of the frames' text) waiting in the inbox.
MAX_QUEUED_BYTES = 24 * 1024 * 1024
#: The close code of a message too large (RFC 6455), sent by the WebSocket itself.
CLOSE_TOO_BIG = 1009
#: The close code this client sends when it stops believing a server (RFC 6455: policy).
CLOSE_DISTRUSTED = 1008


class Refused(Exception):
    """The server refused a request (or the connection): `kind`, and `reason` to show."""

    def __init__(self, error: wire.Error):
        self.kind = error.error
        self.error = error
        self.reason: Message = error.reason.message()
        super().__init__(f"{error.error}: {self.reason.english()}")


class Disconnected(Exception):
    """The connection has ended; `code` and `reason` are its close frame's (if any)."""

    def __init__(self, code: int | None, reason: str):
        self.code = code
        self.reason = reason
        super().__init__(f"connection closed ({code}): {reason}")


class Distrusted(Disconnected):
    """This client ended the connection: the server sent what cannot be believed (`trust`).
    `message` is the one sentence for the player."""

    def __init__(self, untrusted: trust.Untrusted):
        self.message: Message = untrusted.reason
        super().__init__(CLOSE_DISTRUSTED, untrusted.detail)


class Client:
    """One connection to a table server (create it with `Client.connect`)."""

    def __init__(
        self,
        ws: ClientConnection,
        welcome: wire.Welcome,
        trace: Callable[[str], None] | None = None,
        gate: trust.Gate | None = None,
    ):
        self.ws = ws
        self.trace = trace
        self.welcome = welcome
        self.gate = gate
        #: Every message is checked: by the gate, or without one by the protocol model alone.
        self._check: trust.Gate | trust.Frames = gate if gate is not None else trust.Frames()
        self.ended: Disconnected | None = None  # why the connection ended, once it has
        self._refs = itertools.count(1)
        self._waiters: dict[int, list[tuple[tuple[type, ...], asyncio.Future[Any]]]] = {}
        self._inbox: asyncio.Queue[tuple[Any, int]] = asyncio.Queue()
        self._queued_bytes = 0
        self.last_size = 0
        limits = welcome.limits
        self._pace = _Pace(limits.messages_per_second * 0.9, max(1, limits.burst // 2))
        self._reader = asyncio.get_running_loop().create_task(self._read())

    @classmethod
    async def connect(
        cls,
        url: str,
        *,
        tls: ssl.SSLContext | None = None,
        timeout: float = 10.0,
        name: str = "bugbox",
        version: int = wire.PROTOCOL_VERSION,
        trace: Callable[[str], None] | None = None,
        gate: trust.Gate | None = None,
        **options: Any,
    ) -> Client:
        """Connect and say hello; raises `Refused` (another protocol version ...),
        `Disconnected` when the connection ends before the welcome (`Distrusted` when the
        first message is no welcome of this protocol version), `OSError` or `TimeoutError`
        when the server cannot be reached. `trace` is called with the text of every message
        received (a log of the traffic); `gate` checks every message (module docstring)."""
        options.setdefault("max_size", wire.MAX_SERVER_MESSAGE)
        options.setdefault("compression", None)
        if tls is not None:  # wss:// without one: the system's trusted certificates
            options["ssl"] = tls
        try:
            ws = await connect(url, open_timeout=timeout, **options)
        except InvalidHandshake as error:  # not a bugbox server, or one that went away meanwhile
            raise Disconnected(None, str(error)) from error
        try:
            reply = await _welcome(ws, version, name, timeout, trace)
        except BaseException:
            ws.transport.abort()  # whatever went wrong (a refusal, a cancel): the socket is closed
            raise
        return cls(ws, reply, trace, gate)

    # --- requests ------------------------------------------------------------------------------

    async def create(
        self,
        game: str,
        seats: Sequence[wire.SeatChoice],
        *,
        options: dict[str, bool] | None = None,
        name: str | None = None,
        takeover_after: float | None = None,
        timeout: float = 10.0,
    ) -> tuple[wire.Created, wire.Joined | None]:
        """Open a table; with `name`, sit down at its first open seat too."""
        request = wire.Create(
            ref=next(self._refs),
            game=game,
            options=options or {},
            seats=list(seats),
            name=name,
            takeover_after=takeover_after,
        )
        waits = [self._expect(request.ref, wire.Created)]
        if name is not None:
            waits.append(self._expect(request.ref, wire.Joined))
        await self._send(request)
        created = await self._reply(waits[0], timeout)
        joined = await self._reply(waits[1], timeout) if name is not None else None
        return created, joined

    async def join(self, code: str, name: str, seat: int | None = None, timeout: float = 10.0) -> wire.Joined:
        return await self._request(
            wire.Join(ref=next(self._refs), code=code, name=name, seat=seat), wire.Joined, timeout
        )

    async def rejoin(self, code: str, token: str, since: int = 0, timeout: float = 10.0) -> wire.Table:
        request = wire.Rejoin(ref=next(self._refs), code=code, token=token, since=since)
        if self.gate is not None:
            self.gate.asked(since, token)
        return await self._request(request, wire.Table, timeout)

    async def watch(self, code: str, since: int | None = None, timeout: float = 10.0) -> wire.Table:
        if self.gate is not None:
            self.gate.asked(since)
        return await self._request(wire.Watch(ref=next(self._refs), code=code, since=since), wire.Table, timeout)

    async def leave(self, code: str, token: str, timeout: float = 10.0) -> wire.Ok:
        return await self._request(wire.Leave(ref=next(self._refs), code=code, token=token), wire.Ok, timeout)

    async def hand_over(
        self, code: str, host: str, seat: int, level: Level = Level.NORMAL, timeout: float = 10.0
    ) -> wire.Ok:
        request = wire.HandOver(ref=next(self._refs), code=code, host=host, seat=seat, level=level)
        return await self._request(request, wire.Ok, timeout)

    async def act(
        self, code: str, token: str, at: int, action: dict[str, Any], wait: bool = True, timeout: float = 10.0
    ) -> wire.Played | None:
        """Make a move (an action as the game's ACTION_ADAPTER dumps it in JSON mode); with
        `wait`, return the server's `played` for it or raise `Refused`."""
        request = wire.Act(ref=next(self._refs), code=code, token=token, at=at, action=action)
        if not wait:
            await self._send(request)
            return None
        return await self._request(request, wire.Played, timeout)

    async def send_raw(self, text: str | bytes) -> None:
        """Send anything at all (tests of what the server refuses)."""
        await self.ws.send(text)

    # --- reading -------------------------------------------------------------------------------

    async def recv(self, timeout: float | None = None) -> Any:
        """The next message from the server; `Disconnected` once the connection has ended."""
        item, size = await asyncio.wait_for(self._inbox.get(), timeout)
        self._queued_bytes -= size
        self.last_size = size  # the frame's length, for a reader that bounds what it holds
        if isinstance(item, Disconnected):
            self._inbox.put_nowait((item, 0))  # every later call hears it too
            raise item
        return item

    async def messages(self) -> AsyncIterator[Any]:
        """Every server message in order, until the connection ends."""
        while True:
            try:
                yield await self.recv()
            except Disconnected:
                return

    def __aiter__(self) -> AsyncIterator[Any]:
        return self.messages()

    async def close(self, timeout: float = 2.0) -> None:
        """Close the connection: the closing handshake, at most `timeout` seconds; then the
        socket is closed in any case."""
        try:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.ws.close(), timeout)
        finally:
            self.ws.transport.abort()  # cancelled meanwhile too
        with contextlib.suppress(asyncio.CancelledError):
            await self._reader

    # --- inside --------------------------------------------------------------------------------

    async def _send(self, request: BaseModel) -> None:
        await self._pace.wait()  # within the server's message budget, never closed for a flood
        try:
            await self.ws.send(wire.dump(request))
        except ConnectionClosed as closed:
            raise _disconnected(closed)

    def _expect(self, ref: int | None, kind: type) -> asyncio.Future[Any]:
        assert ref is not None
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        future.add_done_callback(_retrieved)  # a reply nobody waits for any more is no error
        self._waiters.setdefault(ref, []).append(((kind, wire.Error), future))
        return future

    async def _reply(self, future: asyncio.Future[Any], timeout: float) -> Any:
        reply = await asyncio.wait_for(future, timeout)
        if isinstance(reply, wire.Error):
            raise Refused(reply)
        return reply

    async def _request(self, request: Any, kind: type[M], timeout: float) -> M:
        future = self._expect(request.ref, kind)
        await self._send(request)
        reply: M = await self._reply(future, timeout)
        return reply

    async def _read(self) -> None:
        ended = Disconnected(None, "")
        try:
            async for raw in self.ws:
                if self.trace is not None:
                    self.trace(raw if isinstance(raw, str) else raw.decode("utf-8", "replace"))
                try:
                    admitted = self._check.admit(raw)
                    if self._inbox.qsize() >= MAX_QUEUED or self._queued_bytes + len(raw) > MAX_QUEUED_BYTES:
                        raise trust.untrusted("the inbox is full", trust.TOO_FAST)
                except trust.Untrusted as untrusted:
                    ended = self.ended = Distrusted(untrusted)
                    self._inbox.put_nowait((ended, 0))  # the reader hears it now, not after the close
                    try:
                        with contextlib.suppress(Exception):
                            await asyncio.wait_for(self.ws.close(CLOSE_DISTRUSTED), 1.0)
                    finally:
                        self.ws.transport.abort()  # a server that does not close in time is cut off
                    return
                if admitted is None:
                    continue
                if not isinstance(admitted, BaseModel):  # a Gap or Newer: for the reader
                    self._inbox.put_nowait((admitted, 0))
                    continue
                message: Any = admitted
                ref = getattr(message, "ref", None)
                if ref is not None and ref in self._waiters:
                    waiting = self._waiters[ref]
                    for kinds, future in list(waiting):
                        if isinstance(message, kinds):
                            if not future.done():
                                future.set_result(message)
                            waiting.remove((kinds, future))
                            if not isinstance(message, wire.Error):  # an error answers them all
                                break
                    if not waiting:
                        del self._waiters[ref]
                self._queued_bytes += len(raw)
                self._inbox.put_nowait((message, len(raw)))
        except ConnectionClosed as closed:
            ended = _disconnected(closed)
            if closed.sent is not None and closed.sent.code == CLOSE_TOO_BIG:
                ended = Distrusted(trust.untrusted("a frame over the size this client takes", trust.TOO_LARGE))
        else:
            if not isinstance(ended, Distrusted):
                ended = _disconnected_from(self.ws)
        finally:
            self.ended = ended
            for waiting in self._waiters.values():
                for _kinds, future in waiting:
                    if not future.done():
                        future.set_exception(ended)
            self._waiters.clear()
            self._inbox.put_nowait((ended, 0))

    @property
    def close_code(self) -> int | None:
        return self.ws.close_code

    @property
    def close_reason(self) -> str | None:
        return self.ws.close_reason


class _Pace:
    """The client's side of the server's token bucket: a request waits rather than exceed it."""

    def __init__(self, rate: float, burst: int):
        self.rate = max(rate, 0.1)
        self.burst = float(burst)
        self.tokens = float(burst)
        self.stamp = time.monotonic()
        self.lock = asyncio.Lock()

    async def wait(self) -> None:
        async with self.lock:
            while True:
                now = time.monotonic()
                self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
                self.stamp = now
                if self.tokens >= 1.0:
                    self.tokens -= 1.0
                    return
                await asyncio.sleep((1.0 - self.tokens) / self.rate)


async def _welcome(
    ws: ClientConnection, version: int, name: str, timeout: float, trace: Callable[[str], None] | None
) -> wire.Welcome:
    """Say hello and read the welcome (`Client.connect`)."""
    with contextlib.suppress(ConnectionClosed):  # a server that refuses us at once says why first
        await ws.send(wire.dump(wire.Hello(version=version, client=name[:64])))
    try:
        raw = await asyncio.wait_for(ws.recv(), timeout)
    except ConnectionClosed as closed:
        raise _disconnected(closed)
    if trace is not None:
        trace(raw if isinstance(raw, str) else raw.decode("utf-8", "replace"))
    try:
        reply = trust.welcome(raw)
    except trust.Untrusted as untrusted:
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(ws.close(CLOSE_DISTRUSTED), 1.0)
        raise Distrusted(untrusted) from None
    if isinstance(reply, wire.Error):
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(ws.close(), 1.0)
        raise Refused(reply)
    return reply


def _retrieved(future: asyncio.Future[Any]) -> None:
    if not future.cancelled():
        future.exception()


def _disconnected(closed: ConnectionClosed) -> Disconnected:
    frame = closed.rcvd
    return Disconnected(frame.code if frame else None, frame.reason if frame else "")


def _disconnected_from(ws: ClientConnection) -> Disconnected:
    return Disconnected(ws.close_code, ws.close_reason or "")
