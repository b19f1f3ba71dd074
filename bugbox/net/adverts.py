"""What a hosted table tells the home network about itself, and how a finder reads it back.

A table is advertised as a DNS-SD service `_bugbox._tcp.local.` whose TXT record says what a
list of tables shows:

    proto=1  game=verflixxt  code=K7QX2MBA  host=Anna  open=2  seats=4  version=0.1.0  state=waiting

(the protocol's version, the game, the table code, the host's name, open and all seats, the
host's bugbox, and whether the table waits for players or its game runs). Never the seed or a
token: anybody on the network reads it.

A waiting table is advertised so friends can join it; a running one ("playing") so friends
can watch it, and so a guest that lost its host can find the table's code at the host's new
address. A record without `state` (an older bugbox's) is a waiting table.

Everything a finder hears is untrusted: any device on the network may answer, with anything.
`read_txt` checks each value (type, length, no control or invisible characters; the host's
name as a table checks names) and `found_addresses` keeps only addresses that name one
computer, so what reaches a list is plain, short text and an invite bugbox can open. This
module is the format only: no zeroconf, no sockets (discovery.py does the talking).
"""

from __future__ import annotations

import dataclasses
import ipaddress
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from .. import __version__
from .invite import format_invite
from .names import NameRefused, clean_name
from .protocol import MAX_SEATS, NAME_MAX, PROTOCOL_VERSION

if TYPE_CHECKING:
    from .protocol import SeatInfo, Table

#: The DNS-SD service type of a bugbox table.
SERVICE_TYPE = "_bugbox._tcp.local."
#: Seconds other computers keep an advert without hearing it again: a host that vanished
#: without its goodbye (a crash, a cable pulled) leaves their lists within about this long.
TTL = 120
#: A TXT value longer than this (in bytes) is refused; the longest, a name, needs 4 * 24.
MAX_VALUE_BYTES = 4 * NAME_MAX
#: Keys in one TXT record: ours are 7; a record with many more is no bugbox's.
MAX_KEYS = 32

KEY_PROTOCOL = "proto"
KEY_GAME = "game"
KEY_CODE = "code"
KEY_HOST = "host"
KEY_OPEN = "open"
KEY_SEATS = "seats"
KEY_VERSION = "version"
KEY_STATE = "state"
_KEYS = (KEY_PROTOCOL, KEY_GAME, KEY_CODE, KEY_HOST, KEY_OPEN, KEY_SEATS, KEY_VERSION, KEY_STATE)
_REQUIRED = (KEY_PROTOCOL, KEY_GAME, KEY_CODE, KEY_HOST, KEY_OPEN, KEY_SEATS)

_CODE = re.compile(r"[A-Z2-7]{8}")
_GAME = re.compile(r"[a-z][a-z0-9_]{0,31}")
_NUMBER = re.compile(r"[0-9]{1,4}")
_APP_VERSION = re.compile(r"[0-9A-Za-z.+_-]{1,32}")


#: What an advert says of its table: players may join it, or its game runs (watch it).
AdvertStatus = Literal["waiting", "playing"]
_STATUSES: tuple[AdvertStatus, ...] = ("waiting", "playing")


class Malformed(ValueError):
    """An advert a finder leaves out; the text says why (for the log, never the player)."""


@dataclass(frozen=True)
class Advert:
    """A hosted table as the home network sees it. Checked when made (`ValueError`).

    A "playing" table has no seat to take: its `open_seats` is 0 whatever the seats say, so
    an older bugbox, which knows no `state`, leaves it out of its list as a full table.
    """

    code: str
    game: str
    host_name: str
    open_seats: int
    seats: int
    port: int
    status: AdvertStatus = "waiting"

    def __post_init__(self) -> None:
        if not _CODE.fullmatch(self.code):
            raise ValueError(f"not a table code: {self.code!r}")
        if not _GAME.fullmatch(self.game):
            raise ValueError(f"not a game id: {self.game!r}")
        # the server checked the name already; capped here so the record always fits
        object.__setattr__(self, "host_name", clean_name(self.host_name.strip()[:NAME_MAX]))
        if not 1 <= self.seats <= MAX_SEATS or not 0 <= self.open_seats <= self.seats:
            raise ValueError(f"seats: {self.open_seats} open of {self.seats}")
        if not 1 <= self.port <= 65535:
            raise ValueError(f"not a port: {self.port}")
        if self.status not in _STATUSES:
            raise ValueError(f"not an advert's status: {self.status!r}")
        if self.status == "playing":
            object.__setattr__(self, "open_seats", 0)

    @property
    def listed(self) -> bool:
        """Whether other computers list it: a waiting table with a free seat (to join), or a
        running one (to watch, or to find again); a full waiting table is about to start."""
        return self.status == "playing" or self.open_seats > 0

    @classmethod
    def from_table(cls, table: Table, port: int, host_name: str) -> Advert:
        """The advert of a table as the server describes it (`table` message): "waiting" with
        its open seats, or "playing". A game that is over has nothing to advertise: the caller
        withdraws it (`Advertiser.withdraw`), and this raises `ValueError` for it."""
        if table.status not in _STATUSES:
            raise ValueError(f"a table that is {table.status!r} is not advertised")
        advert = cls(table.code, table.game, host_name, 0, len(table.seats), port, status=table.status)
        return advert.seated(table.seats)

    def seated(self, seats: Sequence[SeatInfo]) -> Advert:
        """The same table after a `seats` message: who sits where changed (a running table
        keeps 0 open seats)."""
        open_seats = sum(1 for seat in seats if seat.player == "open")
        return dataclasses.replace(self, open_seats=open_seats, seats=len(seats))

    def txt(self) -> dict[str, str]:
        """The TXT record: nothing secret, nothing a player did not choose to show."""
        return {
            KEY_PROTOCOL: str(PROTOCOL_VERSION),
            KEY_GAME: self.game,
            KEY_CODE: self.code,
            KEY_HOST: self.host_name,
            KEY_OPEN: str(self.open_seats),
            KEY_SEATS: str(self.seats),
            KEY_VERSION: __version__,
            KEY_STATE: self.status,
        }


@dataclass(frozen=True)
class FoundTable:
    """A table another bugbox on the network advertises, its record checked.

    `host_name` is plain text of at most 24 characters (show it as plain text, never as
    markup); `game` is an id such as "verflixxt" (the list names it by the game's title when
    this bugbox knows the game). `address` is the likeliest of `addresses` (one on a network
    this computer is on); `addresses` holds all the host's usable IPv4 addresses, best first:
    a host on two networks (Wi-Fi and a virtual machine's bridge) names both, and a client
    may try them in order. `service` is the DNS-SD name, a key for the finder, not a text to
    show. `status` is "waiting" (join it; `open_seats` > 0) or "playing" (watch it, or find a
    table one sat at again; nobody new can take a seat).
    """

    address: str
    port: int
    code: str
    game: str
    host_name: str
    open_seats: int
    seats: int
    protocol_version: int
    app_version: str
    addresses: tuple[str, ...]
    service: str
    status: AdvertStatus = "waiting"

    @property
    def invite(self) -> str:
        """The table's invite (`bugbox://192.168.1.20:8765/K7QX2MBA`), as the host's own
        bugbox shows it; `parse_invite` reads it back into an `Invite` to connect to."""
        return format_invite(self.address, self.port, self.code)


@dataclass(frozen=True)
class TableEvent:
    """A table appeared on the network ("found"), its seats or status changed ("changed"), or
    it went ("gone": withdrawn, full before its start, over, or its host silent for `TTL`
    seconds)."""

    kind: Literal["found", "changed", "gone"]
    table: FoundTable


def read_txt(properties: Mapping[bytes, bytes | None]) -> dict[str, Any]:
    """The checked fields of a TXT record (protocol version, game, code, host name, seats,
    app version, status), or `Malformed` saying what is wrong. Keys this bugbox does not know
    are ignored (a newer one may add some); a record of another protocol version is refused.
    A record without a status (an older bugbox's) is a waiting table; one with a status this
    bugbox does not know is refused."""
    if len(properties) > MAX_KEYS:
        raise Malformed(f"{len(properties)} keys")
    text: dict[str, str] = {}
    for raw_key, raw_value in properties.items():
        try:
            key = raw_key.decode("ascii").lower()
        except UnicodeDecodeError:
            continue  # no key of ours
        if key not in _KEYS:
            continue
        if raw_value is None or len(raw_value) > MAX_VALUE_BYTES:
            raise Malformed(f"{key}: no value or too long")
        try:
            text[key] = raw_value.decode("utf-8")
        except UnicodeDecodeError:
            raise Malformed(f"{key}: not UTF-8")
    for key in _REQUIRED:
        if key not in text:
            raise Malformed(f"{key}: missing")
    protocol = _number(text, KEY_PROTOCOL)
    if protocol != PROTOCOL_VERSION:
        raise Malformed(f"protocol version {protocol}; this bugbox speaks {PROTOCOL_VERSION}")
    if not _GAME.fullmatch(text[KEY_GAME]):
        raise Malformed(f"game: {shown(text[KEY_GAME])}")
    if not _CODE.fullmatch(text[KEY_CODE]):
        raise Malformed(f"code: {shown(text[KEY_CODE])}")
    try:
        host_name = clean_name(text[KEY_HOST])
    except NameRefused as refused:
        raise Malformed(f"host: {shown(text[KEY_HOST])} ({refused})")
    open_seats, seats = _number(text, KEY_OPEN), _number(text, KEY_SEATS)
    if not 1 <= seats <= MAX_SEATS or open_seats > seats:
        raise Malformed(f"seats: {open_seats} open of {seats}")
    app_version = text.get(KEY_VERSION, "")
    if app_version and not _APP_VERSION.fullmatch(app_version):
        raise Malformed(f"version: {shown(app_version)}")
    status = text.get(KEY_STATE, "waiting")
    if status not in _STATUSES:
        raise Malformed(f"state: {shown(status)}")
    return {
        "protocol_version": protocol,
        "game": text[KEY_GAME],
        "code": text[KEY_CODE],
        "host_name": host_name,
        "open_seats": open_seats,
        "seats": seats,
        "app_version": app_version,
        "status": status,
    }


def found_addresses(addresses: Sequence[str], networks: Sequence[ipaddress.IPv4Network]) -> tuple[str, ...]:
    """The addresses of an advert that an invite can name (not 0.0.0.0, not a multicast or
    broadcast group, not a reserved one), likeliest to reach first: on a network of ours,
    then ordinary ones, then link-local, then loopback. `Malformed` when none is left."""
    usable = []
    for text in dict.fromkeys(addresses):
        try:
            address = ipaddress.IPv4Address(text)
        except ValueError:
            continue
        if not (address.is_unspecified or address.is_multicast or address.is_reserved):  # 255.255.255.255 too
            usable.append(address)
    if not usable:
        raise Malformed(f"no usable IPv4 address among {shown(' '.join(addresses))}")

    def rank(address: ipaddress.IPv4Address) -> tuple[int, int]:
        shared = any(address in network for network in networks)
        kind = 3 if address.is_loopback else 2 if address.is_link_local else 1
        return (0 if shared else 1, kind)

    return tuple(str(address) for address in sorted(usable, key=rank))


def shown(value: str) -> str:
    """An untrusted value as a log line may hold it: escaped, short."""
    return repr(value[:40]) + ("..." if len(value) > 40 else "")


def _number(text: dict[str, str], key: str) -> int:
    # ASCII digits only: int() would also take " 2", "+2", "２" and "٢"
    if not _NUMBER.fullmatch(text[key]):
        raise Malformed(f"{key}: {shown(text[key])}")
    return int(text[key])
