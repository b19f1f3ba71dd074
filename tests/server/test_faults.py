"""Faults: a server killed with -9 in the middle of 20 games, and clients that drop mid-turn.

The server runs as `python -m bugbox serve` in a process of its own. While 20 tables play,
it is killed (SIGKILL) at random moments and started again on the same folder; the clients
reconnect with their tokens, say how many actions they have seen, and play on. In the end
every game is finished and the store holds exactly the actions every client saw: none lost,
none changed.
"""

import asyncio
import contextlib
import json
import random
import re
import sqlite3
import time

import pytest
from table_bots import SeatBot, server_thread, start_server_process, stop_server_process

from bugbox.core.saves import SaveFile
from bugbox.core.session import Session
from bugbox.net import protocol as wire
from bugbox.net.client import Client, Disconnected

OPEN = wire.SeatChoice(player="open")
COMPUTER = wire.SeatChoice(player="computer")
GAMES = 20
KILLS = 5


class Address:
    """Where the server listens now (a restarted server gets a new port)."""

    def __init__(self, url: str):
        self.url = url


async def reconnect(bot: SeatBot, address: Address, deadline: float) -> None:
    """A new connection and the seat back, once the server is up again."""
    while True:
        if time.monotonic() > deadline:
            raise TimeoutError(f"{bot.code}: could not get back to the table")
        try:
            client = await Client.connect(address.url, timeout=2, trace=bot.received.append)
        except (OSError, Disconnected, TimeoutError):
            await asyncio.sleep(0.1)
            continue
        try:
            await client.rejoin(bot.code, bot.token, since=len(bot.seen), timeout=5)
        except (Disconnected, TimeoutError):
            await asyncio.sleep(0.1)
            continue
        bot.client = client
        bot._sent_at = -1  # a move sent before the crash may never have arrived
        return


async def keep_playing(bot: SeatBot, address: Address, deadline: float) -> int:
    """Play to the end through every crash; returns how often the seat came back."""
    returns = 0
    while bot.save is None:
        try:
            await bot.play(deadline)
        except (Disconnected, OSError):
            with contextlib.suppress(Exception):
                await bot.client.close()
            await reconnect(bot, address, deadline)
            returns += 1
    return returns


async def open_tables(url: str) -> list[SeatBot]:
    bots = []
    for number in range(GAMES):
        game, seats = ("verflixxt", [OPEN, OPEN]) if number % 2 else ("verasselt", [OPEN, COMPUTER, OPEN])
        first = SeatBot(None, "", "", 0, game, random.Random(number))
        first.client = await Client.connect(url, trace=first.received.append)
        created, joined = await first.client.create(game, seats, name="Ann")
        first.code, first.token, first.seat = created.code, joined.token, joined.seat
        second = SeatBot(None, created.code, "", 0, game, random.Random(1000 + number))
        second.client = await Client.connect(url, trace=second.received.append)
        joined = await second.client.join(created.code, "Bob")
        second.token, second.seat = joined.token, joined.seat
        bots += [first, second]
    return bots


@pytest.mark.long
def test_killed_with_9_at_random_points_of_20_games_the_server_loses_no_action(tmp_path):
    data, log = tmp_path / "store", tmp_path / "server.log"
    arguments = ("--max-connections-per-address", "500")
    chooser = random.Random(2024)
    started: list = []
    process = start_server_process(data, log, *arguments, started=started)
    address = Address(process.url)
    restarts = []

    async def killer(bots):
        """Kill the server when the games have made a random amount of progress (in actions
        seen, all tables together), KILLS times, well before the games can have ended."""
        nonlocal process
        targets = sorted(chooser.sample(range(50, 3000), KILLS))  # of about 4,000 seen in all
        for target in targets:
            while sum(len(bot.seen) for bot in bots) < target:
                await asyncio.sleep(0.01)
            process.kill()
            await asyncio.to_thread(process.wait, 10)
            stop_server_process(process)
            restarts.append(sum(len(bot.seen) for bot in bots))
            process = await asyncio.to_thread(start_server_process, data, log, *arguments, started=started)
            address.url = process.url

    async def main():
        deadline = time.monotonic() + 50
        async with asyncio.timeout(55):
            bots = await open_tables(address.url)
            results = await asyncio.gather(killer(bots), *(keep_playing(bot, address, deadline) for bot in bots))
            for bot in bots:
                with contextlib.suppress(Exception):
                    await bot.client.close()
            return bots, results[1:]

    try:
        bots, returns = asyncio.run(main())
    finally:
        for each in started:
            stop_server_process(each)
    assert len(restarts) == KILLS and sum(returns) >= KILLS * len(bots) // 2  # the seats really came back
    finished = sum(len(bot.seen) for bot in bots)
    assert restarts[-1] < finished - 100, "the last kill came while games were still running"
    # Every restart found all 20 tables in the store.
    loaded = [int(n) for n in re.findall(r"with (\d+) table\(s\)", log.read_text("utf-8"))]
    assert loaded[0] == 0 and loaded[1:] == [GAMES] * KILLS
    with contextlib.closing(sqlite3.connect(data / "tables.sqlite3")) as db:
        for bot in bots:
            status = db.execute("SELECT status FROM tables WHERE code = ?", (bot.code,)).fetchone()
            assert status == ("over",)
            stored = [
                row[0] for row in db.execute("SELECT action FROM actions WHERE code = ? ORDER BY idx", (bot.code,))
            ]
            save = SaveFile.model_validate(bot.save)
            assert save.actions == bot.seen, "the save is what the seat saw, action by action"
            assert [json.loads(text) for text in stored] == bot.seen
            assert Session.replay(save.game, save.setup, save.seed, save.actions).is_over()


def test_a_client_dropped_mid_turn_rejoins_with_its_token_and_gets_what_it_missed(tmp_path):
    async def main():
        with server_thread(tmp_path) as server:
            async with asyncio.timeout(30):
                ann = SeatBot(None, "", "", 0, "verasselt", random.Random(3))
                ann.client = await Client.connect(server.url, trace=ann.received.append)
                created, joined = await ann.client.create("verasselt", [OPEN, OPEN, COMPUTER], name="Ann")
                ann.code, ann.token, ann.seat = created.code, joined.token, joined.seat
                bob = SeatBot(None, created.code, "", 0, "verasselt", random.Random(4))
                bob.client = await Client.connect(server.url, trace=bob.received.append)
                joined = await bob.client.join(created.code, "Bob")
                bob.token, bob.seat = joined.token, joined.seat
                # Ann plays along by herself; Bob plays until it is his turn after a roll (he may
                # roll on or stop).
                playing_ann = asyncio.create_task(ann.play(time.monotonic() + 25))
                deadline = time.monotonic() + 20
                while not (bob.deciding == bob.seat and bob.state is not None and bob.state.phase == "decide"):
                    bob.take(await bob.client.recv(max(0.01, deadline - time.monotonic())))
                    if bob.state is None or bob.state.phase != "decide":
                        await bob.move_if_mine()
                seen = len(bob.seen)
                # Bob sends his next move and his connection drops before he hears of it.
                await bob.move_if_mine()
                bob.client.ws.transport.abort()
                address = Address(server.url)
                await reconnect(bob, address, time.monotonic() + 10)
                table = await bob.client.recv(5)
                assert isinstance(table, wire.Table) and table.you == [bob.seat]
                bob.take(table)
                assert table.actions >= seen  # his move arrived, or it did not; nothing else happened
                after = await drain(bob.client)
                if table.actions > seen:  # his move did arrive: it comes as a missed action
                    assert isinstance(after[0], wire.Missed)
                for message in after:
                    bob.take(message)
                assert len(bob.seen) >= table.actions  # everything up to the rejoin, and what came since
                saves = [await bob.play(time.monotonic() + 20), await playing_ann]
                assert any('"connected":false' in text for text in ann.received)  # Ann saw him go
                await ann.client.close()
                await bob.client.close()
                return saves

    saves = asyncio.run(main())
    assert saves[0] == saves[1]


async def drain(client: Client) -> list:
    found = []
    with contextlib.suppress(TimeoutError):
        while True:
            found.append(await client.recv(0.3))
    return found
