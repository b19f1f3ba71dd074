"""Where a hosted table lives: a table server inside this bugbox, or the one named in Settings.

A player who hosts a game does not run anything by hand: the first table starts a
`ServerThread` in the app (its store in the data folder, under `hosted/`), listening on every
IPv4 address so that the home network can join, on the usual port (8765) when it is free and
on any free port otherwise (`BUGBOX_LISTEN=127.0.0.1:0` keeps it, and the home network's
table list, on this computer alone: `listen_address`). The invite names this computer by the address its default route
goes out from (no packet is sent to find it), which is the address friends on the same
network reach. Tests host on 127.0.0.1 with port 0.

With a server address in Settings (`bugbox.example.org`, `192.168.1.5:9000`,
`wss://bugbox.example.org/games/`), nothing runs here: the table is opened on that server and
the invite names it.

Which games can be played across computers is the server's own rule (`offered_games` in
bugbox/server/referee.py: games for several players that have computer players), repeated
here so that the new-game dialog does not import the server.
"""

from __future__ import annotations

import contextlib
import logging
import socket
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from ...core.i18n import QT_TRANSLATE_NOOP, msg
from ...core.players import Level
from ...core.registry import GAMES
from ...net import protocol as wire
from ...net.invite import DEFAULT_PORT, EXTRA, NO_INVITE, Invite, InviteRefused, Scheme, format_invite, parse_invite

if TYPE_CHECKING:
    from ...server.server import ServerThread

log = logging.getLogger(__name__)

#: A made-up code that completes a server address into an invite, to read it with the invite's rules.
_PROBE_CODE = "AAAAAAAA"
#: Any address outside this computer (TEST-NET-1): connecting a UDP socket to it sends nothing
#: and tells which of this computer's addresses faces the network.
_OUTSIDE = "192.0.2.1"


NO_SERVER = msg(
    "Network",
    QT_TRANSLATE_NOOP(
        "Network",
        "This does not name a table server; write it as bugbox.example.org, 192.168.1.5:8765 or "
        "wss://bugbox.example.org/.",
    ),
)


def across_computers(game_id: str) -> bool:
    """Whether `game_id` can be played at a table server (the server's `offered_games`)."""
    spec = GAMES.get(game_id)
    return spec is not None and spec.max_players > 1 and spec.ai_module is not None


@dataclass(frozen=True)
class Place:
    """Where a table is opened: the URL this bugbox connects to, and how an invite names it."""

    url: str
    invite_host: str
    invite_port: int
    scheme: Scheme = "bugbox"
    path: str = "/"

    def invite(self, code: str) -> str:
        return format_invite(self.invite_host, self.invite_port, code, scheme=self.scheme, path=self.path)


def server_place(address: str) -> Place:
    """The server named in Settings: `host`, `host:port`, or a `bugbox://`, `ws://` or `wss://`
    URL. Raises `InviteRefused` with the sentence for the player when it names no server."""
    text = address.strip()
    if "://" not in text:
        text = "bugbox://" + text
    try:
        invite: Invite = parse_invite(text.rstrip("/") + "/" + _PROBE_CODE)
    except InviteRefused as refused:
        if refused.reason == NO_INVITE:  # another scheme (http://...): say what an address looks like
            raise InviteRefused(NO_SERVER) from None
        raise
    if len(text) > 300:
        raise InviteRefused(EXTRA)
    url = invite.url.removesuffix(_PROBE_CODE)
    return Place(url=url, invite_host=invite.host, invite_port=invite.port, scheme=invite.scheme, path=invite.path)


def place_at(url: str) -> Place:
    """A table server's WebSocket URL (`ws://` or `wss://`, as a link found it) as a `Place`;
    the invite it gives names `bugbox://` for a plain `ws://` (an invite link names no bare
    WebSocket scheme). Raises `InviteRefused` (a ValueError) when it names no server."""
    invite = parse_invite(url.rstrip("/") + "/" + _PROBE_CODE)
    scheme = "bugbox" if invite.scheme == "ws" else invite.scheme
    return Place(url=url, invite_host=invite.host, invite_port=invite.port, scheme=scheme, path=invite.path)


def outward_address() -> str:
    """This computer's address on its network (the one its default route uses), or 127.0.0.1."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect((_OUTSIDE, 9))  # UDP: no packet goes out
        address = str(probe.getsockname()[0])
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()
    return address if address and address != "0.0.0.0" else "127.0.0.1"


#: The environment variable that keeps network play on one address ("127.0.0.1:0": this
#: computer only, any free port), for end-to-end tests and for trying it alone.
LISTEN_VARIABLE = "BUGBOX_LISTEN"


def listen_address(text: str | None) -> tuple[str, int] | None:
    """`BUGBOX_LISTEN` read: (address, port) from "127.0.0.1" (the usual port) or
    "127.0.0.1:0" (any free port); None when it is unset or names no IPv4 address (then the
    home network, as usual)."""
    text = (text or "").strip()
    if not text:
        return None
    address, colon, port = text.partition(":")
    number = int(port) if colon and port.isdigit() and len(port) <= 5 else DEFAULT_PORT if not colon else -1
    try:
        socket.inet_pton(socket.AF_INET, address)
    except OSError:
        number = -1
    if not 0 <= number < 65536:
        log.warning("%s is no IPv4 address (with a port) to listen on: %r", LISTEN_VARIABLE, text)
        return None
    return address, number


class Hosting:
    """The table server inside this bugbox: started with the first hosted table, stopped when
    the window closes. `host`: the address it listens on ("0.0.0.0": the home network;
    tests: "127.0.0.1"); `port`: the port wished for (the OS picks one when it is taken)."""

    def __init__(self, folder: Path, host: str = "0.0.0.0", port: int = DEFAULT_PORT):
        self.folder = folder
        self.host = host
        self.port = port
        self._thread: ServerThread | None = None
        self.place: Place | None = None

    def start(self) -> Place:
        """The running server's place, starting it first when needed (`OSError` when it cannot)."""
        if self.place is not None:
            return self.place
        from ...server.server import ServerThread

        self.folder.mkdir(parents=True, exist_ok=True)
        thread: ServerThread | None = None
        for port in dict.fromkeys((self.port, 0)):
            thread = ServerThread(self.folder, host=self.host, port=port)
            try:
                port = thread.start()
                break
            except OSError as error:  # the port is taken: another bugbox or another program
                log.info("cannot host on port %s: %s", port, error)
                thread.stop()
                thread = None
        if thread is None:
            raise OSError("the table server could not start on any port")
        self._thread = thread
        local = "127.0.0.1" if self.host in ("0.0.0.0", "127.0.0.1") else self.host
        shown = outward_address() if self.host == "0.0.0.0" else local
        self.place = Place(url=f"ws://{local}:{port}/", invite_host=shown, invite_port=port)
        log.info("hosting tables on %s:%d (invites name %s)", self.host, port, shown)
        return self.place

    @property
    def running(self) -> bool:
        return self._thread is not None

    def stop(self) -> None:
        thread, self._thread, self.place = self._thread, None, None
        if thread is not None:
            with contextlib.suppress(Exception):
                thread.stop(10.0)


# --- what the new-game dialog asks for --------------------------------------------------------


@dataclass(frozen=True)
class PlannedSeat:
    """A seat of a table to host: a person at this computer (`name`), the computer at a
    `level`, or a player on another computer who joins with the invite."""

    kind: Literal["here", "computer", "elsewhere"]
    name: str = ""
    level: Level = Level.NORMAL


@dataclass(frozen=True)
class TablePlan:
    """A table to open: the game, its seats in turn order, its rule options."""

    game: str
    seats: tuple[PlannedSeat, ...]
    options: dict[str, bool] = field(default_factory=dict)

    def choices(self) -> list[wire.SeatChoice]:
        """The seats as the server's `create` takes them (people are open seats until they sit)."""
        return [
            wire.SeatChoice(player="computer", level=seat.level) if seat.kind == "computer" else wire.SeatChoice()
            for seat in self.seats
        ]

    def here(self) -> list[tuple[int, str]]:
        """The seats the people at this computer take, with their names."""
        return [(index, seat.name) for index, seat in enumerate(self.seats) if seat.kind == "here"]
