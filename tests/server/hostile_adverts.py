"""Other bugbox tables on this machine, some hostile, advertised while the network tests run.

Issue 37: a test that looked for "the" table on the home network joined whatever another
bugbox on the same machine advertised. A module's `other_tables` fixture starts this file as a
process of its own (as another bugbox would be) that announces, on 127.0.0.1 only, tables
a test must not mistake for its own:

- "anna": a normal-looking waiting table of Verflixxt hosted by "Anna", with a random code;
- "ann": the same from "Ann", the name the network tests give their own hosts;
- "anna playing": a running table of "Anna" (listed for watching);
- "closed port": a well-formed table of "Anna" at 127.0.0.1:9, where nothing answers;
- "markup": a table hosted by "<b>Ann</b>", which a list shows as those very characters;
- "huge values", "bad protocol", "bad code", "bad state", "markup and bidi": malformed
  records (values of 240 bytes, a protocol version nobody speaks, a code that is markup, a
  state nobody knows, the name "<b>Ann</b>" followed by a right-to-left override) that a
  list leaves out.

Each advert answers at once (no probing, as a device that ignores the standard would). The
process prints one line, the JSON object {label: code}, once every advert is registered, and
withdraws them all (goodbye packets) when its standard input closes, which also happens when
the test run that started it dies; `LIFETIME` bounds it in any case.
"""

from __future__ import annotations

import json
import os
import secrets
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from typing import Any

from bugbox.net.adverts import SERVICE_TYPE
from bugbox.net.protocol import PROTOCOL_VERSION

PROTOCOL = str(PROTOCOL_VERSION)
LOOPBACK = "127.0.0.1"
#: Seconds the advertising process lives at most.
LIFETIME = 1800.0
#: The longest wait for the process to announce its tables, in seconds.
READY = 20.0
#: A port where no table server listens (discard; nothing listens there on a test machine).
CLOSED_PORT = 9
_BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _code() -> str:
    return "".join(secrets.choice(_BASE32) for _ in range(8))


def _txt(table: str, **changes: str) -> dict[str, str]:
    txt = {
        "proto": PROTOCOL,
        "game": "verflixxt",
        "code": table,
        "host": "Anna",
        "open": "1",
        "seats": "2",
        "version": "0.1.0",
        "state": "waiting",
    }
    txt.update(changes)
    return txt


def adverts() -> dict[str, tuple[str, dict[str, str], int]]:
    """label: (code, TXT record, port), every one at 127.0.0.1, fresh codes each call."""
    made: dict[str, tuple[str, dict[str, str], int]] = {}

    def add(label: str, port: int = 8765, **changes: str) -> None:
        code = _code()
        made[label] = (code, _txt(code, **changes), port)

    add("anna")
    add("ann", host="Ann")
    add("anna playing", state="playing", open="0")
    add("closed port", CLOSED_PORT)
    add("markup", host="<b>Ann</b>")
    add("huge values", host="A" * 240, game="v" * 240, version="9" * 240, extra="x" * 240)
    add("bad protocol", proto=str(PROTOCOL_VERSION + 997))
    add("bad code", code="<b>X</b>")
    add("bad state", state="dancing")
    add("markup and bidi", host="<b>Ann</b>\u202e")
    return made


#: The labels a list shows; the others it leaves out.
LISTED = ("anna", "ann", "anna playing", "closed port", "markup")


def main() -> None:
    import asyncio

    from zeroconf import IPVersion, ServiceInfo, Zeroconf

    made = adverts()
    run = _code().lower()
    infos = [
        ServiceInfo(
            SERVICE_TYPE,
            f"{label} {run}.{SERVICE_TYPE}",
            port=port,
            properties=dict(txt),
            parsed_addresses=[LOOPBACK],
            server=f"other-{number}-{run}.local.",
        )
        for number, (label, (_code_, txt, port)) in enumerate(made.items())
    ]
    device = Zeroconf(interfaces=[LOOPBACK], ip_version=IPVersion.V4Only)
    try:

        async def announce() -> None:
            await asyncio.gather(*(device.async_register_service(i, cooperating_responders=True) for i in infos))

        asyncio.run_coroutine_threadsafe(announce(), device.loop).result(READY)
        print(json.dumps({label: code for label, (code, _txt_, _port) in made.items()}), flush=True)
        ended = threading.Event()

        def read_until_closed() -> None:
            sys.stdin.read()
            ended.set()

        threading.Thread(target=read_until_closed, daemon=True).start()
        ended.wait(LIFETIME)
        device.unregister_all_services()
    finally:
        device.close()


class OtherTables:
    """The running process: `codes` by label (see the module's docstring)."""

    def __init__(self) -> None:
        self._errors = ""
        self.process = subprocess.Popen(
            [sys.executable, os.path.abspath(__file__)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            # this bugbox's package, installed or not (a script's own folder is all Python adds)
            env={**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [ROOT, os.environ.get("PYTHONPATH")]))},
        )
        line: list[str] = []
        reader = threading.Thread(target=lambda: line.append(self.process.stdout.readline()), daemon=True)  # type: ignore[union-attr]
        reader.start()
        reader.join(READY)
        if not line or not line[0].strip():
            self.stop()
            raise RuntimeError(f"the other tables were not advertised within {READY} s: {self.errors()}")
        self.codes: dict[str, str] = json.loads(line[0])

    def stop(self) -> None:
        """Withdraw the tables (goodbyes) and end the process, within a few seconds."""
        process = self.process
        if process.poll() is None and process.stdin is not None:
            try:
                process.stdin.close()
                process.wait(5)
            except (OSError, subprocess.TimeoutExpired):
                process.kill()
                process.wait(5)
        if process.stderr is not None and not process.stderr.closed:
            self._errors = process.stderr.read()[-2000:]
        for pipe in (process.stdin, process.stdout, process.stderr):
            if pipe is not None:
                pipe.close()

    def errors(self) -> str:
        """What the process said on its standard error (known once it ended)."""
        return self._errors

    def alive(self) -> bool:
        return self.process.poll() is None


def other_tables() -> Iterator[OtherTables]:
    """The body of a module's autouse fixture (each LAN test module has one):

        @pytest.fixture(scope="module", autouse=True)
        def other_tables():
            yield from hostile_adverts.other_tables()

    The module's last test still finds the process running (it did not die of what it
    announced), and the tables are withdrawn after it."""
    tables = OtherTables()
    yield tables
    alive = tables.alive()
    tables.stop()
    assert alive, f"the process advertising the other tables ended early: {tables.errors()}"


def wait_listed(finder: Any, codes: list[str], timeout: float) -> None:
    """Wait until a `TableFinder` lists every table of `codes` (bounded)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if set(codes) <= {table.code for table in finder.tables()}:
            return
        time.sleep(0.05)
    raise AssertionError(f"not all of {codes} listed within {timeout} s")


if __name__ == "__main__":
    main()
