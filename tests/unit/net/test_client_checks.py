"""Every client checks what it reads, gated or not (issue 46: `Client.connect(gate=None)` had
no check and an unbounded inbox). A client without a gate, as a server's own tests use it,
checks each frame against the protocol model and holds at most `MAX_QUEUED` messages: a
server that floods it or sends a message of no protocol is left, `Distrusted`, with the
sentence a gated client would give."""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from websockets.sync.server import serve

from bugbox.net import client as net_client
from bugbox.net import protocol as wire
from bugbox.net import trust
from bugbox.net.client import Client, Distrusted

WELCOME = {
    "type": "welcome",
    "version": wire.PROTOCOL_VERSION,
    "server": "test",
    "limits": {"max_message_bytes": 65536, "messages_per_second": 20.0, "burst": 40},
}
SEATS = {
    "type": "seats",
    "code": "ABCDEFG2",
    "seats": [
        {"seat": 0, "colour": "red", "player": "open"},
        {"seat": 1, "colour": "blue", "player": "open"},
    ],
}


@pytest.fixture
def server() -> Iterator[Callable[[list[str]], str]]:
    """A server on 127.0.0.1 that welcomes, then sends the frames given, then waits."""
    started: list[Any] = []

    def start(frames: list[str]) -> str:
        def handle(ws: Any) -> None:
            ws.recv(timeout=5)
            ws.send(json.dumps(WELCOME))
            for frame in frames:
                try:
                    ws.send(frame)
                except Exception:  # noqa: BLE001 - the client left
                    return
            try:
                ws.recv(timeout=5)
            except Exception:  # noqa: BLE001 - the client left, or the time is up
                return

        served = serve(handle, "127.0.0.1", 0)
        started.append(served)
        threading.Thread(target=served.serve_forever, daemon=True).start()
        return f"ws://127.0.0.1:{served.socket.getsockname()[1]}"

    yield start
    for served in started:
        served.shutdown()


async def _ended(url: str) -> Any:
    client = await Client.connect(url, timeout=5)
    async with asyncio.timeout(20):
        while client.ended is None:
            await asyncio.sleep(0.05)
    await client.close()
    return client.ended


def test_a_client_without_a_gate_is_not_flooded(server):
    frames = [json.dumps(SEATS)] * (net_client.MAX_QUEUED + 50)
    ended = asyncio.run(_ended(server(frames)))
    assert isinstance(ended, Distrusted) and ended.message == trust.TOO_FAST


def test_a_client_without_a_gate_refuses_a_message_of_no_protocol(server):
    bad = dict(SEATS, seats="every seat")
    ended = asyncio.run(_ended(server([json.dumps(SEATS), json.dumps(bad)])))
    assert isinstance(ended, Distrusted) and ended.message == trust.NOT_BELIEVED


def test_a_client_without_a_gate_passes_over_a_type_it_does_not_know(server):
    async def read(url: str) -> Any:
        client = await Client.connect(url, timeout=5)
        try:
            return await client.recv(timeout=5)
        finally:
            await client.close()

    message = asyncio.run(read(server([json.dumps({"type": "fireworks"}), json.dumps(SEATS)])))
    assert isinstance(message, wire.Seats)
