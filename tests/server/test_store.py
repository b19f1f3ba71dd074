"""The store at start (issue 38): tables read on first use, a damaged row or page set aside
with one log line while the rest are served, a store that cannot be written refused in one
sentence, a version-1 file upgraded, and closed tables pruned after their time."""

import asyncio
import contextlib
import json
import logging
import os
import shutil
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from table_bots import ROOT, next_of, run_with_server, stored_game

from bugbox.net import protocol as wire
from bugbox.net.client import Refused

OPEN = wire.SeatChoice(player="open")

#: The schema of the first version of the store, as it was written (user_version 0, the
#: version in `meta`).
SCHEMA_1 = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE tables (
    code TEXT PRIMARY KEY, game TEXT NOT NULL, options TEXT NOT NULL, seed INTEGER NOT NULL,
    host_hash TEXT NOT NULL, takeover_after REAL, status TEXT NOT NULL, seats TEXT NOT NULL,
    setup TEXT, created TEXT NOT NULL, updated TEXT NOT NULL
);
CREATE TABLE actions (
    code TEXT NOT NULL, idx INTEGER NOT NULL, action TEXT NOT NULL, PRIMARY KEY (code, idx)
) WITHOUT ROWID;
INSERT INTO meta VALUES ('schema', '1');
"""


async def refused(coroutine) -> Refused:
    with pytest.raises(Refused) as caught:
        await coroutine
    return caught.value


def one_started_table(folder: Path) -> tuple[str, str]:
    """A Verflixxt table of Ann and Bob with its first roll made: (code, Ann's token)."""

    async def body(lobby):
        ann, bob = await lobby.connect(), await lobby.connect()
        created, ja = await ann.create("verflixxt", [OPEN, OPEN], name="Ann")
        jb = await bob.join(created.code, "Bob")
        table = await next_of(ann, wire.Table, where=lambda m: m.status == "playing")
        mover, token = (ann, ja.token) if table.deciding == ja.seat else (bob, jb.token)
        await mover.act(created.code, token, 0, {"kind": "roll"})
        return created.code, ja.token

    return run_with_server(folder, body)


def copies(folder: Path, code: str, count: int) -> list[str]:
    """`count` copies of a stored table under new codes (the same seats, tokens and actions)."""
    made = [f"{number:08d}".translate(str.maketrans("0123456789", "ABCDEFGHIJ")) for number in range(count)]
    with contextlib.closing(sqlite3.connect(folder / "tables.sqlite3")) as db, db:
        columns = [row[1] for row in db.execute("PRAGMA table_info(tables)")]
        others = ", ".join(column for column in columns if column != "code")
        for new in made:
            db.execute(
                f"INSERT INTO tables (code, {others}) SELECT ?, {others} FROM tables WHERE code = ?", (new, code)
            )
            db.execute("INSERT INTO actions SELECT ?, idx, action FROM actions WHERE code = ?", (new, code))
    return made


def test_tables_are_read_on_first_use_not_at_start(tmp_path):
    code, token = one_started_table(tmp_path)
    made = copies(tmp_path, code, 200)

    async def body(lobby):
        referee = lobby.server.server.referee
        assert referee.tables == {} and len(referee.dormant) == 201 and len(referee.in_play) == 201
        ann = await lobby.connect()
        table = await ann.rejoin(made[150], token, since=0)
        assert table.actions == 1 and table.you == [0]
        assert list(referee.tables) == [made[150]]
        return True

    assert run_with_server(tmp_path, body)


def test_a_damaged_row_is_set_aside_with_one_log_line_and_the_rest_are_served(tmp_path, caplog):
    code, token = one_started_table(tmp_path)
    damaged, fine = copies(tmp_path, code, 2)
    with contextlib.closing(sqlite3.connect(tmp_path / "tables.sqlite3")) as db, db:
        db.execute("UPDATE tables SET takeover_after = 'soon' WHERE code = ?", (damaged,))

    async def body(lobby):
        ann = await lobby.connect()
        assert (await refused(ann.rejoin(damaged, token))).kind == "no_table"
        assert (await refused(ann.rejoin(damaged, token))).kind == "no_table"
        table = await ann.rejoin(fine, token, since=0)
        assert table.status == "playing"
        return True

    caplog.clear()  # what setting the table up logged (when an earlier test left INFO on) is not counted
    with caplog.at_level(logging.INFO, logger="bugbox"):
        assert run_with_server(tmp_path, body)
    lines = [record.getMessage() for record in caplog.records if damaged in record.getMessage()]
    assert len(lines) == 1 and "set aside" in lines[0]
    assert not any(record.exc_info for record in caplog.records)


def test_a_damaged_page_sets_its_tables_aside_and_the_server_starts(tmp_path, caplog):
    code, token = one_started_table(tmp_path)
    made = copies(tmp_path, code, 300)
    path = tmp_path / "tables.sqlite3"
    with contextlib.closing(sqlite3.connect(path)) as db:
        size = db.execute("PRAGMA page_size").fetchone()[0]
        leaves = [
            row[0] for row in db.execute("SELECT pageno FROM dbstat WHERE name = 'actions' AND pagetype = 'leaf'")
        ]
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    assert len(leaves) >= 3
    with open(path, "r+b") as file:
        file.seek((leaves[len(leaves) // 2] - 1) * size)
        file.write(b"\xde\xad\xbe\xef" * (size // 4))

    async def body(lobby):
        ann = await lobby.connect()
        served, aside = 0, 0
        for each in made:
            try:
                await ann.rejoin(each, token)
                served += 1
            except Refused as refusal:
                assert refusal.kind == "no_table"
                aside += 1
        return served, aside

    with caplog.at_level(logging.INFO, logger="bugbox"):
        served, aside = run_with_server(tmp_path, body, seconds=60, address_messages_per_second=1000.0)
    assert aside >= 1 and served >= len(made) // 2  # one page of actions of about a hundred tables
    set_aside = [record for record in caplog.records if "set aside" in record.getMessage()]
    assert len(set_aside) == aside
    assert not any(record.exc_info for record in caplog.records)


def test_a_store_that_cannot_be_written_is_refused_at_start_in_one_sentence(tmp_path):
    one_started_table(tmp_path)
    path = tmp_path / "tables.sqlite3"
    root = os.geteuid() == 0
    if root:  # root writes read-only files: make it immutable instead
        subprocess.run(["chattr", "+i", str(path)], check=True)
    else:
        path.chmod(0o444)
    try:
        done = subprocess.run(
            [sys.executable, "-m", "bugbox", "serve", "--port", "0", "--data", str(tmp_path)],
            capture_output=True,
            text=True,
            timeout=30,
            cwd=ROOT,
            env=dict(os.environ, PYTHONPATH=str(ROOT)),
        )
    finally:
        if root:
            subprocess.run(["chattr", "-i", str(path)], check=True)
        else:
            path.chmod(0o644)
    assert done.returncode == 1 and "listening" not in done.stdout
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "cannot be written" in lines[0] and "Traceback" not in done.stderr, done.stderr


def test_a_version_1_store_is_upgraded_and_its_tables_play_on(tmp_path):
    newer = tmp_path / "newer"
    code, token = one_started_table(newer)
    old = tmp_path / "old"
    old.mkdir()
    with contextlib.closing(sqlite3.connect(newer / "tables.sqlite3")) as db:
        row = db.execute(
            "SELECT code, game, options, seed, host_hash, takeover_after, status, seats, setup, created, updated "
            "FROM tables WHERE code = ?",
            (code,),
        ).fetchone()
        actions = db.execute("SELECT code, idx, action FROM actions").fetchall()
    with contextlib.closing(sqlite3.connect(old / "tables.sqlite3")) as db, db:
        db.executescript(SCHEMA_1)
        db.execute("INSERT INTO tables VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", row)
        db.executemany("INSERT INTO actions VALUES (?, ?, ?)", actions)
    shutil.rmtree(newer)

    async def body(lobby):
        ann = await lobby.connect()
        table = await ann.rejoin(code, token, since=0)
        return table.actions

    assert run_with_server(old, body) == 1
    with contextlib.closing(sqlite3.connect(old / "tables.sqlite3")) as db:
        assert db.execute("PRAGMA user_version").fetchone() == (2,)
        assert "opened_from" in [column[1] for column in db.execute("PRAGMA table_info(tables)")]


def test_closed_tables_are_pruned_after_their_time(tmp_path):
    async def body(lobby):
        ann = await lobby.connect()
        created, _ = await ann.create("verflixxt", [OPEN, OPEN], name="Ann")
        await next_of(ann, wire.Closed, seconds=5)
        path = lobby.server.server.store.path
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            with contextlib.closing(sqlite3.connect(path)) as db:
                if db.execute("SELECT 1 FROM tables WHERE code = ?", (created.code,)).fetchone() is None:
                    return True
            await asyncio.sleep(0.2)
        return False

    assert run_with_server(tmp_path, body, idle_seconds=0.5, sweep_seconds=0.2, keep_seconds=1.0, prune_seconds=0.5)


def test_the_moves_of_many_tables_written_together_all_reach_the_file_in_order(tmp_path):
    """The writer thread puts the moves of a batch into INSERTs of many rows (more moves than
    one INSERT takes here) and runs the other writes of the batch after them: every move and
    every table row is in the file once its write has been answered, and a move written
    twice fails its whole batch, with nothing of it in the file."""
    from bugbox.server.store import _ROWS_PER_INSERT, Store, StoreError

    async def body() -> None:
        store = Store(tmp_path, commit_gap=0.05)  # a long gap: the writes below queue up together
        store.start()
        try:
            row = {
                "code": "T0000000",
                "game": "verflixxt",
                "options": "{}",
                "seed": 1,
                "host_hash": "h",
                "takeover_after": None,
                "status": "waiting",
                "seats": "[]",
                "setup": None,
                "created": "2026-12-01T00:00:00+00:00",
                "opened_from": "",
            }
            await store.put_table(row)  # the first commit; the writes below wait for the gap
            moves = [
                store.add_action(f"T{table:07d}", index, f'{{"kind":"roll","n":{index}}}', None)
                for table in range(7)
                for index in range(100)
            ]
            assert len(moves) > 2 * _ROWS_PER_INSERT
            await asyncio.gather(
                *moves,
                store.put_table({**row, "status": "playing"}),
                store.add_action("T0000000", 100, '{"kind":"stop"}', "over"),
            )
            with pytest.raises(StoreError):  # action 5 of table 1 again: the batch fails whole
                await asyncio.gather(
                    store.add_action("T0000001", 5, "{}", None), store.add_action("T0000002", 100, "{}", None)
                )
            assert store.actions("T0000003") == [f'{{"kind":"roll","n":{index}}}' for index in range(100)]
            assert len(store.actions("T0000000")) == 101 and len(store.actions("T0000002")) == 100
            assert store.commits >= 2
        finally:
            store.close()
        with contextlib.closing(sqlite3.connect(tmp_path / "tables.sqlite3")) as db:
            assert db.execute("SELECT status FROM tables WHERE code = 'T0000000'").fetchone() == ("over",)
            assert db.execute("SELECT count(*) FROM actions").fetchone() == (701,)

    asyncio.run(body())


@pytest.mark.parametrize(
    "edit",
    [
        "UPDATE tables SET takeover_after = -5 WHERE code = ?",
        "UPDATE tables SET takeover_after = 1e12 WHERE code = ?",
        "UPDATE tables SET seats = (SELECT json_group_array(json(json_extract(seats, '$[1]'))) "
        "FROM (SELECT seats FROM tables WHERE code = ?1), generate_series(1, 5000)) WHERE code = ?1",
        "UPDATE tables SET options = '{\"wurminator\": 7}' WHERE code = ?",
        "UPDATE tables SET setup = NULL WHERE code = ?",
    ],
    ids=["takeover-negative", "takeover-huge", "5000-seats", "option-not-bool", "playing-without-game"],
)
def test_stored_values_out_of_range_set_the_table_aside_with_one_line(tmp_path, caplog, edit):
    """Values the server could never have written (a hand edit, a damaged disk) used to pass
    the load and make every request about the table fail with 1011 and a traceback."""
    code, token = one_started_table(tmp_path)
    damaged, fine = copies(tmp_path, code, 2)
    with contextlib.closing(sqlite3.connect(tmp_path / "tables.sqlite3")) as db, db:
        if "generate_series" in edit:  # SQLite without the series extension: the seats in Python
            seats = db.execute("SELECT seats FROM tables WHERE code = ?", (damaged,)).fetchone()[0]
            many = json.dumps([json.loads(seats)[1]] * 5000)
            db.execute("UPDATE tables SET seats = ? WHERE code = ?", (many, damaged))
        else:
            db.execute(edit, (damaged,))

    async def body(lobby):
        ann = await lobby.connect()
        for _ in range(2):
            assert (await refused(ann.rejoin(damaged, token))).kind == "no_table"
            assert (await refused(ann.watch(damaged))).kind == "no_table"
        table = await ann.rejoin(fine, token, since=0)
        assert table.status == "playing"
        return True

    caplog.clear()  # what setting the table up logged (when an earlier test left INFO on) is not counted
    with caplog.at_level(logging.INFO, logger="bugbox"):
        assert run_with_server(tmp_path, body)
    lines = [record.getMessage() for record in caplog.records if damaged in record.getMessage()]
    assert len(lines) == 1 and "set aside" in lines[0], lines
    assert not any(record.exc_info for record in caplog.records)


def test_an_unreadable_time_of_last_change_sets_a_playing_table_aside_not_closed(tmp_path, caplog):
    code, token = one_started_table(tmp_path)
    with contextlib.closing(sqlite3.connect(tmp_path / "tables.sqlite3")) as db, db:
        db.execute("UPDATE tables SET updated = 'last tuesday' WHERE code = ?", (code,))

    async def body(lobby):
        ann = await lobby.connect()
        assert (await refused(ann.rejoin(code, token))).kind == "no_table"
        return True

    caplog.clear()  # what setting the table up logged (when an earlier test left INFO on) is not counted
    with caplog.at_level(logging.INFO, logger="bugbox"):
        assert run_with_server(tmp_path, body)
    with contextlib.closing(sqlite3.connect(tmp_path / "tables.sqlite3")) as db:
        assert db.execute("SELECT status FROM tables WHERE code = ?", (code,)).fetchone() == ("playing",)
    lines = [record.getMessage() for record in caplog.records if code in record.getMessage()]
    assert len(lines) == 1 and "set aside" in lines[0], lines


def _serve_once(folder: Path) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "bugbox", "serve", "--port", "0", "--data", str(folder)],
        capture_output=True,
        text=True,
        timeout=30,
        cwd=ROOT,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
    )


@pytest.mark.parametrize(
    "damage",
    [
        "INSERT INTO meta VALUES ('schema', 'one')",
        "INSERT INTO meta VALUES ('schema', '-3')",
        "PRAGMA user_version = -1",
    ],
    ids=["meta-text", "meta-negative", "user-version-negative"],
)
def test_a_store_whose_version_cannot_be_read_is_refused_in_one_sentence(tmp_path, damage):
    with contextlib.closing(sqlite3.connect(tmp_path / "tables.sqlite3")) as db, db:
        db.executescript(SCHEMA_1.replace("INSERT INTO meta VALUES ('schema', '1');", ""))
        db.execute(damage)
    done = _serve_once(tmp_path)
    assert done.returncode == 1 and "listening" not in done.stdout
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "cannot start" in lines[0] and "Traceback" not in done.stderr, done.stderr


def test_somebody_elses_sqlite_file_is_refused_and_left_untouched(tmp_path):
    path = tmp_path / "tables.sqlite3"
    with contextlib.closing(sqlite3.connect(path)) as db, db:
        db.execute("CREATE TABLE recipes (name TEXT, minutes INTEGER)")
        db.execute("INSERT INTO recipes VALUES ('soup', 40)")
    before = path.read_bytes()
    done = _serve_once(tmp_path)
    assert done.returncode == 1 and "listening" not in done.stdout
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "not a bugbox table store" in lines[0], done.stderr
    assert path.read_bytes() == before  # no table added, the journal mode as it was
    assert not (tmp_path / "tables.sqlite3-wal").exists()
    with contextlib.closing(sqlite3.connect(path)) as db:
        assert db.execute("PRAGMA journal_mode").fetchone() == ("delete",)


def test_a_store_cut_short_is_refused_in_one_sentence_saying_it_is_damaged(tmp_path):
    """A file cut in half (a full disk, a bad copy) is not one that "cannot be written": the
    one line says it is damaged and how to recover what is left."""
    for number in range(12):
        stored_game(tmp_path, 300, 0.03, code=f"CUT{'ABCDEFGHIJKL'[number]}AAAA", seed=number)
    path = tmp_path / "tables.sqlite3"
    with contextlib.closing(sqlite3.connect(path)) as db:
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    with open(path, "r+b") as file:
        file.truncate(path.stat().st_size // 2)
    done = _serve_once(tmp_path)
    assert done.returncode == 1 and "listening" not in done.stdout
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "is damaged" in lines[0] and ".recover" in lines[0], done.stderr
