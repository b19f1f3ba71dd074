"""Hostile clients against a table server, in a process of their own (test_hostile.py runs it).

    python hostile_driver.py URL SECONDS

Runs every attack once, keeps a table of two fast players busy all the while (the spectator
that never reads watches it), and prints one JSON object: what each attack got back.
Only ever connects to the URL it is given (a server on 127.0.0.1 in the tests).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import socket
import sys
import time
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
for folder in (HERE, ROOT):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))

from table_bots import SeatBot, pick  # noqa: E402
from websockets.asyncio.client import connect  # noqa: E402
from websockets.exceptions import ConnectionClosed  # noqa: E402

from bugbox.net import protocol as wire  # noqa: E402
from bugbox.net.client import Client, Disconnected, Refused  # noqa: E402

OPEN = wire.SeatChoice(player="open")
HELLO = wire.dump(wire.Hello(version=wire.PROTOCOL_VERSION))


async def error_after(client: Client, text: str | bytes) -> str:
    """Send something raw; the kind of the error the server answers with."""
    await client.send_raw(text)
    while True:
        message = await client.recv(5)
        if isinstance(message, wire.Error):
            return message.error


async def close_code(url: str, first: list[str | bytes], **options: Any) -> tuple[int | None, str]:
    """Send messages on a fresh connection and wait until the server closes it: the close
    frame's code and reason (None when the connection was cut before one could be read)."""
    ws = await connect(url, compression=None, max_size=wire.MAX_SERVER_MESSAGE, **options)
    try:
        for text in first:
            await ws.send(text)
        while True:
            await asyncio.wait_for(ws.recv(), 10)
    except ConnectionClosed as closed:
        return (closed.rcvd.code, closed.rcvd.reason) if closed.rcvd else (None, "")
    finally:
        with contextlib.suppress(Exception):
            ws.transport.abort()


async def busy_table(url: str, stop: asyncio.Event, found: dict[str, Any]) -> None:
    """Two players as fast as the message budget lets them, game after game, until `stop`."""
    games = 0
    while not stop.is_set():
        ann, bob = await Client.connect(url), await Client.connect(url)
        created, joined = await ann.create("verflixxt", [OPEN, OPEN], name="Fast Ann")
        assert joined is not None
        found.setdefault("busy_code", created.code)
        other = await bob.join(created.code, "Fast Bob")
        bots = [
            SeatBot(ann, created.code, joined.token, joined.seat, "verflixxt", random.Random(games)),
            SeatBot(bob, created.code, other.token, other.seat, "verflixxt", random.Random(games + 1)),
        ]

        async def run(bot: SeatBot) -> None:
            while bot.save is None and not stop.is_set():
                try:
                    message = await bot.client.recv(0.5)
                except TimeoutError:
                    continue
                if not isinstance(message, wire.Error):
                    bot.take(message)
                    await bot.move_if_mine()

        await asyncio.gather(*(run(bot) for bot in bots))
        games += 1
        for client in (ann, bob):
            await client.close()
    found["busy_games"] = games


async def never_reads(url: str, found: dict[str, Any]) -> None:
    """A spectator with a tiny receive buffer that never reads, asking for the whole past again
    and again: the server must drop it, not wait for it."""
    host = urlparse(url)
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    sock.connect((host.hostname, host.port))
    sock.setblocking(False)
    started = time.monotonic()
    async with connect(url, sock=sock, compression=None, max_size=wire.MAX_SERVER_MESSAGE, max_queue=1) as ws:
        await ws.send(HELLO)
        while "busy_code" not in found:
            await asyncio.sleep(0.05)
        watch = wire.dump(wire.Watch(code=found["busy_code"], since=0))
        try:
            for _ in range(400):  # within the message budget: 40 at once, then 20 a second
                await ws.send(watch)
                await asyncio.sleep(0.04)
                if ws.protocol.state.name != "OPEN":
                    break
            await asyncio.wait_for(ws.wait_closed(), 20)
        except ConnectionClosed:
            pass
        found["never_reads_closed"] = ws.protocol.state.name == "CLOSED"
        found["never_reads_seconds"] = round(time.monotonic() - started, 1)


async def attacks(url: str) -> dict[str, Any]:
    found: dict[str, Any] = {}
    attacker = await Client.connect(url)
    found["malformed_json"] = await error_after(attacker, "{not json")
    found["deep_json"] = await error_after(attacker, "[" * 30_000 + "]" * 30_000)
    found["wrong_types"] = await error_after(
        attacker, json.dumps({"type": "act", "code": "ABCDEFGH", "token": "x" * 43, "at": "3", "action": {}})
    )
    found["binary_frame"] = await error_after(attacker, b"\x00\x01binary")
    found["unknown_type"] = await error_after(attacker, json.dumps({"type": "admin", "shutdown": True}))
    # After all that the connection still works.
    created, joined = await attacker.create("verasselt", [OPEN, OPEN, OPEN], name="<script>x</script>")
    assert joined is not None
    code = created.code
    table = await attacker.watch(code)
    found["markup_name_kept"] = table.seats[0].name == "<script>x</script>"
    for label, name in (
        ("control_name", "Eve\x07\x1b[31m"),
        ("format_name", "Eve\u202egnp.exe"),
        # Round two (issue 46): invisible twins and lookalikes of the name at seat 0's table.
        ("variation_selector_name", "<script>x</script>\ufe0f"),
        ("hair_space_name", "Eve\u200aAdams"),
        ("cherokee_twin_name", "<\u13dacript>x</script>"),  # Cherokee Ꮪ
    ):
        other = await Client.connect(url)
        try:
            await other.join(code, name)
            found[label] = "accepted"
        except Refused as refused:
            found[label] = refused.kind
        await other.close()
    # Tokens: a made-up one, and one given up by leaving (replayed).
    leaver = await Client.connect(url)
    left = await leaver.join(code, "Leaver")
    await leaver.leave(code, left.token)
    for label, token in (("wrong_token", "Z" * 43), ("replayed_token", left.token)):
        try:
            await leaver.rejoin(code, token)
            found[label] = "accepted"
        except Refused as refused:
            found[label] = refused.kind
    await leaver.close()
    # Out of turn, a replayed move, and a spectator's move, at a started table.
    bob, cid = await Client.connect(url), await Client.connect(url)
    joined_bob, joined_cid = await bob.join(code, "Bob"), await cid.join(code, "Cid")
    table = await attacker.watch(code)
    seats = {joined.seat: (attacker, joined.token), joined_bob.seat: (bob, joined_bob.token)}
    seats[joined_cid.seat] = (cid, joined_cid.token)
    deciding = table.deciding
    assert deciding is not None
    waiting = next(seat for seat in seats if seat != deciding)
    state = wire.decode_state("verasselt", table.state or {})
    move = pick("verasselt", state, random.Random(1))
    roll = {"kind": "roll", "dice": [0, 1, 2, 3, 4, 5, 6]}
    for label, (client, token, at, action) in {
        "out_of_turn": (*seats[waiting], 0, roll),
        "illegal": (*seats[deciding], 0, {"kind": "roll", "dice": [1]}),
    }.items():
        try:
            await client.act(code, token, at, action)
            found[label] = "accepted"
        except Refused as refused:
            found[label] = refused.kind
    await seats[deciding][0].act(code, seats[deciding][1], 0, move)
    try:
        await seats[deciding][0].act(code, seats[deciding][1], 0, move)
        found["replayed_move"] = "accepted"
    except Refused as refused:
        found["replayed_move"] = refused.kind
    spectator = await Client.connect(url)
    await spectator.watch(code)
    try:
        await spectator.act(code, "S" * 43, 1, roll)
        found["spectator_move"] = "accepted"
    except Refused as refused:
        found["spectator_move"] = refused.kind
    for client in (attacker, bob, cid, spectator):
        await client.close()
    # What closes a connection: no hello, a huge frame, a flood, too many connections.
    found["no_hello"] = await close_code(url, [json.dumps({"type": "watch", "code": code})])
    found["huge_version"] = await close_code(url, [json.dumps({"type": "hello", "version": 2**60})])
    found["ten_megabytes"] = await close_code(url, [HELLO, "x" * (10 * 1024 * 1024)], write_limit=2**24)
    found["flood"] = await close_code(url, [HELLO, *[json.dumps({"type": "watch", "code": code})] * 300])
    crowd: list[Client] = []
    try:
        for _ in range(64):
            crowd.append(await Client.connect(url))
        found["crowd"] = "all accepted"
    except Refused as refused:
        found["crowd"] = refused.kind
    except Disconnected:
        found["crowd"] = "closed"
    for client in crowd:
        await client.close()
    return found


async def main(url: str, seconds: float) -> dict[str, Any]:
    stop = asyncio.Event()
    found: dict[str, Any] = {}
    busy = asyncio.create_task(busy_table(url, stop, found))
    slow = asyncio.create_task(never_reads(url, found))
    try:
        async with asyncio.timeout(seconds):
            found.update(await attacks(url))
            await slow
    finally:
        stop.set()
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(busy, 10)
    return found


if __name__ == "__main__":
    print(json.dumps(asyncio.run(main(sys.argv[1], float(sys.argv[2])))), flush=True)
