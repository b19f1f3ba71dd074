"""Tables read back from the store (issue 46): their games are replayed off the event loop,
once for requests that come together, paid for by the address that asked like a catch-up,
and a finished one is kept at hand instead of being replayed for every request.
"""

import asyncio
import contextlib
import random
import threading
import time
from pathlib import Path

import pytest
from table_bots import TEST_LIMITS

from bugbox.core.players import Seat as SetupSeat
from bugbox.core.players import Setup
from bugbox.core.registry import GAMES
from bugbox.net.client import Client, Disconnected, Refused
from bugbox.server.server import TableServer
from bugbox.server.store import Store
from bugbox.server.tables import LiveSession, Seat, Table, new_token, token_hash


def stored_game(folder: Path, moves: int, stop: float, code: str = "GAMEAAAA", seed: int = 1) -> tuple[str, Table]:
    """A five-seat Voll verasselt table of persons in the store, played by seeded random
    choices (`stop`: how often a player stops when it may) for at most `moves` actions:
    (a seat's token, the table as it was stored)."""
    spec = GAMES["verasselt"]
    colours = spec.seat_colours
    token = new_token()
    seats = [
        Seat(index=i, colour=colours[i], player="person", name=f"Player {i}", token_hash=token_hash(token))
        if i == 0
        else Seat(index=i, colour=colours[i], player="person", name=f"Player {i}", token_hash=token_hash(new_token()))
        for i in range(5)
    ]
    setup = Setup(
        seats=tuple(SetupSeat(name=seat.name, colour=seat.colour) for seat in seats), options=spec.default_options()
    )
    session = LiveSession("verasselt", setup, seed)
    chooser, rules = random.Random(seed), session.rules
    while not session.is_over() and len(session.actions) < moves:
        actions = rules.legal_actions(session.state)
        stops = [action for action in actions if action.kind == "stop"]
        others = [action for action in actions if action.kind != "stop"] or actions
        session.play(stops[0] if stops and chooser.random() < stop else chooser.choice(others))
    table = Table(
        code=code,
        game_id="verasselt",
        options=dict(setup.options),
        seats=seats,
        seed=seed,
        host_hash=token_hash(new_token()),
        status="over" if session.is_over() else "playing",
        session=session,
        created="2026-01-01T00:00:00+00:00",
        opened_from="127.0.0.9",
    )

    async def write() -> None:
        store = Store(folder)
        store.start()
        try:
            await store.put_table(table.row())
            await asyncio.gather(*(store.add_action(code, i, text, None) for i, text in enumerate(session.actions)))
        finally:
            store.close()

    asyncio.run(write())
    return token, table


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
