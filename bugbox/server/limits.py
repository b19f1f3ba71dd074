"""How much one table server takes from anybody: sizes, rates, counts and times.

One place for every bound, so docs/protocol.md, `bugbox serve --help` and the tests read the
same numbers. The defaults suit a server on the internet; the app's own server on a home
network and the tests pass their own (`dataclasses.replace`).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..net.protocol import MAX_CLIENT_MESSAGE


@dataclass(frozen=True)
class Limits:
    #: The largest message a client may send (websockets' `max_size`; a bigger frame closes
    #: the connection with code 1009 before its payload is read).
    max_message: int = MAX_CLIENT_MESSAGE
    #: Messages a second per connection on average, and the burst allowed above that (a token
    #: bucket). A connection that goes beyond is closed: a flood is not a player.
    messages_per_second: float = 20.0
    burst: int = 40
    #: Messages a second of all the connections of one address together (an IPv4 address,
    #: an IPv6 /64), and their burst: a message that finds this bucket empty waits. A
    #: catch-up is charged one message per `catch_up_bytes` it sends.
    address_messages_per_second: float = 60.0
    address_burst: int = 120
    catch_up_bytes: int = 2048
    #: Open connections (that said hello) from one address, and in all.
    connections_per_address: int = 32
    connections: int = 10_000
    #: Sockets from one address, counted from accept (before the handshake): a few more than
    #: its connections, so that the one over `connections_per_address` still hears why.
    sockets_per_address: int = 40
    #: New connections from one address: a minute's rate, and the burst above it.
    connections_per_minute: float = 120.0
    connection_burst: int = 64
    #: Tables in play at once (waiting or playing: a finished table gives its slot back as
    #: soon as its end went out), how many of them one address may have opened, and how many
    #: tables one address may open in an hour (finished and closed ones count).
    tables: int = 2_000
    tables_per_address: int = 50
    tables_per_address_per_hour: int = 120
    #: An IPv6 address counts by its /64, and every /64 of one /48 counts together as well:
    #: a /48 (a site's usual delegation, 65,536 /64s) gets this many times the room of one
    #: address, for each limit per address above (sockets, connections, their rate,
    #: messages, tables in play, tables an hour). Without it a client with a /56 at home
    #: had 256 addresses' room.
    network_share: float = 2.0
    #: Closed tables (and finished ones) are deleted from the store this long after their
    #: last change.
    keep_seconds: float = 30 * 86400.0
    #: Messages (and their bytes) waiting to go out to one connection. A client that stops
    #: reading fills its queue and is dropped with a reason: it never holds up the table or
    #: anybody else. The bytes leave room for the longest catch-up (a rejoin after a game of
    #: 1,500 actions is about 0.5 MB).
    send_queue: int = 128
    send_queue_bytes: int = 4 * 1024 * 1024
    #: Bytes the network layer buffers per connection before it waits for the client
    #: (websockets' `write_limit`), and the socket's own send buffer (SO_SNDBUF; left to
    #: the system's autotuning it grows to megabytes, which a stalled client would fill
    #: before its queue even starts to grow).
    write_buffer: int = 64 * 1024
    socket_buffer: int = 64 * 1024
    #: The least time between two commits of the store (group commit over time): every
    #: move that queued up meanwhile is made durable by the same flush to the disk, and
    #: answered after it. A move waits at most this long more; a busy server flushes at most
    #: 1 / commit_gap times a second instead of once per turn of its event loop.
    commit_gap: float = 0.002
    #: Seconds a new connection has to say hello.
    hello_timeout: float = 10.0
    #: A table nobody has touched (no request, no move) for this long closes; its save stays
    #: in the store. A finished game's table closes sooner.
    idle_seconds: float = 2 * 3600.0
    over_seconds: float = 15 * 60.0
    #: How often the server looks for idle tables (and, once an hour, for old ones to prune).
    sweep_seconds: float = 30.0
    prune_seconds: float = 3600.0
    #: Finished tables kept in memory after they were read back from the store (or just
    #: ended), for the next request about them: a rejoin, a watch of the end. Each holds its
    #: game's actions as text (a long game, a few hundred KB).
    finished_kept: int = 64
    #: Rejoining players get the actions they missed in messages of at most this many.
    missed_per_message: int = 200
    #: Computer players think in this many threads (off the event loop).
    computer_threads: int = 2
    #: Seconds a computer seat waits before each of its moves (0: at once; the clients pace
    #: what they show).
    computer_pause: float = 0.0
    #: Seconds a computer seat waits before each move at a table where no person is
    #: connected and only spectators watch (the persons away, their seats taken over).
    watched_pause: float = 1.0
    #: The garbage collector (`bugbox serve` only, server.tune_collector): the young
    #: generations' thresholds (Python's are 700, 10, 10: young collections stay short), how
    #: often the young generations are collected and what survived frozen out of later walks
    #: (each walk covers only what came since the last: every 10 s that was 80-90 ms at 2,000
    #: tables; every 0.25 s, 14-25 ms at 3,000; every 0.1 s, 4-10 ms), and how often one
    #: collection of everything frees the reference cycles among frozen objects.
    gc_thresholds: tuple[int, int, int] = (5_000, 10, 10)
    gc_freeze_seconds: float = 0.1
    gc_full_seconds: float = 3600.0
