"""Tables read back from the store (issue 46): their games are replayed off the event loop,
once for requests that come together, paid for by the address that asked like a catch-up,
and a finished one is kept at hand instead of being replayed for every request.
"""

import asyncio
import contextlib
import threading
import time
from pathlib import Path

import pytest
from table_bots import TEST_LIMITS, stored_game

from bugbox.net.client import Client, Disconnected, Refused
from bugbox.server.server import TableServer
from bugbox.server.tables import Table


def _run(folder: Path, body, **limits):
    from dataclasses import replace

    async def main():
        server = TableServer(folder, "127.0.0.1", 0, replace(TEST_LIMITS, **limits))
        await server.start()
        clients: list[Client] = []

        async def connect() -> Client:
            client = await Client.connect(server.url)
            clients.append(client)
            return client

        try:
            async with asyncio.timeout(60):
                return await body(server, connect)
        finally:
            for client in clients:
                with contextlib.suppress(Disconnected, OSError):
                    await client.close()
            await server.stop()

    return asyncio.run(main())


def test_a_finished_stored_game_is_replayed_once_off_the_loop_and_its_address_pays(tmp_path, monkeypatch):
    token, stored = stored_game(tmp_path, 3000, 0.03)
    assert stored.status == "over" and len(stored.session.actions) > 300
    replayed: list[str] = []
    restore = Table.restore.__func__

    def counted(cls, row, actions):
        replayed.append(threading.current_thread().name)
        return restore(cls, row, actions)

    monkeypatch.setattr(Table, "restore", classmethod(counted))

    async def body(server, connect):
        loop_thread = threading.current_thread().name
        bucket = server.quotas.of("127.0.0.1").messages
        received: list[str] = []
        clients = [await Client.connect(server.url, trace=received.append) for _ in range(4)]
        try:
            before, heard = bucket.tokens, len(received)
            # Requests together: one replay for all of them.
            count = len(stored.session.actions)
            tables = await asyncio.gather(*(client.rejoin(stored.code, token, since=count) for client in clients))
            assert {table.status for table in tables} == {"over"} and tables[0].you == [0]
            await asyncio.sleep(0.2)  # the game_over after each table
            # What the address paid beyond the catch-ups it was sent (those are charged as before).
            paid = before - bucket.tokens - sum(map(len, received[heard:])) / TEST_LIMITS.catch_up_bytes
            for client in clients:  # and again, one after the other: no replay at all
                await client.watch(stored.code, since=0)
                with pytest.raises(Refused) as caught:
                    await client.act(stored.code, token, count, {"kind": "stop"})
                assert caught.value.kind == "state"
        finally:
            for client in clients:
                with contextlib.suppress(Disconnected, OSError):
                    await client.close()
        return loop_thread, paid

    # A budget that neither makes these requests wait nor fills up again meanwhile.
    loop_thread, paid = _run(tmp_path, body, address_messages_per_second=0.001, address_burst=10**7)
    assert len(replayed) == 1 and replayed[0] != loop_thread
    # The game read from the store is paid for once, one message of the budget per 2 KiB.
    game = sum(map(len, stored.session.actions)) / TEST_LIMITS.catch_up_bytes
    assert game * 0.8 < paid < game * 3, (paid, game)


@pytest.mark.long
def test_the_loop_does_not_stop_while_a_1000_move_game_is_first_touched(tmp_path):
    """Measured: the loop's longest pause (a 2 ms tick's lateness) while a stored
    1,000-move five-seat Voll verasselt game is read and replayed for its first rejoin.
    The goal is 20 ms; on two shared cores the test allows 60."""
    token, stored = stored_game(tmp_path, 1000, 0.0)
    assert stored.status == "playing" and len(stored.session.actions) == 1000

    async def body(server, connect):
        client = await connect()
        longest, done = 0.0, False

        async def ticks() -> None:
            nonlocal longest
            while not done:
                asked = time.perf_counter()
                await asyncio.sleep(0.002)
                longest = max(longest, time.perf_counter() - asked - 0.002)

        ticking = asyncio.ensure_future(ticks())
        await asyncio.sleep(0.05)
        started = time.perf_counter()
        table = await client.rejoin(stored.code, token, since=1000)
        took = time.perf_counter() - started
        done = True
        await ticking
        assert table.actions == 1000
        return longest, took

    longest, took = _run(tmp_path, body)
    print(f"longest pause of the loop {longest * 1000:.1f} ms while the game was first touched ({took * 1000:.0f} ms)")
    assert longest < 0.060


REPLAYER = r"""
import asyncio, json, sys, time
from websockets.asyncio.client import connect

url, code, seconds = sys.argv[1], sys.argv[2], float(sys.argv[3])
HELLO = json.dumps({"type": "hello", "version": 2})


async def one(address: str, stop: float) -> int:
    sent = 0
    for attempt in range(3):  # on two busy cores a handshake may time out: try again
        try:
            ws = await connect(url, compression=None, max_size=2**24, local_addr=(address, 0), open_timeout=20)
            break
        except (OSError, TimeoutError):
            if attempt == 2:
                raise
            await asyncio.sleep(1.0)
    async with ws:
        await ws.send(HELLO)
        await ws.recv()

        async def drain():
            async for _ in ws:
                pass

        reader = asyncio.ensure_future(drain())
        while time.monotonic() < stop:
            await ws.send(json.dumps({"type": "join", "code": code, "name": "Mallory"}))
            sent += 1
            await asyncio.sleep(31 / 60)  # 31 connections of an address within its 60 a second
        reader.cancel()
    return sent


async def main() -> None:
    stop = time.monotonic() + seconds
    addresses = [f"127.0.0.{n}" for n in range(2, 6)]
    counts = await asyncio.gather(*(one(a, stop) for a in addresses for _ in range(31)), return_exceptions=True)
    errors = sorted({repr(c)[:120] for c in counts if not isinstance(c, int)})
    sent = sum(c for c in counts if isinstance(c, int))
    print(json.dumps({"sent": sent, "errors": errors, "failed": sum(not isinstance(c, int) for c in counts)}))


asyncio.run(main())
"""


# slow, not long, until the 1011 below is found: in one of two CI runs of 2026-12-07, 30 of 2,162
# attack requests were answered 1011 ("could not understand") — an internal error, not a refusal
@pytest.mark.slow
def test_requests_about_a_finished_table_from_four_addresses_leave_a_player_elsewhere_quick(tmp_path):
    """Measured: 31 connections from each of 4 addresses ask about a finished table (a
    `join`, 61 bytes) within every budget; each used to replay its whole game. A table
    played meanwhile from another address keeps its moves' p95 under 50 ms (the goal; the
    test allows 150 ms on two shared cores)."""
    import json
    import os
    import statistics
    import subprocess
    import sys

    from table_bots import ROOT, server_process
    from test_hostile import QuietTable

    _, stored = stored_game(tmp_path / "store", 3000, 0.03, code="OVERAAAA")
    assert stored.status == "over"

    async def main(url: str):
        async with asyncio.timeout(120):
            quiet = QuietTable(await Client.connect(url), await Client.connect(url))
            calm = await quiet.play(2.0)
            driver = await asyncio.create_subprocess_exec(
                sys.executable,
                "-c",
                REPLAYER,
                url,
                stored.code,
                "12",
                stdout=subprocess.PIPE,
                env=dict(os.environ, PYTHONPATH=str(ROOT)),
            )
            communicate = asyncio.ensure_future(driver.communicate())
            await asyncio.sleep(2.0)  # every attacker connected and sending
            during: list[float] = []
            while not communicate.done():
                during += await quiet.play(0.5)
            output, _ = communicate.result()
            for client in quiet.clients:
                await client.close()
            return calm, during, json.loads(output)

    with server_process(tmp_path / "store", tmp_path / "server.log") as (_process, url):
        calm, during, attack = asyncio.run(main(url))
    p95 = sorted(during)[int(0.95 * len(during))]
    print(
        f"{attack['sent']} requests from 4 x 31 connections; the quiet table's moves: median "
        f"{statistics.median(calm) * 1e3:.1f} ms calm, {statistics.median(during) * 1e3:.1f} ms and p95 "
        f"{p95 * 1e3:.1f} ms meanwhile ({len(during)} moves)"
    )
    assert attack["failed"] == 0 and attack["sent"] > 1000, attack
    assert p95 < 0.150
