"""`bugbox serve`: the table server on the command line, headless and Qt-free.

It logs to stderr, prints one line with its address to stdout once it listens (scripts and
the tests read the port from it), and stops cleanly on Ctrl+C or SIGTERM: connections are
closed with a reason, the computer players stop, the store writes what is queued.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import signal
import ssl
import sys
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

from .limits import Limits

if TYPE_CHECKING:
    from .store import Store

DEFAULT_PORT = 8765

DESCRIPTION = """\
Run a bugbox table server: players on other computers open tables, join them with a code
and play Voll verasselt or Verflixxt! kompakt against each other and the computer. The server
keeps every table in an SQLite file in --data and picks up where it was after a restart.
"""

EPILOG = """\
By default the server listens on 127.0.0.1, this machine only. To let other computers in,
listen on all addresses: --host 0.0.0.0 (IPv4) or --host :: (IPv6 and IPv4 both),
and open the TCP port (default 8765) in the firewall. On the internet, give it a certificate
(--tls-cert and --tls-key, PEM files) so that players connect with wss://, or put it behind a
reverse proxy that speaks TLS. docs/server.md has a systemd unit and a container file.
"""


class _Parser(argparse.ArgumentParser):
    """argparse, with a wrong option said in one line (not the whole usage before it)."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message} (bugbox serve --help lists the options)\n")


def _count(text: str) -> int:
    """A count of at least 1 (a limit of 0 or less would refuse everybody, or nobody)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"it has to be 1 or more, not {value}")
    return value


def _amount(text: str) -> float:
    """A rate or a time above 0 (a negative time would close or delete every table at once)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not value > 0 or value == float("inf"):
        raise argparse.ArgumentTypeError(f"it has to be a number above 0, not {text}")
    return value


def _port(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a port number") from None
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError(f"a port is 0 to 65535, not {value}")
    return value


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="bugbox serve",
        description=DESCRIPTION,
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "--host", default="127.0.0.1", help="the address to listen on (default: 127.0.0.1; 0.0.0.0 or :: for all)"
    )
    parser.add_argument(
        "--port", type=_port, default=DEFAULT_PORT, help=f"the TCP port (default: {DEFAULT_PORT}; 0: any free port)"
    )
    parser.add_argument(
        "--data", type=Path, help="the folder of the table store (default: 'server' in bugbox's data folder)"
    )
    parser.add_argument("--tls-cert", type=Path, metavar="PEM", help="certificate chain for wss:// (with --tls-key)")
    parser.add_argument("--tls-key", type=Path, metavar="PEM", help="the certificate's private key")
    defaults = Limits()
    parser.add_argument(
        "--max-tables",
        type=_count,
        default=defaults.tables,
        help=f"tables in play at once, waiting or playing (default: {defaults.tables})",
    )
    parser.add_argument(
        "--max-tables-per-address",
        type=_count,
        default=defaults.tables_per_address,
        metavar="N",
        help=f"tables in play opened from one address (an IPv4 address, an IPv6 /64; a /48 twice as many) "
        f"(default: {defaults.tables_per_address})",
    )
    parser.add_argument(
        "--max-tables-per-hour",
        type=_count,
        default=defaults.tables_per_address_per_hour,
        metavar="N",
        help=f"tables one address may open in an hour, finished ones too "
        f"(default: {defaults.tables_per_address_per_hour})",
    )
    parser.add_argument(
        "--max-connections-per-address",
        type=_count,
        default=defaults.connections_per_address,
        metavar="N",
        help=f"open connections from one address; {defaults.sockets_per_address - defaults.connections_per_address} "
        f"sockets more are let in to hear why (default: {defaults.connections_per_address})",
    )
    parser.add_argument(
        "--max-connections",
        type=_count,
        default=defaults.connections,
        metavar="N",
        help=f"open connections in all; each takes a file descriptor (default: {defaults.connections})",
    )
    parser.add_argument(
        "--connections-per-minute",
        type=_amount,
        default=defaults.connections_per_minute,
        metavar="N",
        help=f"new connections a minute from one address, after a burst of {defaults.connection_burst} "
        f"(default: {defaults.connections_per_minute:g})",
    )
    parser.add_argument(
        "--messages-per-address",
        type=_amount,
        default=defaults.address_messages_per_second,
        metavar="N",
        help=f"messages a second from all the connections of one address together, after a burst of twice "
        f"as many (default: {defaults.address_messages_per_second:g})",
    )
    parser.add_argument(
        "--keep-days",
        type=_amount,
        default=defaults.keep_seconds / 86400,
        metavar="D",
        help=f"delete closed tables from the store this many days after their last move "
        f"(default: {defaults.keep_seconds / 86400:g})",
    )
    parser.add_argument(
        "--idle-hours",
        type=_amount,
        default=defaults.idle_seconds / 3600,
        metavar="H",
        help=f"close a table left alone this long; its save is kept (default: {defaults.idle_seconds / 3600:g})",
    )
    parser.add_argument(
        "--log-level", default="info", choices=("debug", "info", "warning", "error"), help="(default: info)"
    )
    parser.add_argument(
        "--loop",
        default="auto",
        choices=("auto", "uvloop", "asyncio"),
        help="the event loop: uvloop (libuv; where installed, the default) or Python's own asyncio loop",
    )
    # For the load benchmark: every N seconds, one line on stdout with the event loop's
    # longest pause and the collector's work meanwhile.
    parser.add_argument("--stats-seconds", type=float, default=0.0, help=argparse.SUPPRESS)
    return parser


def main(argv: list[str]) -> int:
    args = build_parser().parse_args(argv)
    logging.basicConfig(
        stream=sys.stderr,
        level=getattr(logging, args.log_level.upper()),
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    if (args.tls_cert is None) != (args.tls_key is None):
        print("bugbox serve: --tls-cert and --tls-key go together", file=sys.stderr)
        return 2
    tls = None
    if args.tls_cert is not None:
        tls = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        try:
            tls.load_cert_chain(args.tls_cert, args.tls_key)
        except (OSError, ssl.SSLError) as error:
            print(f"bugbox serve: the certificate cannot be used: {error}", file=sys.stderr)
            return 2
    data = args.data
    if data is None:
        from ..paths import data_dir

        data = data_dir() / "server"
    defaults = Limits()
    limits = replace(
        defaults,
        tables=args.max_tables,
        tables_per_address=args.max_tables_per_address,
        tables_per_address_per_hour=args.max_tables_per_hour,
        connections_per_address=args.max_connections_per_address,
        connections=args.max_connections,
        sockets_per_address=args.max_connections_per_address
        + defaults.sockets_per_address
        - defaults.connections_per_address,
        connections_per_minute=args.connections_per_minute,
        connection_burst=max(defaults.connection_burst, round(args.connections_per_minute / 2)),
        address_messages_per_second=args.messages_per_address,
        address_burst=max(1, round(2 * args.messages_per_address)),
        keep_seconds=args.keep_days * 86400,
        idle_seconds=args.idle_hours * 3600,
    )
    loop_factory = event_loop_factory(args.loop)
    if loop_factory is None and args.loop == "uvloop":
        print("bugbox serve: uvloop is not installed here; --loop asyncio runs without it", file=sys.stderr)
        return 2
    try:
        with asyncio.Runner(loop_factory=loop_factory) as runner:
            return runner.run(_serve(data, args.host, args.port, limits, tls, args.stats_seconds))
    except KeyboardInterrupt:  # a second Ctrl+C while stopping
        return 130


def event_loop_factory(choice: str) -> Callable[[], asyncio.AbstractEventLoop] | None:
    """The loop `bugbox serve` runs on: uvloop where it is installed (not on Windows), else
    (or with `--loop asyncio`) Python's own. Each message's way through the loop (the socket
    read, the callbacks, the write) is most of a move's cost at a busy server, and uvloop does
    it in C; the app's own table server stays on Python's loop, in its thread."""
    if choice == "asyncio":
        return None
    try:
        import uvloop
    except ImportError:
        return None
    return uvloop.new_event_loop


def _loop_name(loop: asyncio.AbstractEventLoop) -> str:
    return "uvloop" if type(loop).__module__.startswith("uvloop") else "asyncio"


async def _serve(data: Path, host: str, port: int, limits: Limits, tls: ssl.SSLContext | None, stats: float) -> int:
    from .server import TableServer, tune_collector
    from .store import StoreError

    server = TableServer(data, host, port, limits, tls)
    try:
        await server.start()
    except (StoreError, OSError) as error:
        print(f"bugbox serve: cannot start: {error}", file=sys.stderr)
        return 1
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for number in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError):  # Windows: Ctrl+C cancels us instead
            loop.add_signal_handler(number, stop.set)
    collector = tune_collector(limits)
    print(f"bugbox serve: listening on {server.url} (tables in {data}; {_loop_name(loop)} loop)", flush=True)
    watcher = loop.create_task(_watch_loop(stats, server.store)) if stats > 0 else None
    try:
        await stop.wait()
    finally:
        collector.cancel()
        if watcher is not None:
            watcher.cancel()
        await server.stop()
    return 0


async def _watch_loop(every: float, store: Store | None) -> None:
    """`--stats-seconds`: the longest the loop was late for a 5 ms sleep (a pause every
    table felt), the collections of each generation with their longest, and the store's
    commits and the writes in them, per window."""
    import gc
    import threading
    import time

    collections: list[tuple[int, float]] = []
    began: dict[str, float] = {}

    def timing(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            began["t"] = time.perf_counter()
        else:
            collections.append((info["generation"], time.perf_counter() - began.get("t", time.perf_counter())))

    gc.callbacks.append(timing)
    tick = [time.monotonic()]
    stalls: dict[str, int] = {}
    loop_thread = threading.get_ident()
    done = threading.Event()

    def watchdog() -> None:  # where the loop is when it has not come round for 50 ms
        while not done.wait(0.01):
            if time.monotonic() - tick[0] > 0.05:
                frame = sys._current_frames().get(loop_thread)
                where: list[str] = []
                while frame is not None and len(where) < 4:
                    where.append(f"{Path(frame.f_code.co_filename).name}:{frame.f_lineno}:{frame.f_code.co_name}")
                    frame = frame.f_back
                key = " < ".join(where)
                stalls[key] = stalls.get(key, 0) + 1

    threading.Thread(target=watchdog, daemon=True, name="bugbox-stats").start()

    def stored() -> tuple[int, int]:
        return (0, 0) if store is None else (store.commits, store.writes)

    counted = stored()
    try:
        while True:
            window_end = time.monotonic() + every
            longest = 0.0
            while time.monotonic() < window_end:
                asked = time.perf_counter()
                await asyncio.sleep(0.005)
                tick[0] = time.monotonic()
                longest = max(longest, time.perf_counter() - asked - 0.005)
            longest_of = [max((s for g, s in collections if g == gen), default=0.0) * 1000 for gen in range(3)]
            print(
                f"bugbox serve: stats pause_ms={longest * 1000:.1f} collections={len(collections)} "
                f"full={sum(g == 2 for g, _ in collections)} full_ms={longest_of[2]:.1f} "
                f"young_ms={longest_of[0]:.1f} middle_ms={longest_of[1]:.1f} "
                f"gc_ms={sum(seconds for _, seconds in collections) * 1000:.1f} "
                f"commits={stored()[0] - counted[0]} writes={stored()[1] - counted[1]}",
                flush=True,
            )
            for key, count in sorted(stalls.items(), key=lambda item: -item[1])[:3]:
                print(f"bugbox serve: stall {count * 10} ms at {key}", flush=True)
            stalls.clear()
            collections.clear()
            counted = stored()
    finally:
        done.set()
        gc.callbacks.remove(timing)
