"""One zeroconf instance on its own thread, opened and closed with bounded waits.

zeroconf runs its sockets on an asyncio loop in a thread of its own; `Mdns` opens it, hands
work to that loop and closes it, and never lets the caller (the app's GUI thread) wait more
than about a second for any of it. zeroconf is imported by `open`, never before, so nothing
of it is loaded until a player looks for tables or hosts one.

The app uses every IPv4 interface; tests pass `interfaces=["127.0.0.1"]`.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import ipaddress
import logging
import threading
import time
from collections.abc import Callable, Coroutine, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from ..core.i18n import Message

if TYPE_CHECKING:
    from zeroconf import Zeroconf

log = logging.getLogger(__name__)
T = TypeVar("T")

#: The longest `open`, `call` and `close` wait, in seconds.
WAIT = 1.0


class DiscoveryUnavailable(Exception):
    """mDNS cannot run here (no network, the port taken, zeroconf missing); `reason` is the
    sentence for the player, the exception's text the detail for the log."""

    def __init__(self, reason: Message, detail: str):
        self.reason = reason
        super().__init__(f"{reason.english()} ({detail})")


class Mdns:
    """One zeroconf instance: started and closed with bounded waits, work run on its loop."""

    def __init__(self, interfaces: Sequence[str] | None, unavailable: Message):
        self.interfaces = _ipv4_list(interfaces) if interfaces is not None else None
        self.unavailable = unavailable
        self.zc: Zeroconf | None = None
        self.loop: asyncio.AbstractEventLoop | None = None

    def open(self) -> None:
        """Import zeroconf and open its sockets in a thread (no asyncio loop of the caller's
        gets involved), waiting at most `WAIT`; `DiscoveryUnavailable` if that fails."""
        done: concurrent.futures.Future[Zeroconf] = concurrent.futures.Future()
        lock = threading.Lock()
        gave_up = False

        def make() -> None:
            try:
                from zeroconf import InterfaceChoice, IPVersion, Zeroconf

                chosen: Any = list(self.interfaces) if self.interfaces is not None else InterfaceChoice.All
                zc = Zeroconf(interfaces=chosen, ip_version=IPVersion.V4Only)
            except Exception as error:  # noqa: BLE001 - any failure means: no discovery here
                done.set_exception(error)
                return
            with lock:
                if not gave_up:
                    done.set_result(zc)
                    return
            zc.close()  # too late: the caller went on without it

        threading.Thread(target=make, name="bugbox-mdns-open", daemon=True).start()
        concurrent.futures.wait([done], WAIT)
        with lock:
            if not done.done():
                gave_up = True
                raise DiscoveryUnavailable(self.unavailable, f"zeroconf did not start within {WAIT} s")
        error = done.exception()
        if error is not None:
            log.warning("mDNS: cannot start: %r", error)
            raise DiscoveryUnavailable(self.unavailable, repr(error)) from error
        self.zc = done.result()
        self.loop = self.zc.loop

    def call(self, work: Coroutine[Any, Any, T], timeout: float = WAIT) -> T:
        """Run `work` on zeroconf's loop and wait for it at most `timeout` seconds."""
        assert self.loop is not None
        return asyncio.run_coroutine_threadsafe(work, self.loop).result(timeout)

    def post(self, work: Callable[[], None]) -> None:
        """Have zeroconf's loop call `work` soon (from any thread; nothing waits)."""
        if self.loop is not None and not self.loop.is_closed():
            with contextlib.suppress(RuntimeError):  # the loop closed meanwhile
                self.loop.call_soon_threadsafe(work)

    def close(self, deadline: float) -> None:
        """Close zeroconf (sockets, loop, thread), waiting until `deadline` at the latest;
        what is left then finishes in a thread of its own."""
        zc, self.zc = self.zc, None
        self.loop = None
        if zc is None:
            return
        closer = threading.Thread(target=zc.close, name="bugbox-mdns-close", daemon=True)
        closer.start()
        closer.join(max(0.05, deadline - time.monotonic()))
        if closer.is_alive():
            log.warning("mDNS: still closing after the wait; it finishes by itself")


def own_networks(interfaces: Sequence[str] | None) -> list[ipaddress.IPv4Network]:
    """The IPv4 networks this computer is on (those of `interfaces` when given)."""
    import ifaddr

    networks = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if ip.is_IPv4 and isinstance(ip.ip, str) and (interfaces is None or ip.ip in interfaces):
                networks.append(ipaddress.IPv4Network(f"{ip.ip}/{ip.network_prefix}", strict=False))
    return networks


def advertised_addresses(interfaces: Sequence[str] | None) -> list[str]:
    """The addresses a table is advertised at: those given, or every IPv4 address of this
    computer but loopback (another computer cannot reach 127.0.0.1)."""
    if interfaces is not None:
        return list(interfaces)
    import ifaddr

    found = [
        ip.ip
        for adapter in ifaddr.get_adapters()
        for ip in adapter.ips
        if ip.is_IPv4 and isinstance(ip.ip, str) and not ipaddress.IPv4Address(ip.ip).is_loopback
    ]
    return list(dict.fromkeys(found)) or ["127.0.0.1"]


def _ipv4_list(interfaces: Sequence[str]) -> list[str]:
    if isinstance(interfaces, str):
        raise TypeError("interfaces is a list of addresses")
    for address in interfaces:
        ipaddress.IPv4Address(address)  # ValueError for anything else: discovery is IPv4 only
    return list(interfaces)
