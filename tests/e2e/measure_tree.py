"""Start a bugbox on an Xvfb with the AT-SPI bus and read its tree: what the screen-reader test
does per game, and a measurement by hand of any checkout (before and after a change):

    python -m tests.e2e.measure_tree                 # this checkout
    python -m tests.e2e.measure_tree /tmp/other-checkout

prints, per game's golden save (`table_facts.py`) and for the launcher alone: the nodes, the
named nodes and the facts found, in the whole window and on the table.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path

from tests.e2e.atspi_reader import Node, measure, read_tree, table_of
from tests.e2e.table_facts import TABLE_NAMES, facts, golden_to_read
from tests.e2e.xserver import accessibility_bus, x_server

SCREEN = (1600, 1000)


@contextmanager
def running_bugbox(
    env: Mapping[str, str], args: Sequence[str], home: Path, checkout: Path | None = None
) -> Iterator[subprocess.Popen]:
    """bugbox with `args` on the bus of `env` and its own home; the installed command, or the
    package of `checkout` (`python -m bugbox` with that folder first on the path)."""
    run_env = {**env, "BUGBOX_HOME": str(home)}
    command, cwd = ["bugbox", *args], None
    if checkout is not None:  # `python -m` puts the working folder first on the path
        cwd = str(checkout)
        run_env["PYTHONPATH"] = str(checkout)
        command = [sys.executable, "-m", "bugbox", *args]
    errors = open(home / "stderr.txt", "wb")
    process = subprocess.Popen(command, env=run_env, cwd=cwd, stdout=subprocess.DEVNULL, stderr=errors)
    try:
        yield process
    finally:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(10)
        errors.close()


def settled_tree(env: Mapping[str, str], process: subprocess.Popen, seconds: float = 40) -> list[Node]:
    """The tree once it stops changing (two reads alike, a game's log filled in)."""
    deadline = time.monotonic() + seconds
    last: list[Node] = []
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise AssertionError(f"bugbox ended: {process.args}")
        try:
            nodes = read_tree(env)
        except AssertionError:
            time.sleep(0.5)
            continue
        if len(nodes) > 20 and [(n.role, n.name) for n in nodes] == [(n.role, n.name) for n in last]:
            return nodes
        last = nodes
        time.sleep(1.0)
    return last


def shown(nodes: Sequence[Node]) -> list[Node]:
    """The nodes a screen reader reads: those showing (a hidden page's are left out), and
    those on the way to them."""
    return [n for n in nodes if n.showing or n.depth() <= 1]


def measure_checkout(checkout: Path | None) -> dict[str, dict[str, str]]:
    out: dict[str, dict[str, str]] = {}
    with tempfile.TemporaryDirectory() as folder, x_server(SCREEN) as display, accessibility_bus(display) as env:
        base = Path(folder)
        runs: list[tuple[str, list[str]]] = [("launcher", [])]
        runs += [(game, [str(golden_to_read(game, base))]) for game in TABLE_NAMES]
        for name, args in runs:
            home = base / f"home-{name}"
            home.mkdir()
            with running_bugbox(env, args, home, checkout) as process:
                nodes = settled_tree(env, process)
            wanted = facts(name) if name in TABLE_NAMES else []
            table = table_of(nodes, TABLE_NAMES[name]) if name in TABLE_NAMES else []
            out[name] = {
                "whole tree": measure(nodes, wanted).line(),
                "showing": measure(shown(nodes), wanted).line(),
                "table": measure(table, wanted).line(),
            }
    return out


if __name__ == "__main__":
    checkout = Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else None
    os.environ.pop("CI", None)
    print(json.dumps(measure_checkout(checkout), indent=1))
