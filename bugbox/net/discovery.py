"""Tables on the home network: a host shows its table, a friend's bugbox lists it.

A hosted table is advertised by multicast DNS service discovery (mDNS/DNS-SD, what printers
and music boxes use; the `zeroconf` library speaks it) while it has open seats, and while its
game runs (to be watched, and found again by a guest whose host came back at another
address); adverts.py says what the advert holds. `Advertiser` updates the advert when a seat
is taken or freed or the game starts, and withdraws it (goodbye packets, so lists drop it at
once) when a waiting table is full, when the table is over or closed, and when the advertiser
stops.

`TableFinder` browses for those adverts and reports tables appearing, changing and going
(`TableEvent`, to a callback or a thread-safe queue), each a small frozen `FoundTable` whose
record was checked (adverts.py); a malformed advert, or one of another protocol version, is
left out of the list and the log says why (once per service and reason). `find_adverts`
waits for one table's adverts, for a worker thread that looks for a table by its code.

Both run zeroconf in a thread of its own (mdns.py); their methods only hand work to it, and
`start` and `stop` wait at most about a second. An announcement itself takes longer: the name
is probed first, as the standard asks, so a table shows up on other computers about 1.3 s
after `advertise`.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import ipaddress
import logging
import queue
import threading
import time
from collections.abc import Awaitable, Callable, Sequence
from typing import TYPE_CHECKING, Any

from ..core.i18n import QT_TRANSLATE_NOOP, msg
from .adverts import SERVICE_TYPE, TTL, Advert, FoundTable, Malformed, TableEvent, found_addresses, read_txt, shown
from .mdns import WAIT, DiscoveryUnavailable, Mdns, advertised_addresses, own_networks

if TYPE_CHECKING:
    from zeroconf import ServiceInfo, ServiceStateChange, Zeroconf
    from zeroconf.asyncio import AsyncServiceBrowser

__all__ = [
    "Advert",
    "Advertiser",
    "DiscoveryUnavailable",
    "FoundTable",
    "TableEvent",
    "TableFinder",
    "find_adverts",
]

log = logging.getLogger(__name__)
CTX = "Network"

#: How long a finder waits for a service's records after hearing of it, in milliseconds.
RESOLVE_MS = 1500
#: Tables one finder keeps track of: a home network has a handful; a device announcing
#: thousands cannot make the list or the memory grow without end.
MAX_TABLES = 64
#: Events waiting in a finder's queue (when no callback takes them) before new ones are dropped.
MAX_EVENTS = 256
#: Logged (service, reason) pairs remembered, so a noisy device is logged once, not forever.
MAX_WARNED = 256
#: Seconds after a goodbye in which news of the same table is checked with the host first.
#: An answer the host sent just before its goodbye can arrive just after it (answers to a
#: question come on another socket than announcements); zeroconf then drops the goodbye's
#: repeats as duplicates, and without the check the table would stay listed for `TTL` s.
AFTER_GOODBYE = 2.0

CANNOT_ADVERTISE = msg(CTX, QT_TRANSLATE_NOOP("Network", "This computer cannot show its table on the home network."))
CANNOT_BROWSE = msg(CTX, QT_TRANSLATE_NOOP("Network", "This computer cannot look for tables on the home network."))


# --- advertising ---------------------------------------------------------------------------------


class Advertiser:
    """Shows this computer's hosted tables on the home network while they have open seats or
    their game runs.

        advertiser = Advertiser()            # tests: Advertiser(interfaces=["127.0.0.1"])
        advertiser.start()                   # DiscoveryUnavailable: say `reason`, play on
        advertiser.advertise(Advert.from_table(table, port, "Anna"))
        advertiser.advertise(advert.seated(seats.seats))   # after a `seats` message
        advertiser.advertise(Advert.from_table(table, port, "Anna"))   # "playing" once it runs
        advertiser.withdraw(code)            # the game is over, or the table closed
        advertiser.stop()

    `advertise` and `withdraw` return at once (any thread); the advertiser's loop catches up
    with the latest wish per table, so a burst of seat changes is one update on the network.
    A waiting table's advert without open seats is withdrawn (`Advert.listed`).
    """

    def __init__(self, interfaces: Sequence[str] | None = None):
        self._mdns = Mdns(interfaces, CANNOT_ADVERTISE)
        self._addresses: list[str] = []
        self._lock = threading.Lock()
        self._wanted: dict[str, Advert] = {}
        self._published: dict[str, tuple[Advert, ServiceInfo]] = {}  # on the loop only
        # on the loop only: each table's announcements still being sent (3 over about 2 s)
        self._announcing: dict[str, asyncio.Future[Any]] = {}
        self._wake: asyncio.Event | None = None
        self._worker: asyncio.Task[None] | None = None
        self._running = False

    def start(self) -> None:
        """Open mDNS (at most about a second); `DiscoveryUnavailable` when it cannot run."""
        if self._running:
            return
        self._mdns.open()
        try:
            self._addresses = advertised_addresses(self._mdns.interfaces)
            self._mdns.call(self._begin())
        except Exception as error:
            self._mdns.close(time.monotonic() + WAIT)
            raise DiscoveryUnavailable(CANNOT_ADVERTISE, repr(error)) from error
        self._running = True

    def advertise(self, advert: Advert) -> None:
        """Show the table (or its new seat counts or status); withdraw a waiting table when no
        seat is open."""
        with self._lock:
            if advert.listed:
                self._wanted[advert.code] = advert
            else:
                self._wanted.pop(advert.code, None)
        self._mdns.post(self._nudge)

    def withdraw(self, code: str) -> None:
        """Take the table off the network (its game is over, it closed, or hosting ended)."""
        with self._lock:
            self._wanted.pop(code, None)
        self._mdns.post(self._nudge)

    def advertised(self) -> list[Advert]:
        """The adverts wanted on the network now (they reach it within about 1.3 s)."""
        with self._lock:
            return list(self._wanted.values())

    def stop(self) -> None:
        """Withdraw every table (goodbye packets, so lists drop them at once) and close, in
        about a second at most."""
        if not self._running:
            return
        self._running = False
        deadline = time.monotonic() + WAIT
        with self._lock:
            self._wanted.clear()
        try:
            self._mdns.call(self._end(), timeout=0.5)
        except (concurrent.futures.TimeoutError, RuntimeError) as error:
            log.warning("mDNS: withdrawing the tables took too long: %r", error)
        self._mdns.close(deadline)

    def __enter__(self) -> Advertiser:
        self.start()
        return self

    def __exit__(self, *_exc: object) -> None:
        self.stop()

    # --- on zeroconf's loop -----------------------------------------------------------------

    async def _begin(self) -> None:
        self._wake = asyncio.Event()
        self._worker = asyncio.get_running_loop().create_task(self._follow())
        self._wake.set()  # what was advertised before the start

    def _nudge(self) -> None:
        if self._wake is not None:
            self._wake.set()

    async def _follow(self) -> None:
        """Bring the network in line with `_wanted`, again whenever it changes."""
        assert self._wake is not None
        while True:
            await self._wake.wait()
            self._wake.clear()
            with self._lock:
                wanted = dict(self._wanted)
            for code in [code for code in self._published if code not in wanted]:
                await self._unpublish(code)
            for code, advert in wanted.items():
                try:
                    await self._publish(advert)
                except asyncio.CancelledError:
                    raise
                except Exception as error:  # noqa: BLE001 - one table's trouble stops no other
                    log.warning("mDNS: cannot advertise table %s: %r", code, error)
            with self._lock:
                if self._wanted != wanted:  # changed while a name was probed: catch up
                    self._wake.set()

    async def _publish(self, advert: Advert) -> None:
        zc = self._mdns.zc
        assert zc is not None
        known = self._published.get(advert.code)
        if known is not None and known[0] == advert:
            return
        name = known[1].name if known is not None else f"bugbox table {advert.code}.{SERVICE_TYPE}"
        info = _service_info(name, advert, self._addresses)
        self._quiet(advert.code)
        if known is None:
            # probes the name for 1.2 s (RFC 6762 8.1), then announces; renames on a clash
            announcing = await zc.async_register_service(info, allow_name_change=True)
            self._published[advert.code] = (advert, info)
            log.info(
                "mDNS: advertising table %s (%s, %d of %d seats open)",
                advert.code,
                advert.status,
                advert.open_seats,
                advert.seats,
            )
        else:
            announcing = await zc.async_update_service(info)
            self._published[advert.code] = (advert, info)
        self._announcing[advert.code] = asyncio.ensure_future(announcing)

    def _quiet(self, code: str) -> None:
        """Stop the table's announcements still to be sent: one sent after its goodbye would
        put a withdrawn table back on every list, for `TTL` seconds."""
        announcing = self._announcing.pop(code, None)
        if announcing is not None:
            announcing.cancel()

    async def _unpublish(self, code: str) -> Awaitable[Any] | None:
        zc = self._mdns.zc
        self._quiet(code)
        advert_info = self._published.pop(code, None)
        if zc is None or advert_info is None:
            return None
        log.info("mDNS: table %s withdrawn", code)
        try:
            goodbyes = await zc.async_unregister_service(advert_info[1])
        except Exception as error:  # noqa: BLE001 - zeroconf closing under us; nothing to withdraw
            log.warning("mDNS: cannot withdraw table %s: %r", code, error)
            return None
        return goodbyes

    async def _end(self) -> None:
        """Stop following, say goodbye for every table (3 packets over 0.25 s)."""
        if self._worker is not None:
            self._worker.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._worker
            self._worker = None
        goodbyes = [await self._unpublish(code) for code in list(self._published)]
        pending = [asyncio.ensure_future(goodbye) for goodbye in goodbyes if goodbye is not None]
        if pending:
            await asyncio.wait(pending, timeout=0.4)


def _service_info(name: str, advert: Advert, addresses: Sequence[str]) -> ServiceInfo:
    from zeroconf import ServiceInfo

    return ServiceInfo(
        SERVICE_TYPE,
        name,
        port=advert.port,
        properties=dict(advert.txt()),
        parsed_addresses=list(addresses),
        # a host name of our own: the system's (avahi's) name for this computer is not ours
        server=f"bugbox-{advert.code.lower()}.local.",
        host_ttl=TTL,
        other_ttl=TTL,
    )


# --- finding ----------------------------------------------------------------------------------


class TableFinder:
    """Lists the tables other computers advertise, as they come, change and go.

        finder = TableFinder(on_event=print)   # or read finder.events (a queue.Queue)
        finder.start()                         # DiscoveryUnavailable: say `reason`
        ...
        finder.tables()                        # the tables known now
        finder.stop()

    `on_event` is called on the finder's own thread, one event at a time; it must return
    quickly (a Qt wrapper emits a signal). Without it, events go to `events`, at most
    `MAX_EVENTS` waiting. Nothing is reported after `stop` has returned.
    """

    def __init__(self, interfaces: Sequence[str] | None = None, on_event: Callable[[TableEvent], None] | None = None):
        self._mdns = Mdns(interfaces, CANNOT_BROWSE)
        self._on_event = on_event
        self.events: queue.Queue[TableEvent] = queue.Queue(MAX_EVENTS)
        self._lock = threading.Lock()
        self._known: dict[str, FoundTable] = {}
        self._networks: list[ipaddress.IPv4Network] = []
        self._browser: AsyncServiceBrowser | None = None
        self._turn: dict[str, int] = {}  # on the loop only: the number of each service's latest news
        self._news = 0
        self._resolving: set[asyncio.Task[None]] = set()
        self._warned: set[tuple[str, str]] = set()
        self._goodbyes: dict[str, float] = {}  # on the loop only: when each service said goodbye
        self._running = False

    def start(self) -> None:
        """Open mDNS and start browsing (at most about a second)."""
        if self._running:
            return
        self._mdns.open()
        self._running = True
        try:
            self._networks = own_networks(self._mdns.interfaces)
            self._mdns.call(self._begin())
        except Exception as error:
            self._running = False
            self._mdns.close(time.monotonic() + WAIT)
            raise DiscoveryUnavailable(CANNOT_BROWSE, repr(error)) from error

    def tables(self) -> list[FoundTable]:
        """The tables found and still there, in the order they were found."""
        with self._lock:
            return list(self._known.values())

    def stop(self) -> None:
        """Stop browsing and close, in about a second at most."""
        if not self._running:
            return
        deadline = time.monotonic() + WAIT
        with self._lock:
            self._running = False  # from here on nothing is reported
            self._known.clear()
        try:
            self._mdns.call(self._end(), timeout=0.5)
        except (concurrent.futures.TimeoutError, RuntimeError) as error:
            log.warning("mDNS: stopping the search took too long: %r", error)
        self._mdns.close(deadline)

    def __enter__(self) -> TableFinder:
        self.start()
        return self

    def __exit__(self, *_exc: object) -> None:
        self.stop()

    # --- on zeroconf's loop -----------------------------------------------------------------

    async def _begin(self) -> None:
        from zeroconf.asyncio import AsyncServiceBrowser

        assert self._mdns.zc is not None
        self._browser = AsyncServiceBrowser(self._mdns.zc, [SERVICE_TYPE], handlers=[self._heard])

    async def _end(self) -> None:
        if self._browser is not None:
            await self._browser.async_cancel()
            self._browser = None
        for task in list(self._resolving):
            task.cancel()
        if self._resolving:
            await asyncio.wait(list(self._resolving), timeout=0.2)

    def _heard(self, zeroconf: Zeroconf, service_type: str, name: str, state_change: ServiceStateChange) -> None:
        """A service came, changed or went (zeroconf's browser handler)."""
        from zeroconf import ServiceStateChange

        if name not in self._turn and len(self._turn) >= 4 * MAX_TABLES:
            self._warn(name, "too many services on the network")
            return
        self._news += 1
        turn = self._turn[name] = self._news
        now = time.monotonic()
        if state_change is ServiceStateChange.Removed:
            self._turn.pop(name, None)
            if len(self._goodbyes) >= 4 * MAX_TABLES:
                self._goodbyes = {n: t for n, t in self._goodbyes.items() if now - t < AFTER_GOODBYE}
            self._goodbyes[name] = now
            self._gone(name)
            return
        if now - self._goodbyes.get(name, -AFTER_GOODBYE) < AFTER_GOODBYE:
            _forget(zeroconf, name)  # ask the host itself: a late answer is no proof it is there
        if len(self._resolving) >= 2 * MAX_TABLES:
            self._warn(name, "too many services at once")
            return
        task = asyncio.get_running_loop().create_task(self._resolve(zeroconf, name, turn))
        self._resolving.add(task)
        task.add_done_callback(self._resolving.discard)

    async def _resolve(self, zc: Zeroconf, name: str, turn: int) -> None:
        """Read the service's records (from the cache, or by asking) and report the table."""
        from zeroconf import IPVersion
        from zeroconf.asyncio import AsyncServiceInfo

        info = AsyncServiceInfo(SERVICE_TYPE, name)
        answered = await info.async_request(zc, RESOLVE_MS)
        if self._turn.get(name) != turn:
            return  # newer news of this service came meanwhile
        try:
            if not answered:
                raise Malformed("did not answer")
            addresses = found_addresses(info.parsed_addresses(IPVersion.V4Only), self._networks)
            port = info.port
            if port is None or not 1 <= port <= 65535:
                raise Malformed(f"port {port}")
            fields = read_txt(info.properties)
        except Malformed as malformed:
            self._warn(name, str(malformed))
            self._gone(name)
            return
        table = FoundTable(address=addresses[0], port=port, addresses=addresses, service=name, **fields)
        if table.status == "waiting" and table.open_seats == 0:
            self._gone(name)  # full and about to start: nobody can join it any more
            return
        with self._lock:
            if not self._running:
                return
            before = self._known.get(name)
            full = before is None and len(self._known) >= MAX_TABLES
            if not full:
                self._known[name] = table
        if full:
            self._warn(name, f"more than {MAX_TABLES} tables")
        elif before is None:
            log.info("mDNS: table %s found at %s:%d", table.code, table.address, table.port)
            self._report(TableEvent("found", table))
        elif before != table:
            self._report(TableEvent("changed", table))

    def _gone(self, name: str) -> None:
        with self._lock:
            table = self._known.pop(name, None) if self._running else None
        if table is not None:
            log.info("mDNS: table %s gone", table.code)
            self._report(TableEvent("gone", table))

    def _report(self, event: TableEvent) -> None:
        if self._on_event is not None:
            try:
                self._on_event(event)
            except Exception:
                log.exception("mDNS: the table listener failed")
            return
        try:
            self.events.put_nowait(event)
        except queue.Full:
            log.warning("mDNS: %d table events unread; dropped one", MAX_EVENTS)

    def _warn(self, name: str, reason: str) -> None:
        key = (name, reason)
        if key in self._warned or len(self._warned) >= MAX_WARNED:
            return
        self._warned.add(key)
        log.warning("mDNS: ignoring service %s: %s", shown(name), reason)


def find_adverts(
    code: str,
    timeout: float,
    interfaces: Sequence[str] | None = None,
    *,
    settle: float = 0.0,
    most: int = 16,
) -> list[FoundTable]:
    """Every advert of the table with the code `code` heard on the home network now (waiting
    or playing), in the order heard; empty when none came within `timeout` seconds, or when
    this computer cannot look (logged).

    It blocks: call it from a worker thread, not Qt's GUI thread. After the first advert it
    listens `settle` seconds more for others of the same code (0: it returns with the first),
    keeping at most `most`; starting and closing mDNS take about a second each beyond
    `timeout`. `interfaces` as for `TableFinder` (tests: ["127.0.0.1"]). Any device on the
    network may advertise any code, even under the table's own service name: what is found is
    where to try, not proof that the table's host is there, and a stranger's advert heard first
    must not hide the table's own (so a guest following its table tries every one).
    """
    wanted = code.strip().upper()
    heard: queue.SimpleQueue[FoundTable] = queue.SimpleQueue()

    def news(event: TableEvent) -> None:
        if event.kind != "gone" and event.table.code == wanted and heard.qsize() < most:
            heard.put(event.table)  # a device announcing without end fills no memory

    finder = TableFinder(interfaces, on_event=news)
    try:
        finder.start()
    except DiscoveryUnavailable as unavailable:
        log.info("mDNS: cannot look for table %s: %s", shown(wanted), unavailable)
        return []
    deadline = time.monotonic() + max(0.0, timeout)  # the look starts once the finder listens
    found: list[FoundTable] = []
    try:
        while len(found) < most:
            try:
                found.append(heard.get(timeout=max(0.0, deadline - time.monotonic())))
            except queue.Empty:
                break
            if len(found) == 1:
                deadline = min(deadline, time.monotonic() + settle)
    finally:
        finder.stop()
    return found


def _forget(zc: Zeroconf, name: str) -> None:
    """Drop what zeroconf's cache holds of the service `name`, so that resolving it asks the
    network again (on zeroconf's loop)."""
    cache = zc.cache
    records = list(cache.async_entries_with_name(name))
    pointer = cache.current_entry_with_name_and_alias(SERVICE_TYPE, name)
    if pointer is not None:
        records.append(pointer)
    if records:
        cache.async_remove_records(records)
