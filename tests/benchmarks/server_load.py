"""Table server under load, beside a bare WebSocket echo server measured in the same run.

    python tests/benchmarks/server_load.py [--steps 1000,2000,3000] [--seconds 15] [--stored 5000]

Three processes: `python -m bugbox serve` (a fresh store in a temporary folder, 127.0.0.1
only), the reference (`--echo`: a bare `websockets` server that sends every message back,
started by this script in a process of its own), and this script, which simulates the
players. Every table is two connections; each player thinks 1 to 3 seconds (seeded) before
each of its moves, like a person, so N tables make about N / 2 moves a second (3,000 tables:
1,500 moves a second). At the server a move is a Verflixxt! kompakt action, picked from the
legal ones of the public state; at the echo server it is a message as long as the server's
`played`, sent back. For each step the players play for a while (`--warmup`), then, for
`--seconds`:

- the time from a move sent to its answer received, on the players' clock: p50, p95, p99
  (goals at 3,000 tables: p95 under 50 ms, p99 under 100 ms), for bugbox and for the echo;
- the server's event loop: its longest pause (how late a 5 ms sleep woke up: every table
  waited that long; goal under 20 ms at 2,000 tables) and its full garbage collections,
  from the lines `--stats-seconds` makes it print;
- the server's CPU time per move (goal at most 0.35 ms) and in all, its memory;
- how long the server's loop was ready to run but waiting for a CPU (the scheduler's run
  queue): on a shared machine a server can fall behind while using half a core, because
  other processes (the players among them) had the cores.

Before that, the time from starting `bugbox serve` to its listening line, with an empty store
and with `--stored` tables in it (copies of a finished and an unfinished game).

Finished games are replaced by new tables, so the count stays what the step says. Every
loop is bounded in count and time (`--max-minutes`). The machine's load average is printed
with the results: on a shared machine the figures move with it.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import re
import resource
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from websockets.client import ClientProtocol  # noqa: E402
from websockets.frames import Frame, Opcode  # noqa: E402
from websockets.http11 import Response  # noqa: E402
from websockets.protocol import State  # noqa: E402
from websockets.uri import parse_uri  # noqa: E402

from bugbox.core.registry import GAMES  # noqa: E402
from bugbox.net import protocol as wire  # noqa: E402
from bugbox.server.cli import event_loop_factory  # noqa: E402

GAME = "verflixxt"
RULES = GAMES[GAME].rules()
HELLO = wire.dump(wire.Hello(version=wire.PROTOCOL_VERSION, client="server_load"))
TICKS = os.sysconf("SC_CLK_TCK")
GOALS = {"p95_ms": 50.0, "p99_ms": 100.0, "pause_ms": 20.0, "cpu_ms_per_move": 0.35}
#: Limits lifted for the benchmark: every simulated player comes from 127.0.0.1.
UNLIMITED = (
    "--max-tables-per-address", "1000000", "--max-tables-per-hour", "1000000",
    "--max-connections-per-address", "100000", "--connections-per-minute", "1000000",
    "--messages-per-address", "1000000",
)  # fmt: skip


class Run:
    """What all players share: the latencies of the window, whether it is open."""

    def __init__(self, think: tuple[float, float]):
        self.think = think
        self.latencies: list[float] = []
        self.measuring = False
        self.moves = 0
        self.games_done = 0
        self.errors = 0
        self.played_bytes: list[int] = []

    def answered(self, seconds: float) -> None:
        if self.measuring:
            self.latencies.append(seconds)
            self.moves += 1


# --- players at the table server ------------------------------------------------------------


class Wire(asyncio.Protocol):
    """A lean WebSocket client for the simulated players: websockets' own protocol (sans I/O:
    framing, masking, pings) on a plain asyncio protocol, every message handed to `handler`
    in the loop's turn that read it, and every send written at once. No task, queue or lock
    per message: the players' process must stay cheap next to the server on 2 cores (with
    websockets' asyncio client it took about 1 ms of CPU per move, more than the server)."""

    def __init__(self, url: str):
        self.ws = ClientProtocol(parse_uri(url), max_size=wire.MAX_SERVER_MESSAGE)
        self.transport: asyncio.Transport | None = None
        self.handler: Any = None  # called with each text message; None: kept in `inbox`
        self.inbox: asyncio.Queue[str] = asyncio.Queue()
        self.on_lost: Any = None
        loop = asyncio.get_running_loop()
        self.opened: asyncio.Future[None] = loop.create_future()
        self.lost: asyncio.Future[None] = loop.create_future()

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport  # type: ignore[assignment]
        self.ws.send_request(self.ws.connect())
        self._flush()

    def data_received(self, data: bytes) -> None:
        self.ws.receive_data(data)
        for event in self.ws.events_received():
            if isinstance(event, Frame):
                if event.opcode is Opcode.TEXT:
                    text = event.data.decode()
                    if self.handler is not None:
                        self.handler(text)
                    else:
                        self.inbox.put_nowait(text)
            elif isinstance(event, Response) and not self.opened.done():
                if self.ws.state is State.OPEN:
                    self.opened.set_result(None)
                else:
                    self.opened.set_exception(RuntimeError(f"handshake refused: {event.status_code}"))
        self._flush()

    def connection_lost(self, exc: Exception | None) -> None:
        if not self.opened.done():
            self.opened.set_exception(RuntimeError("connection lost"))
        if not self.lost.done():
            self.lost.set_result(None)
        if self.on_lost is not None:
            self.on_lost()

    def send(self, text: str) -> bool:
        if self.ws.state is not State.OPEN or self.transport is None or self.transport.is_closing():
            return False
        self.ws.send_text(text.encode())
        self._flush()
        return True

    def _flush(self) -> None:
        assert self.transport is not None
        for data in self.ws.data_to_send():
            if data:
                self.transport.write(data)
            elif self.transport.can_write_eof():
                self.transport.write_eof()

    async def reply(self, kind: str) -> dict[str, Any]:
        while True:
            message = json.loads(await asyncio.wait_for(self.inbox.get(), 60))
            if message["type"] == kind:
                return message
            if message["type"] == "error":
                raise RuntimeError(str(message["reason"]))

    def hand_to(self, handler: Any) -> None:
        """From now on every message goes to `handler`, those already here first."""
        while not self.inbox.empty():
            handler(self.inbox.get_nowait())
        self.handler = handler

    async def close(self) -> None:
        self.on_lost = None
        if self.ws.state is State.OPEN:
            self.ws.send_close(1000)
            self._flush()
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(asyncio.shield(self.lost), 5)
        if self.transport is not None:
            self.transport.abort()


async def dial(url: str) -> Wire:
    host, port = url.removeprefix("ws://").rsplit(":", 1)
    loop = asyncio.get_running_loop()
    _, conn = await asyncio.wait_for(loop.create_connection(lambda: Wire(url), host, int(port)), 60)
    await asyncio.wait_for(conn.opened, 60)
    return conn


class Player:
    """One seat on one connection: reads everything, moves after thinking when it is its turn
    (a timer, not a task: nothing per move but the message and the choice)."""

    def __init__(self, run: Run, ws: Wire, code: str, token: str, seat: int, chooser: random.Random):
        self.run, self.ws, self.code, self.token, self.seat = run, ws, code, token, seat
        self.chooser = chooser
        self.at = 0
        self.deciding: int | None = None
        self.state: dict[str, Any] | None = None
        self.status = "waiting"
        self.sent_at = -1
        self.sent_time = 0.0
        self.thinking: asyncio.TimerHandle | None = None
        self.over = asyncio.Event()
        self.head = f'{{"type":"act","code":"{code}","token":"{token}","at":'

    def start(self) -> None:
        self.ws.on_lost = self.lost
        self.ws.hand_to(self.read)

    def lost(self) -> None:
        if not self.over.is_set():
            self.run.errors += 1
            self.over.set()

    def read(self, raw: str) -> None:
        now = time.perf_counter()
        message = json.loads(raw)
        kind = message["type"]
        if kind == "played":
            if message["seat"] == self.seat and message["index"] == self.sent_at:
                self.run.answered(now - self.sent_time)
                if len(self.run.played_bytes) < 1000:
                    self.run.played_bytes.append(len(raw))
            self.at = message["index"] + 1
            self.deciding, self.status, self.state = message["deciding"], message["status"], message["state"]
        elif kind == "table":
            self.at, self.deciding, self.status = message["actions"], message["deciding"], message["status"]
            self.state = message["state"]
        elif kind == "game_over":
            self.status = "over"
            self.stop()
            self.over.set()
            return
        elif kind == "error" and message["error"] not in ("stale", "turn"):
            self.run.errors += 1
        if self.status == "playing" and self.deciding == self.seat and self.sent_at != self.at:
            if self.thinking is None:
                delay = self.chooser.uniform(*self.run.think)
                self.thinking = asyncio.get_running_loop().call_later(delay, self.move)

    def stop(self) -> None:
        if self.thinking is not None:
            self.thinking.cancel()
            self.thinking = None

    def move(self) -> None:
        self.thinking = None
        if self.status != "playing" or self.deciding != self.seat or self.state is None:
            return
        at = self.at
        state = RULES.State.model_validate(self.state)
        action = json.dumps(
            RULES.ACTION_ADAPTER.dump_python(self.chooser.choice(RULES.legal_actions(state)), mode="json")
        )
        self.sent_at, self.sent_time = at, time.perf_counter()
        if not self.ws.send(f'{self.head}{at},"action":{action}}}'):
            self.run.errors += 1


async def _connection(url: str) -> Wire:
    ws = await dial(url)
    ws.send(HELLO)
    await ws.reply("welcome")
    return ws


async def open_table(run: Run, url: str, number: int) -> list[Player]:
    first = await _connection(url)
    seats = [{"player": "open"}, {"player": "open"}]
    first.send(json.dumps({"type": "create", "game": GAME, "seats": seats, "name": f"Ann {number}"}))
    created = await first.reply("created")
    joined_first = await first.reply("joined")
    second = await _connection(url)
    second.send(json.dumps({"type": "join", "code": created["code"], "name": f"Bob {number}"}))
    joined_second = await second.reply("joined")
    players = [
        Player(run, first, created["code"], joined_first["token"], joined_first["seat"], random.Random(number)),
        Player(run, second, created["code"], joined_second["token"], joined_second["seat"], random.Random(~number)),
    ]
    for player in players:
        player.start()
    return players


async def keep_table(run: Run, url: str, number: int, stop: asyncio.Event) -> None:
    """One table, replaced by a new one whenever its game ends, until `stop`."""
    generation = 0
    while not stop.is_set():
        players = await open_table(run, url, number * 1000 + generation)
        ended = asyncio.create_task(players[0].over.wait())
        stopping = asyncio.create_task(stop.wait())
        await asyncio.wait([ended, stopping], return_when=asyncio.FIRST_COMPLETED)
        for task in (ended, stopping):
            task.cancel()
        for player in players:
            player.stop()
            await player.ws.close()
        if not stop.is_set():
            run.games_done += 1
        generation += 1


# --- players at the echo server --------------------------------------------------------------


async def keep_echo_table(run: Run, url: str, number: int, size: int, stop: asyncio.Event) -> None:
    """Two connections taking turns: think, send a message of `size` bytes, wait for it back
    (the same lean client as the players at the table server)."""
    chooser = random.Random(number)
    seats = [await dial(url) for _ in "ab"]
    payload = "x" * max(0, size - 40)
    loop = asyncio.get_running_loop()
    turn = [0]
    sent = [0.0]
    failed = asyncio.Event()

    def think() -> None:
        loop.call_later(chooser.uniform(*run.think), move)

    def move() -> None:
        if stop.is_set():
            return
        sent[0] = time.perf_counter()
        if not seats[turn[0] % 2].send(f'{{"type":"act","at":{turn[0]},"pad":"{payload}"}}'):
            run.errors += 1
            failed.set()

    def back(_: str) -> None:
        run.answered(time.perf_counter() - sent[0])
        turn[0] += 1
        think()

    def lost() -> None:
        if not stop.is_set():
            run.errors += 1
            failed.set()

    for ws in seats:
        ws.on_lost = lost
        ws.hand_to(back)
    think()
    try:
        waits = [asyncio.create_task(stop.wait()), asyncio.create_task(failed.wait())]
        await asyncio.wait(waits, return_when=asyncio.FIRST_COMPLETED)
        for task in waits:
            task.cancel()
    finally:
        for ws in seats:
            with contextlib.suppress(Exception):
                await ws.close()


def echo_server(loop: str) -> None:
    """`--echo LOOP`: the reference, a bare websockets server sending every message back, on
    the same event loop as the bugbox server it is compared with."""
    from websockets.asyncio.server import serve
    from websockets.exceptions import ConnectionClosed

    async def echo(ws: Any) -> None:
        with contextlib.suppress(ConnectionClosed):
            async for message in ws:
                await ws.send(message)

    async def main() -> None:
        async with serve(echo, "127.0.0.1", 0, compression=None, max_size=wire.MAX_SERVER_MESSAGE) as server:
            port = next(iter(server.sockets)).getsockname()[1]
            print(f"echo: listening on ws://127.0.0.1:{port}", flush=True)
            await asyncio.Future()

    with asyncio.Runner(loop_factory=event_loop_factory(loop)) as runner:
        runner.run(main())


# --- the processes ----------------------------------------------------------------------------


class Process:
    """A server in a process of its own: its URL from the line it prints, and every later
    line of its stdout kept (the stats lines)."""

    def __init__(self, command: list[str]):
        self.started = time.perf_counter()
        self.popen = subprocess.Popen(
            command, stdout=subprocess.PIPE, cwd=ROOT, env=dict(os.environ, PYTHONPATH=str(ROOT)), text=True
        )
        assert self.popen.stdout is not None
        line = self.popen.stdout.readline()
        self.listening = time.perf_counter() - self.started
        found = re.search(r"(ws://127\.0\.0\.1:\d+)", line)
        if found is None:
            self.popen.kill()
            raise SystemExit(f"{command[3:5]} did not start: {line!r}")
        self.url = found[1]
        self.lines: list[str] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.popen.stdout is not None
        for line in self.popen.stdout:
            self.lines.append(line)
            if os.environ.get("BUGBOX_LOAD_VERBOSE"):
                print("   ", line.rstrip(), flush=True)

    def stop(self) -> None:
        self.popen.terminate()
        try:
            self.popen.wait(30)
        except subprocess.TimeoutExpired:
            self.popen.kill()
            self.popen.wait(10)

    @property
    def pid(self) -> int:
        return self.popen.pid


def serve_command(data: Path, *extra: str) -> list[str]:
    return [sys.executable, "-m", "bugbox", "serve", "--host", "127.0.0.1", "--port", "0", "--data", str(data), *extra]


def rss_kib(pid: int) -> int:
    found = re.search(r"VmRSS:\s+(\d+) kB", Path(f"/proc/{pid}/status").read_text())
    return int(found[1]) if found else 0


def waited_for_cpu(pid: int) -> float:
    """Seconds the process's main thread (the event loop) has spent ready to run but waiting
    for a CPU (the scheduler's run queue, /proc/PID/schedstat): on a shared machine, a loop
    that falls behind while using little CPU is waiting here, not for the GIL or a socket."""
    try:
        return int(Path(f"/proc/{pid}/task/{pid}/schedstat").read_text().split()[1]) / 1e9
    except (OSError, IndexError, ValueError):
        return float("nan")


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


def own_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else float("nan")


def stats_of(lines: list[str]) -> dict[str, float]:
    """The longest loop pause and the full collections in the server's stats lines."""
    pauses, fulls, full_ms = [], 0, 0.0
    for line in lines:
        found = re.search(r"pause_ms=([\d.]+) .*full=(\d+) full_ms=([\d.]+)", line)
        if found:
            pauses.append(float(found[1]))
            fulls += int(found[2])
            full_ms = max(full_ms, float(found[3]))
    return {"pause_ms": max(pauses, default=float("nan")), "full_collections": fulls, "full_ms": full_ms}


# --- the phases -------------------------------------------------------------------------------


async def ramp(
    args: argparse.Namespace, run: Run, server: Process, start_table: Any, label: str
) -> list[dict[str, Any]]:
    """Open tables up to each step, let them play, measure a window; returns a row per step."""
    stop = asyncio.Event()
    tables: list[asyncio.Task[None]] = []
    rows = []
    deadline = time.monotonic() + args.max_minutes * 60
    await asyncio.sleep(1.0)
    empty = rss_kib(server.pid)
    try:
        for step in args.steps:
            if time.monotonic() > deadline:
                print(f"{label}: out of time before {step} tables", flush=True)
                break
            while len(tables) < step:
                tables.append(asyncio.create_task(start_table(len(tables), stop)))
                if len(tables) % 20 == 0:
                    await asyncio.sleep(0.05)  # let the new tables connect
            await asyncio.sleep(args.warmup)
            run.latencies, run.moves, run.errors = [], 0, 0
            cpu_server, cpu_here, start = cpu_seconds(server.pid), own_cpu(), time.perf_counter()
            waited = waited_for_cpu(server.pid)
            first_line = len(server.lines)
            run.measuring = True
            await asyncio.sleep(args.seconds)
            run.measuring = False
            window = time.perf_counter() - start
            server_cpu = cpu_seconds(server.pid) - cpu_server
            waited = waited_for_cpu(server.pid) - waited
            rss = rss_kib(server.pid)
            latencies = run.latencies or [float("nan")]
            row = {
                "server": label,
                "tables": step,
                "moves_per_s": run.moves / window,
                "p50_ms": 1000 * statistics.median(latencies),
                "p95_ms": 1000 * percentile(latencies, 0.95),
                "p99_ms": 1000 * percentile(latencies, 0.99),
                "max_ms": 1000 * max(latencies),
                "server_cpu_pct": 100 * server_cpu / window,
                "loop_waited_for_cpu_pct": 100 * waited / window,
                "cpu_ms_per_move": 1000 * server_cpu / max(1, run.moves),
                "players_cpu_pct": 100 * (own_cpu() - cpu_here) / window,
                "rss_mib": rss / 1024,
                "kib_per_table": (rss - empty) / step,
                "errors": run.errors,
                "load": [round(x, 2) for x in os.getloadavg()],
                **stats_of(server.lines[first_line:]),
            }
            rows.append(row)
            print(
                f"{label:>6} {step:>5} tables: {row['moves_per_s']:6.0f} moves/s, p50 {row['p50_ms']:5.1f} ms, "
                f"p95 {row['p95_ms']:6.1f} ms, p99 {row['p99_ms']:6.1f} ms, CPU {row['server_cpu_pct']:3.0f}% "
                f"({row['cpu_ms_per_move']:.3f} ms/move), loop waited for a CPU {row['loop_waited_for_cpu_pct']:.0f}%, "
                f"loop pause {row['pause_ms']:.1f} ms, "
                f"full GCs {row['full_collections']}, RSS {row['rss_mib']:.0f} MiB, errors {row['errors']}, "
                f"load {row['load']}",
                flush=True,
            )
    finally:
        stop.set()
        await asyncio.wait_for(asyncio.gather(*tables, return_exceptions=True), 120)
    return rows


def stored_store(folder: Path, count: int) -> None:
    """A store of `count` tables: one finished game and one under way, copied (as a restart
    finds them; the server reads none of them before it listens)."""

    async def play() -> None:
        server = Process(serve_command(folder, *UNLIMITED, "--log-level", "warning"))
        try:
            run = Run((0.06, 0.06))  # within a connection's 20 messages a second
            finished = await open_table(run, server.url, 1)
            await asyncio.wait_for(finished[0].over.wait(), 120)
            under_way = await open_table(run, server.url, 2)
            for player in [*finished, *under_way]:
                player.stop()
                await player.ws.close()
        finally:
            server.stop()

    asyncio.run(play())
    with contextlib.closing(sqlite3.connect(folder / "tables.sqlite3")) as db, db:
        codes = [code for (code,) in db.execute("SELECT code FROM tables")]
        columns = [row[1] for row in db.execute("PRAGMA table_info(tables)") if row[1] != "code"]
        others = ", ".join(columns)
        for number in range(count - len(codes)):
            source = codes[number % len(codes)]
            new = f"Z{number:07d}".translate(str.maketrans("0189", "ABCD"))
            db.execute(
                f"INSERT INTO tables (code, {others}) SELECT ?, {others} FROM tables WHERE code = ?", (new, source)
            )
            db.execute("INSERT INTO actions SELECT ?, idx, action FROM actions WHERE code = ?", (new, source))


def time_to_listen(count: int) -> dict[str, float]:
    """Seconds from starting `bugbox serve` to its listening line: empty store, `count` tables."""
    found = {}
    with tempfile.TemporaryDirectory(prefix="bugbox-stored-") as folder:
        empty, full = Path(folder) / "empty", Path(folder) / "full"
        full.mkdir()
        stored_store(full, count)
        for label, data in (("empty", empty), (str(count), full)):
            times = []
            for _ in range(3):
                server = Process(serve_command(data, "--log-level", "warning"))
                times.append(server.listening)
                server.stop()
            found[label] = statistics.median(times)
    return found


def move_cpu(games: int = 40, rounds: int = 5) -> float:
    """Milliseconds of CPU a move's own work costs at the server, in this process and without
    sockets or the store: the `act` text parsed and validated as the server does, its action
    read by the game's model, the rules, the `played` text built and encoded. Seeded
    Verflixxt games; the best of `rounds` (the least disturbed by the rest of the machine)."""
    from pydantic_core import to_json

    from bugbox.core.players import Seat as SetupSeat
    from bugbox.core.players import Setup
    from bugbox.server.tables import LiveSession, Seat, Table

    spec = GAMES[GAME]
    setup = Setup(
        seats=tuple(SetupSeat(name=name, colour=spec.seat_colours[i]) for i, name in enumerate(("Ann", "Bob"))),
        options=spec.default_options(),
    )
    texts: list[list[str]] = []
    for seed in range(games):
        session, chooser, acts = LiveSession(GAME, setup, seed), random.Random(seed), []
        while not session.is_over() and len(acts) < 1000:
            action = chooser.choice(RULES.legal_actions(session.state))
            act = RULES.ACTION_ADAPTER.dump_python(action, mode="json")
            acts.append(
                json.dumps({"type": "act", "code": "ABCDEFGH", "token": "A" * 43, "at": len(acts), "action": act})
            )
            session.play(action)
        texts.append(acts)
    moves = sum(map(len, texts))
    best = float("inf")
    for _ in range(rounds):
        started = time.process_time()
        for seed, acts in enumerate(texts):
            table = Table("ABCDEFGH", GAME, {}, [Seat(0, "red"), Seat(1, "blue")], seed, "")
            table.session, table.status = LiveSession(GAME, setup, seed), "playing"
            for raw in acts:
                request = wire.CLIENT_ADAPTER.validate_json(raw)
                action = RULES.ACTION_ADAPTER.validate_json(to_json(request.action), strict=True)
                seat = table.session.deciding_player()
                table.session.play(action)
                table.played(seat).encode()
        best = min(best, (time.process_time() - started) / moves * 1000)
    return best


async def main(args: argparse.Namespace) -> dict[str, Any]:
    resource.setrlimit(resource.RLIMIT_NOFILE, (resource.getrlimit(resource.RLIMIT_NOFILE)[1],) * 2)
    result: dict[str, Any] = {
        "load_before": [round(x, 2) for x in os.getloadavg()],
        "cores": os.cpu_count(),
        "loop": "uvloop" if event_loop_factory(args.loop) is not None else "asyncio",
    }
    result["move_cpu_ms"] = move_cpu()
    print(f"a move's own work, in-process: {result['move_cpu_ms']:.3f} ms of CPU", flush=True)
    if args.stored:
        result["listening_s"] = await asyncio.to_thread(time_to_listen, args.stored)
        print(f"time to listening: {result['listening_s']}", flush=True)
    rows = []
    with tempfile.TemporaryDirectory(prefix="bugbox-load-") as data:
        top = max(args.steps)
        server = Process(
            serve_command(
                Path(data),
                *UNLIMITED,
                "--max-tables",
                str(top * 2),
                "--log-level",
                "warning",
                "--stats-seconds",
                "2",
                "--loop",
                args.loop,
            )
        )
        run = Run((args.think_min, args.think_max))
        try:
            rows += await ramp(
                args, run, server, lambda number, stop: keep_table(run, server.url, number, stop), "bugbox"
            )
        finally:
            server.stop()
            if args.server_log is not None:  # its stats lines: pauses, collections, where the loop stalled
                args.server_log.write_text("\n".join(server.lines) + "\n")
    size = int(statistics.median(run.played_bytes)) if run.played_bytes else 2000
    echo = Process([sys.executable, str(Path(__file__).resolve()), "--echo", args.loop])
    run = Run((args.think_min, args.think_max))
    try:
        rows += await ramp(
            args, run, echo, lambda number, stop: keep_echo_table(run, echo.url, number, size, stop), "echo"
        )
    finally:
        echo.stop()
    result.update(rows=rows, played_bytes=size, load_after=[round(x, 2) for x in os.getloadavg()])
    return result


def report(result: dict[str, Any]) -> None:
    rows = result["rows"]
    by = {(row["server"], row["tables"]): row for row in rows}
    print(f"\nload average before {result['load_before']}, after {result['load_after']}; {result['cores']} cores")
    print(
        f"a move's own work in-process (act parsed and validated, rules, played built): "
        f"{result['move_cpu_ms']:.3f} ms of CPU"
    )
    if "listening_s" in result:
        print("time to listening: " + ", ".join(f"{k} tables {v:.2f} s" for k, v in result["listening_s"].items()))
    print(f"a played message: about {result['played_bytes']} bytes (the echo sends as many)\n")
    print(
        "| tables | moves/s | bugbox p50 | bugbox p95 | bugbox p99 | echo p50 | echo p95 | echo p99 "
        "| loop pause | full GCs | CPU/move | server CPU | loop waited for a CPU | RSS |"
    )
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for tables in sorted({row["tables"] for row in rows}):
        ours, echo = by.get(("bugbox", tables)), by.get(("echo", tables))
        if ours is None:
            continue

        def ms(row: dict[str, Any] | None, key: str) -> str:
            return "-" if row is None else f"{row[key]:.1f} ms"

        print(
            f"| {tables} | {ours['moves_per_s']:.0f} | {ms(ours, 'p50_ms')} | {ms(ours, 'p95_ms')} | "
            f"{ms(ours, 'p99_ms')} | {ms(echo, 'p50_ms')} | {ms(echo, 'p95_ms')} | {ms(echo, 'p99_ms')} | "
            f"{ours['pause_ms']:.1f} ms | {ours['full_collections']} | {ours['cpu_ms_per_move']:.3f} ms | "
            f"{ours['server_cpu_pct']:.0f}% | {ours['loop_waited_for_cpu_pct']:.0f}% | {ours['rss_mib']:.0f} MiB |"
        )
    print("\ngoals: " + ", ".join(f"{key} {value}" for key, value in GOALS.items()))


if __name__ == "__main__":
    if sys.argv[1:2] == ["--echo"]:
        echo_server(sys.argv[2])
        raise SystemExit(0)
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--steps", default="1000,2000,3000", help="table counts, ascending")
    parser.add_argument("--seconds", type=float, default=15.0, help="length of each measuring window")
    parser.add_argument("--warmup", type=float, default=5.0, help="seconds of play before each window")
    parser.add_argument("--think-min", type=float, default=1.0)
    parser.add_argument("--think-max", type=float, default=3.0)
    parser.add_argument("--stored", type=int, default=5000, help="tables in the store for the start (0: skip)")
    parser.add_argument("--max-minutes", type=float, default=6.0, help="stop ramping after this long (each server)")
    parser.add_argument("--json", type=Path, help="also write the results here")
    parser.add_argument(
        "--loop", default="auto", choices=("auto", "uvloop", "asyncio"), help="both servers' event loop"
    )
    parser.add_argument("--server-log", type=Path, help="write the server's stats lines here (where its loop stalled)")
    arguments = parser.parse_args()
    arguments.steps = sorted(int(step) for step in arguments.steps.split(","))
    found = asyncio.run(main(arguments))
    report(found)
    if arguments.json is not None:
        arguments.json.write_text(json.dumps(found, indent=1) + "\n", encoding="utf-8")
