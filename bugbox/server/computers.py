"""The computer at a table: it plays the computer seats, and a person's seat while it is
handed over, thinking off the event loop.

A computer player's decision can take tens of milliseconds (Verflixxt's hard level looks
ahead); the event loop serves every table, so the decision runs in a small thread pool and
the loop goes on meanwhile. The move then takes the same road as a person's (`apply`, under
the table's lock): rules, store, everybody hears of it. A move whose position changed while
the computer was thinking (the person came back, the store refused the one before) is
thought again.

At a table where no person is connected (their seats taken over while they are away) and
only spectators watch, each computer move waits `Limits.watched_pause` first: the game goes
on at a pace a spectator can follow, at little cost.

The computers play only while somebody is at the table (a person connected to a seat, or a
spectator): a table whose persons have all gone waits for them without costing anything,
and goes on when one comes back (`kick` again from the referee).
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from ..core.players import Level
from .refusals import Refusal
from .tables import Table

log = logging.getLogger(__name__)

#: Store failures in a row after which the computer stops trying (the next move of anybody
#: at the table, or a restart, lets it try again).
RETRIES = 5


class Computers:
    def __init__(
        self,
        threads: int,
        pause: float,
        apply: Callable[[Table, int, Any], Awaitable[None]],
        watched_pause: float = 0.0,
    ):
        self._pool = ThreadPoolExecutor(max_workers=threads, thread_name_prefix="bugbox-computer")
        self._pause = pause
        self._watched_pause = watched_pause
        self._apply = apply
        self._closing = False

    def kick(self, table: Table) -> None:
        """Let the computer move when the decision is a computer-played seat's."""
        if self._closing or table.status != "playing" or (table.computer is not None and not table.computer.done()):
            return
        deciding = table.deciding()
        if deciding is None or not table.seats[deciding].computer_plays or not table.connections():
            return
        table.computer = asyncio.get_running_loop().create_task(self._moves(table))

    async def shutdown(self, tables: list[Table]) -> None:
        """Stop thinking: running moves are cancelled, the threads end."""
        self._closing = True
        running = [table.computer for table in tables if table.computer is not None]
        for task in running:
            task.cancel()
        for task in running:
            try:
                await task
            except (asyncio.CancelledError, Exception):  # noqa: BLE001 - stopping, whatever it was doing
                pass
        self._pool.shutdown(wait=True, cancel_futures=True)

    async def _moves(self, table: Table) -> None:
        session = table.session
        assert session is not None
        ai = table.spec.ai()
        assert ai is not None
        loop = asyncio.get_running_loop()
        failures = 0
        while not self._closing and table.status == "playing":
            index = session.deciding_player()
            if index is None:
                return
            seat = table.seats[index]
            if not seat.computer_plays or not table.connections():
                return
            pause = self._pause
            if not any(seat.conn is not None for seat in table.seats):
                # Only spectators are here (every person away, their seats played by the
                # computer): the game goes on at a pace to watch, not as fast as the threads
                # think, which let one spectator keep twenty tables at 62 % of a core.
                pause = max(pause, self._watched_pause)
            if pause > 0:
                await asyncio.sleep(pause)
            count, state, level = len(session.actions), session.state, seat.level or Level.NORMAL
            # A fresh random seed per decision: nothing of the table's seed goes into it.
            action = await loop.run_in_executor(self._pool, ai.choose_action, state, level, secrets.randbits(63))
            async with table.lock:
                if len(session.actions) != count or not seat.computer_plays or table.status != "playing":
                    continue
                try:
                    await self._apply(table, index, action)
                    failures = 0
                except Refusal as refusal:
                    failures += 1
                    log.error("table %s: the computer's move was refused: %s", table.code, refusal)
                    if refusal.kind != "store" or failures > RETRIES:
                        return
            if failures:
                await asyncio.sleep(min(5.0, 0.2 * 2**failures))
