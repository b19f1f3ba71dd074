"""What the server's log holds (issue 38): never a token, at any level, and one line a minute
when it runs out of file descriptors instead of a traceback per failed accept."""

import asyncio
import contextlib
import socket
import time

import pytest
from table_bots import next_of, server_process

from bugbox.net import protocol as wire
from bugbox.net.client import Client, Disconnected

OPEN = wire.SeatChoice(player="open")


def test_no_token_reaches_the_log_even_at_debug_level(tmp_path):
    log = tmp_path / "server.log"

    async def main(url):
        async with asyncio.timeout(30):
            ann, bob = await Client.connect(url), await Client.connect(url)
            created, ja = await ann.create("verflixxt", [OPEN, OPEN], name="Ann")
            jb = await bob.join(created.code, "Bob")
            table = await next_of(ann, wire.Table, where=lambda m: m.status == "playing")
            mover, token = (ann, ja.token) if table.deciding == ja.seat else (bob, jb.token)
            await mover.act(created.code, token, 0, {"kind": "roll"})
            again = await Client.connect(url)
            await again.rejoin(created.code, jb.token, since=0)
            await ann.leave(created.code, ja.token)
            for client in (ann, bob, again):
                await client.close()
            return [created.host, ja.token, jb.token]

    with server_process(tmp_path / "store", log, "--log-level", "debug") as (_process, url):
        secrets = asyncio.run(main(url))
    text = log.read_text("utf-8")
    assert "DEBUG" in text  # the level was really debug
    pieces = {secret[i : i + 12] for secret in secrets for i in range(0, len(secret) - 11)}
    assert [piece for piece in pieces if piece in text] == []


@pytest.mark.parametrize("loop", ["uvloop", "asyncio"])
def test_running_out_of_descriptors_is_one_log_line_a_minute(tmp_path, loop):
    """The server gets 64 descriptors; sockets from 20 addresses (each under its own cap)
    take them all for a few seconds: every accept meanwhile fails (asyncio's loop reports each
    failure, uvloop's closes the connections without a word: the line comes either way)."""
    log = tmp_path / "server.log"
    arguments = ("--connections-per-minute", "6000", "--loop", loop)
    with server_process(tmp_path / "store", log, *arguments, files=64) as (process, url):
        port = int(url.rsplit(":", 1)[1])
        held = []
        try:
            for address in range(2, 22):
                for _ in range(5):
                    with contextlib.suppress(OSError):
                        sock = socket.socket()
                        sock.bind((f"127.0.0.{address}", 0))
                        sock.settimeout(2)
                        sock.connect(("127.0.0.1", port))
                        held.append(sock)
            time.sleep(4)  # accepts fail all the while (asyncio tries again every second)
        finally:
            for sock in held:
                sock.close()

        async def player() -> int:
            async with asyncio.timeout(20):
                while True:  # the server takes new players again once descriptors are free
                    try:
                        client = await Client.connect(url, timeout=2)
                    except (OSError, TimeoutError, Disconnected):  # uvloop closes what it cannot keep
                        await asyncio.sleep(0.2)
                        continue
                    await client.close()
                    return client.welcome.version

        assert asyncio.run(player()) == wire.PROTOCOL_VERSION
        assert process.poll() is None
    text = log.read_text("utf-8")
    assert len(held) == 100
    assert text.count("out of file descriptors") == 1, text[-2000:]
    assert "Traceback" not in text
