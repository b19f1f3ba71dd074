"""A hostile table server for the client's tests: a real game behind a scripted liar.

`HostileServer(scenario)` listens on 127.0.0.1 (a port the system picks) and speaks the
protocol as a bugbox table server does, for one table of two seats: the host "Ann" at seat 0,
whose moves it makes itself with the computer's easy player, and the seat the client takes
with its join. Its game is real (the game's own rules, a fixed seed), so its honest messages
are what a real server sends: `joined` and `table` for a join, `played` for every move (the
host's and the client's `act`), `table` and `missed` for a rejoin.

A `Scenario` changes one thing: what it answers to the join, what it sends once the game is
on the client's screen (`after_join`), how a `played` is spoiled on its way (`spoil`), what it
answers to a rejoin (`on_rejoin`), or the welcome (`welcome`). Every send is bounded (counts
and a deadline); a hostile frame that the client refuses ends the connection, and then the
server's sends fail and its thread ends.
With `once`, the server closes every later connection before its welcome, so a client that
comes back finds nobody to play with (a lost connection is said once, not once per try).
"""

from __future__ import annotations

import json
import socket
import struct
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from bugbox.core.players import Level, Seat, Setup
from bugbox.core.registry import GAMES, ai_for
from bugbox.net import protocol as wire

CODE = "HSTLTBL2"
TOKEN = "t" * 43
HOST_TOKEN = "h" * 43
SEED = 7
#: The longest any scenario's server goes on sending, in seconds.
SEND_SECONDS = 20.0


def networked_games() -> list[str]:
    return [game for game, spec in GAMES.items() if spec.max_players > 1 and spec.ai_module is not None]


def game_where(test: Callable[[Any], bool]) -> str:
    """The networked game whose rules module passes `test` (the registry's, none named here)."""
    return next(game for game in networked_games() if test(GAMES[game].rules()))


class Table:
    """The honest game: its true state, its history and the messages describing them."""

    def __init__(self, game: str, guest: str = "Ben"):
        self.game = game
        self.spec = GAMES[game]
        self.rules: Any = self.spec.rules()
        self.ai = ai_for(game)
        colours = self.spec.seat_colours
        self.names = ["Ann", guest]
        self.setup = Setup(
            seats=(Seat(name="Ann", colour=colours[0]), Seat(name=guest, colour=colours[1])), start_player=0
        )
        self.state = self.rules.new_game(self.setup, SEED)
        self.history: list[dict[str, Any]] = []  # each: index, seat, action, events

    def public(self) -> dict[str, Any]:
        return wire.encode_state(self.game, self.state)

    def deciding(self) -> int | None:
        return self.rules.deciding_player(self.state)

    def seat_infos(self) -> list[dict[str, Any]]:
        return [
            {
                "seat": index,
                "colour": self.spec.seat_colours[index],
                "player": "person",
                "name": name,
                "level": None,
                "connected": True,
                "taken_over": False,
            }
            for index, name in enumerate(self.names)
        ]

    def table(self, ref: int | None = None, **changes: Any) -> dict[str, Any]:
        over = self.rules.is_over(self.state)
        message = {
            "type": "table",
            "ref": ref,
            "code": CODE,
            "game": self.game,
            "options": dict(self.setup.options),
            "status": "over" if over else "playing",
            "seats": self.seat_infos(),
            "takeover_after": None,
            "you": [1],
            "actions": len(self.history),
            "deciding": self.deciding(),
            "state": self.public(),
        }
        message.update(changes)
        return message

    def play(self, action: Any | None = None) -> dict[str, Any]:
        """Apply the host's next move (or `action`); its `played` message."""
        seat = self.deciding()
        if action is None:
            action = self.ai.choose_action(self.state, Level.EASY, len(self.history))
        self.state, events = self.rules.apply(self.state, action)
        step = {
            "index": len(self.history),
            "seat": seat,
            "action": self.rules.ACTION_ADAPTER.dump_python(action, mode="json"),
            "events": [wire.encode_event(event) for event in events],
        }
        self.history.append(step)
        over = self.rules.is_over(self.state)
        return {
            "type": "played",
            "ref": None,
            "code": CODE,
            **step,
            "status": "over" if over else "playing",
            "deciding": self.deciding(),
            "state": self.public(),
        }

    def missed(self, since: int) -> list[dict[str, Any]]:
        steps = self.history[since:]
        return [{"type": "missed", "code": CODE, "actions": steps[at : at + 200]} for at in range(0, len(steps), 200)]


class Peer:
    """One connection, as a scenario sees it: send JSON, text or raw bytes, or hang up."""

    def __init__(self, ws: Any, table: Table):
        self.ws = ws
        self.table = table
        self.deadline = time.monotonic() + SEND_SECONDS

    def send(self, message: dict[str, Any] | str) -> bool:
        """False once the client has gone (or the deadline passed): stop sending."""
        if time.monotonic() > self.deadline:
            return False
        try:
            self.ws.send(message if isinstance(message, str) else json.dumps(message))
        except Exception:  # noqa: BLE001 - the client closed: the scenario is over
            return False
        return True

    def send_many(self, messages: Iterator[dict[str, Any] | str], count: int) -> int:
        sent = 0
        for message in messages:
            if sent >= count or not self.send(message):
                break
            sent += 1
        return sent

    def raw(self, data: bytes) -> None:
        """Bytes on the TCP connection, past the WebSocket library (a cut frame, a huge header)."""
        try:
            self.ws.socket.sendall(data)
        except OSError:
            pass

    def hang_up(self) -> None:
        """Close the TCP connection without a closing handshake."""
        try:
            self.ws.socket.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        self.ws.socket.close()


def frame_header(length: int) -> bytes:
    """A server's (unmasked) text frame header announcing `length` bytes of payload."""
    if length < 126:
        return bytes([0x81, length])
    if length < 65536:
        return bytes([0x81, 126]) + struct.pack("!H", length)
    return bytes([0x81, 127]) + struct.pack("!Q", length)


@dataclass
class Scenario:
    """What the hostile server does differently (the module docstring)."""

    name: str
    game: str = ""  # "" : the first networked game
    welcome: Callable[[dict[str, Any]], dict[str, Any] | None] | None = None
    on_join: Callable[[Peer, int | None], None] | None = None
    after_join: Callable[[Peer], None] | None = None
    spoil: Callable[[dict[str, Any]], dict[str, Any] | None] | None = None
    #: What it answers to a rejoin or watch (request as sent); None: the table and the missed actions
    on_rejoin: Callable[[Peer, dict[str, Any]], None] | None = None
    once: bool = True
    guest: str = "Ben"
    options: dict[str, Any] = field(default_factory=dict)


class HostileServer:
    """The server of one scenario, in a thread of its own (stop it with `stop`)."""

    def __init__(self, scenario: Scenario):
        from websockets.sync.server import serve

        self.scenario = scenario
        self.table = Table(scenario.game or networked_games()[0], scenario.guest)
        self.connections = 0
        self.requests: list[dict[str, Any]] = []
        self._server = serve(self._handle, "127.0.0.1", 0, max_size=wire.MAX_CLIENT_MESSAGE, compression=None)
        self.port = int(self._server.socket.getsockname()[1])
        self._thread = threading.Thread(target=self._server.serve_forever, name="hostile-server", daemon=True)
        self._thread.start()

    @property
    def invite(self) -> str:
        return f"bugbox://127.0.0.1:{self.port}/{CODE}"

    def stop(self) -> None:
        self._server.shutdown()
        self._thread.join(10)

    def _handle(self, ws: Any) -> None:
        self.connections += 1
        scenario = self.scenario
        if scenario.once and self.connections > 1:  # nobody welcomes a comeback
            ws.close()
            return
        peer = Peer(ws, self.table)
        try:
            json.loads(ws.recv(timeout=10))  # the hello
            welcome: dict[str, Any] | None = {
                "type": "welcome",
                "version": wire.PROTOCOL_VERSION,
                "server": "hostile 0.0",
                "limits": {"max_message_bytes": 65536, "messages_per_second": 20.0, "burst": 40, "name_max": 24},
            }
            if scenario.welcome is not None:
                welcome = scenario.welcome(welcome)  # type: ignore[arg-type]
            if welcome is None:
                return
            peer.send(welcome)
            while time.monotonic() < peer.deadline:
                request = json.loads(ws.recv(timeout=max(0.1, peer.deadline - time.monotonic())))
                self.requests.append(request)
                self._answer(peer, request)
        except Exception:  # noqa: BLE001 - the client left, or the scenario hung up
            return

    def _answer(self, peer: Peer, request: dict[str, Any]) -> None:
        table, scenario = self.table, self.scenario
        kind, ref = request.get("type"), request.get("ref")
        if kind == "join":
            if scenario.on_join is not None:
                scenario.on_join(peer, ref)
                return
            peer.send({"type": "joined", "ref": ref, "code": CODE, "seat": 1, "token": TOKEN})
            peer.send(table.table(ref))
            peer.send({"type": "seats", "code": CODE, "seats": table.seat_infos()})  # to everybody
            if scenario.after_join is not None:
                scenario.after_join(peer)
            else:
                self._host_moves(peer)
        elif kind in ("rejoin", "watch") and scenario.on_rejoin is not None:
            scenario.on_rejoin(peer, request)
        elif kind in ("rejoin", "watch"):
            peer.send(table.table(ref))
            for missed in table.missed(int(request.get("since") or 0)):
                peer.send(missed)
            self._host_moves(peer)
        elif kind == "act":
            action = table.rules.ACTION_ADAPTER.validate_python(request["action"])
            played = table.play(action)
            peer.send(dict(played, ref=ref))
            self._host_moves(peer)

    def _host_moves(self, peer: Peer, most: int = 40) -> None:
        """The host plays while it is the host's decision (spoiled as the scenario says)."""
        table = self.table
        for _ in range(most):
            if table.deciding() != 0 or table.rules.is_over(table.state):
                return
            played = table.play()
            if self.scenario.spoil is not None:
                spoiled = self.scenario.spoil(played)
                if spoiled is None:
                    continue  # lost on the way
                played = spoiled
            if not peer.send(played):
                return
