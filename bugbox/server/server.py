"""The table server on the network: WebSocket connections in, requests to the referee.

`TableServer` runs on an asyncio loop (`bugbox serve` runs one in the main thread);
`ServerThread` runs one in a background thread with its own loop, so the desktop app can host
a table for its home network and stop it again when the window closes.

A connection first says hello with the protocol version. Then every message is counted
(token bucket), parsed and validated in strict mode, and handed to the referee; whatever is
wrong with it is refused in one sentence and the connection goes on, except for the few
things after which it cannot (another version, no hello, a flood, a frame over the size
limit, which websockets itself closes with code 1009).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import socket
import ssl
import threading
from collections import Counter
from pathlib import Path
from typing import Any

from pydantic import ValidationError
from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from .. import __version__
from ..net import protocol as wire
from . import refusals
from .connection import (
    CLOSE_BUSY,
    CLOSE_FLOOD,
    CLOSE_HELLO,
    CLOSE_INTERNAL,
    CLOSE_VERSION,
    Connection,
)
from .limits import Limits
from .referee import Referee
from .refusals import Refusal
from .store import Store

log = logging.getLogger(__name__)


class TableServer:
    """One server: a store folder, an address, the limits. `await start()` returns the port
    (0 asks the system for a free one); `await stop()` closes every connection with a reason,
    stops the computer players and writes what is queued."""

    def __init__(
        self,
        data: Path,
        host: str = "127.0.0.1",
        port: int = 0,
        limits: Limits | None = None,
        tls: ssl.SSLContext | None = None,
    ):
        self.data = Path(data)
        self.host = host
        self.port = port
        self.limits = limits or Limits()
        self.tls = tls
        self.store: Store | None = None
        self.referee: Referee | None = None
        self._server: Server | None = None
        self._sweeper: asyncio.Task[None] | None = None
        self._connections: set[Connection] = set()
        self._per_address: Counter[str] = Counter()

    @property
    def url(self) -> str:
        scheme = "wss" if self.tls is not None else "ws"
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{scheme}://{host}:{self.port}"

    async def start(self) -> int:
        self.store = Store(self.data)
        try:
            self.referee = Referee(self.store, self.limits)
            loaded = self.referee.load()
            self.store.start()
            self._server = await serve(
                self._handle,
                self.host,
                self.port,
                ssl=self.tls,
                max_size=self.limits.max_message,
                max_queue=16,
                write_limit=self.limits.write_buffer,
                compression=None,  # no deflate: cheap, and no compression bombs
                server_header=f"bugbox/{__version__}",
                logger=logging.getLogger("bugbox.server.websockets"),
            )
        except BaseException:
            self.store.close()
            raise
        sockets = list(self._server.sockets)
        self.port = sockets[0].getsockname()[1]
        self.referee.resume()
        self._sweeper = asyncio.get_running_loop().create_task(self._sweep())
        log.info("listening on %s with %d table(s) from %s", self.url, loaded, self.store.path)
        return self.port

    async def stop(self) -> None:
        if self._sweeper is not None:
            self._sweeper.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._sweeper
        if self._server is not None:
            self._server.close(close_connections=False)
            for conn in list(self._connections):
                conn.finish("busy", refusals.SHUTTING_DOWN, 1001)
            try:
                await asyncio.wait_for(self._server.wait_closed(), 5)
            except TimeoutError:
                for conn in list(self._connections):
                    transport = conn.ws.transport
                    if transport is not None:
                        transport.abort()
        if self.referee is not None:
            await self.referee.shutdown()
        if self.store is not None:
            self.store.close()
        log.info("stopped")

    async def _sweep(self) -> None:
        assert self.referee is not None
        while True:
            await asyncio.sleep(self.limits.sweep_seconds)
            try:
                await self.referee.sweep()
            except Exception:
                log.exception("closing idle tables failed")

    # --- one connection --------------------------------------------------------------------

    async def _handle(self, ws: ServerConnection) -> None:
        assert self.referee is not None
        remote = ws.remote_address
        address = str(remote[0]) if remote else "?"
        raw_socket = ws.transport.get_extra_info("socket") if ws.transport is not None else None
        if raw_socket is not None and self.limits.socket_buffer:
            with contextlib.suppress(OSError):
                raw_socket.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, self.limits.socket_buffer)
        conn = Connection(ws, self.limits, address)
        if len(self._connections) >= self.limits.connections:
            conn.finish("busy", refusals.NO_CONNECTIONS, CLOSE_BUSY)
        elif self._per_address[address] >= self.limits.connections_per_address:
            conn.finish("busy", refusals.ADDRESS_FULL, CLOSE_BUSY)
        else:
            self._connections.add(conn)
            self._per_address[address] += 1
            try:
                if await self._greet(conn):
                    await self._serve(conn)
            except ConnectionClosed:
                pass
            except Exception:
                log.exception("%s: unexpected error; its connection is closed", address)
                conn.drop(refusals.MALFORMED, CLOSE_INTERNAL)
            finally:
                self.referee.disconnected(conn)
                self._connections.discard(conn)
                self._per_address[address] -= 1
                if self._per_address[address] <= 0:
                    del self._per_address[address]
        await conn.wait_closed()

    async def _greet(self, conn: Connection) -> bool:
        """The hello: the right version, or one sentence naming both versions."""
        try:
            raw = await asyncio.wait_for(conn.ws.recv(), self.limits.hello_timeout)
        except TimeoutError:
            conn.finish("hello", refusals.HELLO_FIRST, CLOSE_HELLO)
            return False
        version = _hello_version(raw)
        if version is None:
            conn.finish("hello", refusals.HELLO_FIRST, CLOSE_HELLO, request="")
            return False
        if version != wire.PROTOCOL_VERSION:
            conn.finish("version", refusals.version(wire.PROTOCOL_VERSION, version), CLOSE_VERSION, request="hello")
            return False
        try:
            wire.CLIENT_ADAPTER.validate_json(raw)
        except ValidationError:
            conn.finish("hello", refusals.HELLO_FIRST, CLOSE_HELLO, request="hello")
            return False
        conn.send_message(
            wire.Welcome(
                server=f"bugbox {__version__}",
                limits=wire.LimitsInfo(
                    max_message_bytes=self.limits.max_message,
                    messages_per_second=self.limits.messages_per_second,
                    burst=self.limits.burst,
                ),
            )
        )
        return True

    async def _serve(self, conn: Connection) -> None:
        assert self.referee is not None
        async for raw in conn.ws:
            if conn.closed:
                return
            if not conn.bucket.take():
                log.info("%s: closed for flooding", conn.address)
                conn.finish("flood", refusals.flood(self.limits.messages_per_second), CLOSE_FLOOD)
                return
            if isinstance(raw, bytes):
                conn.refuse("malformed", refusals.NOT_TEXT)
                continue
            try:
                request = wire.CLIENT_ADAPTER.validate_json(raw)
            except ValidationError:
                conn.refuse("malformed", refusals.MALFORMED, _request_type(raw))
                continue
            if isinstance(request, wire.Hello):
                conn.refuse("malformed", refusals.MALFORMED, "hello", None)
                continue
            try:
                await self.referee.handle(conn, request)
            except Refusal as refusal:
                conn.send_message(
                    wire.Error.model_construct(
                        type="error",
                        ref=request.ref,
                        code=getattr(request, "code", None),
                        error=refusal.kind,
                        request=request.type,
                        reason=wire.Reason.of(refusal.reason),
                    )
                )


def _hello_version(raw: str | bytes) -> int | None:
    """The version a first message claims, read leniently (a newer client's hello may carry
    fields this server does not know: it still deserves the sentence naming both versions)."""
    if not isinstance(raw, str):
        return None
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        return None
    if not isinstance(data, dict) or data.get("type") != "hello":
        return None
    version = data.get("version")
    return version if isinstance(version, int) and not isinstance(version, bool) else None


def _request_type(raw: str) -> str:
    """The `type` of a message that did not validate, for the error (cut short, plain)."""
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        return ""
    kind = data.get("type") if isinstance(data, dict) else None
    return kind[:20] if isinstance(kind, str) and kind.isidentifier() else ""


class ServerThread:
    """A `TableServer` on its own asyncio loop in a background thread (for the desktop app):
    `start()` returns the port once it listens, `stop()` returns once it has stopped."""

    def __init__(self, data: Path, host: str = "127.0.0.1", port: int = 0, limits: Limits | None = None, **kwargs: Any):
        self.server = TableServer(data, host, port, limits, **kwargs)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._stopped: asyncio.Event | None = None
        self._failure: BaseException | None = None

    @property
    def port(self) -> int:
        return self.server.port

    @property
    def url(self) -> str:
        return self.server.url

    def start(self, timeout: float = 30.0) -> int:
        self._thread = threading.Thread(target=self._run, name="bugbox-server", daemon=True)
        self._thread.start()
        if not self._ready.wait(timeout):
            raise TimeoutError("the table server did not start in time")
        if self._failure is not None:
            raise self._failure
        return self.server.port

    def stop(self, timeout: float = 30.0) -> None:
        if self._loop is not None and self._stopped is not None and self._thread is not None:
            with contextlib.suppress(RuntimeError):  # the loop has already ended
                self._loop.call_soon_threadsafe(self._stopped.set)
            self._thread.join(timeout)

    def _run(self) -> None:
        asyncio.run(self._main())

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stopped = asyncio.Event()
        try:
            await self.server.start()
        except BaseException as error:  # noqa: BLE001 - handed to the thread that called start()
            self._failure = error
            self._ready.set()
            return
        self._ready.set()
        await self._stopped.wait()
        await self.server.stop()
