"""Round two of hostile clients (issue 46): whatever a peer sends is answered with the
protocol's refusal, never with 1011 and a traceback in the log."""

import asyncio
import json
import logging

import pytest
from table_bots import server_thread
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from bugbox.net import protocol as wire


async def _answer(url: str, first: str) -> tuple[list[dict], int | None]:
    """What the server says to a first message, and the close code it ends with."""
    said: list[dict] = []
    async with connect(url, open_timeout=5) as ws:
        await ws.send(first)
        try:
            while True:
                said.append(json.loads(await asyncio.wait_for(ws.recv(), 5)))
        except ConnectionClosed:
            pass
        return said, ws.close_code


@pytest.mark.parametrize("version", [2**53 + 1, 2**60, 10**30, -(2**63), -1, 2**31])
def test_a_hello_with_a_version_out_of_range_is_refused_without_a_traceback(tmp_path, caplog, version):
    async def main() -> tuple[list[dict], int | None]:
        with server_thread(tmp_path) as server:
            return await _answer(server.url, json.dumps({"type": "hello", "version": version}))

    with caplog.at_level(logging.INFO):
        said, code = asyncio.run(main())
    assert code in (4003, 4005), (code, said)
    assert [message["type"] for message in said] == ["error"]
    assert said[0]["error"] in ("hello", "version")
    assert "Traceback" not in caplog.text and not [r for r in caplog.records if r.levelno >= logging.ERROR]


def test_the_hello_model_bounds_its_version():
    with pytest.raises(ValueError):
        wire.CLIENT_ADAPTER.validate_json(json.dumps({"type": "hello", "version": 2**60}))


def test_sockets_refused_at_accept_are_summed_in_a_line_a_minute_not_one_line_each(tmp_path, caplog, monkeypatch):
    """300 sockets at once from one address with a burst of 5: the 295 refused make one line
    when the refusals start and then one with the sum of the rest per minute of the address
    (a second here), the last after the refusals have stopped; not a line each."""
    import re
    import socket
    import time

    from bugbox.server import quotas

    monkeypatch.setattr(quotas, "WARN_EVERY", 1.0)
    with caplog.at_level(logging.INFO), server_thread(tmp_path, connection_burst=5, connections_per_minute=6) as server:
        sockets = [socket.create_connection(("127.0.0.1", server.port), timeout=5) for _ in range(300)]
        time.sleep(0.5)
        for sock in sockets:
            sock.close()
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and sum(map(int, re.findall(r": (\d+) socket", caplog.text))) < 295:
            time.sleep(0.1)
    lines = [record.getMessage() for record in caplog.records if record.name.startswith("bugbox.server")]
    summed = [line for line in lines if "closed at accept" in line]
    assert 2 <= len(summed) <= 8, summed  # a line a second here: the refusals took a second or two
    assert sum(int(re.search(r": (\d+) socket", line)[1]) for line in summed) == 295
    assert len(lines) < 20, lines[:40]
