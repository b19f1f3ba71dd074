"""The window's line to a table server: the Qt-free client (bugbox/net/client.py) on an asyncio
loop of its own, in a worker thread, talking to the GUI thread through signals.

Every message the server sends arrives as `received(message)` on the GUI thread, replies and
errors included, in the order the server sent them; requests are fire-and-forget calls that
return at once (what they lead to comes as messages). When the connection drops the link
says `lost`, and, while it `holds` seats, connects again by itself with a growing pause
(half a second, then up to 15 s between tries) and asks to `rejoin` each of them (two people
at one computer hold two) with what it has seen (`since`), so the game goes on where it was;
`connected` says it is back.

The worker thread is the only place that touches the websocket; the GUI thread never waits
for the network.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import threading
from collections.abc import Callable, Coroutine, Sequence
from typing import Any

from PySide6.QtCore import QObject, Signal

from ...core.i18n import QT_TRANSLATE_NOOP, Message, msg
from ...core.players import Level

log = logging.getLogger(__name__)

#: The pauses between tries to connect again, in seconds; the last one repeats.
BACKOFF = (0.5, 1.0, 2.0, 4.0, 8.0, 15.0)


def unreachable(address: str) -> Message:
    return msg(
        "Network",
        QT_TRANSLATE_NOOP("Network", "No bugbox table server answers at {address}; check the address and the network."),
        address=address,
    )


class TableLink(QObject):
    """One connection to a table server, for one table (see the module docstring)."""

    received = Signal(object)  # a server message (bugbox/net/protocol.py)
    connected = Signal()  # welcomed by the server (the first time and after each comeback)
    lost = Signal(object)  # Message: the connection ended; trying again when holding a seat
    failed = Signal(object)  # Message: could not connect at all (a first connection)

    def __init__(self, url: str, parent: QObject | None = None):
        super().__init__(parent)
        self.url = url
        #: (code, the tokens of the seats held here, since) to rejoin with after a comeback;
        #: None: nothing to come back to.
        self.holds: tuple[str, Sequence[str], Callable[[], int]] | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._client: Any = None
        self._closing = False
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, name="bugbox-table-link", daemon=True)

    # the GUI thread's side -------------------------------------------------------------------
    def start(self) -> None:
        self._thread.start()

    def close(self, timeout: float = 5.0) -> None:
        """Leave the server (the seat stays the player's until he leaves the table)."""
        self._closing = True
        loop = self._loop
        if loop is not None:
            with contextlib.suppress(RuntimeError):  # the loop has ended already
                loop.call_soon_threadsafe(lambda: asyncio.ensure_future(self._close()))
        self._thread.join(timeout)

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
            loop.call_soon_threadsafe(lambda: asyncio.ensure_future(self._send(request)))

    def closing(self) -> bool:
        return self._closing

    # the worker thread ---------------------------------------------------------------------
    def _run(self) -> None:
        asyncio.run(self._main())

    async def _main(self) -> None:
        from ...net.client import Client, Disconnected, Refused

        self._loop = asyncio.get_running_loop()
        self._online = asyncio.Event()  # connected and welcomed: requests may go
        self._ready.set()
        tries = 0
        first = True
        while not self._closing:
            try:
                client = await Client.connect(self.url, timeout=10.0, name="bugbox")
            except Refused as refused:  # another protocol version: trying again will not help
                self.failed.emit(refused.reason)
                return
            except (OSError, TimeoutError, Disconnected) as error:
                log.info("cannot reach %s: %s", self.url, error)
                if first and self.holds is None:
                    self.failed.emit(unreachable(self.url))
                    return
                await asyncio.sleep(BACKOFF[min(tries, len(BACKOFF) - 1)])
                tries += 1
                continue
            tries = 0
            first = False
            self._client = client
            self._online.set()
            self.connected.emit()
            holds = self.holds
            if holds is not None:
                code, tokens, seen = holds
                for token in tokens:  # every seat held here, each person's at this computer
                    with contextlib.suppress(Refused, Disconnected, TimeoutError, OSError):
                        await client.rejoin(code, token, seen())  # a refusal arrives as a message too
            async for message in client:
                self.received.emit(message)
            self._online.clear()
            if self.closing():
                break
            ended = msg("Network", QT_TRANSLATE_NOOP("Network", "The connection to the table server was lost."))
            self.lost.emit(ended)
            if self.holds is None:
                return
            await asyncio.sleep(BACKOFF[0])

    async def _send(self, request: Callable[[Any], Coroutine[Any, Any, Any]]) -> None:
        from ...net.client import Disconnected, Refused

        try:  # a request made while connecting waits for the welcome
            await asyncio.wait_for(self._online.wait(), 30.0)
        except TimeoutError:
            return
        client = self._client
        if client is None:
            return
        with contextlib.suppress(Refused, Disconnected, TimeoutError, OSError):
            await request(client)  # a refusal also arrives as an `error` message

    async def _close(self) -> None:
        client = self._client
        if client is not None:
            with contextlib.suppress(Exception):
                await client.close()
