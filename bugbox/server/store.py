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
commit), at most one commit every `commit_gap` seconds (2 ms by default), so a busy server
pays it for many moves of many turns of its event loop, not per move or per turn; and the
moves of a batch go in as one INSERT, so the writer thread hands the GIL back and forth with
the event loop a few times a batch, not once a move.

One server owns a folder: it holds the operating system's lock on it (`bugbox.core.lock`,
the one the app holds on its data folder, released when the process ends, however it ends),
so a second server pointed at the same folder fails at start instead of two servers writing
one file. The database itself stays open to readers
(WAL), so `sqlite3 tables.sqlite3 ".backup copy.sqlite3"` works while the server runs.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import queue
import sqlite3
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ..core import lock

log = logging.getLogger(__name__)

DB_NAME = "tables.sqlite3"
#: One move's row (the writer thread puts the moves of a batch into one INSERT).
_ADD_ACTION = "INSERT INTO actions (code, idx, action) VALUES (?, ?, ?)"
#: The most rows in one INSERT (3 values each, within SQLite's 999 variables of old).
_ROWS_PER_INSERT = 300
#: The most writes committed in one transaction.
BATCH = 500

#: Version 1: the tables and their actions (its number kept in `meta`, before `user_version`
#: was used). Every later version is one step in `MIGRATIONS`, applied in order in one
#: transaction, and recorded in SQLite's `user_version`.
_SCHEMA_1 = """
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
#: Version 2: who opened a table (the address's bucket, so that its limits hold across a
#: restart), and an index to find the tables to close or prune without reading them all.
_SCHEMA_2 = """
ALTER TABLE tables ADD COLUMN opened_from TEXT NOT NULL DEFAULT '';
CREATE INDEX IF NOT EXISTS tables_by_status ON tables (status, updated);
"""
MIGRATIONS = (_SCHEMA_1, _SCHEMA_2)
SCHEMA_VERSION = len(MIGRATIONS)
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
    "opened_from",
)


@dataclass(frozen=True)
class Listed:
    """A table as the start reads it: enough to count it, not to play it."""

    code: str
    status: str
    opened_from: str
    updated: float | None  # seconds since the epoch; None when it cannot be read


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

    def __init__(self, folder: Path, commit_gap: float = 0.0):
        folder.mkdir(parents=True, exist_ok=True)
        self.commit_gap = commit_gap
        self.commits = 0  # transactions committed, and the writes in them (for the stats line)
        self.writes = 0
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
            version = self._version()  # before anything is written: a file not ours stays as it was
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=FULL")
            self._db.execute("BEGIN IMMEDIATE")
            if version > SCHEMA_VERSION:
                raise StoreError(f"{self.path} was written by a newer bugbox server (schema {version})")
            for number in range(version, SCHEMA_VERSION):
                for statement in MIGRATIONS[number].split(";"):
                    if statement.strip():
                        self._db.execute(statement)
                log.info("the store %s is now at schema %d", self.path, number + 1)
            # A write at every start: a store that cannot be written is refused now, in one
            # sentence, not at the first move with every table already promised to its players.
            self._db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            self._db.execute("INSERT OR REPLACE INTO meta VALUES ('started', ?)", (now(),))
            self._db.execute("COMMIT")
        except (sqlite3.Error, StoreError) as error:
            with contextlib.suppress(sqlite3.Error):
                self._db.close()
            self._lock.release()
            if isinstance(error, StoreError):
                raise
            if isinstance(error, sqlite3.DatabaseError) and not isinstance(error, sqlite3.OperationalError):
                # Damaged beyond what SQLite opens (cut short, overwritten): not a write problem.
                raise StoreError(
                    f"{self.path} is damaged ({error}); restore it from a backup, or recover what is left "
                    f'with sqlite3 {DB_NAME} ".recover" into a new file'
                ) from error
            raise StoreError(f"{self.path} cannot be written: {error}") from error
        self._reader = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False, timeout=5)
        # Writes go to the writer thread in lists: every write of one turn of the event loop
        # together, so a busy loop wakes the thread once a turn, not once a move.
        self._queue: queue.SimpleQueue[list[_Write] | None] = queue.SimpleQueue()
        self._pending: list[_Write] = []
        self._flush_soon = False
        self._thread: threading.Thread | None = None

    def _version(self) -> int:
        """The schema's version: `user_version`, or 1 for a store of the first version (which
        kept it in `meta`), or 0 for a new file. StoreError, in one sentence, for a version
        that cannot be read and for an SQLite file of somebody else's (it holds tables but
        not bugbox's): bugbox adds nothing to it and leaves its journal mode as it was."""
        found = int(self._db.execute("PRAGMA user_version").fetchone()[0])
        names = {name for (name,) in self._db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if found < 0:
            raise StoreError(f"{self.path} has a schema version bugbox does not know ({found})")
        foreign = f"{self.path} is not a bugbox table store (it holds other tables); give --data a folder of its own"
        if found:
            if not {"meta", "tables", "actions"} <= names:
                raise StoreError(foreign)
            return found
        if not names:
            return 0
        if not {"meta", "tables", "actions"} <= names:
            raise StoreError(foreign)
        row = self._db.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone()
        if row is None:
            return 1
        try:
            version = int(row[0])
        except (TypeError, ValueError):
            raise StoreError(f"{self.path}: the schema version in its meta table cannot be read ({row[0]!r:.40})")
        if version != 1:  # the first version's files say 1; the later ones keep it in user_version
            raise StoreError(f"{self.path} has a schema version bugbox does not know ({version})")
        return 1

    # --- reading --------------------------------------------------------------------------------

    def listing(self) -> list[Listed]:
        """Every table not closed, without its game (the start reads only this, so a server
        listens at once whatever the size of its store). A damaged part of the file ends
        the list there, with one log line: the tables read so far are served."""
        found: list[Listed] = []
        try:
            for code, status, opened_from, updated in self._reader.execute(
                "SELECT code, status, opened_from, updated FROM tables WHERE status != 'closed'"
            ):
                found.append(Listed(str(code), str(status), str(opened_from or ""), _epoch(updated)))
        except sqlite3.DatabaseError as error:
            log.error(
                "the store's list of tables is damaged after %d table(s); the rest is set aside: %s", len(found), error
            )
        return found

    def opened_since(self, moment: float) -> list[tuple[str, float]]:
        """Who opened which table since `moment` (epoch seconds), as (address bucket, when):
        the tables of every status count, so an address's hour survives a restart."""
        since = datetime.fromtimestamp(moment, UTC).isoformat(timespec="seconds")
        found: list[tuple[str, float]] = []
        try:
            rows = self._reader.execute(
                "SELECT opened_from, created FROM tables WHERE created >= ? AND opened_from != '' ORDER BY created",
                (since,),
            ).fetchall()
        except sqlite3.DatabaseError as error:
            log.error("the store's list of the last hour's tables cannot be read: %s", error)
            return found
        for key, created in rows:
            when = _epoch(created)
            if when is not None and when >= moment:
                found.append((str(key), when))
        return found

    def load(self, code: str) -> tuple[dict[str, Any], list[dict[str, Any]]] | None:
        """A table's row and its actions in order (as the JSON objects stored), or None.
        Raises sqlite3.DatabaseError (a damaged page) or ValueError (a damaged action)."""
        import json

        cursor = self._reader.execute("SELECT * FROM tables WHERE code = ?", (code,))
        names = [column[0] for column in cursor.description]
        found = cursor.fetchone()
        if found is None:
            return None
        row = dict(zip(names, found, strict=True))
        texts = self._reader.execute("SELECT action FROM actions WHERE code = ? ORDER BY idx", (code,)).fetchall()
        return row, [json.loads(text) for (text,) in texts]

    def codes(self) -> set[str]:
        """Every table code ever given out and not yet pruned: a code is not given twice."""
        try:
            return {code for (code,) in self._reader.execute("SELECT code FROM tables")}
        except sqlite3.DatabaseError:
            return {listed.code for listed in self.listing()}

    def actions(self, code: str) -> list[str]:
        """The stored actions of a table as JSON texts (tests compare them with what was sent)."""
        return [
            text for (text,) in self._reader.execute("SELECT action FROM actions WHERE code = ? ORDER BY idx", (code,))
        ]

    # --- writing ------------------------------------------------------------------------------

    def start(self) -> None:
        self._thread = threading.Thread(target=self._write_loop, name="bugbox-store", daemon=True)
        self._thread.start()

    def close(self) -> None:
        """Write what is queued, stop the writer and close the file."""
        if self._thread is not None:
            self._flush()
            self._queue.put(None)
            self._thread.join()
            self._thread = None
        self._reader.close()
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

    async def add_action(self, code: str, index: int, action: str, status: str | None) -> None:
        """Keep action number `index` of a table, and with `status` the table's status and
        the time of its last change (the referee passes it when the game has ended, or once a
        minute: the time only needs to be right to the minute, for closing idle tables after
        a restart, and a move then costs one statement, not two)."""
        statements: list[tuple[str, Sequence[Any]]] = [(_ADD_ACTION, (code, index, action))]
        if status is not None:
            statements.append(("UPDATE tables SET status = ?, updated = ? WHERE code = ?", (status, now(), code)))
        await self._submit(statements)

    async def set_status(self, codes: Sequence[str], status: str) -> None:
        """Several tables' status at once (the sweep closing tables nobody has loaded)."""
        stamp = now()
        await self._submit(
            [("UPDATE tables SET status = ?, updated = ? WHERE code = ?", (status, stamp, code)) for code in codes]
        )

    async def prune(self, before: float) -> None:
        """Forget closed tables whose last change is older than `before` (epoch seconds)."""
        stamp = datetime.fromtimestamp(before, UTC).isoformat(timespec="seconds")
        old = "SELECT code FROM tables WHERE status = 'closed' AND updated < ?"
        await self._submit(
            [
                (f"DELETE FROM actions WHERE code IN ({old})", (stamp,)),
                ("DELETE FROM tables WHERE status = 'closed' AND updated < ?", (stamp,)),
            ]
        )

    async def _submit(self, statements: Sequence[tuple[str, Sequence[Any]]]) -> None:
        if self._thread is None:
            raise StoreError("the store is not running")
        loop = asyncio.get_running_loop()
        future: asyncio.Future[None] = loop.create_future()
        self._pending.append(_Write(statements, future, loop))
        if not self._flush_soon:
            self._flush_soon = True
            loop.call_soon(self._flush)
        await future

    def _flush(self) -> None:
        self._flush_soon = False
        if self._pending:
            pending, self._pending = self._pending, []
            self._queue.put(pending)

    def _write_loop(self) -> None:
        stopping = False
        committed = 0.0
        while not stopping:
            first = self._queue.get()
            if first is None:
                break
            # Group commit over time: a commit follows the one before by `commit_gap` at
            # least, so a busy server pays one flush to the disk for everything that queued up
            # meanwhile (from many turns of the event loop), not one every turn. Nothing is
            # answered before its commit: the wait only makes the answer a little later.
            wait = committed + self.commit_gap - time.monotonic()
            if wait > 0:
                time.sleep(wait)
            batch = list(first)
            while len(batch) < BATCH:
                try:
                    more = self._queue.get_nowait()
                except queue.Empty:
                    break
                if more is None:
                    stopping = True
                    break
                batch.extend(more)
            error: Exception | None = None
            try:
                statements = _statements(batch)
                if len(statements) == 1:  # one statement is a transaction of its own
                    self._db.execute(*statements[0])
                else:
                    self._db.execute("BEGIN")
                    for statement in statements:
                        self._db.execute(*statement)
                    self._db.execute("COMMIT")
                self.commits += 1
                self.writes += len(batch)
            except sqlite3.Error as failure:
                log.error("the store could not write %d change(s): %s", len(batch), failure)
                error = StoreError(str(failure))
                try:
                    self._db.execute("ROLLBACK")
                except sqlite3.Error:
                    pass
            committed = time.monotonic()
            waiting: dict[asyncio.AbstractEventLoop, list[asyncio.Future[None]]] = {}
            for write in batch:
                if write.future is not None and write.loop is not None:
                    waiting.setdefault(write.loop, []).append(write.future)
            for loop, futures in waiting.items():  # one wake-up of the loop per batch, not per write
                try:
                    loop.call_soon_threadsafe(_settle_all, futures, error)
                except RuntimeError:  # the loop has closed: nobody waits any more
                    pass


def _statements(batch: list[_Write]) -> list[tuple[str, Sequence[Any]]]:
    """The batch as few statements as it can be: the moves of every table as one INSERT of
    many rows (the common batch is nothing else), then the other writes in their order.

    The writer thread lets go of the GIL for every call into SQLite and has to take it back
    after, waiting for the event loop's thread to let go of it: with one call a statement
    (or a row, in `executemany`), a busy server's two threads handed the GIL back and forth
    thousands of times a second. A batch of moves is now one call, or three with BEGIN and
    COMMIT. Moving the moves first changes nothing: they touch only `actions`, and no other
    write of a batch touches the actions of a table in play."""
    rows: list[Any] = []
    others: list[tuple[str, Sequence[Any]]] = []
    for write in batch:
        for sql, params in write.statements:
            if sql is _ADD_ACTION:
                rows.extend(params)
            else:
                others.append((sql, params))
    statements: list[tuple[str, Sequence[Any]]] = []
    per = _ROWS_PER_INSERT * 3
    for start in range(0, len(rows), per):
        chunk = rows[start : start + per]
        statements.append((_insert_actions(len(chunk) // 3), chunk))
    return statements + others


@functools.cache
def _insert_actions(count: int) -> str:
    return "INSERT INTO actions (code, idx, action) VALUES " + ",".join(["(?, ?, ?)"] * count)


def _epoch(stamp: Any) -> float | None:
    """An `updated` text as epoch seconds (None when it cannot be read: the referee sets the
    table aside rather than close a game somebody may be playing)."""
    try:
        moment = datetime.fromisoformat(str(stamp))
    except ValueError:
        return None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.timestamp()


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
