"""What one address may take from the server: sockets, connections, messages, tables.

Every limit that keeps one client from starving the others is kept per address, not per
connection: a client that opens another connection, or reconnects, finds the same budget
it left. An IPv4 address is one address; an IPv6 address counts by its /64 network (one
household or one machine is usually given a whole /64, so its addresses are one client), and
in its /48 as well, which has `Limits.network_share` times one address's room: a client with
a /56 or a /48 of its own would otherwise have the room of 256 or 65,536 addresses.

- Sockets are counted from the moment they are accepted, before the WebSocket handshake:
  an address over its cap, or opening connections faster than its rate, has its new socket
  closed at once (it costs one accept, no handshake and no descriptor kept).
- Messages of all the connections of an address draw from one token bucket. A message
  that finds it empty waits (the connection is read no further meanwhile); a catch-up
  (`watch`/`rejoin` with `since`) is charged by the bytes it sends, so a 59-byte request for
  30 KiB of history costs what 30 KiB cost.
- Tables: how many waiting or playing tables an address opened (`in_play`) and how many it
  opened in the last hour (`opened`), finished and closed ones included.
"""

from __future__ import annotations

import contextlib
import ipaddress
import logging
import time
from collections import deque
from dataclasses import dataclass, field

from .limits import Limits

log = logging.getLogger(__name__)

#: Seconds between two log lines about the same kind of refusal.
WARN_EVERY = 60.0
HOUR = 3600.0
#: The IPv6 network every /64 of which counts together as well (a site's usual delegation).
NETWORK_PREFIX = 48


def address_key(address: str) -> str:
    """The bucket an address counts in: an IPv4 address itself (also when it comes as an
    IPv4-mapped IPv6 address), an IPv6 address's /64 network."""
    try:
        parsed = ipaddress.ip_address(address.split("%", 1)[0])
    except ValueError:
        return address
    if isinstance(parsed, ipaddress.IPv6Address):
        if parsed.ipv4_mapped is not None:
            return str(parsed.ipv4_mapped)
        return str(ipaddress.IPv6Network((parsed, 64), strict=False))
    return str(parsed)


class Bucket:
    """`rate` tokens a second up to `burst`. `take` may leave a debt (a catch-up charged after
    it was sent); `wait` says how long until one token is there again."""

    def __init__(self, rate: float, burst: float):
        self.rate = rate
        self.burst = float(burst)
        self.tokens = float(burst)
        self.stamp = time.monotonic()

    def _fill(self) -> None:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now

    def take(self, cost: float = 1.0) -> bool:
        """Take `cost` tokens if there are (True), or none (False)."""
        self._fill()
        if self.tokens < cost:
            return False
        self.tokens -= cost
        return True

    def charge(self, cost: float) -> None:
        """Take `cost` tokens whatever there is; a debt is paid back before the next message."""
        self._fill()
        self.tokens -= cost

    def wait(self) -> float:
        self._fill()
        return 0.0 if self.tokens >= 1.0 else (1.0 - self.tokens) / self.rate

    def full(self) -> bool:
        self._fill()
        return self.tokens >= self.burst


@dataclass
class Quota:
    """One address's share of the server; for an IPv6 /64, `network` is its /48's share,
    which every /64 of that /48 counts in as well (with `Limits.network_share` times the
    room of one address)."""

    key: str
    messages: Bucket
    connects: Bucket
    sockets: int = 0  # open sockets, from accept to close
    connections: int = 0  # of them, those that said hello
    in_play: set[str] = field(default_factory=set)  # codes of its waiting and playing tables
    opened: deque[float] = field(default_factory=deque)  # when it opened tables, last hour
    warned: float = -WARN_EVERY
    refused: int = 0  # sockets refused at accept since the last log line
    refused_why: str = ""  # the reason of the last of them
    room: float = 1.0  # how many times one address's room this share has (a /48: network_share)
    network: Quota | None = field(default=None, repr=False)

    def chain(self) -> tuple[Quota, ...]:
        """This share and its network's: every count goes to both."""
        return (self,) if self.network is None else (self, self.network)

    def opened_in_hour(self) -> int:
        cutoff = time.monotonic() - HOUR
        while self.opened and self.opened[0] < cutoff:
            self.opened.popleft()
        return len(self.opened)

    def message_wait(self) -> float:
        """Seconds until the address (and its network) have room for a message again."""
        wait = self.messages.wait()
        return wait if self.network is None else max(wait, self.network.messages.wait())

    def charge(self, cost: float) -> None:
        self.messages.charge(cost)
        if self.network is not None:
            self.network.messages.charge(cost)

    def enter_play(self, code: str) -> None:
        for quota in self.chain():
            quota.in_play.add(code)

    def leave_play(self, code: str) -> None:
        for quota in self.chain():
            quota.in_play.discard(code)

    def note_opened(self, stamp: float) -> None:
        for quota in self.chain():
            quota.opened.append(stamp)

    def unnote_opened(self, stamp: float) -> None:
        for quota in self.chain():
            with contextlib.suppress(ValueError):
                quota.opened.remove(stamp)

    def connect(self, change: int) -> None:
        for quota in self.chain():
            quota.connections += change

    def idle(self) -> bool:
        return (
            not self.sockets
            and not self.refused
            and not self.in_play
            and not self.opened_in_hour()
            and self.messages.full()
            and self.connects.full()
        )


def network_key(key: str) -> str | None:
    """The /48 an IPv6 bucket (a /64) belongs to; None for an IPv4 address."""
    try:
        network = ipaddress.ip_network(key, strict=False)
    except ValueError:
        return None
    if network.version != 6 or network.prefixlen <= NETWORK_PREFIX:
        return None
    return str(network.supernet(new_prefix=NETWORK_PREFIX))


class Quotas:
    """Every address's quota, made on first sight and forgotten when it holds nothing."""

    def __init__(self, limits: Limits):
        self.limits = limits
        self._quotas: dict[str, Quota] = {}

    def of(self, key: str) -> Quota:
        quota = self._quotas.get(key)
        if quota is None:
            quota = self._quotas[key] = self._new(key, 1.0)
            network = network_key(key)
            if network is not None:
                quota.network = self._quotas.get(network)
                if quota.network is None:
                    quota.network = self._quotas[network] = self._new(network, self.limits.network_share)
        return quota

    def _new(self, key: str, room: float) -> Quota:
        limits = self.limits
        return Quota(
            key,
            Bucket(limits.address_messages_per_second * room, limits.address_burst * room),
            Bucket(limits.connections_per_minute / 60.0 * room, limits.connection_burst * room),
            room=room,
        )

    def get(self, key: str) -> Quota | None:
        return self._quotas.get(key)

    def connections_full(self, quota: Quota) -> bool:
        limit = self.limits.connections_per_address
        return any(each.connections >= limit * each.room for each in quota.chain())

    def tables_full(self, quota: Quota) -> bool:
        limit = self.limits.tables_per_address
        return any(len(each.in_play) >= limit * each.room for each in quota.chain())

    def hour_full(self, quota: Quota) -> bool:
        limit = self.limits.tables_per_address_per_hour
        return any(each.opened_in_hour() >= limit * each.room for each in quota.chain())

    def admit(self, key: str) -> bool:
        """A socket just accepted from `key`: may it stay? (counted if so)"""
        quota = self.of(key)
        chain = quota.chain()
        limit = self.limits.sockets_per_address
        if quota.sockets >= limit:
            why = "more open sockets than it may have"
        elif any(each.sockets >= limit * each.room for each in chain):
            why = f"its /{NETWORK_PREFIX} has more open sockets than it may have"
        elif any(each.connects.wait() > 0 for each in chain):
            why = "new connections faster than it may"
        else:
            for each in chain:
                each.connects.take()
                each.sockets += 1
            return True
        quota.refused += 1
        quota.refused_why = why
        self._report(quota, time.monotonic())
        return False

    def report_refused(self) -> None:
        """The sockets refused since an address's last line, once its minute is over (the
        sweep calls this): a burst of refusals is one line when it starts and one line with
        its sum within a minute of its end, however many sockets it was."""
        moment = time.monotonic()
        for quota in list(self._quotas.values()):
            if quota.refused:
                self._report(quota, moment)

    @staticmethod
    def _report(quota: Quota, moment: float) -> None:
        if moment - quota.warned >= WARN_EVERY:
            log.warning(
                "%s: %d socket(s) closed at accept in the last minute: %s (see docs/server.md, limits)",
                quota.key,
                quota.refused,
                quota.refused_why,
            )
            quota.warned, quota.refused = moment, 0

    def release(self, key: str) -> None:
        quota = self._quotas.get(key)
        if quota is not None:
            for each in quota.chain():
                each.sockets = max(0, each.sockets - 1)

    def forget_idle(self) -> None:
        """Forget the addresses that hold nothing, and the networks none of whose addresses
        is left (a network's counts are its addresses' together)."""
        for key in [key for key, quota in self._quotas.items() if quota.network is not None and quota.idle()]:
            del self._quotas[key]
        kept = {quota.network.key for quota in self._quotas.values() if quota.network is not None}
        for key in [key for key, quota in self._quotas.items() if key not in kept and quota.idle()]:
            del self._quotas[key]

    def __len__(self) -> int:
        return len(self._quotas)
