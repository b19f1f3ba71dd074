"""Test players for the table server: clients that play whole games from the public state.

A `SeatBot` holds one seat. It learns the table from what the server sends (`table`,
`played`, `missed`, `game_over`), and when the decision is its seat's, it picks among the
legal actions it computes itself from the public state: a seeded random choice that stops
often and boosts seldom, so games end in a few hundred actions.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import sqlite3
import time
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from bugbox.core.players import Seat as SetupSeat
from bugbox.core.players import Setup
from bugbox.core.registry import GAMES
from bugbox.net import protocol as wire
from bugbox.net.client import Client, Disconnected, Refused
from bugbox.server.limits import Limits
from bugbox.server.server import ServerThread
from bugbox.server.store import Store
from bugbox.server.tables import LiveSession, Seat, Table, new_token, token_hash

#: Limits for tests: quick sweeps, and room for the many connections one test makes.
TEST_LIMITS = Limits(connections_per_address=200, sweep_seconds=0.5)


@contextlib.contextmanager
def server_thread(data: Path, **changes: Any) -> Iterator[ServerThread]:
    """A table server on 127.0.0.1 (port from the system) in its own thread, stopped at the end."""
    server = ServerThread(data, "127.0.0.1", 0, replace(TEST_LIMITS, **changes))
    server.start()
    try:
        yield server
    finally:
        server.stop()


def pick(game_id: str, state: Any, chooser: random.Random) -> dict[str, Any]:
    """A legal action for the deciding player, as JSON: stop half the time it may, boost seldom."""
    rules = GAMES[game_id].rules()
    actions = rules.legal_actions(state)
    kinds: dict[str, list[Any]] = {}
    for action in actions:
        kinds.setdefault(action.kind, []).append(action)
    if "stop" in kinds and chooser.random() < 0.5:
        chosen = kinds["stop"][0]
    else:
        if "boost" in kinds and len(kinds) > 1 and chooser.random() < 0.9:
            del kinds["boost"]
        chosen = chooser.choice(kinds[chooser.choice(sorted(kinds))])
    return rules.ACTION_ADAPTER.dump_python(chosen, mode="json")


@dataclass
class SeatBot:
    """One seat played by a test client; everything it received is in `received`."""

    client: Client
    code: str
    token: str
    seat: int
    game_id: str
    chooser: random.Random
    state: Any = None
    status: str = "waiting"
    deciding: int | None = None
    seen: list[dict[str, Any]] = field(default_factory=list)  # the actions, by index
    save: dict[str, Any] | None = None
    received: list[str] = field(default_factory=list)  # the text of every message, as it came
    latencies: list[float] = field(default_factory=list)
    _sent_at: int = -1
    _sent_time: float = 0.0

    def take(self, message: Any) -> None:
        if isinstance(message, wire.Table):
            self.status, self.deciding = message.status, message.deciding
            if message.state is not None:
                self.state = wire.decode_state(self.game_id, message.state)
            if message.actions < len(self.seen):
                raise AssertionError(f"the server lost actions: it has {message.actions}, we saw {len(self.seen)}")
        elif isinstance(message, wire.Missed):
            for missed in message.actions:
                self._note(missed.index, missed.action)
        elif isinstance(message, wire.Played):
            self._note(message.index, message.action)
            self.status, self.deciding = message.status, message.deciding
            self.state = wire.decode_state(self.game_id, message.state)
            if message.seat == self.seat and self._sent_at == message.index:
                self.latencies.append(time.perf_counter() - self._sent_time)
        elif isinstance(message, wire.GameOver):
            self.save = message.save
            self.status = "over"

    def _note(self, index: int, action: dict[str, Any]) -> None:
        if index < len(self.seen):
            assert self.seen[index] == action, f"action {index} differs from what was seen before"
        elif index == len(self.seen):
            self.seen.append(action)
        else:
            raise AssertionError(f"action {index} came before action {len(self.seen)}")

    async def move_if_mine(self) -> None:
        if self.status != "playing" or self.deciding != self.seat or self.state is None:
            return
        at = len(self.seen)
        if self._sent_at == at:
            return
        self._sent_at, self._sent_time = at, time.perf_counter()
        await self.client.act(self.code, self.token, at, pick(self.game_id, self.state, self.chooser), wait=False)

    async def play(self, deadline: float) -> dict[str, Any]:
        """Play until the save arrives; returns it."""
        await self.move_if_mine()
        while self.save is None:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"seat {self.seat} of {self.code}: no end of the game in time")
            message = await self.client.recv(left)
            if isinstance(message, wire.Error):
                if message.error in ("stale", "turn"):
                    continue  # our move crossed another; the next message says where we are
                raise Refused(message)
            self.take(message)
            await self.move_if_mine()
        return self.save


async def seat_bots(
    url: str,
    game_id: str,
    seats: list[wire.SeatChoice],
    *,
    options: dict[str, bool] | None = None,
    seed: int = 0,
    takeover_after: float | None = None,
) -> tuple[str, str, list[SeatBot]]:
    """Open a table and fill every open seat with a bot of its own connection: (code, host, bots)."""
    open_seats = sum(choice.player == "open" for choice in seats)
    bots: list[SeatBot] = []
    received: list[str] = []
    host_client = await Client.connect(url, trace=received.append)
    created, joined = await host_client.create(
        game_id, seats, options=options, name="Ann", takeover_after=takeover_after
    )
    assert joined is not None
    bot = SeatBot(host_client, created.code, joined.token, joined.seat, game_id, random.Random(seed))
    bot.received = received
    bots.append(bot)
    for number in range(1, open_seats):
        received = []
        client = await Client.connect(url, trace=received.append)
        joined = await client.join(created.code, f"Player {number + 1}")
        bot = SeatBot(client, created.code, joined.token, joined.seat, game_id, random.Random(seed * 31 + number))
        bot.received = received
        bots.append(bot)
    return created.code, created.host, bots


async def play_out(bots: list[SeatBot], seconds: float) -> list[dict[str, Any]]:
    deadline = time.monotonic() + seconds
    return await asyncio.gather(*(bot.play(deadline) for bot in bots))


async def close_all(bots: list[SeatBot]) -> None:
    for bot in bots:
        with contextlib.suppress(Disconnected, OSError):
            await bot.client.close()


def stored_actions(data: Path, code: str) -> list[str]:
    """The actions the store holds for a table (read once the server has stopped)."""
    with contextlib.closing(sqlite3.connect(data / "tables.sqlite3")) as db:
        return [text for (text,) in db.execute("SELECT action FROM actions WHERE code = ? ORDER BY idx", (code,))]


class Lobby:
    """The clients of one test: `connect` makes one; all are closed before the server stops."""

    def __init__(self, server: ServerThread):
        self.server = server
        self.clients: list[Client] = []

    async def connect(self, **options: Any) -> Client:
        client = await Client.connect(self.server.url, **options)
        self.clients.append(client)
        return client

    async def close(self) -> None:
        for client in self.clients:
            with contextlib.suppress(Disconnected, OSError):
                await client.close()


def run_with_server(data: Path, body: Any, seconds: float = 30.0, **limits: Any) -> Any:
    """Run `await body(lobby)` against a fresh server on `data`, bounded in time."""

    async def main() -> Any:
        with server_thread(data, **limits) as server:
            lobby = Lobby(server)
            try:
                async with asyncio.timeout(seconds):
                    return await body(lobby)
            finally:
                await lobby.close()

    return asyncio.run(main())


async def next_of(client: Client, kind: type, seconds: float = 5.0, where: Any = None) -> Any:
    """The next message of a type (and matching `where`), skipping the others."""
    deadline = time.monotonic() + seconds
    while True:
        message = await client.recv(max(0.01, deadline - time.monotonic()))
        if isinstance(message, kind) and (where is None or where(message)):
            return message


ROOT = Path(__file__).resolve().parents[2]


@contextlib.contextmanager
def server_process(data: Path, log: Path, *arguments: str, files: int | None = None) -> Iterator[tuple[Any, str]]:
    """`python -m bugbox serve --port 0` in a process of its own: (the process, its URL).
    The URL comes from the line it prints once it listens; it is stopped (or killed) at the end.
    `files`: the most file descriptors the process may have open."""
    process = start_server_process(data, log, *arguments, files=files)
    try:
        yield process, process.url
    finally:
        stop_server_process(process)


def start_server_process(
    data: Path, log: Path, *arguments: str, started: list[Any] | None = None, files: int | None = None
) -> Any:
    """The server process, once it listens; with `started`, it is put there at once, so that
    a test stopped while it starts still stops it."""
    import os
    import re
    import selectors
    import subprocess
    import sys

    env = dict(os.environ, PYTHONPATH=str(ROOT))

    def limit_files() -> None:
        import resource

        if files is not None:
            resource.setrlimit(resource.RLIMIT_NOFILE, (files, resource.getrlimit(resource.RLIMIT_NOFILE)[1]))

    command = [sys.executable, "-m", "bugbox", "serve", "--host", "127.0.0.1", "--port", "0", "--data", str(data)]
    with open(log, "ab") as errors:
        process = subprocess.Popen(
            [*command, *arguments],
            stdout=subprocess.PIPE,
            stderr=errors,
            env=env,
            cwd=ROOT,
            bufsize=0,
            preexec_fn=limit_files if files is not None else None,
        )
    if started is not None:
        started.append(process)
    selector = selectors.DefaultSelector()
    assert process.stdout is not None
    selector.register(process.stdout, selectors.EVENT_READ)
    deadline, line = time.monotonic() + 30, b""
    while not line.endswith(b"\n") and time.monotonic() < deadline:
        if selector.select(max(0.0, deadline - time.monotonic())):
            chunk = process.stdout.read(1)
            if not chunk:
                break
            line += chunk
    selector.close()
    found = re.search(rb"listening on (ws://127\.0\.0\.1:\d+)", line)
    if found is None:
        process.kill()
        process.wait(10)
        raise RuntimeError(f"the server did not start: {line!r}; see {log}")
    process.url = found[1].decode("ascii")
    process.listening = line.decode("utf-8", errors="replace").strip()
    return process


def stop_server_process(process: Any) -> None:
    import signal
    import subprocess

    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(10)
    if process.stdout is not None:
        process.stdout.close()


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
