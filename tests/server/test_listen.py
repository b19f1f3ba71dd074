"""Where the server listens: `--host ::` (the systemd unit of docs/server.md) takes IPv4
players as well as IPv6 ones, on uvloop and on Python's own loop."""

import asyncio
import json
import socket
import sys

import pytest
from websockets.asyncio.client import connect

from bugbox.net import protocol as wire
from bugbox.server.server import TableServer

LOOPS = ["asyncio"] + ([] if sys.platform == "win32" else ["uvloop"])


def _factory(loop: str):
    if loop == "uvloop":
        import uvloop

        return uvloop.new_event_loop
    return None


async def _welcomed(url: str) -> str:
    async with connect(url, open_timeout=5) as ws:
        await ws.send(json.dumps({"type": "hello", "version": wire.PROTOCOL_VERSION}))
        return json.loads(await asyncio.wait_for(ws.recv(), 5))["type"]


@pytest.mark.parametrize("loop", LOOPS)
def test_listening_on_the_ipv6_any_address_takes_ipv4_players_too(tmp_path, loop):
    if not socket.has_ipv6:
        pytest.skip("this system has no IPv6")

    async def main() -> list[str]:
        server = TableServer(tmp_path / "store", "::", 0)
        port = await server.start()
        try:
            return [await _welcomed(f"ws://127.0.0.1:{port}"), await _welcomed(f"ws://[::1]:{port}")]
        finally:
            await server.stop()

    with asyncio.Runner(loop_factory=_factory(loop)) as runner:
        assert runner.run(main()) == ["welcome", "welcome"]
