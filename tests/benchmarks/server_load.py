"""Table server under load: how many tables one server process holds with quick answers.

    python tests/benchmarks/server_load.py [--steps 50,100,250,500,1000] [--seconds 20]

The server is `python -m bugbox serve` in a process of its own (port from the system, a
fresh store in a temporary folder, on 127.0.0.1 only); this script is the load generator in
another. For each step it opens tables up to that many (Verflixxt! kompakt, two seats, each
its own WebSocket connection) and lets them play: each player thinks 1 to 3 seconds (seeded)
before each of its moves, like a person, and picks a legal action from the public state.
Then it measures, for a while:

- the time from an action sent to its `played` message (the events) received back, on the
  generator's clock: p50, p95, p99 (the goal is p95 under 50 ms);
- the server's resident memory (VmRSS) and its growth per table over the empty server;
- the server's CPU time in that window (percent of one core), and the generator's.

Tables whose game ends are replaced by new ones, so the count stays what the step says;
finished tables stay in the server's memory (until they close after 15 minutes) and are
counted in the memory per table. Every loop is bounded in count and time (--max-minutes).
Prints one table, and the curve of tables against p95.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import math
import os
import random
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from websockets.asyncio.client import ClientConnection, connect  # noqa: E402
from websockets.exceptions import ConnectionClosed  # noqa: E402

from bugbox.core.registry import GAMES  # noqa: E402
from bugbox.net import protocol as wire  # noqa: E402

GAME = "verflixxt"
RULES = GAMES[GAME].rules()
HELLO = wire.dump(wire.Hello(version=wire.PROTOCOL_VERSION, client="server_load"))
TICKS = os.sysconf("SC_CLK_TCK")
GOAL_MS = 50.0


class Run:
    """What all players share: the latencies measured, whether a window is open."""

    def __init__(self, think: tuple[float, float]):
        self.think = think
        self.latencies: list[float] = []
        self.measuring = False
        self.actions = 0
        self.games_done = 0
        self.errors = 0


class Player:
    """One seat on one connection: reads everything, moves after thinking when it is its turn."""

    def __init__(self, run: Run, ws: ClientConnection, code: str, token: str, seat: int, chooser: random.Random):
        self.run, self.ws, self.code, self.token, self.seat = run, ws, code, token, seat
        self.chooser = chooser
        self.at = 0
        self.deciding: int | None = None
        self.state: dict[str, Any] | None = None
        self.status = "waiting"
        self.sent_at = -1
        self.sent_time = 0.0
        self.thinking: asyncio.Task[None] | None = None
        self.over = asyncio.Event()

    async def read(self) -> None:
        try:
            async for raw in self.ws:
                now = time.perf_counter()
                message = json.loads(raw)
                kind = message["type"]
                if kind == "played":
                    if message["seat"] == self.seat and message["index"] == self.sent_at:
                        if self.run.measuring:
                            self.run.latencies.append(now - self.sent_time)
                            self.run.actions += 1
                    self.at = message["index"] + 1
                    self.deciding, self.status, self.state = message["deciding"], message["status"], message["state"]
                elif kind == "table":
                    self.at, self.deciding, self.status = message["actions"], message["deciding"], message["status"]
                    self.state = message["state"]
                elif kind == "game_over":
                    self.status = "over"
                    self.over.set()
                    return
                elif kind == "error" and message["error"] not in ("stale", "turn"):
                    self.run.errors += 1
                if self.status == "playing" and self.deciding == self.seat and self.sent_at != self.at:
                    if self.thinking is None or self.thinking.done():
                        self.thinking = asyncio.get_running_loop().create_task(self.move())
        except ConnectionClosed:
            self.run.errors += 1
        finally:
            self.over.set()

    async def move(self) -> None:
        await asyncio.sleep(self.chooser.uniform(*self.run.think))
        if self.status != "playing" or self.deciding != self.seat or self.state is None:
            return
        at = self.at
        state = RULES.State.model_validate(self.state)
        action = self.chooser.choice(RULES.legal_actions(state))
        text = json.dumps(
            {
                "type": "act",
                "code": self.code,
                "token": self.token,
                "at": at,
                "action": RULES.ACTION_ADAPTER.dump_python(action, mode="json"),
            }
        )
        self.sent_at, self.sent_time = at, time.perf_counter()
        try:
            await self.ws.send(text)
        except ConnectionClosed:
            self.run.errors += 1


async def _reply(ws: ClientConnection, kind: str) -> dict[str, Any]:
    while True:
        message = json.loads(await asyncio.wait_for(ws.recv(), 30))
        if message["type"] == kind:
            return message
        if message["type"] == "error":
            raise RuntimeError(message["reason"]["text"])


async def _connection(url: str) -> ClientConnection:
    ws = await connect(url, compression=None, max_size=wire.MAX_SERVER_MESSAGE, open_timeout=30)
    await ws.send(HELLO)
    await _reply(ws, "welcome")
    return ws


async def open_table(run: Run, url: str, number: int) -> list[Player]:
    first = await _connection(url)
    seats = [{"player": "open"}, {"player": "open"}]
    await first.send(json.dumps({"type": "create", "game": GAME, "seats": seats, "name": f"Ann {number}"}))
    created = await _reply(first, "created")
    joined_first = await _reply(first, "joined")
    second = await _connection(url)
    await second.send(json.dumps({"type": "join", "code": created["code"], "name": f"Bob {number}"}))
    joined_second = await _reply(second, "joined")
    players = [
        Player(run, first, created["code"], joined_first["token"], joined_first["seat"], random.Random(number)),
        Player(run, second, created["code"], joined_second["token"], joined_second["seat"], random.Random(~number)),
    ]
    return players


async def keep_table(run: Run, url: str, number: int, stop: asyncio.Event) -> None:
    """One table, replaced by a new one whenever its game ends, until `stop`."""
    generation = 0
    while not stop.is_set():
        players = await open_table(run, url, number * 1000 + generation)
        readers = [asyncio.create_task(player.read()) for player in players]
        ended = asyncio.create_task(players[0].over.wait())
        stopping = asyncio.create_task(stop.wait())
        await asyncio.wait([ended, stopping], return_when=asyncio.FIRST_COMPLETED)
        for task in (ended, stopping):
            task.cancel()
        for player in players:
            if player.thinking is not None:
                player.thinking.cancel()
            await player.ws.close()
        for reader in readers:
            reader.cancel()
        if not stop.is_set():
            run.games_done += 1
        generation += 1


def rss_kib(pid: int) -> int:
    text = Path(f"/proc/{pid}/status").read_text()
    found = re.search(r"VmRSS:\s+(\d+) kB", text)
    return int(found[1]) if found else 0


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


def own_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


async def main(args: argparse.Namespace) -> list[dict[str, Any]]:
    data = Path(tempfile.mkdtemp(prefix="bugbox-load-"))
    command = [
        sys.executable,
        "-m",
        "bugbox",
        "serve",
        "--host",
        "127.0.0.1",
        "--port",
        "0",
        "--data",
        str(data),
        "--max-tables",
        str(max(args.steps) * 3),
        "--max-tables-per-address",
        str(max(args.steps) * 3),
        "--max-connections-per-address",
        str(max(args.steps) * 4 + 100),
        "--log-level",
        "warning",
    ]
    server = subprocess.Popen(command, stdout=subprocess.PIPE, cwd=ROOT, env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert server.stdout is not None
    line = await asyncio.wait_for(asyncio.to_thread(server.stdout.readline), 60)
    url = re.search(rb"(ws://127\.0\.0\.1:\d+)", line)
    if url is None:
        server.kill()
        raise SystemExit(f"the server did not start: {line!r}")
    address = url[1].decode()
    run = Run((args.think_min, args.think_max))
    stop = asyncio.Event()
    tables: list[asyncio.Task[None]] = []
    rows = []
    deadline = time.monotonic() + args.max_minutes * 60
    await asyncio.sleep(1.0)
    empty = rss_kib(server.pid)
    try:
        for step in args.steps:
            if time.monotonic() > deadline:
                break
            opening = time.perf_counter()
            while len(tables) < step:
                tables.append(asyncio.create_task(keep_table(run, address, len(tables), stop)))
                if len(tables) % 25 == 0:
                    await asyncio.sleep(0.05)  # let the new tables connect
            await asyncio.sleep(args.warmup + min(30.0, step * 0.01))
            opened = time.perf_counter() - opening
            run.latencies, run.actions, run.errors = [], 0, 0
            cpu_server, cpu_here, start = cpu_seconds(server.pid), own_cpu(), time.perf_counter()
            run.measuring = True
            await asyncio.sleep(args.seconds)
            run.measuring = False
            window = time.perf_counter() - start
            rss = rss_kib(server.pid)
            latencies = run.latencies or [float("nan")]
            row = {
                "tables": step,
                "connections": 2 * step,
                "actions_per_s": run.actions / window,
                "p50_ms": 1000 * statistics.median(latencies),
                "p95_ms": 1000 * percentile(latencies, 0.95),
                "p99_ms": 1000 * percentile(latencies, 0.99),
                "server_cpu": 100 * (cpu_seconds(server.pid) - cpu_server) / window,
                "generator_cpu": 100 * (own_cpu() - cpu_here) / window,
                "rss_mib": rss / 1024,
                "kib_per_table": (rss - empty) / (step + run.games_done),
                "games_done": run.games_done,
                "errors": run.errors,
                "opened_s": opened,
            }
            rows.append(row)
            print(
                f"{step:>5} tables: {row['actions_per_s']:6.1f} actions/s, p50 {row['p50_ms']:5.1f} ms, "
                f"p95 {row['p95_ms']:6.1f} ms, p99 {row['p99_ms']:6.1f} ms, server CPU {row['server_cpu']:4.0f}%, "
                f"RSS {row['rss_mib']:6.1f} MiB ({row['kib_per_table']:.0f} KiB/table), errors {row['errors']}",
                flush=True,
            )
    finally:
        stop.set()
        await asyncio.gather(*tables, return_exceptions=True)
        server.terminate()
        try:
            await asyncio.wait_for(asyncio.to_thread(server.wait), 30)
        except TimeoutError:
            server.kill()
    print(f"\nempty server: {empty / 1024:.1f} MiB RSS")
    return rows


def report(rows: list[dict[str, Any]]) -> None:
    print()
    print("| tables | connections | actions/s | p50 ms | p95 ms | p99 ms | server CPU | server RSS | per table |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for row in rows:
        print(
            f"| {row['tables']} | {row['connections']} | {row['actions_per_s']:.0f} | {row['p50_ms']:.1f} | "
            f"{row['p95_ms']:.1f} | {row['p99_ms']:.1f} | {row['server_cpu']:.0f}% | {row['rss_mib']:.0f} MiB | "
            f"{row['kib_per_table']:.0f} KiB |"
        )
    top = max(max(row["p95_ms"] for row in rows), GOAL_MS * 2)

    def column(ms: float) -> int:  # a logarithmic scale from 1 ms to the largest p95
        return max(1, round(50 * math.log10(max(ms, 1.0)) / math.log10(top)))

    print(f"\np95 by tables (logarithmic, 1 ms to {top:.0f} ms; | marks the goal of {GOAL_MS:.0f} ms):")
    for row in rows:
        bar = list("#" * column(row["p95_ms"]) + " " * 52)
        goal = column(GOAL_MS)
        bar[goal] = "|" if bar[goal] == " " else bar[goal]
        print(f"{row['tables']:>6} {''.join(bar).rstrip()}  {row['p95_ms']:.1f} ms")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--steps", default="50,100,250,500,1000", help="table counts, ascending")
    parser.add_argument("--seconds", type=float, default=20.0, help="length of each measuring window")
    parser.add_argument("--warmup", type=float, default=5.0, help="seconds of play before each window")
    parser.add_argument("--think-min", type=float, default=1.0)
    parser.add_argument("--think-max", type=float, default=3.0)
    parser.add_argument("--max-minutes", type=float, default=15.0, help="stop ramping after this long")
    parser.add_argument("--json", type=Path, help="also write the rows here")
    arguments = parser.parse_args()
    arguments.steps = sorted(int(step) for step in arguments.steps.split(","))
    found = asyncio.run(main(arguments))
    report(found)
    if arguments.json is not None:
        arguments.json.write_text(json.dumps(found, indent=1) + "\n", encoding="utf-8")
