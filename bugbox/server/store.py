"""Every table in one SQLite file: setup, seed and actions, stored before anybody hears of them.

The store is the server's memory across a crash. A table is one row (game, options, seed,
seats with their token hashes, setup once started, status) and each applied action one row
more; a restarted server reads them back and replays each game through the rules (`load`).
The seed stays here while the game runs; the whole save leaves the server only at the end.

Durability. The referee awaits the write of an action before it sends that action's events,
so nobody ever sees a move the store could lose. The database runs in WAL mode with
`synchronous=FULL`: every commit is on the disk (fsynced), so even a power cut, not only a
killed process, keeps every move the players saw. (`NORMAL` would survive a killed process,
which is all the kill -9 tests can show, but after a power cut the players could have seen a
roll the restarted server no longer knows, and the table would go on differently from what
they saw.) The price of an fsync per commit is paid once per batch: one writer thread takes
whatever writes have queued up from every table and commits them in one transaction (group
commit), so a busy server does not pay it per move.

One server owns a folder: it holds the operating system's lock on it (`bugbox.core.lock`,
the one the app holds on its data folder, released when the process ends, however it ends),
so a second server pointed at the same folder fails at start instead of two servers writing
one file. The database itself stays open to readers
(WAL), so `sqlite3 tables.sqlite3 ".backup copy.sqlite3"` works while the server runs.
"""

from __future__ import annotations

import asyncio
import logging
import queue
import sqlite3
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ..core import lock

log = logging.getLogger(__name__)

SCHEMA_VERSION = 1
DB_NAME = "tables.sqlite3"
#: The most writes committed in one transaction.
BATCH = 500

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS tables (
    code TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    options TEXT NOT NULL,
    seed INTEGER NOT NULL,
    host_hash TEXT NOT NULL,
    takeover_after REAL,
    status TEXT NOT NULL,
    seats TEXT NOT NULL,
    setup TEXT,
    created TEXT NOT NULL,
    updated TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS actions (
    code TEXT NOT NULL,
    idx INTEGER NOT NULL,
    action TEXT NOT NULL,
    PRIMARY KEY (code, idx)
) WITHOUT ROWID;
"""
_TABLE_COLUMNS = (
    "code",
    "game",
    "options",
    "seed",
    "host_hash",
    "takeover_after",
    "status",
    "seats",
    "setup",
    "created",
)


class StoreError(Exception):
    """A write that did not reach the disk (the disk is full, the file is read-only ...)."""


class StoreBusy(StoreError):
    """Another server holds the database."""


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


@dataclass
class _Write:
    statements: Sequence[tuple[str, Sequence[Any]]]
    future: asyncio.Future[None] | None = None
    loop: asyncio.AbstractEventLoop | None = field(default=None, repr=False)


class Store:
    """The SQLite file of one server. Open it, `load` the tables, `start` the writer, then
    await `put_table`/`add_action` from the event loop; `close` flushes and stops."""

    def __init__(self, folder: Path):
        folder.mkdir(parents=True, exist_ok=True)
        self.path = folder / DB_NAME
        try:
            held = lock.take(folder)
        except OSError as error:
            raise StoreError(f"{folder} cannot be locked: {error.strerror or error}") from error
        if held is None:
            raise StoreBusy(f"another bugbox server uses {folder} (process {lock.holder(folder)})")
        self._lock = held
        try:
            self._db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False, timeout=5)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=FULL")
            self._db.execute("BEGIN IMMEDIATE")
            for statement in _SCHEMA.split(";"):
                if statement.strip():
                    self._db.execute(statement)
            found = self._db.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone()
            if found is None:
                self._db.execute("INSERT INTO meta VALUES ('schema', ?)", (str(SCHEMA_VERSION),))
            elif int(found[0]) > SCHEMA_VERSION:
                raise StoreError(f"{self.path} was written by a newer bugbox server (schema {found[0]})")
            self._db.execute("COMMIT")
        except (sqlite3.Error, StoreError) as error:
            self._lock.release()
            if isinstance(error, StoreError):
                raise
            raise StoreError(f"{self.path}: {error}") from error
        self._queue: queue.SimpleQueue[_Write | None] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None

    # --- reading (at start, before the writer runs) -----------------------------------------

    def load(self) -> list[tuple[dict[str, Any], list[dict[str, Any]]]]:
        """Every table not closed, with its actions in order (as the JSON objects stored)."""
        import json

        self._db.row_factory = sqlite3.Row
        try:
            rows = [dict(row) for row in self._db.execute("SELECT * FROM tables WHERE status != 'closed'")]
            found = []
            for row in rows:
                actions = [
                    json.loads(text)
                    for (text,) in self._db.execute(
                        "SELECT action FROM actions WHERE code = ? ORDER BY idx", (row["code"],)
                    ).fetchall()
                ]
                found.append((row, actions))
            return found
        finally:
            self._db.row_factory = None

    def codes(self) -> set[str]:
        """Every table code ever given out (closed tables too): a code is never given twice."""
        return {code for (code,) in self._db.execute("SELECT code FROM tables")}

    def actions(self, code: str) -> list[str]:
        """The stored actions of a table as JSON texts (tests compare them with what was sent)."""
        return [text for (text,) in self._db.execute("SELECT action FROM actions WHERE code = ? ORDER BY idx", (code,))]

    # --- writing ------------------------------------------------------------------------------

    def start(self) -> None:
        self._thread = threading.Thread(target=self._write_loop, name="bugbox-store", daemon=True)
        self._thread.start()

    def close(self) -> None:
        """Write what is queued, stop the writer and close the file."""
        if self._thread is not None:
            self._queue.put(None)
            self._thread.join()
            self._thread = None
        self._db.close()
        self._lock.release()

    async def put_table(self, row: dict[str, Any]) -> None:
        """Insert or replace a table's row (created, a seat changed, started, closed)."""
        values = [row[name] for name in _TABLE_COLUMNS]
        await self._submit(
            [
                (
                    f"INSERT OR REPLACE INTO tables ({', '.join(_TABLE_COLUMNS)}, updated) "
                    f"VALUES ({', '.join('?' * len(_TABLE_COLUMNS))}, ?)",
                    [*values, now()],
                )
            ]
        )

    async def add_action(self, code: str, index: int, action: str, status: str) -> None:
        """Keep action number `index` of a table (and its status: it may have ended the game)."""
        await self._submit(
            [
                ("INSERT INTO actions (code, idx, action) VALUES (?, ?, ?)", (code, index, action)),
                ("UPDATE tables SET status = ?, updated = ? WHERE code = ?", (status, now(), code)),
            ]
        )

    async def _submit(self, statements: Sequence[tuple[str, Sequence[Any]]]) -> None:
        if self._thread is None:
            raise StoreError("the store is not running")
        loop = asyncio.get_running_loop()
        future: asyncio.Future[None] = loop.create_future()
        self._queue.put(_Write(statements, future, loop))
        await future

    def _write_loop(self) -> None:
        stopping = False
        while not stopping:
            first = self._queue.get()
            if first is None:
                break
            batch = [first]
            while len(batch) < BATCH:
                try:
                    item = self._queue.get_nowait()
                except queue.Empty:
                    break
                if item is None:
                    stopping = True
                    break
                batch.append(item)
            error: Exception | None = None
            try:
                self._db.execute("BEGIN")
                for write in batch:
                    for sql, params in write.statements:
                        self._db.execute(sql, params)
                self._db.execute("COMMIT")
            except sqlite3.Error as failure:
                log.error("the store could not write %d change(s): %s", len(batch), failure)
                error = StoreError(str(failure))
                try:
                    self._db.execute("ROLLBACK")
                except sqlite3.Error:
                    pass
            waiting: dict[asyncio.AbstractEventLoop, list[asyncio.Future[None]]] = {}
            for write in batch:
                if write.future is not None and write.loop is not None:
                    waiting.setdefault(write.loop, []).append(write.future)
            for loop, futures in waiting.items():  # one wake-up of the loop per batch, not per write
                try:
                    loop.call_soon_threadsafe(_settle_all, futures, error)
                except RuntimeError:  # the loop has closed: nobody waits any more
                    pass


def _settle_all(futures: list[asyncio.Future[None]], error: Exception | None) -> None:
    for future in futures:
        _settle(future, error)


def _settle(future: asyncio.Future[None], error: Exception | None) -> None:
    if future.done():
        return
    if error is None:
        future.set_result(None)
    else:
        future.set_exception(error)
