"""The table server on the network: WebSocket connections in, requests to the referee.

`TableServer` runs on an asyncio loop (`bugbox serve` runs one in the main thread);
`ServerThread` runs one in a background thread with its own loop, so the desktop app can host
a table for its home network and stop it again when the window closes.

A socket is counted against its address from the moment it is accepted (quotas.py): one
over the address's cap or its connection rate is closed at once, before any handshake. A
connection then says hello with the protocol version. Every message is counted (the
connection's token bucket, and its address's, shared with the address's other connections),
parsed and validated in strict mode, and handed to the referee; whatever is wrong with it is
refused in one sentence and the connection goes on, except for the few things after which it
cannot (another version, no hello, a flood, a frame over the size limit, which websockets
itself closes with code 1009).

Running out of file descriptors makes every accept fail; asyncio would log a traceback for
each. The server logs one line a minute instead, with how many accepts failed.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import gc
import ipaddress
import json
import logging
import os
import socket
import ssl
import threading
import time
from pathlib import Path
from typing import Any, cast

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
from .quotas import WARN_EVERY, Quotas, address_key
from .referee import Referee
from .refusals import Refusal
from .store import Store

log = logging.getLogger(__name__)

#: accept() errors that mean "no descriptor (or memory) left", not a bad client.
OUT_OF_RESOURCES = frozenset({errno.EMFILE, errno.ENFILE, errno.ENOBUFS, errno.ENOMEM})
#: Descriptors kept free of connections in the count (the store's journal, a log file, DNS).
DESCRIPTOR_RESERVE = 4


def tune_collector(limits: Limits) -> asyncio.Task[None]:
    """For `bugbox serve` (a process of its own, not the app): keep the garbage collector's
    full collections short.

    A full collection walks every object the collector tracks, and a server with thousands of
    tables holds hundreds of thousands that live as long as their table: at 2,000 tables a
    full collection stopped every table for over 250 ms. So what has lived a while is frozen
    out of the collector's walks (`gc.freeze`) every `gc_freeze_seconds`, after the young
    generations were collected; a collection then walks only what came since, and the more
    often, the less each walk stops the tables. Objects
    frozen are still freed when nothing refers to them any more; only garbage in reference
    cycles among them waits for the collection of everything, once every
    `gc_full_seconds` (one long pause an hour, not one every few seconds). Returns the task
    that does it; cancel it to stop."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(*limits.gc_thresholds)

    async def keep_old_objects_frozen() -> None:
        last_full = time.monotonic()
        while True:
            await asyncio.sleep(limits.gc_freeze_seconds)
            if time.monotonic() - last_full >= limits.gc_full_seconds:
                gc.unfreeze()
                gc.collect()
                last_full = time.monotonic()
            else:
                gc.collect(1)
            gc.freeze()

    return asyncio.get_running_loop().create_task(keep_old_objects_frozen(), name="bugbox-collector")


class _QuietRefused(logging.Filter):
    """Leaves out websockets' lines about a socket refused at accept ("connection closed"
    for each): the quotas' one line a minute per address sums them (35,000 lines in 20 s
    from one address filled the log before)."""

    def filter(self, record: logging.LogRecord) -> bool:
        conn = getattr(record, "websocket", None)
        if conn is None:
            return True
        try:
            return not getattr(conn, "bugbox_refused", False)
        except ReferenceError:  # websockets passes a weak proxy; the connection has gone
            return True


_QUIET_REFUSED = _QuietRefused()


class _GuardedConnection(ServerConnection):
    """A WebSocket connection counted against its address from accept, before the handshake."""

    quotas: Quotas
    table_server: TableServer
    bugbox_key = "?"
    bugbox_admitted = False
    bugbox_counted = False
    bugbox_refused = False

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        super().connection_made(transport)
        self.bugbox_counted = True
        self.table_server.socket_opened()
        peer = transport.get_extra_info("peername")
        self.bugbox_key = address_key(str(peer[0])) if peer else "?"
        self.bugbox_admitted = self.quotas.admit(self.bugbox_key)
        if not self.bugbox_admitted:
            self.bugbox_refused = True  # websockets' own line about its end is left out (_QuietRefused)
            cast(asyncio.Transport, transport).abort()

    def connection_lost(self, exc: Exception | None) -> None:
        if self.bugbox_counted:
            self.bugbox_counted = False
            self.table_server.sockets_open -= 1
        if self.bugbox_admitted:
            self.bugbox_admitted = False
            self.quotas.release(self.bugbox_key)
        super().connection_lost(exc)


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
        self.quotas = Quotas(self.limits)
        self._out_of_descriptors = 0
        self._descriptors_warned = -WARN_EVERY
        self.sockets_open = 0  # connections from accept until their socket is closed
        self._descriptor_room: int | None = None  # how many of them fit under the descriptor limit
        self._previous_handler: Any = None
        # Frames (and so tokens) are logged by websockets at debug level only: never here.
        frames = logging.getLogger("bugbox.server.websockets")
        if frames.getEffectiveLevel() < logging.INFO:
            frames.setLevel(logging.INFO)
        if _QUIET_REFUSED not in frames.filters:
            frames.addFilter(_QUIET_REFUSED)

    @property
    def url(self) -> str:
        scheme = "wss" if self.tls is not None else "ws"
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{scheme}://{host}:{self.port}"

    async def start(self) -> int:
        self.store = Store(self.data, self.limits.commit_gap)
        guarded = type("GuardedConnection", (_GuardedConnection,), {"quotas": self.quotas, "table_server": self})
        try:
            self.referee = Referee(self.store, self.limits, self.quotas)
            listed = self.referee.load()
            self.store.start()
            self._server = await serve(
                self._handle,
                **_listen_on(self.host, self.port),
                ssl=self.tls,
                max_size=self.limits.max_message,
                max_queue=16,
                write_limit=self.limits.write_buffer,
                compression=None,  # no deflate: cheap, and no compression bombs
                server_header=f"bugbox/{__version__}",
                logger=logging.getLogger("bugbox.server.websockets"),
                create_connection=guarded,
            )
        except BaseException:
            self.store.close()
            raise
        loop = asyncio.get_running_loop()
        self._previous_handler = loop.get_exception_handler()
        loop.set_exception_handler(self._loop_exception)
        sockets = list(self._server.sockets)
        self.port = sockets[0].getsockname()[1]
        self._descriptor_room = _descriptor_room()
        self._sweeper = loop.create_task(self._sweep())
        log.info("listening on %s with %d table(s) from %s", self.url, listed, self.store.path)
        log.debug("limits in effect: %s", self.limits)
        return self.port

    def socket_opened(self) -> None:
        """A connection from accept. The one that takes the last free descriptors is logged
        (once a minute): uvloop refuses the connections after it without a word (libuv
        accepts and closes them), asyncio's loop reports each failed accept (below)."""
        self.sockets_open += 1
        room = self._descriptor_room
        if room is not None and self.sockets_open >= room:
            self._descriptors_short(f"{self.sockets_open} connection(s) hold them all")

    def _descriptors_short(self, what: str) -> None:
        moment = time.monotonic()
        if moment - self._descriptors_warned >= WARN_EVERY:
            log.error(
                "out of file descriptors: %s; new connections are refused meanwhile; "
                "raise the limit (LimitNOFILE, ulimit -n) or lower --max-connections "
                "(or --max-connections-per-address)",
                what,
            )
            self._descriptors_warned, self._out_of_descriptors = moment, 0

    def _loop_exception(self, loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        """Failed accepts for want of descriptors: one line a minute, not a traceback each."""
        error = context.get("exception")
        if isinstance(error, OSError) and error.errno in OUT_OF_RESOURCES and "accept" in context.get("message", ""):
            self._out_of_descriptors += 1
            self._descriptors_short(
                f"{self._out_of_descriptors} connection(s) could not be accepted in the last minute ({error.strerror})"
            )
            return
        if self._previous_handler is not None:
            self._previous_handler(loop, context)
        else:
            loop.default_exception_handler(context)

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
        with contextlib.suppress(RuntimeError):
            asyncio.get_running_loop().set_exception_handler(self._previous_handler)
        log.info("stopped")

    async def _sweep(self) -> None:
        assert self.referee is not None
        while True:
            await asyncio.sleep(self.limits.sweep_seconds)
            self.quotas.report_refused()
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
        quota = self.quotas.of(getattr(ws, "bugbox_key", None) or address_key(address))
        conn = Connection(ws, self.limits, address, quota)
        if len(self._connections) >= self.limits.connections:
            conn.finish("busy", refusals.NO_CONNECTIONS, CLOSE_BUSY)
        elif self.quotas.connections_full(quota):
            conn.finish("busy", refusals.ADDRESS_FULL, CLOSE_BUSY)
        else:
            self._connections.add(conn)
            quota.connect(1)
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
                quota.connect(-1)
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
            shared = conn.quota
            if shared.message_wait() <= 0:  # the usual case, without a coroutine per message
                shared.charge(1.0)
            elif not await _address_budget(conn):
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
                    wire.Error(
                        ref=request.ref,
                        code=getattr(request, "code", None),
                        error=refusal.kind,
                        request=request.type,
                        reason=wire.Reason.of(refusal.reason),
                    )
                )


def _listen_on(host: str, port: int) -> dict[str, Any]:
    """Where `serve` listens: `host` and `port`, except for the IPv6 "any" address (`::`, the
    setting of docs/server.md's systemd unit), which takes IPv4 as well.

    asyncio's and uvloop's `create_server` set IPV6_V6ONLY on every IPv6 socket, so `::`
    alone would leave IPv4 players with "connection refused". A dual-stack socket (IPv4
    arriving as IPv4-mapped addresses, which quotas.address_key counts as the IPv4 address)
    takes both; where the system has none, the server listens on `::` and `0.0.0.0` both."""
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return {"host": host, "port": port}
    if address.version != 6 or not address.is_unspecified:
        return {"host": host, "port": port}
    if not socket.has_dualstack_ipv6():
        return {"host": [host, "0.0.0.0"], "port": port}
    sock = socket.create_server((host, port), family=socket.AF_INET6, dualstack_ipv6=True, backlog=1024)
    sock.setblocking(False)
    return {"sock": sock}


def _descriptor_room() -> int | None:
    """How many more descriptors this process may open (its soft limit less those open now),
    less a few for the store's files and the log; None where the system does not tell."""
    try:
        import resource

        soft = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
        open_now = len(os.listdir("/proc/self/fd" if os.path.isdir("/proc/self/fd") else "/dev/fd"))
    except (ImportError, OSError):
        return None
    if soft == resource.RLIM_INFINITY:
        return None
    return max(1, soft - open_now - DESCRIPTOR_RESERVE)


async def _address_budget(conn: Connection) -> bool:
    """Wait until the address's shared budget has a message for this one (False: the
    connection closed meanwhile)."""
    shared = conn.quota
    while (wait := shared.message_wait()) > 0:
        await asyncio.sleep(wait)
        if conn.closed:
            return False
    shared.charge(1.0)
    return True


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
    if not isinstance(version, int) or isinstance(version, bool) or not 0 <= version <= wire.VERSION_MAX:
        return None  # not a version (a refusal naming 2**60 could not even be written)
    return version


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
