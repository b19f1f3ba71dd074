"""The window's line to a table server: the Qt-free client (bugbox/net/client.py) on an asyncio
loop of its own, in a worker thread, talking to the GUI thread through signals.

Every message the server sends arrives as `received(message)` on the GUI thread, replies and
errors included, in the order the server sent them; requests are fire-and-forget calls that
return at once (what they lead to comes as messages). When the connection drops the link
says `lost`, and, while it `holds` seats (or watches a table), connects again by itself with a
growing pause (half a second, then up to 15 s between tries) and asks to `rejoin` each of them
(two people at one computer hold two; a spectator watches again) with what it has seen
(`since`), so the game goes on where it was;
`connected` says it is back. While the old address is silent (or its server no longer knows
the table) it also looks where the table went (follow.py: the home network, the server in
Settings); a place that shows the same table to a spectator gets the rejoin, and `moved`
says the table's new address.

Every message is checked on the worker thread before the window sees it (bugbox/net/trust.py,
the client's trust boundary). A message that cannot be believed ends the connection with
`distrusted` and one sentence; the link does not come back by itself (the seat stays kept, to
rejoin later). A `played` that skipped actions makes the link ask for them (`rejoin` or
`watch` with `since`, what `seen` says this side has), once for any number of gaps; a server
that does not answer that within `answer_seconds` is left with one sentence. A `wss://`
server whose certificate this computer does not trust is named in one sentence, at once.

Messages reach the GUI thread in batches: the worker appends to a bounded queue and posts one
`arrived` signal while none is waiting; the GUI thread takes the whole queue at once and
emits `received` for each. A server that sends faster than the window follows fills the queue
(`MAX_WAITING` messages or `MAX_WAITING_BYTES`) and is left with one sentence.

The worker thread is the only place that touches the websocket; the GUI thread never waits
for the network.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import ssl
import threading
from collections import deque
from collections.abc import Callable, Coroutine, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Signal

from ...core.i18n import QT_TRANSLATE_NOOP, Message, msg
from ...core.players import Level
from .follow import Search

log = logging.getLogger(__name__)

#: The pauses between tries to connect again, in seconds; the last one repeats.
BACKOFF = (0.5, 1.0, 2.0, 4.0, 8.0, 15.0)
#: Messages waiting for the GUI thread at most; a server that gets further ahead is left.
MAX_WAITING = 2_000
#: Bytes (of the messages' text) waiting for the GUI thread at most.
MAX_WAITING_BYTES = 24 * 1024 * 1024


def unreachable(address: str) -> Message:
    """No server answers at `address` (the host and port the player gave, not our URL)."""
    return msg(
        "Network",
        QT_TRANSLATE_NOOP("Network", "No bugbox table server answers at {address}; check the address and the network."),
        address=address,
    )


def untrusted_certificate(address: str) -> Message:
    """A `wss://` server whose certificate this computer does not trust (self-signed, expired,
    for another name): said at once, never tried again by itself."""
    return msg(
        "Network",
        QT_TRANSLATE_NOOP(
            "Network",
            "The table server at {address} shows a certificate this computer does not trust; bugbox did not connect.",
        ),
        address=address,
    )


def _shown_address(url: str) -> str:
    """The host and port of a WebSocket URL, as the invite named them."""
    rest = url.split("://", 1)[-1]
    return rest.split("/", 1)[0]


async def _drop(client: Any) -> None:
    """Worker thread: leave a connection, politely for at most 2 s, then at once."""
    with contextlib.suppress(Exception):
        await asyncio.wait_for(client.close(), 2.0)
    client.ws.transport.abort()


@dataclass(frozen=True)
class _Say:
    """A sentence among the messages for the GUI thread, said by the signal named `signal`:
    `distrusted` (the connection has ended), `noted` (it goes on) or `lost` (it will be
    tried again). In the queue, it comes after the messages before it, as it happened."""

    reason: Message
    signal: str


class TableLink(QObject):
    """One connection to a table server, for one table (see the module docstring)."""

    received = Signal(object)  # a server message (bugbox/net/protocol.py)
    connected = Signal()  # welcomed by the server (the first time and after each comeback)
    lost = Signal(object)  # Message: the connection ended; trying again when holding a seat
    failed = Signal(object)  # Message: could not connect at all (a first connection)
    #: Message: the server sent what cannot be believed (or more than the window follows);
    #: the connection has ended and is not tried again. Said once.
    distrusted = Signal(object)
    #: Message: something to tell the player once, the connection goes on (a newer server).
    noted = Signal(object)
    arrived = Signal()  # worker -> GUI thread: messages wait in the queue (one at a time)
    #: str: the table was found at another address (its host came back elsewhere) and the
    #: link follows it there.
    moved = Signal(str)

    #: Seconds a request waits for its answer before the server counts as not answering.
    answer_seconds = 10.0

    def __init__(self, url: str, parent: QObject | None = None):
        super().__init__(parent)
        self.url = url
        #: (code, the tokens of the seats held here, since) to rejoin with after a comeback (no
        #: tokens: a spectator, who watches again); None: nothing to come back to.
        self.holds: tuple[str, Sequence[str], Callable[[], int]] | None = None
        #: How many actions this side has (RemoteGame.seen): what a gap asks for after.
        self.seen: Callable[[], int] = lambda: 0
        #: Where to look for the held table when its address is silent (follow.py), or None.
        self.search: Search | None = None
        #: Whether a table shown elsewhere is the one held here (`follow.same_table` with what
        #: this side knows of it); set with `search`.
        self.recognise: Callable[[Any], bool] = lambda _table: False
        self._loop: asyncio.AbstractEventLoop | None = None
        self._main_task: asyncio.Task[None] | None = None
        self._client: Any = None
        self._closing = False
        self._requests: set[asyncio.Future[None]] = set()  # sent from the GUI thread, not yet done
        self._ended = False  # GUI thread: the server was left; nothing more is delivered
        self._said = False  # the sentence that ends the connection is on its way (said once)
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, name="bugbox-table-link", daemon=True)
        self._waiting: deque[tuple[Any, int]] = deque()
        self._waiting_bytes = 0
        self._posted = False
        self._last_gate: Any = None  # the trust boundary of the latest connection
        self._lock = threading.Lock()
        self.arrived.connect(self._deliver)

    # the GUI thread's side -------------------------------------------------------------------
    def start(self) -> None:
        self._thread.start()

    def close(self, timeout: float = 5.0) -> None:
        """Leave the server (the seat stays the player's until he leaves the table)."""
        self._closing = True
        loop = self._loop
        if loop is not None:
            with contextlib.suppress(RuntimeError):  # the loop has ended already
                loop.call_soon_threadsafe(self._close_soon)
        self._thread.join(timeout)

    def _close_soon(self) -> None:
        """Worker thread: close the connection (the coroutine is made only on a running loop);
        a connection being made meanwhile is given up."""
        asyncio.ensure_future(self._close())
        main = self._main_task
        if main is not None and self._client is None:
            main.cancel()

    def create(
        self,
        game: str,
        seats: list[Any],
        options: dict[str, bool],
        name: str | None,
        takeover_after: float | None = None,
    ) -> None:
        self._call(lambda c: c.create(game, seats, options=options, name=name, takeover_after=takeover_after))

    def join(self, code: str, name: str, seat: int | None = None) -> None:
        self._call(lambda c: c.join(code, name, seat))

    def rejoin(self, code: str, token: str, since: int) -> None:
        self._call(lambda c: c.rejoin(code, token, since))

    def watch(self, code: str, since: int | None = 0) -> None:
        self._call(lambda c: c.watch(code, since))

    def leave(self, code: str, token: str) -> None:
        self._call(lambda c: c.leave(code, token))

    def hand_over(self, code: str, host: str, seat: int, level: Level = Level.NORMAL) -> None:
        self._call(lambda c: c.hand_over(code, host, seat, level))

    def act(self, code: str, token: str, at: int, action: dict[str, Any]) -> None:
        self._call(lambda c: c.act(code, token, at, action, wait=False))

    def _call(self, request: Callable[[Any], Coroutine[Any, Any, Any]]) -> None:
        """Send a request from the GUI thread; its answer comes as a message."""
        loop = self._loop
        if loop is None:
            self._ready.wait(10)
            loop = self._loop
        if loop is None:
            return
        with contextlib.suppress(RuntimeError):
            loop.call_soon_threadsafe(self._start_request, request)

    def _start_request(self, request: Callable[[Any], Coroutine[Any, Any, Any]]) -> None:
        """Worker thread: send it, and keep it until done so that closing waits for it."""
        future = asyncio.ensure_future(self._send(request))
        self._requests.add(future)
        future.add_done_callback(self._requests.discard)

    def closing(self) -> bool:
        return self._closing

    def abandon(self, reason: Message) -> None:
        """Leave the server because of what it sent (the window could not take it): one
        sentence, no comeback; the seats stay kept to rejoin."""
        if self._ended:
            return
        self._ended = self._said = True
        log.warning("left the table server %s: %s", self.url, reason.english())
        self.distrusted.emit(reason)
        self.close(0.0)

    def _deliver(self) -> None:
        """GUI thread: every message waiting, in order, each to `received`."""
        with self._lock:
            batch = list(self._waiting)
            self._waiting.clear()
            self._waiting_bytes = 0
            self._posted = False
        for message, _size in batch:
            if self._ended:
                return
            if isinstance(message, _Say):
                if message.signal == "distrusted":
                    self._ended = True
                getattr(self, message.signal).emit(message.reason)
            else:
                self.received.emit(message)

    def _pass_on(self, message: Any, size: int) -> bool:
        """Worker thread: queue a message for the GUI thread; False when the queue is full."""
        with self._lock:
            if len(self._waiting) >= MAX_WAITING or self._waiting_bytes + size > MAX_WAITING_BYTES:
                return False
            self._waiting.append((message, size))
            self._waiting_bytes += size
            post = not self._posted
            self._posted = True
        if post:
            self.arrived.emit()
        return True

    def _distrust(self, reason: Message, drop_waiting: bool = False) -> None:
        """Worker thread: the connection has ended because of the server; it is said once,
        after the messages before it (or instead of them, when the window could not follow)."""
        with self._lock:
            if self._said or self._closing:
                return
            self._said = True
            if drop_waiting:
                self._waiting.clear()
                self._waiting_bytes = 0
            self._waiting.append((_Say(reason, "distrusted"), 0))
            post = not self._posted
            self._posted = True
        if post:
            self.arrived.emit()

    def _note(self, reason: Message, signal: str = "noted") -> None:
        """Worker thread: a sentence in its place among the messages (`noted`: the connection
        goes on; `lost`: it ended and is tried again)."""
        with self._lock:
            self._waiting.append((_Say(reason, signal), 0))
            post = not self._posted
            self._posted = True
        if post:
            self.arrived.emit()

    # the worker thread ---------------------------------------------------------------------
    def _run(self) -> None:
        with contextlib.suppress(asyncio.CancelledError):
            asyncio.run(self._main())

    async def _main(self) -> None:
        from ...net import reasons
        from ...net.client import Client, Disconnected, Distrusted, Refused

        self._loop = asyncio.get_running_loop()
        self._main_task = asyncio.current_task()
        self._online = asyncio.Event()  # connected and welcomed: requests may go
        self._ready.set()
        tries = 0
        first = True
        while not self._closing:
            try:
                client = await Client.connect(self.url, timeout=10.0, name="bugbox", gate=self._gate())
            except Refused as refused:  # another protocol version: trying again will not help
                self.failed.emit(reasons.render(refused.error.reason))
                return
            except Distrusted as distrusted:  # no welcome of this protocol: trying again will not help
                log.warning("the table server %s: %s", self.url, distrusted.reason)
                self.failed.emit(distrusted.message)
                return
            except ssl.SSLCertVerificationError as error:  # trying again will not help
                log.warning("the table server %s: its certificate is not trusted: %s", self.url, error)
                said = untrusted_certificate(_shown_address(self.url))
                if first:
                    self.failed.emit(said)
                else:
                    self._distrust(said)
                return
            except (OSError, TimeoutError, Disconnected) as error:
                log.info("cannot reach %s: %s", self.url, error)
                if first and self.holds is None:
                    self.failed.emit(unreachable(_shown_address(self.url)))
                    return
                followed = await self._look_elsewhere()
            except Exception:  # whatever else connecting raises is said, not a dead thread
                log.exception("cannot connect to %s", self.url)
                said = unreachable(_shown_address(self.url))
                if first:
                    self.failed.emit(said)
                else:
                    self._distrust(said)
                return
            else:  # None: this server no longer knows the table, and it is nowhere else yet
                followed = await self._rejoin_here(client)
            if followed is None:
                await asyncio.sleep(BACKOFF[min(tries, len(BACKOFF) - 1)])
                tries += 1
                continue
            client, rejoined = followed
            tries = 0
            first = False
            self._client = client
            self._online.set()
            self.connected.emit()
            holds = self.holds
            if holds is not None:
                code, tokens, seen = holds
                for token in tokens:  # every seat held here, each person's at this computer
                    if token in rejoined:
                        continue
                    with contextlib.suppress(Refused, Disconnected, TimeoutError, OSError):
                        await client.rejoin(code, token, seen())  # a refusal arrives as a message too
            try:
                over = await self._follow(client)
            finally:
                self._online.clear()
                try:
                    with contextlib.suppress(Exception):
                        await asyncio.wait_for(client.close(), 2.0)
                finally:
                    client.ws.transport.abort()
                    self._client = None
            if over:
                return
            if self.closing() or self._said:
                break
            ended = msg("Network", QT_TRANSLATE_NOOP("Network", "The connection to the table server was lost."))
            self._note(ended, "lost")
            if self.holds is None:
                return
            await asyncio.sleep(BACKOFF[0])

    def _gate(self) -> Any:
        """Worker thread: the trust boundary of a new connection to the held table; what the
        last one believed carries over, so the actions missed meanwhile are checked by the
        rules from the state this side had (bugbox/net/trust.py)."""
        from ...net.trust import Gate

        self._last_gate = Gate(previous=self._last_gate)
        return self._last_gate

    async def _rejoin_here(self, client: Any) -> tuple[Any, set[str]] | None:
        """Coming back to a table at its old address: the first seat rejoins. When this server
        no longer knows the table (another server took the host's old port), the link moves
        to where the table is found now (`client` is closed); when it is found nowhere yet,
        `client` is closed and None returned: the link tries again after a pause (staying with
        a server that does not know the table would strand the guest there). Otherwise returns
        the connection to follow and the tokens rejoined on it."""
        from ...net.client import Disconnected, Refused

        holds = self.holds
        if holds is None:
            return client, set()
        code, tokens, seen = holds
        done = set(tokens[:1])
        try:
            await self._take_up(client, code, tokens, seen())
        except Refused as refused:
            if refused.kind != "no_table" or self.search is None:
                return client, done  # the refusal reaches the window as a message too
            elsewhere = await self._look_elsewhere()
            await _drop(client)
            return elsewhere
        except (Disconnected, TimeoutError, OSError):
            pass
        return client, done

    async def _take_up(self, client: Any, code: str, tokens: Sequence[str], since: int) -> None:
        """Back at the table: the first seat held here rejoins, or a spectator watches again."""
        if tokens:
            await client.rejoin(code, tokens[0], since, timeout=self.answer_seconds)
        else:
            await client.watch(code, since, timeout=self.answer_seconds)

    async def _look_elsewhere(self) -> tuple[Any, set[str]] | None:
        """Worker thread: the held table at another address (follow.py), connected and its
        first seat rejoined, or None. A place is trusted with a token only after it has shown
        the same table to a spectator."""
        from ...net.client import Client, Disconnected, Refused
        from ...net.trust import Gate

        holds, search = self.holds, self.search
        if holds is None or search is None or self._closing:
            return None
        code, tokens, seen = holds
        try:
            places = await asyncio.to_thread(search.places, code)
        except Exception as error:  # noqa: BLE001 - a failed look is no reason to stop trying
            log.info("could not look for table %s elsewhere: %r", code, error)
            return None
        for url in places:
            if url == self.url or self._closing:
                continue
            try:
                spectator = await Client.connect(url, timeout=5.0, name="bugbox", gate=Gate())
                try:
                    shown = await spectator.watch(code, None, timeout=5.0)
                finally:
                    await _drop(spectator)
                if not self.recognise(shown):
                    log.warning("a server at %s shows another table as %s; not rejoining there", url, code)
                    continue
                client = await Client.connect(url, timeout=5.0, name="bugbox", gate=self._gate())
            except (Refused, Disconnected, OSError, TimeoutError) as error:
                log.info("table %s is not at %s: %s", code, url, error)
                continue
            try:
                await self._take_up(client, code, tokens, seen())
            except (Refused, Disconnected, OSError, TimeoutError) as error:
                log.info("could not rejoin table %s at %s: %s", code, url, error)
                await _drop(client)
                continue
            log.info("table %s is now at %s", code, url)
            self.url = url
            self.moved.emit(url)
            return client, set(tokens[:1])
        return None

    async def _follow(self, client: Any) -> bool:
        """Pass every message on until the connection ends; True when it ended for good
        (the server was not believed, or sent more than the window follows)."""
        from ...net.client import Distrusted
        from ...net.trust import TOO_FAST, Gap, Newer

        async for message in client:
            if isinstance(message, Gap):
                asyncio.ensure_future(self._ask_again(client, message))
            elif isinstance(message, Newer):
                self._note(message.reason)
            elif not self._pass_on(message, client.last_size):
                log.warning("the table server %s sends faster than the window follows", self.url)
                self._distrust(TOO_FAST, drop_waiting=True)
                return True
        if isinstance(client.ended, Distrusted):
            log.warning("left the table server %s: %s", self.url, client.ended.reason)
            self._distrust(client.ended.message)
            return True
        return False

    async def _ask_again(self, client: Any, gap: Any) -> None:
        """Actions were lost on the way: ask for those after what this side has (a seat held
        here rejoins, a spectator watches again)."""
        from ...net.client import Disconnected, Refused
        from ...net.trust import NOT_ANSWERING

        since = self.seen()
        try:
            if gap.token is not None:
                await client.rejoin(gap.code, gap.token, since, timeout=self.answer_seconds)
            else:
                await client.watch(gap.code, since, timeout=self.answer_seconds)
        except TimeoutError:  # the lost actions never come: the game cannot go on here
            if not self._closing:
                log.warning("the table server %s did not answer the rejoin after a gap", self.url)
                self._distrust(NOT_ANSWERING)
                await client.close()
        except (Refused, Disconnected, OSError):
            pass  # a refusal also arrives as an `error` message; a lost connection as `lost`

    async def _send(self, request: Callable[[Any], Coroutine[Any, Any, Any]]) -> None:
        from ...net.client import Disconnected, Refused
        from ...net.trust import NOT_ANSWERING

        try:  # a request made while connecting waits for the welcome
            await asyncio.wait_for(self._online.wait(), 30.0)
        except TimeoutError:
            return
        client = self._client
        if client is None:
            return
        try:
            await asyncio.wait_for(request(client), self.answer_seconds)
        except TimeoutError:  # welcomed, then silent: nothing will come
            if not client.ws.close_code and not self._closing:
                log.warning("the table server %s did not answer a request", self.url)
                self._distrust(NOT_ANSWERING)
                await client.close()
        except (Refused, Disconnected, OSError):
            pass  # a refusal also arrives as an `error` message; a lost connection as `lost`

    #: How long closing waits for the requests made before it (a leave asked just before the
    #: window drops the connection must reach the server first; a local answer takes ms).
    FLUSH_SECONDS = 1.0

    async def _close(self) -> None:
        pending = [request for request in self._requests if not request.done()]
        if pending:
            await asyncio.wait(pending, timeout=self.FLUSH_SECONDS)
        client = self._client
        if client is not None:
            with contextlib.suppress(Exception):
                await client.close()
