"""Hostile clients: each is refused with a reason, the server stays up, and a table played
at the same time does not slow down measurably.

The server runs in a process of its own (`bugbox serve`), the attackers in another
(hostile_driver.py), and this test plays a quiet table of two, timing each move from the
moment it is sent to the moment its events arrive. The median during the attacks is compared
with the median before them, in the same run, with a generous factor: on two shared cores
three busy processes slow each other down whatever the server does; a server that waited for
a stalled client, or choked on a 10 MB frame, would stall the quiet table for seconds.
"""

import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

from table_bots import ROOT, SeatBot, server_process

from bugbox.net import protocol as wire
from bugbox.net.client import Client

HERE = Path(__file__).resolve().parent
OPEN = wire.SeatChoice(player="open")


class QuietTable:
    """Two players at a table of their own, at a steady pace, game after game."""

    def __init__(self, ann: Client, bob: Client):
        self.clients = (ann, bob)
        self.bots: list[SeatBot] = []
        self.latencies: list[float] = []
        self.games = 0

    async def sit_down(self) -> None:
        ann, bob = self.clients
        self.latencies += [latency for bot in self.bots for latency in bot.latencies]
        created, joined = await ann.create("verasselt", [OPEN, OPEN], name="Quiet Ann")
        other = await bob.join(created.code, "Quiet Bob")
        self.bots = [
            SeatBot(ann, created.code, joined.token, joined.seat, "verasselt", random.Random(self.games)),
            SeatBot(bob, created.code, other.token, other.seat, "verasselt", random.Random(self.games + 1)),
        ]
        self.games += 1

    def measured(self) -> list[float]:
        return self.latencies + [latency for bot in self.bots for latency in bot.latencies]

    async def play(self, seconds: float, gap: float = 0.06) -> list[float]:
        """Play for a while, a move every `gap` seconds at most: the time each move took from
        being sent to its events arriving (each client reads all the time)."""
        start = len(self.measured())
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if not self.bots or any(bot.status == "over" for bot in self.bots):
                await self.sit_down()
            await asyncio.gather(*(self._run(bot, deadline, gap) for bot in self.bots))
        return self.measured()[start:]

    @staticmethod
    async def _run(bot: SeatBot, deadline: float, gap: float) -> None:
        await bot.move_if_mine()
        while bot.status != "over":
            try:
                message = await bot.client.recv(max(0.0, deadline - time.monotonic()))
            except TimeoutError:
                return
            if isinstance(message, wire.Error):
                continue
            bot.take(message)
            if bot.status == "playing" and bot.deciding == bot.seat:
                await asyncio.sleep(gap)  # a person takes a moment
                await bot.move_if_mine()


def test_hostile_clients_are_refused_and_another_table_plays_on(tmp_path):
    log = tmp_path / "server.log"

    async def main(url):
        async with asyncio.timeout(90):
            quiet = QuietTable(await Client.connect(url), await Client.connect(url))
            before = await quiet.play(1.5)
            driver = await asyncio.create_subprocess_exec(
                sys.executable,
                str(HERE / "hostile_driver.py"),
                url,
                "60",
                stdout=subprocess.PIPE,
                env=dict(os.environ, PYTHONPATH=str(ROOT)),
            )
            during: list[float] = []
            communicate = asyncio.create_task(driver.communicate())
            while not communicate.done():
                during += await quiet.play(0.5)
            output, _ = communicate.result()
            after = await quiet.play(0.3)
            for client in quiet.clients:
                await client.close()
            return before, during, after, json.loads(output)

    with server_process(tmp_path / "store", log) as (process, url):
        before, during, after, found = asyncio.run(main(url))
        assert process.poll() is None, "the server stays up"
    expected = {
        "malformed_json": "malformed",
        "deep_json": "malformed",
        "wrong_types": "malformed",
        "binary_frame": "malformed",
        "unknown_type": "malformed",
        "markup_name_kept": True,
        "control_name": "name",
        "format_name": "name",
        "variation_selector_name": "name",
        "hair_space_name": "name",
        "cherokee_twin_name": "name",
        "wrong_token": "token",
        "replayed_token": "token",
        "out_of_turn": "turn",
        "illegal": "illegal",
        "replayed_move": "stale",
        "spectator_move": "spectator",
        "crowd": "busy",
        "never_reads_closed": True,
    }
    assert {key: found.get(key) for key in expected} == expected, found
    assert found["no_hello"][0] == 4005 and "hello" in found["no_hello"][1]
    assert found["huge_version"][0] == 4005  # refused, not 1011 with a traceback
    assert found["ten_megabytes"][0] in (1009, None)  # "message too big", or cut before it could be read
    assert found["flood"][0] == 4004 and "Too many messages" in found["flood"][1]
    text = log.read_text("utf-8")
    assert "dropped, its send queue is full" in text and "Traceback" not in text
    assert found["busy_games"] >= 1
    # Behaviour, not a budget: the quiet table's moves kept coming back quickly.
    assert len(before) >= 10 and len(during) >= 10 and len(after) >= 3
    # The attacker, this test and the server share two cores: during the storm the quiet
    # table's median was 27-101 ms over repeated runs on a quiet machine on asyncio's loop
    # (7-24 ms on uvloop; calm: 3-5 ms), so a bound of 50 ms failed one run in three whatever
    # the server did; a server that starved the table would answer in seconds.
    calm, stormy = statistics.median(before), statistics.median(during)
    assert stormy < max(5 * calm, calm + 0.15), f"median {calm * 1e3:.1f} ms before, {stormy * 1e3:.1f} ms during"
    # One move in ten waits longer, behind the storm's biggest messages: p90 283-666 ms on a quiet
    # machine (bugbox serve on uvloop), 1.07 s in one CI run beside three other test workers;
    # the attack the issue found made the median 793 ms and the longest 3 s.
    ninth = sorted(during)[int(0.9 * len(during))]
    assert ninth < 1.5, f"one move in ten waited {ninth:.2f} s or more during the storm"
