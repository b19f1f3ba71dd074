"""Requests that wait for a table's lock find the table as it is when they get it (issue 46).

The server runs on the test's own loop, so a test can hold a table's lock itself, line
requests up behind it, change the table meanwhile (a rejoin, a close), and let go.
"""

import asyncio
import contextlib
import random

import pytest
from table_bots import TEST_LIMITS, next_of, pick

from bugbox.net import protocol as wire
from bugbox.net.client import Client, Disconnected, Refused
from bugbox.server import refusals
from bugbox.server.server import TableServer

OPEN = wire.SeatChoice(player="open")


async def _queued(lock: asyncio.Lock, count: int) -> None:
    """Until `count` requests wait for the lock (bounded)."""
    for _ in range(500):
        if len(getattr(lock, "_waiters", None) or ()) >= count:
            return
        await asyncio.sleep(0.01)
    raise AssertionError("the requests did not reach the table's lock")


def _run(tmp_path, body):
    async def main():
        server = TableServer(tmp_path / "store", "127.0.0.1", 0, TEST_LIMITS)
        await server.start()
        clients: list[Client] = []

        async def connect() -> Client:
            client = await Client.connect(server.url)
            clients.append(client)
            return client

        try:
            async with asyncio.timeout(30):
                return await body(server, connect)
        finally:
            for client in clients:
                with contextlib.suppress(Disconnected, OSError):
                    await client.close()
            await server.stop()

    return asyncio.run(main())


async def _two_playing(connect):
    ann, bob = await connect(), await connect()
    created, joined = await ann.create("verflixxt", [OPEN, OPEN], name="Ann")
    bob_joined = await bob.join(created.code, "Bob")
    started = await next_of(ann, wire.Table, where=lambda m: m.status == "playing")
    return created.code, (ann, joined), (bob, bob_joined), started


def test_a_move_from_a_connection_whose_seat_a_rejoin_took_meanwhile_is_not_applied(tmp_path):
    async def body(server, connect):
        code, (ann, ann_joined), (bob, bob_joined), started = await _two_playing(connect)
        mover, joined = (ann, ann_joined) if started.deciding == ann_joined.seat else (bob, bob_joined)
        state = wire.decode_state("verflixxt", started.state)
        action = pick("verflixxt", state, random.Random(1))
        table = server.referee.tables[code]
        again = await connect()
        async with table.lock:
            rejoining = asyncio.ensure_future(again.rejoin(code, joined.token))
            await _queued(table.lock, 1)
            await mover.act(code, joined.token, started.actions, action, wait=False)
            await _queued(table.lock, 2)
        await rejoining
        assert len(table.session.actions) == started.actions  # the old connection's move was not made
        # The rejoined connection plays the seat.
        played = await again.act(code, joined.token, started.actions, action)
        assert played.index == started.actions
        return True

    assert _run(tmp_path, body)


def test_a_rejoin_waiting_behind_a_close_is_told_the_table_closed_and_binds_to_nothing(tmp_path):
    async def body(server, connect):
        code, (ann, ann_joined), _, _ = await _two_playing(connect)
        table = server.referee.tables[code]
        again = await connect()
        async with table.lock:
            rejoining = asyncio.ensure_future(again.rejoin(code, ann_joined.token))
            await _queued(table.lock, 1)
            assert await server.referee._close_locked(table, refusals.TABLE_CLOSED, "in a test")
        with pytest.raises(Refused) as caught:
            await rejoining
        assert caught.value.kind == "no_table"
        closed = await next_of(again, wire.Closed)
        assert closed.code == code and closed.reason == wire.Reason.of(refusals.TABLE_CLOSED)
        assert all(seat.conn is None for seat in table.seats)
        return True

    assert _run(tmp_path, body)


def test_a_closed_table_has_no_snapshot_saying_it_waits(tmp_path):
    async def body(server, connect):
        code, *_ = await _two_playing(connect)
        table = server.referee.tables[code]
        async with table.lock:
            assert await server.referee._close_locked(table, refusals.TABLE_CLOSED, "in a test")
        with pytest.raises(ValueError):
            table.snapshot([])
        return True

    assert _run(tmp_path, body)


def test_a_move_after_the_game_is_over_is_refused_as_state(tmp_path):
    """docs/protocol.md: a move at a finished game is refused with `state`, also once the
    table has left memory and is read back from the store."""

    async def body(server, connect):
        code, (ann, ann_joined), (bob, bob_joined), started = await _two_playing(connect)
        table = server.referee.tables[code]
        # Play the game out from the server's side (the persons' moves through the referee).
        chooser = random.Random(3)
        while table.status == "playing":
            deciding = table.session.deciding_player()
            client, joined = (ann, ann_joined) if deciding == ann_joined.seat else (bob, bob_joined)
            action = pick("verflixxt", table.session.rules.public_state(table.session.state), chooser)
            await client.act(code, joined.token, len(table.session.actions), action)
        assert code not in server.referee.tables  # finished: read back from the store now
        for client, joined in ((ann, ann_joined), (bob, bob_joined)):
            with pytest.raises(Refused) as caught:
                await client.act(code, joined.token, 0, {"kind": "roll"})
            assert caught.value.kind == "state"
        return True

    assert _run(tmp_path, body)
