"""Tables on the home network, over loopback: a host's advert reaches a friend's list, follows
its seats and leaves it, and what other devices announce is checked before anybody sees it.

Every zeroconf instance here (an Advertiser, a TableFinder, a raw one playing a hostile device)
is its own, on 127.0.0.1 only. Each test uses fresh table codes and looks only at those, so a
table another test (or another bugbox on this machine) advertises meanwhile changes nothing:
while the module runs, another process advertises tables named like the tests' own, some
hostile (`other_tables`), to prove it. Every wait is bounded; a table shows up about 1.3 s
after `advertise` (the name is probed first).
"""

import asyncio
import ipaddress
import logging
import threading
import time
from collections.abc import Iterator

import pytest

from bugbox.net import discovery
from bugbox.net import protocol as wire
from bugbox.net.adverts import SERVICE_TYPE, TTL, Malformed, read_txt
from bugbox.net.discovery import Advert, Advertiser, FoundTable, TableEvent, TableFinder, find_adverts
from bugbox.net.invite import parse_invite
from bugbox.net.protocol import PROTOCOL_VERSION
from bugbox.server.tables import new_code
from tests.server import hostile_adverts
from tests.server.hostile_adverts import LISTED, OtherTables, wait_listed

# Addresses a hostile advert may name and the finder must drop; nothing is ever sent to them
# (this test talks over 127.0.0.1 only): the IPv4 broadcast address and mDNS's own group.
BROADCAST = str(ipaddress.IPv4Network("0.0.0.0/0").broadcast_address)
MDNS_GROUP = str(ipaddress.IPv4Address(0xE0_00_00_FB))

LOOPBACK = ["127.0.0.1"]
#: The longest wait for a table to show up (it takes about 1.3 s; the machine may be busy).
FIND = 15.0
#: The longest wait for a change or a goodbye to arrive (they take a few milliseconds).
NEWS = 5.0


class Listener:
    """A finder's `on_event`: keeps the events and wakes whoever waits for one."""

    def __init__(self) -> None:
        self.events: list[TableEvent] = []
        self._changed = threading.Condition()

    def __call__(self, event: TableEvent) -> None:
        with self._changed:
            self.events.append(event)
            self._changed.notify_all()

    def of(self, code: str) -> list[tuple[str, int]]:
        with self._changed:
            return [(e.kind, e.table.open_seats) for e in self.events if e.table.code == code]

    def wait_for(self, code: str, kind: str, timeout: float) -> TableEvent:
        def seen() -> TableEvent | None:
            return next((e for e in self.events if e.table.code == code and e.kind == kind), None)

        with self._changed:
            self._changed.wait_for(lambda: seen() is not None, timeout)
            event = seen()
        assert event is not None, f"no {kind!r} event for {code} within {timeout} s: {self.of(code)}"
        return event


@pytest.fixture(scope="module", autouse=True)
def other_tables() -> Iterator[OtherTables]:
    """Other bugbox tables on this machine, some hostile, through every test here."""
    yield from hostile_adverts.other_tables()


@pytest.fixture
def threads_end():
    """Every thread a test starts has ended a few seconds after the test: nothing lingers."""
    before = set(threading.enumerate())
    yield
    deadline = time.monotonic() + 5
    for thread in set(threading.enumerate()) - before:
        thread.join(max(0.0, deadline - time.monotonic()))
    assert [t.name for t in set(threading.enumerate()) - before if t.is_alive()] == []


def test_a_table_appears_follows_its_seats_and_goes(threads_end):
    code = new_code()
    listener = Listener()
    advert = Advert(code, "verflixxt", "Anna", open_seats=2, seats=4, port=8765)
    with Advertiser(interfaces=LOOPBACK) as advertiser, TableFinder(interfaces=LOOPBACK, on_event=listener) as finder:
        advertiser.advertise(advert)
        found = listener.wait_for(code, "found", FIND).table
        assert (found.game, found.host_name, found.open_seats, found.seats) == ("verflixxt", "Anna", 2, 4)
        assert (found.address, found.addresses, found.port) == ("127.0.0.1", ("127.0.0.1",), 8765)
        assert found in finder.tables()
        assert parse_invite(found.invite).url == f"ws://127.0.0.1:8765/{code}"

        advertiser.advertise(Advert(code, "verflixxt", "Anna", open_seats=1, seats=4, port=8765))  # a seat taken
        changed = listener.wait_for(code, "changed", NEWS).table
        assert (changed.open_seats, changed.seats) == (1, 4)
        assert [t.open_seats for t in finder.tables() if t.code == code] == [1]

        advertiser.withdraw(code)  # the game started
        listener.wait_for(code, "gone", NEWS)
        assert [t for t in finder.tables() if t.code == code] == []
    assert listener.of(code) == [("found", 2), ("changed", 1), ("gone", 1)]


def test_a_list_opened_later_finds_the_table_and_a_full_table_leaves_it(threads_end):
    code = new_code()
    listener = Listener()
    with Advertiser(interfaces=LOOPBACK) as advertiser:
        advertiser.advertise(Advert(code, "schaben", "ユキ", open_seats=1, seats=2, port=40000))
        with TableFinder(interfaces=LOOPBACK, on_event=listener) as finder:
            found = listener.wait_for(code, "found", FIND).table
            assert (found.game, found.host_name, found.port) == ("schaben", "ユキ", 40000)

            advertiser.advertise(Advert(code, "schaben", "ユキ", open_seats=0, seats=2, port=40000))
            listener.wait_for(code, "gone", NEWS)
            assert advertiser.advertised() == []
            assert [t for t in finder.tables() if t.code == code] == []


def test_stopping_the_host_takes_its_tables_off_every_list(threads_end):
    codes = [new_code(), new_code()]
    listener = Listener()
    with TableFinder(interfaces=LOOPBACK, on_event=listener) as finder:
        advertiser = Advertiser(interfaces=LOOPBACK)
        advertiser.start()
        try:
            for code in codes:
                advertiser.advertise(Advert(code, "verasselt", "Ben", open_seats=3, seats=4, port=8765))
            for code in codes:
                listener.wait_for(code, "found", 2 * FIND)
        finally:
            advertiser.stop()  # goodbyes: the lists drop the tables at once, not after TTL
        for code in codes:
            listener.wait_for(code, "gone", NEWS)
        # an answer the host had queued (mDNS delays answers by up to half a second) may cross
        # its first goodbye and bring the table back for a moment; the next goodbye, sent
        # 125 ms later, takes it off again
        deadline = time.monotonic() + NEWS
        while [t for t in finder.tables() if t.code in codes] and time.monotonic() < deadline:
            time.sleep(0.05)
        assert [t for t in finder.tables() if t.code in codes] == [], [listener.of(c) for c in codes]
    assert finder.tables() == []  # and a stopped finder lists nothing
    assert NEWS < TTL


# --- what other devices announce ------------------------------------------------------------


def _txt(table: str, **changes: str | bytes | None) -> dict[str, str | bytes | None]:
    txt: dict[str, str | bytes | None] = {
        "proto": str(PROTOCOL_VERSION),
        "game": "verflixxt",
        "code": table,
        "host": "Mallory",
        "open": "1",
        "seats": "2",
        "version": "0.1.0",
        "state": "waiting",
    }
    txt.update(changes)
    return {key: value for key, value in txt.items() if value != "<drop>"}


def _hostile_adverts(code: str) -> dict[str, tuple[dict[str, str | bytes | None], str, int]]:
    """What a hostile or broken device might announce: TXT record, address, port; each must
    be left out of the list."""
    return {
        "escape": (_txt(code, host="\x1b[2J\x1b[31mAnna"), "127.0.0.1", 8765),
        "bidi": (_txt(code, host="Anna\u202egnp.exe"), "127.0.0.1", 8765),
        "zero width": (_txt(code, host="An\u200bna"), "127.0.0.1", 8765),
        "newline": (_txt(code, host="Anna\nbugbox: table found"), "127.0.0.1", 8765),
        "long name": (_txt(code, host="A" * 30), "127.0.0.1", 8765),
        "many bytes": (_txt(code, host="Ä" * 60), "127.0.0.1", 8765),
        "not utf-8": (_txt(code, host=b"\xff\xfeAnna"), "127.0.0.1", 8765),
        "no name": (_txt(code, host=None), "127.0.0.1", 8765),
        "name missing": (_txt(code, host="<drop>"), "127.0.0.1", 8765),
        "other protocol": (_txt(code, proto=str(PROTOCOL_VERSION + 1)), "127.0.0.1", 8765),
        "small code": (_txt(code, code=code.lower()), "127.0.0.1", 8765),
        "wide digit": (_txt(code, open="２"), "127.0.0.1", 8765),
        "more open than seats": (_txt(code, open="5", seats="4"), "127.0.0.1", 8765),
        "too many seats": (_txt(code, open="1", seats="99"), "127.0.0.1", 8765),
        "path as game": (_txt(code, game="../../etc"), "127.0.0.1", 8765),
        "unknown state": (_txt(code, state="over"), "127.0.0.1", 8765),
        "markup version": (_txt(code, version="<img src=x>"), "127.0.0.1", 8765),
        "any address": (_txt(code), "0.0.0.0", 8765),
        "broadcast": (_txt(code), BROADCAST, 8765),
        "multicast": (_txt(code), MDNS_GROUP, 8765),
        "no port": (_txt(code), "127.0.0.1", 0),
    }


#: What the log says of each hostile advert.
REASONS = {
    "escape": "control characters",
    "bidi": "invisible characters",
    "zero width": "invisible characters",
    "newline": "control characters",
    "long name": "1 to 24 characters",
    "many bytes": "too long",
    "not utf-8": "not UTF-8",
    "no name": "no value",
    "name missing": "host: missing",
    "other protocol": f"protocol version {PROTOCOL_VERSION + 1}",
    "small code": "code:",
    "wide digit": "open:",
    "more open than seats": "5 open of 4",
    "too many seats": "1 open of 99",
    "path as game": "game:",
    "unknown state": "state: 'over'",
    "markup version": "version:",
    "any address": "no usable IPv4 address",
    "broadcast": "no usable IPv4 address",
    "multicast": "no usable IPv4 address",
    "no port": "port 0",
}


def test_malformed_and_hostile_adverts_are_left_out(threads_end, caplog):
    from zeroconf import IPVersion, ServiceInfo, Zeroconf

    caplog.set_level(logging.WARNING, logger=discovery.__name__)
    code = new_code()
    listener = Listener()
    hostile = _hostile_adverts(code)
    names = {label: f"hostile {number} {code}.{SERVICE_TYPE}" for number, label in enumerate(hostile)}
    infos = [
        ServiceInfo(
            SERVICE_TYPE,
            names[label],
            port=port,
            properties=txt,
            parsed_addresses=[address],
            server=f"hostile-{number}-{code.lower()}.local.",
        )
        for number, (label, (txt, address, port)) in enumerate(hostile.items())
    ]
    # a name that looks like markup is still a name: it is kept, as the plain text it is
    fine_code = new_code()
    infos.append(
        ServiceInfo(
            SERVICE_TYPE,
            f"fine {fine_code}.{SERVICE_TYPE}",
            port=8765,
            properties=_txt(fine_code, host="<b>Anna</b>"),
            parsed_addresses=["127.0.0.1"],
            server=f"fine-{fine_code.lower()}.local.",
        )
    )
    device = Zeroconf(interfaces=LOOPBACK, ip_version=IPVersion.V4Only)
    try:

        async def announce() -> None:
            # a device that answers at once, without probing its names first
            await asyncio.gather(*(device.async_register_service(info, cooperating_responders=True) for info in infos))

        asyncio.run_coroutine_threadsafe(announce(), device.loop).result(NEWS)
        with TableFinder(interfaces=LOOPBACK, on_event=listener) as finder:
            fine = listener.wait_for(fine_code, "found", FIND).table
            assert fine.host_name == "<b>Anna</b>"

            def warned() -> dict[str, str]:
                messages = [record.getMessage() for record in list(caplog.records)]
                return {label: m for label, name in names.items() for m in messages if name[:30] in m}

            deadline = time.monotonic() + FIND
            while set(warned()) != set(hostile) and time.monotonic() < deadline:
                time.sleep(0.05)
            assert set(warned()) == set(hostile)
            wrong = {label: m for label, m in warned().items() if REASONS[label] not in m}
            assert wrong == {}
            assert listener.of(code) == []
            assert [t for t in finder.tables() if t.code == code] == []
            shown = [r.getMessage() for r in caplog.records if "hostile" in r.getMessage()]
            assert all("\x1b" not in m and "\n" not in m and "\u202e" not in m for m in shown)  # escaped in the log
    finally:
        device.close()


# --- running tables (issue 37: watch them; a guest finds its table again) -------------------------


def test_a_table_stays_listed_while_its_game_runs_and_goes_when_it_is_over(threads_end):
    code = new_code()
    listener = Listener()
    with Advertiser(interfaces=LOOPBACK) as advertiser, TableFinder(interfaces=LOOPBACK, on_event=listener) as finder:
        advertiser.advertise(Advert(code, "verasselt", "Anna", open_seats=1, seats=2, port=8765))
        found = listener.wait_for(code, "found", FIND).table
        assert (found.status, found.open_seats) == ("waiting", 1)

        running = Advert(code, "verasselt", "Anna", open_seats=1, seats=2, port=8765, status="playing")
        assert running.open_seats == 0  # nobody new takes a seat at a running table
        advertiser.advertise(running)
        changed = listener.wait_for(code, "changed", NEWS).table
        assert (changed.status, changed.open_seats, changed.seats) == ("playing", 0, 2)
        assert [t.status for t in finder.tables() if t.code == code] == ["playing"]
        assert advertiser.advertised() == [running]

        advertiser.withdraw(code)  # the game is over
        listener.wait_for(code, "gone", NEWS)
    assert listener.of(code) == [("found", 1), ("changed", 0), ("gone", 0)]


def test_a_table_withdrawn_and_advertised_again_at_once_is_listed_again(threads_end):
    # news of a table within moments of its goodbye is checked with its host first (a late
    # answer must not bring a withdrawn table back): a host that is really back answers
    code = new_code()
    listener = Listener()
    advert = Advert(code, "verflixxt", "Anna", open_seats=1, seats=2, port=8765)
    with Advertiser(interfaces=LOOPBACK) as advertiser, TableFinder(interfaces=LOOPBACK, on_event=listener) as finder:
        advertiser.advertise(advert)
        listener.wait_for(code, "found", FIND)
        advertiser.withdraw(code)
        listener.wait_for(code, "gone", NEWS)
        advertiser.advertise(advert)
        deadline = time.monotonic() + FIND
        while listener.of(code) != [("found", 1), ("gone", 1), ("found", 1)] and time.monotonic() < deadline:
            time.sleep(0.05)
        assert listener.of(code) == [("found", 1), ("gone", 1), ("found", 1)]
        assert [t.code for t in finder.tables() if t.code == code] == [code]


def _table(code: str, status: str, players: list[str]) -> wire.Table:
    seats = [wire.SeatInfo(seat=n, colour="red", player=p) for n, p in enumerate(players)]  # type: ignore[arg-type]
    return wire.Table(code=code, game="verflixxt", options={}, status=status, seats=seats)  # type: ignore[arg-type]


def test_the_advert_of_a_table_says_whether_it_waits_or_plays():
    code = new_code()
    waiting = Advert.from_table(_table(code, "waiting", ["person", "open", "open"]), 8765, "Anna")
    assert (waiting.status, waiting.open_seats, waiting.seats, waiting.listed) == ("waiting", 2, 3, True)
    assert waiting.txt()["state"] == "waiting"
    full = Advert.from_table(_table(code, "waiting", ["person", "computer"]), 8765, "Anna")
    assert (full.open_seats, full.listed) == (0, False)  # about to start: nobody can join
    playing = Advert.from_table(_table(code, "playing", ["person", "open"]), 8765, "Anna")
    assert (playing.status, playing.open_seats, playing.listed) == ("playing", 0, True)
    assert playing.seated(_table(code, "playing", ["open", "open"]).seats).open_seats == 0
    assert (playing.txt()["state"], playing.txt()["open"]) == ("playing", "0")  # an older bugbox: full
    with pytest.raises(ValueError, match="over"):
        Advert.from_table(_table(code, "over", ["person", "person"]), 8765, "Anna")  # withdrawn instead
    with pytest.raises(ValueError):
        Advert(code, "verflixxt", "Anna", 1, 2, 8765, status="over")  # type: ignore[arg-type]


def test_a_record_without_a_state_is_an_older_bugboxs_waiting_table():
    record = {key.encode(): str(value).encode() for key, value in _txt(new_code(), state="<drop>").items()}
    assert b"state" not in record
    assert read_txt(record)["status"] == "waiting"
    assert read_txt({**record, b"state": b"playing"})["status"] == "playing"
    for unknown in (b"over", b"PLAYING", b"", b"playing\x00"):
        with pytest.raises(Malformed, match="state"):
            read_txt({**record, b"state": unknown})


def find_code(code: str, timeout: float, interfaces: list[str]) -> FoundTable | None:
    """The first advert of `code` heard, or None."""
    found = find_adverts(code, timeout, interfaces, most=1)
    return found[0] if found else None


def test_find_code_finds_its_own_table_among_others_named_alike(threads_end, other_tables):
    code = new_code()
    with Advertiser(interfaces=LOOPBACK) as advertiser:
        advertiser.advertise(Advert(code, "verflixxt", "Anna", open_seats=0, seats=2, port=40001, status="playing"))
        found = find_code(code.lower(), FIND, interfaces=LOOPBACK)  # as read out over the phone
        assert found is not None
        assert (found.code, found.host_name, found.port, found.status) == (code, "Anna", 40001, "playing")
        assert parse_invite(found.invite).url == f"ws://127.0.0.1:40001/{code}"
        # the other process's tables are there too, one of them "Anna" playing: not taken for ours
        other = find_code(other_tables.codes["anna playing"], FIND, interfaces=LOOPBACK)
        assert other is not None and other.port == 8765
        assert find_code(new_code(), 1.0, interfaces=LOOPBACK) is None  # nobody advertises it


def test_find_adverts_hears_every_advert_of_a_code_not_only_the_first(threads_end):
    """A stranger may advertise a table's code too (under another name, or the same): a guest
    following its table gets both places to try, whichever was heard first."""
    code = new_code()
    with Advertiser(interfaces=LOOPBACK) as stranger, Advertiser(interfaces=LOOPBACK) as host:
        stranger.advertise(Advert(code, "verflixxt", "Mallory", open_seats=0, seats=2, port=40003, status="playing"))
        host.advertise(Advert(code, "verflixxt", "Anna", open_seats=0, seats=2, port=40004, status="playing"))
        deadline = time.monotonic() + FIND
        ports: set[int] = set()
        while ports != {40003, 40004} and time.monotonic() < deadline:
            ports = {found.port for found in find_adverts(code, FIND, LOOPBACK, settle=1.0)}
        assert ports == {40003, 40004}
        assert [found.port for found in find_adverts(code, FIND, LOOPBACK, settle=1.0, most=1)] in ([40003], [40004])
    assert find_adverts(new_code(), 0.5, LOOPBACK, settle=1.0) == []


def test_find_code_from_worker_threads_at_once(threads_end):
    code = new_code()
    results: list[object] = []
    with Advertiser(interfaces=LOOPBACK) as advertiser:
        advertiser.advertise(Advert(code, "schaben", "Ben", open_seats=1, seats=2, port=40002))
        workers = [threading.Thread(target=lambda: results.append(find_code(code, FIND, LOOPBACK))) for _ in range(2)]
        for worker in workers:
            worker.start()
        for worker in workers:
            worker.join(FIND + 5)
    assert [getattr(found, "port", None) for found in results] == [40002, 40002]


def test_the_other_tables_on_this_machine_are_listed_as_plain_text_or_left_out(threads_end, other_tables):
    codes = other_tables.codes
    with TableFinder(interfaces=LOOPBACK) as finder:
        wait_listed(finder, [codes[label] for label in LISTED], FIND)
        time.sleep(0.5)  # the malformed ones were heard in the same answers; give stragglers a moment
        listed = {t.code: t for t in finder.tables()}
    assert {label for label, code in codes.items() if code in listed} == set(LISTED)
    markup = listed[codes["markup"]]
    assert markup.host_name == "<b>Ann</b>"  # kept as the characters it is; the list shows them so
    assert (listed[codes["anna playing"]].status, listed[codes["closed port"]].port) == ("playing", 9)
